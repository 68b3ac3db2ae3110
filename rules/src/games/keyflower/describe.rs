//! Every piece of Keyflower in words, German and English, generated from the data's typed
//! fields by a few phrase templates (the values are the data's, never copied): what each side's
//! use asks and gives and where it goes, transport, the upgrade's cost and the upgraded side,
//! VP, a winter tile's scoring, a summer boat's ability, a boat's cargo by season and its end
//! bonus, a turn-order tile's face; and what a place on the table asks now, read from the view
//! (its colour, the bids, the workers the next use may take: [`use_sizes`]).

use super::Config;
use super::data::merchants::Cargo;
use super::data::{
    Ability, Colour, Cost, Effect, HOMES, Input, Output, Resource, Scoring, Season, TURN_ORDER, Tile, ability,
    boat_min_players, boat_side,
};
use super::placing::use_room;
use super::state::{Bids, Building, Resources, Used};
use super::text::{self, boat_bonus, colour, player, resource, resources, season, skill, workers};
use crate::text::{Lang, Text, count};
use std::ops::RangeInclusive;

/// A count of a thing in `l`: "2 Arbeiter" / "2 workers", from its singular and its plural,
/// each `[German, English]`.
fn n(l: Lang, k: u8, one: [&'static str; 2], many: [&'static str; 2]) -> String {
    count(usize::from(k), [one[0], many[0]], [one[1], many[1]]).get(l).to_string()
}

/// A colour's adjective, or `any` for none.
fn colour_or(l: Lang, c: Option<Colour>, any: &str) -> String {
    c.map_or_else(|| any.to_string(), |c| colour(c).get(l).to_string())
}

/// Items joined with "und" / "and" (or "oder" / "or").
fn join(l: Lang, items: Vec<String>, or: bool) -> String {
    items.join(if or { l.pick(" oder ", " or ") } else { l.pick(" und ", " and ") })
}

/// What a use gives.
fn output(l: Lang, o: Output) -> String {
    match o {
        Output::Resources(r) => resources(&Resources(r)).get(l).to_string(),
        Output::OneBasic => {
            l.pick("1 Holz, Stein oder Eisen nach Wahl", "1 wood, stone or iron of one's choice").into()
        }
        Output::BagWorkers(k) => n(
            l,
            k,
            ["Arbeiter aus dem Beutel", "worker from the bag"],
            ["Arbeiter aus dem Beutel", "workers from the bag"],
        ),
        Output::Green(k) => n(l, k, ["grüner Arbeiter", "green worker"], ["grüne Arbeiter", "green workers"]),
        Output::Skills(k) => n(
            l,
            k,
            ["Fertigkeit (verdeckt)", "skill tile (face down)"],
            ["Fertigkeiten (verdeckt)", "skill tiles (face down)"],
        ),
        Output::Deal { contracts, skills, resources: r, one } => {
            let mut items = vec![n(l, contracts, ["Vertrag", "contract"], ["Verträge", "contracts"])];
            if skills > 0 {
                items.push(n(l, skills, ["Fertigkeit", "skill tile"], ["Fertigkeiten", "skill tiles"]));
            }
            items.extend(
                Resource::ALL
                    .iter()
                    .filter(|&&k| r[k as usize] > 0)
                    .map(|&k| format!("{} {}", r[k as usize], resource(k).get(l))),
            );
            join(l, items, one)
        }
    }
}

/// What a use asks besides the workers placed.
fn input(l: Lang, i: Input) -> String {
    match i {
        Input::Nothing => String::new(),
        Input::Worker(c) => {
            let c = colour_or(l, c, l.pick("beliebige", "any"));
            format!("1 {c}{} → ", l.pick("n Arbeiter in den Beutel", " worker into the bag"))
        }
        Input::Skill(k) => {
            let k = k.map_or_else(
                || l.pick("beliebige Fertigkeit", "any skill tile").into(),
                |k| skill(k).get(l).to_string(),
            );
            format!("1 {k} {} → ", l.pick("zurück in den Vorrat", "back to the supply"))
        }
    }
}

/// What a use of one side does.
fn effect(l: Lang, e: Effect) -> String {
    match e {
        Effect::None => l.pick("wird nicht genutzt", "not used").into(),
        Effect::Gain(i, o) => format!("{}{}", input(l, i), output(l, o)),
        Effect::Transport { carts, upgrades } => format!(
            "{} {carts}, {} {upgrades}",
            l.pick("Transport: Kapazität", "transport: capacity"),
            l.pick("dann Aufwertungen", "then upgrades")
        ),
    }
}

/// An upgrade cost.
pub fn cost(l: Lang, cost: &[Cost]) -> String {
    let items = cost.iter().map(|&c| match c {
        Cost::Resource(r) => resource(r).get(l).to_string(),
        Cost::AnyResource => l.pick("beliebiger Rohstoff", "any resource").into(),
        Cost::Skill(s) => skill(s).get(l).to_string(),
        Cost::AnySkill => l.pick("beliebige Fertigkeit", "any skill").into(),
    });
    items.collect::<Vec<_>>().join(" + ")
}

