//! The position (everything on and behind the table) and the actions a seat can take.

use super::board::Land;
use super::data::{DATA_VERSION, Good, Goods};
use crate::engine::{DataVersion, GameRng, PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// Set-up choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// 2, 3 or 4.
    pub players: u8,
    /// First game: the guild tiles with the lowest numbers instead of random ones.
    pub first_game: bool,
    /// The version of the component data ([`DATA_VERSION`]); absent (version 1) in records
    /// made before versions existed.
    #[serde(default)]
    pub data: DataVersion,
}

crate::engine::table_config!(Config);

impl Config {
    /// A set-up of `players` seats with today's component data and rules.
    pub fn new(players: u8, first_game: bool) -> Self {
        Config { players, first_game, data: DATA_VERSION }
    }

    /// Thieves' craftsman: rows are ranked by price, then top row first (from version 2).
    /// Version 1 ranked them by the goods on them, so a fuller row priced 1 beat a row above it.
    pub fn thieves_rank_by_price(&self) -> bool {
        thieves_rank_by_price(self.data)
    }

    /// Key Workers' craftsman: a Key worker hired out of that guild's own space no longer gives
    /// the skill where it is placed (from version 2). Version 1 counted the skill it left behind.
    pub fn key_skill_leaves_with_the_worker(&self) -> bool {
        self.data >= DataVersion(2)
    }
}

/// [`Config::thieves_rank_by_price`] for a game of data version `data`.
pub fn thieves_rank_by_price(data: DataVersion) -> bool {
    data >= DataVersion(2)
}

/// What a table chooses besides its seats.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// First game: the guild tiles with the lowest numbers instead of random ones.
    pub first_game: bool,
}

/// A worker in a guild space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Member {
    /// Whose worker.
    pub seat: Seat,
    /// True for the Key worker.
    pub key: bool,
}

/// One space on a guild tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Space {
    /// The column (guilds 1 and 8 only).
    pub column: Option<Good>,
    /// Who occupies it.
    pub member: Option<Member>,
}

/// A guild tile in play with its three rows of spaces (apprentice, craftsman, master).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuildTile {
    /// The number on the shield, 1..=16.
    pub number: u8,
    /// Spaces per level, bottom row first.
    pub rows: [Vec<Space>; 3],
}

/// A worker on a country-board field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Worker {
    /// Whose worker.
    pub seat: Seat,
    /// The field it stands on.
    pub field: u8,
    /// True for the Key worker.
    pub key: bool,
}

/// Everything a player owns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Gold behind the screen.
    pub gold: u32,
    /// Resources and luxuries behind the screen.
    pub goods: Goods,
    /// Goods brought to market this Market Day (on the farm-house tile).
    pub at_market: Goods,
    /// The resource on the left of the farm-house tile.
    pub farm: Good,
    /// Upgraded to a manor house.
    pub manor: bool,
    /// Unemployed ordinary workers in front of the screen.
    pub idle: u8,
    /// The Key worker is unemployed.
    pub key_idle: bool,
    /// Workers retired into the manor house.
    pub retired: u8,
    /// The one-off bonuses already had: the Bankers' 5 gold and the Master Craftsmen's exchange.
    pub one_offs: [bool; 2],
}

/// Where a worker is taken from for hiring, sponsoring or retiring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WorkerFrom {
    /// An unemployed ordinary worker.
    Idle,
    /// The unemployed Key worker.
    IdleKey,
    /// The worker on this field.
    Field(u8),
    /// The player's worker in the guild with this number.
    Guild(u8),
}

/// A guild deed that waits for its payment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Deed {
    /// Sponsor an apprentice.
    Sponsor {
        /// Guild number.
        guild: u8,
        /// Column chosen (guilds 1 and 8).
        column: Option<Good>,
        /// The worker sponsored.
        worker: WorkerFrom,
    },
    /// Promote a member one level.
    Promote {
        /// Guild number.
        guild: u8,
        /// Column of the space promoted into.
        column: Option<Good>,
    },
    /// Retire a worker into the manor house.
    Retire {
        /// The worker retired.
        worker: WorkerFrom,
    },
}

