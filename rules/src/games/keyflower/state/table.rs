//! What lies on the table between the villages: bids and uses of the tiles up for auction, the
//! turn-order tiles, the boats and The Merchants' contracts.

use super::*;

/// The bids around one tile. Their colour is set by the first worker bid and holds for everyone
/// while anyone bids (from data version 2 shared with the tile's uses, and the colour of summer
/// boat 4a's counter-bid once the bids against it have gone); only summer boat 4a lets its
/// holder bid another colour beside it (in version 1, 4a and 4b mixes; choices 22–26).
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

    /// Summer boat 4a: once no bid of the location's colour is left, the workers lying beside
    /// it (one counter-bid of one colour) stand up and their colour becomes the location's.
    pub fn stand_up(&mut self) {
        let left = |c| self.by.iter().any(|(_, w)| w.of(c) > 0);
        if self.colour.is_some_and(|c| !left(c)) {
            self.colour = self.by.first().and_then(|(_, w)| w.colours().next());
        }
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
    pub fn data(&self) -> &'static crate::games::keyflower::data::TurnOrderData {
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

/// The Merchants' contracts ([`CONTRACTS`](crate::games::keyflower::data::merchants::CONTRACTS) by number): three
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
