//! Key Market bots: sampled states match the view (and keep goods, gold and workers accounted
//! for), bots never peek, every level plays whole games for 2–4 players, and moves are
//! reproducible.

use crate::support::{check_determinize, head_to_head, play_all, positions};
use keydom_rules::bots::arena::Outcome;
use keydom_rules::bots::{Bot, BotGame, Level};
use keydom_rules::engine::{DataVersion, Game, GameRng, Seat, ToAct};
use keydom_rules::games::key_market::checks::conservation;
use keydom_rules::games::key_market::{Config, KeyMarket, Phase};

fn configs() -> Vec<Config> {
    (2..=4).map(|players| Config::new(players, false)).collect()
}

/// Each game (one per player count, 2–4) ranked every seat and reached the end of the second year.
fn check_whole_games(outcomes: &[Outcome]) {
    for (players, outcome) in (2..=4).zip(outcomes) {
        assert_eq!(outcome.sheet.ranking.iter().flatten().count(), players);
        assert!(outcome.steps >= 8 * players, "{} actions with {players} players", outcome.steps);
    }
}

#[test]
fn sampled_states_give_the_seat_its_view_and_its_legal_actions() {
    let states = positions::<KeyMarket>(&configs(), 3, 7);
    assert!(check_determinize::<KeyMarket>(&states, conservation) > 3000);
    // A game of an older data version is sampled with its own rules.
    let old = Config { data: DataVersion(1), ..Config::new(3, false) };
    let states = positions::<KeyMarket>(&[old], 1, 7);
    assert!(states.iter().all(|s| s.config.data == DataVersion(1)));
    assert!(check_determinize::<KeyMarket>(&states, conservation) > 300);
}

#[test]
fn sampled_states_match_during_secret_choices_and_pending_payments() {
    let secret = |s: &keydom_rules::games::key_market::State| match &s.phase {
        Phase::FarmHouse { paid } => paid.values().iter().any(Option::is_some),
        Phase::Bring { ready } => ready.values().iter().any(|&r| r),
        _ => s.pending.is_some(),
    };
    let states: Vec<_> = positions::<KeyMarket>(&configs(), 12, 1).into_iter().filter(secret).step_by(5).collect();
    assert!(states.len() > 100, "{} positions", states.len());
    assert!(check_determinize::<KeyMarket>(&states, conservation) > 1000);
}

#[test]
fn sampled_states_vary_what_is_hidden() {
    let mut state = KeyMarket::setup(&Config::new(4, false), 2).unwrap();
    let mut rng = GameRng::from_seed(3);
    while !matches!(state.phase, Phase::Market(_)) {
        let ToAct::Seats(seats) = KeyMarket::to_act(&state) else { panic!("the game ended early") };
        let legal = KeyMarket::legal_actions(&state, seats.nth(0));
        KeyMarket::apply(&mut state, seats.nth(0), &legal[rng.index(legal.len())]).unwrap();
    }
    let view = KeyMarket::view(&state, Some(Seat(0)));
    let samples: Vec<_> = (0..8).map(|_| KeyMarket::determinize(&view, Seat(0), &mut rng)).collect();
    assert!(samples.iter().any(|s| s.players[Seat(1)].goods != samples[0].players[Seat(1)].goods));
    assert!(samples.iter().any(|s| s.players[Seat(2)].gold != samples[0].players[Seat(2)].gold));
    assert!(samples.iter().any(|s| s.markers[1] != samples[0].markers[1]), "hidden year-2 markers vary");
}

#[test]
fn beginner_and_standard_play_whole_games_for_two_to_four_players() {
    for level in [Level::Beginner, Level::Standard] {
        check_whole_games(&play_all::<KeyMarket>(&configs(), level, 13, 4));
    }
}

#[test]
fn strong_plays_whole_games_for_two_to_four_players() {
    check_whole_games(&play_all::<KeyMarket>(&configs(), Level::Strong, 1, 5));
}

#[test]
fn the_same_seed_gives_the_same_move() {
    let state = KeyMarket::setup(&Config::new(3, false), 8).unwrap();
    let seat = KeyMarket::to_act(&state).seats().nth(0);
    let view = KeyMarket::view(&state, Some(seat));
    for level in Level::ALL {
        let bot = Bot { level, budget: 30, seed: 3 };
        assert_eq!(bot.choose::<KeyMarket>(&view, seat), bot.choose::<KeyMarket>(&view, seat));
    }
}

#[test]
fn standard_beats_beginner_in_two_player_games() {
    let config = Config::new(2, false);
    let rate = head_to_head::<KeyMarket>(&config, Level::Standard, Level::Beginner, 8, 50);
    assert!(rate > 0.6, "Standard won {rate} against Beginner");
}

#[test]
#[ignore = "slow in debug; the release figures come from examples/tournament.rs"]
fn strong_beats_standard_in_two_player_games() {
    let config = Config::new(2, false);
    let rate = head_to_head::<KeyMarket>(&config, Level::Strong, Level::Standard, 12, 100);
    assert!(rate > 0.5, "Strong won {rate} against Standard");
}
