//! The page of a game in play, for any game: who is to act (and which bot is thinking), the
//! hand-off screen, the game's own board, the legal actions in words beside it, the log, the
//! score sheet at the end with "Play this set-up again", the share link and, on the hand-off
//! screen after a person's move, "Send the turn to …" (play by link).

use super::held::Held;
use super::hint::HintWords;
use super::playing::AnyTable;
use crate::bots::Level;
use crate::engine::Seat;
use crate::i18n::Key;
use crate::ui::Ctx;
use crate::ui::kit::memory::Memory;
use crate::ui::kit::reveal::{LAST_MOVES, reveal_soon};
use crate::ui::kit::{
    ActionList, FinalScores, GameLog, HandOff, LogLines, Notice, PageHeading, SharePanel, Zoom, effect, focus,
};
use crate::ui::route::{Route, Shot, Source};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The whole page of `table`, the same code for every game ([`AnyTable`]).
pub fn table_page(table: AnyTable) -> AnyView {
    let ctx = Ctx::get();
    let game = table.get(|t| t.game());
    // The board's memory is the page's: it survives redraws and hand-offs, and goes with the page.
    let memory = Memory::new();
    let viewer = Memo::new(move |_| table.get(|t| t.viewer()));
    let named = move |s: Seat| player_label(ctx.lang.get(), &table.name(s), table.get(|t| t.level(s)));
    let to_act = move || {
        let seats = table.get(|t| t.to_act().seats());
        seats.iter().map(named).collect::<Vec<_>>().join(", ")
    };
    let packed = Callback::new(move |()| table.get(|t| t.pack()));
    let thinking =
        move || table.thinking.get().map(|s| format!("{} {}", named(s), crate::i18n::t(ctx.lang.get(), Key::Thinking)));
    let score = move || {
        table.over().then(|| {
            let sheet = table.get(|t| t.score());
            // A seat that asked for hints says how many, beside its name.
            let lang = ctx.lang.get();
            let names = table.get(|t| t.names());
            let marks = table
                .get(|t| t.hints())
                .into_iter()
                .map(|hints| match hints {
                    0 => String::new(),
                    n => format!("({n} {})", crate::i18n::t(lang, HintWords::SheetMark)),
                })
                .collect();
            // The game number only now: during play it would tell the hidden pieces' order.
            let again = crate::games::by_id(game).map(|info| {
                let seed = table.get(|t| t.seed());
                view! { <p><a class="button play-again" href=Route::NewGame(info, Some(seed)).href()>{ctx.t(Key::PlayAgain)} " " {seed}</a></p> }
            });
            // The analysis sits below the game's replay, which opens on the final position.
            let analyse = {
                let end = Shot { step: Some(table.get(|t| t.moves())), ..Shot::default() };
                Route::Replay(Source::Save(table.get(|t| t.id())), Ok(end)).href()
            };
            let again = view! {
                {again}
                <p><a class="button analyse-game" href=analyse>{ctx.t(crate::ui::analysis::AnalysisWords::FromSheet)}</a></p>
            };
            view! { <p class="game-over" role="status">{ctx.t(Key::GameOver)}</p><FinalScores sheet=sheet names=names marks=marks/>{again} }
        })
    };
    // Everything below the status belongs to the person holding the device: while a hand-off
    // waits for the next one, none of it is on the page (the hand-off screen alone is). It is
    // mounted at the end of the page's element ([`Held`]), anew for each viewer.
    let page = NodeRef::<leptos::html::Div>::new();
    let held = Held::new();
    let draw = move |seat: Option<Seat>| {
        let inner = move || {
            // A leaving view still hidden on the page goes before this one comes (their ids).
            held.forget_leaving();
            view! {
                <div class="final">{score}</div>
                <div class="secret">
                // The side column: the choices, then the share link and the log. On a wide screen
                // it stays in sight whole while the board scrolls (it scrolls itself when the
                // window is short), so nothing pinned ever covers the share link or the log.
                <div class="side">
                <aside class="choices" hidden=move || table.over()>
                    <div class="seen-by" data-viewer=seat.map(|s| s.0)>
                        {ctx.t(Key::Seen)} " " {seat.map_or_else(|| crate::i18n::t(ctx.lang.get(), Key::WatchingTable).to_string(), |s| table.name(s))}
                    </div>
                    {move || seat.map(|s| actions(table, s, viewer, held))}
                </aside>
                // The share link before the log, in the order the page shows them.
                <SharePanel kind="share" game=game packed=packed title=Signal::derive(move || ctx.t(Key::ShareLink)().to_string())/>
                <GameLog log=seen_log(table, seat, viewer) names=table.get(|t| t.names())/>
                </div>
                // A move that hands the device on draws all of this afresh for the next person
                // (`draw` runs again): the board is not redrawn for the last one first.
                // A place chosen by key keeps the focus when the board is drawn anew (remembered before the
                // board handles the key, which may draw it anew at once).
                // The target of "Skip to the board" (the shell's skip links).
                <div class="board-area" id="board" tabindex="-1" role="region" aria-label=move || crate::i18n::t(ctx.lang.get(), Key::Board)
                    on:keydown:capture=move |ev| focus::remember(memory, &ev)><Zoom position=table.version>
                    {move || (viewer.get() == seat).then(|| {
                        let drawn = table.get(|t| t.board(seat, memory));
                        focus::restore(memory);
                        drawn
                    })}
                </Zoom></div>
                </div>
            }
        };
        match seat {
            Some(s) if hands_off(table, seat) => {
                // Play by link: the one who just moved may send the turn instead of the device.
                let send = move || {
                    table.get(|t| t.next_person()).map(|name| {
                        let title = Signal::derive(move || format!("{} {name}", ctx.t(Key::SendTurn)()));
                        view! { <SharePanel kind="send-turn" packed=packed title=title game=game/> }
                    })
                };
                // Once the next person is ready, the last moves' marks are brought into view: they
                // have read nothing on this page yet, so nothing moves under a reader.
                let ready = move || {
                    reveal_soon(LAST_MOVES);
                    inner()
                };
                view! { <HandOff player=Signal::derive(move || table.name(s)) aside=send>{ready()}</HandOff> }
                    .into_any()
            }
            _ => inner().into_any(),
        }
    };
    // The move that ends the game hides the choices: the focus goes to the score sheet, once
    // it is on the page (the view it is in may be mounted anew after this runs).
    let mut was: Option<(bool, bool)> = None;
    effect(move || {
        let over = table.over();
        held.track();
        let (was_over, pending) = was.unwrap_or((over, false));
        let pending = pending || (over && !was_over);
        let heading = pending.then(|| document().get_element_by_id("score-title")).flatten();
        let focused = heading.and_then(|h| h.dyn_into::<web_sys::HtmlElement>().ok()).map(|h| h.focus());
        was = Some((over, pending && focused.is_none()));
    });
    let drawn = view! {
        <div class="table" node_ref=page data-moves=move || table.get(|t| t.moves())>
            <PageHeading class="table-title" text=Signal::derive(move || {
                crate::games::by_id(game).map_or("", |g| g.name(ctx.lang.get())).to_string()
            })/>
            <div class="notices"><Notice notice=table.notice/></div>
            <div class="status">
                <p class="to-act" hidden=move || table.over()>{ctx.t(Key::ToActNow)} " " <strong>{to_act}</strong></p>
                <p class="thinking" role="status" aria-live="polite">{thinking}</p>
                {move || table.foreground.get().is_some().then(|| view! {
                    <p class="notice info foreground">{ctx.t(Key::WorkerFailed)}</p>
                })}
            </div>
        </div>
    }
    .into_any();
    held.show(page, viewer, draw);
    drawn
}

