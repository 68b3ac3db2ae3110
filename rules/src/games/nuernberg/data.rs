//! Nürnberg's component data, the game's one data file. Every value says where it comes from:
//! `rulebook` (stated in the German rulebook), `public source` (reviews named in
//! `docs/sources.md`) or `reconstructed` (the rulebook's pictures are lost; the value is
//! our choice, with the reason next to it). Nothing marked `reconstructed` is printed fact.

use crate::engine::DataVersion;
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

/// The version of the values in this file and of the rule fixes, carried in every
/// [`Config`](super::Config); new games get it. Bump it whenever a component value changes or
/// a rule fix changes what a recorded action does, so that saves and links made before are not
/// replayed into a different game: they replay with the old values and rules (chosen by
/// version) while the version is in [`DATA_VERSIONS`], and are refused otherwise.
pub const DATA_VERSION: DataVersion = DataVersion(2);

/// The versions this build replays, oldest first.
pub const DATA_VERSIONS: RangeInclusive<DataVersion> = DataVersion(1)..=DATA_VERSION;

/// The six guilds in their calling order (rulebook: Brauer 1 … Hutmacher 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Guild {
    /// 1: brewers, good: beer.
    Brauer,
    /// 2: bakers, good: baked goods.
    Baecker,
    /// 3: shoemakers, good: shoes.
    Schuhmacher,
    /// 4: printers, good: paper.
    Drucker,
    /// 5: tailors, good: cloth.
    Schneider,
    /// 6: hatters, good: hats.
    Hutmacher,
}

impl Guild {
    /// All guilds in calling order.
    pub const ALL: [Guild; 6] =
        [Guild::Brauer, Guild::Baecker, Guild::Schuhmacher, Guild::Drucker, Guild::Schneider, Guild::Hutmacher];

    /// The guild's position from 0 (its printed number minus one).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The guilds in play with `players` players: guilds 1 to players + 1 (rulebook).
    pub fn in_play(players: usize) -> &'static [Guild] {
        &Guild::ALL[..players + 1]
    }
}

/// Goods per guild in the box (rulebook: 72 goods, 12 per guild).
pub const GOODS_PER_GUILD: u8 = 12;
/// Coats of arms per guild (rulebook: 24, 4 per guild).
pub const ARMS_PER_GUILD: u8 = 4;
/// Prestige arms in the box (rulebook).
pub const PRESTIGE_ARMS: u8 = 4;
/// Merchants per player colour (rulebook: 40, 8 per colour), of which 4 start in hand.
pub const MERCHANTS_MAX: u8 = 8;
/// Merchants each player starts with (rulebook).
pub const MERCHANTS_START: u8 = 4;
/// Taler each player starts with (rulebook).
pub const START_TALER: u32 = 25;
/// Income every player receives at the end of each round (rulebook).
pub const INCOME: u32 = 3;
/// Rounds in a game (rulebook).
pub const ROUNDS: u8 = 4;
/// Citizens in play for 2, 3, 4, 5 players (rulebook: 8 / 12 / 16 / 20).
pub fn citizens_for(players: usize) -> usize {
    4 * players
}

/// Recruiting cost of each guest room, left to right, as alternatives of
/// (own goods of the guild, goods of any kind) (rulebook, section B).
pub const ROOM_COSTS: [&[(u8, u8)]; 4] = [&[(1, 0)], &[(1, 1)], &[(2, 0), (1, 2)], &[(3, 0), (2, 2)]];

/// One of the 11 craftsman tiles of a guild, identified by its guild and its place (0–10) in
/// [`CRAFTSMEN`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Craftsman {
    /// The guild on the tile.
    #[serde(rename = "gilde")]
    pub guild: Guild,
    /// Which of the guild's 11 tiles (index into [`CRAFTSMEN`]).
    #[serde(rename = "nr")]
    pub number: u8,
}

impl Craftsman {
    /// The printed value (2–7).
    pub fn value(self) -> u8 {
        CRAFTSMEN[usize::from(self.number)].0
    }

