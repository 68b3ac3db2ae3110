//! The full position, hidden parts included: the bag, the screens, the supplies, the tiles up
//! for auction with their bids and uses, the turn-order tiles, the boats and the villages.
//!
//! The parts: `counts` (workers, skill tiles, resources), `table` (bids, uses, turn-order tiles,
//! boats, contracts), `village` (players and their villages); here the decisions under way, the
//! phases and the whole state.

use super::Config;
use super::data::{Ability, Colour, Effect, HOMES, Resource, Season, Skill, TURN_ORDER, Tile, boat_name};
use crate::engine::{GameRng, PerSeat, Seat};
use serde::{Deserialize, Serialize};

mod counts;
mod table;
mod village;

pub use counts::{Resources, Skills, Workers};
pub use table::{Bids, Boat, Contracts, Offer, TurnOrderSpot, Used};
pub use village::{Build, Building, Hex, Placed, Player};

/// Where bids stand: a season tile up for auction or a turn-order tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Spot {
    /// The season tile at this place in the offer.
    Offer(u8),
    /// The turn-order tile at this place in the row.
    TurnOrder(u8),
}

/// Where workers are used: a season tile up for auction or a tile in a village.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Site {
    /// The season tile at this place in the offer.
    Offer(u8),
    /// The tile at this place in this player's village.
    Village(Seat, u8),
}

/// What a placement is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    /// A bid.
    Bid(Spot),
    /// A tile use.
    Use(Site),
}

/// A decision under way within one turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// Workers being gathered for one location; nothing moves until it is confirmed.
    Place {
        /// Where they go.
        target: Target,
        /// The workers that come from behind the screen.
        screen: Workers,
        /// The player's outbid groups that come along, whole.
        groups: Vec<Spot>,
    },
    /// The Workshop's resource, to go onto this tile of the user's village.
    Choose {
        /// The village tile the resource goes onto.
        onto: u8,
    },
    /// A use's input to choose: a worker of any colour, or a skill tile of any kind.
    Pay {
        /// The tile used.
        site: Site,
    },
    /// An upgrade's "any" items still to pay, one at a time.
    Paying {
        /// The village tile being upgraded.
        tile: u8,
        /// Resources of any kind still to pay from the tile.
        any_resources: u8,
        /// Skill tiles of any kind still to pay from behind the screen.
        any_skills: u8,
        /// Upgrade icons left after this upgrade.
        upgrades: u8,
        /// Resources paid so far.
        resources: Resources,
        /// Skill tiles paid so far.
        skills: Skills,
    },
    /// A Merchants tile's base side: the one item to take (a contract is always offered).
    Pick {
        /// The village tile resources go onto.
        onto: u8,
        /// The resources offered.
        resources: Resources,
        /// Skill tiles offered (drawn face down).
        skills: u8,
    },
    /// Contracts still to take, one at a time.
    Contracts {
        /// How many.
        left: u8,
    },
    /// The Merchants: an upgrade icon builds an extension on this tile; which one?
    ChooseExtension {
        /// The village tile.
        tile: u8,
        /// Upgrade icons left after this one.
        upgrades: u8,
    },
    /// The Merchants: an extension's "any" items still to pay, one at a time.
    Extending {
        /// The village tile.
        tile: u8,
        /// The extension.
        extension: u8,
        /// Workers still to pay: from behind the screen or as outbid groups.
        workers: super::extend::Due,
        /// Resources of any kind still to pay from the tile.
        any_resources: u8,
        /// Upgrade icons left after this one.
        upgrades: u8,
        /// What was paid so far.
        paid: super::extend::Paid,
    },
    /// A transport use under way: resources moved along roads first, then upgrades.
    Transport {
        /// Capacity left for moving (one resource one tile costs one; none once upgrading began).
        carts: u8,
        /// Upgrade icons left.
        upgrades: u8,
    },
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Turns of a season: whose turn, how many passed in a row, and a decision under way.
    Turns {
        /// Whose turn it is.
        turn: Seat,
        /// Players who passed in succession, up to the one before `turn`.
        passes: u8,
        /// A decision of `turn` under way.
        pending: Option<Pending>,
    },
    /// The end of the season: the players choose boats in this order (the first now).
    Boats {
        /// Who still chooses, in order.
        order: Vec<Seat>,
        /// The boats taken so far.
        taken: Vec<u8>,
        /// Who gets the purple start-player worker: once the boats are taken, or (data version
        /// 2, outside winter) as they take their boat if they won the start-player tile.
        start: Seat,
        /// Whether `start` won the start-player tile.
        #[serde(default)]
        start_won: bool,
    },
    /// The end of the season: the players build their won tiles in this order (the first now).
    Building {
        /// Who still builds, in order.
        order: Vec<Seat>,
        /// The first builder's placement under way.
        pending: Option<Build>,
    },
    /// Before winter's turns: every player secretly chooses winter tiles to put up for auction.
    Choosing {
        /// Who has chosen (their choice stays secret until all have).
        done: Vec<Seat>,
    },
    /// Before winter (The Merchants): whoever took Sea Bastion II in autumn chooses a boat not
    /// in play to take its place.
    Swap {
        /// That player.
        seat: Seat,
    },
    /// After winter: the holder of Flipper may upgrade one tile of their village for free, or
    /// the holder of Flipper II build an extension for free.
    Flipper {
        /// The boat's holder.
        seat: Seat,
        /// Flipper II: the tile chosen for the extension.
        tile: Option<u8>,
    },
    /// The game is over.
    Over,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The set-up.
    pub config: Config,
    /// All randomness after set-up.
    pub rng: GameRng,
    /// The current season.
    pub season: Season,
    /// Where the game stands.
    pub phase: Phase,
    /// Who holds the purple start-player worker.
    pub start_player: Seat,
    /// The players, in seating (clockwise) order.
    pub players: PerSeat<Player>,
    /// The bag (its count is public, its colours hidden).
    pub bag: Workers,
    /// Green workers apart from the bag.
    pub green_supply: u8,
    /// The face-down skill supply.
    pub skill_supply: Skills,
    /// The resource supply.
    pub resources: Resources,
    /// This season's tiles up for auction.
    pub offer: Vec<Offer>,
    /// The turn-order tiles in play, lowest number first.
    pub turn_order: Vec<TurnOrderSpot>,
    /// The boats in play.
    pub boats: Vec<Boat>,
    /// The summer boats laid out on side b (the others show side a); public.
    pub sides_b: Vec<Tile>,
    /// The Merchants' contracts not held by a player or a boat.
    pub contracts: Contracts,
    /// The Merchants' extensions not built yet, by number.
    pub extensions: Vec<u8>,
    /// The Merchants' cabins in the supply.
    pub cabins: u8,
    /// Who took Sea Bastion II in autumn and swaps it for another boat before winter.
    pub swap: Option<Seat>,
    /// The players in the order they took their winter boats (The Merchants' tie-break).
    pub winter_boats: Vec<Seat>,
    /// Village tiles not in play yet or out of the game, unseen (later seasons' piles, the
    /// winter tiles not dealt, the tiles left in the box).
    pub unused: Vec<Tile>,
}