/// How a tile scores at the end besides its fixed VP, on side `side`; empty if it does not.
fn scoring(l: Lang, s: Scoring, side: usize) -> String {
    text::scoring(s, side == 1).map_or_else(String::new, |t| t.get(l).to_string())
}

/// A summer boat's ability.
fn ability_words(l: Lang, a: Ability) -> &'static str {
    match a {
        Ability::ExtraWorkers => l.pick(
            "2 Arbeiter mehr aus dem Beutel bei jeder Bootsladung und beim Winterboot",
            "2 more workers from the bag with each boat's cargo and the winter boat",
        ),
        Ability::ExtraGreen => l.pick(
            "1 grüner Arbeiter mehr bei jeder Bootsladung und beim Winterboot",
            "1 more green worker with each boat's cargo and the winter boat",
        ),
        Ability::CrossCountry => l.pick(
            "Transport auch über Felder ohne Straße; Kanten müssen beim Bauen nicht passen",
            "transport across fields too; edges need not match when building",
        ),
        Ability::DoubleTransport => l.pick(
            "Transportkapazität und Aufwertungen verdoppelt, das Keyflower-Boot zählt doppelt",
            "transport capacity and upgrades doubled, the Keyflower boat scores double",
        ),
        Ability::WildUpgrade => l.pick(
            "beim Aufwerten ersetzt jeder Rohstoff jeden anderen",
            "any resource stands in for another in upgrade costs",
        ),
        Ability::WildScoring => l.pick(
            "bei der Schlusswertung ersetzt jeder Rohstoff jeden anderen",
            "any resource stands in for another in the final scoring",
        ),
        Ability::MixedBid => l.pick(
            "gegen ein blaues, rotes oder gelbes Gebot in anderer Farbe bieten",
            "counter a blue, red or yellow bid in another colour",
        ),
        Ability::MixedAdd => l.pick(
            "wo schon Arbeiter stehen, Arbeiter beliebiger Farben dazu",
            "add workers of any colours where workers already stand",
        ),
    }
}

/// One side of a tile: its use, VP and scoring.
fn side(l: Lang, e: Effect, vp: u8, s: Scoring, i: usize) -> String {
    let mut out = effect(l, e);
    let score = scoring(l, s, i);
    if !score.is_empty() {
        out = format!("{out}; {} {score}", l.pick("wertet", "scores"));
    }
    format!("{out}; {vp} {}", l.pick("SP", "VP"))
}

/// Both sides of a tile with an upgrade: "base side: …; upgrade for …: …".
fn sides(l: Lang, e: [Effect; 2], vp: [u8; 2], s: Scoring, upgrade: &[Cost]) -> String {
    format!(
        "{}: {}. {} {}: {}.",
        l.pick("Grundseite", "Base side"),
        side(l, e[0], vp[0], s, 0),
        l.pick("Aufwertung für", "Upgrade for"),
        cost(l, upgrade),
        side(l, e[1], vp[1], s, 1)
    )
}

/// Who may use a village tile, and where what it gives goes.
fn users(l: Lang) -> &'static str {
    l.pick(
        "Jeder darf es nutzen; Rohstoffe kommen auf das genutzte Plättchen im eigenen Dorf, sonst auf das eigene Heimatplättchen, Arbeiter und Fertigkeiten hinter den Sichtschirm.",
        "Anyone may use it; resources go onto the used tile in one's own village, else onto one's home tile, workers and skills behind the screen.",
    )
}

/// A village tile in words.
fn tile(l: Lang, t: Tile) -> String {
    let d = t.data();
    let merchants = if d.merchants { l.pick(", Die Händler", ", The Merchants") } else { "" };
    let head = format!("{} ({}{merchants}). ", d.name, season(d.season).get(l));
    let body = match (ability(t, false), d.upgrade) {
        (Some(a), _) => format!(
            "{} a: {}; b: {}.",
            l.pick(
                "Sommerboot, nie genutzt, gibt seinem Besitzer eine Fähigkeit, Seite",
                "Summer boat, never used, gives its holder an ability, side"
            ),
            ability_words(l, a),
            ability_words(l, ability(t, true).unwrap_or(a))
        ),
        (None, Some(upgrade)) => {
            let used = if d.effect[0] == Effect::None { "" } else { users(l) };
            format!("{} {used}", sides(l, d.effect, d.vp, d.scoring, upgrade))
        }
        (None, None) => format!(
            "{} {}.",
            l.pick("Wird nie genutzt oder aufgewertet; wertet", "Never used or upgraded; scores"),
            scoring(l, d.scoring, 0)
        ),
    };
    head + &body
}

/// What a boat brings on one side, by season.
fn cargo(l: Lang, c: &Cargo) -> String {
    let seasons: Vec<String> = c.seasons.iter().map(|&s| season(s).get(l).to_string()).collect();
    let mut items = vec![n(l, c.workers, ["Arbeiter", "worker"], ["Arbeiter", "workers"])];
    for (k, one, many) in [
        (c.skills, ["Fertigkeit", "skill tile"], ["Fertigkeiten", "skill tiles"]),
        (c.gold, ["Gold", "gold"], ["Gold", "gold"]),
        (c.cabins, ["Hütte", "cabin"], ["Hütten", "cabins"]),
        (c.contracts, ["Vertrag", "contract"], ["Verträge", "contracts"]),
        (c.green, ["grüner Arbeiter", "green worker"], ["grüne Arbeiter", "green workers"]),
    ] {
        if k > 0 {
            items.push(n(l, k, one, many));
        }
    }
    format!("{}: {}", seasons.join(", "), join(l, items, false))
}

