//! Keyper's balance runs (issue #16, `docs/keyper-data.md` "Checked by play"): whole games with
//! Standard bots in every seat, and the figures the data is checked by, with 95% intervals:
//! win rate by seat, how often each landscape tile is bought in the games where it reached the
//! display, in how many games each field type is used, and the winning scores by category.
//!
//! ```text
//! CARGO_TARGET_DIR=target cargo build --release -p keydom-rules --example keyper_balance
//! target/release/examples/keyper_balance PLAYERS GAMES [BUDGET%] [THREADS]
//! target/release/examples/keyper_balance 2 200 25 2
//! ```
//! Games use seeds 1..=GAMES; BUDGET% scales Standard's default budget (100 if left out, at
//! least one sampled state); THREADS splits the games (1 if left out). The output is Markdown.

use keydom_rules::bots::Level;
use keydom_rules::bots::arena::{self, Player, WinRate};
use keydom_rules::engine::{Game, Seat};
use keydom_rules::games::keyper::data::{Field, Origin, Season, TILES, Tile, faces};
use keydom_rules::games::keyper::{Action, Keyper, Landscape, Spot, State};
use std::collections::{BTreeMap, BTreeSet};

/// Everything counted over a run of games.
#[derive(Default)]
struct Stats {
    games: usize,
    /// Win shares by seat.
    wins: Vec<f64>,
    /// Per tile: games in which it reached the display, and in which it was bought.
    reached: BTreeMap<Tile, usize>,
    bought: BTreeMap<Tile, usize>,
    /// Per field type: games in which a keyple was played on it, and keyples played in all.
    field_games: BTreeMap<Field, usize>,
    field_uses: BTreeMap<Field, usize>,
    /// The winners' points by category (shipping, farm, village, fairs) and in all.
    winning: Vec<[i32; 5]>,
    /// The highest points any player reached in each category, and in all.
    best: [i32; 5],
}

impl Stats {
    fn merge(&mut self, other: Stats) {
        self.games += other.games;
        if self.wins.is_empty() {
            self.wins = vec![0.0; other.wins.len()];
        }
        self.wins.iter_mut().zip(&other.wins).for_each(|(a, b)| *a += b);
        for (map, from) in [(&mut self.reached, other.reached), (&mut self.bought, other.bought)] {
            from.into_iter().for_each(|(k, v)| *map.entry(k).or_default() += v);
        }
        for (map, from) in [(&mut self.field_games, other.field_games), (&mut self.field_uses, other.field_uses)] {
            from.into_iter().for_each(|(k, v)| *map.entry(k).or_default() += v);
        }
        self.winning.extend(other.winning);
        self.best.iter_mut().zip(other.best).for_each(|(best, points)| *best = (*best).max(points));
    }
}

/// The tiles a player took from the display: held, built or built over.
fn owned(state: &State) -> BTreeSet<Tile> {
    let mut out = BTreeSet::new();
    for p in state.players.values() {
        out.extend(p.unbuilt.iter().copied());
        for b in p.farm.iter().chain(&p.village).flatten() {
            out.insert(b.tile);
            out.extend(b.covered);
        }
    }
    out
}

/// Plays the games of `seeds` and counts.
fn run(players: u8, seeds: Vec<u64>, budget: u32) -> Stats {
    let config = Keyper::configure(players, &());
    let bots = vec![Player::scaled::<Keyper>(Level::Standard, budget); usize::from(players)];
    let mut stats = Stats { wins: vec![0.0; usize::from(players)], ..Stats::default() };
    for seed in seeds {
        let mut reached = BTreeSet::new();
        let mut uses: BTreeMap<Field, usize> = BTreeMap::new();
        let see = |state: &State, reached: &mut BTreeSet<Tile>| {
            reached.extend(
                state.display.iter().filter_map(|l| if let Landscape::Building(t) = l { Some(*t) } else { None }),
            );
        };
        let (outcome, end) = arena::play_observed::<Keyper>(&config, seed, &bots, 100_000, |state, _, action| {
            see(state, &mut reached);
            if let Action::PlayKeyple { spot: spot @ Spot::Field { .. }, .. } = action {
                *uses.entry(state.field(*spot).expect("a played field exists")).or_default() += 1;
            }
        });
        see(&end, &mut reached);
        let bought = owned(&end);
        stats.games += 1;
        for &t in &reached {
            *stats.reached.entry(t).or_default() += 1;
            *stats.bought.entry(t).or_default() += usize::from(bought.contains(&t));
        }
        for (field, n) in uses {
            *stats.field_games.entry(field).or_default() += 1;
            *stats.field_uses.entry(field).or_default() += n;
        }
        let sheet = outcome.sheet;
        for s in Seat::all(usize::from(players)) {
            stats.wins[s.index()] += arena::win_share(&sheet, s);
            let p = &sheet.points[s];
            let row = [p[0], p[1], p[2], p[3], sheet.total(s)];
            stats.best.iter_mut().zip(row).for_each(|(best, points)| *best = (*best).max(points));
            if sheet.winners().first() == Some(&s) {
                stats.winning.push(row);
            }
        }
    }
    stats
}

