//! The events of the game log, in German and English. What a seat draws from the bag or the
//! skill supply is told to that seat alone ([`Event::audience`]); the table learns how many.
//! The log's sentences are in `describe`. Events name the tiles they are about ([`Building`]),
//! so that a line of the log names them as the board does and can point at them
//! ([`Event::places`]) long after the places on the table have changed.

mod describe;

pub use describe::place_key;

use super::data::merchants::Item;
use super::data::{Colour, Resource, Season, Skill};
use super::state::{Boat, Building, Hex, Resources, Site, Skills, Spot, State, Workers};
use crate::engine::{Audience, Seat};
use serde::Serialize;

/// A boat's cargo as everyone sees it: workers and skill tiles face up, contracts counted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Shipment {
    /// The boat ([`boat_name`](super::data::boat_name)).
    pub boat: u8,
    /// Its workers.
    pub workers: Workers,
    /// Its skill tiles.
    pub skills: Skills,
    /// Its gold (The Merchants).
    pub gold: u8,
    /// Its cabins (The Merchants).
    pub cabins: u8,
    /// How many contracts, face down (The Merchants).
    pub contracts: u8,
}

impl Shipment {
    /// What `boat` carries.
    pub fn of(boat: &Boat) -> Self {
        Shipment {
            boat: boat.boat,
            workers: boat.workers,
            skills: boat.skills,
            gold: boat.gold,
            cabins: boat.cabins,
            contracts: boat.contracts.len() as u8,
        }
    }
}

