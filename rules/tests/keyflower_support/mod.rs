//! Helpers for Keyflower's rule tests: arranged positions and played decisions, with
//! conservation checked after every step.

#![allow(dead_code)]

use keydom_rules::engine::{Game, RuleError, Seat};
use keydom_rules::games::keyflower::data::{Colour, Tile};
use keydom_rules::games::keyflower::state::{Building, Hex, Phase, Placed, Resources, State, Used};
use keydom_rules::games::keyflower::{Action, Config, Event, Keyflower, Refusal, conservation};

pub const P0: Seat = Seat(0);
pub const P1: Seat = Seat(1);
pub const P2: Seat = Seat(2);

pub fn tile(name: &str) -> Tile {
    Tile::all().find(|t| t.data().name == name).unwrap_or_else(|| panic!("no tile {name}"))
}

/// A game of `players` whose spring offer starts with `names` (in that order), with seat 0 to
/// act and each screen as given (blue, red, yellow, green), the difference going to or from the
/// bag and the green supply.
pub fn arrange(players: u8, names: &[&str], screens: &[[u8; 4]]) -> State {
    let mut state = Keyflower::setup(&Config::new(players), 1).unwrap();
    for (i, name) in names.iter().enumerate() {
        let wanted = tile(name);
        if let Some(j) = state.offer.iter().position(|o| o.tile == wanted) {
            let t = state.offer[i].tile;
            state.offer[j].tile = t;
        } else {
            let j = state.unused.iter().position(|&t| t == wanted).unwrap();
            state.unused[j] = state.offer[i].tile;
            state.unused.sort();
        }
        state.offer[i].tile = wanted;
    }
    for (seat, screen) in screens.iter().enumerate() {
        let held = &mut state.players[Seat(seat as u8)].screen;
        for c in Colour::ALL {
            let (have, want) = (held.of(c), screen[c as usize]);
            held.0[c as usize] = want;
            if c == Colour::Green {
                state.green_supply = state.green_supply + have - want;
            } else {
                state.bag.0[c as usize] = state.bag.0[c as usize] + have - want;
            }
        }
    }
    state.start_player = P0;
    state.phase = Phase::Turns { turn: P0, passes: 0, pending: None };
    conservation(&state).unwrap();
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

pub fn workers(colour: Colour, n: usize) -> Vec<Action> {
    vec![Action::Worker(colour); n]
}

pub const BLUE: Colour = Colour::Blue;
pub const RED: Colour = Colour::Red;

/// Puts `name` into seat 0's village at `at`, turned by `rotation`, taken from wherever it is
/// (the tiles not in play or the offer).
pub fn build_into_village(state: &mut State, name: &str, at: Hex, rotation: u8) {
    let t = tile(name);
    state.unused.retain(|&u| u != t);
    state.offer.retain(|o| o.tile != t);
    state.players[P0].village.push(Placed {
        building: Building::Tile(t),
        upgraded: false,
        resources: Resources::default(),
        used: Used::default(),
        at,
        rotation,
    });
}
