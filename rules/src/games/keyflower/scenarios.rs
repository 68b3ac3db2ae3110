//! Situations the rules call out, as [`Scenario`]s (the base rulebook's own worked examples are
//! pictures the text copies lost, so these are built from its stated numbers): the colour rule
//! with an outbid group moved on, a tile blocked by a use of 2 then 3 workers, and a transport
//! of capacity 2 carrying one resource two tiles. `tests/scenarios.rs` checks them.

use super::arrange::{build, new_game, offer_first, resources_onto, screen};
use super::data::{Colour, HOMES, Resource};
use super::state::{Building, Hex, Site, Spot, State};
use super::{Action, Keyflower};
use crate::engine::{Moves, Seat};
use crate::games::scenario::Scenario;

/// Every Keyflower scenario.
pub const ALL: [Scenario<Keyflower>; 3] = [OUTBID, BLOCKED, TRANSPORT];

/// Anna, the first seat.
pub const ANNA: Seat = Seat(0);
/// Ben, the second seat.
pub const BEN: Seat = Seat(1);

const NAMES: &[&str] = &["Anna", "Ben"];

/// A placement: begin it, add `n` workers of `colour` from behind the screen, confirm.
fn placement(seat: Seat, begin: Action, colour: Colour, n: usize) -> Moves<Keyflower> {
    let mut moves = vec![(seat, begin)];
    moves.extend(std::iter::repeat_n((seat, Action::Worker(colour)), n));
    moves.push((seat, Action::Confirm));
    moves
}

/// Anna bids one blue on the Keywood; Ben must bid blue too and beats her with two; Anna moves
/// her outbid worker whole, with one more, to the Workshop.
pub const OUTBID: Scenario<Keyflower> = Scenario {
    slug: "outbid",
    title: ("Überboten", "Outbid"),
    about: (
        "Gebote um ein Plättchen haben die Farbe des ersten Arbeiters; wer überboten wird, zieht seine Gruppe als Ganzes weiter.",
        "Bids around a tile take the first worker's colour; an outbid player moves the group on, whole.",
    ),
    names: NAMES,
    start: || two_players(&["Keywood", "Workshop"], [[3, 0, 0, 0], [2, 1, 0, 0]]),
    moves: |_| {
        let mut moves = placement(ANNA, Action::Bid(Spot::Offer(0)), Colour::Blue, 1);
        moves.extend(placement(BEN, Action::Bid(Spot::Offer(0)), Colour::Blue, 2));
        moves.extend([
            (ANNA, Action::Bid(Spot::Offer(1))),
            (ANNA, Action::Group(Spot::Offer(0))),
            (ANNA, Action::Worker(Colour::Blue)),
            (ANNA, Action::Confirm),
        ]);
        moves
    },
    step: 11,
    viewer: Some(ANNA),
};

/// Anna uses the Keystone Quarry with 2 workers, Ben with 3: with 5 on it, a further use would
/// need 4 more, beyond 6, so the tile is blocked for the season.
pub const BLOCKED: Scenario<Keyflower> = Scenario {
    slug: "blocked",
    title: ("Gesperrt", "Blocked"),
    about: (
        "Jede Nutzung braucht mehr Arbeiter als die letzte, höchstens 6 je Plättchen: nach 2 und 3 geht nichts mehr.",
        "Each use takes more workers than the last, at most 6 a tile: after 2 and 3 nothing more fits.",
    ),
    names: NAMES,
    start: || two_players(&["Keystone Quarry"], [[1, 2, 0, 0], [0, 3, 0, 0]]),
    moves: |_| {
        let mut moves = placement(ANNA, Action::Use(Site::Offer(0)), Colour::Red, 2);
        moves.extend(placement(BEN, Action::Use(Site::Offer(0)), Colour::Red, 3));
        moves
    },
    step: 9,
    viewer: None,
};

/// Anna's village: home tile, a Keywood above, a Quarryman above that, linked by roads, with the
/// home tile's upgrade cost split between the home tile and the Quarryman. She uses the Stable
/// up for auction (capacity 2, one upgrade): one resource two tiles, then the home tile turns.
pub const TRANSPORT: Scenario<Keyflower> = Scenario {
    slug: "transport",
    title: ("Transport", "Transport"),
    about: (
        "Ein Rohstoff ein Plättchen weit kostet 1 Kapazität: mit 2 geht einer zwei Plättchen weit; dann die Aufwertung.",
        "One resource one tile costs 1 capacity: with 2, one goes two tiles; then the upgrade.",
    ),
    names: NAMES,
    start: transport_village,
    moves: |start| {
        let Building::Home(home) = start.players[ANNA].village[0].building else { unreachable!("home first") };
        let resource = HOMES[usize::from(home - 1)].upgrade[1];
        let mut moves = placement(ANNA, Action::Use(Site::Offer(0)), Colour::Blue, 1);
        moves.extend([
            (ANNA, Action::Move { from: 2, to: 1, resource }),
            (ANNA, Action::Move { from: 1, to: 0, resource }),
            (ANNA, Action::Upgrade(0)),
        ]);
        moves
    },
    step: 6,
    viewer: Some(ANNA),
};

fn two_players(offer: &[&str], screens: [[u8; 4]; 2]) -> State {
    let mut state = new_game(2);
    offer_first(&mut state, offer);
    for (seat, workers) in [ANNA, BEN].into_iter().zip(screens) {
        screen(&mut state, seat, workers);
    }
    state
}

fn transport_village() -> State {
    let mut state = two_players(&["Stable"], [[2, 0, 0, 0], [2, 0, 0, 0]]);
    build(&mut state, ANNA, "Keywood", Hex { q: 0, r: -1 }, 2);
    build(&mut state, ANNA, "Quarryman", Hex { q: 0, r: -2 }, 0);
    let Building::Home(home) = state.players[ANNA].village[0].building else { unreachable!("home first") };
    let [first, second]: [Resource; 2] = HOMES[usize::from(home - 1)].upgrade;
    resources_onto(&mut state, ANNA, 0, first, 1);
    resources_onto(&mut state, ANNA, 2, second, 1);
    state
}
