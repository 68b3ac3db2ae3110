//! Keyflower's component data, the game's one data file. The seed rulebook (The Merchants, in
//! German) keeps only the rules' text; the base rules are the English rulebook, and the values
//! printed on the tiles come from public fan implementations (both named in `docs/sources.md`).
//! Every value says where it comes from:
//! - `rulebook`: stated in the rules (The Merchants' text or the English base rulebook);
//! - `public source`: read from a public fan implementation (onlineboardgamers.com's data file,
//!   "KFW"; for spring and summer tiles confirmed by a second, independent one, alsrl8's
//!   Keyflower-Server), since the rules text lost the tiles' pictures;
//! - `reconstructed`: our choice, with its reason ([`RECONSTRUCTED`] lists them for players).
//!
//! Nothing marked `reconstructed` is printed fact. The Merchants' boats, contracts, extensions
//! and tiles are in `merchants` (the engine plays the base game only so far).

use crate::engine::DataVersion;
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

/// The version of the values in this file and of the rule fixes, carried in every
/// [`Config`](super::Config). Bump it whenever a value changes or a rule fix changes what a
/// recorded action does; keep older ones replayable while they are in [`DATA_VERSIONS`].
pub const DATA_VERSION: DataVersion = DataVersion(3);

/// The versions this build replays, oldest first.
pub const DATA_VERSIONS: RangeInclusive<DataVersion> = DataVersion(1)..=DATA_VERSION;

pub use crate::games::provenance::Provenance;

/// The two fan implementations that agree on spring and summer tiles.
const KFW_ALSRL8: Provenance = Provenance::PublicSource("KFW data file, confirmed by alsrl8/Keyflower-Server");
/// A value only KFW has.
const KFW: Provenance = Provenance::PublicSource("KFW data file (onlineboardgamers.com)");

/// The four resources (rulebook: 24 wood, 24 stone, 24 iron, 48 gold).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Resource {
    /// Wood.
    Wood,
    /// Stone.
    Stone,
    /// Iron.
    Iron,
    /// Gold.
    Gold,
}

impl Resource {
    /// All resources, in the order of resource counts (`state::Resources`).
    pub const ALL: [Resource; 4] = [Resource::Wood, Resource::Stone, Resource::Iron, Resource::Gold];
}

/// Resources in the box (rulebook), in [`Resource::ALL`] order.
pub const RESOURCES_IN_BOX: [u8; 4] = [24, 24, 24, 48];

/// The three skills (rulebook: 16 tiles each, 48 in all).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Skill {
    /// The saw.
    Saw,
    /// The pick axe.
    Pick,
    /// The anvil.
    Anvil,
}

impl Skill {
    /// All skills, in the order of skill counts.
    pub const ALL: [Skill; 3] = [Skill::Saw, Skill::Pick, Skill::Anvil];
}

/// Skill tiles of each kind (rulebook).
pub const SKILLS_PER_KIND: u8 = 16;

/// The worker colours (the purple start-player worker is apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    /// Blue.
    Blue,
    /// Red.
    Red,
    /// Yellow.
    Yellow,
    /// Green: kept out of the bag at the start; a colour of its own.
    Green,
}

impl Colour {
    /// All colours, in the order of worker counts.
    pub const ALL: [Colour; 4] = [Colour::Blue, Colour::Red, Colour::Yellow, Colour::Green];
}

/// Workers of each colour in the box (rulebook: 40 blue, 40 red, 40 yellow, which fill the bag
/// of 120, and 20 green kept apart).
pub const WORKERS_IN_BOX: [u8; 4] = [40, 40, 40, 20];

/// Workers each player draws from the bag at the start (rulebook).
pub const START_WORKERS: u8 = 8;

/// The seasons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Season {
    /// Spring.
    Spring,
    /// Summer.
    Summer,
    /// Autumn.
    Autumn,
    /// Winter.
    Winter,
}

/// Season tiles laid out in spring, summer and autumn: 6 with 2 players and one more per player
/// (rulebook: 6/7/8/9/10 for 2–6).
pub fn season_tiles(players: usize) -> usize {
    players + 4
}

