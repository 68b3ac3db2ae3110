//! Save slots on a key-value backend: list, create, write after every action, import,
//! export and delete, without ever losing what was stored.

use super::save::{SaveError, SaveFile};
use crate::i18n::{Describe, Text};
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;

/// The key prefix of save slots; the slot's id follows it.
pub const SAVE_PREFIX: &str = "keydom.save.";

/// Why the backend could not do what was asked.
#[derive(Clone, Debug, PartialEq)]
pub enum StoreError {
    /// The browser's storage is full; whatever was stored before is still there.
    Full,
    /// Storage cannot be used at all (private mode, disabled by the user).
    Unavailable(String),
    /// Another tab saved this game since this tab loaded it.
    Conflict,
    /// The stored copy cannot be read, so it is not overwritten.
    Damaged(SaveError),
    /// No save with this id.
    Missing,
}

impl Describe for StoreError {
    fn describe(&self) -> Text {
        match self {
            StoreError::Full => Text::new(
                "Der Speicher des Browsers ist voll. Der letzte Spielstand ist erhalten; lösche alte Spiele oder sichere dieses als Datei.",
                "The browser's storage is full. The previous save is kept; delete old games or export this one to a file.",
            ),
            StoreError::Unavailable(why) => Text::new(
                format!("Der Browser erlaubt kein Speichern ({why})."),
                format!("The browser does not allow saving ({why})."),
            ),
            StoreError::Conflict => Text::new(
                "Dieses Spiel wurde in einem anderen Tab weitergespielt. Lade es neu, um dort weiterzumachen; hier wurde nichts überschrieben.",
                "This game was played on in another tab. Reload it to continue from there; nothing was overwritten here.",
            ),
            StoreError::Damaged(e) => {
                let why = e.describe();
                Text::new(
                    format!("Der gespeicherte Stand ist nicht lesbar und bleibt unverändert: {}", why.de),
                    format!("The stored copy cannot be read and is left as it is: {}", why.en),
                )
            }
            StoreError::Missing => {
                Text::new("Diesen Spielstand gibt es nicht (mehr).", "There is no such save (any more).")
            }
        }
    }
}

/// A string store with the semantics of localStorage: each `set` is atomic and either
/// replaces the old value or fails and leaves it.
pub trait Backend {
    /// The value under `key`, if any.
    fn get(&self, key: &str) -> Result<Option<String>, StoreError>;
    /// Stores `value` under `key`.
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError>;
    /// Removes `key`.
    fn remove(&self, key: &str) -> Result<(), StoreError>;
    /// Every key.
    fn keys(&self) -> Result<Vec<String>, StoreError>;
}

/// A slot as the saves list shows it: readable, or damaged with the reason and its raw text.
#[derive(Clone, Debug, PartialEq)]
pub enum Listed {
    /// A save that reads.
    Ok(SaveFile),
    /// A slot that does not read, kept so it can be exported or deleted by hand.
    Damaged {
        /// The slot's key.
        id: String,
        /// Why it does not read.
        error: SaveError,
        /// The stored text, as it is.
        raw: String,
    },
}

impl Listed {
    /// The slot's id.
    pub fn id(&self) -> &str {
        match self {
            Listed::Ok(save) => &save.id,
            Listed::Damaged { id, .. } => id,
        }
    }
}

/// The save slots on a backend.
pub struct Saves<B: Backend> {
    backend: B,
}

impl<B: Backend> Saves<B> {
    /// Slots on `backend`.
    pub fn new(backend: B) -> Self {
        Saves { backend }
    }

    fn key(id: &str) -> String {
        format!("{SAVE_PREFIX}{id}")
    }

    /// Every slot, most recently played first; damaged slots last.
    pub fn list(&self) -> Result<Vec<Listed>, StoreError> {
        let mut listed = Vec::new();
        for key in self.backend.keys()? {
            let Some(id) = key.strip_prefix(SAVE_PREFIX) else { continue };
            let Some(raw) = self.backend.get(&key)? else { continue };
            listed.push(match SaveFile::parse(&raw) {
                Ok(save) => Listed::Ok(save),
                Err(error) => Listed::Damaged { id: id.to_string(), error, raw },
            });
        }
        listed.sort_by(|a, b| match (a, b) {
            (Listed::Ok(x), Listed::Ok(y)) => y.updated.total_cmp(&x.updated),
            (Listed::Ok(_), _) => std::cmp::Ordering::Less,
            (_, Listed::Ok(_)) => std::cmp::Ordering::Greater,
            _ => std::cmp::Ordering::Equal,
        });
        Ok(listed)
    }

    /// The stored text of a slot (for export, damaged or not).
    pub fn raw(&self, id: &str) -> Result<String, StoreError> {
        self.backend.get(&Self::key(id))?.ok_or(StoreError::Missing)
    }

    /// Reads one save.
    pub fn load(&self, id: &str) -> Result<SaveFile, StoreError> {
        SaveFile::parse(&self.raw(id)?).map_err(StoreError::Damaged)
    }

