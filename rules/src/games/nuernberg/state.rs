//! The full position (hidden parts included) and the small value types it is made of.

use super::data::{Buerger, Gast, Gilde, Handwerker};
use crate::engine::{GameRng, PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// A bag of goods: how many of each guild's good, indexed by [`Gilde::index`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Waren(pub [u8; 6]);

impl Waren {
    /// How many goods of `gilde`.
    pub fn of(&self, gilde: Gilde) -> u8 {
        self.0[gilde.index()]
    }

    /// Adds `n` goods of `gilde`.
    pub fn add(&mut self, gilde: Gilde, n: u8) {
        self.0[gilde.index()] += n;
    }

    /// All goods in the bag.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    /// Whether every good of `other` is in this bag.
    pub fn contains(&self, other: &Waren) -> bool {
        self.0.iter().zip(other.0).all(|(&have, want)| have >= want)
    }

    /// This bag plus `other`.
    pub fn plus(&self, other: &Waren) -> Waren {
        Waren(std::array::from_fn(|i| self.0[i] + other.0[i]))
    }

    /// This bag minus `other` (which it must contain).
    pub fn minus(&self, other: &Waren) -> Waren {
        Waren(std::array::from_fn(|i| self.0[i] - other.0[i]))
    }

    /// The goods as a list in guild order, one entry per good.
    pub fn list(&self) -> Vec<Gilde> {
        Gilde::ALL.iter().flat_map(|&g| std::iter::repeat_n(g, usize::from(self.of(g)))).collect()
    }

    /// A bag of `n` goods of `gilde`.
    pub fn single(gilde: Gilde, n: u8) -> Waren {
        let mut bag = Waren::default();
        bag.add(gilde, n);
        bag
    }

    /// Calls `each` with every bag of exactly `size` goods that can be taken out of `self`,
    /// in a fixed order: most of the first guild's good first, then of the second, and so on.
    pub fn each_bag(&self, size: u8, mut each: impl FnMut(Waren)) {
        // `rest`: the goods of `from` of this kind and the ones after it. Each kind gives at
        // least what the later kinds cannot, so every branch ends in a bag (and never runs
        // past the last kind).
        fn fill(from: &Waren, kind: usize, rest: u8, left: u8, bag: &mut Waren, each: &mut impl FnMut(Waren)) {
            if left == 0 {
                each(*bag);
                return;
            }
            let here = from.0[kind];
            let after = rest - here;
            for n in (left.saturating_sub(after)..=left.min(here)).rev() {
                bag.0[kind] = n;
                fill(from, kind + 1, after, left - n, bag, each);
            }
            bag.0[kind] = 0;
        }
        fill(self, 0, self.0.iter().sum(), size, &mut Waren::default(), &mut each);
    }
}

/// A set of action cards (one per guild), as a bit per [`Gilde::index`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Karten(pub u8);

impl Karten {
    /// Whether the card of `gilde` is in the set.
    pub fn has(self, gilde: Gilde) -> bool {
        self.0 & (1 << gilde.index()) != 0
    }

    /// The set without the card of `gilde`.
    pub fn without(self, gilde: Gilde) -> Karten {
        Karten(self.0 & !(1 << gilde.index()))
    }

    /// The set from a list of guilds.
    pub fn from_gilden(gilden: &[Gilde]) -> Karten {
        Karten(gilden.iter().fold(0, |bits, g| bits | (1 << g.index())))
    }

    /// The guilds in the set, in calling order.
    pub fn gilden(self) -> Vec<Gilde> {
        Gilde::ALL.into_iter().filter(|&g| self.has(g)).collect()
    }

    /// Number of cards.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True for the empty set.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// Where a craftsman sits in a guild house (for the Wächter's swap).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Platz {
    /// A workshop window: 0 is the master's window, higher is further up; `lage` 0 is the lower
    /// tile of a stacked window, 1 the one on top.
    Werkstatt {
        /// Which guild house.
        gilde: Gilde,
        /// Window from the bottom.
        fenster: u8,
        /// Position in the window's stack, from the bottom.
        lage: u8,
    },
    /// A guest room, 0 = leftmost.
    Zimmer {
        /// Which guild house.
        gilde: Gilde,
        /// Room from the left.
        zimmer: u8,
    },
}

/// One guild house on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Zunfthaus {
    /// The guild.
    pub gilde: Gilde,
    /// Workshop windows from the bottom (index 0 is the master's); each a stack, top last.
    pub werkstatt: Vec<Vec<Handwerker>>,
    /// The four guest rooms, left to right.
    pub zimmer: [Option<Gast>; 4],
    /// Goods in the storage room (of any kind).
    pub lager: Waren,
    /// Merchants on the roof, per seat.
    pub dach: PerSeat<u8>,
    /// Bürgermeister tiles sitting on the roof.
    pub buergermeister: Vec<Buerger>,
    /// Coats of arms of this guild still on the house.
    pub wappen: u8,
}

