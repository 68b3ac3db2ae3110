//! After winter's building, before the final scoring: Keyflower II's holder puts 3 gold on the
//! home tile; Flipper's holder may upgrade one tile for free (choice 21), or Flipper II's holder
//! build one extension for free on an upgraded tile without one, in any colour (the seed: the
//! workers need not match at the end); then the game is over.

use super::Action;
use super::data::{FLIPPER, FLIPPER_II, KEYFLOWER_II, Resource};
use super::events::Event;
use super::extend;
use super::produce::give;
use super::state::{Building, Phase, Resources, State};
use super::upgrade;
use crate::engine::{Events, Seat};

/// Who holds boat `id` in their village.
fn holder(state: &State, id: u8) -> Option<Seat> {
    state
        .players
        .iter()
        .find_map(|(seat, p)| p.village.iter().any(|t| t.building == Building::Boat(id)).then_some(seat))
}

/// Keyflower II's gold, then Flipper's or Flipper II's decision if there is one to make.
pub fn begin(state: &mut State, events: &mut Events<Event>) {
    if let Some(seat) = holder(state, KEYFLOWER_II) {
        let mut gold = Resources::default();
        gold.add(Resource::Gold, 3);
        give(state, seat, 0, gold, events);
    }
    match (holder(state, FLIPPER), holder(state, FLIPPER_II)) {
        (Some(seat), _) if !upgrade::free_upgrades(state, seat).is_empty() => {
            state.phase = Phase::Flipper { seat, tile: None };
        }
        (_, Some(seat)) if !extend::tiles(state, seat, true).is_empty() => {
            state.phase = Phase::Flipper { seat, tile: None };
        }
        _ => end(state, events),
    }
}

/// The decisions of Flipper's holder (upgrade one tile, or none) or Flipper II's (which tile,
/// then which extension, or none).
pub fn steps(state: &State, seat: Seat) -> Vec<Action> {
    let Phase::Flipper { tile, .. } = state.phase else { return Vec::new() };
    let mut out: Vec<Action> = match tile {
        Some(i) => extend::choices(state, seat, i, true).into_iter().map(Action::Extension).collect(),
        None if holder(state, FLIPPER) == Some(seat) => {
            upgrade::free_upgrades(state, seat).into_iter().map(Action::Upgrade).collect()
        }
        None => extend::tiles(state, seat, true).into_iter().map(Action::Extend).collect(),
    };
    out.push(Action::Stop);
    out
}

/// Carries out a decision of Flipper's or Flipper II's holder; the game ends after it.
pub fn decide(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
    match *action {
        Action::Upgrade(i) => {
            let tile = &mut state.players[seat].village[usize::from(i)];
            tile.upgraded = true;
            events.push(Event::Flipped { seat, tile: tile.building });
        }
        Action::Extend(i) => {
            state.phase = Phase::Flipper { seat, tile: Some(i) };
            return;
        }
        Action::Extension(id) => {
            let Phase::Flipper { tile: Some(i), .. } = state.phase else { unreachable!("a tile is chosen first") };
            extend::build(state, seat, (i, id, 0), true, events);
        }
        _ => {}
    }
    end(state, events);
}

fn end(state: &mut State, events: &mut Events<Event>) {
    state.phase = Phase::Over;
    events.push(Event::GameOver);
}
