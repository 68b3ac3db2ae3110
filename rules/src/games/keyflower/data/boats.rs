//! The boats: the base game's six and The Merchants' "II" boats by number, their sides and
//! cargo by season, their edges; and the summer boats' abilities (1a–4b).

use super::{Edge, KFW, Provenance, Season, Tile, edges, merchants};
use serde::{Deserialize, Serialize};

/// What a summer boat's face-up side lets its holder do (KFW; which abilities share a tile is
/// inferred from its image names). A summer boat is never used with workers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ability {
    /// 1a: two workers from the bag whenever the holder takes a boat's cargo (summer, autumn) or
    /// a boat (winter).
    ExtraWorkers,
    /// 1b: one green worker at the same moments.
    ExtraGreen,
    /// 2a: transport across edges without roads, and new tiles need not match edges.
    CrossCountry,
    /// 2b: transport capacity and upgrade icons doubled; the Keyflower boat scores double.
    DoubleTransport,
    /// 3a: any resource may stand in for a resource of an upgrade cost.
    WildUpgrade,
    /// 3b: any resource may stand in for another in end scoring.
    WildScoring,
    /// 4a: a bid of blue, red or yellow may be beaten with a mix of those colours (never a green
    /// bid).
    MixedBid,
    /// 4b: workers added where workers already are (a bid or a use) may be of any colours.
    MixedAdd,
}

/// The summer boats' abilities, side a and side b, by number.
const SUMMER_BOATS: [[Ability; 2]; 4] = [
    [Ability::ExtraWorkers, Ability::ExtraGreen],
    [Ability::CrossCountry, Ability::DoubleTransport],
    [Ability::WildUpgrade, Ability::WildScoring],
    [Ability::MixedBid, Ability::MixedAdd],
];

/// The ability of `tile` if it is a summer boat showing side b (`side_b`) or side a.
pub fn ability(tile: Tile, side_b: bool) -> Option<Ability> {
    let number = tile.data().name.strip_prefix("Summer boat ")?.parse::<usize>().ok()?;
    Some(SUMMER_BOATS[number - 1][usize::from(side_b)])
}

/// Whether `tile` is one of the four summer boats.
pub fn is_summer_boat(tile: Tile) -> bool {
    ability(tile, false).is_some()
}

/// A boat's number: 0–5 the base game's ([`BOATS`]), 6–11 The Merchants' "II" boats of the
/// same names ([`merchants::BOATS_II`]).
pub const BOAT_IDS: u8 = 12;

/// The printed name of boat `id`.
pub fn boat_name(id: u8) -> &'static str {
    match id {
        0..6 => BOATS[usize::from(id)].name,
        _ => merchants::BOATS_II[usize::from(id - 6)].name,
    }
}

/// The fewest players that use boat `id` (the "II" boats as their base boats, per the seed).
pub fn boat_min_players(id: u8) -> u8 {
    BOATS[usize::from(id % 6)].min_players
}

/// The side of boat `id` facing up in `season` (0 = A), and what that side brings; `None` for
/// Sea Bastion II in winter (it is swapped for another boat at the end of autumn).
pub fn boat_side(id: u8, season: Season) -> Option<(u8, merchants::Cargo)> {
    if id < 6 {
        let data = &BOATS[usize::from(id)];
        let i = data.sides.iter().position(|s| s.seasons.contains(&season))?;
        let side = data.sides[i];
        let cargo = merchants::Cargo::plain(side.seasons, side.workers, side.skills);
        return Some((i as u8, cargo));
    }
    let data = &merchants::BOATS_II[usize::from(id - 6)];
    let i = data.sides.iter().position(|s| s.seasons.contains(&season))?;
    Some((i as u8, data.sides[i]))
}

/// Boat `id`'s edges: water on two opposite edges (KFW, for every boat).
pub const BOAT_EDGES: [Edge; 6] = edges(b"WGGWGG");

/// One side of a boat: the seasons it shows and its cargo.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoatSide {
    /// The seasons this side faces up.
    pub seasons: &'static [Season],
    /// Workers drawn from the bag onto it each season it brings cargo.
    pub workers: u8,
    /// Skills laid face up on it.
    pub skills: u8,
}

/// A boat (rulebook: one per player, by the player-count icon; cargo: KFW).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoatData {
    /// The printed name.
    pub name: &'static str,
    /// The fewest players that use it (rulebook).
    pub min_players: u8,
    /// Side A and side B.
    pub sides: [BoatSide; 2],
    /// Where the cargo and the side-to-season mapping come from.
    pub source: Provenance,
}

const fn boat(name: &'static str, min_players: u8, a: BoatSide, b: BoatSide) -> BoatData {
    BoatData { name, min_players, sides: [a, b], source: KFW }
}

const fn side(seasons: &'static [Season], workers: u8, skills: u8) -> BoatSide {
    BoatSide { seasons, workers, skills }
}

/// The six boats of the base game.
pub const BOATS: [BoatData; 6] = {
    use Season::*;
    [
        boat("Keyflower", 2, side(&[Spring, Summer], 7, 1), side(&[Autumn, Winter], 3, 2)),
        boat("Sea Bastion", 2, side(&[Spring, Summer, Autumn], 6, 2), side(&[Winter], 0, 0)),
        boat("Sea Breese", 3, side(&[Spring], 6, 1), side(&[Summer, Autumn, Winter], 4, 1)),
        boat("Flipper", 4, side(&[Spring, Summer], 5, 2), side(&[Autumn, Winter], 2, 2)),
        boat("Ianvincible", 5, side(&[Spring, Summer], 5, 1), side(&[Autumn, Winter], 3, 1)),
        boat("White Wind", 6, side(&[Spring, Summer], 4, 2), side(&[Autumn, Winter], 4, 1)),
    ]
};

/// The Keyflower boat's place in [`BOATS`]: it scores its holder's transport capacity.
pub const KEYFLOWER: u8 = 0;
/// Sea Bastion's place in [`BOATS`]: it scores the tiles on road loops.
pub const SEA_BASTION: u8 = 1;
/// Sea Breese's place in [`BOATS`]: it scores the boats linked by water to the home tile.
pub const SEA_BREESE: u8 = 2;
/// Flipper's place in [`BOATS`]: its holder upgrades a tile for free at the end; 2 VP.
pub const FLIPPER: u8 = 3;
/// Ianvincible's place in [`BOATS`]: 5 VP.
pub const IANVINCIBLE: u8 = 4;
/// White Wind's place in [`BOATS`]: 1 VP per worker not scored elsewhere.
pub const WHITE_WIND: u8 = 5;
/// Keyflower II's boat number ([`boat_name`]): its holder gets 3 gold at the end.
pub const KEYFLOWER_II: u8 = 6;
/// Sea Bastion II's boat number: whoever takes it in autumn swaps it for another boat.
pub const SEA_BASTION_II: u8 = 7;
/// Sea Breese II's boat number: 2 VP per winter tile in its holder's village.
pub const SEA_BREESE_II: u8 = 8;
/// Flipper II's boat number: its holder builds an extension for free at the end.
pub const FLIPPER_II: u8 = 9;
/// Ianvincible II's boat number: 2 VP per upgrade icon of its holder (cabins included).
pub const IANVINCIBLE_II: u8 = 10;
/// White Wind II's boat number: its holder's fulfilled contracts score 10 VP instead of 7.
pub const WHITE_WIND_II: u8 = 11;
