//! The full position, hidden parts included: the bag, the screens, the supplies, the tiles up
//! for auction with their bids and uses, the turn-order tiles, the boats and the villages.

use super::Config;
use super::data::{Ability, Colour, Effect, HOMES, Resource, Season, Skill, TURN_ORDER, Tile, boat_name};
use crate::engine::{GameRng, PerSeat, Seat};
use serde::{Deserialize, Serialize};

macro_rules! counts {
    ($(#[$doc:meta])* $name:ident, $kind:ty, $n:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub [u8; $n]);

        impl $name {
            /// How many of `kind`.
            pub fn of(&self, kind: $kind) -> u8 {
                self.0[kind as usize]
            }

            /// Adds `n` of `kind`.
            pub fn add(&mut self, kind: $kind, n: u8) {
                self.0[kind as usize] += n;
            }

            /// Takes `n` of `kind` (which must be there).
            pub fn take(&mut self, kind: $kind, n: u8) {
                self.0[kind as usize] -= n;
            }

            /// How many in all.
            pub fn total(&self) -> u32 {
                self.0.iter().map(|&n| u32::from(n)).sum()
            }

            /// Adds all of `other`.
            pub fn add_all(&mut self, other: &Self) {
                self.0.iter_mut().zip(other.0).for_each(|(a, b)| *a += b);
            }

            /// Takes all of `other` (which must be there).
            pub fn take_all(&mut self, other: &Self) {
                self.0.iter_mut().zip(other.0).for_each(|(a, b)| *a -= b);
            }

            /// Whether every one of `other` is here.
            pub fn covers(&self, other: &Self) -> bool {
                self.0.iter().zip(other.0).all(|(&a, b)| a >= b)
            }
        }
    };
}

counts!(
    /// Workers by colour (blue, red, yellow, green).
    Workers, Colour, 4
);
counts!(
    /// Skill tiles by kind (saw, pick axe, anvil).
    Skills, Skill, 3
);
counts!(
    /// Resources by kind (wood, stone, iron, gold).
    Resources, Resource, 4
);

impl Workers {
    /// The colours present, in the order blue, red, yellow, green.
    pub fn colours(&self) -> impl Iterator<Item = Colour> + use<> {
        let counts = self.0;
        Colour::ALL.into_iter().filter(move |&c| counts[c as usize] > 0)
    }

    /// How many in all, as a count on a tile or in a bid (never above 120).
    pub fn count(&self) -> u8 {
        self.total() as u8
    }

    /// Draws one worker at random, each worker equally likely; `None` if there is none.
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<Colour> {
        let kind = draw_index(&self.0, rng)?;
        self.0[kind] -= 1;
        Some(Colour::ALL[kind])
    }
}

impl Skills {
    /// Draws one skill tile at random, each tile equally likely; `None` if there is none.
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<Skill> {
        let kind = draw_index(&self.0, rng)?;
        self.0[kind] -= 1;
        Some(Skill::ALL[kind])
    }
}

/// The kind of one item drawn uniformly from a heap of `counts` items.
fn draw_index(counts: &[u8], rng: &mut GameRng) -> Option<usize> {
    let total: u32 = counts.iter().map(|&n| u32::from(n)).sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.below(total);
    for (kind, &n) in counts.iter().enumerate() {
        if pick < u32::from(n) {
            return Some(kind);
        }
        pick -= u32::from(n);
    }
    unreachable!("pick is below the total")
}

/// The bids around one tile. Their colour is set by the first worker bid and holds for everyone
/// while anyone bids; only summer boats 4a and 4b let their holder bid other colours, and mixes,
/// beside it (choices 22–26).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bids {
    /// The colour of the location, `None` while nobody bids.
    pub colour: Option<Colour>,
    /// Each bidder's workers, in the order they first bid.
    pub by: Vec<(Seat, Workers)>,
}

impl Bids {
    /// `seat`'s workers here (none if it does not bid).
    pub fn workers(&self, seat: Seat) -> Workers {
        self.by.iter().find(|(s, _)| *s == seat).map_or_else(Workers::default, |&(_, w)| w)
    }

    /// `seat`'s bid (0 if none).
    pub fn of(&self, seat: Seat) -> u8 {
        self.workers(seat).count()
    }

