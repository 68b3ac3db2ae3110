//! Spring's turns, rule by rule: turn order and passing, bids with the colour rule, outbid
//! groups, tile uses and what they give.

use keydom_rules::engine::{Audience, Game, ToAct};
use keydom_rules::games::keyflower::data::{Colour, Resource};
use keydom_rules::games::keyflower::state::{Building, Hex, Phase, Placed, Resources, Site, Spot, Used, Workers};
use keydom_rules::games::keyflower::{Action, Event, Keyflower, Refusal};
use keydom_rules::text::Describe;

use crate::support::*;

#[test]
fn turns_go_clockwise_and_the_season_ends_when_all_pass_in_succession() {
    let mut state = arrange(3, &["Keywood"], &[[2, 0, 0, 0], [2, 0, 0, 0], [2, 0, 0, 0]]);
    play(&mut state, P0, Action::Pass);
    assert_eq!(Keyflower::to_act(&state), ToAct::Seats([P1].into()));
    play(&mut state, P1, Action::Pass);
    // The third player acts, so the passes in a row start again; a player who passed acts again.
    place(&mut state, P2, Action::Bid(Spot::Offer(0)), &workers(BLUE, 1));
    play(&mut state, P0, Action::Pass);
    place(&mut state, P1, Action::Bid(Spot::Offer(0)), &workers(BLUE, 2));
    play(&mut state, P2, Action::Pass);
    play(&mut state, P0, Action::Pass);
    assert_eq!(Keyflower::to_act(&state), ToAct::Seats([P1].into()));
    let events = play(&mut state, P1, Action::Pass);
    assert!(events.contains(&Event::SeasonOver { season: keydom_rules::games::keyflower::data::Season::Spring }));
    assert!(matches!(state.phase, Phase::Boats { .. }), "the end of the season follows");
}

#[test]
fn in_version_1_the_first_worker_sets_the_colour_and_green_is_a_colour_of_its_own() {
    let mut state = version_1(arrange(2, &["Keywood"], &[[2, 0, 0, 0], [0, 3, 0, 3]]));
    place(&mut state, P0, Action::Bid(Spot::Offer(0)), &workers(BLUE, 1));
    // Player 2 has no blue worker, and neither red nor green may join blue bids.
    assert_eq!(refused(&state, P1, Action::Bid(Spot::Offer(0))), Refusal::ColourRule(BLUE));
    // The workers used on the same tile are a colour of their own.
    place(&mut state, P1, Action::Use(Site::Offer(0)), &[Action::Worker(Colour::Green)]);
    assert_eq!(state.offer[0].used, Used { colour: Some(Colour::Green), workers: Workers([0, 0, 0, 1]), last: 1 });
    play(&mut state, P0, Action::Pass);
    play(&mut state, P1, Action::Use(Site::Offer(0)));
    assert_eq!(refused(&state, P1, Action::Worker(RED)), Refusal::ColourRule(Colour::Green));
}

