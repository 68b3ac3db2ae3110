//! Whole games between bots, and the win-rate statistics of a tournament.
//!
//! This is the caller's side of a bot: it holds the real state, hands each deciding seat its
//! own view, and applies the answer. Bot seeds are derived from the game seed, the step and
//! the seat, so a game between bots replays exactly.

use super::{Bot, BotGame, Level};
use crate::engine::{Game, ScoreSheet, Seat, TableConfig, ToAct};

/// A bot game's result: the final sheet and the number of actions played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The final score sheet.
    pub sheet: ScoreSheet,
    /// Actions played.
    pub steps: usize,
}

/// A seat's player in an arena game: a level and a budget (its seed comes from the game).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Player {
    /// How well it plays.
    pub level: Level,
    /// Its budget (see [`super::Bot::budget`]).
    pub budget: u32,
}

impl Player {
    /// A player at game `G`'s default budget for `level`, scaled by `percent` (at least 1).
    pub fn scaled<G: BotGame>(level: Level, percent: u32) -> Self {
        Player { level, budget: (G::BUDGETS.of(level) * percent / 100).max(1) }
    }
}

/// Plays a game of `config` from `seed` with one player per seat.
/// Panics if a bot answers with an illegal action or the game passes `max_steps` actions.
pub fn play<G: BotGame>(config: &G::Config, seed: u64, players: &[Player], max_steps: usize) -> Outcome {
    play_observed::<G>(config, seed, players, max_steps, |_, _, _| {}).0
}

/// [`play`], showing `observe` every position before a seat's action is applied; returns the
/// outcome and the final state (for statistics over whole games).
pub fn play_observed<G: BotGame>(
    config: &G::Config,
    seed: u64,
    players: &[Player],
    max_steps: usize,
    observe: impl FnMut(&G::State, Seat, &G::Action),
) -> (Outcome, G::State) {
    assert_eq!(players.len(), usize::from(config.players()), "one player per seat");
    let choose = |seat: Seat, view: &G::View, seed: u64| {
        let Player { level, budget } = players[seat.index()];
        let action = Bot { level, budget, seed }.choose::<G>(view, seat).expect("a deciding seat gets an action");
        (action, level)
    };
    play_with::<G, Level>(config, seed, max_steps, choose, observe)
}

/// [`play_observed`] with any chooser: `choose` gets the deciding seat, its view and the bot seed
/// of that decision, and answers with an action and a label for a panic message (the level).
pub fn play_with<G: Game, L: std::fmt::Debug>(
    config: &G::Config,
    seed: u64,
    max_steps: usize,
    mut choose: impl FnMut(Seat, &G::View, u64) -> (G::Action, L),
    mut observe: impl FnMut(&G::State, Seat, &G::Action),
) -> (Outcome, G::State) {
    let mut state = G::setup(config, seed).expect("the configuration sets up");
    let mut steps = 0;
    while let ToAct::Seats(seats) = G::to_act(&state) {
        assert!(steps < max_steps, "the game is not over after {max_steps} actions");
        for seat in seats {
            if !G::to_act(&state).seats().contains(seat) {
                continue;
            }
            let bot_seed = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ ((steps as u64) << 8) ^ u64::from(seat.0);
            let (action, level) = choose(seat, &G::view(&state, Some(seat)), bot_seed);
            observe(&state, seat, &action);
            G::apply(&mut state, seat, &action).unwrap_or_else(|e| panic!("{level:?} played {action:?}: {e:?}"));
            steps += 1;
        }
    }
    (Outcome { sheet: G::score(&state), steps }, state)
}

/// The share of a game `seat` won: 1 for a sole win, 1/k for a win shared by k, else 0.
pub fn win_share(sheet: &ScoreSheet, seat: Seat) -> f64 {
    let winners = sheet.winners();
    if winners.contains(&seat) { 1.0 / winners.len() as f64 } else { 0.0 }
}

/// A win rate with its 95% confidence interval (Wilson score interval, shared wins counted
/// fractionally).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WinRate {
    /// Games counted.
    pub games: usize,
    /// Wins (fractional for shared wins).
    pub wins: f64,
}

impl WinRate {
    /// The observed share of wins.
    pub fn rate(&self) -> f64 {
        if self.games == 0 { 0.0 } else { self.wins / self.games as f64 }
    }

    /// The 95% Wilson interval (low, high) of the win rate.
    pub fn interval(&self) -> (f64, f64) {
        if self.games == 0 {
            return (0.0, 1.0);
        }
        let (n, p, z) = (self.games as f64, self.rate(), 1.96);
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wilson_interval_brackets_the_rate_and_narrows_with_more_games() {
        let small = WinRate { games: 20, wins: 10.0 }.interval();
        let large = WinRate { games: 500, wins: 250.0 }.interval();
        assert!(small.0 < 0.5 && 0.5 < small.1 && large.0 < 0.5 && 0.5 < large.1);
        assert!(large.1 - large.0 < small.1 - small.0);
        assert!((large.0 - 0.456).abs() < 0.001, "{large:?}");
        assert_eq!(WinRate { games: 10, wins: 10.0 }.interval().1, 1.0);
    }
}
