//! One position for an iframe in someone else's page (a rules wiki): no app chrome, a caption,
//! the game's board, and a link to open it in Keydom. Read-only by default; with
//! `interactive=1` the reader may try the legal moves from there, which stay in the frame and
//! are never saved (the link to Keydom then carries them, to continue as a new save if wanted);
//! the choices stand beside the board where the frame is wide enough, above it otherwise.
//! What may be seen of a running game is as on the replay page ([`Reel::eyes`]); trying moves
//! there means taking every seat in turn, so each seat's view comes after a hand-off.
//! The page's height goes to the parent with `postMessage` (see `index.html`). A cold embed of a
//! link shows its caption, the shell's, as soon as the link is read ([`early`]), before the
//! game's code has come.

use super::{Eyes, Reel, ReelPage};
use crate::engine::{Moves, Seat};
use crate::games::by_id;
use crate::i18n::{Key, Text};
use crate::store::link::{self, Unpacked};
use crate::ui::Ctx;
use crate::ui::kit::game_ui::{GameUi, SeenView};
use crate::ui::kit::memory::Memory;
use crate::ui::kit::targets::folding;
use crate::ui::kit::{ActionList, HandOff, PageHeading, fold, share};
use crate::ui::lazy::{alert, failed};
use crate::ui::route::{Route, Shot, Source};
use crate::ui::table::{LastMove, Scene};
use leptos::prelude::*;
use std::cell::LazyCell;

/// Draws the embedded position.
pub struct Embed;

impl ReelPage for Embed {
    fn draw<G: GameUi>(reel: Reel<G>, source: Source, shot: Shot) -> Result<AnyView, Text> {
        let ctx = Ctx::get();
        let step = reel.step(shot.step.or(reel.shown.map(|(step, _)| step)).unwrap_or(reel.moves()))?;
        let viewer = match shot.seat {
            Some(asked) => reel.seat(asked)?,
            None => reel.default_viewer(),
        };
        let eyes = reel.eyes(viewer)?;
        let part = reel.part(shot.part.as_deref())?;
        let about = reel.about.clone().unwrap_or_else(|| move_of(step, reel.moves()));
        let title = reel.title.clone();
        let heading = view! { <PageHeading class="embed-title" text=Signal::derive(move || title.get(ctx.lang.get()).to_string())/> };
        let caption = caption(heading.into_any(), about, reel.names().join(", "));
        let replay = Route::Replay(source, Ok(Shot { step: Some(step), seat: shot.seat, ..Shot::default() }));
        let body = match eyes {
            _ if shot.interactive => tryout(reel, step, part).into_any(),
            Eyes::Open => still(&reel, step, viewer, part)(),
            Eyes::HandOff(name) => {
                let still = still(&reel, step, viewer, part);
                view! { <HandOff player=name>{still()}</HandOff> }.into_any()
            }
        };
        Ok(view! {
            <figure class="embed-shot" data-step=step>
                {caption}
                {body}
                <p class="embed-open"><a href=replay.href() target="_blank" rel="noopener">{ctx.t(Key::OpenInKeydom)}</a></p>
            </figure>
        }
        .into_any())
    }
}

/// What an embed of a game record shows: which move of how many.
fn move_of(step: usize, moves: usize) -> Text {
    Text::new(format!("Zug {step} von {moves}"), format!("Move {step} of {moves}"))
}

/// An embed's caption: its `heading` (the game's or the example's title), what it shows, and
/// who plays.
fn caption(heading: AnyView, about: Text, names: String) -> impl IntoView {
    let ctx = Ctx::get();
    view! {
        <figcaption>
            {heading} " — "
            <span class="embed-about">{move || about.get(ctx.lang.get()).to_string()}</span>
            " (" <span class="players">{names}</span> ")"
        </figcaption>
    }
}

/// The frame and caption of a link's embed as soon as the link is read, before the game's code
/// has come (the caption is a cold embed's largest text): what [`Embed`] draws around the board,
/// with the same words. `None` where the link does not read that far, or the address asks for a
/// step or a seat it does not have (the embed then says why, once the game's code is there). The heading
/// is a plain one: [`PageHeading`] moves the focus to the page's heading once one was shown.
pub fn early(unpacked: &Unpacked, shot: &Shot) -> Option<AnyView> {
    let ctx = Ctx::get();
    let moves = unpacked.moves?;
    let title = by_id(unpacked.game)?;
    let step = shot.step.unwrap_or(moves);
    let seat = shot.seat.flatten().map_or(0, |seat| seat.index() + 1);
    if step > moves || seat > unpacked.seats.len() {
        return None;
    }
    let names: Vec<&str> = unpacked.seats.iter().map(|s| s.name.as_str()).collect();
    let heading = view! { <h1 class="embed-title" tabindex="-1">{move || title.name(ctx.lang.get())}</h1> };
    let caption = caption(heading.into_any(), move_of(step, moves), names.join(", "));
    Some(view! { <figure class="embed-shot embed-early" data-step=step>{caption}</figure> }.into_any())
}

/// Draws the position at `step` as `viewer` sees it, as often as asked.
fn still<G: GameUi>(
    reel: &Reel<G>,
    step: usize,
    viewer: Option<Seat>,
    part: Option<&'static str>,
) -> impl Fn() -> AnyView + Clone + 'static {
    let view = StoredValue::new_local((G::view(&reel.played.positions[step], viewer), reel.last_move(step, viewer)));
    let names = reel.names();
    let memory = Memory::new();
    move || {
        let (view, last) = view.get_value();
        (G::BOARD)(Scene::still(view, viewer, names.clone(), memory).after(last).showing(part))
    }
}

