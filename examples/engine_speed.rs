//! Random full games per second, natively, for every playable game and player count: each
//! game is set up from a seed and played to the end with random legal actions
//! (`engine::harness::random_game`) for two seconds. A measurement, not a test:
//!
//! ```text
//! cargo run --release --example engine_speed
//! ```
//!
//! `examples/engine_speed.mjs` runs this and the same games in WebAssembly
//! (`examples/engine_speed_wasm.rs`) and prints both side by side.

use keydom::engine::Game;
use keydom::engine::harness::random_game;
use keydom::games::{key_market, nuernberg};
use std::time::{Duration, Instant};

/// Plays games of `config` for two seconds; prints games per second and actions per game.
fn measure<G: Game>(name: &str, players: u8, config: &G::Config) {
    let start = Instant::now();
    let (mut games, mut actions) = (0u64, 0usize);
    while start.elapsed() < Duration::from_secs(2) {
        actions += random_game::<G>(config, games);
        games += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!("{name} {players} {:.0} {:.0}", games as f64 / secs, actions as f64 / games as f64);
}

fn main() {
    println!("game players games/s actions/game");
    for players in 2..=4 {
        measure::<key_market::KeyMarket>("key_market", players, &key_market::Config { players, first_game: false });
    }
    for players in 2..=5 {
        measure::<nuernberg::Nuernberg>("nuernberg", players, &nuernberg::Config { players });
    }
}
