//! The 4 country boards: for each board and season its 4 faces (reconstructed, designed by us).
//!
//! Every face shows 15 fields on a 4 × 4 grid: the keyp field, the river field (two cells,
//! counted as one) and the 13 fields listed here. Summer and winter offer the same 4 faces of a
//! board (the seed's garbled sentence names one pair of seasons that share faces; only summer
//! and winter fit its other rules, both having gems: see the module doc of `keyper`). Which
//! cell a field sits on is never read by a rule, so a face is its list of fields; the grid
//! order is for display.
//!
//! The design: board 1 leans to meadows, 2 to forest, 3 to hills and mines, 4 to the river's
//! trade; every face has exactly one country-tile field (with two on some faces, 3 and 4
//! players took nearly every tile: `docs/keyper-data.md`, "Checked by play"), at most the
//! colour frames the tiles' maxima allow, and spring and autumn carry the processing fields. Option 0 of each board's
//! spring faces is its set-up face, which shows the player-count symbol of the board's number.

use super::{Animal, Colour, Gem, Provenance, Raw, Season};
use serde::{Deserialize, Serialize};

/// One field of a country board (besides the keyp and river fields every face has).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Field {
    /// Gives a raw material.
    Raw(Raw),
    /// Gives an animal.
    Animal(Animal),
    /// Gives wheat.
    Wheat,
    /// Gives a gem.
    Gem(Gem),
    /// Gives a landscape tile from the display (no colour frame).
    CountryTile,
    /// Processes a raw material into its finished good.
    Process(Raw),
    /// Trades 1 raw material for 2 of choice.
    TradeRaw,
    /// Trades 1 finished good for 2 of choice.
    TradeFinished,
    /// A build action (orange frame).
    Build,
    /// A build action at a discount (no frame).
    DiscountBuild,
    /// An upgrade action (grey frame).
    Upgrade,
    /// The river field every face has besides its 13 listed fields: a ship is laid there
    /// (light blue, the boatmen's colour: rulebook).
    River,
}

/// The colour frame of a field: whether a keyple of that colour works with its craft there.
pub type Frame = Option<Colour>;

impl Field {
    /// The field's colour frame. Rulebook: the pig field is light green, the build field orange,
    /// the upgrade field grey, the country-tile field unframed. Reconstructed, by craft: every
    /// farm animal and wheat light green, deer and boar (woodland) brown, goats (rocks) grey,
    /// clay orange, logs brown, stone grey, gems black, each processing field its raw
    /// material's colour, trade fields light blue (the boatmen trade), the discount build field
    /// unframed (its table row gives the same count alone and with a matching colour).
    pub fn frame(self) -> Frame {
        use Colour::*;
        match self {
            Field::Raw(r) | Field::Process(r) => Some(match r {
                Raw::Clay => Orange,
                Raw::Logs => Brown,
                Raw::Stone => Grey,
            }),
            Field::Animal(Animal::Deer | Animal::Boar) => Some(Brown),
            Field::Animal(Animal::Goat) => Some(Grey),
            Field::Animal(_) | Field::Wheat => Some(LightGreen),
            Field::Gem(_) => Some(Black),
            Field::TradeRaw | Field::TradeFinished | Field::River => Some(LightBlue),
            Field::Build => Some(Orange),
            Field::Upgrade => Some(Grey),
            Field::CountryTile | Field::DiscountBuild => None,
        }
    }

    /// Where the field's colour frame comes from: the rulebook colours the pig, build, upgrade
    /// and river fields and leaves the country-tile field unframed; the others are ours (see
    /// [`Field::frame`]).
    pub fn frame_source(self) -> Provenance {
        match self {
            Field::Animal(Animal::Pig) | Field::Build | Field::Upgrade | Field::River | Field::CountryTile => {
                Provenance::Rulebook
            }
            _ => FRAMES,
        }
    }

    /// Whether the field may be used with `players` players: chicken and goat fields carry the
    /// rulebook's "3+" mark.
    pub fn in_play(self, players: usize) -> bool {
        !matches!(self, Field::Animal(Animal::Chicken | Animal::Goat)) || players >= 3
    }
}

