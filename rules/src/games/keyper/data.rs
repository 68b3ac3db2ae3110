//! Keyper's component data, the game's one data file. The German rulebook (seed 003) keeps the
//! rules' text and the tiles' effects, but its pictures are lost and no public source holds the
//! rest (`docs/sources.md`). So the country boards' faces, the ships, 25 of the
//! 26 fairs, every build cost, the farm/village split of the landscape tiles and the keyp tile
//! are **designed by us**. Every value says where it comes from:
//! - `rulebook`: stated in the rules text (counts, effects, points, the one printed fair);
//! - `public source`: a review or the Kickstarter page (`docs/sources.md`);
//! - `reconstructed`: our design, with its reason ([`RECONSTRUCTED`] lists them for players).
//!
//! The submodules hold the tables: `boards` (the 48 faces of the 4 country boards), `tiles`
//! (the 12 estate and 48 landscape tiles), `fairs` (the 26 fairs, the 6 ships, the keyp tile).

mod boards;
mod fairs;
mod tiles;

pub use boards::{BOARDS, Face, Field, Frame, faces};
pub use fairs::{FAIRS, Fair, FairSide, KEYP_TILE, KeypOutput, SHIPS, Ship, ShipSide};
pub use tiles::{Area, CostItem, Origin, TILES, Tile, TileData};

use crate::engine::DataVersion;
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

/// The version of the values in this file and of the rule fixes, carried in every `Config`.
/// Bump it whenever a value changes or a rule fix changes what a recorded action does; keep
/// older ones replayable while they are in [`DATA_VERSIONS`].
pub const DATA_VERSION: DataVersion = DataVersion(3);

/// The versions this build replays, oldest first.
pub const DATA_VERSIONS: RangeInclusive<DataVersion> = DataVersion(1)..=DATA_VERSION;

pub use crate::games::provenance::Provenance;

/// The four seasons, in playing order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Season {
    /// Frühjahr.
    Spring,
    /// Sommer.
    Summer,
    /// Herbst.
    Autumn,
    /// Winter.
    Winter,
}

impl Season {
    /// All seasons in playing order.
    pub const ALL: [Season; 4] = [Season::Spring, Season::Summer, Season::Autumn, Season::Winter];

    /// The season after this one; `None` after winter, when the game ends.
    pub fn next(self) -> Option<Season> {
        Season::ALL.get(self as usize + 1).copied()
    }
}

/// The keyple colours; each coloured keyple's craft matches the field frames of its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    /// Hellblau: Binnenschiffer (boatman), the river's colour.
    LightBlue,
    /// Orange: Ziegeleiarbeiter (brickworker).
    Orange,
    /// Hellgrün: Farmer.
    LightGreen,
    /// Braun: Waldarbeiter (woodsman).
    Brown,
    /// Schwarz: Bergarbeiter (miner).
    Black,
    /// Grau: Brucharbeiter (quarryman).
    Grey,
    /// Weiß: Universalist, takes any other colour.
    White,
}

impl Colour {
    /// All colours, in the order of keyple counts.
    pub const ALL: [Colour; 7] = [
        Colour::LightBlue,
        Colour::Orange,
        Colour::LightGreen,
        Colour::Brown,
        Colour::Black,
        Colour::Grey,
        Colour::White,
    ];
}

/// Keyples of each colour in the box, in [`Colour::ALL`] order (rulebook: 4 of each of the six
/// crafts and 8 white, 32 in all).
pub const KEYPLES_IN_BOX: [u8; 7] = [4, 4, 4, 4, 4, 4, 8];

/// Each player's starting team, in [`Colour::ALL`] order (rulebook: one of each craft, two white).
pub const START_TEAM: [u8; 7] = [1, 1, 1, 1, 1, 1, 2];

/// The colours the 2-player game's random ninth keyple is drawn from (rulebook).
pub const NINTH_KEYPLE: [Colour; 4] = [Colour::Brown, Colour::LightGreen, Colour::Grey, Colour::Orange];

/// The team size a season starts with: 9 with 2 players, else 8 (rulebook); the rest rest on
/// the keyp tile.
pub fn team_size(players: usize) -> usize {
    if players == 2 { 9 } else { 8 }
}

/// Raw materials (Rohstoffe, cubes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Raw {
    /// Lehm, orange.
    Clay,
    /// Baumstämme, brown.
    Logs,
    /// Gestein, grey.
    Stone,
}

/// Finished goods (Endprodukte, octagons); each is also usable as the raw material of its type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Finished {
    /// Ziegel, orange: made from clay.
    Brick,
    /// Bauholz, brown: made from logs.
    Timber,
    /// Stein, grey: made from stone (called "block" here to tell it from the raw stone).
    Block,
}

