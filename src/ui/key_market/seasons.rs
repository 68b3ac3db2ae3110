//! The seasons board, drawn as one SVG: a block per season (winter, spring, summer, autumn)
//! with its three phase columns (Farming, Market Day, End of Season), the player markers
//! stacked in the current phase's column in turn order (top first), the basic production row,
//! the season markers row (year 1's face up; year 2's face down until revealed) and, with 3–4
//! players, the favour track. The printed layout is unknown (see the research notes): this
//! arrangement follows the rulebook's description. Written as markup, it costs little code.

use super::players::{name, pick};
use super::symbols::{good_id, seat_colour};
use super::text::KeyMarketWords;
use crate::engine::Seat;
use crate::games::key_market::data::Good;
use crate::games::key_market::text::season_word;
use crate::games::key_market::{Phase, PhaseView, View};
use crate::i18n::{Lang, t};
use crate::ui::kit::markup::{Markup, markup};
use std::fmt::Write;

/// Width of the row labels, of a phase column, and of a season block (three columns and a gap).
const LABEL: u32 = 112;
const COL: u32 = 28;
const BLOCK: u32 = 3 * COL + 8;
/// Top of the player markers, and the room each takes.
const MARKERS_Y: u32 = 36;
const MARKER: u32 = 22;

/// The middle of the rows below the player markers, which take room for `players` markers.
struct Rows {
    basic: u32,
    season_markers: u32,
    favour: u32,
}

impl Rows {
    fn new(players: usize) -> Self {
        let basic = MARKERS_Y + MARKER * players as u32 + 12;
        Rows { basic, season_markers: basic + 28, favour: basic + 58 }
    }
}

/// A player's chip: colour and seat number, with the name for screen readers and tooltips.
pub fn chip(seat: Seat, name: &str) -> Markup {
    markup!(
        r#"<span class="km-chip" title="{name}" aria-label="{name}" style="background:{colour}">{number}</span>"#,
        name,
        colour = seat_colour(seat.0),
        number = seat.0 + 1
    )
}

/// The seasons board as `view` shows it.
pub fn seasons_board(lang: Lang, view: &View, names: &[String]) -> Markup {
    let listed = |seats: &[Seat]| seats.iter().map(|s| names[s.index()].as_str()).collect::<Vec<_>>().join(", ");
    let mut label = format!("{} {}", t(lang, KeyMarketWords::TurnOrder), listed(&view.order));
    if !view.favour.is_empty() {
        let _ = write!(label, ". {} {}", t(lang, KeyMarketWords::Favour), listed(&view.favour));
    }
    if let Some((circle, square, _)) = marker(view, view.season % 4) {
        let (circle_rule, square_rule) = (t(lang, KeyMarketWords::CircleMarker), t(lang, KeyMarketWords::SquareMarker));
        let _ = write!(label, ". {circle_rule} {}. {square_rule} {}", name(lang, circle), name(lang, square));
    }
    let rows = Rows::new(view.order.len());
    let height = if view.favour.is_empty() { rows.favour - 4 } else { rows.favour + 24 };
    markup!(
        r#"<svg class="km-seasons" viewBox="0 0 {width} {height}" style="--natural: {width}px" role="img" aria-label="{label}">{inner}</svg>"#,
        height,
        label = &label,
        width = LABEL + 4 * BLOCK,
        inner = markup(lang, view, names, &rows)
    )
}

