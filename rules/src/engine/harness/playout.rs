//! One game under the harness: every check of a step, of the end and of the record, and the
//! fingerprint of the games a run played. [`super::Playouts`] sets the rules of the run.

use super::{
    CHOICE_STREAM, Check, HarnessFailure, MUTATION_STREAM, PROBE_STREAM, PlayoutReport, Playouts, VARIANT_STREAM,
};
use crate::engine::{Game, GameRng, Record, RuleError, ScoreSheet, Seat, Seats, TableConfig, ToAct, preview, replay};
use crate::text::{Describe, Text};

/// How many distinct actions a playout remembers as material for illegal probes.
const SEEN_ACTIONS: usize = 256;
/// How many of an acting seat's actions are previewed on each of its hidden variants.
const PREVIEWS: usize = 2;

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
pub(super) struct Playout<'a, G: Game> {
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

impl<'a, G: Game> Playout<'a, G> {
    /// Game number `i` of a run (counted from 0 per configuration), played from `seed`.
    pub(super) fn new(run: &'a Playouts<G>, config: &'a G::Config, seed: u64, i: usize) -> Self {
        Playout {
            run,
            config,
            seed,
            seats: usize::from(config.players()),
            full: i.is_multiple_of(run.full_checks_every.max(1)),
            step: 0,
            choices: GameRng::with_stream(seed, CHOICE_STREAM),
            probes: GameRng::with_stream(seed, PROBE_STREAM),
            variants: GameRng::with_stream(seed, VARIANT_STREAM),
            mutations: GameRng::with_stream(seed, MUTATION_STREAM),
            seen: Vec::new(),
        }
    }

    fn fail(&self, check: Check, detail: impl Into<String>) -> HarnessFailure {
        HarnessFailure {
            config: format!("{:?}", self.config),
            seed: self.seed,
            step: self.step,
            check,
            detail: detail.into(),
        }
    }

    pub(super) fn play(mut self, report: &mut PlayoutReport) -> Result<(), HarnessFailure> {
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
                self.check_turn(&state, acting, report)?;
            }
            let seat = acting.nth(self.choices.index(acting.len()));
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
        if !G::to_act(state).seats().contains(seat) {
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
        acting: Seats,
        report: &mut PlayoutReport,
    ) -> Result<(), HarnessFailure> {
        if acting.is_empty() || acting.iter().any(|s| s.index() >= self.seats) {
            return Err(self.fail(Check::ToAct, format!("to_act is {acting:?} with {} seats", self.seats)));
        }
        for seat in Seat::all(self.seats) {
            let legal = G::legal_actions(state, seat);
            match (acting.contains(seat), legal.is_empty()) {
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
            if acting.contains(seat) {
                let action = &self.seen[self.probes.index(self.seen.len())];
                if !G::legal_actions(state, seat).contains(action) {
                    self.probe(state, seat, action, Expect::Rule)?;
                    report.illegal_probes += 1;
                }
            } else {
                let owner = acting.nth(self.probes.index(acting.len()));
                let legal = G::legal_actions(state, owner);
                let action = &legal[self.probes.index(legal.len())];
                self.probe(state, seat, action, Expect::NotYourTurn(seat))?;
                report.illegal_probes += 1;
            }
        }
        for _ in 0..self.run.malformed_probes {
            let seat = acting.nth(self.mutations.index(acting.len()));
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
        if sheet.rules.len() != sheet.categories.len() {
            let counts = (sheet.rules.len(), sheet.categories.len());
            return Err(self.fail(Check::Score, format!("{} rules for {} categories", counts.0, counts.1)));
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

pub(super) const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
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