impl Zunfthaus {
    /// The current guild master (top tile of the lowest window), if any.
    pub fn meister(&self) -> Option<Handwerker> {
        self.werkstatt.first().and_then(|stack| stack.last()).copied()
    }

    /// The master's value: the price of goods here (0 without a master).
    pub fn preis(&self) -> u32 {
        self.meister().map_or(0, |m| u32::from(m.wert()))
    }

    /// Merchants on the roof, all colours.
    pub fn dach_gesamt(&self) -> u32 {
        self.dach.values().iter().map(|&n| u32::from(n)).sum()
    }
}

/// Everything one player owns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spieler {
    /// Money, hidden from the others.
    pub taler: u32,
    /// Everything else, which lies open in front of the player.
    pub auslage: Auslage,
}

/// What lies open in front of a player: everything they own but their money.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Auslage {
    /// Goods in front of the player.
    pub waren: Waren,
    /// Merchants in hand (the "Bestand").
    pub handelsleute: u8,
    /// The player's merchants still in the general supply.
    pub vorrat: u8,
    /// Recruited or won craftsmen.
    pub handwerker: Vec<Handwerker>,
    /// Citizens kept in front of the player (moon and sun citizens; not Bürgermeister or loaded Hausierer).
    pub buerger: Vec<Buerger>,
    /// Hausierer tiles with the good each carries.
    pub hausierer: Vec<(Buerger, Gilde)>,
    /// Coats of arms per guild.
    pub wappen: [u8; 6],
    /// Prestige arms won.
    pub prestigewappen: u8,
    /// Pass marker on its moon side: out for the rest of the round.
    pub gepasst: bool,
}

/// The decision still open inside a recruiting action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Schritt {
    /// Choose what the Dieb takes.
    Dieb(Buerger),
    /// Choose the Wächter's swap.
    Waechter(Buerger),
    /// Choose the good for the Hausierer.
    Hausierer(Buerger),
    /// Choose the roof for the Bürgermeister.
    Buergermeister(Buerger),
    /// Choose whether to move to first in turn order.
    Reihenfolge,
}

impl Schritt {
    /// The citizen tile being resolved (held by the recruiting player until its step is done).
    pub fn buerger(self) -> Option<Buerger> {
        match self {
            Schritt::Dieb(b) | Schritt::Waechter(b) | Schritt::Hausierer(b) | Schritt::Buergermeister(b) => Some(b),
            Schritt::Reihenfolge => None,
        }
    }
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Secret planning: each active player's committed cards (`Some`) or still to decide (`None`).
    Planung {
        /// Committed plans; an empty set means the player passed for the round.
        plaene: PerSeat<Option<Karten>>,
    },
    /// The guilds are called in order and players act at them.
    Aktion {
        /// Played cards not yet taken back (unrevealed for guilds after `gilde`).
        karten: PerSeat<Karten>,
        /// The guild being called.
        gilde: Gilde,
        /// Most goods one player may buy here this time.
        limit: u8,
        /// An open step of a recruiting action, with the recruiting seat.
        schritt: Option<(Seat, Schritt)>,
    },
    /// The game is over.
    Ende,
}

/// A time the rules made players show their money: the favourite tie-break.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Enthuellung {
    /// The round.
    pub runde: u8,
    /// The guild whose favourite was tied.
    pub gilde: Gilde,
    /// The tied players and the Taler they showed.
    pub taler: Vec<(Seat, u32)>,
}

/// The whole position. Fields are public so tests can set positions up directly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The generator for every random step after set-up (reshuffling the guest pile).
    pub rng: GameRng,
    /// Round 1–4.
    pub runde: u8,
    /// Pass number within the round, from 1.
    pub durchgang: u8,
    /// The guild houses in play, in guild order.
    pub haeuser: Vec<Zunfthaus>,
    /// The players, by seat.
    pub spieler: PerSeat<Spieler>,
    /// Turn order, first player first.
    pub reihenfolge: Vec<Seat>,
    /// The face-down guest pile; the top is last.
    pub gaeste: Vec<Gast>,
    /// Tiles returned to the box face up (discarded guests, unclaimed masters).
    pub schachtel: Vec<Gast>,
    /// Citizens left out at set-up, unseen.
    pub unbenutzt: Vec<Buerger>,
    /// This round's prestige guild.
    pub prestige: Gilde,
    /// Prestige arms still in the supply (the one beside the prestige guild not counted).
    pub prestige_vorrat: u8,
    /// Prestige arms that went unclaimed (back to the box).
    pub prestige_verfallen: u8,
    /// Net Taler the bank has paid to players (its notional reserve is unlimited).
    pub bank_ausgezahlt: i64,
    /// Every time money was shown.
    pub enthuellungen: Vec<Enthuellung>,
    /// Where play stands.
    pub phase: Phase,
}

