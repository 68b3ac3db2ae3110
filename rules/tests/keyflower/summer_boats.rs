//! Summer boats 4a and 4b. From data version 2 as the rulebook words them: 4a counter-bids on a
//! village tile where another player bids blue, red or yellow, in one other colour (green
//! included), its lying workers standing up once the bids against them have gone and nobody
//! uses the tile; 4b places any colours together on a use of a tile already bid for or used.
//! Version 1's readings (choices 22–26: 4a mixes blue, red and yellow, 4b mixes on bids too) stay
//! as replay guards; everyone else keeps the tile's colour, and mixed workers go home or into the
//! bag by colour at the season's end.

use crate::support::*;
use keydom_rules::engine::{Game, Seat};
use keydom_rules::games::keyflower::arrange;
use keydom_rules::games::keyflower::data::Colour;
use keydom_rules::games::keyflower::state::{Building, Hex, Pending, Phase, Site, Spot, State, Workers};
use keydom_rules::games::keyflower::{Action, Event, Keyflower, Refusal, conservation};

const YELLOW: Colour = Colour::Yellow;
const GREEN: Colour = Colour::Green;

/// Puts summer boat 4 into `seat`'s village, showing side b (4b) or side a (4a).
fn boat_4(state: &mut State, seat: Seat, side_b: bool) {
    arrange::build(state, seat, "Summer boat 4", Hex { q: 0, r: -1 }, 0);
    let boat = tile("Summer boat 4");
    state.sides_b.retain(|&t| t != boat);
    if side_b {
        state.sides_b.push(boat);
    }
}

/// Both players pass, `first` first: the season's turns are over.
fn end_turns(state: &mut State, first: Seat) {
    play(state, first, Action::Pass);
    play(state, state.next(first), Action::Pass);
}

#[test]
fn in_version_1_with_4a_blue_and_yellow_beat_a_red_bid_and_the_winning_mix_goes_into_the_bag() {
    let mut state = version_1(arrange(2, &["Keywood"], &[[2, 0, 1, 1], [1, 2, 0, 0]]));
    boat_4(&mut state, P0, false);
    play(&mut state, P0, Action::Pass);
    place(&mut state, P1, Action::Bid(Spot::Offer(0)), &workers(RED, 2));
    play(&mut state, P0, Action::Bid(Spot::Offer(0)));
    // Blue and yellow may mix against red; green never.
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::Worker(BLUE), Action::Worker(YELLOW)]);
    assert_eq!(refused(&state, P0, Action::Worker(GREEN)), Refusal::Unmixed);
    play(&mut state, P0, Action::Worker(BLUE));
    play(&mut state, P0, Action::Worker(YELLOW));
    assert_eq!(refused(&state, P0, Action::Confirm), Refusal::BidTooLow { top: 2 });
    play(&mut state, P0, Action::Worker(BLUE));
    // The mix being gathered shows to its player alone.
    assert!(matches!(Keyflower::view(&state, Some(P0)).phase, Phase::Turns { pending: Some(_), .. }));
    assert!(matches!(Keyflower::view(&state, Some(P1)).phase, Phase::Turns { pending: None, .. }));
    let events = play(&mut state, P0, Action::Confirm);
    let mix = Workers([2, 0, 1, 0]);
    assert_eq!(
        events,
        [Event::Bid {
            seat: P0,
            spot: Spot::Offer(0),
            tile: Building::Tile(state.offer[0].tile),
            workers: mix,
            bid: 3,
            moved: vec![]
        }]
    );
    let bids = &state.offer[0].bids;
    assert_eq!((bids.colour, bids.winner(), bid_sizes(bids)), (Some(RED), Some(P0), vec![(P1, 2), (P0, 3)]));
    // For everyone else the tile's bids stay red: Player 2's blue may not join.
    assert_eq!(refused(&state, P1, Action::Bid(Spot::Offer(0))), Refusal::ColourRule(RED));
    // The season ends: the red bid goes home, the winning mix into the bag by colour.
    let bag = state.bag;
    end_turns(&mut state, P1);
    assert_eq!(state.players[P1].screen.0, [1, 2, 0, 0]);
    assert_eq!(state.players[P0].screen.0, [0, 0, 0, 1]);
    assert_eq!(state.bag.0, [bag.0[0] + 2, bag.0[1], bag.0[2] + 1, 0]);
}

