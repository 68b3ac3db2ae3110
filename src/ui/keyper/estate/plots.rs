//! A player's farm (8 plots, 2 rows of 4) and village (3 rows of 4) as SVG: each building with
//! its name, its upgraded side marked (▲ and a thick border), the tile it was built over, and
//! the keyples on it standing or lying; free plots dashed. The words stack line by line above
//! the keyples, each squeezed to the plot's width if it would run past it, so none overlaps
//! another. A plot the viewer may point at (to build there, over a building too, to upgrade,
//! to play or lay a keyple, to follow) is a focusable button named for screen readers; a plot
//! built over is offered as such. A building is described by its detail (both sides in words),
//! and may be focused for it even where it cannot be pointed at.

use super::super::country::{Look, keyples_words, place};
use super::super::detail::Piece;
use super::super::symbols::{colour_key, keyple_at};
use super::super::targets::Target;
use super::super::text::KeyperWords;
use super::words::EstateWords;
use crate::engine::Seat;
use crate::games::keyper::data::{FARM_COLUMNS, Tile, VILLAGE_COLUMNS};
use crate::games::keyper::{Building, Plot};
use crate::i18n::{Lang, capitalised, t};
use crate::ui::kit::markup::{Markup, markup};
use std::fmt::Write;

/// A plot's width and height, and the gap between plots, in SVG units: room for four lines of
/// words (a name on two lines, the tile built over, the mark to build) above a row of keyples.
const W: i32 = 124;
const H: i32 = 84;
const GAP: i32 = 4;
/// The width words may take inside a plot.
const ROOM: i32 = W - 12;

/// A line of words drawn in a plot: where (its baseline), its class, its words, and its font
/// size, by which a line too long for the plot is squeezed to [`ROOM`] (or to `room`).
struct Line {
    x: i32,
    y: i32,
    class: String,
    words: String,
    size: i32,
    room: i32,
}

impl Line {
    fn new(x: i32, y: i32, class: &str, words: String, size: i32) -> Self {
        Line { x, y, class: class.into(), words, size, room: ROOM }
    }

    /// The line as a `<tspan>`: squeezed (`textLength`) where its width, at about 0.6 of its
    /// font size a letter, would run past the room it has.
    fn span(&self) -> Markup {
        let wide = self.words.chars().count() as i32 * self.size * 3 / 5 > self.room;
        let fit = if wide {
            markup!(r#" textLength="{room}" lengthAdjust="spacingAndGlyphs""#, room = self.room)
        } else {
            Markup::new()
        };
        markup!(
            r#"<tspan class="{class}" x="{x}" y="{y}"{fit}>{words}</tspan>"#,
            fit,
            class = self.class,
            x = self.x,
            y = self.y,
            words = &self.words
        )
    }
}

/// A tile's name in `lang`.
pub fn tile_name(lang: Lang, tile: Tile) -> &'static str {
    let (de, en) = tile.data().name;
    match lang {
        Lang::De => de,
        Lang::En => en,
    }
}

/// `name` on at most two lines of about 16 characters, split at a space.
fn lines(name: &str) -> (String, Option<String>) {
    if name.chars().count() <= 16 {
        return (name.to_string(), None);
    }
    let spaces: Vec<usize> = name.match_indices([' ', '-']).map(|(i, _)| i).collect();
    let middle = name.len() / 2;
    match spaces.iter().min_by_key(|&&i| i.abs_diff(middle)) {
        Some(&i) => (name[..=i].trim_end().to_string(), Some(name[i + 1..].to_string())),
        None => (name.to_string(), None),
    }
}

/// A plot's words: "farm plot 3: Cow shed, upgraded, over Brickmaker; standing orange (K)".
fn label(lang: Lang, plot: Plot, building: Option<&Building>) -> String {
    let (kind, n) = match plot {
        Plot::Farm(i) => (EstateWords::FarmPlot, i),
        Plot::Village(i) => (EstateWords::VillagePlot, i),
    };
    let head = format!("{} {}", t(lang, kind), n + 1);
    let Some(b) = building else { return format!("{head}: {}", t(lang, EstateWords::FreePlot)) };
    let mut out = format!("{head}: {}", tile_name(lang, b.tile));
    if b.upgraded {
        let _ = write!(out, ", {}", t(lang, EstateWords::Upgraded));
    }
    if let Some(c) = b.covered {
        let _ = write!(out, ", {} {}", t(lang, EstateWords::Over), tile_name(lang, c));
    }
    if !b.keyples.is_empty() {
        let _ = write!(out, "; {}", keyples_words(lang, &b.keyples));
    }
    out
}

