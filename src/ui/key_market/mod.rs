//! Key Market at the table: starting a game and its page. The board shows only the engine's
//! [`View`] for the seat holding the device; every choice comes from `legal_actions`. The shell
//! reaches this game only through [`code`], its split point (see [`crate::ui::lazy`]).

mod board;
mod guilds;
mod land;
mod market;
mod players;
mod seasons;
mod symbols;
mod targets;
mod text;

use crate::games::key_market::text::season_name;
use crate::games::key_market::{Config, KeyMarket, View, scenarios};
use crate::games::scenario::Scenario;
use crate::i18n::Text;
use crate::ui::lazy::{GameCode, NewTable};
use crate::ui::replay::Shown;
use crate::ui::table::{self, Board};
use leptos::prelude::*;
use wasm_split_helpers::SplitLoaderError;

split_point! { key_market_ui:
    /// Key Market's code, loaded with its own wasm module on first use.
    pub fn code() -> Result<&'static GameCode, SplitLoaderError> {
        static CODE: GameCode = GameCode::of::<KeyMarket>(start, play);
        Ok(&CODE)
    }
}

/// Creates and saves a new game with the table's seed (none: a fresh one); returns its slot id.
fn start(new: NewTable) -> Result<String, Text> {
    let config = Config { players: new.seats.len() as u8, first_game: new.first_game };
    table::start::<KeyMarket>(config, new.seats, new.seed)
}

/// The page of the saved Key Market game `id`.
fn play(id: &str) -> Result<AnyView, Text> {
    table::open::<KeyMarket>(id, board::board)
}

impl Shown for KeyMarket {
    const BOARD: Board<Self> = board::board;
    const SCENARIOS: &'static [Scenario<Self>] = &scenarios::ALL;

    /// Key Market's rounds are its seasons.
    fn round(view: &View) -> Text {
        let (de, en) = season_name(view.season);
        Text::new(de, en)
    }
}
