//! The game's words in German and English (players, colours, goods, seasons, fields, costs),
//! which its events, refusals and action texts use.

use super::data::{Animal, Colour, CostItem, Field, Finished, Gem, Good, Raw, Season};
use super::state::{Landscape, Plot, Spot};
use crate::engine::Seat;
use crate::text::{Text, count};

/// "Spieler 2" / "Player 2".
pub fn player(seat: Seat) -> Text {
    Text::new(format!("Spieler {}", seat.0 + 1), format!("Player {}", seat.0 + 1))
}

pub(super) fn pair(de: &str, en: &str) -> Text {
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
pub(super) fn line(parts: &[&Text]) -> Text {
    Text::new(
        parts.iter().map(|t| t.de.as_str()).collect::<Vec<_>>().join(" "),
        parts.iter().map(|t| t.en.as_str()).collect::<Vec<_>>().join(" "),
    )
}
