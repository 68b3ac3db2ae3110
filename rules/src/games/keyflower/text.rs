//! The game's words in German and English: players, colours, resources, skills, seasons and
//! places. Tile names are the printed (English) ones in both languages; a home tile, which has
//! no name, is named by its owner.

use super::data::merchants::{CONTRACTS, Item};
use super::data::{Colour, Resource, Scoring, Season, Set, Skill, boat_name};
use super::state::{Building, Resources, Site, Skills, Spot, Workers};
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

/// A number of workers: "1 Arbeiter" / "1 worker", "3 Arbeiter" / "3 workers", "keine Arbeiter"
/// / "no workers"; German in the dative (`dative`: "Arbeitern") where it needs it.
pub fn worker_count(n: u8, dative: bool) -> Text {
    match n {
        0 => Text::new("keine Arbeiter", "no workers"),
        1 => Text::new("1 Arbeiter", "1 worker"),
        n => Text::new(format!("{n} Arbeiter{}", if dative { "n" } else { "" }), format!("{n} workers")),
    }
}

/// Workers with their colours: "3 Arbeiter (2 blau, 1 rot)" / "1 worker (red)"; German in the
/// dative if `dative` (after "mit").
pub fn workers_in(w: &Workers, dative: bool) -> Text {
    let mut out = worker_count(w.count(), dative);
    let one = w.colours().count() == 1;
    for (i, c) in w.colours().enumerate() {
        let (n, c) = (if one { String::new() } else { format!("{} ", w.of(c)) }, colour(c));
        let sep = if i == 0 { " (" } else { ", " };
        out.de += &format!("{sep}{n}{}", c.de.trim_end_matches('e'));
        out.en += &format!("{sep}{n}{}", c.en);
    }
    if w.count() > 0 {
        out.de += ")";
        out.en += ")";
    }
    out
}

/// Workers with their colours, e.g. "3 Arbeiter (2 blau, 1 rot)" / "3 workers (2 blue, 1 red)".
pub fn workers(w: &Workers) -> Text {
    workers_in(w, false)
}

/// A tile by its printed name, a turn-order tile by its number, a home tile as such.
pub fn name(b: Building) -> Text {
    match b {
        Building::Home(_) => Text::new("Heimatplättchen", "home tile"),
        Building::Tile(t) => Text::new(t.data().name, t.data().name),
        Building::Boat(b) => Text::new(boat_name(b), boat_name(b)),
        Building::TurnOrder(t) => {
            Text::new(format!("Reihenfolgeplättchen {}", t + 1), format!("turn-order tile {}", t + 1))
        }
    }
}

