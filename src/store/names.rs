//! Player names: one rule for every table. A name is text without control characters, trimmed,
//! not blank, at most [`MAX_NAME_CHARS`] characters, and no two at one table are the same
//! (ignoring the case of the letters A–Z), so every hand-off screen names one player. The
//! new-game dialog refuses names that break the rule ([`check`]); saves and links, whoever wrote
//! them, are never refused for their names but brought to the rule when read ([`normalise`]).
//!
//! Case is folded for ASCII letters only: Unicode's lower-case tables would add 11 KB (gzip) to
//! the first load, for names that differ only in the case of a letter like Ä.

use super::save::SeatInfo;
use crate::i18n::{Key, Lang, t};
use std::collections::HashSet;

/// Longest name, in characters (the new-game dialog's field is as long).
pub const MAX_NAME_CHARS: usize = 24;

/// Why the names of a new table are refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    /// A seat has no name.
    Blank,
    /// Two seats have the same name.
    Repeated,
}

/// A name without control characters or surrounding space, cut to [`MAX_NAME_CHARS`].
fn clean(name: &str) -> String {
    let kept: String = name.chars().filter(|c| !c.is_control()).collect();
    kept.trim().chars().take(MAX_NAME_CHARS).collect::<String>().trim_end().to_string()
}

/// A new table's names, cleaned, or why they are refused.
pub fn check<'a>(names: impl IntoIterator<Item = &'a str>) -> Result<Vec<String>, NameError> {
    let names: Vec<String> = names.into_iter().map(clean).collect();
    let mut seen = HashSet::new();
    for name in &names {
        if name.is_empty() {
            return Err(NameError::Blank);
        }
        if !seen.insert(name.to_ascii_lowercase()) {
            return Err(NameError::Repeated);
        }
    }
    Ok(names)
}

/// Brings a table's names to the rule: each is cleaned, a blank one becomes its seat's default
/// ("Player 2", in the default language: a save or link has none of its own), and a repeated
/// one is numbered ("Ann (2)").
pub fn normalise(seats: &mut [SeatInfo]) {
    for (i, seat) in seats.iter_mut().enumerate() {
        seat.name = clean(&seat.name);
        if seat.name.is_empty() {
            seat.name = format!("{} {}", t(Lang::default(), Key::SeatDefaultName), i + 1);
        }
    }
    let mut taken: HashSet<String> = seats.iter().map(|s| s.name.to_ascii_lowercase()).collect();
    let mut seen = HashSet::new();
    for seat in seats.iter_mut() {
        if seen.insert(seat.name.to_ascii_lowercase()) {
            continue;
        }
        seat.name = (2..)
            .map(|n| {
                let suffix = format!(" ({n})");
                let stem: String = seat.name.chars().take(MAX_NAME_CHARS - suffix.len()).collect();
                format!("{}{suffix}", stem.trim_end())
            })
            .find(|name| !taken.contains(&name.to_ascii_lowercase()))
            .expect("some number is free");
        taken.insert(seat.name.to_ascii_lowercase());
        seen.insert(seat.name.to_ascii_lowercase());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(seats: &[SeatInfo]) -> Vec<&str> {
        seats.iter().map(|s| s.name.as_str()).collect()
    }

    fn normalised(raw: &[&str]) -> Vec<String> {
        let mut seats: Vec<SeatInfo> = raw.iter().map(|n| SeatInfo::human(*n)).collect();
        normalise(&mut seats);
        names(&seats).into_iter().map(String::from).collect()
    }

    #[test]
    fn names_are_trimmed_and_cut_to_the_cap_by_characters_not_bytes() {
        assert_eq!(normalised(&["  Ann \t", "Bo\u{0}b\u{1b}"]), ["Ann", "Bob"]);
        let long = "Ä".repeat(30); // 60 bytes
        assert_eq!(normalised(&[&long, "Bo"])[0], "Ä".repeat(MAX_NAME_CHARS));
        assert_eq!(normalised(&[&format!("{} x", "a".repeat(23)), "Bo"])[0], "a".repeat(23), "no trailing space");
        assert_eq!(normalised(&["Café Noir", "Zoë"]), ["Café Noir", "Zoë"], "good names stay as they are");
    }

    #[test]
    fn a_blank_name_becomes_its_seats_default() {
        assert_eq!(normalised(&["Ann", "  ", "\u{7}"]), ["Ann", "Player 2", "Player 3"]);
        assert_eq!(normalised(&["", "Player 1"]), ["Player 1", "Player 1 (2)"]);
    }

    #[test]
    fn a_repeated_name_is_numbered_and_stays_within_the_cap() {
        assert_eq!(normalised(&["Ann", "ann ", "Ann"]), ["Ann", "ann (2)", "Ann (3)"]);
        assert_eq!(normalised(&["Ann", "Ann", "Ann (2)"]), ["Ann", "Ann (3)", "Ann (2)"]);
        let long = "Ü".repeat(MAX_NAME_CHARS);
        let twice = normalised(&[&long, &long]);
        assert_eq!(twice[1], format!("{} (2)", "Ü".repeat(MAX_NAME_CHARS - 4)));
        assert_eq!(twice[1].chars().count(), MAX_NAME_CHARS);
    }

    #[test]
    fn a_new_table_needs_a_name_for_every_seat_and_no_name_twice() {
        assert_eq!(check([" Ann ", "Bo"]), Ok(vec!["Ann".to_string(), "Bo".to_string()]));
        assert_eq!(check(["Ann", " "]), Err(NameError::Blank));
        assert_eq!(check(["Ann", "Bo", " ANN"]), Err(NameError::Repeated));
    }
}