#[test]
fn four_a_is_refused_against_green_where_nobody_else_bids_and_on_uses() {
    let mut state = arrange(2, &["Keywood", "Key Mine"], &[[3, 0, 1, 0], [0, 2, 0, 1]]);
    boat_4(&mut state, P0, false);
    play(&mut state, P0, Action::Pass);
    place(&mut state, P1, Action::Bid(Spot::Offer(0)), &workers(GREEN, 1));
    // Four blue and yellow workers would beat one green, but 4a never counters green.
    assert_eq!(refused(&state, P0, Action::Bid(Spot::Offer(0))), Refusal::ColourRule(GREEN));
    place(&mut state, P0, Action::Bid(Spot::Offer(2)), &workers(BLUE, 1));
    place(&mut state, P1, Action::Use(Site::Offer(1)), &workers(RED, 1));
    // No mix on a tile use with 4a.
    assert_eq!(refused(&state, P0, Action::Use(Site::Offer(1))), Refusal::ColourRule(RED));
    // Nor on one's own bid where nobody else bids: no counter-bid, so blue stays blue.
    play(&mut state, P0, Action::Bid(Spot::Offer(2)));
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::Worker(BLUE)]);
    assert_eq!(refused(&state, P0, Action::Worker(YELLOW)), Refusal::ColourRule(BLUE));
}

#[test]
fn in_version_1_with_4b_any_colour_joins_ones_own_bid_and_a_used_tile() {
    let mut state = version_1(arrange(2, &["Keywood", "Key Mine"], &[[2, 0, 1, 1], [3, 1, 0, 0]]));
    boat_4(&mut state, P0, true);
    place(&mut state, P0, Action::Bid(Spot::Offer(0)), &workers(BLUE, 1));
    place(&mut state, P1, Action::Use(Site::Offer(1)), &workers(RED, 1));
    // Player 1 raises its own blue bid with yellow, alone at the tile.
    place(&mut state, P0, Action::Bid(Spot::Offer(0)), &[Action::Worker(YELLOW)]);
    let bids = &state.offer[0].bids;
    assert_eq!((bids.colour, bids.by.clone()), (Some(BLUE), vec![(P0, Workers([1, 0, 1, 0]))]));
    // Player 2, without the boat, still has to bid blue there.
    let mut gathering = state.clone();
    play(&mut gathering, P1, Action::Bid(Spot::Offer(0)));
    assert_eq!(Keyflower::legal_actions(&gathering, P1), [Action::Worker(BLUE)]);
    assert_eq!(refused(&gathering, P1, Action::Worker(RED)), Refusal::ColourRule(BLUE));
    play(&mut state, P1, Action::Pass);
    // Player 1 adds green and blue to the red used on the Key Mine: the second use, of 2.
    play(&mut state, P0, Action::Use(Site::Offer(1)));
    let steps = Keyflower::legal_actions(&state, P0);
    assert_eq!(steps, [Action::Worker(BLUE), Action::Worker(GREEN)]);
    play(&mut state, P0, Action::Worker(GREEN));
    play(&mut state, P0, Action::Worker(BLUE));
    let events = play(&mut state, P0, Action::Confirm);
    let added = Workers([1, 0, 0, 1]);
    let tile = Building::Tile(state.offer[1].tile);
    assert!(events.contains(&Event::Used { seat: P0, site: Site::Offer(1), tile, workers: added, moved: vec![] }));
    let used = state.offer[1].used;
    assert_eq!((used.colour, used.workers, used.last), (Some(RED), Workers([1, 1, 0, 1]), 2));
    // For Player 2 the Key Mine stays red, and its red is gone.
    assert_eq!(refused(&state, P1, Action::Use(Site::Offer(1))), Refusal::ColourRule(RED));
    // Nobody bid on the Key Mine: its mixed workers go into the bag by colour, and so does
    // Player 1's winning blue and yellow bid on the Keywood.
    let bag = state.bag;
    end_turns(&mut state, P1);
    assert_eq!(state.bag.0, [bag.0[0] + 1 + 1, bag.0[1] + 1, bag.0[2] + 1, 1]);
}

#[test]
fn without_a_mixing_boat_the_colour_rule_still_refuses() {
    let mut state = arrange(2, &["Keywood"], &[[2, 0, 2, 0], [0, 1, 0, 0]]);
    boat_4(&mut state, P1, true);
    play(&mut state, P0, Action::Pass);
    place(&mut state, P1, Action::Bid(Spot::Offer(0)), &workers(RED, 1));
    // Player 1 holds no boat: blue and yellow may not counter red.
    assert_eq!(refused(&state, P0, Action::Bid(Spot::Offer(0))), Refusal::ColourRule(RED));
    // Where nobody stands, the first workers set one colour, for the holder of 4b too.
    place(&mut state, P0, Action::Bid(Spot::Offer(1)), &workers(BLUE, 1));
    play(&mut state, P1, Action::Pass);
    play(&mut state, P0, Action::Bid(Spot::Offer(2)));
    play(&mut state, P0, Action::Worker(BLUE));
    assert_eq!(refused(&state, P0, Action::Worker(YELLOW)), Refusal::ColourRule(BLUE));
    // The harness check catches a placement mixed where no boat allows it.
    let mut broken = state.clone();
    let Phase::Turns { pending: Some(Pending::Place { screen, .. }), .. } = &mut broken.phase else { unreachable!() };
    screen.add(YELLOW, 1);
    assert!(conservation(&broken).unwrap_err().contains("not allowed"));
}

