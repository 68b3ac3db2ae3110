//! Why the engine refused something: a set-up, an action, a replay.

use super::Seat;
use crate::text::{Describe, Text};
use std::fmt;

/// A refused action. The state is untouched whenever `apply` returns one of these.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError<E> {
    /// The game has ended; nothing more can be played.
    GameOver,
    /// The seat is not among those who must decide now.
    NotYourTurn(Seat),
    /// The game's own reason, in the rulebook's terms.
    Rule(E),
}

impl<E: Describe> Describe for RuleError<E> {
    fn describe(&self) -> Text {
        match self {
            RuleError::GameOver => Text::new("Das Spiel ist vorbei.", "The game is over."),
            RuleError::NotYourTurn(seat) => Text::new(
                format!("Spieler {} ist gerade nicht am Zug.", u16::from(seat.0) + 1),
                format!("It is not player {}'s turn.", u16::from(seat.0) + 1),
            ),
            RuleError::Rule(reason) => reason.describe(),
        }
    }
}

impl<E: Describe> fmt::Display for RuleError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe().en)
    }
}

/// A configuration that the rules cannot set up (for example a player count out of range).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub Text);

impl Describe for SetupError {
    fn describe(&self) -> Text {
        self.0.clone()
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.en)
    }
}

/// A record that does not replay: its set-up is refused, or one of its actions is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The record's configuration cannot be set up.
    Setup(SetupError),
    /// The action at `step` (counted from 1) was refused.
    Action {
        /// The 1-based position of the refused action in the record.
        step: usize,
        /// Why the rules refused it.
        reason: Text,
    },
}

impl Describe for ReplayError {
    fn describe(&self) -> Text {
        match self {
            ReplayError::Setup(e) => Text::new(
                format!("Die Partie lässt sich nicht aufbauen: {}", e.0.de),
                format!("The game cannot be set up: {}", e.0.en),
            ),
            ReplayError::Action { step, reason } => Text::new(
                format!("Zug {step} ist nicht erlaubt: {}", reason.de),
                format!("Move {step} is not allowed: {}", reason.en),
            ),
        }
    }
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe().en)
    }
}
