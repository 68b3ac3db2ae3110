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

use super::{Game, GameRng, Record, RuleError, ScoreSheet, Seat, ToAct, preview, replay};
use crate::text::{Describe, Text};
use std::fmt;

/// The stream of the harness's choices ("harness"), apart from every game's own stream.
const CHOICE_STREAM: u64 = 0x68_6172_6e65_7373;
/// The stream handed to `hidden_variant`, so that setting it does not change the choices.
const VARIANT_STREAM: u64 = CHOICE_STREAM + 1;
/// The stream that picks which legal actions to apply to a copy and which illegal ones to probe.
const PROBE_STREAM: u64 = CHOICE_STREAM + 2;
/// The stream that mutates actions into malformed ones ("mutate").
const MUTATION_STREAM: u64 = 0x6d75_7461_7465;
/// How many distinct actions a playout remembers as material for illegal probes.
const SEEN_ACTIONS: usize = 256;
/// How many of an acting seat's actions are previewed on each of its hidden variants.
const PREVIEWS: usize = 2;

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
    /// The score sheet does not fit the seats or its categories.
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
        let mut report = PlayoutReport { fingerprint: FNV_OFFSET, ..PlayoutReport::default() };
        for config in &self.configs {
            for i in 0..self.games {
                let seed = self.first_seed.wrapping_add(i as u64);
                let playout = Playout {
                    run: self,
                    config,
                    seed,
                    seats: G::seat_count(config),
                    full: i % self.full_checks_every.max(1) == 0,
                    step: 0,
                    choices: GameRng::with_stream(seed, CHOICE_STREAM),
                    probes: GameRng::with_stream(seed, PROBE_STREAM),
                    variants: GameRng::with_stream(seed, VARIANT_STREAM),
                    mutations: GameRng::with_stream(seed, MUTATION_STREAM),
                    seen: Vec::new(),
                };
                playout.play(&mut report)?;
            }
        }
        Ok(report)
    }
}

/// The reason an illegal probe must be refused with.
#[derive(Clone, Copy, Debug)]
enum Expect {
    Rule,
    NotYourTurn(Seat),
    GameOver,
}

impl Expect {
    fn matches<E>(self, error: &RuleError<E>) -> bool {
        match (self, error) {
            (Expect::Rule, RuleError::Rule(_)) | (Expect::GameOver, RuleError::GameOver) => true,
            (Expect::NotYourTurn(seat), RuleError::NotYourTurn(s)) => seat == *s,
            _ => false,
        }
    }
}

/// One game in progress under the harness.
struct Playout<'a, G: Game> {
    run: &'a Playouts<G>,
    config: &'a G::Config,
    seed: u64,
    seats: usize,
    /// Whether this game gets the full per-step checks.
    full: bool,
    step: usize,
    /// Chooses the seat and the action, as [`random_game`] does; nothing else draws from it.
    choices: GameRng,
    probes: GameRng,
    variants: GameRng,
    mutations: GameRng,
    /// Distinct actions seen legal so far, for illegal probes.
    seen: Vec<G::Action>,
}

