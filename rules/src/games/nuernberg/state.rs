//! The full position (hidden parts included) and the small value types it is made of.

use super::data::{Citizen, Craftsman, Guest, Guild};
use crate::engine::{DataVersion, GameRng, PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// A bag of goods: how many of each guild's good, indexed by [`Guild::index`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Goods(pub [u8; 6]);

impl Goods {
    /// How many goods of `guild`.
    pub fn of(&self, guild: Guild) -> u8 {
        self.0[guild.index()]
    }

    /// Adds `n` goods of `guild`.
    pub fn add(&mut self, guild: Guild, n: u8) {
        self.0[guild.index()] += n;
    }

    /// All goods in the bag.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    /// Whether every good of `other` is in this bag.
    pub fn contains(&self, other: &Goods) -> bool {
        self.0.iter().zip(other.0).all(|(&have, want)| have >= want)
    }

    /// This bag plus `other`.
    pub fn plus(&self, other: &Goods) -> Goods {
        Goods(std::array::from_fn(|i| self.0[i] + other.0[i]))
    }

    /// This bag minus `other` (which it must contain).
    pub fn minus(&self, other: &Goods) -> Goods {
        Goods(std::array::from_fn(|i| self.0[i] - other.0[i]))
    }

    /// The goods as a list in guild order, one entry per good.
    pub fn list(&self) -> Vec<Guild> {
        Guild::ALL.iter().flat_map(|&g| std::iter::repeat_n(g, usize::from(self.of(g)))).collect()
    }

    /// A bag of `n` goods of `guild`.
    pub fn single(guild: Guild, n: u8) -> Goods {
        let mut bag = Goods::default();
        bag.add(guild, n);
        bag
    }

    /// Calls `each` with every bag of exactly `size` goods that can be taken out of `self`,
    /// in a fixed order: most of the first guild's good first, then of the second, and so on.
    pub fn each_bag(&self, size: u8, mut each: impl FnMut(Goods)) {
        // `rest`: the goods of `from` of this kind and the ones after it. Each kind gives at
        // least what the later kinds cannot, so every branch ends in a bag (and never runs
        // past the last kind).
        fn fill(from: &Goods, kind: usize, rest: u8, left: u8, bag: &mut Goods, each: &mut impl FnMut(Goods)) {
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
        fill(self, 0, self.0.iter().sum(), size, &mut Goods::default(), &mut each);
    }
}

/// A set of action cards (one per guild), as a bit per [`Guild::index`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Cards(pub u8);

impl Cards {
    /// Whether the card of `guild` is in the set.
    pub fn has(self, guild: Guild) -> bool {
        self.0 & (1 << guild.index()) != 0
    }

    /// The set without the card of `guild`.
    pub fn without(self, guild: Guild) -> Cards {
        Cards(self.0 & !(1 << guild.index()))
    }

    /// The set from a list of guilds.
    pub fn from_guilds(guilds: &[Guild]) -> Cards {
        Cards(guilds.iter().fold(0, |bits, g| bits | (1 << g.index())))
    }

    /// The guilds in the set, in calling order.
    pub fn guilds(self) -> Vec<Guild> {
        Guild::ALL.into_iter().filter(|&g| self.has(g)).collect()
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
pub enum Place {
    /// A workshop window: 0 is the master's window, higher is further up; `layer` 0 is the lower
    /// tile of a stacked window, 1 the one on top.
    #[serde(rename = "Werkstatt")]
    Workshop {
        /// Which guild house.
        #[serde(rename = "gilde")]
        guild: Guild,
        /// Window from the bottom.
        #[serde(rename = "fenster")]
        window: u8,
        /// Position in the window's stack, from the bottom.
        #[serde(rename = "lage")]
        layer: u8,
    },
    /// A guest room, 0 = leftmost.
    #[serde(rename = "Zimmer")]
    Room {
        /// Which guild house.
        #[serde(rename = "gilde")]
        guild: Guild,
        /// Room from the left.
        #[serde(rename = "zimmer")]
        room: u8,
    },
}

/// One guild house on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuildHouse {
    /// The guild.
    #[serde(rename = "gilde")]
    pub guild: Guild,
    /// Workshop windows from the bottom (index 0 is the master's); each a stack, top last.
    #[serde(rename = "werkstatt")]
    pub workshop: Vec<Vec<Craftsman>>,
    /// The four guest rooms, left to right.
    #[serde(rename = "zimmer")]
    pub rooms: [Option<Guest>; 4],
    /// Goods in the storage room (of any kind).
    #[serde(rename = "lager")]
    pub storage: Goods,
    /// Merchants on the roof, per seat.
    #[serde(rename = "dach")]
    pub roof: PerSeat<u8>,
    /// Bürgermeister tiles sitting on the roof.
    pub buergermeister: Vec<Citizen>,
    /// Coats of arms of this guild still on the house.
    #[serde(rename = "wappen")]
    pub arms: u8,
}

impl GuildHouse {
    /// The current guild master (top tile of the lowest window), if any.
    pub fn master(&self) -> Option<Craftsman> {
        self.workshop.first().and_then(|stack| stack.last()).copied()
    }

    /// The master's value: the price of goods here (0 without a master).
    pub fn price(&self) -> u32 {
        self.master().map_or(0, |m| u32::from(m.value()))
    }

    /// What `count` goods fetch or cost here: the master's price each.
    pub fn goods_worth(&self, count: u32) -> u32 {
        self.price() * count
    }

    /// Merchants on the roof, all colours: the Taler a recruit here brings.
    pub fn roof_total(&self) -> u32 {
        self.roof.values().iter().map(|&n| u32::from(n)).sum()
    }
}

/// Everything one player owns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Money, hidden from the others.
    pub taler: u32,
    /// Everything else, which lies open in front of the player.
    #[serde(rename = "auslage")]
    pub tableau: Tableau,
}

/// What lies open in front of a player: everything they own but their money.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tableau {
    /// Goods in front of the player.
    #[serde(rename = "waren")]
    pub goods: Goods,
    /// Merchants in hand (the "Bestand").
    #[serde(rename = "handelsleute")]
    pub merchants: u8,
    /// The player's merchants still in the general supply.
    #[serde(rename = "vorrat")]
    pub supply: u8,
    /// Recruited or won craftsmen.
    #[serde(rename = "handwerker")]
    pub craftsmen: Vec<Craftsman>,
    /// Citizens kept in front of the player (moon and sun citizens; not Bürgermeister or loaded Hausierer).
    #[serde(rename = "buerger")]
    pub citizens: Vec<Citizen>,
    /// Hausierer tiles with the good each carries.
    pub hausierer: Vec<(Citizen, Guild)>,
    /// Coats of arms per guild.
    #[serde(rename = "wappen")]
    pub arms: [u8; 6],
    /// Prestige arms won.
    #[serde(rename = "prestigewappen")]
    pub prestige_arms: u8,
    /// Pass marker on its moon side: out for the rest of the round.
    #[serde(rename = "gepasst")]
    pub passed: bool,
}

/// The decision still open inside a recruiting action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Choose what the Dieb takes.
    Dieb(Citizen),
    /// Choose the Wächter's swap.
    Waechter(Citizen),
    /// Choose the good for the Hausierer.
    Hausierer(Citizen),
    /// Choose the roof for the Bürgermeister.
    Buergermeister(Citizen),
    /// Choose whether to move to first in turn order.
    #[serde(rename = "Reihenfolge")]
    TurnOrder,
}

