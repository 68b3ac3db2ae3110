//! Keyflower under the engine's random-playout harness: the implemented part (set-up and
//! spring to its end and village building) for 2–4 players, with conservation and hidden variants.

use keydom_rules::engine::harness::Playouts;
use keydom_rules::games::keyflower::{Config, Keyflower, conservation, hidden_variant};

#[test]
fn random_springs_keep_the_contract_and_conserve_everything() {
    let mut playouts = Playouts::<Keyflower>::new((2..=4).map(Config::new));
    playouts.games = 80;
    playouts.max_steps = 5_000;
    playouts.invariant = Some(conservation);
    playouts.hidden_variant = Some(hidden_variant);
    playouts.full_checks_every = 8;
    playouts.illegal_probes = 2;
    let report = playouts.run().unwrap_or_else(|failure| panic!("{failure}"));
    println!("{report:?}");
    assert_eq!(report.games, 240);
    assert!(report.hidden_variants > 1_000, "{report:?}");
}
