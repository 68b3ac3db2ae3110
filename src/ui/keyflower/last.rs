//! What changed since the viewer's own last move: the tiles up for auction and the turn-order
//! tiles bid on or used, and the players who moved or whose place changed (a bid, a use of
//! their village, resources gained or moved, a tile won, built, upgraded or extended, a boat
//! taken), read from the other seats' moves ([`Scene::since`]) as the viewer may know them, or
//! from the last move where there are none (the viewer moved last, an onlooker, a replay). The
//! board marks them until the viewer moves again (the kit's [`Touched`]), and says them in words
//! for screen readers.

use super::targets::{Target, spot};
use crate::games::keyflower::state::Site;
use crate::games::keyflower::{Event, Keyflower};
use crate::ui::kit::targets::Touched;
use crate::ui::table::LastMove;

/// Adds what `moved` touched to `touched`: the mover, and the places and players of its events.
pub fn touch(moved: &LastMove<Keyflower>, touched: &mut Touched<Target>) {
    touched.mark(Target::Player(moved.seat));
    for event in &moved.events {
        match event {
            Event::Bid { seat, spot: at, moved, .. } => {
                touched.mark(Target::Player(*seat));
                std::iter::once(at).chain(moved.iter().map(|m| &m.0)).for_each(|&s| touched.mark(spot(s)));
            }
            Event::Used { seat, site, moved, .. } => {
                touched.mark(Target::Player(*seat));
                touched.mark(match *site {
                    Site::Offer(i) => Target::Offer(i),
                    Site::Village(owner, _) => Target::Player(owner),
                });
                moved.iter().for_each(|m| touched.mark(spot(m.0)));
            }
            // A new season's tiles lie where the old ones were: the old marks mean nothing there.
            Event::SeasonOver { .. } => {
                touched.places.retain(|t| !matches!(t, Target::Offer(_) | Target::TurnOrder(_)))
            }
            Event::Gained { seat, .. }
            | Event::Moved { seat, .. }
            | Event::Upgraded { seat, .. }
            | Event::Won { seat, .. }
            | Event::TookBoat { seat, .. }
            | Event::Built { seat, .. }
            | Event::Extended { seat, .. } => touched.mark(Target::Player(*seat)),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::games::keyflower::data::Season;
    use crate::games::keyflower::data::Tile;
    use crate::games::keyflower::state::Spot;
    use crate::games::keyflower::state::{Building, Workers};

    const TILE: Building = Building::Tile(Tile(0));

    fn bid(seat: u8, spot: Spot, moved: Vec<Spot>) -> Event {
        let moved = moved.into_iter().map(|s| (s, TILE)).collect();
        Event::Bid { seat: Seat(seat), spot, tile: TILE, workers: Workers::default(), bid: 1, moved }
    }

    fn moved(seat: u8, events: Vec<Event>) -> LastMove<Keyflower> {
        LastMove { seat: Seat(seat), events }
    }

    /// What `moves` touched, in order.
    fn touched(moves: &[LastMove<Keyflower>]) -> Touched<Target> {
        let mut touched = Touched::default();
        moves.iter().for_each(|m| touch(m, &mut touched));
        touched
    }

    /// The tiles up for auction, the turn-order tiles and the players touched.
    fn split(t: &Touched<Target>) -> (Vec<u8>, Vec<u8>, Vec<Seat>) {
        let mut out = (Vec::new(), Vec::new(), Vec::new());
        for place in &t.places {
            match *place {
                Target::Offer(i) => out.0.push(i),
                Target::TurnOrder(i) => out.1.push(i),
                Target::Player(s) => out.2.push(s),
                _ => {}
            }
        }
        out
    }

    #[test]
    fn the_other_seats_moves_mark_their_tiles_movers_and_villages_used() {
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
        let (offer, turn_order, players) = split(&touched(&since));
        assert_eq!(offer, [2]);
        assert_eq!(turn_order, [0]);
        assert_eq!(players, [Seat(1), Seat(2), Seat(0)], "the movers and the village used");
        // The viewer moved last: its own move is marked, as in the other games.
        let own = moved(0, vec![bid(0, Spot::Offer(4), vec![])]);
        let (offer, _, players) = split(&touched(&[own]));
        assert_eq!((offer, players), (vec![4], vec![Seat(0)]));
        assert_eq!(touched(&[]), Touched::default());
    }

    #[test]
    fn a_new_season_forgets_the_old_seasons_tiles() {
        let since = [
            moved(1, vec![bid(1, Spot::Offer(2), vec![])]),
            moved(2, vec![Event::Passed { seat: Seat(2) }, Event::SeasonOver { season: Season::Spring }]),
        ];
        let (offer, turn_order, players) = split(&touched(&since));
        assert!(offer.is_empty() && turn_order.is_empty());
        assert_eq!(players, [Seat(1), Seat(2)]);
    }
}
