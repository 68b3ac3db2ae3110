//! A random-playout test harness that checks any [`Game`] against the engine contract.
//!
//! [`Playouts`] plays many seeded games with random legal actions and checks, at every step,
//! who must act and what they may do, that legal actions apply and illegal ones are refused
//! without touching the state (actions seen legal elsewhere, and malformed ones: a legal
//! action's bytes with one byte changed, as a tampered link would carry; a panic counts as a
//! failure too), that states round-trip through JSON and views serialise, the
//! game's own invariant, and (given a way to vary hidden parts) that views hide what they
//! should, and the shape of the score sheet. At the end it checks that everything is refused
//! with `GameOver`, that set-up is deterministic and that the record replays to the final state.
//!
//! Full per-step checks are costly (JSON round trips, views, hidden variants, probes), so a long
//! run gives them to a sample of its games ([`Playouts::full_checks_every`]) and checks the cheap
//! invariants on every game: the game's conservation rule at every step, that it ends, the score
//! sheet's shape and the replay of its record.
//!
//! Every game is played with the same choices whatever is checked: the seat and the action come
//! from their own [`GameRng`] stream, exactly as [`random_game`] chooses them, and the checks draw
//! from other streams. So a run's [`PlayoutReport::fingerprint`] names the games it played, and a
//! refactor that changes no rule leaves it unchanged. A [`HarnessFailure`] (configuration, seed,
//! step) reproduces exactly.

mod checked;
mod playout;

pub use checked::{Checked, Quick, hidden_variant};

use super::{Game, GameRng, Seat, ToAct};
use playout::Playout;
use std::fmt;

/// The stream of the harness's choices ("harness"), apart from every game's own stream.
const CHOICE_STREAM: u64 = 0x68_6172_6e65_7373;
/// The stream handed to `hidden_variant`, so that setting it does not change the choices.
const VARIANT_STREAM: u64 = CHOICE_STREAM + 1;
/// The stream that picks which legal actions to apply to a copy and which illegal ones to probe.
const PROBE_STREAM: u64 = CHOICE_STREAM + 2;
/// The stream that mutates actions into malformed ones ("mutate").
const MUTATION_STREAM: u64 = 0x6d75_7461_7465;

/// A game's conservation rule (tokens, money, cards): `Err` says what is off.
pub type Invariant<G> = fn(&<G as Game>::State) -> Result<(), String>;

/// A state different from the given one that the seat cannot tell apart from it, drawn with the
/// generator; `None` when nothing hidden from that seat can vary.
pub type HiddenVariant<G> = fn(&<G as Game>::State, Seat, &mut GameRng) -> Option<<G as Game>::State>;

/// A run of seeded random playouts of game `G`; set the fields, then call [`Playouts::run`].
pub struct Playouts<G: Game> {
    /// The configurations to play, e.g. one per player count; each plays `games` games.
    pub configs: Vec<G::Config>,
    /// Games per configuration, with seeds `first_seed`, `first_seed + 1`, …
    pub games: usize,
    /// The seed of the first game.
    pub first_seed: u64,
    /// The most actions a game may take before it counts as never ending.
    pub max_steps: usize,
    /// Refused actions tried at each step (and once the game is over).
    pub illegal_probes: usize,
    /// Malformed actions tried at each step: a legal action's bytes with one byte changed.
    pub malformed_probes: usize,
    /// The most legal actions per acting seat applied to a copy at each step (shorter lists whole).
    pub legal_checks: usize,
    /// The game's conservation rule, checked on every state (and on every hidden variant).
    pub invariant: Option<Invariant<G>>,
    /// Hidden variants, asked for every seat on every state: the seat's view and the table's
    /// must not change.
    pub hidden_variant: Option<HiddenVariant<G>>,
    /// Every step of one game in this many gets the full checks (serde, views, hidden variants,
    /// legal and illegal probes); the others get the cheap ones (the invariant, the end, the
    /// sheet, the replay). 1 checks every game fully.
    pub full_checks_every: usize,
}

/// What a successful run checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayoutReport {
    /// Games played to the end.
    pub games: usize,
    /// Actions applied over all games.
    pub steps: usize,
    /// Actions in the longest game.
    pub longest_game: usize,
    /// Illegal actions tried (all of them refused correctly).
    pub illegal_probes: usize,
    /// Of those, malformed actions (changed bytes that still decode to an action).
    pub malformed_probes: usize,
    /// Hidden variants (different from the real state) whose views matched.
    pub hidden_variants: usize,
    /// Games that had the full per-step checks.
    pub fully_checked: usize,
    /// A hash of every game played, in order: its seed, its actions (postcard) and its final
    /// points and ranking. The configuration is left out so that a field added to it with a
    /// default (such as a data version) keeps the fingerprint.
    pub fingerprint: u64,
}

