//! From one season to the next, and the game's end:
//! - summer and autumn: the boats turned to the season's side and filled from the bag and the
//!   skill supply, then the season's tiles drawn and laid out (a summer boat on a random side);
//! - winter: the boats turned (they bring nothing), then every player secretly chooses at least
//!   one of their dealt winter tiles; once all have chosen, the chosen tiles are pooled, shuffled
//!   (from data version 2 only with more than two players: with two they are laid out in the
//!   tiles' own order, which tells nobody more than the tiles themselves) and laid out, and the
//!   others leave the game;
//! - with The Merchants, at the end of spring, summer and autumn the open contracts are replaced,
//!   and before winter whoever took Sea Bastion II in autumn swaps it for a boat not in play;
//! - after winter's building, the game's end (`finale`).

use super::Action;
use super::contracts;
use super::data::{BOAT_IDS, Colour, Resource, SEA_BASTION_II, Season, Tile, boat_side};
use super::events::{Event, Shipment};
use super::setup::draw_season;
use super::state::{Bids, Offer, Phase, State, Used};
use crate::engine::sort;
use crate::engine::{Events, Seat};

/// Called when a season's building is over (or nobody had anything to build).
pub fn next(state: &mut State, events: &mut Events<Event>) {
    if state.config.options.merchants && state.season != Season::Winter {
        contracts::refresh(state, events);
    }
    match state.season {
        Season::Spring => begin(state, Season::Summer, events),
        Season::Summer => begin(state, Season::Autumn, events),
        Season::Autumn => begin(state, Season::Winter, events),
        Season::Winter => super::finale::begin(state, events),
    }
}

fn begin(state: &mut State, season: Season, events: &mut Events<Event>) {
    state.season = season;
    events.push(Event::SeasonBegins { season });
    fill_boats(state, events);
    if season == Season::Winter {
        state.phase = match state.swap {
            Some(seat) => Phase::Swap { seat },
            None => Phase::Choosing { done: Vec::new() },
        };
        return;
    }
    let pile = draw_season(&mut state.unused, season, &state.config, &mut state.rng);
    for &tile in &pile {
        if super::data::is_summer_boat(tile) && state.rng.below(2) == 1 {
            state.sides_b.push(tile);
        }
    }
    lay_out(state, pile, events);
}

/// The season's tiles up for auction, in this order; the season's turns begin.
fn lay_out(state: &mut State, tiles: Vec<Tile>, events: &mut Events<Event>) {
    events.push_with(|| Event::LaidOut { tiles: tiles.iter().map(|t| t.data().name.to_string()).collect() });
    state.offer = tiles.into_iter().map(|tile| Offer { tile, bids: Bids::default(), used: Used::default() }).collect();
    state.phase = Phase::Turns { turn: state.start_player, passes: 0, pending: None };
}

/// Turns every boat to the current season's side and loads it with that side's cargo: workers
/// from the bag and skill tiles from the supply, one item at a time boat after boat, so that a
/// short bag or supply is shared out in the boats' order; then (The Merchants) green workers,
/// gold and cabins from their supplies and contracts drawn face down, while there are any. At
/// set-up the same is done for spring; in winter the boats bring nothing.
pub fn fill_boats(state: &mut State, events: &mut Events<Event>) {
    let season = state.season;
    let mut wanted = Vec::new();
    for boat in &mut state.boats {
        if let Some((side, cargo)) = boat_side(boat.boat, season) {
            boat.side = side;
            wanted.push(cargo);
        }
    }
    if season == Season::Winter {
        return;
    }
    let most = wanted.iter().map(|c| c.workers.max(c.skills)).max().unwrap_or(0);
    for round in 0..most {
        for (boat, cargo) in state.boats.iter_mut().zip(&wanted) {
            if round < cargo.workers
                && let Some(c) = state.bag.draw(&mut state.rng)
            {
                boat.workers.add(c, 1);
            }
            if round < cargo.skills
                && let Some(k) = state.skill_supply.draw(&mut state.rng)
            {
                boat.skills.add(k, 1);
            }
        }
    }
    for (i, cargo) in wanted.iter().enumerate() {
        let green = cargo.green.min(state.green_supply);
        state.green_supply -= green;
        let gold = cargo.gold.min(state.resources.of(Resource::Gold));
        state.resources.take(Resource::Gold, gold);
        let cabins = cargo.cabins.min(state.cabins);
        state.cabins -= cabins;
        let boat = &mut state.boats[i];
        boat.workers.add(Colour::Green, green);
        boat.gold += gold;
        boat.cabins += cabins;
        for _ in 0..cargo.contracts {
            if let Some(c) = contracts::draw_face_down(state) {
                state.boats[i].contracts.push(c);
            }
        }
    }
    if season != Season::Spring {
        for boat in &state.boats {
            events.push(Event::Loaded(Shipment::of(boat)));
        }
    }
}

/// The boats Sea Bastion II may be swapped for: those not in play, on the same player count or
/// not (the seed: "a boat not yet in play").
pub fn swap_steps(state: &State) -> Vec<Action> {
    let in_play: Vec<u8> = state.boats.iter().map(|b| b.boat).collect();
    (0..BOAT_IDS).filter(|b| !in_play.contains(b)).map(Action::Swap).collect()
}

/// Sea Bastion II makes way for the chosen boat, which shows its winter side; the winter choice
/// begins.
pub fn swap(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
    let Action::Swap(id) = *action else { unreachable!("only listed decisions are carried out") };
    let boat = state.boats.iter_mut().find(|b| b.boat == SEA_BASTION_II).expect("Sea Bastion II is in play");
    boat.boat = id;
    boat.side = boat_side(id, Season::Winter).map_or(0, |(side, _)| side);
    state.swap = None;
    events.push(Event::Swapped { seat, boat: id });
    state.phase = Phase::Choosing { done: Vec::new() };
}

/// The winter decisions open to `seat`: put up one more dealt tile, or (with at least one put
/// up) confirm.
pub fn choosing_steps(state: &State, seat: Seat) -> Vec<Action> {
    let player = &state.players[seat];
    let mut out: Vec<Action> = player.winter.iter().map(|&t| Action::PutUp(t)).collect();
    if !player.offered.is_empty() {
        out.push(Action::Confirm);
    }
    out
}

/// Carries out a winter choice (never a refused one); once everyone has confirmed, the chosen
/// tiles are pooled, shuffled (with two players only in data version 1) and laid out.
pub fn choose(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
    let player = &mut state.players[seat];
    match action {
        Action::PutUp(tile) => {
            player.winter.retain(|t| t != tile);
            player.offered.push(*tile);
            sort::sort(&mut player.offered);
        }
        Action::Confirm => {
            let count = player.offered.len();
            events.push(Event::Chose { seat, count });
            let Phase::Choosing { done } = &mut state.phase else { unreachable!("choosing happens in its phase") };
            done.push(seat);
            if done.len() == state.players() {
                let mut pool = Vec::new();
                for (_, p) in state.players.iter_mut() {
                    pool.append(&mut p.offered);
                    state.unused.append(&mut p.winter);
                }
                sort::sort(&mut state.unused);
                sort::sort(&mut pool);
                if state.players() > 2 || !state.config.unshuffled_winter_tiles_for_two() {
                    state.rng.shuffle(&mut pool);
                }
                lay_out(state, pool, events);
            }
        }
        _ => unreachable!("only listed decisions are carried out"),
    }
}
