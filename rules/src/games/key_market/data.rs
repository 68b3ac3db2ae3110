//! Every component value of Key Market in one table: goods, country boards, season markers,
//! guild tiles, farm houses and the set-up numbers.
//!
//! Each value carries its source: `rulebook` (printed in the rules text), `public source`
//! (found in public material) or `reconstructed` (the rules only picture it; chosen here so
//! that the game plays well, with the reason).

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

/// A resource or the luxury. The order is the market board's, top to bottom (rulebook: guild 13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Good {
    /// Fruit (crops).
    Fruit,
    /// Vegetables (crops).
    Vegetables,
    /// Wheat (crops).
    Wheat,
    /// Sheep (livestock).
    Sheep,
    /// Fish (livestock).
    Fish,
    /// The luxury.
    Luxury,
}

/// A count of every good, indexed by [`Good::index`].
pub type Goods = [u8; 6];

impl Good {
    /// All six goods in market-board order.
    pub const ALL: [Good; 6] = [Good::Fruit, Good::Vegetables, Good::Wheat, Good::Sheep, Good::Fish, Good::Luxury];
    /// The five resources.
    pub const RESOURCES: [Good; 5] = [Good::Fruit, Good::Vegetables, Good::Wheat, Good::Sheep, Good::Fish];

    /// The good's position in [`Goods`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// True for the five resources, false for the luxury.
    pub fn is_resource(self) -> bool {
        self != Good::Luxury
    }
}

/// The shape of a field: it decides the basic production.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Shape {
    /// Square fields produce 2 (rulebook).
    Square,
    /// Circular fields (and the village) produce 1 (rulebook).
    Circle,
}

/// Resources and luxuries of each type in play: 12/15/18 for 2/3/4 players (rulebook, set-up 2).
pub fn goods_per_type(players: usize) -> u8 {
    match players {
        2 => 12,
        3 => 15,
        _ => 18,
    }
}

/// Market spaces of each resource covered at set-up: 6,5,4 / 6,5 / 6 for 2/3/4 players (rulebook, set-up 2).
pub fn market_start(players: usize) -> u8 {
    5 - players as u8
}

/// Starting gold by turn position: 3, 4, 4, 5 (rulebook, set-up 14).
pub const START_GOLD: [u32; 4] = [3, 4, 4, 5];
/// Guild tiles in play for 2/3/4 players: 5/6/7 (rulebook, set-up 16).
pub fn guilds_in_play(players: usize) -> usize {
    players + 3
}
/// Workers per player, the Key worker included (rulebook, set-up 10).
pub const WORKERS: u8 = 10;
/// Gold in the reserve at the start. Reconstructed: 64 coins of unknown values; the reserve is
/// never meant to run out, so it is a large fixed amount that keeps gold conserved.
pub const RESERVE_GOLD: u32 = 1000;
/// Points of a manor house and of each retired worker (rulebook, scoring).
pub const MANOR_POINTS: i32 = 15;
/// Points of one pair of identical goods (rulebook, scoring).
pub const PAIR_POINTS: i32 = 5;

/// The required resource on the left of each of the 5 farm-house tiles.
/// Reconstructed: one tile per resource (the rules show a fruit and a vegetables tile).
pub const FARM_HOUSES: [Good; 5] = Good::RESOURCES;

/// One field of a board side before it is placed: its resource (`None`: the village) and shape.
pub type FieldData = (Option<Good>, Shape);

/// Writes a side as text: `a v w s f` = fruit, vegetables, wheat, sheep, fish; capitals are
/// square fields, small letters circular; `*` is the village.
fn field(code: u8) -> FieldData {
    let good = match code.to_ascii_lowercase() {
        b'a' => Good::Fruit,
        b'v' => Good::Vegetables,
        b'w' => Good::Wheat,
        b's' => Good::Sheep,
        b'f' => Good::Fish,
        _ => return (None, Shape::Circle),
    };
    (Some(good), if code.is_ascii_uppercase() { Shape::Square } else { Shape::Circle })
}

/// The 8 sides of the 4 large country boards, rows top to bottom, 3×3 with the village in the
/// centre (rulebook). The fields are reconstructed (only pictured): every side shows all five
/// resources, 3 square and 5 circular fields, and areas of 1 to 3 fields; no two sides are alike.
pub const LARGE_SIDES: [[&str; 3]; 8] = [
    ["Aav", "F*w", "fsW"], // board 1, side A
    ["vVV", "f*a", "wSs"], // board 1, side B
    ["waf", "V*F", "vSs"], // board 2, side A
    ["Ssa", "A*W", "fvw"], // board 2, side B
    ["fFF", "w*a", "sWv"], // board 3, side A
    ["Awv", "a*V", "Ffs"], // board 3, side B
    ["sWa", "S*A", "wfv"], // board 4, side A
    ["VfS", "v*a", "swW"], // board 4, side B
];

