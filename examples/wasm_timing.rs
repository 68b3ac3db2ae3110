//! Strong's think time inside WebAssembly: a game of Nürnberg between Strong bots at the
//! default budget, one decision per call, timed by the host (wasm has no clock of its own).
//!
//! ```text
//! cargo build --release --target wasm32-unknown-unknown --example wasm_timing
//! node examples/wasm_timing.mjs target/wasm32-unknown-unknown/release/examples/wasm_timing.wasm 5
//! ```

use keydom::bots::{Bot, Level};
use keydom::engine::{Game, ToAct};
use keydom::games::nuernberg::{Config, Nuernberg, State};
use std::sync::Mutex;

/// The game being played, between calls.
static GAME: Mutex<Option<(State, u64)>> = Mutex::new(None);

/// Sets up a game of Nürnberg for `players` players (seed 1).
#[unsafe(no_mangle)]
pub extern "C" fn start(players: u32) {
    let state = Nuernberg::setup(&Config::new(players as u8), 1).expect("2 to 5 players");
    *GAME.lock().expect("one thread") = Some((state, 0));
}

/// Lets Strong make the next decision; returns how many legal actions it had (0: the game is over).
#[unsafe(no_mangle)]
pub extern "C" fn step() -> u32 {
    let mut game = GAME.lock().expect("one thread");
    let (state, moves) = game.as_mut().expect("start first");
    let ToAct::Seats(seats) = Nuernberg::to_act(state) else { return 0 };
    let seat = seats.nth(0);
    let legal = Nuernberg::legal_actions(state, seat).len() as u32;
    let view = Nuernberg::view(state, Some(seat));
    let action = Bot::new::<Nuernberg>(Level::Strong, *moves).choose::<Nuernberg>(&view, seat).expect("acts");
    Nuernberg::apply(state, seat, &action).expect("legal");
    *moves += 1;
    legal
}
