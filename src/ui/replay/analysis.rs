//! The analysis of a finished game, below its replay: for every decision, what the Strong bot
//! estimated for the move made and for the move it preferred, from the deciding seat's view
//! (`keydom_rules::bots::analysis`), worked out in the bots' worker.
//!
//! It is offered on the replay of any finished game: a saved one (reached from the saved games
//! and from the score sheet at the table) or a shared link's. The work runs in slices
//! ([`Ask::Analyse`], about [`SLICES`] of them), so a bar shows the progress and "Stop" takes
//! effect at the next slice; the page never waits. Quick mode uses a quarter of the budget.
//! The result shows a chart of each seat's estimated standing ([`super::chart`]), the five
//! costliest decisions, each with a button that turns the replay to the position where it was
//! made, through the deciding seat's eyes, and a line saying that the bot estimates. A saved
//! game keeps its analysis in the save (`SaveFile::analysis`), so it is shown at once next
//! time; a link's analysis is not kept (a link holds only the record).

use super::chart::{Series, chart};
use super::{Reel, SeenView, Shown};
use crate::bots::analysis::{Analysis, Decision, Estimate};
use crate::bots::wire::{NoMove, Reply, Request};
use crate::engine::{Game, Played, Record, Seat};
use crate::i18n::{Lang, Wording, t};
use crate::store::{LocalStorage, Saves};
use crate::ui::Ctx;
use crate::ui::table::thinker;
use leptos::prelude::*;
use std::cell::LazyCell;

/// An estimate in words, as a hint gives its figures.
fn figures(lang: Lang, e: Estimate) -> String {
    crate::ui::table::hint::figures(lang, e.mean, e.spread, e.visits)
}

/// About how many requests an analysis is split into.
pub const SLICES: u64 = 40;

/// How many of the costliest decisions are listed.
const COSTLIEST: usize = 5;

/// The words of the analysis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Words {
    Title,
    Intro,
    Start,
    Again,
    Quick,
    Stop,
    Working,
    Progress,
    Failed,
    Ran,
    QuickRan,
    NotEstimatedCount,
    ChartName,
    ChartHelp,
    Moves,
    InNumbers,
    Player,
    Decisions,
    First,
    Last,
    Lowest,
    Highest,
    Costly,
    NoneCostly,
    MoveNo,
    Played,
    Preferred,
    NotEstimated,
    Tries,
    Cost,
    Show,
    Honest,
    FromSheet,
}

impl Wording for Words {
    fn wordings(self) -> (&'static str, &'static str) {
        use Words::*;
        match self {
            Title => ("Analyse", "Analysis"),
            Intro => (
                "Der starke Bot schätzt jede Entscheidung aus der Sicht dessen, der sie traf, ohne Wissen um Verdecktes oder Späteres.",
                "The Strong bot judges every decision from the view of whoever made it, knowing nothing hidden or later.",
            ),
            Start => ("Partie analysieren", "Analyse the game"),
            Again => ("Noch einmal analysieren", "Analyse again"),
            Quick => ("Schnell (ein Viertel der Rechenarbeit, ungenauer)", "Quick (a quarter of the work, less exact)"),
            Stop => ("Analyse abbrechen", "Stop the analysis"),
            Working => ("Der starke Bot geht die Partie durch …", "The Strong bot is going through the game …"),
            Progress => ("Fortschritt der Analyse", "Progress of the analysis"),
            Failed => ("Die Analyse kam nicht zustande:", "The analysis failed:"),
            Ran => ("Entscheidungen, je", "decisions, each with"),
            QuickRan => ("Durchläufe (schnell)", "tries (quick)"),
            NotEstimatedCount => ("Gespielte Züge ohne Schätzung:", "Moves played without an estimate:"),
            ChartName => (
                "Geschätzte Siegchance jedes Spielers bei seinen Entscheidungen, über die Züge der Partie",
                "Each player's estimated win chance at their decisions, over the moves of the game",
            ),
            ChartHelp => (
                "Senkrechte Linien markieren den Beginn einer Runde. Jede Linie endet mit der Platznummer.",
                "Vertical lines mark the start of a round. Each line ends in the seat number.",
            ),
            Moves => ("Züge:", "Moves:"),
            InNumbers => ("Die Kurven in Zahlen", "The chart in numbers"),
            Player => ("Spieler", "Player"),
            Decisions => ("Entscheidungen", "Decisions"),
            First => ("Erste", "First"),
            Last => ("Letzte", "Last"),
            Lowest => ("Tiefste", "Lowest"),
            Highest => ("Höchste", "Highest"),
            Costly => ("Die fünf teuersten Entscheidungen", "The five costliest decisions"),
            NoneCostly => (
                "Keine Entscheidung kostete laut Bot etwas: Jeder gespielte Zug war so gut wie der bevorzugte.",
                "No decision cost anything by the bot's estimate: every move played was as good as its preferred one.",
            ),
            MoveNo => ("Zug", "move"),
            Played => ("Gespielt:", "Played:"),
            Preferred => ("Der Bot zog vor:", "The bot preferred:"),
            NotEstimated => ("nicht geschätzt", "not estimated"),
            Tries => ("Durchläufe", "tries"),
            Cost => ("Kosten:", "Cost:"),
            Show => ("In der Wiederholung zeigen", "Show in the replay"),
            Honest => (
                "Die Zahlen sind Schätzungen des Bots, nicht die Wahrheit; ± gibt an, wie unsicher sie sind. Die Kosten sind die geschätzte Siegchance, die der gespielte Zug gegenüber dem bevorzugten verlor, in Prozentpunkten.",
                "The figures are the bot's estimates, not the truth; ± says how unsure they are. The cost is the estimated win chance the move played lost against the preferred one, in percentage points.",
            ),
            FromSheet => ("Partie analysieren", "Analyse this game"),
        }
    }
}

