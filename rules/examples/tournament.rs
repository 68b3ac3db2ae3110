//! Seeded bot tournaments: one level in one seat (rotating through all seats) against another
//! level in every other seat, with the win rate and its 95% confidence interval.
//!
//! ```text
//! cargo run --release -p keydom-rules --example tournament -- GAME PLAYERS HERO OPPONENT GAMES [BUDGET% [FIRST_SEED]]
//! cargo run --release -p keydom-rules --example tournament -- nuernberg 2 strong standard 100
//! cargo run --release -p keydom-rules --example tournament -- key_market 4 strong standard 40
//! cargo run --release -p keydom-rules --example tournament -- keyflower 2 strong standard 20
//! cargo run --release -p keydom-rules --example tournament -- keyflower-merchants 4 strong standard 12
//! cargo run --release -p keydom-rules --example tournament -- keyper 2 strong standard 20
//! cargo run --release -p keydom-rules --example tournament -- time nuernberg 4
//! cargo run --release -p keydom-rules --example tournament -- hint key_market 4 3
//! cargo run --release -p keydom-rules --example tournament -- nuernberg 2 strong baseline 100
//! cargo run --release -p keydom-rules --example tournament -- first nuernberg 3 1
//! ```
//! GAME is `nuernberg`, `key_market`, `keyflower` (the base game), `keyflower-merchants` (with The
//! Merchants), `keyper` or `goofspiel` (6 cards, test-only); levels are `beginner`, `standard`,
//! `strong`, `baseline` (Strong as it stood on 2026-11-27, kept as the mark to beat:
//! `bots::baseline`) and, for Nürnberg only, `nopass` (Strong that plays its best plan
//! whenever it would pass); BUDGET% scales the hero's default budget (100 if left out; the
//! opponents always play at their defaults); FIRST_SEED (1 if left out) starts the seeds later, so
//! that a long run can be split or continued (`... 100 100 41` plays seeds 41–140). Nürnberg's tournaments also print how often each
//! side passed a whole round (passed at its first planning decision of a round) and how often it
//! passed at all (of its planning decisions); Keyflower's and Keyper's print each side's points a
//! village (or estate) by score-sheet row, and the best-scoring opponent's. `time` plays one game
//! with Strong in every seat at the default budget and prints the native time per move
//! (mean, 95th percentile and slowest); `time GAME PLAYERS EVERY` plays random moves instead and
//! times Strong at every EVERY-th decision (for long games such as Keyflower's); on Linux both
//! also print the thread's CPU time per move, which other jobs on a shared machine do not inflate; `examples/wasm_timing.rs` times the same games in WebAssembly.
//! `time-standard` does the same for Standard's move, `hint` for a hint (`bots::hint::rank` at `hint_budget`) instead of
//! Strong's move. `first nuernberg PLAYERS SEED [LEVEL]` prints the hint (of `strong`, or of
//! `baseline`) at the very first decision of a game set up from SEED, every action with its
//! visits and estimated win chance.

#[path = "cpu/mod.rs"]
mod cpu;

use cpu::cpu_seconds;
use keydom_rules::bots::arena::{self, Player, WinRate};
use keydom_rules::bots::baseline::{Baseline, Frozen};
use keydom_rules::bots::hint::{hint_budget, rank};
use keydom_rules::bots::{Bot, BotGame, Level};
use keydom_rules::engine::{Game, GameRng, ScoreSheet, Seat, TableConfig, ToAct};
use keydom_rules::games::key_market::{self, KeyMarket};
use keydom_rules::games::keyflower::{self, Keyflower};
use keydom_rules::games::keyper::{self, Keyper};
use keydom_rules::games::nuernberg::{self, Config, Nuernberg, Phase};
use keydom_rules::goofspiel;
use keydom_rules::text::Describe;
use std::time::Instant;

/// Who plays a seat: a level of today's bots, the baseline, or Strong that never passes.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Contender {
    Level(Level),
    Baseline,
    NoPass,
}

fn contender(name: &str) -> Contender {
    match name {
        "beginner" => Contender::Level(Level::Beginner),
        "standard" => Contender::Level(Level::Standard),
        "strong" => Contender::Level(Level::Strong),
        "baseline" => Contender::Baseline,
        "nopass" => Contender::NoPass,
        other => panic!("unknown level {other}: beginner, standard, strong, baseline or nopass"),
    }
}

