//! End of Season (skipped after autumn of year 2): 1 adjust market prices, 2 remove season
//! markers, 3 pay or remove workers in turn order, 4 new player order by fewest workers with
//! the favour track (or, with 2 players, a swap) breaking ties.

use super::data::Good;
use super::events::Event;
use super::market::move_to_favour_bottom;
use super::refusal::Refusal;
use super::state::{Action, Phase, State};
use crate::engine::sort;
use crate::engine::{Events, Seat};

/// The last season: autumn of year 2.
pub const LAST_SEASON: u8 = 7;

/// Starts End of Season after Market Day, or ends the game after the last one.
pub fn begin(state: &mut State, events: &mut Events<Event>) {
    if state.season == LAST_SEASON {
        state.phase = Phase::Over;
        events.push(Event::GameOver);
        return;
    }
    adjust_prices(state, events);
    if (1..=3).contains(&state.season) {
        let season = usize::from(state.season) - 1;
        state.revealed[season] = true;
        let (circle, square) = state.markers[1][season];
        events.push(Event::MarkersRevealed { season: state.season + 4, circle, square });
    }
    state.phase = Phase::Wages { turn: 0 };
}

/// Action 1: a row with the 1 covered loses 2, a row priced 1 or 2 loses 1 (top row first).
pub fn adjust_prices(state: &mut State, events: &mut Events<Event>) {
    let mut removed = [0u8; 6];
    for good in Good::ALL {
        let count = state.market[good.index()];
        let take = match count {
            6.. => 2,
            4 | 5 => 1,
            _ => 0,
        };
        state.market[good.index()] -= take;
        state.supply[good.index()] += take;
        removed[good.index()] = take;
    }
    events.push(Event::PricesAdjusted { removed });
}

/// Candidate actions while paying workers.
pub fn candidates(state: &State, seat: Seat) -> Vec<Action> {
    let mut out: Vec<Action> =
        state.workers.iter().filter(|w| w.seat == seat).map(|w| Action::Dismiss(w.field)).collect();
    out.push(Action::PayWages);
    out
}

/// Whether a wage action is allowed.
pub fn check(state: &State, seat: Seat, action: &Action) -> Result<(), Refusal> {
    match *action {
        Action::Dismiss(field) if state.workers.iter().any(|w| w.seat == seat && w.field == field) => Ok(()),
        Action::Dismiss(_) => Err(Refusal::NoSuchWorker),
        Action::PayWages => {
            let (need, have) = (state.prices().wages(seat), state.players[seat].gold);
            if need > have { Err(Refusal::NotEnoughGold { need, have }) } else { Ok(()) }
        }
        _ => Err(Refusal::NotNow),
    }
}

/// Carries out a checked wage action.
pub fn apply(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
    let Phase::Wages { turn } = state.phase else { unreachable!("wages") };
    if let Action::Dismiss(field) = *action {
        let i = state.workers.iter().position(|w| w.seat == seat && w.field == field).expect("checked");
        let worker = state.workers.remove(i);
        if worker.key {
            state.players[seat].key_idle = true;
        } else {
            state.players[seat].idle += 1;
        }
        events.push(Event::Dismissed { seat, field });
        return;
    }
    let gold = state.prices().wages(seat);
    super::pay_in(state, seat, gold);
    events.push(Event::WagesPaid { seat, gold });
    if usize::from(turn) + 1 < state.order.len() {
        state.phase = Phase::Wages { turn: turn + 1 };
    } else {
        new_order(state, events);
        state.season += 1;
        events.push(Event::SeasonBegins { season: state.season });
        super::farming::begin(state);
    }
}

/// Action 4: fewest workers first; ties go to the higher on the favour track, who then drops
/// to its bottom (the last of a tie stays); with 2 players a tie swaps the two.
pub fn new_order(state: &mut State, events: &mut Events<Event>) {
    let mut seats: Vec<(u32, Seat)> = state.order.iter().map(|&s| (state.prices().on_boards(s), s)).collect();
    sort::sort_by_key(&mut seats, |&(n, _)| n);
    let mut order = Vec::new();
    for group in seats.chunk_by(|a, b| a.0 == b.0) {
        let mut group: Vec<Seat> = group.iter().map(|&(_, s)| s).collect();
        if state.favour.is_empty() {
            group.reverse();
        }
        while group.len() > 1 {
            let best = if state.favour.is_empty() {
                0
            } else {
                let rank = |s: &Seat| state.favour.iter().position(|f| f == s);
                (0..group.len()).min_by_key(|&i| rank(&group[i])).expect("non-empty group")
            };
            let seat = group.remove(best);
            move_to_favour_bottom(state, seat);
            order.push(seat);
        }
        order.extend(group);
    }
    state.order = order;
    events.push_with(|| Event::NewOrder { order: state.order.clone() });
}