impl Raw {
    /// All raw materials.
    pub const ALL: [Raw; 3] = [Raw::Clay, Raw::Logs, Raw::Stone];

    /// The finished good this raw material is processed into.
    pub fn finished(self) -> Finished {
        Finished::ALL[self as usize]
    }
}

impl Finished {
    /// All finished goods.
    pub const ALL: [Finished; 3] = [Finished::Brick, Finished::Timber, Finished::Block];

    /// The raw material this finished good may stand in for.
    pub fn raw(self) -> Raw {
        Raw::ALL[self as usize]
    }
}

/// The eight animals (12 meeples each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Animal {
    /// Hühner.
    Chicken,
    /// Rinder.
    Cattle,
    /// Rotwild.
    Deer,
    /// Ziegen.
    Goat,
    /// Pferde.
    Horse,
    /// Schweine.
    Pig,
    /// Schafe.
    Sheep,
    /// Wildschweine.
    Boar,
}

impl Animal {
    /// All animals.
    pub const ALL: [Animal; 8] = [
        Animal::Chicken,
        Animal::Cattle,
        Animal::Deer,
        Animal::Goat,
        Animal::Horse,
        Animal::Pig,
        Animal::Sheep,
        Animal::Boar,
    ];
}

/// The four gems (16 each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Gem {
    /// Smaragde.
    Emerald,
    /// Goldstücke.
    Gold,
    /// Rubine.
    Ruby,
    /// Saphire.
    Sapphire,
}

impl Gem {
    /// All gems.
    pub const ALL: [Gem; 4] = [Gem::Emerald, Gem::Gold, Gem::Ruby, Gem::Sapphire];
}

/// One piece of the general supply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Good {
    /// A raw material.
    Raw(Raw),
    /// A finished good.
    Finished(Finished),
    /// Weizen.
    Wheat,
    /// An animal.
    Animal(Animal),
    /// A gem.
    Gem(Gem),
}

/// Pieces of each raw material, each finished good and each gem in the box (rulebook; the
/// seed's "6 logs" is a typo for 16: 48 raw cubes in all, confirmed by the Kickstarter count).
pub const PER_RAW_FINISHED_GEM: u8 = 16;
/// Wheat markers in the box (rulebook).
pub const WHEAT_IN_BOX: u8 = 20;
/// Meeples of each animal in the box (rulebook).
pub const PER_ANIMAL: u8 = 12;

/// The box's count of `good` (the limited general supply).
pub fn in_box(good: Good) -> u8 {
    match good {
        Good::Raw(_) | Good::Finished(_) | Good::Gem(_) => PER_RAW_FINISHED_GEM,
        Good::Wheat => WHEAT_IN_BOX,
        Good::Animal(_) => PER_ANIMAL,
    }
}

/// Each player's starting finished goods: one brick, one timber, one block (rulebook).
pub const START_GOODS: [Finished; 3] = [Finished::Brick, Finished::Timber, Finished::Block];

/// Landscape tiles on display (rulebook).
pub const DISPLAY: usize = 8;
/// Ships in play each season, of the 6 (rulebook).
pub const SHIPS_IN_PLAY: usize = 4;
/// Farm and village plots on a player board (rulebook).
pub const FARM_PLOTS: usize = 8;
/// Village plots: a grid of [`VILLAGE_ROWS`] rows of [`VILLAGE_COLUMNS`] (reconstructed, see
/// [`RECONSTRUCTED`]: the maxima of drainage, 5, and pavements, 6, fit only 3 × 4).
pub const VILLAGE_ROWS: usize = 3;
/// Village plots per row (reconstructed, see [`VILLAGE_ROWS`]).
pub const VILLAGE_COLUMNS: usize = 4;
/// Farm plots: 2 rows of 4 (reconstructed; no farm tile reads farm neighbours, so the shape
/// only matters for display).
pub const FARM_COLUMNS: usize = 4;
/// Items a building scores at most, per set of items (rulebook: scoring rule iii).
pub const SCORING_CAP: u8 = 4;
/// Animals a farm tile houses at most (rulebook).
pub const HOUSING: u8 = 4;
/// Shipping points a ship action that ships a good earns (rulebook).
pub const SHIPPING_POINTS: u8 = 2;

/// Every record of this file with the provenance of its values, for the About page and the
/// tests: the rulebook's counts, then the boards' faces, tiles, fairs, ships and the keyp tile.
pub fn provenance() -> Vec<(String, Provenance)> {
    let rulebook = [
        "keyples in the box and the starting team",
        "the 2-player ninth keyple and team sizes",
        "pieces in the box",
        "starting finished goods",
        "display, ships in play, farm and village plots",
        "scoring cap and animal housing",
        "tile names, effects and points",
        "upgrade costs",
    ];
    let mut out: Vec<(String, Provenance)> = rulebook.iter().map(|s| (s.to_string(), Provenance::Rulebook)).collect();
    out.push(("village grid 3 × 4".into(), VILLAGE_GRID));
    out.push(("Farmer's cottage upgraded: 3 points per light green field".into(), FARMERS_COTTAGE));
    out.extend(boards::provenance());
    out.extend(tiles::provenance());
    out.extend(fairs::provenance());
    out
}

