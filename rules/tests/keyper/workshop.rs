//! Keyples on one's own buildings, against the tile texts: the upgraded Brickmaker's 1 clay to 2
//! bricks, a follower using another player's building for themselves, a white keyple on a plot
//! taking only a white follower, the Farm labourer building free (and, upgraded with an existing
//! keyple laid down, building and then upgrading the same tile), the Builder's one finished good,
//! and one's own buildings coming first for lay-downs.

use keydom_rules::engine::{Game, Seat};
use keydom_rules::games::keyper::data::{Colour, Finished, Good, Raw, Tile};
use keydom_rules::games::keyper::{Action, Keyper, Phase, Placed, Plot, Spot, State, arrange, conservation};

const CLAY: Good = Good::Raw(Raw::Clay);
const BRICK: Good = Good::Finished(Finished::Brick);

fn table(teams: [&[Colour]; 2]) -> State {
    arrange::table(2, 6, &teams)
}

fn build(state: &mut State, seat: u8, tile: Tile, plot: Plot, upgraded: bool) {
    arrange::build(state, Seat(seat), tile, plot, upgraded);
}

fn play(state: &mut State, seat: u8, action: Action) {
    Keyper::apply(state, Seat(seat), &action).unwrap_or_else(|e| panic!("{action:?}: {e:?}"));
}

#[test]
fn the_upgraded_brickmaker_turns_a_clay_into_two_bricks() {
    let mut state = table([&[Colour::Orange], &[]]);
    build(&mut state, 0, Tile::Brickmaker, Plot::Village(0), true);
    state.supply.give(&mut state.players[Seat(0)].goods, CLAY, 1);
    let spot = Spot::Plot { seat: Seat(0), plot: Plot::Village(0) };
    play(&mut state, 0, Action::PlayKeyple { colour: Colour::Orange, spot, lay_existing: false });
    play(&mut state, 0, Action::Convert { give: vec![CLAY], get: vec![BRICK, BRICK] });
    assert_eq!(state.phase, Phase::Turn, "alone on a plot: one action (plots have no frames)");
    assert_eq!(state.players[Seat(0)].goods.count(BRICK), 3);
    conservation(&state).unwrap();
}

#[test]
fn a_follower_uses_the_building_for_themselves() {
    let mut state = table([&[Colour::Grey], &[Colour::Grey]]);
    build(&mut state, 0, Tile::Windmill, Plot::Farm(0), false);
    for seat in [0, 1] {
        state.supply.give(&mut state.players[Seat(seat)].goods, CLAY, 2);
    }
    let spot = Spot::Plot { seat: Seat(0), plot: Plot::Farm(0) };
    play(&mut state, 0, Action::PlayKeyple { colour: Colour::Grey, spot, lay_existing: false });
    play(&mut state, 1, Action::Follow { colour: Colour::Grey });
    let windmill = Action::Convert { give: vec![CLAY], get: vec![Good::Wheat, Good::Wheat] };
    // The active player and the follower take turns (data version 2).
    for seat in [0, 1, 0, 1] {
        play(&mut state, seat, windmill.clone());
    }
    let wheat: Vec<u8> = state.players.values().iter().map(|p| p.goods.wheat).collect();
    assert_eq!(wheat, [4, 4], "two actions each with a follower");
    assert_eq!(state.phase, Phase::Turn);
}

#[test]
fn a_white_keyple_on_a_plot_takes_only_a_white_follower() {
    let mut state = table([&[Colour::White], &[Colour::Orange, Colour::White]]);
    build(&mut state, 0, Tile::Carpenter, Plot::Village(3), false);
    let spot = Spot::Plot { seat: Seat(0), plot: Plot::Village(3) };
    play(&mut state, 0, Action::PlayKeyple { colour: Colour::White, spot, lay_existing: false });
    assert_eq!(Keyper::legal_actions(&state, Seat(1)), [Action::Follow { colour: Colour::White }, Action::Decline]);
}

#[test]
fn the_upgraded_farm_labourer_builds_free_and_then_upgrades_the_same_tile() {
    let mut state = table([&[Colour::White], &[]]);
    build(&mut state, 0, Tile::FarmLabourer, Plot::Farm(7), true);
    // A black keyple already works there; a white one joins and lays it down: two actions.
    state.players[Seat(0)].keyp_tile.remove(Colour::Black);
    state.players[Seat(0)].farm[7].as_mut().unwrap().keyples.push(Placed { colour: Colour::Black, down: false });
    let spot = Spot::Plot { seat: Seat(0), plot: Plot::Farm(7) };
    let goods = state.players[Seat(0)].goods.clone();
    play(&mut state, 0, Action::PlayKeyple { colour: Colour::White, spot, lay_existing: true });
    let offered = Keyper::legal_actions(&state, Seat(0));
    assert!(!offered.iter().any(|a| matches!(a, Action::Build { plot: Plot::Village(_), .. })), "farm tiles only");
    play(&mut state, 0, Action::Build { tile: Tile::Farmyard, plot: Plot::Farm(0) });
    play(&mut state, 0, Action::Upgrade { plot: Plot::Farm(0) });
    assert_eq!(state.phase, Phase::Turn);
    assert!(state.players[Seat(0)].farm[0].as_ref().is_some_and(|b| b.tile == Tile::Farmyard && b.upgraded));
    assert_eq!(state.players[Seat(0)].goods, goods, "nothing paid");
    conservation(&state).unwrap();
}

