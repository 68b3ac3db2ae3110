//! Random full games of Key Market per second (run with `cargo run --release --example key_market_bench`).
//! Each game is set up from a seed and played to the end with uniformly random legal actions.

use keydom::engine::{Game, GameRng, ToAct};
use keydom::games::key_market::{Config, KeyMarket};
use std::time::Instant;

fn play(players: u8, seed: u64) -> usize {
    let config = Config { players, first_game: false };
    let mut state = KeyMarket::setup(&config, seed).expect("valid config");
    let mut rng = GameRng::with_stream(seed, 7);
    let mut steps = 0;
    while let ToAct::Seats(seats) = KeyMarket::to_act(&state) {
        let seat = seats[rng.index(seats.len())];
        let legal = KeyMarket::legal_actions(&state, seat);
        let action = legal[rng.index(legal.len())].clone();
        KeyMarket::apply(&mut state, seat, &action).expect("legal action");
        steps += 1;
    }
    steps
}

fn main() {
    for players in 2..=4 {
        let games = 1000;
        let start = Instant::now();
        let steps: usize = (0..games).map(|seed| play(players, seed)).sum();
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{players} players: {games} games in {secs:.2} s = {:.0} games/s ({:.0} actions per game)",
            games as f64 / secs,
            steps as f64 / games as f64
        );
    }
}