/// Whose plots are drawn, and the viewer's plots where a tile may be built now.
pub struct Owner<'a> {
    pub seat: Seat,
    pub builds: &'a [Plot],
}

/// One plot at column `col`, row `row`.
fn plot_cell(
    look: &Look,
    owner: &Owner,
    plot: Plot,
    b: Option<&Building>,
    (col, row): (i32, i32),
    spots: &mut Vec<Target>,
) -> Markup {
    let lang = look.lang;
    let build = owner.builds.contains(&plot);
    let (x, y) = (GAP + col * (W + GAP), GAP + row * (H + GAP));
    let area = if matches!(plot, Plot::Farm(_)) { "farm" } else { "village" };
    let mut shapes = Markup::new();
    let mut words = label(lang, plot, b);
    // Every word and letter drawn is one `<tspan>` of one `<text>`, spaced, in the order drawn:
    // the name opens with the same, so what a screen reader says starts with what the eye sees
    // (as the country boards' fields do; axe joins separate texts without spaces).
    let mut seen: Vec<Line> = Vec::new();
    let target = Target::Plot(owner.seat, plot);
    // The words stack from the top, each line below the last, so none is drawn over another.
    let mut below = y + 18;
    match b {
        None => {
            shapes += markup!(
                r#"<rect class="kp-plot kp-plot-{area} empty{build}" x="{x}" y="{y}" width="{W}" height="{H}" rx="6"/>"#,
                area,
                x,
                y,
                W,
                H,
                build = if build { " build" } else { "" }
            );
            seen.push(Line::new(x + 6, below, "kp-label", t(lang, EstateWords::FreePlot).to_string(), 11));
        }
        Some(b) => {
            let (first, second) = lines(tile_name(lang, b.tile));
            shapes += markup!(
                r#"<rect class="kp-plot kp-plot-{area}{up}{over}" x="{x}" y="{y}" width="{W}" height="{H}" rx="6"/>"#,
                area,
                x,
                y,
                W,
                H,
                up = if b.upgraded { " up" } else { "" },
                over = if build { " over" } else { "" }
            );
            below = y + 15;
            // The first line leaves room for the upgraded side's ▲.
            let mut name = Line::new(x + 6, below, "kp-name", first, 12);
            name.room = ROOM - 16;
            seen.push(name);
            if let Some(second) = second {
                below += 13;
                seen.push(Line::new(x + 6, below, "kp-name", second, 12));
            }
            if b.upgraded {
                seen.push(Line::new(x + W - 16, y + 15, "kp-up", "▲".into(), 13));
            }
            if let Some(c) = b.covered {
                below += 12;
                let over = format!("{} {}", t(lang, EstateWords::Over), tile_name(lang, c));
                seen.push(Line::new(x + 6, below, "kp-covered", over, 11));
            }
            for (i, k) in b.keyples.iter().enumerate() {
                let kx = x + 6 + 28 * i as i32;
                shapes += keyple_at(k.colour, k.down, kx, y + H - 27);
                let (class, letter) = colour_key(k.colour);
                seen.push(Line::new(kx + 10, y + H - 12, &format!("kp-kl kp-{class}"), letter.to_string(), 8));
            }
        }
    }
    if build {
        let offer = if b.is_some() { EstateWords::Overbuild } else { EstateWords::BuildHere };
        let _ = write!(words, " ({})", t(lang, offer));
        seen.push(Line::new(x + 6, below + 12, "kp-over-mark", format!("⤓ {}", t(lang, offer)), 11));
    }
    let spans = seen.iter().map(Line::span);
    shapes += markup!("<text>{spans}</text>", spans = Markup::join(spans, &markup!(" ")));
    let drawn: Vec<&str> = seen.iter().map(|s| s.words.as_str()).collect();
    let detail = b.map(|b| look.describe(Piece::Building(b.tile))).unwrap_or_default();
    place(look, target, &format!("{}: {words}", drawn.join(" ")), detail, shapes, spots)
}

