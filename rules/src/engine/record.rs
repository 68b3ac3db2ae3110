//! A game record (configuration, seed and every action in order), its binary form and its
//! replay.

use super::{Game, ReplayError, Seat};
use crate::text::Describe;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Everything needed to reproduce a game exactly.
#[derive(Serialize, Deserialize)]
#[serde(bound(serialize = "", deserialize = ""))]
pub struct Record<G: Game> {
    /// The set-up choices.
    pub config: G::Config,
    /// The seed of the game's random generator.
    pub seed: u64,
    /// Every action in the order it was applied, with the seat that took it.
    pub actions: Vec<(Seat, G::Action)>,
}

// Written out rather than derived: a derive would demand `G: Clone + Debug + PartialEq` of the
// game's marker type, while only its associated types need them (which `Game` already requires).
impl<G: Game> Clone for Record<G> {
    fn clone(&self) -> Self {
        Record { config: self.config.clone(), seed: self.seed, actions: self.actions.clone() }
    }
}

impl<G: Game> fmt::Debug for Record<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Record")
            .field("config", &self.config)
            .field("seed", &self.seed)
            .field("actions", &self.actions)
            .finish()
    }
}

impl<G: Game> PartialEq for Record<G> {
    fn eq(&self, other: &Self) -> bool {
        self.config == other.config && self.seed == other.seed && self.actions == other.actions
    }
}

impl<G: Game> Record<G> {
    /// A record of a game that has not started.
    pub fn new(config: G::Config, seed: u64) -> Self {
        Record { config, seed, actions: Vec::new() }
    }

    /// The record in binary form: postcard of the config as JSON text, the seed and the
    /// actions. The config travels as JSON so that everything a binary format would drop
    /// (its [`DataVersion`](super::DataVersion)) is kept. Share links (from version 3) and
    /// bot requests use it.
    pub fn to_bytes(&self) -> Vec<u8> {
        let config = serde_json::to_string(&self.config).expect("configs serialise");
        let binary = Binary::<G> { config, seed: self.seed, actions: &self.actions };
        postcard::to_allocvec(&binary).expect("records serialise")
    }

    /// Reads [`Record::to_bytes`], refusing bytes that do not decode or trail the record.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let (binary, rest): (BinaryOwned<G>, _) = postcard::take_from_bytes(bytes).map_err(|e| e.to_string())?;
        if !rest.is_empty() {
            return Err("trailing bytes after the record".into());
        }
        let config = serde_json::from_str(&binary.config).map_err(|e| format!("config: {e}"))?;
        Ok(Record { config, seed: binary.seed, actions: binary.actions })
    }
}

/// The layout of [`Record::to_bytes`], written from borrowed actions.
#[derive(Serialize)]
#[serde(bound(serialize = ""))]
struct Binary<'a, G: Game> {
    config: String,
    seed: u64,
    actions: &'a [(Seat, G::Action)],
}

/// The layout of [`Record::to_bytes`], read into owned actions.
#[derive(Deserialize)]
#[serde(bound(deserialize = ""))]
struct BinaryOwned<G: Game> {
    config: String,
    seed: u64,
    actions: Vec<(Seat, G::Action)>,
}

/// Replays a record from its set-up, refusing it at the first action the rules refuse.
pub fn replay<G: Game>(record: &Record<G>) -> Result<G::State, ReplayError> {
    replay_log(record).map(|(state, _)| state)
}

/// Moves in order, each with the seat that made it.
pub type Moves<G> = Vec<(Seat, <G as Game>::Action)>;

/// A sequence of moves played out from a start, keeping every position: what a replay steps
/// through and what a rulebook scenario shows.
pub struct Played<G: Game> {
    /// The moves, in order.
    pub moves: Moves<G>,
    /// `positions[k]` is the position after `k` moves (`positions[0]` is the start).
    pub positions: Vec<G::State>,
    /// `events[k]` is what move `k + 1` caused.
    pub events: Vec<Vec<G::Event>>,
}

impl<G: Game> Played<G> {
    /// Plays `moves` from `start`; the first move the rules refuse stops it with its step
    /// (counted from 1).
    pub fn out(start: G::State, moves: Moves<G>) -> Result<Self, ReplayError> {
        let mut positions = Vec::with_capacity(moves.len() + 1);
        positions.push(start.clone());
        let mut events = Vec::with_capacity(moves.len());
        play_moves::<G>(start, &moves, |position, more| {
            positions.push(position.clone());
            events.push(more);
        })?;
        Ok(Played { moves, positions, events })
    }

    /// Plays a whole record from its set-up.
    pub fn record(record: &Record<G>) -> Result<Self, ReplayError> {
        let start = G::setup(&record.config, record.seed).map_err(ReplayError::Setup)?;
        Self::out(start, record.actions.clone())
    }

    /// The number of moves.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether there are no moves at all.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
}

/// Replays a record like [`replay`] and also returns every event in order, for the game log.
pub fn replay_log<G: Game>(record: &Record<G>) -> Result<(G::State, Vec<G::Event>), ReplayError> {
    replay_moves(record).map(|(state, moves)| (state, moves.into_iter().flatten().collect()))
}

/// What each move of a record caused, move by move.
pub type Caused<G> = Vec<Vec<<G as Game>::Event>>;

/// Replays a record like [`replay`] and also returns what each move caused, move by move.
pub fn replay_moves<G: Game>(record: &Record<G>) -> Result<(G::State, Caused<G>), ReplayError> {
    let start = G::setup(&record.config, record.seed).map_err(ReplayError::Setup)?;
    let mut moves = Vec::with_capacity(record.actions.len());
    let state = play_moves::<G>(start, &record.actions, |_, more| moves.push(more))?;
    Ok((state, moves))
}

/// Plays `moves` from `state`, handing the position after each move and its events to
/// `after`, and returns the last position; the first move the rules refuse stops it with its
/// step (counted from 1).
fn play_moves<G: Game>(
    mut state: G::State,
    moves: &[(Seat, G::Action)],
    mut after: impl FnMut(&G::State, Vec<G::Event>),
) -> Result<G::State, ReplayError> {
    for (i, (seat, action)) in moves.iter().enumerate() {
        let events = G::apply(&mut state, *seat, action)
            .map_err(|e| ReplayError::Action { step: i + 1, reason: e.describe() })?;
        after(&state, events);
    }
    Ok(state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{DataVersion, Game};
    use crate::games::key_market::{Config, KeyMarket};

    #[test]
    fn the_binary_form_keeps_the_data_version_and_refuses_garbage() {
        let mut record = Record::<KeyMarket>::new(Config { data: DataVersion(2), ..Config::new(3, true) }, 9);
        let state = KeyMarket::setup(&Config::new(3, true), 9).unwrap();
        let seat = KeyMarket::to_act(&state).seats().nth(0);
        record.actions.push((seat, KeyMarket::legal_actions(&state, seat)[0].clone()));
        let bytes = record.to_bytes();
        let back = Record::<KeyMarket>::from_bytes(&bytes).unwrap();
        assert_eq!(back, record);
        assert_eq!(back.config.data, DataVersion(2));
        // Plain postcard drops the version: that is what links before version 3 hold.
        let plain: Record<KeyMarket> = postcard::from_bytes(&postcard::to_allocvec(&record).unwrap()).unwrap();
        assert_eq!(plain.config.data, DataVersion(1));

        assert!(Record::<KeyMarket>::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        assert!(Record::<KeyMarket>::from_bytes(&[bytes.as_slice(), &[0]].concat()).is_err());
        assert!(Record::<KeyMarket>::from_bytes(&[3, b'{', b'}', b'x']).is_err());
    }
}
