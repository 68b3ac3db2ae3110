//! Checks for the test harness: conservation of every component. Its hidden variants are the
//! bots' samples of a seat's view (`engine::harness::hidden_variant`).

use super::data::{
    ARMS_PER_GUILD, Citizen, Craftsman, GOODS_PER_GUILD, Guest, Guild, MERCHANTS_MAX, PRESTIGE_ARMS, ROUNDS,
    START_TALER, citizens_for,
};
use super::state::{Phase, State};
use super::{Config, Nuernberg};
use crate::engine::Seat;
use crate::engine::harness::{Checked, Quick};
use std::collections::HashMap;

/// Conservation: Taler (players plus the bank's net payments), goods, craftsmen, citizens,
/// merchants, coats of arms and prestige arms are all accounted for; turn order holds every
/// seat once; the workshops hold one window per round still to play.
pub fn conservation(state: &State) -> Result<(), String> {
    let n = state.players();
    let taler: i64 = state.players.values().iter().map(|p| i64::from(p.taler)).sum();
    if taler != i64::from(START_TALER) * n as i64 + state.bank_paid {
        return Err(format!("players hold {taler} Taler, the bank paid out {} net", state.bank_paid));
    }
    for &g in &Guild::ALL {
        let in_play = state.guilds().contains(&g);
        let storage: u32 = state.houses.iter().map(|h| u32::from(h.storage.of(g))).sum();
        let hand: u32 = state.players.values().iter().map(|p| u32::from(p.tableau.goods.of(g))).sum();
        let hausierer =
            state.players.values().iter().flat_map(|p| &p.tableau.hausierer).filter(|(_, w)| *w == g).count();
        let total = storage + hand + hausierer as u32;
        if total != if in_play { u32::from(GOODS_PER_GUILD) } else { 0 } {
            return Err(format!("{total} goods of {g:?}"));
        }
    }
    let mut tiles: HashMap<Guest, usize> = HashMap::new();
    let mut citizens_in_play = 0;
    let mut count = |g: Guest| {
        citizens_in_play += usize::from(matches!(g, Guest::Citizen(_)));
        *tiles.entry(g).or_default() += 1;
    };
    for house in &state.houses {
        house.workshop.iter().flatten().for_each(|&h| count(Guest::Craftsman(h)));
        house.rooms.iter().flatten().for_each(|&g| count(g));
        house.buergermeister.iter().for_each(|&b| count(Guest::Citizen(b)));
    }
    for p in state.players.values() {
        p.tableau.craftsmen.iter().for_each(|&h| count(Guest::Craftsman(h)));
        p.tableau.citizens.iter().for_each(|&b| count(Guest::Citizen(b)));
        p.tableau.hausierer.iter().for_each(|&(b, _)| count(Guest::Citizen(b)));
    }
    state.guests.iter().chain(&state.in_box).for_each(|&g| count(g));
    if let Phase::Action { step: Some((_, step)), .. } = state.phase
        && let Some(b) = step.citizen()
    {
        count(Guest::Citizen(b));
    }
    state.unused.iter().for_each(|&b| count(Guest::Citizen(b)));
    let citizens_in_play = citizens_in_play - state.unused.len();
    let expected: Vec<Guest> = state
        .guilds()
        .iter()
        .flat_map(|&g| Craftsman::of(g).map(Guest::Craftsman))
        .chain(Citizen::all().map(Guest::Citizen))
        .collect();
    let wrong: Vec<(&Guest, usize)> =
        expected.iter().map(|g| (g, tiles.get(g).copied().unwrap_or(0))).filter(|&(_, n)| n != 1).collect();
    if !wrong.is_empty() || tiles.len() != expected.len() {
        return Err(format!(
            "tiles missing or doubled (tile, count): {wrong:?}; {} kinds for {}",
            tiles.len(),
            expected.len()
        ));
    }
    if citizens_in_play != citizens_for(n) {
        return Err(format!("{citizens_in_play} citizens in play"));
    }
    for (seat, p) in state.players.iter() {
        let roof: u8 = state.houses.iter().map(|h| h.roof[seat]).sum();
        if p.tableau.merchants + roof + p.tableau.supply != MERCHANTS_MAX {
            return Err(format!(
                "{seat:?} has {} + {roof} on roofs + {} in the supply",
                p.tableau.merchants, p.tableau.supply
            ));
        }
    }
    for house in &state.houses {
        let owned: u8 = state.players.values().iter().map(|p| p.tableau.arms[house.guild.index()]).sum();
        if house.arms + owned != ARMS_PER_GUILD {
            return Err(format!("{:?} arms: {} on the house, {owned} owned", house.guild, house.arms));
        }
    }
    let over = state.phase == Phase::Over;
    let prestige: u8 = state.players.values().iter().map(|p| p.tableau.prestige_arms).sum();
    if prestige + state.prestige_supply + state.prestige_lost + u8::from(!over) != PRESTIGE_ARMS {
        return Err(format!("prestige arms: {prestige} owned, {} in the supply", state.prestige_supply));
    }
    let mut order = state.order.clone();
    order.sort();
    if order != Seat::all(n).collect::<Vec<_>>() {
        return Err(format!("turn order {:?}", state.order));
    }
    let windows = if over { 0 } else { usize::from(ROUNDS - state.round + 1) };
    if state.houses.iter().any(|h| h.workshop.len() != windows) {
        return Err(format!("round {} with workshops of the wrong size", state.round));
    }
    Ok(())
}

/// Every player count.
impl Checked for Nuernberg {
    const MAX_STEPS: usize = 5_000;
    const QUICK: Quick = Quick { games: 25, fully_checked_every: 1 };

    fn tables() -> Vec<Config> {
        (2..=5).map(Config::new).collect()
    }

    fn conservation(state: &State) -> Result<(), String> {
        conservation(state)
    }
}
