//! Keyflower's set-up for 2–6 players against the rules' numbers.

use keydom_rules::engine::{Game, Seat, ToAct};
use keydom_rules::games::keyflower::data::{Colour, Season, Skill, Tile};
use keydom_rules::games::keyflower::state::{Building, Phase};
use keydom_rules::games::keyflower::{Config, Keyflower, Options, conservation};

#[test]
fn each_player_count_gets_the_rulebook_set_up() {
    for players in 2..=6u8 {
        for seed in 0..20 {
            let state = Keyflower::setup(&Config::new(players), seed).unwrap();
            let n = usize::from(players);
            conservation(&state).unwrap();
            // 8 secret workers each, none green; green workers apart.
            for p in state.players.values() {
                assert_eq!(p.screen.total(), 8);
                assert_eq!(p.screen.of(Colour::Green), 0);
                assert_eq!(p.skills.total(), 0);
                assert_eq!(p.winter.len(), p_winter(n), "3/3/3/2/2 winter tiles each");
                assert!(p.winter.iter().all(|t| t.data().season == Season::Winter));
                assert_eq!(p.village.len(), 1);
            }
            assert_eq!(state.green_supply, 20);
            // One boat per player, side A, with its printed cargo.
            let boats: Vec<&str> = state.boats.iter().map(|b| b.name()).collect();
            let expected = ["Keyflower", "Sea Bastion", "Sea Breese", "Flipper", "Ianvincible", "White Wind"];
            assert_eq!(boats, expected[..n]);
            let cargo: Vec<(u32, u32)> = state.boats.iter().map(|b| (b.workers.total(), b.skills.total())).collect();
            assert_eq!(cargo, [(7, 1), (6, 2), (6, 1), (5, 2), (5, 1), (4, 2)][..n]);
            let boat_workers: u32 = cargo.iter().map(|c| c.0).sum();
            assert_eq!(state.bag.total(), 120 - 8 * u32::from(players) - boat_workers);
            assert_eq!(state.bag.of(Colour::Green), 0);
            // 6/7/8/9/10 spring tiles; turn-order tiles 1/2/3/4/4 with the start icon on the
            // highest.
            assert_eq!(state.offer.len(), n + 4);
            assert!(state.offer.iter().all(|o| o.tile.data().season == Season::Spring));
            let numbers: Vec<u8> = state.turn_order.iter().map(|t| t.number).collect();
            assert_eq!(numbers, (1..players.min(5)).collect::<Vec<_>>(), "turn-order tiles 1/2/3/4/4 for 2–6 players");
            assert_eq!(state.turn_order.iter().filter(|t| t.start).count(), 1);
            assert!(state.turn_order.last().unwrap().start);
            // The lowest home number starts and acts first.
            let homes: Vec<u8> = state
                .players
                .values()
                .iter()
                .map(|p| match p.village[0].building {
                    Building::Home(h) => h,
                    _ => panic!("the village starts with the home tile"),
                })
                .collect();
            let lowest = homes.iter().enumerate().min_by_key(|&(_, h)| *h).unwrap().0;
            assert_eq!(state.start_player, Seat(lowest as u8));
            assert_eq!(Keyflower::to_act(&state), ToAct::Seats([Seat(lowest as u8)].into()));
            assert!(matches!(state.phase, Phase::Turns { passes: 0, pending: None, .. }));
            // The summer and autumn tiles, the spring tiles not laid out and the winter tiles not
            // dealt are out of play.
            assert_eq!(state.unused.len(), 48 - (n + 4) - p_winter(n) * n);
        }
    }
}

/// Winter tiles dealt to each player in the base game (3/3/3/2/2).
fn p_winter(n: usize) -> usize {
    if n <= 4 { 3 } else { 2 }
}

#[test]
fn set_up_is_seeded_and_varies() {
    let a = Keyflower::setup(&Config::new(3), 7).unwrap();
    assert_eq!(a, Keyflower::setup(&Config::new(3), 7).unwrap());
    let b = Keyflower::setup(&Config::new(3), 8).unwrap();
    assert_ne!(a.offer, b.offer);
}

