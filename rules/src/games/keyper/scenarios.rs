//! The rulebook's worked numbers and the situations it calls out, as [`Scenario`]s (its pictures
//! are lost, so each position is built from the text): the upgraded farmyard's 6 points, the
//! upgraded goldsmith's 18, drainage's 5, a follower refused by colour and the last lay-down
//! round. Keyper is not in the game registry yet, so no embed route lists them;
//! `tests/keyper/scenarios.rs` checks them.

use super::arrange::{build, game_over, give, keypers_out, stand, table};
use super::data::{Animal, Colour, Gem, Good, Tile};
use super::state::{Plot, Spot, State};
use super::{Action, Keyper};
use crate::engine::Seat;
use crate::games::scenario::Scenario;

/// Every Keyper scenario.
pub const ALL: [Scenario<Keyper>; 5] = [FARMYARD, GOLDSMITH, DRAINAGE, REFUSED_COLOUR, LAST_ROUND];

/// Anna, the first seat.
pub const ANNA: Seat = Seat(0);
/// Ben, the second seat.
pub const BEN: Seat = Seat(1);
/// Cara, the third seat.
pub const CARA: Seat = Seat(2);

const TWO: &[&str] = &["Anna", "Ben"];
const THREE: &[&str] = &["Anna", "Ben", "Cara"];

/// Board 1's set-up face: clay (orange frame) at field 2.
pub const CLAY: Spot = Spot::Field { board: 0, field: 2 };
/// Board 3's set-up face: a country-tile field at 0 and clay at 2.
pub const TILES_ON_3: Spot = Spot::Field { board: 2, field: 0 };
/// See [`TILES_ON_3`].
pub const CLAY_ON_3: Spot = Spot::Field { board: 2, field: 2 };

/// Two players at the game's end, Anna with `tiles` built (upgraded or not) and `goods`.
fn final_score(tiles: &[(Tile, Plot, bool)], goods: &[(Good, u8)]) -> State {
    let mut state = table(2, 5, &[]);
    for &(tile, plot, upgraded) in tiles {
        build(&mut state, ANNA, tile, plot, upgraded);
    }
    for &(good, n) in goods {
        give(&mut state, ANNA, good, n);
    }
    game_over(&mut state);
    state
}

/// The upgraded farmyard with a cattle, a sheep and 3 pigs: one of each kind counts, 6 points.
pub const FARMYARD: Scenario<Keyper> = Scenario {
    slug: "farmyard",
    title: ("Farmhof", "Farmyard"),
    about: (
        "Der verbesserte Farmhof zählt jede Tierart einmal: ein Rind, ein Schaf und 3 Schweine bringen 6 Punkte.",
        "The upgraded farmyard counts each kind of animal once: a cattle, a sheep and 3 pigs bring 6 points.",
    ),
    names: TWO,
    start: || {
        let animals = [(Animal::Cattle, 1), (Animal::Sheep, 1), (Animal::Pig, 3)];
        final_score(&[(Tile::Farmyard, Plot::Farm(0), true)], &animals.map(|(a, n)| (Good::Animal(a), n)))
    },
    moves: |_| Vec::new(),
    step: 0,
    viewer: None,
};

/// The upgraded goldsmith with 3 emeralds, 3 gold and 3 sapphires: three sets, 18 points.
pub const GOLDSMITH: Scenario<Keyper> = Scenario {
    slug: "goldsmith",
    title: ("Goldschmied", "Goldsmith"),
    about: (
        "Der verbesserte Goldschmied zählt Sätze aus Smaragd, Gold und Saphir, je 6 Punkte: 3 Sätze bringen 18.",
        "The upgraded goldsmith counts sets of emerald, gold and sapphire, 6 points each: 3 sets bring 18.",
    ),
    names: TWO,
    start: || {
        let gems = [Gem::Emerald, Gem::Gold, Gem::Sapphire].map(|g| (Good::Gem(g), 3));
        final_score(&[(Tile::Goldsmith, Plot::Village(0), true)], &gems)
    },
    moves: |_| Vec::new(),
    step: 0,
    viewer: None,
};

