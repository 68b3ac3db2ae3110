//! The guide's panel above a guided game in play, in its game's replays module (`super::GuideCode`).
//!
//! It walks the guide once, from its fixed set-up, and after every change of the game finds
//! where the game stands on that walk ([`follow::place`]):
//! - the learner decides: the step's words (its phase's introduction first, where it has one)
//!   and its suggested move offered as a hint's is: pointed at on the board and alone in the list
//!   of choices, brought into view;
//! - a scripted seat plays: the walk's next move, after the bots' usual pause, while the table's
//!   own bots wait (`Table::guided`);
//! - off the walk, or past its end: the guide is over and the bots take over as in any game.
//!
//! The walk is the same game as the one on the table (same set-up, same moves), so it knows
//! nothing the table does not; the panel shows only the learner's words and the learner's own
//! suggested move, never a position. The scripted seats' moves are played like a bot's (the log
//! shows each seat what it may see). "Why?" opens the board's help for the phase; "Leave the
//! guide" removes the slot's mark and the game goes on as saved.

use super::follow::{self, Place};
use crate::bots::{BotGame, Level};
use crate::engine::Seat;
use crate::games::guide::{Guide, Words};
use crate::i18n::{Describe, Key, Lang, Text, Wording, t};
use crate::store::{LocalStorage, SeatInfo, Settings};
use crate::ui::Ctx;
use crate::ui::kit::effect;
use crate::ui::kit::game_ui::GameUi;
use crate::ui::kit::reveal::{HINTED, reveal_soon};
use crate::ui::route::Route;
use crate::ui::table::{self, Table};
use leptos::prelude::*;
use std::any::Any;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// Starts and saves a new game of `guide`'s set-up, its seats named in `lang`; its slot id.
pub fn start<G: BotGame>(guide: &'static Guide<G>, lang: Lang) -> Result<String, Text> {
    let seats = (0..guide.players)
        .map(|n| {
            let name = format!("{} {}", t(lang, Key::SeatDefaultName), n + 1);
            if n == guide.learner.0 { SeatInfo::human(name) } else { SeatInfo::bot(name, Level::Beginner) }
        })
        .collect();
    table::start::<G>(guide.config(), seats, Some(guide.seed))
}

/// What the panel shows.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Shown {
    /// The learner decides at this step.
    Step(usize),
    /// A scripted seat is to play.
    Waiting,
    /// The walk is over: free play.
    Done,
    /// The game left the walk.
    Off,
    /// The learner left the guide.
    Left,
    /// The guide does not play through in this build (a test catches that first).
    Broken,
}

