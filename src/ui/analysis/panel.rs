//! The analysis panel: the buttons, the run in slices, and the result (the chart, the costliest
//! decisions, the honest line).

use super::chart::{Series, chart};
use super::{AnalysisWords, COSTLIEST, Costly, Digest, Input};
use crate::bots::analysis::Estimate;
use crate::bots::wire::{Ask, NoMove, Reply, Request};
use crate::engine::Seat;
use crate::i18n::{Lang, Text, Wording, t};
use crate::store::{LocalStorage, Saves};
use crate::ui::Ctx;
use crate::ui::table::thinker;
use leptos::prelude::*;

/// About how many requests an analysis is split into.
pub const SLICES: u64 = 40;

/// How far an analysis is.
#[derive(Clone, Debug, PartialEq)]
struct Progress {
    done: u64,
    total: u64,
    failed: Option<String>,
}

/// What the panel's parts and the worker's answers share.
#[derive(Clone, Copy)]
struct Panel {
    input: StoredValue<Input, leptos::prelude::LocalStorage>,
    result: RwSignal<Option<Digest>>,
    progress: RwSignal<Option<Progress>>,
    /// Counts starts and stops: an answer for an older run is dropped.
    run: StoredValue<u32>,
}

/// The analysis section of a finished game's replay.
pub fn panel(input: Input) -> AnyView {
    let ctx = Ctx::get();
    let kept = input.kept.clone();
    let panel = Panel {
        input: StoredValue::new_local(input),
        result: RwSignal::new(kept),
        progress: RwSignal::new(None),
        run: StoredValue::new(0),
    };
    let quick = RwSignal::new(false);
    let running = move || panel.progress.get().is_some_and(|p| p.failed.is_none());
    let start = move |_| {
        if untrack(running) {
            return;
        }
        panel.run.update_value(|r| *r += 1);
        panel.progress.set(Some(Progress { done: 0, total: 0, failed: None }));
        slice(panel, quick.get_untracked(), 0, 0);
    };
    let stop = move |_| {
        panel.run.update_value(|r| *r += 1);
        panel.progress.set(None);
    };
    let status = move || {
        panel.progress.get().map(|p| match p.failed {
            Some(why) => view! { <p class="notice error">{ctx.t(AnalysisWords::Failed)} " " {why}</p> }.into_any(),
            None => view! {
                <p>{ctx.t(AnalysisWords::Working)}</p>
                <progress max=p.total.max(1) value=p.done aria-label=ctx.t(AnalysisWords::Progress)></progress>
            }
            .into_any(),
        })
    };
    let result = move || panel.result.get().map(|digest| shown(panel, digest));
    view! {
        <section class="analysis" aria-labelledby="analysis-title">
            <h2 id="analysis-title">{ctx.t(AnalysisWords::Title)}</h2>
            <p class="hint">{ctx.t(AnalysisWords::Intro)}</p>
            <p class="analysis-actions">
                <button class="start-analysis" aria-busy=move || running().to_string() on:click=start>
                    {move || if panel.result.with(Option::is_some) { ctx.t(AnalysisWords::Again)() } else { ctx.t(AnalysisWords::Start)() }}
                </button>
                <label><input type="checkbox" class="quick-analysis" prop:checked=quick
                    on:change=move |ev| quick.set(event_target_checked(&ev))/> " " {ctx.t(AnalysisWords::Quick)}</label>
                <Show when=running>
                    <button class="quiet stop-analysis" on:click=stop>{ctx.t(AnalysisWords::Stop)}</button>
                </Show>
            </p>
            <div class="analysis-status" role="status" aria-live="polite">{status}</div>
            <div class="analysis-result">{result}</div>
        </section>
    }
    .into_any()
}