impl<G: Game> Playout<'_, G> {
    fn fail(&self, check: Check, detail: impl Into<String>) -> HarnessFailure {
        HarnessFailure {
            config: format!("{:?}", self.config),
            seed: self.seed,
            step: self.step,
            check,
            detail: detail.into(),
        }
    }

    fn play(mut self, report: &mut PlayoutReport) -> Result<(), HarnessFailure> {
        let setup = |seed| G::setup(self.config, seed).map_err(|e| self.fail(Check::Setup, e.0.en));
        let mut state = setup(self.seed)?;
        if self.full && setup(self.seed)? != state {
            return Err(self.fail(Check::Determinism, "two set-ups with the same seed differ"));
        }
        let mut record = Record::<G>::new(self.config.clone(), self.seed);
        loop {
            if self.full {
                self.check_state(&state, report)?;
            } else {
                self.check_invariant(&state)?;
            }
            let ToAct::Seats(acting) = G::to_act(&state) else { break };
            if self.step == self.run.max_steps {
                return Err(self.fail(Check::Termination, format!("not over after {} actions", self.step)));
            }
            if self.full {
                self.check_turn(&state, &acting, report)?;
            }
            let seat = acting[self.choices.index(acting.len())];
            let legal = G::legal_actions(&state, seat);
            if legal.is_empty() {
                return Err(self.fail(Check::ToAct, format!("{seat:?} must act but has no legal action")));
            }
            let action = legal[self.choices.index(legal.len())].clone();
            self.apply_legal(&mut state, seat, &action)?;
            record.actions.push((seat, action));
            self.step += 1;
        }
        let sheet = G::score(&state);
        self.check_sheet(&sheet)?;
        self.check_over(&state, report)?;
        self.check_record(&record, &state)?;
        report.fingerprint = fingerprint(report.fingerprint, &record, &sheet);
        report.games += 1;
        report.fully_checked += usize::from(self.full);
        report.steps += self.step;
        report.longest_game = report.longest_game.max(self.step);
        Ok(())
    }

    /// Serde, views, the invariant, hidden variants and the sheet's shape, for any state.
    fn check_state(&mut self, state: &G::State, report: &mut PlayoutReport) -> Result<(), HarnessFailure> {
        let json = serde_json::to_string(state).map_err(|e| self.fail(Check::Serde, format!("state: {e}")))?;
        match serde_json::from_str::<G::State>(&json) {
            Ok(back) if back == *state => {}
            Ok(back) => return Err(self.fail(Check::Serde, format!("state {state:?} came back as {back:?}"))),
            Err(e) => return Err(self.fail(Check::Serde, format!("state does not deserialise: {e}"))),
        }
        for viewer in Seat::all(self.seats).map(Some).chain([None]) {
            serde_json::to_string(&G::view(state, viewer))
                .map_err(|e| self.fail(Check::Serde, format!("view for {viewer:?}: {e}")))?;
        }
        self.check_invariant(state)?;
        if let Some(variant_of) = self.run.hidden_variant {
            for seat in Seat::all(self.seats) {
                let Some(variant) = variant_of(state, seat, &mut self.variants) else { continue };
                self.check_variant(state, seat, &variant)?;
                self.check_variant_choices(state, seat, &variant)?;
                report.hidden_variants += 1;
            }
        }
        self.check_sheet(&G::score(state))
    }

    fn check_invariant(&self, state: &G::State) -> Result<(), HarnessFailure> {
        match self.run.invariant {
            Some(invariant) => invariant(state).map_err(|e| self.fail(Check::Invariant, e)),
            None => Ok(()),
        }
    }

    fn check_variant(&self, state: &G::State, seat: Seat, variant: &G::State) -> Result<(), HarnessFailure> {
        if variant == state {
            return Err(self.fail(Check::HiddenInfo, format!("the variant for {seat:?} is the real state")));
        }
        if let Some(invariant) = self.run.invariant {
            invariant(variant)
                .map_err(|e| self.fail(Check::HiddenInfo, format!("the variant breaks the invariant: {e}")))?;
        }
        for viewer in [Some(seat), None] {
            let (real, seen) = (G::view(state, viewer), G::view(variant, viewer));
            if real != seen {
                return Err(self.fail(
                    Check::HiddenInfo,
                    format!("{viewer:?} tells the states apart: view {real:?}, variant's view {seen:?}"),
                ));
            }
        }
        Ok(())
    }

    /// What an acting seat may do, and what previews show it, must not depend on what it cannot
    /// see (bots choose from a sampled state and play the same action in the real one).
    fn check_variant_choices(
        &mut self,
        state: &G::State,
        seat: Seat,
        variant: &G::State,
    ) -> Result<(), HarnessFailure> {
        if !G::to_act(state).seats().contains(&seat) {
            return Ok(());
        }
        let legal = G::legal_actions(state, seat);
        if G::legal_actions(variant, seat) != legal {
            return Err(self.fail(Check::HiddenInfo, format!("{seat:?} has other legal actions in a hidden variant")));
        }
        for _ in 0..PREVIEWS.min(legal.len()) {
            let action = &legal[self.probes.index(legal.len())];
            let (real, seen) = (preview::<G>(state, seat, action), preview::<G>(variant, seat, action));
            if real != seen {
                return Err(self.fail(
                    Check::HiddenInfo,
                    format!(
                        "the preview of {action:?} for {seat:?} tells the states apart: {real:?}, variant's {seen:?}"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Who acts and what they may do; every legal action applies; illegal ones are refused.
    fn check_turn(
        &mut self,
        state: &G::State,
        acting: &[Seat],
        report: &mut PlayoutReport,
    ) -> Result<(), HarnessFailure> {
        let mut sorted = acting.to_vec();
        sorted.sort();
        sorted.dedup();
        if acting.is_empty() || sorted.len() != acting.len() || acting.iter().any(|s| s.index() >= self.seats) {
            return Err(self.fail(Check::ToAct, format!("to_act is {acting:?} with {} seats", self.seats)));
        }
        for seat in Seat::all(self.seats) {
            let legal = G::legal_actions(state, seat);
            match (acting.contains(&seat), legal.is_empty()) {
                (true, true) => {
                    return Err(self.fail(Check::ToAct, format!("{seat:?} must act but has no legal action")));
                }
                (false, false) => {
                    return Err(self.fail(Check::ToAct, format!("{seat:?} need not act but may play {legal:?}")));
                }
                _ => {}
            }
            let mut picks: Vec<usize> = (0..legal.len()).collect();
            if picks.len() > self.run.legal_checks {
                self.probes.shuffle(&mut picks);
                picks.truncate(self.run.legal_checks);
            }
            for i in picks {
                if let Err(refusal) = G::check(state, seat, &legal[i]) {
                    return Err(self.fail(
                        Check::Agreement,
                        format!("{seat:?} may play {:?} but check refuses it: {refusal:?}", legal[i]),
                    ));
                }
                self.apply_legal(&mut state.clone(), seat, &legal[i])?;
            }
            for action in legal {
                if self.seen.len() < SEEN_ACTIONS && !self.seen.contains(&action) {
                    self.seen.push(action);
                }
            }
        }
        for _ in 0..self.run.illegal_probes {
            let seat = Seat(self.probes.index(self.seats) as u8);
            if acting.contains(&seat) {
                let action = &self.seen[self.probes.index(self.seen.len())];
                if !G::legal_actions(state, seat).contains(action) {
                    self.probe(state, seat, action, Expect::Rule)?;
                    report.illegal_probes += 1;
                }
            } else {
                let owner = acting[self.probes.index(acting.len())];
                let legal = G::legal_actions(state, owner);
                let action = &legal[self.probes.index(legal.len())];
                self.probe(state, seat, action, Expect::NotYourTurn(seat))?;
                report.illegal_probes += 1;
            }
        }
        for _ in 0..self.run.malformed_probes {
            let seat = acting[self.mutations.index(acting.len())];
            let Some(action) = self.malformed() else { continue };
            if !G::legal_actions(state, seat).contains(&action) {
                self.probe(state, seat, &action, Expect::Rule)?;
                report.illegal_probes += 1;
                report.malformed_probes += 1;
            }
        }
        Ok(())
    }

    /// A seen action with one byte of its encoding changed, if that still decodes.
    fn malformed(&mut self) -> Option<G::Action> {
        let action = &self.seen[self.mutations.index(self.seen.len())];
        let mut bytes = postcard::to_allocvec(action).ok()?;
        let at = self.mutations.index(bytes.len());
        bytes[at] = match self.mutations.index(4) {
            0 => bytes[at].wrapping_add(1),
            1 => bytes[at].wrapping_sub(1),
            2 => [0, 0x7f, 0xff][self.mutations.index(3)],
            _ => self.mutations.next_u32() as u8,
        };
        postcard::from_bytes(&bytes).ok()
    }

    fn apply_legal(&self, state: &mut G::State, seat: Seat, action: &G::Action) -> Result<(), HarnessFailure> {
        let events = G::apply(state, seat, action)
            .map_err(|e| self.fail(Check::Legal, format!("{seat:?} may play {action:?} but it is refused: {e:?}")))?;
        for event in &events {
            serde_json::to_string(event).map_err(|e| self.fail(Check::Events, format!("{event:?}: {e}")))?;
            if !has_both_languages(&event.describe()) {
                return Err(self.fail(Check::Events, format!("{event:?} after {seat:?} played {action:?} has no text")));
            }
        }
        Ok(())
    }

    fn probe(&self, state: &G::State, seat: Seat, action: &G::Action, expect: Expect) -> Result<(), HarnessFailure> {
        if matches!(expect, Expect::Rule) {
            let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| G::check(state, seat, action)));
            if let Ok(Ok(())) = checked {
                return Err(self.fail(
                    Check::Agreement,
                    format!("check lets {seat:?} play {action:?}, which legal_actions does not offer"),
                ));
            }
        }
        let mut copy = state.clone();
        let applied = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| G::apply(&mut copy, seat, action)));
        let Ok(applied) = applied else {
            return Err(self.fail(Check::Refusal, format!("{seat:?} playing {action:?} makes the game panic")));
        };
        let problem = match applied {
            Ok(events) => format!("accepted (events {events:?})"),
            Err(_) if copy != *state => format!("refused but the state changed to {copy:?}"),
            Err(e) if !expect.matches(&e) => format!("refused with {e:?}"),
            Err(e) if !has_both_languages(&e.describe()) => format!("refused with {e:?} without a text"),
            Err(_) => return Ok(()),
        };
        Err(self
            .fail(Check::Refusal, format!("{seat:?} playing {action:?} must be refused with {expect:?}: {problem}")))
    }

    /// Once over: nobody may act, everything is refused with `GameOver`, the sheet is final.
    fn check_over(&mut self, state: &G::State, report: &mut PlayoutReport) -> Result<(), HarnessFailure> {
        for seat in Seat::all(self.seats) {
            let legal = G::legal_actions(state, seat);
            if !legal.is_empty() {
                return Err(self.fail(Check::ToAct, format!("the game is over but {seat:?} may play {legal:?}")));
            }
        }
        if self.seen.is_empty() {
            return Ok(()); // over before any action was legal: nothing to probe with
        }
        for _ in 0..self.run.illegal_probes {
            let seat = Seat(self.probes.index(self.seats) as u8);
            let action = &self.seen[self.probes.index(self.seen.len())];
            self.probe(state, seat, action, Expect::GameOver)?;
            report.illegal_probes += 1;
        }
        Ok(())
    }

    fn check_sheet(&self, sheet: &ScoreSheet) -> Result<(), HarnessFailure> {
        if sheet.points.len() != self.seats {
            return Err(self.fail(Check::Score, format!("{} points rows for {} seats", sheet.points.len(), self.seats)));
        }
        if let Some((seat, row)) = sheet.points.iter().find(|(_, row)| row.len() != sheet.categories.len()) {
            return Err(self.fail(
                Check::Score,
                format!("{seat:?} has {} points for {} categories", row.len(), sheet.categories.len()),
            ));
        }
        let mut ranked: Vec<Seat> = sheet.ranking.iter().flatten().copied().collect();
        ranked.sort();
        if ranked != Seat::all(self.seats).collect::<Vec<_>>() {
            return Err(
                self.fail(Check::Score, format!("the ranking {:?} does not hold every seat once", sheet.ranking))
            );
        }
        Ok(())
    }

    /// The record survives JSON and replays to the final state.
    fn check_record(&self, record: &Record<G>, state: &G::State) -> Result<(), HarnessFailure> {
        let json = serde_json::to_string(record).map_err(|e| self.fail(Check::Replay, format!("record: {e}")))?;
        let back: Record<G> = serde_json::from_str(&json)
            .map_err(|e| self.fail(Check::Replay, format!("record does not deserialise: {e}")))?;
        if back != *record {
            return Err(self.fail(Check::Replay, "the record changes through JSON"));
        }
        match replay(&back) {
            Ok(replayed) if replayed == *state => Ok(()),
            Ok(replayed) => {
                Err(self.fail(Check::Replay, format!("replay ends in {replayed:?}, the game in {state:?}")))
            }
            Err(e) => Err(self.fail(Check::Replay, format!("replay refused: {e}"))),
        }
    }
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0100_0000_01b3;

/// Folds one finished game into a run's fingerprint (FNV-1a over its bytes).
fn fingerprint<G: Game>(hash: u64, record: &Record<G>, sheet: &ScoreSheet) -> u64 {
    let mut bytes = record.seed.to_le_bytes().to_vec();
    bytes.extend(postcard::to_allocvec(&record.actions).expect("actions serialise"));
    bytes.extend(postcard::to_allocvec(&(&sheet.points, &sheet.ranking)).expect("points serialise"));
    bytes.iter().fold(hash, |hash, &byte| (hash ^ u64::from(byte)).wrapping_mul(FNV_PRIME))
}

fn has_both_languages(text: &Text) -> bool {
    !text.de.trim().is_empty() && !text.en.trim().is_empty()
}

/// Plays one game of `config` from `seed` to its end with uniformly random legal actions (and a
/// random seat, when several may act) and returns how many actions it took. It checks nothing:
/// it is what the speed benchmarks run (the app's `examples/engine_speed.rs`); [`Playouts`] is the
/// checked version.
pub fn random_game<G: Game>(config: &G::Config, seed: u64) -> usize {
    let mut state = G::setup(config, seed).expect("a valid configuration");
    let mut choices = GameRng::with_stream(seed, CHOICE_STREAM);
    let mut steps = 0;
    while let ToAct::Seats(seats) = G::to_act(&state) {
        let seat = seats[choices.index(seats.len())];
        let legal = G::legal_actions(&state, seat);
        let action = &legal[choices.index(legal.len())];
        G::apply(&mut state, seat, action).expect("a legal action applies");
        steps += 1;
    }
    steps
}
