//! The rulebook's worked examples, each with the rulebook's numbers, played through `apply`
//! from a position set up directly where needed.

use crate::util::*;
use keydom_rules::engine::{Game, RuleError, Seat};
use keydom_rules::games::key_market::data::Good::{self, *};
use keydom_rules::games::key_market::state::{Action, Phase};
use keydom_rules::games::key_market::{KeyMarket, Refusal, price, scenarios};

fn prices(state: &keydom_rules::games::key_market::State) -> Vec<u32> {
    Good::RESOURCES.iter().map(|g| price(state.market[g.index()])).collect()
}

#[test]
fn opening_prices_follow_the_secret_farm_house_payments() {
    let mut state = KeyMarket::setup(&keydom_rules::games::key_market::Config::new(4, true), 3).unwrap();
    // Board placement and first workers through the API.
    while !matches!(state.phase, Phase::FarmHouse { .. }) {
        let seat = actor(&state);
        let action = KeyMarket::legal_actions(&state, seat)[0].clone();
        play(&mut state, seat, action);
    }
    // 4 players: only the 6 of each resource is covered before the payments.
    assert_eq!(prices(&state), vec![5, 5, 5, 5, 5]);
    let order = state.order.clone();
    let (red, yellow, green, blue) = (order[0], order[1], order[2], order[3]);
    let pays = [(red, Vegetables, Sheep), (yellow, Wheat, Vegetables), (green, Sheep, Vegetables), (blue, Fish, Wheat)];
    for (seat, farm, _) in pays {
        state.players[seat].farm = farm;
        state.players[seat].goods = [1, 1, 1, 1, 1, 0];
    }
    // Everyone decides at once; a committed choice stays secret until all are in.
    assert_eq!(KeyMarket::to_act(&state).seats().len(), 4);
    play(&mut state, red, Action::PayFarmHouse(Sheep));
    assert_eq!(
        KeyMarket::view(&state, Some(yellow)),
        KeyMarket::view(
            &{
                let mut other = state.clone();
                if let Phase::FarmHouse { paid } = &mut other.phase {
                    paid[red] = Some(Fish);
                }
                other
            },
            Some(yellow)
        )
    );
    assert_eq!(KeyMarket::legal_actions(&state, red), vec![]);
    for (seat, _, other) in pays.into_iter().skip(1) {
        play(&mut state, seat, Action::PayFarmHouse(other));
    }
    // Fruit 5, vegetables 2, wheat 3, sheep 3, fish 4.
    assert_eq!(prices(&state), vec![5, 2, 3, 3, 4]);
    assert_eq!(price(state.market[Luxury.index()]), 6, "no luxuries on the board");
    assert!(matches!(state.phase, Phase::Farming(_)));
}

#[test]
fn spring_production_with_weather_gives_three_vegetables_and_two_sheep() {
    let example = scenarios::SPRING_WEATHER.play().unwrap();
    let (red, blue) = (example.moves[0].0, example.moves[2].0);
    let goods = |step: usize, seat: Seat| example.positions[step].players[seat].goods;
    let (before, after) = (goods(0, red), goods(1, red));
    assert_eq!(after[Vegetables.index()] - before[Vegetables.index()], 3);
    assert_eq!(after[Sheep.index()] - before[Sheep.index()], 2);
    assert_eq!(after.iter().sum::<u8>() - before.iter().sum::<u8>(), 5);
    let (before, after) = (goods(2, blue), goods(3, blue));
    assert_eq!(after[Fish.index()], before[Fish.index()]);
    assert_eq!(after[Wheat.index()], before[Wheat.index()] + 1);
}

#[test]
fn winter_produces_nothing_and_a_short_supply_pays_gold() {
    let mut state = started(2, 5);
    fixed_land(&mut state);
    let first = state.order[0];
    put(&mut state, first, 16);
    let before = state.players[first].clone();
    play(&mut state, first, Action::Produce);
    assert_eq!(state.players[first].goods, before.goods, "no basic production in winter");
    state.season = 2;
    if let Phase::Farming(turn) = &mut state.phase {
        turn.produced = false;
    }
    state.markers[0][1] = (Fruit, Wheat);
    let extra = state.supply[Sheep.index()] - 1;
    state.supply[Sheep.index()] = 1;
    state.players[first].goods[Sheep.index()] += extra;
    let gold = state.players[first].gold;
    play(&mut state, first, Action::Produce);
    assert_eq!(state.supply[Sheep.index()], 0);
    assert_eq!(state.players[first].gold, gold + 1, "one sheep short: 1 gold instead");
}

