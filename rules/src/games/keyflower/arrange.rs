//! Position builders for the rulebook scenarios and the tests: a game set up as usual, then
//! changed the way a described situation needs (tiles laid out, screens filled, tiles standing
//! in a village, resources on them), always moving things from one place to another so that
//! every worker, skill, resource and tile stays accounted for. Also the end-scoring allocation's
//! hardest holdings, shared by its test and its timing.

use super::allocate::{Holdings, Lot};
use super::data::{Colour, Resource, Season, Skill, Tile};
use super::state::{Boat, Building, Hex, Phase, Placed, Skills, State, Workers};
use super::{Config, Keyflower};
use crate::engine::sort;
use crate::engine::{Game, Seat};

/// The village tile with this printed name.
pub fn tile(name: &str) -> Tile {
    Tile::all().find(|t| t.data().name == name).unwrap_or_else(|| panic!("no tile {name}"))
}

/// A game of `players` (set up from seed 1) with seat 0 to act first as start player.
pub fn new_game(players: u8) -> State {
    game_of(&Config::new(players))
}

/// A game of `config` (set up from seed 1) with seat 0 to act first as start player.
pub fn game_of(config: &Config) -> State {
    let mut state = Keyflower::setup(config, 1).expect("a playable table");
    state.start_player = Seat(0);
    state.phase = Phase::Turns { turn: Seat(0), passes: 0, pending: None };
    state
}

/// Moves a resource-free "II" boat `id` into play in place of the boat of the same name, its
/// cargo going back to the bag and supplies (set-up only).
pub fn ii_boat(state: &mut State, id: u8) {
    let boat = state.boats.iter_mut().find(|b| b.boat % 6 == id % 6).expect("a boat of that name");
    let cargo = std::mem::take(boat);
    boat.boat = id;
    unload(state, cargo);
}

/// Puts a boat's cargo back into the bag and the supplies.
fn unload(state: &mut State, cargo: Boat) {
    state.bag.0.iter_mut().zip(cargo.workers.0).for_each(|(a, b)| *a += b);
    state.skill_supply.0.iter_mut().zip(cargo.skills.0).for_each(|(a, b)| *a += b);
    state.resources.add(Resource::Gold, cargo.gold);
    state.cabins += cargo.cabins;
    state.contracts.discard.extend(cargo.contracts);
}

/// Lays out the spring tiles `names` first in the offer, in that order.
pub fn offer_first(state: &mut State, names: &[&str]) {
    for (i, name) in names.iter().enumerate() {
        let wanted = tile(name);
        if let Some(j) = state.offer.iter().position(|o| o.tile == wanted) {
            state.offer[j].tile = state.offer[i].tile;
        } else {
            let j = state.unused.iter().position(|&t| t == wanted).expect("a spring tile not in play");
            state.unused[j] = state.offer[i].tile;
            sort::sort(&mut state.unused);
        }
        state.offer[i].tile = wanted;
    }
}

/// Fills `seat`'s screen with `workers` (blue, red, yellow, green), the difference coming from or
/// going to the bag (green: the green supply).
pub fn screen(state: &mut State, seat: Seat, workers: [u8; 4]) {
    let held = &mut state.players[seat].screen;
    for c in Colour::ALL {
        let (have, want) = (held.of(c), workers[c as usize]);
        held.0[c as usize] = want;
        if c == Colour::Green {
            state.green_supply = state.green_supply + have - want;
        } else {
            state.bag.0[c as usize] = state.bag.0[c as usize] + have - want;
        }
    }
}

/// Puts the tile `name` into `seat`'s village at `at`, turned by `rotation`, taken from wherever
/// it is (the offer or the tiles not in play); its place in the village.
pub fn build(state: &mut State, seat: Seat, name: &str, at: Hex, rotation: u8) -> usize {
    build_building(state, seat, Building::Tile(tile(name)), at, rotation)
}

/// Puts `building` into `seat`'s village at `at`, turned by `rotation`: a village tile from the
/// offer or the tiles not in play, a turn-order tile from the table, a boat from the table with
/// its cargo going back to the bag and supplies. A boat not in play comes from the box, which
/// only a position for end scoring may ask for (the boats in play no longer add up). Its place
/// in the village.
pub fn build_building(state: &mut State, seat: Seat, building: Building, at: Hex, rotation: u8) -> usize {
    match building {
        Building::Tile(t) => {
            state.unused.retain(|&u| u != t);
            state.offer.retain(|o| o.tile != t);
        }
        Building::TurnOrder(t) => state.turn_order.retain(|o| o.tile != t),
        Building::Boat(id) => {
            if let Some(i) = state.boats.iter().position(|b| b.boat == id) {
                let boat = state.boats.remove(i);
                unload(state, boat);
            }
        }
        Building::Home(_) => panic!("a home tile is dealt at set-up"),
    }
    let village = &mut state.players[seat].village;
    village.push(Placed::new(building, at, rotation));
    village.len() - 1
}

/// Moves `n` of `resource` from the supply onto tile `index` of `seat`'s village.
pub fn resources_onto(state: &mut State, seat: Seat, index: usize, resource: Resource, n: u8) {
    state.resources.take(resource, n);
    state.players[seat].village[index].resources.add(resource, n);
}

/// Moves a skill tile of `kind` from the supply behind `seat`'s screen.
pub fn skill_to(state: &mut State, seat: Seat, kind: Skill) {
    state.skill_supply.take(kind, 1);
    state.players[seat].skills.add(kind, 1);
}

/// Lays contract `number` open beside pile `slot` (The Merchants), the contract open there taking
/// its place in its pile.
pub fn open_contract(state: &mut State, slot: usize, number: u8) {
    let c = &mut state.contracts;
    let old = c.open[slot].expect("an open contract beside every pile at set-up");
    let pile = c.piles.iter_mut().find(|p| p.contains(&number)).expect("the contract in a pile");
    pile.iter_mut().filter(|n| **n == number).for_each(|n| *n = old);
    c.open[slot] = Some(number);
}

/// Holdings for the end-scoring allocation where it works hardest: seven contracts (led by any
/// workers, the start-player marker, skills and resources) competing with every winter tile and
/// White Wind for 50 items, the marker among them, 3 gold on a yard.
pub fn contracts_against_every_winter_tile() -> Holdings {
    Holdings {
        workers: Workers([8, 7, 6, 3]),
        skills: Skills([4, 3, 3]),
        resources: vec![
            Lot { resource: Resource::Wood, count: 5, yard: None },
            Lot { resource: Resource::Stone, count: 4, yard: None },
            Lot { resource: Resource::Iron, count: 3, yard: None },
            Lot { resource: Resource::Gold, count: 3, yard: Some((4, 3)) },
        ],
        purple: true,
        purple_yard: Some((4, 3)),
        winter: Tile::of(Season::Winter, true).collect(),
        white_wind: true,
        wild: false,
        contracts: vec![4, 7, 12, 16, 19, 30, 33],
        contract_vp: 7,
    }
}
