//! What changed since the viewer's own last move: the tiles up for auction and the turn-order
//! tiles bid on or used, and the players who moved or whose place changed (a bid, a use of
//! their village, resources gained or moved, a tile won, built, upgraded or extended, a boat
//! taken), read from the other seats' moves ([`Scene::since`]) as the viewer may know them, or
//! from the last move where there are none (the viewer moved last, an onlooker, a replay). The
//! board marks them until the viewer moves again, and says them in words for screen readers.

use crate::engine::Seat;
use crate::games::keyflower::state::{Site, Spot};
use crate::games::keyflower::{Event, Keyflower};
use crate::ui::table::LastMove;

/// The places and players the moves touched.
#[derive(Debug, Default, PartialEq)]
pub struct Changed {
    /// Tiles up for auction, by place in the offer.
    pub offer: Vec<u8>,
    /// Turn-order tiles, by place in the row.
    pub turn_order: Vec<u8>,
    /// Players who moved or whose place changed.
    pub players: Vec<Seat>,
}

impl Changed {
    /// What `since` (or, if empty, `last`) touched.
    pub fn new(since: &[LastMove<Keyflower>], last: Option<&LastMove<Keyflower>>) -> Self {
        let moves: Vec<&LastMove<Keyflower>> =
            if since.is_empty() { last.into_iter().collect() } else { since.iter().collect() };
        let mut changed = Changed::default();
        for m in moves {
            changed.player(m.seat);
            m.events.iter().for_each(|e| changed.add(e));
        }
        changed
    }

    fn add(&mut self, event: &Event) {
        match event {
            Event::Bid { seat, spot, moved, .. } => {
                self.player(*seat);
                std::iter::once(spot).chain(moved.iter().map(|m| &m.0)).for_each(|&s| self.spot(s));
            }
            Event::Used { seat, site, moved, .. } => {
                self.player(*seat);
                match *site {
                    Site::Offer(i) => self.spot(Spot::Offer(i)),
                    Site::Village(owner, _) => self.player(owner),
                }
                moved.iter().for_each(|m| self.spot(m.0));
            }
            // A new season's tiles lie where the old ones were: the old marks mean nothing there.
            Event::SeasonOver { .. } => {
                self.offer.clear();
                self.turn_order.clear();
            }
            Event::Gained { seat, .. }
            | Event::Moved { seat, .. }
            | Event::Upgraded { seat, .. }
            | Event::Won { seat, .. }
            | Event::TookBoat { seat, .. }
            | Event::Built { seat, .. }
            | Event::Extended { seat, .. } => self.player(*seat),
            _ => {}
        }
    }

    fn spot(&mut self, spot: Spot) {
        let (list, i) = match spot {
            Spot::Offer(i) => (&mut self.offer, i),
            Spot::TurnOrder(i) => (&mut self.turn_order, i),
        };
        if !list.contains(&i) {
            list.push(i);
        }
    }

    fn player(&mut self, seat: Seat) {
        if !self.players.contains(&seat) {
            self.players.push(seat);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::keyflower::data::Season;
    use crate::games::keyflower::data::Tile;
    use crate::games::keyflower::state::{Building, Workers};

    const TILE: Building = Building::Tile(Tile(0));

    fn bid(seat: u8, spot: Spot, moved: Vec<Spot>) -> Event {
        let moved = moved.into_iter().map(|s| (s, TILE)).collect();
        Event::Bid { seat: Seat(seat), spot, tile: TILE, workers: Workers::default(), bid: 1, moved }
    }

    fn moved(seat: u8, events: Vec<Event>) -> LastMove<Keyflower> {
        LastMove { seat: Seat(seat), events }
    }

    #[test]
    fn the_other_seats_moves_since_the_viewers_are_marked_else_the_last_move() {
        let since = [
            moved(1, vec![bid(1, Spot::Offer(2), vec![Spot::TurnOrder(0)])]),
            moved(
                2,
                vec![Event::Used {
                    seat: Seat(2),
                    site: Site::Village(Seat(0), 1),
                    tile: TILE,
                    workers: Workers::default(),
                    moved: vec![],
                }],
            ),
        ];
        let changed = Changed::new(&since, since.last());
        assert_eq!(changed.offer, [2]);
        assert_eq!(changed.turn_order, [0]);
        assert_eq!(changed.players, [Seat(1), Seat(2), Seat(0)], "the movers and the village used");
        // The viewer moved last: its own move is marked, as in the other games.
        let own = moved(0, vec![bid(0, Spot::Offer(4), vec![])]);
        let changed = Changed::new(&[], Some(&own));
        assert_eq!((changed.offer, changed.players), (vec![4], vec![Seat(0)]));
        assert_eq!(Changed::new(&[], None), Changed::default());
    }

    #[test]
    fn a_new_season_forgets_the_old_seasons_tiles() {
        let since = [
            moved(1, vec![bid(1, Spot::Offer(2), vec![])]),
            moved(2, vec![Event::Passed { seat: Seat(2) }, Event::SeasonOver { season: Season::Spring }]),
        ];
        let changed = Changed::new(&since, since.last());
        assert!(changed.offer.is_empty() && changed.turn_order.is_empty());
        assert_eq!(changed.players, [Seat(1), Seat(2)]);
    }
}
