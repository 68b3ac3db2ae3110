//! The full position: the general supply, the bag and display of landscape tiles, the ships,
//! the country boards in the middle and each player's board, keyples, goods and tiles.

use super::Config;
use super::data::{Animal, Colour, CostItem, Face, Finished, Gem, Good, Raw, Season, Tile, faces, in_box};
use crate::engine::{GameRng, PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// Counts of every kind of piece: the general supply, or one player's stores and animals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Supply {
    /// Raw materials, in [`Raw::ALL`] order.
    pub raw: [u8; 3],
    /// Finished goods, in [`Finished::ALL`] order.
    pub finished: [u8; 3],
    /// Wheat.
    pub wheat: u8,
    /// Animals, in [`Animal::ALL`] order.
    pub animals: [u8; 8],
    /// Gems, in [`Gem::ALL`] order.
    pub gems: [u8; 4],
}

impl Supply {
    /// The box's full contents (the general supply before set-up).
    pub fn full_box() -> Supply {
        let mut s = Supply::default();
        for good in Supply::kinds() {
            *s.slot(good) = in_box(good);
        }
        s
    }

    /// Every kind of piece, raw materials first, then finished goods, wheat, animals, gems.
    pub fn kinds() -> impl Iterator<Item = Good> {
        Raw::ALL
            .into_iter()
            .map(Good::Raw)
            .chain(Finished::ALL.map(Good::Finished))
            .chain([Good::Wheat])
            .chain(Animal::ALL.map(Good::Animal))
            .chain(Gem::ALL.map(Good::Gem))
    }

    fn slot(&mut self, good: Good) -> &mut u8 {
        match good {
            Good::Raw(r) => &mut self.raw[r as usize],
            Good::Finished(f) => &mut self.finished[f as usize],
            Good::Wheat => &mut self.wheat,
            Good::Animal(a) => &mut self.animals[a as usize],
            Good::Gem(g) => &mut self.gems[g as usize],
        }
    }

    /// How many pieces of `good` there are.
    pub fn count(&self, good: Good) -> u8 {
        match good {
            Good::Raw(r) => self.raw[r as usize],
            Good::Finished(f) => self.finished[f as usize],
            Good::Wheat => self.wheat,
            Good::Animal(a) => self.animals[a as usize],
            Good::Gem(g) => self.gems[g as usize],
        }
    }

    /// Adds `n` pieces of `good`.
    pub fn add(&mut self, good: Good, n: u8) {
        *self.slot(good) += n;
    }

    /// Takes up to `n` pieces of `good`; returns how many there were to take.
    pub fn take(&mut self, good: Good, n: u8) -> u8 {
        let slot = self.slot(good);
        let taken = n.min(*slot);
        *slot -= taken;
        taken
    }

    /// Moves up to `n` pieces of `good` from `self` to `to`; returns how many moved.
    pub fn give(&mut self, to: &mut Supply, good: Good, n: u8) -> u8 {
        let moved = self.take(good, n);
        to.add(good, moved);
        moved
    }
}

/// Keyples by colour, in [`Colour::ALL`] order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Keyples(pub [u8; 7]);

impl Keyples {
    /// How many of `colour`.
    pub fn count(&self, colour: Colour) -> u8 {
        self.0[colour as usize]
    }

    /// Adds one of `colour`.
    pub fn add(&mut self, colour: Colour) {
        self.0[colour as usize] += 1;
    }

    /// Removes one of `colour`.
    pub fn remove(&mut self, colour: Colour) {
        self.0[colour as usize] -= 1;
    }

    /// The colours present.
    pub fn colours(&self) -> impl Iterator<Item = Colour> + '_ {
        Colour::ALL.into_iter().filter(|&c| self.count(c) > 0)
    }

    /// All keyples.
    pub fn total(&self) -> usize {
        self.0.iter().map(|&n| usize::from(n)).sum()
    }
}

/// A keyple played onto a field or building.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    /// Its colour.
    pub colour: Colour,
    /// Whether it has been laid down (worked twice).
    pub down: bool,
}

/// A landscape tile: a building, or a winter fair (an index into [`FAIRS`](super::data::FAIRS)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Landscape {
    /// A landscape building tile.
    Building(Tile),
    /// A winter fair.
    Fair(u8),
}

