//! Keyper's turns against the rulebook's tables and examples: what a keyple earns alone, with a
//! follower, with an existing keyple laid down and in a lay-down turn; the invitation order and
//! the colour rules with white keyples; limited supplies; landscape picks; the last lay-down
//! round and the display that is not refilled after the season's last action; resting keyples
//! and the keyp tile; the tie-break chain.

use keydom_rules::engine::{Game, RuleError, Seat, ToAct};
use keydom_rules::games::keyper::data::{Animal, Colour, Field, Good, Raw};
use keydom_rules::games::keyper::scenarios::LAST_ROUND;
use keydom_rules::games::keyper::{Action, Event, Keyper, Phase, Placed, Refusal, Spot, State, arrange, conservation};

// Board 1's set-up face: clay at field 2 (orange frame), the pig field at 10 (light green),
// wheat at 12 (light green), a country-tile field at 0 (no frame).
const PIGS: Spot = Spot::Field { board: 0, field: 10 };
const CLAY: Spot = Spot::Field { board: 0, field: 2 };
const TILES: Spot = Spot::Field { board: 0, field: 0 };
const PIG: Good = Good::Animal(Animal::Pig);

/// A table of `players` where seat 0 is active, every keyper is still home and each keyp area
/// holds exactly `teams[seat]`; the rest of each team rests on the keyp tile (out of play until
/// the keyper is played), so every keyple stays accounted for.
fn table(players: u8, teams: &[&[Colour]]) -> State {
    let mut state = arrange::table(players, 1, teams);
    assert_eq!(state.field(PIGS), Some(Field::Animal(Animal::Pig)));
    assert_eq!(state.field(CLAY), Some(Field::Raw(Raw::Clay)));
    assert_eq!(state.field(TILES), Some(Field::CountryTile));
    state.start = Seat(0);
    state
}

fn play(state: &mut State, seat: Seat, action: Action) -> Vec<Event> {
    Keyper::apply(state, seat, &action).unwrap_or_else(|e| panic!("{action:?} refused: {e:?}"))
}

fn keyple(colour: Colour, spot: Spot) -> Action {
    Action::PlayKeyple { colour, spot, lay_existing: false }
}

fn pigs(state: &State, seat: u8) -> u8 {
    state.players[Seat(seat)].goods.count(PIG)
}

#[test]
fn a_keyple_alone_earns_one_and_two_on_its_own_colour() {
    use Colour::*;
    let mut state = table(2, &[&[Brown, LightGreen], &[Grey]]);
    play(&mut state, Seat(0), keyple(Brown, PIGS));
    assert_eq!(pigs(&state, 0), 1, "a brown keyple on the light green pig field: 1 pig");
    state.active = Seat(0);
    play(&mut state, Seat(0), keyple(LightGreen, Spot::Field { board: 0, field: 12 }));
    assert_eq!(state.players[Seat(0)].goods.count(Good::Wheat), 2, "a light green keyple on its colour: 2");
}

#[test]
fn a_follower_gives_both_players_two_or_three() {
    use Colour::*;
    // The rulebook's example: A plays a brown keyple on the light green pig field; B follows.
    let mut state = table(3, &[&[Brown], &[Brown], &[]]);
    play(&mut state, Seat(0), keyple(Brown, PIGS));
    assert_eq!(Keyper::to_act(&state), ToAct::Seats([Seat(1)].into()), "B, to A's left, is invited");
    play(&mut state, Seat(1), Action::Follow { colour: Brown });
    assert_eq!((pigs(&state, 0), pigs(&state, 1)), (2, 2));
    // Matching colours: three each.
    let mut state = table(3, &[&[LightGreen], &[LightGreen], &[]]);
    play(&mut state, Seat(0), keyple(LightGreen, PIGS));
    play(&mut state, Seat(1), Action::Follow { colour: LightGreen });
    assert_eq!((pigs(&state, 0), pigs(&state, 1)), (3, 3));
    conservation(&state).unwrap();
}

#[test]
fn invitations_go_clockwise_from_the_active_players_left() {
    use Colour::*;
    let mut state = table(4, &[&[], &[Orange], &[Orange], &[White]]);
    state.active = Seat(2);
    play(&mut state, Seat(2), keyple(Orange, CLAY));
    let mut asked = Vec::new();
    while let Phase::Invite { asked: seat, .. } = state.phase {
        asked.push(seat);
        play(&mut state, seat, Action::Decline);
    }
    assert_eq!(asked, [Seat(3), Seat(0), Seat(1)].into_iter().filter(|&s| s != Seat(0)).collect::<Vec<_>>());
    assert_eq!(state.players[Seat(2)].goods.count(Good::Raw(Raw::Clay)), 2);
}

