//! The Merchants' components: the "II" boats, the 36 contracts, the 18 extensions and the six
//! village tiles. What they are and how they work: the seed rulebook (`rulebook`); their printed
//! values (cargo, contract items, extension costs, upgrade costs): KFW (`public source`, one
//! fan implementation; checked against the seed where it says something). The tests hold these
//! values to the seed's counts.

use super::{Colour, KFW, Provenance, Resource, Season, Skill};

/// One item on a contract or in an extension's cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Item {
    /// A worker of this colour, or (`None`, a white symbol) of any colour.
    Worker(Option<Colour>),
    /// The purple start-player worker.
    Purple,
    /// A skill tile of this kind, or of any kind.
    Skill(Option<Skill>),
    /// A resource of this kind, or of any kind.
    Resource(Option<Resource>),
}

use Item::{Purple, Resource as Res, Skill as Sk, Worker as Wk};

const B: Item = Wk(Some(Colour::Blue));
const R: Item = Wk(Some(Colour::Red));
const Y: Item = Wk(Some(Colour::Yellow));
const GR: Item = Wk(Some(Colour::Green));
const WK: Item = Wk(None);
const SAW: Item = Sk(Some(Skill::Saw));
const PICK: Item = Sk(Some(Skill::Pick));
const ANVIL: Item = Sk(Some(Skill::Anvil));
const SKILL: Item = Sk(None);
const WOOD: Item = Res(Some(Resource::Wood));
const STONE: Item = Res(Some(Resource::Stone));
const IRON: Item = Res(Some(Resource::Iron));
const GOLD: Item = Res(Some(Resource::Gold));
const ANY: Item = Res(None);

/// The 36 contracts (KFW): 13 led by workers, 10 by skills, 13 by resources. Each fulfilled
/// contract scores 7 VP, 10 with White Wind II (rulebook).
pub const CONTRACTS: [&[Item]; 36] = [
    &[B, B, B, B],
    &[R, R, R, R],
    &[Y, Y, Y, Y],
    &[GR, GR],
    &[B, B, WK, WK, WK, WK],
    &[R, R, WK, WK, WK, WK],
    &[Y, Y, WK, WK, WK, WK],
    &[GR, WK, WK, WK, WK],
    &[B, B, R, R, WK],
    &[R, R, Y, Y, WK],
    &[Y, Y, B, B, WK],
    &[B, R, Y, GR],
    &[Purple],
    &[SAW, WOOD],
    &[PICK, STONE],
    &[ANVIL, IRON],
    &[SAW, ANY, ANY],
    &[PICK, ANY, ANY],
    &[ANVIL, ANY, ANY],
    &[SAW, SKILL],
    &[PICK, SKILL],
    &[ANVIL, SKILL],
    &[SAW, PICK, ANVIL],
    &[WOOD, WOOD, WOOD],
    &[STONE, STONE, STONE],
    &[IRON, IRON, IRON],
    &[GOLD, GOLD],
    &[WOOD, WOOD, STONE, STONE],
    &[WOOD, WOOD, IRON, IRON],
    &[STONE, STONE, IRON, IRON],
    &[WOOD, WOOD, ANY, ANY],
    &[STONE, STONE, ANY, ANY],
    &[IRON, IRON, ANY, ANY],
    &[GOLD, ANY, ANY],
    &[WOOD, STONE, IRON],
    &[GOLD, SKILL],
];

/// Where the contracts' items come from.
pub const CONTRACTS_SOURCE: Provenance = KFW;

/// Points of a fulfilled contract, and with White Wind II (rulebook).
pub const CONTRACT_VP: [u8; 2] = [7, 10];

/// An extension: its colour (only workers of that colour may use the tile afterwards) and the
/// cost on its sticker (KFW).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Extension {
    /// Its colour.
    pub colour: Colour,
    /// Its cost.
    pub cost: &'static [Item],
}

const fn ext(colour: Colour, cost: &'static [Item]) -> Extension {
    Extension { colour, cost }
}

