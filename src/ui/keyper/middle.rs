//! The rest of the middle of the table: the display of landscape tiles (each building's name,
//! farm or village, cost and points; each winter fair's goods and points on both sides), this
//! season's ships with their goods and where they lie, the general supply, and the bag, the
//! tiles set aside and the discards. Each tile and fair of the display is described by its
//! detail in words. Written as markup; a tile or ship the viewer may choose
//! is a button named by its `data-focus` key.

use super::country::{Look, ship_goods};
use super::detail::Piece;
use super::symbols::good;
use super::targets::{Marks, Target};
use super::text::KeyperWords;
use crate::games::keyper::data::{Area, FAIRS, FairSide};
use crate::games::keyper::view::View;
use crate::games::keyper::{Landscape, Supply, text};
use crate::i18n::{Lang, t};
use crate::ui::kit::markup::{self, Markup, markup};

/// `inner` as a button offering `target` when it is lit, else as a title.
pub fn pick(marks: &Marks, target: Target, inner: Markup, spots: &mut Vec<Target>) -> Markup {
    markup::pick(marks, "kp", target, inner, spots)
}

/// A fair side: its goods and points.
pub fn fair_side(lang: Lang, side: &FairSide) -> String {
    let goods: Vec<String> = side.needs.iter().map(|&g| good(lang, g)).collect();
    format!("{} {} → {} {}", t(lang, KeyperWords::Needs), goods.join(", "), side.vp, t(lang, KeyperWords::Points))
}

/// The piece's `name` as a button offering `target` when it is lit, else as a title one may
/// focus; described by `detail` either way.
fn pick_described(look: &Look, target: Target, name: &str, detail: Markup, spots: &mut Vec<Target>) -> Markup {
    markup::pick_described(look.marks, "kp", target, Markup::text(name), Some((name, detail)), spots)
}

/// One tile of the display, as a card, described by its detail.
fn tile_card(look: &Look, index: u8, tile: Landscape, spots: &mut Vec<Target>) -> Markup {
    let lang = look.lang;
    let name = text::landscape(tile);
    let name = name.get(lang);
    let target = Target::Display(index);
    match tile {
        Landscape::Building(tile) => {
            let d = tile.data();
            let area = t(lang, if d.area == Area::Farm { KeyperWords::Farm } else { KeyperWords::Village });
            let cost: Vec<String> = d.cost.iter().map(|&c| text::cost(c).get(lang).to_string()).collect();
            let vp = if d.vp == [0, 0] {
                Markup::new()
            } else {
                markup!(" · {a}/{b} {points}", a = d.vp[0], b = d.vp[1], points = t(lang, KeyperWords::Points))
            };
            markup!(
                r#"<li class="kp-card kp-{farm}">{pick_described}<span class="kp-rule">{area} · {cost_word}: {costs}{vp}</span></li>"#,
                area,
                vp,
                farm = if d.area == Area::Farm { "farm" } else { "village" },
                pick_described = pick_described(look, target, name, look.describe(Piece::Building(tile)), spots),
                cost_word = t(lang, KeyperWords::Cost),
                costs = cost.join(" + ")
            )
        }
        Landscape::Fair(f) => {
            let fair = &FAIRS[usize::from(f)];
            let back = fair
                .back
                .as_ref()
                .map(|b| markup!(r#"<span class="kp-rule">◆ {fair_side}</span>"#, fair_side = fair_side(lang, b)));
            markup!(
                r#"<li class="kp-card kp-fair">{pick_described}<span class="kp-rule">{fair_side}</span>{back}</li>"#,
                pick_described = pick_described(look, target, name, look.describe(Piece::Fair(f)), spots),
                fair_side = fair_side(lang, &fair.front),
                back = back.unwrap_or_default()
            )
        }
    }
}

/// The display of landscape tiles.
pub fn display(look: &Look, view: &View, spots: &mut Vec<Target>) -> Markup {
    let mut out =
        markup!(r#"<h3>{display}</h3><ul class="kp-row kp-display">"#, display = t(look.lang, KeyperWords::Display));
    for (i, &tile) in view.display.iter().enumerate() {
        out += &tile_card(look, i as u8, tile, spots);
    }
    out += markup!("</ul>");
    out
}

/// This season's ships: their goods, and the board whose river each lies on.
pub fn ships(lang: Lang, marks: &Marks, view: &View, spots: &mut Vec<Target>) -> Markup {
    let mut out = markup!(r#"<h3>{ships}</h3><ul class="kp-row kp-ships">"#, ships = t(lang, KeyperWords::Ships));
    for &ship in &view.ships {
        let at = view.boards.iter().position(|b| b.river.0 == Some(ship));
        let where_ = match at {
            Some(b) => format!("{} {}", t(lang, KeyperWords::OnRiver), b + 1),
            None => t(lang, KeyperWords::Free).to_string(),
        };
        let name = format!("{} {}", t(lang, KeyperWords::Ship), ship + 1);
        out += markup!(
            r#"<li class="kp-card kp-ship-card">{pick}<span class="kp-rule">{ship_goods}</span><span class="kp-rule">{where_}</span></li>"#,
            where_,
            pick = pick(marks, Target::Ship(ship), Markup::text(&name), spots),
            ship_goods = ship_goods(lang, ship, view.season)
        );
    }
    out += markup!("</ul>");
    out
}

/// Goods with their counts, those not present left out ("—" if none).
pub fn goods_line(lang: Lang, goods: &Supply) -> Markup {
    let items: Vec<Markup> = Supply::kinds()
        .filter(|&g| goods.count(g) > 0)
        .map(|g| {
            markup!(
                r#"<span class="kp-good">{good}&#8239;×{count}</span>"#,
                good = good(lang, g),
                count = goods.count(g)
            )
        })
        .collect();
    if items.is_empty() { markup!("—") } else { Markup::join(items, &markup!(" ")) }
}

/// The general supply, the bag, the tiles set aside and the discards.
pub fn supply(lang: Lang, view: &View) -> Markup {
    markup!(
        r#"<p class="kp-supply"><span class="kp-label">{supply}:</span> {goods_line}</p><p class="kp-supply">{bag} {bag_word} · {set_aside} {set_aside_word} · {count} {discards}</p>"#,
        supply = t(lang, KeyperWords::Supply),
        goods_line = goods_line(lang, &view.supply),
        bag = view.bag,
        bag_word = t(lang, KeyperWords::Bag),
        set_aside = view.set_aside,
        set_aside_word = t(lang, KeyperWords::SetAside),
        count = view.discards.len(),
        discards = t(lang, KeyperWords::Discards)
    )
}