/// A boat in words: its sides' cargo by season and its end bonus.
fn boat(l: Lang, id: u8) -> String {
    let mut sides: Vec<String> = Vec::new();
    for s in [Season::Spring, Season::Summer, Season::Autumn, Season::Winter] {
        if let Some((i, c)) = boat_side(id, s)
            && c.seasons.first() == Some(&s)
        {
            sides.push(format!("{} {}: {}", l.pick("Seite", "side"), ["A", "B"][usize::from(i)], cargo(l, &c)));
        }
    }
    format!(
        "{} ({} {}+). {}. {}: {}; {}",
        super::data::boat_name(id),
        l.pick("Boot, ab", "boat, from"),
        boat_min_players(id),
        sides.join("; "),
        l.pick("Im Dorf am Ende", "In the village at the end"),
        boat_bonus(id).get(l),
        l.pick("nie genutzt.", "never used.")
    )
}

/// A home tile in words.
fn home(l: Lang, number: u8) -> String {
    let h = &HOMES[usize::from(number - 1)];
    let upgrade: Vec<Cost> = h.upgrade.iter().map(|&r| Cost::Resource(r)).collect();
    format!(
        "{} {number}. {} {}",
        l.pick("Heimatplättchen", "Home tile"),
        sides(l, h.effect, h.vp, Scoring::Fixed, &upgrade),
        users(l)
    )
}

/// A turn-order tile in words, with the face in play with `players` players (`None`: every
/// face).
fn turn_order(l: Lang, index: u8, players: Option<u8>) -> String {
    let data = &TURN_ORDER[usize::from(index)];
    let faces: Vec<String> = data
        .faces
        .iter()
        .filter(|f| players.is_none_or(|p| f.players.contains(&p)))
        .map(|f| {
            let start = if f.start { l.pick(", Startspieler", ", start player") } else { "" };
            format!("{} {}–{}: {}{start}", l.pick("bei", "with"), f.players.start(), f.players.end(), f.number)
        })
        .collect();
    format!(
        "{} {}: {} ({}). {}",
        l.pick("Reihenfolgeplättchen", "Turn-order tile"),
        index + 1,
        l.pick("Platz bei der Wahl der Boote", "place in choosing the boats"),
        faces.join("; "),
        l.pick(
            "Im Dorf am Ende 1 SP je verbundenes Plättchen.",
            "In the village at the end 1 VP per tile connected to it."
        )
    )
}

/// Any building in words, both sides (a turn-order tile's faces with `players` players).
pub fn building(b: Building, players: Option<u8>) -> Text {
    Text::by_lang(|l| match b {
        Building::Home(number) => home(l, number),
        Building::Tile(t) => tile(l, t),
        Building::Boat(id) => boat(l, id),
        Building::TurnOrder(i) => turn_order(l, i, players),
    })
}

/// The workers the next use of a tile may take now: more than its last use, within the room
/// left on it (empty when it is full).
pub fn use_sizes(config: &Config, used: &Used) -> RangeInclusive<u8> {
    used.last + 1..=use_room(config, used.count())
}

/// What a place asks now: the colour and sizes of the next use (if it can be used), and the
/// colour and standing of the bids (if it is bid on).
pub fn now(config: &Config, used: Option<(&Used, Option<Colour>)>, bids: Option<&Bids>) -> Text {
    Text::by_lang(|l| {
        let any = l.pick("jede", "any");
        let mut out = Vec::new();
        if let Some((used, c)) = used {
            let sizes = use_sizes(config, used);
            let size = if sizes.is_empty() {
                l.pick("diese Jahreszeit nicht mehr", "no more this season").into()
            } else {
                format!("{}–{} {}", sizes.start(), sizes.end(), l.pick("Arbeiter", "workers"))
            };
            let c = colour_or(l, c, any);
            out.push(format!("{}: {size}, {} {c}", l.pick("Nächste Nutzung", "Next use"), l.pick("Farbe", "colour")));
        }
        if let Some(bids) = bids {
            let c = colour_or(l, bids.colour, any);
            let by: Vec<String> =
                bids.by.iter().map(|(s, wk)| format!("{}: {}", player(*s).get(l), workers(wk).get(l))).collect();
            let by = if by.is_empty() { l.pick("keine", "none").into() } else { by.join(", ") };
            out.push(format!(
                "{}: {by}; {} {c}, {} {}",
                l.pick("Gebote", "Bids"),
                l.pick("Farbe", "colour"),
                l.pick("ein neues Gebot muss mehr sein als", "a new bid must be more than"),
                bids.top()
            ));
        }
        out.join(". ")
    })
}

#[cfg(test)]
mod tests;
