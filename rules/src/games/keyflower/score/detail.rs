//! The score sheet's detail: for each player, a line for every yard, every fulfilled contract,
//! every winter tile, every boat and the gold left over, with the items the allocation put there
//! (with a yard's own resources; each kind once), the rule it scored by in a few words (a tile's
//! and a boat's in the same words as their details, `text`) and the line's points. The lines of
//! a row sum to the row. The boats' points per thing they count are here ([`boat_points`]).

use super::super::allocate::{Allocation, Piece, Sink, Use};
use super::super::data::Tile;
use super::super::data::merchants::Item;
use super::super::data::{FLIPPER, IANVINCIBLE, IANVINCIBLE_II, SEA_BREESE, SEA_BREESE_II, WHITE_WIND, boat_name};
use super::super::state::{Building, Placed};
use super::super::text::{boat_bonus, contract, item, scoring};
use crate::engine::Detail;
use crate::engine::sort;
use crate::text::Text;

/// The yards' row, of all eight (the rows that have lines are numbered as with The Merchants).
pub const YARDS: usize = 0;
/// The fulfilled contracts' row.
pub const CONTRACTS: usize = 3;
/// The winter tiles' row.
pub const WINTER: usize = 4;
/// The boats' row.
pub const BOATS: usize = 5;
/// The gold left over's row.
pub const GOLD: usize = 7;

/// What a line scores on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum On {
    /// A place of the allocation (a yard, a winter tile, a contract, White Wind, the gold kept).
    Sink(Sink),
    /// A boat whose points need no items.
    Boat(u8),
}

/// One line of a player's detail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The row, of all eight (before those not in play are dropped).
    pub row: usize,
    /// What it scores on.
    pub on: On,
    /// A yard's own resources, which score there whatever the allocation.
    pub own: Vec<Use>,
    /// The items the allocation put there.
    pub uses: Vec<Use>,
    /// Its points.
    pub points: i32,
}

impl Line {
    /// A line of `row` on `on` with no items yet.
    pub(super) fn new(row: usize, on: On, points: i32) -> Line {
        Line { row, on, own: Vec::new(), uses: Vec::new(), points }
    }
}

/// The row where a place of the allocation scores.
fn row_of(sink: Sink) -> usize {
    match sink {
        Sink::Yard(_) => YARDS,
        Sink::Contract(_) => CONTRACTS,
        Sink::Winter(_) => WINTER,
        Sink::WhiteWind => BOATS,
        Sink::Gold => GOLD,
    }
}

/// All lines of a player, in row order: `lines` (the yards with their own resources, the winter
/// tiles and the boats with points of their own) with the allocation's items and points added.
pub(super) fn merge(mut lines: Vec<Line>, allocation: &Allocation) -> Vec<Line> {
    for &(sink, points) in &allocation.points {
        let at = match lines.iter().position(|l| l.on == On::Sink(sink)) {
            Some(at) => at,
            None => {
                lines.push(Line::new(row_of(sink), On::Sink(sink), 0));
                lines.len() - 1
            }
        };
        lines[at].points += points as i32;
    }
    for u in &allocation.uses {
        match lines.iter_mut().find(|l| l.on == On::Sink(u.to)) {
            Some(line) => line.uses.push(*u),
            // Every allocated item scores where it goes, so its place has a line; should one not,
            // the item still gets a line of its own rather than vanish from the sheet.
            None => lines.push(Line { uses: vec![*u], ..Line::new(row_of(u.to), On::Sink(u.to), 0) }),
        }
    }
    sort::sort_by_key(&mut lines, |l| l.row);
    lines
}

/// Sea Breese's points for 0–5 boats linked by water (more count as 5).
const SEA_BREESE_POINTS: [usize; 6] = [0, 2, 4, 8, 16, 32];

/// A scoring boat's points per thing it counts (Flipper and Ianvincible count themselves once).
fn boat_rate(boat: u8) -> usize {
    match boat {
        FLIPPER | SEA_BREESE_II | IANVINCIBLE_II => 2,
        IANVINCIBLE => 5,
        _ => 1,
    }
}

/// A scoring boat's points for `n` of what it counts.
pub(super) fn boat_points(boat: u8, n: usize) -> usize {
    match boat {
        SEA_BREESE => SEA_BREESE_POINTS[n.min(5)],
        _ => boat_rate(boat) * n,
    }
}