/// One area's plots as an SVG group named `name`, `columns` plots to a row.
fn area(
    look: &Look,
    owner: &Owner,
    name: KeyperWords,
    buildings: &[Option<Building>],
    columns: usize,
    plot: fn(u8) -> Plot,
    spots: &mut Vec<Target>,
) -> Markup {
    let rows = buildings.len().div_ceil(columns) as i32;
    let (width, height) = (GAP + columns as i32 * (W + GAP), GAP + rows * (H + GAP));
    let cells: Markup = buildings
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let at = ((i % columns) as i32, (i / columns) as i32);
            plot_cell(look, owner, plot(i as u8), b.as_ref(), at, spots)
        })
        .collect();
    markup!(
        r#"<div class="kp-area-name" aria-hidden="true">{name}</div><svg class="kp-plots" viewBox="0 0 {width} {height}" role="group" aria-label="{name}">{cells}</svg>"#,
        width,
        height,
        cells,
        name = &capitalised(t(look.lang, name))
    )
}

/// The farm and the village of `owner`, each an SVG group of its plots.
pub fn plots(
    look: &Look,
    owner: &Owner,
    farm: &[Option<Building>],
    village: &[Option<Building>],
    spots: &mut Vec<Target>,
) -> Markup {
    area(look, owner, KeyperWords::Farm, farm, FARM_COLUMNS, Plot::Farm, spots)
        + area(look, owner, KeyperWords::Village, village, VILLAGE_COLUMNS, Plot::Village, spots)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_names_split_at_the_space_nearest_the_middle() {
        assert_eq!(lines("Barn"), ("Barn".to_string(), None));
        assert_eq!(lines("Game warden's cottage"), ("Game warden's".to_string(), Some("cottage".to_string())));
        assert_eq!(lines("Wildhüterhütte-Lager"), ("Wildhüterhütte-".to_string(), Some("Lager".to_string())));
    }

    #[test]
    fn the_words_on_a_plot_stand_on_lines_of_their_own_above_the_keyples_and_within_it() {
        use crate::games::keyper::Placed;
        use crate::games::keyper::data::Colour;
        use crate::ui::keyper::detail::Details;
        use crate::ui::keyper::targets::Marks;
        let names: Vec<String> = vec!["Anna".into()];
        let marks = Marks::default();
        let details = Details::new("kp");
        let look = Look { lang: Lang::De, names: &names, marks: &marks, details: &details };
        let placed = Placed { colour: Colour::Brown, down: false };
        // The longest names: two lines of name, the tile built over, the mark to build over.
        let b = Building {
            tile: Tile::ChickenHouse,
            upgraded: true,
            covered: Some(Tile::Entertainer),
            keyples: vec![placed, placed],
        };
        let owner = Owner { seat: Seat(0), builds: &[Plot::Farm(0)] };
        let drawn = plot_cell(&look, &owner, Plot::Farm(0), Some(&b), (0, 0), &mut Vec::new());
        let text = &drawn[drawn.find("<text>").unwrap()..];
        let at = |class: &str| -> Vec<i32> {
            text.split(&*markup!(r#"class="{class}""#, class))
                .skip(1)
                .map(|rest| rest.split(r#"y=""#).nth(1).unwrap().split('"').next().unwrap().parse().unwrap())
                .collect()
        };
        let (names, covered, mark) = (at("kp-name"), at("kp-covered"), at("kp-over-mark"));
        assert_eq!((names.len(), covered.len(), mark.len()), (2, 1, 1), "{text:?}");
        let lines = [names[0], names[1], covered[0], mark[0]];
        assert!(lines.windows(2).all(|w| w[1] - w[0] >= 12), "each line below the last: {lines:?}");
        assert!(mark[0] + 2 < GAP + H - 27, "the lowest words above the keyples: {lines:?}");
        assert!(text.contains(r#"textLength="112""#), "a name too long for the plot is squeezed into it");
    }
}
