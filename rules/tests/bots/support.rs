//! Checks every game's bots must pass, generic over [`BotGame`]: sampled states are consistent
//! with the view, bots never peek, and bots of every level play whole games legally.

use keydom_rules::bots::arena::{self, Outcome, Player};
use keydom_rules::bots::hint::{Ranker, rank};
use keydom_rules::bots::{Bot, BotGame, Level};
use keydom_rules::engine::harness::random_step;
use keydom_rules::engine::{GameRng, Seat, TableConfig, ToAct};

/// A state a seat cannot tell from the given one (the harness's hidden variants).
pub type Variant<G> = fn(
    &<G as keydom_rules::engine::Game>::State,
    Seat,
    &mut GameRng,
) -> Option<<G as keydom_rules::engine::Game>::State>;

/// Positions from random playouts of `games` games per configuration, every `every` actions.
pub fn positions<G: BotGame>(configs: &[G::Config], games: u64, every: usize) -> Vec<G::State> {
    let mut out = Vec::new();
    for config in configs {
        for seed in 0..games {
            let mut rng = GameRng::with_stream(seed, 77);
            let mut state = G::setup(config, seed).expect("sets up");
            let mut step = 0;
            while matches!(G::to_act(&state), ToAct::Seats(_)) {
                if step % every == 0 {
                    out.push(state.clone());
                }
                random_step::<G>(&mut state, &mut rng);
                step += 1;
            }
            out.push(state);
        }
    }
    out
}

/// For every seat of every position, several sampled states: each gives the seat the same
/// view and the same legal actions as the real state, and passes `invariant`.
/// Returns how many sampled states were checked.
pub fn check_determinize<G: BotGame>(states: &[G::State], invariant: fn(&G::State) -> Result<(), String>) -> usize {
    let mut rng = GameRng::from_seed(5);
    let mut checked = 0;
    for state in states {
        for seat in Seat::all(G::score(state).points.len()) {
            let view = G::view(state, Some(seat));
            for _ in 0..3 {
                let sampled = G::determinize(&view, seat, &mut rng);
                assert_eq!(G::view(&sampled, Some(seat)), view, "view changed for {seat:?} in {state:?}");
                assert_eq!(G::legal_actions(&sampled, seat), G::legal_actions(state, seat), "legal actions differ");
                invariant(&sampled).unwrap_or_else(|e| panic!("sampled state breaks the invariant: {e}"));
                checked += 1;
            }
        }
    }
    checked
}

/// For every deciding seat of every position with a hidden variant: each level (at a small
/// budget) chooses the same, legal action in the real state and in the variant. Returns how
/// many variant pairs were compared.
pub fn check_never_peeks<G: BotGame>(states: &[G::State], variant: Variant<G>, budget: u32) -> usize {
    let mut rng = GameRng::from_seed(6);
    let mut compared = 0;
    for (i, state) in states.iter().enumerate() {
        for seat in G::to_act(state).seats() {
            let Some(other) = variant(state, seat, &mut rng) else { continue };
            assert_ne!(&other, state);
            for level in Level::ALL {
                let bot = Bot { level, budget, seed: i as u64 };
                let real = bot.choose::<G>(&G::view(state, Some(seat)), seat).expect("acts");
                let hidden = bot.choose::<G>(&G::view(&other, Some(seat)), seat).expect("acts");
                assert_eq!(real, hidden, "{level:?} as {seat:?} told the variant apart");
                assert!(G::legal_actions(state, seat).contains(&real), "{level:?} chose an illegal action");
            }
            compared += 1;
        }
    }
    compared
}

/// Hints, for every deciding seat of every position with a hidden variant, at `budget`
/// iterations: the ranking lists each legal action of the real state exactly once, its visits
/// add up to the budget, its estimates are win chances, it is the same in the variant (the
/// peek test) and when run again in slices, and its best action is the Strong bot's choice at
/// the same budget and seed. Returns how many variant pairs were compared.
pub fn check_hints<G: BotGame>(states: &[G::State], variant: Variant<G>, budget: u32) -> usize {
    let mut rng = GameRng::from_seed(8);
    let mut compared = 0;
    for (i, state) in states.iter().enumerate() {
        for seat in G::to_act(state).seats() {
            let Some(other) = variant(state, seat, &mut rng) else { continue };
            let view = G::view(state, Some(seat));
            let ranking = rank::<G>(&view, seat, budget, i as u64);
            let legal = G::legal_actions(state, seat);
            assert_eq!(ranking.len(), legal.len(), "{seat:?}: one line per legal action");
            assert!(legal.iter().all(|a| ranking.iter().filter(|r| r.action == *a).count() == 1));
            assert_eq!(ranking.iter().map(|r| r.visits).sum::<u32>(), budget, "every iteration tries one action");
            assert!(ranking.windows(2).all(|w| w[0].visits >= w[1].visits), "best first");
            assert!(ranking.iter().all(|r| (0.0..=1.0).contains(&r.mean) && r.spread >= 0.0));
            let hidden = rank::<G>(&G::view(&other, Some(seat)), seat, budget, i as u64);
            assert_eq!(hidden, ranking, "the hint for {seat:?} told the variant apart");
            let mut sliced = Ranker::<G>::new(&view, seat, i as u64).expect("the seat acts");
            sliced.run(budget / 3);
            sliced.run(budget - budget / 3);
            assert_eq!((sliced.done(), sliced.ranking()), (budget, ranking.clone()), "slices change nothing");
            if legal.len() > 1 {
                let bot = Bot { level: Level::Strong, budget, seed: i as u64 };
                assert_eq!(bot.choose::<G>(&view, seat).as_ref(), Some(&ranking[0].action), "the bot's own choice");
            }
            compared += 1;
        }
    }
    compared
}

/// Whole games with every seat at `level`, for each configuration, at `budget_percent` of the
/// default budgets; `arena::play` panics on any illegal action.
pub fn play_all<G: BotGame>(configs: &[G::Config], level: Level, budget_percent: u32, seed: u64) -> Vec<Outcome> {
    configs
        .iter()
        .map(|config| {
            let players = vec![Player::scaled::<G>(level, budget_percent); usize::from(config.players())];
            arena::play::<G>(config, seed, &players, 100_000)
        })
        .collect()
}

/// The win rate of seat 0 at `first` against `second` in all other seats, over `games` games
/// with seats rotated (seat 0 takes every position in turn).
pub fn head_to_head<G: BotGame>(
    config: &G::Config,
    first: Level,
    second: Level,
    games: u64,
    budget_percent: u32,
) -> f64 {
    let n = usize::from(config.players());
    let mut wins = 0.0;
    for game in 0..games {
        let hero = (game as usize) % n;
        let players: Vec<Player> =
            (0..n).map(|s| Player::scaled::<G>(if s == hero { first } else { second }, budget_percent)).collect();
        let outcome = arena::play::<G>(config, 1000 + game, &players, 100_000);
        wins += arena::win_share(&outcome.sheet, Seat(hero as u8));
    }
    wins / games as f64
}
