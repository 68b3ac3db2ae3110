//! Keyper's rulebook scenarios hold the text's numbers: the upgraded farmyard's 6 points, the
//! upgraded goldsmith's 18, drainage's 5 and 10, a follower refused by colour, and the last
//! lay-down round ending the spring. (That each one builds and fits its table is checked with
//! the other games' in scenarios.rs.)

use keydom_rules::engine::{Game, RuleError, ToAct};
use keydom_rules::games::keyper::data::{Colour, Good, Raw, Season};
use keydom_rules::games::keyper::scenarios::{self as kp, ANNA, BEN, CARA, CLAY_ON_3, TILES_ON_3};
use keydom_rules::games::keyper::{Action, Event, Keyper, Phase, Plot, Refusal, conservation};

const CLAY: Good = Good::Raw(Raw::Clay);

/// Anna's score sheet line (shipping, farm, village, fairs) in a scenario's shown position.
fn anna(scenario: &keydom_rules::games::scenario::Scenario<Keyper>) -> Vec<i32> {
    let played = scenario.play().unwrap();
    let shown = &played.positions[scenario.step];
    assert_eq!(Keyper::to_act(shown), ToAct::Over);
    conservation(shown).unwrap();
    Keyper::score(shown).points[ANNA].clone()
}

#[test]
fn the_farmyard_goldsmith_and_drainage_score_the_texts_numbers() {
    assert_eq!(anna(&kp::FARMYARD), [0, 6, 0, 0]);
    assert_eq!(anna(&kp::GOLDSMITH), [0, 0, 18, 0]);
    assert_eq!(anna(&kp::DRAINAGE), [0, 0, 5, 0]);
    let mut upgraded = (kp::DRAINAGE.start)();
    upgraded.players[ANNA].plot_mut(Plot::Village(5)).as_mut().unwrap().upgraded = true;
    assert_eq!(Keyper::score(&upgraded).points[ANNA], [0, 0, 10, 0]);
}

#[test]
fn a_follower_of_another_colour_is_refused() {
    let played = kp::REFUSED_COLOUR.play().unwrap();
    let shown = &played.positions[kp::REFUSED_COLOUR.step];
    assert_eq!(shown.phase, Phase::Invite { spot: kp::CLAY, asked: BEN });
    let brown = Action::Follow { colour: Colour::Brown };
    assert!(!Keyper::legal_actions(shown, BEN).contains(&brown));
    assert!(Keyper::legal_actions(shown, BEN).contains(&Action::Follow { colour: Colour::White }));
    let mut tried = shown.clone();
    assert_eq!(
        Keyper::apply(&mut tried, BEN, &brown).unwrap_err(),
        RuleError::Rule(Refusal::WrongColour { needed: Colour::Orange })
    );
    assert_eq!(&tried, shown, "a refused follower changes nothing");
    let (start, end) = (&played.positions[0], played.positions.last().unwrap());
    for seat in [ANNA, BEN] {
        let gained = end.players[seat].goods.count(CLAY) - start.players[seat].goods.count(CLAY);
        assert_eq!(gained, 3, "with a follower on a matching frame: 3 each");
    }
}

#[test]
fn the_last_keyple_gives_everyone_else_one_lay_down_turn() {
    let played = kp::LAST_ROUND.play().unwrap();
    assert!(played.events[0].contains(&Event::LastRound));
    let shown = &played.positions[kp::LAST_ROUND.step];
    assert_eq!(shown.final_round, Some(vec![BEN, CARA]));
    assert_eq!(
        Keyper::legal_actions(shown, BEN),
        [Action::LayDown { spot: TILES_ON_3, both: false }, Action::LayDown { spot: CLAY_ON_3, both: false }],
        "Ben's own board holds no standing keyple, so he may lay down anywhere"
    );
    assert_eq!(played.positions[2].players[BEN].goods.count(CLAY), 2, "orange on orange: 2 clay");
    assert_eq!(Keyper::legal_actions(&played.positions[2], CARA), [Action::LayDown { spot: TILES_ON_3, both: false }]);
    let end = played.positions.last().unwrap();
    assert_eq!(end.season, Season::Summer);
    assert!(matches!(end.phase, Phase::Refold(_)));
    assert_eq!(end.discards.len(), 7, "spring's last action: the display is not refilled");
    conservation(end).unwrap();
}
