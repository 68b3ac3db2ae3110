//! The guild skills, each through `apply`, with the rulebook's guild examples and numbers.

use crate::util::*;
use keydom_rules::engine::{DataVersion, Game, RuleError};
use keydom_rules::games::key_market::data::Good::*;
use keydom_rules::games::key_market::state::{Action, Phase, WorkerFrom};
use keydom_rules::games::key_market::{KeyMarket, Refusal, price};

#[test]
fn sheep_on_a_square_field_with_guilds_1_and_2_produce_two_plus_one_plus_one() {
    let mut state = started(3, 21);
    fixed_land(&mut state);
    let first = state.order[0];
    state.season = 1;
    state.markers[0][0] = (Fruit, Wheat);
    put(&mut state, first, 16); // square sheep
    join(&mut state, first, 1, 0, Some(Sheep));
    join(&mut state, first, 2, 0, None);
    let sheep = state.players[first].goods[Sheep.index()];
    play(&mut state, first, Action::Produce);
    play(&mut state, first, Action::FieldBonus { guild: 1, field: 16 });
    play(&mut state, first, Action::FieldBonus { guild: 2, field: 16 });
    assert_eq!(state.players[first].goods[Sheep.index()], sheep + 4);
    // Each apprentice helps one field once.
    assert!(!KeyMarket::legal_actions(&state, first).iter().any(|a| matches!(a, Action::FieldBonus { .. })));
}

#[test]
fn salesmen_apprentice_sells_the_first_batch_of_two_fruit_at_three_for_eight() {
    let (mut state, first) = market_for(3, 22, [3, 0, 0, 0, 0, 0], vec![Fruit, Fruit, Fruit]);
    join(&mut state, first, 10, 0, None);
    set_row(&mut state, Fruit, 3);
    let gold = state.players[first].gold;
    play(&mut state, first, Action::Sell { good: Fruit, count: 2 });
    assert_eq!(state.players[first].gold, gold + 8);
    market_turn_of(&mut state, first);
    let (gold, now) = (state.players[first].gold, price(state.market[Fruit.index()]));
    play(&mut state, first, Action::Sell { good: Fruit, count: 1 });
    assert_eq!(state.players[first].gold, gold + now, "only the first sale earns the +1");
}

#[test]
fn restaurateurs_craftsman_sells_three_different_resources_at_the_sheep_price() {
    let (mut state, first) = market_for(3, 23, [1, 0, 0, 1, 1, 0], vec![Fruit, Sheep, Fish]);
    join(&mut state, first, 15, 1, None);
    set_row(&mut state, Fruit, 3);
    set_row(&mut state, Sheep, 2);
    set_row(&mut state, Fish, 4);
    let (gold, supply) = (state.players[first].gold, state.supply);
    play(&mut state, first, Action::SellMixed(vec![Sheep, Fruit, Fish]));
    assert_eq!(state.players[first].gold, gold + 12);
    assert_eq!(state.market[Sheep.index()], 3);
    assert_eq!(state.supply[Fruit.index()], supply[Fruit.index()] + 1);
    assert_eq!(state.supply[Fish.index()], supply[Fish.index()] + 1);
}

#[test]
fn restaurateurs_apprentice_sells_fruit_and_fish_at_the_fruit_price() {
    let (mut state, first) = market_for(3, 24, [1, 0, 0, 0, 1, 0], vec![Fruit, Fish]);
    join(&mut state, first, 15, 0, None);
    set_row(&mut state, Fruit, 3);
    set_row(&mut state, Fish, 4);
    let gold = state.players[first].gold;
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::SellMixed(vec![Fruit, Fish, Sheep])),
        Err(RuleError::Rule(Refusal::BatchTooLarge { max: 2 }))
    );
    play(&mut state, first, Action::SellMixed(vec![Fruit, Fish]));
    assert_eq!(state.players[first].gold, gold + 6);
    assert_eq!(price(state.market[Fruit.index()]), 2);
}

