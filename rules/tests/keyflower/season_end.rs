//! The end of spring in the rules' order: outbid workers home, unbid tiles out, winners take
//! tiles and the workers on them, village workers home, boats by turn order, the purple worker,
//! and village building with matching edges.

use crate::support::*;
use keydom_rules::engine::{DataVersion, Game, ToAct};
use keydom_rules::games::keyflower::data::{Colour, Season};
use keydom_rules::games::keyflower::state::{Building, Hex, Phase, Site, Spot};
use keydom_rules::games::keyflower::{Action, Event, Keyflower, Refusal};

const YELLOW: Colour = Colour::Yellow;

#[test]
fn the_end_of_spring_goes_in_the_rules_order() {
    let mut state = arrange(2, &["Keywood", "Workshop"], &[[2, 1, 1, 0], [2, 1, 0, 0]]);
    let bag = state.bag;
    place(&mut state, P0, Action::Bid(Spot::Offer(0)), &workers(BLUE, 1));
    place(&mut state, P1, Action::Bid(Spot::Offer(0)), &workers(BLUE, 2));
    place(&mut state, P0, Action::Use(Site::Offer(0)), &workers(BLUE, 1));
    play(&mut state, P1, Action::Use(Site::Offer(1)));
    play(&mut state, P1, Action::Worker(RED));
    play(&mut state, P1, Action::Confirm);
    play(&mut state, P1, Action::Take(keydom_rules::games::keyflower::data::Resource::Wood));
    place(&mut state, P0, Action::Bid(Spot::TurnOrder(0)), &workers(YELLOW, 1));
    play(&mut state, P1, Action::Pass);
    place(&mut state, P0, Action::Use(Site::Village(P0, 0)), &workers(RED, 1));
    play(&mut state, P1, Action::Pass);
    let events = play(&mut state, P0, Action::Pass);
    let at = |wanted: &dyn Fn(&Event) -> bool| events.iter().position(wanted).expect("happened");
    let steps = [
        at(&|e| matches!(e, Event::SeasonOver { .. })),
        at(&|e| matches!(e, Event::BidBack { seat: P0, spot: Spot::Offer(0), count: 1, .. })),
        at(
            &|e| matches!(e, Event::Removed { tile } if *tile == Building::Tile(keydom_rules::games::keyflower::arrange::tile("Workshop"))),
        ),
        at(
            &|e| matches!(e, Event::Won { seat: P1, tile, workers: 1 } if *tile == Building::Tile(keydom_rules::games::keyflower::arrange::tile("Keywood"))),
        ),
        at(&|e| matches!(e, Event::WorkersHome { seat: P0, count: 1 })),
    ];
    assert!(steps.is_sorted(), "{events:?}");
    // Every tile nobody bid on left the game.
    let removed = events.iter().filter(|e| matches!(e, Event::Removed { .. })).count();
    assert_eq!(removed, 5);
    // The outbid blue and the home tile's red are back; the won tile's blue (the colour of its
    // bids) went to its winner.
    assert_eq!(state.players[P0].screen.0, [1, 1, 0, 0]);
    assert_eq!(state.players[P1].screen.0, [1, 0, 0, 0]);
    // Into the bag: the Workshop's red, Player 2's winning blues, the turn-order tile's yellow.
    assert_eq!(state.bag.0, [bag.0[0] + 2, bag.0[1] + 1, bag.0[2] + 1, 0]);
    assert!(state.offer.is_empty());
    assert_eq!(state.players[P1].won, [Building::Tile(tile("Keywood"))]);
    // Player 1 holds turn-order tile 1 (with the start icon with 2 players): it chooses first.
    assert_eq!(state.phase, Phase::Boats { order: vec![P0, P1], taken: vec![], start: P0, start_won: true });
    let cargo = state.boats[1].workers;
    // Player 1 won the start tile: it takes the purple worker as it takes its boat.
    let events = play(&mut state, P0, Action::Boat(1));
    assert!(events.contains(&Event::StartPlayer { seat: P0 }));
    assert_eq!(refused(&state, P1, Action::Boat(1)), Refusal::BoatTaken);
    assert_eq!(Keyflower::legal_actions(&state, P1), [Action::Boat(0)]);
    play(&mut state, P1, Action::Boat(0));
    assert_eq!(state.players[P0].screen.total(), 2 + cargo.total());
    assert_eq!(state.players[P0].skills.total(), 2, "the Sea Bastion's two skills");
    assert!(state.boats.iter().all(|b| b.workers.total() == 0 && b.skills.total() == 0));
    // Player 2 builds the Keywood. The home tile's water edge faces down (0, 1): only a tile
    // with water may touch it there.
    assert_eq!(Keyflower::to_act(&state), ToAct::Seats([P1].into()));
    play(&mut state, P1, Action::Build(Building::Tile(tile("Keywood"))));
    assert_eq!(refused(&state, P1, Action::At(Hex { q: 0, r: 1 })), Refusal::EdgesDoNotMatch);
    assert_eq!(Keyflower::legal_actions(&state, P1).len(), 5);
    play(&mut state, P1, Action::At(Hex { q: 0, r: -1 }));
    // Above the home tile its edge is a road, so the Keywood (roads R R – R R –) must show a
    // road downwards: turned by 0, 2, 3 or 5.
    let turns = [0, 2, 3, 5].map(Action::Turn).to_vec();
    assert_eq!(Keyflower::legal_actions(&state, P1), turns);
    assert_eq!(refused(&state, P1, Action::Turn(1)), Refusal::EdgesDoNotMatch);
    play(&mut state, P1, Action::Turn(2));
    let keywood = &state.players[P1].village[1];
    assert_eq!(
        (keywood.building, keywood.at, keywood.rotation),
        (Building::Tile(tile("Keywood")), Hex { q: 0, r: -1 }, 2)
    );
    // Summer begins with the start player: six summer tiles (two players) are laid out and the boats are
    // turned and loaded.
    assert_eq!(state.season, Season::Summer);
    assert_eq!(Keyflower::to_act(&state), ToAct::Seats([state.start_player].into()));
    assert_eq!(state.offer.len(), 6);
    assert!(state.offer.iter().all(|o| o.tile.data().season == Season::Summer));
    assert_eq!(state.boats.iter().map(|b| b.workers.total()).collect::<Vec<_>>(), [7, 6]);
}