#[test]
fn a_follower_refused_by_colour_and_the_white_keyples() {
    use Colour::*;
    // A brown lead on the pig field: a light green follower is refused, a white one may come
    // and works as brown (the first keyple's colour, not the field's): 2 each.
    let mut state = table(2, &[&[Brown], &[LightGreen, White]]);
    play(&mut state, Seat(0), keyple(Brown, PIGS));
    assert_eq!(Keyper::legal_actions(&state, Seat(1)), [Action::Follow { colour: White }, Action::Decline]);
    let refused = Keyper::apply(&mut state.clone(), Seat(1), &Action::Follow { colour: LightGreen });
    assert_eq!(refused, Err(RuleError::Rule(Refusal::WrongColour { needed: Brown })));
    play(&mut state, Seat(1), Action::Follow { colour: White });
    assert_eq!((pigs(&state, 0), pigs(&state, 1)), (2, 2));

    // A white lead on the light green field takes its colour: a light green follower may come,
    // and both work with the craft: 3 each.
    let mut state = table(2, &[&[White], &[LightGreen]]);
    play(&mut state, Seat(0), keyple(White, PIGS));
    play(&mut state, Seat(1), Action::Follow { colour: LightGreen });
    assert_eq!((pigs(&state, 0), pigs(&state, 1)), (3, 3));

    // A white lead on a field without a frame: only a white follower.
    let mut state = table(2, &[&[White], &[LightGreen, White]]);
    play(&mut state, Seat(0), keyple(White, TILES));
    assert_eq!(Keyper::legal_actions(&state, Seat(1)), [Action::Follow { colour: White }, Action::Decline]);
}

#[test]
fn an_existing_keyple_laid_down_works_a_second_time() {
    use Colour::*;
    // The table "Vorhandener Keyple": laid down 2 (3 on its colour), else 1 (2).
    for (existing, lay, expected) in
        [(Brown, true, 2), (Brown, false, 1), (LightGreen, true, 3), (LightGreen, false, 2)]
    {
        let mut state = table(2, &[&[existing], &[]]);
        state.boards[0].fields[10].push(Placed { colour: existing, down: false });
        play(&mut state, Seat(0), Action::PlayKeyple { colour: existing, spot: PIGS, lay_existing: lay });
        assert_eq!(pigs(&state, 0), expected, "{existing:?}, laid down: {lay}");
        assert_eq!(state.boards[0].fields[10][0].down, lay);
    }
    // A keyple already laid down cannot work a third time: the newcomer works as if alone.
    let mut state = table(2, &[&[LightGreen], &[]]);
    state.boards[0].fields[10].push(Placed { colour: LightGreen, down: true });
    assert!(!Keyper::legal_actions(&state, Seat(0)).contains(&Action::PlayKeyple {
        colour: LightGreen,
        spot: PIGS,
        lay_existing: true
    }));
    play(&mut state, Seat(0), keyple(LightGreen, PIGS));
    assert_eq!(pigs(&state, 0), 2);
}

/// Seat 0 with its keyper on board 1 and nothing left to play, while seat 1 still has a keyple.
fn lay_down_table(on_pigs: &[Placed]) -> State {
    let mut state = table(2, &[&[], &[Colour::Grey]]);
    state.players[Seat(0)].keyper_home = false;
    state.boards[0].keyper = Some(Seat(0));
    state.boards[0].fields[10] = on_pigs.to_vec();
    state
}

#[test]
fn lay_down_turns_earn_by_the_rulebook_table() {
    let green = Placed { colour: Colour::LightGreen, down: false };
    // "Gelb lays a light green keyple down on a light green field and gains two pigs."
    let mut state = lay_down_table(&[green]);
    play(&mut state, Seat(0), Action::LayDown { spot: PIGS, both: false });
    assert_eq!(pigs(&state, 0), 2);
    // "A lays both light green keyples down and gains 3 pigs."
    let mut state = lay_down_table(&[green, green]);
    play(&mut state, Seat(0), Action::LayDown { spot: PIGS, both: true });
    assert_eq!(pigs(&state, 0), 3);
    assert!(state.boards[0].fields[10].iter().all(|k| k.down));
    // One of two laid down, on a field of another colour: 1.
    let brown = Placed { colour: Colour::Brown, down: false };
    let mut state = lay_down_table(&[brown, brown]);
    play(&mut state, Seat(0), Action::LayDown { spot: PIGS, both: false });
    assert_eq!(pigs(&state, 0), 1);
}

