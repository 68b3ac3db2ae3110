//! How well a game's bot evaluation predicts the end (issue 32 item 2): over positions sampled
//! from seeded self-play at each stage of the game (a season, in Keyflower and Keyper), how often the
//! evaluation's ranking of the players agrees with the final ranking. A measurement, not a
//! test; the figures are in `docs/bots.md`.
//!
//! ```text
//! cargo run --release -p keydom-rules --example evaluation_fit -- GAME PLAYERS GAMES [LEVEL]
//! cargo run --release -p keydom-rules --example evaluation_fit -- keyper 4 40
//! cargo run --release -p keydom-rules --example evaluation_fit -- keyflower-merchants 4 40
//! ```
//! GAME is `keyper`, `keyflower` (the base game) or `keyflower-merchants` (with The Merchants, no
//! variants: the game the app plays by default).
//! The games (seeds 1, 2, …) are played by the baseline's bots (`bots::baseline`) at LEVEL
//! (`beginner` if left out, or `standard`) in every seat, so that they are the same games
//! whichever evaluation is measured. In each stage, the positions a quarter, half and three
//! quarters of the way through its decisions are read. Per position and evaluation: Kendall's
//! tau between the evaluation's order of the seats and their final places (concordant minus
//! discordant pairs over all pairs; a tie on either side counts as neither), and whether the
//! seat the evaluation puts first won (with a shared first place on either side: the seats in both
//! over the larger of the two).
//! "before" is the baseline's evaluation (Strong's of 2026-11-27), "after" today's.
//! For Keyper, today's evaluation is also read by score-sheet row (`bots::keyper::rows_estimated`):
//! per stage and row, its mean estimate a seat against the seat's final points in that row, so
//! that the rows it under- or over-predicts show (the last column, goods and keyples as means, is
//! on no row of the sheet).
//!
//! Each game has its own section below (its stages); the measuring is shared.

use keydom_rules::bots::Level;
use keydom_rules::bots::arena::{self, Player};
use keydom_rules::bots::baseline::{Baseline, Frozen};
use keydom_rules::bots::keyper::rows_estimated;
use keydom_rules::engine::{Game, ScoreSheet, Seat, TableConfig};
use keydom_rules::games::keyflower::{self, Keyflower};
use keydom_rules::games::keyper::{self, Keyper};

/// Running sums of one evaluation's agreement with the final ranking.
#[derive(Clone, Copy, Default)]
struct Fit {
    positions: usize,
    tau: f64,
    leader: f64,
}

impl Fit {
    fn add(&mut self, values: &[f64], sheet: &ScoreSheet) {
        let n = values.len();
        let place = |i: usize| sheet.place(Seat(i as u8)) as f64;
        let (mut agree, mut pairs) = (0.0, 0.0);
        for i in 0..n {
            for j in i + 1..n {
                pairs += 1.0;
                // A higher value should go with a better (lower) place.
                agree += (values[i] - values[j]).signum() * (place(j) - place(i)).signum();
            }
        }
        let best = values.iter().copied().fold(f64::MIN, f64::max);
        let tops: Vec<usize> = (0..n).filter(|&i| values[i] == best).collect();
        let winners = sheet.winners();
        let won = tops.iter().filter(|&&i| winners.contains(&Seat(i as u8))).count() as f64;
        self.positions += 1;
        self.tau += agree / pairs;
        self.leader += won / tops.len().max(winners.len()) as f64;
    }

    fn show(&self) -> String {
        let n = self.positions.max(1) as f64;
        format!("{:+.3} {:5.1}%", self.tau / n, 100.0 * self.leader / n)
    }
}

/// Running sums of an evaluation's estimates by score-sheet row and of the final rows.
#[derive(Clone, Default)]
struct Rows {
    estimates: usize,
    estimated: Vec<f64>,
    scored: Vec<f64>,
}

impl Rows {
    fn add(&mut self, estimates: &[Vec<f64>], sheet: &ScoreSheet) {
        for (i, estimate) in estimates.iter().enumerate() {
            let finals = &sheet.points[Seat(i as u8)];
            self.estimated.resize(estimate.len(), 0.0);
            self.scored.resize(finals.len(), 0.0);
            self.estimated.iter_mut().zip(estimate).for_each(|(sum, x)| *sum += x);
            self.scored.iter_mut().zip(finals).for_each(|(sum, &x)| *sum += f64::from(x));
            self.estimates += 1;
        }
    }

    /// "estimate/final" per row, then the estimate of what is on no row.
    fn show(&self) -> String {
        let n = self.estimates.max(1) as f64;
        let row = |i: usize| match self.scored.get(i) {
            Some(scored) => format!("{:5.1}/{:4.1}", self.estimated[i] / n, scored / n),
            None => format!("{:5.1}", self.estimated[i] / n),
        };
        (0..self.estimated.len()).map(row).collect::<Vec<_>>().join(" ")
    }
}

