//! The save file: its fields, its format version, and reading it without trusting it.

use crate::bots::Level;
use crate::engine::{Game, GameId, Record, ReplayError, Seat, replay};
use crate::i18n::{Describe, Text};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The save format this build writes. Bump it (and add a migration) when the layout changes.
/// A field that older builds may ignore (like a bot's `level`) needs no bump: it is optional,
/// and serde skips fields it does not know. So is the config's component data version
/// (`"data": 1`, see `DataVersion`): new saves write it, saves without it read as version 1,
/// and `setup` refuses a version this build does not have.
pub const FORMAT: u32 = 1;

/// The largest save or import file accepted, in bytes; a real game record is far smaller.
pub const MAX_SAVE_BYTES: usize = 2 * 1024 * 1024;

const APP_MARK: &str = "keydom";

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// A bot.
    Bot,
}

/// A seat's player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// The name shown at the table (plain text, never markup).
    pub name: String,
    /// Person or bot.
    pub kind: SeatKind,
    /// A bot's level; absent for people, and in saves from before levels existed (see
    /// [`SeatInfo::bot_level`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<Level>,
}

impl SeatInfo {
    /// A person's seat.
    pub fn human(name: impl Into<String>) -> Self {
        SeatInfo { name: name.into(), kind: SeatKind::Human, level: None }
    }

    /// A bot's seat.
    pub fn bot(name: impl Into<String>, level: Level) -> Self {
        SeatInfo { name: name.into(), kind: SeatKind::Bot, level: Some(level) }
    }

    /// The level a bot plays at (Standard if none was stored); `None` for a person.
    pub fn bot_level(&self) -> Option<Level> {
        (self.kind == SeatKind::Bot).then(|| self.level.unwrap_or_default())
    }
}

/// One saved game. Config and actions stay as JSON here; [`record_of`] reads them with the game's own types.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    /// Always "keydom": tells our files from any other JSON.
    pub app: String,
    /// The format version, see [`FORMAT`].
    pub format: u32,
    /// The save slot's identity.
    pub id: String,
    /// Which game.
    pub game: GameId,
    /// The game's set-up choices.
    pub config: Value,
    /// The seed of the game's random generator.
    pub seed: u64,
    /// Every action so far, each as `[seat, action]`.
    pub actions: Vec<(Seat, Value)>,
    /// The players, in seat order.
    pub seats: Vec<SeatInfo>,
    /// When the game was created (milliseconds since 1970).
    pub created: f64,
    /// When the last action was saved (milliseconds since 1970).
    pub updated: f64,
    /// How many times this slot has been written; guards against two tabs overwriting each other.
    pub revision: u64,
}

/// Why a save or import file was not accepted.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    /// The file is empty.
    Empty,
    /// The file is larger than [`MAX_SAVE_BYTES`].
    TooLarge(usize),
    /// The file ends in the middle: it was cut short.
    Truncated,
    /// The file is not JSON at all.
    Corrupt(String),
    /// JSON, but not a Keydom save.
    Foreign,
    /// Written by a newer Keydom than this one.
    NewerFormat(u64),
    /// A Keydom save with a field missing or of the wrong kind.
    Invalid(String),
    /// The game cannot be played in this build.
    NotPlayable(Text),
    /// The record does not replay under the rules.
    Replay(ReplayError),
}

