//! The score sheet (rulebook "Ende des Spiels"): shipping points, farm and village tiles (in
//! `buildings`) and fairs, each item in the detail ([`detail`]), and the tie-break chain: gems,
//! then finished goods, wheat, raw materials, deer, boar, chickens, horses, cattle, pigs, sheep.

mod detail;

pub use detail::building_rule;

use super::buildings::{Context, Scored, building_points, scored};
use super::data::{Animal, FAIRS, Field, Season};
use super::state::{Player, State};
use super::text::player;
use crate::engine::{PerSeat, ScoreSheet, Seat, TieBreak, sort};
use crate::text::Text;

/// The tie-break elements in the rulebook's order, with their names.
const CHAIN: [(&str, &str); 11] = [
    ("Edelsteine", "gems"),
    ("Endprodukte", "finished goods"),
    ("Weizen", "wheat"),
    ("Rohstoffe", "raw materials"),
    ("Rotwild", "deer"),
    ("Wildschweine", "boar"),
    ("Hühner", "chickens"),
    ("Pferde", "horses"),
    ("Rinder", "cattle"),
    ("Schweine", "pigs"),
    ("Schafe", "sheep"),
];

/// A player's counts of the tie-break elements, in the order of the tie-break chain.
pub fn tie_key(p: &Player) -> [u32; 11] {
    let sum = |xs: &[u8]| xs.iter().map(|&x| u32::from(x)).sum::<u32>();
    let animal = |a: Animal| u32::from(p.goods.animals[a as usize]);
    [
        sum(&p.goods.gems),
        sum(&p.goods.finished),
        u32::from(p.goods.wheat),
        sum(&p.goods.raw),
        animal(Animal::Deer),
        animal(Animal::Boar),
        animal(Animal::Chicken),
        animal(Animal::Horse),
        animal(Animal::Cattle),
        animal(Animal::Pig),
        animal(Animal::Sheep),
    ]
}

/// The sheet's rows: shipping points, farm tiles, village tiles, fairs.
pub const SHIPPING: usize = 0;
/// See [`SHIPPING`].
pub const FARM: usize = 1;
/// See [`SHIPPING`].
pub const VILLAGE: usize = 2;
/// See [`SHIPPING`].
pub const FAIRS_ROW: usize = 3;

/// Points of a fair held on the side shown.
fn held_points(fair: u8, gem_side: bool) -> i32 {
    let data = &FAIRS[usize::from(fair)];
    let side = if gem_side { data.back.expect("only winter fairs show a gem side") } else { data.front };
    i32::from(side.vp)
}

/// Points of the fairs a player held.
pub fn fair_points(p: &Player) -> i32 {
    p.held.iter().map(|&(fair, _, gem_side)| held_points(fair, gem_side)).sum()
}

/// The fields of the board `seat`'s buildings score with: the first board it claimed or its
/// keyper stands on (none before either).
pub fn scoring_fields(state: &State, seat: Seat) -> &'static [Field] {
    let board = state.boards.iter().find(|b| b.owner == Some(seat) || b.keyper == Some(seat));
    board.map_or(&[], |b| b.face(state.season).as_slice())
}

/// A player's points in the sheet's rows (shipping, farm, village, fairs) with the board of
/// `fields`, and how each building scores: the sheet's numbers without its words (the bots'
/// evaluation reads them many times a move).
pub fn rows(p: &Player, fields: &[Field]) -> ([i32; 4], Vec<Scored>) {
    let scored = scored(&context(p, fields));
    let (farm, village) = building_points(&scored);
    ([p.shipping as i32, farm as i32, village as i32, fair_points(p)], scored)
}

/// What the end position offers `p`'s buildings on the board of `fields`.
pub fn context<'a>(p: &'a Player, fields: &'a [Field]) -> Context<'a> {
    let mut seasons: Vec<Season> = p.held.iter().map(|h| h.1).collect();
    seasons.dedup();
    Context { player: p, board: fields, fair_seasons: seasons.len() }
}

