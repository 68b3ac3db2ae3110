//! The replay page: a game from its set-up to its last move, one position at a time. Step
//! forwards and backwards (buttons, or the arrow keys; Home and End), jump to the start of a
//! round, or let it play by itself, seen by the table or through one seat's eyes, as far as
//! [`Reel::eyes`] allows (a person's view of a running game comes after a hand-off).

use super::{Eyes, Reel, ReelPage, Shown};
use crate::engine::Seat;
use crate::i18n::{Describe, Key, Text, t as tr, with_names};
use crate::ui::Ctx;
use crate::ui::kit::{HandOff, PageHeading, ScoreTable, Zoom};
use crate::ui::route::{Shot, Source};
use crate::ui::table::Scene;
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// How long each move stays on screen while the replay plays by itself.
const AUTOPLAY_MS: u64 = 900;

/// Draws the replay page.
pub struct Viewer;

impl ReelPage for Viewer {
    fn draw<G: Shown>(reel: Reel<G>, source: Source, shot: Shot) -> Result<AnyView, Text> {
        let start = reel.step(shot.step.unwrap_or(0))?;
        let seat = match shot.seat {
            Some(asked) => reel.seat(asked)?,
            None => reel.default_viewer(),
        };
        reel.eyes(seat)?;
        let save = match source {
            Source::Save(id) => Some(id),
            Source::Link(_) | Source::Scenario(..) => None,
        };
        Ok(replay(reel, start, RwSignal::new(seat), save).into_any())
    }
}

/// The first step of each round, with the round's name.
pub(super) fn rounds<G: Shown>(reel: &Reel<G>) -> Vec<(usize, Text)> {
    let mut rounds: Vec<(usize, Text)> = Vec::new();
    for (step, position) in reel.played.positions.iter().enumerate() {
        let round = G::round(&G::view(position, None));
        if rounds.last().is_none_or(|(_, last)| *last != round) {
            rounds.push((step, round));
        }
    }
    rounds
}