/// Reaches Market Day of a 4-player game with the first player bringing `goods`.
fn market_with(goods: Vec<Good>) -> (keydom_rules::games::key_market::State, Seat) {
    market_for(4, 2, [3, 0, 0, 1, 0, 0], goods)
}

#[test]
fn selling_two_fruit_at_four_earns_eight_and_drops_the_price() {
    let example = scenarios::SELLING_FRUIT.play().unwrap();
    let (first, _) = example.moves[0];
    let (before, after) = (&example.positions[0], &example.positions[1]);
    assert_eq!(price(before.market[Fruit.index()]), 4);
    assert_eq!(
        KeyMarket::apply(&mut before.clone(), first, &Action::Sell { good: Fruit, count: 3 }),
        Err(RuleError::Rule(Refusal::BatchTooLarge { max: 2 })),
        "batches of 1 or 2 without a manor house"
    );
    assert_eq!(after.players[first].gold, before.players[first].gold + 8);
    assert_eq!(price(after.market[Fruit.index()]), 3);
    assert_eq!(after.supply[Fruit.index()], before.supply[Fruit.index()] + 1, "the second fruit goes to the supply");
    assert_eq!(after.players[first].at_market, [1, 0, 0, 1, 0, 0]);
}

#[test]
fn buying_two_fruit_at_three_costs_six_and_they_cannot_be_sold() {
    let (mut state, first) = market_with(vec![Fruit]);
    state.market[Fruit.index()] = 3; // price 3
    state.players[first].gold = 10;
    play(&mut state, first, Action::Buy { good: Fruit, count: 2 });
    assert_eq!(state.players[first].gold, 4);
    assert_eq!(price(state.market[Fruit.index()]), 5);
    assert_eq!(state.players[first].goods[Fruit.index()], 4);
    market_turn_of(&mut state, first);
    assert!(!KeyMarket::legal_actions(&state, first).contains(&Action::Sell { good: Fruit, count: 2 }));
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::Sell { good: Fruit, count: 2 }),
        Err(RuleError::Rule(Refusal::NotBrought))
    );
}

#[test]
fn taking_gold_with_two_workers_gives_three_and_the_top_of_the_favour_track() {
    let mut state = started(4, 4);
    fixed_land(&mut state);
    let order = state.order.clone();
    let yellow = order[1];
    put(&mut state, yellow, 0);
    put(&mut state, yellow, 8);
    end_farming(&mut state);
    bring(&mut state, &[]);
    market_turn_of(&mut state, yellow);
    let favour = state.favour.clone();
    let gold = state.players[yellow].gold;
    play(&mut state, yellow, Action::TakeGold);
    assert_eq!(state.players[yellow].gold, gold + 3);
    let mut expected: Vec<Seat> = favour.iter().copied().filter(|&s| s != yellow).collect();
    expected.insert(0, yellow);
    assert_eq!(state.favour, expected, "the others move down one space");
}

#[test]
fn hiring_a_third_worker_costs_two() {
    let mut state = started(3, 6);
    fixed_land(&mut state);
    let first = state.order[0];
    put(&mut state, first, 0);
    put(&mut state, first, 8);
    state.players[first].gold = 5;
    play(&mut state, first, Action::Hire { worker: IDLE, to: 11 });
    assert_eq!(state.players[first].gold, 3);
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::Hire { worker: IDLE, to: 15 }),
        Err(RuleError::Rule(Refusal::HireLimit)),
        "one hire per Farming"
    );
}

/// Plays Market Day to its end: everyone sells, takes gold and passes.
fn finish_market(state: &mut keydom_rules::games::key_market::State) {
    while matches!(state.phase, Phase::Market(_)) {
        plain_market_move(state);
    }
}

#[test]
fn new_player_order_breaks_the_tie_on_the_favour_track() {
    let mut state = started(4, 8);
    fixed_land(&mut state);
    let seats: Vec<Seat> = state.order.clone();
    let (blue, green, yellow, red) = (seats[0], seats[1], seats[2], seats[3]);
    // Blue 3, green 4, yellow 4, red 5 workers; yellow is above green on the favour track.
    for (seat, fields) in [
        (blue, vec![0, 2, 6]),
        (green, vec![9, 11, 15, 17]),
        (yellow, vec![18, 20, 24, 26]),
        (red, vec![27, 29, 33, 35, 5]),
    ] {
        for f in fields {
            put(&mut state, seat, f);
        }
        state.players[seat].gold = 20;
    }
    state.favour = vec![red, yellow, blue, green];
    end_farming(&mut state);
    bring(&mut state, &[]);
    finish_market(&mut state);
    for _ in 0..4 {
        let seat = actor(&state);
        play(&mut state, seat, Action::PayWages);
    }
    assert_eq!(state.order, vec![blue, yellow, green, red]);
    assert_eq!(state.season, 1);
    // Take gold moved everyone; what matters is yellow's drop to the bottom after the tie.
    assert_eq!(state.favour.last(), Some(&yellow));
}

