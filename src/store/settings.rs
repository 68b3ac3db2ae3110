//! The player's settings, kept under one key next to the saves.

use super::slots::{Backend, StoreError};
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
        Settings { lang: Some(Lang::De), bot_pause_ms: Some(0) }.save(&backend).unwrap();
        assert_eq!(Settings::load(&backend).lang, Some(Lang::De));
        assert_eq!(Settings::load(&backend).bot_pause(), 0);
        backend.set(KEY, "{not json").unwrap();
        assert_eq!(Settings::load(&backend), Settings::default());
    }
}
