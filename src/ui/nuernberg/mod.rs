//! Nürnberg at the table: starting a game and its page. The board shows only the engine's
//! [`View`](crate::games::nuernberg::View) for the seat holding the device; every choice
//! comes from `legal_actions`, and planning's secrecy comes from the generic table (each
//! person plans behind the hand-off screen and sees only their own cards and Taler). The shell
//! reaches this game only through [`code`], its split point (see [`crate::ui::lazy`]).

mod board;
mod house;
mod symbols;
mod tableau;
mod targets;
mod text;
mod track;

use crate::games::nuernberg::{Config, Nuernberg, View, scenarios};
use crate::games::scenario::Scenario;
use crate::i18n::Text;
use crate::ui::lazy::{GameCode, NewTable};
use crate::ui::replay::Shown;
use crate::ui::table::{self, Board};
use leptos::prelude::*;
use wasm_split_helpers::SplitLoaderError;

split_point! { nuernberg_ui:
    /// Nürnberg's code, loaded with its own wasm module on first use.
    pub fn code() -> Result<&'static GameCode, SplitLoaderError> {
        static CODE: GameCode = GameCode::of::<Nuernberg>(start, play);
        Ok(&CODE)
    }
}

/// Creates and saves a new game with the table's seed (none: a fresh one); returns its slot id.
fn start(new: NewTable) -> Result<String, Text> {
    table::start::<Nuernberg>(Config { players: new.seats.len() as u8 }, new.seats, new.seed)
}

/// The page of the saved Nürnberg game `id`.
fn play(id: &str) -> Result<AnyView, Text> {
    table::open::<Nuernberg>(id, board::board)
}

impl Shown for Nuernberg {
    const BOARD: Board<Self> = board::board;
    const SCENARIOS: &'static [Scenario<Self>] = &scenarios::ALL;

    /// Nürnberg's rounds, with the pass within them.
    fn round(view: &View) -> Text {
        Text::new(
            format!("Runde {}, Durchgang {}", view.runde, view.durchgang),
            format!("Round {}, pass {}", view.runde, view.durchgang),
        )
    }
}
