//! The game log speaks the board's language (issue 28, item 3): tiles by their printed names
//! (a home tile by its owner), never by their place in a row or a village, never by
//! coordinates or turns; counts with their nouns in the right number and case. A rulebook-like
//! turn is checked word for word in both languages, and every event of whole random games
//! (2–6 players, with and without The Merchants) is checked for the names it must say and the
//! words it must not.

use crate::support::allocation::random_game_seen;

use keydom_rules::engine::Seat;
use keydom_rules::games::keyflower::arrange::tile as named;
use keydom_rules::games::keyflower::data::{Colour, Resource, boat_name};
use keydom_rules::games::keyflower::state::{Building, Hex, Resources, Site, Spot, Workers};
use keydom_rules::games::keyflower::{Event, place_key};
use keydom_rules::text::{Describe, Text};

const ANNA: Seat = Seat(0);
const BO: Seat = Seat(1);

fn tile(name: &str) -> Building {
    Building::Tile(named(name))
}

fn workers(blue: u8, red: u8) -> Workers {
    Workers([blue, red, 0, 0])
}

fn said(event: Event) -> (String, String) {
    let Text { de, en } = event.describe();
    (de, en)
}

#[test]
fn a_turn_of_the_rulebook_reads_as_the_board_shows_it() {
    let keywood = tile("Keywood");
    let bid =
        Event::Bid { seat: ANNA, spot: Spot::Offer(2), tile: keywood, workers: workers(2, 0), bid: 2, moved: vec![] };
    assert_eq!(
        said(bid),
        (
            "Spieler 1 bietet 2 Arbeiter (blau) auf Keywood; Gebot jetzt 2.".into(),
            "Player 1 bids 2 workers (blue) on Keywood; bid now 2.".into()
        )
    );
    let raise = Event::Bid {
        seat: BO,
        spot: Spot::Offer(2),
        tile: keywood,
        workers: workers(1, 2),
        bid: 3,
        moved: vec![(Spot::Offer(0), tile("Workshop"))],
    };
    assert_eq!(
        said(raise),
        (
            "Spieler 2 bietet 3 Arbeiter (1 blau, 2 rot) auf Keywood (mitgenommen von Workshop); Gebot jetzt 3.".into(),
            "Player 2 bids 3 workers (1 blue, 2 red) on Keywood (moved from Workshop); bid now 3.".into()
        )
    );
    let other = Event::Used {
        seat: ANNA,
        site: Site::Village(BO, 3),
        tile: tile("Woodcutter"),
        workers: workers(0, 1),
        moved: vec![],
    };
    assert_eq!(
        said(other),
        (
            "Spieler 1 nutzt Woodcutter von Spieler 2 mit 1 Arbeiter (rot).".into(),
            "Player 1 uses Player 2's Woodcutter with 1 worker (red).".into()
        )
    );
    let home = Event::Used {
        seat: BO,
        site: Site::Village(BO, 0),
        tile: Building::Home(4),
        workers: workers(2, 0),
        moved: vec![],
    };
    assert_eq!(
        said(home),
        (
            "Spieler 2 nutzt das eigene Heimatplättchen mit 2 Arbeitern (blau).".into(),
            "Player 2 uses their home tile with 2 workers (blue).".into()
        )
    );
    let mut wood = Resources::default();
    wood.add(Resource::Wood, 2);
    let gained = Event::Gained { seat: ANNA, resources: wood, onto: tile("Woodcutter") };
    assert_eq!(
        said(gained),
        ("Spieler 1 erhält 2× Holz auf Woodcutter.".into(), "Player 1 gets 2× wood onto Woodcutter.".into())
    );
    let moved = Event::Moved { seat: ANNA, resource: Resource::Wood, from: tile("Woodcutter"), to: Building::Home(1) };
    assert_eq!(
        said(moved),
        (
            "Spieler 1 bringt 1 Holz von Woodcutter zu dem eigenen Heimatplättchen.".into(),
            "Player 1 moves 1 wood from Woodcutter to their home tile.".into()
        )
    );
    let built = Event::Built { seat: BO, tile: keywood, at: Hex { q: -1, r: 0 }, rotation: 4 };
    assert_eq!(
        said(built),
        ("Spieler 2 baut Keywood ins Dorf.".into(), "Player 2 builds Keywood into their village.".into())
    );
    let won = Event::Won { seat: BO, tile: Building::TurnOrder(2), workers: 0 };
    assert_eq!(
        said(won),
        ("Spieler 2 ersteigert Reihenfolgeplättchen 3.".into(), "Player 2 wins turn-order tile 3.".into())
    );
    let won = Event::Won { seat: BO, tile: keywood, workers: 1 };
    assert_eq!(
        said(won),
        (
            "Spieler 2 ersteigert Keywood und nimmt den Arbeiter darauf.".into(),
            "Player 2 wins Keywood and takes the worker on it.".into()
        )
    );
    let back = Event::BidBack { seat: ANNA, spot: Spot::Offer(2), tile: keywood, count: 1 };
    assert_eq!(
        said(back),
        (
            "Spieler 1 nimmt 1 überbotenen Arbeiter von Keywood zurück.".into(),
            "Player 1 takes 1 outbid worker back from Keywood.".into()
        )
    );
    let green = Event::Green { seat: ANNA, count: 1 };
    assert_eq!(said(green), ("Spieler 1 nimmt 1 grünen Arbeiter.".into(), "Player 1 takes 1 green worker.".into()));
    let bag = Event::IntoBag { seat: ANNA, colour: Colour::Yellow };
    assert_eq!(
        said(bag),
        (
            "Spieler 1 legt einen gelben Arbeiter in den Beutel.".into(),
            "Player 1 puts a yellow worker into the bag.".into()
        )
    );
}