impl Step {
    /// The citizen tile being resolved (held by the recruiting player until its step is done).
    pub fn citizen(self) -> Option<Citizen> {
        match self {
            Step::Dieb(b) | Step::Waechter(b) | Step::Hausierer(b) | Step::Buergermeister(b) => Some(b),
            Step::TurnOrder => None,
        }
    }
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Secret planning: each active player's committed cards (`Some`) or still to decide (`None`).
    #[serde(rename = "Planung")]
    Planning {
        /// Committed plans; an empty set means the player passed for the round.
        #[serde(rename = "plaene")]
        plans: PerSeat<Option<Cards>>,
    },
    /// The guilds are called in order and players act at them.
    #[serde(rename = "Aktion")]
    Action {
        /// Played cards not yet taken back (unrevealed for guilds after `guild`).
        #[serde(rename = "karten")]
        cards: PerSeat<Cards>,
        /// The guild being called.
        #[serde(rename = "gilde")]
        guild: Guild,
        /// Most goods one player may buy here this time.
        limit: u8,
        /// An open step of a recruiting action, with the recruiting seat.
        #[serde(rename = "schritt")]
        step: Option<(Seat, Step)>,
    },
    /// The game is over.
    #[serde(rename = "Ende")]
    Over,
}

/// A time the rules made players show their money: the favourite tie-break.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    /// The round.
    #[serde(rename = "runde")]
    pub round: u8,
    /// The guild whose favourite was tied.
    #[serde(rename = "gilde")]
    pub guild: Guild,
    /// The tied players and the Taler they showed.
    pub taler: Vec<(Seat, u32)>,
}

/// The whole position. Fields are public so tests can set positions up directly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The game's data version (from its [`Config`](super::Config)), which picks its rules;
    /// absent (version 1) in positions written before versions existed.
    #[serde(default)]
    pub data: DataVersion,
    /// The generator for every random step after set-up (reshuffling the guest pile).
    pub rng: GameRng,
    /// Round 1–4.
    #[serde(rename = "runde")]
    pub round: u8,
    /// Pass number within the round, from 1.
    #[serde(rename = "durchgang")]
    pub pass: u8,
    /// The guild houses in play, in guild order.
    #[serde(rename = "haeuser")]
    pub houses: Vec<GuildHouse>,
    /// The players, by seat.
    #[serde(rename = "spieler")]
    pub players: PerSeat<Player>,
    /// Turn order, first player first.
    #[serde(rename = "reihenfolge")]
    pub order: Vec<Seat>,
    /// The face-down guest pile; the top is last.
    #[serde(rename = "gaeste")]
    pub guests: Vec<Guest>,
    /// Tiles returned to the box face up (discarded guests, unclaimed masters).
    #[serde(rename = "schachtel")]
    pub in_box: Vec<Guest>,
    /// Citizens left out at set-up, unseen.
    #[serde(rename = "unbenutzt")]
    pub unused: Vec<Citizen>,
    /// This round's prestige guild.
    pub prestige: Guild,
    /// Prestige arms still in the supply (the one beside the prestige guild not counted).
    #[serde(rename = "prestige_vorrat")]
    pub prestige_supply: u8,
    /// Prestige arms that went unclaimed (back to the box).
    #[serde(rename = "prestige_verfallen")]
    pub prestige_lost: u8,
    /// Net Taler the bank has paid to players (its notional reserve is unlimited).
    #[serde(rename = "bank_ausgezahlt")]
    pub bank_paid: i64,
    /// Every time money was shown.
    #[serde(rename = "enthuellungen")]
    pub reveals: Vec<Reveal>,
    /// Where play stands.
    pub phase: Phase,
}

