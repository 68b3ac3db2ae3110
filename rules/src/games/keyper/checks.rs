//! For the tests and the harness: conservation of every piece (goods and animals between the
//! supply and the players, keyples between keyp areas, keyp tiles, boards and buildings, and
//! landscape tiles, fairs and estate tiles wherever they lie). Its hidden variants are the bots'
//! samples of a seat's view (`engine::harness::hidden_variant`).

use super::data::{FAIRS, KEYPLES_IN_BOX, Origin, START_TEAM, TILES, in_box};
use super::state::{Building, Landscape, State, Supply};
use super::{Config, Keyper};
use crate::engine::Game;
use crate::engine::harness::{Checked, Quick};

/// Checks that nothing was made or lost; says what first fails.
pub fn conservation(state: &State) -> Result<(), String> {
    goods(state)?;
    keyples(state)?;
    tiles(state)
}

fn goods(state: &State) -> Result<(), String> {
    for good in Supply::kinds() {
        let held: u32 = state.players.values().iter().map(|p| u32::from(p.goods.count(good))).sum();
        let total = held + u32::from(state.supply.count(good));
        if total != u32::from(in_box(good)) {
            return Err(format!("{good:?}: {total} in play, {} in the box", in_box(good)));
        }
    }
    Ok(())
}

fn buildings(state: &State) -> impl Iterator<Item = &Building> {
    state.players.values().iter().flat_map(|p| p.farm.iter().chain(p.village.iter()).flatten())
}

fn keyples(state: &State) -> Result<(), String> {
    let mut by_colour = [0usize; 7];
    for p in state.players.values() {
        for (i, n) in p.keyp_area.0.iter().zip(&p.keyp_tile.0).map(|(a, b)| a + b).enumerate() {
            by_colour[i] += usize::from(n);
        }
    }
    let placed = state.boards.iter().flat_map(|b| b.keyples()).chain(buildings(state).flat_map(|b| &b.keyples));
    placed.for_each(|k| by_colour[k.colour as usize] += 1);
    let n = state.players.len();
    let expected = START_TEAM.iter().map(|&k| usize::from(k)).sum::<usize>() * n + if n == 2 { 2 } else { 0 };
    let total: usize = by_colour.iter().sum();
    if total != expected {
        return Err(format!("{total} keyples in play, {expected} dealt"));
    }
    match by_colour.iter().zip(KEYPLES_IN_BOX).position(|(&have, max)| have > usize::from(max)) {
        Some(i) => Err(format!("more keyples of colour {i} than the box holds")),
        None => Ok(()),
    }
}

fn tiles(state: &State) -> Result<(), String> {
    let mut seen = vec![0usize; TILES.len()];
    let mut fairs = vec![0usize; FAIRS.len()];
    let piles = [&state.bag, &state.display, &state.set_aside, &state.discards];
    for tile in piles.into_iter().flatten() {
        match tile {
            Landscape::Building(t) => seen[*t as usize] += 1,
            Landscape::Fair(f) => fairs[usize::from(*f)] += 1,
        }
    }
    for p in state.players.values() {
        p.unbuilt.iter().for_each(|t| seen[*t as usize] += 1);
        p.winter_fairs.iter().for_each(|f| fairs[usize::from(*f)] += 1);
        p.held.iter().for_each(|(f, _, _)| fairs[usize::from(*f)] += 1);
        p.fairs.iter().flatten().for_each(|f| fairs[usize::from(*f)] += 1);
    }
    for b in buildings(state) {
        seen[b.tile as usize] += 1;
        if let Some(t) = b.covered {
            seen[t as usize] += 1;
        }
    }
    let n = state.players.len();
    for (d, &count) in TILES.iter().zip(&seen) {
        let expected = if d.origin == Origin::Estate { n } else { 1 };
        if count != expected {
            return Err(format!("{}: {count} in play, {expected} expected", d.name.1));
        }
    }
    // Winter fairs are never lost before the game's end; a dealt fair is at most once anywhere.
    match fairs.iter().enumerate().find(|&(i, &c)| c > 1 || (FAIRS[i].back.is_some() && c != 1)) {
        Some((i, c)) => Err(format!("fair {}: {c} copies", i + 1)),
        None => Ok(()),
    }
}

/// Every player count.
impl Checked for Keyper {
    const MAX_STEPS: usize = 3_000;
    const QUICK: Quick = Quick { games: 3, fully_checked_every: 1 };

    fn tables() -> Vec<Config> {
        (2..=4).map(|players| Keyper::configure(players, &())).collect()
    }

    fn conservation(state: &State) -> Result<(), String> {
        conservation(state)
    }
}