/// "All workers used in bidding for a tile must be of the same colour as any other workers
/// surrounding the tile (as part of a bid) or on the tile (which have been placed to use that
/// tile)"; and for a use of a tile up for auction "the worker placed on the tile must be the same
/// colour as any worker that has already been used to bid for the tile".
#[test]
fn bids_around_a_tile_and_workers_using_it_share_one_colour() {
    let start = arrange(2, &["Keywood", "Key Mine"], &[[2, 1, 0, 0], [1, 3, 0, 1]]);
    let mut state = start.clone();
    // Nobody is at the Keywood: any colour opens it.
    place(&mut state, P0, Action::Bid(Spot::Offer(0)), &workers(BLUE, 1));
    // Using it now takes blue: Player 2's red and green are refused, the reason naming blue.
    play(&mut state, P1, Action::Use(Site::Offer(0)));
    assert_eq!(Keyflower::legal_actions(&state, P1), [Action::Worker(BLUE)]);
    assert_eq!(refused(&state, P1, Action::Worker(RED)), Refusal::ColourRule(BLUE));
    assert_eq!(refused(&state, P1, Action::Worker(Colour::Green)), Refusal::ColourRule(BLUE));
    assert!(Refusal::ColourRule(BLUE).describe().en.contains("blue"));
    assert!(Refusal::ColourRule(BLUE).describe().de.contains("Blau"));
    play(&mut state, P1, Action::Worker(BLUE));
    play(&mut state, P1, Action::Confirm);
    assert_eq!(state.offer[0].used.colour, Some(BLUE));
    // The other way round: Player 1 uses the Key Mine with red, so bids on it are red.
    place(&mut state, P0, Action::Use(Site::Offer(1)), &workers(RED, 1));
    play(&mut state, P1, Action::Bid(Spot::Offer(1)));
    assert_eq!(Keyflower::legal_actions(&state, P1), [Action::Worker(RED)]);
    assert_eq!(refused(&state, P1, Action::Worker(Colour::Green)), Refusal::ColourRule(RED));
    play(&mut state, P1, Action::Worker(RED));
    play(&mut state, P1, Action::Confirm);
    // Without a blue worker left, Player 2 cannot bid around the Keywood at all.
    play(&mut state, P0, Action::Pass);
    assert_eq!(refused(&state, P1, Action::Bid(Spot::Offer(0))), Refusal::ColourRule(BLUE));
    // Version 1 kept the two apart: a red use beside blue bids.
    let mut old = version_1(start);
    place(&mut old, P0, Action::Bid(Spot::Offer(0)), &workers(BLUE, 1));
    play(&mut old, P1, Action::Use(Site::Offer(0)));
    assert_eq!(
        Keyflower::legal_actions(&old, P1),
        [Action::Worker(BLUE), Action::Worker(RED), Action::Worker(Colour::Green)]
    );
}

/// "A player may use more workers than are required, for example if they are reallocating
/// workers from a losing bid which cannot be split ... Each use of a tile requires at least one
/// more worker than the previous use ... the maximum number of workers allowed on a tile in one
/// season is 6. If the initial usage is 3 or more workers, then no further use can be made of the
/// tile that season."
#[test]
fn a_use_may_take_more_workers_than_required_up_to_six_on_a_tile() {
    let names = ["Keywood", "Key Mine", "Workshop", "Keystone Quarry"];
    let mut state = arrange(2, &names, &[[9, 0, 0, 0], [5, 9, 0, 0]]);
    // A first use of 4 is more than required; a second would need 5, beyond 6.
    place(&mut state, P0, Action::Use(Site::Offer(0)), &workers(BLUE, 4));
    assert_eq!((state.offer[0].used.count(), state.offer[0].used.last), (4, 4));
    assert_eq!(refused(&state, P1, Action::Use(Site::Offer(0))), Refusal::TileFull);
    // After a use of 1 the next takes 2 to 5: 1 and 5 fill the tile.
    place(&mut state, P1, Action::Use(Site::Offer(1)), &workers(RED, 1));
    play(&mut state, P0, Action::Pass);
    play(&mut state, P1, Action::Use(Site::Offer(1)));
    play(&mut state, P1, Action::Worker(RED));
    assert_eq!(refused(&state, P1, Action::Confirm), Refusal::UseSize { last: 1, room: 5 });
    for _ in 0..4 {
        play(&mut state, P1, Action::Worker(RED));
    }
    assert!(!Keyflower::legal_actions(&state, P1).contains(&Action::Worker(RED)), "never a seventh on the tile");
    play(&mut state, P1, Action::Confirm);
    assert_eq!(state.offer[1].used.count(), 6);
    // An outbid group of 4, which cannot be split, goes whole to a first use.
    place(&mut state, P0, Action::Bid(Spot::Offer(2)), &workers(BLUE, 4));
    place(&mut state, P1, Action::Bid(Spot::Offer(2)), &workers(BLUE, 5));
    play(&mut state, P0, Action::Use(Site::Offer(3)));
    assert!(
        !Keyflower::legal_actions(&version_1(state.clone()), P0).contains(&Action::Group(Spot::Offer(2))),
        "version 1 capped a use at 3"
    );
    assert!(Keyflower::legal_actions(&state, P0).contains(&Action::Group(Spot::Offer(2))));
    play(&mut state, P0, Action::Group(Spot::Offer(2)));
    play(&mut state, P0, Action::Confirm);
    assert_eq!((state.offer[3].used.count(), state.offer[3].used.last), (4, 4));
}