/// A contender at `percent` of its default budget.
#[derive(Clone, Copy, Debug)]
struct Entry {
    who: Contender,
    percent: u32,
}

impl Entry {
    /// The entry's action as `seat`, which sees `view`, from `seed`. `pass` is the action
    /// [`Contender::NoPass`] avoids: it plays Strong's ranking's best other action.
    fn choose<G: Frozen>(self, view: &G::View, seat: Seat, seed: u64, pass: Option<&G::Action>) -> G::Action {
        let bot = |level| {
            let Player { level, budget } = Player::scaled::<G>(level, self.percent);
            Bot { level, budget, seed }
        };
        let action = match self.who {
            Contender::Level(level) => bot(level).choose::<G>(view, seat),
            Contender::Baseline => {
                let Player { level, budget } = Player::scaled::<Baseline<G>>(Level::Strong, self.percent);
                Bot { level, budget, seed }.choose::<Baseline<G>>(view, seat)
            }
            Contender::NoPass => {
                let pass = pass.expect("nopass is for nuernberg only");
                let ranked = rank::<G>(view, seat, bot(Level::Strong).budget, seed);
                let first = ranked.first().map(|r| r.action.clone());
                ranked.into_iter().map(|r| r.action).find(|a| a != pass).or(first)
            }
        };
        action.expect("a deciding seat gets an action")
    }
}

/// Plays the games of `seeds` with `hero` rotating through the seats (seed `s` puts it in seat
/// `(s - 1) mod players`, so a run split by seeds plays the same games); `pass` as in
/// [`Entry::choose`]. `observe` sees every decision before it is played, and whether the hero
/// made it; `finished` every game's last state with the hero's seat. Prints the tally after
/// each game to stderr.
fn tournament<G: Frozen>(
    config: &G::Config,
    (hero, opponent): (Entry, Entry),
    seeds: std::ops::Range<u64>,
    pass: Option<&G::Action>,
    mut observe: impl FnMut(bool, &G::State, &G::Action),
    mut finished: impl FnMut(&G::State, Seat),
) -> WinRate {
    let n = usize::from(config.players());
    let mut rate = WinRate { games: 0, wins: 0.0 };
    for game in seeds {
        let hero_seat = Seat((((game - 1) as usize) % n) as u8);
        let entry = |seat: Seat| if seat == hero_seat { hero } else { opponent };
        let choose = |seat, view: &G::View, seed| (entry(seat).choose::<G>(view, seat, seed, pass), entry(seat).who);
        let seen = |state: &G::State, seat, action: &G::Action| observe(seat == hero_seat, state, action);
        let (outcome, last) = arena::play_with::<G, Contender>(config, game, 100_000, choose, seen);
        finished(&last, hero_seat);
        rate.games += 1;
        rate.wins += arena::win_share(&outcome.sheet, hero_seat);
        // Progress on stderr, so that a long run can be read before it ends.
        eprintln!(
            "game {} (seed {game}): hero {:.2}, so far {:.1} of {}",
            rate.games,
            arena::win_share(&outcome.sheet, hero_seat),
            rate.wins,
            rate.games
        );
    }
    rate
}

/// The finished villages of one side of a Keyflower tournament: its turn-order tiles and the
/// points they made (one a connected tile), and the Sea Breese boats held with the boats linked
/// by water to the home tile (`score::linked_boats`).
#[derive(Clone, Copy, Default)]
struct Villages {
    turn_order_tiles: u32,
    connections: u32,
    sea_breese: u32,
    chain: u32,
}

impl Villages {
    fn count(&mut self, state: &keyflower::state::State, seat: Seat) {
        use keyflower::state::Building;
        let village = &state.players[seat].village;
        self.turn_order_tiles += village.iter().filter(|p| matches!(p.building, Building::TurnOrder(_))).count() as u32;
        self.connections += keyflower::score::turn_order_points(state, village) as u32;
        if village.iter().any(|p| p.building == Building::Boat(keyflower::data::SEA_BREESE)) {
            self.sea_breese += 1;
            self.chain += keyflower::score::linked_boats(village) as u32;
        }
    }

