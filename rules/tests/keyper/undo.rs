//! Keyper's undo (choice 17 of the module doc): a step that reveals nothing may be taken back,
//! also when it invites another seat to follow; a step that draws from the bag into the display
//! or shows a hidden fair may not. Over seeded random games, whatever may be taken back looks
//! the same to the table whatever the hidden bag and fairs were.

use keydom_rules::engine::harness::{hidden_variant, random_step};
use keydom_rules::engine::{Game, GameRng, Seat};
use keydom_rules::games::keyper::data::{Colour, Field, Raw};
use keydom_rules::games::keyper::{Action, Keyper, Phase, Spot, State, arrange};

// Board 1's set-up face: clay at field 2, a country-tile field at 0.
const CLAY: Spot = Spot::Field { board: 0, field: 2 };
const TILES: Spot = Spot::Field { board: 0, field: 0 };

/// Plays `action` for `seat` and says whether it may be taken back.
fn step(state: &mut State, seat: u8, action: Action) -> bool {
    let before = state.clone();
    Keyper::apply(state, Seat(seat), &action).unwrap_or_else(|e| panic!("{action:?}: {e:?}"));
    Keyper::undoable(&before, state, Seat(seat))
}

#[test]
fn a_keyple_on_a_field_may_be_taken_back_also_while_another_seat_is_invited() {
    let mut state = arrange::table(2, 1, &[&[Colour::Orange], &[Colour::Orange]]);
    assert_eq!(state.field(CLAY), Some(Field::Raw(Raw::Clay)));
    let play = Action::PlayKeyple { colour: Colour::Orange, spot: CLAY, lay_existing: false };
    assert!(step(&mut state, 0, play), "nothing is revealed");
    assert_eq!(state.phase, Phase::Invite { spot: CLAY, asked: Seat(1) }, "seat 1 is asked to follow");
    assert!(step(&mut state, 1, Action::Follow { colour: Colour::Orange }), "following reveals nothing");
}

#[test]
fn a_pick_that_refills_the_display_from_the_bag_stands() {
    let mut state = arrange::table(2, 1, &[&[Colour::Brown], &[]]);
    assert_eq!(state.field(TILES), Some(Field::CountryTile));
    assert!(step(&mut state, 0, Action::PlayKeyple { colour: Colour::Brown, spot: TILES, lay_existing: false }));
    assert!(matches!(state.phase, Phase::Picks(_)));
    let bag = state.bag.len();
    assert!(!step(&mut state, 0, Action::Pick { index: 0 }), "the one pick ends the turn and refills the display");
    assert_eq!(state.bag.len(), bag - 1, "a tile came out of the bag");
    assert_eq!(state.phase, Phase::Turn);
}

/// Over random games for 2–4 players: an undoable step, played from a state whose bag and other
/// players' fairs were different, shows the table and the actor exactly the same result; and
/// every season's end (fairs shown, faces revealed) stands.
#[test]
fn what_may_be_taken_back_shows_nothing_hidden() {
    let (mut undoable, mut standing, mut season_ends) = (0, 0, 0);
    for players in 2..=4u8 {
        for seed in 0..4 {
            let mut state = Keyper::setup(&Keyper::configure(players, &()), seed).unwrap();
            let mut rng = GameRng::with_stream(seed, 16);
            loop {
                let before = state.clone();
                let Some((seat, action, _)) = random_step::<Keyper>(&mut state, &mut rng) else { break };
                if state.season != before.season || state.phase == Phase::Over {
                    season_ends += 1;
                    assert!(!Keyper::undoable(&before, &state, seat), "a season's end stands");
                }
                if !Keyper::undoable(&before, &state, seat) {
                    standing += 1;
                    continue;
                }
                undoable += 1;
                let Some(mut other) = hidden_variant::<Keyper>(&before, seat, &mut rng) else { continue };
                Keyper::apply(&mut other, seat, &action).unwrap();
                for viewer in [None, Some(seat)] {
                    assert_eq!(
                        Keyper::view(&other, viewer),
                        Keyper::view(&state, viewer),
                        "{players} players, seed {seed}: {action:?} revealed hidden information"
                    );
                }
            }
        }
    }
    assert!(undoable > 10 * standing, "most steps may be taken back: {undoable} against {standing}");
    assert!(season_ends >= 48, "every season's end was seen: {season_ends}");
}
