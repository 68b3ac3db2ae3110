//! Keyflower bots: sampled states match the view (and keep every worker, skill tile, tile and
//! contract accounted for), bots never peek, every level plays whole games for 2–6 players, the
//! secret winter choice is made by search and does not depend on what is hidden, and moves are
//! reproducible.

use crate::support::{check_determinize, head_to_head, play_all, positions};
use keydom_rules::bots::keyflower::evaluate_2026;
use keydom_rules::bots::{Bot, BotGame, Level};
use keydom_rules::engine::harness::hidden_variant;
use keydom_rules::engine::{DataVersion, Game, GameRng, Seat, ToAct};
use keydom_rules::games::keyflower::data::{Colour, Season};
use keydom_rules::games::keyflower::state::{Build, Building, Hex, Phase, Spot, State};
use keydom_rules::games::keyflower::village::neighbour;
use keydom_rules::games::keyflower::{Action, Config, Keyflower, Options, arrange, conservation, score};

/// The base game for `players`.
fn base(players: u8) -> Config {
    Config::new(players)
}

/// The Merchants for `players`, with variant A (`a`) and B (`b`) as asked and the first seat
/// handicapped (variant C).
fn merchants(players: u8, a: bool, b: bool) -> Config {
    let options = Options { merchants: true, merchant_variant: a, tactician: b, handicap: vec![Seat(0)] };
    Keyflower::configure(players, &options)
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
    let secret = |s: &State| matches!(s.phase, Phase::Choosing { .. }) || s.pending().is_some();
    let states: Vec<_> = positions::<Keyflower>(&configs(), 2, 1).into_iter().filter(secret).step_by(7).collect();
    assert!(states.iter().any(|s| matches!(s.phase, Phase::Choosing { .. })));
    let checked = check_determinize::<Keyflower>(&states, conservation);
    assert!(checked > 1000, "{checked} sampled states");
}

#[test]
fn sampled_states_keep_the_options_the_swap_and_the_winter_boats() {
    let mut rng = GameRng::from_seed(4);
    let states = positions::<Keyflower>(&[merchants(3, false, true), merchants(5, true, false), base(4)], 2, 5);
    for state in &states {
        let seat = Seat((state.players() - 1) as u8);
        let sampled = Keyflower::determinize(&Keyflower::view(state, Some(seat)), seat, &mut rng);
        assert_eq!(sampled.winter_boats, state.winter_boats, "the order of the winter boats");
        assert_eq!(sampled.config, state.config, "the table's options");
        assert_eq!(sampled.swap, state.swap, "who swaps Sea Bastion II");
    }
    assert!(states.iter().any(|s| !s.winter_boats.is_empty()));
    assert!(states.iter().any(|s| s.swap.is_some()), "a Sea Bastion II swap was due");
}

