//! Nürnberg at the table: its board, its rulebook scenarios and its rounds ([`GameUi`]; it has
//! no options). The board shows only the engine's [`View`] for the seat holding the device;
//! every choice comes from `legal_actions`, and planning's secrecy comes from the generic table
//! (each person plans behind the hand-off screen and sees only their own cards and Taler). The
//! shell reaches this game only through its split point, generated from the games' registry
//! (see [`crate::ui::lazy`](mod@crate::ui::lazy)).

mod board;
mod house;
mod last;
mod symbols;
mod tableau;
mod targets;
mod text;
mod track;

use crate::games::nuernberg::{Action, Nuernberg, View, scenarios, seen};
use crate::games::scenario::Scenario;
use crate::i18n::Text;
use crate::ui::kit::game_ui::{GameUi, Rounds, SeenView};
use crate::ui::table::Board;

impl GameUi for Nuernberg {
    const BOARD: Board<Self> = board::board;
    const SCENARIOS: &'static [Scenario<Self>] = &scenarios::ALL;
    const PARTS: &'static [&'static str] = board::PARTS;

    fn seat_colour(seat: crate::engine::Seat) -> &'static str {
        symbols::colour(seat)
    }

    /// Nürnberg's rounds, with the pass within them.
    fn round(view: &View) -> Text {
        Text::new(
            format!("Runde {}, Durchgang {}", view.round, view.pass),
            format!("Round {}, pass {}", view.round, view.pass),
        )
    }

    /// "Das Spiel dauert 4 Spielrunden": the rounds, not their passes.
    const ROUNDS: Rounds = Rounds::Rounds;

    fn round_mark(view: &View) -> Text {
        Text::new(format!("Runde {}", view.round), format!("Round {}", view.round))
    }

    /// Each choice at the called guild with the Taler it costs or brings ([`seen`]).
    fn words(view: &SeenView<Self>, action: &Action) -> Text {
        seen(view, action)
    }
}