/// Whether the page shows `viewer`'s view only after a hand-off: with two or more people at the
/// table, every person's view is theirs alone.
fn hands_off(table: AnyTable, viewer: Option<Seat>) -> bool {
    viewer.is_some() && table.get(|t| t.people()) >= 2
}

/// The legal actions of `seat`, when it must act ([`Playing::listed`](super::playing::Playing::listed)).
/// Once the page shows another `viewer`, nothing is listed (the list is about to go).
fn actions(table: AnyTable, seat: Seat, viewer: Memo<Option<Seat>>, held: Held) -> impl IntoView {
    let ctx = Ctx::get();
    let listed = Memo::new(move |_| {
        if viewer.get() != Some(seat) {
            return Default::default();
        }
        let pointed = table.pointed.get();
        table.get(|t| t.listed(seat, pointed))
    });
    let texts = Signal::derive(move || listed.with(|(shown, _)| shown.clone()));
    let folded = Signal::derive(move || listed.with(|(_, folded)| folded.clone()));
    // Whether the list stays: a move that hands the device on moves the focus itself.
    let choose = Callback::new(move |i: usize| {
        table.get(|t| t.play(seat, i));
        let next = untrack(|| table.get(|t| t.viewer()));
        let stays = next == Some(seat);
        if !stays {
            leave_view();
            if hands_off(table, next) {
                held.hand_on();
            }
        }
        stays
    });
    view! {
        <Show when=move || table.get(|t| t.can_undo(seat))>
            <button class="undo" on:click=move |_| table.get(|t| t.undo(seat))>{ctx.t(Key::Undo)}</button>
        </Show>
        <Show when=move || table.pointed.with(Option::is_some)>
            <button class="quiet all-choices" on:click=move |_| table.pointed.set(None)>{ctx.t(Key::AllChoices)}</button>
        </Show>
        {move || table.get(|t| t.hint_here(seat)).then(|| table.get(|t| t.hint(seat)))}
        <ActionList actions=texts choose=choose folded=folded/>
    }
}

