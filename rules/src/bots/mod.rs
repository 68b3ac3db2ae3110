//! Bots that never peek: three playing levels for every game that implements [`BotGame`].
//!
//! # What a bot sees
//! The entry point, [`choose`], takes the seat's [`Game::View`] and nothing else: the bot has no
//! way to reach the real state, so it cannot read hidden information by construction. Every
//! game supplies [`BotGame::determinize`], a function from (view, seat, generator) to a full
//! state whose view for that seat equals the given one; the hidden parts (other players'
//! money and secret commitments, the order of face-down piles, the game's own generator) are
//! sampled. The bot works only on such sampled states.
//!
//! Legal actions come from a determinized state. That is sound because a seat's own legal
//! actions depend only on what the seat can see; the tests `rules/tests/bots_*.rs` check it for
//! every game over many random positions (legal actions of the seat in the sampled state equal
//! those in the real one), together with the consistency of the views.
//!
//! # Levels
//! - [`Level::Beginner`]: one sampled state, each legal action followed by one short random
//!   playout and scored by the game's evaluation, then a choice weighted towards the better
//!   actions (a randomised greedy policy: sensible, but loose).
//! - [`Level::Standard`]: the same evaluation, averaged over several sampled states per
//!   action, and the best action taken (flat Monte Carlo on the seat's information set).
//! - [`Level::Strong`]: information-set Monte Carlo tree search ([`ismcts`]), with playouts
//!   cut short by the evaluation.
//!
//! Budgets are counted in playouts or iterations, never in time, and all randomness comes
//! from a [`GameRng`] seeded by the caller, so the same view, seat and seed always give the
//! same action.
//!
//! # Hints
//! [`hint`] runs Strong's search from a person's view and ranks all of the seat's legal actions
//! (visits, estimated win chance and its spread), on an iteration budget and a seed, so a hint
//! is reproducible and never peeks either.
//!
//! # Analysis
//! [`analysis`] judges every decision of a finished game the same way, from the deciding seat's
//! view at that moment: Strong's estimate of the move played (with a search focused on it if
//! the open search hardly tried it) and of the move it preferred, on iteration budgets per game
//! ([`BotGame::ANALYSIS_PERCENT`]) and seeds derived from the analysis seed, so it reproduces.
//!
//! # Adding a game
//! Implement [`BotGame`] (usually in `src/bots/<game>.rs`): `determinize`, `evaluate`, the
//! playout horizon, the evaluation scale and the default budgets; then run the generic checks
//! of `rules/tests/bots/support.rs` on it (views and legal actions of sampled states, whole
//! games; the registry test `bots/registry.rs` checks that bots and hints never peek) and measure the levels with `rules/examples/tournament.rs`. The latest figures
//! and the commands that produced them are in `docs/bots.md`. To let the page's bots play it,
//! give it a split point in the app's `src/bots/wire.rs` (`<game>_bots`, see
//! docs/code-splitting.md) and add that to the dispatch of its `answer`.
//!
//! # In the browser
//! The app's `src/bots/wire.rs` turns a question to a bot (record, seat, level, seed) and its answer into bytes, so
//! the page can ask a Web Worker (`src/ui/table/thinker.rs`) and stay responsive.
//!
//! # Why not `turnbase-bots`
//! `turnbase-bots` 0.1.1 exists and has an ISMCTS with max^n backups, but it does not fit:
//! its `Determinize` receives the real state (so a bot could peek, which our design forbids by
//! construction), its playouts always run to the end with no evaluation cut-off, it draws from
//! its own generator instead of [`GameRng`], and its tree has no notion of simultaneous secret
//! moves. An adapter would have to smuggle views through its state type. (It is pure Rust and
//! would likely build for wasm32; its speed was not measured, since the interface already rules
//! it out.) The search in [`ismcts`] is our own, under two hundred lines.

pub mod analysis;
pub mod arena;
/// The tournament's baseline (the `baseline` feature: tests and examples only).
#[cfg(feature = "baseline")]
pub mod baseline;
pub mod hint;
pub mod ismcts;
pub mod key_market;
pub mod keyflower;
pub mod keyper;
pub mod nuernberg;
mod playout;

use crate::engine::{Game, GameRng, Seat};
use serde::{Deserialize, Serialize};
use std::hash::Hash;

use playout::rewards;

