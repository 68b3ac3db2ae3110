//! The 60 building tiles: each player's 12 estate tiles (one set per colour) and the 48
//! landscape tiles (21 spring, 27 later). Names, effects and points are the rulebook's; build
//! costs and which landscape tiles are farm tiles are designed by us.
//!
//! The cost design: 2 pieces for a tile with a modest effect or cap, 3 for the high scorers
//! (the gem-set tiles, village hall, key market, the big village scorers); farm tiles cost raw
//! materials and wheat, village tiles lean on finished goods; a tile never costs the goods it
//! produces or scores, so it cannot pay for itself. A white symbol ([`CostItem::AnyRaw`],
//! [`CostItem::AnyFinished`]) may be paid with wheat (rulebook).

use super::{Finished, Provenance, Raw};
use serde::{Deserialize, Serialize};

/// Where a building tile may be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Area {
    /// One of the 8 farm plots.
    Farm,
    /// One of the 12 village plots.
    Village,
}

/// Where a building tile comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Origin {
    /// One of each player's 12 estate tiles.
    Estate,
    /// A spring landscape tile: in the bag from the start.
    Spring,
    /// A later landscape tile: into the bag at the end of spring.
    Later,
}

/// One symbol of a build cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CostItem {
    /// This raw material (a finished good of its type also pays it).
    Raw(Raw),
    /// This finished good.
    Finished(Finished),
    /// Any raw material, or wheat (white symbol).
    AnyRaw,
    /// Any finished good, or wheat (white symbol).
    AnyFinished,
    /// Wheat.
    Wheat,
}

/// The 60 building tiles, estate tiles first, then spring and later landscape tiles.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Tile {
    CowShed,
    PigSty,
    SheepShelter,
    Stable,
    Farmyard,
    Paddock,
    Brickmaker,
    Carpenter,
    Stonemason,
    Scrapyard,
    Drainage,
    Pavements,
    Alchemist,
    Barn,
    BoardingHouse,
    Builder,
    BuildingPlot,
    ChickenHouse,
    Dock,
    FarmLabourer,
    GemDealer,
    GoatPen,
    HopField,
    JewelCutter,
    LivestockMarket,
    OastHouse,
    Seafarer,
    ShippingAgent,
    Statue,
    Thatcher,
    TradingPost,
    VillageHall,
    Windmill,
    Boatman,
    BraceletMaker,
    Bricklayer,
    Brickyard,
    Copse,
    Emporium,
    Entertainer,
    Farmer,
    FarmersCottage,
    GameWardensCottage,
    GemMerchant,
    Goldsmith,
    HuntersLodge,
    Jeweller,
    KeyMarket,
    Kiln,
    LogCabin,
    Lumberjack,
    Merchant,
    Mine,
    OpenPit,
    Prospector,
    Quarryman,
    RingMaker,
    ScrapDealer,
    Stoneyard,
    Timberyard,
}

/// One building tile's printed data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileData {
    /// The tile.
    pub tile: Tile,
    /// German and English name (rulebook).
    pub name: (&'static str, &'static str),
    /// Farm or village.
    pub area: Area,
    /// Estate, spring or later landscape tile (rulebook).
    pub origin: Origin,
    /// The build cost (reconstructed).
    pub cost: &'static [CostItem],
    /// Fixed points of the base and the upgraded side (rulebook; 0 where the text names none).
    /// Points that depend on the end position are scored by the rules, not listed here.
    pub vp: [u8; 2],
    /// Whether a keyple must work the tile to use it: every tile that converts goods, builds or
    /// upgrades (reconstructed from the effects: the keyple icons are lost).
    pub worked: bool,
}

impl Tile {
    /// The tile's data.
    pub fn data(self) -> &'static TileData {
        &TILES[self as usize]
    }
}

impl TileData {
    /// Where its build cost comes from.
    pub fn cost_source(&self) -> Provenance {
        COSTS
    }

    /// Where its area (farm or village) comes from: an estate tile's is the rulebook's (6 farm
    /// and 6 village tiles each), a landscape tile's is ours.
    pub fn area_source(&self) -> Provenance {
        if self.origin == Origin::Estate { Provenance::Rulebook } else { AREA }
    }

    /// Where whether a keyple must work it comes from.
    pub fn worked_source(&self) -> Provenance {
        WORKED
    }
}

use Area::{Farm, Village};
use CostItem::{AnyFinished as F, AnyRaw as R, Wheat as W};
use Origin::{Estate, Later, Spring};
const C: CostItem = CostItem::Raw(Raw::Clay);
const L: CostItem = CostItem::Raw(Raw::Logs);
const S: CostItem = CostItem::Raw(Raw::Stone);
const B: CostItem = CostItem::Finished(Finished::Brick);
const T: CostItem = CostItem::Finished(Finished::Timber);
const K: CostItem = CostItem::Finished(Finished::Block);

