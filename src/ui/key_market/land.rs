//! The country boards as SVG: square and circular fields in their good's colour and symbol,
//! villages, thick lines between areas, board outlines, and the workers in player colours with
//! their seat number. Fields where the player may act are highlighted and can be activated.
//! While a country board is being placed, every spot it may go to carries a marker, and the
//! placement on offer is drawn in place, faded, with its fields. For screen readers the boards
//! are one named group and each field is named by what is drawn on it: its number, its good and
//! shape (or village), and the worker standing there.

use super::players::{name, pick};
use super::symbols::{good_colour, good_id, seat_colour};
use super::targets::{Marks, Target};
use crate::games::key_market::data::Shape;
use crate::games::key_market::{Land, state::Worker};
use crate::i18n::Lang;
use crate::ui::kit::markup::{Markup, markup, spot};
use crate::ui::kit::targets::Touched;

const CELL: i32 = 60;

/// The land with `workers` on it; lit fields are highlighted and offer their actions, and after
/// a click the chosen field and the fields its actions lead to stand out. The fields of board
/// number `ghost`, if any, are a placement not yet made; `places` are where the handed board may
/// go (grid column and row), each with its place in words. Every field and place is appended to
/// `spots`.
#[allow(clippy::too_many_arguments)]
pub fn land_svg(
    lang: Lang,
    land: &Land,
    ghost: Option<u8>,
    workers: &[Worker],
    marks: &Marks,
    touched: &Touched<Target>,
    places: Vec<(i8, i8, String)>,
    spots: &mut Vec<Target>,
) -> Markup {
    let cells =
        land.fields.iter().map(|f| (f.x, f.y)).chain(places.iter().flat_map(|&(x, y, _)| [(x, y), (x + 2, y + 2)]));
    let (min_x, min_y, max_x, max_y) = cells
        .fold((i8::MAX, i8::MAX, i8::MIN, i8::MIN), |(a, b, c, d), (x, y)| (a.min(x), b.min(y), c.max(x), d.max(y)));
    let px = |x: i8| (i32::from(x) - i32::from(min_x)) * CELL;
    let py = |y: i8| (i32::from(y) - i32::from(min_y)) * CELL;
    let width = (i32::from(max_x) - i32::from(min_x) + 1).max(1) * CELL;
    let height = (i32::from(max_y) - i32::from(min_y) + 1).max(1) * CELL;
    let mut fields = Markup::new();
    for (i, f) in land.fields.iter().enumerate() {
        let n = i as u8;
        let target = Target::Field(n);
        let (x, y) = (px(f.x), py(f.y));
        let fill = f.good.map_or("#a1887f", good_colour);
        let on = marks.lit(target);
        let last = touched.has(&target) || touched.has(&Target::Board(f.board));
        let what = match (f.good, f.shape) {
            (None, _) => pick(lang, ("Dorf", "village")).to_string(),
            (Some(good), Shape::Circle) => format!("{}, {}", name(lang, good), pick(lang, ("rund", "circle"))),
            (Some(good), Shape::Square) => format!("{}, {}", name(lang, good), pick(lang, ("eckig", "square"))),
        };
        let on_it = workers.iter().find(|w| w.field == n).map_or(String::new(), |w| {
            format!(", {} {}{}", pick(lang, ("Arbeiter", "worker")), if w.key { "K" } else { "" }, w.seat.0 + 1)
        });
        let body = match f.shape {
            Shape::Square => markup!(
                r#"<rect x="{x}" y="{y}" width="{side}" height="{side}" rx="3" fill="{fill}" fill-opacity="0.45"/>"#,
                fill,
                x = x + 4,
                y = y + 4,
                side = CELL - 8
            ),
            Shape::Circle => markup!(
                r#"<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" fill-opacity="0.45"/>"#,
                fill,
                cx = x + CELL / 2,
                cy = y + CELL / 2,
                r = CELL / 2 - 5
            ),
        };
        let mark = match f.good {
            Some(good) => markup!(
                r#"<use href="{href}" x="{x}" y="{y}" width="20" height="20"/>"#,
                href = good_id(good),
                x = x + 20,
                y = y + 20
            ),
            None => {
                markup!(r##"<path d="M{x} {y} l10 -10 l10 10 v10 h-20 z" fill="#5d4037"/>"##, x = x + 20, y = y + 32)
            }
        };
        fields += markup!(
            r#"<g class="km-field{class}{ghost}{last}" data-field="{n}"{focusable} role="{role}" aria-label="{n} {what}{on_it}"{spot}>{body}{mark}<text x="{tx}" y="{ty}" class="km-field-no">{n}</text></g>"#,
            n,
            what = &what,
            on_it = &on_it,
            body,
            mark,
            class = marks.class(target),
            ghost = if ghost == Some(f.board) { " ghost" } else { "" },
            last = if last { " last" } else { "" },
            focusable = if on { markup!(r#" tabindex="0""#) } else { Markup::new() },
            role = if on { "button" } else { "img" },
            spot = spot(target, spots),
            tx = x + 4,
            ty = y + 14
        );
    }
    let mut edges = Markup::new();
    for f in &land.fields {
        let apart = |o: u8| land.fields[usize::from(o)].area != f.area;
        let right = land
            .at(f.x + 1, f.y)
            .filter(|&o| apart(o))
            .map(|_| (px(f.x) + CELL, py(f.y), px(f.x) + CELL, py(f.y) + CELL));
        let down = land
            .at(f.x, f.y + 1)
            .filter(|&o| apart(o))
            .map(|_| (px(f.x), py(f.y) + CELL, px(f.x) + CELL, py(f.y) + CELL));
        for (x1, y1, x2, y2) in right.into_iter().chain(down) {
            edges += markup!(r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" class="km-area-edge"/>"#, x1, y1, x2, y2);
        }
    }
    let boards: Markup = land
        .boards
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let (w, h) = b.size();
            markup!(
                r#"<rect class="km-board-edge{last}" x="{x}" y="{y}" width="{w}" height="{h}"/>"#,
                last = touched.class(&Target::Board(i as u8)),
                x = px(b.x),
                y = py(b.y),
                w = i32::from(w) * CELL,
                h = i32::from(h) * CELL
            )
        })
        .collect();
    let men: Markup = workers
        .iter()
        .map(|w| {
            let f = &land.fields[usize::from(w.field)];
            let (cx, cy) = (px(f.x) + CELL - 16, py(f.y) + CELL - 16);
            markup!(
                r##"<g class="km-worker{last}" data-seat="{seat}" data-field="{field}" pointer-events="none" aria-hidden="true"><circle cx="{cx}" cy="{cy}" r="12" fill="{colour}" stroke="#fff" stroke-width="2"/><text x="{cx}" y="{ty}" text-anchor="middle" fill="#fff">{key}{number}</text></g>"##,
                cx,
                cy,
                last = touched.class(&Target::Worker(w.field)),
                seat = w.seat.0,
                field = w.field,
                colour = seat_colour(w.seat.0),
                ty = cy + 5,
                key = if w.key { "K" } else { "" },
                number = w.seat.0 + 1
            )
        })
        .collect();
    let mut markers = Markup::new();
    for (x, y, label) in places {
        let target = Target::Spot(x, y);
        let (cx, cy) = (px(x + 1) + CELL / 2, py(y + 1) + CELL / 2);
        let picked = marks.picked(target);
        // The name starts with what the marker shows, as a voice user would say it.
        let mark = if picked { "↻" } else { "+" };
        markers += markup!(
            r#"<g class="km-spot{picked}" tabindex="0" role="button" aria-label="{mark} {label}"{spot}><circle cx="{cx}" cy="{cy}" r="13"/><text x="{cx}" y="{ty}" text-anchor="middle">{mark}</text></g>"#,
            mark,
            cx,
            cy,
            label = &label,
            picked = if picked { " picked" } else { "" },
            spot = spot(target, spots),
            ty = cy + 6
        );
    }
    markup!(
        r#"<svg class="km-land" preserveAspectRatio="xMinYMin meet" viewBox="-4 -4 {w} {h}" style="--natural: {w}px" role="group" aria-label="{label}">{boards}{fields}{edges}{men}{markers}</svg>"#,
        boards,
        fields,
        edges,
        men,
        markers,
        w = width + 8,
        h = height + 8,
        label = pick(lang, ("Gebietstableaus", "Country boards"))
    )
}
