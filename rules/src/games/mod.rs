//! The four games: what the app lists about each, and (as each engine lands) its rules.
//!
//! Each game gets a folder mirroring its rulebook.
//! Each game's worked rulebook examples are [`scenario::Scenario`]s in its `scenarios.rs`, built
//! with its `arrange.rs`: the tests check them and the embed route shows them.
//!
//! The playable games are registered once, in [`for_each_game!`](crate::for_each_game): every
//! dispatch on a game (the app's split points, the bots' worker, [`with_game`] for tools) is
//! generated from that list. docs/adding-a-game.md lists what else a new game touches.

pub mod key_market;
pub mod keyflower;
pub mod keyper;
pub mod nuernberg;
pub mod provenance;
pub mod scenario;

use crate::bots::BotGame;
use crate::engine::{Game, GameId};
use crate::text::Lang;

/// The registry of playable games: each entry is `module: Type [ui split, bots split]`, where
/// `module` is the game's folder here, in `bots/` and in the app's `ui/`, `Type` its [`Game`],
/// and the two names are the wasm modules its page code and its bots load as
/// (docs/code-splitting.md). Calls `$then!` with the whole list; everything that dispatches on a
/// game is generated from it. Adding a game adds its entry here.
#[macro_export]
macro_rules! for_each_game {
    ($then:ident) => {
        $then! {
            key_market: KeyMarket [key_market_ui, key_market_bots],
            nuernberg: Nuernberg [nuernberg_ui, nuernberg_bots],
            keyflower: Keyflower [keyflower_ui, keyflower_bots],
            keyper: Keyper [keyper_ui, keyper_bots],
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
    ($($game:ident: $Type:ident [$ui:ident, $bots:ident]),* $(,)?) => {
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
    };
}
crate::for_each_game!(dispatch);

/// What the home page and the new-game dialog know about a game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameInfo {
    /// The game's identity in saves and links.
    pub id: GameId,
    /// The slug used in page addresses.
    pub slug: &'static str,
    /// German and English title (each edition's own name).
    pub name: (&'static str, &'static str),
    /// Fewest and most players the rulebook allows.
    pub players: (u8, u8),
    /// One line in the project's own words.
    pub blurb: (&'static str, &'static str),
    /// Component values the rulebook text lacks and that we chose (listed on the About page).
    pub reconstructed: &'static [Reconstruction],
    /// For a game whose components are mostly our design: what is designed, said plainly on
    /// its card and on the About page with the data version.
    pub designed: Option<Designed>,
}

/// What of a game's components is our design rather than printed, with the data version it
/// stands at and how it was checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Designed {
    /// What is designed, in German and English.
    pub what: (&'static str, &'static str),
    /// How the design was checked, in German and English.
    pub checked: (&'static str, &'static str),
    /// The data version new games are played with.
    pub version: crate::engine::DataVersion,
}

impl Designed {
    /// What is designed, in `lang`.
    pub fn what(&self, lang: Lang) -> &'static str {
        pick(lang, self.what)
    }

    /// How it was checked, in `lang`.
    pub fn checked(&self, lang: Lang) -> &'static str {
        pick(lang, self.checked)
    }
}

/// A component value the rulebook text lacks (its picture is lost), chosen by us. The game's
/// data file marks the value itself `reconstructed`; this is the player-facing summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reconstruction {
    /// What was reconstructed, in German and English.
    pub item: (&'static str, &'static str),
    /// The value chosen and why, in German and English.
    pub choice: (&'static str, &'static str),
}

impl Reconstruction {
    /// The item in `lang`.
    pub fn item(&self, lang: Lang) -> &'static str {
        pick(lang, self.item)
    }

    /// The choice in `lang`.
    pub fn choice(&self, lang: Lang) -> &'static str {
        pick(lang, self.choice)
    }
}

impl GameInfo {
    /// The title in `lang`.
    pub fn name(&self, lang: Lang) -> &'static str {
        pick(lang, self.name)
    }

    /// The one-line description in `lang`.
    pub fn blurb(&self, lang: Lang) -> &'static str {
        pick(lang, self.blurb)
    }
}

fn pick(lang: Lang, (de, en): (&'static str, &'static str)) -> &'static str {
    lang.pick(de, en)
}

/// Every game of the app, in the order the home page shows them.
pub const GAMES: [GameInfo; 4] = [
    GameInfo {
        id: GameId::KeyMarket,
        slug: "key-market",
        name: ("Key Market", "Key Market"),
        players: (2, 4),
        blurb: (
            "Zwei Jahre Landwirtschaft: Arbeiter auf die Felder schicken, Waren zum Markt tragen und in Gilden aufsteigen.",
            "Two years of farming: send workers to the fields, carry goods to market and rise through the guilds.",
        ),
        reconstructed: &key_market::data::RECONSTRUCTED,
        designed: None,
    },
    GameInfo {
        id: GameId::Nuernberg,
        slug: "nuernberg",
        name: ("Nürnberg", "Nuremberg"),
        players: (2, 5),
        blurb: (
            "Geheim planen, welche Gilde man ruft: Waren handeln, Gäste gewinnen und die Mehrheit in den Zünften erringen.",
            "Plan in secret which guild to call on: trade goods, win guests and take the majority in the guilds.",
        ),
        reconstructed: &nuernberg::data::RECONSTRUCTED,
        designed: None,
    },
    GameInfo {
        id: GameId::Keyper,
        slug: "keyper",
        name: ("Keyper", "Keyper"),
        players: (2, 4),
        blurb: (
            "Vier Jahreszeiten mit Keyples: Landschaften falten, mit Gleichgesinnten zusammenarbeiten, Hof und Dorf ausbauen.",
            "Four seasons with Keyples: fold the countryside boards, work beside like-minded Keyples, grow farm and village.",
        ),
        reconstructed: &keyper::data::RECONSTRUCTED,
        designed: Some(keyper::data::DESIGNED),
    },
    GameInfo {
        id: GameId::Keyflower,
        slug: "keyflower",
        name: ("Keyflower mit Die Händler", "Keyflower with The Merchants"),
        players: (2, 6),
        blurb: (
            "Vier Jahreszeiten lang mit Keyples um Plättchen bieten und das Dorf bauen; die Händler bringen Ausbauten, Hütten und Verträge.",
            "Bid Keyples for tiles over four seasons and grow your village; The Merchants add extensions, cabins and contracts.",
        ),
        reconstructed: &keyflower::data::RECONSTRUCTED,
        designed: None,
    },
];

/// The listed game with this page slug.
pub fn by_slug(slug: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.slug == slug)
}

/// The listed game with this identity (the test game is not listed).
pub fn by_id(id: GameId) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.id == id)
}
