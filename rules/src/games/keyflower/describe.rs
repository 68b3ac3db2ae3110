//! Every piece of Keyflower in words, German and English, generated from the data's typed
//! fields by a few phrase templates (the values are the data's, never copied): what each side's
//! use asks and gives and where it goes, transport, the upgrade's cost and the upgraded side,
//! VP, a winter tile's scoring, a summer boat's ability, a boat's cargo by season and its end
//! bonus, a turn-order tile's face; and what a place on the table asks now, read from the view
//! (its colour, the bids, the workers the next use may take: [`use_sizes`]).

use super::Config;
use super::data::merchants::Cargo;
use super::data::{
    Ability, Colour, Cost, Effect, HOMES, Input, Output, Resource, Scoring, Season, Set, TURN_ORDER, Tile, ability,
    boat_min_players, boat_side,
};
use super::placing::use_room;
use super::state::{Bids, Building, Placed, Resources, Used};
use super::text::{colour, player, resource, resources, season, skill, workers};
use crate::text::{Lang, Text};
use std::ops::RangeInclusive;

/// `f` written in both languages.
fn both(f: impl Fn(Lang) -> String) -> Text {
    Text::new(f(Lang::De), f(Lang::En))
}

/// The German or the English phrase.
fn w(l: Lang, de: &'static str, en: &'static str) -> &'static str {
    match l {
        Lang::De => de,
        Lang::En => en,
    }
}

/// A count of a thing: "2 Arbeiter" / "2 workers", singular for one.
fn n(l: Lang, k: u8, one: [&'static str; 2], many: [&'static str; 2]) -> String {
    let [de, en] = if k == 1 { one } else { many };
    format!("{k} {}", w(l, de, en))
}

/// A colour's adjective, or `any` for none.
fn colour_or(l: Lang, c: Option<Colour>, any: &str) -> String {
    c.map_or_else(|| any.to_string(), |c| colour(c).get(l).to_string())
}

/// Items joined with "und" / "and" (or "oder" / "or").
fn join(l: Lang, items: Vec<String>, or: bool) -> String {
    items.join(if or { w(l, " oder ", " or ") } else { w(l, " und ", " and ") })
}

/// What a use gives.
fn output(l: Lang, o: Output) -> String {
    match o {
        Output::Resources(r) => resources(&Resources(r)).get(l).to_string(),
        Output::OneBasic => w(l, "1 Holz, Stein oder Eisen nach Wahl", "1 wood, stone or iron of one's choice").into(),
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
            let c = colour_or(l, c, w(l, "beliebige", "any"));
            format!("1 {c}{} → ", w(l, "n Arbeiter in den Beutel", " worker into the bag"))
        }
        Input::Skill(k) => {
            let k = k
                .map_or_else(|| w(l, "beliebige Fertigkeit", "any skill tile").into(), |k| skill(k).get(l).to_string());
            format!("1 {k} {} → ", w(l, "zurück in den Vorrat", "back to the supply"))
        }
    }
}

/// What a use of one side does.
fn effect(l: Lang, e: Effect) -> String {
    match e {
        Effect::None => w(l, "wird nicht genutzt", "not used").into(),
        Effect::Gain(i, o) => format!("{}{}", input(l, i), output(l, o)),
        Effect::Transport { carts, upgrades } => format!(
            "{} {carts}, {} {upgrades}",
            w(l, "Transport: Kapazität", "transport: capacity"),
            w(l, "dann Aufwertungen", "then upgrades")
        ),
    }
}

/// An upgrade cost.
pub fn cost(l: Lang, cost: &[Cost]) -> String {
    let items = cost.iter().map(|&c| match c {
        Cost::Resource(r) => resource(r).get(l).to_string(),
        Cost::AnyResource => w(l, "beliebiger Rohstoff", "any resource").into(),
        Cost::Skill(s) => skill(s).get(l).to_string(),
        Cost::AnySkill => w(l, "beliebige Fertigkeit", "any skill").into(),
    });
    items.collect::<Vec<_>>().join(" + ")
}