/// The 13 listed fields of one face.
pub type Face = [Field; 13];

const TL: Field = Field::CountryTile;
const CL: Field = Field::Raw(Raw::Clay);
const LG: Field = Field::Raw(Raw::Logs);
const ST: Field = Field::Raw(Raw::Stone);
const PB: Field = Field::Process(Raw::Clay);
const PT: Field = Field::Process(Raw::Logs);
const PS: Field = Field::Process(Raw::Stone);
const TR: Field = Field::TradeRaw;
const TF: Field = Field::TradeFinished;
const BD: Field = Field::Build;
const BX: Field = Field::DiscountBuild;
const UP: Field = Field::Upgrade;
const WH: Field = Field::Wheat;
const CH: Field = Field::Animal(Animal::Chicken);
const CA: Field = Field::Animal(Animal::Cattle);
const DE: Field = Field::Animal(Animal::Deer);
const GO: Field = Field::Animal(Animal::Goat);
const HO: Field = Field::Animal(Animal::Horse);
const PI: Field = Field::Animal(Animal::Pig);
const SH: Field = Field::Animal(Animal::Sheep);
const BO: Field = Field::Animal(Animal::Boar);
const EM: Field = Field::Gem(Gem::Emerald);
const AU: Field = Field::Gem(Gem::Gold);
const RU: Field = Field::Gem(Gem::Ruby);
const SA: Field = Field::Gem(Gem::Sapphire);

