//! Each player's tableau, drawn as pieces: colour chip and name, where they stand in the pass
//! (planning, has planned, passed), merchants as pawns, action cards face down and revealed,
//! the screen (the viewer's own plan and Taler behind it; nobody else's until the view shows
//! them, at the game's end), goods, craftsmen as tiles, citizens, loaded Hausierer and coats of
//! arms; every group is also named in words for screen readers. A player the Dieb may rob, and one's own goods a Hausierer may
//! carry, are buttons offering those actions. Written as markup; the board's one click
//! handler finds the button's place by its `data-focus` key.

use super::house::symbol;
use super::symbols::{chip, colour, good_id, goods_icon};
use super::targets::{Marks, Target};
use super::text::NuernbergWords;
use crate::engine::Seat;
use crate::games::nuernberg::PlayerView;
use crate::games::nuernberg::data::Guild;
use crate::games::nuernberg::text::{citizen, good, guild};
use crate::i18n::{Lang, count, t};
use crate::ui::kit::markup::{self, Markup, markup};
use crate::ui::kit::targets::Touched;

/// A small coat of arms.
fn shield() -> Markup {
    markup!(
        r#"<svg class="nb-icon" viewBox="0 0 20 20" aria-hidden="true"><path d="M3 2 H17 V9 Q17 16 10 19 Q3 16 3 9 Z" class="nb-shield"/></svg>"#
    )
}

/// `inner` as a button offering `target` when it is lit (the kit's [`markup::pick`]), else as
/// it is.
fn pick(inner: Markup, target: Target, marks: &Marks, spots: &mut Vec<Target>) -> Markup {
    if marks.lit(target) { markup::pick(marks, "nb", target, inner, spots) } else { inner }
}

/// Where the player stands in the pass while planning, or once passed (in the action phase
/// their cards say it).
fn status(lang: Lang, p: &PlayerView, planning: bool) -> &'static str {
    match (p.tableau.passed, planning, p.planned) {
        (true, _, _) => t(lang, NuernbergWords::Passed),
        (false, true, true) => t(lang, NuernbergWords::Planned),
        (false, true, false) => t(lang, NuernbergWords::Planning),
        (false, false, _) => "",
    }
}

