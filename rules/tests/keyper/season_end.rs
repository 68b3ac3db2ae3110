//! Keyper's season end against the rulebook: the printed spring fair, a finished good shown as
//! its raw material, animal housing (the nine cattle of the example), and the score's
//! tie-break chain to its last step.

use keydom_rules::engine::{Game, Seat};
use keydom_rules::games::keyper::data::{Animal, FAIRS, Finished, Gem, Good, Provenance, Season, Tile};
use keydom_rules::games::keyper::{Building, Keyper, State, fair_points, housing};

fn table(players: u8) -> State {
    Keyper::setup(&Keyper::configure(players, &()), 5).unwrap()
}

fn printed_fair() -> u8 {
    FAIRS.iter().position(|f| f.source == Provenance::Rulebook).unwrap() as u8
}

fn built(tile: Tile) -> Option<Building> {
    Some(Building { tile, upgraded: false, covered: None, keyples: Vec::new() })
}

/// Ends the season with every keyper on its own board.
fn end_season(state: &mut State) {
    for (i, board) in state.boards.iter_mut().enumerate() {
        board.keyper = Some(Seat(i as u8));
    }
    for (_, p) in state.players.iter_mut() {
        p.keyper_home = false;
    }
    keydom_rules::games::keyper::arrange::end_season(state);
}

#[test]
fn the_printed_spring_fair_scores_2_and_a_block_shows_as_stone() {
    let sheep = Good::Animal(Animal::Sheep);
    let mut state = table(2);
    // Seat 0 holds the printed fair (a sheep and a stone) with a sheep and its starting block.
    let dealt = state.players[Seat(0)].fairs[0];
    if state.players[Seat(1)].fairs[0] == Some(printed_fair()) {
        state.players[Seat(1)].fairs[0] = dealt;
    }
    state.players[Seat(0)].fairs[0] = Some(printed_fair());
    state.supply.give(&mut state.players[Seat(0)].goods, sheep, 1);
    // Seat 1 has no animal, which every spring fair asks for: its fair goes back to the box.
    end_season(&mut state);
    let p = &state.players[Seat(0)];
    assert_eq!(p.held, [(printed_fair(), Season::Spring, false)]);
    assert_eq!(fair_points(p), 2);
    assert_eq!(p.goods.count(Good::Finished(Finished::Block)), 1, "shown goods are kept");
    assert_eq!(p.goods.count(sheep), 0, "but a sheep without a stall is lost");
    let p1 = &state.players[Seat(1)];
    assert_eq!((p1.fairs[0], p1.held.len()), (None, 0));
    assert_eq!(Keyper::score(&state).points[Seat(0)], [0, 0, 0, 2], "shipping, farm, village, fairs");
}

#[test]
fn nine_cattle_fill_the_cow_shed_and_the_farmyard_and_the_ninth_is_lost() {
    let cattle = Good::Animal(Animal::Cattle);
    let mut state = table(3);
    let p = &mut state.players[Seat(0)];
    p.farm[0] = built(Tile::CowShed);
    p.farm[1] = built(Tile::Farmyard);
    p.goods.add(cattle, 9);
    state.supply.take(cattle, 9);
    assert_eq!(housing(&state.players[Seat(0)])[Animal::Cattle as usize], 8);
    end_season(&mut state);
    assert_eq!(state.players[Seat(0)].goods.count(cattle), 8);
    assert_eq!(state.supply.count(cattle), 4, "the ninth went back to the supply");
}

#[test]
fn ties_are_broken_down_the_whole_chain_to_the_sheep() {
    let mut state = table(3);
    // Everyone equal in points (none) and in every element but the last: seat 2 has a sheep.
    for (_, p) in state.players.iter_mut() {
        p.goods = Default::default();
    }
    state.players[Seat(2)].goods.add(Good::Animal(Animal::Sheep), 1);
    let sheet = Keyper::score(&state);
    assert_eq!(sheet.ranking, vec![vec![Seat(2)], vec![Seat(0), Seat(1)]]);
    assert_eq!(sheet.tie_breaks.len(), 1);
    let why = &sheet.tie_breaks[0].explanation.en;
    assert!(why.starts_with("Tied on 0 points; level in gems (0), finished goods (0), wheat (0), raw materials (0),"));
    assert!(why.ends_with("pigs (0); the most sheep decide (Player 1: 0, Player 2: 0, Player 3: 1)."), "{why}");
    let names = ["Ada", "Bo", "Cy"].map(String::from);
    let verdict = sheet.verdict(&names).en;
    assert_eq!(verdict, "Cy wins with 0 points; tied with Ada and Bo, decided by more sheep.");
    assert_eq!(
        sheet.verdict(&names).de,
        "Cy gewinnt mit 0 Punkten; Gleichstand mit Ada und Bo, entschieden durch mehr Schafe."
    );
    // Gems decide first, even against more of everything else.
    state.players[Seat(0)].goods.add(Good::Gem(Gem::Ruby), 1);
    state.players[Seat(1)].goods.add(Good::Wheat, 5);
    let sheet = Keyper::score(&state);
    assert_eq!(sheet.ranking, vec![vec![Seat(0)], vec![Seat(1)], vec![Seat(2)]]);
    assert!(sheet.tie_breaks[0].explanation.en.contains("gems"));
    assert_eq!(sheet.verdict(&names).en, "Ada wins with 0 points; tied with Bo and Cy, decided by more gems.");
    // Gems set the first two apart from the third; finished goods decide between those two.
    state.players[Seat(1)].goods.add(Good::Gem(Gem::Ruby), 1);
    state.players[Seat(0)].goods.add(Good::Finished(Finished::Brick), 1);
    let sheet = Keyper::score(&state);
    assert_eq!(sheet.ranking, vec![vec![Seat(0)], vec![Seat(1)], vec![Seat(2)]]);
    assert_eq!(
        sheet.verdict(&names).en,
        "Ada wins with 0 points; tied with Bo and Cy, decided by more finished goods."
    );
    // Level in every element: the place is shared.
    let mut level = table(2);
    level.players.iter_mut().for_each(|(_, p)| p.goods = Default::default());
    let sheet = Keyper::score(&level);
    assert_eq!(sheet.ranking, vec![vec![Seat(0), Seat(1)]]);
    assert_eq!(sheet.verdict(&names[..2]).en, "Ada and Bo share the victory with 0 points.");
    assert_eq!(sheet.verdict(&names[..2]).de, "Ada und Bo teilen sich den Sieg mit 0 Punkten.");
    // Not tied: the winner alone, no tie-break named.
    level.players[Seat(1)].shipping = 3;
    assert_eq!(Keyper::score(&level).verdict(&names[..2]).en, "Bo wins with 3 points.");
}
