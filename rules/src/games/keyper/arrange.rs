//! Position builders for the tests and the rulebook scenarios: a game set up as usual, then
//! changed the way a described situation needs (the keyples in each keyp area, a building on a
//! plot, goods in hand), always moving pieces from one place to another so that every keyple,
//! good and tile stays accounted for ([`super::conservation`] holds).

use super::data::{Colour, Field, Good, Season, Tile};
use super::state::{Building, Keyples, Landscape, Phase, Placed, Plot, RIVER, Spot, State};
use super::{Config, Event, Keyper};
use crate::engine::{Events, Game, Seat};

/// A game of `players` set up from `seed`, seat 0 to act, each seat's keyp area holding exactly
/// `teams[seat]` (no keyples for seats past the list) with the rest of its team resting on the
/// keyp tile (out of play until the keyper is played).
pub fn table(players: u8, seed: u64, teams: &[&[Colour]]) -> State {
    let mut state =
        Keyper::setup(&Config { players, data: super::data::DATA_VERSION }, seed).expect("a playable table");
    state.active = Seat(0);
    for (seat, p) in state.players.iter_mut() {
        let mut rest = p.keyp_area;
        p.keyp_area = Keyples::default();
        for &c in teams.get(seat.index()).copied().unwrap_or_default() {
            assert!(rest.count(c) > 0, "seat {} has no {c:?} keyple left for its team", seat.index());
            rest.remove(c);
            p.keyp_area.add(c);
        }
        for c in Colour::ALL {
            (0..rest.count(c)).for_each(|_| p.keyp_tile.add(c));
        }
    }
    state
}

/// Puts `tile` on `plot` of `seat`'s board, taking it from the player's estate tiles or, for a
/// landscape tile, from wherever it lies (the display is refilled).
pub fn build(state: &mut State, seat: Seat, tile: Tile, plot: Plot, upgraded: bool) {
    let landscape = Landscape::Building(tile);
    for pile in [&mut state.bag, &mut state.display, &mut state.set_aside] {
        pile.retain(|&t| t != landscape);
    }
    refill(state);
    let p = &mut state.players[seat];
    p.unbuilt.retain(|&t| t != tile);
    *p.plot_mut(plot) = Some(Building { tile, upgraded, covered: None, keyples: Vec::new() });
}

/// Ends the season as the last pass would, and says what happened.
pub fn end_season(state: &mut State) -> Vec<Event> {
    let mut events = Vec::new();
    state.end_season(&mut Events::collecting(&mut events));
    events
}

/// Fills the display up to 8 from the bag (the events are dropped).
pub fn refill(state: &mut State) {
    state.refill(&mut Events::ignored());
}

/// Gives `seat` `n` of `good` from the general supply.
pub fn give(state: &mut State, seat: Seat, good: Good, n: u8) {
    let moved = state.supply.give(&mut state.players[seat].goods, good, n);
    assert_eq!(moved, n, "the supply holds {n} {good:?}");
}

/// Every keyper out: each seat's on the board of the same number, which it claims.
pub fn keypers_out(state: &mut State) {
    for (seat, p) in state.players.iter_mut() {
        p.keyper_home = false;
        state.boards[seat.index()].keyper = Some(seat);
    }
}

/// Stands a keyple of `colour` from `seat`'s keyp tile on the field `spot` (played earlier).
pub fn stand(state: &mut State, seat: Seat, colour: Colour, spot: Spot) {
    let Spot::Field { board, field } = spot else { panic!("a field of a country board") };
    state.players[seat].keyp_tile.remove(colour);
    state.boards[usize::from(board)].fields[usize::from(field)].push(Placed { colour, down: false });
}

/// The first spot, board by board, of a field of kind `field` on the faces shown (the listed
/// fields, numbered below the river field's number).
pub fn spot_of(state: &State, field: Field) -> Spot {
    (0..state.boards.len() as u8)
        .flat_map(|board| (0..RIVER).map(move |field| Spot::Field { board, field }))
        .find(|&s| state.field(s) == Some(field))
        .expect("the faces shown have this field")
}

/// The game over after winter: the position the end scoring reads.
pub fn game_over(state: &mut State) {
    state.season = Season::Winter;
    state.phase = Phase::Over;
}
