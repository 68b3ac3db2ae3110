//! What a game declares once about itself ([`Game::INFO`](super::Game::INFO)): its identity,
//! title, player range and data versions, which the engine's set-up checks ([`super::setup`]),
//! and what the home page, the new-game dialog and the About page show of it.

use super::{DataVersion, GameId};
use crate::text::Lang;
use std::ops::RangeInclusive;

/// What a game declares once: the engine checks a set-up against it, and the home page, the
/// new-game dialog and the About page show it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameInfo {
    /// The game's identity in saves and links.
    pub id: GameId,
    /// The slug used in page addresses.
    pub slug: &'static str,
    /// German and English title (each edition's own name).
    pub name: (&'static str, &'static str),
    /// Fewest and most players the rulebook allows (at most [`Seats::CAPACITY`](super::Seats::CAPACITY)).
    pub players: (u8, u8),
    /// The data versions this build replays, the last being the one new games get
    /// ([`DataVersion`]).
    pub data: RangeInclusive<DataVersion>,
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
    pub version: DataVersion,
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

/// The half of a (German, English) pair that `lang` reads.
pub(crate) fn pick(lang: Lang, (de, en): (&'static str, &'static str)) -> &'static str {
    lang.pick(de, en)
}
