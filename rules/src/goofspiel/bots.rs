//! Goofspiel's bot glue (test-only, like the game): a state sampled from one seat's view, and
//! the evaluation. Used by the bots' tests (`tests/bots/goofspiel.rs`) and `examples/tournament.rs`.
//!
//! Determinizing: the viewer's hand and bid are its own; another seat's hand is every card it
//! has not played (its plays are public), and if it has committed, its bid is one of those,
//! drawn at random. The face-down prizes are those neither on the table nor won, shuffled.
//! Evaluation: the points won so far, plus the pot on the table shared among the seats.

use super::{Config, Goofspiel, State, View};
use crate::bots::{BotGame, Budgets};
use crate::engine::{GameRng, PerSeat, Seat};

impl BotGame for Goofspiel {
    const HORIZON: usize = 4;
    const EVAL_SCALE: f64 = 4.0;
    const BUDGETS: Budgets = Budgets { standard: 32, strong: 4000 };

    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
        let all: Vec<u8> = (1..=view.cards).collect();
        let n = view.seats.len();
        let mut bids = PerSeat::filled(n, None);
        let hands = view.seats.map(|s, sv| {
            if s == seat {
                bids[s] = view.my_bid;
                return view.hand.clone().expect("a seat sees its own hand");
            }
            let mut hand: Vec<u8> = all.iter().copied().filter(|c| !sv.played.contains(c)).collect();
            if sv.committed {
                bids[s] = Some(hand.remove(rng.index(hand.len())));
            }
            hand
        });
        let won: Vec<u8> = view.seats.values().iter().flat_map(|sv| sv.won.iter().flatten().copied()).collect();
        let mut deck: Vec<u8> = all.iter().copied().filter(|c| !view.pot.contains(c) && !won.contains(c)).collect();
        rng.shuffle(&mut deck);
        let seed = u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32());
        State {
            config: Config { players: n as u8, cards: view.cards },
            rng: GameRng::from_seed(seed),
            hands,
            bids,
            played: view.seats.map(|_, sv| sv.played.clone()),
            deck,
            pot: view.pot.clone(),
            won: view.seats.map(|_, sv| sv.won.clone()),
        }
    }

    fn evaluate(state: &State) -> Vec<f64> {
        let n = state.won.len() as f64;
        let pot: f64 = state.pot.iter().map(|&c| f64::from(c)).sum();
        state
            .won
            .values()
            .iter()
            .map(|pots| pots.iter().flatten().map(|&c| f64::from(c)).sum::<f64>() + pot / n)
            .collect()
    }
}
