//! The 26 fair tiles, the 6 ship tiles and the keyp tile. Only the spring fair of sheep and
//! stone for 2 points is printed in the text; everything else here is designed by us.
//!
//! The fair design follows the one printed fair: a seasonal fair asks for one good more each
//! season and pays a point per good (spring 2 for 2, summer 3 for 3, autumn 4 for 4). The
//! seasonal fairs ask only for what the boards give in their season with every player count
//! (no chickens or goats, which 2-player games lack; gems only in summer), since they are
//! dealt, not chosen. A winter fair's spring/autumn side asks for 3 goods for the rulebook's 4
//! points; its summer/winter side for 2 gems and a good for 6 (its gems are the small icons of
//! the other side). Ships: the spring/autumn side carries two goods of the economy (raw,
//! finished, wheat, animals), the summer/winter side one gem and one other good.

use super::Animal::{Boar, Cattle, Chicken, Deer, Goat, Horse, Pig, Sheep};
use super::Finished::{Block, Brick, Timber};
use super::Gem::{Emerald, Gold, Ruby, Sapphire};
use super::Raw::{Clay, Logs, Stone};
use super::Season::{self, Autumn, Spring, Summer, Winter};
use super::{Animal, Finished, Gem, Good, Provenance, Raw};

/// One side of a fair tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FairSide {
    /// The seasons at whose end this side may be held.
    pub seasons: &'static [Season],
    /// The goods to show, one piece each.
    pub needs: &'static [Good],
    /// Points at the end of the game if held.
    pub vp: u8,
}

/// A fair tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fair {
    /// The stack it belongs to: spring, summer, autumn (dealt) or winter (in the bag).
    pub stack: Season,
    /// Its front; a winter fair's spring/autumn side.
    pub front: FairSide,
    /// A winter fair's summer/winter (gem) side.
    pub back: Option<FairSide>,
    /// Where its values come from.
    pub source: Provenance,
}

const fn r(raw: Raw) -> Good {
    Good::Raw(raw)
}
const fn f(finished: Finished) -> Good {
    Good::Finished(finished)
}
const fn a(animal: Animal) -> Good {
    Good::Animal(animal)
}
const fn g(gem: Gem) -> Good {
    Good::Gem(gem)
}
const WHEAT: Good = Good::Wheat;

const fn seasonal(stack: Season, needs: &'static [Good]) -> Fair {
    Fair {
        stack,
        front: FairSide { seasons: season_of(stack), needs, vp: needs.len() as u8 },
        back: None,
        source: DESIGNED,
    }
}

const fn season_of(season: Season) -> &'static [Season] {
    match season {
        Spring => &[Spring],
        Summer => &[Summer],
        Autumn => &[Autumn],
        Winter => &[Winter],
    }
}

const fn winter(front: &'static [Good], back: &'static [Good]) -> Fair {
    Fair {
        stack: Winter,
        front: FairSide { seasons: &[Spring, Autumn], needs: front, vp: 4 },
        back: Some(FairSide { seasons: &[Summer, Winter], needs: back, vp: 6 }),
        source: DESIGNED,
    }
}