#[test]
fn in_version_1_a_mixed_outbid_group_moves_whole_only_where_mixing_is_allowed_and_goes_home_by_colour() {
    let mut state = version_1(arrange(2, &["Keywood", "Key Mine", "Workshop"], &[[2, 0, 1, 0], [3, 3, 0, 0]]));
    boat_4(&mut state, P0, true);
    place(&mut state, P0, Action::Bid(Spot::Offer(0)), &workers(BLUE, 1));
    place(&mut state, P1, Action::Bid(Spot::Offer(2)), &workers(RED, 1));
    place(&mut state, P0, Action::Bid(Spot::Offer(0)), &[Action::Worker(YELLOW)]);
    place(&mut state, P1, Action::Bid(Spot::Offer(0)), &workers(BLUE, 3));
    // Player 1's outbid blue and yellow cannot open a tile nobody bids on: no colour to set.
    let mut gathering = state.clone();
    play(&mut gathering, P0, Action::Bid(Spot::Offer(1)));
    assert!(!Keyflower::legal_actions(&gathering, P0).contains(&Action::Group(Spot::Offer(0))));
    assert_eq!(refused(&gathering, P0, Action::Group(Spot::Offer(0))), Refusal::Unmixed);
    // They move whole against Player 2's red bid.
    play(&mut state, P0, Action::Bid(Spot::Offer(2)));
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::Worker(BLUE), Action::Group(Spot::Offer(0))]);
    play(&mut state, P0, Action::Group(Spot::Offer(0)));
    let events = play(&mut state, P0, Action::Confirm);
    let mix = Workers([1, 0, 1, 0]);
    assert_eq!(
        events,
        [Event::Bid {
            seat: P0,
            spot: Spot::Offer(2),
            tile: Building::Tile(state.offer[2].tile),
            workers: mix,
            bid: 2,
            moved: vec![(Spot::Offer(0), Building::Tile(state.offer[0].tile))]
        }]
    );
    assert_eq!(state.offer[2].bids.colour, Some(RED));
    // Player 2 raises its red bid; the mixed group is outbid again and goes home at the end.
    place(&mut state, P1, Action::Bid(Spot::Offer(2)), &workers(RED, 2));
    play(&mut state, P0, Action::Pass);
    let events = play(&mut state, P1, Action::Pass);
    assert!(events.iter().any(|e| matches!(e, Event::BidBack { seat: P0, spot: Spot::Offer(2), count: 2, .. })));
    assert_eq!(state.players[P0].screen.0, [2, 0, 1, 0]);
}