#[test]
fn sampled_states_vary_what_is_hidden() {
    let state = Keyflower::setup(&merchants(4, false, false), 2).unwrap();
    let view = Keyflower::view(&state, Some(Seat(0)));
    let mut rng = GameRng::from_seed(3);
    let samples: Vec<_> = (0..8).map(|_| Keyflower::determinize(&view, Seat(0), &mut rng)).collect();
    let differ = |f: &dyn Fn(&State) -> String| samples.iter().any(|s| f(s) != f(&samples[0]));
    assert!(differ(&|s| format!("{:?}", s.players[Seat(1)].screen)), "other screens vary");
    assert!(differ(&|s| format!("{:?}", s.bag)), "the bag varies");
    assert!(differ(&|s| format!("{:?}", s.players[Seat(2)].winter)), "other winter hands vary");
    assert!(differ(&|s| format!("{:?}", s.contracts.piles)), "the contract piles vary");
    assert!(differ(&|s| format!("{:?}", s.rng)), "the game's generator varies");
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
fn every_level_plays_whole_games() {
    let beginner = [merchants(3, false, true)];
    check_whole_games(&beginner, &play_all::<Keyflower>(&beginner, Level::Beginner, 100, 4));
    let standard = [base(2)];
    check_whole_games(&standard, &play_all::<Keyflower>(&standard, Level::Standard, 25, 4));
    let strong = [merchants(2, true, false), base(4)];
    check_whole_games(&strong, &play_all::<Keyflower>(&strong, Level::Strong, 1, 5));
}

#[test]
#[ignore = "slow in debug: every level, every player count, with and without The Merchants"]
fn every_level_plays_whole_games_in_every_configuration() {
    for level in Level::ALL {
        check_whole_games(&configs(), &play_all::<Keyflower>(&configs(), level, 10, 6));
    }
}

#[test]
fn the_same_seed_gives_the_same_move() {
    let state = Keyflower::setup(&base(3), 8).unwrap();
    let ToAct::Seats(seats) = Keyflower::to_act(&state) else { panic!("the game goes on") };
    let view = Keyflower::view(&state, Some(seats.nth(0)));
    for level in Level::ALL {
        let bot = Bot { level, budget: 20, seed: 3 };
        assert_eq!(bot.choose::<Keyflower>(&view, seats.nth(0)), bot.choose::<Keyflower>(&view, seats.nth(0)));
    }
}

#[test]
#[ignore = "slow in debug; the release figures come from examples/tournament.rs"]
fn standard_beats_beginner_in_two_player_games() {
    let rate = head_to_head::<Keyflower>(&base(2), Level::Standard, Level::Beginner, 6, 100);
    assert!(rate > 0.5, "Standard won {rate} against Beginner");
}

/// A position of the secret winter choice: a random game of `config` played on to it.
fn winter_choice(config: &Config, seed: u64) -> State {
    let mut state = Keyflower::setup(config, seed).unwrap();
    let mut rng = GameRng::with_stream(seed, 9);
    while !matches!(state.phase, Phase::Choosing { .. }) {
        let ToAct::Seats(seats) = Keyflower::to_act(&state) else { panic!("the game ended before winter") };
        let legal = Keyflower::legal_actions(&state, seats.nth(0));
        Keyflower::apply(&mut state, seats.nth(0), &legal[rng.index(legal.len())]).unwrap();
    }
    state
}

#[test]
fn the_secret_winter_choice_is_searched_and_ignores_what_is_hidden() {
    let mut rng = GameRng::from_seed(11);
    // Two players' tiles are laid out unshuffled (data version 2), three or more shuffled.
    for (config, seed) in [(base(2), 3), (base(3), 4), (merchants(4, false, true), 5)] {
        let mut real = winter_choice(&config, seed);
        let seat = Keyflower::to_act(&real).seats().nth(0);
        let mut other =
            hidden_variant::<Keyflower>(&real, seat, &mut rng).expect("others' hands and screens can differ");
        let hands_differ = |s: Seat| s != seat && real.players[s].winter != other.players[s].winter;
        assert!(Seat::all(usize::from(config.players)).any(hands_differ), "others' winter hands differ");
        let mut chosen = Vec::new();
        for step in 0u64.. {
            let view = Keyflower::view(&real, Some(seat));
            assert_eq!(view, Keyflower::view(&other, Some(seat)));
            let bot = Bot { level: Level::Strong, budget: 40, seed: step };
            let action = bot.choose::<Keyflower>(&view, seat).expect("the seat chooses");
            assert_eq!(bot.choose::<Keyflower>(&Keyflower::view(&other, Some(seat)), seat), Some(action.clone()));
            Keyflower::apply(&mut real, seat, &action).unwrap();
            Keyflower::apply(&mut other, seat, &action).unwrap();
            match action {
                Action::PutUp(tile) => chosen.push(tile),
                Action::Confirm => break,
                other => panic!("{other:?} is no winter choice"),
            }
        }
        assert!(!chosen.is_empty(), "at least one tile is put up");
        assert!(matches!(&real.phase, Phase::Choosing { done } if done.contains(&seat)));
    }
}

#[test]
#[ignore = "slow in debug; the release figures come from examples/tournament.rs"]
fn strong_beats_standard_in_two_player_games() {
    let rate = head_to_head::<Keyflower>(&base(2), Level::Strong, Level::Standard, 4, 100);
    assert!(rate > 0.5, "Strong won {rate} against Standard");
}

/// The evaluation counts the purple marker for whoever winter leaves it with: "At the end of
/// winter the player winning the tile depicting the purple start player worker also takes the
/// purple start player worker" (data version 2; version 1 left it with the start player).
#[test]
fn the_evaluation_gives_the_purple_marker_to_the_winter_start_tiles_bidder() {
    let change = |version: u32| {
        let mut state = arrange::new_game(3);
        state.config.data = DataVersion(version);
        state.season = Season::Winter;
        state.phase = Phase::Turns { turn: Seat(0), passes: 0, pending: None };
        arrange::screen(&mut state, Seat(0), [1, 0, 0, 0]);
        let before = Keyflower::evaluate(&state);
        // With 3 players turn-order tile 2 shows the start icon: seat 0 bids on it.
        for action in [Action::Bid(Spot::TurnOrder(1)), Action::Worker(Colour::Blue), Action::Confirm] {
            Keyflower::apply(&mut state, Seat(0), &action).unwrap();
        }
        let after = Keyflower::evaluate(&state);
        (after[1] - before[1], after[0] - before[0] > 0.0)
    };
    // Without a bid the marker would pass to seat 1, the start player's left neighbour.
    assert_eq!(change(2), (-1.0, true));
    assert_eq!(change(1), (0.0, false), "version 1: the marker stayed with the start player");
}

/// "Each turn-order tile scores 1 VP for each adjacent tile" (data version 2 on, every tile next
/// to it): the evaluation counts a turn-order tile's neighbours as the score does; the baseline's
/// evaluation of 2026-11-27 did not.
#[test]
fn the_evaluation_counts_what_a_turn_order_tiles_neighbours_score() {
    let mut state = arrange::new_game(2);
    arrange::build(&mut state, Seat(0), "Woodcutter", Hex { q: 0, r: 1 }, 0);
    let before = (Keyflower::evaluate(&state)[0], evaluate_2026(&state)[0]);
    // Next to the home tile (0, 0) and the Woodcutter (0, 1).
    arrange::build_building(&mut state, Seat(0), Building::TurnOrder(0), Hex { q: -1, r: 1 }, 0);
    let after = (Keyflower::evaluate(&state)[0], evaluate_2026(&state)[0]);
    assert_eq!(score::turn_order_points(&state, &state.players[Seat(0)].village), 2);
    let gained = |(a, b): (f64, f64)| ((a * 1e6).round() / 1e6, (b * 1e6).round() / 1e6);
    assert_eq!(gained((after.0 - before.0, after.1 - before.1)), (2.0, 0.0));
}

/// Placing a won tile is weighed (issue 32 item 3): a turn-order tile, which scores a point per
/// neighbour, is only considered at the hexes next to the most tiles, of those the rules allow.
#[test]
fn a_turn_order_tile_is_considered_where_it_has_the_most_neighbours() {
    let mut state = arrange::new_game(2);
    arrange::build(&mut state, Seat(0), "Woodcutter", Hex { q: 0, r: 1 }, 0);
    arrange::build(&mut state, Seat(0), "Quarryman", Hex { q: 1, r: 0 }, 0);
    state.turn_order.retain(|t| t.tile != 0);
    state.players[Seat(0)].won = vec![Building::TurnOrder(0)];
    let tile = Building::TurnOrder(0);
    state.phase = Phase::Building { order: vec![Seat(0)], pending: Some(Build { tile, at: None }) };
    let legal = Keyflower::legal_actions(&state, Seat(0));
    let village = &state.players[Seat(0)].village;
    let neighbours = |action: &Action| {
        let Action::At(hex) = *action else { panic!("a hex: {action:?}") };
        (0..6).filter(|&d| village.iter().any(|p| p.at == neighbour(hex, d))).count()
    };
    let most = legal.iter().map(neighbours).max().expect("somewhere to build");
    assert!(legal.iter().any(|a| neighbours(a) < most), "some hexes have fewer neighbours: {legal:?}");
    let considered = Keyflower::considered(&state, Seat(0), legal.clone());
    assert!(!considered.is_empty() && considered.iter().all(|a| legal.contains(a)));
    assert!(considered.iter().all(|a| neighbours(a) == most), "{considered:?} of {legal:?}");
}
