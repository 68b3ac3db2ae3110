//! The game's words in German and English, its events (what happened, for the log) and its
//! refusals (why a decision is not allowed), each described in both languages.

use super::data::{Animal, Colour, CostItem, FAIRS, Field, Finished, Gem, Good, Raw, Season, Tile};
use super::state::{Landscape, Plot, Spot};
use crate::engine::Seat;
use crate::text::{Describe, Text, capitalised, count};

/// "Spieler 2" / "Player 2".
pub fn player(seat: Seat) -> Text {
    Text::new(format!("Spieler {}", seat.0 + 1), format!("Player {}", seat.0 + 1))
}

fn pair(de: &str, en: &str) -> Text {
    Text::new(de, en)
}

/// A keyple colour.
pub fn colour(c: Colour) -> Text {
    match c {
        Colour::LightBlue => pair("hellblauer", "light blue"),
        Colour::Orange => pair("orangefarbener", "orange"),
        Colour::LightGreen => pair("hellgrüner", "light green"),
        Colour::Brown => pair("brauner", "brown"),
        Colour::Black => pair("schwarzer", "black"),
        Colour::Grey => pair("grauer", "grey"),
        Colour::White => pair("weißer", "white"),
    }
}

/// One keyple of colour `c` named by `noun` after an indefinite article, as an object:
/// "einen orangefarbenen Mitarbeiter" / "an orange follower".
pub fn a_coloured(c: Colour, noun: &Text) -> Text {
    let c = colour(c);
    let article = if c.en.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
    Text::new(format!("einen {}n {}", c.de.trim_end_matches('r'), noun.de), format!("{article} {} {}", c.en, noun.en))
}

/// `n` keyples, in the grammatical number of `n`: "1 Keyple", "2 Keyples" / "1 keyple", "2 keyples".
pub fn keyples(n: u8) -> Text {
    count(usize::from(n), ["Keyple", "Keyples"], ["keyple", "keyples"])
}

/// A good's name.
pub fn good(g: Good) -> Text {
    match g {
        Good::Raw(Raw::Clay) => pair("Lehm", "clay"),
        Good::Raw(Raw::Logs) => pair("Baumstamm", "logs"),
        Good::Raw(Raw::Stone) => pair("Gestein", "stone"),
        Good::Finished(Finished::Brick) => pair("Ziegel", "brick"),
        Good::Finished(Finished::Timber) => pair("Bauholz", "timber"),
        Good::Finished(Finished::Block) => pair("Stein", "block"),
        Good::Wheat => pair("Weizen", "wheat"),
        Good::Animal(a) => match a {
            Animal::Chicken => pair("Huhn", "chicken"),
            Animal::Cattle => pair("Rind", "cattle"),
            Animal::Deer => pair("Rotwild", "deer"),
            Animal::Goat => pair("Ziege", "goat"),
            Animal::Horse => pair("Pferd", "horse"),
            Animal::Pig => pair("Schwein", "pig"),
            Animal::Sheep => pair("Schaf", "sheep"),
            Animal::Boar => pair("Wildschwein", "boar"),
        },
        Good::Gem(g) => match g {
            Gem::Emerald => pair("Smaragd", "emerald"),
            Gem::Gold => pair("Goldstück", "gold"),
            Gem::Ruby => pair("Rubin", "ruby"),
            Gem::Sapphire => pair("Saphir", "sapphire"),
        },
    }
}

/// A season's name.
pub fn season(s: Season) -> Text {
    match s {
        Season::Spring => pair("Frühjahr", "spring"),
        Season::Summer => pair("Sommer", "summer"),
        Season::Autumn => pair("Herbst", "autumn"),
        Season::Winter => pair("Winter", "winter"),
    }
}

/// A tile of a season's stack, as one word in German: "Frühjahrsplättchen" / "spring tile".
pub fn season_tile(s: Season) -> Text {
    let de = match s {
        Season::Spring => "Frühjahrsplättchen",
        Season::Summer => "Sommerplättchen",
        Season::Autumn => "Herbstplättchen",
        Season::Winter => "Winterplättchen",
    };
    Text::new(de, format!("{} tile", season(s).en))
}

