//! Keyper's processing, trade and river fields against the rulebook (table notes 3 and 6): the
//! counts of the table, a trade's proceeds used again, and the ship's actions with the rule
//! that one type is never both gained and shipped in a turn.

use keydom_rules::engine::{Game, Seat};
use keydom_rules::games::keyper::data::{Colour, Field, Finished, Good, Raw, SHIPS, Tile};
use keydom_rules::games::keyper::{
    Action, Building, Keyper, Landscape, Phase, Placed, RIVER, Spot, State, arrange, conservation,
};

const CLAY: Good = Good::Raw(Raw::Clay);
const LOGS: Good = Good::Raw(Raw::Logs);
const TIMBER: Good = Good::Finished(Finished::Timber);

fn table(team: &[Colour]) -> State {
    arrange::table(2, 3, &[team])
}

fn play(state: &mut State, seat: u8, action: Action) {
    Keyper::apply(state, Seat(seat), &action).unwrap_or_else(|e| panic!("{action:?}: {e:?}"));
}

#[test]
fn processing_on_its_own_colour_converts_two() {
    let mut state = table(&[Colour::Brown]);
    state.supply.give(&mut state.players[Seat(0)].goods, LOGS, 3);
    let spot = arrange::spot_of(&state, Field::Process(Raw::Logs));
    play(&mut state, 0, Action::PlayKeyple { colour: Colour::Brown, spot, lay_existing: false });
    play(&mut state, 0, Action::Process);
    play(&mut state, 0, Action::Process);
    assert_eq!(state.phase, Phase::Turn, "two actions used, the turn is over");
    let goods = &state.players[Seat(0)].goods;
    assert_eq!((goods.count(LOGS), goods.count(TIMBER)), (1, 3), "2 logs into timber, besides the starting timber");
    conservation(&state).unwrap();
}

#[test]
fn a_trades_proceeds_may_be_traded_again() {
    // Two trades on a raw-material trade field (a white keyple takes its light blue frame).
    let mut state = table(&[Colour::White]);
    state.supply.give(&mut state.players[Seat(0)].goods, CLAY, 1);
    let spot = arrange::spot_of(&state, Field::TradeRaw);
    play(&mut state, 0, Action::PlayKeyple { colour: Colour::White, spot, lay_existing: false });
    play(&mut state, 0, Action::Trade { give: CLAY, get: [Good::Raw(Raw::Logs), Good::Raw(Raw::Stone)] });
    play(&mut state, 0, Action::Trade { give: Good::Raw(Raw::Logs), get: [CLAY, CLAY] });
    let goods = &state.players[Seat(0)].goods;
    assert_eq!(goods.raw, [2, 0, 1]);
    conservation(&state).unwrap();
}

#[test]
fn ships_give_or_ship_their_goods_but_not_both_for_one_type() {
    // The rulebook's example (i): a light blue keyple joins a light blue one on a ship and lays
    // it down: 3 actions, to gain, to ship, or to gain one type and ship the other.
    let mut state = table(&[Colour::LightBlue]);
    let river = Spot::Field { board: 0, field: RIVER };
    let ship = state.ships[0];
    // The keyple already there is seat 1's, from its keyp tile.
    state.players[Seat(1)].keyp_tile.remove(Colour::LightBlue);
    state.boards[0].river = (Some(ship), vec![Placed { colour: Colour::LightBlue, down: false }]);
    let side = SHIPS[usize::from(ship)][0].goods;
    for g in side {
        state.supply.give(&mut state.players[Seat(0)].goods, g, 1);
    }
    play(&mut state, 0, Action::PlayKeyple { colour: Colour::LightBlue, spot: river, lay_existing: true });
    let Phase::Work(work) = &state.phase else { panic!("the ship's actions") };
    assert_eq!(work.queue, [(Seat(0), 3)]);
    play(&mut state, 0, Action::ShipOut { good: side[0] });
    let legal = Keyper::legal_actions(&state, Seat(0));
    assert!(!legal.contains(&Action::ShipGain { good: side[0] }), "shipped, so not gained");
    assert!(legal.contains(&Action::ShipGain { good: side[1] }));
    play(&mut state, 0, Action::ShipGain { good: side[1] });
    assert!(
        !Keyper::legal_actions(&state, Seat(0)).contains(&Action::ShipOut { good: side[1] }),
        "gained, so not shipped"
    );
    play(&mut state, 0, Action::Done);
    assert_eq!(state.players[Seat(0)].shipping, 2);
    assert_eq!(state.phase, Phase::Turn);
    conservation(&state).unwrap();
}

