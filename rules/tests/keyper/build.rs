//! Keyper's build, discount-build and upgrade fields against the rulebook: two builds for an
//! orange keyple on the orange build field, payment with a finished good for its raw material
//! and wheat for a white symbol, overbuilding once (the covered tile keeps its keyples for the
//! new one), upgrade costs, and the discount field's one finished good or wheat.

use keydom_rules::engine::{Game, Seat};
use keydom_rules::games::keyper::data::{Colour, CostItem, Field, Finished, Good, Raw, Tile};
use keydom_rules::games::keyper::{
    Action, Building, Keyper, Phase, Placed, Plot, State, affordable, arrange, conservation,
};

const TIMBER: Good = Good::Finished(Finished::Timber);

fn table(players: u8, team: &[Colour]) -> State {
    arrange::table(players, 4, &[team])
}

fn play(state: &mut State, action: Action) {
    Keyper::apply(state, Seat(0), &action).unwrap_or_else(|e| panic!("{action:?}: {e:?}"));
}

fn legal(state: &State) -> Vec<Action> {
    Keyper::legal_actions(state, Seat(0))
}

#[test]
fn an_orange_keyple_builds_twice_paying_with_timber_for_logs_and_wheat_for_white() {
    let mut state = table(2, &[Colour::Orange]);
    state.supply.give(&mut state.players[Seat(0)].goods, Good::Wheat, 1);
    let spot = arrange::spot_of(&state, Field::Build);
    play(&mut state, Action::PlayKeyple { colour: Colour::Orange, spot, lay_existing: false });
    let Phase::Work(work) = &state.phase else { panic!("two builds to make") };
    assert_eq!(work.queue, [(Seat(0), 2)]);
    // The cow shed costs logs and any raw material: the starting timber pays the logs.
    play(&mut state, Action::Build { tile: Tile::CowShed, plot: Plot::Farm(0) });
    let pays: Vec<Action> = legal(&state);
    assert_eq!(pays, [Action::Pay { good: TIMBER }], "no logs: the timber stands in");
    play(&mut state, Action::Pay { good: TIMBER });
    assert!(legal(&state).contains(&Action::Pay { good: Good::Wheat }), "wheat pays a white symbol");
    play(&mut state, Action::Pay { good: Good::Wheat });
    let p = &state.players[Seat(0)];
    assert_eq!(p.farm[0].as_ref().map(|b| b.tile), Some(Tile::CowShed));
    assert!(!p.unbuilt.contains(&Tile::CowShed));
    assert!(matches!(state.phase, Phase::Work(_)), "the second build");
    play(&mut state, Action::Done);
    assert_eq!(state.phase, Phase::Turn);
    conservation(&state).unwrap();
}

#[test]
fn a_tile_whose_cost_cannot_be_paid_is_not_offered() {
    let mut goods = keydom_rules::games::keyper::Supply::default();
    goods.add(Good::Finished(Finished::Brick), 1);
    // Clay and any raw material: the brick pays one of them, not both.
    assert!(!affordable(&goods, &[CostItem::Raw(Raw::Clay), CostItem::AnyRaw]));
    goods.add(Good::Wheat, 1);
    assert!(affordable(&goods, &[CostItem::Raw(Raw::Clay), CostItem::AnyRaw]));
    assert!(!affordable(&goods, &[CostItem::Raw(Raw::Clay), CostItem::Finished(Finished::Brick)]));
}