/// The score sheet: final once the game is over, the standing so far before that.
pub fn score(state: &State) -> ScoreSheet {
    let categories = vec![
        Text::new("Schiffspunkte", "Shipping points"),
        Text::new("Farmplättchen", "Farm tiles"),
        Text::new("Dorfplättchen", "Village tiles"),
        Text::new("Jahrmärkte", "Fairs"),
    ];
    let details = state.players.map(|seat, p| {
        let (rows, scored) = rows(p, scoring_fields(state, seat));
        (rows.to_vec(), detail::details(p, &scored))
    });
    let (points, details) = (details.map(|_, d| d.0.clone()), details.map(|_, d| d.1.clone()));
    let keys = state.players.map(|_, p| tie_key(p));
    let ranking = ScoreSheet::rank_by(&points, |s| keys[s]);
    let tie_breaks = tie_breaks(&points, &keys);
    let rules = Text::pairs(&[
        ("Die auf der Schiffspunkteleiste erreichten Punkte", "The points reached on the shipping track"),
        (
            "Was die Farmplättchen für Dinge darauf bringen; jedes Stück zählt einmal",
            "What farm tiles score for the pieces on them; each piece counts once",
        ),
        (
            "Was die Dorfplättchen für Dinge darauf bringen; jedes Stück zählt einmal",
            "What village tiles score for the pieces on them; each piece counts once",
        ),
        ("Die Punkte der erfüllten Jahrmärkte", "The points of the fairs fulfilled"),
    ]);
    ScoreSheet { categories, rules, points, ranking, tie_breaks, details: Some(details) }
}

/// For each group of seats with the same total, what decided between them.
fn tie_breaks(points: &PerSeat<Vec<i32>>, keys: &PerSeat<[u32; 11]>) -> Vec<TieBreak> {
    let total = |s: Seat| points[s].iter().sum::<i32>();
    let mut totals: Vec<i32> = points.iter().map(|(s, _)| total(s)).collect();
    sort::sort_by(&mut totals, |a, b| b.cmp(a));
    totals.dedup();
    totals
        .into_iter()
        .filter_map(|t| {
            let seats: Vec<Seat> = points.iter().map(|(s, _)| s).filter(|&s| total(s) == t).collect();
            (seats.len() > 1).then(|| {
                let step = (0..CHAIN.len()).find(|&i| seats.iter().any(|&s| keys[s][i] != keys[seats[0]][i]));
                let explanation = explain(t, &seats, keys, step);
                // The best two of them in the chain's order: the first element they differ in.
                let mut ranked: Vec<[u32; 11]> = seats.iter().map(|&s| keys[s]).collect();
                sort::sort_by(&mut ranked, |a, b| b.cmp(a));
                let decided_by = (0..CHAIN.len())
                    .find(|&i| ranked[0][i] != ranked[1][i])
                    .map(|i| Text::new(format!("mehr {}", CHAIN[i].0), format!("more {}", CHAIN[i].1)));
                TieBreak { seats, explanation, decided_by }
            })
        })
        .collect()
}

/// "Tied on 12 points; level in gems (2); the most finished goods decide (Player 1: 3, Player
/// 2: 1)." The elements passed level and the one that decides, with each seat's count; or that
/// the seats are level in all of them.
fn explain(total: i32, seats: &[Seat], keys: &PerSeat<[u32; 11]>, step: Option<usize>) -> Text {
    let level = step.unwrap_or(CHAIN.len());
    let passed = |lang: usize| {
        (0..level)
            .map(|i| format!("{} ({})", if lang == 0 { CHAIN[i].0 } else { CHAIN[i].1 }, keys[seats[0]][i]))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (de_level, en_level) = match level {
        0 => (String::new(), String::new()),
        _ => (format!("; gleich bei {}", passed(0)), format!("; level in {}", passed(1))),
    };
    match step {
        Some(i) => {
            let counts = |name: fn(Seat) -> Text, de: bool| {
                seats
                    .iter()
                    .map(|&s| format!("{}: {}", if de { name(s).de } else { name(s).en }, keys[s][i]))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            Text::new(
                format!(
                    "Gleichstand mit {total} Punkten{de_level}; es entscheiden die meisten {} ({}).",
                    CHAIN[i].0,
                    counts(player, true)
                ),
                format!(
                    "Tied on {total} points{en_level}; the most {} decide ({}).",
                    CHAIN[i].1,
                    counts(player, false)
                ),
            )
        }
        None => Text::new(
            format!("Gleichstand mit {total} Punkten{de_level}: Die Spieler teilen sich den Platz."),
            format!("Tied on {total} points{en_level}: the players share the place."),
        ),
    }
}
