//! Seeded bot tournaments: one level in one seat (rotating through all seats) against another
//! level in every other seat, with the win rate and its 95% confidence interval.
//!
//! ```text
//! cargo run --release -p keydom-rules --example tournament -- GAME PLAYERS HERO OPPONENT GAMES [BUDGET%]
//! cargo run --release -p keydom-rules --example tournament -- nuernberg 2 strong standard 100
//! cargo run --release -p keydom-rules --example tournament -- key_market 4 strong standard 40
//! cargo run --release -p keydom-rules --example tournament -- keyflower 2 strong standard 20
//! cargo run --release -p keydom-rules --example tournament -- keyflower-merchants 4 strong standard 12
//! cargo run --release -p keydom-rules --example tournament -- keyper 2 strong standard 20
//! cargo run --release -p keydom-rules --example tournament -- time nuernberg 4
//! cargo run --release -p keydom-rules --example tournament -- hint key_market 4 3
//! ```
//! GAME is `nuernberg`, `key_market`, `keyflower` (the base game), `keyflower-merchants` (with The
//! Merchants), `keyper` or `goofspiel` (6 cards, test-only); levels are `beginner`, `standard`
//! and `strong`; BUDGET% scales the hero's default budget (100 if left out; the opponents
//! always play at their defaults). `time` plays one game
//! with Strong in every seat at the default budget and prints the native time per move
//! (mean, 95th percentile and slowest); `time GAME PLAYERS EVERY` plays random moves instead and
//! times Strong at every EVERY-th decision (for long games such as Keyflower's); on Linux both
//! also print the thread's CPU time per move, which other jobs on a shared machine do not inflate; `examples/wasm_timing.rs` times the same games in WebAssembly.
//! `hint` does the same as `time` for a hint (`bots::hint::rank` at `hint_budget`) instead of
//! Strong's move.

#[path = "cpu/mod.rs"]
mod cpu;

use cpu::cpu_seconds;
use keydom_rules::bots::arena::{self, Player, WinRate};
use keydom_rules::bots::hint::{hint_budget, rank};
use keydom_rules::bots::{Bot, BotGame, Level};
use keydom_rules::engine::{Game, GameRng, Seat, TableConfig, ToAct};
use keydom_rules::games::key_market::{self, KeyMarket};
use keydom_rules::games::keyflower::{self, Keyflower};
use keydom_rules::games::keyper::Keyper;
use keydom_rules::games::nuernberg::{Config, Nuernberg};
use keydom_rules::goofspiel;
use std::time::Instant;

fn level(name: &str) -> Level {
    match name {
        "beginner" => Level::Beginner,
        "standard" => Level::Standard,
        "strong" => Level::Strong,
        other => panic!("unknown level {other}: beginner, standard or strong"),
    }
}

/// Plays `games` games (seeds 1..) with `hero` rotating through the seats.
fn tournament<G: BotGame>(config: &G::Config, hero: Player, opponent: Player, games: u64) -> WinRate {
    let n = usize::from(config.players());
    let mut rate = WinRate { games: 0, wins: 0.0 };
    for game in 0..games {
        let seat = (game as usize) % n;
        let players: Vec<Player> = (0..n).map(|s| if s == seat { hero } else { opponent }).collect();
        let outcome = arena::play::<G>(config, game + 1, &players, 100_000);
        rate.games += 1;
        rate.wins += arena::win_share(&outcome.sheet, Seat(seat as u8));
    }
    rate
}

/// Mean, 95th percentile and largest of some times, in seconds.
type Summary = (f64, f64, f64);

/// The [`Summary`] of `times`.
fn summary(mut times: Vec<f64>) -> Summary {
    times.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
    let p95 = times.get(times.len() * 95 / 100).or(times.last()).copied().unwrap_or(0.0);
    (mean, p95, times.last().copied().unwrap_or(0.0))
}

/// How a decision is thought over: Strong's move, or a hint's best action.
type Think<G> = fn(&<G as Game>::View, Seat, u64) -> <G as Game>::Action;

/// Strong at the default budget.
fn strong<G: BotGame>(view: &G::View, seat: Seat, seed: u64) -> G::Action {
    Bot::new::<G>(Level::Strong, seed).choose::<G>(view, seat).expect("acts")
}

/// A hint at its budget; its best action.
fn hint<G: BotGame>(view: &G::View, seat: Seat, seed: u64) -> G::Action {
    rank::<G>(view, seat, hint_budget::<G>(), seed).swap_remove(0).action
}

/// A hint's best action if `hints`, else Strong's move.
fn thinker<G: BotGame>(hints: bool) -> Think<G> {
    if hints { hint::<G> } else { strong::<G> }
}

