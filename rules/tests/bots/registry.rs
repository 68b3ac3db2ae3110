//! Every registered game (`for_each_game!`) through the same checks, from its [`Checked`] hooks:
//! a quick run of the harness over all its tables, bots, hints and analyses that never peek at
//! what the deciding seat cannot see, an opening's analysis, and its rulebook scenarios. A game added to the registry is checked
//! here without a line of its own.

use crate::analysis::{check_judgements_never_peek, check_record, opening};
use crate::support::{check_hints, check_never_peeks, positions};
use keydom_rules::bots::BotGame;
use keydom_rules::engine::harness::{Checked, Playouts, Quick, hidden_variant, play_out};
use keydom_rules::engine::{Game, GameRng};
use keydom_rules::games::scenario::{Scenario, find};

/// The game's quick run ([`Checked::QUICK`]) over all its tables: conservation on every state,
/// and full checks (serde, views, hidden variants, legal and illegal probes) on every step of
/// one game in `fully_checked_every`.
fn passes_the_harness<G: Checked>() {
    let tables = G::tables().len();
    let Quick { games, fully_checked_every } = G::QUICK;
    let mut playouts = Playouts::<G>::checked(G::tables());
    playouts.games = games;
    playouts.full_checks_every = fully_checked_every;
    playouts.illegal_probes = 2;
    playouts.legal_checks = 8;
    let report = playouts.run().unwrap_or_else(|failure| panic!("{failure}"));
    println!("{report:?}");
    assert_eq!(report.games, games * tables);
    assert_eq!(report.fully_checked, games.div_ceil(fully_checked_every) * tables);
    assert!(report.hidden_variants > 100 * tables, "{report:?}");
    assert!(report.illegal_probes > 100 * tables, "{report:?}");
}

/// `per_game` positions from one random game of each of `tables`, spread over the whole game
/// (and its end).
fn spread<G: Checked + BotGame>(tables: Vec<G::Config>, per_game: usize) -> Vec<G::State> {
    let mut out = Vec::new();
    for config in tables {
        let mut state = G::setup(&config, 0).expect("sets up");
        let length = play_out::<G>(&mut state, &mut GameRng::from_seed(0));
        out.extend(positions::<G>(&[config], 1, (length / per_game).max(1)));
    }
    out
}

/// Four positions from one random game per table.
fn sample<G: Checked + BotGame>() -> Vec<G::State> {
    spread::<G>(G::tables(), 4)
}

/// Every bot level chooses the same in the real state and in a hidden variant, at a tiny budget.
fn bots_never_peek<G: Checked + BotGame>() {
    let compared = check_never_peeks::<G>(&sample::<G>(), hidden_variant::<G>, 2);
    assert!(compared >= 4 * G::tables().len(), "{compared} variants");
}

/// Hints rank the legal actions alike in the real state and in a hidden variant.
fn hints_never_peek<G: Checked + BotGame>() {
    let compared = check_hints::<G>(&sample::<G>(), hidden_variant::<G>, 16);
    assert!(compared >= 4 * G::tables().len(), "{compared} variants");
}

/// The analysis judges a step alike in the real state and in a hidden variant, on eight
/// positions of a game of the game's first table.
fn judgements_never_peek<G: Checked + BotGame>() {
    let states = spread::<G>(vec![G::tables().swap_remove(0)], 8);
    let compared = check_judgements_never_peek::<G>(&states, hidden_variant::<G>);
    assert!(compared > 3, "{compared} variants");
}

/// The opening (20 actions) of a three-player game, which every game seats, is analysed
/// decision by decision, reproducibly.
fn an_opening_is_analysed<G: BotGame>() {
    check_record(&opening::<G>(3, 4, 20));
}

/// Each scenario builds with legal moves only, its names and viewer fit its table, its step is
/// among its moves, its slug is unique and address-safe, and the position it shows has views.
fn scenarios_are_sound<G: Game>(all: &[Scenario<G>]) {
    assert!(!all.is_empty(), "every game shows at least one rulebook example");
    for (i, scenario) in all.iter().enumerate() {
        let played = scenario.play().unwrap_or_else(|e| panic!("{}: {e}", scenario.slug));
        assert!(scenario.step <= played.moves.len(), "{}: step beyond its moves", scenario.slug);
        let n = G::score(&played.positions[0]).points.len();
        assert_eq!(scenario.names.len(), n, "{}: one name per seat", scenario.slug);
        assert!(scenario.viewer.is_none_or(|s| s.index() < n), "{}: viewer at the table", scenario.slug);
        assert!(!scenario.slug.is_empty() && scenario.slug.chars().all(|c| c.is_ascii_lowercase() || c == '-'));
        assert_eq!(find(all, scenario.slug).map(|s| s.slug), Some(all[i].slug), "slugs are unique");
        let _ = G::view(&played.positions[scenario.step], scenario.viewer);
    }
    assert!(find(all, "no-such-example").is_none());
}

/// One module of tests per registered game.
macro_rules! every_game {
    ($($game:ident: $Type:ident [$ui:ident, $replays:ident, $bots:ident]),* $(,)?) => {$(
        mod $game {
            use keydom_rules::games::$game::{$Type, scenarios};

            #[test]
            fn passes_the_harness() {
                super::passes_the_harness::<$Type>();
            }

            #[test]
            fn bots_never_peek() {
                super::bots_never_peek::<$Type>();
            }

            #[test]
            fn hints_never_peek() {
                super::hints_never_peek::<$Type>();
            }

            #[test]
            fn judgements_never_peek() {
                super::judgements_never_peek::<$Type>();
            }

            #[test]
            fn an_opening_is_analysed() {
                super::an_opening_is_analysed::<$Type>();
            }

            #[test]
            fn scenarios_are_sound() {
                super::scenarios_are_sound(&scenarios::ALL);
            }
        }
    )*};
}
keydom_rules::for_each_game!(every_game);
