//! The game log: what happened, in words, newest first, in the reader's language, with the
//! players' names where the rules say "Player 2"; the latest 200 lines, then how many earlier
//! ones the replay holds. The list is markup: a move adds its lines at the top and drops those
//! past the latest 200 (an undo, or another language, writes it anew), so a click does not parse
//! and lay out the whole log again; a separate live region tells screen readers only the lines
//! the latest move added.
//!
//! A line about places on the board (a game's events say which, [`Describe::places_on_board`])
//! carries their keys (`data-places`); while the pointer rests on it or it has the focus (the
//! arrow keys move it from line to line), the board's elements with those keys (`data-place`)
//! are marked `data-pointed`, so that the line can be followed to its place. That marking is a
//! few lines of the page's own script (`index.html`), delegated from the document: written in
//! Rust, its event handlers cost every game's code about 2 KB of its size budget.
//!
//! [`Describe::places_on_board`]: crate::i18n::Describe::places_on_board

use super::effect;
use crate::i18n::{Key, Lang, Text, count, with_names};
use crate::ui::Ctx;
use crate::ui::kit::markup::{Markup, markup};
use leptos::prelude::*;

/// How many of the latest lines are shown.
const SHOWN: usize = 200;

/// The log's last line when it shows only the latest [`SHOWN`] of `total` lines: how many are
/// left out, and where to read them.
fn earlier(total: usize, lang: Lang) -> Markup {
    match total.saturating_sub(SHOWN) {
        0 => Markup::new(),
        n => {
            let lines =
                count(n, ["frühere Zeile steht", "frühere Zeilen stehen"], ["earlier line is", "earlier lines are"]);
            let text = Text::new(
                format!("{} nicht hier; die Wiederholung zeigt die ganze Partie.", lines.de),
                format!("{} not shown here; the replay shows the whole game.", lines.en),
            );
            markup!(r#"<li class="earlier">{text}</li>"#, text = text.get(lang))
        }
    }
}

/// One line of the log: its words and the keys of the places it is about, separated by spaces
/// (empty if none).
pub type LogLine = (Text, String);

/// The lines of a log that one reader may read, kept up to date by the table as the game goes
/// on: a move adds its lines, an undo writes them anew.
#[derive(Clone, Default)]
pub struct LogLines {
    /// The lines, oldest first.
    pub lines: Vec<LogLine>,
    /// How many of `lines` were there before the latest change, when it only added lines;
    /// `None` when they were written anew.
    pub kept: Option<usize>,
}

/// The lines of `log` for a table of `names`.
#[component]
pub fn GameLog(log: Memo<LogLines>, names: Vec<String>) -> impl IntoView {
    let ctx = Ctx::get();
    let names = StoredValue::new(names);
    let line = move |text: &Text, lang: Lang| names.with_value(|n| with_names(text.get(lang), lang, n));
    let item = move |(text, places): &LogLine, lang: Lang| match places.as_str() {
        "" => markup!("<li>{line}</li>", line = line(text, lang)),
        keys => markup!(r#"<li tabindex="-1" data-places="{keys}">{line}</li>"#, keys, line = line(text, lang)),
    };
    // How many lines are drawn, in which language: a log that only grew since gets its new
    // lines added.
    let drawn = StoredValue::new((0, None::<Lang>));
    let list = NodeRef::<leptos::html::Ol>::new();
    effect(move || {
        let lang = ctx.lang.get();
        let Some(ol) = list.get() else { return };
        log.with(|LogLines { lines: l, kept }| {
            let (from, drawn_lang) = drawn.get_value();
            let grew = drawn_lang == Some(lang) && *kept == Some(from) && ol.child_element_count() > 0;
            if grew && l.len() - from < SHOWN {
                let news: Markup = l[from..].iter().rev().map(|entry| item(entry, lang)).collect();
                let _ = ol.insert_adjacent_html("afterbegin", &news.into_html());
                // The lines past the latest SHOWN and the old "earlier" line go; a new one follows.
                while ol.child_element_count() as usize > SHOWN.min(l.len()) {
                    match ol.last_element_child() {
                        Some(last) => last.remove(),
                        None => break,
                    }
                }
                let _ = ol.insert_adjacent_html("beforeend", &earlier(l.len(), lang).into_html());
            } else {
                let all = l.iter().rev().take(SHOWN).map(|entry| item(entry, lang)).collect::<Markup>();
                ol.set_inner_html(&(all + earlier(l.len(), lang)).into_html());
            }
            drawn.set_value((l.len(), Some(lang)));
        })
    });
    // What the latest move added (nothing after an undo, which has its own notice).
    let seen = StoredValue::new(log.with_untracked(|l| l.lines.len()));
    let news = move || {
        let lang = ctx.lang.get();
        log.with(|LogLines { lines: l, .. }| {
            let from = seen.get_value().min(l.len());
            seen.set_value(l.len());
            l[from..].iter().map(|(text, _)| line(text, lang)).collect::<Vec<_>>().join(" ")
        })
    };
    view! {
        <section class="game-log" aria-labelledby="log-title">
            <h2 id="log-title">{ctx.t(Key::GameLog)}</h2>
            <p class="visually-hidden" aria-live="polite">{news}</p>
            <Show when=move || log.with(|l| !l.lines.is_empty()) fallback=move || view! { <p class="empty">{ctx.t(Key::NothingYet)}</p> }>
                <ol reversed tabindex="0" aria-labelledby="log-title" node_ref=list></ol>
            </Show>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shortened_log_says_how_many_lines_the_replay_holds_besides() {
        assert_eq!(earlier(SHOWN, Lang::En).to_string(), "");
        assert_eq!(
            earlier(SHOWN + 37, Lang::En).to_string(),
            r#"<li class="earlier">37 earlier lines are not shown here; the replay shows the whole game.</li>"#
        );
        assert_eq!(
            earlier(SHOWN + 1, Lang::De).to_string(),
            r#"<li class="earlier">1 frühere Zeile steht nicht hier; die Wiederholung zeigt die ganze Partie.</li>"#
        );
    }
}