/// Which part of the contract a game broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// `setup` refused a configuration under test.
    Setup,
    /// `setup` with the same seed gave different states.
    Determinism,
    /// `to_act` and `legal_actions` disagree, or a seat must act with nothing to do.
    ToAct,
    /// `check` and `legal_actions` disagree about an action.
    Agreement,
    /// An action from `legal_actions` was refused.
    Legal,
    /// An illegal action was accepted, refused for the wrong reason, changed the state, was
    /// refused without a German and an English text, or made the game panic.
    Refusal,
    /// An event does not serialise or has no German or English text.
    Events,
    /// The state does not round-trip through JSON, or a view does not serialise.
    Serde,
    /// The game's own invariant failed.
    Invariant,
    /// A seat (or the table) can tell a hidden variant from the real state: by its view, by its
    /// legal actions, or by a preview of one of them.
    HiddenInfo,
    /// The game did not end within `max_steps`.
    Termination,
    /// The score sheet does not fit the seats or its categories, or a category lacks its rule.
    Score,
    /// The record does not round-trip or does not replay to the final state.
    Replay,
}

/// The first contract violation found, with what is needed to reproduce it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HarnessFailure {
    /// The configuration, as `Debug` prints it.
    pub config: String,
    /// The game seed.
    pub seed: u64,
    /// Actions applied before the failure (0: the opening position).
    pub step: usize,
    /// What was violated.
    pub check: Check,
    /// The details, with the actions involved as `Debug` prints them.
    pub detail: String,
}

impl fmt::Display for HarnessFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} failed for config {}, seed {}, step {}: {}",
            self.check, self.config, self.seed, self.step, self.detail
        )
    }
}

impl std::error::Error for HarnessFailure {}

impl<G: Game> Playouts<G> {
    /// A run over `configs` with defaults: 100 games each from seed 1, at most 10 000 steps,
    /// 4 illegal and 2 malformed probes a step, 32 legal actions per seat, no invariant, no
    /// hidden variants, every game fully checked.
    pub fn new(configs: impl IntoIterator<Item = G::Config>) -> Self {
        Playouts {
            configs: configs.into_iter().collect(),
            games: 100,
            first_seed: 1,
            max_steps: 10_000,
            illegal_probes: 4,
            malformed_probes: 2,
            legal_checks: 32,
            invariant: None,
            hidden_variant: None,
            full_checks_every: 1,
        }
    }

    /// Plays every game, stopping at the first violation.
    /// Panics if there is no configuration or no game: such a run would prove nothing.
    pub fn run(&self) -> Result<PlayoutReport, HarnessFailure> {
        assert!(!self.configs.is_empty() && self.games > 0, "Playouts::run with nothing to play");
        let mut report = PlayoutReport { fingerprint: playout::FNV_OFFSET, ..PlayoutReport::default() };
        for config in &self.configs {
            for i in 0..self.games {
                Playout::new(self, config, self.first_seed.wrapping_add(i as u64), i).play(&mut report)?;
            }
        }
        Ok(report)
    }

    /// A long run (or one half of it) as the games' `#[ignore]`d tests play it: runs, prints
    /// the report, and panics on a failure, on a game not played or not checked as set, or when
    /// the games played differ from the recorded `fingerprint` (the message gives the new one,
    /// to record once a change of the games is meant).
    pub fn run_long(&self, fingerprint: u64) {
        let report = self.run().unwrap_or_else(|failure| panic!("{failure}"));
        println!("{report:?}");
        assert_eq!(report.games, self.configs.len() * self.games);
        assert_eq!(report.fully_checked, self.configs.len() * self.games.div_ceil(self.full_checks_every.max(1)));
        assert_eq!(report.fingerprint, fingerprint, "the games played changed: {:#x}", report.fingerprint);
    }
}

/// Plays one game of `config` from `seed` to its end with uniformly random legal actions (and a
/// random seat, when several may act) and returns how many actions it took. It checks nothing:
/// it is what the speed benchmarks run (the app's `examples/engine_speed.rs`); [`Playouts`] is the
/// checked version.
pub fn random_game<G: Game>(config: &G::Config, seed: u64) -> usize {
    let mut state = G::setup(config, seed).expect("a valid configuration");
    play_out::<G>(&mut state, &mut GameRng::with_stream(seed, CHOICE_STREAM))
}

/// One random step, chosen as [`random_game`] chooses: a seat drawn from those who must act, then
/// one of its legal actions, applied. Gives the seat, the action and its events; `None`, with the
/// state unchanged, once the game is over. Tests play positions forward with it.
pub fn random_step<G: Game>(state: &mut G::State, choices: &mut GameRng) -> Option<(Seat, G::Action, Vec<G::Event>)> {
    let ToAct::Seats(seats) = G::to_act(state) else { return None };
    let seat = seats.nth(choices.index(seats.len()));
    let legal = G::legal_actions(state, seat);
    let action = legal[choices.index(legal.len())].clone();
    let events = G::apply(state, seat, &action).expect("a legal action applies");
    Some((seat, action, events))
}

/// Plays `state` to the end with [`random_step`]s drawn from `choices`; returns how many actions
/// that took.
pub fn play_out<G: Game>(state: &mut G::State, choices: &mut GameRng) -> usize {
    let mut steps = 0;
    while random_step::<G>(state, choices).is_some() {
        steps += 1;
    }
    steps
}
