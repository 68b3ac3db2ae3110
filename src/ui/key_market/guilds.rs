//! The guild tiles: name and number, the three levels (master on top) with their points, every space with its
//! column's good and its member in the player's colour and number, and under it what each level
//! lets its member do. A tile the player may act on is a button that offers those actions.

use super::symbols::{good_id, seat_colour};
use super::targets::{Marks, Target};
use super::text::KeyMarketWords;
use crate::games::key_market::data::{Level, guild_data};
use crate::games::key_market::skills::skill;
use crate::games::key_market::state::GuildTile;
use crate::games::key_market::text::guild_name;
use crate::i18n::{Lang, t};
use crate::ui::kit::markup::{Markup, markup, spot};
use crate::ui::kit::targets::Touched;

/// The tiles in play; lit ones offer their actions. Each tile is appended to `spots`.
pub fn guild_tiles(
    lang: Lang,
    guilds: &[GuildTile],
    marks: &Marks,
    touched: &Touched<Target>,
    spots: &mut Vec<Target>,
) -> Markup {
    let mut out = Markup::new();
    for tile in guilds {
        let number = tile.number;
        let target = Target::Guild(number);
        let name = if lang == Lang::De { guild_name(number).0 } else { guild_name(number).1 };
        let mut rows = Markup::new();
        for (level, row) in tile.rows.iter().enumerate().rev() {
            let spaces: Markup = row
                .iter()
                .map(|space| {
                    let column = space.column.map_or(Markup::new(), |g| {
                        markup!(
                            r#"<svg class="km-col" viewBox="0 0 20 20"><use href="{href}"/></svg>"#,
                            href = good_id(g)
                        )
                    });
                    let member = space.member.map_or(Markup::new(), |m| {
                        markup!(
                            r#"<span class="km-member" style="background:{colour}">{key}{number}</span>"#,
                            colour = seat_colour(m.seat.0),
                            key = if m.key { "K" } else { "" },
                            number = m.seat.0 + 1
                        )
                    });
                    markup!(r#"<span class="km-space">{column}{member}</span>"#, column, member)
                })
                .collect();
            rows += markup!(
                r#"<div class="km-level"><span class="km-points" title="{title}">{points}</span>{spaces}</div>"#,
                spaces,
                title = t(lang, KeyMarketWords::Points),
                points = guild_data(number).points[level]
            );
        }
        let on = marks.lit(target);
        let picked = marks.picked(target) || marks.reach(target);
        out += markup!(
            r#"<li><button type="button" class="km-guild{lit}{picked}{last}" data-guild="{number}"{spot}{disabled}><span class="km-guild-name">{number}. {name}</span>{rows}</button>{skills}</li>"#,
            number,
            name,
            rows,
            lit = if on { " lit" } else { "" },
            picked = if picked { " picked" } else { "" },
            last = touched.class(&target),
            spot = spot(target, spots),
            disabled = if on { Markup::new() } else { markup!(" disabled") },
            skills = skills(lang, number)
        );
    }
    out
}

/// The skills of guild `number`, top level first, folded away until asked for.
fn skills(lang: Lang, number: u8) -> Markup {
    let levels = [
        (Level::Master, KeyMarketWords::Master),
        (Level::Craftsman, KeyMarketWords::Craftsman),
        (Level::Apprentice, KeyMarketWords::Apprentice),
    ];
    let items: Markup = levels
        .into_iter()
        .map(|(level, key)| {
            let (de, en) = skill(number, level);
            markup!(
                "<dt>{level}</dt><dd>{skill}</dd>",
                level = t(lang, key),
                skill = if lang == Lang::De { de } else { en }
            )
        })
        .collect();
    markup!(
        r#"<details class="km-skills"><summary>{title}</summary><dl>{items}</dl></details>"#,
        items,
        title = t(lang, KeyMarketWords::Skills)
    )
}
