//! A village as SVG: flat-topped hexes (the engine's axial coordinates, direction 0 down and
//! then clockwise), each tile with its roads and water edges as it is turned, its name, its
//! upgraded side, the resources and workers on it, its extension and cabins; the free places
//! where a won tile may go, and the tile being built at its place, turned as the rotation on
//! offer. Tiles and places the viewer may point at are buttons (named by their `data-focus` keys).
//! One village is in focus, drawn large with a camera (see [`camera`]); the others are
//! thumbnails that open, becoming the focus, on a click or by their button (a click anywhere on
//! a thumbnail opens it; its places one may point at are reached by keyboard, or once open).

use super::detail::{Ask, Details};
use super::face::{ROOT3, S, edges, kind, line_marks, lines, name_lines, outline, short_name, side_b};
use super::middle::note_unfolded;
use super::symbols::{colour_key, resource_fill};
use super::targets::{Marks, Target};
use super::text::KeyflowerWords;
use crate::engine::Seat;
use crate::games::keyflower::action_text::building;
use crate::games::keyflower::data::merchants::EXTENSIONS;
use crate::games::keyflower::data::{Colour, Cost, Effect, Resource, Tile};
use crate::games::keyflower::state::{Building, Hex, Pending, Phase, Placed};
use crate::games::keyflower::text;
use crate::games::keyflower::village::{placed_edge, printed_edges};
use crate::games::keyflower::{Action, Config, View, place_key, printed_cost};
use crate::i18n::{Lang, t};

use crate::ui::kit::camera;
use crate::ui::kit::markup::{Markup, markup};
use crate::ui::kit::memory::Memory;
use crate::ui::kit::targets::Place;
use wasm_bindgen::JsCast;

/// The centre of a hex.
fn centre(h: Hex) -> (f32, f32) {
    let (q, r) = (f32::from(h.q), f32::from(h.r));
    (1.5 * S * q, ROOT3 * S * (r + q / 2.0))
}

/// The tile being built: what, where and how turned (the rotation on offer, if one is).
pub struct Ghost {
    pub tile: Building,
    pub at: Hex,
    pub rotation: Option<u8>,
}

/// What a village is drawn with.
pub struct Drawn<'a> {
    pub lang: Lang,
    pub seat: Seat,
    pub name: &'a str,
    pub village: &'a [Placed],
    pub cabins: u8,
    pub marks: &'a Marks,
    /// The free places to mark (the acting player's own village only).
    pub free: Vec<Hex>,
    pub ghost: Option<Ghost>,
    /// The tile whose upgrade a click offered: drawn with its other side, its cost said.
    pub upgrade: Option<u8>,
    /// The transport under way: capacity left for moving, and upgrade icons left.
    pub transport: Option<(u8, u8)>,
    /// Whether this is the village in focus (drawn large, zooming and panning), not a
    /// thumbnail.
    pub focus: bool,
    /// The summer boats showing side b.
    pub sides_b: &'a [Tile],
    /// The table's set-up: its players, options and data version.
    pub config: &'a Config,
    /// The tiles' details, collected.
    pub details: &'a Details,
}

/// Small counted squares in a row from `(x, y)`: resources or workers.
fn counters(x: f32, y: f32, items: &[(&str, &str, String)]) -> Markup {
    let mut out = Markup::new();
    let start = x - items.len() as f32 * 8.0;
    for (i, (fill, ink, label)) in items.iter().enumerate() {
        let cx = start + i as f32 * 16.0;
        out += markup!(
            r##"<rect x="{cx:.1}" y="{y:.1}" width="15" height="11" rx="2" fill="{fill}" stroke="#222"/><text class="kf-count" x="{x:.1}" y="{text_y:.1}" fill="{ink}">{label}</text>"##,
            cx,
            y,
            fill,
            ink,
            label,
            x = cx + 7.5,
            text_y = y + 9.0
        );
    }
    out
}

