//! The rule fixes of data versions 2 and 3: where an older version had made a choice that the
//! English rulebook (or The Merchants' text) settles, the newer one follows the text. Each fix is
//! one method, asked where the rule is played, so older records replay as they were played
//! ([`choices`](super::choices), "Data versions", lists them).

use super::Config;
use crate::engine::DataVersion;

impl Config {
    /// One colour per tile: the bids around a season tile and the workers using it share one
    /// colour (version 1 kept them apart, choice 2).
    pub fn one_colour_per_tile(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// Summer boats 4a and 4b as the rulebook words them: 4a a counter-bid of one other colour
    /// on a village tile, its lying workers standing up once the bids against it have gone; 4b
    /// mixed colours on uses only (version 1: choices 22–25).
    pub fn boats_4a_4b_as_worded(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// A use may take more workers than required, any number above the last use's, up to 6 on
    /// the tile a season (version 1 capped a use at 3, choice 1).
    pub fn uses_above_three(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// An outbid group moves to another tile: to a bid or a use elsewhere, never to a use of the
    /// tile it was outbid on (version 1 allowed that use, choice 3).
    pub fn outbid_groups_leave_their_tile(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// The Merchants' contracts are traded at any time during one's turn (version 1: only
    /// before placing, choice 38).
    pub fn trades_any_time_in_turn(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// The Tavern's discarded worker goes into the bag, and the Hiring Fair's played skill tile
    /// into the pile, only after the draw (version 1: before it, choice 15).
    pub fn returns_payment_after_draw(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// Spring to autumn: the start-player tile's winner takes the purple worker when they take
    /// their boat; if nobody bid on it, the players without a turn-order tile take boats
    /// clockwise from the existing start player, and the worker passes left afterwards
    /// (version 1: clockwise from the new start player, the worker moving after the boats,
    /// choice 10).
    pub fn start_player_moves_when_resolved(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// Winter: the players without a turn-order tile take boats clockwise from the winner of
    /// the start-player tile, who takes the purple worker at the end of winter; if nobody bid,
    /// from the existing start player, and the worker then passes left (version 1: from the
    /// start player, who keeps it, choice 18).
    pub fn winter_start_player_moves(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// With two players the winter tiles put up are laid out without shuffling (version 1:
    /// shuffled with any number, choice 20).
    pub fn unshuffled_winter_tiles_for_two(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// A boat's (winter boat's or summer boat's) water need not meet water: where a boat is one
    /// of two touching tiles, water and no road match (version 1: every edge matched exactly,
    /// choice 11).
    pub fn boats_need_not_join_water(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// A turn-order tile scores 1 VP for every tile next to it (version 1: only those linked to
    /// it by road, choice 33).
    pub fn turn_order_scores_every_neighbour(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// An outbid group may pay a use's worker input (the Tavern's, Fair's, Peddler's and
    /// Store's worker into the bag), whole, instead of a worker from behind the screen (versions
    /// 1 and 2: only from behind the screen, choice 4).
    pub fn outbid_groups_pay_exchanges(&self) -> bool {
        self.data >= DataVersion(3)
    }
}