/// Plays Market Day to the wages of `seat` (others sell, take gold, pass; then earlier wages are paid).
fn to_wages_of(state: &mut keydom_rules::games::key_market::State, seat: keydom_rules::engine::Seat) {
    while !matches!(state.phase, Phase::Wages { .. }) {
        plain_market_move(state);
    }
    while actor(state) != seat {
        let s = actor(state);
        play(state, s, Action::PayWages);
    }
}

#[test]
fn marshals_master_pays_one_gold_per_large_board_with_workers() {
    let mut state = started(3, 25);
    fixed_land(&mut state);
    let first = state.order[0];
    for field in [0, 2, 6, 9] {
        put(&mut state, first, field); // 4 workers on boards 1A and 2A
    }
    join(&mut state, first, 12, 2, None);
    end_farming(&mut state);
    bring(&mut state, &[]);
    to_wages_of(&mut state, first);
    let gold = state.players[first].gold;
    play(&mut state, first, Action::PayWages);
    assert_eq!(state.players[first].gold, gold - 2);
}

#[test]
fn the_key_workers_apprentice_goes_before_the_marshals_craftsman() {
    let mut state = started(3, 26);
    fixed_land(&mut state);
    let first = state.order[0];
    put(&mut state, first, 0);
    put(&mut state, first, 8);
    state.players[first].key_idle = false;
    state.workers.push(keydom_rules::games::key_market::state::Worker { seat: first, field: 11, key: true });
    join(&mut state, first, 4, 0, None);
    join(&mut state, first, 12, 1, None);
    end_farming(&mut state);
    bring(&mut state, &[]);
    to_wages_of(&mut state, first);
    let gold = state.players[first].gold;
    play(&mut state, first, Action::PayWages);
    assert_eq!(state.players[first].gold, gold - 2, "the Key worker is free, the other two cost 1 each");
}

#[test]
fn sponsoring_costs_two_different_resources_or_a_luxury_and_bankers_pay_five() {
    let (mut state, first) = market_for(3, 27, [1, 1, 0, 0, 0, 1], vec![Fruit]);
    state.guilds.retain(|t| t.number != 14);
    join(&mut state, first, 14, 0, None);
    // Leave the Bankers to join again: the tile counts one worker per player.
    state.guilds.retain(|t| t.number != 14);
    state.players[first].idle += 1;
    state.guilds.push(keydom_rules::games::key_market::guilds::new_tile(14));
    play(&mut state, first, Action::Sponsor { guild: 14, column: None, worker: IDLE });
    let legal = KeyMarket::legal_actions(&state, first);
    assert_eq!(legal, vec![Action::Pay([0, 0, 0, 0, 0, 1])], "the fruit is at market; only the luxury is left");
    let gold = state.players[first].gold;
    play(&mut state, first, Action::Pay([0, 0, 0, 0, 0, 1]));
    assert_eq!(state.players[first].gold, gold + 5);
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::TakeGold),
        Err(RuleError::NotYourTurn(first)),
        "the guild action is used and the turn has passed"
    );
}

#[test]
fn promotion_switches_columns_and_the_gamers_save_a_resource() {
    let mut state = started(4, 28);
    let first = state.order[0];
    join(&mut state, first, 1, 0, Some(Sheep));
    state.players[first].goods = [1, 1, 1, 0, 0, 0];
    play(&mut state, first, Action::Promote { guild: 1, column: Some(Fish) });
    assert_eq!(KeyMarket::legal_actions(&state, first), vec![Action::Pay([1, 1, 1, 0, 0, 0])]);
    play(&mut state, first, Action::Pay([1, 1, 1, 0, 0, 0]));
    let tile = state.guilds.iter().find(|t| t.number == 1).unwrap();
    assert_eq!(tile.rows[1].iter().find(|s| s.member.is_some()).unwrap().column, Some(Fish));
    // With the Gamers' craftsman a master costs 3 instead of 4.
    let mut next = started(4, 28);
    let seat = next.order[0];
    join(&mut next, seat, 1, 1, Some(Sheep));
    join(&mut next, seat, 7, 1, None);
    next.players[seat].goods = [1, 1, 1, 0, 0, 0];
    play(&mut next, seat, Action::Promote { guild: 1, column: Some(Sheep) });
    play(&mut next, seat, Action::Pay([1, 1, 1, 0, 0, 0]));
    assert_eq!(
        keydom_rules::games::key_market::guilds::level(&next, seat, 1),
        Some(keydom_rules::games::key_market::data::Level::Master)
    );
}

