//! The game-agnostic core every game implements: the [`Game`] trait, seats, the seeded
//! random generator, game records with replay, score sheets and typed refusals.
//!
//! The contract, in short:
//! - `setup(config, seed)` builds the opening position; all later randomness comes from the
//!   [`GameRng`] that the state owns, so `setup` plus the recorded actions reproduce a game
//!   exactly. That record is the save, the replay, the undo and the share link.
//! - `to_act` names the seats that must decide now. Several seats at once means a secret,
//!   simultaneous decision: each commits an action and nothing is revealed until all are in.
//! - `legal_actions` is the one place where legality lives; `apply` refuses anything else
//!   with a [`RuleError`] that says why, and leaves the state untouched when it does.
//! - `view(state, Some(seat))` is everything that seat may know; the UI and bots only ever
//!   see views. `view(state, None)` is the table: what everyone may know.
//!
//! Rules never use web crates: this module and `games/` build and test natively.

mod error;
pub mod harness;
mod record;
mod rng;
mod score;
mod seat;

pub use error::{ReplayError, RuleError, SetupError};
pub use record::{Moves, Played, Record, replay, replay_log};
pub use rng::GameRng;
pub use score::{ScoreSheet, TieBreak};
pub use seat::{PerSeat, Seat};

use crate::i18n::Describe;
use serde::{Serialize, de::DeserializeOwned};
use std::fmt::Debug;

/// Which game a record, save or link belongs to. The names are part of the save format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameId {
    /// Key Market (R&D Games, 2nd edition 2019).
    KeyMarket,
    /// Nürnberg (Norenberc).
    Nuernberg,
    /// Keyper (2017).
    Keyper,
    /// Keyflower with The Merchants.
    Keyflower,
    /// Test-only games used to prove the engine and the harness; never shipped to players.
    Test,
}

/// Who must decide now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToAct {
    /// These seats must each choose an action; more than one means a simultaneous secret choice.
    Seats(Vec<Seat>),
    /// The game has ended; [`Game::score`] gives the final sheet.
    Over,
}

impl ToAct {
    /// The seats that must decide (none once the game is over).
    pub fn seats(&self) -> &[Seat] {
        match self {
            ToAct::Seats(seats) => seats,
            ToAct::Over => &[],
        }
    }
}

/// The rules of one game. Types are plain data: serialisable, comparable, free of web code.
pub trait Game: 'static {
    /// Which game this is.
    const ID: GameId;
    /// Everything chosen before play: player count, variants.
    type Config: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// The full position, hidden parts included. Only the engine, tests and saves see it.
    type State: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// One decision of one seat. A multi-step turn is several actions; passing is an action too.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What one seat (or the whole table) may see.
    type View: Clone + Debug + PartialEq + Serialize;
    /// Something that happened, for the log and animations.
    type Event: Clone + Debug + Serialize + Describe;
    /// Why an action was refused, in the rulebook's terms.
    type Refusal: Clone + Debug + PartialEq + Describe;

    /// Number of seats the configuration asks for.
    fn seat_count(config: &Self::Config) -> usize;

    /// The opening position for `config`, with all set-up randomness drawn from `seed`.
    fn setup(config: &Self::Config, seed: u64) -> Result<Self::State, SetupError>;

    /// Who must decide now, or [`ToAct::Over`].
    fn to_act(state: &Self::State) -> ToAct;

    /// Every action `seat` may take now; empty if it need not decide.
    fn legal_actions(state: &Self::State, seat: Seat) -> Vec<Self::Action>;

    /// Plays `action` for `seat`. On `Err` the state is exactly as it was.
    fn apply(
        state: &mut Self::State,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, RuleError<Self::Refusal>>;

    /// What `viewer` may know; `None` is the public table.
    fn view(state: &Self::State, viewer: Option<Seat>) -> Self::View;

    /// The score sheet: final once the game is over, the standing so far before that.
    fn score(state: &Self::State) -> ScoreSheet;

    /// Whether `seat` may take back the action that led from `before` to `after`: only if it
    /// revealed nothing hidden and drew no randomness (DESIGN §3). That the action was the
    /// last one and `seat`'s own is checked by the caller ([`crate::store::Session::undo`]).
    /// The default allows no undo at all, which is always safe.
    fn undoable(before: &Self::State, after: &Self::State, seat: Seat) -> bool {
        let _ = (before, after, seat);
        false
    }
}