#[test]
fn two_players_with_equal_workers_swap_places() {
    let mut state = started(2, 9);
    fixed_land(&mut state);
    let (first, second) = (state.order[0], state.order[1]);
    put(&mut state, first, 0);
    put(&mut state, second, 9);
    end_farming(&mut state);
    bring(&mut state, &[]);
    finish_market(&mut state);
    for _ in 0..2 {
        let seat = actor(&state);
        play(&mut state, seat, Action::PayWages);
    }
    assert_eq!(state.order, vec![second, first]);
}

#[test]
fn end_of_season_adjusts_every_row_by_its_price() {
    let mut state = started(3, 10);
    // Rows: fruit 7 (1 covered, overflow), vegetables 6 (1 covered), wheat 5 (price 1),
    // sheep 4 (price 2), fish 3 (price 3), luxury 0 (price 6).
    let rows = [7, 6, 5, 4, 3, 0];
    for (i, &n) in rows.iter().enumerate() {
        state.supply[i] += state.market[i];
        state.supply[i] -= n;
        state.market[i] = n;
    }
    end_farming(&mut state);
    for seat in state.order.clone() {
        state.players[seat].goods = [0, 0, 0, 0, 0, 1];
        state.supply[5] -= 1;
    }
    // Nothing of the rows above is sold: everyone brings a luxury.
    if let Phase::Bring { .. } = state.phase {
        bring(&mut state, &[]);
    }
    finish_market(&mut state);
    // The luxuries sold went onto the luxury row (3 sold: price 3, nothing removed).
    assert_eq!(state.market, [5, 4, 4, 3, 3, 3]);
    assert!(matches!(state.phase, Phase::Wages { .. }));
}

#[test]
fn the_one_space_takes_any_number_and_sells_at_one() {
    let (mut state, first) = market_with(vec![Fruit, Fruit]);
    state.market[Fruit.index()] = 6; // every space covered
    let gold = state.players[first].gold;
    play(&mut state, first, Action::Sell { good: Fruit, count: 2 });
    assert_eq!(state.players[first].gold, gold + 2);
    assert_eq!(state.market[Fruit.index()], 7);
    assert_eq!(price(state.market[Fruit.index()]), 1);
}

#[test]
fn at_the_game_end_every_screen_is_open_to_everyone_as_on_the_score_sheet() {
    let example = scenarios::LAST_AUTUMN.play().unwrap();
    let (before, end) = (&example.positions[example.positions.len() - 2], example.positions.last().unwrap());
    for viewer in [None, Some(Seat(0))] {
        let seen = KeyMarket::view(end, viewer);
        for (seat, player) in seen.players.iter() {
            assert_eq!(player.gold, Some(end.players[seat].gold), "{viewer:?} sees {seat:?}'s gold");
            assert_eq!(player.goods, Some(end.players[seat].goods), "{viewer:?} sees {seat:?}'s goods");
        }
    }
    let hidden = KeyMarket::view(before, None).players.iter().filter(|(_, p)| p.gold.is_none()).count();
    assert!(hidden > 0, "before the end, screens still hide");
}

#[test]
fn the_last_autumn_has_no_end_of_season() {
    let example = scenarios::LAST_AUTUMN.play().unwrap();
    let (start, end) = (&example.positions[0], example.positions.last().unwrap());
    assert_eq!(start.season, 7);
    assert_eq!(end.phase, Phase::Over);
    assert_eq!(example.moves.len(), scenarios::LAST_AUTUMN.step, "the scenario shows the end");
    assert!(end.market.iter().zip(start.market).all(|(now, before)| *now >= before), "no price adjustment");
    assert_eq!(KeyMarket::apply(&mut end.clone(), end.order[0], &Action::EndFarming), Err(RuleError::GameOver));
}

#[test]
fn a_worker_in_the_village_blocks_the_rest_of_its_board() {
    let mut state = started(3, 12);
    fixed_land(&mut state);
    let first = state.order[0];
    put(&mut state, first, 13); // village of board 2A
    state.players[first].gold = 10;
    for field in 9..18u8 {
        if field != 13 {
            assert_eq!(
                KeyMarket::apply(&mut state.clone(), first, &Action::Hire { worker: IDLE, to: field }),
                Err(RuleError::Rule(Refusal::TooCloseToOwnWorker)),
                "field {field}"
            );
        }
    }
    // Settling in a village costs 5 on top of the moves; hiring straight into one is refused.
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::Hire { worker: IDLE, to: 4 }),
        Err(RuleError::Rule(Refusal::NoVillageHere))
    );
    let mut moved = state.clone();
    put(&mut moved, first, 21); // board 3A, one field left of its village
    let gold = moved.players[first].gold;
    play(&mut moved, first, Action::Move { from: 21, to: 22 });
    assert_eq!(moved.players[first].gold, gold - 1 - 5);
}