/// Winter tiles dealt to each player (rulebook: 3/3/3/2/2 for 2–6; with The Merchants, per the
/// seed, 4/4/3/3/2).
pub fn winter_tiles_dealt(players: usize, merchants: bool) -> usize {
    match (players, merchants) {
        (2..=4, false) | (4..=5, true) => 3,
        (2..=3, true) => 4,
        _ => 2,
    }
}

/// One edge of a hex tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Edge {
    /// A road.
    Road,
    /// No road.
    Field,
    /// Water (home tiles and boats).
    Water,
}

/// The six edges from a compact pattern: `R` road, `G` no road, `W` water; edge 0 first, the
/// others clockwise. Only the cyclic pattern matters, since tiles are rotated when placed.
const fn edges(pattern: &[u8; 6]) -> [Edge; 6] {
    let mut out = [Edge::Field; 6];
    let mut i = 0;
    while i < 6 {
        out[i] = match pattern[i] {
            b'R' => Edge::Road,
            b'W' => Edge::Water,
            _ => Edge::Field,
        };
        i += 1;
    }
    out
}

/// Roads per kind of tile (rulebook: home 5, spring 4, summer 3, summer boats 0, autumn 2,
/// winter 1).
pub fn roads_of(season: Season) -> usize {
    match season {
        Season::Spring => 4,
        Season::Summer => 3,
        Season::Autumn => 2,
        Season::Winter => 1,
    }
}

/// One item of an upgrade cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cost {
    /// This resource, on the tile.
    Resource(Resource),
    /// Any one resource, on the tile.
    AnyResource,
    /// This skill, from behind the screen.
    Skill(Skill),
    /// Any one skill, from behind the screen.
    AnySkill,
}

/// What a use may ask to be paid besides the workers placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// Nothing.
    Nothing,
    /// A worker from behind the screen into the bag: of this colour, or (`None`) of any.
    Worker(Option<Colour>),
    /// A skill from behind the screen back to the supply: of this kind, or (`None`) any.
    Skill(Option<Skill>),
}

/// What a use gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Output {
    /// These resources, in [`Resource::ALL`] order.
    Resources([u8; 4]),
    /// One resource of the user's choice among wood, stone and iron.
    OneBasic,
    /// This many workers drawn from the bag.
    BagWorkers(u8),
    /// This many green workers from the supply.
    Green(u8),
    /// This many skills drawn face down from the supply.
    Skills(u8),
    /// The Merchants' tiles: contracts, skill tiles drawn and resources; all of them, or (`one`)
    /// one of them of the user's choice.
    Deal {
        /// Contracts, each taken open or drawn from a pile.
        contracts: u8,
        /// Skill tiles drawn face down.
        skills: u8,
        /// Resources, in [`Resource::ALL`] order.
        resources: [u8; 4],
        /// Whether the user takes one item only.
        one: bool,
    },
}

/// What using one side of a tile does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Nothing (a tile that only scores).
    None,
    /// Pay the input, get the output.
    Gain(Input, Output),
    /// Move resources along the user's roads, then upgrade tiles of the user's village.
    Transport {
        /// Capacity: one resource moved one tile costs one.
        carts: u8,
        /// Upgrade icons: tiles upgraded per use.
        upgrades: u8,
    },
}

/// How a tile scores at the end, besides its fixed VP.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scoring {
    /// Only fixed VP.
    Fixed,
    /// Points per resource transported onto it (of this kind, or `None` of any), base/upgraded.
    PerResource(Option<Resource>, [u8; 2]),
    /// Winter: points per set of the items allocated to it.
    Set(Set, u8),
    /// Winter: flat points.
    Flat(u8),
    /// Winter (The Merchants): points per upgraded tile of the village.
    PerUpgraded(u8),
    /// Winter (The Merchants): points per extension in the village.
    PerExtension(u8),
    /// Winter (The Merchants): points per contract not fulfilled.
    PerUnfulfilled(u8),
}

