//! The summer and autumn tiles' inputs and "any" upgrade costs, on tiles standing in a village
//! (the engine does not lay out summer's tiles yet, so they are arranged there).

use crate::support::*;
use keydom_rules::engine::{DataVersion, Game, ToAct};
use keydom_rules::games::keyflower::arrange;
use keydom_rules::games::keyflower::data::{Resource, Skill};
use keydom_rules::games::keyflower::state::{Hex, Resources, Site, Skills, Spot};
use keydom_rules::games::keyflower::{Action, Event, Keyflower, Refusal};

const ABOVE: Hex = Hex { q: 0, r: -1 };

#[test]
fn the_tavern_takes_a_worker_of_any_colour_into_the_bag_for_two_drawn() {
    let mut state = arrange(2, &[], &[[2, 1, 0, 0], [1, 0, 0, 0]]);
    build_into_village(&mut state, "Tavern", ABOVE, 0);
    let bag = state.bag.total();
    place(&mut state, P0, Action::Use(Site::Village(P0, 1)), &workers(BLUE, 1));
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::PayWorker(BLUE), Action::PayWorker(RED)]);
    let events = play(&mut state, P0, Action::PayWorker(RED));
    let drawn = events.iter().position(|e| *e == Event::FromBag { seat: P0, count: 2 }).expect("two drawn");
    assert_eq!(events.last(), Some(&Event::IntoBag { seat: P0, colour: RED }), "after the draw: {drawn}");
    assert_eq!(state.players[P0].screen.total(), 3, "3 − 1 placed − 1 paid + 2 drawn");
    assert_eq!(state.bag.total(), bag - 1);
}

/// Every worker of the bag but one blue behind seat 1's screen.
fn one_blue_left_in_the_bag(state: &mut keydom_rules::games::keyflower::state::State) {
    let (bag, held) = (state.bag.0, state.players[P1].screen.0);
    let screen = [held[0] + bag[0] - 1, held[1] + bag[1], held[2] + bag[2], held[3]];
    arrange::screen(state, P1, screen);
    assert_eq!(state.bag.0, [1, 0, 0, 0]);
}

/// "After the workers have been drawn, the discarded worker is placed in the bag. The discarded
/// worker cannot be used to make up any shortfall of workers in the bag." (Tavern; data version
/// 1 put it in first, choice 15.)
#[test]
fn the_taverns_discarded_worker_cannot_make_up_a_short_bag() {
    let run = |version: u32| {
        let mut state = arrange(2, &[], &[[2, 1, 0, 0], [1, 0, 0, 0]]);
        state.config.data = DataVersion(version);
        build_into_village(&mut state, "Tavern", ABOVE, 0);
        one_blue_left_in_the_bag(&mut state);
        place(&mut state, P0, Action::Use(Site::Village(P0, 1)), &workers(BLUE, 1));
        let events = play(&mut state, P0, Action::PayWorker(RED));
        let drawn = events.iter().find_map(|e| match e {
            Event::FromBag { count, .. } => Some(*count),
            _ => None,
        });
        (drawn, state.bag.0, state.players[P0].screen.0)
    };
    // Only the blue is drawn; the red goes into the bag afterwards.
    assert_eq!(run(2), (Some(1), [0, 1, 0, 0], [2, 0, 0, 0]));
    assert_eq!(run(1), (Some(2), [0, 0, 0, 0], [2, 1, 0, 0]), "version 1 drew the red again");
}

#[test]
fn a_single_worker_cannot_both_use_the_tavern_and_pay_for_it() {
    let mut state = arrange(2, &[], &[[1, 0, 0, 0], [2, 0, 0, 0]]);
    build_into_village(&mut state, "Tavern", ABOVE, 0);
    assert_eq!(refused(&state, P0, Action::Use(Site::Village(P0, 1))), Refusal::CannotComplete);
    play(&mut state, P0, Action::Pass);
    place(&mut state, P1, Action::Use(Site::Village(P0, 1)), &workers(BLUE, 1));
    assert_eq!(Keyflower::legal_actions(&state, P1), [Action::PayWorker(BLUE)]);
}

#[test]
fn the_mason_spends_a_pick_axe_for_three_stone_on_itself() {
    let mut state = arrange(2, &[], &[[1, 0, 0, 0], [1, 0, 0, 0]]);
    build_into_village(&mut state, "Mason", ABOVE, 0);
    assert_eq!(refused(&state, P0, Action::Use(Site::Village(P0, 1))), Refusal::NeedsSkill(Some(Skill::Pick)));
    arrange::skill_to(&mut state, P0, Skill::Pick);
    let events = place(&mut state, P0, Action::Use(Site::Village(P0, 1)), &workers(BLUE, 1));
    assert!(events.contains(&Event::SkillBack { seat: P0, skill: Skill::Pick }));
    assert_eq!(state.players[P0].village[1].resources, Resources([0, 3, 0, 0]));
    assert_eq!(state.players[P0].skills.total(), 0);
}

