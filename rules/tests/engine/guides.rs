//! The guided first games (`games::guide`): every guide plays through with each suggestion legal
//! where it is offered and each step's position fitting its words (the steps' own checks), in
//! at most 40 steps, with words in both languages, and its record replays to the same position.
//! And the walk itself reports a guide that no longer fits, rather than playing on.

use keydom_rules::engine::{Game, Played};
use keydom_rules::games::guide::{Guide, GuideError, Step};
use keydom_rules::games::key_market::data::Good;
use keydom_rules::games::key_market::state::Phase;
use keydom_rules::games::key_market::{Action, KeyMarket, guide as km};
use keydom_rules::text::Lang;

/// What every guide must hold, whatever its game.
fn plays_through<G: Game>(guide: &Guide<G>) -> keydom_rules::games::guide::Walked<G> {
    let walked = guide.walk().unwrap_or_else(|e| panic!("the guide breaks: {e:?}"));
    assert!(guide.steps.len() <= 40, "{} steps", guide.steps.len());
    assert!(guide.steps[0].intro.is_some(), "the first step introduces the game");
    assert_eq!(walked.stops.len(), guide.steps.len());
    for (i, (step, stop)) in guide.steps.iter().zip(&walked.stops).enumerate() {
        assert!(G::legal_actions(&stop.state, guide.learner).contains(&stop.suggested), "step {i}");
        for lang in [Lang::De, Lang::En] {
            let (intro, say) = step.words(lang);
            assert!(!say.trim().is_empty() && intro.is_none_or(|t| !t.trim().is_empty()), "step {i}");
        }
    }
    assert_ne!(G::to_act(&walked.end), keydom_rules::engine::ToAct::Over, "free play goes on after the guide");
    let replayed = Played::<G>::out(guide.start(), walked.record.clone()).expect("the record replays");
    assert_eq!(replayed.positions.last(), Some(&walked.end));
    walked
}

#[test]
fn key_markets_guide_plays_through_winter_and_spring() {
    let walked = plays_through(&km::GUIDE);
    let me = km::GUIDE.learner;
    // It ends where the summer's Farming begins, the learner with a guild member.
    assert!(matches!(walked.end.phase, Phase::Farming(_)));
    assert_eq!(walked.end.season, 2);
    assert!(
        walked.end.guilds.iter().flat_map(|g| g.rows.iter().flatten()).any(|s| s.member.is_some_and(|m| m.seat == me))
    );
    // The learner sold a pair, took gold and sponsored an apprentice.
    let kinds: Vec<&Action> = walked.stops.iter().map(|s| &s.suggested).collect();
    assert!(kinds.iter().any(|a| matches!(a, Action::Sell { count: 2, .. })));
    assert!(kinds.contains(&&Action::TakeGold));
    assert!(kinds.iter().any(|a| matches!(a, Action::Sponsor { .. })));
}

/// Key Market's guide with its steps replaced.
fn km_guide(steps: &'static [Step<KeyMarket>]) -> Guide<KeyMarket> {
    Guide { steps, ..km::GUIDE }
}

#[test]
fn a_guide_that_no_longer_fits_is_reported_at_its_step() {
    const NO_FIT: [Step<KeyMarket>; 1] =
        [Step { intro: None, say: ("Bezahle mit Luxus.", "Pay with a luxury."), pick: |_, _| None }];
    assert_eq!(km_guide(&NO_FIT).walk().err(), Some(GuideError::NoFit(0)));

    const REFUSED: [Step<KeyMarket>; 1] = [Step {
        intro: None,
        say: ("Verkaufe.", "Sell."),
        pick: |_, _| Some(Action::Sell { good: Good::Fish, count: 2 }),
    }];
    assert!(matches!(km_guide(&REFUSED).walk().err(), Some(GuideError::Refused(0, _))));
}

#[test]
fn nuernbergs_guide_plays_through_the_first_round() {
    use keydom_rules::games::nuernberg::{Action as NbAction, guide as nb};
    let walked = plays_through(&nb::GUIDE);
    let me = nb::GUIDE.learner;
    let before_round_two = walked.stops.iter().filter(|s| s.state.round == 1).count();
    assert_eq!(before_round_two, 6, "six decisions in the first round");
    // At the first round's end the learner was the favourite of all three guilds in play.
    let round_two = &walked.stops[6].state;
    assert_eq!(round_two.players[me].tableau.craftsmen.len(), 4, "three masters and the recruited Shoemaker");
    assert_eq!(round_two.players[me].tableau.arms.iter().sum::<u8>(), 3, "a coat of arms from each guild");
    assert!(matches!(walked.stops[8].suggested, NbAction::ToRoof(_)));
}

#[test]
fn keypers_guide_plays_through_spring() {
    use keydom_rules::games::keyper::data::{Good, Raw, Tile};
    use keydom_rules::games::keyper::{Plot, guide as kp};
    let walked = plays_through(&kp::GUIDE);
    let me = kp::GUIDE.learner;
    let end = &walked.end.players[me];
    // Followed on a matching frame: 3 logs; then 2 of them paid for the Cow shed, the last one
    // with the brick for the Pig sty; at the end 9 wheat (3 from the field, 6 from the Windmill).
    assert_eq!(walked.stops[1].state.players[me].goods.count(Good::Raw(Raw::Logs)), 3);
    assert_eq!(end.goods.count(Good::Raw(Raw::Logs)), 0);
    assert_eq!(end.goods.count(Good::Wheat), 9);
    let built = |plot| walked.end.players[me].plot(plot).as_ref().map(|b| b.tile);
    assert_eq!(built(Plot::Farm(0)), Some(Tile::Windmill));
    assert_eq!(built(Plot::Farm(1)), Some(Tile::CowShed));
    assert_eq!(built(Plot::Farm(2)), Some(Tile::PigSty));
    assert!(end.unbuilt.contains(&Tile::Builder), "taken from the display, not built");
    assert_eq!(walked.stops[16].state.boards[0].keyper, Some(me), "the keyper on the first board");
    // Spring ended: the learner refolded the first board and rests a grey keyple.
    assert_eq!(walked.end.season, keydom_rules::games::keyper::data::Season::Summer);
    assert_eq!(walked.end.boards[0].owner, Some(me));
    assert_eq!(end.keyp_tile.count(keydom_rules::games::keyper::data::Colour::Grey), 1);
}

#[test]
fn keyflowers_guide_plays_through_spring_and_summer() {
    use keydom_rules::games::keyflower::data::Season;
    use keydom_rules::games::keyflower::guide as kf;
    use keydom_rules::games::keyflower::village::road_neighbours;
    let walked = plays_through(&kf::GUIDE);
    let me = kf::GUIDE.learner;
    let village = &walked.end.players[me].village;
    assert_eq!(village.len(), 2, "the home tile and the Woodcutter");
    assert_eq!(walked.stops[0].state.offer.iter().filter(|o| o.tile.data().name == "Woodcutter").count(), 1);
    assert!(road_neighbours(village, 1, false).contains(&0), "its road meets the home tile's");
    // Summer: the contract traded for the saw that upgraded the Woodcutter; turn-order tile 1
    // made the learner autumn's start player, with the cabin of the boat it chose first.
    let summer = walked.stops.iter().position(|s| s.state.season == Season::Summer).expect("summer");
    assert_eq!(summer, 20, "spring takes twenty steps");
    assert!(village[1].upgraded && !village[0].upgraded);
    assert!(walked.end.players[me].contracts.is_empty());
    assert_eq!(walked.end.players[me].cabins, 1);
    assert_eq!(walked.end.start_player, me);
}