/// The panel for `table`, a `Table<G>` as `Any`, guided by `guide`.
pub fn panel<G: BotGame + GameUi>(guide: &'static Guide<G>, table: &dyn Any) -> AnyView
where
    G::Action: Describe,
{
    let table: Table<G> = *table.downcast_ref().expect("the table of the guide's game");
    let walked = StoredValue::new_local(guide.walk().ok());
    let shown = RwSignal::new(if walked.with_value(Option::is_some) { Shown::Waiting } else { Shown::Broken });
    let pause = u64::from(Settings::load(&LocalStorage).bot_pause());
    effect(move || {
        let version = table.version.get();
        if matches!(shown.get_untracked(), Shown::Left | Shown::Broken) {
            table.guided.set(false);
            return;
        }
        let place = table.with(|s| walked.with_value(|w| w.as_ref().map(|w| follow::place(w, &s.record().actions))));
        let place = place.unwrap_or(Place::Off);
        let on = matches!(place, Place::Learner(_) | Place::Scripted(..));
        if table.guided.get_untracked() != on {
            table.guided.set(on);
        }
        shown.set(match place {
            Place::Learner(step) => {
                table.thinking.set(None);
                let suggested = walked.with_value(|w| w.as_ref().map(|w| w.stops[step].suggested.clone()));
                let index =
                    table.with(|s| s.legal_actions(guide.learner).iter().position(|a| Some(a) == suggested.as_ref()));
                if let Some(index) = index {
                    table.pointed.set(Some(vec![index]));
                    reveal_soon(HINTED);
                }
                Shown::Step(step)
            }
            Place::Scripted(seat, action) => {
                table.thinking.set(Some(seat));
                let current =
                    move || table.version.try_get_untracked() == Some(version) && table.guided.get_untracked();
                set_timeout(
                    move || {
                        if current() {
                            table.act(seat, action)
                        }
                    },
                    Duration::from_millis(pause),
                );
                Shown::Waiting
            }
            Place::Done => Shown::Done,
            Place::Off => Shown::Off,
        });
    });
    let id = table.with(|s| s.id().to_string());
    let leave = Callback::new(move |()| {
        super::unmark(&id);
        shown.set(Shown::Left);
        table.guided.set(false);
        table.pointed.set(None);
    });
    let words = guide.steps.iter().map(|s| (s.intro, s.say)).collect();
    let new_game = crate::games::by_id(G::ID).map(|game| Route::NewGame(game, None).href()).unwrap_or_default();
    drawn(shown, words, leave, new_game, guide.learner)
}

/// The panel's view, the same for every game.
fn drawn(
    shown: RwSignal<Shown>,
    words: Vec<(Option<Words>, Words)>,
    leave: Callback<()>,
    new_game: String,
    learner: Seat,
) -> AnyView {
    let ctx = Ctx::get();
    let total = words.len();
    let pick = move |(de, en): Words| ctx.lang.get().pick(de, en);
    let said = move || {
        let lang = ctx.lang.get();
        match shown.get() {
            Shown::Step(step) => {
                let (intro, say) = words[step];
                view! {
                    <p class="guide-count">{format!("{} {} / {total}", t(lang, GuideWords::Step), step + 1)}</p>
                    {intro.map(|i| view! { <p class="guide-intro">{pick(i)}</p> })}
                    <p class="guide-say">{pick(say)}</p>
                }
                .into_any()
            }
            Shown::Waiting => view! { <p class="guide-wait">{t(lang, GuideWords::Waiting)}</p> }.into_any(),
            Shown::Done => view! {
                <p class="guide-over">{t(lang, GuideWords::Done)}</p>
                <p><a class="button" href=new_game.clone()>{t(lang, Key::NewGame)}</a></p>
            }
            .into_any(),
            Shown::Off => view! { <p class="guide-over">{t(lang, GuideWords::Off)}</p> }.into_any(),
            Shown::Left => view! { <p class="guide-over">{t(lang, GuideWords::Left)}</p> }.into_any(),
            Shown::Broken => view! { <p class="guide-over">{t(lang, GuideWords::Broken)}</p> }.into_any(),
        }
    };
    let running = move || matches!(shown.get(), Shown::Step(_) | Shown::Waiting);
    let step = move || match shown.get() {
        Shown::Step(step) => Some(step),
        _ => None,
    };
    view! {
        // Above the page's heading: a title of its own, not a heading before the page's h1.
        <section class="guide" aria-labelledby="guide-title" data-step=step data-learner=learner.0>
            <p class="guide-title" id="guide-title">{ctx.t(GuideWords::Title)}</p>
            <div class="guide-words" role="status" aria-live="polite">{said}</div>
            <Show when=running>
                <p class="guide-actions">
                    <button class="quiet guide-why" on:click=move |_| why()>{ctx.t(GuideWords::Why)}</button>
                    " "
                    <button class="quiet guide-leave" on:click=move |_| leave.run(())>{ctx.t(GuideWords::Leave)}</button>
                </p>
            </Show>
        </section>
    }
    .into_any()
}

/// Opens the board's help for the phase and brings it into view, its summary focused.
fn why() {
    let Some(help) = document().query_selector(".board-area details[class$='-help']").ok().flatten() else { return };
    let _ = help.set_attribute("open", "");
    if let Some(summary) = help.query_selector("summary").ok().flatten()
        && let Ok(summary) = summary.dyn_into::<web_sys::HtmlElement>()
    {
        let _ = summary.focus();
    }
    help.scroll_into_view();
}

/// The words of the guide's panel and of "Learn to play".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum GuideWords {
    Title,
    Step,
    Waiting,
    Why,
    Leave,
    Done,
    Off,
    Left,
    Broken,
}

impl Wording for GuideWords {
    fn wordings(self) -> (&'static str, &'static str) {
        use GuideWords::*;
        match self {
            Title => ("Geführte erste Partie", "Guided first game"),
            Step => ("Schritt", "Step"),
            Waiting => ("Die anderen sind am Zug …", "The others are playing …"),
            Why => ("Warum? Die Regeln dieser Phase", "Why? This phase's rules"),
            Leave => ("Führung verlassen", "Leave the guide"),
            Done => (
                "Die Führung endet hier. Spiel frei weiter gegen die Bots, oder beginne ein neues Spiel.",
                "The guide ends here. Play on freely against the bots, or start a new game.",
            ),
            Off => (
                "Du bist deinen eigenen Weg gegangen: Die Führung endet hier. Spiel frei weiter gegen die Bots.",
                "You went your own way: the guide ends here. Play on freely against the bots.",
            ),
            Left => (
                "Du hast die Führung verlassen. Die Partie geht als gewöhnliches Spiel weiter und ist gespeichert.",
                "You left the guide. The game goes on as an ordinary one, and it is saved.",
            ),
            Broken => (
                "Diese Führung passt nicht zu dieser Version des Spiels. Spiel frei weiter gegen die Bots.",
                "This guide does not fit this version of the game. Play on freely against the bots.",
            ),
        }
    }
}