/// A deed and what it costs: `count` different resources (a luxury once replacing two), or with
/// the Specialists' skill any goods worth `count` (a luxury worth two).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// What is paid for.
    pub deed: Deed,
    /// Resources the cost counts.
    pub count: u8,
    /// Any combination may be paid (Specialists' Guild).
    pub any_mix: bool,
    /// Paid during Market Day (the guild action), not during Farming.
    pub market: bool,
}

/// One player's Farming turn so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FarmTurn {
    /// Position in turn order of the player farming.
    pub turn: u8,
    /// The lowest action number (1..=6) still open.
    pub step: u8,
    /// Workers hired this turn.
    pub hired: u8,
    /// Production has happened.
    pub produced: bool,
    /// Free moves left (Wheelwrights' craftsman).
    pub free_moves: u8,
    /// Production choices still open after producing.
    pub bonus: Bonuses,
}

/// Production choices open to the farming player after producing.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bonuses {
    /// Fields still to choose for +1 per guild skill: (guild number, fields left).
    pub fields: Vec<(u8, u8)>,
    /// Fields already given a bonus by each guild (a field takes each guild's bonus once).
    pub chosen: Vec<(u8, u8)>,
    /// An extra resource of choice from the supply (Agriculture craftsman).
    pub extra_resource: bool,
    /// Resources that may still be exchanged for luxuries, and the type fixed by the first
    /// (Master Craftsmen): (left, type).
    pub exchange: (u8, Option<Good>),
    /// Take any resource from the market board (Thieves' master).
    pub steal: bool,
}

/// Market Day after the goods are revealed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarketDay {
    /// Position in turn order of the player to act.
    pub turn: u8,
    /// Players who have passed.
    pub passed: PerSeat<bool>,
    /// Players who have taken their guild action.
    pub guild_done: PerSeat<bool>,
    /// Players who have made their first sale (Salesmen's apprentice).
    pub sold: PerSeat<bool>,
    /// Players who have sold their extra mixed batch (Restaurateurs).
    pub mixed_sold: PerSeat<bool>,
    /// Players who lifted their screen because they had nothing to bring.
    pub screen_lifted: PerSeat<bool>,
    /// Seats that still hold an early turn (Salesmen), best on the favour track first.
    pub early: Vec<Early>,
    /// The seat may now exchange 1 resource for 1 luxury (Master Craftsmen's apprentice).
    pub exchange_offer: Option<Seat>,
}

/// A seat's early turn on Market Day (Salesmen's Guild).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Early {
    /// Whose turn.
    pub seat: Seat,
    /// May still sell a batch early (master).
    pub sell: bool,
    /// May still buy a batch early as the guild action (craftsman).
    pub buy: bool,
    /// Has used an early ability already.
    pub used: bool,
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The player at this turn position places the board handed to them.
    PlaceBoard {
        /// Turn position.
        turn: u8,
        /// The board handed over, 0..4.
        board: u8,
        /// The side up, 0 or 1.
        side: u8,
    },
    /// The same player places a first worker on that board.
    PlaceWorker {
        /// Turn position.
        turn: u8,
    },
    /// Everyone secretly chooses the second resource for their farm house.
    FarmHouse {
        /// The choices so far (hidden until all are in).
        paid: PerSeat<Option<Good>>,
    },
    /// Farming, one player after another.
    Farming(FarmTurn),
    /// Everyone secretly chooses what to bring to market.
    Bring {
        /// Who has finished choosing.
        ready: PerSeat<bool>,
    },
    /// Market Day actions in turn order.
    Market(MarketDay),
    /// End of Season, action 3: pay or remove workers, in turn order.
    Wages {
        /// Turn position.
        turn: u8,
    },
    /// The game has ended.
    Over,
}

