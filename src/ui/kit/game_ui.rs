//! What the app asks of each game to draw it: the board, the rulebook scenarios, how rounds
//! are named, the words for its actions and its new-game options. Every page (the table, a
//! replay, an embed, an analysis) works with a game through this trait; each game implements it
//! beside its board.

use crate::engine::{Game, Seat};
use crate::games::scenario::Scenario;
use crate::i18n::{Describe, Text};
use crate::ui::kit::targets::Targets;
use crate::ui::table::Board;
use leptos::prelude::*;
use std::cell::LazyCell;

/// A game the app can draw: its board, its rulebook scenarios and how it names its rounds.
/// (Its positions and events are plain data, which reactive values may hold.)
/// Its places on the board, and which actions the list of choices folds, are its [`Targets`].
pub trait GameUi: Game<Action: Describe, State: Send + Sync, Event: Send + Sync> + Targets + Sized {
    /// The game's one board.
    const BOARD: Board<Self>;
    /// The rulebook's worked examples.
    const SCENARIOS: &'static [Scenario<Self>];
    /// The round (season, year, …) a position is in, in words; a replay jumps between them (a
    /// game may split its rounds finer here, by phase or pass).
    fn round(view: &Self::View) -> Text;

    /// What the game's rulebook calls its rounds, which an analysis's chart marks.
    const ROUNDS: Rounds;

    /// The rulebook's round a position is in, as [`GameUi::ROUNDS`] names it, in words: an
    /// analysis's chart marks where each begins. Default: [`GameUi::round`], for a game whose
    /// replay jumps between its rounds and nothing finer.
    fn round_mark(view: &Self::View) -> Text {
        Self::round(view)
    }

    /// A seat's colour, as the board draws it, for pictures beside the board (an analysis's
    /// chart). Default: [`crate::ui::kit::seat_colour`], the colours of Key Market's and
    /// Keyflower's seats.
    fn seat_colour(seat: Seat) -> &'static str {
        crate::ui::kit::seat_colour(seat)
    }

    /// The parts of the board an embed may show alone (`part=`), by name; the board draws
    /// [`Scene::part`](crate::ui::table::Scene::part). Default: none, the whole board only.
    const PARTS: &'static [&'static str] = &[];

    /// `action` in words for the list of choices, as the viewer of `view` sees the board (a game
    /// may name places on it rather than what the action carries). Default: its `Describe`. The
    /// view is built only if a game reads it: after every move, for every action listed.
    fn words(view: &SeenView<'_, Self>, action: &Self::Action) -> Text {
        let _ = view;
        action.describe()
    }

    /// The options a new table starts from (default: the rules' default options).
    fn fresh_options() -> Self::Options {
        Self::Options::default()
    }

    /// The game's own part of the new-game dialog: draws its options for a table of `players`
    /// and keeps `options` (its `Options` as JSON) in step, starting from
    /// [`GameUi::fresh_options`]. Default: nothing to choose.
    fn options_form(options: RwSignal<serde_json::Value>, players: Signal<u8>) -> AnyView {
        let _ = (options, players);
        ().into_any()
    }
}

/// What a game's rulebook calls its rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rounds {
    /// Seasons (Key Market, Keyflower, Keyper).
    Seasons,
    /// Rounds (Nürnberg's "Spielrunden").
    Rounds,
}

/// A seat's view, built when first read.
pub type SeenView<'a, G> = LazyCell<<G as Game>::View, Box<dyn FnOnce() -> <G as Game>::View + 'a>>;