/// The sets winter tiles count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Set {
    /// One gold.
    Gold,
    /// One blue, one red and one yellow worker.
    ThreeColours,
    /// One resource of a single chosen kind.
    ResourceOfOneKind,
    /// Wood, stone and iron.
    ThreeResources,
    /// Five resources of any kind.
    FiveResources,
    /// Saw, pick axe and anvil.
    ThreeSkills,
    /// One skill of a single chosen kind.
    SkillOfOneKind,
    /// One worker of a single chosen colour.
    WorkerOfOneColour,
    /// One green worker.
    Green,
    /// Five skills of any kind.
    FiveSkills,
    /// Five workers of any colour.
    FiveWorkers,
}

/// One village tile (spring, summer, autumn or winter) or summer boat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileData {
    /// The printed name.
    pub name: &'static str,
    /// The season it comes in (rulebook: 12 per season).
    pub season: Season,
    /// The upgrade cost; `None` if it is never upgraded (winter tiles, summer boats).
    pub upgrade: Option<&'static [Cost]>,
    /// What a use does, base side and upgraded side.
    pub effect: [Effect; 2],
    /// Fixed VP, base side and upgraded side.
    pub vp: [u8; 2],
    /// End scoring besides fixed VP.
    pub scoring: Scoring,
    /// The edges, edge 0 first, clockwise.
    pub edges: [Edge; 6],
    /// Where cost, effect, VP and edges come from (names and seasons: rulebook).
    pub source: Provenance,
    /// Whether it comes with The Merchants.
    pub merchants: bool,
}

/// A village tile: its place in [`TILES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Tile(pub u8);

impl Tile {
    /// The tile's data.
    pub fn data(self) -> &'static TileData {
        &TILES[usize::from(self.0)]
    }

    /// Every village tile, The Merchants' included.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..TILES.len() as u8).map(Tile)
    }

    /// The village tiles in the box: the base game's, with or without The Merchants'.
    pub fn in_box(merchants: bool) -> impl Iterator<Item = Tile> {
        Tile::all().filter(move |t| merchants || !t.data().merchants)
    }

    /// The tiles of one season in the box.
    pub fn of(season: Season, merchants: bool) -> impl Iterator<Item = Tile> {
        Tile::in_box(merchants).filter(move |t| t.data().season == season)
    }
}

mod boats;
pub use boats::*;

pub mod merchants;
mod tiles;
pub use tiles::TILES;

/// A home tile (rulebook: six, numbered 1–6; each a transport tile with 5 roads and a water side).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HomeData {
    /// The printed number; the lowest in play starts.
    pub number: u8,
    /// The upgrade cost (two resources on the tile).
    pub upgrade: [Resource; 2],
    /// Transport base and upgraded.
    pub effect: [Effect; 2],
    /// Fixed VP base and upgraded.
    pub vp: [u8; 2],
    /// Edges: five roads and one water side.
    pub edges: [Edge; 6],
    /// Where cost, effect and VP come from.
    pub source: Provenance,
}

const HOME_EFFECT: [Effect; 2] =
    [Effect::Transport { carts: 1, upgrades: 1 }, Effect::Transport { carts: 2, upgrades: 1 }];

const fn home(number: u8, upgrade: [Resource; 2]) -> HomeData {
    HomeData { number, upgrade, effect: HOME_EFFECT, vp: [0, 5], edges: edges(b"WRRRRR"), source: KFW }
}

/// The six home tiles (KFW; the edges are the rulebook's five roads and a water side, and where
/// the water side is does not matter since the home tile may be turned as its owner likes).
pub const HOMES: [HomeData; 6] = {
    use Resource::*;
    [
        home(1, [Wood, Stone]),
        home(2, [Stone, Iron]),
        home(3, [Wood, Iron]),
        home(4, [Wood, Stone]),
        home(5, [Stone, Iron]),
        home(6, [Wood, Iron]),
    ]
};

/// One face of a turn-order tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnOrderFace {
    /// The player counts it is used with.
    pub players: RangeInclusive<u8>,
    /// The printed number: the winner's place in choosing a boat.
    pub number: u8,
    /// Whether it shows the start-player icon.
    pub start: bool,
}

