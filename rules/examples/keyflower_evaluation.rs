//! How well Keyflower's evaluation predicts the end (issue 32 item 2): bots play seeded games
//! (seeds 1, 2, …) at every player count; at the first decision of each season the position is
//! kept, and once the game is over each evaluation's ranking of the players there is compared
//! with the final scores: Kendall's tau (the share of pairs of players ordered as the end orders
//! them, less the share ordered the other way; pairs tied at the end left out) and how often the
//! player it rates highest is a winner. Today's evaluation (`BotGame::evaluate`) and that of
//! 2026-11-27 (`bots::keyflower::evaluate_2026`, the baseline's) read the same positions. A
//! measurement, not a test; the figures are in `docs/bots.md`:
//!
//! ```text
//! cargo run --release -p keydom-rules --example keyflower_evaluation [GAMES [LEVEL]]
//! ```
//! GAMES per player count (10 if left out); LEVEL of every seat (`beginner`, the default,
//! `standard` or `strong`).

use keydom_rules::bots::keyflower::evaluate_2026;
use keydom_rules::bots::{Bot, BotGame, Level, arena};
use keydom_rules::engine::{Game, ScoreSheet, Seat};
use keydom_rules::games::keyflower::data::Season;
use keydom_rules::games::keyflower::state::State;
use keydom_rules::games::keyflower::{Keyflower, Options};

/// An evaluation: every seat's estimated points.
type Evaluation = fn(&State) -> Vec<f64>;

/// The evaluations compared: today's and the baseline's.
const EVALUATIONS: [Evaluation; 2] = [Keyflower::evaluate, evaluate_2026];

/// Sums of tau and of top hits per season, with how many positions they count.
#[derive(Clone, Copy, Default)]
struct Fit {
    tau: f64,
    top: f64,
    positions: u32,
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().map_or(10, |g| g.parse().expect("GAMES is a number"));
    let level = match args.next().as_deref() {
        None | Some("beginner") => Level::Beginner,
        Some("standard") => Level::Standard,
        Some("strong") => Level::Strong,
        Some(other) => panic!("unknown level {other}"),
    };
    println!("players season positions | tau: today / 2026-11-27 | top player predicted: today / 2026-11-27");
    for players in 2..=6u8 {
        let config = Keyflower::configure(players, &Options::default());
        let mut fits = [[Fit::default(); 4]; 2];
        for seed in 1..=games {
            let mut kept: Vec<State> = Vec::new();
            let choose = |seat: Seat, view: &_, bot_seed| {
                let bot = Bot::new::<Keyflower>(level, bot_seed);
                (bot.choose::<Keyflower>(view, seat).expect("a deciding seat gets an action"), level)
            };
            let observe = |state: &State, _: Seat, _: &_| {
                if kept.last().is_none_or(|last| last.season != state.season) {
                    kept.push(state.clone());
                }
            };
            let (outcome, _) = arena::play_with::<Keyflower, Level>(&config, seed, 100_000, choose, observe);
            for state in &kept {
                for (fit, evaluate) in fits.iter_mut().zip(EVALUATIONS) {
                    let f = &mut fit[state.season as usize];
                    let (tau, top) = agreement(&evaluate(state), &outcome.sheet);
                    f.tau += tau;
                    f.top += top;
                    f.positions += 1;
                }
            }
        }
        for season in [Season::Spring, Season::Summer, Season::Autumn, Season::Winter] {
            let [today, old] = fits.map(|f| f[season as usize]);
            let n = f64::from(today.positions.max(1));
            println!(
                "{players} {season:?} {} | {:.2} / {:.2} | {:.0}% / {:.0}%",
                today.positions,
                today.tau / n,
                old.tau / n,
                100.0 * today.top / n,
                100.0 * old.top / n
            );
        }
    }
}

/// Kendall's tau between `values` and the final totals, and whether the best valued seat (the
/// first of equals) is among the winners.
fn agreement(values: &[f64], sheet: &ScoreSheet) -> (f64, f64) {
    let totals: Vec<i32> = (0..values.len()).map(|i| sheet.total(Seat(i as u8))).collect();
    let (mut same, mut other, mut pairs) = (0.0, 0.0, 0.0);
    for i in 0..values.len() {
        for j in i + 1..values.len() {
            if totals[i] == totals[j] {
                continue;
            }
            pairs += 1.0;
            let end = totals[i] > totals[j];
            if values[i] != values[j] {
                if (values[i] > values[j]) == end { same += 1.0 } else { other += 1.0 }
            }
        }
    }
    let tau = if pairs > 0.0 { (same - other) / pairs } else { 0.0 };
    let best = (0..values.len()).fold(0, |b, i| if values[i] > values[b] { i } else { b });
    (tau, f64::from(u8::from(sheet.winners().contains(&Seat(best as u8)))))
}