/// A spot by its numbers: "field 3 of country board 2", "village plot 4 of Player 1".
pub fn spot(s: Spot) -> Text {
    match s {
        Spot::Field { board, field } => Text::new(
            format!("Feld {} der Landschaftstafel {}", field + 1, board + 1),
            format!("field {} of country board {}", field + 1, board + 1),
        ),
        Spot::Plot { seat, plot } => {
            let p = plot_name(plot);
            Text::new(format!("{} von {}", p.de, player(seat).de), format!("{} of {}", p.en, player(seat).en))
        }
    }
}

/// A plot by its number.
pub fn plot_name(plot: Plot) -> Text {
    match plot {
        Plot::Farm(i) => Text::new(format!("Farmgrundstück {}", i + 1), format!("farm plot {}", i + 1)),
        Plot::Village(i) => Text::new(format!("Dorfgrundstück {}", i + 1), format!("village plot {}", i + 1)),
    }
}

/// A landscape tile by its printed name, a winter fair by its number.
pub fn landscape(t: Landscape) -> Text {
    match t {
        Landscape::Building(t) => pair(t.data().name.0, t.data().name.1),
        Landscape::Fair(f) => Text::new(format!("Winter-Jahrmarkt {}", f + 1), format!("winter fair {}", f + 1)),
    }
}

/// A field's kind as its face shows it ("Feld „Lehm“" / "clay field").
pub fn field(f: Field) -> Text {
    let named = |g: Good| {
        let g = good(g);
        Text::new(format!("Feld „{}“", g.de), format!("{} field", g.en))
    };
    match f {
        Field::Raw(r) => named(Good::Raw(r)),
        Field::Animal(a) => named(Good::Animal(a)),
        Field::Wheat => named(Good::Wheat),
        Field::Gem(g) => named(Good::Gem(g)),
        Field::CountryTile => pair("Feld „Landschaftsplättchen“", "country-tile field"),
        Field::Process(r) => {
            let g = good(Good::Raw(r));
            Text::new(format!("Feld „{} verarbeiten“", g.de), format!("{} processing field", g.en))
        }
        Field::TradeRaw => pair("Feld „Rohstoffe tauschen“", "raw-material trade field"),
        Field::TradeFinished => pair("Feld „Endprodukte tauschen“", "finished-goods trade field"),
        Field::Build => pair("Feld „Bauen“", "build field"),
        Field::DiscountBuild => pair("Feld „Günstig bauen“", "discount build field"),
        Field::Upgrade => pair("Feld „Verbessern“", "upgrade field"),
        Field::River => pair("Flussfeld", "river field"),
    }
}

/// One symbol of a build cost.
pub fn cost(item: CostItem) -> Text {
    match item {
        CostItem::Raw(r) => good(Good::Raw(r)),
        CostItem::Finished(f) => good(Good::Finished(f)),
        CostItem::AnyRaw => pair("beliebiger Rohstoff", "any raw material"),
        CostItem::AnyFinished => pair("beliebiges Endprodukt", "any finished good"),
        CostItem::Wheat => good(Good::Wheat),
    }
}

/// Goods listed ("Lehm, Weizen" / "clay, wheat").
pub fn goods(list: &[Good]) -> Text {
    let (de, en): (Vec<String>, Vec<String>) = list.iter().map(|&g| good(g)).map(|t| (t.de, t.en)).unzip();
    Text::new(de.join(", "), en.join(", "))
}

/// Joins `parts` made from the two languages' pieces.
fn line(parts: &[&Text]) -> Text {
    Text::new(
        parts.iter().map(|t| t.de.as_str()).collect::<Vec<_>>().join(" "),
        parts.iter().map(|t| t.en.as_str()).collect::<Vec<_>>().join(" "),
    )
}

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

