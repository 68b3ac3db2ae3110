//! The save file: its fields, its format version, and reading it without trusting it.
//!
//! The seed is written as a string (format 2): a JSON number of 2^53 or more does not survive a
//! program that reads numbers as doubles (JavaScript's `JSON.parse`, most editors, older jq),
//! which rounds it to the nearest double. Reading takes a string or a number, so format 1
//! saves open as they are; a seed that such a program rounded is repaired on replay
//! ([`record_of`]).

use crate::bots::Level;
use crate::engine::{Game, GameId, Record, ReplayError, Seat, TableConfig, replay};
use crate::i18n::{Describe, Text};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

/// The save format this build writes. Bump it (and add a migration) when the layout changes.
/// Format 2 writes the seed as a string; format 1 wrote it as a number and reads as format 2.
/// A field that older builds may ignore (like a bot's `level`) needs no bump: it is optional,
/// and serde skips fields it does not know. So is the config's component data version
/// (`"data": 1`, see `DataVersion`): new saves write it, saves without it read as version 1,
/// and `setup` refuses a version this build does not have.
pub const FORMAT: u32 = 2;

/// The largest save or import file accepted, in bytes; a real game record is far smaller.
pub const MAX_SAVE_BYTES: usize = 2 * 1024 * 1024;

const APP_MARK: &str = "keydom";

/// How far rounding to the nearest double moves a `u64`: at most half the spacing of doubles
/// near 2^64, plus the error of the shortest digits JavaScript writes for it.
const ROUNDING: u64 = 1 << 11;

/// The smallest integer a double cannot always hold exactly.
const EXACT_IN_DOUBLES: u64 = 1 << 53;

/// A save's seed as read: a string, or a number (how format 1 wrote it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seed {
    /// The seed.
    pub value: u64,
    /// Read from a JSON number of 2^53 or more that looks like a double's (the nearest double,
    /// or JavaScript's digits for one): a program may have rounded it, and [`record_of`] tries
    /// the seeds that round like it if the record does not replay.
    pub maybe_rounded: bool,
}

impl From<u64> for Seed {
    fn from(value: u64) -> Seed {
        Seed { value, maybe_rounded: false }
    }
}

impl Seed {
    /// A seed read from a JSON number.
    fn number(value: u64) -> Seed {
        let double = value as f64;
        let like_a_double = double as u64 == value || format!("{double}").parse() == Ok(value);
        Seed { value, maybe_rounded: value >= EXACT_IN_DOUBLES && like_a_double }
    }
}

impl Serialize for Seed {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.value)
    }
}

impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Seed, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = Seed;

            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a seed: a whole number from 0 to 2^64 - 1, as a string or a number")
            }

            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Seed, E> {
                text.parse::<u64>()
                    .map(Seed::from)
                    .map_err(|_| E::invalid_value(serde::de::Unexpected::Str(text), &self))
            }

            fn visit_u64<E: serde::de::Error>(self, value: u64) -> Result<Seed, E> {
                Ok(Seed::number(value))
            }

            /// A number too large for a `u64` (JavaScript's digits for u64::MAX round up to 2^64)
            /// or written with an exponent: taken if it is whole, 2^64 as u64::MAX.
            fn visit_f64<E: serde::de::Error>(self, value: f64) -> Result<Seed, E> {
                if value.fract() == 0.0 && (0.0..=u64::MAX as f64).contains(&value) {
                    Ok(Seed::number(value as u64))
                } else {
                    Err(E::invalid_value(serde::de::Unexpected::Float(value), &self))
                }
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

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
    /// How many hints the seat's player asked for; absent when none (and in saves from before
    /// hints existed).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hints: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl SeatInfo {
    /// A person's seat.
    pub fn human(name: impl Into<String>) -> Self {
        SeatInfo { name: name.into(), kind: SeatKind::Human, level: None, hints: 0 }
    }

    /// A bot's seat.
    pub fn bot(name: impl Into<String>, level: Level) -> Self {
        SeatInfo { name: name.into(), kind: SeatKind::Bot, level: Some(level), hints: 0 }
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
    pub seed: Seed,
    /// Every action so far, each as `[seat, action]`.
    pub actions: Vec<(Seat, Value)>,
    /// The players, in seat order.
    pub seats: Vec<SeatInfo>,
    /// When the game was created (milliseconds since 1970).
    pub created: f64,
    /// When the last action was saved (milliseconds since 1970).
    pub updated: f64,
    /// How many times this slot has been written; guards against two tabs overwriting each other.
    /// A plain number: a count of writes stays far below 2^53.
    pub revision: u64,
    /// The analysis of the finished game (an `Analysis` of the game's actions, see
    /// `keydom_rules::bots::analysis`, in postcard and base64url, as compact as a link), kept so
    /// that it is not computed twice; absent until one is made (and in saves from before
    /// analyses existed). The replay reads it and checks it against the record.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis: Option<String>,
    /// Play by link: how many actions the record held when it last came in by link (so the
    /// person who received the turn is not offered to send it on before moving); absent for
    /// games that never came in by link.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub received: Option<usize>,
    /// Play by link: the move from which this copy went another way than another save of the
    /// same game on this device (both were kept); absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parted_at: Option<usize>,
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
    /// The record does not replay under the rules.
    Replay(ReplayError),
    /// The seed is a number that a program may have rounded, and not exactly one seed that
    /// rounds like it replays the record.
    SeedRounded,
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
            SaveError::Replay(e) => e.describe(),
            SaveError::SeedRounded => Text::new(
                "Die Spielnummer wurde von einem Programm verändert, das große Zahlen rundet; die Züge passen nicht mehr zu ihr, und sie ließ sich nicht wiederherstellen.",
                "The game number was changed by a program that rounds large numbers, so the moves no longer fit it, and it could not be recovered.",
            ),
        }
    }
}

