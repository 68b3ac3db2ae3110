//! Every Key Market and Nürnberg choice says what it costs (issue 29: "Sell 1 vegetable" with no
//! price, "Take gold" with no amount). Over seeded games of random legal play, at a sample of
//! positions, each legal action of each seat to act is applied to a copy of the position; what
//! it took from the player (gold, Taler, goods) must be named by the words the list shows for it
//! (`seen`, built from that seat's view only), in German and English, and so must what a sale,
//! producing, taking gold or a recruit's roof bonus brings.

use keydom_rules::engine::harness::random_step;
use keydom_rules::engine::{Game, GameRng, Seat, ToAct};
use keydom_rules::games::key_market::data::Good;
use keydom_rules::games::key_market::text::good_name;
use keydom_rules::games::key_market::{self, Action as KmAction, KeyMarket};
use keydom_rules::games::nuernberg::{self, Action as NAction, Event as NEvent, Nuernberg};
use keydom_rules::text::{Money, Text};

/// Whether `words` name `amount` of `money` in both languages ("3 Gold", "3 gold").
fn names(words: &Text, amount: u32, money: Money) -> bool {
    words.de.contains(&format!("{amount} {}", money.de)) && words.en.contains(&format!("{amount} {}", money.en))
}

/// Plays `games` random games of `G` per configuration, calling `each(state, seat)` at every
/// `every`-th position for each seat to act.
fn sample<G: Game>(configs: &[G::Config], games: u64, every: usize, mut each: impl FnMut(&G::State, Seat)) {
    for config in configs {
        for seed in 0..games {
            let mut state = G::setup(config, 100 + seed).expect("a valid configuration");
            let mut rng = GameRng::from_seed(seed);
            let mut step = 0;
            while let ToAct::Seats(seats) = G::to_act(&state) {
                if step % every == 0 {
                    seats.iter().for_each(|seat| each(&state, seat));
                }
                random_step::<G>(&mut state, &mut rng);
                step += 1;
            }
        }
    }
}

#[test]
fn every_key_market_choice_names_the_gold_and_goods_it_costs_and_what_selling_or_producing_brings() {
    let configs =
        [key_market::Config::new(2, false), key_market::Config::new(3, true), key_market::Config::new(4, false)];
    let (mut paid, mut earned) = (0, 0);
    sample::<KeyMarket>(&configs, 3, 4, |state, seat| {
        let view = KeyMarket::view(state, Some(seat));
        let before = &state.players[seat];
        for action in KeyMarket::legal_actions(state, seat) {
            let mut after = state.clone();
            KeyMarket::apply(&mut after, seat, &action).expect("legal");
            let (words, after) = (key_market::seen(&view, &action), &after.players[seat]);
            if after.gold < before.gold {
                paid += 1;
                let cost = before.gold - after.gold;
                assert!(names(&words, cost, key_market::GOLD), "{action:?} costs {cost} gold: {words:?}");
            }
            if after.gold > before.gold
                && matches!(
                    action,
                    KmAction::Sell { .. } | KmAction::SellMixed(_) | KmAction::TakeGold | KmAction::Produce
                )
            {
                earned += 1;
                let gain = after.gold - before.gold;
                assert!(names(&words, gain, key_market::GOLD), "{action:?} brings {gain} gold: {words:?}");
            }
            // Goods that leave the player (not to market, not sold there) are named, and so
            // are those producing brings.
            let moved = |i: usize| (before.goods[i] + before.at_market[i], after.goods[i] + after.at_market[i]);
            for (i, good) in Good::ALL.into_iter().enumerate() {
                let name = good_name(good).1;
                let (stem, (had, has)) = (&name[..name.len() - 1], moved(i));
                let paying = !matches!(action, KmAction::Bring(_) | KmAction::Sell { .. } | KmAction::SellMixed(_));
                if (paying && has < had) || (action == KmAction::Produce && has > had) {
                    paid += 1;
                    assert!(words.en.contains(stem), "{action:?} moves {name}: {words:?}");
                }
            }
        }
    });
    assert!(paid > 300 && earned > 50, "too few paid ({paid}) or earning ({earned}) choices seen");
}

#[test]
fn every_nuernberg_choice_names_the_taler_it_costs_or_brings() {
    let configs: Vec<nuernberg::Config> = (2..=5).map(nuernberg::Config::new).collect();
    let (mut paid, mut earned) = (0, 0);
    sample::<Nuernberg>(&configs, 3, 2, |state, seat| {
        let view = Nuernberg::view(state, Some(seat));
        let before = state.players[seat].taler;
        for action in Nuernberg::legal_actions(state, seat) {
            let mut after = state.clone();
            let events = Nuernberg::apply(&mut after, seat, &action).expect("legal");
            // A round's end pays everyone's income: the difference is then not the action's.
            if events.iter().any(|e| matches!(e, NEvent::RoundEnd { .. })) {
                continue;
            }
            let (words, after) = (nuernberg::seen(&view, &action), after.players[seat].taler);
            if after < before {
                paid += 1;
                assert!(names(&words, before - after, nuernberg::TALER), "{action:?} costs: {words:?}");
            }
            if after > before && matches!(action, NAction::Sell(_) | NAction::Recruit { .. }) {
                earned += 1;
                assert!(names(&words, after - before, nuernberg::TALER), "{action:?} brings: {words:?}");
            }
        }
    });
    assert!(paid > 100 && earned > 100, "too few paid ({paid}) or earning ({earned}) choices seen");
}
