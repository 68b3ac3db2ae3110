//! The country boards as SVG: square and circular fields in their good's colour and symbol,
//! villages, thick lines between areas, board outlines, and the workers in player colours with
//! their seat number. Fields where the player may act are highlighted and can be activated.
//! While a country board is being placed, every spot it may go to carries a marker, and the
//! placement on offer is drawn in place, faded, with its fields. For screen readers the boards
//! are one named group and each field is named by what is drawn on it: its number, its good and
//! shape (or village), and the worker standing there.

use super::last::Trace;
use super::players::{name, pick};
use super::symbols::{good_colour, good_id, seat_colour};
use super::targets::{Marks, Target};
use crate::games::key_market::data::Shape;
use crate::games::key_market::{Land, state::Worker};
use crate::i18n::Lang;
use crate::ui::kit::focus::key;
use leptos::prelude::*;

const CELL: i32 = 60;

/// The land with `workers` on it; lit fields are highlighted and call `point` when chosen, and
/// after a click the chosen field and the fields its actions lead to stand out. The fields of
/// board number `ghost`, if any, are a placement not yet made; `spots` are where the handed
/// board may go (grid column and row), each with its place in words.
#[allow(clippy::too_many_arguments)]
pub fn land_svg(
    lang: Lang,
    land: &Land,
    ghost: Option<u8>,
    workers: &[Worker],
    marks: &Marks,
    trace: &Trace,
    spots: Vec<(i8, i8, String)>,
    point: Callback<Target>,
) -> impl IntoView + use<> {
    let cells =
        land.fields.iter().map(|f| (f.x, f.y)).chain(spots.iter().flat_map(|&(x, y, _)| [(x, y), (x + 2, y + 2)]));
    let (min_x, min_y, max_x, max_y) = cells
        .fold((i8::MAX, i8::MAX, i8::MIN, i8::MIN), |(a, b, c, d), (x, y)| (a.min(x), b.min(y), c.max(x), d.max(y)));
    let px = |x: i8| (i32::from(x) - i32::from(min_x)) * CELL;
    let py = |y: i8| (i32::from(y) - i32::from(min_y)) * CELL;
    let width = (i32::from(max_x) - i32::from(min_x) + 1).max(1) * CELL;
    let height = (i32::from(max_y) - i32::from(min_y) + 1).max(1) * CELL;
    let fields = land
        .fields
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let n = i as u8;
            let (x, y) = (px(f.x), py(f.y));
            let fill = f.good.map_or("#a1887f", good_colour);
            let on = marks.lit(Target::Field(n));
            let faded = ghost == Some(f.board);
            let picked = marks.picked(Target::Field(n));
            let reach = marks.reach(Target::Field(n));
            let last = trace.fields.contains(&n) || trace.board == Some(f.board);
            let what = match (f.good, f.shape) {
                (None, _) => pick(lang, ("Dorf", "village")).to_string(),
                (Some(good), Shape::Circle) => format!("{}, {}", name(lang, good), pick(lang, ("rund", "circle"))),
                (Some(good), Shape::Square) => format!("{}, {}", name(lang, good), pick(lang, ("eckig", "square"))),
            };
            let on_it = workers.iter().find(|w| w.field == n).map_or(String::new(), |w| {
                format!(", {} {}{}", pick(lang, ("Arbeiter", "worker")), if w.key { "K" } else { "" }, w.seat.0 + 1)
            });
            let label = format!("{n} {what}{on_it}");
            let body = match f.shape {
                Shape::Square => view! { <rect x=x + 4 y=y + 4 width=CELL - 8 height=CELL - 8 rx="3" fill=fill fill-opacity="0.45"/> }.into_any(),
                Shape::Circle => view! { <circle cx=x + CELL / 2 cy=y + CELL / 2 r=CELL / 2 - 5 fill=fill fill-opacity="0.45"/> }.into_any(),
            };
            let mark = match f.good {
                Some(good) => view! { <use href=good_id(good) x=x + 20 y=y + 20 width="20" height="20"/> }.into_any(),
                None => view! { <path d=format!("M{} {} l10 -10 l10 10 v10 h-20 z", x + 20, y + 32) fill="#5d4037"/> }.into_any(),
            };
            view! {
                <g class="km-field" class:lit=on class:picked=picked class:reach=reach class:ghost=faded class:last=last data-field=n tabindex=on.then_some("0") data-focus=key(&Target::Field(n))
                    role=if on { "button" } else { "img" } aria-label=label
                    on:click=move |_| point.run(Target::Field(n))
                    on:keydown=move |ev| if ev.key() == "Enter" || ev.key() == " " { ev.prevent_default(); point.run(Target::Field(n)) }>
                    {body}{mark}
                    <text x=x + 4 y=y + 14 class="km-field-no">{n}</text>
                </g>
            }
        })
        .collect_view();
    let edges = land
        .fields
        .iter()
        .flat_map(|f| {
            let right = land
                .at(f.x + 1, f.y)
                .filter(|&o| land.fields[usize::from(o)].area != f.area)
                .map(|_| (px(f.x) + CELL, py(f.y), px(f.x) + CELL, py(f.y) + CELL));
            let down = land
                .at(f.x, f.y + 1)
                .filter(|&o| land.fields[usize::from(o)].area != f.area)
                .map(|_| (px(f.x), py(f.y) + CELL, px(f.x) + CELL, py(f.y) + CELL));
            right.into_iter().chain(down)
        })
        .map(|(x1, y1, x2, y2)| view! { <line x1=x1 y1=y1 x2=x2 y2=y2 class="km-area-edge"/> })
        .collect_view();
    let boards = land
        .boards
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let (w, h) = b.size();
            let last = trace.board == Some(i as u8);
            view! { <rect class="km-board-edge" class:last=last x=px(b.x) y=py(b.y) width=i32::from(w) * CELL height=i32::from(h) * CELL/> }
        })
        .collect_view();
    let men = workers
        .iter()
        .map(|w| {
            let f = &land.fields[usize::from(w.field)];
            let (cx, cy) = (px(f.x) + CELL - 16, py(f.y) + CELL - 16);
            let arrived = trace.arrived.contains(&w.field);
            view! {
                <g class="km-worker" class:last=arrived data-seat=w.seat.0 data-field=w.field pointer-events="none" aria-hidden="true">
                    <circle cx=cx cy=cy r="12" fill=seat_colour(w.seat.0) stroke="#fff" stroke-width="2"/>
                    <text x=cx y=cy + 5 text-anchor="middle" fill="#fff">{format!("{}{}", if w.key { "K" } else { "" }, w.seat.0 + 1)}</text>
                </g>
            }
        })
        .collect_view();
    let spots = spots
        .into_iter()
        .map(|(x, y, label)| {
            let target = Target::Spot(x, y);
            let (cx, cy) = (px(x + 1) + CELL / 2, py(y + 1) + CELL / 2);
            let picked = marks.picked(target);
            // The name starts with what the marker shows, as a voice user would say it.
            let mark = if picked { "↻" } else { "+" };
            view! {
                <g class="km-spot" class:picked=picked data-spot=format!("{x},{y}") data-focus=key(&target) tabindex="0" role="button"
                    aria-label=format!("{mark} {label}")
                    on:click=move |_| point.run(target)
                    on:keydown=move |ev| if ev.key() == "Enter" || ev.key() == " " { ev.prevent_default(); point.run(target) }>
                    <circle cx=cx cy=cy r="13"/>
                    <text x=cx y=cy + 6 text-anchor="middle">{mark}</text>
                </g>
            }
        })
        .collect_view();
    view! {
        <svg class="km-land" preserveAspectRatio="xMinYMin meet" viewBox=format!("-4 -4 {} {}", width + 8, height + 8)
            style=format!("--natural: {}px", width + 8) role="group"
            aria-label=pick(lang, ("Gebietstableaus", "Country boards"))>
            {boards}{fields}{edges}{men}{spots}
        </svg>
    }
}
