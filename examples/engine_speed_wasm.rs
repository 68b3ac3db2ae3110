//! The games of `examples/engine_speed.rs` inside WebAssembly, one game per call, timed by the
//! host (wasm has no clock of its own). Built and run by `examples/engine_speed.mjs`.

use keydom::bots::BotGame;
use keydom::engine::Game;
use keydom::engine::harness::random_game;
use keydom::games::keyflower::{Keyflower, Options};
use keydom::games::{PLAYABLE, WithGame, with_game};

/// One random game with the game's default options.
struct Play {
    players: u8,
    seed: u64,
}

impl WithGame for Play {
    type Output = usize;

    fn with<G: BotGame>(self) -> usize {
        random_game::<G>(&G::configure(self.players, &Default::default()), self.seed)
    }
}

/// Plays the random game `seed` of the playable game at index `game` (in the registry's order,
/// as `examples/engine_speed.rs` lists them) for `players` players and returns how many actions
/// it took.
#[unsafe(no_mangle)]
pub extern "C" fn play(game: u32, players: u32, seed: u32) -> u32 {
    if game as usize >= PLAYABLE.len() {
        return play_keyflower(game as usize - PLAYABLE.len() == 1, players, seed);
    }
    let work = Play { players: players as u8, seed: u64::from(seed) };
    with_game(PLAYABLE[game as usize], work).expect("a playable game") as u32
}

/// Keyflower's engine (not in the registry yet): index `PLAYABLE.len()` plays the base game,
/// the next one The Merchants.
fn play_keyflower(merchants: bool, players: u32, seed: u32) -> u32 {
    let options = Options { merchants, ..Options::default() };
    random_game::<Keyflower>(&Keyflower::configure(players as u8, &options), u64::from(seed)) as u32
}