    /// The highest bid (0 if none).
    pub fn top(&self) -> u8 {
        self.by.iter().map(|(_, w)| w.count()).max().unwrap_or(0)
    }

    /// The highest bid of anyone but `seat`.
    pub fn top_besides(&self, seat: Seat) -> u8 {
        self.by.iter().filter(|(s, _)| *s != seat).map(|(_, w)| w.count()).max().unwrap_or(0)
    }

    /// Who is winning, if anyone bids (bids never tie: each beats the last).
    pub fn winner(&self) -> Option<Seat> {
        let top = self.top();
        self.by.iter().find(|(_, w)| w.count() == top && top > 0).map(|&(s, _)| s)
    }

    /// Adds `workers` to `seat`'s bid; the first workers bid (all of one colour) set the colour.
    pub fn add(&mut self, seat: Seat, workers: &Workers) {
        if self.colour.is_none() {
            self.colour = workers.colours().next();
        }
        match self.by.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, bid)) => bid.add_all(workers),
            None => self.by.push((seat, *workers)),
        }
    }

    /// Takes `seat`'s whole bid away; the colour is free again once nobody bids.
    pub fn remove(&mut self, seat: Seat) -> Workers {
        let workers = self.workers(seat);
        self.by.retain(|(s, _)| *s != seat);
        if self.by.is_empty() {
            self.colour = None;
        }
        workers
    }
}

/// The workers used on one tile this season (they stay until the season ends).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Used {
    /// The colour set by the first use, `None` while the tile is unused (summer boat 4b lets
    /// its holder add others).
    pub colour: Option<Colour>,
    /// All of them, by colour.
    pub workers: Workers,
    /// How many the last use took.
    pub last: u8,
}

impl Used {
    /// How many in all.
    pub fn count(&self) -> u8 {
        self.workers.count()
    }
}

/// A season tile up for auction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    /// The tile.
    pub tile: Tile,
    /// The bids around it.
    pub bids: Bids,
    /// The workers on it.
    pub used: Used,
}

/// A turn-order tile in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnOrderSpot {
    /// Which of the four tiles ([`TURN_ORDER`]).
    pub tile: u8,
    /// The printed number on the face in play.
    pub number: u8,
    /// Whether the face shows the start-player icon.
    pub start: bool,
    /// The bids on it.
    pub bids: Bids,
}

impl TurnOrderSpot {
    /// The tile's data.
    pub fn data(&self) -> &'static super::data::TurnOrderData {
        &TURN_ORDER[usize::from(self.tile)]
    }
}

/// A boat in play with its cargo.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Boat {
    /// Which boat ([`boat_name`]: 0–5 the base game's, 6–11 the "II" boats).
    pub boat: u8,
    /// The side facing up (0 = A).
    pub side: u8,
    /// Workers on board (a green one from the green supply).
    pub workers: Workers,
    /// Skill tiles on board, face up.
    pub skills: Skills,
    /// Gold on board (Keyflower II).
    pub gold: u8,
    /// Cabins on board (Sea Bastion II, Ianvincible II).
    pub cabins: u8,
    /// Contracts on board, face down (Sea Breese II, White Wind II).
    pub contracts: Vec<u8>,
}

impl Boat {
    /// The boat's printed name.
    pub fn name(&self) -> &'static str {
        boat_name(self.boat)
    }
}

/// The Merchants' contracts ([`CONTRACTS`](super::data::merchants::CONTRACTS) by number): three
/// face-down piles, an open contract beside each, and the face-up discard pile.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contracts {
    /// The face-down piles, the top last.
    pub piles: [Vec<u8>; 3],
    /// The open contract beside each pile.
    pub open: [Option<u8>; 3],
    /// The discard pile, face up.
    pub discard: Vec<u8>,
}

/// What stands in a village.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Building {
    /// The home tile with this number.
    Home(u8),
    /// A village tile (a summer boat among them).
    Tile(Tile),
    /// A boat ([`boat_name`]), taken at the end of winter.
    Boat(u8),
    /// A turn-order tile ([`TURN_ORDER`]), won in winter.
    TurnOrder(u8),
}

