//! German and English: the [`Lang`] setting, bilingual [`Text`] from the rules, and the UI's
//! words. The shell's catalogue is [`Key`]; each game's board keeps its own enum of words next
//! to its UI (`ui::key_market::text`, `ui::nuernberg::text`). Any of them is a [`Wording`], so
//! [`t`], [`both`] and `Ctx::t` take them all.

mod catalogue;

pub use catalogue::Key;
pub use keydom_rules::text::{Describe, Lang, Text, capitalised, with_names};

/// A piece of interface text with a German and an English wording. Implement it with one
/// exhaustive match over the enum, so a key without both wordings does not compile.
pub trait Wording: Copy + Send + Sync + 'static {
    /// The German and the English wording.
    fn wordings(self) -> (&'static str, &'static str);
}

/// The wording of `key` in `lang`.
pub fn t(lang: Lang, key: impl Wording) -> &'static str {
    let (de, en) = key.wordings();
    match lang {
        Lang::De => de,
        Lang::En => en,
    }
}

/// Both wordings of `key`, for messages that must follow a later change of language.
pub fn both(key: impl Wording) -> Text {
    let (de, en) = key.wordings();
    Text::new(de, en)
}