impl State {
    /// The Wächter spares only the masters, so it may move the tile beneath the round-4 master
    /// (from version 2). Version 1 spared that tile too, the whole master's window.
    pub fn waechter_moves_the_tile_beneath_the_master(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// Number of players.
    pub fn players(&self) -> usize {
        self.players.len()
    }

    /// The guilds in play.
    pub fn guilds(&self) -> &'static [Guild] {
        Guild::in_play(self.players())
    }

    /// The house of `guild` (which must be in play).
    pub fn house(&self, guild: Guild) -> &GuildHouse {
        &self.houses[guild.index()]
    }

    /// The house of `guild`, mutable.
    pub fn house_mut(&mut self, guild: Guild) -> &mut GuildHouse {
        &mut self.houses[guild.index()]
    }

    /// Pays `taler` from the bank to `seat`.
    pub fn from_bank(&mut self, seat: Seat, taler: u32) {
        self.players[seat].taler += taler;
        self.bank_paid += i64::from(taler);
    }

    /// `seat` pays `taler` to the bank (it must have them).
    pub fn to_bank(&mut self, seat: Seat, taler: u32) {
        self.players[seat].taler -= taler;
        self.bank_paid -= i64::from(taler);
    }

    /// Gives `seat` one merchant from the supply if any of its colour is left; true if it did.
    pub fn merchant_from_supply(&mut self, seat: Seat) -> bool {
        let p = &mut self.players[seat];
        if p.tableau.supply == 0 {
            return false;
        }
        p.tableau.supply -= 1;
        p.tableau.merchants += 1;
        true
    }

    /// Shuffles a tile back into the face-down guest pile.
    pub fn shuffle_in(&mut self, guest: Guest) {
        self.guests.push(guest);
        let mut pile = std::mem::take(&mut self.guests);
        self.rng.shuffle(&mut pile);
        self.guests = pile;
    }

    /// The position of `seat` in turn order (0 = first).
    pub fn order_position(&self, seat: Seat) -> usize {
        self.order.iter().position(|&s| s == seat).expect("every seat is in turn order")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bags(from: Goods, size: u8) -> Vec<Goods> {
        let mut out = Vec::new();
        from.each_bag(size, |bag| out.push(bag));
        out
    }

    #[test]
    fn each_bag_lists_every_sub_bag_of_a_size_once() {
        let from = Goods([2, 1, 0, 3, 0, 0]);
        let two = [[2, 0, 0, 0, 0, 0], [1, 1, 0, 0, 0, 0], [1, 0, 0, 1, 0, 0], [0, 1, 0, 1, 0, 0], [0, 0, 0, 2, 0, 0]];
        assert_eq!(bags(from, 2), two.map(Goods));
        assert_eq!(bags(from, 7), []);
        assert_eq!(bags(from, 6), [from]);
    }

    /// Legal lists keep this order (saves and links store actions): the same bags as counting
    /// out every combination, largest count of the first guild's good first.
    #[test]
    fn each_bag_matches_counting_every_combination_in_order() {
        for from in [[2, 1, 0, 3, 0, 0], [12, 0, 1, 2, 0, 3], [0, 0, 0, 0, 0, 1], [3, 3, 3, 3, 3, 3]].map(Goods) {
            for size in 0..=4u8 {
                let base = u32::from(size) + 1;
                let mut all: Vec<Goods> = (0..base.pow(6))
                    .map(|code| Goods(std::array::from_fn(|i| (code / base.pow(i as u32) % base) as u8)))
                    .filter(|bag| bag.total() == u32::from(size) && from.contains(bag))
                    .collect();
                all.sort_by_key(|bag| std::cmp::Reverse(bag.0));
                assert_eq!(bags(from, size), all, "{from:?} size {size}");
            }
        }
    }

    #[test]
    fn cards_are_a_set_in_guild_order() {
        let k = Cards::from_guilds(&[Guild::Drucker, Guild::Brauer]);
        assert_eq!(k.guilds(), [Guild::Brauer, Guild::Drucker]);
        assert_eq!(k.without(Guild::Brauer).len(), 1);
    }
}