    /// Writes `save`, which must be the revision this tab last read or wrote (0 for a new slot).
    /// Returns the save as stored, with its revision advanced. Refuses, changing nothing, if
    /// another tab wrote the slot in between or the stored copy is unreadable.
    pub fn write(&self, save: &SaveFile) -> Result<SaveFile, StoreError> {
        let key = Self::key(&save.id);
        let stored_revision = match self.backend.get(&key)? {
            None => 0,
            Some(raw) => SaveFile::parse(&raw).map_err(StoreError::Damaged)?.revision,
        };
        if stored_revision != save.revision {
            return Err(StoreError::Conflict);
        }
        let next = SaveFile { revision: save.revision + 1, ..save.clone() };
        self.backend.set(&key, &next.to_text())?;
        Ok(next)
    }

    /// Imports a save file's text as a new slot after `validate` (the game's rules) accepts it;
    /// what `validate` returns is stored (with a repaired seed, see `record_of`). An id already
    /// in use gets a fresh one from `fresh_id`, so an import never overwrites; a game already
    /// saved (the same game, set-up, players and moves) is refused rather than listed twice.
    pub fn import(
        &self,
        text: &str,
        validate: impl Fn(&SaveFile) -> Result<SaveFile, SaveError>,
        mut fresh_id: impl FnMut() -> String,
    ) -> Result<SaveFile, ImportError> {
        let mut save = validate(&SaveFile::parse(text).map_err(ImportError::File)?).map_err(ImportError::File)?;
        let same = |s: &SaveFile| {
            (s.game, &s.config, s.seed, &s.actions, &s.seats)
                == (save.game, &save.config, save.seed, &save.actions, &save.seats)
        };
        let listed = self.list().map_err(ImportError::Store)?;
        if listed.iter().any(|l| matches!(l, Listed::Ok(s) if same(s))) {
            return Err(ImportError::Duplicate);
        }
        while self.backend.get(&Self::key(&save.id)).map_err(ImportError::Store)?.is_some() {
            save.id = fresh_id();
        }
        save.revision = 0;
        self.write(&save).map_err(ImportError::Store)
    }

    /// Removes a slot.
    pub fn delete(&self, id: &str) -> Result<(), StoreError> {
        self.backend.remove(&Self::key(id))
    }
}

/// Why an import did not happen.
#[derive(Clone, Debug, PartialEq)]
pub enum ImportError {
    /// The file was refused.
    File(SaveError),
    /// The file was fine but could not be stored.
    Store(StoreError),
    /// The same game is saved already.
    Duplicate,
}

impl Describe for ImportError {
    fn describe(&self) -> Text {
        match self {
            ImportError::File(e) => e.describe(),
            ImportError::Store(e) => e.describe(),
            ImportError::Duplicate => Text::new(
                "Diese Partie ist schon gespeichert (dasselbe Spiel, dieselben Spieler und Züge): Nichts wurde importiert.",
                "This game is saved already (the same game, players and moves): nothing was imported.",
            ),
        }
    }
}

/// An in-memory backend with an optional size limit, for tests of everything built on slots.
#[derive(Default)]
pub struct MemoryBackend {
    entries: RefCell<BTreeMap<String, String>>,
    /// Total bytes of values allowed; `None` for no limit. A cell, so a test can free space mid-game.
    pub capacity: Cell<Option<usize>>,
}

impl Backend for MemoryBackend {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.entries.borrow().get(key).cloned())
    }

    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        let mut entries = self.entries.borrow_mut();
        let others: usize = entries.iter().filter(|(k, _)| *k != key).map(|(_, v)| v.len()).sum();
        if self.capacity.get().is_some_and(|cap| others + value.len() > cap) {
            return Err(StoreError::Full);
        }
        entries.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&self, key: &str) -> Result<(), StoreError> {
        self.entries.borrow_mut().remove(key);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, StoreError> {
        Ok(self.entries.borrow().keys().cloned().collect())
    }
}