/// Drainage in the village's middle row with a village tile on each of its four diagonal plots:
/// 1 + 4 = 5 points (10 upgraded).
pub const DRAINAGE: Scenario<Keyper> = Scenario {
    slug: "drainage",
    title: ("Abwassersystem", "Drainage"),
    about: (
        "Das Abwassersystem bringt 1 Punkt und 1 für jedes Dorfplättchen auf seinen Diagonalen: hier 5 (verbessert 10).",
        "Drainage brings 1 point and 1 for each village tile on its diagonals: here 5 (10 upgraded).",
    ),
    names: TWO,
    start: || {
        let diagonals = [(Tile::Brickmaker, 0), (Tile::Carpenter, 2), (Tile::Stonemason, 8), (Tile::Scrapyard, 10)];
        let mut tiles: Vec<(Tile, Plot, bool)> = diagonals.map(|(t, p)| (t, Plot::Village(p), false)).to_vec();
        tiles.push((Tile::Drainage, Plot::Village(5), false));
        final_score(&tiles, &[])
    },
    moves: |_| Vec::new(),
    step: 0,
    viewer: None,
};

/// Anna plays her orange keyple on the orange-framed clay field. Ben, invited, may not follow
/// with his brown keyple, only with his white one; both take 3 clay.
pub const REFUSED_COLOUR: Scenario<Keyper> = Scenario {
    slug: "refused-colour",
    title: ("Falsche Farbe", "Wrong colour"),
    about: (
        "Ein Mitläufer muss die Farbe des ersten Keyples haben oder weiß sein: Ben darf nicht mit Braun folgen, nur mit Weiß. Auf dem passenden Rahmen erhalten beide 3 Lehm.",
        "A follower must have the first keyple's colour or be white: Ben may not follow with brown, only with white. On the matching frame both take 3 clay.",
    ),
    names: TWO,
    start: || table(2, 1, &[&[Colour::Orange], &[Colour::Brown, Colour::White]]),
    moves: |_| {
        vec![
            (ANNA, Action::PlayKeyple { colour: Colour::Orange, spot: CLAY, lay_existing: false }),
            (BEN, Action::Follow { colour: Colour::White }),
        ]
    },
    step: 1,
    viewer: Some(BEN),
};

/// Three players, every keyper out; Cara's brown keyple stands on board 3's country-tile field.
/// Anna plays her last keyple: Ben and Cara have one last lay-down turn each, and Cara's pick
/// ends the spring.
pub const LAST_ROUND: Scenario<Keyper> = Scenario {
    slug: "last-round",
    title: ("Letzte Runde", "Last round"),
    about: (
        "Wer seinen letzten Keyple einsetzt, beendet die Jahreszeit: Jeder andere darf noch einmal einen Keyple hinlegen. Ben legt auf dem Lehmfeld hin, Cara auf dem Landschaftsfeld, und ihr Plättchen ist die letzte Aktion des Frühjahrs.",
        "Whoever plays their last keyple ends the season: everyone else may lay one keyple down once more. Ben lays down on the clay field, Cara on the country-tile field, and her tile is spring's last action.",
    ),
    names: THREE,
    start: || {
        let mut state = table(3, 1, &[&[Colour::Orange]]);
        state.start = ANNA;
        keypers_out(&mut state);
        stand(&mut state, CARA, Colour::Brown, TILES_ON_3);
        state
    },
    moves: |_| {
        vec![
            (ANNA, Action::PlayKeyple { colour: Colour::Orange, spot: CLAY_ON_3, lay_existing: false }),
            (BEN, Action::LayDown { spot: CLAY_ON_3, both: false }),
            (CARA, Action::LayDown { spot: TILES_ON_3, both: false }),
            (CARA, Action::Pick { index: 0 }),
        ]
    },
    step: 1,
    viewer: Some(BEN),
};
