//! Every piece has its words in both languages, generated from the data: each village tile
//! (base and The Merchants', both sides), home tile, boat and turn-order tile; a few are
//! checked against the data's numbers.

use super::*;
use crate::games::keyflower::arrange;
use crate::games::keyflower::data::{BOAT_IDS, BOATS, TILES};
use crate::games::keyflower::state::Workers;

/// Every building there is, with its words.
fn every_building() -> Vec<(Building, Text)> {
    let mut all: Vec<Building> = Tile::all().map(Building::Tile).collect();
    all.extend(HOMES.iter().map(|h| Building::Home(h.number)));
    all.extend((0..BOAT_IDS).map(Building::Boat));
    all.extend((0..TURN_ORDER.len() as u8).map(Building::TurnOrder));
    all.into_iter().map(|b| (b, building(b, None))).collect()
}

#[test]
fn every_piece_has_words_in_both_languages_with_both_sides() {
    let all = every_building();
    assert_eq!(all.len(), TILES.len() + 6 + 12 + 4);
    for (b, text) in &all {
        for l in Lang::ALL {
            let words = text.get(l);
            assert!(words.len() > 40, "{b:?} in {l:?}: {words}");
        }
        assert_ne!(text.de, text.en, "{b:?} is said differently in each language");
        if let Building::Tile(t) = b {
            let d = t.data();
            assert!(text.en.starts_with(d.name) && text.de.starts_with(d.name), "{b:?} is named");
            if let Some(upgrade) = d.upgrade {
                for l in Lang::ALL {
                    let words = text.get(l);
                    assert!(words.contains(&cost(l, upgrade)), "{b:?} says its upgrade cost: {words}");
                    for vp in d.vp {
                        assert!(words.contains(&format!("{vp} {}", l.pick("SP", "VP"))), "{b:?} has {vp} VP: {words}");
                    }
                }
                assert!(text.en.contains("Base side") && text.en.contains("Upgrade for"), "both sides: {}", text.en);
            }
            if d.merchants {
                assert!(text.en.contains("The Merchants") && text.de.contains("Die Händler"));
            }
        }
    }
}

#[test]
fn the_words_carry_the_datas_numbers() {
    let en = |name: &str| building(Building::Tile(arrange::tile(name)), None).en;
    let keywood = arrange::tile("Keywood").data();
    assert_eq!(keywood.upgrade, Some(&[Cost::Skill(crate::games::keyflower::data::Skill::Saw)][..]));
    assert_eq!(
        en("Keywood"),
        "Keywood (spring). Base side: 1× wood; 0 VP. Upgrade for saw: 3× wood; 3 VP. Anyone may use it; resources \
         go onto the used tile in one's own village, else onto one's home tile, workers and skills behind the screen."
    );
    assert!(en("Mason").contains("Upgrade for stone + stone + stone: 1 pick axe back to the supply → 3× gold; 7 VP"));
    assert!(
        en("Stable")
            .contains("transport: capacity 2, then upgrades 1; 0 VP. Upgrade for wood + iron: transport: capacity 4")
    );
    assert!(en("Peddler").contains("1 yellow worker into the bag → 1 green worker"));
    assert!(en("Timber Yard").contains(
        "scores 2 VP per wood on it (gold too); 0 VP. Upgrade for saw: not used; scores 3 VP per wood on it"
    ));
    assert!(en("Jeweller").contains("Never used or upgraded; scores 2 VP per gold"), "{}", en("Jeweller"));
    assert!(en("Keythedral").ends_with("scores 12 VP."));
    assert!(en("Assayer").contains(
        "1 contract or 1 stone or 1 iron; 0 VP. Upgrade for pick axe: 1 contract and 1 stone and 1 iron; 3 VP"
    ));
    assert!(en("Summer boat 2").contains("side a: transport across fields too"));
    let de = building(Building::Home(1), None).de;
    assert!(de.contains("Aufwertung für Holz + Stein: Transport: Kapazität 2, dann Aufwertungen 1; 5 SP"), "{de}");
    let keyflower = building(Building::Boat(0), None).en;
    assert_eq!(BOATS[0].sides[0].workers, 7);
    assert!(
        keyflower.contains(
            "side A: spring, summer: 7 workers and 1 skill tile; side B: autumn, winter: 3 workers and 2 skill tiles"
        ),
        "{keyflower}"
    );
    assert!(building(Building::Boat(6), None).en.contains("side A: spring: 7 workers and 1 gold"));
    let four = building(Building::TurnOrder(3), Some(5)).en;
    assert!(four.contains("with 5–6: 4, start player"), "{four}");
}

#[test]
fn what_a_place_asks_now_follows_its_workers_and_bids() {
    let config = Config::new(3);
    let version_1 = Config { data: crate::engine::DataVersion(1), ..Config::new(3) };
    let mut used = Used::default();
    assert_eq!(use_sizes(&config, &used), 1..=6, "any number up to the tile's six");
    assert_eq!(use_sizes(&version_1, &used), 1..=3);
    let mut two = Workers::default();
    two.add(Colour::Red, 2);
    used = Used { colour: Some(Colour::Red), workers: two, last: 2 };
    assert_eq!(use_sizes(&config, &used), 3..=4, "more than the last use, within the room left");
    assert_eq!(use_sizes(&version_1, &used), 3..=3);
    let mut six = Workers::default();
    six.add(Colour::Red, 5);
    assert!(
        use_sizes(&config, &Used { colour: Some(Colour::Red), workers: six, last: 3 }).is_empty(),
        "one place left, 4 needed"
    );
    let mut bids = Bids::default();
    bids.add(crate::engine::Seat(1), &two);
    let text = now(&config, Some((&used, used.colour)), Some(&bids));
    assert_eq!(
        text.en,
        "Next use: 3–4 workers, colour red. Bids: Player 2: 2 workers (red); colour red, a new bid must be more than 2"
    );
    assert!(text.de.starts_with("Nächste Nutzung: 3–4 Arbeiter, Farbe rote"));
}