/// The lines of the log that `seat` may read, while the page shows its view: a move adds its
/// lines only (an undo reads them all anew); a move that hands the device on leaves them as
/// they were (the log goes with the view; adding the move's lines first would parse them for
/// nothing).
fn seen_log(table: AnyTable, seat: Option<Seat>, viewer: Memo<Option<Seat>>) -> Memo<LogLines> {
    // How many of the table's lines (all readers') were read.
    let read = StoredValue::new(0);
    Memo::new_owning(move |drawn: Option<LogLines>| match drawn {
        Some(drawn) if viewer.get() != seat => (drawn, false),
        drawn => {
            let mut lines = drawn.unwrap_or_default();
            let changed = read.try_update_value(|read| table.read_log(seat, &mut lines, read)).unwrap_or(true);
            (lines, changed)
        }
    })
}

/// A hint is offered when hints are on and a person must act with a choice to make: a forced
/// move (one legal action) gets none, and so is never counted as a hint.
pub(super) fn hint_offered(on: bool, bot: bool, acts: bool, legal: usize) -> bool {
    on && !bot && acts && legal > 1
}

/// Before a move that hands the device on, the focus leaves the view that goes (for the page's
/// heading, which stays). The page redraws only after the move's handler (Leptos renders in a
/// microtask), so this focus change finds the page laid out; a focused element removed, or a
/// focus moved, in the middle of the redraw makes the browser lay out the half-changed page
/// first (measured in Nürnberg: about a third of the time from click to board).
fn leave_view() {
    if let Some(heading) = document().query_selector("main h1").ok().flatten()
        && let Ok(heading) = heading.dyn_into::<web_sys::HtmlElement>()
    {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = heading.focus_with_options(&options);
    }
}

/// A player's name, with "(bot, level)" after a bot's.
pub fn player_label(lang: crate::i18n::Lang, name: &str, level: Option<Level>) -> String {
    use crate::i18n::t;
    match level {
        None => name.to_string(),
        Some(level) => format!("{name} ({}, {})", t(lang, Key::Bot), t(lang, level_key(level))),
    }
}

/// The name of a bot level.
pub fn level_key(level: Level) -> Key {
    match level {
        Level::Beginner => Key::LevelBeginner,
        Level::Standard => Key::LevelStandard,
        Level::Strong => Key::LevelStrong,
    }
}

#[cfg(test)]
mod tests {
    use super::hint_offered;

    #[test]
    fn a_hint_is_offered_only_to_a_person_with_a_choice_to_make() {
        assert!(hint_offered(true, false, true, 2));
        assert!(!hint_offered(true, false, true, 1), "a forced move gets no hint");
        assert!(!hint_offered(true, false, true, 0));
        assert!(!hint_offered(false, false, true, 5), "hints off");
        assert!(!hint_offered(true, true, true, 5), "a bot's seat");
        assert!(!hint_offered(true, false, false, 5), "someone waiting");
    }
}