/// What a winter tile counts.
fn set(l: Lang, s: Set) -> &'static str {
    match s {
        Set::Gold => w(l, "Gold", "gold"),
        Set::ThreeColours => w(l, "Satz blauer + roter + gelber Arbeiter", "set of a blue, a red and a yellow worker"),
        Set::ResourceOfOneKind => w(l, "Rohstoff einer gewählten Sorte", "resource of one chosen kind"),
        Set::ThreeResources => w(l, "Satz Holz + Stein + Eisen", "set of wood, stone and iron"),
        Set::FiveResources => w(l, "5 beliebige Rohstoffe", "5 resources of any kinds"),
        Set::ThreeSkills => w(l, "Satz Säge + Spitzhacke + Amboss", "set of saw, pick axe and anvil"),
        Set::SkillOfOneKind => w(l, "Fertigkeit einer gewählten Sorte", "skill tile of one chosen kind"),
        Set::WorkerOfOneColour => w(l, "Arbeiter einer gewählten Farbe", "worker of one chosen colour"),
        Set::Green => w(l, "grünen Arbeiter", "green worker"),
        Set::FiveSkills => w(l, "5 beliebige Fertigkeiten", "5 skill tiles of any kinds"),
        Set::FiveWorkers => w(l, "5 beliebige Arbeiter", "5 workers of any colours"),
    }
}

/// How a tile scores at the end besides its fixed VP, on side `side`; empty if it does not.
fn scoring(l: Lang, s: Scoring, side: usize) -> String {
    let per = |vp: u8, what: &str| format!("{vp} {} {what}", w(l, "SP je", "VP per"));
    match s {
        Scoring::Fixed => String::new(),
        Scoring::PerResource(r, vp) => {
            let r = r.map_or_else(|| w(l, "Rohstoff", "resource").into(), |r| resource(r).get(l).to_string());
            per(vp[side], &format!("{r} {}", w(l, "hierher transportiert", "transported onto it")))
        }
        Scoring::Set(s, vp) => {
            per(vp, &format!("{} {}", set(l, s), w(l, "(am Ende zugeteilt)", "(allotted at the end)")))
        }
        Scoring::Flat(vp) => format!("{vp} {}", w(l, "SP", "VP")),
        Scoring::PerUpgraded(vp) => per(vp, w(l, "aufgewertetes Plättchen im Dorf", "upgraded tile in the village")),
        Scoring::PerExtension(vp) => per(vp, w(l, "Erweiterung im Dorf", "extension in the village")),
        Scoring::PerUnfulfilled(vp) => per(vp, w(l, "unerfüllten Vertrag", "contract not fulfilled")),
    }
}

/// A summer boat's ability.
fn ability_words(l: Lang, a: Ability) -> &'static str {
    match a {
        Ability::ExtraWorkers => w(
            l,
            "2 Arbeiter mehr aus dem Beutel bei jeder Bootsladung und beim Winterboot",
            "2 more workers from the bag with each boat's cargo and the winter boat",
        ),
        Ability::ExtraGreen => w(
            l,
            "1 grüner Arbeiter mehr bei jeder Bootsladung und beim Winterboot",
            "1 more green worker with each boat's cargo and the winter boat",
        ),
        Ability::CrossCountry => w(
            l,
            "Transport auch über Felder ohne Straße; Kanten müssen beim Bauen nicht passen",
            "transport across fields too; edges need not match when building",
        ),
        Ability::DoubleTransport => w(
            l,
            "Transportkapazität und Aufwertungen verdoppelt, das Keyflower-Boot zählt doppelt",
            "transport capacity and upgrades doubled, the Keyflower boat scores double",
        ),
        Ability::WildUpgrade => w(
            l,
            "beim Aufwerten ersetzt jeder Rohstoff jeden anderen",
            "any resource stands in for another in upgrade costs",
        ),
        Ability::WildScoring => w(
            l,
            "bei der Schlusswertung ersetzt jeder Rohstoff jeden anderen",
            "any resource stands in for another in the final scoring",
        ),
        Ability::MixedBid => w(
            l,
            "gegen ein blaues, rotes oder gelbes Gebot in anderer Farbe bieten",
            "counter a blue, red or yellow bid in another colour",
        ),
        Ability::MixedAdd => w(
            l,
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
        out = format!("{out}; {} {score}", w(l, "wertet", "scores"));
    }
    format!("{out}; {vp} {}", w(l, "SP", "VP"))
}

