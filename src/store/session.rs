//! A game being played on this device: its record, its position and its save slot, kept in
//! step. Every accepted action is written to the slot at once.
//!
//! - An action the rules refuse changes nothing.
//! - If another tab has played on in the same slot, the action is refused: playing on here
//!   would fork the game. The player reloads and continues from the other tab's position.
//! - If the slot cannot be written (storage full or switched off), the action still counts:
//!   the game goes on in memory, the caller is told it is unsaved, and the next action writes
//!   the whole record again. Nothing a player did is lost.

use super::save::{SaveError, SaveFile, SeatInfo, record_of};
use super::slots::{Backend, Saves, StoreError};
use crate::engine::{Game, Record, RuleError, Seat, ToAct};
use crate::i18n::{Describe, Text};

/// A game in play, bound to its save slot.
pub struct Session<G: Game, B: Backend> {
    saves: Saves<B>,
    save: SaveFile,
    record: Record<G>,
    state: G::State,
}

/// Why an action was not taken.
#[derive(Clone, Debug, PartialEq)]
pub enum ActError<R> {
    /// The rules refuse it.
    Rule(RuleError<R>),
    /// Another tab saved this game since; nothing was changed here.
    Conflict,
}

impl<R: Describe> Describe for ActError<R> {
    fn describe(&self) -> Text {
        match self {
            ActError::Rule(e) => e.describe(),
            ActError::Conflict => StoreError::Conflict.describe(),
        }
    }
}

/// What an accepted action produced.
#[derive(Debug)]
pub struct Acted<E> {
    /// What happened, for the log.
    pub events: Vec<E>,
    /// Whether the game is saved now; `Err` says why not (the action still counts).
    pub saved: Result<(), StoreError>,
}

impl<G: Game, B: Backend> Session<G, B> {
    /// Sets up a new game in slot `id` and writes it.
    pub fn start(backend: B, id: String, record: Record<G>, seats: Vec<SeatInfo>, now: f64) -> Result<Self, Text> {
        if seats.len() != G::seat_count(&record.config) {
            return Err(SaveError::Invalid("player names do not match the player count".into()).describe());
        }
        let state = crate::engine::replay(&record).map_err(|e| e.describe())?;
        let saves = Saves::new(backend);
        let save = saves.write(&SaveFile::new(id, &record, seats, now)).map_err(|e| e.describe())?;
        Ok(Session { saves, save, record, state })
    }

    /// Opens the game in slot `id`, replaying its record under the rules.
    pub fn open(backend: B, id: &str) -> Result<Self, Text> {
        let saves = Saves::new(backend);
        let save = saves.load(id).map_err(|e| e.describe())?;
        let (record, state) = record_of::<G>(&save).map_err(|e| e.describe())?;
        Ok(Session { saves, save, record, state })
    }

    /// Who must decide now.
    pub fn to_act(&self) -> ToAct {
        G::to_act(&self.state)
    }

    /// What `seat` may do now.
    pub fn legal_actions(&self, seat: Seat) -> Vec<G::Action> {
        G::legal_actions(&self.state, seat)
    }

    /// What `viewer` may see (the UI and bots see nothing else).
    pub fn view(&self, viewer: Option<Seat>) -> G::View {
        G::view(&self.state, viewer)
    }

    /// The players, in seat order.
    pub fn seats(&self) -> &[SeatInfo] {
        &self.save.seats
    }

    /// The game record so far.
    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// The score sheet (final once the game is over).
    pub fn score(&self) -> crate::engine::ScoreSheet {
        G::score(&self.state)
    }

    /// Plays `action` for `seat` and writes the slot.
    pub fn act(&mut self, seat: Seat, action: G::Action, now: f64) -> Result<Acted<G::Event>, ActError<G::Refusal>> {
        let mut next = self.state.clone();
        let events = G::apply(&mut next, seat, &action).map_err(ActError::Rule)?;
        let mut save = self.save.clone();
        save.actions.push((seat, serde_json::to_value(&action).expect("actions serialise")));
        save.updated = now;
        let saved = match self.saves.write(&save) {
            Err(StoreError::Conflict) => return Err(ActError::Conflict),
            Ok(stored) => {
                save.revision = stored.revision;
                Ok(())
            }
            Err(e) => Err(e),
        };
        self.save = save;
        self.state = next;
        self.record.actions.push((seat, action));
        Ok(Acted { events, saved })
    }
}