    /// The tally in a few words.
    fn line(&self) -> String {
        let per = |n: u32, of: u32| if of == 0 { 0.0 } else { f64::from(n) / f64::from(of) };
        format!(
            "{} turn-order tiles, {:.2} connections each; Sea Breese held {} times, chain of {:.2} boats",
            self.turn_order_tiles,
            per(self.connections, self.turn_order_tiles),
            self.sea_breese,
            per(self.chain, self.sea_breese)
        )
    }

    fn print(&self, who: &str) {
        println!("{who}: {}", self.line());
    }
}

/// The points one side of a Keyflower or Keyper tournament scored, summed row by row of the score
/// sheet over its finished villages (or estates): where a side gains or loses against the other.
#[derive(Clone, Default)]
struct Rows {
    players: u32,
    names: Vec<String>,
    points: Vec<i64>,
}

impl Rows {
    fn count(&mut self, sheet: &ScoreSheet, seat: Seat) {
        if self.names.is_empty() {
            self.names = sheet.categories.iter().map(|c| c.en.to_string()).collect();
            self.points = vec![0; self.names.len()];
        }
        self.players += 1;
        for (sum, &p) in self.points.iter_mut().zip(&sheet.points[seat]) {
            *sum += i64::from(p);
        }
    }

    /// Each row's mean points a player, and their total.
    fn line(&self) -> String {
        let n = f64::from(self.players.max(1));
        let rows: Vec<String> =
            self.names.iter().zip(&self.points).map(|(name, &p)| format!("{name} {:.2}", p as f64 / n)).collect();
        format!("{:.2} points a player: {}", self.points.iter().sum::<i64>() as f64 / n, rows.join(", "))
    }
}

/// The score sheet's rows of the hero's side, of the opponents', and of the best-scoring opponent
/// of each game.
#[derive(Default)]
struct Sides([Rows; 3]);

impl Sides {
    /// Adds a finished game's `sheet` with the hero in `hero`, and prints the running sums to
    /// stderr.
    fn count(&mut self, sheet: &ScoreSheet, hero: Seat) {
        let players = sheet.points.len();
        let total = |seat: Seat| sheet.points[seat].iter().sum::<i32>();
        for seat in Seat::all(players) {
            self.0[usize::from(seat != hero)].count(sheet, seat);
        }
        if let Some(best) = Seat::all(players).filter(|&s| s != hero).max_by_key(|&s| total(s)) {
            self.0[2].count(sheet, best);
            eprintln!("  scores: hero {}, best opponent {}", total(hero), total(best));
        }
        eprintln!("  rows: {} | {} | best opponent {}", self.0[0].line(), self.0[1].line(), self.0[2].line());
    }

    /// The rows of `side` (0 the hero's, 1 the opponents').
    fn line(&self, side: usize) -> String {
        self.0[side].line()
    }

    /// The best opponents' rows, after the run.
    fn print_best(&self, opponent: Contender) {
        println!("the best-scoring {opponent:?} of each game: {}", self.0[2].line());
    }
}

/// How often one side of a Nürnberg tournament passed.
#[derive(Clone, Copy, Debug)]
struct Passes {
    /// First planning decisions of a round, and passes among them (a whole round sat out).
    rounds: WinRate,
    /// Planning decisions, and passes among them.
    plans: WinRate,
}

impl Passes {
    /// Nothing counted yet.
    const NONE: Passes = Passes { rounds: WinRate { games: 0, wins: 0.0 }, plans: WinRate { games: 0, wins: 0.0 } };

    /// Counts a decision if it is a planning one.
    fn count(&mut self, state: &nuernberg::State, action: &nuernberg::Action) {
        if let Phase::Planning { .. } = state.phase {
            let passed = f64::from(u8::from(*action == nuernberg::Action::Pass));
            if state.pass == 1 {
                self.rounds.games += 1;
                self.rounds.wins += passed;
            }
            self.plans.games += 1;
            self.plans.wins += passed;
        }
    }

