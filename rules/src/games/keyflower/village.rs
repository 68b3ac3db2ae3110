//! Village building: tiles are hexes, and every edge a new tile shares with the village must
//! match (road to road, no road to no road, water to water), unless its owner holds summer boat
//! 2a; from data version 2, where one of the two tiles is a boat (a winter boat or a summer
//! boat), its water need not meet water: water and no road match there (choice 11). A tile is
//! placed in three small decisions: which won tile, where, and how it is turned. In winter the
//! boats and turn-order tiles taken are built the same way.
//!
//! Geometry: axial coordinates with flat-topped hexes; the home tile stands at (0, 0) unturned.
//! Edge `d` of a placed tile faces direction `d` (0 down, then clockwise); a tile turned by `k`
//! shows its printed edge `d - k` there.

use super::Action;
use super::data::{Ability, BOAT_EDGES, Edge, HOMES, TURN_ORDER, is_summer_boat};
use super::events::Event;
use super::state::{Build, Building, Hex, Phase, Placed, State};
use crate::engine::sort;
use crate::engine::{Events, Seat};

/// The six neighbours' offsets, by direction (0 down, then clockwise).
const DIRECTIONS: [(i8, i8); 6] = [(0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (1, 0)];

/// The hex next to `hex` in direction `d`.
pub fn neighbour(hex: Hex, d: usize) -> Hex {
    let (dq, dr) = DIRECTIONS[d];
    Hex { q: hex.q + dq, r: hex.r + dr }
}

/// A building's printed edges.
pub fn printed_edges(building: Building) -> [Edge; 6] {
    match building {
        Building::Home(n) => HOMES[usize::from(n - 1)].edges,
        Building::Tile(t) => t.data().edges,
        Building::Boat(_) => BOAT_EDGES,
        Building::TurnOrder(t) => TURN_ORDER[usize::from(t)].edges,
    }
}

/// The edge facing direction `d` of printed `edges` turned by `rotation`.
fn edge(edges: &[Edge; 6], rotation: u8, d: usize) -> Edge {
    edges[(d + 6 - usize::from(rotation)) % 6]
}

/// The edge a placed tile shows in direction `d`.
pub fn placed_edge(placed: &Placed, d: usize) -> Edge {
    edge(&printed_edges(placed.building), placed.rotation, d)
}

/// The tiles of `village` next to tile `i` along a road (both facing edges are roads), or
/// across any edge (`cross_country`, summer boat 2a).
pub fn road_neighbours(village: &[Placed], i: usize, cross_country: bool) -> Vec<usize> {
    let tile = &village[i];
    (0..6)
        .filter(|&d| cross_country || placed_edge(tile, d) == Edge::Road)
        .filter_map(|d| {
            let j = village.iter().position(|p| p.at == neighbour(tile.at, d))?;
            (cross_country || placed_edge(&village[j], (d + 3) % 6) == Edge::Road).then_some(j)
        })
        .collect()
}

/// Whether `building` is a boat: one taken in winter or a summer boat.
pub fn is_boat(building: Building) -> bool {
    match building {
        Building::Boat(_) => true,
        Building::Tile(t) => is_summer_boat(t),
        Building::Home(_) | Building::TurnOrder(_) => false,
    }
}

/// Whether two facing edges match: alike, or (`loose`: a boat is one of the two tiles) water
/// against no road.
fn matches(a: Edge, b: Edge, loose: bool) -> bool {
    a == b || (loose && matches!((a, b), (Edge::Water, Edge::Field) | (Edge::Field, Edge::Water)))
}

/// Whether `building` turned by `rotation` fits at the empty hex `at` next to the village; with
/// `boats_loose` (data version 2) a boat's water need not meet water.
fn fits(village: &[Placed], building: Building, at: Hex, rotation: u8, boats_loose: bool) -> bool {
    let edges = printed_edges(building);
    let mut touches = false;
    for d in 0..6 {
        if let Some(other) = village.iter().find(|p| p.at == neighbour(at, d)) {
            touches = true;
            let loose = boats_loose && (is_boat(building) || is_boat(other.building));
            if !matches(placed_edge(other, (d + 3) % 6), edge(&edges, rotation, d), loose) {
                return false;
            }
        }
    }
    touches
}

/// The empty hexes next to the village, in a fixed order.
fn frontier(village: &[Placed]) -> Vec<Hex> {
    let mut out: Vec<Hex> = village
        .iter()
        .flat_map(|p| (0..6).map(move |d| neighbour(p.at, d)))
        .filter(|h| village.iter().all(|p| p.at != *h))
        .collect();
    sort::sort(&mut out);
    out.dedup();
    out
}

/// The hexes where `building` may go in `village`, in the frontier's order: those where it fits
/// in some turn. If it fits nowhere, or edges need not match (`free`, summer boat 2a), every
/// hex next to the village (module doc of `keyflower`, choice 11); `boats_loose` as for
/// [`fits`].
fn hexes(village: &[Placed], building: Building, free: bool, boats_loose: bool) -> Vec<Hex> {
    let all = frontier(village);
    if free {
        return all;
    }
    let fitting: Vec<Hex> =
        all.iter().copied().filter(|&h| (0..6).any(|r| fits(village, building, h, r, boats_loose))).collect();
    if fitting.is_empty() { all } else { fitting }
}

/// The turns in which `building` may go at the hex `at` next to `village`: those in which it
/// fits; every turn if it fits nowhere next to the village or edges need not match (as for
/// [`hexes`]).
fn turns(village: &[Placed], building: Building, at: Hex, free: bool, boats_loose: bool) -> Vec<u8> {
    let frontier = frontier(village);
    if !frontier.contains(&at) {
        return Vec::new();
    }
    if free {
        return (0..6).collect();
    }
    let fitting: Vec<u8> = (0..6).filter(|&r| fits(village, building, at, r, boats_loose)).collect();
    let fits_nowhere = || frontier.iter().all(|&h| (0..6).all(|r| !fits(village, building, h, r, boats_loose)));
    if fitting.is_empty() && fits_nowhere() { (0..6).collect() } else { fitting }
}

/// Who builds now, and the decision under way.
fn builder(state: &State) -> Option<(Seat, Option<Build>)> {
    match &state.phase {
        Phase::Building { order, pending } => order.first().map(|&s| (s, *pending)),
        _ => None,
    }
}

/// The decisions open to the builder.
pub fn steps(state: &State, seat: Seat) -> Vec<Action> {
    let Some((_, pending)) = builder(state) else { return Vec::new() };
    let player = &state.players[seat];
    let free = state.has(seat, Ability::CrossCountry);
    let loose = state.config.boats_need_not_join_water();
    match pending {
        None => {
            let mut kinds: Vec<Building> = Vec::new();
            for &b in &player.won {
                if !kinds.contains(&b) {
                    kinds.push(b);
                }
            }
            kinds.into_iter().map(Action::Build).collect()
        }
        Some(Build { tile, at: None }) => {
            hexes(&player.village, tile, free, loose).into_iter().map(Action::At).collect()
        }
        Some(Build { tile, at: Some(at) }) => turns_at(state, seat, tile, at).into_iter().map(Action::Turn).collect(),
    }
}

/// The turns in which `seat` may build its won `tile` at `at` (those `Action::Turn` lists once
/// `at` is chosen).
pub fn turns_at(state: &State, seat: Seat, tile: Building, at: Hex) -> Vec<u8> {
    let free = state.has(seat, Ability::CrossCountry);
    turns(&state.players[seat].village, tile, at, free, state.config.boats_need_not_join_water())
}

/// Carries out a building decision (never a refused one).
pub(crate) fn apply(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
    let Phase::Building { order, pending } = &mut state.phase else { unreachable!("building happens in its phase") };
    match (action, *pending) {
        (Action::Build(tile), _) => *pending = Some(Build { tile: *tile, at: None }),
        (Action::At(hex), Some(Build { tile, .. })) => *pending = Some(Build { tile, at: Some(*hex) }),
        (Action::Turn(rotation), Some(Build { tile, at: Some(at) })) => {
            *pending = None;
            let player = &mut state.players[seat];
            let i = player.won.iter().position(|&t| t == tile).expect("a won tile");
            player.won.remove(i);
            player.village.push(Placed::new(tile, at, *rotation));
            events.push(Event::Built { seat, tile, at, rotation: *rotation });
            if player.won.is_empty() {
                order.remove(0);
                if order.is_empty() {
                    super::seasons::next(state, events);
                }
            }
        }
        _ => unreachable!("only listed decisions are carried out"),
    }
}