impl State {
    /// Number of players.
    pub fn players(&self) -> usize {
        self.spieler.len()
    }

    /// The guilds in play.
    pub fn gilden(&self) -> &'static [Gilde] {
        Gilde::in_play(self.players())
    }

    /// The house of `gilde` (which must be in play).
    pub fn haus(&self, gilde: Gilde) -> &Zunfthaus {
        &self.haeuser[gilde.index()]
    }

    /// The house of `gilde`, mutable.
    pub fn haus_mut(&mut self, gilde: Gilde) -> &mut Zunfthaus {
        &mut self.haeuser[gilde.index()]
    }

    /// Pays `taler` from the bank to `seat`.
    pub fn von_bank(&mut self, seat: Seat, taler: u32) {
        self.spieler[seat].taler += taler;
        self.bank_ausgezahlt += i64::from(taler);
    }

    /// `seat` pays `taler` to the bank (it must have them).
    pub fn an_bank(&mut self, seat: Seat, taler: u32) {
        self.spieler[seat].taler -= taler;
        self.bank_ausgezahlt -= i64::from(taler);
    }

    /// Gives `seat` one merchant from the supply if any of its colour is left; true if it did.
    pub fn handelsmann_dazu(&mut self, seat: Seat) -> bool {
        let p = &mut self.spieler[seat];
        if p.auslage.vorrat == 0 {
            return false;
        }
        p.auslage.vorrat -= 1;
        p.auslage.handelsleute += 1;
        true
    }

    /// Shuffles a tile back into the face-down guest pile.
    pub fn einmischen(&mut self, gast: Gast) {
        self.gaeste.push(gast);
        let mut pile = std::mem::take(&mut self.gaeste);
        self.rng.shuffle(&mut pile);
        self.gaeste = pile;
    }

    /// The position of `seat` in turn order (0 = first).
    pub fn platz_in_reihenfolge(&self, seat: Seat) -> usize {
        self.reihenfolge.iter().position(|&s| s == seat).expect("every seat is in turn order")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bags(from: Waren, size: u8) -> Vec<Waren> {
        let mut out = Vec::new();
        from.each_bag(size, |bag| out.push(bag));
        out
    }

    #[test]
    fn each_bag_lists_every_sub_bag_of_a_size_once() {
        let from = Waren([2, 1, 0, 3, 0, 0]);
        let two = [[2, 0, 0, 0, 0, 0], [1, 1, 0, 0, 0, 0], [1, 0, 0, 1, 0, 0], [0, 1, 0, 1, 0, 0], [0, 0, 0, 2, 0, 0]];
        assert_eq!(bags(from, 2), two.map(Waren));
        assert_eq!(bags(from, 7), []);
        assert_eq!(bags(from, 6), [from]);
    }

    /// Legal lists keep this order (saves and links store actions): the same bags as counting
    /// out every combination, largest count of the first guild's good first.
    #[test]
    fn each_bag_matches_counting_every_combination_in_order() {
        for from in [[2, 1, 0, 3, 0, 0], [12, 0, 1, 2, 0, 3], [0, 0, 0, 0, 0, 1], [3, 3, 3, 3, 3, 3]].map(Waren) {
            for size in 0..=4u8 {
                let base = u32::from(size) + 1;
                let mut all: Vec<Waren> = (0..base.pow(6))
                    .map(|code| Waren(std::array::from_fn(|i| (code / base.pow(i as u32) % base) as u8)))
                    .filter(|bag| bag.total() == u32::from(size) && from.contains(bag))
                    .collect();
                all.sort_by_key(|bag| std::cmp::Reverse(bag.0));
                assert_eq!(bags(from, size), all, "{from:?} size {size}");
            }
        }
    }

    #[test]
    fn karten_are_a_set_in_guild_order() {
        let k = Karten::from_gilden(&[Gilde::Drucker, Gilde::Brauer]);
        assert_eq!(k.gilden(), [Gilde::Brauer, Gilde::Drucker]);
        assert_eq!(k.without(Gilde::Brauer).len(), 1);
    }
}