/// Something that happened, for the game log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    /// A player bid (or raised a bid) at a spot.
    Bid {
        /// The player.
        seat: Seat,
        /// Where.
        spot: Spot,
        /// The tile there.
        tile: Building,
        /// Workers placed now (from behind the screen and moved groups), by colour.
        workers: Workers,
        /// The player's bid there now.
        bid: u8,
        /// Outbid groups moved along, from these spots (with the tiles there).
        moved: Vec<(Spot, Building)>,
    },
    /// A player used a tile.
    Used {
        /// The player.
        seat: Seat,
        /// Which tile.
        site: Site,
        /// The tile there.
        tile: Building,
        /// Workers placed, by colour.
        workers: Workers,
        /// Outbid groups moved along, from these spots (with the tiles there).
        moved: Vec<(Spot, Building)>,
    },
    /// A worker paid into the bag for a use.
    IntoBag {
        /// The player.
        seat: Seat,
        /// Its colour.
        colour: Colour,
    },
    /// A whole outbid group paid into the bag for a use (data version 3).
    GroupIntoBag {
        /// The player.
        seat: Seat,
        /// Where the group stood.
        spot: Spot,
        /// The tile there.
        tile: Building,
        /// Its workers, by colour.
        workers: Workers,
    },
    /// Resources taken from the supply onto a tile of the player's village.
    Gained {
        /// The player.
        seat: Seat,
        /// What (only what the supply still had).
        resources: Resources,
        /// The tile.
        onto: Building,
    },
    /// Green workers taken from their supply behind the screen.
    Green {
        /// The player.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// Workers drawn from the bag behind the screen: the table's line.
    FromBag {
        /// The player.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// The same draw with its colours, for the drawing seat alone.
    DrewWorkers {
        /// The player.
        seat: Seat,
        /// The workers drawn.
        workers: Workers,
    },
    /// Skill tiles drawn face down behind the screen: the table's line.
    FromSkills {
        /// The player.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// The same draw with its kinds, for the drawing seat alone.
    DrewSkills {
        /// The player.
        seat: Seat,
        /// The skills drawn.
        skills: Skills,
    },
    /// A resource moved one tile along a road of the player's village.
    Moved {
        /// The player.
        seat: Seat,
        /// Which resource.
        resource: Resource,
        /// The tile it left.
        from: Building,
        /// The tile it reached.
        to: Building,
    },
    /// A skill tile paid for a use goes back to the supply.
    SkillBack {
        /// The player.
        seat: Seat,
        /// Its kind.
        skill: Skill,
    },
    /// A tile of the player's village turned to its upgraded side.
    Upgraded {
        /// The player.
        seat: Seat,
        /// The tile.
        tile: Building,
        /// The resources paid from the tile.
        resources: Resources,
        /// The skill tiles paid from behind the screen.
        skills: Skills,
    },
    /// A player passed.
    Passed {
        /// The player.
        seat: Seat,
    },
    /// Everyone passed in succession: the season's turns are over.
    SeasonOver {
        /// The season.
        season: Season,
    },
    /// An outbid bid goes back behind its owner's screen.
    BidBack {
        /// The owner.
        seat: Seat,
        /// Where it stood.
        spot: Spot,
        /// The tile there.
        tile: Building,
        /// How many workers.
        count: u8,
    },
    /// A tile nobody bid on leaves the game.
    Removed {
        /// The tile.
        tile: Building,
    },
    /// A player takes a tile won, with the workers on it.
    Won {
        /// The winner.
        seat: Seat,
        /// The tile.
        tile: Building,
        /// Workers on it, now behind the winner's screen.
        workers: u8,
    },
    /// A player takes back the workers used in their village.
    WorkersHome {
        /// The player.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// A player takes a boat's cargo: workers, skill tiles and contracts behind the screen, gold
    /// and cabins onto the home tile.
    TookBoat {
        /// The player.
        seat: Seat,
        /// The boat and its cargo.
        cargo: Shipment,
    },
    /// The purple start-player worker goes to this player.
    StartPlayer {
        /// The new start player.
        seat: Seat,
    },
    /// A won tile is built into a village.
    Built {
        /// The player.
        seat: Seat,
        /// The tile.
        tile: Building,
        /// Where.
        at: Hex,
        /// How it is turned.
        rotation: u8,
    },
    /// A new season begins.
    SeasonBegins {
        /// The season.
        season: Season,
    },
    /// A boat is turned and loaded with its cargo, face up (contracts face down).
    Loaded(Shipment),
    /// The season's tiles are laid out for auction, in this order.
    LaidOut {
        /// Their names.
        tiles: Vec<String>,
    },
    /// A player has chosen winter tiles to put up for auction (which ones stays secret).
    Chose {
        /// The player.
        seat: Seat,
        /// How many.
        count: usize,
    },
    /// Flipper's holder turns a tile to its upgraded side for free.
    Flipped {
        /// The player.
        seat: Seat,
        /// The tile.
        tile: Building,
    },
    /// Sea Bastion II makes way for another boat for winter.
    Swapped {
        /// Who took Sea Bastion II.
        seat: Seat,
        /// The boat now in play ([`boat_name`](super::data::boat_name)).
        boat: u8,
    },
    /// An extension is built on a tile (The Merchants).
    Extended {
        /// The player.
        seat: Seat,
        /// The tile.
        tile: Building,
        /// The extension's colour: only workers of it may use the tile from now on.
        colour: Colour,
        /// What it cost.
        paid: super::extend::Paid,
    },
    /// Winter is over: the game ends and is scored.
    GameOver,
    /// The open contracts now (The Merchants).
    ContractsOpen {
        /// Beside each pile, by number.
        open: [Option<u8>; 3],
    },
    /// A player takes a contract: the open one named, or (`None`) one drawn face down.
    TookContract {
        /// The player.
        seat: Seat,
        /// The open contract taken.
        open: Option<u8>,
    },
    /// The contract drawn face down, for the drawing seat alone.
    DrewContract {
        /// The player.
        seat: Seat,
        /// The contract (none if the piles were empty).
        contract: Option<u8>,
    },
    /// A player trades a contract for one of its items; the contract is discarded face up.
    Traded {
        /// The player.
        seat: Seat,
        /// The contract.
        contract: u8,
        /// The item taken.
        item: Item,
    },
}

/// The tile at `spot` of the table.
pub fn at_spot(state: &State, spot: Spot) -> Building {
    match spot {
        Spot::Offer(i) => Building::Tile(state.offer[usize::from(i)].tile),
        Spot::TurnOrder(i) => Building::TurnOrder(state.turn_order[usize::from(i)].tile),
    }
}

/// The tile at `site`: up for auction or in a village.
pub fn at_site(state: &State, site: Site) -> Building {
    match site {
        Site::Offer(i) => at_spot(state, Spot::Offer(i)),
        Site::Village(seat, i) => state.players[seat].village[usize::from(i)].building,
    }
}

/// Outbid groups moved along from `spots`, with the tiles there.
pub fn moved(state: &State, spots: &[Spot]) -> Vec<(Spot, Building)> {
    spots.iter().map(|&s| (s, at_spot(state, s))).collect()
}

impl Event {
    /// The tiles this event is about, for the log to point at on the board (none for a line
    /// about a player, a season or a supply).
    pub fn places(&self) -> Vec<Building> {
        match self {
            Event::Bid { tile, moved, .. } | Event::Used { tile, moved, .. } => {
                std::iter::once(*tile).chain(moved.iter().map(|m| m.1)).collect()
            }
            Event::Moved { from, to, .. } => vec![*from, *to],
            Event::Gained { onto: tile, .. }
            | Event::Upgraded { tile, .. }
            | Event::BidBack { tile, .. }
            | Event::GroupIntoBag { tile, .. }
            | Event::Removed { tile }
            | Event::Won { tile, .. }
            | Event::Built { tile, .. }
            | Event::Flipped { tile, .. }
            | Event::Extended { tile, .. } => vec![*tile],
            Event::TookBoat { cargo, .. } | Event::Loaded(cargo) => vec![Building::Boat(cargo.boat)],
            Event::Swapped { boat, .. } => vec![Building::Boat(*boat)],
            _ => Vec::new(),
        }
    }

    /// Who may see this event: a draw's colours and kinds only the drawing seat.
    pub fn audience(&self) -> Audience {
        match self {
            Event::DrewWorkers { seat, .. } | Event::DrewSkills { seat, .. } | Event::DrewContract { seat, .. } => {
                Audience::Seat(*seat)
            }
            _ => Audience::Table,
        }
    }

    /// Whether the acting seat may see it before confirming: what the placement itself decides
    /// (the bid, the use, a payment, resources and green workers from the open supplies, an
    /// upgrade, an open boat's cargo, a tile built), never a draw nor the season's end.
    pub fn previewable(&self) -> bool {
        matches!(
            self,
            Event::Bid { .. }
                | Event::Used { .. }
                | Event::IntoBag { .. }
                | Event::GroupIntoBag { .. }
                | Event::Gained { .. }
                | Event::Green { .. }
                | Event::SkillBack { .. }
                | Event::Moved { .. }
                | Event::Upgraded { .. }
                | Event::TookBoat { .. }
                | Event::Built { .. }
                | Event::Flipped { .. }
                | Event::Extended { .. }
        )
    }
}