impl<B: Backend> Backend for &B {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        (*self).get(key)
    }
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        (*self).set(key, value)
    }
    fn remove(&self, key: &str) -> Result<(), StoreError> {
        (*self).remove(key)
    }
    fn keys(&self) -> Result<Vec<String>, StoreError> {
        (*self).keys()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameId, Seat};
    use crate::store::{FORMAT, SeatInfo};

    fn save(id: &str, updated: f64) -> SaveFile {
        SaveFile {
            app: "keydom".into(),
            format: FORMAT,
            id: id.into(),
            game: GameId::KeyMarket,
            config: serde_json::json!({"players": 2}),
            seed: 1.into(),
            actions: vec![(Seat(0), serde_json::json!("pass"))],
            seats: vec![SeatInfo::human("Ada")],
            created: 0.0,
            updated,
            revision: 0,
            analysis: None,
            received: None,
            parted_at: None,
        }
    }

    fn accept(save: &SaveFile) -> Result<SaveFile, SaveError> {
        Ok(save.clone())
    }

    #[test]
    fn writes_advance_the_revision_and_a_stale_tab_is_refused() {
        let backend = MemoryBackend::default();
        let saves = Saves::new(&backend);
        let first = saves.write(&save("g", 1.0)).unwrap();
        assert_eq!(first.revision, 1);
        // Two tabs hold revision 1; the first writes, the second must not overwrite it.
        let tab_a = saves.write(&SaveFile { updated: 2.0, ..first.clone() }).unwrap();
        assert_eq!(saves.write(&SaveFile { updated: 3.0, ..first }), Err(StoreError::Conflict));
        assert_eq!(saves.load("g").unwrap(), tab_a);
    }

    #[test]
    fn a_full_store_keeps_the_previous_save() {
        let backend = MemoryBackend { capacity: Cell::new(Some(600)), ..Default::default() };
        let saves = Saves::new(&backend);
        let stored = saves.write(&save("g", 1.0)).unwrap();
        let mut bigger = stored.clone();
        bigger.actions = vec![(Seat(0), serde_json::json!("x".repeat(1000)))];
        assert_eq!(saves.write(&bigger), Err(StoreError::Full));
        assert_eq!(saves.load("g").unwrap(), stored);
    }

    #[test]
    fn a_damaged_slot_is_listed_not_overwritten_and_still_exportable() {
        let backend = MemoryBackend::default();
        backend.set("keydom.save.bad", "{\"app\":\"keydom\",\"form").unwrap();
        let saves = Saves::new(&backend);
        saves.write(&save("good", 5.0)).unwrap();
        let listed = saves.list().unwrap();
        assert!(matches!(&listed[0], Listed::Ok(s) if s.id == "good"));
        assert!(matches!(&listed[1], Listed::Damaged { id, error: SaveError::Truncated, .. } if id == "bad"));
        assert!(matches!(saves.write(&SaveFile { id: "bad".into(), ..save("bad", 1.0) }), Err(StoreError::Damaged(_))));
        assert_eq!(saves.raw("bad").unwrap(), "{\"app\":\"keydom\",\"form");
    }

    #[test]
    fn imports_never_overwrite_and_refusals_store_nothing() {
        let backend = MemoryBackend::default();
        let saves = Saves::new(&backend);
        let existing = saves.write(&save("g", 1.0)).unwrap();
        let mut other = existing.clone();
        other.actions.push((Seat(0), serde_json::json!("pass")));
        let imported = saves.import(&other.to_text(), accept, || "g2".into()).unwrap();
        assert_eq!((imported.id.as_str(), imported.revision), ("g2", 1));
        assert_eq!(saves.load("g").unwrap(), existing);

        let before = backend.keys().unwrap();
        assert!(matches!(
            saves.import("{\"app\":\"other\"}", accept, || "x".into()),
            Err(ImportError::File(SaveError::Foreign))
        ));
        let refuse = |_: &SaveFile| Err(SaveError::Invalid("rules".into()));
        assert!(saves.import(&existing.to_text(), refuse, || "y".into()).is_err());
        assert_eq!(backend.keys().unwrap(), before);
    }

    #[test]
    fn a_game_saved_already_is_refused_and_nothing_is_stored() {
        let backend = MemoryBackend::default();
        let saves = Saves::new(&backend);
        let existing = saves.write(&save("g", 1.0)).unwrap();
        let before = backend.keys().unwrap();
        // Another id, other times and revision: still the same game.
        let copy = SaveFile { id: "elsewhere".into(), created: 7.0, updated: 8.0, revision: 4, ..existing.clone() };
        assert_eq!(saves.import(&copy.to_text(), accept, || "x".into()), Err(ImportError::Duplicate));
        assert_eq!(backend.keys().unwrap(), before);
        assert_eq!(
            ImportError::Duplicate.describe().en,
            "This game is saved already (the same game, players and moves): nothing was imported."
        );
        // Renamed players make another game.
        let renamed = SaveFile { seats: vec![SeatInfo::human("Bo")], ..copy };
        assert_eq!(saves.import(&renamed.to_text(), accept, || "x".into()).unwrap().id, "elsewhere");
    }

    #[test]
    fn lists_most_recent_first_and_deletes() {
        let backend = MemoryBackend::default();
        let saves = Saves::new(&backend);
        for (id, t) in [("old", 1.0), ("new", 9.0), ("mid", 5.0)] {
            saves.write(&save(id, t)).unwrap();
        }
        let ids = |s: &Saves<&MemoryBackend>| -> Vec<String> {
            s.list().unwrap().iter().map(|l| l.id().to_string()).collect()
        };
        assert_eq!(ids(&saves), ["new", "mid", "old"]);
        saves.delete("mid").unwrap();
        assert_eq!(ids(&saves), ["new", "old"]);
        assert_eq!(saves.load("mid"), Err(StoreError::Missing));
    }
}
