//! Checks for the test harness: conservation of every component, and hidden variants (states a
//! seat cannot tell from the real one).

use super::data::{
    ARMS_PER_GUILD, Citizen, Craftsman, GOODS_PER_GUILD, Guest, Guild, MERCHANTS_MAX, PRESTIGE_ARMS, ROUNDS,
    START_TALER, citizens_for,
};
use super::state::{Cards, Phase, State};
use super::{Config, Nuernberg};
use crate::engine::harness::{Checked, Quick};
use crate::engine::{GameRng, Seat};
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

/// A random set of `size` cards among `guilds`.
fn random_cards(guilds: &[Guild], size: usize, rng: &mut GameRng) -> Cards {
    let mut pool = guilds.to_vec();
    rng.shuffle(&mut pool);
    Cards::from_guilds(&pool[..size])
}

/// A state `viewer` cannot tell from `state`: other players' Taler changed (against the bank),
/// their unrevealed cards redrawn (same number), the guest pile reshuffled and a citizen in it
/// swapped with one left unseen in the box. `None` if nothing hidden can change, as once the
/// game is over, when everything is turned face up.
pub fn hidden_variant(state: &State, viewer: Seat, rng: &mut GameRng) -> Option<State> {
    if state.phase == Phase::Over {
        return None; // everything is face up at the end
    }
    let mut v = state.clone();
    for seat in Seat::all(v.players()).filter(|&s| s != viewer) {
        let old = v.players[seat].taler;
        let new = rng.below(2 * old + 10);
        v.players[seat].taler = new;
        v.bank_paid += i64::from(new) - i64::from(old);
    }
    let guilds = v.guilds();
    match &mut v.phase {
        Phase::Planning { plans } => {
            for (_, plan) in plans.iter_mut().filter(|(s, _)| *s != viewer) {
                if let Some(k) = plan.filter(|k| !k.is_empty()) {
                    *plan = Some(random_cards(guilds, k.len(), rng));
                }
            }
        }
        Phase::Action { cards, guild, .. } => {
            let later: Vec<Guild> = guilds.iter().copied().filter(|g| g > guild).collect();
            for (_, k) in cards.iter_mut().filter(|(s, _)| *s != viewer) {
                let current = Cards::from_guilds(&[*guild]).0 & k.0;
                let hidden = Cards(k.0 & !current);
                *k = Cards(current | random_cards(&later, hidden.len(), rng).0);
            }
        }
        Phase::Over => unreachable!("nothing is hidden at the end"),
    }
    rng.shuffle(&mut v.guests);
    let in_pile: Vec<usize> = (0..v.guests.len()).filter(|&i| matches!(v.guests[i], Guest::Citizen(_))).collect();
    if !in_pile.is_empty() && !v.unused.is_empty() {
        let i = in_pile[rng.index(in_pile.len())];
        let j = rng.index(v.unused.len());
        if let Guest::Citizen(b) = v.guests[i] {
            v.guests[i] = Guest::Citizen(std::mem::replace(&mut v.unused[j], b));
        }
    }
    (v != *state).then_some(v)
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

    fn hidden_variant(state: &State, seat: Seat, rng: &mut GameRng) -> Option<State> {
        hidden_variant(state, seat, rng)
    }
}