/// How far an analysis is.
#[derive(Clone, Debug, PartialEq)]
struct Progress {
    done: u64,
    total: u64,
    failed: Option<String>,
}

/// The panel's state, shared by its parts and the answers from the worker.
struct Panel<G: Shown> {
    record: StoredValue<Record<G>, leptos::prelude::LocalStorage>,
    result: RwSignal<Option<Analysis<G::Action>>, leptos::prelude::LocalStorage>,
    progress: RwSignal<Option<Progress>>,
    /// Counts starts and stops: an answer for an older run is dropped.
    run: StoredValue<u32>,
    /// The save that keeps the result, if the game comes from one.
    save: StoredValue<Option<String>>,
}

impl<G: Shown> Clone for Panel<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Shown> Copy for Panel<G> {}

/// The analysis section of the replay of a finished game: `reel`'s record, the stored
/// analysis if any, `save` the slot it comes from; `show(step, seat)` turns the replay.
pub fn panel<G: Shown>(
    reel: StoredValue<Reel<G>, leptos::prelude::LocalStorage>,
    save: Option<String>,
    show: impl Fn(usize, Seat) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let ctx = Ctx::get();
    let Some(record) = reel.with_value(|r| r.record.clone()) else { return ().into_any() };
    let panel = Panel::<G> {
        record: StoredValue::new_local(record),
        result: RwSignal::new_local(reel.with_value(|r| r.analysis.clone())),
        progress: RwSignal::new(None),
        run: StoredValue::new(0),
        save: StoredValue::new(save),
    };
    let quick = RwSignal::new(false);
    let running = move || panel.progress.get().is_some_and(|p| p.failed.is_none());
    let start = move |_| {
        if untrack(running) {
            return;
        }
        panel.run.update_value(|r| *r += 1);
        panel.progress.set(Some(Progress { done: 0, total: 0, failed: None }));
        slice(panel, untrack(move || quick.get()), 0, 0);
    };
    let stop = move |_| {
        panel.run.update_value(|r| *r += 1);
        panel.progress.set(None);
    };
    let status = move || {
        panel.progress.get().map(|p| match p.failed {
            Some(why) => view! { <p class="notice error">{ctx.t(Words::Failed)} " " {why}</p> }.into_any(),
            None => view! {
                <p>{ctx.t(Words::Working)}</p>
                <progress max=p.total.max(1) value=p.done aria-label=ctx.t(Words::Progress)></progress>
            }
            .into_any(),
        })
    };
    let result = move || panel.result.with(|a| a.as_ref().map(|a| shown(reel, a, show)));
    view! {
        <section class="analysis" aria-labelledby="analysis-title">
            <h2 id="analysis-title">{ctx.t(Words::Title)}</h2>
            <p class="hint">{ctx.t(Words::Intro)}</p>
            <p class="analysis-actions">
                <button class="start-analysis" aria-busy=move || running().to_string() on:click=start>
                    {move || if panel.result.with(Option::is_some) { ctx.t(Words::Again)() } else { ctx.t(Words::Start)() }}
                </button>
                <label><input type="checkbox" class="quick-analysis" prop:checked=quick
                    on:change=move |ev| quick.set(event_target_checked(&ev))/> " " {ctx.t(Words::Quick)}</label>
                <Show when=running>
                    <button class="quiet stop-analysis" on:click=stop>{ctx.t(Words::Stop)}</button>
                </Show>
            </p>
            <div class="analysis-status" role="status" aria-live="polite">{status}</div>
            <div class="analysis-result">{result}</div>
        </section>
    }
    .into_any()
}