#[test]
fn the_hiring_fair_returns_a_chosen_skill_for_two_drawn() {
    let mut state = arrange(2, &[], &[[1, 0, 0, 0], [1, 0, 0, 0]]);
    build_into_village(&mut state, "Hiring Fair", ABOVE, 0);
    for k in [Skill::Saw, Skill::Anvil] {
        arrange::skill_to(&mut state, P0, k);
    }
    place(&mut state, P0, Action::Use(Site::Village(P0, 1)), &workers(BLUE, 1));
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::PaySkill(Skill::Saw), Action::PaySkill(Skill::Anvil)]);
    let events = play(&mut state, P0, Action::PaySkill(Skill::Anvil));
    assert!(events.contains(&Event::FromSkills { seat: P0, count: 2 }));
    assert_eq!(state.players[P0].skills.total(), 3);
    assert_eq!(Keyflower::to_act(&state), ToAct::Seats([P1].into()));
}

/// "The player then takes two … skill tiles at random from the pile of face down skill tiles
/// and places these tiles behind their screen. The skill tile they played is then mixed in with
/// the remaining skill tiles in the pile." (Hiring fair; data version 1 returned it first,
/// choice 15.)
#[test]
fn the_hiring_fairs_played_skill_goes_back_after_the_draw() {
    let run = |version: u32| {
        let mut state = arrange(2, &[], &[[1, 0, 0, 0], [1, 0, 0, 0]]);
        state.config.data = DataVersion(version);
        build_into_village(&mut state, "Hiring Fair", ABOVE, 0);
        for k in [Skill::Saw, Skill::Anvil] {
            arrange::skill_to(&mut state, P0, k);
        }
        // All the pile but one pick axe behind seat 1's screen.
        for k in Skill::ALL {
            let keep = u8::from(k == Skill::Pick);
            while state.skill_supply.of(k) > keep {
                arrange::skill_to(&mut state, P1, k);
            }
        }
        place(&mut state, P0, Action::Use(Site::Village(P0, 1)), &workers(BLUE, 1));
        let events = play(&mut state, P0, Action::PaySkill(Skill::Anvil));
        assert_eq!(events.last() == Some(&Event::SkillBack { seat: P0, skill: Skill::Anvil }), version >= 2);
        (state.players[P0].skills.0, state.skill_supply.0)
    };
    // Only the pick axe can be drawn; the anvil joins the pile afterwards.
    assert_eq!(run(2), ([1, 1, 0], [0, 0, 1]));
    assert_eq!(run(1), ([1, 1, 1], [0, 0, 0]), "version 1 drew the played anvil again");
}

#[test]
fn any_resources_of_an_upgrade_cost_are_chosen_one_by_one() {
    let mut state = arrange(2, &[], &[[1, 0, 0, 0], [1, 0, 0, 0]]);
    build_into_village(&mut state, "Workshop", ABOVE, 0);
    for r in [Resource::Wood, Resource::Stone, Resource::Gold] {
        arrange::resources_onto(&mut state, P0, 1, r, 1);
    }
    // The home tile's upgrade icon upgrades the Workshop (any two resources on it).
    place(&mut state, P0, Action::Use(Site::Village(P0, 0)), &workers(BLUE, 1));
    let legal = Keyflower::legal_actions(&state, P0);
    assert!(legal.contains(&Action::Upgrade(1)), "{legal:?}");
    play(&mut state, P0, Action::Upgrade(1));
    let pay = [Resource::Wood, Resource::Stone, Resource::Gold].map(Action::PayResource);
    assert_eq!(Keyflower::legal_actions(&state, P0), pay);
    assert_eq!(refused(&state, P0, Action::PayResource(Resource::Iron)), Refusal::NotAtHand);
    play(&mut state, P0, Action::PayResource(Resource::Gold));
    let events = play(&mut state, P0, Action::PayResource(Resource::Wood));
    let paid = Resources([1, 0, 0, 1]);
    assert!(
        matches!(&events[..], [Event::Upgraded { seat: P0, resources, skills, .. }] if *resources == paid && *skills == Skills::default())
    );
    assert!(state.players[P0].village[1].upgraded);
    assert_eq!(state.players[P0].village[1].resources, Resources([0, 1, 0, 0]), "the stone stays");
    assert_eq!(Keyflower::score(&state).points[P0][1], 3, "the fixed VP row");
}

/// Seat 0 bids 1 red on the first season tile and seat 1 outbids it with 2 red, so seat 0 holds
/// an outbid group of one red worker there; the Fair stands in seat 0's village. Data `version`.
fn outbid_red_beside_a_fair(version: u32, p0: [u8; 4]) -> keydom_rules::games::keyflower::state::State {
    let mut screen = p0;
    screen[1] += 1;
    let mut state = arrange(2, &[], &[screen, [0, 2, 0, 0]]);
    state.config.data = DataVersion(version);
    build_into_village(&mut state, "Fair", ABOVE, 0);
    place(&mut state, P0, Action::Bid(Spot::Offer(0)), &workers(RED, 1));
    place(&mut state, P1, Action::Bid(Spot::Offer(0)), &workers(RED, 2));
    assert_eq!(state.outbid_groups(P0).len(), 1);
    state
}

