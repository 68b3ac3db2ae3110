//! The analysis of a game: for every decision of every seat, what the Strong bot's search
//! ([`super::hint::Ranker`]) estimated for the move made and for the move it preferred, from
//! that seat's view at that moment.
//!
//! # Choices
//! 1. **Decisions.** A decision is a maximal run of consecutive actions of the same seat in the
//!    record ([`spans`]): a turn made of several small steps (choosing, then paying, then
//!    placing) is one decision. It is judged at its first step, from the seat's view before it:
//!    the search ranks that step's legal actions. Where a seat acts several times in a row
//!    because everyone else has passed, those turns count as one decision and only the first is
//!    judged; no game needs a finer split yet, so there is no per-game hook.
//! 2. **No hindsight, no peeking.** The [`Analyser`] replays the real record, but each search is
//!    handed only `view(state, seat)` of the position where the decision starts ([`Judge`]), the
//!    same input a Strong bot or a hint gets.
//! 3. **Budgets.** Iterations, never time ([`Budget::of`]): the game's Strong budget
//!    ([`super::Budgets::strong`]) times the game's [`BotGame::ANALYSIS_PERCENT`], and a
//!    [`QUICK_SHARE`] of that in quick mode, so the same game gives the same numbers on any
//!    device. The percentages aim at a 4-player game analysed in under a minute in the browser
//!    (docs/bots.md, "Analysis", has the timings). The budget is stored with the result.
//! 4. **Enough search on both moves.** If the open search tried the played step fewer than
//!    [`MIN_VISITS`] times, a second search of [`Budget::focus`] iterations is focused on it
//!    (the seat always takes it first, everything after is searched as usual): a quarter of the
//!    open search's budget, at least [`MIN_VISITS`] (with 30 visits the standard error of a
//!    win chance is at most 0.5/√30 ≈ 0.09, and usually far less). The preferred step (the open
//!    search's most visited) gets the same when it, too, has fewer than [`MIN_VISITS`] visits:
//!    with a small budget spread over many legal steps (Key Market's worker moves, quick mode)
//!    the most visited may have been tried twice, and a cost measured against two tries is
//!    noise, not a decisive move. A played step still under [`MIN_VISITS`] visits is "not
//!    estimated" (`None`); at the games' budgets the focused search always reaches it, so that
//!    happens only with budgets set by hand.
//! 5. **Seeds.** Decision `k` is searched with [`decision_seed`] of the analysis seed and `k`,
//!    so slices, reloads and other devices give the same result. The page's analysis seed comes
//!    from the record alone (the app's `wire::Request::analysis`), 32 bits so a save keeps it
//!    exactly.
//! 6. **Figures.** An estimate is the search's mean reward of the step: the seat's estimated win
//!    chance (see [`super::hint`]), with its standard error. A decision's cost is the preferred
//!    step's estimate minus the played one's (negative when the focused search liked the played
//!    step better); the costliest decisions are those of the highest positive cost. When the
//!    played step is the preferred one but needed the focused search (a small budget spread over
//!    many steps), the focused figure stands for both, so it costs nothing. A seat's standing at
//!    its decision is the estimate of the preferred step: the value of its position.

use super::BotGame;
use super::hint::{Ranked, Ranker};
use crate::engine::{GameRng, Record, Seat, sort};
use serde::{Deserialize, Serialize};

/// Fewer visits than this do not estimate a step.
pub const MIN_VISITS: u32 = 30;
/// Quick mode spends this fraction (one in ...) of the default budget.
pub const QUICK_SHARE: u32 = 4;

/// The iterations an analysis spends on each decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Budget {
    /// The open search of each decision.
    pub iterations: u32,
    /// A focused search of the played or the preferred step, where the open search hardly tried
    /// it.
    pub focus: u32,
    /// Whether this is the quick mode's budget.
    pub quick: bool,
}

impl Budget {
    /// Game `G`'s budget, in quick mode or not.
    pub fn of<G: BotGame>(quick: bool) -> Self {
        let full = G::BUDGETS.strong * G::ANALYSIS_PERCENT / 100;
        let iterations = (if quick { full / QUICK_SHARE } else { full }).max(MIN_VISITS);
        Budget { iterations, focus: (iterations / 4).max(MIN_VISITS), quick }
    }

    /// The most iterations one decision may take: the open search and two focused ones.
    pub fn per_decision(self) -> u32 {
        self.iterations + 2 * self.focus
    }
}

