//! Keyflower under the engine's random-playout harness: whole base games for 2–6 players, with
//! conservation and hidden variants.

use keydom_rules::engine::harness::{Checked, Playouts, random_step};
use keydom_rules::engine::{DataVersion, Game, Seat};
use keydom_rules::games::keyflower::{Config, Keyflower, data};

/// Every player count, with and without The Merchants ([`Checked::tables`]).
fn configs() -> Vec<Config> {
    configs_of(data::DATA_VERSION)
}

/// [`configs`] with the rules and data of `version`.
fn configs_of(version: DataVersion) -> Vec<Config> {
    Keyflower::tables().into_iter().map(|config| Config { data: version, ..config }).collect()
}

/// A large run: `games` seeded games per table of `configs` from `first_seed`, with
/// conservation, the end and the replay checked on every game and every step of one game in a
/// hundred fully checked. The fingerprint names the games played (seeds, actions, final points
/// and ranking), so a change that alters no rule keeps it. Run them all with
/// `cargo test --profile long --test keyflower -- --ignored harness::` (they share both cores).
fn long_run(configs: Vec<Config>, games: usize, first_seed: u64, fingerprint: u64) {
    Playouts::<Keyflower>::long(configs, games, first_seed, 100).run_long(fingerprint);
}

/// The first half of ten thousand games plays data version 1, whose records must replay as they
/// were played: its fingerprint is the one the whole run had before version 2.
#[test]
#[ignore = "large run; use --profile long"]
fn ten_thousand_random_games_first_half_version_1() {
    long_run(configs_of(DataVersion(1)), 500, 1_000, 0x8994_a126_2709_6864);
}

/// The second half plays data version 2, whose records must replay as they were played too:
/// its fingerprint is the one it had before version 3.
#[test]
#[ignore = "large run; use --profile long"]
fn ten_thousand_random_games_second_half_version_2() {
    long_run(configs_of(DataVersion(2)), 500, 1_500, 0x6244_6b34_c217_a18f);
}

/// Today's rules and data (version 3: outbid groups pay exchanges), 2,500 more games.
#[test]
#[ignore = "large run; use --profile long"]
fn random_games_of_todays_version() {
    long_run(configs(), 250, 2_000, 0x5229_fb73_9c32_23e2);
}

/// The random playouts are only worth what they reach: every kind of event occurs in 120 games,
/// and so do bids and uses in other colours than the location's (summer boats 4a on bids, 4b on
/// uses, never the other way round).
#[test]
fn random_games_reach_every_kind_of_event() {
    use keydom_rules::engine::GameRng;
    use keydom_rules::games::keyflower::Event;
    use keydom_rules::games::keyflower::data::Ability;
    use std::collections::BTreeSet;
    let mut seen = BTreeSet::new();
    let mut most = 0;
    for config in configs() {
        for seed in 0..12 {
            let mut state = Keyflower::setup(&config, seed).unwrap();
            let mut choices = GameRng::with_stream(seed, 99);
            let mut steps = 0u32;
            while let Some((_, _, events)) = random_step::<Keyflower>(&mut state, &mut choices) {
                steps += 1;
                for event in events {
                    let name: String = format!("{event:?}").chars().take_while(char::is_ascii_alphanumeric).collect();
                    seen.insert(name);
                    let (seat, workers, colour) = match &event {
                        Event::Bid { seat, spot, workers, .. } => (*seat, workers, state.bids(*spot).unwrap().colour),
                        Event::Used { seat, site, workers, .. } => (*seat, workers, state.used(*site).unwrap().colour),
                        _ => continue,
                    };
                    if workers.colours().any(|c| Some(c) != colour) {
                        let boat = if state.has(seat, Ability::MixedBid) { "4a" } else { "4b" };
                        seen.insert(format!(
                            "{} with {boat}",
                            if matches!(event, Event::Bid { .. }) { "Bid" } else { "Used" }
                        ));
                    }
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
        "ContractsOpen",
        "TookContract",
        "DrewContract",
        "Traded",
        "Swapped",
        "Extended",
        "Bid with 4a",
        "Used with 4b",
    ];
    println!("the longest game took {most} steps");
    let missing: Vec<&str> = all.into_iter().filter(|k| !seen.contains(*k)).collect();
    assert!(missing.is_empty(), "never happened: {missing:?}");
    assert!(!seen.contains("Used with 4a"), "4a counter-bids only");
    assert!(!seen.contains("Bid with 4b"), "4b breaks the colour rule on uses only");
}

/// Keyflower answers the steps of a placement for the one action instead of listing them all.
/// Over seeded random games of every table, at every turn start `check` accepts exactly the
/// listed passes, bids and uses (probed at every spot and site and one past the last of each),
/// and while workers are gathered exactly the listed workers, groups and confirmations.
#[test]
fn the_check_of_a_placement_step_agrees_with_the_legal_actions() {
    use keydom_rules::engine::{GameRng, ToAct};
    use keydom_rules::games::keyflower::Action;
    use keydom_rules::games::keyflower::data::Colour;
    use keydom_rules::games::keyflower::state::{Pending, Phase, Site, Spot};
    let (mut starts, mut gathering) = (0, 0);
    for (n, config) in configs().into_iter().enumerate() {
        let mut state = Keyflower::setup(&config, n as u64).expect("a valid table");
        let mut rng = GameRng::with_stream(n as u64, 9);
        while let ToAct::Seats(seats) = Keyflower::to_act(&state) {
            let seat = seats.nth(0);
            let legal = Keyflower::legal_actions(&state, seat);
            let places = |len: usize| 0..=len as u8;
            let spots = places(state.offer.len())
                .map(Spot::Offer)
                .chain(places(state.turn_order.len()).map(Spot::TurnOrder))
                .collect::<Vec<_>>();
            let mut probes = Vec::new();
            match &state.phase {
                Phase::Turns { pending: None, .. } => {
                    starts += 1;
                    probes.push(Action::Pass);
                    probes.extend(spots.iter().copied().map(Action::Bid));
                    probes.extend(places(state.offer.len()).map(|i| Action::Use(Site::Offer(i))));
                    for owner in 0..=state.players.len() {
                        let tiles = state.players.values().get(owner).map_or(0, |p| p.village.len());
                        probes.extend(places(tiles).map(|i| Action::Use(Site::Village(Seat(owner as u8), i))));
                    }
                }
                Phase::Turns { pending: Some(Pending::Place { .. }), .. } => {
                    gathering += 1;
                    probes.push(Action::Confirm);
                    probes.extend(Colour::ALL.map(Action::Worker));
                    probes.extend(spots.iter().copied().map(Action::Group));
                }
                _ => {}
            }
            for action in probes {
                let answer = Keyflower::check(&state, seat, &action);
                assert_eq!(answer.is_ok(), legal.contains(&action), "{action:?} in {:?}: {answer:?}", state.phase);
            }
            let action = legal[rng.index(legal.len())].clone();
            Keyflower::apply(&mut state, seat, &action).expect("a legal action");
        }
    }
    assert!(starts > 1_000 && gathering > 1_000, "only {starts} turn starts and {gathering} gathering steps");
}