/// The 18 extensions: per colour a worker of that colour, any worker, a resource, that resource
/// and any one, a skill (blue: iron and anvil; red: wood and saw; yellow: stone and pick axe);
/// green has three (a green worker, gold, gold and any one).
pub const EXTENSIONS: [Extension; 18] = {
    use Colour::{Blue, Green, Red, Yellow};
    [
        ext(Blue, &[B]),
        ext(Blue, &[WK]),
        ext(Blue, &[IRON]),
        ext(Blue, &[IRON, ANY]),
        ext(Blue, &[ANVIL]),
        ext(Red, &[R]),
        ext(Red, &[WK]),
        ext(Red, &[WOOD]),
        ext(Red, &[WOOD, ANY]),
        ext(Red, &[SAW]),
        ext(Yellow, &[Y]),
        ext(Yellow, &[WK]),
        ext(Yellow, &[STONE]),
        ext(Yellow, &[STONE, ANY]),
        ext(Yellow, &[PICK]),
        ext(Green, &[GR]),
        ext(Green, &[GOLD]),
        ext(Green, &[GOLD, ANY]),
    ]
};

/// Where the extensions' costs come from.
pub const EXTENSIONS_SOURCE: Provenance = KFW;

/// Cabins in the box (rulebook); each is one more upgrade icon on its owner's home tile.
pub const CABINS: u8 = 6;

/// The cargo of one side of a "II" boat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cargo {
    /// The seasons the side faces up.
    pub seasons: &'static [Season],
    /// Workers from the bag.
    pub workers: u8,
    /// Skill tiles, face up.
    pub skills: u8,
    /// Gold (onto the home tile).
    pub gold: u8,
    /// Cabins (onto the home tile).
    pub cabins: u8,
    /// Contracts, face down.
    pub contracts: u8,
    /// Green workers.
    pub green: u8,
}

impl Cargo {
    /// A base boat's side: workers and skill tiles only.
    pub const fn plain(seasons: &'static [Season], workers: u8, skills: u8) -> Cargo {
        cargo(seasons, workers, skills, [0; 4])
    }
}

const fn cargo(seasons: &'static [Season], workers: u8, skills: u8, extra: [u8; 4]) -> Cargo {
    let [gold, cabins, contracts, green] = extra;
    Cargo { seasons, workers, skills, gold, cabins, contracts, green }
}

/// A "II" boat: its name, the fewest players using it (the base boat's, per the seed) and its
/// two sides (KFW). What it does in the village at the end is said in words by
/// `text::boat_bonus`, and done by the scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoatII {
    /// The printed name.
    pub name: &'static str,
    /// The fewest players that use it.
    pub min_players: u8,
    /// Side A and side B.
    pub sides: [Cargo; 2],
}

/// The six "II" boats; for each name the base boat or this one is chosen at random.
pub const BOATS_II: [BoatII; 6] = {
    use Season::*;
    const NONE: [u8; 4] = [0; 4];
    [
        BoatII {
            name: "Keyflower II",
            min_players: 2,
            sides: [cargo(&[Spring], 7, 0, [1, 0, 0, 0]), cargo(&[Summer, Autumn, Winter], 4, 1, [1, 0, 0, 0])],
        },
        BoatII {
            name: "Sea Bastion II",
            min_players: 2,
            sides: [cargo(&[Spring, Summer], 6, 1, [0, 1, 0, 0]), cargo(&[Autumn], 4, 1, [0, 1, 0, 0])],
        },
        BoatII {
            name: "Sea Breese II",
            min_players: 3,
            sides: [cargo(&[Spring, Summer, Autumn], 5, 1, [0, 0, 1, 0]), cargo(&[Winter], 0, 0, NONE)],
        },
        BoatII {
            name: "Flipper II",
            min_players: 4,
            sides: [cargo(&[Spring], 4, 2, [0, 0, 0, 1]), cargo(&[Summer, Autumn, Winter], 2, 2, [0, 0, 0, 1])],
        },
        BoatII {
            name: "Ianvincible II",
            min_players: 5,
            sides: [cargo(&[Spring, Summer, Autumn], 5, 1, [0, 1, 0, 0]), cargo(&[Winter], 0, 0, NONE)],
        },
        BoatII {
            name: "White Wind II",
            min_players: 6,
            sides: [cargo(&[Spring], 5, 2, [0, 0, 1, 0]), cargo(&[Summer, Autumn, Winter], 3, 2, [0, 0, 1, 0])],
        },
    ]
};

/// Where the "II" boats' cargo and seasons come from.
pub const BOATS_II_SOURCE: Provenance = KFW;
