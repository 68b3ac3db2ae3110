//! Where a guided game stands on its guide's walk: the pure part of the panel ([`super::panel`]).
//!
//! A guide is an ordinary game of a fixed set-up, so the same moves from its start give the same
//! positions: a game is on the walk while its record is a beginning of the walk's record. Then
//! either the learner decides at one of the guide's stops, or a scripted seat plays the walk's
//! next move; past the walk's last move, or off it (another move, a different game), the guide
//! is over and the game goes on freely.

use crate::engine::{Game, Seat};
use crate::games::guide::Walked;

/// Where a game stands on its guide.
#[derive(Clone, Debug, PartialEq)]
pub enum Place<A> {
    /// The learner decides at this step (counted from 0).
    Learner(usize),
    /// This seat plays this move of the walk's record next.
    Scripted(Seat, A),
    /// Every move of the walk has been played: free play from here on.
    Done,
    /// The game left the walk (a move the guide did not suggest).
    Off,
}

/// Where the game whose moves so far are `played` stands on `walked`.
pub fn place<G: Game>(walked: &Walked<G>, played: &[(Seat, G::Action)]) -> Place<G::Action> {
    let len = played.len();
    let walk = walked.record.len();
    if played[..len.min(walk)] != walked.record[..len.min(walk)] {
        return Place::Off;
    }
    if let Some(step) = walked.stops.iter().position(|stop| stop.moves == len) {
        return Place::Learner(step);
    }
    match walked.record.get(len) {
        Some((seat, action)) => Place::Scripted(*seat, action.clone()),
        None => Place::Done,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::key_market::{KeyMarket, guide::GUIDE};

    #[test]
    fn a_game_on_the_walk_stops_for_the_learner_and_plays_the_script_between() {
        let walked = GUIDE.walk().expect("Key Market's guide plays through");
        let record = &walked.record;
        assert_eq!(place::<KeyMarket>(&walked, &[]), Place::Learner(0), "the learner starts");
        for (step, stop) in walked.stops.iter().enumerate() {
            assert_eq!(place::<KeyMarket>(&walked, &record[..stop.moves]), Place::Learner(step));
        }
        // Every move of the record that is no stop's is a scripted seat's, named as the walk played it.
        let scripted: Vec<usize> =
            (0..record.len()).filter(|&n| walked.stops.iter().all(|stop| stop.moves != n)).collect();
        assert!(!scripted.is_empty(), "the other seat plays during the guide");
        for n in scripted {
            let (seat, action) = record[n].clone();
            assert_ne!(seat, GUIDE.learner);
            assert_eq!(place::<KeyMarket>(&walked, &record[..n]), Place::Scripted(seat, action));
        }
        assert_eq!(place::<KeyMarket>(&walked, record), Place::Done, "after the walk's last move");
    }

    #[test]
    fn another_move_leaves_the_walk_and_free_play_after_it_does_not() {
        let walked = GUIDE.walk().expect("Key Market's guide plays through");
        let stop = &walked.stops[1];
        let other = KeyMarket::legal_actions(&stop.state, GUIDE.learner)
            .into_iter()
            .find(|a| *a != stop.suggested)
            .expect("the learner has another choice");
        let mut played = walked.record[..stop.moves].to_vec();
        played.push((GUIDE.learner, other.clone()));
        assert_eq!(place::<KeyMarket>(&walked, &played), Place::Off, "a move the guide did not suggest");
        let mut longer = walked.record.clone();
        longer.push(walked.record[0].clone());
        assert_eq!(place::<KeyMarket>(&walked, &longer), Place::Done, "free play after the walk stays past it");
        longer[stop.moves] = (GUIDE.learner, other);
        assert_eq!(place::<KeyMarket>(&walked, &longer), Place::Off, "a game that parted from the walk early");
        // Taking the other move back is on the walk again.
        played.pop();
        assert_eq!(place::<KeyMarket>(&walked, &played), Place::Learner(1));
    }
}
