//! Hints: the Strong bot's search ([`super::ismcts`]) run from one seat's view, reporting on
//! every legal action of that seat instead of playing one.
//!
//! A [`Ranker`] starts exactly as [`super::Bot::choose`] does at [`super::Level::Strong`] (the
//! same generator stream, the same sampled state for the legal actions), so the same view, seat
//! and seed always give the same ranking, and its best action is the one a Strong bot with the
//! same budget and seed would play. It can run in slices ([`Ranker::run`]), so a caller can
//! report progress or stop between them; the slices change nothing in the result.
//!
//! Per action the ranking gives what the search measured at the root: how often it was tried,
//! the mean reward it brought (the seat's share of the win: 1 for a win, 1/k for a k-way tie,
//! and before the end the evaluation turned into a win chance; so it reads as a win chance),
//! and the standard error of that mean (how sure the figure is). The order is by visits, most
//! first (ties in the order of the legal actions), as the bot picks. A focused ranker
//! ([`Ranker::focused`]) spends every iteration on one given action, for an analysis that must
//! estimate a move the open search hardly tried.

use super::ismcts::Tree;
use super::{BOT_STREAM, BotGame};
use crate::engine::{GameRng, Seat, sort};

/// How many times the Strong bot's budget ([`super::Budgets::strong`]) a hint searches: a
/// person waits for a hint once in a while, so it may think longer than a bot's move.
pub const HINT_FACTOR: u32 = 4;

/// The iterations of a hint for game `G`.
pub fn hint_budget<G: BotGame>() -> u32 {
    G::BUDGETS.strong * HINT_FACTOR
}

/// What the search found out about one legal action.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked<A> {
    /// The action.
    pub action: A,
    /// How many iterations tried it first.
    pub visits: u32,
    /// The mean reward of those iterations: the seat's estimated win chance, 0..=1 (0 if never
    /// tried).
    pub mean: f64,
    /// The standard error of `mean` (0 with fewer than two visits).
    pub spread: f64,
}

/// A search from one seat's view that ranks the seat's legal actions, run in slices.
pub struct Ranker<G: BotGame> {
    view: G::View,
    seat: Seat,
    legal: Vec<G::Action>,
    tree: Tree<G>,
    rng: GameRng,
    done: u32,
}

impl<G: BotGame> Ranker<G> {
    /// A search for `seat`, which sees `view`, with random choices from `seed`; `None` if the
    /// seat has nothing to do.
    pub fn new(view: &G::View, seat: Seat, seed: u64) -> Option<Self> {
        let mut rng = GameRng::with_stream(seed, BOT_STREAM);
        let legal = G::legal_actions(&G::determinize(view, seat, &mut rng), seat);
        (!legal.is_empty()).then(|| Ranker { view: view.clone(), seat, legal, tree: Tree::new(), rng, done: 0 })
    }

    /// A search like [`Ranker::new`] in which the seat always takes `action` first, so every
    /// iteration estimates that action (the others keep no visits); `None` if `action` is not
    /// one of the seat's legal actions.
    pub fn focused(view: &G::View, seat: Seat, seed: u64, action: &G::Action) -> Option<Self> {
        let ranker = Self::new(view, seat, seed)?;
        ranker.legal.contains(action).then(|| Ranker { tree: Tree::focused(action.clone()), ..ranker })
    }

    /// Runs `iterations` more iterations.
    pub fn run(&mut self, iterations: u32) {
        for _ in 0..iterations {
            self.tree.grow(&self.view, self.seat, &mut self.rng);
        }
        self.done += iterations;
    }

    /// How many iterations have run.
    pub fn done(&self) -> u32 {
        self.done
    }

    /// Every legal action of the seat with its figures, the best first.
    pub fn ranking(&self) -> Vec<Ranked<G::Action>> {
        let mut ranked: Vec<Ranked<G::Action>> = self
            .legal
            .iter()
            .map(|action| {
                let (visits, sum, sum_sq) =
                    self.tree.root(self.seat, action).map_or((0, 0.0, 0.0), |e| (e.visits, e.reward, e.reward_sq));
                let n = f64::from(visits);
                let mean = if visits == 0 { 0.0 } else { sum / n };
                let spread = if visits < 2 {
                    0.0
                } else {
                    let variance = ((sum_sq - n * mean * mean) / (n - 1.0)).max(0.0);
                    (variance / n).sqrt()
                };
                Ranked { action: action.clone(), visits, mean, spread }
            })
            .collect();
        // A stable sort: equal visits keep the order of the legal actions, as the bot does.
        sort::sort_by_key(&mut ranked, |r| std::cmp::Reverse(r.visits));
        ranked
    }
}

/// The ranking of `seat`'s legal actions after `iterations` iterations from its `view`
/// (empty if the seat has nothing to do).
pub fn rank<G: BotGame>(view: &G::View, seat: Seat, iterations: u32, seed: u64) -> Vec<Ranked<G::Action>> {
    Ranker::<G>::new(view, seat, seed).map_or_else(Vec::new, |mut ranker| {
        ranker.run(iterations);
        ranker.ranking()
    })
}
