//! Something that happened, for the log (everything in Keyper happens in the open), and how
//! it reads in German and English.

use super::data::{Animal, Colour, FAIRS, Good, Season, Tile};
use super::state::{Landscape, Plot, Spot};
use super::text::{
    a_coloured, good, goods, keyples, landscape, line, pair, player, plot_name, season, season_tile, spot,
};
use crate::engine::Seat;
use crate::text::{Describe, Text, capitalised};

/// Something that happened, for the log (everything in Keyper happens in the open). Each
/// variant says what happened; its fields are named for what they hold (`seat`: who did it).
#[allow(missing_docs)]
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Event {
    /// A keyper went onto a keyp field.
    KeyperPlayed { seat: Seat, board: u8 },
    /// A keyple was played from the keyp area.
    KeyplePlayed { seat: Seat, colour: Colour, spot: Spot, lay_existing: bool },
    /// An invited player added a follower.
    Followed { seat: Seat, colour: Colour, spot: Spot },
    /// An invited player declined.
    Declined { seat: Seat },
    /// Keyples were laid down.
    LaidDown { seat: Seat, spot: Spot, keyples: u8 },
    /// A turn was skipped.
    Passed { seat: Seat },
    /// Goods were taken from the supply (`short`: missing because the supply ran out).
    Gained { seat: Seat, good: Good, count: u8, short: u8 },
    /// A ship was laid on a river field.
    ShipLaid { ship: u8, board: u8 },
    /// Raw materials were processed or pieces traded: given, taken.
    Converted { seat: Seat, give: Vec<Good>, get: Vec<Good> },
    /// A good was shipped for shipping points.
    Shipped { seat: Seat, good: Good, points: u8 },
    /// A tile was built on a plot (`over`: the building it covers).
    Built { seat: Seat, tile: Tile, plot: Plot, over: Option<Tile> },
    /// A building was upgraded.
    Upgraded { seat: Seat, tile: Tile, plot: Plot },
    /// A piece was paid for a build or upgrade.
    Paid { seat: Seat, good: Good },
    /// The Seafarer's shipping points for using a ship.
    SeafarerPoints { seat: Seat, points: u8 },
    /// A landscape tile was taken from the display.
    Picked { seat: Seat, tile: Landscape },
    /// The bag was refilled.
    BagRefilled { tiles: u8 },
    /// The last keyper or keyple is out: the last lay-down round begins.
    LastRound,
    /// A fair was held.
    FairHeld { seat: Seat, fair: u8 },
    /// A player deciding on their fairs holds no more this season.
    NoMoreFairs { seat: Seat },
    /// Animals without a home went back to the supply.
    AnimalsLost { seat: Seat, animal: Animal, count: u8 },
    /// A board was claimed with its keyples.
    BoardClaimed { seat: Seat, board: u8, keyples: u8 },
    /// A new season began.
    SeasonStarted { season: Season },
    /// A board was refolded.
    Refolded { seat: Seat, board: u8, option: u8 },
    /// A keyple rests on the keyp tile this season.
    Rested { seat: Seat, colour: Colour },
    /// The season's start player.
    StartPlayer { seat: Seat },
    /// The game is over.
    GameOver,
}