/// The 26 fairs: 6 spring, 6 summer, 6 autumn, 8 winter.
pub const FAIRS: [Fair; 26] = [
    Fair { source: Provenance::Rulebook, ..seasonal(Spring, &[a(Sheep), r(Stone)]) },
    seasonal(Spring, &[a(Pig), r(Clay)]),
    seasonal(Spring, &[a(Cattle), r(Logs)]),
    seasonal(Spring, &[a(Horse), WHEAT]),
    seasonal(Spring, &[a(Deer), r(Clay)]),
    seasonal(Spring, &[a(Boar), r(Stone)]),
    seasonal(Summer, &[a(Cattle), f(Brick), WHEAT]),
    seasonal(Summer, &[a(Sheep), f(Timber), g(Emerald)]),
    seasonal(Summer, &[a(Horse), f(Block), g(Gold)]),
    seasonal(Summer, &[a(Pig), WHEAT, g(Ruby)]),
    seasonal(Summer, &[a(Deer), f(Brick), g(Sapphire)]),
    seasonal(Summer, &[a(Boar), f(Timber), WHEAT]),
    seasonal(Autumn, &[a(Cattle), a(Pig), f(Brick), f(Timber)]),
    seasonal(Autumn, &[a(Sheep), a(Horse), f(Block), WHEAT]),
    seasonal(Autumn, &[a(Deer), a(Boar), r(Clay), r(Logs)]),
    seasonal(Autumn, &[a(Pig), a(Sheep), r(Stone), f(Brick)]),
    seasonal(Autumn, &[a(Horse), a(Cattle), f(Timber), WHEAT]),
    seasonal(Autumn, &[a(Boar), a(Deer), f(Block), r(Clay)]),
    winter(&[a(Cattle), f(Brick), WHEAT], &[a(Cattle), g(Emerald), g(Gold)]),
    winter(&[a(Sheep), f(Timber), r(Clay)], &[a(Sheep), g(Ruby), g(Sapphire)]),
    winter(&[a(Pig), f(Block), r(Logs)], &[a(Pig), g(Emerald), g(Ruby)]),
    winter(&[a(Horse), f(Brick), r(Stone)], &[a(Horse), g(Gold), g(Sapphire)]),
    winter(&[a(Deer), f(Timber), WHEAT], &[a(Deer), g(Emerald), g(Sapphire)]),
    winter(&[a(Boar), f(Block), r(Clay)], &[a(Boar), g(Gold), g(Ruby)]),
    winter(&[a(Chicken), a(Goat), WHEAT], &[a(Goat), g(Emerald), g(Ruby)]),
    winter(&[f(Brick), f(Timber), f(Block)], &[WHEAT, g(Gold), g(Sapphire)]),
];

/// One side of a ship tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShipSide {
    /// The two seasons whose symbols it shows.
    pub seasons: [Season; 2],
    /// The two goods it offers: gain one, or ship one for 2 shipping points.
    pub goods: [Good; 2],
}

/// A ship tile: its spring/autumn side and its summer/winter side.
pub type Ship = [ShipSide; 2];

const fn ship(front: [Good; 2], back: [Good; 2]) -> Ship {
    [ShipSide { seasons: [Spring, Autumn], goods: front }, ShipSide { seasons: [Summer, Winter], goods: back }]
}

/// The 6 ships.
pub const SHIPS: [Ship; 6] = [
    ship([r(Clay), WHEAT], [f(Brick), g(Emerald)]),
    ship([r(Logs), a(Sheep)], [f(Timber), g(Gold)]),
    ship([r(Stone), a(Pig)], [f(Block), g(Ruby)]),
    ship([f(Brick), a(Cattle)], [WHEAT, g(Sapphire)]),
    ship([f(Timber), a(Horse)], [r(Clay), g(Emerald)]),
    ship([f(Block), a(Chicken)], [r(Logs), g(Gold)]),
];

/// What a keyple laid down on the keyp tile gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeypOutput {
    /// A raw material of choice.
    AnyRaw,
    /// A wheat.
    Wheat,
    /// A finished good of choice.
    AnyFinished,
    /// Any one of the above.
    AnyOfThese,
}

/// The keyp tile's output by keyple colour, in [`Colour::ALL`](super::Colour::ALL) order.
pub const KEYP_TILE: [KeypOutput; 7] = [
    KeypOutput::AnyFinished,
    KeypOutput::AnyRaw,
    KeypOutput::Wheat,
    KeypOutput::AnyRaw,
    KeypOutput::AnyRaw,
    KeypOutput::AnyRaw,
    KeypOutput::AnyOfThese,
];

/// Why the fairs are what they are.
const DESIGNED: Provenance =
    Provenance::Reconstructed("only one fair is printed in the text; the others are designed by us after it");
/// Why the ships are what they are.
const SHIPS_DESIGNED: Provenance =
    Provenance::Reconstructed("the ships are pictured only; designed by us, gems on the summer/winter side");
/// Why the keyp tile is what it is.
const KEYP_DESIGNED: Provenance =
    Provenance::Reconstructed("the keyp tile's icons are lost: raw for four crafts, wheat, finished goods, white any");

/// One record per fair and ship, and the keyp tile.
pub(super) fn provenance() -> Vec<(String, Provenance)> {
    FAIRS
        .iter()
        .enumerate()
        .map(|(i, fair)| (format!("Fair {} ({:?})", i + 1, fair.stack), fair.source))
        .chain((1..=SHIPS.len()).map(|i| (format!("Ship {i}"), SHIPS_DESIGNED)))
        .chain([("Keyp tile".to_string(), KEYP_DESIGNED)])
        .collect()
}
