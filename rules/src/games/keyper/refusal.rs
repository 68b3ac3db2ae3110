//! Why a decision is not allowed, in the rulebook's terms, in German and English.

use super::data::Colour;
use super::text::{a_coloured, colour, pair};
use crate::text::{Describe, Text};

/// Why a decision is not allowed, in the rulebook's terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// This kind of decision is not asked for now.
    NotNow,
    /// The keyper is already out this season.
    KeyperOut,
    /// Another keyper stands on that keyp field.
    KeypFieldTaken,
    /// No keyple of that colour in the keyp area (or resting on the keyp tile).
    NoKeyple(Colour),
    /// The spot does not exist or cannot be worked (yet, or with this many players).
    NoSuchSpot,
    /// Two keyples are already there.
    SpotFull,
    /// A follower must have the working colour or be white.
    WrongColour {
        /// The colour the keyples there work as.
        needed: Colour,
    },
    /// The keyple there is already laid down: it cannot work a third time.
    AlreadyDown,
    /// Keyples go onto one's own buildings only, never onto another player's board.
    NotOwnBoard,
    /// Laying down needs an empty keyp area, and one's own buildings and board come first.
    LayDownNotAllowed,
    /// There is something to do; the turn cannot be skipped.
    MustAct,
    /// Not a choice offered now (a tile, good or option that is not available).
    NotOffered,
    /// That fair is not one the player may hold now, or its goods cannot all be shown with the
    /// pieces not yet shown this season.
    FairNotHoldable,
}

impl Describe for Refusal {
    fn describe(&self) -> Text {
        match *self {
            Refusal::NotNow => pair("Das ist jetzt nicht gefragt.", "That is not asked for now."),
            Refusal::KeyperOut => {
                pair("Der Keyper ist in dieser Jahreszeit schon eingesetzt.", "The keyper is already out this season.")
            }
            Refusal::KeypFieldTaken => {
                pair("Auf diesem Keypfeld steht schon ein Keyper.", "A keyper already stands on that keyp field.")
            }
            Refusal::NoKeyple(c) => Text::new(
                format!("Kein {} Keyple verfügbar.", colour(c).de),
                format!("No {} keyple available.", colour(c).en),
            ),
            Refusal::NoSuchSpot => {
                pair("Dieses Feld kann hier nicht benutzt werden.", "That field cannot be used here.")
            }
            Refusal::SpotFull => pair("Dort sind schon zwei Keyples.", "Two keyples are already there."),
            Refusal::WrongColour { needed } => Text::new(
                format!("Ein Mitarbeiter muss ein {} oder weißer Keyple sein.", colour(needed).de),
                format!("A follower must be {} or white keyple.", a_coloured(needed, &pair("", "")).en.trim_end()),
            ),
            Refusal::AlreadyDown => pair(
                "Der Keyple dort liegt schon; er kann kein drittes Mal arbeiten.",
                "The keyple there is already laid down; it cannot work a third time.",
            ),
            Refusal::NotOwnBoard => pair(
                "Keyples kommen nur auf Gebäude der eigenen Spielertafel.",
                "Keyples go only onto buildings of one's own player board.",
            ),
            Refusal::LayDownNotAllowed => pair(
                "Hinlegen geht nur ohne Keyper und Keyples im Keypbereich, und zuerst auf der eigenen Tafel.",
                "Laying down needs an empty keyp area, and one's own boards come first.",
            ),
            Refusal::MustAct => pair(
                "Es gibt noch etwas zu tun; Aussetzen geht nicht.",
                "There is something to do; the turn cannot be skipped.",
            ),
            Refusal::NotOffered => {
                pair("Diese Wahl steht jetzt nicht zur Verfügung.", "That choice is not available now.")
            }
            Refusal::FairNotHoldable => pair(
                "Diesen Jahrmarkt kannst du jetzt nicht abhalten: Er liegt nicht für diese Jahreszeit bereit, oder seine Waren sind nicht alle vorzuzeigen (jeder Spielstein nur auf einem Jahrmarkt je Jahreszeit).",
                "You cannot hold that fair now: it is not yours to hold this season, or its goods cannot all be shown (each piece on one fair per season).",
            ),
        }
    }
}