#[test]
fn overbuilding_covers_a_building_once_and_keeps_its_keyple() {
    let mut state = table(2, &[Colour::Grey]);
    let p = &mut state.players[Seat(0)];
    let standing = Placed { colour: Colour::Black, down: false };
    p.keyp_tile.remove(Colour::Black);
    p.unbuilt.retain(|&t| t != Tile::CowShed);
    p.farm[0] = Some(Building { tile: Tile::CowShed, upgraded: true, covered: None, keyples: vec![standing] });
    p.farm[1] = Some(Building { tile: Tile::PigSty, upgraded: false, covered: Some(Tile::Stable), keyples: vec![] });
    p.unbuilt.retain(|&t| !matches!(t, Tile::PigSty | Tile::Stable));
    state.supply.give(&mut state.players[Seat(0)].goods, Good::Raw(Raw::Logs), 2);
    let spot = arrange::spot_of(&state, Field::Build);
    play(&mut state, Action::PlayKeyple { colour: Colour::Grey, spot, lay_existing: false });
    let offered = legal(&state);
    assert!(offered.contains(&Action::Build { tile: Tile::SheepShelter, plot: Plot::Farm(0) }), "over the cow shed");
    assert!(!offered.iter().any(|a| matches!(a, Action::Build { plot: Plot::Farm(1), .. })), "built over once already");
    assert!(!offered.iter().any(|a| matches!(a, Action::Build { tile: Tile::SheepShelter, plot: Plot::Village(_) })));
    play(&mut state, Action::Build { tile: Tile::SheepShelter, plot: Plot::Farm(0) });
    let b = state.players[Seat(0)].farm[0].clone().unwrap();
    let expected = (Tile::SheepShelter, false, Some(Tile::CowShed), vec![standing]);
    assert_eq!((b.tile, b.upgraded, b.covered, b.keyples), expected, "the upgraded side is covered too");
    while let Some(Action::Pay { good }) = legal(&state).first().cloned() {
        play(&mut state, Action::Pay { good });
    }
    conservation(&state).unwrap();
}

#[test]
fn upgrades_cost_a_raw_material_or_wheat_on_the_farm_and_a_finished_good_or_wheat_in_the_village() {
    let mut state = table(2, &[Colour::Grey]);
    let p = &mut state.players[Seat(0)];
    p.unbuilt.retain(|&t| !matches!(t, Tile::CowShed | Tile::Brickmaker));
    p.farm[0] = Some(Building { tile: Tile::CowShed, upgraded: false, covered: None, keyples: vec![] });
    p.village[0] = Some(Building { tile: Tile::Brickmaker, upgraded: false, covered: None, keyples: vec![] });
    state.supply.give(&mut state.players[Seat(0)].goods, Good::Raw(Raw::Clay), 1);
    let spot = arrange::spot_of(&state, Field::Upgrade);
    play(&mut state, Action::PlayKeyple { colour: Colour::Grey, spot, lay_existing: false });
    let Phase::Work(work) = &state.phase else { panic!("upgrades to make") };
    assert_eq!(work.queue, [(Seat(0), 2)], "grey on the grey upgrade field: two");
    play(&mut state, Action::Upgrade { plot: Plot::Farm(0) });
    let farm_pays = legal(&state);
    assert!(farm_pays.contains(&Action::Pay { good: Good::Raw(Raw::Clay) }));
    play(&mut state, Action::Pay { good: Good::Raw(Raw::Clay) });
    play(&mut state, Action::Upgrade { plot: Plot::Village(0) });
    let village_pays = legal(&state);
    assert!(
        !village_pays.iter().any(|a| matches!(a, Action::Pay { good: Good::Raw(_) })),
        "no raw material in the village"
    );
    assert!(village_pays.contains(&Action::Pay { good: TIMBER }));
    play(&mut state, Action::Pay { good: TIMBER });
    let p = &state.players[Seat(0)];
    assert!(p.farm[0].as_ref().unwrap().upgraded && p.village[0].as_ref().unwrap().upgraded);
    assert_eq!(state.phase, Phase::Turn);
    conservation(&state).unwrap();
}

#[test]
fn the_discount_field_builds_for_one_finished_good_or_wheat() {
    let mut state = table(3, &[Colour::Brown]);
    let spot = arrange::spot_of(&state, Field::DiscountBuild);
    play(&mut state, Action::PlayKeyple { colour: Colour::Brown, spot, lay_existing: false });
    // The farmyard prints logs, stone and wheat; here one finished good pays it.
    play(&mut state, Action::Build { tile: Tile::Farmyard, plot: Plot::Farm(3) });
    let pays = legal(&state);
    assert_eq!(pays.len(), 3, "brick, timber or block (no wheat held): {pays:?}");
    play(&mut state, Action::Pay { good: TIMBER });
    assert_eq!(state.phase, Phase::Turn, "one build alone on an unframed field");
    assert_eq!(state.players[Seat(0)].goods.finished, [1, 0, 1]);
    conservation(&state).unwrap();
}
