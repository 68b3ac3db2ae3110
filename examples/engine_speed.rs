//! Random full games per second, natively, for every playable game and player count, then for
//! Keyflower with The Merchants: each game is
//! set up from a seed and played to the end with random legal actions
//! (`engine::harness::random_game`) for two seconds. A measurement, not a test:
//!
//! ```text
//! cargo run --release --example engine_speed
//! ```
//!
//! `examples/engine_speed.mjs` runs this and the same games in WebAssembly
//! (`examples/engine_speed_wasm.rs`) and prints both side by side.

use keydom::bots::BotGame;
use keydom::engine::Game;
use keydom::engine::harness::random_game;
use keydom::games::keyflower::{Keyflower, Options};
use keydom::games::{PLAYABLE, WithGame, by_id, with_game};
use std::time::{Duration, Instant};

/// Every player count of one game, with its default options.
struct Measure;

impl WithGame for Measure {
    type Output = ();

    fn with<G: BotGame>(self) {
        let name = serde_json::to_value(G::ID).expect("a game id");
        let (min, max) = by_id(G::ID).expect("a listed game").players;
        for players in min..=max {
            measure::<G>(name.as_str().expect("a name"), players, &G::configure(players, &Default::default()));
        }
    }
}

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
    for &game in PLAYABLE {
        with_game(game, Measure);
    }
    // After the registry's games, in the order `engine_speed_wasm.rs` numbers them.
    for players in 2..=6 {
        let options = Options { merchants: true, ..Options::default() };
        measure::<Keyflower>("keyflower+merchants", players, &Keyflower::configure(players, &options));
    }
}