/// The Merchants' clarification of the base rules: "Unterlegene Arbeiter eines Gebots können
/// woanders hingezogen werden, und zwar … in den Beutel, um die Kosten eines Ausbaus zu bezahlen
/// oder als Teil eines Tausches. Dabei müssen diese Arbeiter immer als Gruppe zusammenbleiben."
/// The Fair's red worker for the bag may be an outbid group (data version 3; choice 4).
#[test]
fn an_outbid_group_may_pay_the_fairs_worker_into_the_bag() {
    let fair = Action::Use(Site::Village(P0, 1));
    let old = outbid_red_beside_a_fair(2, [1, 0, 0, 0]);
    assert_eq!(refused(&old, P0, fair.clone()), Refusal::NeedsWorker(RED), "version 2: only from behind the screen");

    let mut state = outbid_red_beside_a_fair(3, [1, 0, 0, 0]);
    let (bag, green) = (state.bag.of(RED), state.green_supply);
    place(&mut state, P0, fair, &workers(BLUE, 1));
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::Group(Spot::Offer(0))]);
    let events = play(&mut state, P0, Action::Group(Spot::Offer(0)));
    assert!(events.iter().any(|e| matches!(e, Event::GroupIntoBag { seat: P0, spot: Spot::Offer(0), .. })));
    assert_eq!(state.bag.of(RED), bag + 1);
    assert_eq!(state.green_supply, green - 1, "the Fair gives one green worker");
    assert!(state.outbid_groups(P0).is_empty());
}

/// While the Fair's placement is gathered one red worker stays out of it, behind the screen or
/// in the outbid group; the player then chooses which pays (data version 3). Version 2 kept the
/// screen's red worker back and paid with it.
#[test]
fn a_possible_payer_stays_out_of_the_placement_and_the_player_chooses_it() {
    let fair = Action::Use(Site::Village(P0, 1));
    let mut state = outbid_red_beside_a_fair(3, [0, 1, 0, 0]);
    play(&mut state, P0, fair.clone());
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::Worker(RED), Action::Group(Spot::Offer(0))]);
    play(&mut state, P0, Action::Worker(RED));
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::Confirm], "the group must stay to pay");
    play(&mut state, P0, Action::Confirm);
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::Group(Spot::Offer(0))]);

    // With the group on the Fair, only the screen's red worker is left to pay, without asking.
    let mut state = outbid_red_beside_a_fair(3, [0, 1, 0, 0]);
    let events = place(&mut state, P0, fair.clone(), &[Action::Group(Spot::Offer(0))]);
    assert!(events.contains(&Event::IntoBag { seat: P0, colour: RED }));

    let mut old = outbid_red_beside_a_fair(2, [0, 1, 0, 0]);
    play(&mut old, P0, fair);
    assert_eq!(Keyflower::legal_actions(&old, P0), [Action::Group(Spot::Offer(0))]);
    let events = play(&mut old, P0, Action::Group(Spot::Offer(0)));
    let events = [events, play(&mut old, P0, Action::Confirm)].concat();
    assert!(events.contains(&Event::IntoBag { seat: P0, colour: RED }), "version 2 pays from behind the screen");
}

/// The same clarification for the Tavern, whose worker may be of any colour: an outbid group
/// pays it, going into the bag only after the draw (data version 3); version 2 kept a worker
/// behind the screen back to pay.
#[test]
fn an_outbid_group_may_pay_the_taverns_worker_after_the_draw() {
    let tavern = Action::Use(Site::Village(P0, 2)); // beside the Fair, village tile 1
    let setup = |version: u32| {
        let mut state = outbid_red_beside_a_fair(version, [1, 0, 0, 0]);
        build_into_village(&mut state, "Tavern", Hex { q: 1, r: -1 }, 0);
        state
    };
    let mut old = setup(2);
    play(&mut old, P0, tavern.clone());
    assert_eq!(Keyflower::legal_actions(&old, P0), [Action::Group(Spot::Offer(0))], "version 2 keeps the blue to pay");

    let mut state = setup(3);
    play(&mut state, P0, tavern);
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::Worker(BLUE), Action::Group(Spot::Offer(0))]);
    play(&mut state, P0, Action::Worker(BLUE));
    play(&mut state, P0, Action::Confirm);
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::Group(Spot::Offer(0))]);
    let events = play(&mut state, P0, Action::Group(Spot::Offer(0)));
    let drawn = events.iter().position(|e| matches!(e, Event::FromBag { seat: P0, .. })).expect("a draw");
    let paid = events.iter().position(|e| matches!(e, Event::GroupIntoBag { seat: P0, .. })).expect("the group paid");
    assert!(drawn < paid, "the group goes into the bag after the draw: {events:?}");
}
