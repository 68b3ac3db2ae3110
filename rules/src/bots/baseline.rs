//! The baseline to beat: each game's Strong bot as it stood on 2026-11-27 (issue 32 item 1), kept
//! for tournaments (`examples/tournament.rs`, level `baseline`) and tests, never for the app
//! (built with the `baseline` feature only).
//!
//! [`Baseline<G>`] is game `G` with the same rules, views and sampling, but the bot parameters
//! frozen in [`Frozen`]: the playout horizon, the evaluation scale, Strong's iterations and the
//! evaluation. It weighs every legal action (the default [`BotGame::considered`]), whatever `G`
//! leaves out since (Nürnberg's bots no longer pass while they can plan). The search itself ([`crate::bots`]'s
//! ISMCTS) and the sampling ([`BotGame::determinize`]) are shared, not frozen.
//!
//! Whoever changes a game's Strong (its constants, its evaluation) leaves the old figures here:
//! a game whose evaluation changes keeps its old one reachable (Nürnberg's as weights,
//! `bots::nuernberg::WEIGHTS_2026`, Keyper's as `bots::keyper::evaluate_2026`) and its [`Frozen::evaluate`] calls that instead of
//! [`BotGame::evaluate`]. `rules/tests/bots/baseline.rs` fails when the baseline's evaluation
//! drifts from its fingerprint.

use crate::bots::{BotGame, Budgets};
use crate::engine::{Events, Game, GameInfo, GameRng, ScoreSheet, Seat, SetupError, ToAct};
use crate::games::key_market::KeyMarket;
use crate::games::keyflower::Keyflower;
use crate::games::keyper::Keyper;
use crate::games::nuernberg::Nuernberg;
use std::marker::PhantomData;

/// Game `G` played by its frozen Strong (see the module doc).
pub struct Baseline<G>(PhantomData<G>);

/// What a game's baseline freezes: the constants of its Strong and its evaluation.
pub trait Frozen: BotGame {
    /// The playout horizon, in actions ([`BotGame::HORIZON`]).
    const FROZEN_HORIZON: usize;
    /// The evaluation's temperature ([`BotGame::EVAL_SCALE`]).
    const FROZEN_SCALE: f64;
    /// Strong's iterations ([`crate::bots::Budgets::strong`]).
    const FROZEN_STRONG: u32;

    /// The evaluation as it stood ([`BotGame::evaluate`]).
    fn frozen_evaluate(state: &Self::State) -> Vec<f64>;
}

impl Frozen for Nuernberg {
    const FROZEN_HORIZON: usize = 40;
    const FROZEN_SCALE: f64 = 5.0;
    const FROZEN_STRONG: u32 = 4000;

    fn frozen_evaluate(state: &Self::State) -> Vec<f64> {
        crate::bots::nuernberg::evaluate_with(state, &crate::bots::nuernberg::WEIGHTS_2026)
    }
}

impl Frozen for KeyMarket {
    const FROZEN_HORIZON: usize = 40;
    const FROZEN_SCALE: f64 = 8.0;
    const FROZEN_STRONG: u32 = 1000;

    fn frozen_evaluate(state: &Self::State) -> Vec<f64> {
        Self::evaluate(state)
    }
}

impl Frozen for Keyflower {
    const FROZEN_HORIZON: usize = 60;
    const FROZEN_SCALE: f64 = 6.0;
    const FROZEN_STRONG: u32 = 200;

    fn frozen_evaluate(state: &Self::State) -> Vec<f64> {
        crate::bots::keyflower::evaluate_2026(state)
    }
}

impl Frozen for Keyper {
    const FROZEN_HORIZON: usize = 60;
    const FROZEN_SCALE: f64 = 6.0;
    const FROZEN_STRONG: u32 = 800;

    fn frozen_evaluate(state: &Self::State) -> Vec<f64> {
        crate::bots::keyper::evaluate_2026::evaluate(state)
    }
}

/// Goofspiel (the test game) freezes its figures of 2026-11-27 too.
#[cfg(feature = "test-game")]
impl Frozen for crate::goofspiel::Goofspiel {
    const FROZEN_HORIZON: usize = 4;
    const FROZEN_SCALE: f64 = 4.0;
    const FROZEN_STRONG: u32 = 4000;

    fn frozen_evaluate(state: &Self::State) -> Vec<f64> {
        Self::evaluate(state)
    }
}

/// The rules are `G`'s, unchanged.
impl<G: Frozen> Game for Baseline<G> {
    const INFO: GameInfo = G::INFO;
    type Config = G::Config;
    type Options = G::Options;
    type State = G::State;
    type Action = G::Action;
    type View = G::View;
    type Event = G::Event;
    type Refusal = G::Refusal;

    fn configure(players: u8, options: &Self::Options) -> Self::Config {
        G::configure(players, options)
    }

    fn deal(config: &Self::Config, seed: u64) -> Result<Self::State, SetupError> {
        G::deal(config, seed)
    }

    fn to_act(state: &Self::State) -> ToAct {
        G::to_act(state)
    }

    fn choices(state: &Self::State, seat: Seat) -> Vec<Self::Action> {
        G::choices(state, seat)
    }

    fn check(state: &Self::State, seat: Seat, action: &Self::Action) -> Result<(), Self::Refusal> {
        G::check(state, seat, action)
    }

    fn explain(state: &Self::State, seat: Seat, action: &Self::Action) -> Self::Refusal {
        G::explain(state, seat, action)
    }

    fn resolve(state: &mut Self::State, seat: Seat, action: &Self::Action, events: &mut Events<Self::Event>) {
        G::resolve(state, seat, action, events)
    }

    fn view(state: &Self::State, viewer: Option<Seat>) -> Self::View {
        G::view(state, viewer)
    }

    fn score(state: &Self::State) -> ScoreSheet {
        G::score(state)
    }
}

/// The bot parameters are the frozen ones; the sampling is `G`'s.
impl<G: Frozen> BotGame for Baseline<G> {
    const HORIZON: usize = G::FROZEN_HORIZON;
    const EVAL_SCALE: f64 = G::FROZEN_SCALE;
    const BUDGETS: Budgets = Budgets { standard: G::BUDGETS.standard, strong: G::FROZEN_STRONG };

    fn determinize(view: &Self::View, seat: Seat, rng: &mut GameRng) -> Self::State {
        G::determinize(view, seat, rng)
    }

    fn evaluate(state: &Self::State) -> Vec<f64> {
        G::frozen_evaluate(state)
    }
}
