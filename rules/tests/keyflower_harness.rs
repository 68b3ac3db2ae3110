//! Keyflower under the engine's random-playout harness: the implemented part (set-up and
//! spring's turns) for 2–4 players, with conservation and hidden variants.

use keydom_rules::engine::harness::Playouts;
use keydom_rules::games::keyflower::{Config, Keyflower, conservation, hidden_variant};

#[test]
fn random_springs_keep_the_contract_and_conserve_everything() {
    let mut playouts = Playouts::<Keyflower>::new((2..=4).map(Config::new));
    playouts.games = 100;
    playouts.max_steps = 5_000;
    playouts.invariant = Some(conservation);
    playouts.hidden_variant = Some(hidden_variant);
    playouts.full_checks_every = 6;
    let report = playouts.run().unwrap_or_else(|failure| panic!("{failure}"));
    println!("{report:?}");
    assert_eq!(report.games, 300);
    assert!(report.hidden_variants > 1_000, "{report:?}");
}