#[test]
fn an_empty_river_takes_one_of_the_seasons_free_ships() {
    let mut state = table(&[Colour::Brown]);
    let river = Spot::Field { board: 1, field: RIVER };
    play(&mut state, 0, Action::PlayKeyple { colour: Colour::Brown, spot: river, lay_existing: false });
    let ships: Vec<Action> = state.ships.iter().map(|&ship| Action::ChooseShip { ship }).collect();
    assert_eq!(Keyper::legal_actions(&state, Seat(0)), ships);
    let ship = state.ships[2];
    play(&mut state, 0, Action::ChooseShip { ship });
    assert_eq!(state.boards[1].river.0, Some(ship));
    assert_eq!(state.free_ships().len(), 3);
    let Phase::Work(work) = &state.phase else { panic!("the ship's actions") };
    assert_eq!(work.queue, [(Seat(0), 1)], "a brown keyple alone: one ship action");
}

#[test]
fn ships_leave_the_rivers_at_the_seasons_end() {
    let mut state = table(&[Colour::Brown]);
    let river = Spot::Field { board: 1, field: RIVER };
    play(&mut state, 0, Action::PlayKeyple { colour: Colour::Brown, spot: river, lay_existing: false });
    let ship = state.ships[0];
    play(&mut state, 0, Action::ChooseShip { ship });
    play(&mut state, 0, Action::Done);
    for (i, board) in state.boards.iter_mut().enumerate() {
        board.keyper = Some(Seat(i as u8));
    }
    state.players.iter_mut().for_each(|(_, p)| p.keyper_home = false);
    arrange::end_season(&mut state);
    assert!(state.boards.iter().all(|b| b.river.0.is_none()));
    assert_eq!(state.free_ships().len(), 4, "the new season's four ships are all free");
    conservation(&state).unwrap();
}

#[test]
fn seafarer_merchant_and_shipping_agent_on_a_ship() {
    // Upgraded Seafarer (2 points per use), upgraded Merchant (one more action), Shipping agent
    // (1 more point for the second good shipped in a turn).
    let mut state = table(&[Colour::LightBlue]);
    for (plot, tile, upgraded) in
        [(0, Tile::Seafarer, true), (1, Tile::Merchant, true), (2, Tile::ShippingAgent, false)]
    {
        for pile in [&mut state.bag, &mut state.display, &mut state.set_aside] {
            pile.retain(|&t| t != Landscape::Building(tile));
        }
        state.players[Seat(0)].village[plot] = Some(Building { tile, upgraded, covered: None, keyples: Vec::new() });
    }
    arrange::refill(&mut state);
    let ship = state.ships[0];
    let side = SHIPS[usize::from(ship)][0].goods;
    for g in side {
        state.supply.give(&mut state.players[Seat(0)].goods, g, 1);
    }
    let river = Spot::Field { board: 0, field: RIVER };
    play(&mut state, 0, Action::PlayKeyple { colour: Colour::LightBlue, spot: river, lay_existing: false });
    play(&mut state, 0, Action::ChooseShip { ship });
    let Phase::Work(work) = &state.phase else { panic!("the ship's actions") };
    assert_eq!(work.queue, [(Seat(0), 3)], "2 for light blue on the river, 1 from the Merchant");
    assert_eq!(state.players[Seat(0)].shipping, 2, "the Seafarer's 2 points for using the ship");
    play(&mut state, 0, Action::ShipOut { good: side[0] });
    play(&mut state, 0, Action::ShipOut { good: side[1] });
    assert_eq!(state.players[Seat(0)].shipping, 2 + 2 + 3, "the second good shipped earns 1 more");
    conservation(&state).unwrap();
}