#[test]
fn a_bid_must_beat_the_highest_and_a_raised_bid_must_win() {
    let mut state = arrange(2, &["Keywood"], &[[4, 0, 0, 0], [4, 0, 0, 0]]);
    place(&mut state, P0, Action::Bid(Spot::Offer(0)), &workers(BLUE, 2));
    play(&mut state, P1, Action::Bid(Spot::Offer(0)));
    play(&mut state, P1, Action::Worker(BLUE));
    play(&mut state, P1, Action::Worker(BLUE));
    assert_eq!(refused(&state, P1, Action::Confirm), Refusal::BidTooLow { top: 2 });
    play(&mut state, P1, Action::Worker(BLUE));
    play(&mut state, P1, Action::Confirm);
    assert_eq!(bid_sizes(&state.offer[0].bids), [(P0, 2), (P1, 3)]);
    // Player 1 raises its own bid: one more worker only ties, so it must add two.
    play(&mut state, P0, Action::Bid(Spot::Offer(0)));
    play(&mut state, P0, Action::Worker(BLUE));
    assert_eq!(refused(&state, P0, Action::Confirm), Refusal::BidTooLow { top: 3 });
    play(&mut state, P0, Action::Worker(BLUE));
    play(&mut state, P0, Action::Confirm);
    assert_eq!(bid_sizes(&state.offer[0].bids), [(P0, 4), (P1, 3)]);
    assert_eq!(state.offer[0].bids.winner(), Some(P0));
    // With one blue left, player 2 cannot beat 4 there.
    assert_eq!(refused(&state, P1, Action::Bid(Spot::Offer(0))), Refusal::BidTooLow { top: 4 });
}

/// "If workers are outbid, they can be moved elsewhere"; The Merchants' clarification of the base
/// rules names where: "Unterlegene Arbeiter eines Gebots können woanders hingezogen werden, und
/// zwar zu anderen Geboten, zur Produktion auf andere Dorfplättchen" (to other bids, to
/// production on other tiles), so not to a use of the tile they were outbid on.
#[test]
fn outbid_workers_move_elsewhere_never_to_a_use_of_their_own_tile() {
    let mut state = arrange(2, &["Keywood", "Key Mine"], &[[0, 2, 0, 0], [0, 3, 0, 0]]);
    place(&mut state, P0, Action::Bid(Spot::Offer(0)), &workers(RED, 1));
    place(&mut state, P1, Action::Bid(Spot::Offer(0)), &workers(RED, 2));
    play(&mut state, P0, Action::Use(Site::Offer(0)));
    assert!(!Keyflower::legal_actions(&state, P0).contains(&Action::Group(Spot::Offer(0))));
    assert_eq!(refused(&state, P0, Action::Group(Spot::Offer(0))), Refusal::OwnTile);
    let old = version_1(state.clone());
    assert!(Keyflower::legal_actions(&old, P0).contains(&Action::Group(Spot::Offer(0))), "version 1 allowed it");
    // The Key Mine is another tile: the group goes there.
    let mut other = arrange(2, &["Keywood", "Key Mine"], &[[0, 2, 0, 0], [0, 3, 0, 0]]);
    place(&mut other, P0, Action::Bid(Spot::Offer(0)), &workers(RED, 1));
    place(&mut other, P1, Action::Bid(Spot::Offer(0)), &workers(RED, 2));
    place(&mut other, P0, Action::Use(Site::Offer(1)), &[Action::Group(Spot::Offer(0))]);
    assert_eq!(other.offer[1].used.count(), 1);
}