/// Why a decision is not allowed, in the rulebook's terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// This kind of decision is not asked for now.
    NotNow,
    /// The keyper is already out this season.
    KeyperOut,
    /// Another keyper stands on that keyp field.
    KeypFieldTaken,
    /// No keyple of that colour in the keyp area (or resting on the keyp tile).
    NoKeyple(Colour),
    /// The spot does not exist or cannot be worked (yet, or with this many players).
    NoSuchSpot,
    /// Two keyples are already there.
    SpotFull,
    /// A follower must have the working colour or be white.
    WrongColour {
        /// The colour the keyples there work as.
        needed: Colour,
    },
    /// The keyple there is already laid down: it cannot work a third time.
    AlreadyDown,
    /// Keyples go onto one's own buildings only, never onto another player's board.
    NotOwnBoard,
    /// Laying down needs an empty keyp area, and one's own buildings and board come first.
    LayDownNotAllowed,
    /// There is something to do; the turn cannot be skipped.
    MustAct,
    /// Not a choice offered now (a tile, good or option that is not available).
    NotOffered,
    /// That fair is not one the player may hold now, or its goods cannot all be shown with the
    /// pieces not yet shown this season.
    FairNotHoldable,
}

impl Describe for Refusal {
    fn describe(&self) -> Text {
        match *self {
            Refusal::NotNow => pair("Das ist jetzt nicht gefragt.", "That is not asked for now."),
            Refusal::KeyperOut => {
                pair("Der Keyper ist in dieser Jahreszeit schon eingesetzt.", "The keyper is already out this season.")
            }
            Refusal::KeypFieldTaken => {
                pair("Auf diesem Keypfeld steht schon ein Keyper.", "A keyper already stands on that keyp field.")
            }
            Refusal::NoKeyple(c) => Text::new(
                format!("Kein {} Keyple verfügbar.", colour(c).de),
                format!("No {} keyple available.", colour(c).en),
            ),
            Refusal::NoSuchSpot => {
                pair("Dieses Feld kann hier nicht benutzt werden.", "That field cannot be used here.")
            }
            Refusal::SpotFull => pair("Dort sind schon zwei Keyples.", "Two keyples are already there."),
            Refusal::WrongColour { needed } => Text::new(
                format!("Ein Mitarbeiter muss ein {} oder weißer Keyple sein.", colour(needed).de),
                format!("A follower must be {} or white keyple.", a_coloured(needed, &pair("", "")).en.trim_end()),
            ),
            Refusal::AlreadyDown => pair(
                "Der Keyple dort liegt schon; er kann kein drittes Mal arbeiten.",
                "The keyple there is already laid down; it cannot work a third time.",
            ),
            Refusal::NotOwnBoard => pair(
                "Keyples kommen nur auf Gebäude der eigenen Spielertafel.",
                "Keyples go only onto buildings of one's own player board.",
            ),
            Refusal::LayDownNotAllowed => pair(
                "Hinlegen geht nur ohne Keyper und Keyples im Keypbereich, und zuerst auf der eigenen Tafel.",
                "Laying down needs an empty keyp area, and one's own boards come first.",
            ),
            Refusal::MustAct => pair(
                "Es gibt noch etwas zu tun; Aussetzen geht nicht.",
                "There is something to do; the turn cannot be skipped.",
            ),
            Refusal::NotOffered => {
                pair("Diese Wahl steht jetzt nicht zur Verfügung.", "That choice is not available now.")
            }
            Refusal::FairNotHoldable => pair(
                "Diesen Jahrmarkt kannst du jetzt nicht abhalten: Er liegt nicht für diese Jahreszeit bereit, oder seine Waren sind nicht alle vorzuzeigen (jeder Spielstein nur auf einem Jahrmarkt je Jahreszeit).",
                "You cannot hold that fair now: it is not yours to hold this season, or its goods cannot all be shown (each piece on one fair per season).",
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