#[test]
fn merchants_and_marshals_change_buying_selling_and_taking_gold() {
    let (mut state, first) = market_for(3, 29, [2, 0, 0, 0, 0, 0], vec![Fruit, Fruit]);
    join(&mut state, first, 11, 2, None);
    set_row(&mut state, Fruit, 3);
    let gold = state.players[first].gold;
    play(&mut state, first, Action::Sell { good: Fruit, count: 2 });
    assert_eq!(state.players[first].gold, gold + 8, "(3 + 1) × 2 with the master");
    market_turn_of(&mut state, first);
    set_row(&mut state, Wheat, 5);
    let gold = state.players[first].gold;
    play(&mut state, first, Action::Buy { good: Wheat, count: 2 });
    assert_eq!(state.players[first].gold, gold - 2, "price 1 less, at least 1");

    let (mut state, first) = market_for(3, 30, [1, 0, 0, 0, 0, 0], vec![Fruit]);
    join(&mut state, first, 12, 0, None);
    let gold = state.players[first].gold;
    let workers = state.workers.iter().filter(|w| w.seat == first).count() as u32;
    play(&mut state, first, Action::TakeGold);
    assert_eq!(state.players[first].gold, gold + 5 - workers + 4);
    assert_eq!(state.favour[0], first);
}

#[test]
fn taskmasters_and_wheelwrights_change_hiring_and_moving() {
    let mut state = started(4, 31);
    fixed_land(&mut state);
    let first = state.order[0];
    for field in [8, 27, 35] {
        put(&mut state, first, field);
    }
    join(&mut state, first, 5, 1, None);
    join(&mut state, first, 6, 1, None);
    state.players[first].gold = 6;
    if let Phase::Farming(turn) = &mut state.phase {
        turn.free_moves = 6;
    }
    play(&mut state, first, Action::Move { from: 8, to: 4 });
    assert_eq!(state.players[first].gold, 4, "2 free steps, then settling in the village for 2");
    play(&mut state, first, Action::Hire { worker: IDLE, to: 11 });
    assert_eq!(state.players[first].gold, 2, "3 workers on the boards, but at most 2 gold");
    play(&mut state, first, Action::Hire { worker: IDLE, to: 25 });
    assert_eq!(state.players[first].gold, 0, "a second hire with the craftsman");
}

#[test]
fn thieves_take_the_cheapest_resource_topmost_on_a_tie() {
    let mut state = started(3, 32);
    let first = state.order[0];
    join(&mut state, first, 13, 1, None);
    for (good, n) in [(Fruit, 2), (Vegetables, 4), (Wheat, 4), (Sheep, 1), (Fish, 3)] {
        set_row(&mut state, good, n);
    }
    let (gold, veg) = (state.players[first].gold, state.players[first].goods[Vegetables.index()]);
    play(&mut state, first, Action::Produce);
    assert_eq!(state.players[first].goods[Vegetables.index()], veg + 1);
    assert_eq!(state.market[Vegetables.index()], 3);
    assert_eq!(state.players[first].gold, gold + 1, "the apprentice's gold too");
}