/// What a search measured of one step.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Estimate {
    /// Iterations that took the step.
    pub visits: u32,
    /// The seat's estimated win chance after it, 0..=1.
    pub mean: f64,
    /// The standard error of `mean`.
    pub spread: f64,
}

impl<A> From<&Ranked<A>> for Estimate {
    /// The search's figures, rounded to millionths: finer digits mean nothing at these budgets,
    /// and a decimal of that few digits reads back as the very same number from any text (JSON),
    /// so a stored analysis compares equal to a fresh one in any form.
    fn from(r: &Ranked<A>) -> Self {
        let millionths = |x: f64| (x * 1e6).round() / 1e6;
        Estimate { visits: r.visits, mean: millionths(r.mean), spread: millionths(r.spread) }
    }
}

/// Where a decision lies in the record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Span {
    /// The index in the record's actions of its first step.
    pub step: u32,
    /// How many steps it took.
    pub len: u32,
    /// Who decided.
    pub seat: Seat,
}

/// The search's judgement of one decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Verdict<A> {
    /// The estimate of the step played, if it got at least [`MIN_VISITS`] visits.
    pub played: Option<Estimate>,
    /// Whether that estimate comes from the focused search.
    pub focused: bool,
    /// The step the search preferred (its most visited).
    pub preferred: A,
    /// Its estimate.
    pub estimate: Estimate,
    /// Whether that estimate comes from a focused search (its own, or the played step's when
    /// they are the same).
    pub preferred_focused: bool,
}

/// One analysed decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision<A> {
    /// Where it lies in the record.
    pub span: Span,
    /// Its first step, as played.
    pub played: A,
    /// What the search made of it.
    pub verdict: Verdict<A>,
}

impl<A> Decision<A> {
    /// The preferred step's estimate minus the played one's (`None` if the played step is not
    /// estimated).
    pub fn cost(&self) -> Option<f64> {
        self.verdict.played.map(|played| self.verdict.estimate.mean - played.mean)
    }
}

/// A whole game's analysis, with the budget and seed it ran with.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Analysis<A> {
    /// The iterations per decision.
    pub budget: Budget,
    /// The seed the decisions' seeds come from ([`decision_seed`]); 32 bits, so that a save's
    /// JSON holds it exactly for any program that reads numbers as doubles.
    pub seed: u32,
    /// Every decision, in the order of the record.
    pub decisions: Vec<Decision<A>>,
}

impl<A: PartialEq> Analysis<A> {
    /// Whether this is an analysis of `actions`: its decisions are theirs, in order (a stored
    /// analysis of another record, or of an earlier point of the same game, is not).
    pub fn covers(&self, actions: &[(Seat, A)]) -> bool {
        let spans = spans(actions);
        spans.len() == self.decisions.len()
            && spans.iter().zip(&self.decisions).all(|(s, d)| *s == d.span && actions[s.step as usize].1 == d.played)
    }
}

impl<A> Analysis<A> {
    /// Up to `n` decisions of positive cost, the costliest first (ties in the record's order).
    pub fn costliest(&self, n: usize) -> Vec<&Decision<A>> {
        let mut costly: Vec<&Decision<A>> =
            self.decisions.iter().filter(|d| d.cost().is_some_and(|c| c > 0.0)).collect();
        let cost = |d: &&Decision<A>| d.cost().unwrap_or(0.0);
        sort::sort_by(&mut costly, |a, b| cost(b).total_cmp(&cost(a)));
        costly.truncate(n);
        costly
    }

    /// For each of `seats` seats, its estimated standing at each of its decisions: the record
    /// step where the decision starts and the win chance of its preferred step.
    pub fn standings(&self, seats: usize) -> Vec<Vec<(u32, f64)>> {
        let mut out = vec![Vec::new(); seats];
        for d in &self.decisions {
            if let Some(series) = out.get_mut(d.span.seat.index()) {
                series.push((d.span.step, d.verdict.estimate.mean));
            }
        }
        out
    }
}

/// The decisions of a record: maximal runs of consecutive actions of one seat, in order.
pub fn spans<A>(actions: &[(Seat, A)]) -> Vec<Span> {
    let mut out: Vec<Span> = Vec::new();
    for (i, &(seat, _)) in actions.iter().enumerate() {
        match out.last_mut() {
            Some(last) if last.seat == seat => last.len += 1,
            _ => out.push(Span { step: i as u32, len: 1, seat }),
        }
    }
    out
}

/// The seed of decision `index` of an analysis seeded `seed`: mixed so that neighbouring
/// decisions get unrelated seeds.
pub fn decision_seed(seed: u32, index: usize) -> u64 {
    let mut rng = GameRng::with_stream(u64::from(seed), index as u64);
    u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32())
}