/// A share with its 95% Wilson interval, in percent.
fn share(hits: f64, games: usize) -> String {
    let rate = WinRate { games, wins: hits };
    let (low, high) = rate.interval();
    format!("{:.1}% ({:.1}–{:.1}%)", 100.0 * rate.rate(), 100.0 * low, 100.0 * high)
}

/// Every field type some face shows with this many players (the river field on every face).
fn field_types(players: u8) -> BTreeSet<Field> {
    let mut out = BTreeSet::from([Field::River]);
    for board in 0..4 {
        for season in Season::ALL {
            out.extend(faces(board, season).iter().flat_map(|f| f.iter().copied()));
        }
    }
    out.retain(|f| f.in_play(usize::from(players)));
    out
}

fn main() {
    let usage = "PLAYERS GAMES [BUDGET%] [THREADS]";
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect(usage)).collect();
    let (players, games) = (*args.first().expect(usage) as u8, *args.get(1).expect(usage));
    let budget = args.get(2).map_or(100, |&b| b as u32);
    let threads = args.get(3).map_or(1, |&t| t.max(1));
    let start = std::time::Instant::now();
    let mut stats = Stats::default();
    let parts: Vec<Stats> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let seeds: Vec<u64> = (1..=games).filter(|g| g % threads == t).collect();
                scope.spawn(move || run(players, seeds, budget))
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a thread of games")).collect()
    });
    parts.into_iter().for_each(|p| stats.merge(p));
    let n = stats.games;
    println!(
        "## Keyper, {players} players: {n} games, Standard at {}% of its budget ({} sampled states), {:.0} s\n",
        budget,
        Player::scaled::<Keyper>(Level::Standard, budget).budget,
        start.elapsed().as_secs_f64()
    );
    println!("| Seat | Win rate (95% CI) |\n|---|---|");
    for (s, w) in stats.wins.iter().enumerate() {
        println!("| {} | {} |", s + 1, share(*w, n));
    }
    println!("\n| Landscape tile | Reached the display | Bought when reached (95% CI) |\n|---|---|---|");
    for d in TILES.iter().filter(|d| d.origin != Origin::Estate) {
        let reached = stats.reached.get(&d.tile).copied().unwrap_or(0);
        let bought = stats.bought.get(&d.tile).copied().unwrap_or(0);
        println!("| {} | {reached} | {} |", d.name.1, share(bought as f64, reached));
    }
    println!("\n| Field type | Games used in (95% CI) | Keyples played per game |\n|---|---|---|");
    for f in field_types(players) {
        let games = stats.field_games.get(&f).copied().unwrap_or(0);
        let uses = stats.field_uses.get(&f).copied().unwrap_or(0) as f64 / n as f64;
        println!("| {f:?} | {} | {uses:.1} |", share(games as f64, n));
    }
    let mean =
        |i: usize| stats.winning.iter().map(|r| f64::from(r[i])).sum::<f64>() / stats.winning.len().max(1) as f64;
    let totals: Vec<i32> = stats.winning.iter().map(|r| r[4]).collect();
    let (min, max) = (totals.iter().min().copied().unwrap_or(0), totals.iter().max().copied().unwrap_or(0));
    let sd =
        (totals.iter().map(|&t| (f64::from(t) - mean(4)).powi(2)).sum::<f64>() / totals.len().max(2) as f64).sqrt();
    let half = 1.96 * sd / (totals.len().max(1) as f64).sqrt();
    println!(
        "\nWinning score: mean {:.1} (95% CI {:.1}–{:.1}), lowest {min}, highest {max}; the winners' mean by category: shipping {:.1}, farm {:.1}, village {:.1}, fairs {:.1}. Highest of any player: shipping {}, farm {}, village {}, fairs {}.",
        mean(4),
        mean(4) - half,
        mean(4) + half,
        mean(0),
        mean(1),
        mean(2),
        mean(3),
        stats.best[0],
        stats.best[1],
        stats.best[2],
        stats.best[3],
    );
}