/// The action cards in the action phase: how many lie face down and which is revealed.
fn cards(lang: Lang, p: &PlayerView) -> Markup {
    let backs = pieces(p.hidden_cards, 6, markup!(r#"<span class="nb-card-back" aria-hidden="true"></span>"#));
    let face = p.shown_card.map(|g| {
        markup!(
            r#"<span class="nb-card-face" title="{guild}" aria-hidden="true">{v1}</span>"#,
            guild = guild(g).get(lang),
            v1 = g.index() + 1
        )
    });
    let open = p.shown_card.map(|g| format!("{} {}", t(lang, NuernbergWords::Revealed), guild(g).get(lang)));
    let down = (p.hidden_cards > 0).then(|| {
        let words = count(p.hidden_cards, ["Karte verdeckt", "Karten verdeckt"], ["card face down", "cards face down"]);
        words.get(lang).to_string()
    });
    let said = open.into_iter().chain(down).collect::<Vec<_>>().join(", ");
    markup!(
        r#"<span class="nb-cards">{backs}{v0}{hidden}</span>"#,
        backs,
        v0 = face.unwrap_or_default(),
        hidden = hidden(&said)
    )
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
    /// What the viewer may point at, and what a click offered.
    pub marks: &'a Marks,
    /// What the last move touched.
    pub touched: &'a Touched<Target>,
}

/// `n` pieces drawn by `piece`, or one piece and "×n" when there are more than `few`.
fn pieces(n: usize, few: usize, piece: Markup) -> Markup {
    match n {
        0 => Markup::new(),
        n if n <= few => std::iter::repeat_n(piece, n).collect(),
        n => markup!("{piece}×{n}", piece, n),
    }
}

/// NuernbergWords only a screen reader reads.
fn hidden(text: &str) -> Markup {
    markup!(r#"<span class="visually-hidden">{text}</span>"#, text)
}

/// One player as the view shows them, as an `<li>`: pieces rather than text, each group named
/// for screen readers. Buttons get their place appended to `spots`.
pub fn tableau(look: &Look, seat: Seat, name: &str, p: &PlayerView, spots: &mut Vec<Target>) -> Markup {
    let (lang, marks) = (look.lang, look.marks);
    let mut out = Markup::new();
    let head = markup!("{chip} <strong>{name}</strong>", chip = chip(seat, name), name);
    let last = look.touched.has(&Target::Player(seat));
    out += markup!(
        r#"<li class="nb-player{own}{last}" data-seat="{seat}"><div class="nb-player-head">{pick}<span class="nb-status">{status}</span>"#,
        own = if p.own_cards.is_some() { " own" } else { "" },
        last = if last { " last" } else { "" },
        seat = seat.0,
        pick = pick(head, Target::Player(seat), marks, spots),
        status = status(lang, p, look.planning)
    );
    if last {
        out += hidden(t(lang, NuernbergWords::LastMove));
    }
    out += markup!("</div>");
    out += table_side(look, seat, p);
    out += screen(look, seat, p);
    let row = |out: &mut Markup, key: NuernbergWords, items: Markup| {
        if !items.is_empty() {
            *out += markup!(
                r#"<div class="nb-row">{hidden}{items}</div>"#,
                items,
                hidden = hidden(&format!("{}:", t(lang, key)))
            );
        }
    };
    let goods: Markup = Guild::ALL
        .into_iter()
        .filter(|&g| p.tableau.goods.of(g) > 0)
        .map(|g| pick(goods_icon(g, p.tableau.goods.of(g), good(g).get(lang)), Target::Good(g), marks, spots))
        .collect();
    row(&mut out, NuernbergWords::Goods, goods);
    let craftsmen: Markup = p
        .tableau
        .craftsmen
        .iter()
        .map(|h| {
            let plus = if h.merchant_plus() { markup!("<sup>H+</sup>") } else { Markup::new() };
            markup!(r#"<span class="nb-mini-tile" title="{guild}"><svg viewBox="0 0 20 20" aria-hidden="true"><use href="{good_id}"/></svg>{value}{plus}{hidden}</span>"#, plus, guild = guild(h.guild).get(lang), good_id = good_id(h.guild), value = h.value(), hidden = hidden(&format!(" {}", guild(h.guild).get(lang))))
        })
        .collect();
    row(&mut out, NuernbergWords::Craftsmen, craftsmen);
    let citizens: Markup = p
        .tableau
        .citizens
        .iter()
        .map(|&b| {
            markup!(
                r#"<span class="nb-tag">{symbol} {citizen}</span> "#,
                symbol = symbol(b),
                citizen = citizen(b).get(lang)
            )
        })
        .chain(p.tableau.hausierer.iter().map(|&(b, g)| {
            let icon = goods_icon(g, 1, good(g).get(lang));
            markup!(
                r#"<span class="nb-tag">{symbol} {citizen} {icon}</span> "#,
                icon,
                symbol = symbol(b),
                citizen = citizen(b).get(lang)
            )
        }))
        .collect();
    row(&mut out, NuernbergWords::Citizens, citizens);
    let mut arms: Markup = Guild::ALL
        .into_iter()
        .filter(|&g| p.tableau.arms[g.index()] > 0)
        .map(|g| {
            markup!(
                r#"<span class="nb-tag">{shield}{goods_icon}</span> "#,
                shield = shield(),
                goods_icon = goods_icon(g, p.tableau.arms[g.index()], guild(g).get(lang))
            )
        })
        .collect();
    if p.tableau.prestige_arms > 0 {
        arms += markup!(
            r#"<span class="nb-tag" title="{prestige}">{shield}★P ×{prestige_arms}{hidden}</span>"#,
            shield = shield(),
            prestige = t(lang, NuernbergWords::Prestige),
            prestige_arms = p.tableau.prestige_arms,
            hidden = hidden(&format!(" {}", t(lang, NuernbergWords::Prestige)))
        );
    }
    row(&mut out, NuernbergWords::Arms, arms);
    out += markup!("</li>");
    out
}

/// What lies open before a player: merchants in hand (pawns in the seat's colour; the supply as
/// a number), the action cards face down (card backs) and the one revealed.
fn table_side(look: &Look, seat: Seat, p: &PlayerView) -> Markup {
    let lang = look.lang;
    let pawn = markup!(
        r#"<svg class="nb-pawn" viewBox="0 0 12 16" aria-hidden="true"><circle cx="6" cy="4" r="3.2" fill="{colour}"/><path d="M1.5 15.5 Q6 3 10.5 15.5 Z" fill="{colour}"/></svg>"#,
        colour = colour(seat)
    );
    let merchants = p.tableau.merchants as usize;
    let said = format!(
        "{}: {merchants} ({} {})",
        t(lang, NuernbergWords::Merchants),
        t(lang, NuernbergWords::Supply),
        p.tableau.supply
    );
    let mut out = markup!(
        r#"<div class="nb-row nb-side"><span class="nb-merchants" title="{said}">{pieces}{hidden}<span class="nb-supply" aria-hidden="true">+{supply}</span></span>"#,
        said = &said,
        pieces = pieces(merchants, 6, pawn),
        hidden = hidden(&said),
        supply = p.tableau.supply
    );
    if !look.planning && !p.tableau.passed && (p.hidden_cards > 0 || p.shown_card.is_some()) {
        out += cards(lang, p);
    }
    out += markup!("</div>");
    out
}

/// The player's screen: what only they know (their plan and Taler) stands behind it. The
/// viewer's own screen is drawn open towards them, everybody else's closed; once the game is
/// over, everyone's Taler lie open.
fn screen(look: &Look, seat: Seat, p: &PlayerView) -> Markup {
    let lang = look.lang;
    let coin = |n: String| markup!(r#"<span class="nb-coin" aria-hidden="true">{n}</span>"#, n);
    match (p.taler, p.own_cards.filter(|_| !look.over)) {
        (Some(n), None) => markup!(
            r#"<div class="nb-row"><span class="nb-taler" data-seat="{seat}">{coin}{hidden}</span></div>"#,
            seat = seat.0,
            coin = coin(n.to_string()),
            hidden = hidden(&format!("{n} Taler"))
        ),
        (None, _) => markup!(
            r#"<div class="nb-screen closed" title="{screen}">{coin}{hidden}</div>"#,
            screen = t(lang, NuernbergWords::Screen),
            coin = coin("?".into()),
            hidden = hidden(t(lang, NuernbergWords::Screen))
        ),
        (Some(n), Some(cards)) => {
            let mut out = markup!(
                r#"<div class="nb-screen open"><span class="nb-screen-label">{my_screen}</span><span class="nb-taler" data-seat="{seat}">{coin}{hidden}</span>"#,
                my_screen = t(lang, NuernbergWords::MyScreen),
                seat = seat.0,
                coin = coin(n.to_string()),
                hidden = hidden(&format!("{n} Taler"))
            );
            if !cards.is_empty() {
                let names: Vec<String> = cards.guilds().into_iter().map(|g| guild(g).get(lang).to_string()).collect();
                let faces: Markup = cards
                    .guilds()
                    .into_iter()
                    .map(|g| {
                        markup!(r#"<span class="nb-card-face" aria-hidden="true">{v0}</span>"#, v0 = g.index() + 1)
                    })
                    .collect();
                out += markup!(
                    r#"<span class="nb-plan" data-seat="{seat}">{faces}{hidden}</span>"#,
                    faces,
                    seat = seat.0,
                    hidden = hidden(&format!("{} {}", t(lang, NuernbergWords::MyPlan), names.join(", ")))
                );
            }
            out += markup!("</div>");
            out
        }
    }
}
