//! Keyflower under the engine's random-playout harness: whole base games for 2–6 players, with
//! conservation and hidden variants.

use keydom_rules::engine::harness::Playouts;
use keydom_rules::games::keyflower::{Config, Keyflower, conservation, hidden_variant};

#[test]
fn random_games_keep_the_contract_and_conserve_everything() {
    let mut playouts = Playouts::<Keyflower>::new((2..=6).map(Config::new));
    playouts.games = 80;
    playouts.max_steps = 20_000;
    playouts.invariant = Some(conservation);
    playouts.hidden_variant = Some(hidden_variant);
    playouts.full_checks_every = 8;
    playouts.illegal_probes = 2;
    let report = playouts.run().unwrap_or_else(|failure| panic!("{failure}"));
    println!("{report:?}");
    assert_eq!(report.games, 400);
    assert!(report.hidden_variants > 1_000, "{report:?}");
}

/// The random playouts are only worth what they reach: every kind of event occurs in 250 games.
#[test]
fn random_games_reach_every_kind_of_event() {
    use keydom_rules::engine::{Game, GameRng, ToAct};
    use std::collections::BTreeSet;
    let mut seen = BTreeSet::new();
    let mut most = 0;
    for players in 2..=6u8 {
        for seed in 0..50 {
            let mut state = Keyflower::setup(&Config::new(players), seed).unwrap();
            let mut choices = GameRng::with_stream(seed, 99);
            let mut steps = 0u32;
            while let ToAct::Seats(seats) = Keyflower::to_act(&state) {
                steps += 1;
                let seat = seats[choices.index(seats.len())];
                let legal = Keyflower::legal_actions(&state, seat);
                for event in Keyflower::apply(&mut state, seat, &legal[choices.index(legal.len())]).unwrap() {
                    let name: String = format!("{event:?}").chars().take_while(char::is_ascii_alphanumeric).collect();
                    seen.insert(name);
                }
            }
            most = most.max(steps);
        }
    }
    let all = [
        "Bid",
        "Used",
        "IntoBag",
        "Gained",
        "Green",
        "FromBag",
        "DrewWorkers",
        "FromSkills",
        "DrewSkills",
        "Moved",
        "Upgraded",
        "Passed",
        "SeasonOver",
        "BidBack",
        "Removed",
        "Won",
        "WorkersHome",
        "TookBoat",
        "StartPlayer",
        "Built",
        "SeasonBegins",
        "Loaded",
        "LaidOut",
        "Chose",
        "Flipped",
        "GameOver",
    ];
    println!("the longest game took {most} steps");
    let missing: Vec<&str> = all.into_iter().filter(|k| !seen.contains(*k)).collect();
    assert!(missing.is_empty(), "never happened: {missing:?}");
}