#[test]
fn the_key_worker_may_share_an_area_with_the_key_workers_craftsman() {
    let mut state = started(3, 13);
    fixed_land(&mut state);
    let (first, second) = (state.order[0], state.order[1]);
    put(&mut state, second, 1); // fruit area of fields 0 and 1
    state.players[first].gold = 10;
    let into_area = Action::Hire { worker: keydom_rules::games::key_market::state::WorkerFrom::IdleKey, to: 0 };
    assert_eq!(KeyMarket::apply(&mut state.clone(), first, &into_area), Err(RuleError::Rule(Refusal::AreaTaken)));
    join(&mut state, first, 4, 1, None);
    play(&mut state.clone(), first, into_area.clone());
    // An ordinary worker still may not.
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::Hire { worker: IDLE, to: 0 }),
        Err(RuleError::Rule(Refusal::AreaTaken))
    );
    // Nor may the Key worker stand next to its own player's worker.
    put(&mut state, first, 9);
    assert_eq!(
        KeyMarket::apply(
            &mut state.clone(),
            first,
            &Action::Hire { worker: keydom_rules::games::key_market::state::WorkerFrom::IdleKey, to: 10 }
        ),
        Err(RuleError::Rule(Refusal::TooCloseToOwnWorker))
    );
}

/// Rulebook, guild 4 (Key Workers), craftsman: the skill lets the Key worker be placed in an
/// occupied area. It is the player's while a member holds that level; a Key worker that is
/// itself that member takes the skill with it when it is hired out of the guild.
#[test]
fn the_key_worker_hired_out_of_the_key_workers_guild_no_longer_has_its_skill() {
    let mut base = started(3, 13);
    fixed_land(&mut base);
    let (first, second) = (base.order[0], base.order[1]);
    put(&mut base, second, 1); // fruit area of fields 0 and 1
    base.players[first].gold = 10;
    let into_area = |guild| Action::Hire { worker: from_guild(guild), to: 0 };

    let mut state = base.clone();
    join_key(&mut state, first, 4, 1, None);
    assert_eq!(KeyMarket::apply(&mut state.clone(), first, &into_area(4)), Err(RuleError::Rule(Refusal::AreaTaken)));
    play(&mut state, first, Action::Hire { worker: from_guild(4), to: 11 });

    // Hired out of another guild, it keeps the skill of the craftsman who stays in guild 4.
    let mut other = base.clone();
    join(&mut other, first, 4, 1, None);
    join_key(&mut other, first, 5, 0, None);
    play(&mut other, first, into_area(5));

    // A record of data version 1 replays as it was played: the skill was checked before leaving.
    let mut old = base;
    old.config.data = keydom_rules::engine::DataVersion(1);
    join_key(&mut old, first, 4, 1, None);
    play(&mut old, first, into_area(4));
    assert!(old.workers.iter().any(|w| w.seat == first && w.field == 0 && w.key));
}

#[test]
fn farming_actions_go_in_order_one_to_six() {
    let mut state = started(3, 14);
    fixed_land(&mut state);
    let first = state.order[0];
    put(&mut state, first, 0);
    state.players[first].gold = 10;
    play(&mut state, first, Action::Hire { worker: IDLE, to: 11 });
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::Move { from: 0, to: 1 }),
        Err(RuleError::Rule(Refusal::OutOfOrder))
    );
    play(&mut state, first, Action::Produce);
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::Hire { worker: IDLE, to: 24 }),
        Err(RuleError::Rule(Refusal::OutOfOrder))
    );
}

#[test]
fn a_manor_house_and_the_merchants_craftsman_sell_four_in_a_batch() {
    let (mut state, first) = market_with(vec![Fruit, Fruit, Fruit]);
    state.players[first].manor = true;
    let mut four = state.clone();
    assert!(KeyMarket::legal_actions(&state, first).contains(&Action::Sell { good: Fruit, count: 3 }));
    crate::util::join(&mut four, first, 11, 1, None);
    four.players[first].at_market[Fruit.index()] = 4;
    four.supply[Fruit.index()] -= 1;
    let gold = four.players[first].gold;
    let at = price(four.market[Fruit.index()]);
    play(&mut four, first, Action::Sell { good: Fruit, count: 4 });
    assert_eq!(four.players[first].gold, gold + 4 * at);
}