impl Describe for Event {
    fn describe(&self) -> Text {
        match *self {
            Event::KeyperPlayed { seat, board } => Text::new(
                format!("{} stellt den Keyper auf Landschaftstafel {}.", player(seat).de, board + 1),
                format!("{} plays the keyper onto country board {}.", player(seat).en, board + 1),
            ),
            Event::KeyplePlayed { seat, colour: c, spot: s, lay_existing } => {
                let lay = if lay_existing {
                    pair("und legt den vorhandenen hin", "and lays the one there down")
                } else {
                    pair("", "")
                };
                let t = line(&[
                    &player(seat),
                    &pair("setzt", "plays"),
                    &a_coloured(c, &pair("Keyple", "keyple")),
                    &pair("auf", "onto"),
                    &spot(s),
                    &lay,
                ]);
                Text::new(format!("{}.", t.de.trim_end()), format!("{}.", t.en.trim_end()))
            }
            Event::Followed { seat, colour: c, spot: s } => {
                let t = line(&[
                    &player(seat),
                    &pair("setzt", "adds"),
                    &a_coloured(c, &pair("Mitarbeiter", "follower")),
                    &pair("auf", "on"),
                    &spot(s),
                ]);
                Text::new(format!("{}.", t.de), format!("{}.", t.en))
            }
            Event::Declined { seat } => Text::new(
                format!("{} setzt keinen Mitarbeiter ein.", player(seat).de),
                format!("{} adds no follower.", player(seat).en),
            ),
            Event::LaidDown { seat, spot: s, keyples } => Text::new(
                format!("{} legt {} auf {} hin.", player(seat).de, self::keyples(keyples).de, spot(s).de),
                format!("{} lays {} down on {}.", player(seat).en, self::keyples(keyples).en, spot(s).en),
            ),
            Event::Passed { seat } => {
                Text::new(format!("{} setzt aus.", player(seat).de), format!("{} skips the turn.", player(seat).en))
            }
            Event::Gained { seat, good: g, count, short } => Text::new(
                format!(
                    "{} erhält {count}× {}{}.",
                    player(seat).de,
                    good(g).de,
                    if short > 0 { format!(" ({short} fehlen im Vorrat)") } else { String::new() }
                ),
                format!(
                    "{} gains {count}× {}{}.",
                    player(seat).en,
                    good(g).en,
                    if short > 0 { format!(" ({short} short in the supply)") } else { String::new() }
                ),
            ),
            Event::ShipLaid { ship, board } => Text::new(
                format!("Schiff {} kommt auf den Fluss der Landschaftstafel {}.", ship + 1, board + 1),
                format!("Ship {} goes onto the river of country board {}.", ship + 1, board + 1),
            ),
            Event::Converted { seat, ref give, ref get } => {
                let (give, get) = (goods(give), goods(get));
                Text::new(
                    format!("{} gibt {} und erhält {}.", player(seat).de, give.de, get.de),
                    format!("{} gives {} and takes {}.", player(seat).en, give.en, get.en),
                )
            }
            Event::Shipped { seat, good: g, points } => Text::new(
                format!("{} verschifft {} für {points} Schiffspunkte.", player(seat).de, good(g).de),
                format!("{} ships {} for {points} shipping points.", player(seat).en, good(g).en),
            ),
            Event::Built { seat, tile, plot, over } => {
                let name = tile.data().name;
                let (de_over, en_over) = match over {
                    Some(t) => (format!(" über {}", t.data().name.0), format!(" over the {}", t.data().name.1)),
                    None => (String::new(), String::new()),
                };
                Text::new(
                    format!("{} baut {} auf {}{de_over}.", player(seat).de, name.0, plot_name(plot).de),
                    format!("{} builds the {} on {}{en_over}.", player(seat).en, name.1, plot_name(plot).en),
                )
            }
            Event::Upgraded { seat, tile, plot } => Text::new(
                format!("{} verbessert {} auf {}.", player(seat).de, tile.data().name.0, plot_name(plot).de),
                format!("{} upgrades the {} on {}.", player(seat).en, tile.data().name.1, plot_name(plot).en),
            ),
            Event::Paid { seat, good: g } => Text::new(
                format!("{} zahlt {}.", player(seat).de, good(g).de),
                format!("{} pays {}.", player(seat).en, good(g).en),
            ),
            Event::SeafarerPoints { seat, points } => Text::new(
                format!("{} erhält {points} Schiffspunkte durch den Seemann.", player(seat).de),
                format!("{} gets {points} shipping points from the Seafarer.", player(seat).en),
            ),
            Event::Picked { seat, tile } => Text::new(
                format!("{} nimmt {}.", player(seat).de, landscape(tile).de),
                format!("{} takes {}.", player(seat).en, landscape(tile).en),
            ),
            Event::BagRefilled { tiles } => Text::new(
                format!("Der Beutel wird mit {tiles} Plättchen aufgefüllt."),
                format!("The bag is refilled with {tiles} tiles."),
            ),
            Event::LastRound => pair(
                "Alle Keyper und Keyples sind eingesetzt: Jeder andere hat noch eine Hinlegen-Aktion.",
                "Every keyper and keyple is out: everyone else has one last lay-down turn.",
            ),
            Event::FairHeld { seat, fair } => Text::new(
                format!(
                    "{} hält einen Jahrmarkt ab ({} {}).",
                    player(seat).de,
                    season_tile(FAIRS[usize::from(fair)].stack).de,
                    fair + 1
                ),
                format!(
                    "{} holds a fair ({} {}).",
                    player(seat).en,
                    season_tile(FAIRS[usize::from(fair)].stack).en,
                    fair + 1
                ),
            ),
            Event::NoMoreFairs { seat } => Text::new(
                format!("{} hält in dieser Jahreszeit keinen weiteren Jahrmarkt ab.", player(seat).de),
                format!("{} holds no more fairs this season.", player(seat).en),
            ),
            Event::AnimalsLost { seat, animal, count } => Text::new(
                format!("{} kann {count}× {} nicht unterbringen.", player(seat).de, good(Good::Animal(animal)).de),
                format!("{} cannot house {count}× {}.", player(seat).en, good(Good::Animal(animal)).en),
            ),
            Event::BoardClaimed { seat, board, keyples } => Text::new(
                format!("{} nimmt Landschaftstafel {} mit {}.", player(seat).de, board + 1, self::keyples(keyples).de),
                format!("{} claims country board {} with {}.", player(seat).en, board + 1, self::keyples(keyples).en),
            ),
            Event::SeasonStarted { season: s } => {
                Text::new(format!("{} beginnt.", season(s).de), format!("{} begins.", capitalised(&season(s).en)))
            }
            Event::Refolded { seat, board, option } => Text::new(
                format!("{} zeigt Seite {} der Landschaftstafel {}.", player(seat).de, option + 1, board + 1),
                format!("{} shows face {} of country board {}.", player(seat).en, option + 1, board + 1),
            ),
            Event::Rested { seat, colour: c } => Text::new(
                format!(
                    "{} stellt {} auf das Keyplättchen.",
                    player(seat).de,
                    a_coloured(c, &pair("Keyple", "keyple")).de
                ),
                format!("{} rests {} on the keyp tile.", player(seat).en, a_coloured(c, &pair("Keyple", "keyple")).en),
            ),
            Event::StartPlayer { seat } => Text::new(
                format!("{} ist Startspieler.", player(seat).de),
                format!("{} is the start player.", player(seat).en),
            ),
            Event::GameOver => pair("Das Spiel ist zu Ende.", "The game is over."),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::keyper::Refusal;

    #[test]
    fn counts_articles_and_sentences_read_right() {
        let field = Spot::Field { board: 0, field: 2 };
        let laid = |keyples| Event::LaidDown { seat: Seat(0), spot: field, keyples }.describe();
        assert_eq!(laid(1).en, "Player 1 lays 1 keyple down on field 3 of country board 1.");
        assert_eq!(laid(2).de, "Spieler 1 legt 2 Keyples auf Feld 3 der Landschaftstafel 1 hin.");
        let followed = Event::Followed { seat: Seat(1), colour: Colour::Orange, spot: field }.describe();
        assert_eq!(followed.en, "Player 2 adds an orange follower on field 3 of country board 1.");
        assert_eq!(followed.de, "Spieler 2 setzt einen orangefarbenen Mitarbeiter auf Feld 3 der Landschaftstafel 1.");
        let rested = Event::Rested { seat: Seat(0), colour: Colour::Brown }.describe();
        assert_eq!(rested.en, "Player 1 rests a brown keyple on the keyp tile.");
        let summer = Event::SeasonStarted { season: Season::Summer }.describe();
        assert_eq!((summer.de.as_str(), summer.en.as_str()), ("Sommer beginnt.", "Summer begins."));
        assert_eq!(
            Refusal::WrongColour { needed: Colour::Orange }.describe().en,
            "A follower must be an orange or white keyple."
        );
    }
}
