//! The country boards in the middle, each as an SVG of its face showing now: the 4 × 4 grid
//! with the keyp field (the keyper standing there), the river field over two cells (its ship
//! and goods) and the 13 listed fields, each with its kind as a symbol and a short label, its
//! colour frame with the craft's letter, and the keyples on it standing or lying. A claimed
//! board names its owner; below the board invited to stands the control declining the
//! invitation. In the refolding, the viewer's board shows its four options for the
//! new season side by side. Written as markup; a place the viewer may point at is a focusable
//! button named by its `data-focus` key.

use super::detail::{Details, Piece};
use super::symbols::{colour_key, field_mark, keyple_at};
use super::targets::{Marks, Target, invited};
use super::text::KeyperWords;
use crate::engine::Seat;
use crate::games::keyper::data::{Face, Field, SHIPS, Season, faces};
use crate::games::keyper::text;
use crate::games::keyper::view::{PhaseView, View};
use crate::games::keyper::{CountryBoard, Placed, RIVER, Spot};
use crate::i18n::{Lang, t};
use crate::ui::kit::markup::{Markup, markup};
use crate::ui::kit::targets::Place;
use std::fmt::Write;

/// A cell's side and the gap between cells, in SVG units.
const CELL: i32 = 76;
const GAP: i32 = 4;
/// The side of a board's grid.
const SIDE: i32 = 4 * CELL + 5 * GAP;

/// What the boards are drawn with: the language, the players' names, what may be pointed at
/// and the details of the pieces drawn.
pub struct Look<'a> {
    pub lang: Lang,
    pub names: &'a [String],
    pub marks: &'a Marks,
    pub details: &'a Details,
}

impl Look<'_> {
    /// The attributes that describe a piece by its detail.
    pub fn describe(&self, piece: Piece) -> Markup {
        self.details.add(piece.key(), piece)
    }
}

/// The column and row of a field's cell (the river's first of two cells); the keyp field
/// takes the first cell.
fn cell(field: u8) -> (i32, i32) {
    let f = i32::from(field);
    match field {
        RIVER => (0, 3),
        0..=2 => (f + 1, 0),
        3..=6 => (f - 3, 1),
        7..=10 => (f - 7, 2),
        _ => (f - 9, 3),
    }
}

fn origin((col, row): (i32, i32)) -> (i32, i32) {
    (GAP + col * (CELL + GAP), GAP + row * (CELL + GAP))
}

/// The class a field's cell is filled with, by what it does.
fn kind_class(f: Field) -> &'static str {
    match f {
        Field::Raw(_) => "raw",
        Field::Animal(_) | Field::Wheat => "farm",
        Field::Gem(_) => "gem",
        Field::CountryTile => "tile",
        Field::Process(_) | Field::TradeRaw | Field::TradeFinished => "trade",
        Field::Build | Field::DiscountBuild | Field::Upgrade => "build",
        Field::River => "river",
    }
}

/// The keyples on a field in words ("standing orange, lying white").
pub fn keyples_words(lang: Lang, keyples: &[Placed]) -> String {
    if keyples.is_empty() {
        return t(lang, KeyperWords::Empty).to_string();
    }
    let each: Vec<String> = keyples
        .iter()
        .map(|k| {
            let state = t(lang, if k.down { KeyperWords::Lying } else { KeyperWords::Standing });
            format!("{state} {} ({})", text::colour(k.colour).get(lang), colour_key(k.colour).1)
        })
        .collect();
    each.join(", ")
}

/// The goods of ship `ship` on the side showing in `season`.
pub fn ship_goods(lang: Lang, ship: u8, season: Season) -> String {
    let side = SHIPS[usize::from(ship)].iter().find(|s| s.seasons.contains(&season)).expect("a side for each season");
    side.goods.iter().map(|&g| super::symbols::good(lang, g)).collect::<Vec<_>>().join(" + ")
}

/// A `<g>` around `shapes` as an image named by `label`; the shapes' own letters and words are
/// hidden from screen readers, which read the label instead.
fn image(label: &str, shapes: Markup) -> Markup {
    markup!(
        r#"<g class="kp-cell" role="img" aria-label="{label}"><g aria-hidden="true">{shapes}</g></g>"#,
        shapes,
        label
    )
}

