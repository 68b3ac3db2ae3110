//! The pieces of Keyper's table that have a detail in words (buildings, fields, fairs), and
//! their words from the rules' describer ([`describe`]), in the table's language. A piece
//! drawn several times (the same estate tile in every player's area, a kind of field on every
//! board) is described by one hidden element, and its words are written once per language and
//! data version (kept in the page's memory), so a board drawn anew costs little more than its
//! markup.

use crate::engine::DataVersion;
use crate::games::keyper::data::{Field, Tile};
use crate::games::keyper::{Config, describe, text};
use crate::i18n::{Lang, Text};
use crate::ui::kit::focus::slug;
use crate::ui::kit::markup::Markup;
use crate::ui::kit::memory::Memory;

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

impl Piece {
    /// The piece's name in the page: its detail's id ends with it.
    pub fn key(self) -> String {
        match self {
            Piece::Building(tile) => format!("building-{}", slug(tile.data().name.1)),
            Piece::Field(field) => slug(&text::field(field).en),
            Piece::Fair(fair) => format!("fair-{fair}"),
        }
    }
}

/// The details of the pieces drawn, collected while the board is written.
pub type Details = crate::ui::kit::detail::Details<Piece>;

/// What a piece's words depend on: the piece, the language and the data version.
type Key = (Piece, Lang, DataVersion);

/// The words written so far on the page, by key (a few hundred at most, so a list).
#[derive(Default)]
struct Written(Vec<(Key, Markup)>);

/// A piece's words from the rules' describer under `config`.
fn words(piece: Piece, config: &Config) -> Text {
    match piece {
        Piece::Building(tile) => describe::building(tile, config),
        Piece::Field(f) => describe::field(f),
        Piece::Fair(f) => describe::fair(f),
    }
}

/// A piece's words in `lang` under `config`, as markup, written once a page.
fn written(memory: Memory, piece: Piece, lang: Lang, config: &Config) -> Markup {
    let key = (piece, lang, config.data);
    memory.game(|Written(all): &mut Written| {
        if let Some((_, words)) = all.iter().find(|(k, _)| *k == key) {
            return words.clone();
        }
        let new = Markup::text(words(piece, config).get(lang));
        all.push((key, new.clone()));
        new
    })
}

/// The hidden elements the details of `details` go into, with their words.
pub fn markup(memory: Memory, details: &Details, lang: Lang, config: &Config) -> Markup {
    details.markup(|&piece| written(memory, piece, lang, config)).0
}
