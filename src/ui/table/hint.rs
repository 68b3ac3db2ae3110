//! The hint beside the choices: the Strong bot's ranking of the legal actions of the person
//! whose turn it is, from that person's view only (`keydom_rules::bots::hint`), computed in the
//! bots' worker.
//!
//! Offered only where the settings turn hints on for the game, and only to a person who must
//! act now (the panel sits in the choices, so behind the hand-off). Asking counts a hint for the
//! seat, in the save (and so in links and on the score sheet). The search runs in
//! [`SLICES`] requests of equal size ([`Ask::Hint`]), so a bar shows the progress and "Stop"
//! takes effect at the next slice; the page never waits for the worker. The answer names the
//! best three actions in the words of the list of choices, each with the estimated win chance
//! and its spread, and marks the best one as a click on the board would (it is offered as if
//! pointed at, so a board that points at it lights it up and the list shows it alone, with "All
//! choices" to go back), and brings it into view if it lies outside the viewport
//! ([`reveal_soon`]). A hint is for one position: any move drops it.

use super::{Table, thinker};
use crate::bots::BotGame;
use crate::bots::hint::hint_budget;
use crate::bots::wire::{Ask, HintLine, NoMove, Reply, Request};
use crate::engine::Seat;
use crate::i18n::{Describe, Lang, Wording};
use crate::ui::Ctx;
use crate::ui::kit::game_ui::{GameUi, SeenView};
use crate::ui::kit::reveal::{HINTED, reveal_soon};
use leptos::prelude::*;
use std::cell::LazyCell;

/// How many requests a hint is split into.
pub const SLICES: u32 = 10;

/// How many actions a hint names.
const SHOWN: usize = 3;

/// The words of hints (the settings page uses them too).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum HintWords {
    Ask,
    Stop,
    Working,
    Progress,
    Best,
    WinChance,
    Tries,
    Honest,
    Used,
    Failed,
    SettingsTitle,
    SettingsHelp,
    SheetMark,
}

impl Wording for HintWords {
    fn wordings(self) -> (&'static str, &'static str) {
        use HintWords::*;
        match self {
            Ask => ("Tipp", "Hint"),
            Stop => ("Tipp abbrechen", "Stop the hint"),
            Working => {
                ("Der starke Bot denkt über deine Möglichkeiten nach …", "The Strong bot is weighing your choices …")
            }
            Progress => ("Fortschritt des Tipps", "Progress of the hint"),
            Best => ("Die besten Züge laut dem starken Bot:", "The best moves according to the Strong bot:"),
            WinChance => ("Siegchance", "win chance"),
            Tries => ("Durchläufe", "tries"),
            Honest => (
                "Die Zahlen sind eine Schätzung des Bots aus dem, was du siehst, nicht die Wahrheit; ± gibt an, wie unsicher sie ist. Der beste Zug ist auf dem Brett markiert.",
                "The figures are the bot's estimate from what you can see, not the truth; ± says how unsure it is. The best move is marked on the board.",
            ),
            Used => ("Tipps bisher:", "Hints so far:"),
            Failed => ("Der Tipp kam nicht zustande:", "The hint failed:"),
            SettingsTitle => ("Tipps während des Spiels", "Hints while playing"),
            SettingsHelp => (
                "Wer am Zug ist, kann den starken Bot nach den besten Zügen fragen. Die Zahl der Tipps wird mit dem Spiel gespeichert und steht auf dem Wertungsblatt.",
                "Whoever's turn it is may ask the Strong bot for the best moves. How many hints each player asked for is saved with the game and shown on the score sheet.",
            ),
            SheetMark => ("Tipps", "hints"),
        }
    }
}

/// A hint being worked out or shown, for one position.
#[derive(Clone, Debug, PartialEq)]
struct Run {
    /// The number of moves of the position it is for.
    moves: usize,
    /// Iterations searched so far, of `total`.
    done: u32,
    total: u32,
    /// The ranking so far, best first.
    lines: Vec<HintLine>,
    /// Why it failed, if it did.
    failed: Option<String>,
}