/// Strong, or a hint if `hints`, timed over one game (seed 1; moves with a single legal action
/// left out): a game of its choices if `every` is 0, else a game of random moves with it timed
/// at every `every`-th decision. Returns how many moves were timed, the (mean, 95th
/// percentile, slowest) native seconds by the wall clock, and the same by CPU time where it is
/// known.
fn time_per_move<G: BotGame>(config: &G::Config, every: u64, hints: bool) -> (usize, Summary, Option<Summary>) {
    let think = thinker::<G>(hints);
    let mut state = G::setup(config, 1).expect("sets up");
    let (mut times, mut cpu): (Vec<f64>, Vec<Option<f64>>) = (Vec::new(), Vec::new());
    let mut rng = GameRng::with_stream(1, 77);
    // Bot seeds count every decision, as in examples/wasm_timing.rs, so both play the same game.
    for decision in 0u64.. {
        let ToAct::Seats(seats) = G::to_act(&state) else { break };
        let seat = seats[0];
        let legal = G::legal_actions(&state, seat);
        let mut action = legal[rng.index(legal.len())].clone();
        if every == 0 || decision % every == 0 {
            let view = G::view(&state, Some(seat));
            let (start, start_cpu) = (Instant::now(), cpu_seconds());
            let chosen = think(&view, seat, decision);
            if legal.len() > 1 {
                times.push(start.elapsed().as_secs_f64());
                cpu.push(cpu_seconds().zip(start_cpu).map(|(end, begin)| end - begin));
            }
            if every == 0 {
                action = chosen;
            }
        }
        G::apply(&mut state, seat, &action).expect("legal");
    }
    let cpu: Option<Vec<f64>> = cpu.into_iter().collect();
    (times.len(), summary(times), cpu.map(summary))
}

/// Keyflower's table: the base game, or with The Merchants (no variants) for `keyflower-merchants`.
fn keyflower_table(name: &str, players: u8) -> keyflower::Config {
    let merchants = match name {
        "keyflower" => false,
        "keyflower-merchants" => true,
        other => panic!("unknown game {other}"),
    };
    Keyflower::configure(players, &keyflower::Options { merchants, ..keyflower::Options::default() })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "GAME PLAYERS HERO OPPONENT GAMES [BUDGET%] | time GAME PLAYERS [EVERY] | hint GAME PLAYERS [EVERY]";
    let mode = args.first().map(String::as_str);
    if mode == Some("time") || mode == Some("hint") {
        let hints = mode == Some("hint");
        let players: u8 = args.get(2).and_then(|p| p.parse().ok()).expect(usage);
        let every: u64 = args.get(3).map_or(0, |e| e.parse().expect(usage));
        let (moves, (mean, p95, slowest), cpu) = match args[1].as_str() {
            "nuernberg" => time_per_move::<Nuernberg>(&Config::new(players), every, hints),
            "key_market" => time_per_move::<KeyMarket>(&key_market::Config::new(players, false), every, hints),
            name if name.starts_with("keyflower") => {
                time_per_move::<Keyflower>(&keyflower_table(name, players), every, hints)
            }
            "keyper" => time_per_move::<Keyper>(&Keyper::configure(players, &()), every, hints),
            _ => time_per_move::<goofspiel::Goofspiel>(&goofspiel::Config { players, cards: 6 }, every, hints),
        };
        let what = if hints { "a hint (4 × Strong's budget)" } else { "Strong (default budget)" };
        println!(
            "{} {players}p: {what}, native, {moves} moves: {:.0} ms per move on average, p95 {:.0} ms, {:.0} ms at most",
            args[1],
            mean * 1000.0,
            p95 * 1000.0,
            slowest * 1000.0
        );
        if let Some((mean, p95, slowest)) = cpu {
            let ms = |s: f64| (s * 1000.0).round();
            println!("  CPU time alone: {} ms on average, p95 {} ms, {} ms at most", ms(mean), ms(p95), ms(slowest));
        }
        return;
    }
    assert!(args.len() >= 5, "{usage}");
    let players: u8 = args[1].parse().expect(usage);
    let (hero, opponent) = (level(&args[2]), level(&args[3]));
    let games: u64 = args[4].parse().expect(usage);
    let budget: u32 = args.get(5).map_or(100, |b| b.parse().expect(usage));
    let rate = match args[0].as_str() {
        "nuernberg" => {
            let (h, o) = (Player::scaled::<Nuernberg>(hero, budget), Player::scaled::<Nuernberg>(opponent, 100));
            tournament::<Nuernberg>(&Config::new(players), h, o, games)
        }
        "key_market" => {
            let (h, o) = (Player::scaled::<KeyMarket>(hero, budget), Player::scaled::<KeyMarket>(opponent, 100));
            tournament::<KeyMarket>(&key_market::Config::new(players, false), h, o, games)
        }
        name if name.starts_with("keyflower") => {
            let (h, o) = (Player::scaled::<Keyflower>(hero, budget), Player::scaled::<Keyflower>(opponent, 100));
            tournament::<Keyflower>(&keyflower_table(name, players), h, o, games)
        }
        "keyper" => {
            let (h, o) = (Player::scaled::<Keyper>(hero, budget), Player::scaled::<Keyper>(opponent, 100));
            tournament::<Keyper>(&Keyper::configure(players, &()), h, o, games)
        }
        _ => {
            type G = goofspiel::Goofspiel;
            let (h, o) = (Player::scaled::<G>(hero, budget), Player::scaled::<G>(opponent, 100));
            tournament::<G>(&goofspiel::Config { players, cards: 6 }, h, o, games)
        }
    };
    let (low, high) = rate.interval();
    println!(
        "{} {players}p, {hero:?} vs {opponent:?}, {games} games, budget {budget}%: {hero:?} wins {:.1}% (95% CI {:.1}–{:.1}%), fair share {:.1}%",
        args[0],
        100.0 * rate.rate(),
        100.0 * low,
        100.0 * high,
        100.0 / f64::from(players)
    );
}