/// Whether `line` holds a coordinate pair such as "(-1, 0)".
fn has_coordinates(line: &str) -> bool {
    line.split('(').skip(1).any(|rest| {
        let Some((inside, _)) = rest.split_once(')') else { return false };
        let parts: Vec<&str> = inside.split(", ").collect();
        parts.len() == 2 && parts.iter().all(|p| p.trim_start_matches('-').parse::<i32>().is_ok())
    })
}

/// What the log must never say: places by number, coordinates, turns, bare colour adjectives
/// after a count, untranslated home tiles and numbers that disagree with their nouns.
fn faults(text: &Text) -> Vec<String> {
    let banned = [
        "season tile",
        "village tile",
        "Jahreszeitenplättchen",
        "Dorfplättchen",
        "Home ",
        "turned by",
        "gedreht um",
        "× blaue",
        "× rote",
        "× gelbe",
        "× grüne",
        " 1 workers",
        " 0 workers",
        " 1 skill tiles",
        " 1 winter tiles",
        " 1 outbid workers",
        " 1 green workers",
    ];
    let mut out: Vec<String> = banned
        .iter()
        .filter(|b| text.de.contains(*b) || text.en.contains(*b))
        .map(|b| format!("says {b:?}: {text:?}"))
        .collect();
    if has_coordinates(&text.de) || has_coordinates(&text.en) {
        out.push(format!("says coordinates: {text:?}"));
    }
    out
}

/// The name a line must say for a tile it is about.
fn name_of(b: Building) -> (String, String) {
    match b {
        Building::Home(_) => ("Heimatplättchen".into(), "home tile".into()),
        Building::Tile(t) => (t.data().name.into(), t.data().name.into()),
        Building::Boat(b) => (boat_name(b).into(), boat_name(b).into()),
        Building::TurnOrder(t) => (format!("Reihenfolgeplättchen {}", t + 1), format!("turn-order tile {}", t + 1)),
    }
}

#[test]
fn every_line_of_whole_games_names_its_tiles_and_no_coordinates() {
    let mut lines = 0;
    let mut about_tiles = 0;
    for (players, merchants, seed) in [(2, false, 1), (3, true, 2), (4, false, 3), (5, true, 4), (6, true, 5)] {
        random_game_seen(players, seed, merchants, |events| {
            for event in events {
                let text = event.describe();
                let found = faults(&text);
                assert!(found.is_empty(), "{found:?}");
                let places = event.places();
                assert_eq!(event.places_on_board(), places.iter().map(|&b| place_key(b)).collect::<Vec<_>>());
                for b in places {
                    let (de, en) = name_of(b);
                    assert!(
                        text.de.contains(&de) && text.en.contains(&en),
                        "{event:?} does not name {de} / {en}: {text:?}"
                    );
                    about_tiles += 1;
                }
                lines += 1;
            }
        });
    }
    assert!(lines > 1000 && about_tiles > 500, "{lines} lines, {about_tiles} about tiles");
}

#[test]
fn places_are_keyed_by_the_tile_wherever_it_lies() {
    let keywood = tile("Keywood");
    let bid =
        Event::Bid { seat: ANNA, spot: Spot::Offer(2), tile: keywood, workers: workers(1, 0), bid: 1, moved: vec![] };
    let built = Event::Built { seat: ANNA, tile: keywood, at: Hex { q: 1, r: 0 }, rotation: 0 };
    assert_eq!(bid.places_on_board(), built.places_on_board(), "the same tile in the offer and in the village");
    assert_ne!(place_key(Building::Home(1)), place_key(Building::Home(2)));
    assert!(Event::GameOver.places_on_board().is_empty());
}
