//! Positions set up directly, as the rulebook's worked examples describe them: move a tile to a
//! place (swapping whatever was there into the tile's old place, so every component stays
//! accounted for), take one out of play, move goods. The scenarios ([`super::scenarios`]) and
//! the tests build their positions with these; each panics on a position where its step makes
//! no sense, which the tests would catch.

use super::data::{Citizen, CitizenKind, Craftsman, Guest, Guild};
use super::{Config, Nuernberg, State};
use crate::engine::{Game, Seat};

/// Where a tile lies.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Spot {
    /// In a guild's workshop: the field and the place in its stack.
    Workshop(Guild, usize, usize),
    /// In a guild's guest room.
    Room(Guild, usize),
    /// In the pile of guests, at this place.
    Pile(usize),
    /// Among the citizens not in play.
    Unused(usize),
}

/// Finds a tile on the table, in the pile or among the unseen citizens.
pub fn find(state: &State, guest: Guest) -> Spot {
    for house in &state.houses {
        for (f, stack) in house.workshop.iter().enumerate() {
            if let Some(l) = stack.iter().position(|&h| Guest::Craftsman(h) == guest) {
                return Spot::Workshop(house.guild, f, l);
            }
        }
        if let Some(z) = house.rooms.iter().position(|&g| g == Some(guest)) {
            return Spot::Room(house.guild, z);
        }
    }
    if let Some(i) = state.guests.iter().position(|&g| g == guest) {
        return Spot::Pile(i);
    }
    if let Guest::Citizen(b) = guest
        && let Some(i) = state.unused.iter().position(|&u| u == b)
    {
        return Spot::Unused(i);
    }
    panic!("{guest:?} is not on the table or in the pile")
}

fn read(state: &State, spot: Spot) -> Option<Guest> {
    match spot {
        Spot::Workshop(g, f, l) => Some(Guest::Craftsman(state.houses[g.index()].workshop[f][l])),
        Spot::Room(g, z) => state.houses[g.index()].rooms[z],
        Spot::Pile(i) => Some(state.guests[i]),
        Spot::Unused(i) => Some(Guest::Citizen(state.unused[i])),
    }
}

fn write(state: &mut State, spot: Spot, guest: Option<Guest>) {
    match (spot, guest) {
        (Spot::Workshop(g, f, l), Some(Guest::Craftsman(h))) => state.houses[g.index()].workshop[f][l] = h,
        (Spot::Room(g, z), guest) => state.houses[g.index()].rooms[z] = guest,
        (Spot::Pile(i), Some(guest)) => state.guests[i] = guest,
        (Spot::Pile(i), None) => {
            state.guests.remove(i);
        }
        (Spot::Unused(i), Some(Guest::Citizen(b))) => state.unused[i] = b,
        (spot, guest) => panic!("cannot put {guest:?} at {spot:?}"),
    }
}

/// Puts `guest` at `to`; the tile that was there takes `guest`'s old place.
pub fn put(state: &mut State, guest: Guest, to: Spot) {
    let from = find(state, guest);
    if from == to {
        return;
    }
    if let Spot::Unused(_) = from {
        // Bring the citizen into play first, in exchange for a citizen from the pile.
        let i = state.guests.iter().position(|g| matches!(g, Guest::Citizen(_))).expect("a citizen in the pile");
        swap_spots(state, from, Spot::Pile(i));
        return put(state, guest, to);
    }
    if let (Spot::Workshop(..), Some(Guest::Citizen(_))) = (from, read(state, to)) {
        // A citizen cannot go into a workshop: move the craftsman into the pile first.
        let i = state.guests.iter().position(|g| matches!(g, Guest::Craftsman(h) if Guest::Craftsman(*h) != guest && Some(h.guild) == workshop_guild(from)));
        swap_spots(state, from, Spot::Pile(i.expect("a craftsman of the guild in the pile")));
        return put(state, guest, to);
    }
    swap_spots(state, from, to);
}

fn workshop_guild(spot: Spot) -> Option<Guild> {
    match spot {
        Spot::Workshop(g, ..) => Some(g),
        _ => None,
    }
}

fn swap_spots(state: &mut State, a: Spot, b: Spot) {
    let (ga, gb) = (read(state, a), read(state, b));
    write(state, a, gb);
    write(state, b, ga);
}

/// Takes `guest` off the table or out of the pile (an unseen citizen is swapped into play first).
pub fn take(state: &mut State, guest: Guest) -> Guest {
    if let Spot::Unused(_) = find(state, guest) {
        put(state, guest, Spot::Pile(0));
    }
    match find(state, guest) {
        Spot::Workshop(g, f, l) => {
            state.houses[g.index()].workshop[f].remove(l);
        }
        spot => write(state, spot, None),
    }
    guest
}

/// The craftsman of `guild` with number `number` (see `data::CRAFTSMEN`).
pub fn craftsman(guild: Guild, number: u8) -> Craftsman {
    Craftsman { guild, number }
}

/// The first citizen tile of this kind.
pub fn citizen(kind: CitizenKind) -> Citizen {
    Citizen::all().find(|b| b.kind() == kind).expect("the kind exists")
}

/// A fresh game, checked.
pub fn new_game(players: u8, seed: u64) -> State {
    Nuernberg::setup(&Config::new(players), seed).expect("a valid set-up")
}

/// Moves `n` goods of `g` from its storage to `seat`.
pub fn give(s: &mut State, seat: Seat, g: Guild, n: u8) {
    s.houses[g.index()].storage.0[g.index()] -= n;
    s.players[seat].tableau.goods.add(g, n);
}

/// Moves all of `seat`'s goods of `g` to the storage.
pub fn to_storage(s: &mut State, seat: Seat, g: Guild) {
    let n = s.players[seat].tableau.goods.of(g);
    s.players[seat].tableau.goods.0[g.index()] = 0;
    s.houses[g.index()].storage.add(g, n);
}