/// The small country board of the 2-player game: 2 rows of 3 fields, no village.
/// Reconstructed: the rules only say a large board joins it along 3 fields; it shows every resource.
pub const SMALL_BOARD: [&str; 2] = ["aSW", "fVs"];

/// The fields of a side, row by row.
pub fn side_fields(rows: &[&str]) -> Vec<Vec<FieldData>> {
    rows.iter().map(|row| row.bytes().map(field).collect()).collect()
}

/// The 6 circular season markers: year 2 (the "2" on the back) then year 1.
/// Reconstructed: one per good; the rules' example shows vegetables in spring of year 1,
/// so vegetables is a year-1 marker.
pub const CIRCLE_MARKERS_YEAR2: [Good; 3] = [Good::Sheep, Good::Fish, Good::Luxury];
/// The circular markers of year 1 (reconstructed, see [`CIRCLE_MARKERS_YEAR2`]).
pub const CIRCLE_MARKERS_YEAR1: [Good; 3] = [Good::Fruit, Good::Vegetables, Good::Wheat];
/// The 6 square season markers, dealt randomly to both years. Reconstructed: one per good
/// (the rules name "resource or luxury" for the square token).
pub const SQUARE_MARKERS: [Good; 6] = Good::ALL;

/// A guild level: apprentice, craftsman, master.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Level {
    /// The bottom row.
    Apprentice,
    /// The middle row.
    Craftsman,
    /// The top row.
    Master,
}

impl Level {
    /// Levels bottom to top.
    pub const ALL: [Level; 3] = [Level::Apprentice, Level::Craftsman, Level::Master];

    /// 0, 1, 2 from the bottom row.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The level above, if any.
    pub fn next(self) -> Option<Level> {
        Level::ALL.get(self.index() + 1).copied()
    }
}

/// One guild tile.
#[derive(Clone, Copy, Debug)]
pub struct GuildData {
    /// The number on the shield (rulebook).
    pub number: u8,
    /// German and English name (rulebook).
    pub name: (&'static str, &'static str),
    /// The columns a member chooses between (rulebook: guilds 1 and 8); empty for one column.
    pub columns: &'static [Good],
    /// Spaces per level, per column (reconstructed: printed on the tiles; a pyramid of
    /// 3/2/1 for one-column guilds, one space per column and level for guilds 1 and 8).
    pub spaces: [u8; 3],
    /// Points of an apprentice, craftsman, master (reconstructed: printed on the tiles; rising
    /// with the resources spent, a master worth about a retired worker).
    pub points: [i32; 3],
}

const PYRAMID: [u8; 3] = [3, 2, 1];
const POINTS: [i32; 3] = [3, 7, 12];

const fn guild(number: u8, de: &'static str, en: &'static str) -> GuildData {
    GuildData { number, name: (de, en), columns: &[], spaces: PYRAMID, points: POINTS }
}

/// The 16 guild tiles by number (names: rulebook; spaces and points: reconstructed).
pub const GUILDS: [GuildData; 16] = [
    GuildData {
        columns: &[Good::Sheep, Good::Fish],
        spaces: [1, 1, 1],
        ..guild(1, "Gilde der Schafzüchter und Fischer", "Guild of Woolmen and Fishermen")
    },
    guild(2, "Gilde der Tuchhändler", "Guild of Mercers"),
    guild(3, "Gilde der Meisterhandwerker", "Guild of Master Craftsmen"),
    guild(4, "Gilde der Keyarbeiter", "Guild of Key Workers"),
    guild(5, "Arbeitgebergilde", "Taskmasters' Guild"),
    guild(6, "Gilde der Wagner", "Guild of Wheelwrights"),
    guild(7, "Gilde der Spieler", "Guild of Gamers"),
    GuildData {
        columns: &[Good::Fruit, Good::Wheat, Good::Vegetables],
        spaces: [1, 1, 1],
        ..guild(8, "Landwirtschaftsgilde", "Guild of Agriculture")
    },
    guild(9, "Gilde der Pflüger", "Ploughmen's Guild"),
    guild(10, "Gilde der Verkäufer", "Salesmen's Guild"),
    guild(11, "Gilde der Kaufleute", "Guild of Merchants"),
    guild(12, "Gilde der Marschälle", "Guild of Marshals"),
    guild(13, "Gilde der Diebe", "Guild of Thieves"),
    guild(14, "Gilde der Bankiers", "Guild of Bankers"),
    guild(15, "Gilde der Restaurateure", "Restaurateurs' Guild"),
    guild(16, "Gilde der Spezialisten", "Specialists' Guild"),
];

