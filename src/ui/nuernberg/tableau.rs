//! Each player's tableau, drawn as pieces: colour chip and name, where they stand in the pass
//! (planning, has planned, passed), merchants as pawns, action cards face down and revealed,
//! the screen (the viewer's own plan and Taler behind it; nobody else's until the view shows
//! them, at the game's end), goods, craftsmen as tiles, citizens, loaded Hausierer and coats of
//! arms; every group is also named in words for screen readers. A player the Dieb may rob, and one's own goods a Hausierer may
//! carry, are buttons offering those actions. Written as markup; the board's one click
//! handler finds the button's place from its `data-spot` index in `spots`.

use super::house::symbol;
use super::last::Marks;
use super::symbols::{chip, colour, good_id, goods_icon};
use super::targets::Target;
use super::text::Words;
use crate::engine::Seat;
use crate::games::nuernberg::PlayerView;
use crate::games::nuernberg::data::Guild;
use crate::games::nuernberg::text::{citizen, good, guild};
use crate::i18n::{Lang, count, t};
use crate::ui::kit::focus::key;
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
    format!(
        r#"<button class="nb-pick lit" data-spot="{}" data-focus="{}">{inner}</button>"#,
        spots.len() - 1,
        key(&target)
    )
}

/// Where the player stands in the pass while planning, or once passed (in the action phase
/// their cards say it).
fn status(lang: Lang, p: &PlayerView, planning: bool) -> &'static str {
    match (p.tableau.passed, planning, p.planned) {
        (true, _, _) => t(lang, Words::Passed),
        (false, true, true) => t(lang, Words::Planned),
        (false, true, false) => t(lang, Words::Planning),
        (false, false, _) => "",
    }
}

