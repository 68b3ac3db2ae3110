//! Each player's tableau: colour chip and name, where they stand in the pass (planning, has
//! planned, passed, a card revealed or face down), the viewer's own plan and Taler (nobody
//! else's until the view shows them), merchants, goods, craftsmen by guild, citizens, loaded
//! Hausierer and coats of arms. A player the Dieb may rob, and one's own goods a Hausierer may
//! carry, are buttons offering those actions. Written as markup; the board's one click
//! handler finds the button's place from its `data-spot` index in `spots`.

use super::house::symbol;
use super::last::Marks;
use super::symbols::{chip, goods_icon};
use super::targets::Target;
use super::text::Words;
use crate::engine::Seat;
use crate::games::nuernberg::PlayerView;
use crate::games::nuernberg::data::Guild;
use crate::games::nuernberg::text::{citizen, good, guild};
use crate::i18n::{Lang, t};
use crate::ui::kit::markup::esc;
use std::fmt::Write;

/// A small coat of arms.
const SHIELD: &str = r#"<svg class="nb-icon" viewBox="0 0 20 20" aria-hidden="true"><path d="M3 2 H17 V9 Q17 16 10 19 Q3 16 3 9 Z" class="nb-shield"/></svg>"#;

/// `inner` as a button offering `target` when it is lit, else as it is.
fn pick(inner: String, target: Target, lit: &[Target], spots: &mut Vec<Target>) -> String {
    if !lit.contains(&target) {
        return inner;
    }
    spots.push(target);
    format!(r#"<button class="nb-pick lit" data-spot="{}">{inner}</button>"#, spots.len() - 1)
}

/// Where the player stands in the pass.
fn status(lang: Lang, p: &PlayerView, planning: bool) -> String {
    if p.tableau.passed {
        return t(lang, Words::Passed).to_string();
    }
    if planning {
        return t(lang, if p.planned { Words::Planned } else { Words::Planning }).to_string();
    }
    let open = p.shown_card.map(|g| format!("{} {}", t(lang, Words::Revealed), guild(g).get(lang)));
    let hidden = (p.hidden_cards > 0).then(|| format!("{} {}", p.hidden_cards, t(lang, Words::HiddenCards)));
    open.into_iter().chain(hidden).collect::<Vec<_>>().join(", ")
}

/// How the tableaus are drawn: the language, whether the pass is being planned, the places the
/// viewer may act on and what the last move touched.
pub struct Look<'a> {
    /// The page's language.
    pub lang: Lang,
    /// Whether the pass is being planned.
    pub planning: bool,
    /// Places the viewer may act on.
    pub lit: &'a [Target],
    /// What the last move touched.
    pub marks: &'a Marks,
}

/// One player as the view shows them, as an `<li>`. Buttons get their place appended to `spots`.
pub fn tableau(look: &Look, seat: Seat, name: &str, p: &PlayerView, spots: &mut Vec<Target>) -> String {
    let (lang, lit) = (look.lang, look.lit);
    let mut out = String::new();
    let head = format!("{} <strong>{}</strong>", chip(seat, name), esc(name));
    let last = look.marks.has(&Target::Player(seat));
    let _ = write!(
        out,
        r#"<li class="nb-player{}{}" data-seat="{}"><div class="nb-player-head">{}<span class="nb-status">{}</span>"#,
        if p.own_cards.is_some() { " own" } else { "" },
        if last { " last" } else { "" },
        seat.0,
        pick(head, Target::Player(seat), lit, spots),
        esc(&status(lang, p, look.planning))
    );
    if last {
        let _ = write!(out, r#"<span class="visually-hidden">{}</span>"#, t(lang, Words::LastMove));
    }
    if let Some(k) = p.own_cards.filter(|k| !k.is_empty()) {
        let names: Vec<String> = k.guilds().into_iter().map(|g| guild(g).get(lang).to_string()).collect();
        let _ = write!(
            out,
            r#"<span class="nb-plan" data-seat="{}">{} {}</span>"#,
            seat.0,
            t(lang, Words::MyPlan),
            names.join(", ")
        );
    }
    if let Some(n) = p.taler {
        let _ = write!(out, r#"<span class="nb-taler" data-seat="{}">{n} Taler</span>"#, seat.0);
    }
    let _ = write!(
        out,
        r#"<span title="{}">♟ {} ({} {})</span></div>"#,
        t(lang, Words::Merchants),
        p.tableau.merchants,
        t(lang, Words::Supply),
        p.tableau.supply
    );
    let row = |out: &mut String, key: Words, items: String| {
        let _ = write!(out, r#"<div class="nb-row"><span class="nb-what">{}</span> {items}</div>"#, t(lang, key));
    };
    let goods: String = Guild::ALL
        .into_iter()
        .filter(|&g| p.tableau.goods.of(g) > 0)
        .map(|g| pick(goods_icon(g, p.tableau.goods.of(g), good(g).get(lang)), Target::Good(g), lit, spots))
        .collect();
    row(&mut out, Words::Goods, goods);
    let craftsmen: String = Guild::ALL
        .into_iter()
        .filter_map(|g| {
            let values: Vec<String> =
                p.tableau.craftsmen.iter().filter(|h| h.guild == g).map(|h| h.value().to_string()).collect();
            let label = guild(g).get(lang).to_string();
            (!values.is_empty()).then(|| {
                format!(
                    r#"<span class="nb-crafts">{}({})</span> "#,
                    goods_icon(g, values.len() as u8, &label),
                    values.join(" ")
                )
            })
        })
        .collect();
    row(&mut out, Words::Craftsmen, craftsmen);
    let citizens: String = p
        .tableau
        .citizens
        .iter()
        .map(|&b| format!(r#"<span class="nb-tag">{} {}</span> "#, symbol(b), citizen(b).get(lang)))
        .chain(p.tableau.hausierer.iter().map(|&(b, g)| {
            let icon = goods_icon(g, 1, good(g).get(lang));
            format!(r#"<span class="nb-tag">{} {} {icon}</span> "#, symbol(b), citizen(b).get(lang))
        }))
        .collect();
    row(&mut out, Words::Citizens, citizens);
    let mut arms: String = Guild::ALL
        .into_iter()
        .filter(|&g| p.tableau.arms[g.index()] > 0)
        .map(|g| {
            format!(
                r#"<span class="nb-tag">{SHIELD}{}</span> "#,
                goods_icon(g, p.tableau.arms[g.index()], guild(g).get(lang))
            )
        })
        .collect();
    if p.tableau.prestige_arms > 0 {
        let _ = write!(
            arms,
            r#"<span class="nb-tag" title="{}">{SHIELD}★P ×{}</span>"#,
            t(lang, Words::Prestige),
            p.tableau.prestige_arms
        );
    }
    row(&mut out, Words::Arms, arms);
    out.push_str("</li>");
    out
}