/// The engine's detail lines of `lines`, with `row` mapping a row of all eight to its place on
/// the sheet; a fulfilled contract scores `contract_vp`.
pub(super) fn details(
    village: &[Placed],
    lines: &[Line],
    contract_vp: u8,
    row: impl Fn(usize) -> usize,
) -> Vec<Detail> {
    lines
        .iter()
        .map(|line| Detail {
            row: row(line.row),
            rule: rule(village, line.on, contract_vp),
            label: label(village, line.on),
            items: grouped(line.own.iter().chain(&line.uses)).iter().map(piece).collect(),
            points: line.points,
        })
        .collect()
}

/// Items of the same kind added up (the purple marker apart), in the order they first come.
fn grouped<'a>(uses: impl Iterator<Item = &'a Use>) -> Vec<Use> {
    let mut out: Vec<Use> = Vec::new();
    for u in uses {
        match out.iter_mut().find(|g| (g.piece, g.purple) == (u.piece, u.purple)) {
            Some(g) => g.count += u.count,
            None => out.push(*u),
        }
    }
    out
}

/// The name of what a line scores on.
fn label(village: &[Placed], on: On) -> Text {
    match on {
        On::Sink(Sink::Winter(tile)) => Text::new(tile.data().name, tile.data().name),
        On::Sink(Sink::Yard(at)) => match village[usize::from(at)].building {
            Building::Tile(t) => Text::new(t.data().name, t.data().name),
            _ => Text::new("Hof", "yard"),
        },
        On::Sink(Sink::Contract(n)) => {
            let c = contract(n);
            Text::new(format!("Vertrag {}", c.de), format!("Contract {}", c.en))
        }
        On::Sink(Sink::WhiteWind) => Text::new(boat_name(WHITE_WIND), boat_name(WHITE_WIND)),
        On::Sink(Sink::Gold) => Text::new("Gold behalten", "Gold kept"),
        On::Boat(b) => Text::new(boat_name(b), boat_name(b)),
    }
}

/// The rule a line scores by: a tile's or a boat's own, a contract's points, a gold's.
fn rule(village: &[Placed], on: On, contract_vp: u8) -> Text {
    let tile = |t: Tile, upgraded: bool| scoring(t.data().scoring, upgraded).unwrap_or_default();
    match on {
        On::Sink(Sink::Winter(t)) => tile(t, false),
        On::Sink(Sink::Yard(at)) => match village[usize::from(at)] {
            Placed { building: Building::Tile(t), upgraded, .. } => tile(t, upgraded),
            _ => Text::default(),
        },
        On::Sink(Sink::Contract(_)) => Text::new(
            format!("{contract_vp} SP je erfüllten Vertrag (seine Dinge ihm zugewiesen)"),
            format!("{contract_vp} VP per contract fulfilled (its items assigned to it)"),
        ),
        On::Sink(Sink::WhiteWind) => boat_bonus(WHITE_WIND),
        On::Sink(Sink::Gold) => Text::new(GOLD_RULE.0, GOLD_RULE.1),
        On::Boat(b) => boat_bonus(b),
    }
}

/// The rule of the gold kept: its line's and its row's.
pub(super) const GOLD_RULE: (&str, &str) =
    ("1 SP je Gold, das nicht anderswo zählt", "1 VP per gold not scored elsewhere");

/// Items of one kind: "2× blauer Arbeiter" / "2× blue worker"; the purple marker standing in:
/// "Startspielermarker als Holz" / "start-player marker as wood".
fn piece(u: &Use) -> Text {
    let what = match u.piece {
        Piece::Worker(c) => item(Item::Worker(Some(c))),
        Piece::Skill(k) => item(Item::Skill(Some(k))),
        Piece::Resource(r) => item(Item::Resource(Some(r))),
        Piece::Marker => item(Item::Purple),
    };
    let marker = item(Item::Purple);
    match (u.purple, u.piece) {
        (true, Piece::Marker) | (false, _) => {
            Text::new(format!("{}× {}", u.count, what.de), format!("{}× {}", u.count, what.en))
        }
        (true, _) => Text::new(format!("{} als {}", marker.de, what.de), format!("{} as {}", marker.en, what.en)),
    }
}
