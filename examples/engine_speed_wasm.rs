//! The games of `examples/engine_speed.rs` inside WebAssembly, one game per call, timed by the
//! host (wasm has no clock of its own). Built and run by `examples/engine_speed.mjs`.

use keydom::engine::harness::random_game;
use keydom::games::{key_market, nuernberg};

/// Plays the random game `seed` of `game` (0 Key Market, 1 Nürnberg) for `players` players
/// and returns how many actions it took.
#[unsafe(no_mangle)]
pub extern "C" fn play(game: u32, players: u32, seed: u32) -> u32 {
    let players = players as u8;
    let seed = u64::from(seed);
    let actions = match game {
        0 => random_game::<key_market::KeyMarket>(&key_market::Config { players, first_game: false }, seed),
        _ => random_game::<nuernberg::Nuernberg>(&nuernberg::Config { players }, seed),
    };
    actions as u32
}
