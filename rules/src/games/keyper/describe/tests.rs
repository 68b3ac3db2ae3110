//! Every piece has its words in both languages, generated from the data: each building on both
//! sides, each kind of field, each fair (data version 2); a few are checked word for word.

use super::*;
use crate::engine::DataVersion;
use crate::games::keyper::data::{BOARDS, DATA_VERSION, TILES};

const RECONSTRUCTED: [&str; 2] =
    ["nachgebildet: nicht aus dem gedruckten Spiel", "reconstructed: not from the printed game"];

fn config(data: DataVersion) -> Config {
    Config { players: 4, data }
}

/// Every kind of field there is (a test below checks that every face holds only these).
fn every_field() -> Vec<Field> {
    let mut all: Vec<Field> = Raw::ALL.map(Field::Raw).to_vec();
    all.extend(Animal::ALL.map(Field::Animal));
    all.push(Field::Wheat);
    all.extend(Gem::ALL.map(Field::Gem));
    all.extend(Raw::ALL.map(Field::Process));
    all.extend([
        Field::CountryTile,
        Field::TradeRaw,
        Field::TradeFinished,
        Field::Build,
        Field::DiscountBuild,
        Field::Upgrade,
        Field::River,
    ]);
    all
}

#[test]
fn every_building_has_both_sides_in_both_languages_with_its_cost_and_scoring() {
    let config = config(DATA_VERSION);
    for d in &TILES {
        let text = building(d.tile, &config);
        assert_ne!(text.de, text.en, "{:?} is said in each language", d.tile);
        for (i, l) in Lang::ALL.into_iter().enumerate() {
            let words = text.get(l);
            let name = [d.name.0, d.name.1][i];
            assert!(words.starts_with(&format!("{name}: ")), "{:?} is named: {words}", d.tile);
            for &item in d.cost {
                assert!(words.contains(cost(item).get(l)), "{:?} says its cost {item:?}: {words}", d.tile);
            }
            assert!(words.contains(cost(area_upgrade_cost(d.area)).get(l)), "the upgrade's price: {words}");
            for (side, up) in [false, true].into_iter().enumerate() {
                let rule = building_rule(d.tile, up, u32::from(d.vp[side]));
                assert!(words.contains(rule.get(l)), "{:?} side {side} scores {}: {words}", d.tile, rule.get(l));
                if d.vp[side] > 0 {
                    assert!(words.contains(&d.vp[side].to_string()), "its printed points: {words}");
                }
            }
            assert!(words.contains(RECONSTRUCTED[i]), "the cost is ours and says so: {words}");
            let sides = [["Grundseite", "Verbesserte Seite"], ["Base side", "Upgraded side"]][i];
            assert!(sides.iter().all(|s| words.contains(s)), "both sides: {words}");
        }
    }
}

#[test]
fn a_building_says_what_it_does_with_the_rules_numbers() {
    let v2 = config(DATA_VERSION);
    assert_eq!(
        building(Tile::Brickmaker, &v2).en,
        "Brickmaker: village building (estate). Build cost: logs + stone. Works only with a keyple on it. Base side: \
         each action: 1× clay or brick → 1× brick; scores: no points. Upgraded side (upgrade: any finished good or \
         wheat): each action: 1× clay or brick → 2× brick; scores: 5 printed. (reconstructed: not from the printed \
         game — build cost, keyple needed)."
    );
    // Version 1 took exactly the raw material named: the words follow the rules played.
    let v1 = building(Tile::Brickmaker, &config(DataVersion(1))).en;
    assert!(v1.contains("each action: 1× clay → 1× brick"), "{v1}");
    let trading = building(Tile::TradingPost, &v2).en;
    assert!(trading.contains("1× raw material → 2× other raw material or 1× finished good → 2× other finished good"));
    assert!(trading.contains("and in the same action"), "{trading}");
    let de = building(Tile::HopField, &v2).de;
    assert!(de.contains("je Aktion: 1× Weizen → 2× Tier nach Wahl; bringt bis zu 4 Tier nach Wahl"), "{de}");
    assert!(building(Tile::Seafarer, &v2).en.contains("+2 shipping points whenever its owner uses a ship"));
    let cottage = building(Tile::FarmersCottage, &v2).en;
    assert!(cottage.contains("scores: 3 × light green frames on the board."), "{cottage}");
    assert!(cottage.ends_with(
        "(reconstructed: not from the printed game — farm or village, build cost, upgraded side's points)."
    ));
    let shed = building(Tile::CowShed, &v2).en;
    assert!(shed.contains("farm building (estate)") && shed.contains("houses up to 4 cattle"), "{shed}");
    assert!(shed.contains("scores: 2 per cattle (4 at most)"), "{shed}");
    let barn = building(Tile::Barn, &v2).en;
    assert!(barn.contains("farm building (landscape tile, spring)") && barn.contains("— farm or village, build cost)"));
}

