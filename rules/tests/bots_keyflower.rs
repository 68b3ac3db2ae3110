//! Keyflower bots: sampled states match the view (and keep every worker, skill tile, tile and
//! contract accounted for), bots never peek, every level plays whole games for 2–6 players, the
//! secret winter choice is made by search and does not depend on what is hidden, and moves are
//! reproducible.

mod bots_support;

use bots_support::{check_determinize, check_never_peeks, head_to_head, play_all, positions};
use keydom_rules::bots::{Bot, BotGame, Level};
use keydom_rules::engine::{Game, GameRng, Seat, ToAct};
use keydom_rules::games::keyflower::state::Phase;
use keydom_rules::games::keyflower::{Config, Keyflower, conservation, hidden_variant};

/// The base game for `players`.
fn base(players: u8) -> Config {
    Config::new(players)
}

/// The Merchants for `players`, with variant A (`a`) and B (`b`) as asked.
fn merchants(players: u8, a: bool, b: bool) -> Config {
    Config { merchants: true, merchant_variant: a, tactician: b, ..Config::new(players) }
}

/// Every player count, the base game and The Merchants (plain, variant A, variant B).
fn configs() -> Vec<Config> {
    vec![
        base(2),
        merchants(3, false, true),
        base(4),
        merchants(5, true, false),
        merchants(6, false, false),
        base(6),
        merchants(2, false, true),
    ]
}

#[test]
fn sampled_states_give_the_seat_its_view_and_its_legal_actions() {
    let states = positions::<Keyflower>(&configs(), 2, 9);
    let checked = check_determinize::<Keyflower>(&states, conservation);
    assert!(checked > 1000, "{checked} sampled states");
}

#[test]
fn sampled_states_match_during_secret_choices_and_placements() {
    let secret = |s: &keydom_rules::games::keyflower::state::State| {
        matches!(s.phase, Phase::Choosing { .. }) || s.pending().is_some()
    };
    let states: Vec<_> = positions::<Keyflower>(&configs(), 2, 1).into_iter().filter(secret).step_by(7).collect();
    assert!(states.iter().any(|s| matches!(s.phase, Phase::Choosing { .. })));
    let checked = check_determinize::<Keyflower>(&states, conservation);
    assert!(checked > 1000, "{checked} sampled states");
}

#[test]
fn sampled_states_vary_what_is_hidden() {
    let state = Keyflower::setup(&merchants(4, false, false), 2).unwrap();
    let view = Keyflower::view(&state, Some(Seat(0)));
    let mut rng = GameRng::from_seed(3);
    let samples: Vec<_> = (0..8).map(|_| Keyflower::determinize(&view, Seat(0), &mut rng)).collect();
    let differ = |f: &dyn Fn(&keydom_rules::games::keyflower::state::State) -> String| {
        samples.iter().any(|s| f(s) != f(&samples[0]))
    };
    assert!(differ(&|s| format!("{:?}", s.players[Seat(1)].screen)), "other screens vary");
    assert!(differ(&|s| format!("{:?}", s.bag)), "the bag varies");
    assert!(differ(&|s| format!("{:?}", s.players[Seat(2)].winter)), "other winter hands vary");
    assert!(differ(&|s| format!("{:?}", s.contracts.piles)), "the contract piles vary");
    assert!(differ(&|s| format!("{:?}", s.rng)), "the game's generator varies");
}

#[test]
fn bots_choose_the_same_in_states_that_differ_only_in_hidden_parts() {
    let states = positions::<Keyflower>(&configs(), 1, 60);
    let compared = check_never_peeks::<Keyflower>(&states, hidden_variant, 2);
    assert!(compared > 50, "{compared} variants");
}

/// Each game ranked every seat and lasted at least a few placements per player and season.
fn check_whole_games(configs: &[Config], outcomes: &[keydom_rules::bots::arena::Outcome]) {
    for (config, outcome) in configs.iter().zip(outcomes) {
        let players = usize::from(config.players);
        assert_eq!(outcome.sheet.ranking.iter().flatten().count(), players);
        assert!(outcome.steps >= 8 * players, "{} actions with {players} players", outcome.steps);
    }
}

#[test]
fn beginner_and_standard_play_whole_games() {
    let configs = [base(2), merchants(3, false, true)];
    for level in [Level::Beginner, Level::Standard] {
        check_whole_games(&configs, &play_all::<Keyflower>(&configs, level, 25, 4));
    }
}

#[test]
fn strong_plays_whole_games() {
    let configs = [merchants(2, true, false), base(4)];
    check_whole_games(&configs, &play_all::<Keyflower>(&configs, Level::Strong, 2, 5));
}

#[test]
fn the_same_seed_gives_the_same_move() {
    let state = Keyflower::setup(&base(3), 8).unwrap();
    let ToAct::Seats(seats) = Keyflower::to_act(&state) else { panic!("the game goes on") };
    let view = Keyflower::view(&state, Some(seats[0]));
    for level in Level::ALL {
        let bot = Bot { level, budget: 20, seed: 3 };
        assert_eq!(bot.choose::<Keyflower>(&view, seats[0]), bot.choose::<Keyflower>(&view, seats[0]));
    }
}

#[test]
#[ignore = "slow in debug; the release figures come from examples/tournament.rs"]
fn standard_beats_beginner_in_two_player_games() {
    let rate = head_to_head::<Keyflower>(&base(2), Level::Standard, Level::Beginner, 6, 100);
    assert!(rate > 0.5, "Standard won {rate} against Beginner");
}