/// The hint button and what it shows, for `seat`, a person who must act now.
pub fn hint_panel<G: BotGame + GameUi>(table: Table<G>, seat: Seat) -> impl IntoView
where
    G::Action: Describe,
{
    let ctx = Ctx::get();
    let run: RwSignal<Option<Run>> = RwSignal::new(None);
    let used = RwSignal::new(table.hints(seat));
    let moves = move || table.with(|s| s.record().actions.len());
    // Only a run for the position on the board counts; any move drops it.
    let current = move || run.get().filter(|r| r.moves == moves());
    let running = move || current().is_some_and(|r| r.done < r.total && r.failed.is_none());
    let button = NodeRef::<leptos::html::Button>::new();
    // The button stays enabled (a disabled one would drop the keyboard's focus): pressed again
    // while the bot thinks, it does nothing.
    let start = move |_| {
        if untrack(running) {
            return;
        }
        table.count_hint(seat);
        used.set(table.hints(seat));
        let total = hint_budget::<G>();
        run.set(Some(Run { moves: untrack(moves), done: 0, total, lines: Vec::new(), failed: None }));
        next_slice(table, seat, run);
    };
    let lines = move || {
        let run = current()?;
        let view: SeenView<G> = LazyCell::new(Box::new(move || table.with(|s| s.view(Some(seat)))));
        let legal = table.with(|s| s.legal_actions(seat));
        let lang = ctx.lang.get();
        let shown = (run.done == run.total).then(|| {
            run.lines
                .iter()
                .take(SHOWN)
                .filter_map(|line| {
                    let action = legal.get(line.action as usize)?;
                    let words = G::words(&view, action).get(lang).to_string();
                    Some(view! {
                        <li data-index=line.action>
                            <span class="hint-words">{words}</span> " — " {figures(lang, line.mean, line.spread, line.visits)}
                        </li>
                    })
                })
                .collect_view()
        });
        Some(view! {
            {run.failed.clone().map(|why| view! { <p class="notice error">{ctx.t(HintWords::Failed)} " " {why}</p> })}
            {(run.done < run.total && run.failed.is_none()).then(|| view! {
                <p>{ctx.t(HintWords::Working)}</p>
                <progress max=run.total value=run.done aria-label=ctx.t(HintWords::Progress)></progress>
            })}
            {shown.map(|shown| view! {
                <p>{ctx.t(HintWords::Best)}</p>
                <ol class="hint-lines">{shown}</ol>
                <p class="hint-honest">{ctx.t(HintWords::Honest)}</p>
            })}
        })
    };
    view! {
        <section class="hint" aria-labelledby="hint-button">
            <p class="hint-actions">
                <button id="hint-button" class="quiet ask-hint" node_ref=button aria-busy=move || running().to_string() on:click=start>
                    {ctx.t(HintWords::Ask)}
                </button>
                <Show when=running>
                    <button class="quiet stop-hint" on:click=move |_| {
                        run.set(None);
                        // The focus stays with the hint, not on the body.
                        if let Some(button) = button.get_untracked() {
                            let _ = button.focus();
                        }
                    }>{ctx.t(HintWords::Stop)}</button>
                </Show>
                " " <span class="hint-count">{ctx.t(HintWords::Used)} " " {used}</span>
            </p>
            <div class="hint-result" role="status" aria-live="polite">{lines}</div>
        </section>
    }
}

/// Asks for the next slice of the hint in `run`; its answer asks for the one after, until the
/// budget is spent, the run is stopped or the game moves on. The finished hint's best action
/// is offered as a click on the board would offer it.
fn next_slice<G: BotGame + GameUi>(table: Table<G>, seat: Seat, run: RwSignal<Option<Run>>)
where
    G::Action: Describe,
{
    let Some(asked) = run.get_untracked() else { return };
    let slice = asked.total.div_ceil(SLICES);
    let to = (asked.done + slice).min(asked.total);
    let request =
        table.session.with_value(|s| Request::asking(0, s.record(), seat, Ask::Hint { from: asked.done, to }));
    thinker::ask(request, move |answer| {
        // A panel drawn anew (or gone with its page) has dropped the hint.
        let still = run.try_get_untracked().flatten().filter(|r| r.moves == asked.moves && r.done == asked.done);
        let Some(mut next) = still else { return };
        if table.session.try_with_value(|s| s.record().actions.len()) != Some(asked.moves) {
            return;
        }
        match answer.choice {
            Ok(Reply::Hint(lines)) => {
                next.done = to;
                next.lines = lines;
            }
            Ok(Reply::Move(_) | Reply::Analysis { .. }) => next.failed = Some("not a hint".into()),
            Err(NoMove::NotLoaded) => next.failed = Some("the bots did not load".into()),
            Err(NoMove::Failed(why)) => next.failed = Some(why),
        }
        let finished = next.done >= next.total || next.failed.is_some();
        let best = next.lines.first().map(|l| l.action as usize);
        run.try_set(Some(next));
        if !finished {
            next_slice(table, seat, run);
        } else if let Some(best) = best {
            table.pointed.set(Some(vec![best]));
            reveal_soon(HINTED);
        }
    });
}

/// "win chance 62 % ± 4 % (1200 tries)" in `lang`: an estimated win chance `mean` with its
/// `spread` and the `visits` it rests on (a hint's line, or an analysis's estimate).
pub fn figures(lang: Lang, mean: f64, spread: f64, visits: u32) -> String {
    use crate::i18n::t;
    let percent = |x: f64| format!("{:.0} %", x * 100.0);
    format!(
        "{} {} ± {} ({} {})",
        t(lang, HintWords::WinChance),
        percent(mean),
        percent(spread),
        visits,
        t(lang, HintWords::Tries)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_read_as_a_percentage_with_its_spread() {
        assert_eq!(figures(Lang::En, 0.623, 0.041, 1200), "win chance 62 % ± 4 % (1200 tries)");
        assert_eq!(figures(Lang::De, 0.623, 0.041, 1200), "Siegchance 62 % ± 4 % (1200 Durchläufe)");
    }
}