/// One tile's drawing and words.
fn tile(d: &Drawn, i: usize, p: &Placed, spots: &mut Vec<Target>) -> Markup {
    let lang = d.lang;
    let (x, y) = centre(p.at);
    let name = building(p.building).get(lang).to_string();
    let mut said = vec![name.clone()];
    if p.upgraded {
        said.push(t(lang, KeyflowerWords::Upgraded).to_string());
    }
    // The other side, while its upgrade is on offer.
    let shown = Placed { upgraded: p.upgraded || d.upgrade == Some(i as u8), ..p.clone() };
    let mut body = markup!(
        r#"<polygon class="kf-fill kf-{kind}" points="{outline}"/>"#,
        kind = kind(p.building),
        outline = outline(x, y)
    );
    body += &edges(x, y, |dir| placed_edge(p, dir));
    if shown.upgraded {
        let preview = if p.upgraded { "" } else { " kf-preview" };
        body += markup!(r#"<polygon class="kf-up{preview}" points="{outline}"/>"#, preview, outline = outline(x, y));
    }
    let mut deco = name_lines(x, y, &format!("{}{}", if shown.upgraded { "▲" } else { "" }, short_name(p.building)));
    deco += &line_marks(x, y, &lines(p.building, shown.upgraded, side_b(p.building, d.sides_b)));
    let vp = shown.vp();
    if vp > 0 {
        deco +=
            markup!(r#"<text class="kf-vp" x="{x:.1}" y="{y:.1}">{vp}</text>"#, vp, x = x + S * 0.55, y = y - S * 0.45);
    }
    let res: Vec<(&str, &str, String)> = Resource::ALL
        .into_iter()
        .filter(|&r| p.resources.of(r) > 0)
        .map(|r| {
            let (fill, ink) = resource_fill(r);
            (fill, ink, p.resources.of(r).to_string())
        })
        .collect();
    if !res.is_empty() {
        deco += &counters(x, y - S * 0.62, &res);
        said.push(text::resources(&p.resources).get(lang).to_string());
    }
    let used: Vec<(&str, &str, String)> = Colour::ALL
        .into_iter()
        .filter(|&c| p.used.workers.of(c) > 0)
        .map(|c| {
            let (class, letter) = colour_key(c);
            (
                worker_fill(class),
                if class == "yellow" { "#111" } else { "#fff" },
                format!("{}{letter}", p.used.workers.of(c)),
            )
        })
        .collect();
    if !used.is_empty() {
        deco += &counters(x, y + S * 0.48, &used);
        said.push(format!("{}: {}", t(lang, KeyflowerWords::Used), text::workers(&p.used.workers).get(lang)));
    }
    if let Some(e) = p.extension {
        let c = EXTENSIONS[usize::from(e)].colour;
        body += markup!(
            r#"<rect class="kf-ext" x="{x:.1}" y="{y:.1}" width="14" height="14" fill="{worker_fill}"/>"#,
            x = x - S * 0.75,
            y = y - 7.0,
            worker_fill = worker_fill(colour_key(c).0)
        );
        said.push(format!("{} ({})", t(lang, KeyflowerWords::Extension), text::colour(c).get(lang)));
    }
    if matches!(p.building, Building::Home(_)) && d.cabins > 0 {
        deco += markup!(
            r#"<text class="kf-vp" x="{x:.1}" y="{y:.1}">⌂{cabins}</text>"#,
            x = x - S * 0.6,
            y = y - S * 0.45,
            cabins = d.cabins
        );
        said.push(format!("{} {}", d.cabins, t(lang, KeyflowerWords::Cabins)));
    }
    let used = (p.effect() != Effect::None).then(|| (p.used, p.use_colour()));
    let described =
        d.details.add(place_key(p.building), Ask { building: p.building, config: d.config.clone(), used, bids: None });
    let drawn =
        button(d.marks, Target::Tile(d.seat, i as u8), &said.join(", "), (body, deco), (described, d.focus), spots);
    markup!(r#"<g data-place="{place_key}">{drawn}</g>"#, drawn, place_key = place_key(p.building))
}

/// A worker colour's fill.
fn worker_fill(class: &str) -> &'static str {
    match class {
        "blue" => "#2166ac",
        "red" => "#b2182b",
        "yellow" => "#f0c020",
        _ => "#1b7837",
    }
}

/// A hex's `shapes` as a button for `target` when it is lit, else as a picture, named `label`
/// either way and described by `described` (attributes; a picture of the village in focus is
/// then reached by keyboard too); its words and counts (`deco`) lie on top, hidden from screen
/// readers (the name says them) and letting clicks through.
fn button(
    marks: &Marks,
    target: Target,
    label: &str,
    (shapes, deco): (Markup, Markup),
    (described, focus): (Markup, bool),
    spots: &mut Vec<Target>,
) -> Markup {
    let deco = markup!(r#"<g class="kf-deco" aria-hidden="true">{deco}</g>"#, deco);
    if !marks.lit(target) {
        let tab = if focus && !described.is_empty() { markup!(r#" tabindex="0""#) } else { Markup::new() };
        return markup!(
            r#"<g class="kf-hex" role="img"{tab} aria-label="{label}"{described}>{shapes}</g>{deco}"#,
            tab,
            label,
            described,
            shapes,
            deco
        );
    }
    spots.push(target);
    markup!(
        r#"<g class="kf-hex{class}" role="button" tabindex="0" aria-label="{label}"{described} data-focus="{key}">{shapes}</g>{deco}"#,
        label,
        described,
        shapes,
        deco,
        class = marks.class(target),
        key = target.key()
    )
}

/// The village as an SVG.
pub fn village(d: &Drawn, spots: &mut Vec<Target>) -> Markup {
    let lang = d.lang;
    let mut hexes: Vec<Hex> = d.village.iter().map(|p| p.at).chain(d.free.iter().copied()).collect();
    hexes.extend(d.ghost.as_ref().map(|g| g.at));
    let centres: Vec<(f32, f32)> = hexes.iter().map(|&h| centre(h)).collect();
    let min_x = centres.iter().map(|c| c.0).fold(f32::MAX, f32::min) - S - 2.0;
    let max_x = centres.iter().map(|c| c.0).fold(f32::MIN, f32::max) + S + 2.0;
    let min_y = centres.iter().map(|c| c.1).fold(f32::MAX, f32::min) - S - 2.0;
    let max_y = centres.iter().map(|c| c.1).fold(f32::MIN, f32::max) + S + 2.0;
    let mut body = Markup::new();
    for h in &d.free {
        let (x, y) = centre(*h);
        if d.ghost.as_ref().is_some_and(|g| g.at == *h) {
            continue;
        }
        let shape = markup!(r#"<polygon class="kf-free" points="{outline}"/>"#, outline = outline(x, y));
        let plus = markup!(r#"<text class="kf-name" x="{x:.1}" y="{y:.1}">+</text>"#, x, y = y + 4.0);
        let label = format!("{} ({}, {})", t(lang, KeyflowerWords::FreeHex), h.q, h.r);
        body += &button(d.marks, Target::Hex(*h), &label, (shape, plus), (Markup::new(), false), spots);
    }
    for (i, p) in d.village.iter().enumerate() {
        body += &tile(d, i, p, spots);
    }
    if let Some(g) = &d.ghost {
        let (x, y) = centre(g.at);
        let printed = printed_edges(g.tile);
        let rotation = g.rotation.unwrap_or(0);
        let mut inner = markup!(
            r#"<polygon class="kf-fill kf-{kind} kf-ghost" points="{outline}"/>"#,
            kind = kind(g.tile),
            outline = outline(x, y)
        );
        if g.rotation.is_some() {
            inner += &edges(x, y, |dir| printed[(dir + 6 - usize::from(rotation)) % 6]);
        }
        let name = building(g.tile).get(lang).to_string();
        let words = name_lines(x, y, &name);
        let label = match g.rotation {
            Some(r) => format!("{name}, {} {r}", t(lang, KeyflowerWords::Rotation)),
            None => name,
        };
        body += &button(d.marks, Target::Hex(g.at), &label, (inner, words), (Markup::new(), false), spots);
    }
    let title = format!("{}: {}", t(lang, KeyflowerWords::Village), d.name);
    let (w, h) = (max_x - min_x, max_y - min_y);
    let camera = if d.focus { markup!(r#" tabindex="0""#) } else { Markup::new() };
    markup!(
        r#"<svg class="kf-village" viewBox="{min_x:.0} {min_y:.0} {w:.0} {h:.0}" data-box="{min_x:.0} {min_y:.0} {w:.0} {h:.0}" style="--w:{w:.0}"{camera} role="group" aria-label="{title}">{body}</svg>"#,
        min_x,
        min_y,
        w,
        h,
        camera,
        body,
        title = &title
    )
}

/// The village opened by the viewer (who, which), kept in the page's memory while the board is
/// drawn anew.
#[derive(Default)]
struct Opened(Option<(Option<Seat>, Seat)>);

/// The village in focus for `viewer` among `seats` on a page with `memory`: the one the viewer
/// opened, else their own, else the first.
pub fn in_focus(memory: Memory, viewer: Option<Seat>, seats: &[Seat]) -> Option<Seat> {
    let opened = memory.game(|Opened(open): &mut Opened| *open);
    let opened = opened.filter(|(who, seat)| *who == viewer && seats.contains(seat)).map(|(_, seat)| seat);
    opened.or(viewer.filter(|v| seats.contains(v))).or(seats.first().copied())
}

/// Opens the village of `seat` for `viewer`: it becomes the focus, shown whole.
fn open(memory: Memory, viewer: Option<Seat>, seat: Seat) {
    memory.game(|Opened(open): &mut Opened| *open = Some((viewer, seat)));
    camera::reset(memory);
}

/// The village with its camera's buttons (shown while it is in focus) and the button that
/// opens it (shown while it is a thumbnail).
pub fn village_box(d: &Drawn, spots: &mut Vec<Target>) -> Markup {
    let open = format!("{}: {}", t(d.lang, KeyflowerWords::Open), d.name);
    markup!(
        r#"<div class="kf-village-box{focus}" data-seat="{seat}">{toolbar}<button type="button" class="quiet kf-open" data-open="{open_seat}">{open}</button>{village}{said}</div>"#,
        focus = if d.focus { " focus" } else { "" },
        seat = d.seat.0,
        toolbar = camera::toolbar(d.lang),
        open_seat = d.seat.0,
        open = &open,
        village = village(d, spots),
        said = said(d)
    )
}

/// In words under the village: the transport under way and the upgrade on offer, its other
/// side and its cost.
fn said(d: &Drawn) -> Markup {
    let lang = d.lang;
    let mut out = Markup::new();
    if let Some((carts, upgrades)) = d.transport {
        out += markup!(
            r#"<p class="kf-transport">{transport}: {carts} {carts_left} · {upgrades} {upgrades_left}</p>"#,
            carts,
            upgrades,
            transport = t(lang, KeyflowerWords::Transport),
            carts_left = t(lang, KeyflowerWords::CartsLeft),
            upgrades_left = t(lang, KeyflowerWords::UpgradesLeft)
        );
    }
    let Some(p) = d.upgrade.and_then(|i| d.village.get(usize::from(i))) else { return out };
    let other = Placed { upgraded: true, ..p.clone() };
    let cost: Vec<String> = printed_cost(p.building)
        .unwrap_or_default()
        .into_iter()
        .map(|c| match c {
            Cost::Resource(r) => text::resource(r).get(lang).to_string(),
            Cost::AnyResource => t(lang, KeyflowerWords::AnyResource).to_string(),
            Cost::Skill(s) => text::skill(s).get(lang).to_string(),
            Cost::AnySkill => t(lang, KeyflowerWords::AnySkill).to_string(),
        })
        .collect();
    out += markup!(
        r#"<p class="kf-preview" role="status">{building} — {other_side}: ▲ {vp} {vp_word} · {upgrade_cost}: {cost}</p>"#,
        building = building(p.building).get(lang),
        other_side = t(lang, KeyflowerWords::OtherSide),
        vp = other.vp(),
        vp_word = t(lang, KeyflowerWords::Vp),
        upgrade_cost = t(lang, KeyflowerWords::UpgradeCost),
        cost = &cost.join(", ")
    );
    out
}

/// The tile of the viewer's village whose upgrade a click offered.
pub fn upgrade_on_offer(legal: &[Action], offered: Option<&[usize]>) -> Option<u8> {
    offered?.iter().find_map(|&i| match legal.get(i) {
        Some(Action::Upgrade(t)) => Some(*t),
        _ => None,
    })
}

/// The transport under way in the view (the acting player's only): capacity left for moving
/// and upgrade icons left.
pub fn transport(view: &View) -> Option<(u8, u8)> {
    match &view.phase {
        Phase::Turns { pending: Some(Pending::Transport { carts, upgrades }), .. } => Some((*carts, *upgrades)),
        _ => None,
    }
}

/// The village in focus on the page.
pub const FOCUSED: &str = ".kf-village-box.focus > .kf-village";

/// The village a click opens: the one whose button it pressed or whose thumbnail it landed on.
fn opened(ev: &web_sys::Event) -> Option<Seat> {
    let button = camera::closest(ev, "[data-open]").and_then(|b| b.get_attribute("data-open"));
    let thumbnail = || camera::closest(ev, ".kf-village-box:not(.focus)").and_then(|b| b.get_attribute("data-seat"));
    button.or_else(thumbnail)?.parse().ok().map(Seat)
}

/// A click that opens a village (its button, or its thumbnail, even on a place one may point at:
/// pointing there is for the keyboard) for `viewer`, making it the focus on the board `table`;
/// whether it was one. Any click first notes the summed-up bids it opens or folds
/// ([`note_unfolded`]). The board's click hook ([`crate::ui::kit::Handling::clicked`]).
pub fn clicked(memory: Memory, viewer: Option<Seat>, ev: &web_sys::MouseEvent, table: &web_sys::Element) -> bool {
    note_unfolded(memory, ev);
    let Some(seat) = opened(ev) else { return false };
    open(memory, viewer, seat);
    show_focus(memory, table, seat);
    true
}

/// Makes the village of `seat` the one in focus on the page `table` (without drawing the board
/// anew), shown whole, with the keyboard's focus on it.
fn show_focus(memory: Memory, table: &web_sys::Element, seat: Seat) {
    let Ok(boxes) = table.query_selector_all(".kf-village-box") else { return };
    for i in 0..boxes.length() {
        let Some(b) = boxes.item(i).and_then(|b| b.dyn_into::<web_sys::Element>().ok()) else { continue };
        let focus = b.get_attribute("data-seat").is_some_and(|s| s == seat.0.to_string());
        let _ = b.class_list().toggle_with_force("focus", focus);
        if let Ok(Some(svg)) = b.query_selector(".kf-village") {
            let _ = if focus { svg.set_attribute("tabindex", "0") } else { svg.remove_attribute("tabindex") };
            if focus {
                camera::apply(memory, &svg);
                // An SVG element, whose `focus` is the same method.
                let _ = svg.unchecked_into::<web_sys::HtmlElement>().focus();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_name_is_squeezed_into_its_hex_and_a_short_one_is_not() {
        let home = name_lines(0.0, 0.0, "Heimatplättchen 1");
        assert_eq!(home.matches("<text").count(), 2, "{home:?}");
        assert!(home.contains(r#"textLength="57" lengthAdjust="spacingAndGlyphs">Heimatplättchen</text>"#), "{home:?}");
        assert!(!name_lines(0.0, 0.0, "Keywood").contains("textLength"));
        assert!(!name_lines(0.0, 0.0, "Home tile 1").contains("textLength"));
    }
}