/// A `<g>` around `shapes`: a button when `target` is lit, else an image, named by `label` and
/// described by `detail` (attributes from [`Look::describe`], or none), an image then reached
/// by keyboard too.
pub fn place(
    look: &Look,
    target: Target,
    label: &str,
    detail: Markup,
    shapes: Markup,
    spots: &mut Vec<Target>,
) -> Markup {
    if !look.marks.lit(target) {
        if detail.is_empty() {
            return image(label, shapes);
        }
        return markup!(
            r#"<g class="kp-cell" role="img" tabindex="0" aria-label="{label}"{detail}><g aria-hidden="true">{shapes}</g></g>"#,
            detail,
            shapes,
            label
        );
    }
    spots.push(target);
    markup!(
        r#"<g class="kp-cell{class}" role="button" tabindex="0" aria-label="{label}" data-focus="{key}"{detail}><g aria-hidden="true">{shapes}</g></g>"#,
        detail,
        shapes,
        class = look.marks.class(target),
        label,
        key = target.key()
    )
}

/// One field's cell: its kind, frame and keyples; `players` decides the "3+" fields.
fn field_cell(
    lang: Lang,
    f: Field,
    number: u8,
    keyples: &[Placed],
    players: usize,
    river: Option<String>,
) -> (Markup, String) {
    let (x, y) = origin(cell(number));
    let width = if number == RIVER { 2 * CELL + GAP } else { CELL };
    let (mark, short) = field_mark(f);
    let off = !f.in_play(players);
    let frame = f.frame();
    let mut shapes = markup!(
        r#"<rect class="kp-field kp-{kind_class}{off}" x="{x}" y="{y}" width="{width}" height="{CELL}" rx="6"/>"#,
        x,
        y,
        width,
        CELL,
        kind_class = kind_class(f),
        off = if off { " off" } else { "" }
    );
    // Every word and letter drawn is one `<tspan>` of one `<text>`, spaced, in this order: the
    // label opens with the same, so what a screen reader says starts with what the eye sees.
    let mut seen: Vec<(i32, i32, &str, String)> =
        vec![(x + 6, y + 18, "kp-mark", mark.to_string()), (x + 6, y + 34, "kp-label", short.get(lang).to_string())];
    if off {
        seen.push((x + 6, y + 50, "kp-label", "3+".into()));
    }
    if let Some(goods) = &river {
        // Below the label, clear of the frame's badge and above the keyples.
        seen.push((x + 6, y + 46, "kp-ship", goods.clone()));
    }
    if let Some(c) = frame {
        let (class, letter) = colour_key(c);
        shapes += markup!(
            r#"<rect class="kp-frame kp-{class}" x="{x}" y="{y}" width="{width}" height="{height}" rx="5"/><circle class="kp-badge kp-{class}" cx="{cx}" cy="{cy}" r="9"/>"#,
            class,
            x = x + 3,
            y = y + 3,
            width = width - 6,
            height = CELL - 6,
            cx = x + width - 12,
            cy = y + 12
        );
        seen.push((x + width - 12, y + 16, "kp-badge-letter", letter.into()));
    }
    let classes: Vec<String> = keyples.iter().map(|k| format!("kp-kl kp-{}", colour_key(k.colour).0)).collect();
    for (i, k) in keyples.iter().enumerate() {
        let kx = x + 6 + 30 * i as i32;
        shapes += keyple_at(k.colour, k.down, kx, y + CELL - 27);
        seen.push((kx + 10, y + CELL - 12, &classes[i], colour_key(k.colour).1.into()));
    }
    let spans: Vec<Markup> = seen
        .iter()
        .map(|(x, y, class, words)| {
            markup!(r#"<tspan class="{class}" x="{x}" y="{y}">{words}</tspan>"#, class, x, y, words)
        })
        .collect();
    shapes += markup!("<text>{join}</text>", join = Markup::join(spans, &markup!(" ")));
    let seen: Vec<&str> = seen.iter().map(|s| s.3.as_str()).collect();
    let frame_words = match frame {
        Some(c) => format!("{} {} ({})", t(lang, KeyperWords::Frame), text::colour(c).get(lang), colour_key(c).1),
        None => t(lang, KeyperWords::NoFrame).to_string(),
    };
    let mut label = format!(
        "{}: {} {}: {}; {frame_words}; {}",
        seen.join(" "),
        match lang {
            Lang::De => "Feld",
            Lang::En => "field",
        },
        u32::from(number) + 1,
        text::field(f).get(lang),
        keyples_words(lang, keyples)
    );
    if off {
        let _ = write!(label, "; {}", t(lang, KeyperWords::ThreePlus));
    }
    (shapes, label)
}

/// The keyp field's cell, with the keyper standing there.
fn keyp_cell(look: &Look, board: u8, keyper: Option<Seat>, spots: &mut Vec<Target>) -> Markup {
    let lang = look.lang;
    let (x, y) = origin((0, 0));
    let mut shapes = markup!(
        r#"<rect class="kp-field kp-keyp" x="{x}" y="{y}" width="{CELL}" height="{CELL}" rx="6"/>"#,
        x,
        y,
        CELL
    );
    let who = keyper.map(|s| look.names.get(s.index()).cloned().unwrap_or_default());
    let keyp = markup!(r#"<tspan class="kp-label" x="{x}" y="{y}">Keyp</tspan>"#, x = x + 6, y = y + 16);
    match keyper {
        Some(seat) => {
            shapes += markup!(
                r##"<use class="kp-keyper" href="#kp-keyper" x="{x}" y="{y}" width="32" height="40"/><text>{keyp} <tspan class="kp-seat" x="{seat_x}" y="{seat_y}">{number}</tspan></text>"##,
                keyp,
                x = x + 20,
                y = y + 24,
                seat_x = x + 36,
                seat_y = y + 58,
                number = seat.0 + 1
            );
        }
        None => {
            shapes += markup!("<text>{keyp}</text>", keyp);
        }
    }
    // Opening with what is drawn ("Keyp", the keyper's seat number), as the fields' labels do.
    let label = match (&who, keyper) {
        (Some(name), Some(seat)) => {
            format!(
                "Keyp {}: {} {} {}",
                seat.0 + 1,
                t(lang, KeyperWords::KeypField),
                t(lang, KeyperWords::Keyper),
                name
            )
        }
        _ => format!("Keyp: {} {}", t(lang, KeyperWords::KeypField), t(lang, KeyperWords::Empty)),
    };
    place(look, Target::Keyp(board), &label, Markup::new(), shapes, spots)
}

/// A board's grid of `face` with the keyples of `board` (none for a face not showing).
fn grid(
    look: &Look,
    view: &View,
    board: Option<&CountryBoard>,
    number: u8,
    face: &Face,
    spots: &mut Vec<Target>,
) -> Markup {
    let players = view.players.len();
    let mut out = Markup::new();
    if let Some(b) = board {
        out += &keyp_cell(look, number, b.keyper, spots);
    }
    let cells = face.iter().copied().enumerate().map(|(i, f)| (i as u8, f)).chain([(RIVER, Field::River)]);
    for (i, f) in cells {
        let keyples: &[Placed] = match (board, i) {
            (Some(b), RIVER) => &b.river.1,
            (Some(b), i) => &b.fields[usize::from(i)],
            (None, _) => &[],
        };
        let ship = board.and_then(|b| b.river.0).map(|s| ship_goods(look.lang, s, view.season));
        let ship = if i == RIVER { ship } else { None };
        let (shapes, label) = field_cell(look.lang, f, i, keyples, players, ship);
        match board {
            Some(_) => {
                let detail = look.describe(Piece::Field(f));
                out += place(look, Target::Field(number, i), &label, detail, shapes, spots)
            }
            None => out += image(&label, shapes),
        }
    }
    out
}

/// Every country board in the middle, as it shows now.
pub fn boards(look: &Look, view: &View, spots: &mut Vec<Target>) -> Markup {
    let lang = look.lang;
    let mut out = markup!(r#"<ul class="kp-boards">"#);
    for (i, b) in view.boards.iter().enumerate() {
        let number = i as u8;
        let face = b.face(view.season);
        let claimed = b.owner.map(|s| {
            let name = look.names.get(s.index()).map(String::as_str).unwrap_or_default();
            markup!(
                r#" <span class="kp-claimed">⚑ {claimed_by} {name}</span>"#,
                claimed_by = t(lang, KeyperWords::ClaimedBy),
                name
            )
        });
        let title = format!("{} {}", t(lang, KeyperWords::CountryBoard), b.board + 1);
        out += markup!(
            r#"<li class="kp-board-box"><h3>{title}{claimed}</h3><svg class="kp-country" viewBox="0 0 {SIDE} {SIDE}" role="group" aria-label="{label}">{grid}</svg>"#,
            title,
            SIDE,
            claimed = claimed.unwrap_or_default(),
            label = &title,
            grid = grid(look, view, Some(b), number, face, spots)
        );
        if matches!(invited(view), Some(Spot::Field { board, .. }) if board == number) {
            out += &decline(look, spots);
        }
        out += markup!("</li>");
    }
    out += markup!("</ul>");
    out
}

/// The control declining an invitation, for the place invited to, when the viewer may decline.
pub fn decline(look: &Look, spots: &mut Vec<Target>) -> Markup {
    if !look.marks.lit(Target::Decline) {
        return Markup::new();
    }
    let words = format!("✕ {}", t(look.lang, KeyperWords::Decline));
    markup!(
        r#"<p class="kp-decline">{pick}</p>"#,
        pick = super::middle::pick(look.marks, Target::Decline, Markup::text(&words), spots)
    )
}

/// In the refolding: the viewer's board's four options for the new season side by side (the
/// viewer's choice marked once made), and who has chosen.
pub fn refold(look: &Look, view: &View, spots: &mut Vec<Target>) -> Markup {
    let PhaseView::Refold { chosen, mine } = &view.phase else { return Markup::new() };
    let lang = look.lang;
    let mut out =
        markup!(r#"<section class="kp-refold"><h3>{new_faces}</h3>"#, new_faces = t(lang, KeyperWords::NewFaces));
    let who: Vec<&str> = chosen
        .iter()
        .filter(|(_, c)| **c)
        .map(|(s, _)| look.names.get(s.index()).map(String::as_str).unwrap_or_default())
        .collect();
    if !who.is_empty() {
        out += markup!(
            r#"<p class="kp-note">{chosen}: {who}</p>"#,
            chosen = t(lang, KeyperWords::Chosen),
            who = who.join(", ")
        );
    }
    let own = view.viewer.and_then(|v| view.boards.iter().find(|b| b.owner == Some(v)));
    if let Some(b) = own {
        out += markup!(r#"<ul class="kp-faces">"#);
        for (option, face) in faces(usize::from(b.board), view.season).iter().enumerate() {
            let option = option as u8;
            let mut inner = Vec::new();
            let drawn = grid(look, view, None, b.board, face, &mut inner);
            let title = format!(
                "{} {} {}{}",
                t(lang, KeyperWords::CountryBoard),
                b.board + 1,
                t(lang, KeyperWords::Face),
                if *mine == Some(option) { " ✓" } else { "" }
            );
            let svg = markup!(
                r#"<svg class="kp-country kp-face" viewBox="0 0 {SIDE} {SIDE}" aria-hidden="true">{drawn}</svg>"#,
                SIDE,
                drawn
            );
            let target = Target::Face(option);
            let label = format!("{title} {}", option + 1);
            out += markup!(
                r#"<li class="kp-face-box{chosen}">{pick}{svg}</li>"#,
                svg,
                chosen = if *mine == Some(option) { " chosen" } else { "" },
                pick = super::middle::pick(look.marks, target, Markup::text(&label), spots)
            );
        }
        out += markup!("</ul>");
    }
    out += markup!("</section>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sixteen_cells_each_hold_one_field_and_the_river_two() {
        let mut taken = vec![(0, 0)];
        for f in (0..13).chain([RIVER]) {
            let c = cell(f);
            assert!(!taken.contains(&c), "field {f} shares a cell");
            taken.push(c);
            if f == RIVER {
                taken.push((c.0 + 1, c.1));
            }
        }
        taken.sort();
        let all: Vec<(i32, i32)> = (0..4).flat_map(|r| (0..4).map(move |c| (c, r))).collect();
        let mut all = all;
        all.sort();
        assert_eq!(taken, all);
    }
}