/// The faces of each board (index 0–3 for boards 1–4) by face group: spring, summer and
/// winter, autumn; 4 options each.
pub const BOARDS: [[[Face; 4]; 3]; 4] = [
    [
        [
            [TL, BX, CL, BD, LG, PT, DE, ST, PS, UP, PI, SH, WH],
            [TL, TR, CL, PB, LG, DE, BO, ST, GO, UP, CA, CH, WH],
            [TL, BX, BD, CL, LG, PT, BO, ST, PS, GO, HO, PI, CH],
            [TL, TF, PB, BD, LG, DE, PT, ST, UP, PS, SH, CA, WH],
        ],
        [
            [TL, BX, EM, AU, BD, CL, LG, DE, ST, UP, CA, PI, WH],
            [TL, BX, RU, SA, EM, AU, CL, LG, BO, ST, UP, SH, HO],
            [TL, TR, EM, RU, BD, CL, LG, DE, BO, GO, UP, WH, CA],
            [TL, BX, AU, SA, CL, LG, ST, ST, UP, PI, SH, WH, TF],
        ],
        [
            [TL, BX, CL, BD, LG, PT, DE, ST, UP, PS, CH, CA, WH],
            [TL, TR, PB, CL, LG, BO, DE, GO, ST, UP, PI, HO, CH],
            [TL, BX, BD, PB, LG, PT, LG, ST, PS, UP, SH, WH, CA],
            [TL, TF, CL, BD, DE, BO, LG, ST, GO, PS, HO, PI, WH],
        ],
    ],
    [
        [
            [TL, BX, CL, BD, LG, LG, PT, ST, UP, GO, HO, WH, TR],
            [TL, BX, CL, PB, LG, DE, BO, ST, PS, UP, PI, CH, SH],
            [TL, TF, BD, CL, LG, PT, BO, ST, ST, UP, CA, WH, CH],
            [TL, BX, PB, CL, LG, LG, DE, PS, GO, UP, SH, PI, HO],
        ],
        [
            [TL, BX, EM, SA, BD, LG, LG, DE, ST, UP, HO, WH, TR],
            [TL, BX, AU, RU, EM, CL, LG, BO, GO, UP, CA, SH, PI],
            [TL, TF, RU, SA, BD, CL, LG, DE, BO, ST, UP, WH, HO],
            [TL, BX, EM, AU, RU, SA, CL, LG, ST, UP, PI, CA, TR],
        ],
        [
            [TL, BX, CL, PB, LG, LG, PT, ST, UP, GO, WH, CH, SH],
            [TL, TR, BD, CL, LG, DE, BO, ST, PS, UP, CA, HO, PI],
            [TL, BX, CL, BD, LG, PT, DE, ST, ST, UP, CH, WH, SH],
            [TL, TF, PB, BD, LG, BO, PT, GO, PS, UP, PI, CA, HO],
        ],
    ],
    [
        [
            [TL, BX, CL, CL, LG, PT, ST, ST, PS, CA, CH, WH, BX],
            [TL, TR, BD, PB, LG, DE, ST, GO, UP, PI, SH, WH, TF],
            [TL, BX, CL, BD, LG, BO, PT, ST, PS, UP, HO, CH, CA],
            [TL, BX, CL, PB, DE, LG, PT, GO, ST, UP, WH, SH, PI],
        ],
        [
            [TL, BX, AU, RU, EM, SA, ST, GO, UP, CL, LG, WH, SH],
            [TL, BX, EM, AU, BD, CL, LG, BO, ST, ST, UP, HO, CA],
            [TL, TR, SA, RU, BD, LG, DE, ST, GO, UP, PI, WH, TF],
            [TL, BX, EM, SA, AU, CL, BD, LG, ST, UP, SH, HO, CA],
        ],
        [
            [TL, BX, CL, CL, LG, DE, ST, PS, UP, CH, PI, WH, TR],
            [TL, BX, BD, PB, LG, PT, ST, GO, UP, SH, CA, HO, TF],
            [TL, BX, CL, BD, LG, BO, DE, ST, PS, UP, WH, CH, PI],
            [TL, TR, PB, CL, LG, PT, ST, ST, UP, HO, SH, CA, BX],
        ],
    ],
    [
        [
            [TL, BX, TR, TF, CL, BD, LG, PT, ST, UP, SH, CH, WH],
            [TL, BX, BX, CL, PB, LG, DE, ST, PS, CA, PI, HO, TR],
            [TL, TF, BD, PB, LG, BO, PT, ST, GO, UP, CH, WH, SH],
            [TL, BX, TR, CL, BD, LG, LG, ST, PS, UP, HO, CA, PI],
        ],
        [
            [TL, BX, TR, TF, EM, AU, BD, CL, LG, ST, UP, WH, PI],
            [TL, BX, RU, SA, BX, CL, LG, DE, ST, UP, CA, SH, HO],
            [TL, TR, EM, RU, AU, BD, LG, BO, GO, UP, WH, PI, TF],
            [TL, BX, SA, AU, CL, BD, LG, DE, ST, UP, HO, SH, TR],
        ],
        [
            [TL, BX, TR, TF, CL, BD, LG, PT, ST, UP, CH, CA, WH],
            [TL, BX, BX, PB, CL, LG, DE, ST, PS, SH, HO, PI, TR],
            [TL, TF, BD, CL, LG, BO, PT, GO, ST, UP, WH, PI, CH],
            [TL, BX, TR, PB, BD, LG, LG, ST, PS, UP, CA, SH, HO],
        ],
    ],
];

/// The 4 face options of `board` (0–3) in `season`: summer and winter share theirs.
pub fn faces(board: usize, season: Season) -> &'static [Face; 4] {
    let group = match season {
        Season::Spring => 0,
        Season::Summer | Season::Winter => 1,
        Season::Autumn => 2,
    };
    &BOARDS[board][group]
}

/// Why the faces are what they are.
const DESIGNED: Provenance = Provenance::Reconstructed(
    "the boards are pictured only; every face is designed by us within the text's rules and the tiles' colour maxima",
);

/// One record per board and face group.
pub(super) fn provenance() -> Vec<(String, Provenance)> {
    let groups = ["spring", "summer and winter", "autumn"];
    (1..=BOARDS.len())
        .flat_map(|b| groups.iter().map(move |g| (format!("Country board {b}, {g} faces"), DESIGNED)))
        .chain([("Field colour frames".to_string(), FRAMES)])
        .collect()
}

/// Why the frames are what they are.
const FRAMES: Provenance =
    Provenance::Reconstructed("only the pig, build and upgrade frames are stated; the rest follow the keyples' crafts");
