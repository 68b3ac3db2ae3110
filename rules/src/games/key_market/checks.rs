//! Checks for the harness: conservation of goods, luxuries, gold and workers. Its hidden
//! variants are the bots' samples of a seat's view (`engine::harness::hidden_variant`).

use super::data::{Good, RESERVE_GOLD, WORKERS, goods_per_type};
use super::state::State;
use super::{Config, KeyMarket};
use crate::engine::harness::{Checked, Quick};

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
}