/// The tile with this number (1..=16).
pub fn guild_data(number: u8) -> &'static GuildData {
    &GUILDS[usize::from(number) - 1]
}

/// The player-facing summary of this file's `reconstructed` values, for the About page.
pub const RECONSTRUCTED: [crate::games::Reconstruction; 6] = [
    crate::games::Reconstruction {
        item: ("Felder der 8 großen Landschaftsseiten", "Fields of the 8 large country-board sides"),
        choice: (
            "Jede Seite zeigt alle fünf Rohstoffe, 3 eckige und 5 runde Felder um das Dorf, Gebiete aus 1 bis 3 Feldern; keine zwei Seiten gleichen sich.",
            "Every side shows all five resources, 3 square and 5 circular fields around the village, and areas of 1 to 3 fields; no two sides are alike.",
        ),
    },
    crate::games::Reconstruction {
        item: ("Kleine Landschaftstafel (2 Spieler)", "Small country board (2 players)"),
        choice: (
            "2 Reihen zu 3 Feldern ohne Dorf, mit jedem Rohstoff: Die Regel sagt nur, dass eine große Tafel mit 3 Feldern an sie anschließt.",
            "2 rows of 3 fields with no village, showing every resource: the rules only say a large board joins it along 3 fields.",
        ),
    },
    crate::games::Reconstruction {
        item: ("Jahreszeitenmarker", "Season markers"),
        choice: (
            "Je ein eckiger Marker pro Ware; runde Marker Jahr 1: Obst, Gemüse, Weizen (das Beispiel der Regel zeigt Gemüse im ersten Frühling), Jahr 2: Schafe, Fisch, Luxusgut.",
            "One square marker per good; circular markers of year 1: fruit, vegetables, wheat (the rules' example shows vegetables in the first spring), of year 2: sheep, fish, luxury.",
        ),
    },
    crate::games::Reconstruction {
        item: ("Bauernhäuser", "Farm houses"),
        choice: ("Eines für jeden der fünf Rohstoffe.", "One for each of the five resources."),
    },
    crate::games::Reconstruction {
        item: ("Plätze der Gilden", "Guild spaces"),
        choice: (
            "3 Lehrlinge, 2 Gesellen, 1 Meister; in den Gilden 1 und 8 ein Platz je Spalte und Stufe.",
            "3 apprentices, 2 craftsmen, 1 master; in guilds 1 and 8, one space per column and level.",
        ),
    },
    crate::games::Reconstruction {
        item: ("Punkte der Gildenmitglieder", "Guild members' points"),
        choice: (
            "Lehrling 3, Geselle 7, Meister 12: steigend mit den bezahlten Rohstoffen, ein Meister etwa so viel wie ein Arbeiter im Ruhestand.",
            "Apprentice 3, craftsman 7, master 12: rising with the resources paid, a master worth about a retired worker.",
        ),
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_large_side_shows_every_resource_in_eight_fields_around_a_village() {
        for rows in LARGE_SIDES {
            let fields: Vec<FieldData> = side_fields(&rows).concat();
            assert_eq!(fields[4], (None, Shape::Circle));
            for good in Good::RESOURCES {
                assert!(fields.iter().any(|f| f.0 == Some(good)), "{rows:?} lacks {good:?}");
            }
            assert_eq!(fields.iter().filter(|f| f.1 == Shape::Square).count(), 3, "{rows:?}");
        }
        let small = side_fields(&SMALL_BOARD).concat();
        assert!(Good::RESOURCES.iter().all(|g| small.iter().any(|f| f.0 == Some(*g))));
    }

    #[test]
    fn the_markers_are_six_circles_and_six_squares() {
        let mut circles: Vec<Good> = CIRCLE_MARKERS_YEAR1.iter().chain(&CIRCLE_MARKERS_YEAR2).copied().collect();
        circles.sort();
        assert_eq!(circles, Good::ALL);
        assert_eq!(GUILDS.iter().map(|g| g.number).collect::<Vec<_>>(), (1..=16).collect::<Vec<_>>());
    }
}