    fn print(&self, who: &str) {
        let share = |r: &WinRate| {
            let (low, high) = r.interval();
            format!(
                "{:.0} of {} ({:.1}%, 95% CI {:.1}–{:.1}%)",
                r.wins,
                r.games,
                100.0 * r.rate(),
                100.0 * low,
                100.0 * high
            )
        };
        println!(
            "  {who} passed a whole round {}; passed at {} planning decisions",
            share(&self.rounds),
            share(&self.plans)
        );
    }
}

/// The hint at the very first decision of a Nürnberg game for `players` set up from `seed`.
fn first_decision(players: u8, seed: u64, who: Contender) {
    let state = Nuernberg::setup(&Config::new(players), seed).expect("sets up");
    let ToAct::Seats(seats) = Nuernberg::to_act(&state) else { unreachable!("a new game goes on") };
    let seat = seats.nth(0);
    let view = Nuernberg::view(&state, Some(seat));
    let ranking = match who {
        Contender::Baseline => rank::<Baseline<Nuernberg>>(&view, seat, hint_budget::<Baseline<Nuernberg>>(), seed),
        _ => rank::<Nuernberg>(&view, seat, hint_budget::<Nuernberg>(), seed),
    };
    let plans = ranking.iter().filter(|r| r.action != nuernberg::Action::Pass);
    let best_plan = plans.map(|r| r.mean).fold(0.0, f64::max);
    println!(
        "nuernberg {players}p seed {seed}, {who:?}'s hint for {seat:?} at the first decision (best plan {:.1}%):",
        100.0 * best_plan
    );
    for (i, r) in ranking.iter().enumerate() {
        let text = r.action.describe().en;
        println!("  {:>2}. {text}: {} visits, {:.1}% ± {:.1}", i + 1, r.visits, 100.0 * r.mean, 100.0 * r.spread);
    }
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

/// Standard at the default budget.
fn standard<G: BotGame>(view: &G::View, seat: Seat, seed: u64) -> G::Action {
    Bot::new::<G>(Level::Standard, seed).choose::<G>(view, seat).expect("acts")
}

/// What a timing `mode` times: a hint's best action (`hint`), Standard's move (`time-standard`)
/// or Strong's (`time`).
fn thinker<G: BotGame>(mode: &str) -> Think<G> {
    match mode {
        "hint" => hint::<G>,
        "time-standard" => standard::<G>,
        _ => strong::<G>,
    }
}

/// Strong, a hint or Standard (as [`thinker`] reads `mode`), timed over one game (seed 1; moves with a single legal action
/// left out): a game of its choices if `every` is 0, else a game of random moves with it timed
/// at every `every`-th decision. Returns how many moves were timed, the (mean, 95th
/// percentile, slowest) native seconds by the wall clock, and the same by CPU time where it is
/// known.
fn time_per_move<G: BotGame>(config: &G::Config, every: u64, mode: &str) -> (usize, Summary, Option<Summary>) {
    let think = thinker::<G>(mode);
    let mut state = G::setup(config, 1).expect("sets up");
    let (mut times, mut cpu): (Vec<f64>, Vec<Option<f64>>) = (Vec::new(), Vec::new());
    let mut rng = GameRng::with_stream(1, 77);
    // Bot seeds count every decision, as in examples/wasm_timing.rs, so both play the same game.
    for decision in 0u64.. {
        let ToAct::Seats(seats) = G::to_act(&state) else { break };
        let seat = seats.nth(0);
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
    let usage = "GAME PLAYERS HERO OPPONENT GAMES [BUDGET% [FIRST_SEED]] | time GAME PLAYERS [EVERY] | time-standard GAME PLAYERS [EVERY] | hint GAME PLAYERS [EVERY] | first nuernberg PLAYERS SEED [LEVEL]";
    let mode = args.first().map(String::as_str);
    if let Some(mode @ ("time" | "hint" | "time-standard")) = mode {
        let players: u8 = args.get(2).and_then(|p| p.parse().ok()).expect(usage);
        let every: u64 = args.get(3).map_or(0, |e| e.parse().expect(usage));
        let (moves, (mean, p95, slowest), cpu) = match args[1].as_str() {
            "nuernberg" => time_per_move::<Nuernberg>(&Config::new(players), every, mode),
            "key_market" => time_per_move::<KeyMarket>(&key_market::Config::new(players, false), every, mode),
            name if name.starts_with("keyflower") => {
                time_per_move::<Keyflower>(&keyflower_table(name, players), every, mode)
            }
            "keyper" => time_per_move::<Keyper>(&Keyper::configure(players, &()), every, mode),
            _ => time_per_move::<goofspiel::Goofspiel>(&goofspiel::Config { players, cards: 6 }, every, mode),
        };
        let what = match mode {
            "hint" => "a hint (4 × Strong's budget)",
            "time-standard" => "Standard (default budget)",
            _ => "Strong (default budget)",
        };
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
    if mode == Some("first") {
        let players: u8 = args.get(2).and_then(|p| p.parse().ok()).expect(usage);
        let seed: u64 = args.get(3).and_then(|p| p.parse().ok()).expect(usage);
        first_decision(players, seed, args.get(4).map_or(Contender::Level(Level::Strong), |l| contender(l)));
        return;
    }
    assert!(args.len() >= 5, "{usage}");
    let players: u8 = args[1].parse().expect(usage);
    let (hero, opponent) = (contender(&args[2]), contender(&args[3]));
    let games: u64 = args[4].parse().expect(usage);
    let budget: u32 = args.get(5).map_or(100, |b| b.parse().expect(usage));
    let first: u64 = args.get(6).map_or(1, |f| f.parse().expect(usage));
    let seeds = first..first + games;
    let last = first + games - 1;
    let sides = (Entry { who: hero, percent: budget }, Entry { who: opponent, percent: 100 });
    let rate = match args[0].as_str() {
        "nuernberg" => {
            let mut passes = [Passes::NONE; 2];
            let count = |by_hero: bool, state: &nuernberg::State, action: &nuernberg::Action| {
                passes[usize::from(!by_hero)].count(state, action)
            };
            let pass = Some(&nuernberg::Action::Pass);
            let rate = tournament::<Nuernberg>(&Config::new(players), sides, seeds, pass, count, |_, _| {});
            passes[0].print(&format!("{hero:?}"));
            passes[1].print(&format!("{opponent:?}"));
            rate
        }
        "key_market" => {
            let config = key_market::Config::new(players, false);
            tournament::<KeyMarket>(&config, sides, seeds, None, |_, _, _| {}, |_, _| {})
        }
        name if name.starts_with("keyflower") => {
            let mut villages = [Villages::default(); 2];
            let mut rows = Sides::default();
            let count = |state: &keyflower::state::State, hero: Seat| {
                for seat in Seat::all(state.players()) {
                    villages[usize::from(seat != hero)].count(state, seat);
                }
                eprintln!("  villages: {} | {}", villages[0].line(), villages[1].line());
                rows.count(&keyflower::score::sheet(state), hero);
            };
            let rate =
                tournament::<Keyflower>(&keyflower_table(name, players), sides, seeds, None, |_, _, _| {}, count);
            for (side, who) in [(0, hero), (1, opponent)] {
                villages[side].print(&format!("{who:?}"));
                println!("  {}", rows.line(side));
            }
            rows.print_best(opponent);
            rate
        }
        "keyper" => {
            let mut rows = Sides::default();
            let count = |state: &keyper::State, hero: Seat| rows.count(&Keyper::score(state), hero);
            let rate = tournament::<Keyper>(&Keyper::configure(players, &()), sides, seeds, None, |_, _, _| {}, count);
            for (side, who) in [(0, hero), (1, opponent)] {
                println!("{who:?}: {}", rows.line(side));
            }
            rows.print_best(opponent);
            rate
        }
        _ => {
            let config = goofspiel::Config { players, cards: 6 };
            tournament::<goofspiel::Goofspiel>(&config, sides, seeds, None, |_, _, _| {}, |_, _| {})
        }
    };
    let (low, high) = rate.interval();
    println!(
        "{} {players}p, {hero:?} vs {opponent:?}, {games} games (seeds {first}–{last}), budget {budget}%: {hero:?} wins {:.1}% (95% CI {:.1}–{:.1}%), fair share {:.1}%",
        args[0],
        100.0 * rate.rate(),
        100.0 * low,
        100.0 * high,
        100.0 / f64::from(players)
    );
}