#[test]
fn outbid_workers_move_as_a_group_topped_up_and_winning_bids_stay() {
    let mut state = arrange(2, &["Keywood", "Workshop"], &[[0, 4, 0, 0], [0, 3, 1, 0]]);
    place(&mut state, P0, Action::Bid(Spot::Offer(0)), &workers(RED, 2));
    // A winning bid never moves.
    play(&mut state, P1, Action::Bid(Spot::TurnOrder(0)));
    assert_eq!(refused(&state, P1, Action::Group(Spot::Offer(0))), Refusal::NotOutbid);
    play(&mut state, P1, Action::Worker(Colour::Yellow));
    play(&mut state, P1, Action::Confirm);
    play(&mut state, P0, Action::Pass);
    place(&mut state, P1, Action::Bid(Spot::Offer(0)), &workers(RED, 3));
    // Player 1's two outbid reds move whole to the Workshop with one more from the screen.
    play(&mut state, P0, Action::Bid(Spot::Offer(1)));
    assert!(Keyflower::legal_actions(&state, P0).contains(&Action::Group(Spot::Offer(0))));
    play(&mut state, P0, Action::Group(Spot::Offer(0)));
    assert_eq!(refused(&state, P0, Action::Group(Spot::Offer(0))), Refusal::NotOutbid, "taken once");
    play(&mut state, P0, Action::Worker(RED));
    let events = play(&mut state, P0, Action::Confirm);
    assert_eq!(
        events,
        [Event::Bid {
            seat: P0,
            spot: Spot::Offer(1),
            tile: Building::Tile(state.offer[1].tile),
            workers: Workers([0, 3, 0, 0]),
            bid: 3,
            moved: vec![(Spot::Offer(0), Building::Tile(state.offer[0].tile))]
        }]
    );
    assert_eq!(bid_sizes(&state.offer[0].bids), [(P1, 3)]);
    assert_eq!(bid_sizes(&state.offer[1].bids), [(P0, 3)]);
    assert_eq!(state.players[P0].screen.of(RED), 1);
}

#[test]
fn in_version_1_each_use_takes_one_to_three_workers_more_than_the_last_and_a_tile_holds_six() {
    let mut state = version_1(arrange(2, &["Keywood", "Key Mine"], &[[9, 0, 0, 0], [9, 0, 0, 0]]));
    place(&mut state, P0, Action::Use(Site::Offer(0)), &workers(BLUE, 1));
    play(&mut state, P1, Action::Use(Site::Offer(0)));
    play(&mut state, P1, Action::Worker(BLUE));
    assert_eq!(refused(&state, P1, Action::Confirm), Refusal::UseSize { last: 1, room: 3 });
    play(&mut state, P1, Action::Worker(BLUE));
    play(&mut state, P1, Action::Confirm);
    place(&mut state, P0, Action::Use(Site::Offer(0)), &workers(BLUE, 3));
    assert_eq!(state.offer[0].used.count(), 6);
    assert_eq!(refused(&state, P1, Action::Use(Site::Offer(0))), Refusal::TileFull);
    // Starting with 3 blocks the tile: a further use would need 4, and 3 + 4 > 6.
    place(&mut state, P1, Action::Use(Site::Offer(1)), &workers(BLUE, 3));
    assert_eq!(refused(&state, P0, Action::Use(Site::Offer(1))), Refusal::TileFull);
    // No use takes more than 3, even where the tile would hold more: neither a first use nor a
    // second after a use of 1 is offered a fourth worker.
    let mut fresh = version_1(arrange(2, &["Keywood"], &[[9, 0, 0, 0], [9, 0, 0, 0]]));
    for (seat, first) in [(P0, true), (P1, false)] {
        play(&mut fresh, seat, Action::Use(Site::Offer(0)));
        for _ in 0..3 {
            play(&mut fresh, seat, Action::Worker(BLUE));
        }
        assert!(!Keyflower::legal_actions(&fresh, seat).contains(&Action::Worker(BLUE)), "no fourth worker");
        assert_eq!(refused(&fresh, seat, Action::Worker(BLUE)), Refusal::CannotComplete);
        if first {
            // Undone by starting over: the first use is 1 worker, so the second may be 2 or 3.
            fresh = version_1(arrange(2, &["Keywood"], &[[9, 0, 0, 0], [9, 0, 0, 0]]));
            place(&mut fresh, P0, Action::Use(Site::Offer(0)), &workers(BLUE, 1));
        }
    }
    // Each use gave the base side's one wood or iron, onto the user's home tile.
    assert_eq!(state.players[P0].village[0].resources, Resources([2, 0, 0, 0]));
    assert_eq!(state.players[P1].village[0].resources, Resources([1, 0, 1, 0]));
    assert_eq!(state.resources, Resources([21, 24, 23, 48]));
}