/// The action cards in the action phase: how many lie face down and which is revealed.
fn cards(lang: Lang, p: &PlayerView) -> String {
    let backs = pieces(p.hidden_cards, 6, r#"<span class="nb-card-back" aria-hidden="true"></span>"#);
    let face = p.shown_card.map(|g| {
        format!(
            r#"<span class="nb-card-face" title="{0}" aria-hidden="true">{1}</span>"#,
            esc(guild(g).get(lang)),
            g.index() + 1
        )
    });
    let open = p.shown_card.map(|g| format!("{} {}", t(lang, Words::Revealed), guild(g).get(lang)));
    let down = (p.hidden_cards > 0).then(|| {
        let words = count(p.hidden_cards, ["Karte verdeckt", "Karten verdeckt"], ["card face down", "cards face down"]);
        words.get(lang).to_string()
    });
    let said = open.into_iter().chain(down).collect::<Vec<_>>().join(", ");
    format!(r#"<span class="nb-cards">{backs}{}{}</span>"#, face.unwrap_or_default(), hidden(&said))
}

/// How the tableaus are drawn: the language, whether the pass is being planned, the places the
/// viewer may act on and what the last move touched.
pub struct Look<'a> {
    /// The page's language.
    pub lang: Lang,
    /// Whether the pass is being planned.
    pub planning: bool,
    /// Whether the game is over (no screens any more).
    pub over: bool,
    /// Places the viewer may act on.
    pub lit: &'a [Target],
    /// What the last move touched.
    pub marks: &'a Marks,
}

/// `n` pieces drawn by `piece`, or one piece and "×n" when there are more than `few`.
fn pieces(n: usize, few: usize, piece: &str) -> String {
    match n {
        0 => String::new(),
        n if n <= few => piece.repeat(n),
        n => format!("{piece}×{n}"),
    }
}

/// Words only a screen reader reads.
fn hidden(text: &str) -> String {
    format!(r#"<span class="visually-hidden">{}</span>"#, esc(text))
}

/// One player as the view shows them, as an `<li>`: pieces rather than text, each group named
/// for screen readers. Buttons get their place appended to `spots`.
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
        esc(status(lang, p, look.planning))
    );
    if last {
        out.push_str(&hidden(t(lang, Words::LastMove)));
    }
    out.push_str("</div>");
    out.push_str(&table_side(look, seat, p));
    out.push_str(&screen(look, seat, p));
    let row = |out: &mut String, key: Words, items: String| {
        if !items.is_empty() {
            let _ = write!(out, r#"<div class="nb-row">{}{items}</div>"#, hidden(&format!("{}:", t(lang, key))));
        }
    };
    let goods: String = Guild::ALL
        .into_iter()
        .filter(|&g| p.tableau.goods.of(g) > 0)
        .map(|g| pick(goods_icon(g, p.tableau.goods.of(g), good(g).get(lang)), Target::Good(g), lit, spots))
        .collect();
    row(&mut out, Words::Goods, goods);
    let craftsmen: String = p
        .tableau
        .craftsmen
        .iter()
        .map(|h| {
            let plus = if h.merchant_plus() { "<sup>H+</sup>" } else { "" };
            format!(
                r#"<span class="nb-mini-tile" title="{}"><svg viewBox="0 0 20 20" aria-hidden="true"><use href="{}"/></svg>{}{plus}{}</span>"#,
                esc(guild(h.guild).get(lang)),
                good_id(h.guild),
                h.value(),
                hidden(&format!(" {}", guild(h.guild).get(lang)))
            )
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
            r#"<span class="nb-tag" title="{0}">{SHIELD}★P ×{1}{2}</span>"#,
            t(lang, Words::Prestige),
            p.tableau.prestige_arms,
            hidden(&format!(" {}", t(lang, Words::Prestige)))
        );
    }
    row(&mut out, Words::Arms, arms);
    out.push_str("</li>");
    out
}

/// What lies open before a player: merchants in hand (pawns in the seat's colour; the supply as
/// a number), the action cards face down (card backs) and the one revealed.
fn table_side(look: &Look, seat: Seat, p: &PlayerView) -> String {
    let lang = look.lang;
    let pawn = format!(
        r#"<svg class="nb-pawn" viewBox="0 0 12 16" aria-hidden="true"><circle cx="6" cy="4" r="3.2" fill="{0}"/><path d="M1.5 15.5 Q6 3 10.5 15.5 Z" fill="{0}"/></svg>"#,
        colour(seat)
    );
    let merchants = p.tableau.merchants as usize;
    let said = format!("{}: {merchants} ({} {})", t(lang, Words::Merchants), t(lang, Words::Supply), p.tableau.supply);
    let mut out = format!(
        r#"<div class="nb-row nb-side"><span class="nb-merchants" title="{}">{}{}<span class="nb-supply" aria-hidden="true">+{}</span></span>"#,
        esc(&said),
        pieces(merchants, 6, &pawn),
        hidden(&said),
        p.tableau.supply
    );
    if !look.planning && !p.tableau.passed && (p.hidden_cards > 0 || p.shown_card.is_some()) {
        out.push_str(&cards(lang, p));
    }
    out.push_str("</div>");
    out
}

/// The player's screen: what only they know (their plan and Taler) stands behind it. The
/// viewer's own screen is drawn open towards them, everybody else's closed; once the game is
/// over, everyone's Taler lie open.
fn screen(look: &Look, seat: Seat, p: &PlayerView) -> String {
    let lang = look.lang;
    let coin = |n: String| format!(r#"<span class="nb-coin" aria-hidden="true">{n}</span>"#);
    match (p.taler, p.own_cards.filter(|_| !look.over)) {
        (Some(n), None) => format!(
            r#"<div class="nb-row"><span class="nb-taler" data-seat="{}">{}{}</span></div>"#,
            seat.0,
            coin(n.to_string()),
            hidden(&format!("{n} Taler"))
        ),
        (None, _) => format!(
            r#"<div class="nb-screen closed" title="{0}">{1}{2}</div>"#,
            t(lang, Words::Screen),
            coin("?".into()),
            hidden(t(lang, Words::Screen))
        ),
        (Some(n), Some(cards)) => {
            let mut out = format!(
                r#"<div class="nb-screen open"><span class="nb-screen-label">{}</span><span class="nb-taler" data-seat="{}">{}{}</span>"#,
                t(lang, Words::MyScreen),
                seat.0,
                coin(n.to_string()),
                hidden(&format!("{n} Taler"))
            );
            if !cards.is_empty() {
                let names: Vec<String> = cards.guilds().into_iter().map(|g| guild(g).get(lang).to_string()).collect();
                let faces: String = cards
                    .guilds()
                    .into_iter()
                    .map(|g| format!(r#"<span class="nb-card-face" aria-hidden="true">{}</span>"#, g.index() + 1))
                    .collect();
                let _ = write!(
                    out,
                    r#"<span class="nb-plan" data-seat="{}">{faces}{}</span>"#,
                    seat.0,
                    hidden(&format!("{} {}", t(lang, Words::MyPlan), names.join(", ")))
                );
            }
            out.push_str("</div>");
            out
        }
    }
}
