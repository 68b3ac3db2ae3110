//! Positions set up directly, as the rulebook's worked examples describe them: move a tile to a
//! place (swapping whatever was there into the tile's old place, so every component stays
//! accounted for), take one out of play, move goods. The scenarios ([`super::scenarios`]) and
//! the tests build their positions with these; each panics on a position where its step makes
//! no sense, which the tests would catch.

use super::data::{Buerger, Gast, Gilde, Handwerker, Stadtbewohner};
use super::{Config, Nuernberg, State};
use crate::engine::{Game, Seat};

/// Where a tile lies.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Ort {
    /// In a guild's workshop: the field and the place in its stack.
    Werkstatt(Gilde, usize, usize),
    /// In a guild's guest room.
    Zimmer(Gilde, usize),
    /// In the pile of guests, at this place.
    Stapel(usize),
    /// Among the citizens not in play.
    Unbenutzt(usize),
}

/// Finds a tile on the table, in the pile or among the unseen citizens.
pub fn finde(state: &State, gast: Gast) -> Ort {
    for haus in &state.haeuser {
        for (f, stack) in haus.werkstatt.iter().enumerate() {
            if let Some(l) = stack.iter().position(|&h| Gast::Handwerker(h) == gast) {
                return Ort::Werkstatt(haus.gilde, f, l);
            }
        }
        if let Some(z) = haus.zimmer.iter().position(|&g| g == Some(gast)) {
            return Ort::Zimmer(haus.gilde, z);
        }
    }
    if let Some(i) = state.gaeste.iter().position(|&g| g == gast) {
        return Ort::Stapel(i);
    }
    if let Gast::Buerger(b) = gast
        && let Some(i) = state.unbenutzt.iter().position(|&u| u == b)
    {
        return Ort::Unbenutzt(i);
    }
    panic!("{gast:?} is not on the table or in the pile")
}

fn lies(state: &State, ort: Ort) -> Option<Gast> {
    match ort {
        Ort::Werkstatt(g, f, l) => Some(Gast::Handwerker(state.haeuser[g.index()].werkstatt[f][l])),
        Ort::Zimmer(g, z) => state.haeuser[g.index()].zimmer[z],
        Ort::Stapel(i) => Some(state.gaeste[i]),
        Ort::Unbenutzt(i) => Some(Gast::Buerger(state.unbenutzt[i])),
    }
}

fn schreibe(state: &mut State, ort: Ort, gast: Option<Gast>) {
    match (ort, gast) {
        (Ort::Werkstatt(g, f, l), Some(Gast::Handwerker(h))) => state.haeuser[g.index()].werkstatt[f][l] = h,
        (Ort::Zimmer(g, z), gast) => state.haeuser[g.index()].zimmer[z] = gast,
        (Ort::Stapel(i), Some(gast)) => state.gaeste[i] = gast,
        (Ort::Stapel(i), None) => {
            state.gaeste.remove(i);
        }
        (Ort::Unbenutzt(i), Some(Gast::Buerger(b))) => state.unbenutzt[i] = b,
        (ort, gast) => panic!("cannot put {gast:?} at {ort:?}"),
    }
}

/// Puts `gast` at `ziel`; the tile that was there takes `gast`'s old place.
pub fn lege(state: &mut State, gast: Gast, ziel: Ort) {
    let von = finde(state, gast);
    if von == ziel {
        return;
    }
    if let Ort::Unbenutzt(_) = von {
        // Bring the citizen into play first, in exchange for a citizen from the pile.
        let i = state.gaeste.iter().position(|g| matches!(g, Gast::Buerger(_))).expect("a citizen in the pile");
        lege_tausch(state, von, Ort::Stapel(i));
        return lege(state, gast, ziel);
    }
    if let (Ort::Werkstatt(..), Some(Gast::Buerger(_))) = (von, lies(state, ziel)) {
        // A citizen cannot go into a workshop: move the craftsman into the pile first.
        let i = state.gaeste.iter().position(|g| matches!(g, Gast::Handwerker(h) if Gast::Handwerker(*h) != gast && Some(h.gilde) == werkstatt_gilde(von)));
        lege_tausch(state, von, Ort::Stapel(i.expect("a craftsman of the guild in the pile")));
        return lege(state, gast, ziel);
    }
    lege_tausch(state, von, ziel);
}

fn werkstatt_gilde(ort: Ort) -> Option<Gilde> {
    match ort {
        Ort::Werkstatt(g, ..) => Some(g),
        _ => None,
    }
}

fn lege_tausch(state: &mut State, a: Ort, b: Ort) {
    let (ga, gb) = (lies(state, a), lies(state, b));
    schreibe(state, a, gb);
    schreibe(state, b, ga);
}

/// Takes `gast` off the table or out of the pile (an unseen citizen is swapped into play first).
pub fn nimm(state: &mut State, gast: Gast) -> Gast {
    if let Ort::Unbenutzt(_) = finde(state, gast) {
        lege(state, gast, Ort::Stapel(0));
    }
    match finde(state, gast) {
        Ort::Werkstatt(g, f, l) => {
            state.haeuser[g.index()].werkstatt[f].remove(l);
        }
        ort => schreibe(state, ort, None),
    }
    gast
}

/// The craftsman of `gilde` with number `nr` (see `data::HANDWERKER`).
pub fn hw(gilde: Gilde, nr: u8) -> Handwerker {
    Handwerker { gilde, nr }
}

/// The first citizen tile of this kind.
pub fn buerger(art: Stadtbewohner) -> Buerger {
    Buerger::all().find(|b| b.art() == art).expect("the kind exists")
}

/// A fresh game, checked.
pub fn neues_spiel(players: u8, seed: u64) -> State {
    Nuernberg::setup(&Config { players }, seed).expect("a valid set-up")
}

/// Moves `n` goods of `g` from its storage to `seat`.
pub fn gib(s: &mut State, seat: Seat, g: Gilde, n: u8) {
    s.haeuser[g.index()].lager.0[g.index()] -= n;
    s.spieler[seat].auslage.waren.add(g, n);
}

/// Moves all of `seat`'s goods of `g` to the storage.
pub fn weg(s: &mut State, seat: Seat, g: Gilde) {
    let n = s.spieler[seat].auslage.waren.of(g);
    s.spieler[seat].auslage.waren.0[g.index()] = 0;
    s.haeuser[g.index()].lager.add(g, n);
}