/// The judgement of one decision from the deciding seat's view, run in slices: an open search,
/// then a search focused on the played step if the open one hardly tried it, then one focused
/// on the preferred step if the same holds for it.
pub struct Judge<G: BotGame> {
    view: G::View,
    seat: Seat,
    played: G::Action,
    budget: Budget,
    seed: u64,
    open: Ranker<G>,
    /// After the open search: what it found, and the focused searches still to run.
    found: Option<Found<G>>,
    verdict: Option<Verdict<G::Action>>,
}

/// What an open search found, being completed by focused searches.
struct Found<G: BotGame> {
    preferred: Ranked<G::Action>,
    played: Option<Estimate>,
    focused: bool,
    preferred_focused: bool,
    /// The focused searches left, in order; the first is the one running.
    queue: Vec<Ranker<G>>,
    /// Iterations of the focused searches already finished.
    finished: u32,
}

impl<G: BotGame> Judge<G> {
    /// A judgement of `played`, a step of `seat`, which sees `view`; `None` if the seat has
    /// nothing to decide there.
    pub fn new(view: &G::View, seat: Seat, played: &G::Action, budget: Budget, seed: u64) -> Option<Self> {
        let open = Ranker::new(view, seat, seed)?;
        let (view, played) = (view.clone(), played.clone());
        Some(Judge { view, seat, played, budget, seed, open, found: None, verdict: None })
    }

    /// Runs up to `iterations` more iterations and returns how many of the judgement's total
    /// ([`Judge::total`]) they completed: a focused search not needed completes its share at
    /// once.
    pub fn run(&mut self, iterations: u32) -> u32 {
        let before = self.done();
        let mut left = iterations;
        while left > 0 && self.verdict.is_none() {
            let Some(found) = &mut self.found else {
                let n = left.min(self.budget.iterations - self.open.done());
                self.open.run(n);
                left -= n;
                if self.open.done() == self.budget.iterations {
                    self.found = Some(self.found());
                    self.settle();
                }
                continue;
            };
            let ranker = &mut found.queue[0];
            let n = left.min(self.budget.focus - ranker.done());
            ranker.run(n);
            left -= n;
            if ranker.done() == self.budget.focus {
                let ranking = found.queue.remove(0).ranking();
                found.finished += self.budget.focus;
                let figure = |action: &G::Action| {
                    ranking.iter().find(|r| &r.action == action && r.visits >= MIN_VISITS).map(Estimate::from)
                };
                if found.played.is_none() {
                    found.played = figure(&self.played);
                    found.focused = true;
                }
                // The preferred step's own focused search, or the played one's when they are
                // the same step: the better-searched figure stands for it.
                if let Some(estimate) = figure(&found.preferred.action) {
                    let (visits, mean, spread) = (estimate.visits, estimate.mean, estimate.spread);
                    found.preferred = Ranked { visits, mean, spread, action: found.preferred.action.clone() };
                    found.preferred_focused = true;
                }
                self.settle();
            }
        }
        self.done() - before
    }

    /// What the open search found, with the focused searches it calls for: one on the played
    /// step if it got fewer than [`MIN_VISITS`] visits, one on the preferred step (if another)
    /// likewise.
    fn found(&self) -> Found<G> {
        let ranking = self.open.ranking();
        let preferred = ranking[0].clone();
        let played = self.estimate(&ranking);
        let focus = |action: &G::Action| Ranker::focused(&self.view, self.seat, self.seed, action);
        let mut queue = Vec::new();
        if self.budget.focus > 0 {
            queue.extend(played.is_none().then(|| focus(&self.played)).flatten());
            let thin = preferred.visits < MIN_VISITS && preferred.action != self.played;
            queue.extend(thin.then(|| focus(&preferred.action)).flatten());
        }
        Found { preferred, played, focused: false, preferred_focused: false, queue, finished: 0 }
    }

    /// Gives the verdict once no focused search is left.
    fn settle(&mut self) {
        if let Some(found) = self.found.as_ref().filter(|f| f.queue.is_empty()) {
            self.verdict = Some(Verdict {
                played: found.played,
                focused: found.focused,
                estimate: (&found.preferred).into(),
                preferred: found.preferred.action.clone(),
                preferred_focused: found.preferred_focused,
            });
        }
    }

    /// The played step's estimate in `ranking`, if it has enough visits.
    fn estimate(&self, ranking: &[Ranked<G::Action>]) -> Option<Estimate> {
        ranking.iter().find(|r| r.action == self.played && r.visits >= MIN_VISITS).map(Estimate::from)
    }

