//! The 48 village tiles of the base game: 12 per season, the summer ones including the four
//! summer boats. Names and seasons: rulebook. Costs, effects, VP and edges: KFW, confirmed by
//! alsrl8 for spring and summer. Winter scoring: rulebook (KFW agrees); a winter tile has one
//! road, so its edge pattern is fixed by the rulebook's road count alone.

use super::Cost::{self, AnyResource as Any, AnySkill, Resource as R, Skill as S};
use super::Effect::{self, Gain, Transport};
use super::Input::{Nothing, Skill as PaySkill, Worker as PayWorker};
use super::Output::{BagWorkers, Deal, Green, OneBasic, Resources, Skills};
use super::Resource::{Gold, Iron, Stone, Wood};
use super::Scoring::{self, Fixed, Flat, PerResource};
use super::Season::{self, Autumn, Spring, Summer, Winter};
use super::Set;
use super::Skill::{Anvil, Pick, Saw};
use super::{Colour, KFW, KFW_ALSRL8, Provenance, TileData, edges};

const fn tile(
    name: &'static str,
    season: Season,
    upgrade: &'static [Cost],
    effect: [Effect; 2],
    vp: [u8; 2],
    scoring: Scoring,
    sides: &[u8; 6],
) -> TileData {
    TileData {
        name,
        season,
        upgrade: Some(upgrade),
        effect,
        vp,
        scoring,
        edges: edges(sides),
        source: KFW_ALSRL8,
        merchants: false,
    }
}

/// An autumn tile: its values are KFW's alone.
const fn autumn(
    name: &'static str,
    upgrade: &'static [Cost],
    effect: [Effect; 2],
    vp: [u8; 2],
    scoring: Scoring,
    sides: &[u8; 6],
) -> TileData {
    TileData { source: KFW, ..tile(name, Autumn, upgrade, effect, vp, scoring, sides) }
}

/// A tile whose use gives resources: base and upgraded amounts in wood, stone, iron, gold order.
const fn produce(base: [u8; 4], upgraded: [u8; 4]) -> [Effect; 2] {
    [Gain(Nothing, Resources(base)), Gain(Nothing, Resources(upgraded))]
}

const fn gain(input: super::Input, base: super::Output, upgraded: super::Output) -> [Effect; 2] {
    [Gain(input, base), Gain(input, upgraded)]
}

const NO_USE: [Effect; 2] = [Effect::None, Effect::None];

/// A winter tile: never upgraded, no use, one road.
const fn winter(name: &'static str, scoring: Scoring) -> TileData {
    TileData {
        name,
        season: Winter,
        upgrade: None,
        effect: NO_USE,
        vp: [0, 0],
        scoring,
        edges: edges(b"RGGGGG"),
        source: Provenance::Rulebook,
        merchants: false,
    }
}

/// A summer boat: never upgraded, never used; water on two opposite edges. Its two faces'
/// abilities (1a–4b) come into play with summer, which the engine does not play yet.
const fn summer_boat(name: &'static str) -> TileData {
    TileData {
        name,
        season: Summer,
        upgrade: None,
        effect: NO_USE,
        vp: [0, 0],
        scoring: Fixed,
        edges: edges(b"WGGWGG"),
        source: KFW_ALSRL8,
        merchants: false,
    }
}

/// A tile of The Merchants: its values are KFW's (its use and scoring: the seed).
const fn merchant(tile: TileData) -> TileData {
    TileData { source: KFW, merchants: true, ..tile }
}

/// What The Merchants' spring, summer and autumn tiles deal, base side and upgraded side: the
/// base side gives one of its items (`one`) or all, the upgraded side all of them.
const fn deal(contracts: [u8; 2], skills: u8, resources: [u8; 4], one: bool) -> [Effect; 2] {
    [
        Gain(Nothing, Deal { contracts: contracts[0], skills, resources, one }),
        Gain(Nothing, Deal { contracts: contracts[1], skills, resources, one: false }),
    ]
}

