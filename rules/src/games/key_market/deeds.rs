//! Paying for a guild deed (sponsor, promote, retire): the deed is chosen first, then paid with
//! one of the payments the player can afford, as a second action.

use super::data::Level;
use super::events::Event;
use super::guilds::{self, can_pay, has, no, payments};
use super::refusal::Refusal;
use super::state::{Action, Deed, Pending, State};
use crate::engine::{Events, Seat};

/// Gold that retires a worker with the Bankers' master.
pub const BANKERS_RETIRE: u32 = 9;

fn may_pay_gold(state: &State, seat: Seat, pending: &Pending) -> bool {
    matches!(pending.deed, Deed::Retire { .. })
        && has(state, seat, no::BANKERS, Level::Master)
        && state.players[seat].gold >= BANKERS_RETIRE
}

/// Whether the seat can pay for the deed at all (so that choosing it never leads to a dead end).
pub fn affordable(state: &State, seat: Seat, pending: &Pending) -> Result<(), Refusal> {
    let stock = &state.players[seat].goods;
    if may_pay_gold(state, seat, pending) || can_pay(pending.count, pending.any_mix, stock) {
        Ok(())
    } else {
        Err(Refusal::CannotPay { count: pending.count })
    }
}

/// The payments open for the pending deed.
pub fn candidates(state: &State, seat: Seat, pending: &Pending) -> Vec<Action> {
    let mut out: Vec<Action> =
        payments(pending.count, pending.any_mix, &state.players[seat].goods).into_iter().map(Action::Pay).collect();
    if may_pay_gold(state, seat, pending) {
        out.push(Action::PayGold);
    }
    out
}

/// Whether this payment settles the pending deed.
pub fn check(state: &State, seat: Seat, pending: &Pending, action: &Action) -> Result<(), Refusal> {
    match action {
        Action::Pay(goods)
            if guilds::payment_fits(goods, pending.count, pending.any_mix, &state.players[seat].goods) =>
        {
            Ok(())
        }
        Action::PayGold if may_pay_gold(state, seat, pending) => Ok(()),
        Action::Pay(_) | Action::PayGold => Err(Refusal::WrongPayment { count: pending.count }),
        _ => Err(Refusal::PayFirst),
    }
}

/// Pays and performs the pending deed.
pub fn apply(state: &mut State, seat: Seat, pending: Pending, action: &Action, events: &mut Events<Event>) {
    state.pending = None;
    match action {
        Action::Pay(goods) => {
            for (i, &n) in goods.iter().enumerate() {
                state.players[seat].goods[i] -= n;
                state.supply[i] += n;
            }
        }
        _ => super::pay_in(state, seat, BANKERS_RETIRE),
    }
    guilds::perform(state, seat, pending.deed);
    events.push(Event::Deed { seat, deed: pending.deed });
    if pending.market {
        super::market::guild_action_done(state, seat, pending.deed, events);
    }
}
