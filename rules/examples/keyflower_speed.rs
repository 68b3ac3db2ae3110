//! Keyflower's random games per CPU second at 2, 4 and 6 players (base game): a fixed number of
//! seeded games (`engine::harness::random_game`, seeds 0, 1, …) per player count, timed by the
//! thread's CPU time so that other jobs on a shared machine do not enter. A measurement, not a
//! test; the figures are in `docs/benchmarks.md`:
//!
//! ```text
//! cargo run --release -p keydom-rules --example keyflower_speed [GAMES]
//! ```
//! GAMES is per player count (200 if left out).

mod cpu;

use keydom_rules::engine::Game;
use keydom_rules::engine::harness::random_game;
use keydom_rules::games::keyflower::Keyflower;
use std::time::Instant;

fn main() {
    let games: u64 = std::env::args().nth(1).map_or(200, |g| g.parse().expect("GAMES is a number"));
    println!("players games actions/game games/CPU-second (games/wall-second)");
    for players in [2, 4, 6] {
        let config = Keyflower::configure(players, &Default::default());
        let (cpu, wall) = (cpu::cpu_seconds(), Instant::now());
        let actions: usize = (0..games).map(|seed| random_game::<Keyflower>(&config, seed)).sum();
        let wall = wall.elapsed().as_secs_f64();
        let cpu = cpu::cpu_seconds().zip(cpu).map_or(wall, |(end, start)| end - start);
        let per_game = actions as f64 / games as f64;
        println!("{players} {games} {per_game:.0} {:.0} ({:.0})", games as f64 / cpu, games as f64 / wall);
    }
}
