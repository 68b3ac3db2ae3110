//! The pieces of Keyper's table that have a detail in words (buildings, fields, fairs), and
//! their words from the rules' describer ([`describe`]), in the table's language. A piece
//! drawn several times (the same estate tile in every player's area, a kind of field on every
//! board) is described by one hidden element, and its words are written once per language and
//! data version, so a board drawn anew costs little more than its markup.

use crate::engine::DataVersion;
use crate::games::keyper::data::{Field, Tile};
use crate::games::keyper::{Config, describe};
use crate::i18n::{Lang, Text};
use crate::ui::kit::markup::esc;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// A piece with a detail in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

thread_local! {
    /// The words written so far (markup-escaped), by piece, language and data version.
    static WRITTEN: RefCell<HashMap<(Piece, Lang, DataVersion), Rc<str>>> = RefCell::new(HashMap::new());
}

/// A piece's words in words of the rules' describer under `config`.
fn words(piece: Piece, config: &Config) -> Text {
    match piece {
        Piece::Building(tile) => describe::building(tile, config),
        Piece::Field(f) => describe::field(f),
        Piece::Fair(f) => describe::fair(f),
    }
}

/// A piece's words in `lang` under `config`, markup-escaped, written once.
pub fn written(piece: Piece, lang: Lang, config: &Config) -> Rc<str> {
    WRITTEN.with_borrow_mut(|all| {
        all.entry((piece, lang, config.data)).or_insert_with(|| esc(words(piece, config).get(lang)).into()).clone()
    })
}

/// The hidden elements the details of `details` go into, with their words.
pub fn markup(details: &Details, lang: Lang, config: &Config) -> String {
    details.markup(|&piece| written(piece, lang, config).to_string()).0
}