/// One country board in the middle of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountryBoard {
    /// Which board (0–3 for boards 1–4).
    pub board: u8,
    /// The face option showing (0–3) among the current season's.
    pub option: u8,
    /// The keyper on its keyp field, if any.
    pub keyper: Option<Seat>,
    /// Who claimed it at the end of the last season (and refolds it); `None` in spring.
    pub owner: Option<Seat>,
    /// The keyples on its river field, and the ship laid there (an index into `SHIPS`).
    pub river: (Option<u8>, Vec<Placed>),
    /// The keyples on each of its 13 other fields, in the face's order.
    pub fields: [Vec<Placed>; 13],
}

impl CountryBoard {
    /// Board `board` showing face `option`, empty.
    pub fn new(board: u8, option: u8) -> CountryBoard {
        CountryBoard { board, option, keyper: None, owner: None, river: (None, Vec::new()), fields: Default::default() }
    }

    /// The face showing in `season`.
    pub fn face(&self, season: Season) -> &'static Face {
        &faces(usize::from(self.board), season)[usize::from(self.option)]
    }

    /// Every keyple on the board.
    pub fn keyples(&self) -> impl Iterator<Item = &Placed> {
        self.river.1.iter().chain(self.fields.iter().flatten())
    }
}

/// A building on a plot of a player board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Building {
    /// The tile on top.
    pub tile: Tile,
    /// Whether it shows its upgraded side.
    pub upgraded: bool,
    /// The tile it was built over, if any (it has lost its function and points).
    pub covered: Option<Tile>,
    /// The keyples working it.
    pub keyples: Vec<Placed>,
}

/// One player's board and everything in their area.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Whether the keyper is still in the keyp area.
    pub keyper_home: bool,
    /// Keyples standing in the keyp area, not yet played this season.
    pub keyp_area: Keyples,
    /// Keyples resting on the keyp tile this season.
    pub keyp_tile: Keyples,
    /// Stores (raw, finished, wheat, gems) and animals on the farm.
    pub goods: Supply,
    /// Building tiles held beside the board, not yet built (estate tiles and landscape tiles).
    pub unbuilt: Vec<Tile>,
    /// Winter fairs held beside the board, not yet held (indices into `FAIRS`).
    pub winter_fairs: Vec<u8>,
    /// The dealt spring, summer and autumn fairs (indices into `FAIRS`); hidden from others
    /// until held, `None` once held or returned to the box.
    pub fairs: [Option<u8>; 3],
    /// Fairs held, with the season held in and the side shown (true: the back, gem side).
    pub held: Vec<(u8, Season, bool)>,
    /// The 8 farm plots.
    pub farm: [Option<Building>; 8],
    /// The 12 village plots, row by row.
    pub village: [Option<Building>; 12],
    /// Shipping points.
    pub shipping: u32,
}

/// Where a keyple may be played or laid down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Spot {
    /// A field of a country board.
    Field {
        /// The board's place in the middle (index into `State::boards`).
        board: u8,
        /// The field, 0–12 in the face's order; [`RIVER`] for the river field.
        field: u8,
    },
    /// A building on a player's board.
    Plot {
        /// Whose board.
        seat: Seat,
        /// The plot.
        plot: Plot,
    },
}

/// The `field` number of a board's river field in a [`Spot`].
pub const RIVER: u8 = 13;

/// What the players who work a field still do with their actions (processing, trading,
/// ships): the active player first, then the follower, one action at a time in turn from data
/// version 2 (`Config::shortages_shared_alternately`), each seat's actions all at once before.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Work {
    /// The field worked.
    pub spot: Spot,
    /// The seats still to act, each with its actions left; the first acts now.
    pub queue: Vec<(Seat, u8)>,
    /// On a ship: the goods the acting seat has gained and shipped so far this turn (a type may
    /// not be both).
    pub gained: Vec<Good>,
    /// See `gained`.
    pub shipped: Vec<Good>,
    /// The goods gained and shipped so far by the second seat of the queue, while the first
    /// acts (only when the seats take turns).
    #[serde(default)]
    pub waiting: (Vec<Good>, Vec<Good>),
}

