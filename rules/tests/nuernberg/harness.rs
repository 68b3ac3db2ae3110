//! Nürnberg under the engine's random-playout harness: contract, conservation of every
//! component and hidden money, cards and guest pile, for 2–5 players.

use keydom_rules::engine::harness::{Checked, Playouts, random_step};
use keydom_rules::engine::{Game, GameRng};
use keydom_rules::games::nuernberg::{Config, Event, Nuernberg};
use std::collections::BTreeSet;

/// Half of the large run: 5,000 seeded games (1,250 per player count) from `first_seed`, with
/// conservation, the end and the replay checked on every game and every step of one game in
/// ten fully checked. The fingerprint names the games played, so a change that alters no rule
/// keeps it. Slow in a debug build; run both halves with
/// `cargo test --profile long --test nuernberg -- --ignored harness::` (they run on both cores).
fn half_of_ten_thousand(first_seed: u64, fingerprint: u64) {
    let mut run = Playouts::<Nuernberg>::long(Nuernberg::tables(), 1_250, first_seed, 10);
    run.legal_checks = 8;
    run.run_long(fingerprint);
}

#[test]
#[ignore]
fn ten_thousand_random_games_first_half() {
    half_of_ten_thousand(1_000, 0x767e_385e_1a48_fb18);
}

#[test]
#[ignore]
fn ten_thousand_random_games_second_half() {
    half_of_ten_thousand(2_250, 0xc2a6_fb9f_a1b0_32f1);
}

/// The random playouts are only worth as much as what they reach: every kind of event, and the
/// fourth round's favourites taking two craftsmen, must occur in 200 random games.
#[test]
fn random_games_reach_every_kind_of_event() {
    let mut seen = BTreeSet::new();
    let mut two_tile_masters = 0;
    for players in 2..=5u8 {
        for seed in 0..50 {
            let mut state = Nuernberg::setup(&Config::new(players), seed).unwrap();
            let mut choices = GameRng::with_stream(seed, 99);
            while let Some((_, _, events)) = random_step::<Nuernberg>(&mut state, &mut choices) {
                for event in events {
                    if matches!(&event, Event::Favourite { masters, .. } if masters.len() == 2) {
                        two_tile_masters += 1;
                    }
                    let name: String = format!("{event:?}").chars().take_while(char::is_ascii_alphanumeric).collect();
                    seen.insert(name);
                }
            }
        }
    }
    let all = [
        "Planned",
        "Passed",
        "GuildCalled",
        "Sold",
        "Bought",
        "DidNothing",
        "Recruited",
        "NoEffect",
        "MerchantGained",
        "RoofBonus",
        "MovedFirst",
        "Stolen",
        "Swapped",
        "Loaded",
        "PutOnRoof",
        "OutOfMerchants",
        "NewPass",
        "RoundEnd",
        "MoneyShown",
        "NoFavourite",
        "Favourite",
        "Income",
        "NewMaster",
        "PrestigeGuild",
        "NewRound",
        "GameEnd",
    ];
    let missing: Vec<&str> = all.into_iter().filter(|k| !seen.contains(*k)).collect();
    assert!(missing.is_empty(), "never happened: {missing:?}");
    assert!(two_tile_masters > 0);
}
