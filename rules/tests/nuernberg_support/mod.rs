//! Helpers for Nürnberg tests: the library's position builders (`nuernberg::arrange`, shared with
//! the rulebook scenarios), checked moves, and short ways through a round.

#![allow(dead_code)] // each test file uses a different part of the helpers

use keydom_rules::engine::{Game, Seat};
#[allow(unused_imports)]
pub use keydom_rules::games::nuernberg::arrange::{Ort, buerger, finde, gib, hw, lege, neues_spiel, nimm, weg};
use keydom_rules::games::nuernberg::data::Gilde;
use keydom_rules::games::nuernberg::{Aktion, Event, Karten, Nuernberg, Phase, State, erhaltung};

/// Plays an action that must be legal, checking conservation after it.
pub fn spiele(state: &mut State, seat: Seat, aktion: Aktion) -> Vec<Event> {
    let legal = Nuernberg::legal_actions(state, seat);
    assert!(legal.contains(&aktion), "{seat:?} may not play {aktion:?}; legal: {legal:?}");
    let events = Nuernberg::apply(state, seat, &aktion).expect("a legal action applies");
    erhaltung(state).expect("every component accounted for");
    events
}

/// A fresh game where `seat` alone planned a card for `gilde` (everyone else passed), so it is
/// `seat`'s turn there; `vorbereiten` may change the position before the cards are played.
pub fn am_zug_bei(players: u8, seat: Seat, gilde: Gilde, vorbereiten: impl FnOnce(&mut State)) -> State {
    let mut state = neues_spiel(players, 21);
    vorbereiten(&mut state);
    for other in Seat::all(usize::from(players)) {
        let aktion = if other == seat { Aktion::Planen(Karten::from_gilden(&[gilde])) } else { Aktion::Passen };
        spiele(&mut state, other, aktion);
    }
    assert_eq!(Nuernberg::to_act(&state).seats(), [seat]);
    state
}

/// Everyone still to plan passes until the round is over; returns the events.
pub fn runde_beenden(state: &mut State) -> Vec<Event> {
    let runde = state.runde;
    let mut events = Vec::new();
    while state.runde == runde && state.phase != Phase::Ende {
        let seat = Nuernberg::to_act(state).seats()[0];
        let aktion = if Nuernberg::legal_actions(state, seat).contains(&Aktion::Passen) {
            Aktion::Passen
        } else {
            Aktion::NichtsTun
        };
        events.extend(spiele(state, seat, aktion));
    }
    events
}
