//! The guild tiles: name and number, the three levels (master on top) with their points, every space with its
//! column's good and its member in the player's colour and number, and under it what each level
//! lets its member do. A tile the player may act on is a button that offers those actions.

use super::symbols::{good_id, seat_colour};
use super::targets::{Marks, Target};
use super::text::Words;
use crate::games::key_market::data::{Level, guild_data};
use crate::games::key_market::skills::skill;
use crate::games::key_market::state::GuildTile;
use crate::games::key_market::text::guild_name;
use crate::i18n::{Lang, t};
use crate::ui::kit::focus::key;
use leptos::prelude::*;

/// The tiles in play; lit ones call `point` when chosen.
pub fn guild_tiles(
    lang: Lang,
    guilds: &[GuildTile],
    marks: &Marks,
    last: &[u8],
    point: Callback<Target>,
) -> impl IntoView + use<> {
    guilds
        .iter()
        .map(|tile| {
            let number = tile.number;
            let name = if lang == Lang::De { guild_name(number).0 } else { guild_name(number).1 };
            let rows = tile
                .rows
                .iter()
                .enumerate()
                .rev()
                .map(|(level, row)| {
                    let spaces = row
                        .iter()
                        .map(|space| {
                            let column = space.column.map(|g| view! { <svg class="km-col" viewBox="0 0 20 20"><use href=good_id(g)/></svg> });
                            let member = space.member.map(|m| {
                                let label = format!("{}{}", if m.key { "K" } else { "" }, m.seat.0 + 1);
                                view! { <span class="km-member" style=format!("background:{}", seat_colour(m.seat.0))>{label}</span> }
                            });
                            view! { <span class="km-space">{column}{member}</span> }
                        })
                        .collect_view();
                    let points = guild_data(number).points[level];
                    view! { <div class="km-level"><span class="km-points" title=t(lang, Words::Points)>{points}</span>{spaces}</div> }
                })
                .collect_view();
            let on = marks.lit(Target::Guild(number));
            let moved = last.contains(&number);
            let picked = marks.picked(Target::Guild(number)) || marks.reach(Target::Guild(number));
            view! {
                <li>
                    <button class="km-guild" class:lit=on class:picked=picked class:last=moved data-guild=number data-focus=key(&Target::Guild(number)) disabled=!on
                        on:click=move |_| point.run(Target::Guild(number))>
                        <span class="km-guild-name">{number} ". " {name}</span>
                        {rows}
                    </button>
                    {skills(lang, number)}
                </li>
            }
        })
        .collect_view()
}

/// The skills of guild `number`, top level first, folded away until asked for.
fn skills(lang: Lang, number: u8) -> impl IntoView + use<> {
    let levels =
        [(Level::Master, Words::Master), (Level::Craftsman, Words::Craftsman), (Level::Apprentice, Words::Apprentice)];
    let items = levels
        .map(|(level, key)| {
            let (de, en) = skill(number, level);
            view! { <dt>{t(lang, key)}</dt><dd>{if lang == Lang::De { de } else { en }}</dd> }
        })
        .collect_view();
    view! { <details class="km-skills"><summary>{t(lang, Words::Skills)}</summary><dl>{items}</dl></details> }
}
