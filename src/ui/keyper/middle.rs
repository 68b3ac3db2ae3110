//! The rest of the middle of the table: the display of landscape tiles (each building's name,
//! farm or village, cost and points; each winter fair's goods and points on both sides), this
//! season's ships with their goods and where they lie, the general supply, and the bag, the
//! tiles set aside and the discards. Each tile and fair of the display is described by its
//! detail in words. Written as markup; a tile or ship the viewer may choose
//! is a button whose `data-spot` indexes `spots`.

use super::country::{Look, ship_goods};
use super::detail::Piece;
use super::symbols::good;
use super::targets::{Marks, Target};
use super::text::Words;
use crate::games::keyper::data::{Area, FAIRS, FairSide};
use crate::games::keyper::view::View;
use crate::games::keyper::{Landscape, Supply, text};
use crate::i18n::{Lang, t};
use crate::ui::kit::markup::{self, esc};
use std::fmt::Write;

/// `inner` (markup) as a button offering `target` when it is lit, else as a title.
pub fn pick(marks: &Marks, target: Target, inner: &str, spots: &mut Vec<Target>) -> String {
    markup::pick(marks, "kp", target, inner, spots)
}

/// A fair side: its goods and points.
pub fn fair_side(lang: Lang, side: &FairSide) -> String {
    let goods: Vec<String> = side.needs.iter().map(|&g| good(lang, g)).collect();
    format!("{} {} → {} {}", t(lang, Words::Needs), goods.join(", "), side.vp, t(lang, Words::Points))
}

/// `inner` (markup, the piece's name) as a button offering `target` when it is lit, else as a
/// title one may focus; described by `detail` either way.
fn pick_described(look: &Look, target: Target, inner: &str, detail: &str, spots: &mut Vec<Target>) -> String {
    markup::pick_described(look.marks, "kp", target, inner, Some((inner, detail)), spots)
}

/// One tile of the display, as a card, described by its detail.
fn tile_card(look: &Look, index: u8, tile: Landscape, spots: &mut Vec<Target>) -> String {
    let lang = look.lang;
    let name = esc(text::landscape(tile).get(lang));
    let target = Target::Display(index);
    match tile {
        Landscape::Building(tile) => {
            let d = tile.data();
            let area = t(lang, if d.area == Area::Farm { Words::Farm } else { Words::Village });
            let cost: Vec<String> = d.cost.iter().map(|&c| esc(text::cost(c).get(lang))).collect();
            let vp = if d.vp == [0, 0] {
                String::new()
            } else {
                format!(" · {}/{} {}", d.vp[0], d.vp[1], t(lang, Words::Points))
            };
            format!(
                r#"<li class="kp-card kp-{}">{}<span class="kp-rule">{area} · {}: {}{vp}</span></li>"#,
                if d.area == Area::Farm { "farm" } else { "village" },
                pick_described(look, target, &name, &look.describe(Piece::Building(tile)), spots),
                t(lang, Words::Cost),
                cost.join(" + ")
            )
        }
        Landscape::Fair(f) => {
            let fair = &FAIRS[usize::from(f)];
            let back = fair.back.as_ref().map(|b| format!(r#"<span class="kp-rule">◆ {}</span>"#, fair_side(lang, b)));
            format!(
                r#"<li class="kp-card kp-fair">{}<span class="kp-rule">{}</span>{}</li>"#,
                pick_described(look, target, &name, &look.describe(Piece::Fair(f)), spots),
                fair_side(lang, &fair.front),
                back.unwrap_or_default()
            )
        }
    }
}

/// The display of landscape tiles.
pub fn display(look: &Look, view: &View, spots: &mut Vec<Target>) -> String {
    let mut out = format!(r#"<h3>{}</h3><ul class="kp-row kp-display">"#, t(look.lang, Words::Display));
    for (i, &tile) in view.display.iter().enumerate() {
        out += &tile_card(look, i as u8, tile, spots);
    }
    out += "</ul>";
    out
}

/// This season's ships: their goods, and the board whose river each lies on.
pub fn ships(lang: Lang, marks: &Marks, view: &View, spots: &mut Vec<Target>) -> String {
    let mut out = format!(r#"<h3>{}</h3><ul class="kp-row kp-ships">"#, t(lang, Words::Ships));
    for &ship in &view.ships {
        let at = view.boards.iter().position(|b| b.river.0 == Some(ship));
        let where_ = match at {
            Some(b) => format!("{} {}", t(lang, Words::OnRiver), b + 1),
            None => t(lang, Words::Free).to_string(),
        };
        let name = format!("{} {}", t(lang, Words::Ship), ship + 1);
        let _ = write!(
            out,
            r#"<li class="kp-card kp-ship-card">{}<span class="kp-rule">{}</span><span class="kp-rule">{where_}</span></li>"#,
            pick(marks, Target::Ship(ship), &esc(&name), spots),
            ship_goods(lang, ship, view.season)
        );
    }
    out += "</ul>";
    out
}

/// Goods with their counts, those not present left out ("—" if none).
pub fn goods_line(lang: Lang, goods: &Supply) -> String {
    let items: Vec<String> = Supply::kinds()
        .filter(|&g| goods.count(g) > 0)
        .map(|g| format!(r#"<span class="kp-good">{}&#8239;×{}</span>"#, good(lang, g), goods.count(g)))
        .collect();
    if items.is_empty() { "—".to_string() } else { items.join(" ") }
}

/// The general supply, the bag, the tiles set aside and the discards.
pub fn supply(lang: Lang, view: &View) -> String {
    format!(
        r#"<p class="kp-supply"><span class="kp-label">{}:</span> {}</p><p class="kp-supply">{} {} · {} {} · {} {}</p>"#,
        t(lang, Words::Supply),
        goods_line(lang, &view.supply),
        view.bag,
        t(lang, Words::Bag),
        view.set_aside,
        t(lang, Words::SetAside),
        view.discards.len(),
        t(lang, Words::Discards)
    )
}