#[test]
fn output_of_an_own_village_tile_stays_on_it() {
    let mut state = arrange(2, &[], &[[2, 0, 0, 0], [2, 0, 0, 0]]);
    // A Woodcutter won earlier stands in player 1's village.
    let woodcutter = tile("Woodcutter");
    state.unused.retain(|&t| t != woodcutter);
    state.offer.retain(|o| o.tile != woodcutter);
    state.players[P0].village.push(Placed {
        building: Building::Tile(woodcutter),
        upgraded: false,
        resources: Resources::default(),
        used: Used::default(),
        at: Hex { q: 0, r: 1 },
        rotation: 0,
        extension: None,
    });
    place(&mut state, P0, Action::Use(Site::Village(P0, 1)), &workers(BLUE, 1));
    assert_eq!(state.players[P0].village[1].resources, Resources([2, 0, 0, 0]));
    // Used in someone else's village, the output goes to the user's home tile.
    place(&mut state, P1, Action::Use(Site::Village(P0, 1)), &workers(BLUE, 2));
    assert_eq!(state.players[P1].village[0].resources, Resources([2, 0, 0, 0]));
}

#[test]
fn the_workshop_asks_which_resource() {
    let mut state = arrange(2, &["Workshop"], &[[2, 0, 0, 0], [2, 0, 0, 0]]);
    place(&mut state, P0, Action::Use(Site::Offer(0)), &workers(BLUE, 1));
    let legal = Keyflower::legal_actions(&state, P0);
    assert_eq!(legal, [Resource::Wood, Resource::Stone, Resource::Iron].map(Action::Take));
    play(&mut state, P0, Action::Take(Resource::Stone));
    assert_eq!(state.players[P0].village[0].resources, Resources([0, 1, 0, 0]));
    assert_eq!(Keyflower::to_act(&state), ToAct::Seats([P1].into()));
}

#[test]
fn the_peddler_turns_a_yellow_worker_into_a_green_one() {
    let mut state = arrange(2, &["Peddler"], &[[1, 0, 1, 0], [1, 0, 0, 0]]);
    let bag = state.bag;
    let events = place(&mut state, P0, Action::Use(Site::Offer(0)), &workers(BLUE, 1));
    assert!(events.contains(&Event::IntoBag { seat: P0, colour: Colour::Yellow }));
    assert!(events.contains(&Event::Green { seat: P0, count: 1 }));
    assert_eq!(state.players[P0].screen, Workers([0, 0, 0, 1]));
    assert_eq!(state.bag.of(Colour::Yellow), bag.of(Colour::Yellow) + 1);
    assert_eq!(state.green_supply, 19);
    // Without a yellow worker behind the screen the Peddler cannot be used.
    assert_eq!(refused(&state, P1, Action::Use(Site::Offer(0))), Refusal::NeedsWorker(Colour::Yellow));
}

#[test]
fn a_supply_running_short_gives_what_is_left() {
    let mut state = arrange(2, &["Peddler", "Gold Mine"], &[[2, 0, 1, 0], [2, 0, 0, 0]]);
    // All green workers are in the bag (as if won bids had put them there).
    state.green_supply = 0;
    state.bag.add(Colour::Green, 20);
    let events = place(&mut state, P0, Action::Use(Site::Offer(0)), &workers(BLUE, 1));
    assert!(events.contains(&Event::Green { seat: P0, count: 0 }));
    let gold = state.resources.of(Resource::Gold);
    state.resources.take(Resource::Gold, gold);
    state.players[P1].village[0].resources.add(Resource::Gold, gold);
    let events = place(&mut state, P1, Action::Use(Site::Offer(1)), &workers(BLUE, 1));
    assert!(events.iter().any(|e| matches!(e, Event::Gained { resources, .. } if *resources == Resources::default())));
}