/// Rulebook, guild 13 (Thieves), craftsman: the cheapest resource, ties to the row nearest the
/// top. A row of 5 goods and one of 7 both cost 1 (the 1 space holds any number), so fruit wins.
#[test]
fn thieves_break_a_tie_of_price_one_by_the_top_row_not_by_the_fuller_row() {
    let mut state = started(3, 32);
    let first = state.order[0];
    join(&mut state, first, 13, 1, None);
    for (good, n) in [(Fruit, 5), (Vegetables, 4), (Wheat, 7), (Sheep, 3), (Fish, 2)] {
        set_row(&mut state, good, n);
    }
    assert_eq!((price(5), price(7)), (1, 1));
    let mut old = state.clone();
    let fruit = state.players[first].goods[Fruit.index()];
    play(&mut state, first, Action::Produce);
    assert_eq!(state.players[first].goods[Fruit.index()], fruit + 1);
    assert_eq!((state.market[Fruit.index()], state.market[Wheat.index()]), (4, 7));

    // A record of data version 1 replays as it was played: the fuller row went first.
    old.config.data = DataVersion(1);
    let wheat = old.players[first].goods[Wheat.index()];
    play(&mut old, first, Action::Produce);
    assert_eq!(old.players[first].goods[Wheat.index()], wheat + 1);
    assert_eq!((old.market[Fruit.index()], old.market[Wheat.index()]), (5, 6));
}

#[test]
fn agriculture_ploughmen_key_workers_and_bankers_add_to_production() {
    let mut state = started(3, 33);
    fixed_land(&mut state);
    let first = state.order[0];
    put(&mut state, first, 0); // square fruit
    state.players[first].key_idle = false;
    state.workers.push(keydom_rules::games::key_market::state::Worker { seat: first, field: 13, key: true });
    join(&mut state, first, 8, 2, Some(Fruit));
    join(&mut state, first, 4, 2, None);
    join(&mut state, first, 14, 1, None);
    join(&mut state, first, 9, 2, None);
    let before = state.players[first].clone();
    play(&mut state, first, Action::Produce); // winter
    let after = &state.players[first];
    assert_eq!(after.goods[Fruit.index()], before.goods[Fruit.index()] + 1, "Agriculture master in winter");
    assert_eq!(after.goods[Luxury.index()], before.goods[Luxury.index()] + 2, "Key worker master in the village");
    assert_eq!(after.gold, before.gold + 3, "Bankers' craftsman");
    play(&mut state, first, Action::FieldBonus { guild: 9, field: 13 });
    assert_eq!(state.players[first].goods[Luxury.index()], before.goods[Luxury.index()] + 3, "Ploughmen master");
    play(&mut state, first, Action::ExtraResource(Fish));
    assert_eq!(state.players[first].goods[Fish.index()], before.goods[Fish.index()] + 1);
}

#[test]
fn retiring_needs_a_manor_house_and_the_bankers_master_pays_nine_gold() {
    let mut state = started(3, 34);
    let first = state.order[0];
    join(&mut state, first, 14, 2, None);
    assert!(!KeyMarket::legal_actions(&state, first).iter().any(|a| matches!(a, Action::Retire(_))));
    state.players[first].manor = true;
    state.players[first].gold = 9;
    state.players[first].goods = [0; 6];
    play(&mut state, first, Action::Retire(WorkerFrom::Idle));
    assert_eq!(KeyMarket::legal_actions(&state, first), vec![Action::PayGold]);
    play(&mut state, first, Action::PayGold);
    assert_eq!((state.players[first].retired, state.players[first].gold), (1, 0));
    let _ = from_guild(14);
}

