//! Each player's area, for now in a compact form: name, whether the keyper is still at home,
//! the keyples in the keyp area and on the keyp tile, the stores, the tiles held and built
//! (names only), the winter fairs held beside the board, the dealt fairs (one's own by their
//! goods, the others' face down) and the shipping points. The player boards drawn in full
//! (farm and village plots, stores, keyp tile, fairs) are to replace this area. Other seats'
//! dealt fairs never reach the page: the view hides them.

use super::middle::goods_line;
use super::symbols::{hidden, keyple};
use super::text::Words;
use crate::engine::Seat;
use crate::games::keyper::data::FAIRS;
use crate::games::keyper::view::{FairCard, PlayerView, View};
use crate::games::keyper::{Keyples, text};
use crate::i18n::{Lang, t};
use crate::ui::kit::markup::esc;
use std::fmt::Write;

/// Keyples by colour, drawn with counts and told in words.
fn keyples(lang: Lang, k: &Keyples) -> String {
    if k.total() == 0 {
        return "—".to_string();
    }
    k.colours()
        .map(|c| {
            format!(
                r#"<span class="kp-n">{}{}{}</span>"#,
                keyple(c),
                k.count(c),
                hidden(&format!(" {}", text::colour(c).get(lang)))
            )
        })
        .collect()
}

/// The buildings on a player's plots, by name (upgraded ones marked ▲).
fn built(lang: Lang, p: &PlayerView) -> String {
    let names: Vec<String> = p
        .farm
        .iter()
        .chain(&p.village)
        .flatten()
        .map(|b| {
            let d = b.tile.data();
            let name = match lang {
                Lang::De => d.name.0,
                Lang::En => d.name.1,
            };
            format!("{}{}", esc(name), if b.upgraded { " ▲" } else { "" })
        })
        .collect();
    if names.is_empty() { "—".to_string() } else { names.join(", ") }
}

/// The dealt fairs as the viewer may see them.
fn fairs(lang: Lang, p: &PlayerView) -> String {
    let mut shown = Vec::new();
    for f in &p.fairs {
        match f {
            FairCard::Known(i) => {
                let side = &FAIRS[usize::from(*i)].front;
                let goods: Vec<String> = side.needs.iter().map(|&g| super::symbols::good(lang, g)).collect();
                shown.push(format!(
                    r#"<span class="kp-fair-known">{} ({})</span>"#,
                    esc(text::season(FAIRS[usize::from(*i)].stack).get(lang)),
                    goods.join(", ")
                ));
            }
            FairCard::Hidden => shown.push(t(lang, Words::FairsHidden).to_string()),
            FairCard::Gone => {}
        }
    }
    let winter = p.winter_fairs.len();
    if winter > 0 {
        shown.push(format!("{winter} × {}", t(lang, Words::WinterFair)));
    }
    if !p.held.is_empty() {
        shown.push(format!("✓ {}", p.held.len()));
    }
    if shown.is_empty() { "—".to_string() } else { shown.join(" · ") }
}

/// One player's compact area.
fn player(lang: Lang, view: &View, seat: Seat, name: &str, p: &PlayerView) -> String {
    let own = view.viewer == Some(seat);
    let mut head = format!(r#"<span class="kp-title">{}</span>"#, esc(name));
    if p.keyper_home {
        let _ = write!(
            head,
            r##" <svg class="kp-keyper-icon" viewBox="0 0 24 30" aria-hidden="true"><use href="#kp-keyper"/></svg>{}"##,
            hidden(t(lang, Words::Keyper))
        );
    }
    if view.start == seat {
        let _ = write!(head, r#" <span class="kp-start">{}</span>"#, t(lang, Words::StartPlayer));
    }
    let unbuilt: Vec<String> = p
        .unbuilt
        .iter()
        .map(|tile| {
            esc(match lang {
                Lang::De => tile.data().name.0,
                Lang::En => tile.data().name.1,
            })
        })
        .collect();
    let row = |label: Words, value: String| {
        format!(r#"<div class="kp-line"><span class="kp-label">{}:</span> {value}</div>"#, t(lang, label))
    };
    let mut out = format!(
        r#"<li class="kp-player{}" data-seat="{}"><div class="kp-head">{head}</div>"#,
        if own { " own" } else { "" },
        seat.0
    );
    out += &row(Words::KeypArea, keyples(lang, &p.keyp_area));
    out += &row(Words::KeypTile, keyples(lang, &p.keyp_tile));
    out += &row(Words::Goods, goods_line(lang, &p.goods));
    out += &row(Words::Unbuilt, if unbuilt.is_empty() { "—".to_string() } else { unbuilt.join(", ") });
    out += &row(Words::Built, built(lang, p));
    out += &row(Words::Fairs, fairs(lang, p));
    let _ = write!(out, r#"<div class="kp-line">{} {}</div></li>"#, p.shipping, t(lang, Words::Shipping));
    out
}

/// Every player's area, in seat order.
pub fn players(lang: Lang, view: &View, names: &[String]) -> String {
    let mut out = format!(r#"<h3>{}</h3><ul class="kp-players">"#, t(lang, Words::Players));
    for (seat, p) in view.players.iter() {
        out += &player(lang, view, seat, names.get(seat.index()).map(String::as_str).unwrap_or_default(), p);
    }
    out += "</ul>";
    out
}
