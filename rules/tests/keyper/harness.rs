//! Keyper under the engine's random-playout harness, for 2–4 players: the contract, the
//! conservation of every good, animal, gem, keyple and tile, and the hidden bag and fairs; a
//! quick run, and the long runs (`#[ignore]`d): 10,000 games in two halves of versions 1 and 2,
//! and 2,502 of today's version.

use keydom_rules::engine::harness::{Playouts, random_step};
use keydom_rules::engine::{DataVersion, Game, GameRng};
use keydom_rules::games::keyper::{Config, Keyper, data};
use std::collections::BTreeSet;

/// Tables of 2–4 players with the rules and data of `version`.
fn configs_of(version: DataVersion) -> impl Iterator<Item = Config> {
    (2..=4).map(move |players| Config { players, data: version })
}

/// Random playouts for 2–4 players with the rules and data of `version`.
fn playouts_of(version: DataVersion, games: usize, first_seed: u64) -> Playouts<Keyper> {
    let mut playouts = Playouts::<Keyper>::checked(configs_of(version));
    playouts.games = games;
    playouts.first_seed = first_seed;
    playouts
}

/// Half of the long run: 5,001 seeded games (1,667 per player count) of data version `version`
/// from `first_seed`, with conservation, the end and the replay checked on every game and every
/// step of one game in a hundred fully checked (serde, views, hidden variants, legal and illegal
/// probes). The fingerprint names the games played (seeds, actions, final points and ranking),
/// so a change that alters no rule keeps it. Run both halves with
/// `cargo test -p keydom-rules --profile long --test keyper -- --ignored harness::` (they run on
/// both cores). A change of the data (costs, faces, fairs) or of a rule changes the games and so
/// the fingerprints: run the halves and, once the change is meant, copy the printed values
/// ("the games played changed: 0x…") into the two tests below. The first half plays version 1,
/// whose records must replay as they were played: its fingerprint never changes.
fn half_of_ten_thousand(version: DataVersion, first_seed: u64, fingerprint: u64) {
    long_run(version, 1_667, first_seed, fingerprint);
}

/// A long run of `games` per player count (see [`half_of_ten_thousand`]).
fn long_run(version: DataVersion, games: usize, first_seed: u64, fingerprint: u64) {
    Playouts::<Keyper>::long(configs_of(version), games, first_seed, 100).run_long(fingerprint);
}

#[test]
#[ignore = "large run; use --profile long"]
fn ten_thousand_random_games_first_half_version_1() {
    half_of_ten_thousand(DataVersion(1), 1_000, 0xb914_10f2_a16a_8ec8);
}

/// The second half plays data version 2 (fairs held at once), with the fingerprint it was
/// taken with.
#[test]
#[ignore = "large run; use --profile long"]
fn ten_thousand_random_games_second_half() {
    half_of_ten_thousand(DataVersion(2), 3_000, 0xb8d6_57de_6f12_6047);
}

/// Today's rules and data (version 3: fairs held by choice), 2,502 more games.
#[test]
#[ignore = "large run; use --profile long"]
fn random_games_of_todays_version() {
    long_run(data::DATA_VERSION, 834, 5_000, 0xc958_0d7d_e74c_149c);
}

/// Version 1 still plays the games it played before version 2 existed: a quick run whose
/// fingerprint was taken on the code before the version-2 rule fixes.
#[test]
fn random_games_of_version_1_play_as_before_version_2() {
    let report = playouts_of(DataVersion(1), 2, 5).run().unwrap_or_else(|failure| panic!("{failure}"));
    assert_eq!(report.games, 6);
    assert_eq!(report.fingerprint, 0x28db_db4a_438a_15cd, "version 1's games changed");
}

/// Version 2 still plays the games it played before version 3 existed (fairs held at once): a
/// quick run whose fingerprint was taken on the code before fairs were held by choice.
#[test]
fn random_games_of_version_2_play_as_before_version_3() {
    let report = playouts_of(DataVersion(2), 2, 5).run().unwrap_or_else(|failure| panic!("{failure}"));
    assert_eq!(report.games, 6);
    assert_eq!(report.fingerprint, 0x4ab0_cfb7_163d_c18d, "version 2's games changed");
}

/// The random games are worth what they reach: every season's end, followers, lay-downs, the
/// last round, picks, processing, trades, ships, builds, upgrades, fairs, refolds and rests must
/// all occur in 48 random games.
#[test]
fn random_games_reach_every_part_of_the_season() {
    let mut seen = BTreeSet::new();
    for players in 2..=4u8 {
        for seed in 0..16 {
            let mut state = Keyper::setup(&Keyper::configure(players, &()), seed).unwrap();
            let mut choices = GameRng::with_stream(seed, 7);
            while let Some((_, _, events)) = random_step::<Keyper>(&mut state, &mut choices) {
                for event in events {
                    let name: String = format!("{event:?}").chars().take_while(char::is_ascii_alphanumeric).collect();
                    seen.insert(name);
                }
            }
            assert_eq!(Keyper::score(&state).ranking.concat().len(), usize::from(players));
        }
    }
    let all = [
        "KeyperPlayed",
        "KeyplePlayed",
        "Followed",
        "Declined",
        "LaidDown",
        "Gained",
        "Picked",
        "BagRefilled",
        "LastRound",
        "FairHeld",
        "NoMoreFairs",
        "AnimalsLost",
        "BoardClaimed",
        "SeasonStarted",
        "Refolded",
        "Rested",
        "StartPlayer",
        "GameOver",
    ];
    let missing: Vec<&str> = all.iter().copied().filter(|e| !seen.contains(*e)).collect();
    assert!(missing.is_empty(), "never reached: {missing:?}");
}
