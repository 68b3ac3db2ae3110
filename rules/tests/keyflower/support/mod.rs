//! Helpers for Keyflower's rule tests: arranged positions and played decisions, with
//! conservation checked after every step.

pub mod allocation;

use keydom_rules::engine::{DataVersion, Game, RuleError, Seat};
use keydom_rules::games::keyflower::arrange;
use keydom_rules::games::keyflower::data::Colour;
use keydom_rules::games::keyflower::state::{Bids, Hex, State};
use keydom_rules::games::keyflower::{Action, Event, Keyflower, Refusal, conservation};

pub const P0: Seat = Seat(0);
pub const P1: Seat = Seat(1);
pub const P2: Seat = Seat(2);

pub use keydom_rules::games::keyflower::arrange::tile;

/// A game of `players` whose spring offer starts with `names` (in that order), with seat 0 to
/// act and each screen as given (blue, red, yellow, green).
pub fn arrange(players: u8, names: &[&str], screens: &[[u8; 4]]) -> State {
    let mut state = arrange::new_game(players);
    arrange::offer_first(&mut state, names);
    for (seat, workers) in screens.iter().enumerate() {
        arrange::screen(&mut state, Seat(seat as u8), *workers);
    }
    conservation(&state).unwrap();
    state
}

/// Plays `state` by the rules of data version 1 (a replay guard for records of that version).
pub fn version_1(mut state: State) -> State {
    state.config.data = DataVersion(1);
    state
}

pub fn play(state: &mut State, seat: Seat, action: Action) -> Vec<Event> {
    let events = Keyflower::apply(state, seat, &action).unwrap_or_else(|e| panic!("{action:?}: {e:?}"));
    conservation(state).unwrap();
    events
}

pub fn refused(state: &State, seat: Seat, action: Action) -> Refusal {
    let mut copy = state.clone();
    match Keyflower::apply(&mut copy, seat, &action) {
        Err(RuleError::Rule(r)) => {
            assert_eq!(&copy, state, "a refusal leaves the state as it was");
            r
        }
        other => panic!("{action:?} was not refused by the rules: {other:?}"),
    }
}

/// Plays a whole placement: begin, the workers one by one, confirm.
pub fn place(state: &mut State, seat: Seat, begin: Action, steps: &[Action]) -> Vec<Event> {
    play(state, seat, begin);
    for step in steps {
        play(state, seat, step.clone());
    }
    play(state, seat, Action::Confirm)
}

/// Each bidder's bid size, in the order they first bid.
pub fn bid_sizes(bids: &Bids) -> Vec<(Seat, u32)> {
    bids.by.iter().map(|(seat, w)| (*seat, w.total())).collect()
}

pub fn workers(colour: Colour, n: usize) -> Vec<Action> {
    vec![Action::Worker(colour); n]
}

pub const BLUE: Colour = Colour::Blue;
pub const RED: Colour = Colour::Red;

/// Puts `name` into seat 0's village at `at`, turned by `rotation`.
pub fn build_into_village(state: &mut State, name: &str, at: Hex, rotation: u8) {
    arrange::build(state, P0, name, at, rotation);
}
