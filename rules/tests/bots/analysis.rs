//! The analysis of a game (`bots::analysis`): its judgements never peek (the same in states
//! that differ only in what the deciding seat cannot see), decisions cover the record once and
//! in order, each is judged from the seat's view at that moment, the played and the preferred
//! steps are estimated on enough search and the preferred one is legal, and the result
//! reproduces, in one go or in slices of any size.
//! Budgets are tiny and records short (a game's opening), so the tests stay quick in debug.
//! The registry (`registry.rs`) runs the peek test and an opening's analysis for every game.

use crate::support::Variant;
use keydom_rules::bots::analysis::{
    Analyser, Analysis, Budget, Judge, MIN_VISITS, QUICK_SHARE, analyse, decision_seed, spans,
};
use keydom_rules::bots::arena::{Player, play_observed};
use keydom_rules::bots::hint::Ranker;
use keydom_rules::bots::{BotGame, Level};
use keydom_rules::engine::{Game, GameRng, Record, Seat, TableConfig};
use keydom_rules::games::key_market::{self, KeyMarket};
use keydom_rules::games::nuernberg::Nuernberg;

/// A small budget whose open search often leaves the played step under [`MIN_VISITS`].
const SMALL: Budget = Budget { iterations: 40, focus: MIN_VISITS, quick: true };

/// The judgement of `played` by `seat` from its view of `state`, run in one go.
fn judged<G: BotGame>(state: &G::State, seat: Seat, played: &G::Action, seed: u64) -> Judge<G> {
    let mut judge = Judge::<G>::new(&G::view(state, Some(seat)), seat, played, SMALL, seed).expect("the seat acts");
    judge.run(u32::MAX);
    judge
}

/// For every deciding seat of every position with a hidden variant, a step it could play (its
/// last legal one, which a small search rarely tries) is judged the same in both states: the
/// peek test. The preferred step is legal and the played one estimated. Returns the pairs compared.
pub fn check_judgements_never_peek<G: BotGame>(states: &[G::State], variant: Variant<G>) -> usize {
    let mut rng = GameRng::from_seed(9);
    let mut compared = 0;
    for (i, state) in states.iter().enumerate() {
        for seat in G::to_act(state).seats() {
            let Some(other) = variant(state, seat, &mut rng) else { continue };
            assert_ne!(&other, state);
            let legal = G::legal_actions(state, seat);
            let played = legal.last().expect("a deciding seat has a legal action");
            let real = judged::<G>(state, seat, played, i as u64);
            let hidden = judged::<G>(&other, seat, played, i as u64);
            let verdict = real.verdict().expect("judged");
            assert_eq!(hidden.verdict(), Some(verdict), "the analysis for {seat:?} told the variant apart");
            assert!(legal.contains(&verdict.preferred), "the preferred step is legal");
            let estimate = verdict.played.expect("a legal played step is estimated");
            assert!(estimate.visits >= MIN_VISITS && (0.0..=1.0).contains(&estimate.mean));
            assert!(verdict.estimate.visits >= MIN_VISITS, "the preferred step is estimated on enough search");
            assert_eq!(real.done(), real.total());
            compared += 1;
        }
    }
    compared
}

/// The record of the first `steps` actions of a game of `players` with Beginner bots.
pub fn opening<G: BotGame>(players: u8, seed: u64, steps: usize) -> Record<G> {
    let config = G::configure(players, &G::Options::default());
    let bots = vec![Player { level: Level::Beginner, budget: 1 }; usize::from(players)];
    let mut record = Record::<G>::new(config.clone(), seed);
    play_observed::<G>(&config, seed, &bots, 100_000, |_, seat, action| record.actions.push((seat, action.clone())));
    record.actions.truncate(steps);
    record
}

/// The analysis of `record` in slices of `slice`, with its progress checked on the way.
fn sliced<G: BotGame>(record: &Record<G>, seed: u32, slice: u32) -> Analysis<G::Action> {
    let mut analyser = Analyser::new(record, SMALL, seed).expect("the record replays");
    let mut done = analyser.done();
    assert_eq!(done, 0);
    while !analyser.finished() {
        assert!(analyser.analysis().is_none(), "no result before the end");
        analyser.run(slice);
        assert!(analyser.done() > done && analyser.done() <= analyser.total(), "progress moves on");
        done = analyser.done();
    }
    assert_eq!(analyser.done(), analyser.total());
    analyser.analysis().expect("finished")
}