/// Asks the worker for the analysis from progress `from` to `to`; each answer asks for the next
/// slice until the result comes, the run is stopped or it fails.
fn slice(panel: Panel, quick: bool, from: u64, to: u64) {
    let run = panel.run.get_value();
    let request = panel.input.with_value(|i| Request { ask: Ask::Analyse { quick, from, to }, ..i.request.clone() });
    thinker::ask(request, move |answer| {
        // A stopped run, or a page that is gone, drops the answer.
        if panel.run.try_get_value() != Some(run) {
            return;
        }
        let failed = |why: String| panel.progress.set(Some(Progress { done: from, total: 0, failed: Some(why) }));
        match answer.choice {
            Ok(Reply::Analysis { result: Some(bytes), .. }) => match panel.input.with_value(|i| (i.digest)(bytes)) {
                Some(digest) => {
                    keep(panel, &digest.bytes);
                    panel.result.set(Some(digest));
                    panel.progress.set(None);
                }
                None => failed("the analysis does not fit the game".into()),
            },
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

/// Writes the analysis (its `bytes`) into the save the game comes from, if any; a failed write
/// (another tab wrote the save, storage full) only means it is worked out again next time.
fn keep(panel: Panel, bytes: &[u8]) {
    let Some(id) = panel.input.with_value(|i| i.save.clone()) else { return };
    let saves = Saves::new(LocalStorage);
    if let Ok(mut save) = saves.load(&id) {
        save.analysis = Some(super::to_text(bytes));
        let _ = saves.write(&save);
    }
}

/// The result: what it ran with, the chart and the costliest decisions, of all seats or of the
/// one picked (at first the seat of whoever played at this device, if known).
fn shown(panel: Panel, digest: Digest) -> impl IntoView {
    let ctx = Ctx::get();
    let (names, colours, moves, rounds, marks, here) =
        panel.input.with_value(|i| (i.names.clone(), i.colours.clone(), i.moves, i.rounds.clone(), i.marks, i.here));
    let series: Vec<Series> = digest
        .standings
        .into_iter()
        .enumerate()
        .map(|(i, points)| Series { seat: Seat(i as u8), name: names[i].clone(), colour: colours[i], points })
        .collect();
    let budget = digest.budget;
    let whose = RwSignal::new(here);
    let seats = names
        .iter()
        .enumerate()
        .map(|(i, name)| view! { <option value=i.to_string()>{name.clone()}</option> })
        .collect_view();
    // Each decision's place among all seats' and among its own seat's: it is listed while it is
    // among the first of all, or of the seat picked. All are drawn once and hidden as picked.
    let mut of_seat = vec![0; names.len()];
    let ranks: Vec<(Seat, usize, usize)> = digest
        .costly
        .iter()
        .enumerate()
        .map(|(all, c)| {
            let own = &mut of_seat[c.seat.index()];
            *own += 1;
            (c.seat, all, *own - 1)
        })
        .collect();
    let listed = move |(seat, all, own): (Seat, usize, usize)| {
        whose.get().map_or(all < COSTLIEST, |picked| picked == seat && own < COSTLIEST)
    };
    let items = digest
        .costly
        .into_iter()
        .zip(ranks.clone())
        .map(|(c, rank)| costly_item(panel, names[c.seat.index()].clone(), c, move || listed(rank)))
        .collect_view();
    let some = move || ranks.iter().any(|&rank| listed(rank));
    view! {
        <p class="analysis-ran">
            {digest.decisions} " " {ctx.t(AnalysisWords::Ran)} " " {budget.iterations} " "
            {move || if budget.quick { ctx.t(AnalysisWords::QuickRan)() } else { ctx.t(AnalysisWords::Tries)() }}
            ". " {ctx.t(AnalysisWords::NotEstimatedCount)} " " {digest.unestimated}
        </p>
        {chart(series, moves, rounds, marks)}
        <h3>{ctx.t(AnalysisWords::Costly)}</h3>
        <p><label>{ctx.t(AnalysisWords::Whose)} " "
            <select class="costly-seat" on:change=move |ev| whose.set(event_target_value(&ev).parse().ok().map(Seat))
                prop:value=move || whose.get().map_or_else(|| "all".to_string(), |s| s.0.to_string())>
                <option value="all">{ctx.t(AnalysisWords::AllSeats)}</option>
                {seats}
            </select>
        </label></p>
        <p hidden=some>{ctx.t(AnalysisWords::NoneCostly)}</p>
        <ol class="costly">{items}</ol>
        <p class="analysis-honest">{ctx.t(AnalysisWords::Honest)}</p>
    }
}

/// One of the costliest decisions, shown while `listed`: who, when, the move played and the
/// preferred one with their estimates, the cost, and a button turning the replay to the position
/// before it, captioned with it.
fn costly_item(panel: Panel, name: String, c: Costly, listed: impl Fn() -> bool + Send + 'static) -> impl IntoView {
    let ctx = Ctx::get();
    let lang = move || ctx.lang.get();
    let (step, seat) = (c.step, c.seat);
    let (played, preferred) = (c.played_estimate, c.estimate);
    let caption = caption(step, &name, &c.played);
    let (played_words, preferred_words) = (c.played, c.preferred);
    view! {
        <li class="costly-decision" data-step=step data-seat=seat.0 hidden=move || !listed()>
            <p><strong>{name}</strong> ", " {ctx.t(AnalysisWords::MoveNo)} " " {step + 1}</p>
            <p>{ctx.t(AnalysisWords::Played)} " " <span class="played">{move || played_words.get(lang()).to_string()}</span> " — "
                {move || played.map_or_else(|| t(lang(), AnalysisWords::NotEstimated).to_string(), |e| figures(lang(), e))}</p>
            <p>{ctx.t(AnalysisWords::Preferred)} " " <span class="preferred">{move || preferred_words.get(lang()).to_string()}</span> " — "
                {move || figures(lang(), preferred)}</p>
            <p>{ctx.t(AnalysisWords::Cost)} " " {format!("{:.0}", c.cost * 100.0)} " "
                <button class="quiet show-decision"
                    on:click=move |_| panel.input.with_value(|i| (i.show)(step, seat, caption.clone()))>
                    {ctx.t(AnalysisWords::Show)}
                </button></p>
        </li>
    }
}

/// The replay's caption for the decision at position `step` (listed as move `step + 1`) by
/// `name`, who played `played`.
fn caption(step: usize, name: &str, played: &Text) -> Text {
    let (de, en) = AnalysisWords::Before.wordings();
    Text::new(
        format!("{de} {}: {name} – {}", step + 1, played.de),
        format!("{en} {}: {name} — {}", step + 1, played.en),
    )
}

/// An estimate in words, as a hint gives its figures.
fn figures(lang: Lang, e: Estimate) -> String {
    crate::ui::table::hint::figures(lang, e.mean, e.spread, e.visits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_decision_is_captioned_with_its_own_move_and_player() {
        let played = Text::new("Gold nehmen", "Take gold");
        let shown = caption(53, "Ada", &played);
        assert_eq!(shown.en, "Before move 54: Ada — Take gold");
        assert_eq!(shown.de, "Vor Zug 54: Ada – Gold nehmen");
    }
}