#[test]
fn lay_downs_come_first_from_ones_own_board_and_never_before_the_keyper() {
    let green = Placed { colour: Colour::LightGreen, down: false };
    let mut state = lay_down_table(&[green]);
    state.boards[1].fields[0].push(green);
    assert_eq!(Keyper::legal_actions(&state, Seat(0)), [Action::LayDown { spot: PIGS, both: false }]);
    let elsewhere = Action::LayDown { spot: Spot::Field { board: 1, field: 0 }, both: false };
    assert_eq!(
        Keyper::apply(&mut state.clone(), Seat(0), &elsewhere),
        Err(RuleError::Rule(Refusal::LayDownNotAllowed))
    );
    // Once the own board is all laid down, other boards may be used.
    state.boards[0].fields[10][0].down = true;
    assert_eq!(Keyper::legal_actions(&state, Seat(0)), [elsewhere]);
    // With the keyper still home, no lay-down: the keyper must be played.
    state.players[Seat(0)].keyper_home = true;
    state.boards[0].keyper = None;
    assert!(Keyper::legal_actions(&state, Seat(0)).iter().all(|a| matches!(a, Action::PlayKeyper { .. })));
}

#[test]
fn a_short_supply_is_taken_in_turn_starting_with_the_active_player() {
    use Colour::*;
    let mut state = table(2, &[&[LightGreen], &[LightGreen]]);
    let extra = state.supply.count(PIG) - 3;
    state.supply.take(PIG, extra);
    state.players[Seat(1)].goods.add(PIG, extra);
    play(&mut state, Seat(0), keyple(LightGreen, PIGS));
    let events = play(&mut state, Seat(1), Action::Follow { colour: LightGreen });
    assert_eq!((pigs(&state, 0), pigs(&state, 1) - extra), (2, 1), "A, B, A; B's third is lost");
    assert!(events.contains(&Event::Gained { seat: Seat(1), good: PIG, count: 1, short: 2 }));
    conservation(&state).unwrap();
}

#[test]
fn with_a_follower_landscape_tiles_are_picked_first_and_fourth_by_the_active_player() {
    use Colour::*;
    let mut state = table(2, &[&[Orange], &[Orange]]);
    play(&mut state, Seat(0), keyple(Orange, TILES));
    play(&mut state, Seat(1), Action::Follow { colour: Orange });
    let mut order = Vec::new();
    while let Phase::Picks(queue) = &state.phase {
        let seat = queue[0];
        order.push(seat);
        play(&mut state, seat, Action::Pick { index: 0 });
    }
    assert_eq!(order, [Seat(0), Seat(1), Seat(1), Seat(0)]);
    assert_eq!(state.display.len(), 8, "the display is refilled to 8");
    assert_eq!(state.players[Seat(0)].unbuilt.len(), 12 + 2);
    conservation(&state).unwrap();
}

#[test]
fn the_last_lay_down_round_and_no_refill_after_the_seasons_last_action() {
    // The scenario's last round (its numbers in scenarios.rs), played up to Cara's pick.
    let played = LAST_ROUND.play().unwrap();
    let mut state = played.positions[played.moves.len() - 1].clone();
    let mut state2 = state.clone();
    play(&mut state, Seat(2), Action::Pick { index: 0 });
    assert_eq!(state, *played.positions.last().unwrap());
    play(&mut state2, Seat(2), Action::SkipPick);
    assert_eq!(state2.discards.len(), 8, "no tile taken: all 8 are discarded");
    // Seat 0 played last from its keyp area: it starts the new season.
    for seat in 0..3 {
        play(&mut state, Seat(seat), Action::Refold { option: 1 });
    }
    // Seat 2 took back its 8 keyples and, with its board, the orange one seat 0 played there:
    // 9, so one rests.
    assert_eq!(state.phase, Phase::Rest(Seat(2)));
    assert_eq!(state.players[Seat(2)].keyp_area.total(), 9);
    play(&mut state, Seat(2), Action::Rest { colour: Colour::Brown });
    assert_eq!(state.players[Seat(2)].keyp_tile.count(Colour::Brown), 1);
    assert_eq!((state.phase.clone(), state.active), (Phase::Turn, Seat(0)));
    // When seat 2 plays its keyper, the resting brown keyple is laid down for a raw material.
    state.active = Seat(2);
    play(&mut state, Seat(2), Action::PlayKeyper { board: 1 });
    let clay = Good::Raw(Raw::Clay);
    assert!(
        Keyper::legal_actions(&state, Seat(2)).contains(&Action::KeypGood { colour: Colour::Brown, good: Some(clay) })
    );
    assert!(
        !Keyper::legal_actions(&state, Seat(2))
            .contains(&Action::KeypGood { colour: Colour::Brown, good: Some(Good::Wheat) })
    );
    play(&mut state, Seat(2), Action::KeypGood { colour: Colour::Brown, good: Some(clay) });
    assert_eq!(state.players[Seat(2)].goods.count(clay), 1);
    assert_eq!(state.phase, Phase::Turn);
    conservation(&state).unwrap();
    conservation(&state2).unwrap();
    assert!(state2.boards.iter().all(|b| b.owner.is_some() && b.keyper.is_none()), "every board claimed");
}
