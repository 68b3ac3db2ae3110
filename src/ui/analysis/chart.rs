//! The chart of an analysis: each seat's estimated win chance at each of its decisions, over
//! the game's moves, as SVG; with the rulebook's rounds (or seasons) marked and numbered, a line
//! pattern and a numbered end mark (a ring in its colour, in a column at the right edge, spread
//! so that no two overlap, joined to the line's last point) per seat (colour is never the only
//! cue), an accessible name, and a table saying the same in numbers.

use super::AnalysisWords;
use crate::engine::{Seat, sort};
use crate::i18n::Text;
use crate::ui::Ctx;
use crate::ui::kit::game_ui::Rounds;
use leptos::prelude::*;

/// The drawing's width, in its own units.
const WIDTH: f64 = 640.0;
/// The drawing's height.
const HEIGHT: f64 = 260.0;
/// The margin left for the axis labels.
const LEFT: f64 = 44.0;
/// The margin on the right, for the seats' end marks.
const RIGHT: f64 = 34.0;
/// The margin on top, for the rounds' numbers.
const TOP: f64 = 18.0;
/// An end mark's radius.
const RING: f64 = 8.0;
/// The margin at the bottom, for the moves' label.
const BOTTOM: f64 = 22.0;

/// A seat's line pattern, so seats differ in more than colour.
const DASHES: [&str; 6] = ["none", "8 4", "2 4", "10 4 2 4", "14 6", "4 3 1 3"];

/// One seat's series: its name, colour and (move, win chance) points.
#[derive(Clone)]
pub struct Series {
    /// The seat.
    pub seat: Seat,
    /// The player's name.
    pub name: String,
    /// The seat's colour on the board.
    pub colour: &'static str,
    /// The points, in move order.
    pub points: Vec<(u32, f64)>,
}

/// A percentage as shown: "62 %".
pub fn percent(x: f64) -> String {
    format!("{:.0} %", x * 100.0)
}

/// Heights for marks wanted at `wanted`, each moved as little as it takes to keep them `gap`
/// apart (in the same order) within `low..=high`, where they fit.
fn spread(wanted: &[f64], gap: f64, low: f64, high: f64) -> Vec<f64> {
    let mut order: Vec<usize> = (0..wanted.len()).collect();
    sort::sort_by(&mut order, |&a, &b| wanted[a].total_cmp(&wanted[b]));
    let mut placed = vec![0.0; wanted.len()];
    let mut floor = low;
    for &i in &order {
        placed[i] = wanted[i].max(floor);
        floor = placed[i] + gap;
    }
    let mut ceiling = high;
    for &i in order.iter().rev() {
        placed[i] = placed[i].min(ceiling);
        ceiling = placed[i] - gap;
    }
    placed
}

