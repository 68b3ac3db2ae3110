//! The pieces of Keyper's table that have a detail in words (buildings, fields, fairs), and
//! their words from the rules' describer ([`describe`]), in the table's language. A piece
//! drawn several times (the same estate tile in every player's area, a kind of field on every
//! board) is described by one hidden element, and its words are written once per language and
//! data version, so a board drawn anew costs little more than its markup.

use crate::engine::DataVersion;
use crate::games::keyper::data::{Field, Tile};
use crate::games::keyper::{Config, describe};
use crate::i18n::{Lang, Text};
use crate::ui::kit::markup::Markup;
use std::cell::RefCell;

/// A piece with a detail in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// A building tile (on the display, held or built): both sides.
    Building(Tile),
    /// A kind of field on a country board.
    Field(Field),
    /// A fair, by its index in the data.
    Fair(u8),
}

/// The details of the pieces drawn, collected while the board is written.
pub type Details = crate::ui::kit::detail::Details<Piece>;

/// What a piece's words depend on: the piece, the language and the data version.
type Key = (Piece, Lang, DataVersion);

thread_local! {
    /// The words written so far, by key (a few hundred at most, so a list).
    static WRITTEN: RefCell<Vec<(Key, Markup)>> = const { RefCell::new(Vec::new()) };
}

/// A piece's words from the rules' describer under `config`.
fn words(piece: Piece, config: &Config) -> Text {
    match piece {
        Piece::Building(tile) => describe::building(tile, config),
        Piece::Field(f) => describe::field(f),
        Piece::Fair(f) => describe::fair(f),
    }
}

/// A piece's words in `lang` under `config`, as markup, written once.
fn written(piece: Piece, lang: Lang, config: &Config) -> Markup {
    let key = (piece, lang, config.data);
    WRITTEN.with_borrow_mut(|all| {
        if let Some((_, words)) = all.iter().find(|(k, _)| *k == key) {
            return words.clone();
        }
        let new = Markup::text(words(piece, config).get(lang));
        all.push((key, new.clone()));
        new
    })
}

/// The hidden elements the details of `details` go into, with their words.
pub fn markup(details: &Details, lang: Lang, config: &Config) -> Markup {
    details.markup(|&piece| written(piece, lang, config)).0
}