    /// Whether the tile carries the "Handelsmann +" symbol.
    pub fn merchant_plus(self) -> bool {
        CRAFTSMEN[usize::from(self.number)].1
    }

    /// The 11 tiles of a guild.
    pub fn of(guild: Guild) -> impl Iterator<Item = Craftsman> {
        (0..CRAFTSMEN.len() as u8).map(move |number| Craftsman { guild, number })
    }
}

/// The 11 craftsman tiles of every guild as (value, carries "Handelsmann +").
///
/// - value range 2–7: `public source` (ludorium.at, poeppelkiste.de) and `rulebook` (2 is the
///   lowest master price, a 6 and a 7 appear in examples).
/// - the distribution (two of each value 2–6 and one 7): `reconstructed`; an even spread over
///   the printed range, the same in every guild so no guild is stronger than another.
/// - "Handelsmann +" on one 2 and one 3: `reconstructed`; the symbol compensates weak tiles,
///   and two per guild makes extra merchants possible but not common.
pub const CRAFTSMEN: [(u8, bool); 11] = [
    (2, true),
    (2, false),
    (3, true),
    (3, false),
    (4, false),
    (4, false),
    (5, false),
    (5, false),
    (6, false),
    (6, false),
    (7, false),
];

/// What a citizen tile does; the printed numbers are part of the kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CitizenKind {
    /// Star: take a merchant from the supply at once.
    Ratsherr,
    /// Star: take up to two goods from one other player, who is paid the masters' prices.
    Dieb,
    /// Star: swap two craftsmen of one guild (masters excluded).
    Waechter,
    /// Moon: this many Taler with every round's income (3 or 5).
    Musikant(u8),
    /// Moon: carries one good that counts as 4 when favourites are chosen, then goes back.
    Hausierer,
    /// Moon: sits on a guild's roof; every player earns 1 Taler per craftsman of that guild.
    Buergermeister,
    /// Sun: this many victory points (2 or 3).
    Edelmann(u8),
    /// Sun: 1 victory point per 10 Taler.
    Steuereintreiber,
    /// Sun: counts as a prestige arm in the coats-of-arms scoring.
    Graveur,
    /// Sun: 1 victory point per own craftsman of this value (2, 3 or 4).
    Vorarbeiter(u8),
    /// Sun: 1 victory point per 2nd or 3rd rank in the guild majorities.
    Lehrling,
}

/// One of the 26 citizen tiles, an index into [`CITIZENS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Citizen(pub u8);

impl Citizen {
    /// What the tile does.
    pub fn kind(self) -> CitizenKind {
        CITIZENS[usize::from(self.0)]
    }

    /// All 26 tiles.
    pub fn all() -> impl Iterator<Item = Citizen> {
        (0..CITIZENS.len() as u8).map(Citizen)
    }
}

/// The 26 citizen tiles (`rulebook`: 26 tiles, the 11 kinds and the printed variants Musikant
/// 3/5, Edelmann 2/3, Vorarbeiter 2/3/4). How many of each: `reconstructed` — at least one of
/// every printed variant (15 tiles); the other 11 go to the kinds that matter in every game:
/// star citizens (they return to the pile) get 7 in all, Musikant 3 and Edelmann 2 get a second
/// copy as the weaker variants, and Hausierer, Bürgermeister, Steuereintreiber, Graveur and
/// Lehrling get two each.
pub const CITIZENS: [CitizenKind; 26] = {
    use CitizenKind::*;
    [
        Ratsherr,
        Ratsherr,
        Ratsherr,
        Dieb,
        Dieb,
        Waechter,
        Waechter,
        Musikant(3),
        Musikant(3),
        Musikant(5),
        Hausierer,
        Hausierer,
        Buergermeister,
        Buergermeister,
        Edelmann(2),
        Edelmann(2),
        Edelmann(3),
        Steuereintreiber,
        Steuereintreiber,
        Graveur,
        Graveur,
        Vorarbeiter(2),
        Vorarbeiter(3),
        Vorarbeiter(4),
        Lehrling,
        Lehrling,
    ]
};