/// The chart of `series` over a game of `moves` moves whose rounds (named as `marks` says)
/// start at `rounds`.
pub fn chart(series: Vec<Series>, moves: usize, rounds: Vec<(usize, Text)>, marks: Rounds) -> impl IntoView {
    let ctx = Ctx::get();
    let lang = move || ctx.lang.get();
    let x = move |step: f64| LEFT + step / (moves.max(1) as f64) * (WIDTH - LEFT - RIGHT);
    let y = |chance: f64| TOP + (1.0 - chance) * (HEIGHT - TOP - BOTTOM);
    let grid = [0.0, 0.25, 0.5, 0.75, 1.0]
        .into_iter()
        .map(|c| {
            view! {
                <line class="grid" x1=LEFT x2=WIDTH - RIGHT y1=y(c) y2=y(c)/>
                <text class="axis" x=LEFT - 6.0 y=y(c) + 4.0 text-anchor="end">{percent(c)}</text>
            }
        })
        .collect_view();
    let help = match marks {
        Rounds::Seasons => AnalysisWords::ChartSeasons,
        Rounds::Rounds => AnalysisWords::ChartRounds,
    };
    let marks = rounds
        .into_iter()
        .enumerate()
        .map(|(i, (step, name))| {
            let at = x(step as f64);
            view! {
                <line class="round" x1=at x2=at y1=TOP y2=HEIGHT - BOTTOM>
                    <title>{move || name.get(lang()).to_string()}</title>
                </line>
                <text class="axis round-number" x=at + 3.0 y=TOP - 5.0>{i + 1}</text>
            }
        })
        .collect_view();
    let column = WIDTH - RIGHT / 2.0;
    let ends: Vec<f64> = series.iter().map(|s| s.points.last().map_or(y(0.5), |&(_, c)| y(c))).collect();
    let ends = spread(&ends, 2.0 * RING + 2.0, TOP + RING, HEIGHT - BOTTOM - RING);
    let lines = series
        .iter()
        .zip(ends)
        .map(|(s, cy)| {
            let points: Vec<String> =
                s.points.iter().map(|&(step, c)| format!("{:.1},{:.1}", x(f64::from(step)), y(c))).collect();
            let end = s.points.last().map(|&(step, c)| {
                view! {
                    <line class="seat-lead" x1=x(f64::from(step)) y1=y(c) x2=column - RING y2=cy stroke=s.colour/>
                    <circle class="seat-ring" cx=column cy=cy r=RING stroke=s.colour/>
                    <text class="seat-mark" x=column y=cy + 4.0 text-anchor="middle">{s.seat.0 + 1}</text>
                }
            });
            view! {
                <polyline class="standing" points=points.join(" ") stroke=s.colour
                    stroke-dasharray=DASHES[s.seat.index() % DASHES.len()]/>
                {end}
            }
        })
        .collect_view();
    let legend = series
        .iter()
        .map(|s| {
            let dash = DASHES[s.seat.index() % DASHES.len()];
            view! {
                <li>
                    <svg class="legend-line" viewBox="0 0 40 10" width="40" height="10" aria-hidden="true">
                        <line x1="0" x2="40" y1="5" y2="5" stroke=s.colour stroke-dasharray=dash/>
                    </svg>
                    " " {s.seat.0 + 1} ". " {s.name.clone()}
                </li>
            }
        })
        .collect_view();
    view! {
        <figure class="analysis-chart">
            <svg viewBox=format!("0 0 {WIDTH} {HEIGHT}") role="img" aria-labelledby="analysis-chart-title">
                <title id="analysis-chart-title">{ctx.t(AnalysisWords::ChartName)}</title>
                <rect class="chart-ground" x="0" y="0" width=WIDTH height=HEIGHT/>
                {grid}
                {marks}
                {lines}
                <text class="axis" x=WIDTH - RIGHT y=HEIGHT - 6.0 text-anchor="end">{ctx.t(AnalysisWords::Moves)} " " {moves}</text>
            </svg>
            <figcaption>
                <ul class="chart-legend">{legend}</ul>
                <p class="hint">{ctx.t(help)} " " {ctx.t(AnalysisWords::ChartEnds)}</p>
            </figcaption>
        </figure>
        {numbers(series)}
    }
}

/// The chart in numbers: per seat, its decisions and its estimate at the first and last of
/// them, and its lowest and highest.
fn numbers(series: Vec<Series>) -> impl IntoView {
    let ctx = Ctx::get();
    let rows = series
        .into_iter()
        .map(|s| {
            let chances: Vec<f64> = s.points.iter().map(|&(_, c)| c).collect();
            let shown = |c: Option<f64>| c.map_or_else(|| "–".to_string(), percent);
            let low = chances.iter().copied().reduce(f64::min);
            let high = chances.iter().copied().reduce(f64::max);
            view! {
                <tr>
                    <th scope="row">{s.name}</th>
                    <td>{chances.len()}</td>
                    <td>{shown(chances.first().copied())}</td>
                    <td>{shown(chances.last().copied())}</td>
                    <td>{shown(low)}</td>
                    <td>{shown(high)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <details class="chart-numbers">
            <summary>{ctx.t(AnalysisWords::InNumbers)}</summary>
            <table>
                <thead><tr>
                    <th scope="col">{ctx.t(AnalysisWords::Player)}</th>
                    <th scope="col">{ctx.t(AnalysisWords::Decisions)}</th>
                    <th scope="col">{ctx.t(AnalysisWords::First)}</th>
                    <th scope="col">{ctx.t(AnalysisWords::Last)}</th>
                    <th scope="col">{ctx.t(AnalysisWords::Lowest)}</th>
                    <th scope="col">{ctx.t(AnalysisWords::Highest)}</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::spread;

    #[test]
    fn end_marks_are_spread_apart_in_order_and_stay_where_they_fit() {
        assert_eq!(spread(&[40.0, 120.0], 18.0, 10.0, 200.0), [40.0, 120.0], "apart already: unmoved");
        let placed = spread(&[100.0, 95.0, 100.0, 30.0], 18.0, 10.0, 200.0);
        let mut sorted = placed.clone();
        sorted.sort_by(f64::total_cmp);
        assert!(sorted.windows(2).all(|w| w[1] - w[0] >= 18.0 - 1e-9), "{placed:?}");
        assert!(placed[1] < placed[0] && placed[0] < placed[2], "the order kept: {placed:?}");
        assert_eq!(placed[3], 30.0, "a mark far from the others stays");
        let low = spread(&[195.0, 198.0, 200.0], 18.0, 10.0, 200.0);
        assert_eq!(low, [164.0, 182.0, 200.0], "pushed up from the bottom edge");
    }
}