#[test]
fn conservation_counts_every_worker() {
    let state = Keyflower::setup(&Config::new(4), 3).unwrap();
    let mut broken = state.clone();
    broken.players[Seat(0)].screen.add(Colour::Red, 1);
    assert!(conservation(&broken).is_err());
    let mut broken = state.clone();
    broken.skill_supply.take(Skill::Saw, 1);
    assert!(conservation(&broken).is_err());
    let mut broken = state;
    broken.unused.push(Tile(0));
    assert!(conservation(&broken).is_err());
}

#[test]
fn unplayable_tables_are_refused() {
    assert!(Keyflower::setup(&Config::new(7), 1).is_err());
    assert!(Keyflower::setup(&Config::new(1), 1).is_err());
    // A config that names a handicapped seat the table lacks is refused; the table's options
    // (the new-game dialog offers six seats) drop it, as they drop variants without The Merchants.
    let stranger = Options { merchants: true, handicap: vec![Seat(1), Seat(3)], ..Options::default() };
    let mut config = Keyflower::configure(3, &stranger);
    assert_eq!(config.options.handicap, vec![Seat(1)], "no fourth player to help");
    assert!(Keyflower::setup(&config, 1).is_ok());
    config.options.handicap.push(Seat(3));
    assert!(Keyflower::setup(&config, 1).is_err(), "no fourth player to help");
    let base = Options { merchants: false, tactician: true, handicap: vec![Seat(0)], ..Options::default() };
    assert_eq!(Keyflower::configure(3, &base), Config::new(3), "variants belong to The Merchants");
    assert_eq!(Keyflower::configure(3, &Options::default()), Config::new(3));
}

#[test]
fn the_merchants_set_up_contracts_boats_and_tiles() {
    for players in 2..=6u8 {
        let n = usize::from(players);
        let mut kinds = std::collections::BTreeSet::new();
        for seed in 0..20 {
            let options = Options { merchants: true, ..Options::default() };
            let state = Keyflower::setup(&Keyflower::configure(players, &options), seed).unwrap();
            conservation(&state).unwrap();
            // Three face-down piles of 12 with the top of each laid open beside it; Sea Breese II
            // and White Wind II draw theirs face down from the piles.
            let on_boats: usize = state.boats.iter().map(|b| b.contracts.len()).sum();
            let piles = state.contracts.piles.each_ref().map(Vec::len);
            assert_eq!(piles.iter().sum::<usize>() + on_boats, 33);
            assert!(piles.iter().all(|&p| (9..=11).contains(&p)), "{piles:?}");
            assert!(state.contracts.open.iter().all(Option::is_some));
            // One boat per name, the base one or its "II", as many as players.
            let names: Vec<u8> = state.boats.iter().map(|b| b.boat % 6).collect();
            assert_eq!(names, (0..players).collect::<Vec<_>>());
            kinds.extend(state.boats.iter().map(|b| b.boat >= 6));
            // 4/4/3/3/2 winter tiles each.
            let dealt = [4, 4, 3, 3, 2][n - 2];
            assert!(state.players.values().iter().all(|p| p.winter.len() == dealt));
            assert_eq!(state.extensions.len(), 18);
            assert_eq!(state.cabins, 6 - state.boats.iter().map(|b| b.cabins).sum::<u8>());
        }
        assert_eq!(kinds.len(), 2, "both kinds of boat occur with {players} players");
    }
}

#[test]
fn variant_a_plays_the_merchants_tiles_and_ii_boats_and_variant_c_gives_a_green_worker() {
    let options = Options { merchants: true, merchant_variant: true, handicap: vec![Seat(2)], ..Options::default() };
    for seed in 0..10 {
        let state = Keyflower::setup(&Keyflower::configure(3, &options), seed).unwrap();
        conservation(&state).unwrap();
        assert!(state.boats.iter().all(|b| b.boat >= 6), "only II boats");
        assert!(state.offer.iter().any(|o| o.tile.data().name == "Assayer"), "the Merchants' spring tile is laid out");
        let winter: Vec<&str> =
            state.players.values().iter().flat_map(|p| p.winter.iter().map(|t| t.data().name)).collect();
        for name in ["Artisan", "Builder", "Muleteer"] {
            assert!(winter.contains(&name), "{name} is dealt");
        }
        let greens: Vec<u8> = state.players.values().iter().map(|p| p.screen.of(Colour::Green)).collect();
        assert_eq!(greens, [0, 0, 1]);
        assert_eq!(state.players[Seat(2)].screen.total(), 9);
    }
}