#[test]
fn every_kind_of_field_says_what_it_gives_per_keyple_in_both_languages() {
    let all = every_field();
    for face in BOARDS.iter().flatten().flatten() {
        assert!(face.iter().all(|f| all.contains(f)), "a face holds a kind not described: {face:?}");
    }
    for f in all {
        let text = field(f);
        assert_ne!(text.de, text.en);
        for (i, l) in Lang::ALL.into_iter().enumerate() {
            let words = text.get(l);
            assert!(words.starts_with(field_name(f).get(l)), "{f:?} is named: {words}");
            let alone = [output(false, false), output(true, false)];
            let framed = [output(false, true), output(true, true)];
            let counts: Vec<u8> = if f.frame().is_some() { [alone, framed].concat() } else { alone.to_vec() };
            assert!(counts.iter().all(|n| words.contains(&n.to_string())), "{f:?} per keyple: {words}");
            if let Some(c) = f.frame() {
                assert!(words.contains(colour(c).get(l).trim_end_matches("er")), "{f:?}'s colour: {words}");
            }
            let marked = words.contains(RECONSTRUCTED[i]);
            assert_eq!(marked, matches!(f.frame_source(), Provenance::Reconstructed(_)), "{f:?}: {words}");
            assert_eq!(words.contains(["3 oder 4", "3 or 4"][i]), !f.in_play(2), "{f:?}: {words}");
        }
    }
    assert_eq!(
        field(Field::Raw(Raw::Clay)).en,
        "clay field: Each good or action: 1× clay. Colour frame orange (reconstructed: not from the printed game): \
         a keyple alone earns 1, an orange or white keyple 2; with a follower each 2, on its colour 3."
    );
    let river = field(Field::River).en;
    assert!(river.contains(&format!("ship one of them for {SHIPPING_POINTS} shipping points")), "{river}");
}

#[test]
fn every_fair_says_its_goods_points_and_seasons_on_each_side() {
    for (i, fair_data) in FAIRS.iter().enumerate() {
        let text = fair(i as u8);
        assert_ne!(text.de, text.en);
        for (k, l) in Lang::ALL.into_iter().enumerate() {
            let words = text.get(l);
            for side in [Some(&fair_data.front), fair_data.back.as_ref()].into_iter().flatten() {
                assert!(words.contains(&format!("→ {} ", side.vp)), "fair {i} pays {}: {words}", side.vp);
                for &g in side.needs {
                    assert!(words.contains(good(g).get(l)), "fair {i} asks {g:?}: {words}");
                }
                for &s in side.seasons {
                    assert!(words.contains(season(s).get(l)), "fair {i} in {s:?}: {words}");
                }
            }
            let marked = words.contains(RECONSTRUCTED[k]);
            assert_eq!(marked, matches!(fair_data.source, Provenance::Reconstructed(_)), "fair {i}: {words}");
        }
    }
    assert_eq!(
        fair(0).en,
        "Fair (spring): at the end of spring show sheep + stone → 2 points (dealt face down, held once). The goods shown \
         are kept."
    );
}