/// A guest tile: a craftsman or a citizen (the two share their backs, rulebook).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Guest {
    /// A craftsman (stone frame).
    #[serde(rename = "Handwerker")]
    Craftsman(Craftsman),
    /// A citizen (wooden frame).
    #[serde(rename = "Buerger")]
    Citizen(Citizen),
}

/// Points for the number of different coats of arms: 0–2, 3, 4, 5, 6, 7+ (rulebook).
pub fn arms_points(different: usize) -> i32 {
    match different {
        0..=2 => 0,
        3 => 2,
        4 => 5,
        5 => 9,
        6 => 14,
        _ => 20,
    }
}

/// Majority points for ranks 1, 2, 3 (rulebook).
pub const MAJORITY_POINTS: [i32; 3] = [5, 3, 1];
/// Points each for players still tied on rank 1, 2, 3 (rulebook).
pub const MAJORITY_TIED: [i32; 3] = [4, 2, 0];
/// Craftsman total in one guild that earns [`POINTS_30`] (rulebook).
pub const THRESHOLD_30: u32 = 30;
/// Points for a guild total of at least 30 (rulebook).
pub const POINTS_30: i32 = 2;
/// Points for owning a craftsman of every guild in play (rulebook).
pub const POINTS_ALL_TYPES: i32 = 5;
/// Points for the richest player, and for each of several tied richest (rulebook).
pub const POINTS_RICHEST: (i32, i32) = (5, 2);
/// How many goods a Hausierer's good counts as in the favourite check (rulebook).
pub const HAUSIERER_COUNTS: u32 = 4;

/// The player-facing summary of this file's `reconstructed` values, for the About page.
pub const RECONSTRUCTED: [crate::games::Reconstruction; 3] = [
    crate::games::Reconstruction {
        item: ("Werte der Handwerker", "Craftsman values"),
        choice: (
            "In jeder Gilde 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7: gleichmäßig über die gedruckte Spanne 2–7, damit keine Gilde stärker ist.",
            "In every guild 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7: an even spread over the printed range 2–7, so no guild is stronger.",
        ),
    },
    crate::games::Reconstruction {
        item: ("Handwerker mit „Handelsmann +“", "Craftsmen with \"Handelsmann +\""),
        choice: (
            "Je Gilde eine 2 und eine 3: Das Symbol gleicht schwache Plättchen aus.",
            "One 2 and one 3 per guild: the symbol makes up for weak tiles.",
        ),
    },
    crate::games::Reconstruction {
        item: ("Verteilung der 26 Stadtbewohner", "The 26 citizens"),
        choice: (
            "Jede gedruckte Variante mindestens einmal; dazu Ratsherr 3, Dieb 2, Wächter 2, Musikant 3 doppelt, Edelmann 2 doppelt, und je 2 Hausierer, Bürgermeister, Steuereintreiber, Graveur, Lehrling.",
            "Every printed variant at least once; besides, Ratsherr 3, Dieb 2, Wächter 2, a second Musikant 3 and Edelmann 2, and two each of Hausierer, Bürgermeister, Steuereintreiber, Graveur and Lehrling.",
        ),
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_box_holds_the_rulebook_counts() {
        assert_eq!(CRAFTSMEN.len() * Guild::ALL.len(), 66);
        assert!(CRAFTSMEN.iter().all(|&(v, _)| (2..=7).contains(&v)));
        assert_eq!(CITIZENS.len(), 26);
        let kinds: std::collections::HashSet<_> = CITIZENS.iter().collect();
        assert_eq!(kinds.len(), 15, "every printed variant at least once");
        assert_eq!(citizens_for(2), 8);
        assert_eq!(citizens_for(5), 20);
        assert_eq!(Guild::in_play(3).len(), 4);
    }

    #[test]
    fn coats_of_arms_table() {
        let table: Vec<i32> = (0..=8).map(arms_points).collect();
        assert_eq!(table, [0, 0, 0, 2, 5, 9, 14, 20, 20]);
    }
}
