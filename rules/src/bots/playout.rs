//! Playouts and rewards shared by all levels, and the two flat levels (Beginner, Standard).
//!
//! A playout plays uniformly random legal actions (of those [`BotGame::considered`]) on a sampled
//! state for at most [`BotGame::HORIZON`] actions. Its result is a reward per seat in 0..=1 that sums to 1: the
//! seat's share of the win once the game is over, before that the evaluation turned into win
//! chances (a softmax with temperature [`BotGame::EVAL_SCALE`]).

use super::BotGame;
use crate::engine::{Events, GameRng, Seat, ToAct};

/// One reward per seat, in seat order.
pub type Rewards = Vec<f64>;

/// The rewards of `state`: win shares if the game is over, estimated win chances otherwise.
pub fn rewards<G: BotGame>(state: &G::State) -> Rewards {
    if G::to_act(state) == ToAct::Over {
        let sheet = G::score(state);
        let winners = sheet.winners();
        let mut out = vec![0.0; sheet.points.len()];
        for w in winners {
            out[w.index()] = 1.0 / winners.len() as f64;
        }
        return out;
    }
    let points = G::evaluate(state);
    let best = points.iter().copied().fold(f64::MIN, f64::max);
    let weights: Vec<f64> = points.iter().map(|p| ((p - best) / G::EVAL_SCALE).exp()).collect();
    let sum: f64 = weights.iter().sum();
    weights.into_iter().map(|w| w / sum).collect()
}

/// Plays random legal actions for at most `horizon` actions (the first acting seat each time:
/// with simultaneous secret moves the order does not matter), then returns the rewards.
pub fn playout<G: BotGame>(state: &mut G::State, horizon: usize, rng: &mut GameRng) -> Rewards {
    for _ in 0..horizon {
        let Some(seat) = G::to_act(state).first() else { break };
        let legal = G::considered(state, seat, G::legal_actions(state, seat));
        let action = &legal[rng.index(legal.len())];
        advance::<G>(state, seat, action);
    }
    rewards::<G>(state)
}

/// Plays `action`, which the caller took from `G::legal_actions` of this very state. A legal
/// action needs no check, and for some games the check lists every action again, which would
/// double the cost of each step of a search; debug builds (the tests) still check it.
pub fn advance<G: BotGame>(state: &mut G::State, seat: Seat, action: &G::Action) {
    debug_assert!(G::to_act(state).seats().contains(seat), "{seat:?} may not act now");
    debug_assert!(G::check(state, seat, action).is_ok(), "{action:?} is not legal for {seat:?}");
    G::resolve(state, seat, action, &mut Events::ignored());
}

/// A uniform number in 0..1.
fn unit(rng: &mut GameRng) -> f64 {
    f64::from(rng.next_u32()) / 4_294_967_296.0
}

/// How loosely Beginner picks: an action one reward point worse is e^(1 / this) times rarer.
const BEGINNER_TEMPERATURE: f64 = 0.05;

/// Beginner: one sampled state, one playout per action, then a pick weighted by
/// exp(reward / temperature), so better actions are likelier but not certain.
pub fn beginner<G: BotGame>(view: &G::View, seat: Seat, legal: &[G::Action], rng: &mut GameRng) -> usize {
    let sampled = G::determinize(view, seat, rng);
    let scores: Vec<f64> = legal
        .iter()
        .map(|action| {
            let mut state = sampled.clone();
            advance::<G>(&mut state, seat, action);
            playout::<G>(&mut state, G::HORIZON / 2, rng)[seat.index()]
        })
        .collect();
    let best = scores.iter().copied().fold(f64::MIN, f64::max);
    let weights: Vec<f64> = scores.iter().map(|s| ((s - best) / BEGINNER_TEMPERATURE).exp()).collect();
    let mut target = unit(rng) * weights.iter().sum::<f64>();
    for (i, w) in weights.iter().enumerate() {
        if target < *w {
            return i;
        }
        target -= w;
    }
    legal.len() - 1
}

/// Standard: `samples` sampled states; on each, every action is followed by a playout with the
/// same random numbers (common random numbers, so actions are compared on equal terms); the
/// action with the best mean reward wins (the first on ties).
pub fn standard<G: BotGame>(view: &G::View, seat: Seat, legal: &[G::Action], samples: u32, rng: &mut GameRng) -> usize {
    let mut totals = vec![0.0; legal.len()];
    for _ in 0..samples.max(1) {
        let sampled = G::determinize(view, seat, rng);
        let stream = u64::from(rng.next_u32());
        for (total, action) in totals.iter_mut().zip(legal) {
            let mut state = sampled.clone();
            advance::<G>(&mut state, seat, action);
            let mut same = GameRng::with_stream(stream, 1);
            *total += playout::<G>(&mut state, G::HORIZON, &mut same)[seat.index()];
        }
    }
    let mut best = 0;
    for (i, t) in totals.iter().enumerate() {
        if *t > totals[best] {
            best = i;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{PLAYABLE, WithGame, by_id, with_game};

    /// Plays seeded random games of every player count twice, once through the guarded
    /// `engine::play` (events collected) and once through `advance` (events dropped), and
    /// requires the same state after every step: dropping the events changes nothing else.
    struct SameWithoutEvents;

    impl WithGame for SameWithoutEvents {
        type Output = usize;

        fn with<G: BotGame>(self) -> usize {
            let (min, max) = by_id(G::ID).expect("a listed game").players;
            let mut steps = 0;
            for players in min..=max {
                let config = G::configure(players, &Default::default());
                let mut played = G::setup(&config, u64::from(players)).expect("a valid table");
                let mut advanced = played.clone();
                let mut rng = GameRng::with_stream(u64::from(players), 5);
                while let ToAct::Seats(seats) = G::to_act(&played) {
                    let legal = G::legal_actions(&played, seats.nth(0));
                    let action = &legal[rng.index(legal.len())];
                    G::apply(&mut played, seats.nth(0), action).expect("a legal action");
                    advance::<G>(&mut advanced, seats.nth(0), action);
                    assert_eq!(played, advanced, "{:?} after {action:?}", G::ID);
                    steps += 1;
                }
            }
            steps
        }
    }

    #[test]
    fn a_playout_step_that_drops_its_events_plays_as_the_guarded_one() {
        for &game in PLAYABLE {
            let steps = with_game(game, SameWithoutEvents).expect("a playable game");
            assert!(steps > 100, "{game:?}: only {steps} steps");
        }
    }
}