/// Where a tile's printed points on one side come from: the upgraded Farmer's cottage's are
/// ours ([`FARMERS_COTTAGE`]), every other tile's the rulebook's.
pub fn points_source(tile: Tile, upgraded: bool) -> Provenance {
    if tile == Tile::FarmersCottage && upgraded { FARMERS_COTTAGE } else { Provenance::Rulebook }
}

/// Why the village is a 3 × 4 grid.
const VILLAGE_GRID: Provenance = Provenance::Reconstructed(
    "the village grid is not printed in the text; drainage's maximum 5 and pavements' 6 fit only 3 rows of 4",
);

/// Why the upgraded Farmer's cottage scores 3 points per light green field. The rulebook says
/// "Der Besitzer erhält 2 Siegpunkte für jedes hellgrüne Feld auf dieser Landschaftstafel, falls
/// das Farmhaus verbessert ist. (Maximal 3/9 Punkte.)": 2 a field cannot make 9 from the 3 fields
/// the base side's maximum implies, so one number is a misprint. We read the "2" as the misprint:
/// the maximum 3/9 is kept, as on the Log cabin and the Open pit (1 and 3 a field, "Maximal 3/9"),
/// the other tiles that score a colour capped at 3 fields.
const FARMERS_COTTAGE: Provenance = Provenance::Reconstructed(
    "the upgraded Farmer's cottage is printed with 2 points a field and a maximum of 9; the 2 is read as the misprint, so 3 a field as on the Log cabin and Open pit",
);

/// What the game's card and the About page say about this file: the boards, ships, fairs and
/// costs are ours, at [`DATA_VERSION`].
pub const DESIGNED: crate::games::Designed = crate::games::Designed {
    what: (
        "Landschaftstafeln, Schiffe, Jahrmärkte und Baukosten sind unsere Nachbildung (die Bilder der Spielregel fehlen)",
        "The country boards, ships, fairs and build costs are our reconstruction (the rulebook's pictures are lost)",
    ),
    checked: (
        "Geprüft in Bot-Partien (zuletzt mit Datenversion 2: 200, 100 und 100 Partien zu zweit, dritt und viert): jedes Feld und jedes Plättchen kommt zum Zug; die Plättchen mit festen Punkten auf der Grundseite (Alchemist, Baugelände, Keymarkt, Händler) werden zu viert fast immer genommen, der Alchemist auch zu dritt. Die Zahlen stehen in docs/keyper-data.md im Quelltext.",
        "Checked in bot games (most recently with data version 2: 200, 100 and 100 games for 2, 3 and 4 players): every field and every tile gets used; the tiles with fixed points on their base side (Alchemist, Building plot, Key market, Merchant) are taken nearly always with 4 players, the Alchemist with 3 too. The figures are in docs/keyper-data.md in the source.",
    ),
    version: DATA_VERSION,
};

