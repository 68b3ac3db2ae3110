//! Key Market under the engine's random-playout harness: every player count, conservation of
//! goods, luxuries, gold and workers, and hidden information checked on every state.

use keydom_rules::engine::harness::{Checked, Playouts, hidden_variant};
use keydom_rules::games::key_market::checks::conservation;
use keydom_rules::games::key_market::{Config, KeyMarket};

fn configs() -> Vec<Config> {
    KeyMarket::tables()
}

/// Half of the large run (5,000 seeded games for the given configurations): conservation, the
/// end and the replay checked on every game, and every step of one game in ten fully checked
/// (serde, views, hidden information, legal and illegal probes). The fingerprint names the
/// games played, so a change that alters no rule keeps it.
fn large_run(configs: Vec<Config>, fingerprint: u64) {
    Playouts::<KeyMarket>::long(configs, 2500, 1, 10).run_long(fingerprint);
}

/// The large run, 10,000 games over 2, 3 and 4 players, as two tests so both cores work.
/// Run with `cargo test --profile long --test key_market -- --ignored harness::`.
#[test]
#[ignore = "large run; use --profile long"]
fn ten_thousand_games_conserve_everything_two_and_three_players() {
    large_run(configs()[..2].to_vec(), 0x219d_f918_0b35_8594);
}

/// The other half of the large run: 4 players, with and without the first-game guilds.
#[test]
#[ignore = "large run; use --profile long"]
fn ten_thousand_games_conserve_everything_four_players() {
    large_run(configs()[2..].to_vec(), 0xf539_df2b_13b7_64a4);
}

#[test]
fn conservation_catches_a_lost_good_and_hidden_variants_keep_views() {
    use keydom_rules::engine::{Game, GameRng, Seat};
    use keydom_rules::games::key_market::state::Action;
    let mut state = KeyMarket::setup(&Config::new(3, false), 77).unwrap();
    assert_eq!(conservation(&state), Ok(()));
    let mut broken = state.clone();
    broken.supply[0] -= 1;
    assert!(conservation(&broken).is_err());
    let mut broken = state.clone();
    broken.players[Seat(0)].gold += 1;
    assert!(conservation(&broken).is_err());
    // Play into Farming and check that a variant differs while every view of the viewer stays.
    while !matches!(state.phase, keydom_rules::games::key_market::Phase::Farming(_)) {
        let seat = KeyMarket::to_act(&state).seats().nth(0);
        let action: Action = KeyMarket::legal_actions(&state, seat)[0].clone();
        KeyMarket::apply(&mut state, seat, &action).unwrap();
    }
    let mut rng = GameRng::from_seed(1);
    let variant = hidden_variant::<KeyMarket>(&state, Seat(0), &mut rng).expect("others' gold is hidden");
    assert_ne!(variant, state);
    assert_eq!(KeyMarket::view(&variant, Some(Seat(0))), KeyMarket::view(&state, Some(Seat(0))));
    let other = Seat(1);
    assert_ne!(
        KeyMarket::view(&variant, Some(other)),
        KeyMarket::view(&state, Some(other)),
        "seat 1 sees its own gold"
    );
}
