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

/// Plays the random game `seed` of game `game` for `players` players and returns how many
/// actions it took. The games are numbered as `examples/engine_speed.rs` lists them: the
/// registry's playable games, then Keyflower with The Merchants.
#[unsafe(no_mangle)]
pub extern "C" fn play(game: u32, players: u32, seed: u32) -> u32 {
    let seed = u64::from(seed);
    let actions = match (game as usize).checked_sub(PLAYABLE.len()) {
        None => with_game(PLAYABLE[game as usize], Play { players: players as u8, seed }).expect("a playable game"),
        Some(_) => {
            let options = Options { merchants: true, ..Options::default() };
            random_game::<Keyflower>(&Keyflower::configure(players as u8, &options), seed)
        }
    };
    actions as u32
}