/// What a game supplies so that bots can play it. Its actions hash, so that the search finds an
/// action's edge without scanning ([`ismcts`]).
pub trait BotGame: Game<Action: Hash> {
    /// How many actions a playout may take before the evaluation is used instead of playing on.
    const HORIZON: usize;
    /// How many points of estimated lead make a seat about e (2.7) times likelier to win than
    /// the other: the temperature turning [`BotGame::evaluate`] into win chances.
    const EVAL_SCALE: f64;
    /// The default budgets of Standard (sampled states per action) and Strong (search
    /// iterations), tuned per game so that Strong stays well within a second per move in wasm.
    const BUDGETS: Budgets;
    /// The iterations an analysis of a finished game spends per decision, in percent of
    /// `BUDGETS.strong` (see [`analysis::Budget::of`]): lower for games with many decisions, so
    /// that a 4-player game is analysed in about a minute in the browser.
    const ANALYSIS_PERCENT: u32 = 100;

    /// A full state consistent with `view`, the view of `seat`: its view for `seat` must equal
    /// `view`, and everything the view hides is drawn from `rng`. May panic if `view` is not
    /// `seat`'s own view (e.g. the public table's).
    fn determinize(view: &Self::View, seat: Seat, rng: &mut GameRng) -> Self::State;

    /// The estimated final points of every seat, in seat order (higher is better). It reads a
    /// full (in a bot, always sampled) state.
    fn evaluate(state: &Self::State) -> Vec<f64>;

    /// Of `legal` (`seat`'s legal actions in `state`), those the bots weigh for their own moves,
    /// in the search and in playouts: all of them unless the game knows some to be dominated.
    /// Hints still list every legal action, and an analysis still estimates a move left out.
    fn considered(state: &Self::State, seat: Seat, legal: Vec<Self::Action>) -> Vec<Self::Action> {
        let _ = (state, seat);
        legal
    }
}

/// How well a bot plays. The names are part of the save format.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// A randomised greedy policy: sensible but loose.
    Beginner,
    /// The game's evaluation averaged over sampled states: the best action it finds. A bot seat
    /// saved before levels existed plays at this level.
    #[default]
    Standard,
    /// ISMCTS with playouts cut short by the evaluation.
    Strong,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 3] = [Level::Beginner, Level::Standard, Level::Strong];

    /// The level's name in saves and forms: "beginner", "standard" or "strong".
    pub fn tag(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Standard => "standard",
            Level::Strong => "strong",
        }
    }
}

/// A game's default budgets (see [`BotGame::BUDGETS`]); Beginner always makes one playout per
/// action and has no budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budgets {
    /// Standard: sampled states (each with one playout per legal action).
    pub standard: u32,
    /// Strong: ISMCTS iterations.
    pub strong: u32,
}

impl Budgets {
    /// The default budget of `level` (1 for Beginner).
    pub fn of(self, level: Level) -> u32 {
        match level {
            Level::Beginner => 1,
            Level::Standard => self.standard,
            Level::Strong => self.strong,
        }
    }
}

/// A bot's settings: its level, its budget (see [`BotGame::BUDGETS`]) and its seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bot {
    /// How well it plays.
    pub level: Level,
    /// Sampled states (Standard) or iterations (Strong); unused by Beginner.
    pub budget: u32,
    /// The seed of every random choice.
    pub seed: u64,
}

impl Bot {
    /// A bot of `level` with game `G`'s default budget.
    pub fn new<G: BotGame>(level: Level, seed: u64) -> Self {
        Bot { level, budget: G::BUDGETS.of(level), seed }
    }

    /// The action this bot takes as `seat`, which sees `view`; `None` if `seat` has nothing to
    /// decide. The same bot, view and seat always give the same action.
    pub fn choose<G: BotGame>(&self, view: &G::View, seat: Seat) -> Option<G::Action> {
        let mut rng = GameRng::with_stream(self.seed, BOT_STREAM);
        let sampled = G::determinize(view, seat, &mut rng);
        let legal = G::considered(&sampled, seat, G::legal_actions(&sampled, seat));
        if legal.len() <= 1 {
            return legal.into_iter().next();
        }
        let pick = match self.level {
            Level::Beginner => playout::beginner::<G>(view, seat, &legal, &mut rng),
            Level::Standard => playout::standard::<G>(view, seat, &legal, self.budget, &mut rng),
            Level::Strong => ismcts::search::<G>(view, seat, &legal, self.budget, &mut rng),
        };
        Some(legal[pick].clone())
    }
}

/// The generator stream of bots ("bot"), apart from the games' and the harness's streams.
const BOT_STREAM: u64 = 0x62_6f74;

/// Shorthand for [`Bot::choose`] with the level's default budget.
pub fn choose<G: BotGame>(level: Level, view: &G::View, seat: Seat, seed: u64) -> Option<G::Action> {
    Bot::new::<G>(level, seed).choose::<G>(view, seat)
}