#[test]
fn the_alehouse_draws_a_worker_only_its_user_sees() {
    let mut state = arrange(2, &["Alehouse", "Apprentice Hall"], &[[1, 0, 0, 0], [1, 0, 0, 0]]);
    let (bag, before) = (state.bag.total(), state.clone());
    play(&mut state, P0, Action::Use(Site::Offer(0)));
    play(&mut state, P0, Action::Worker(BLUE));
    assert!(Keyflower::undoable(&before, &state, P0), "gathering reveals nothing");
    let gathered = state.clone();
    let events = play(&mut state, P0, Action::Confirm);
    assert!(!Keyflower::undoable(&gathered, &state, P0), "a draw cannot be taken back");
    assert_eq!(state.bag.total(), bag - 1);
    assert_eq!(state.players[P0].screen.total(), 1);
    let drew: Vec<&Event> = events.iter().filter(|e| Keyflower::audience(e) == Audience::Seat(P0)).collect();
    assert!(matches!(drew[..], [Event::DrewWorkers { .. }]));
    assert!(events.contains(&Event::FromBag { seat: P0, count: 1 }));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::FromBag { .. } | Event::DrewWorkers { .. }) && Keyflower::previewable(e))
    );
    // The Apprentice Hall draws a skill tile face down.
    let events = place(&mut state, P1, Action::Use(Site::Offer(1)), &workers(BLUE, 1));
    assert!(events.contains(&Event::FromSkills { seat: P1, count: 1 }));
    assert_eq!(state.players[P1].skills.total(), 1);
}

#[test]
fn a_transport_use_upgrades_a_tile_whose_cost_lies_on_it() {
    let mut state = arrange(2, &["Stable"], &[[3, 0, 0, 0], [3, 0, 0, 0]]);
    let Building::Home(home) = state.players[P0].village[0].building else { unreachable!() };
    let cost = keydom_rules::games::keyflower::data::HOMES[usize::from(home - 1)].upgrade;
    // Without the cost on the home tile, the use ends the turn.
    place(&mut state, P0, Action::Use(Site::Village(P0, 0)), &workers(BLUE, 1));
    assert_eq!(Keyflower::to_act(&state), ToAct::Seats([P1].into()));
    play(&mut state, P1, Action::Pass);
    for r in cost {
        state.resources.take(r, 1);
        state.players[P0].village[0].resources.add(r, 1);
    }
    state.resources.take(Resource::Gold, 1);
    state.players[P0].village[0].resources.add(Resource::Gold, 1);
    // The Stable up for auction works on the user's own village.
    place(&mut state, P0, Action::Use(Site::Offer(0)), &workers(BLUE, 1));
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::Upgrade(0), Action::Stop]);
    let events = play(&mut state, P0, Action::Upgrade(0));
    assert!(matches!(&events[..], [Event::Upgraded { seat: P0, .. }]));
    let home_tile = &state.players[P0].village[0];
    assert!(home_tile.upgraded);
    assert_eq!(home_tile.resources, Resources([0, 0, 0, 1]), "the leftover gold stays");
    assert_eq!(home_tile.used.count(), 1, "the workers on it stay");
    assert_eq!(Keyflower::score(&state).points[P0][1], 5, "the fixed VP row");
}

#[test]
fn views_show_counts_of_other_screens_and_only_own_winter_tiles() {
    let state = arrange(3, &[], &[[2, 1, 0, 0], [0, 0, 5, 0], [1, 1, 1, 0]]);
    let view = Keyflower::view(&state, Some(P1));
    assert_eq!(view.players[P1].screen, Some(Workers([0, 0, 5, 0])));
    assert_eq!(view.players[P0].screen, None);
    assert_eq!(view.players[P0].screen_count, 3);
    assert_eq!(view.players[P1].winter.as_ref().map(Vec::len), Some(3));
    assert_eq!(view.players[P2].winter, None);
    assert_eq!(view.players[P2].winter_count, 3);
    assert_eq!(view.bag, state.bag.total());
    let table = Keyflower::view(&state, None);
    assert!(table.players.values().iter().all(|p| p.screen.is_none() && p.winter.is_none()));
}

#[test]
fn at_the_end_every_screen_is_open_to_everyone() {
    let mut state = arrange(3, &[], &[[2, 1, 0, 0], [0, 0, 5, 0], [1, 1, 1, 0]]);
    state.phase = Phase::Over;
    for viewer in [None, Some(P0), Some(P2)] {
        let view = Keyflower::view(&state, viewer);
        assert_eq!(view.players[P1].screen, Some(Workers([0, 0, 5, 0])), "{viewer:?}");
        assert_eq!(view.players[P0].screen, Some(Workers([2, 1, 0, 0])), "{viewer:?}");
        assert!(view.players.values().iter().all(|p| p.skills.is_some() && p.contracts.is_some()), "{viewer:?}");
    }
}