impl SaveError {
    /// Why a save is refused when this build has no code for its game: every game of the app
    /// has its code, so it is not a game of this app (the engine's test game). A game's code
    /// checks its saves against the rules (`ui::lazy::GameCode::check`).
    pub fn no_code() -> SaveError {
        SaveError::Invalid("not a game of this app".into())
    }
}

impl SaveFile {
    /// Reads a save from text, checking everything but the game's rules (see [`record_of`] for
    /// those). A format 1 save reads as the current format, and its players' names are
    /// brought to the rule ([`super::names::normalise`]).
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
            Some(f) if (1..=u64::from(FORMAT)).contains(&f) => {}
            Some(f) if f > u64::from(FORMAT) => return Err(SaveError::NewerFormat(f)),
            other => return Err(SaveError::Invalid(format!("unknown format {other:?}"))),
        }
        let mut save: SaveFile = serde_json::from_value(value).map_err(|e| SaveError::Invalid(e.to_string()))?;
        save.format = FORMAT;
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
            seed: record.seed.into(),
            actions: record
                .actions
                .iter()
                .map(|(s, a)| (*s, serde_json::to_value(a).expect("actions serialise")))
                .collect(),
            seats,
            created: now,
            updated: now,
            revision: 0,
            analysis: None,
            received: None,
            parted_at: None,
        }
    }
}

/// Reads a save as a record of game `G` and replays it, so a save that the rules refuse is never loaded.
///
/// A seed that may have been rounded ([`Seed::maybe_rounded`]) and does not replay the record
/// is repaired: if exactly one other seed that rounds to the same double (all within 2^11 of
/// it) replays every action, the record gets that seed (a wrong seed mostly fails within the
/// first moves, so the search is quick), and whoever writes the save next writes it. Otherwise
/// the save is refused as [`SaveError::SeedRounded`]. A short record may fit several seeds.
pub fn record_of<G: Game>(save: &SaveFile) -> Result<(Record<G>, G::State), SaveError> {
    if save.game != G::ID {
        return Err(SaveError::Invalid(format!("expected a {:?} save", G::ID)));
    }
    let invalid = |what: &str, e: serde_json::Error| SaveError::Invalid(format!("{what}: {e}"));
    let config: G::Config = serde_json::from_value(save.config.clone()).map_err(|e| invalid("config", e))?;
    if usize::from(config.players()) != save.seats.len() {
        return Err(SaveError::Invalid("player names do not match the player count".into()));
    }
    let mut actions = Vec::with_capacity(save.actions.len());
    for (i, (seat, action)) in save.actions.iter().enumerate() {
        let action = serde_json::from_value(action.clone()).map_err(|e| invalid(&format!("move {}", i + 1), e))?;
        actions.push((*seat, action));
    }
    let mut record = Record { config, seed: save.seed.value, actions };
    match replay(&record) {
        Ok(state) => Ok((record, state)),
        Err(ReplayError::Action { .. }) if save.seed.maybe_rounded => {
            let state = unround(&mut record).ok_or(SaveError::SeedRounded)?;
            Ok((record, state))
        }
        Err(e) => Err(SaveError::Replay(e)),
    }
}