/// The position at `step`, where the reader may try the legal moves of whoever must act.
fn tryout<G: GameUi>(reel: Reel<G>, step: usize, part: Option<&'static str>) -> impl IntoView {
    let ctx = Ctx::get();
    let names = reel.names();
    let secret = reel.secret();
    let start = reel.played.positions[step].clone();
    // The move that led to the position shown, until the reader tries one.
    let arrived = step.checked_sub(1).map(|k| (reel.played.moves[k].0, reel.played.events[k].clone()));
    let base = reel.record.map(|mut record| {
        record.actions.truncate(step);
        (record, reel.seats)
    });
    let base = StoredValue::new_local(base);
    let tried = RwSignal::new_local(Moves::<G>::new());
    let pointed = RwSignal::new(None::<Vec<usize>>);
    let memory = Memory::new();
    // The position after the tried moves, who acts there, and the move that led there: the
    // moves are replayed once per change, for the board, the choices and the hand-off alike.
    let now = Memo::new(move |_| {
        let mut state = start.clone();
        let mut last = arrived.clone();
        tried.with(|tried| {
            for (seat, action) in tried {
                last = Some((*seat, G::apply(&mut state, *seat, action).expect("only legal moves are tried")));
            }
        });
        let actor = G::to_act(&state).first();
        (state, actor, last)
    });
    let legal = move |state: &G::State, actor: Option<Seat>| {
        actor.map(|seat| G::legal_actions(state, seat)).unwrap_or_default()
    };
    let choose = Callback::new(move |i: usize| {
        let chosen = now.with_untracked(|(state, actor, _)| actor.zip(legal(state, *actor).get(i).cloned()));
        if let Some(move_) = chosen {
            tried.update(|t| t.push(move_));
            pointed.set(None);
        }
    });
    let board = {
        let names = names.clone();
        move || {
            let offer = Callback::new(move |indices: Vec<usize>| pointed.set(Some(indices)));
            let offered = pointed.get();
            let scene = now.with(|(state, actor, last)| Scene {
                view: G::view(state, *actor),
                viewer: *actor,
                legal: legal(state, *actor),
                names: names.clone(),
                offered,
                offer,
                play: choose,
                last: last.as_ref().map(|(seat, events)| LastMove::seen_by(*seat, events, *actor)),
                since: Vec::new(),
                part,
                memory,
            });
            (G::BOARD)(scene)
        }
    };
    // Until the board is pointed at, what it offers by pointing is folded (`Targets::folds`).
    let listed = Memo::new(move |_| {
        let pointed = pointed.get();
        now.with(|(state, actor, _)| {
            let legal = legal(state, *actor);
            let view: SeenView<G> = LazyCell::new(Box::new(|| G::view(state, *actor)));
            let shown = |i: &usize| pointed.as_ref().is_none_or(|p| p.contains(i));
            let listed =
                legal.iter().enumerate().filter(|(i, _)| shown(i)).map(|(i, a)| (i, G::words(&view, a))).collect();
            let folded = folding::<G>(&view);
            fold(listed, pointed.is_some(), |i| folded(&legal[i]))
        })
    });
    let choices = Signal::derive(move || listed.with(|(shown, _)| shown.clone()));
    let folded = Signal::derive(move || listed.with(|(_, folded)| folded.clone()));
    // The link to continue is deflated in a module of its own, loaded with the first one; a
    // rulebook example has none (`None`), and one whose deflate did not load says so.
    let sealed = LocalResource::new(move || {
        let packed = base.with_value(|base| {
            base.as_ref().map(|(record, seats)| {
                let mut record = record.clone();
                record.actions.extend(tried.get());
                link::pack(&record, seats)
            })
        });
        async move { Some(share::sealed(packed?).await) }
    });
    let keep = move || match sealed.get().flatten()? {
        Some(payload) => {
            let href = Route::Link(payload).href();
            Some(
                view! { <a class="button" href=href target="_blank" rel="noopener">{ctx.t(Key::ContinueHere)}</a> }
                    .into_any(),
            )
        }
        None => Some(alert(failed(ctx))),
    };
    let body = move || {
        view! {
            <div class="embed-try-body">
            <div class="embed-try-board">{board.clone()}</div>
            <div class="embed-try-choices">
                <p class="hint">{ctx.t(Key::TryMoves)} ". " {ctx.t(Key::TriedNotSaved)}</p>
                <ActionList actions=choices choose=Callback::new(move |i| { choose.run(i); true }) folded=folded/>
                <button class="quiet reset" on:click=move |_| { tried.set(Vec::new()); pointed.set(None); }>{ctx.t(Key::Reset)}</button>
                {keep}
            </div>
            </div>
        }
    };
    // In a running game, whoever is to act takes the device first.
    let actor =
        Signal::derive(move || now.with(|(_, actor, _)| actor.map(|s| names[s.index()].clone())).unwrap_or_default());
    let shown = if secret { view! { <HandOff player=actor>{body()}</HandOff> }.into_any() } else { body().into_any() };
    view! { <div class="embed-try" data-tried=move || tried.with(Vec::len)>{shown}</div> }
}