/// Whether a kept analysis (read from a save, which anyone may have edited) can be shown for
/// `played`: every preferred step is legal where its decision starts, and every figure is a
/// win chance with a spread. Anything else is dropped, as if there were none.
pub(super) fn plausible<G: Game>(analysis: &Analysis<G::Action>, played: &Played<G>) -> bool {
    let figure = |e: &Estimate| (0.0..=1.0).contains(&e.mean) && (0.0..=1.0).contains(&e.spread);
    analysis.decisions.iter().all(|d| {
        let position = &played.positions[d.span.step as usize];
        G::legal_actions(position, d.span.seat).contains(&d.verdict.preferred)
            && figure(&d.verdict.estimate)
            && d.verdict.played.as_ref().is_none_or(figure)
    })
}

/// Asks the worker for the analysis from progress `from` to `to`; each answer asks for the next
/// slice until the result comes, the run is stopped or it fails.
fn slice<G: Shown>(panel: Panel<G>, quick: bool, from: u64, to: u64) {
    let run = panel.run.get_value();
    let request = panel.record.with_value(|r| Request::analysis(0, r, quick, from, to));
    thinker::ask(request, move |answer| {
        // A stopped run, or a page that is gone, drops the answer.
        if panel.run.try_get_value() != Some(run) {
            return;
        }
        let failed = |why: String| panel.progress.set(Some(Progress { done: from, total: 0, failed: Some(why) }));
        match answer.choice {
            Ok(Reply::Analysis { result: Some(json), .. }) => {
                match serde_json::from_str::<Analysis<G::Action>>(&json) {
                    Ok(analysis) => {
                        keep(panel, &analysis);
                        panel.result.set(Some(analysis));
                        panel.progress.set(None);
                    }
                    Err(e) => failed(format!("unreadable analysis: {e}")),
                }
            }
            Ok(Reply::Analysis { done, total, result: None }) => {
                panel.progress.set(Some(Progress { done, total, failed: None }));
                slice(panel, quick, done, (done + total.div_ceil(SLICES)).min(total));
            }
            Ok(_) => failed("not an analysis".into()),
            Err(NoMove::NotLoaded) => failed("the bots did not load".into()),
            Err(NoMove::Failed(why)) => failed(why),
        }
    });
}

/// Writes `analysis` into the save the game comes from, if any; a failed write (another tab
/// wrote the save, storage full) only means it is worked out again next time.
fn keep<G: Shown>(panel: Panel<G>, analysis: &Analysis<G::Action>) {
    let Some(id) = panel.save.get_value() else { return };
    let saves = Saves::new(LocalStorage);
    if let Ok(mut save) = saves.load(&id) {
        save.analysis = serde_json::to_value(analysis).ok();
        let _ = saves.write(&save);
    }
}