/// A tile in a sentence: by its [`name`], a home tile with its article (German in the
/// accusative, or the dative if `dative`). `owner` names the village it stands in; `None` for a
/// tile on the table or in the acting player's own village ("das eigene Heimatplättchen" /
/// "their home tile").
pub fn tile(b: Building, owner: Option<Seat>, dative: bool) -> Text {
    let Text { mut de, mut en } = name(b);
    if let Building::Home(_) = b {
        let (article, own) = if dative { ("dem", "eigenen") } else { ("das", "eigene") };
        de = if owner.is_some() { format!("{article} {de}") } else { format!("{article} {own} {de}") };
        en = if owner.is_some() { en } else { format!("their {en}") };
    }
    match owner.map(player) {
        Some(p) => Text::new(format!("{de} von {}", p.de), format!("{}'s {en}", p.en)),
        None => Text::new(de, en),
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

/// What a winter tile counts per step of its points.
fn set_text(set: Set) -> Text {
    let listed = |items: &mut dyn Iterator<Item = Text>| {
        let (de, en): (Vec<String>, Vec<String>) = items.map(|t| (t.de, t.en)).unzip();
        Text::new(de.join(" + "), en.join(" + "))
    };
    let (de, en, args) = match set {
        Set::Gold => ("{}", "{}", vec![resource(Resource::Gold)]),
        Set::Green => ("grünen Arbeiter", "green worker", vec![]),
        Set::ThreeColours => {
            let mut workers =
                [Colour::Blue, Colour::Red, Colour::Yellow].into_iter().map(|c| item(Item::Worker(Some(c))));
            ("Satz ({})", "set ({})", vec![listed(&mut workers)])
        }
        Set::ThreeResources => {
            let mut kinds = Resource::ALL.into_iter().filter(|&r| r != Resource::Gold).map(resource);
            ("Satz ({}; Gold ersetzt jedes)", "set ({}; gold stands in)", vec![listed(&mut kinds)])
        }
        Set::ThreeSkills => ("Satz ({})", "set ({})", vec![listed(&mut Skill::ALL.into_iter().map(skill))]),
        Set::ResourceOfOneKind => ("Rohstoff der gewählten Sorte", "resource of the kind chosen", vec![]),
        Set::SkillOfOneKind => ("Fertigkeit der gewählten Sorte", "skill tile of the kind chosen", vec![]),
        Set::WorkerOfOneColour => ("Arbeiter der gewählten Farbe", "worker of the colour chosen", vec![]),
        Set::FiveResources => ("5 beliebige Rohstoffe", "5 resources of any kind", vec![]),
        Set::FiveSkills => ("5 beliebige Fertigkeiten", "5 skill tiles of any kind", vec![]),
        Set::FiveWorkers => ("5 beliebige Arbeiter", "5 workers of any colour", vec![]),
    };
    Text::fill(de, en, &args)
}

/// How a tile scores at the end besides its fixed VP, on the side it shows (`upgraded`), in a
/// few words: "5 SP je Satz (Holz + Stein + Eisen; Gold ersetzt jedes)" / "5 VP per set (wood +
/// stone + iron; gold stands in)"; `None` for a tile that scores its fixed VP only. The tiles'
/// details and the score sheet both say a tile's rule with it.
pub fn scoring(s: Scoring, upgraded: bool) -> Option<Text> {
    let (de, en, n, what) = match s {
        Scoring::Fixed => return None,
        Scoring::PerResource(kind, rates) => {
            let what = kind.map_or(Text::new("Rohstoff", "resource"), resource);
            ("{} SP je {} darauf (auch Gold)", "{} VP per {} on it (gold too)", rates[usize::from(upgraded)], what)
        }
        Scoring::Set(set, n) => ("{} SP je {}", "{} VP per {}", n, set_text(set)),
        Scoring::Flat(n) => ("{} SP", "{} VP", n, Text::default()),
        Scoring::PerUpgraded(n) => {
            ("{} SP je aufgewertetes Plättchen im Dorf", "{} VP per upgraded tile in the village", n, Text::default())
        }
        Scoring::PerExtension(n) => {
            ("{} SP je Erweiterung im Dorf", "{} VP per extension in the village", n, Text::default())
        }
        Scoring::PerUnfulfilled(n) => {
            ("{} SP je nicht erfüllten Vertrag", "{} VP per contract not fulfilled", n, Text::default())
        }
    };
    Some(Text::fill(de, en, &[Text::same(n), what]))
}

/// A boat's bonus in the village at the end, by boat number; the tiles' details and the score
/// sheet both say a boat's rule with it.
pub fn boat_bonus(id: u8) -> Text {
    let (de, en) = match id {
        0 => ("1 SP je Transportkapazität des Dorfs", "1 VP per transport capacity of the village"),
        1 => ("1 SP je Plättchen auf einem Straßenring", "1 VP per tile on a loop of roads"),
        2 => (
            "2, 4, 8, 16, 32 SP für 1–5 Boote, per Fluss mit dem Heimatplättchen verbunden",
            "2, 4, 8, 16, 32 VP for 1–5 boats linked by river to the home tile",
        ),
        3 => ("ein Plättchen umsonst aufwerten und 2 SP", "upgrade one tile for free, and 2 VP"),
        4 => ("5 SP", "5 VP"),
        5 => ("1 SP je Arbeiter, der nicht anderswo zählt", "1 VP per worker not scored elsewhere"),
        6 => (
            "3 Gold auf das Heimatplättchen vor der Schlusswertung",
            "3 gold onto the home tile before the final scoring",
        ),
        7 => (
            "wer es im Herbst nimmt, tauscht es gegen ein freies Boot",
            "whoever takes it in autumn swaps it for an unused boat",
        ),
        8 => ("2 SP je Winterplättchen im Dorf", "2 VP per winter tile in the village"),
        9 => ("eine Erweiterung umsonst vor der Schlusswertung", "one free extension before the final scoring"),
        10 => ("2 SP je Aufwertungssymbol, Hütten eingeschlossen", "2 VP per upgrade icon, cabins included"),
        _ => ("erfüllte Verträge zählen 10 statt 7 SP", "fulfilled contracts score 10 VP instead of 7"),
    };
    Text::new(de, en)
}
