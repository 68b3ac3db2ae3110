//! The player's settings, kept under one key next to the saves.

use super::slots::{Backend, StoreError};
use crate::engine::GameId;
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

const KEY: &str = "keydom.settings";

/// What the settings page changes.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The interface language; `None` until chosen, then the browser's language is used.
    pub lang: Option<Lang>,
    /// How long a bot waits before it acts, so people can follow; `None` is the default pause.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bot_pause_ms: Option<u32>,
    /// The games in which the person whose turn it is may ask for a hint (none by default).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<GameId>,
}

/// The pause before a bot acts, unless the settings say otherwise.
pub const DEFAULT_BOT_PAUSE_MS: u32 = 700;

/// The pauses the settings page offers, in milliseconds.
pub const BOT_PAUSE_CHOICES: [u32; 4] = [0, 300, DEFAULT_BOT_PAUSE_MS, 1500];

impl Settings {
    /// How long a bot's move is announced before it is played, in milliseconds.
    pub fn bot_pause(&self) -> u32 {
        self.bot_pause_ms.unwrap_or(DEFAULT_BOT_PAUSE_MS)
    }

    /// Whether hints are offered in `game`.
    pub fn hints_on(&self, game: GameId) -> bool {
        self.hints.contains(&game)
    }

    /// Offers hints in `game`, or stops offering them.
    pub fn set_hints(&mut self, game: GameId, on: bool) {
        self.hints.retain(|&g| g != game);
        if on {
            self.hints.push(game);
        }
    }

    /// The stored settings; missing or unreadable settings fall back to the defaults.
    pub fn load(backend: &impl Backend) -> Settings {
        backend.get(KEY).ok().flatten().and_then(|text| serde_json::from_str(&text).ok()).unwrap_or_default()
    }

    /// Stores the settings.
    pub fn save(&self, backend: &impl Backend) -> Result<(), StoreError> {
        backend.set(KEY, &serde_json::to_string(self).expect("settings serialise"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::MemoryBackend;

    #[test]
    fn round_trips_and_survives_garbage() {
        let backend = MemoryBackend::default();
        assert_eq!(Settings::load(&backend), Settings::default());
        assert_eq!(Settings::default().bot_pause(), DEFAULT_BOT_PAUSE_MS);
        Settings { lang: Some(Lang::De), bot_pause_ms: Some(0), hints: Vec::new() }.save(&backend).unwrap();
        assert_eq!(Settings::load(&backend).lang, Some(Lang::De));
        assert_eq!(Settings::load(&backend).bot_pause(), 0);
        assert!(!Settings::load(&backend).hints_on(GameId::KeyMarket), "hints are off by default");
        let mut settings = Settings::load(&backend);
        settings.set_hints(GameId::Nuernberg, true);
        settings.set_hints(GameId::KeyMarket, true);
        settings.set_hints(GameId::KeyMarket, false);
        settings.save(&backend).unwrap();
        let read = Settings::load(&backend);
        assert!(read.hints_on(GameId::Nuernberg) && !read.hints_on(GameId::KeyMarket));
        assert_eq!((read.lang, read.bot_pause()), (Some(Lang::De), 0), "the other settings stay");
        backend.set(KEY, r#"{"lang":"en"}"#).unwrap();
        assert!(Settings::load(&backend).hints.is_empty(), "settings from before hints read with none");
        backend.set(KEY, "{not json").unwrap();
        assert_eq!(Settings::load(&backend), Settings::default());
    }
}