impl Describe for SaveError {
    fn describe(&self) -> Text {
        match self {
            SaveError::Empty => Text::new("Die Datei ist leer.", "The file is empty."),
            SaveError::TooLarge(n) => Text::new(
                format!("Die Datei ist zu groß ({n} Bytes) für einen Keydom-Spielstand."),
                format!("The file is too large ({n} bytes) to be a Keydom save."),
            ),
            SaveError::Truncated => Text::new(
                "Die Datei bricht mittendrin ab; sie wurde wohl nicht vollständig gespeichert.",
                "The file stops in the middle; it was probably not saved completely.",
            ),
            SaveError::Corrupt(why) => Text::new(
                format!("Die Datei ist beschädigt und kein lesbarer Spielstand ({why})."),
                format!("The file is damaged and not a readable save ({why})."),
            ),
            SaveError::Foreign => {
                Text::new("Diese Datei ist kein Keydom-Spielstand.", "This file is not a Keydom save.")
            }
            SaveError::NewerFormat(found) => Text::new(
                format!(
                    "Der Spielstand stammt aus einer neueren Keydom-Version (Format {found}, diese kennt {FORMAT}). Bitte die Seite neu laden, um Keydom zu aktualisieren."
                ),
                format!(
                    "The save comes from a newer Keydom (format {found}, this one reads {FORMAT}). Reload the page to update Keydom."
                ),
            ),
            SaveError::Invalid(why) => Text::new(
                format!("Der Spielstand ist unvollständig oder fehlerhaft: {why}."),
                format!("The save is incomplete or malformed: {why}."),
            ),
            SaveError::NotPlayable(text) => text.clone(),
            SaveError::Replay(e) => e.describe(),
        }
    }
}

impl SaveError {
    /// Why a save of `game` is refused when this build has no code for it: it is not a game of
    /// this app, or not playable yet. A playable game's code checks its saves against the rules
    /// (`ui::lazy::GameCode::check`).
    pub fn no_code_for(game: GameId) -> SaveError {
        match crate::games::by_id(game) {
            None => SaveError::Invalid("not a game of this app".into()),
            Some(game) => SaveError::NotPlayable(game.not_playable()),
        }
    }
}

impl SaveFile {
    /// Reads a save from text, checking everything but the game's rules (see [`record_of`] for
    /// those). Its players' names are brought to the rule ([`super::names::normalise`]).
    pub fn parse(text: &str) -> Result<SaveFile, SaveError> {
        if text.len() > MAX_SAVE_BYTES {
            return Err(SaveError::TooLarge(text.len()));
        }
        if text.trim().is_empty() {
            return Err(SaveError::Empty);
        }
        let value: Value = serde_json::from_str(text).map_err(|e| match e.classify() {
            serde_json::error::Category::Eof => SaveError::Truncated,
            _ => SaveError::Corrupt(e.to_string()),
        })?;
        if value.get("app").and_then(Value::as_str) != Some(APP_MARK) {
            return Err(SaveError::Foreign);
        }
        match value.get("format").and_then(Value::as_u64) {
            Some(f) if f == u64::from(FORMAT) => {}
            Some(f) if f > u64::from(FORMAT) => return Err(SaveError::NewerFormat(f)),
            other => return Err(SaveError::Invalid(format!("unknown format {other:?}"))),
        }
        let mut save: SaveFile = serde_json::from_value(value).map_err(|e| SaveError::Invalid(e.to_string()))?;
        if save.seats.is_empty() || save.id.is_empty() {
            return Err(SaveError::Invalid("no players or no id".into()));
        }
        super::names::normalise(&mut save.seats);
        Ok(save)
    }

    /// The save as pretty JSON, for writing and exporting.
    pub fn to_text(&self) -> String {
        serde_json::to_string_pretty(self).expect("a save always serialises")
    }

    /// A new save for a game about to start.
    pub fn new<G: Game>(id: String, record: &Record<G>, seats: Vec<SeatInfo>, now: f64) -> SaveFile {
        SaveFile {
            app: APP_MARK.into(),
            format: FORMAT,
            id,
            game: G::ID,
            config: serde_json::to_value(&record.config).expect("configs serialise"),
            seed: record.seed,
            actions: record
                .actions
                .iter()
                .map(|(s, a)| (*s, serde_json::to_value(a).expect("actions serialise")))
                .collect(),
            seats,
            created: now,
            updated: now,
            revision: 0,
        }
    }
}

