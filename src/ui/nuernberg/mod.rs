//! Nürnberg at the table: its board, its rulebook scenarios and its rounds ([`Shown`]; it has
//! no options). The board shows only the engine's [`View`] for the seat holding the device;
//! every choice comes from `legal_actions`, and planning's secrecy comes from the generic table
//! (each person plans behind the hand-off screen and sees only their own cards and Taler). The
//! shell reaches this game only through its split point, generated from the games' registry
//! (see [`crate::ui::lazy`]).

mod board;
mod house;
mod symbols;
mod tableau;
mod targets;
mod text;
mod track;

use crate::games::nuernberg::{Nuernberg, View, scenarios};
use crate::games::scenario::Scenario;
use crate::i18n::Text;
use crate::ui::replay::Shown;
use crate::ui::table::Board;

impl Shown for Nuernberg {
    const BOARD: Board<Self> = board::board;
    const SCENARIOS: &'static [Scenario<Self>] = &scenarios::ALL;

    /// Nürnberg's rounds, with the pass within them.
    fn round(view: &View) -> Text {
        Text::new(
            format!("Runde {}, Durchgang {}", view.round, view.pass),
            format!("Round {}, pass {}", view.round, view.pass),
        )
    }
}
