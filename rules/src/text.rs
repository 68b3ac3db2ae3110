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

    /// The German or the English of two wordings.
    pub fn pick<'a>(self, de: &'a str, en: &'a str) -> &'a str {
        match self {
            Lang::De => de,
            Lang::En => en,
        }
    }

    /// The language a browser's preferred tag asks for, English if it is neither.
    pub fn from_tag(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("de") { Lang::De } else { Lang::En }
    }
}

/// One message in German and English.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
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

    /// The text `f` writes in each language.
    pub fn by_lang(f: impl Fn(Lang) -> String) -> Self {
        Text { de: f(Lang::De), en: f(Lang::En) }
    }

    /// Texts from (German, English) pairs: a list of fixed wordings kept as data, built by one
    /// loop instead of a `Text::new` per entry.
    pub fn pairs(pairs: &[(&str, &str)]) -> Vec<Text> {
        pairs.iter().map(|&(de, en)| Text::new(de, en)).collect()
    }

    /// The same words in both languages (a name, a number).
    pub fn same(s: impl ToString) -> Self {
        let s = s.to_string();
        Text { de: s.clone(), en: s }
    }

    /// The templates `de` and `en` with each "{}" replaced by the next of `args` in that
    /// language: one template per language, filled at run time, costs less code than a
    /// `format!` per language.
    pub fn fill(de: &str, en: &str, args: &[Text]) -> Self {
        let put = |template: &str, pick: fn(&Text) -> &str| {
            let mut out = String::new();
            for (i, part) in template.split("{}").enumerate() {
                out += i.checked_sub(1).and_then(|a| args.get(a)).map_or("", pick);
                out += part;
            }
            out
        };
        Text { de: put(de, |t| &t.de), en: put(en, |t| &t.en) }
    }

    /// This text, a dash and `then` ("spring — Turn"), in both languages.
    pub fn dash(&self, then: &Text) -> Text {
        Text::new(format!("{} — {}", self.de, then.de), format!("{} — {}", self.en, then.en))
    }
}

/// A game's money in both languages, as its texts write an amount of it ("3 Gold", "3 gold";
/// "8 Taler"): the unit word is the same for one and for many in every game's wording.
#[derive(Clone, Copy, Debug)]
pub struct Money {
    /// The German unit word.
    pub de: &'static str,
    /// The English unit word.
    pub en: &'static str,
}

impl Money {
    /// What choosing something costs: "kostet 3 Gold", "costs 3 gold"; "kostenlos", "free" for 0.
    pub fn costs(self, amount: u32) -> Text {
        match amount {
            0 => Text::new("kostenlos", "free"),
            n => Text::new(format!("kostet {n} {}", self.de), format!("costs {n} {}", self.en)),
        }
    }

    /// What choosing something brings in: "bringt 8 Taler", "brings 8 Taler".
    pub fn brings(self, amount: u32) -> Text {
        Text::new(format!("bringt {amount} {}", self.de), format!("brings {amount} {}", self.en))
    }
}

/// The word with which rules texts name a seat: "Spieler 2", "Player 2" (numbered from 1).
fn seat_word(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Spieler ",
        Lang::En => "Player ",
    }
}

/// Whether `c` is a letter or a digit of Latin-1, the alphabet of the rules' German and English
/// texts (`char::is_alphanumeric` knows all of Unicode, with tables of its own in the code).
fn latin_1_alphanumeric(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || matches!(c, 'ª' | '²' | '³' | 'µ' | '¹' | 'º' | '¼'..='¾' | 'À'..='Ö' | 'Ø'..='ö' | 'ø'..='ÿ')
}