/// "If no player bid for the new start player tile, the existing start player remains the start
/// player for the purposes of collecting the boat contents" and "If no player bid for the turn
/// order tile with the start player icon then, after all of the players have taken their workers
/// and skill tile(s), the player to the start player's left becomes the new start player".
#[test]
fn without_a_bid_on_the_start_tile_the_purple_worker_passes_left_after_the_boats() {
    let mut state = arrange(3, &[], &[[1, 0, 0, 0], [1, 0, 0, 0], [1, 0, 0, 0]]);
    for seat in [P0, P1, P2] {
        play(&mut state, seat, Action::Pass);
    }
    // Nobody holds a turn-order tile: the boats go clockwise from the existing start player.
    assert_eq!(state.phase, Phase::Boats { order: vec![P0, P1, P2], taken: vec![], start: P1, start_won: false });
    play(&mut state, P0, Action::Boat(2));
    play(&mut state, P1, Action::Boat(0));
    assert_eq!(state.start_player, P0, "the purple worker waits for the last boat");
    let events = play(&mut state, P2, Action::Boat(1));
    assert!(events.contains(&Event::StartPlayer { seat: P1 }));
    assert_eq!(state.start_player, P1);
    assert_eq!(state.season, Season::Summer, "nobody won a tile to build: summer begins");
    assert_eq!(state.phase, Phase::Turns { turn: P1, passes: 0, pending: None });
}

/// Data version 1 (choice 10) let the boats go clockwise from the new start player.
#[test]
fn version_1_without_a_bid_on_the_start_tile_took_boats_from_the_new_start_player() {
    let mut state = arrange(3, &[], &[[1, 0, 0, 0], [1, 0, 0, 0], [1, 0, 0, 0]]);
    state.config.data = DataVersion(1);
    for seat in [P0, P1, P2] {
        play(&mut state, seat, Action::Pass);
    }
    assert_eq!(state.phase, Phase::Boats { order: vec![P1, P2, P0], taken: vec![], start: P1, start_won: false });
    play(&mut state, P1, Action::Boat(2));
    play(&mut state, P2, Action::Boat(0));
    let events = play(&mut state, P0, Action::Boat(1));
    assert!(events.contains(&Event::StartPlayer { seat: P1 }));
    assert_eq!(state.phase, Phase::Turns { turn: P1, passes: 0, pending: None });
}

/// "Usually a player will have successfully bid for the turn order tile showing the purple start
/// player. When that tile is resolved the start player will change to that player immediately."
#[test]
fn the_start_tiles_winner_takes_the_purple_worker_as_their_tile_is_resolved() {
    let run = |version: u32| {
        let mut state = arrange(3, &[], &[[1, 0, 0, 0], [1, 0, 0, 0], [1, 0, 0, 0]]);
        state.config.data = DataVersion(version);
        // With 3 players tile 2 shows the start icon; seat 0 wins tile 1, seat 2 tile 2.
        place(&mut state, P0, Action::Bid(Spot::TurnOrder(0)), &workers(BLUE, 1));
        play(&mut state, P1, Action::Pass);
        place(&mut state, P2, Action::Bid(Spot::TurnOrder(1)), &workers(BLUE, 1));
        for seat in [P0, P1, P2] {
            play(&mut state, seat, Action::Pass);
        }
        assert_eq!(state.phase, Phase::Boats { order: vec![P0, P2, P1], taken: vec![], start: P2, start_won: true });
        play(&mut state, P0, Action::Boat(0));
        assert_eq!(state.start_player, P0);
        let events = play(&mut state, P2, Action::Boat(1));
        let moved = events.contains(&Event::StartPlayer { seat: P2 });
        let now = state.start_player;
        play(&mut state, P1, Action::Boat(2));
        assert_eq!(state.start_player, P2);
        (moved, now)
    };
    assert_eq!(run(2), (true, P2), "the purple worker moves before seat 1 takes its boat");
    assert_eq!(run(1), (false, P0), "version 1 moved it after the last boat");
}

#[test]
fn a_player_with_two_turn_order_tiles_takes_one_boat() {
    let mut state = arrange(3, &[], &[[0, 0, 3, 0], [1, 0, 0, 0], [1, 0, 0, 0]]);
    // With 3 players tile 2 shows the start icon.
    assert!(state.turn_order[1].start);
    place(&mut state, P0, Action::Bid(Spot::TurnOrder(1)), &workers(YELLOW, 1));
    play(&mut state, P1, Action::Pass);
    play(&mut state, P2, Action::Pass);
    place(&mut state, P0, Action::Bid(Spot::TurnOrder(0)), &workers(YELLOW, 1));
    for seat in [P1, P2, P0] {
        play(&mut state, seat, Action::Pass);
    }
    assert_eq!(state.phase, Phase::Boats { order: vec![P0, P1, P2], taken: vec![], start: P0, start_won: true });
}
