//! Summer boats 4a and 4b: bids and uses of mixed colours (choices 22–26). 4a counter-bids a
//! blue, red or yellow bid with any mix of those colours, never against green; 4b adds any
//! colours wherever workers already are; everyone else keeps the location's colour, and mixed
//! workers go home or into the bag by colour at the season's end.

mod keyflower_support;

use keydom_rules::engine::{Game, Seat};
use keydom_rules::games::keyflower::arrange;
use keydom_rules::games::keyflower::data::Colour;
use keydom_rules::games::keyflower::state::{Building, Hex, Pending, Phase, Site, Spot, State, Workers};
use keydom_rules::games::keyflower::{Action, Event, Keyflower, Refusal, conservation};
use keyflower_support::*;

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
fn with_4a_blue_and_yellow_beat_a_red_bid_and_the_winning_mix_goes_into_the_bag() {
    let mut state = arrange(2, &["Keywood"], &[[2, 0, 1, 1], [1, 2, 0, 0]]);
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
fn with_4b_any_colour_joins_ones_own_bid_and_a_used_tile() {
    let mut state = arrange(2, &["Keywood", "Key Mine"], &[[2, 0, 1, 1], [3, 1, 0, 0]]);
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
fn a_mixed_outbid_group_moves_whole_only_where_mixing_is_allowed_and_goes_home_by_colour() {
    let mut state = arrange(2, &["Keywood", "Key Mine", "Workshop"], &[[2, 0, 1, 0], [3, 3, 0, 0]]);
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