/// Every village tile: the base game's, spring, summer, autumn and winter in turn, then The
/// Merchants' six.
pub const TILES: [TileData; 54] = [
    // Spring: four roads each.
    tile("Keywood", Spring, &[S(Saw)], produce([1, 0, 0, 0], [3, 0, 0, 0]), [0, 3], Fixed, b"RRGRRG"),
    tile("Keystone Quarry", Spring, &[S(Pick)], produce([0, 1, 0, 0], [0, 3, 0, 0]), [0, 3], Fixed, b"RGRRRG"),
    tile(
        "Workshop",
        Spring,
        &[Any, Any],
        [Gain(Nothing, OneBasic), Gain(Nothing, Resources([1, 1, 1, 0]))],
        [0, 3],
        Fixed,
        b"RGGRRR",
    ),
    tile("Woodcutter", Spring, &[S(Saw)], produce([2, 0, 0, 0], [1, 0, 0, 1]), [0, 3], Fixed, b"RRRRGG"),
    tile(
        "Stable",
        Spring,
        &[R(Wood), R(Iron)],
        [Transport { carts: 2, upgrades: 1 }, Transport { carts: 4, upgrades: 2 }],
        [0, 5],
        Fixed,
        b"RRGRGR",
    ),
    tile(
        "Peddler",
        Spring,
        &[R(Gold)],
        gain(PayWorker(Some(Colour::Yellow)), Green(1), Green(2)),
        [0, 0],
        Fixed,
        b"RGRRRG",
    ),
    tile("Key Mine", Spring, &[S(Anvil)], produce([0, 0, 1, 0], [0, 0, 3, 0]), [0, 3], Fixed, b"RGGRRR"),
    tile("Gold Mine", Spring, &[R(Stone), R(Iron)], produce([0, 0, 0, 1], [0, 0, 0, 2]), [0, 3], Fixed, b"RGRRGR"),
    tile(
        "Apprentice Hall",
        Spring,
        &[R(Wood), R(Stone)],
        gain(Nothing, Skills(1), Skills(2)),
        [0, 3],
        Fixed,
        b"RRGRRG",
    ),
    tile(
        "Alehouse",
        Spring,
        &[R(Wood), R(Stone), R(Iron)],
        gain(Nothing, BagWorkers(1), BagWorkers(2)),
        [0, 0],
        Fixed,
        b"RRRRGG",
    ),
    tile("Quarryman", Spring, &[S(Pick)], produce([0, 2, 0, 0], [0, 1, 0, 1]), [0, 3], Fixed, b"RGRRGR"),
    tile("Miner", Spring, &[S(Anvil)], produce([0, 0, 2, 0], [0, 0, 1, 1]), [0, 3], Fixed, b"RRGRGR"),
    // Summer: three roads each, and four summer boats without roads.
    tile(
        "Store",
        Summer,
        &[R(Gold)],
        gain(PayWorker(Some(Colour::Blue)), Green(1), Green(2)),
        [0, 3],
        Fixed,
        b"RGGRGR",
    ),
    tile(
        "Mason",
        Summer,
        &[R(Stone), R(Stone), R(Stone)],
        gain(PaySkill(Some(Pick)), Resources([0, 3, 0, 0]), Resources([0, 0, 0, 3])),
        [0, 7],
        Fixed,
        b"GRRGGR",
    ),
    tile(
        "Tavern",
        Summer,
        &[R(Wood), R(Stone), R(Iron)],
        gain(PayWorker(None), BagWorkers(2), BagWorkers(3)),
        [0, 0],
        Fixed,
        b"GRGGRR",
    ),
    tile(
        "Hiring Fair",
        Summer,
        &[R(Wood), R(Iron)],
        gain(PaySkill(None), Skills(2), Skills(3)),
        [0, 5],
        Fixed,
        b"GGRRGR",
    ),
    tile(
        "Farrier",
        Summer,
        &[Any, Any],
        [Transport { carts: 3, upgrades: 1 }, Transport { carts: 5, upgrades: 2 }],
        [0, 5],
        Fixed,
        b"RGRGGR",
    ),
    tile(
        "Carpenter",
        Summer,
        &[R(Wood), R(Wood), R(Wood)],
        gain(PaySkill(Some(Saw)), Resources([3, 0, 0, 0]), Resources([0, 0, 0, 3])),
        [0, 7],
        Fixed,
        b"GRGRRG",
    ),
    tile(
        "Smelter",
        Summer,
        &[R(Iron), R(Iron), R(Iron)],
        gain(PaySkill(Some(Anvil)), Resources([0, 0, 3, 0]), Resources([0, 0, 0, 3])),
        [0, 7],
        Fixed,
        b"RRGRGG",
    ),
    tile(
        "Brewer",
        Summer,
        &[R(Stone), R(Iron)],
        gain(PaySkill(None), BagWorkers(2), BagWorkers(3)),
        [0, 3],
        Fixed,
        b"GRRGRG",
    ),
    summer_boat("Summer boat 1"),
    summer_boat("Summer boat 2"),
    summer_boat("Summer boat 3"),
    summer_boat("Summer boat 4"),
    // Autumn: two roads each.
    autumn("Timber Yard", &[S(Saw)], NO_USE, [0, 0], PerResource(Some(Wood), [2, 3]), b"GRGGGR"),
    autumn("Stone Yard", &[S(Pick)], NO_USE, [0, 0], PerResource(Some(Stone), [2, 3]), b"GRGRGG"),
    autumn("Blacksmith", &[S(Anvil)], NO_USE, [0, 0], PerResource(Some(Iron), [2, 3]), b"GGRRGG"),
    autumn("Barn", &[AnySkill], NO_USE, [0, 0], PerResource(None, [1, 2]), b"RRGGGG"),
    tile(
        "Wainwright",
        Autumn,
        &[Any, Any],
        [Transport { carts: 4, upgrades: 2 }, Transport { carts: 6, upgrades: 2 }],
        [0, 5],
        Fixed,
        b"GGRGRG",
    ),
    autumn("Sawmill", &[R(Wood), R(Wood), R(Wood)], NO_USE, [3, 10], Fixed, b"RGGRGG"),
    autumn("Forge", &[R(Iron), R(Iron), R(Iron)], NO_USE, [3, 10], Fixed, b"RGRGGG"),
    autumn("Sculptor", &[R(Stone), R(Stone), R(Stone)], NO_USE, [3, 10], Fixed, b"GGRGGR"),
    autumn("Well", &[Any, Any, Any], NO_USE, [3, 7], Fixed, b"GGGRGR"),
    autumn("Goldsmith", &[R(Gold), R(Gold)], NO_USE, [0, 7], Fixed, b"GRGGRG"),
    autumn("Fair", &[R(Gold)], gain(PayWorker(Some(Colour::Red)), Green(1), Green(2)), [0, 5], Fixed, b"GGGGRR"),
    autumn("Inn", &[Any, AnySkill], gain(Nothing, BagWorkers(1), BagWorkers(3)), [0, 0], Fixed, b"RGGGRG"),
    // Winter: one road each, never upgraded.
    winter("Jeweller", Scoring::Set(Set::Gold, 2)),
    winter("Craftsmen's Guild", Scoring::Set(Set::ThreeColours, 3)),
    winter("Watermill", Scoring::Set(Set::ResourceOfOneKind, 1)),
    winter("Mercer's Guild", Scoring::Set(Set::ThreeResources, 5)),
    winter("Keythedral", Flat(12)),
    winter("Windmill", Scoring::Set(Set::FiveResources, 5)),
    winter("Scribes", Scoring::Set(Set::ThreeSkills, 10)),
    winter("Scholar", Scoring::Set(Set::SkillOfOneKind, 3)),
    winter("Village Hall", Scoring::Set(Set::WorkerOfOneColour, 1)),
    winter("Key Market", Scoring::Set(Set::Green, 2)),
    winter("Key Guild", Scoring::Set(Set::FiveSkills, 10)),
    winter("Apothecary", Scoring::Set(Set::FiveWorkers, 3)),
    // The Merchants: one tile each for spring, summer and autumn, three for winter.
    merchant(tile("Assayer", Spring, &[S(Pick)], deal([1, 1], 0, [0, 1, 1, 0], true), [0, 3], Fixed, b"GGRRRR")),
    merchant(tile("Bookkeeper", Summer, &[R(Iron), Any], deal([1, 1], 1, [0; 4], true), [0, 3], Fixed, b"RRGGRG")),
    merchant(tile("Merchant", Autumn, &[R(Stone), Any], deal([1, 2], 0, [0; 4], false), [0, 3], Fixed, b"RGGGGR")),
    merchant(TileData { edges: edges(b"GRGGGG"), ..winter("Artisan", Scoring::PerUpgraded(2)) }),
    merchant(TileData { edges: edges(b"GGGRGG"), ..winter("Builder", Scoring::PerExtension(3)) }),
    merchant(TileData { edges: edges(b"GGGGGR"), ..winter("Muleteer", Scoring::PerUnfulfilled(3)) }),
];
