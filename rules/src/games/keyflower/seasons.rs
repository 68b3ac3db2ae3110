//! From one season to the next, and the game's end:
//! - summer and autumn: the boats turned to the season's side and filled from the bag and the
//!   skill supply, then the season's tiles drawn and laid out (a summer boat on a random side);
//! - winter: the boats turned (they bring nothing), then every player secretly chooses at least
//!   one of their dealt winter tiles; once all have chosen, the chosen tiles are pooled, shuffled
//!   and laid out, and the others leave the game;
//! - after winter's building: Flipper's holder may upgrade one tile for free, and the game ends.

use super::Action;
use super::data::{BOATS, FLIPPER, Season, Tile, boat_side, season_tiles};
use super::events::Event;
use super::state::{Bids, Building, Offer, Phase, State, Used};
use super::upgrade;
use crate::engine::Seat;

/// Called when a season's building is over (or nobody had anything to build).
pub fn next(state: &mut State, events: &mut Vec<Event>) {
    match state.season {
        Season::Spring => begin(state, Season::Summer, events),
        Season::Summer => begin(state, Season::Autumn, events),
        Season::Autumn => begin(state, Season::Winter, events),
        Season::Winter => {
            let flipper = state
                .players
                .iter()
                .find_map(|(seat, p)| p.village.iter().any(|t| t.building == Building::Boat(FLIPPER)).then_some(seat));
            match flipper {
                Some(seat) if !upgrade::free_upgrades(state, seat).is_empty() => {
                    state.phase = Phase::Flipper { seat };
                }
                _ => end(state, events),
            }
        }
    }
}

fn begin(state: &mut State, season: Season, events: &mut Vec<Event>) {
    state.season = season;
    events.push(Event::SeasonBegins { season });
    fill_boats(state, events);
    if season == Season::Winter {
        state.phase = Phase::Choosing { done: Vec::new() };
        return;
    }
    let mut pile: Vec<Tile> = state.unused.iter().copied().filter(|t| t.data().season == season).collect();
    state.rng.shuffle(&mut pile);
    pile.truncate(season_tiles(state.players()));
    state.unused.retain(|t| !pile.contains(t));
    for &tile in &pile {
        if super::data::is_summer_boat(tile) && state.rng.below(2) == 1 {
            state.sides_b.push(tile);
        }
    }
    lay_out(state, pile, events);
}

/// The season's tiles up for auction, in this order; the season's turns begin.
fn lay_out(state: &mut State, tiles: Vec<Tile>, events: &mut Vec<Event>) {
    events.push(Event::LaidOut { tiles: tiles.iter().map(|t| t.data().name.to_string()).collect() });
    state.offer = tiles.into_iter().map(|tile| Offer { tile, bids: Bids::default(), used: Used::default() }).collect();
    state.phase = Phase::Turns { turn: state.start_player, passes: 0, pending: None };
}

/// Turns every boat to the current season's side and fills it with that side's workers from the
/// bag and skill tiles from the supply, one item at a time boat after boat, so that a short bag
/// or supply is shared out in the boats' order. At set-up the same is done for spring.
pub fn fill_boats(state: &mut State, events: &mut Vec<Event>) {
    let season = state.season;
    let wanted: Vec<(u8, u8)> = state
        .boats
        .iter_mut()
        .map(|boat| {
            let data = &BOATS[usize::from(boat.boat)];
            boat.side = boat_side(data, season) as u8;
            let side = data.sides[usize::from(boat.side)];
            if season == Season::Winter { (0, 0) } else { (side.workers, side.skills) }
        })
        .collect();
    let most = wanted.iter().map(|&(w, k)| w.max(k)).max().unwrap_or(0);
    for round in 0..most {
        for (boat, &(workers, skills)) in state.boats.iter_mut().zip(&wanted) {
            if round < workers
                && let Some(c) = state.bag.draw(&mut state.rng)
            {
                boat.workers.add(c, 1);
            }
            if round < skills
                && let Some(k) = state.skill_supply.draw(&mut state.rng)
            {
                boat.skills.add(k, 1);
            }
        }
    }
    if season != Season::Spring && season != Season::Winter {
        for boat in &state.boats {
            events.push(Event::Loaded { boat: boat.name().to_string(), workers: boat.workers, skills: boat.skills });
        }
    }
}

/// The winter decisions open to `seat`: put up one more dealt tile, or (with at least one put
/// up) confirm.
pub fn choosing_steps(state: &State, seat: Seat) -> Vec<Action> {
    let Phase::Choosing { done } = &state.phase else { return Vec::new() };
    if done.contains(&seat) {
        return Vec::new();
    }
    let player = &state.players[seat];
    let mut out: Vec<Action> = player.winter.iter().map(|&t| Action::PutUp(t)).collect();
    if !player.offered.is_empty() {
        out.push(Action::Confirm);
    }
    out
}

/// Carries out a winter choice (never a refused one); once everyone has confirmed, the chosen
/// tiles are pooled, shuffled and laid out.
pub fn choose(state: &mut State, seat: Seat, action: &Action, events: &mut Vec<Event>) {
    let player = &mut state.players[seat];
    match action {
        Action::PutUp(tile) => {
            player.winter.retain(|t| t != tile);
            player.offered.push(*tile);
            player.offered.sort();
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
                state.unused.sort();
                pool.sort();
                state.rng.shuffle(&mut pool);
                lay_out(state, pool, events);
            }
        }
        _ => unreachable!("only listed decisions are carried out"),
    }
}

/// Flipper's decisions: upgrade one tile, or none.
pub fn flipper_steps(state: &State, seat: Seat) -> Vec<Action> {
    match state.phase {
        Phase::Flipper { seat: holder } if holder == seat => {
            let mut out: Vec<Action> = upgrade::free_upgrades(state, seat).into_iter().map(Action::Upgrade).collect();
            out.push(Action::Stop);
            out
        }
        _ => Vec::new(),
    }
}

/// Carries out Flipper's decision, then ends the game.
pub fn flip(state: &mut State, seat: Seat, action: &Action, events: &mut Vec<Event>) {
    if let Action::Upgrade(i) = action {
        let tile = &mut state.players[seat].village[usize::from(*i)];
        tile.upgraded = true;
        events.push(Event::Flipped { seat, tile: tile.name() });
    }
    end(state, events);
}

fn end(state: &mut State, events: &mut Vec<Event>) {
    state.phase = Phase::Over;
    events.push(Event::GameOver);
}