impl Work {
    /// The work of `spot` for the seats of `queue`, nothing gained or shipped yet.
    pub fn new(spot: Spot, queue: Vec<(Seat, u8)>) -> Work {
        Work { spot, queue, gained: Vec::new(), shipped: Vec::new(), waiting: Default::default() }
    }
}

/// Where a building stands: farm plot 0–7 or village plot 0–11 (row by row, 4 to a row).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Plot {
    /// A farm plot.
    Farm(u8),
    /// A village plot.
    Village(u8),
}

/// A build or upgrade being paid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pay {
    /// The cost symbols still to pay, first first.
    pub items: Vec<CostItem>,
    /// The work to go back to.
    pub work: Work,
}

/// The phase of play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// `active` takes a turn.
    Turn,
    /// `asked` is invited to add a follower to the keyple `active` just played on `spot`.
    Invite {
        /// The field.
        spot: Spot,
        /// The seat asked now.
        asked: Seat,
    },
    /// The active player chooses the ship to lay on the empty river field just played on.
    ChooseShip(Spot),
    /// The actions of a processing, trade, river, build or upgrade field are used.
    Work(Work),
    /// A build or upgrade of that work is paid, piece by piece.
    Pay(Pay),
    /// `active` chooses the tile and plot a keyple of this colour goes onto as it is built.
    BuildHere(Colour),
    /// Landscape tiles are taken from the display: the seats still to pick, in order.
    Picks(Vec<Seat>),
    /// `active` lays down the keyples resting on the keyp tile for a good each: those still to lay.
    KeypTile(Keyples),
    /// Each player secretly chooses the face of their board for the new season.
    Refold(PerSeat<Option<u8>>),
    /// `seat` puts keyples beyond the team size onto the keyp tile.
    Rest(Seat),
    /// The game has ended.
    Over,
    /// At a season's end (from data version 3), the players who could hold a winter fair
    /// decide which fairs to hold, in turn order from the start player; the first decides now.
    Fairs(Vec<Seat>),
}

/// The full position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The configuration.
    pub config: Config,
    /// Randomness for draws from the bag and the ships.
    pub rng: GameRng,
    /// The season being played.
    pub season: Season,
    /// The players, by seat.
    pub players: PerSeat<Player>,
    /// The country boards in the middle, one per player.
    pub boards: Vec<CountryBoard>,
    /// The general supply.
    pub supply: Supply,
    /// The bag (order hidden from all).
    pub bag: Vec<Landscape>,
    /// The display of landscape tiles (up to 8).
    pub display: Vec<Landscape>,
    /// The later landscape tiles and winter fairs set aside until the end of spring.
    pub set_aside: Vec<Landscape>,
    /// Discarded landscape tiles.
    pub discards: Vec<Landscape>,
    /// This season's 4 ships (indices into `SHIPS`), the rest set aside.
    pub ships: Vec<u8>,
    /// The season's start player.
    pub start: Seat,
    /// Whose turn it is.
    pub active: Seat,
    /// The phase of play.
    pub phase: Phase,
    /// In the season's last lay-down round: the seats still to take their last turn, in order.
    pub final_round: Option<Vec<Seat>>,
    /// Who last played a keyper or keyple from their keyp area on their own turn (the next
    /// season's start player).
    pub last_from_keyp: Seat,
}

impl Player {
    /// Whether `tile` is built (on top, not built over): `Some(upgraded)`, or `None`.
    pub fn top(&self, tile: Tile) -> Option<bool> {
        self.farm.iter().chain(&self.village).flatten().find(|b| b.tile == tile).map(|b| b.upgraded)
    }

    /// The plot's building, if any.
    pub fn plot(&self, plot: Plot) -> &Option<Building> {
        match plot {
            Plot::Farm(i) => &self.farm[usize::from(i)],
            Plot::Village(i) => &self.village[usize::from(i)],
        }
    }

    /// The plot's building, to change.
    pub fn plot_mut(&mut self, plot: Plot) -> &mut Option<Building> {
        match plot {
            Plot::Farm(i) => &mut self.farm[usize::from(i)],
            Plot::Village(i) => &mut self.village[usize::from(i)],
        }
    }
}