/// Boat 4a: "If another player has bid for a village tile using blue, red or yellow (but not
/// green) workers, then the owner of this boat may counter bid using a different colour
/// (including green). However all of the workers used in the counter bid must be of the same
/// colour." And: "If all of the other players' workers (the players who had been bid against)
/// are moved elsewhere because they have been outbid and there are no workers using the tile
/// being bid for, then the workers that are lying horizontal are stood up and their colour
/// becomes the new bid and usage colour for that tile."
#[test]
fn four_a_counter_bids_in_one_other_colour_and_its_workers_stand_up_once_the_bids_against_them_left() {
    let mut start = arrange(2, &["Keywood", "Key Mine"], &[[2, 0, 2, 2], [1, 3, 0, 0]]);
    boat_4(&mut start, P0, false);
    play(&mut start, P0, Action::Pass);
    place(&mut start, P1, Action::Bid(Spot::Offer(0)), &workers(RED, 1));
    let mut state = start.clone();
    play(&mut state, P0, Action::Bid(Spot::Offer(0)));
    // Any one other colour, green included; version 1 mixed blue and yellow, never green.
    let one_colour = [Action::Worker(BLUE), Action::Worker(YELLOW), Action::Worker(GREEN)];
    assert_eq!(Keyflower::legal_actions(&state, P0), one_colour);
    let old = version_1(state.clone());
    assert_eq!(Keyflower::legal_actions(&old, P0), [Action::Worker(BLUE), Action::Worker(YELLOW)]);
    play(&mut state, P0, Action::Worker(GREEN));
    assert_eq!(refused(&state, P0, Action::Worker(BLUE)), Refusal::ColourRule(GREEN));
    play(&mut state, P0, Action::Worker(GREEN));
    play(&mut state, P0, Action::Confirm);
    assert_eq!(state.offer[0].bids.colour, Some(RED), "the lying green does not change the tile's colour");
    // For Player 2 the Keywood stays red.
    let mut gathering = state.clone();
    play(&mut gathering, P1, Action::Bid(Spot::Offer(0)));
    assert_eq!(Keyflower::legal_actions(&gathering, P1), [Action::Worker(RED)]);
    // Player 2's outbid red moves whole to the Key Mine: nobody uses the Keywood, so the green
    // stands up and is the tile's colour, for bids and uses.
    place(&mut state, P1, Action::Bid(Spot::Offer(1)), &[Action::Group(Spot::Offer(0))]);
    assert_eq!(state.offer[0].bids.colour, Some(GREEN));
    play(&mut state, P0, Action::Pass);
    assert_eq!(refused(&state, P1, Action::Use(Site::Offer(0))), Refusal::ColourRule(GREEN));

    // Where the tile is used, the use's colour holds and the green stays lying: with no other
    // bid left to counter, Player 1 cannot add green, nor bid red it does not have.
    let mut used = start.clone();
    place(&mut used, P0, Action::Bid(Spot::Offer(0)), &workers(GREEN, 2));
    place(&mut used, P1, Action::Use(Site::Offer(0)), &workers(RED, 1));
    play(&mut used, P0, Action::Pass);
    place(&mut used, P1, Action::Bid(Spot::Offer(1)), &[Action::Group(Spot::Offer(0))]);
    assert_eq!(refused(&used, P0, Action::Bid(Spot::Offer(0))), Refusal::ColourRule(RED));
    // 4a is for village tiles: no counter-bid on a turn-order tile.
    let mut turn_order = start;
    play(&mut turn_order, P0, Action::Pass);
    place(&mut turn_order, P1, Action::Bid(Spot::TurnOrder(0)), &workers(RED, 1));
    assert_eq!(refused(&turn_order, P0, Action::Bid(Spot::TurnOrder(0))), Refusal::ColourRule(RED));
}

/// Boat 4b: "If a tile has already been bid for, or has previously been used for production, the
/// owner of boat 4b does not have to follow the same colour rule (even if green workers have been
/// used) when placing workers on the tile for production. ... Other players must continue to use
/// the colour of the standing up workers when using or bidding for the tiles that contain the
/// horizontal workers. If a tile has not previously been used or bid for, then this does not
/// apply".
#[test]
fn four_b_mixes_colours_on_uses_of_a_tile_bid_for_or_used_and_never_on_bids() {
    let mut state = arrange(2, &["Keywood", "Key Mine"], &[[2, 0, 1, 1], [0, 5, 0, 0]]);
    boat_4(&mut state, P0, true);
    play(&mut state, P0, Action::Pass);
    place(&mut state, P1, Action::Bid(Spot::Offer(0)), &workers(RED, 1));
    // Bids follow the colour rule for 4b's holder too (version 1 let 4b join any bid).
    assert_eq!(refused(&state, P0, Action::Bid(Spot::Offer(0))), Refusal::ColourRule(RED));
    assert!(Keyflower::legal_actions(&version_1(state.clone()), P0).contains(&Action::Bid(Spot::Offer(0))));
    // A use of the tile bid for takes any colours together.
    play(&mut state, P0, Action::Use(Site::Offer(0)));
    let any = [Action::Worker(BLUE), Action::Worker(YELLOW), Action::Worker(GREEN)];
    assert_eq!(Keyflower::legal_actions(&state, P0), any);
    play(&mut state, P0, Action::Worker(BLUE));
    play(&mut state, P0, Action::Worker(GREEN));
    play(&mut state, P0, Action::Confirm);
    // The standing colour stays the bids' red: Player 2 uses the tile with red only.
    assert_eq!(state.offer[0].used.colour, Some(RED));
    play(&mut state, P1, Action::Use(Site::Offer(0)));
    assert_eq!(Keyflower::legal_actions(&state, P1), [Action::Worker(RED)]);
    for _ in 0..3 {
        play(&mut state, P1, Action::Worker(RED));
    }
    play(&mut state, P1, Action::Confirm);
    // Where nobody is, 4b's holder places workers of one colour.
    play(&mut state, P0, Action::Use(Site::Offer(1)));
    play(&mut state, P0, Action::Worker(BLUE));
    assert_eq!(refused(&state, P0, Action::Worker(YELLOW)), Refusal::ColourRule(BLUE));
}