/// The board's markup.
fn markup(lang: Lang, view: &View, names: &[String], rows: &Rows) -> Markup {
    let mut svg = Markup::new();
    let row_label = |svg: &mut Markup, y: u32, key: KeyMarketWords| {
        *svg += markup!(r#"<text class="km-row-label" x="0" y="{y}">{t}</text>"#, y, t = t(lang, key));
    };
    row_label(&mut svg, MARKERS_Y + 12, KeyMarketWords::TurnOrder);
    row_label(&mut svg, rows.basic + 4, KeyMarketWords::Basic);
    row_label(&mut svg, rows.season_markers + 4, KeyMarketWords::Markers);
    let phases = [KeyMarketWords::PhaseFarming, KeyMarketWords::PhaseMarket, KeyMarketWords::PhaseWages];
    let current = usize::from(view.season % 4);
    let now = column(view);
    let year_two = view.season >= 4;
    for block in 0..4 {
        let x0 = LABEL + block as u32 * BLOCK;
        let season = pick(lang, season_word(block as u8));
        if block == current {
            svg += markup!(
                r#"<rect class="km-now" x="{x}" y="0" width="{width}" height="{height}" rx="4"/>"#,
                x = x0 - 3,
                width = 3 * COL + 6,
                height = rows.favour - 10
            );
        }
        svg += markup!(
            r#"<text class="km-season-name" x="{x}" y="13" text-anchor="middle">{season}</text>"#,
            x = x0 + 3 * COL / 2,
            season
        );
        for (c, key) in phases.iter().enumerate() {
            let cx = x0 + c as u32 * COL + COL / 2;
            let full = t(lang, *key);
            let gone = year_two && block == 3 && c == 2;
            let title = if gone { t(lang, KeyMarketWords::NoEndInYear2) } else { full };
            let here = block == current && now == Some(c);
            if here {
                svg += markup!(
                    r#"<rect class="km-here" x="{x}" y="18" width="{COL}" height="{height}" rx="3"/>"#,
                    COL,
                    x = cx - COL / 2,
                    height = rows.basic - 32
                );
            }
            let letter: String = full.chars().take(1).collect();
            svg += markup!(
                r#"<text class="km-phase-letter{gone}" x="{cx}" y="30" text-anchor="middle"><title>{title}</title>{letter}</text>"#,
                cx,
                gone = if gone { " gone" } else { "" },
                title,
                letter = &letter
            );
            if here {
                for (i, &seat) in view.order.iter().enumerate() {
                    disc(&mut svg, cx, MARKERS_Y + 10 + i as u32 * MARKER, seat, &names[seat.index()]);
                }
            }
        }
        basic(&mut svg, x0, rows.basic, block);
        season_markers(&mut svg, lang, x0, rows.season_markers, marker(view, block as u8));
    }
    if !view.favour.is_empty() {
        row_label(&mut svg, rows.favour + 4, KeyMarketWords::Favour);
        for (i, &seat) in view.favour.iter().enumerate() {
            disc(&mut svg, LABEL + COL / 2 + i as u32 * 24, rows.favour, seat, &names[seat.index()]);
        }
    }
    svg
}

/// The column of the current phase: Farming (also during set-up), Market Day, End of Season;
/// none once the game is over.
fn column(view: &View) -> Option<usize> {
    match &view.phase {
        PhaseView::FarmHouse { .. } => Some(0),
        PhaseView::Open(phase) => match phase {
            Phase::PlaceBoard { .. } | Phase::PlaceWorker { .. } | Phase::FarmHouse { .. } | Phase::Farming(_) => {
                Some(0)
            }
            Phase::Bring { .. } | Phase::Market(_) => Some(1),
            Phase::Wages { .. } => Some(2),
            Phase::Over => None,
        },
    }
}

/// A player marker: a disc in the seat's colour with its number, named in a tooltip.
fn disc(svg: &mut Markup, cx: u32, cy: u32, seat: Seat, name: &str) {
    *svg += markup!(
        r#"<g class="km-disc"><title>{name}</title><circle cx="{cx}" cy="{cy}" r="9" fill="{seat_colour}"/><text x="{cx}" y="{y}" text-anchor="middle">{v3}</text></g>"#,
        cx,
        cy,
        name,
        seat_colour = seat_colour(seat.0),
        y = cy + 4,
        v3 = seat.0 + 1
    );
}

/// The basic production of a season: nothing in winter; square fields 2, circular fields 1.
fn basic(svg: &mut Markup, x0: u32, y: u32, block: usize) {
    if block == 0 {
        *svg += markup!(
            r#"<text class="km-basic" x="{x}" y="{y}" text-anchor="middle">0</text>"#,
            x = x0 + 3 * COL / 2,
            y = y + 4
        );
        return;
    }
    *svg += markup!(
        r#"<rect class="km-shape" x="{x}" y="{v1}" width="16" height="16"/><text class="km-basic" x="{v2}" y="{v3}" text-anchor="middle">2</text><circle class="km-shape" cx="{cx}" cy="{y}" r="8"/><text class="km-basic" x="{v5}" y="{v6}" text-anchor="middle">1</text>"#,
        y,
        x = x0 + 10,
        v1 = y - 8,
        v2 = x0 + 18,
        v3 = y + 4,
        cx = x0 + 62,
        v5 = x0 + 62,
        v6 = y + 4
    );
}

/// The pair on the board for `block` (none in winter, 1 spring … 3 autumn), circle good and square good, and
/// whether year 2's pair still lies face down beneath it. Year 1's pair is removed (and year 2's
/// turned face up) when that season's End of Season begins in year 1.
fn marker(view: &View, block: u8) -> Option<(Good, Good, bool)> {
    if block == 0 {
        return None;
    }
    let pair =
        |season: u8| view.markers.iter().find(|&&(s, ..)| s == season).map(|&(_, circle, square)| (circle, square));
    match pair(block + 4) {
        Some((circle, square)) => Some((circle, square, false)),
        None => pair(block).map(|(circle, square)| (circle, square, true)),
    }
}

/// A season's two marker spaces: the face-up pair, and year 2's face-down pair peeking out
/// beneath it while it is still hidden.
fn season_markers(svg: &mut Markup, lang: Lang, x0: u32, y: u32, marker: Option<(Good, Good, bool)>) {
    let Some((circle, square, beneath)) = marker else { return };
    let (cx, sx) = (x0 + 24, x0 + 54);
    if beneath {
        *svg += markup!(
            r#"<g class="km-face-down"><title>{marker_hidden}</title><circle cx="{cx}" cy="{cy}" r="11"/><rect x="{x}" y="{y}" width="22" height="22"/></g>"#,
            marker_hidden = t(lang, KeyMarketWords::MarkerHidden),
            cx = cx + 4,
            cy = y + 4,
            x = sx + 4,
            y = y - 7
        );
    }
    let good = |g: Good| name(lang, g);
    *svg += markup!(
        r#"<g><title>{circle_marker} {good}</title><circle class="km-shape" cx="{cx}" cy="{y}" r="11"/><use href="{good_id}" x="{x}" y="{v4}" width="14" height="14"/></g><g><title>{square_marker} {v6}</title><rect class="km-shape" x="{sx}" y="{v7}" width="22" height="22"/><use href="{href}" x="{v9}" y="{v10}" width="14" height="14"/></g>"#,
        cx,
        y,
        sx,
        circle_marker = t(lang, KeyMarketWords::CircleMarker),
        good = good(circle),
        good_id = good_id(circle),
        x = cx - 7,
        v4 = y - 7,
        square_marker = t(lang, KeyMarketWords::SquareMarker),
        v6 = good(square),
        v7 = y - 11,
        href = good_id(square),
        v9 = sx + 4,
        v10 = y - 7
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::key_market::{Config, KeyMarket};

    fn table_view(players: u8) -> View {
        let state = KeyMarket::setup(&Config::new(players, true), 7).expect("sets up");
        KeyMarket::view(&state, None)
    }

    #[test]
    fn at_set_up_the_player_markers_stand_in_winter_farming_in_turn_order() {
        let view = table_view(3);
        assert_eq!(column(&view), Some(0));
        let names: Vec<String> = ["Ada", "Bo", "Cy"].map(String::from).to_vec();
        let svg = markup(Lang::En, &view, &names, &Rows::new(3));
        assert_eq!(svg.matches(r#"class="km-disc""#).count(), 3 + view.favour.len());
        // The first marker in the column is the first in turn order, drawn in winter's Farming column.
        let first = &names[view.order[0].index()];
        let at = svg.find(&*markup!("<title>{first}</title>", first)).expect("the first player's marker");
        assert!(svg[at..].starts_with(&*markup!(
            "<title>{first}</title><circle cx=\"{v0}\" cy=\"{v1}\"",
            first,
            v0 = LABEL + COL / 2,
            v1 = MARKERS_Y + 10
        )));
        assert!(svg.contains(">winter<") && svg.contains(">autumn<"));
    }

    #[test]
    fn year_one_markers_lie_on_year_twos_until_that_season_ends() {
        let mut view = table_view(2);
        let spring = view.markers.iter().find(|m| m.0 == 1).copied().expect("year 1's spring pair is face up");
        assert_eq!(marker(&view, 1), Some((spring.1, spring.2, true)));
        // End of spring in year 1: its pair is removed and year 2's turned face up.
        view.season = 2;
        view.markers.push((5, Good::Luxury, Good::Fish));
        assert_eq!(marker(&view, 1), Some((Good::Luxury, Good::Fish, false)));
        let svg = markup(Lang::De, &view, &["A".into(), "B".into()], &Rows::new(2));
        assert!(svg.contains(&*markup!(
            "<title>Runde Felder dieser Sorte bringen 3: {name}</title>",
            name = name(Lang::De, Good::Luxury)
        )));
        assert_eq!(
            svg.matches(r#"class="km-face-down""#).count(),
            2,
            "summer's and autumn's year-2 pairs are still face down"
        );
        assert!(svg.contains("Sommer"));
    }

    #[test]
    fn in_year_two_autumn_has_no_end_of_season() {
        let mut view = table_view(2);
        let names = ["A".to_string(), "B".to_string()];
        assert!(!markup(Lang::En, &view, &names, &Rows::new(2)).contains("km-phase-letter gone"));
        view.season = 5;
        let svg = markup(Lang::En, &view, &names, &Rows::new(2));
        assert_eq!(svg.matches("km-phase-letter gone").count(), 1);
        assert!(svg.contains("there is no End of Season"));
    }
}