#[test]
fn a_placement_under_way_can_be_taken_back_until_confirmed() {
    let mut state = arrange(2, &["Keywood"], &[[2, 0, 0, 0], [2, 0, 0, 0]]);
    let start = state.clone();
    play(&mut state, P0, Action::Bid(Spot::Offer(0)));
    assert!(Keyflower::undoable(&start, &state, P0));
    let pending = |seat| match Keyflower::view(&state, Some(seat)).phase {
        Phase::Turns { pending, .. } => pending,
        _ => unreachable!("spring's turns"),
    };
    assert!(pending(P0).is_some());
    assert_eq!(pending(P1), None, "others see it once confirmed");
    assert_eq!(refused(&state, P0, Action::Pass), Refusal::Unfinished);
    let before = state.clone();
    play(&mut state, P0, Action::Worker(BLUE));
    assert!(Keyflower::undoable(&before, &state, P0));
    let before = state.clone();
    play(&mut state, P0, Action::Confirm);
    assert!(!Keyflower::undoable(&before, &state, P0), "confirming shows the workers");
    let before = state.clone();
    play(&mut state, P1, Action::Pass);
    assert!(Keyflower::undoable(&before, &state, P1));
}

#[test]
fn turn_order_tiles_take_bids_but_no_use() {
    let mut state = arrange(3, &[], &[[2, 0, 0, 0], [2, 0, 0, 0], [2, 0, 0, 0]]);
    assert_eq!(state.turn_order.len(), 2);
    place(&mut state, P0, Action::Bid(Spot::TurnOrder(1)), &workers(BLUE, 1));
    assert_eq!(state.turn_order[1].bids.winner(), Some(P0));
    assert!(
        !Keyflower::legal_actions(&state, P1).iter().any(|a| matches!(a, Action::Use(Site::Village(_, i)) if *i > 0))
    );
    assert_eq!(refused(&state, P1, Action::Bid(Spot::TurnOrder(2))), Refusal::NoSuchPlace);
}

#[test]
fn transport_moves_along_roads_within_capacity_then_upgrades() {
    let mut state = arrange(2, &["Stable"], &[[3, 0, 0, 0], [3, 0, 0, 0]]);
    // Home, then a Keywood above it and a Quarryman above that, linked by roads.
    build_into_village(&mut state, "Keywood", Hex { q: 0, r: -1 }, 2);
    build_into_village(&mut state, "Quarryman", Hex { q: 0, r: -2 }, 0);
    let Building::Home(home) = state.players[P0].village[0].building else { unreachable!() };
    let [first, second] = keydom_rules::games::keyflower::data::HOMES[usize::from(home - 1)].upgrade;
    for (index, r) in [(0, first), (2, second)] {
        state.resources.take(r, 1);
        state.players[P0].village[index].resources.add(r, 1);
    }
    // The Stable carries 2: one resource two tiles, from the Quarryman to the home tile.
    place(&mut state, P0, Action::Use(Site::Offer(0)), &workers(BLUE, 1));
    let step = |from, to| Action::Move { from, to, resource: second };
    assert_eq!(refused(&state, P0, step(2, 0)), Refusal::CannotMove, "no road joins them directly");
    assert_eq!(refused(&state, P0, Action::Upgrade(1)), Refusal::CannotUpgrade, "the Keywood needs a saw");
    play(&mut state, P0, step(2, 1));
    play(&mut state, P0, step(1, 0));
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::Upgrade(0), Action::Stop], "capacity used up");
    play(&mut state, P0, Action::Upgrade(0));
    assert!(state.players[P0].village[0].upgraded);
    assert_eq!(Keyflower::to_act(&state), ToAct::Seats([P1].into()), "the Stable's one upgrade is used");
    // The upgraded home tile carries 2 but has nothing left to move.
    play(&mut state, P1, Action::Pass);
    place(&mut state, P0, Action::Use(Site::Village(P0, 0)), &workers(BLUE, 1));
    assert_eq!(Keyflower::to_act(&state), ToAct::Seats([P1].into()));
}
