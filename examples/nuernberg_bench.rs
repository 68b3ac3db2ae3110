//! Plays random Nürnberg games (random legal actions) for a few seconds per player count and
//! prints games per second. A measurement, not a test: `cargo run --release --example nuernberg_bench`.

use keydom::engine::{Game, GameRng, ToAct};
use keydom::games::nuernberg::{Config, Nuernberg};
use std::time::{Duration, Instant};

/// Plays one game to its end and returns the number of actions.
fn play(players: u8, seed: u64) -> usize {
    let mut state = Nuernberg::setup(&Config { players }, seed).expect("2–5 players");
    let mut choices = GameRng::with_stream(seed, 7);
    let mut steps = 0;
    while let ToAct::Seats(seats) = Nuernberg::to_act(&state) {
        let seat = seats[choices.index(seats.len())];
        let legal = Nuernberg::legal_actions(&state, seat);
        let action = &legal[choices.index(legal.len())];
        Nuernberg::apply(&mut state, seat, action).expect("legal actions apply");
        steps += 1;
    }
    steps
}

fn main() {
    let budget = Duration::from_secs(2);
    for players in 2..=5 {
        let start = Instant::now();
        let (mut games, mut steps) = (0u64, 0usize);
        while start.elapsed() < budget {
            steps += play(players, games);
            games += 1;
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{players} players: {games} games in {secs:.2} s = {:.0} games/s ({:.0} actions per game)",
            games as f64 / secs,
            steps as f64 / games as f64
        );
    }
}
