//! Positions set up directly, as the rulebook's worked examples describe them: a game played
//! through the API to its first Farming, a fixed table of boards, workers put on fields, and
//! short ways through a phase. The scenarios ([`super::scenarios`]) and the tests build their
//! positions with these. Every function expects a position where its step is legal and panics
//! otherwise: a scenario that breaks is a bug the tests catch.

use super::data::{Good, LARGE_SIDES};
use super::state::Worker;
use super::{Action, Config, Event, KeyMarket, Land, Phase, State};
use crate::engine::{Game, Seat, ToAct};

/// A game of `players` set up through the API (first legal choice everywhere) up to the first Farming.
pub fn started(players: u8, seed: u64) -> State {
    let mut state = KeyMarket::setup(&Config::new(players, true), seed).expect("a valid set-up");
    while !matches!(state.phase, Phase::Farming(_)) {
        let seat = KeyMarket::to_act(&state).first().expect("not over during set-up");
        let action = KeyMarket::legal_actions(&state, seat)[0].clone();
        play(&mut state, seat, action);
    }
    state
}

/// Replaces the boards with sides 1A at (0,0), 2A at (3,0), 3A at (0,3), 4A at (3,3) (as many as
/// there are players) and sends every worker on the boards home.
///
/// Field numbers: board 1A is 0..9 row by row (`Aav / F*w / fsW`), 2A is 9..18 (`waf / V*F / vSs`),
/// 3A is 18..27 (`fFF / w*a / sWv`), 4A is 27..36 (`sWa / S*A / wfv`).
pub fn fixed_land(state: &mut State) {
    let mut land = Land::default();
    let spots = [(0, 0), (3, 0), (0, 3), (3, 3)];
    for (i, &(x, y)) in spots.iter().enumerate().take(state.order.len()) {
        land.place(Some((i as u8, 0)), &LARGE_SIDES[i * 2], x, y, 0);
    }
    state.land = land;
    for worker in std::mem::take(&mut state.workers) {
        state.players[worker.seat].idle += 1;
    }
}

/// Puts a worker of `seat` straight onto a field (from its unemployed workers).
pub fn put(state: &mut State, seat: Seat, field: u8) {
    state.players[seat].idle -= 1;
    state.workers.push(Worker { seat, field, key: false });
}

/// Plays an action that must be accepted.
pub fn play(state: &mut State, seat: Seat, action: Action) -> Vec<Event> {
    KeyMarket::apply(state, seat, &action).unwrap_or_else(|e| panic!("{seat:?} {action:?}: {e}"))
}

/// The seat to act (exactly one).
pub fn actor(state: &State) -> Seat {
    match KeyMarket::to_act(state) {
        ToAct::Seats(seats) if seats.len() == 1 => seats.first().expect("one seat"),
        other => panic!("expected one seat to act, got {other:?}"),
    }
}

/// Ends Farming for everyone; Market Day's secret choice begins.
pub fn end_farming(state: &mut State) {
    while let Phase::Farming(_) = state.phase {
        let seat = actor(state);
        play(state, seat, Action::EndFarming);
    }
}

/// Brings these goods of each seat to market (seats absent bring their first good) and reveals.
pub fn bring(state: &mut State, goods: &[(Seat, Vec<Good>)]) {
    for seat in state.order.clone() {
        if let Phase::Bring { ready } = &state.phase
            && ready[seat]
        {
            continue;
        }
        let mine = goods.iter().find(|(s, _)| *s == seat).map(|(_, g)| g.clone());
        let mine = mine.unwrap_or_else(|| {
            vec![Good::ALL.into_iter().find(|g| state.players[seat].goods[g.index()] > 0).expect("has goods")]
        });
        for good in mine {
            play(state, seat, Action::Bring(good));
        }
        play(state, seat, Action::Ready);
    }
}

/// Market Day of a game of `players` where the first player holds `goods` and brings `brought`;
/// every other player brings one good. Returns the state (the first player to act) and that seat.
pub fn market_for(players: u8, seed: u64, goods: [u8; 6], brought: Vec<Good>) -> (State, Seat) {
    let mut state = started(players, seed);
    let first = state.order[0];
    state.players[first].goods = goods;
    end_farming(&mut state);
    bring(&mut state, &[(first, brought)]);
    (state, first)
}

/// The plain move of the first seat to act, with that seat: end Farming; bring one good, then
/// be ready; on Market Day sell one item, else take gold, else pass.
pub fn plain_move(state: &State) -> (Seat, Action) {
    let seat = KeyMarket::to_act(state).seats().nth(0);
    let legal = KeyMarket::legal_actions(state, seat);
    let brought = state.players[seat].at_market.iter().any(|&g| g > 0);
    let plain = |a: &&Action| match a {
        Action::EndFarming | Action::Sell { count: 1, .. } => true,
        Action::Ready => brought,
        Action::Bring(_) => !brought,
        _ => false,
    };
    let action = legal
        .iter()
        .find(plain)
        .or_else(|| legal.iter().find(|a| **a == Action::TakeGold))
        .or_else(|| legal.iter().find(|a| **a == Action::Pass))
        .cloned()
        .unwrap_or_else(|| panic!("no plain move among {legal:?}"));
    (seat, action)
}

/// Sets a market row to `count` goods, keeping the supply balanced.
pub fn set_row(state: &mut State, good: Good, count: u8) {
    let i = good.index();
    state.supply[i] = state.supply[i] + state.market[i] - count;
    state.market[i] = count;
}