    /// The iterations a judgement counts for ([`Budget::per_decision`]).
    pub fn total(&self) -> u32 {
        self.budget.per_decision()
    }

    /// How much of [`Judge::total`] is done.
    pub fn done(&self) -> u32 {
        match (&self.verdict, &self.found) {
            (Some(_), _) => self.total(),
            (None, Some(found)) => self.open.done() + found.finished + found.queue.first().map_or(0, Ranker::done),
            (None, None) => self.open.done(),
        }
    }

    /// The verdict, once the judgement is complete.
    pub fn verdict(&self) -> Option<&Verdict<G::Action>> {
        self.verdict.as_ref()
    }
}

/// A whole record's analysis, run in slices of iterations; the slices change nothing in the
/// result.
pub struct Analyser<G: BotGame> {
    actions: Vec<(Seat, G::Action)>,
    spans: Vec<Span>,
    /// The position where the current decision starts.
    state: G::State,
    budget: Budget,
    seed: u32,
    judge: Option<Judge<G>>,
    decisions: Vec<Decision<G::Action>>,
}

impl<G: BotGame> Analyser<G> {
    /// An analysis of `record` with `budget` and `seed`; refuses a record that does not replay
    /// or where a decision's seat has nothing to decide.
    pub fn new(record: &Record<G>, budget: Budget, seed: u32) -> Result<Self, String> {
        let spans = spans(&record.actions);
        let mut state = G::setup(&record.config, record.seed).map_err(|e| e.to_string())?;
        for span in &spans {
            let steps = &record.actions[span.step as usize..(span.step + span.len) as usize];
            if G::legal_actions(&state, span.seat).is_empty() {
                return Err(format!("step {}: {:?} has nothing to decide", span.step + 1, span.seat));
            }
            for (seat, action) in steps {
                G::apply(&mut state, *seat, action).map_err(|e| e.to_string())?;
            }
        }
        let state = G::setup(&record.config, record.seed).map_err(|e| e.to_string())?;
        let actions = record.actions.clone();
        Ok(Analyser { actions, spans, state, budget, seed, judge: None, decisions: Vec::new() })
    }

    /// Runs up to `iterations` more iterations (across decisions).
    pub fn run(&mut self, iterations: u32) {
        let mut left = iterations;
        while left > 0 && !self.finished() {
            let index = self.decisions.len();
            let span = self.spans[index];
            let played = &self.actions[span.step as usize].1;
            let judge = match &mut self.judge {
                Some(judge) => judge,
                None => {
                    let view = G::view(&self.state, Some(span.seat));
                    let judge = Judge::new(&view, span.seat, played, self.budget, decision_seed(self.seed, index));
                    self.judge.insert(judge.expect("checked when the analyser was made"))
                }
            };
            left = left.saturating_sub(judge.run(left));
            let Some(verdict) = judge.verdict().cloned() else { continue };
            self.decisions.push(Decision { span, played: played.clone(), verdict });
            self.judge = None;
            for (seat, action) in &self.actions[span.step as usize..(span.step + span.len) as usize] {
                // Not `expect`: that would format the refusal's `Debug`, code the bots carry for nothing.
                let applied = G::apply(&mut self.state, *seat, action);
                assert!(applied.is_ok(), "replayed when the analyser was made");
            }
        }
    }

    /// Whether every decision is judged.
    pub fn finished(&self) -> bool {
        self.decisions.len() == self.spans.len()
    }

    /// Iterations done so far, of [`Analyser::total`].
    pub fn done(&self) -> u64 {
        let judged = self.decisions.len() as u64 * u64::from(self.budget.per_decision());
        judged + self.judge.as_ref().map_or(0, |j| u64::from(j.done()))
    }

    /// The iterations the whole analysis counts for.
    pub fn total(&self) -> u64 {
        self.spans.len() as u64 * u64::from(self.budget.per_decision())
    }

    /// The analysis, once finished.
    pub fn analysis(&self) -> Option<Analysis<G::Action>> {
        self.finished().then(|| Analysis { budget: self.budget, seed: self.seed, decisions: self.decisions.clone() })
    }
}

/// The analysis of `record` in one go.
pub fn analyse<G: BotGame>(record: &Record<G>, budget: Budget, seed: u32) -> Result<Analysis<G::Action>, String> {
    let mut analyser = Analyser::new(record, budget, seed)?;
    while !analyser.finished() {
        analyser.run(u32::MAX);
    }
    Ok(analyser.analysis().expect("finished"))
}
