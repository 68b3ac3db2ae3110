//! The tournament's baseline (`bots::baseline`) stays the Strong bot of 2026-11-27:
//! its evaluation of seeded positions of every game keeps the fingerprint it had then (its
//! constants are written out in the module itself). When a game's own bot changes, these must not move; if they do,
//! the change reached code the baseline shares (the game's evaluation), and the old code must be
//! kept for the baseline (see the baseline module's doc). A rule change that alters the positions
//! themselves moves the fingerprints too; only then may they be recorded anew.

use crate::support::positions;
use keydom_rules::bots::BotGame;
use keydom_rules::bots::baseline::{Baseline, Frozen};
use keydom_rules::engine::Game;
use keydom_rules::games::key_market::{self, KeyMarket};
use keydom_rules::games::keyflower::Keyflower;
use keydom_rules::games::keyper::Keyper;
use keydom_rules::games::nuernberg::Nuernberg;

/// FNV-1a over the baseline's evaluations (in millionths of a point) of positions from seeded
/// random games of `configs`, one every `every` actions; and how many positions it read.
fn fingerprint<G: Frozen>(configs: &[G::Config], every: usize) -> (u64, usize) {
    let states = positions::<G>(configs, 1, every);
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for state in &states {
        for value in Baseline::<G>::evaluate(state) {
            for byte in ((value * 1e6).round() as i64).to_le_bytes() {
                hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
            }
        }
    }
    (hash, states.len())
}

fn configs<G: Game>(players: std::ops::RangeInclusive<u8>) -> Vec<G::Config> {
    players.map(|n| G::configure(n, &G::Options::default())).collect()
}

#[test]
fn the_baseline_evaluates_as_strong_did_on_2026_11_27() {
    let found = [
        ("nuernberg", fingerprint::<Nuernberg>(&configs::<Nuernberg>(2..=5), 3)),
        (
            "key_market",
            fingerprint::<KeyMarket>(&[key_market::Config::new(2, false), key_market::Config::new(4, false)], 9),
        ),
        ("keyflower", fingerprint::<Keyflower>(&configs::<Keyflower>(2..=6), 25)),
        ("keyper", fingerprint::<Keyper>(&configs::<Keyper>(2..=4), 9)),
    ];
    let expected: [(&str, (u64, usize)); 4] = [
        ("nuernberg", (0x9506_c1f6_3100_ad55, 140)),
        ("key_market", (0x4169_69a8_5b4d_8ed6, 56)),
        ("keyflower", (0xbf30_c8ba_72bf_3679, 121)),
        ("keyper", (0xfb7e_153c_697e_a5f8, 92)),
    ];
    assert_eq!(found, expected, "{found:#x?}");
}