impl State {
    /// Gives `seat` workers that go in front of the screen in variant B (from boats, outbid
    /// bids, the own village at a season's end, green workers not drawn from the bag), behind it
    /// otherwise.
    pub fn to_front(&mut self, seat: Seat, workers: &Workers) {
        let open = self.config.options.tactician;
        let player = &mut self.players[seat];
        player.screen.add_all(workers);
        if open {
            player.front.add_all(workers);
        }
    }

    /// Number of players.
    pub fn players(&self) -> usize {
        self.players.len()
    }

    /// The seat to the left (clockwise) of `seat`.
    pub fn next(&self, seat: Seat) -> Seat {
        Seat(((seat.index() + 1) % self.players()) as u8)
    }

    /// The bids at `spot`, if it exists.
    pub fn bids(&self, spot: Spot) -> Option<&Bids> {
        match spot {
            Spot::Offer(i) => self.offer.get(usize::from(i)).map(|o| &o.bids),
            Spot::TurnOrder(i) => self.turn_order.get(usize::from(i)).map(|t| &t.bids),
        }
    }

    /// The bids at `spot` (which exists), to change.
    pub fn bids_mut(&mut self, spot: Spot) -> &mut Bids {
        match spot {
            Spot::Offer(i) => &mut self.offer[usize::from(i)].bids,
            Spot::TurnOrder(i) => &mut self.turn_order[usize::from(i)].bids,
        }
    }

    /// Every spot where bids may stand.
    pub fn spots(&self) -> impl Iterator<Item = Spot> + use<> {
        let offers = (0..self.offer.len() as u8).map(Spot::Offer);
        offers.chain((0..self.turn_order.len() as u8).map(Spot::TurnOrder))
    }

    /// Every site where workers may be used: the tiles up for auction, then every village.
    pub fn sites(&self) -> Vec<Site> {
        let mut out: Vec<Site> = (0..self.offer.len() as u8).map(Site::Offer).collect();
        for (seat, p) in self.players.iter() {
            out.extend((0..p.village.len() as u8).map(|i| Site::Village(seat, i)));
        }
        out
    }

    /// The workers used at `site`, if it exists.
    pub fn used(&self, site: Site) -> Option<&Used> {
        match site {
            Site::Offer(i) => self.offer.get(usize::from(i)).map(|o| &o.used),
            Site::Village(seat, i) => {
                self.players.values().get(seat.index()).and_then(|p| p.village.get(usize::from(i))).map(|t| &t.used)
            }
        }
    }

    /// The workers used at `site` (which exists), to change.
    pub fn used_mut(&mut self, site: Site) -> &mut Used {
        match site {
            Site::Offer(i) => &mut self.offer[usize::from(i)].used,
            Site::Village(seat, i) => &mut self.players[seat].village[usize::from(i)].used,
        }
    }

    /// The outbid groups `seat` has: spots where it bids without winning, with its workers there.
    pub fn outbid_groups(&self, seat: Seat) -> Vec<(Spot, Workers)> {
        self.spots()
            .filter_map(|spot| {
                let bids = self.bids(spot)?;
                let workers = bids.workers(seat);
                (workers.total() > 0 && bids.winner() != Some(seat)).then_some((spot, workers))
            })
            .collect()
    }

    /// Whether `seat` holds a summer boat showing `ability`, won this season or in its village
    /// (choice 17).
    pub fn has(&self, seat: Seat, ability: Ability) -> bool {
        let player = &self.players[seat];
        let built = player.village.iter().map(|p| p.building);
        built.chain(player.won.iter().copied()).any(|b| match b {
            Building::Tile(t) => super::data::ability(t, self.sides_b.contains(&t)) == Some(ability),
            _ => false,
        })
    }

    /// The decision under way, if any.
    pub fn pending(&self) -> Option<&Pending> {
        match &self.phase {
            Phase::Turns { pending, .. } => pending.as_ref(),
            _ => None,
        }
    }
}
