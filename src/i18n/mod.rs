//! German and English: the [`Lang`] setting, bilingual [`Text`] from the rules, and the UI's
//! words. The shell's catalogue is [`Key`]; each game's board keeps its own enum of words next
//! to its UI (`ui::key_market::text`, `ui::nuernberg::text`). Any of them is a [`Wording`], so
//! [`t`], [`both`] and `Ctx::t` take them all.

mod catalogue;

pub use catalogue::Key;
pub use keydom_rules::text::{Describe, Lang, Text, capitalised, count, with_names};

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

/// What a shared link of `game` gives away, in that game's words (its own hidden pieces).
pub fn share_hint(game: keydom_rules::engine::GameId) -> Key {
    use keydom_rules::engine::GameId;
    match game {
        GameId::KeyMarket | GameId::Test => Key::ShareHintKeyMarket,
        GameId::Nuernberg => Key::ShareHintNuernberg,
        GameId::Keyper => Key::ShareHintKeyper,
        GameId::Keyflower => Key::ShareHintKeyflower,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keydom_rules::engine::GameId;

    #[test]
    fn each_game_names_its_own_hidden_pieces_when_shared() {
        let said = |g, lang| t(lang, share_hint(g));
        for lang in [Lang::De, Lang::En] {
            let all = [GameId::KeyMarket, GameId::Nuernberg, GameId::Keyper, GameId::Keyflower].map(|g| said(g, lang));
            for (i, a) in all.iter().enumerate() {
                assert!(all[i + 1..].iter().all(|b| a != b), "{a}");
            }
        }
        assert!(said(GameId::KeyMarket, Lang::En).contains("hidden goods and gold"));
        for g in [GameId::Nuernberg, GameId::Keyper, GameId::Keyflower] {
            assert!(!said(g, Lang::En).contains("goods") && !said(g, Lang::De).contains("Waren"), "{g:?}");
        }
        assert!(said(GameId::Keyflower, Lang::En).contains("behind the screens"));
        assert!(said(GameId::Keyper, Lang::En).contains("winter fairs"));
        assert!(said(GameId::Nuernberg, Lang::En).contains("Taler"));
    }
}