#[allow(clippy::too_many_arguments)]
const fn t(
    tile: Tile,
    de: &'static str,
    en: &'static str,
    area: Area,
    origin: Origin,
    cost: &'static [CostItem],
    vp: [u8; 2],
    worked: bool,
) -> TileData {
    TileData { tile, name: (de, en), area, origin, cost, vp, worked }
}

/// Every building tile, in [`Tile`] order.
pub const TILES: [TileData; 60] = [
    t(Tile::CowShed, "Rinderstall", "Cow shed", Farm, Estate, &[L, R], [0, 0], false),
    t(Tile::PigSty, "Schweinestall", "Pig sty", Farm, Estate, &[C, R], [0, 0], false),
    t(Tile::SheepShelter, "Schafstall", "Sheep shelter", Farm, Estate, &[S, R], [0, 0], false),
    t(Tile::Stable, "Pferdestall", "Stable", Farm, Estate, &[L, C], [0, 0], false),
    t(Tile::Farmyard, "Farmhof", "Farmyard", Farm, Estate, &[L, S, W], [0, 0], false),
    t(Tile::Paddock, "Koppel", "Paddock", Farm, Estate, &[C, L, R], [0, 0], false),
    t(Tile::Brickmaker, "Ziegelei", "Brickmaker", Village, Estate, &[L, S], [0, 5], true),
    t(Tile::Carpenter, "Schreinerei", "Carpenter", Village, Estate, &[C, S], [0, 5], true),
    t(Tile::Stonemason, "Steinmetz", "Stonemason", Village, Estate, &[C, L], [0, 5], true),
    t(Tile::Scrapyard, "Schrotthandel", "Scrapyard", Village, Estate, &[R, F], [0, 3], true),
    t(Tile::Drainage, "Abwassersystem", "Drainage", Village, Estate, &[B, S], [0, 0], false),
    t(Tile::Pavements, "Straßenpflaster", "Pavements", Village, Estate, &[K, C], [0, 0], false),
    t(Tile::Alchemist, "Alchemist", "Alchemist", Village, Spring, &[B, K, F], [3, 5], true),
    t(Tile::Barn, "Scheune", "Barn", Farm, Spring, &[L, L, W], [0, 0], false),
    t(Tile::BoardingHouse, "Gästehaus", "Boarding house", Village, Spring, &[T, B], [0, 0], false),
    t(Tile::Builder, "Baumeister", "Builder", Village, Spring, &[T, K], [0, 3], true),
    t(Tile::BuildingPlot, "Baugelände", "Building plot", Village, Spring, &[C, R], [1, 3], false),
    t(Tile::ChickenHouse, "Putt-Putt-Hühnerstall", "Cluck cluck chicken house", Farm, Spring, &[L, C], [0, 0], false),
    t(Tile::Dock, "Dock", "Dock", Village, Spring, &[T, T, L], [0, 0], false),
    t(Tile::FarmLabourer, "Farmerarbeiter", "Farm labourer", Farm, Spring, &[W, R], [0, 3], true),
    t(Tile::GemDealer, "Edelsteinhändler", "Gem dealer", Village, Spring, &[K, S], [0, 3], true),
    t(Tile::GoatPen, "Ziegenstall", "Goat pen", Farm, Spring, &[S, L], [0, 0], false),
    t(Tile::HopField, "Hopfenfeld", "Hop field", Farm, Spring, &[W, C], [0, 3], true),
    t(Tile::JewelCutter, "Diamantschleifer", "Jewel cutter", Village, Spring, &[K, B], [0, 3], true),
    t(Tile::LivestockMarket, "Viehmarkt", "Livestock market", Farm, Spring, &[T, W], [0, 1], true),
    t(Tile::OastHouse, "Malzhaus", "Oast house", Farm, Spring, &[B, T], [0, 0], false),
    t(Tile::Seafarer, "Seemann", "Seafarer", Village, Spring, &[T, C], [0, 3], false),
    t(Tile::ShippingAgent, "Schiffsspediteur", "Shipping agent", Village, Spring, &[T, B], [0, 3], false),
    t(Tile::Statue, "Statue", "Statue", Village, Spring, &[K, K, S], [0, 0], false),
    t(Tile::Thatcher, "Strohdecker", "Thatcher", Village, Spring, &[W, W, L], [0, 0], false),
    t(Tile::TradingPost, "Handelsposten", "Trading post", Village, Spring, &[T, R], [0, 3], true),
    t(Tile::VillageHall, "Gemeindehaus", "Village hall", Village, Spring, &[B, T, K], [0, 0], false),
    t(Tile::Windmill, "Windmühle", "Windmill", Farm, Spring, &[T, S], [0, 0], true),
    t(Tile::Boatman, "Binnenschiffer", "Boatman", Village, Later, &[T, R], [0, 0], false),
    t(Tile::BraceletMaker, "Armschmuckhersteller", "Bracelet maker", Village, Later, &[B, K, F], [0, 0], false),
    t(Tile::Bricklayer, "Maurer", "Bricklayer", Village, Later, &[C, R], [0, 0], false),
    t(Tile::Brickyard, "Ziegelfabrik", "Brickyard", Village, Later, &[C, C, T], [0, 0], false),
    t(Tile::Copse, "Unterholz", "Copse", Farm, Later, &[L, L], [0, 3], true),
    t(Tile::Emporium, "Handelshaus", "Emporium", Village, Later, &[T, K, F], [0, 0], false),
    t(Tile::Entertainer, "Unterhaltungskünstler", "Entertainer", Village, Later, &[W, B], [0, 0], false),
    t(Tile::Farmer, "Farmer", "Farmer", Village, Later, &[W, R], [0, 0], false),
    t(Tile::FarmersCottage, "Farmhaus", "Farmer's cottage", Farm, Later, &[T, W], [0, 0], false),
    t(Tile::GameWardensCottage, "Wildhüterhütte", "Game warden's cottage", Farm, Later, &[L, T], [0, 0], false),
    t(Tile::GemMerchant, "Edelsteinhändler", "Gem merchant", Village, Later, &[B, T, F], [0, 0], false),
    t(Tile::Goldsmith, "Goldschmied", "Goldsmith", Village, Later, &[K, B, F], [0, 0], false),
    t(Tile::HuntersLodge, "Jagdhütte", "Hunter's lodge", Farm, Later, &[L, K], [0, 0], false),
    t(Tile::Jeweller, "Juwelier", "Jeweller", Village, Later, &[T, K, F], [0, 0], false),
    t(Tile::KeyMarket, "Keymarkt", "Key market", Village, Later, &[B, T, K], [3, 5], true),
    t(Tile::Kiln, "Brennofen", "Kiln", Village, Later, &[S, S, K], [0, 0], false),
    t(Tile::LogCabin, "Blockhütte", "Log cabin", Village, Later, &[C, C, B], [0, 0], false),
    t(Tile::Lumberjack, "Holzfäller", "Lumberjack", Village, Later, &[C, R], [0, 0], false),
    t(Tile::Merchant, "Händler", "Merchant", Village, Later, &[T, B], [3, 3], false),
    t(Tile::Mine, "Mine", "Mine", Village, Later, &[L, T], [0, 0], false),
    t(Tile::OpenPit, "Tagebau", "Open pit", Village, Later, &[L, L, T], [0, 0], false),
    t(Tile::Prospector, "Prospektor", "Prospector", Village, Later, &[S, R], [0, 0], false),
    t(Tile::Quarryman, "Steinbauer", "Quarryman", Village, Later, &[L, R], [0, 0], false),
    t(Tile::RingMaker, "Ringschmuckhersteller", "Ring maker", Village, Later, &[B, T, F], [0, 0], false),
    t(Tile::ScrapDealer, "Schrotthändler", "Scrap dealer", Village, Later, &[R, R], [0, 0], false),
    t(Tile::Stoneyard, "Steinhandel", "Stoneyard", Village, Later, &[S, S, C], [0, 0], false),
    t(Tile::Timberyard, "Holzhandel", "Timberyard", Village, Later, &[L, L, C], [0, 0], false),
];

/// Why the costs are what they are.
const COSTS: Provenance =
    Provenance::Reconstructed("build costs are printed inside a lost icon; designed by us by the tile's strength");
/// Why a landscape tile is a farm or a village tile.
const AREA: Provenance = Provenance::Reconstructed(
    "the farm symbol is lost; the 12 farm tiles are those that house animals or serve the farm",
);
/// Why a tile must be worked.
const WORKED: Provenance =
    Provenance::Reconstructed("the keyple icons are lost; every tile that converts, builds or upgrades is worked");

/// One record per tile's cost, plus the farm/village split and the worked flags.
pub(super) fn provenance() -> Vec<(String, Provenance)> {
    TILES
        .iter()
        .map(|d| (format!("{}: cost", d.name.1), COSTS))
        .chain([
            ("Landscape tiles: farm or village".to_string(), AREA),
            ("Tiles worked by a keyple".to_string(), WORKED),
        ])
        .collect()
}
