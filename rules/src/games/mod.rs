//! The four games: what the app lists about each, and (as each engine lands) its rules.
//!
//! Each game gets a folder mirroring its rulebook.
//! Each game's worked rulebook examples are [`scenario::Scenario`]s in its `scenarios.rs`, built
//! with its `arrange.rs`: the tests check them and the embed route shows them. Its guided first
//! game is a [`guide::Guide`] in its `guide.rs`.
//!
//! The playable games are registered once, in [`for_each_game!`](crate::for_each_game): every
//! dispatch on a game (the app's split points, the bots' worker, [`with_game`] for tools) is
//! generated from that list. docs/adding-a-game.md lists what else a new game touches.

pub mod guide;
pub mod key_market;
pub mod keyflower;
pub mod keyper;
pub mod nuernberg;
pub mod provenance;
pub mod scenario;

use crate::bots::BotGame;
pub use crate::engine::{Designed, GameInfo, Reconstruction};
use crate::engine::{Game, GameId, pick};

/// The registry of playable games: each entry is `module: Type [ui split, replays split, bots
/// split]`, where `module` is the game's folder here, in `bots/` and in the app's `ui/`, `Type`
/// its [`Game`], and the three names are the wasm modules its table's code, its replays' code and
/// its bots load as (docs/code-splitting.md). Calls `$then!` with the whole list; everything that dispatches on a
/// game is generated from it. Adding a game adds its entry here.
#[macro_export]
macro_rules! for_each_game {
    ($then:ident) => {
        $then! {
            key_market: KeyMarket [key_market_ui, key_market_replays, key_market_bots],
            nuernberg: Nuernberg [nuernberg_ui, nuernberg_replays, nuernberg_bots],
            keyper: Keyper [keyper_ui, keyper_replays, keyper_bots],
            keyflower: Keyflower [keyflower_ui, keyflower_replays, keyflower_bots],
        }
    };
}

/// Work to do with one game's types, chosen at run time by its id (see [`with_game`]).
pub trait WithGame {
    /// What the work gives.
    type Output;
    /// Does the work with game `G`.
    fn with<G: BotGame>(self) -> Self::Output;
}

macro_rules! dispatch {
    ($($game:ident: $Type:ident [$ui:ident, $replays:ident, $bots:ident]),* $(,)?) => {
        /// Does `work` with the playable game whose id is `id`; `None` if no game of this build
        /// has it (the test game).
        pub fn with_game<W: WithGame>(id: GameId, work: W) -> Option<W::Output> {
            $(if id == <$game::$Type as Game>::ID {
                return Some(work.with::<$game::$Type>());
            })*
            None
        }

        /// The ids of the playable games, in registry order.
        pub const PLAYABLE: &[GameId] = &[$(<$game::$Type as Game>::ID),*];

        /// Every game of the app, in registry order (the order the home page shows them).
        pub const GAMES: [GameInfo; PLAYABLE.len()] = [$(<$game::$Type as Game>::INFO),*];
    };
}
crate::for_each_game!(dispatch);

/// The listed game with this page slug.
pub fn by_slug(slug: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.slug == slug)
}

/// The listed game with this identity (the test game is not listed).
pub fn by_id(id: GameId) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seats;

    /// Whether `id` is a game players can choose. The match names every [`GameId`] variant, so a
    /// new variant does not compile until it is sorted here, and the test below then asks for
    /// its registry entry.
    fn playable(id: GameId) -> bool {
        match id {
            GameId::KeyMarket | GameId::Nuernberg | GameId::Keyper | GameId::Keyflower => true,
            GameId::Test => false,
        }
    }

    #[test]
    fn the_registry_and_game_id_agree() {
        let every = [GameId::KeyMarket, GameId::Nuernberg, GameId::Keyper, GameId::Keyflower, GameId::Test];
        assert!(every.iter().all(|&id| every.iter().filter(|&&other| other == id).count() == 1));
        for id in every {
            let entries = PLAYABLE.iter().filter(|&&listed| listed == id).count();
            assert_eq!(entries, usize::from(playable(id)), "{id:?} has {entries} registry entries");
        }
        assert_eq!(PLAYABLE.len(), every.iter().filter(|&&id| playable(id)).count());
    }

    #[test]
    fn the_listed_games_follow_the_registry_with_distinct_slugs_and_sound_ranges() {
        assert_eq!(GAMES.iter().map(|g| g.id).collect::<Vec<_>>(), PLAYABLE);
        for (i, game) in GAMES.iter().enumerate() {
            assert!(GAMES[..i].iter().all(|other| other.slug != game.slug), "{} twice", game.slug);
            assert_eq!(by_slug(game.slug), Some(game));
            assert_eq!(by_id(game.id), Some(game));
            let (min, max) = game.players;
            assert!(1 <= min && min <= max && usize::from(max) <= Seats::CAPACITY, "{}: {min} to {max}", game.slug);
            assert!(!game.data.is_empty(), "{} replays no data version", game.slug);
        }
        assert_eq!(by_id(GameId::Test), None);
    }
}
