//! The game's words in German and English: players, colours, resources, skills, seasons and
//! places. Tile names are the printed (English) ones in both languages.

use super::data::merchants::{CONTRACTS, Item};
use super::data::{Colour, Resource, Season, Skill};
use super::state::{Resources, Site, Skills, Spot, Workers};
use crate::engine::Seat;
use crate::text::Text;

/// "Spieler 2" / "Player 2".
pub fn player(seat: Seat) -> Text {
    Text::new(format!("Spieler {}", seat.0 + 1), format!("Player {}", seat.0 + 1))
}

/// A worker colour, as an adjective ("blaue" / "blue").
pub fn colour(c: Colour) -> Text {
    let (de, en) = match c {
        Colour::Blue => ("blaue", "blue"),
        Colour::Red => ("rote", "red"),
        Colour::Yellow => ("gelbe", "yellow"),
        Colour::Green => ("grüne", "green"),
    };
    Text::new(de, en)
}

/// A colour's name on its own (a noun).
pub fn colour_name(c: Colour) -> Text {
    let (de, en) = match c {
        Colour::Blue => ("Blau", "blue"),
        Colour::Red => ("Rot", "red"),
        Colour::Yellow => ("Gelb", "yellow"),
        Colour::Green => ("Grün", "green"),
    };
    Text::new(de, en)
}

/// A resource's name.
pub fn resource(r: Resource) -> Text {
    let (de, en) = match r {
        Resource::Wood => ("Holz", "wood"),
        Resource::Stone => ("Stein", "stone"),
        Resource::Iron => ("Eisen", "iron"),
        Resource::Gold => ("Gold", "gold"),
    };
    Text::new(de, en)
}

/// A skill's name.
pub fn skill(s: Skill) -> Text {
    let (de, en) = match s {
        Skill::Saw => ("Säge", "saw"),
        Skill::Pick => ("Spitzhacke", "pick axe"),
        Skill::Anvil => ("Amboss", "anvil"),
    };
    Text::new(de, en)
}

/// A season's name.
pub fn season(s: Season) -> Text {
    let (de, en) = match s {
        Season::Spring => ("Frühjahr", "spring"),
        Season::Summer => ("Sommer", "summer"),
        Season::Autumn => ("Herbst", "autumn"),
        Season::Winter => ("Winter", "winter"),
    };
    Text::new(de, en)
}

/// A list of counted things, e.g. "2× Holz + 1× Gold"; `none` if empty.
fn counted(items: Vec<(u8, Text)>, none: Text) -> Text {
    let parts: Vec<(String, String)> = items
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, t)| (format!("{n}× {}", t.de), format!("{n}× {}", t.en)))
        .collect();
    if parts.is_empty() {
        return none;
    }
    let (de, en): (Vec<String>, Vec<String>) = parts.into_iter().unzip();
    Text::new(de.join(" + "), en.join(" + "))
}

/// Resources, e.g. "2× Holz".
pub fn resources(r: &Resources) -> Text {
    counted(Resource::ALL.iter().map(|&k| (r.of(k), resource(k))).collect(), Text::new("nichts", "nothing"))
}

/// Skill tiles, e.g. "1× Säge".
pub fn skills(s: &Skills) -> Text {
    counted(Skill::ALL.iter().map(|&k| (s.of(k), skill(k))).collect(), Text::new("nichts", "nothing"))
}

/// Workers by colour, e.g. "2 blaue Arbeiter + 1 roter Arbeiter" / "2 blue workers + 1 red
/// worker"; "keine" / "none" if empty.
pub fn workers(w: &Workers) -> Text {
    let (de, en): (Vec<String>, Vec<String>) =
        w.colours().map(|c| worker_count(w.of(c), Some(c))).map(|t| (t.de, t.en)).unzip();
    if de.is_empty() { Text::new("keine", "none") } else { Text::new(de.join(" + "), en.join(" + ")) }
}