#[test]
fn salesmen_early_turns_go_by_the_favour_track_and_the_first_drops_to_the_bottom() {
    let mut state = started(4, 35);
    let order = state.order.clone();
    let (master, craftsman) = (order[3], order[2]);
    state.guilds.retain(|t| t.number != 10);
    join(&mut state, master, 10, 2, None);
    join(&mut state, craftsman, 10, 1, None);
    state.favour = vec![order[0], master, craftsman, order[1]];
    state.players[master].goods = [2, 0, 0, 0, 0, 0];
    state.players[craftsman].gold = 20;
    end_farming(&mut state);
    bring(&mut state, &[(master, vec![Fruit, Fruit])]);
    assert_eq!(actor(&state), master, "the master sells before the first player");
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), master, &Action::TakeGold),
        Err(RuleError::Rule(Refusal::NotEarly))
    );
    play(&mut state, master, Action::Sell { good: Fruit, count: 1 });
    assert_eq!(state.favour.last(), Some(&master), "the higher one drops to the bottom");
    // The master may still buy early, or decline it.
    assert_eq!(actor(&state), master);
    play(&mut state, master, Action::Decline);
    assert_eq!(actor(&state), craftsman);
    let legal = KeyMarket::legal_actions(&state, craftsman);
    assert!(legal.iter().all(|a| matches!(a, Action::Buy { .. } | Action::Decline)), "{legal:?}");
    play(&mut state, craftsman, Action::Buy { good: Fruit, count: 1 });
    assert_eq!(actor(&state), order[0], "then the normal turn order");
}

#[test]
fn specialists_pay_with_any_mix_and_master_craftsmen_exchange_for_luxuries() {
    let mut state = started(3, 36);
    let first = state.order[0];
    join(&mut state, first, 16, 1, None);
    join(&mut state, first, 2, 0, None);
    state.players[first].goods = [0, 0, 0, 2, 0, 1];
    play(&mut state, first, Action::Promote { guild: 2, column: None });
    // Apprentice → craftsman (3) with the Specialists' apprentice skill: 2 sheep + ... or luxury + sheep.
    let legal = KeyMarket::legal_actions(&state, first);
    assert!(legal.contains(&Action::Pay([0, 0, 0, 1, 0, 1])));
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::Pay([0, 0, 0, 2, 0, 1])),
        Err(RuleError::Rule(Refusal::WrongPayment { count: 3 }))
    );
    play(&mut state, first, Action::Pay([0, 0, 0, 1, 0, 1]));

    let mut state = started(3, 37);
    let first = state.order[0];
    join(&mut state, first, 3, 2, None);
    state.players[first].goods = [0, 0, 3, 0, 1, 0];
    play(&mut state, first, Action::Produce);
    let lux = state.players[first].goods[Luxury.index()];
    play(&mut state, first, Action::Exchange(Wheat));
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::Exchange(Fish)),
        Err(RuleError::Rule(Refusal::NoSkill)),
        "the master's two must be identical"
    );
    play(&mut state, first, Action::Exchange(Wheat));
    assert_eq!(state.players[first].goods[Luxury.index()], lux + 2);
    assert_eq!(state.players[first].goods[Wheat.index()], 1);
}

#[test]
fn sponsoring_the_master_craftsmen_apprentice_offers_one_exchange() {
    let (mut state, first) = market_for(3, 38, [2, 1, 1, 0, 0, 0], vec![Fruit]);
    state.guilds.retain(|t| t.number != 3);
    state.guilds.push(keydom_rules::games::key_market::guilds::new_tile(3));
    play(&mut state, first, Action::Sponsor { guild: 3, column: None, worker: IDLE });
    play(&mut state, first, Action::Pay([0, 1, 1, 0, 0, 0]));
    assert_eq!(actor(&state), first);
    assert_eq!(
        KeyMarket::legal_actions(&state, first),
        vec![Action::Exchange(Fruit), Action::Decline],
        "only the fruit behind the screen (the one at market cannot be used)"
    );
    play(&mut state, first, Action::Exchange(Fruit));
    assert_eq!(state.players[first].goods, [0, 0, 0, 0, 0, 1]);
    assert_ne!(actor(&state), first);
}