#[test]
fn the_builder_builds_for_one_finished_good() {
    let mut state = table([&[Colour::LightBlue], &[]]);
    build(&mut state, 0, Tile::Builder, Plot::Village(11), false);
    let spot = Spot::Plot { seat: Seat(0), plot: Plot::Village(11) };
    play(&mut state, 0, Action::PlayKeyple { colour: Colour::LightBlue, spot, lay_existing: false });
    // Drainage prints a brick and a stone; the Builder asks one finished good of any kind.
    play(&mut state, 0, Action::Build { tile: Tile::Drainage, plot: Plot::Village(5) });
    assert_eq!(Keyper::legal_actions(&state, Seat(0)).len(), 3, "brick, timber or block");
    play(&mut state, 0, Action::Pay { good: Good::Finished(Finished::Block) });
    assert_eq!(state.players[Seat(0)].goods.finished, [1, 1, 0]);
    assert!(
        !Keyper::legal_actions(&state, Seat(0)).iter().any(|a| matches!(a, Action::Upgrade { .. })),
        "upgrades need it upgraded"
    );
}

#[test]
fn own_buildings_come_first_for_lay_downs() {
    let mut state = table([&[], &[Colour::Grey]]);
    build(&mut state, 0, Tile::Stonemason, Plot::Village(0), false);
    state.players[Seat(0)].keyper_home = false;
    state.boards[1].keyper = Some(Seat(0));
    state.players[Seat(0)].keyp_tile.remove(Colour::Grey);
    state.players[Seat(0)].village[0].as_mut().unwrap().keyples.push(Placed { colour: Colour::Grey, down: false });
    state.players[Seat(0)].keyp_tile.remove(Colour::Brown);
    state.boards[0].fields[0].push(Placed { colour: Colour::Brown, down: false });
    let own = Spot::Plot { seat: Seat(0), plot: Plot::Village(0) };
    assert_eq!(Keyper::legal_actions(&state, Seat(0)), [Action::LayDown { spot: own, both: false }]);
}

#[test]
fn a_keyple_goes_onto_the_tile_it_builds_and_may_later_upgrade_it() {
    // Way v: no follower can come, the keyple stays on the new tile.
    let mut state = table([&[Colour::Orange, Colour::White], &[Colour::Orange]]);
    play(&mut state, 0, Action::BuildHere { colour: Colour::Orange });
    play(&mut state, 0, Action::Build { tile: Tile::CowShed, plot: Plot::Farm(2) });
    while let Some(Action::Pay { good }) = Keyper::legal_actions(&state, Seat(0)).first().cloned() {
        play(&mut state, 0, Action::Pay { good });
    }
    let shed = state.players[Seat(0)].farm[2].clone().unwrap();
    assert_eq!(shed.keyples, [Placed { colour: Colour::Orange, down: false }]);
    assert_eq!(state.active, Seat(1), "no invitation: the turn passed on");
    // Way iv: a keyple on the (unworked) cow shed may upgrade it, at a raw material or wheat
    // (a white one, since the orange keyple there sets the colour).
    state.active = Seat(0);
    state.supply.give(&mut state.players[Seat(0)].goods, CLAY, 1);
    let spot = Spot::Plot { seat: Seat(0), plot: Plot::Farm(2) };
    play(&mut state, 0, Action::PlayKeyple { colour: Colour::White, spot, lay_existing: false });
    assert!(Keyper::legal_actions(&state, Seat(0)).contains(&Action::Upgrade { plot: Plot::Farm(2) }));
    play(&mut state, 0, Action::Upgrade { plot: Plot::Farm(2) });
    play(&mut state, 0, Action::Pay { good: CLAY });
    assert!(state.players[Seat(0)].farm[2].as_ref().unwrap().upgraded);
    conservation(&state).unwrap();
}

#[test]
fn the_building_plot_frees_the_plot_to_its_right_and_upgraded_those_above_and_below() {
    use keydom_rules::games::keyper::free_plot;
    let mut state = table([&[], &[]]);
    build(&mut state, 0, Tile::BuildingPlot, Plot::Village(4), false);
    let p = &state.players[Seat(0)];
    let free: Vec<u8> = (0..12).filter(|&i| free_plot(p, Plot::Village(i))).collect();
    assert_eq!(free, [5]);
    build(&mut state, 0, Tile::BuildingPlot, Plot::Village(4), true);
    let p = &state.players[Seat(0)];
    let free: Vec<u8> = (0..12).filter(|&i| free_plot(p, Plot::Village(i))).collect();
    assert_eq!(free, [0, 5, 8]);
}