/// Both sides of a tile with an upgrade: "base side: …; upgrade for …: …".
fn sides(l: Lang, e: [Effect; 2], vp: [u8; 2], s: Scoring, upgrade: &[Cost]) -> String {
    format!(
        "{}: {}. {} {}: {}.",
        w(l, "Grundseite", "Base side"),
        side(l, e[0], vp[0], s, 0),
        w(l, "Aufwertung für", "Upgrade for"),
        cost(l, upgrade),
        side(l, e[1], vp[1], s, 1)
    )
}

/// Who may use a village tile, and where what it gives goes.
fn users(l: Lang) -> &'static str {
    w(
        l,
        "Jeder darf es nutzen; Rohstoffe kommen auf das genutzte Plättchen im eigenen Dorf, sonst auf das eigene Heimatplättchen, Arbeiter und Fertigkeiten hinter den Sichtschirm.",
        "Anyone may use it; resources go onto the used tile in one's own village, else onto one's home tile, workers and skills behind the screen.",
    )
}

/// A village tile in words.
fn tile(l: Lang, t: Tile) -> String {
    let d = t.data();
    let merchants = if d.merchants { w(l, ", Die Händler", ", The Merchants") } else { "" };
    let head = format!("{} ({}{merchants}). ", d.name, season(d.season).get(l));
    let body = match (ability(t, false), d.upgrade) {
        (Some(a), _) => format!(
            "{} a: {}; b: {}.",
            w(
                l,
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
            w(l, "Wird nie genutzt oder aufgewertet; wertet", "Never used or upgraded; scores"),
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

/// A boat's end bonus, by boat number.
fn bonus(l: Lang, id: u8) -> &'static str {
    match id {
        0 => w(l, "1 SP je Transportkapazität des Dorfs", "1 VP per transport capacity of the village"),
        1 => w(l, "1 SP je Plättchen auf einem Straßenring", "1 VP per tile on a loop of roads"),
        2 => w(
            l,
            "2, 4, 8, 16, 32 SP für 1–5 Boote, per Fluss mit dem Heimatplättchen verbunden",
            "2, 4, 8, 16, 32 VP for 1–5 boats linked by river to the home tile",
        ),
        3 => w(l, "ein Plättchen umsonst aufwerten und 2 SP", "upgrade one tile for free, and 2 VP"),
        4 => w(l, "5 SP", "5 VP"),
        5 => w(l, "1 SP je Arbeiter, der nicht anderswo zählt", "1 VP per worker not scored elsewhere"),
        6 => w(
            l,
            "3 Gold auf das Heimatplättchen vor der Schlusswertung",
            "3 gold onto the home tile before the final scoring",
        ),
        7 => w(
            l,
            "wer es im Herbst nimmt, tauscht es gegen ein freies Boot",
            "whoever takes it in autumn swaps it for an unused boat",
        ),
        8 => w(l, "2 SP je Winterplättchen im Dorf", "2 VP per winter tile in the village"),
        9 => w(l, "eine Erweiterung umsonst vor der Schlusswertung", "one free extension before the final scoring"),
        10 => w(l, "2 SP je Aufwertungssymbol, Hütten eingeschlossen", "2 VP per upgrade icon, cabins included"),
        _ => w(l, "erfüllte Verträge zählen 10 statt 7 SP", "fulfilled contracts score 10 VP instead of 7"),
    }
}

/// A boat in words: its sides' cargo by season and its end bonus.
fn boat(l: Lang, id: u8) -> String {
    let mut sides: Vec<String> = Vec::new();
    for s in [Season::Spring, Season::Summer, Season::Autumn, Season::Winter] {
        if let Some((i, c)) = boat_side(id, s)
            && c.seasons.first() == Some(&s)
        {
            sides.push(format!("{} {}: {}", w(l, "Seite", "side"), ["A", "B"][usize::from(i)], cargo(l, &c)));
        }
    }
    format!(
        "{} ({} {}+). {}. {}: {}; {}",
        super::data::boat_name(id),
        w(l, "Boot, ab", "boat, from"),
        boat_min_players(id),
        sides.join("; "),
        w(l, "Im Dorf am Ende", "In the village at the end"),
        bonus(l, id),
        w(l, "nie genutzt.", "never used.")
    )
}

/// A home tile in words.
fn home(l: Lang, number: u8) -> String {
    let h = &HOMES[usize::from(number - 1)];
    let upgrade: Vec<Cost> = h.upgrade.iter().map(|&r| Cost::Resource(r)).collect();
    format!(
        "{} {number}. {} {}",
        w(l, "Heimatplättchen", "Home tile"),
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
            let start = if f.start { w(l, ", Startspieler", ", start player") } else { "" };
            format!("{} {}–{}: {}{start}", w(l, "bei", "with"), f.players.start(), f.players.end(), f.number)
        })
        .collect();
    format!(
        "{} {}: {} ({}). {}",
        w(l, "Reihenfolgeplättchen", "Turn-order tile"),
        index + 1,
        w(l, "Platz bei der Wahl der Boote", "place in choosing the boats"),
        faces.join("; "),
        w(
            l,
            "Im Dorf am Ende 1 SP je verbundenes Plättchen.",
            "In the village at the end 1 VP per tile connected to it."
        )
    )
}

/// Any building in words, both sides (a turn-order tile's faces with `players` players).
pub fn building(b: Building, players: Option<u8>) -> Text {
    both(|l| match b {
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

/// The colour asked of the next use of a village tile now: that of the workers on it, else of
/// its extension (The Merchants).
pub fn use_colour(placed: &Placed) -> Option<Colour> {
    placed.used.colour.or_else(|| placed.extension_colour())
}

/// What a place asks now: the colour and sizes of the next use (if it can be used), and the
/// colour and standing of the bids (if it is bid on).
pub fn now(config: &Config, used: Option<(&Used, Option<Colour>)>, bids: Option<&Bids>) -> Text {
    both(|l| {
        let any = w(l, "jede", "any");
        let mut out = Vec::new();
        if let Some((used, c)) = used {
            let sizes = use_sizes(config, used);
            let size = if sizes.is_empty() {
                w(l, "diese Jahreszeit nicht mehr", "no more this season").into()
            } else {
                format!("{}–{} {}", sizes.start(), sizes.end(), w(l, "Arbeiter", "workers"))
            };
            let c = colour_or(l, c, any);
            out.push(format!("{}: {size}, {} {c}", w(l, "Nächste Nutzung", "Next use"), w(l, "Farbe", "colour")));
        }
        if let Some(bids) = bids {
            let c = colour_or(l, bids.colour, any);
            let by: Vec<String> =
                bids.by.iter().map(|(s, wk)| format!("{}: {}", player(*s).get(l), workers(wk).get(l))).collect();
            let by = if by.is_empty() { w(l, "keine", "none").into() } else { by.join(", ") };
            out.push(format!(
                "{}: {by}; {} {c}, {} {}",
                w(l, "Gebote", "Bids"),
                w(l, "Farbe", "colour"),
                w(l, "ein neues Gebot muss mehr sein als", "a new bid must be more than"),
                bids.top()
            ));
        }
        out.join(". ")
    })
}

#[cfg(test)]
mod tests;
