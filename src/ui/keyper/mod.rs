//! Keyper at the table: its board, its rulebook scenarios and its rounds ([`GameUi`]; it has no
//! options). The board shows only the engine's [`View`] for the seat holding the device; every
//! choice comes from `legal_actions`, and the secret choice of the new season's faces comes
//! from the generic table's hand-off. Fields, keyp fields, display tiles, ships, new faces,
//! plots (to build, overbuild, upgrade or work a building), tiles in hand, the pieces that pay
//! a cost, declining an invitation, the keyp tile's goods and resting are chosen by pointing
//! ([`targets`]); the list of choices names every action as the
//! viewer's table shows it ([`keyper::seen`]). The shell reaches this game only through its
//! split point, generated from the games' registry (see [`crate::ui::lazy`](mod@crate::ui::lazy)).
//!
//! Parts: [`board`] (the whole and the embed parts), [`country`] (the country boards and the
//! refolding), [`middle`] (display, ships, supply), [`estate`] (each player's area), [`detail`]
//! (the pieces' details in words),
//! [`symbols`], [`targets`], [`text`].

mod board;
mod country;
mod detail;
mod estate;
mod middle;
mod symbols;
mod targets;
mod text;

use crate::games::keyper::text::season;
use crate::games::keyper::view::View;
use crate::games::keyper::{self, Action, Keyper, scenarios};
use crate::games::scenario::Scenario;
use crate::i18n::{Text, both};
use crate::ui::kit::game_ui::{GameUi, Rounds, SeenView};
use crate::ui::table::Board;

impl GameUi for Keyper {
    const BOARD: Board<Self> = board::board;
    const PARTS: &'static [&'static str] = board::PARTS;
    const SCENARIOS: &'static [Scenario<Self>] = &scenarios::ALL;

    /// Keyper's rounds are its seasons, with the phase within them.
    fn round(view: &View) -> Text {
        season(view.season).dash(&both(board::phase_title(view)))
    }

    /// Keyper is played over four seasons: the seasons, not their phases.
    const ROUNDS: Rounds = Rounds::Seasons;

    fn round_mark(view: &View) -> Text {
        season(view.season)
    }

    /// Fields by their kind, tiles by their names, ships by their goods.
    fn words(view: &SeenView<Self>, action: &Action) -> Text {
        keyper::seen(view, action)
    }
}