/// A turn-order tile (rulebook: four, 1/2/3/4/4 in play for 2–6 players; faces: KFW).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnOrderData {
    /// Its faces.
    pub faces: &'static [TurnOrderFace],
    /// Its edges (KFW gives 1–4 roads; their positions are reconstructed).
    pub edges: [Edge; 6],
    /// Where the faces and the number of roads come from.
    pub source: Provenance,
    /// Where the positions of the roads come from.
    pub roads_source: Provenance,
}

const fn face(players: RangeInclusive<u8>, number: u8, start: bool) -> TurnOrderFace {
    TurnOrderFace { players, number, start }
}

/// The four turn-order tiles. The road counts are KFW's; where the roads lie on tiles with two
/// to four roads is `reconstructed` (roads next to each other), see [`RECONSTRUCTED`].
pub const TURN_ORDER: [TurnOrderData; 4] = [
    turn_order(&[face(2..=2, 1, true), face(3..=6, 1, false)], b"RGGGGG"),
    turn_order(&[face(3..=3, 2, true), face(4..=6, 2, false)], b"RRGGGG"),
    turn_order(&[face(4..=4, 3, true), face(5..=6, 3, false)], b"RRRGGG"),
    turn_order(&[face(5..=6, 4, true)], b"RRRRGG"),
];

/// Why the turn-order tiles' roads lie where they do.
const ROADS_SIDE_BY_SIDE: Provenance =
    Provenance::Reconstructed("only the number of roads is known; they are put side by side");

const fn turn_order(faces: &'static [TurnOrderFace], roads: &[u8; 6]) -> TurnOrderData {
    TurnOrderData { faces, edges: edges(roads), source: KFW, roads_source: ROADS_SIDE_BY_SIDE }
}

/// Every record of this file with the provenance of its values, for the About page and the
/// tests: the rulebook's counts, then the tiles, home tiles, boats and turn-order tiles.
pub fn provenance() -> Vec<(String, Provenance)> {
    let rulebook = [
        "workers in the box",
        "workers drawn at the start",
        "skill tiles",
        "resources",
        "season tiles by player count",
        "winter tiles dealt by player count",
        "roads by season",
        "names and seasons of the village tiles",
        "winter tiles' scoring",
        "boats by player count",
        "The Merchants: components, contract VP, cabins",
    ];
    let mut out: Vec<(String, Provenance)> = rulebook.iter().map(|s| (s.to_string(), Provenance::Rulebook)).collect();
    out.extend(TILES.iter().map(|t| (t.name.to_string(), t.source)));
    out.extend(HOMES.iter().map(|h| (format!("Home {}", h.number), h.source)));
    out.extend(BOATS.iter().map(|b| (b.name.to_string(), b.source)));
    for (i, t) in TURN_ORDER.iter().enumerate() {
        out.push((format!("Turn-order tile {}", i + 1), t.source));
        out.push((format!("Turn-order tile {}: roads", i + 1), t.roads_source));
    }
    out.extend((1..=merchants::CONTRACTS.len()).map(|i| (format!("Contract {i}"), merchants::CONTRACTS_SOURCE)));
    out.extend((1..=merchants::EXTENSIONS.len()).map(|i| (format!("Extension {i}"), merchants::EXTENSIONS_SOURCE)));
    out.extend(merchants::BOATS_II.iter().map(|b| (b.name.to_string(), merchants::BOATS_II_SOURCE)));
    out
}

/// The faces in play with `players` players, by tile: (tile index, face).
pub fn turn_order_faces(players: u8) -> Vec<(usize, &'static TurnOrderFace)> {
    TURN_ORDER
        .iter()
        .enumerate()
        .filter_map(|(i, t)| t.faces.iter().find(|f| f.players.contains(&players)).map(|f| (i, f)))
        .collect()
}

/// The player-facing summary of this file's `reconstructed` values, for the About page.
pub const RECONSTRUCTED: [crate::games::Reconstruction; 1] = [crate::games::Reconstruction {
    item: ("Lage der Straßen auf den Reihenfolgeplättchen", "Where the roads lie on the turn-order tiles"),
    choice: (
        "Die Straßen (1 bis 4) liegen nebeneinander; bekannt ist nur ihre Anzahl.",
        "The roads (1 to 4) lie next to each other; only their number is known.",
    ),
}];

#[cfg(test)]
mod tests;
