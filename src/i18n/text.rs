//! Text that the rules produce (refusals, log lines, score categories) in both languages.
//!
//! Rules code stays free of the UI's catalogue: it hands over a [`Text`] that already holds
//! the German and the English wording, and the UI picks one with the player's [`Lang`].

use serde::{Deserialize, Serialize};

/// The languages Keydom speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// Deutsch.
    De,
    /// English.
    #[default]
    En,
}

impl Lang {
    /// Both languages, in the order the settings page lists them.
    pub const ALL: [Lang; 2] = [Lang::De, Lang::En];

    /// The BCP 47 tag for the `lang` attribute.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
        }
    }

    /// The language a browser's preferred tag asks for, English if it is neither.
    pub fn from_tag(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("de") { Lang::De } else { Lang::En }
    }
}

/// One message in German and English.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    /// The German wording.
    pub de: String,
    /// The English wording.
    pub en: String,
}

impl Text {
    /// A message from its German and English wordings.
    pub fn new(de: impl Into<String>, en: impl Into<String>) -> Self {
        Text { de: de.into(), en: en.into() }
    }

    /// The wording in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::De => &self.de,
            Lang::En => &self.en,
        }
    }
}

/// Anything that can say itself to a player in either language.
pub trait Describe {
    /// The message for the player.
    fn describe(&self) -> Text;
}