/// The player-facing summary of this file's `reconstructed` values, for the About page.
pub const RECONSTRUCTED: [crate::games::Reconstruction; 10] = [
    crate::games::Reconstruction {
        item: ("Alle Seiten der Landschaftstafeln", "Every face of the country boards"),
        choice: (
            "Von uns entworfen, nicht gedruckt: je Tafel und Jahreszeit 4 Seiten mit 15 Feldern, innerhalb der Farbgrenzen, die die Plättchen verraten (hellgrün ≤ 3, orange ≤ 2, braun ≤ 3, schwarz ≤ 4, grau ≤ 3), und nach allen Regeln des Textes (keine Hühner im Sommer, keine Edelsteine im Frühjahr und Herbst, Verarbeitung nur im Frühjahr und Herbst).",
            "Designed by us, not printed: 4 faces of 15 fields per board and season, within the colour limits the tiles imply (light green ≤ 3, orange ≤ 2, brown ≤ 3, black ≤ 4, grey ≤ 3), and following every rule the text gives (no chickens in summer, no gems in spring or autumn, processing only in spring and autumn).",
        ),
    },
    crate::games::Reconstruction {
        item: ("Die 6 Schiffe", "The 6 ships"),
        choice: (
            "Von uns entworfen: je Seite zwei Waren; die Frühjahr/Herbst-Seite ohne, die Sommer/Winter-Seite mit einem Edelstein.",
            "Designed by us: two goods per side; the spring/autumn side without gems, the summer/winter side with one gem.",
        ),
    },
    crate::games::Reconstruction {
        item: ("25 der 26 Jahrmärkte", "25 of the 26 fairs"),
        choice: (
            "Von uns entworfen (gedruckt ist nur Schaf + Gestein im Frühjahr, 2 Punkte): Frühjahr 2 Waren für 2 Punkte, Sommer 3 für 3, Herbst 4 für 4, Winter 3 Waren für 4 Punkte oder 2 Edelsteine und eine Ware für 6.",
            "Designed by us (only spring's sheep + stone for 2 points is printed): spring 2 goods for 2 points, summer 3 for 3, autumn 4 for 4, winter 3 goods for 4 points or 2 gems and a good for 6.",
        ),
    },
    crate::games::Reconstruction {
        item: ("Baukosten aller 60 Gebäude", "Build costs of all 60 buildings"),
        choice: (
            "Von uns entworfen: 2 Teile für einfache Gebäude, 3 für solche mit hohen Punkten; Rohstoffe für Farmgebäude, Endprodukte für Dorfgebäude mit Edelstein- oder Sammelwertung.",
            "Designed by us: 2 pieces for simple buildings, 3 for those with high points; raw materials for farm buildings, finished goods for village buildings that score gems or sets.",
        ),
    },
    crate::games::Reconstruction {
        item: ("Farm- oder Dorfplättchen", "Farm or village tile"),
        choice: (
            "Die 12 Farmplättchen sind die, die Tiere unterbringen oder Farmgebäude betreffen (Scheune, Hühnerstall, Farmerarbeiter, Ziegenstall, Hopfenfeld, Viehmarkt, Malzhaus, Windmühle, Unterholz, Farmhaus, Wildhüterhütte, Jagdhütte).",
            "The 12 farm tiles are those that house animals or concern farm buildings (barn, chicken house, farm labourer, goat pen, hop field, livestock market, oast house, windmill, copse, farmer's cottage, game warden's cottage, hunter's lodge).",
        ),
    },
    crate::games::Reconstruction {
        item: ("Das Keyplättchen", "The keyp tile"),
        choice: (
            "Orange, braune, graue und schwarze Keyples bringen einen Rohstoff nach Wahl, hellgrüne einen Weizen, hellblaue ein Endprodukt nach Wahl, weiße eines davon.",
            "Orange, brown, grey and black keyples give a raw material of choice, light green a wheat, light blue a finished good of choice, white any one of those.",
        ),
    },
    crate::games::Reconstruction {
        item: ("Dorf- und Farmgrundstücke", "Village and farm plots"),
        choice: (
            "Das Dorf ist ein Raster aus 3 Reihen zu 4 Grundstücken (nur so passen die Höchstwerte von Abwassersystem und Straßenpflaster), die Farm 2 Reihen zu 4.",
            "The village is a grid of 3 rows of 4 plots (only that fits the maxima of drainage and pavements), the farm 2 rows of 4.",
        ),
    },
    crate::games::Reconstruction {
        item: ("Farbrahmen der Felder", "Colour frames of the fields"),
        choice: (
            "Gedruckt sind nur Schweine hellgrün, Bauen orange, Verbessern grau und Landschaftsplättchen ohne Rahmen; sonst nach dem Handwerk: Nutztiere und Weizen hellgrün, Rotwild, Wildschweine und Baumstämme braun, Ziegen und Gestein grau, Lehm orange, Edelsteine schwarz, Handel hellblau, Verarbeitung in der Farbe des Rohstoffs, Bauen mit Nachlass ohne Rahmen.",
            "Only pigs light green, build orange, upgrade grey and the country-tile field unframed are stated; the rest follow the crafts: livestock and wheat light green, deer, boar and logs brown, goats and stone grey, clay orange, gems black, trade light blue, processing in its raw material's colour, the discount build unframed.",
        ),
    },
    crate::games::Reconstruction {
        item: ("Welche Gebäude einen Keyple brauchen", "Which buildings need a keyple"),
        choice: (
            "Alle, die verarbeiten, bauen oder verbessern (das Keyple-Symbol ist verloren).",
            "All that convert goods, build or upgrade (the keyple icon is lost).",
        ),
    },
    crate::games::Reconstruction {
        item: ("Verbessertes Farmhaus", "Upgraded farmer's cottage"),
        choice: (
            "Die Regel nennt 2 Punkte je hellgrünes Feld und höchstens 9 Punkte; beides zugleich geht nicht. Wir halten die 2 für den Druckfehler: 3 Punkte je hellgrünes Feld, höchstens 9, wie bei Blockhütte und Tagebau.",
            "The rules give 2 points per light green field and at most 9 points, which cannot both hold. We take the 2 for the misprint: 3 points per light green field, at most 9, as for the log cabin and the open pit.",
        ),
    },
];

#[cfg(test)]
mod tests;
