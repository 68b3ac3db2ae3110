//! Checks for the harness: conservation of goods, luxuries, gold and workers, and hidden
//! variants (states a seat cannot tell from the real one).

use super::data::{Good, RESERVE_GOLD, WORKERS, goods_per_type};
use super::state::{Phase, State};
use super::view::open_screen;
use super::{Config, KeyMarket};
use crate::engine::harness::{Checked, Quick};
use crate::engine::{GameRng, Seat};

/// Every good of each type is in the supply, on the market board, behind a screen or brought to
/// market; gold in the reserve and with the players adds up to the starting reserve; every
/// player's 10 workers are somewhere.
pub fn conservation(state: &State) -> Result<(), String> {
    let n = state.order.len();
    for good in Good::ALL {
        let i = good.index();
        let held: u32 = state.players.values().iter().map(|p| u32::from(p.goods[i]) + u32::from(p.at_market[i])).sum();
        let total = held + u32::from(state.supply[i]) + u32::from(state.market[i]);
        if total != u32::from(goods_per_type(n)) {
            return Err(format!("{good:?}: {total} in play, expected {}", goods_per_type(n)));
        }
    }
    let gold: u32 = state.reserve + state.players.values().iter().map(|p| p.gold).sum::<u32>();
    if gold != RESERVE_GOLD {
        return Err(format!("gold adds up to {gold}, expected {RESERVE_GOLD}"));
    }
    for (seat, p) in state.players.iter() {
        let on_boards = state.workers.iter().filter(|w| w.seat == seat).count();
        let in_guilds = state
            .guilds
            .iter()
            .flat_map(|t| t.rows.iter().flatten())
            .filter(|s| s.member.is_some_and(|m| m.seat == seat))
            .count();
        let markers = 1 + usize::from(n >= 3);
        let all =
            usize::from(p.idle) + usize::from(p.key_idle) + usize::from(p.retired) + on_boards + in_guilds + markers;
        if all != usize::from(WORKERS) {
            return Err(format!("{seat:?} has {all} workers"));
        }
    }
    Ok(())
}

/// A state `viewer` cannot tell apart from `state`: another player's gold moved to or from the
/// reserve, a good moved between two other players' screens, another player's secret choice
/// changed, unrevealed year-2 markers or undrawn boards reordered. `None` if nothing can vary.
pub fn hidden_variant(state: &State, viewer: Seat, rng: &mut GameRng) -> Option<State> {
    let mut v = state.clone();
    let others: Vec<Seat> = state.order.iter().copied().filter(|&s| s != viewer && !open_screen(state, s)).collect();
    if let Some(&other) = others.get(rng.index(others.len().max(1))).filter(|_| !others.is_empty()) {
        if v.players[other].gold > 0 && rng.below(2) == 0 {
            v.players[other].gold -= 1;
            v.reserve += 1;
        } else {
            v.players[other].gold += 1;
            v.reserve -= 1;
        }
        // A farm-house payment already chosen in secret must stay payable.
        let owed = |v: &State, s: Seat, good: Good| match &v.phase {
            Phase::FarmHouse { paid } => {
                paid[s].map_or(0, |other| u8::from(good == other || good == v.players[s].farm))
            }
            _ => 0,
        };
        if let [a, b, ..] = others[..]
            && let Some(good) = Good::ALL.into_iter().find(|&g| v.players[a].goods[g.index()] > owed(&v, a, g))
        {
            v.players[a].goods[good.index()] -= 1;
            v.players[b].goods[good.index()] += 1;
        }
        match &mut v.phase {
            Phase::FarmHouse { paid } => {
                if let Some(choice) = paid[other] {
                    let p = &v.players[other];
                    let alt =
                        Good::RESOURCES.into_iter().find(|&g| g != p.farm && g != choice && p.goods[g.index()] > 0);
                    paid[other] = alt.or(Some(choice));
                }
            }
            Phase::Bring { .. } => {
                let p = &mut v.players[other];
                if let Some(good) = Good::ALL.into_iter().find(|g| p.at_market[g.index()] > 0)
                    && p.at_market.iter().sum::<u8>() > 1
                {
                    p.at_market[good.index()] -= 1;
                    p.goods[good.index()] += 1;
                }
            }
            _ => {}
        }
    }
    let hidden: Vec<usize> = (0..3).filter(|&s| !state.revealed[s]).collect();
    if let [a, b, ..] = hidden[..] {
        let (year2, _) = v.markers.split_at_mut(2);
        year2[1].swap(a, b);
    }
    // The boards not yet handed out, and the sides they will show, are unseen.
    if let Some(next) = v.deck.last_mut() {
        next.1 = 1 - next.1;
    }
    (v != *state).then_some(v)
}

/// Every player count, and four players with the first-game guilds.
impl Checked for KeyMarket {
    const MAX_STEPS: usize = 10_000;
    const QUICK: Quick = Quick { games: 6, fully_checked_every: 1 };

    fn tables() -> Vec<Config> {
        vec![Config::new(2, false), Config::new(3, false), Config::new(4, false), Config::new(4, true)]
    }

    fn conservation(state: &State) -> Result<(), String> {
        conservation(state)
    }

    fn hidden_variant(state: &State, seat: Seat, rng: &mut GameRng) -> Option<State> {
        hidden_variant(state, seat, rng)
    }
}