/// A tile in a village, with what lies on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    /// The tile.
    pub building: Building,
    /// Whether it shows its upgraded side.
    pub upgraded: bool,
    /// Resources on it.
    pub resources: Resources,
    /// Workers used on it this season.
    pub used: Used,
    /// Where it stands (the home tile at the origin).
    pub at: Hex,
    /// How far it is turned clockwise from its printed edges, 0–5.
    pub rotation: u8,
    /// The extension on it, if any ([`EXTENSIONS`](super::data::merchants::EXTENSIONS) by
    /// number; The Merchants).
    pub extension: Option<u8>,
}

/// A place in a village: axial coordinates of flat-topped hexes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Hex {
    /// Column.
    pub q: i8,
    /// Row.
    pub r: i8,
}

/// A village placement under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Build {
    /// The won tile being placed.
    pub tile: Building,
    /// Where, once chosen.
    pub at: Option<Hex>,
}

impl Placed {
    /// The printed name.
    pub fn name(&self) -> String {
        match self.building {
            Building::Home(n) => format!("Home {n}"),
            Building::Tile(t) => t.data().name.to_string(),
            Building::Boat(b) => boat_name(b).to_string(),
            Building::TurnOrder(t) => format!("Turn-order tile {}", t + 1),
        }
    }

    /// Its fixed VP on the side it shows.
    pub fn vp(&self) -> u8 {
        let side = usize::from(self.upgraded);
        match self.building {
            Building::Home(n) => HOMES[usize::from(n - 1)].vp[side],
            Building::Tile(t) => t.data().vp[side],
            Building::Boat(_) | Building::TurnOrder(_) => 0,
        }
    }

    /// What a use does on the side it shows.
    pub fn effect(&self) -> Effect {
        let side = usize::from(self.upgraded);
        match self.building {
            Building::Home(n) => HOMES[usize::from(n - 1)].effect[side],
            Building::Tile(t) => t.data().effect[side],
            Building::Boat(_) | Building::TurnOrder(_) => Effect::None,
        }
    }
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Workers behind the screen.
    pub screen: Workers,
    /// Skill tiles behind the screen.
    pub skills: Skills,
    /// The village; the home tile first.
    pub village: Vec<Placed>,
    /// Winter tiles dealt, still secret.
    pub winter: Vec<Tile>,
    /// Winter tiles chosen to be put up for auction, secret until every player has chosen.
    pub offered: Vec<Tile>,
    /// Tiles won this season (in winter also boats and turn-order tiles), waiting to be built
    /// into the village.
    pub won: Vec<Building>,
    /// Contracts behind the screen (The Merchants).
    pub contracts: Vec<u8>,
    /// Cabins on the home tile (The Merchants): each one more upgrade icon there.
    pub cabins: u8,
    /// Variant B (Tactician): the workers among `screen` that lie in front of it, open to all.
    pub front: Workers,
    /// Variant B: the skill tiles among `skills` that lie face up in front of the screen.
    pub front_skills: Skills,
    /// Variant B: the contracts among `contracts` taken open, lying face up in front.
    pub front_contracts: Vec<u8>,
}

impl Player {
    /// Spends `workers` of the player's own, those in front of the screen first (variant B): a
    /// worker placed in the open tells nothing of what is hidden when one like it lay in front.
    pub fn spend(&mut self, workers: &Workers) {
        self.screen.take_all(workers);
        for c in Colour::ALL {
            let n = workers.of(c).min(self.front.of(c));
            self.front.take(c, n);
        }
    }

    /// Spends a skill tile of `kind`, a face-up one in front first (variant B).
    pub fn spend_skill(&mut self, kind: Skill) {
        self.skills.take(kind, 1);
        if self.front_skills.of(kind) > 0 {
            self.front_skills.take(kind, 1);
        }
    }

    /// Gives up contract `c` (traded).
    pub fn lose_contract(&mut self, c: u8) {
        let i = self.contracts.iter().position(|&x| x == c).expect("a held contract");
        self.contracts.remove(i);
        self.front_contracts.retain(|&x| x != c);
    }
}

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
        /// Who gets the purple start-player worker once the boats are taken.
        start: Seat,
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
        let open = self.config.tactician;
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