/// A record's analysis: its decisions are the maximal runs of one seat, covering every step
/// once in order; each is the judgement of its first step from the seat's view just before it;
/// it is the same again, in slices of any size, and through serde.
pub fn check_record<G: BotGame>(record: &Record<G>) {
    let analysis = analyse(record, SMALL, 7).expect("the record replays");
    assert_eq!((analysis.budget, analysis.seed), (SMALL, 7), "the budget and seed are kept");
    let mut next = 0;
    for (k, d) in analysis.decisions.iter().enumerate() {
        assert_eq!(d.span.step as usize, next, "decision {k} starts where the last ended");
        let steps = &record.actions[next..next + d.span.len as usize];
        assert!(d.span.len > 0 && steps.iter().all(|(seat, _)| *seat == d.span.seat), "one seat's run");
        assert_eq!(d.played, steps[0].1);
        next += d.span.len as usize;
        if let Some(after) = record.actions.get(next) {
            assert_ne!(after.0, d.span.seat, "the run is maximal");
        }
    }
    assert_eq!(next, record.actions.len(), "every step is in a decision");
    assert!(analysis.covers(&record.actions));
    assert!(!analysis.covers(&record.actions[..record.actions.len() - 1]), "not a shorter record's");
    assert_eq!(analysis.decisions.iter().map(|d| d.span).collect::<Vec<_>>(), spans(&record.actions));

    let mut state = G::setup(&record.config, record.seed).unwrap();
    for (k, d) in analysis.decisions.iter().enumerate() {
        let seat = d.span.seat;
        let judge = judged::<G>(&state, seat, &d.played, decision_seed(7, k));
        assert_eq!(judge.verdict(), Some(&d.verdict), "decision {k} is judged from {seat:?}'s view");
        assert!(G::legal_actions(&state, seat).contains(&d.verdict.preferred), "decision {k}: preferred is legal");
        let played = d.verdict.played.expect("a legal played step gets enough search");
        assert!(played.visits >= MIN_VISITS);
        if d.verdict.focused {
            assert_eq!(played.visits, SMALL.focus, "a focused search spends all its iterations on the played step");
        }
        if d.played == d.verdict.preferred {
            assert_eq!(d.cost(), Some(0.0), "playing the preferred step costs nothing");
        }
        assert!(d.verdict.estimate.visits >= MIN_VISITS, "decision {k}: the preferred step has enough search");
        if d.verdict.preferred_focused {
            assert_eq!(d.verdict.estimate.visits, SMALL.focus, "a focused search spends all on the preferred step");
        }
        for (seat, action) in &record.actions[d.span.step as usize..(d.span.step + d.span.len) as usize] {
            G::apply(&mut state, *seat, action).unwrap();
        }
    }
    assert!(analysis.decisions.iter().any(|d| d.verdict.focused), "some played steps needed the focused search");
    assert!(
        analysis.decisions.iter().any(|d| d.played != d.verdict.preferred && d.verdict.preferred_focused),
        "some preferred steps needed a focused search of their own"
    );

    assert_eq!(analyse(record, SMALL, 7).unwrap(), analysis, "the same again");
    for slice in [7, 64, 1000] {
        assert_eq!(sliced(record, 7, slice), analysis, "slices of {slice} change nothing");
    }
    assert_ne!(analyse(record, SMALL, 8).unwrap(), analysis, "another seed searches otherwise");
    let json = serde_json::to_string(&analysis).unwrap();
    assert_eq!(serde_json::from_str::<Analysis<G::Action>>(&json).unwrap(), analysis);
    let bytes = postcard::to_allocvec(&analysis).unwrap();
    assert_eq!(postcard::from_bytes::<Analysis<G::Action>>(&bytes).unwrap(), analysis);

    let costly = analysis.costliest(5);
    assert!(costly.len() <= 5 && costly.iter().all(|d| d.cost().unwrap() > 0.0));
    assert!(costly.windows(2).all(|w| w[0].cost() >= w[1].cost()), "costliest first");
    let worst = analysis.decisions.iter().filter_map(|d| d.cost()).fold(0.0, f64::max);
    assert_eq!(costly.first().map_or(0.0, |d| d.cost().unwrap()), worst);
    let seats = usize::from(record.config.players());
    let standings = analysis.standings(seats);
    for (s, series) in standings.iter().enumerate() {
        let own: Vec<_> = analysis.decisions.iter().filter(|d| d.span.seat.index() == s).collect();
        assert_eq!(series.len(), own.len(), "one point per decision of seat {s}");
        assert!(
            series.iter().zip(&own).all(|(&(step, mean), d)| step == d.span.step && mean == d.verdict.estimate.mean)
        );
    }
}

#[test]
fn a_focused_search_spends_every_iteration_on_its_action_and_refuses_an_illegal_one() {
    let state = KeyMarket::setup(&key_market::Config::new(3, false), 2).unwrap();
    let seat = KeyMarket::to_act(&state).seats().nth(0);
    let view = KeyMarket::view(&state, Some(seat));
    let legal = KeyMarket::legal_actions(&state, seat);
    assert!(legal.len() > 1);
    let mut focused = Ranker::<KeyMarket>::focused(&view, seat, 3, &legal[1]).expect("a legal action");
    focused.run(50);
    for line in focused.ranking() {
        assert_eq!(line.visits, if line.action == legal[1] { 50 } else { 0 }, "{:?}", line.action);
    }
    let other = KeyMarket::setup(&key_market::Config::new(3, false), 3).unwrap();
    let foreign = KeyMarket::legal_actions(&other, seat).into_iter().find(|a| !legal.contains(a));
    if let Some(foreign) = foreign {
        assert!(Ranker::<KeyMarket>::focused(&view, seat, 3, &foreign).is_none());
    }
}

#[test]
fn budgets_follow_the_strong_budget_and_records_that_do_not_replay_are_refused() {
    let (full, quick) = (Budget::of::<Nuernberg>(false), Budget::of::<Nuernberg>(true));
    assert!(!full.quick && quick.quick && quick.iterations * QUICK_SHARE == full.iterations);
    assert!(quick.focus >= MIN_VISITS && full.focus >= MIN_VISITS);
    let mut record = opening::<KeyMarket>(2, 1, 10);
    assert!(Analyser::new(&record, SMALL, 1).is_ok());
    let first = record.actions[0].1.clone();
    record.actions.insert(3, (Seat(7), first));
    assert!(Analyser::new(&record, SMALL, 1).is_err(), "a step by a seat that is not at the table");
}
