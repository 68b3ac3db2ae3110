//! Helpers for Nürnberg tests: the library's position builders (`nuernberg::arrange`, shared with
//! the rulebook scenarios), checked moves, and short ways through a round.

use keydom_rules::engine::{Game, Seat};
pub use keydom_rules::games::nuernberg::arrange::{Spot, citizen, craftsman, give, new_game, put, take, to_storage};
use keydom_rules::games::nuernberg::data::Guild;
use keydom_rules::games::nuernberg::{Action, Cards, Event, Nuernberg, Phase, State, conservation};

/// Plays an action that must be legal, checking conservation after it.
pub fn play(state: &mut State, seat: Seat, action: Action) -> Vec<Event> {
    let legal = Nuernberg::legal_actions(state, seat);
    assert!(legal.contains(&action), "{seat:?} may not play {action:?}; legal: {legal:?}");
    let events = Nuernberg::apply(state, seat, &action).expect("a legal action applies");
    conservation(state).expect("every component accounted for");
    events
}

/// A fresh game where `seat` alone planned a card for `guild` (everyone else passed), so it is
/// `seat`'s turn there; `prepare` may change the position before the cards are played.
pub fn turn_at(players: u8, seat: Seat, guild: Guild, prepare: impl FnOnce(&mut State)) -> State {
    let mut state = new_game(players, 21);
    prepare(&mut state);
    for other in Seat::all(usize::from(players)) {
        let action = if other == seat { Action::Plan(Cards::from_guilds(&[guild])) } else { Action::Pass };
        play(&mut state, other, action);
    }
    assert_eq!(Nuernberg::to_act(&state).seats(), [seat].into());
    state
}

/// Everyone still to plan passes until the round is over; returns the events.
pub fn finish_round(state: &mut State) -> Vec<Event> {
    let round = state.round;
    let mut events = Vec::new();
    while state.round == round && state.phase != Phase::Over {
        let seat = Nuernberg::to_act(state).seats().nth(0);
        let action = if Nuernberg::legal_actions(state, seat).contains(&Action::Pass) {
            Action::Pass
        } else {
            Action::DoNothing
        };
        events.extend(play(state, seat, action));
    }
    events
}