/// An evaluation's estimate of every seat's final points by score-sheet row (then what is on no
/// row).
type ByRows<S> = fn(&S) -> Vec<Vec<f64>>;

/// The fit of the baseline's and today's evaluations at each stage (`stage` of a position,
/// `None` where nothing is read) over `games` games of `config` played by `level`; with
/// `by_rows` (today's estimate by score-sheet row), also its estimates by row.
fn measure<G: Frozen>(
    config: &G::Config,
    games: u64,
    level: Level,
    stage: fn(&G::State) -> Option<usize>,
    by_rows: Option<ByRows<G::State>>,
) {
    let mut fits: Vec<[Fit; 2]> = Vec::new();
    let mut rows: Vec<Rows> = Vec::new();
    let players = vec![Player::scaled::<Baseline<G>>(level, 100); usize::from(config.players())];
    for seed in 1..=games {
        let mut positions: Vec<(usize, G::State)> = Vec::new();
        let observe = |state: &G::State, _: Seat, _: &G::Action| {
            if let Some(s) = stage(state) {
                positions.push((s, state.clone()));
            }
        };
        let (outcome, _) = arena::play_observed::<Baseline<G>>(config, seed, &players, 100_000, observe);
        let stages = positions.iter().map(|p| p.0 + 1).max().unwrap_or(0);
        fits.resize(fits.len().max(stages), [Fit::default(); 2]);
        rows.resize(fits.len(), Rows::default());
        for (s, (fit, rows)) in fits.iter_mut().zip(&mut rows).enumerate().take(stages) {
            let here: Vec<&G::State> = positions.iter().filter(|p| p.0 == s).map(|p| &p.1).collect();
            for quarter in 1..=3 {
                let Some(state) = here.get(here.len() * quarter / 4) else { continue };
                fit[0].add(&G::frozen_evaluate(state), &outcome.sheet);
                fit[1].add(&G::evaluate(state), &outcome.sheet);
                if let Some(by_rows) = by_rows {
                    rows.add(&by_rows(state), &outcome.sheet);
                }
            }
        }
    }
    println!("stage positions | before: tau leader | after: tau leader");
    let mut all = [Fit::default(); 2];
    for (s, [before, after]) in fits.iter().enumerate() {
        println!("{s} {} | {} | {}", before.positions, before.show(), after.show());
        for (sum, f) in all.iter_mut().zip([before, after]) {
            sum.positions += f.positions;
            sum.tau += f.tau;
            sum.leader += f.leader;
        }
    }
    println!("all {} | {} | {}", all[0].positions, all[0].show(), all[1].show());
    if by_rows.is_some() {
        println!("stage | after, a seat's mean estimate/final points by row, then on no row");
        for (s, r) in rows.iter().enumerate() {
            println!("{s} | {}", r.show());
        }
    }
}

/// Keyper: a stage is a season (0 spring … 3 winter), read at the seats' decisions in turns.
fn keyper_stage(state: &keyper::State) -> Option<usize> {
    (state.phase == keyper::Phase::Turn).then_some(state.season as usize)
}

/// Keyflower: a stage is a season (0 spring … 3 winter), read at every decision.
fn keyflower_stage(state: &keyflower::state::State) -> Option<usize> {
    Some(state.season as usize)
}

fn main() {
    let usage = "evaluation_fit GAME PLAYERS GAMES [beginner|standard]";
    let args: Vec<String> = std::env::args().skip(1).collect();
    let players: u8 = args.get(1).and_then(|p| p.parse().ok()).expect(usage);
    let games: u64 = args.get(2).and_then(|g| g.parse().ok()).expect(usage);
    let level = match args.get(3).map_or("beginner", String::as_str) {
        "beginner" => Level::Beginner,
        "standard" => Level::Standard,
        other => panic!("unknown level {other}: {usage}"),
    };
    println!("{} {players}p, {games} games of {level:?} baseline bots", args[0]);
    match args[0].as_str() {
        name @ ("keyflower" | "keyflower-merchants") => {
            let options = keyflower::Options { merchants: name == "keyflower-merchants", ..Default::default() };
            measure::<Keyflower>(&Keyflower::configure(players, &options), games, level, keyflower_stage, None)
        }
        "keyper" => {
            let by_rows = |s: &keyper::State| rows_estimated(s).into_iter().map(Vec::from).collect();
            measure::<Keyper>(
                &Keyper::configure(players, &Default::default()),
                games,
                level,
                keyper_stage,
                Some(by_rows),
            )
        }
        other => panic!("unknown game {other}: {usage}"),
    }
}