/// The result: what it ran with, the chart and the costliest decisions.
fn shown<G: Shown, S: Fn(usize, Seat) + Copy + Send + Sync + 'static>(
    reel: StoredValue<Reel<G>, leptos::prelude::LocalStorage>,
    analysis: &Analysis<G::Action>,
    show: S,
) -> impl IntoView + use<G, S> {
    let ctx = Ctx::get();
    let (names, moves) = reel.with_value(|r| (r.names(), r.moves()));
    let rounds = reel.with_value(super::viewer::rounds);
    let series: Vec<Series> = analysis
        .standings(names.len())
        .into_iter()
        .enumerate()
        .map(|(i, points)| {
            let seat = Seat(i as u8);
            Series { seat, name: names[i].clone(), colour: G::seat_colour(seat), points }
        })
        .collect();
    let budget = analysis.budget;
    let unestimated = analysis.decisions.iter().filter(|d| d.verdict.played.is_none()).count();
    let costly: Vec<Decision<G::Action>> = analysis.costliest(COSTLIEST).into_iter().cloned().collect();
    let listed = costly.is_empty().then(|| view! { <p>{ctx.t(Words::NoneCostly)}</p> });
    let items = costly.into_iter().map(|d| costly_item(reel, d, show)).collect_view();
    view! {
        <p class="analysis-ran">
            {analysis.decisions.len()} " " {ctx.t(Words::Ran)} " " {budget.iterations} " "
            {move || if budget.quick { ctx.t(Words::QuickRan)() } else { ctx.t(Words::Tries)() }}
            ". " {ctx.t(Words::NotEstimatedCount)} " " {unestimated}
        </p>
        {chart(series, moves, rounds)}
        <h3>{ctx.t(Words::Costly)}</h3>
        {listed}
        <ol class="costly">{items}</ol>
        <p class="analysis-honest">{ctx.t(Words::Honest)}</p>
    }
}

/// One of the costliest decisions: who, when, the move played and the preferred one with their
/// estimates, the cost, and a button turning the replay to it.
fn costly_item<G: Shown>(
    reel: StoredValue<Reel<G>, leptos::prelude::LocalStorage>,
    d: Decision<G::Action>,
    show: impl Fn(usize, Seat) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let ctx = Ctx::get();
    let (step, seat) = (d.span.step as usize, d.span.seat);
    let name = reel.with_value(|r| r.seats[seat.index()].name.clone());
    let words = move |action: G::Action| {
        let action = StoredValue::new_local(action);
        move || {
            reel.with_value(|r| {
                let view: SeenView<G> = LazyCell::new(Box::new(|| G::view(&r.played.positions[step], Some(seat))));
                action.with_value(|a| G::words(&view, a).get(ctx.lang.get()).to_string())
            })
        }
    };
    let (played, preferred) = (d.verdict.played, d.verdict.estimate);
    let cost = d.cost().unwrap_or(0.0);
    view! {
        <li class="costly-decision" data-step=step data-seat=seat.0>
            <p><strong>{name}</strong> ", " {ctx.t(Words::MoveNo)} " " {step + 1}</p>
            <p>{ctx.t(Words::Played)} " " <span class="played">{words(d.played.clone())}</span> " — "
                {move || played.map_or_else(|| t(ctx.lang.get(), Words::NotEstimated).to_string(), |e| figures(ctx.lang.get(), e))}</p>
            <p>{ctx.t(Words::Preferred)} " " <span class="preferred">{words(d.verdict.preferred.clone())}</span> " — "
                {move || figures(ctx.lang.get(), preferred)}</p>
            <p>{ctx.t(Words::Cost)} " " {format!("{:.0}", cost * 100.0)} " "
                <button class="quiet show-decision" on:click=move |_| show(step, seat)>{ctx.t(Words::Show)}</button></p>
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::analysis::{Budget, analyse};
    use crate::games::key_market::{Config, KeyMarket};

    #[test]
    fn a_kept_analysis_is_shown_only_if_its_steps_are_legal_and_its_figures_chances() {
        let mut record = Record::<KeyMarket>::new(Config::new(2, false), 3);
        let mut state = crate::engine::replay(&record).unwrap();
        for _ in 0..6 {
            let seat = KeyMarket::to_act(&state).seats()[0];
            let action = KeyMarket::legal_actions(&state, seat).swap_remove(0);
            KeyMarket::apply(&mut state, seat, &action).unwrap();
            record.actions.push((seat, action));
        }
        let played = Played::record(&record).unwrap();
        let analysis = analyse(&record, Budget { iterations: 30, focus: 30, quick: true }, 1).unwrap();
        assert!(plausible(&analysis, &played));
        let mut odd = analysis.clone();
        odd.decisions[0].verdict.estimate.mean = 2.0;
        assert!(!plausible(&odd, &played), "a win chance above 1");
        let mut illegal = analysis.clone();
        let first = analysis.decisions[0].span.seat;
        let at_start = KeyMarket::legal_actions(&played.positions[0], first);
        let later = record.actions.iter().map(|(_, a)| a.clone()).find(|a| !at_start.contains(a));
        illegal.decisions[0].verdict.preferred = later.expect("a later step that is not legal at the start");
        assert!(!plausible(&illegal, &played), "a preferred step that is not legal there");
    }
}