/// The whole position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The set-up choices.
    pub config: Config,
    /// The game's random generator.
    pub rng: GameRng,
    /// Season 0..8: winter, spring, summer, autumn of year 1, then of year 2.
    pub season: u8,
    /// Where the game stands.
    pub phase: Phase,
    /// A deed waiting for its payment.
    pub pending: Option<Pending>,
    /// Turn order on the seasons board, first player first.
    pub order: Vec<Seat>,
    /// The favour track, top first (empty with 2 players).
    pub favour: Vec<Seat>,
    /// Goods on each market row.
    pub market: Goods,
    /// The general supply.
    pub supply: Goods,
    /// Gold in the reserve.
    pub reserve: u32,
    /// Season markers: year, season (spring, summer, autumn), (circle, square).
    pub markers: [[(Good, Good); 3]; 2],
    /// Year-2 markers turned face up, per season.
    pub revealed: [bool; 3],
    /// Boards still to be handed out, each with the side that will face up, the next last.
    pub deck: Vec<(u8, u8)>,
    /// The country boards.
    pub land: Land,
    /// Workers on the country boards.
    pub workers: Vec<Worker>,
    /// The guild tiles in play.
    pub guilds: Vec<GuildTile>,
    /// Each player's belongings.
    pub players: PerSeat<Player>,
}

/// One decision.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Place the handed board with its top-left corner at (x, y), turned clockwise.
    PlaceBoard {
        /// Grid column.
        x: i8,
        /// Grid row.
        y: i8,
        /// Quarter turns.
        rotation: u8,
    },
    /// Place the first worker on this field of the board just placed.
    PlaceFirstWorker(u8),
    /// Pay for the farm house with its resource and this other one.
    PayFarmHouse(Good),
    /// Farming 1: move a worker.
    Move {
        /// From this field.
        from: u8,
        /// To this field.
        to: u8,
    },
    /// Farming 2: hire a worker onto a field.
    Hire {
        /// The worker hired.
        worker: WorkerFrom,
        /// The field.
        to: u8,
    },
    /// Farming 3: produce.
    Produce,
    /// Farming 3: +1 on this field through this guild's skill.
    FieldBonus {
        /// Guild number.
        guild: u8,
        /// The field.
        field: u8,
    },
    /// Farming 3: take this resource from the supply (Agriculture craftsman).
    ExtraResource(Good),
    /// Farming 3: exchange this resource for a luxury (Master Craftsmen).
    Exchange(Good),
    /// Farming 3: take this resource from the market board (Thieves' master).
    Steal(Good),
    /// Farming 4 or guild action B: promote in this guild, into a space of this column.
    Promote {
        /// Guild number.
        guild: u8,
        /// Column of the target space.
        column: Option<Good>,
    },
    /// Farming 5: upgrade to the manor house, paying the farm resource, this one and a luxury.
    Upgrade(Good),
    /// Farming 6 or guild action C: retire a worker.
    Retire(WorkerFrom),
    /// Pay the pending deed with these goods.
    Pay(Goods),
    /// Pay the pending retirement with 9 gold (Bankers' master).
    PayGold,
    /// End the Farming turn.
    EndFarming,
    /// Bring one more of this good to market (secret).
    Bring(Good),
    /// Done choosing what to bring.
    Ready,
    /// Sell a batch of this good.
    Sell {
        /// The good.
        good: Good,
        /// How many.
        count: u8,
    },
    /// Sell a batch of different resources (Restaurateurs); the first goes on the market.
    SellMixed(Vec<Good>),
    /// Guild action A: sponsor an apprentice.
    Sponsor {
        /// Guild number.
        guild: u8,
        /// Column (guilds 1 and 8).
        column: Option<Good>,
        /// The worker sponsored.
        worker: WorkerFrom,
    },
    /// Guild action D: buy a batch of one good.
    Buy {
        /// The good.
        good: Good,
        /// How many.
        count: u8,
    },
    /// Guild action D with the Restaurateurs' master: up to 3 different resources.
    BuyMixed(Vec<Good>),
    /// Guild action E: take gold.
    TakeGold,
    /// Decline an optional opportunity: the early turn (Salesmen) or the exchange offered
    /// with the Master Craftsmen's apprentice.
    Decline,
    /// Pass for the rest of Market Day.
    Pass,
    /// End of Season 3: remove the worker on this field instead of paying it.
    Dismiss(u8),
    /// End of Season 3: pay the remaining workers.
    PayWages,
}
