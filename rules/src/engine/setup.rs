//! Set-up, checked once for every game: [`set_up`] refuses a player count outside the game's
//! range and a data version the build does not replay, each with one message in both languages,
//! before the game deals ([`Game::deal`]).
//!
//! The engine reads those two numbers through [`TableConfig`], a small trait on each game's
//! `Config` (its `players` and `data` fields), rather than through fields it cannot name: the
//! configs are serialised in saves and links as they are, so their layout stays the game's.

use super::{DataVersion, Game, GameInfo, SetupError};
use crate::text::Text;

/// What every game's configuration tells the engine's set-up.
pub trait TableConfig {
    /// How many seats the table has.
    fn players(&self) -> u8;
    /// The component data version the game is played with ([`DataVersion`]).
    fn data(&self) -> DataVersion;
}

/// Implements [`TableConfig`] for a game's config from its `players` and `data` fields.
macro_rules! table_config {
    ($config:ty) => {
        impl $crate::engine::TableConfig for $config {
            fn players(&self) -> u8 {
                self.players
            }
            fn data(&self) -> $crate::engine::DataVersion {
                self.data
            }
        }
    };
}
pub(crate) use table_config;

/// The one set-up check: the configuration's data version and player count against what the
/// game declares ([`Game::INFO`]), then the game's own dealing from `seed`.
pub fn set_up<G: Game + ?Sized>(config: &G::Config, seed: u64) -> Result<G::State, SetupError> {
    check(&G::INFO, config.players(), config.data())?;
    G::deal(config, seed)
}

/// Refuses a data version outside `info.data` (newer or unknown) and a player count outside
/// `info.players`, naming the game in each language.
fn check(info: &GameInfo, players: u8, data: DataVersion) -> Result<(), SetupError> {
    let (de, en) = info.name;
    if !info.data.contains(&data) {
        let newest = info.data.end();
        return Err(SetupError(Text::new(
            format!(
                "Diese Partie wurde mit den Spieldaten von {de} in Version {data} angelegt; diese Keydom-Version hat nur Version {newest}."
            ),
            format!(
                "This game was made with {} component data version {data}; this build of Keydom has only version {newest}.",
                possessive(en)
            ),
        )));
    }
    let (min, max) = info.players;
    if !(min..=max).contains(&players) {
        return Err(SetupError(Text::new(
            format!("{de} ist für {min} bis {max} Spieler, nicht für {players}."),
            format!("{en} is for {min} to {max} players, not {players}."),
        )));
    }
    Ok(())
}

/// `name`'s English possessive: "Keyper's", "The Merchants'".
fn possessive(name: &str) -> String {
    if name.ends_with('s') { format!("{name}'") } else { format!("{name}'s") }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GAMES, nuernberg};

    fn nuernberg() -> &'static GameInfo {
        &<nuernberg::Nuernberg as Game>::INFO
    }

    #[test]
    fn older_known_versions_pass_and_newer_or_unknown_ones_are_refused_in_both_languages() {
        let newest = nuernberg().data.end().0;
        for version in 1..=newest {
            assert_eq!(check(nuernberg(), 3, DataVersion(version)), Ok(()));
        }
        let refused = check(nuernberg(), 3, DataVersion(newest + 1)).unwrap_err();
        assert!(
            refused.0.en.contains(&format!("Nuremberg's component data version {}", newest + 1)),
            "{}",
            refused.0.en
        );
        assert!(refused.0.en.contains(&format!("has only version {newest}")), "{}", refused.0.en);
        assert!(refused.0.de.contains(&format!("von Nürnberg in Version {} angelegt", newest + 1)), "{}", refused.0.de);
        let unknown = check(nuernberg(), 3, DataVersion(0)).unwrap_err();
        assert!(unknown.0.en.contains("version 0"), "{}", unknown.0.en);
    }

    #[test]
    fn every_game_refuses_a_table_outside_its_range_in_both_languages() {
        for info in &GAMES {
            let (min, max) = info.players;
            let newest = *info.data.end();
            for players in [0, min - 1, max + 1, 9, u8::MAX] {
                let refused = check(info, players, newest).unwrap_err();
                assert_eq!(refused.0.en, format!("{} is for {min} to {max} players, not {players}.", info.name.1));
                assert_eq!(
                    refused.0.de,
                    format!("{} ist für {min} bis {max} Spieler, nicht für {players}.", info.name.0)
                );
            }
            for players in min..=max {
                assert_eq!(check(info, players, newest), Ok(()), "{} with {players}", info.name.1);
            }
        }
    }

    #[test]
    fn a_name_ending_in_s_takes_only_the_apostrophe() {
        assert_eq!(possessive("Keyper"), "Keyper's");
        assert_eq!(possessive("Keyflower with The Merchants"), "Keyflower with The Merchants'");
    }
}