/// The replay of `reel` from step `start` through `seat`'s eyes; a finished game of the saved
/// game `save` (or of a link) also gets its analysis.
fn replay<G: Shown>(reel: Reel<G>, start: usize, seat: RwSignal<Option<Seat>>, save: Option<String>) -> impl IntoView {
    let ctx = Ctx::get();
    let n = reel.moves();
    let over = reel.over();
    let names = reel.names();
    let title = reel.title.clone();
    let rounds = rounds(&reel);
    let reel = StoredValue::new_local(reel);
    let step = RwSignal::new(start);
    let lang = move || ctx.lang.get();

    let playing = RwSignal::new(false);
    let timer = StoredValue::new_local(None::<IntervalHandle>);
    let stop = move || {
        if let Some(handle) = timer.try_update_value(Option::take).flatten() {
            handle.clear();
        }
        playing.try_set(false);
    };
    let tick = move || {
        if step.get_untracked() >= n { stop() } else { step.update(|s| *s += 1) }
    };
    let toggle = move |_| {
        if playing.get_untracked() {
            stop();
        } else {
            if step.get_untracked() >= n {
                step.set(0);
            }
            playing.set(true);
            timer.set_value(set_interval_with_handle(tick, Duration::from_millis(AUTOPLAY_MS)).ok());
        }
    };
    on_cleanup(stop);
    let go = move |to: usize| {
        stop();
        step.set(to.min(n));
    };

    // Arrow keys step, Home and End jump, unless a form control has the keys.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let in_control = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "SELECT" | "INPUT" | "TEXTAREA"));
        let at = step.get_untracked();
        let to = match ev.key().as_str() {
            _ if in_control || ev.ctrl_key() || ev.alt_key() || ev.meta_key() => return,
            "ArrowLeft" => at.saturating_sub(1),
            "ArrowRight" => at + 1,
            "Home" => 0,
            "End" => n,
            _ => return,
        };
        ev.prevent_default();
        go(to);
    });
    on_cleanup(move || keys.remove());
    let round_at = {
        let starts: Vec<usize> = rounds.iter().map(|(s, _)| *s).collect();
        move || starts.iter().rev().find(|&&s| s <= step.get()).copied().unwrap_or(0).to_string()
    };
    let round_options = rounds
        .into_iter()
        .map(|(first, name)| view! { <option value=first.to_string()>{move || name.get(lang()).to_string()}</option> })
        .collect_view();
    let seat_choice = {
        let options = reel
            .with_value(|r| r.viewable())
            .into_iter()
            .map(|s| view! { <option value=s.0.to_string()>{names[s.index()].clone()}</option> })
            .collect_view();
        let pick = move |ev| seat.set(event_target_value(&ev).parse().ok().map(Seat));
        view! {
            <label>{ctx.t(Key::SeeAs)} " "
                <select class="replay-seat" on:change=pick
                    prop:value=move || seat.get().map_or("table".to_string(), |s| s.0.to_string())>
                    <option value="table">{ctx.t(Key::TableView)}</option>
                    {options}
                </select>
            </label>
        }
    };
    let running = reel.with_value(|r| r.secret());
    let moved = move || {
        let k = step.get();
        (k > 0).then(|| {
            reel.with_value(|r| {
                let (who, _) = r.played.moves[k - 1];
                let names = r.names();
                let viewer = seat.get();
                let lines = r.played.events[k - 1]
                    .iter()
                    .filter(|e| G::audience(e).includes(viewer))
                    .map(|e| {
                        let (text, names) = (e.describe(), names.clone());
                        view! { <li>{move || with_names(text.get(lang()), lang(), &names)}</li> }
                    })
                    .collect_view();
                view! { <p class="replay-who">{r.seats[who.index()].name.clone()}</p><ul class="replay-events">{lines}</ul> }
            })
        })
    };
    let board = move || {
        let (k, viewer) = (step.get(), seat.get());
        reel.with_value(|r| {
            (G::BOARD)(
                Scene::still(G::view(&r.played.positions[k], viewer), viewer, r.names()).after(r.last_move(k, viewer)),
            )
        })
    };
    let score = {
        let names = names.clone();
        move || {
            (over && step.get() == n).then(|| {
                let sheet = reel.with_value(|r| G::score(r.played.positions.last().expect("the end is there")));
                view! { <ScoreTable sheet=sheet names=names.clone()/> }
            })
        }
    };
    // What the chosen eyes see; a new viewer behind a hand-off means a new hand-off.
    let seen = move || {
        let viewer = seat.get();
        let score = score.clone();
        let inner = move || {
            view! {
                <div class="replay-move">{moved}</div>
                <div class="final">{score.clone()}</div>
                <Zoom position=step>{board}</Zoom>
            }
        };
        match reel.with_value(|r| r.eyes(viewer)) {
            Ok(Eyes::HandOff(name)) => view! { <HandOff player=name>{inner()}</HandOff> }.into_any(),
            _ => inner().into_any(),
        }
    };
    // A decision picked in the analysis: its position, through the deciding seat's eyes, from
    // the top of the page.
    let show = move |to: usize, who: Seat| {
        go(to);
        seat.set(Some(who));
        if let Some(bar) = document().query_selector(".replay-bar").ok().flatten() {
            bar.scroll_into_view();
        }
    };
    let analysis = over.then(|| super::analysis::input(reel, save, show).map(crate::ui::analysis::section)).flatten();
    view! {
        <section class="replay" data-step=move || step.get() data-moves=n>
            <PageHeading text=Signal::derive(move || format!("{}: {}", ctx.t(Key::ReplayTitle)(), title.get(lang())))/>
            <p class="players">{names.join(", ")}</p>
            <div class="replay-bar" role="toolbar" aria-label=ctx.t(Key::ReplayTitle)>
                <button class="to-start" on:click=move |_| go(0) disabled=move || step.get() == 0
                    aria-label=ctx.t(Key::ToStart)>"«"</button>
                <button class="step-back" on:click=move |_| go(step.get_untracked().saturating_sub(1))
                    disabled=move || step.get() == 0 aria-label=ctx.t(Key::StepBack)>"‹"</button>
                <span class="replay-at" aria-live="polite">
                    {move || if step.get() == 0 { tr(lang(), Key::TheStart) } else { tr(lang(), Key::MoveOf) }} " "
                    {move || step.get()} " / " {n}
                </span>
                <button class="step-forward" on:click=move |_| go(step.get_untracked() + 1)
                    disabled=move || { step.get() >= n } aria-label=ctx.t(Key::StepForward)>"›"</button>
                <button class="to-end" on:click=move |_| go(n) disabled=move || { step.get() >= n }
                    aria-label=ctx.t(Key::ToEnd)>"»"</button>
                <button class="autoplay" on:click=toggle aria-pressed=move || playing.get().to_string()>
                    {move || if playing.get() { tr(lang(), Key::Pause) } else { tr(lang(), Key::Autoplay) }}
                </button>
                <label>{ctx.t(Key::JumpTo)} " "
                    <select class="replay-rounds" prop:value=round_at
                        on:change=move |ev| go(event_target_value(&ev).parse().unwrap_or(0))>
                        {round_options}
                    </select>
                </label>
                {seat_choice}
            </div>
            {running.then(|| view! { <p class="hint replay-hidden">{ctx.t(Key::RunningHidden)}</p> })}
            {seen}
        </section>
        {analysis}
    }
}