/// `n` workers, of colour `c` if given, in the grammatical number of `n`: "1 blauer Arbeiter",
/// "2 blaue Arbeiter", "keine Arbeiter" / "1 blue worker", "2 blue workers", "no workers".
pub fn worker_count(n: u8, c: Option<Colour>) -> Text {
    let (de, en) = match c {
        None => (String::new(), String::new()),
        Some(c) => {
            let c = colour(c);
            (format!("{}{} ", c.de, if n == 1 { "r" } else { "" }), format!("{} ", c.en))
        }
    };
    match n {
        0 => Text::new(format!("keine {}Arbeiter", de.replace("e ", "en ")), format!("no {en}workers")),
        1 => Text::new(format!("1 {de}Arbeiter"), format!("1 {en}worker")),
        n => Text::new(format!("{n} {de}Arbeiter"), format!("{n} {en}workers")),
    }
}

/// Where bids stand: "Jahreszeitenplättchen 3" / "season tile 3".
pub fn spot(s: Spot) -> Text {
    match s {
        Spot::Offer(i) => Text::new(format!("Jahreszeitenplättchen {}", i + 1), format!("season tile {}", i + 1)),
        Spot::TurnOrder(i) => {
            Text::new(format!("Reihenfolgeplättchen {}", i + 1), format!("turn-order tile {}", i + 1))
        }
    }
}

/// Where workers are used.
pub fn site(s: Site) -> Text {
    match s {
        Site::Offer(i) => spot(Spot::Offer(i)),
        Site::Village(seat, i) => {
            let p = player(seat);
            Text::new(format!("Dorfplättchen {} von {}", i + 1, p.de), format!("village tile {} of {}", i + 1, p.en))
        }
    }
}

/// One item of a contract or an extension's cost: "blauer Arbeiter", "beliebige Fertigkeit", …
pub fn item(i: Item) -> Text {
    match i {
        Item::Worker(Some(c)) => {
            let c = colour(c);
            Text::new(format!("{}r Arbeiter", c.de), format!("{} worker", c.en))
        }
        Item::Worker(None) => Text::new("beliebiger Arbeiter", "any worker"),
        Item::Purple => Text::new("Startspielermarker", "start-player marker"),
        Item::Skill(Some(s)) => skill(s),
        Item::Skill(None) => Text::new("beliebige Fertigkeit", "any skill"),
        Item::Resource(Some(r)) => resource(r),
        Item::Resource(None) => Text::new("beliebiger Rohstoff", "any resource"),
    }
}

/// A contract by its items: "Vertrag 5 (Säge + Holz)" / "contract 5 (saw + wood)".
pub fn contract(number: u8) -> Text {
    let (de, en): (Vec<String>, Vec<String>) =
        CONTRACTS[usize::from(number)].iter().map(|&i| item(i)).map(|t| (t.de, t.en)).unzip();
    Text::new(format!("Nr. {} ({})", number + 1, de.join(" + ")), format!("no. {} ({})", number + 1, en.join(" + ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn workers_are_counted_in_their_grammatical_number() {
        let said = |n, c| {
            let t = worker_count(n, c);
            (t.de, t.en)
        };
        assert_eq!(said(0, None), ("keine Arbeiter".into(), "no workers".into()));
        assert_eq!(said(1, None), ("1 Arbeiter".into(), "1 worker".into()));
        assert_eq!(said(1, Some(Colour::Blue)), ("1 blauer Arbeiter".into(), "1 blue worker".into()));
        assert_eq!(said(2, Some(Colour::Blue)), ("2 blaue Arbeiter".into(), "2 blue workers".into()));
        assert_eq!(said(0, Some(Colour::Red)), ("keine roten Arbeiter".into(), "no red workers".into()));
        let mut w = Workers::default();
        assert_eq!(workers(&w).en, "none");
        w.add(Colour::Yellow, 1);
        w.add(Colour::Blue, 2);
        let both = workers(&w);
        assert_eq!(
            (both.de.as_str(), both.en.as_str()),
            ("2 blaue Arbeiter + 1 gelber Arbeiter", "2 blue workers + 1 yellow worker")
        );
    }
}