/// Reads a save as a record of game `G` and replays it, so a save that the rules refuse is never loaded.
pub fn record_of<G: Game>(save: &SaveFile) -> Result<(Record<G>, G::State), SaveError> {
    if save.game != G::ID {
        return Err(SaveError::Invalid(format!("expected a {:?} save", G::ID)));
    }
    let invalid = |what: &str, e: serde_json::Error| SaveError::Invalid(format!("{what}: {e}"));
    let config: G::Config = serde_json::from_value(save.config.clone()).map_err(|e| invalid("config", e))?;
    if G::seat_count(&config) != save.seats.len() {
        return Err(SaveError::Invalid("player names do not match the player count".into()));
    }
    let mut actions = Vec::with_capacity(save.actions.len());
    for (i, (seat, action)) in save.actions.iter().enumerate() {
        let action = serde_json::from_value(action.clone()).map_err(|e| invalid(&format!("move {}", i + 1), e))?;
        actions.push((*seat, action));
    }
    let record = Record { config, seed: save.seed, actions };
    let state = replay(&record).map_err(SaveError::Replay)?;
    Ok((record, state))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> String {
        r#"{"app":"keydom","format":1,"id":"a1","game":"key_market","config":{"players":2},"seed":7,
            "actions":[[0,{"pass":null}]],"seats":[{"name":"Ada","kind":"human"},{"name":"Bo","kind":"bot"}],
            "created":1.0,"updated":2.0,"revision":3}"#
            .to_string()
    }

    #[test]
    fn reads_a_well_formed_save_and_writes_it_back_unchanged() {
        let save = SaveFile::parse(&sample()).unwrap();
        assert_eq!(save.game, GameId::KeyMarket);
        assert_eq!(save.seats[1].kind, SeatKind::Bot);
        assert_eq!(SaveFile::parse(&save.to_text()).unwrap(), save);
    }

    #[test]
    fn a_bot_saved_before_levels_existed_plays_standard_and_levels_round_trip() {
        let old = SaveFile::parse(&sample()).unwrap();
        assert_eq!(old.seats[1].level, None);
        assert_eq!(old.seats[1].bot_level(), Some(Level::Standard));
        assert_eq!(old.seats[0].bot_level(), None);
        let mut save = old;
        save.seats[1] = SeatInfo::bot("Bo", Level::Strong);
        let text = save.to_text();
        assert!(text.contains(r#""level": "strong""#) && !text.contains(r#""level": null"#));
        for level in Level::ALL {
            assert_eq!(serde_json::to_value(level).unwrap(), level.tag(), "forms and saves name levels alike");
        }
        assert_eq!(SaveFile::parse(&text).unwrap().seats[1].bot_level(), Some(Level::Strong));
    }

    #[test]
    fn names_each_kind_of_bad_file() {
        let text = sample();
        assert_eq!(SaveFile::parse("  "), Err(SaveError::Empty));
        assert_eq!(SaveFile::parse(&text[..text.len() / 2]), Err(SaveError::Truncated));
        assert!(matches!(SaveFile::parse("PK\u{3}\u{4} zip"), Err(SaveError::Corrupt(_))));
        assert_eq!(SaveFile::parse(r#"{"name":"not ours"}"#), Err(SaveError::Foreign));
        assert_eq!(SaveFile::parse(&text.replace(r#""format":1"#, r#""format":9"#)), Err(SaveError::NewerFormat(9)));
        assert!(matches!(SaveFile::parse(&text.replace(r#""seed":7"#, r#""seed":"x""#)), Err(SaveError::Invalid(_))));
        assert!(matches!(SaveFile::parse(&text.replace("key_market", "chess")), Err(SaveError::Invalid(_))));
        let huge = format!("{}{}", text, " ".repeat(MAX_SAVE_BYTES));
        assert!(matches!(SaveFile::parse(&huge), Err(SaveError::TooLarge(_))));
    }

    #[test]
    fn every_refusal_has_both_languages() {
        for e in [SaveError::Empty, SaveError::Truncated, SaveError::Foreign, SaveError::NewerFormat(2)] {
            let t = e.describe();
            assert!(!t.de.is_empty() && !t.en.is_empty() && t.de != t.en);
        }
    }
}