/// Gives `record` the one other seed that rounds to the same double as its own and replays
/// every action, and returns the position; `None` if no such seed or more than one does. The
/// seeds that round to one double lie within [`ROUNDING`] of the digits written for it.
fn unround<G: Game>(record: &mut Record<G>) -> Option<G::State> {
    let read = record.seed;
    let double = read as f64;
    let near = read.saturating_sub(ROUNDING)..=read.saturating_add(ROUNDING);
    let mut found = None;
    for seed in near.filter(|&s| s != read && s as f64 == double) {
        record.seed = seed;
        if let Ok(state) = replay(record) {
            if found.is_some() {
                return None;
            }
            found = Some((seed, state));
        }
    }
    let (seed, state) = found?;
    record.seed = seed;
    Some(state)
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
    fn an_analysis_is_kept_with_the_save_with_the_same_figures() {
        use crate::bots::analysis::{Analysis, Budget, analyse};
        use crate::games::key_market::{Config, KeyMarket};
        let old = SaveFile::parse(&sample()).unwrap();
        assert_eq!(old.analysis, None, "a save from before analyses opens without one");
        assert!(!old.to_text().contains("analysis"), "and is written back without one");
        let mut record = Record::<KeyMarket>::new(Config::new(2, false), 3);
        let mut state = replay(&record).unwrap();
        for _ in 0..3 {
            let seat = KeyMarket::to_act(&state).seats().nth(0);
            let action = KeyMarket::legal_actions(&state, seat).swap_remove(0);
            KeyMarket::apply(&mut state, seat, &action).unwrap();
            record.actions.push((seat, action));
        }
        let analysis = analyse(&record, Budget { iterations: 30, focus: 30, quick: true }, 5).unwrap();
        let mut save = SaveFile::new("s1".into(), &record, vec![SeatInfo::human("Ada"), SeatInfo::human("Bo")], 1.0);
        let bytes = postcard::to_allocvec(&analysis).unwrap();
        save.analysis = Some(crate::ui::analysis::to_text(&bytes));
        let read = SaveFile::parse(&save.to_text()).unwrap();
        assert_eq!(read, save);
        let back = crate::ui::analysis::from_text(read.analysis.as_deref().unwrap()).unwrap();
        let back: Analysis<crate::games::key_market::Action> = postcard::from_bytes(&back).unwrap();
        assert_eq!(back, analysis, "the very same figures from the text");
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
    fn a_seed_reads_from_a_string_or_a_whole_number_and_writes_as_a_string() {
        let read = |json: &str| serde_json::from_str::<Seed>(json).map(|s| (s.value, s.maybe_rounded)).ok();
        assert_eq!(read(r#""18446744073709551615""#), Some((u64::MAX, false)));
        assert_eq!(read("7"), Some((7, false)));
        assert_eq!(read("9007199254740993"), Some((9007199254740993, false)), "no double is written so");
        assert_eq!(read("12345678901234567000"), Some((12345678901234567000, true)), "JavaScript's digits");
        assert_eq!(read("18446744073709552000"), Some((u64::MAX, true)), "2^64, rounded from u64::MAX");
        assert_eq!(read("1.2345678901234567e19"), Some((12345678901234567168, true)));
        for bad in ["-1", "1.5", "1e20", r#""-1""#, r#""7.0""#, "null"] {
            assert_eq!(read(bad), None, "{bad}");
        }
        assert_eq!(serde_json::to_string(&Seed::from(u64::MAX)).unwrap(), r#""18446744073709551615""#);
    }

    #[test]
    fn every_refusal_has_both_languages() {
        for e in [
            SaveError::Empty,
            SaveError::Truncated,
            SaveError::Foreign,
            SaveError::NewerFormat(3),
            SaveError::SeedRounded,
        ] {
            let t = e.describe();
            assert!(!t.de.is_empty() && !t.en.is_empty() && t.de != t.en);
        }
    }
}