#[test]
fn mercers_and_ploughmen_apprentices_need_the_seasons_base_production() {
    let mut state = started(3, 39);
    fixed_land(&mut state);
    let first = state.order[0];
    state.season = 1;
    state.markers[0][0] = (Vegetables, Fish); // circle vegetables 3, square fish 0
    put(&mut state, first, 3); // square fish: 0 this season
    put(&mut state, first, 2); // circular vegetables: 3 this season
    put(&mut state, first, 16); // square sheep: 2
    join(&mut state, first, 2, 0, None);
    join(&mut state, first, 9, 0, None);
    play(&mut state, first, Action::Produce);
    let legal = KeyMarket::legal_actions(&state, first);
    assert!(legal.contains(&Action::FieldBonus { guild: 2, field: 16 }));
    assert!(!legal.contains(&Action::FieldBonus { guild: 2, field: 3 }), "the weather stopped that field");
    assert!(!legal.iter().any(|a| matches!(a, Action::FieldBonus { guild: 9, .. })), "no circle at base 1");
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::FieldBonus { guild: 9, field: 2 }),
        Err(RuleError::Rule(Refusal::NoSkill))
    );
}

#[test]
fn a_lone_luxury_is_enough_to_sponsor() {
    let (mut state, first) = market_for(3, 40, [1, 0, 0, 0, 0, 1], vec![Fruit]);
    let sponsor = Action::Sponsor { guild: state.guilds[1].number, column: None, worker: IDLE };
    assert!(KeyMarket::legal_actions(&state, first).contains(&sponsor));
    play(&mut state, first, sponsor);
    assert_eq!(KeyMarket::legal_actions(&state, first), vec![Action::Pay([0, 0, 0, 0, 0, 1])]);
}

#[test]
fn restaurateurs_master_buys_three_different_resources_and_gamers_sponsor_for_one() {
    let (mut state, first) = market_for(3, 41, [1, 0, 0, 0, 0, 0], vec![Fruit]);
    join(&mut state, first, 15, 2, None);
    set_row(&mut state, Vegetables, 4); // price 2
    set_row(&mut state, Sheep, 3); // price 3
    set_row(&mut state, Fish, 1); // price 5
    state.players[first].gold = 10;
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::BuyMixed(vec![Sheep, Vegetables, Fish])),
        Err(RuleError::Rule(Refusal::BatchTooLarge { max: 3 })),
        "one spelling of each purchase: resources in board order"
    );
    play(&mut state, first, Action::BuyMixed(vec![Vegetables, Sheep, Fish]));
    assert_eq!(state.players[first].gold, 0);
    assert_eq!((state.market[Vegetables.index()], state.market[Sheep.index()], state.market[Fish.index()]), (3, 2, 0));

    let (mut state, first) = market_for(3, 42, [1, 1, 0, 0, 0, 0], vec![Fruit]);
    join(&mut state, first, 7, 0, None);
    let guild = state.guilds.iter().find(|t| t.number != 7 && t.number != 1).unwrap().number;
    play(&mut state, first, Action::Sponsor { guild, column: None, worker: IDLE });
    assert_eq!(KeyMarket::legal_actions(&state, first), vec![Action::Pay([0, 1, 0, 0, 0, 0])], "one resource");
}

#[test]
fn specialists_master_retires_with_any_four_goods() {
    let mut state = started(3, 43);
    let first = state.order[0];
    join(&mut state, first, 16, 2, None);
    state.players[first].manor = true;
    state.players[first].goods = [2, 0, 0, 0, 0, 1];
    let worker = state.workers.iter().find(|w| w.seat == first).unwrap().field;
    play(&mut state, first, Action::Retire(WorkerFrom::Field(worker)));
    assert_eq!(KeyMarket::legal_actions(&state, first), vec![Action::Pay([2, 0, 0, 0, 0, 1])]);
    play(&mut state, first, Action::Pay([2, 0, 0, 0, 0, 1]));
    assert_eq!(state.players[first].retired, 1);
    assert!(state.workers.iter().all(|w| w.seat != first));
}

#[test]
fn a_guild_number_no_tile_has_is_refused_in_words() {
    use keydom_rules::text::Describe;
    // Only a tampered record can name guild 200; its refusal must still say what is wrong.
    let text = Refusal::GuildNotInPlay { guild: 200 }.describe();
    assert_eq!(text.en, "The unknown guild is not in play.");
    assert_eq!(text.de, "Die unbekannte Gilde ist nicht im Spiel.");
}
