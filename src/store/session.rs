//! A game being played on this device: its record, its position and its save slot, kept in
//! step. Every accepted action is written to the slot at once.
//!
//! - An action the rules refuse changes nothing.
//! - If another tab has played on in the same slot, the action is refused: playing on here
//!   would fork the game. The player reloads and continues from the other tab's position.
//! - If the slot cannot be written (storage full or switched off), the action still counts:
//!   the game goes on in memory, the caller is told it is unsaved, and the next action writes
//!   the whole record again. Nothing a player did is lost.
//! - A player may take back their own last action while nobody else has acted since and the
//!   game's rules say it revealed nothing and drew no randomness ([`Game::undoable`]). Undo
//!   replays the record without that action, so the position is exactly the one before it.

use super::save::{SaveError, SaveFile, SeatInfo, record_of};
use super::slots::{Backend, Saves, StoreError};
use crate::engine::{Game, Record, RuleError, Seat, TableConfig, ToAct, preview};
use crate::i18n::{Describe, Text};

/// A game in play, bound to its save slot.
pub struct Session<G: Game, B: Backend> {
    saves: Saves<B>,
    save: SaveFile,
    record: Record<G>,
    state: G::State,
    /// The position before the last action (none at the start).
    before: Option<G::State>,
}

/// Why an action was not taken.
#[derive(Clone, Debug, PartialEq)]
pub enum ActError<R> {
    /// The rules refuse it.
    Rule(RuleError<R>),
    /// Another tab saved this game since; nothing was changed here.
    Conflict,
    /// There is nothing this player may take back.
    CannotUndo,
}

impl<R: Describe> Describe for ActError<R> {
    fn describe(&self) -> Text {
        match self {
            ActError::Rule(e) => e.describe(),
            ActError::Conflict => StoreError::Conflict.describe(),
            ActError::CannotUndo => Text::new(
                "Das lässt sich nicht zurücknehmen: Jemand anderes war am Zug, etwas Verdecktes wurde aufgedeckt oder der Zufall hat entschieden.",
                "That cannot be taken back: someone else has acted since, something hidden was revealed, or chance decided.",
            ),
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
        if seats.len() != usize::from(record.config.players()) {
            return Err(SaveError::Invalid("player names do not match the player count".into()).describe());
        }
        let state = crate::engine::replay(&record).map_err(|e| e.describe())?;
        let saves = Saves::new(backend);
        let save = saves.write(&SaveFile::new(id, &record, seats, now)).map_err(|e| e.describe())?;
        let before = before_last(&record);
        Ok(Session { saves, save, record, state, before })
    }

    /// Opens the game in slot `id`, replaying its record under the rules; a repaired seed
    /// ([`record_of`]) is written with the next action.
    pub fn open(backend: B, id: &str) -> Result<Self, Text> {
        let saves = Saves::new(backend);
        let mut save = saves.load(id).map_err(|e| e.describe())?;
        let (record, state) = record_of::<G>(&save).map_err(|e| e.describe())?;
        save.seed = record.seed.into();
        let before = before_last(&record);
        Ok(Session { saves, save, record, state, before })
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

    /// The save slot's id.
    pub fn id(&self) -> &str {
        &self.save.id
    }

    /// The players, in seat order.
    pub fn seats(&self) -> &[SeatInfo] {
        &self.save.seats
    }

    /// Play by link: how many actions the record held when it last came in by link, if it did.
    pub fn received(&self) -> Option<usize> {
        self.save.received
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
        let saved = self.write(save)?;
        self.before = Some(std::mem::replace(&mut self.state, next));
        self.record.actions.push((seat, action));
        Ok(Acted { events, saved })
    }

    /// Counts a hint asked for by `seat`'s player (a seat of this game) and writes the slot.
    pub fn count_hint(&mut self, seat: Seat, now: f64) -> Result<Result<(), StoreError>, ActError<G::Refusal>> {
        let mut save = self.save.clone();
        save.seats[seat.index()].hints += 1;
        save.updated = now;
        self.write(save)
    }

    /// What `action` would show `seat` before it confirms: the events the rules let a preview
    /// show (`engine::preview`), so a player sees costs and outcomes; `None` if it would be
    /// refused. Nothing changes, nothing is written.
    pub fn preview(&self, seat: Seat, action: &G::Action) -> Option<Vec<G::Event>> {
        preview::<G>(&self.state, seat, action)
    }

    /// Whether `seat` may take back the last action now.
    pub fn can_undo(&self, seat: Seat) -> bool {
        let own = self.record.actions.last().is_some_and(|(s, _)| *s == seat);
        own && self.before.as_ref().is_some_and(|before| G::undoable(before, &self.state, seat))
    }

    /// Takes back `seat`'s last action and writes the slot; the position is the one before it.
    pub fn undo(&mut self, seat: Seat, now: f64) -> Result<Result<(), StoreError>, ActError<G::Refusal>> {
        if !self.can_undo(seat) {
            return Err(ActError::CannotUndo);
        }
        let mut save = self.save.clone();
        save.actions.pop();
        save.updated = now;
        let saved = self.write(save)?;
        self.record.actions.pop();
        self.state = self.before.take().expect("can_undo checked it");
        self.before = before_last(&self.record);
        Ok(saved)
    }
}

impl<G: Game, B: Backend> Session<G, B> {
    /// Writes `save` to the slot and keeps it as the current save, unless another tab wrote
    /// the slot since; a failed write (storage full) is returned and the save kept in memory.
    fn write<R>(&mut self, mut save: SaveFile) -> Result<Result<(), StoreError>, ActError<R>> {
        let saved = match self.saves.write(&save) {
            Err(StoreError::Conflict) => return Err(ActError::Conflict),
            Ok(stored) => {
                save.revision = stored.revision;
                Ok(())
            }
            Err(e) => Err(e),
        };
        self.save = save;
        Ok(saved)
    }
}

/// The position before the record's last action, replayed (none for an empty record).
fn before_last<G: Game>(record: &Record<G>) -> Option<G::State> {
    let (_, earlier) = record.actions.split_last()?;
    let earlier = Record::<G> { config: record.config.clone(), seed: record.seed, actions: earlier.to_vec() };
    crate::engine::replay(&earlier).ok()
}