/// `line` (in `lang`) with every seat the rules name by number ("Player 2") replaced by that
/// seat's name from `names`. One pass, so a name that itself reads "Player 1" stays as it is;
/// numbers beyond the table are left alone.
pub fn with_names(line: &str, lang: Lang, names: &[String]) -> String {
    let word = seat_word(lang);
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find(word) {
        let after = &rest[at + word.len()..];
        let digits = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let starts_word = !rest[..at].chars().next_back().is_some_and(latin_1_alphanumeric);
        let seat = after[..digits].parse::<usize>().ok().filter(|&n| starts_word && (1..=names.len()).contains(&n));
        match seat {
            Some(n) => {
                out.push_str(&rest[..at]);
                out.push_str(&names[n - 1]);
                rest = &after[digits..];
            }
            None => {
                out.push_str(&rest[..at + word.len()]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `s` with its first letter a capital, to open a sentence or a heading. It is given the games'
/// own German and English words, so it knows the capitals of Latin-1 (a–z, à–þ but ÷); any other
/// first letter stays as it is. Rust's `to_uppercase` knows all of Unicode, and its table was
/// 8 KB gzip in the code of every board that writes a capital (docs/benchmarks.md, "Size").
pub fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    let Some(first) = chars.next() else { return String::new() };
    let capital = match first {
        'a'..='z' | 'à'..='þ' if first != '÷' => char::from_u32(u32::from(first) - 0x20).unwrap_or(first),
        _ => first,
    };
    std::iter::once(capital).chain(chars).collect()
}

/// Which of a noun's two forms, `[singular, plural]`, goes with `n` things. German and
/// English agree: the singular for exactly one, the plural for none and for many ("0 Karten",
/// "1 Karte", "2 Karten"; "0 cards", "1 card", "2 cards").
pub fn plural(n: usize, [one, many]: [&str; 2]) -> &str {
    if n == 1 { one } else { many }
}

/// `n` and its noun in the form that goes with it, in each language: `count(2, ["Karte",
/// "Karten"], ["card", "cards"])` is "2 Karten" / "2 cards".
pub fn count(n: usize, de: [&str; 2], en: [&str; 2]) -> Text {
    Text::new(format!("{n} {}", plural(n, de)), format!("{n} {}", plural(n, en)))
}

/// Anything that can say itself to a player in either language.
pub trait Describe {
    /// The message for the player.
    fn describe(&self) -> Text;

    /// The places on the board the message is about, by the keys the board marks them with
    /// (`data-place`), so that a log line can point at them. Default: none.
    fn places_on_board(&self) -> Vec<String> {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_1_alphanumeric_is_is_alphanumeric_below_256() {
        for c in '\0'..='\u{ff}' {
            assert_eq!(latin_1_alphanumeric(c), c.is_alphanumeric(), "{c:?}");
        }
    }

    #[test]
    fn capitalised_opens_with_a_capital_as_to_uppercase_does_for_latin_1() {
        assert_eq!(capitalised("winter"), "Winter");
        assert_eq!(capitalised("über den Fluss"), "Über den Fluss");
        assert_eq!(capitalised("ärger"), "Ärger");
        assert_eq!(capitalised("Frühling"), "Frühling");
        assert_eq!(capitalised(""), "");
        for c in ('\0'..='\u{ff}').filter(|c| *c != 'ß' && *c != 'ÿ' && *c != 'µ') {
            let word = format!("{c}x");
            assert_eq!(capitalised(&word), word[..c.len_utf8()].to_uppercase() + "x", "{c:?}");
        }
    }

    #[test]
    fn counts_take_the_plural_for_none_and_many() {
        let cards = |n| count(n, ["Karte", "Karten"], ["card", "cards"]);
        assert_eq!(cards(0), Text::new("0 Karten", "0 cards"));
        assert_eq!(cards(1), Text::new("1 Karte", "1 card"));
        assert_eq!(cards(2), Text::new("2 Karten", "2 cards"));
        assert_eq!(plural(1, ["Schritt", "Schritte"]), "Schritt");
        assert_eq!(plural(0, ["step", "steps"]), "steps");
    }

    #[test]
    fn money_says_what_a_choice_costs_or_brings() {
        let taler = Money { de: "Taler", en: "Taler" };
        assert_eq!(taler.costs(1), Text::new("kostet 1 Taler", "costs 1 Taler"));
        assert_eq!(taler.brings(8), Text::new("bringt 8 Taler", "brings 8 Taler"));
        assert_eq!(Money { de: "Gold", en: "gold" }.costs(0), Text::new("kostenlos", "free"));
    }

    #[test]
    fn seats_named_by_number_get_their_names() {
        let names = vec!["Ada".to_string(), "Player 1".to_string(), "Bo".to_string()];
        assert_eq!(with_names("Player 2 pays Player 1 3 gold.", Lang::En, &names), "Player 1 pays Ada 3 gold.");
        assert_eq!(
            with_names("Spieler 3 verkauft; Spieler 12 nicht.", Lang::De, &names),
            "Bo verkauft; Spieler 12 nicht."
        );
        assert_eq!(
            with_names("MultiPlayer 1, Player x, Player 0", Lang::En, &names),
            "MultiPlayer 1, Player x, Player 0"
        );
        assert_eq!(with_names("Einen anderen Spieler.", Lang::De, &names), "Einen anderen Spieler.");
        assert_eq!(with_names("Player 1", Lang::De, &names), "Player 1");
    }
}
