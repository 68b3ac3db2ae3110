//! Hidden information: other players' Taler (unless a favourite tie shows them), other players'
//! unrevealed action cards and the guest pile never reach a seat's view.

use crate::support::*;
use keydom_rules::engine::harness::hidden_variant;
use keydom_rules::engine::{Game, GameRng, Seat};
use keydom_rules::games::nuernberg::data::Guild;
use keydom_rules::games::nuernberg::{Action, Cards, Nuernberg, State};

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C: Seat = Seat(2);

fn json(state: &State, viewer: Option<Seat>) -> String {
    serde_json::to_string(&Nuernberg::view(state, viewer)).unwrap()
}

#[test]
fn a_view_shows_only_the_viewers_own_taler() {
    let mut s = new_game(3, 4);
    s.players[B].taler = 987_654;
    assert!(json(&s, Some(B)).contains("987654"));
    for viewer in [Some(A), Some(C), None] {
        assert!(!json(&s, viewer).contains("987654"), "{viewer:?} sees B's money");
        let view = Nuernberg::view(&s, viewer);
        assert!(view.players.iter().all(|(seat, p)| p.taler.is_none() || Some(seat) == viewer));
    }
    assert_eq!(Nuernberg::view(&s, Some(A)).players[A].taler, Some(25));
}

#[test]
fn a_favourite_tie_reveals_the_tied_players_money_to_everyone() {
    // Everyone keeps one good of each guild and passes: every guild's favourite is a tie of all three.
    let mut s = new_game(3, 4);
    s.players[C].taler = 31;
    s.bank_paid += 6;
    finish_round(&mut s);
    let view = Nuernberg::view(&s, Some(A));
    assert_eq!(view.reveals.len(), 4);
    let shown = &view.reveals[0].taler;
    assert!(shown.contains(&(C, 31)) && shown.contains(&(B, 25)));
    assert_eq!(view.players[C].taler, None, "only the amounts shown then, not the current money");
}

#[test]
fn planned_cards_stay_hidden_until_their_guild_is_called() {
    let mut s = new_game(3, 4);
    let mut other = s.clone();
    play(&mut s, B, Action::Plan(Cards::from_guilds(&[Guild::Brauer, Guild::Drucker])));
    play(&mut other, B, Action::Plan(Cards::from_guilds(&[Guild::Baecker, Guild::Schuhmacher])));
    for viewer in [Some(A), Some(C), None] {
        assert_eq!(Nuernberg::view(&s, viewer), Nuernberg::view(&other, viewer));
    }
    assert_ne!(Nuernberg::view(&s, Some(B)), Nuernberg::view(&other, Some(B)));
    assert_eq!(Nuernberg::view(&s, Some(A)).players[B].hidden_cards, 2);

    // Once the Brauer are called, B's card there is face up; the Drucker card is still hidden.
    play(&mut s, A, Action::Pass);
    play(&mut s, C, Action::Pass);
    let view = Nuernberg::view(&s, Some(A));
    assert_eq!((view.players[B].shown_card, view.players[B].hidden_cards), (Some(Guild::Brauer), 1));
    assert_eq!(view.players[B].own_cards, None);
}

#[test]
fn hidden_variants_differ_but_look_the_same_to_the_seat() {
    let mut rng = GameRng::from_seed(3);
    for players in 2..=5 {
        let s = new_game(players, 9);
        for seat in Seat::all(usize::from(players)) {
            let v = hidden_variant::<Nuernberg>(&s, seat, &mut rng).expect("money and the pile can vary");
            assert_ne!(v, s);
            assert_eq!(Nuernberg::view(&v, Some(seat)), Nuernberg::view(&s, Some(seat)));
            assert_eq!(v.players[seat].taler, s.players[seat].taler);
            assert_eq!(v.guests.len(), s.guests.len());
            keydom_rules::games::nuernberg::conservation(&v).unwrap();
        }
    }
}

#[test]
fn all_money_is_shown_once_the_game_is_over() {
    let mut s = new_game(2, 4);
    while s.phase != keydom_rules::games::nuernberg::Phase::Over {
        finish_round(&mut s);
    }
    let view = Nuernberg::view(&s, Some(A));
    assert_eq!(view.players[B].taler, Some(s.players[B].taler));
    assert_eq!(Nuernberg::view(&s, None).players[A].taler, Some(s.players[A].taler));
}
