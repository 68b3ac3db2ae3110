//! The game log: what happened, in words, newest first, in the reader's language, with the
//! players' names where the rules say "Player 2". The list is written as markup in one go (a
//! move costs one small update, not a node per line), and a separate live region tells screen
//! readers only the lines the latest move added.
//!
//! A line about places on the board (a game's events say which, [`Describe::places_on_board`])
//! carries their keys (`data-places`); while the pointer rests on it or it has the focus (the
//! arrow keys move it from line to line), the board's elements with those keys (`data-place`)
//! are marked `data-pointed`, so that the line can be followed to its place.
//!
//! [`Describe::places_on_board`]: crate::i18n::Describe::places_on_board

use crate::i18n::{Key, Lang, Text, with_names};
use crate::ui::Ctx;
use crate::ui::kit::markup::esc;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// How many of the latest lines are shown.
const SHOWN: usize = 200;

/// One line of the log: its words and the keys of the places it is about, separated by spaces
/// (empty if none).
pub type LogLine = (Text, String);

/// The lines of `log` for a table of `names`.
#[component]
pub fn GameLog(log: Signal<Vec<LogLine>>, names: Vec<String>) -> impl IntoView {
    let ctx = Ctx::get();
    let names = StoredValue::new(names);
    let line = move |text: &Text, lang: Lang| names.with_value(|n| with_names(text.get(lang), lang, n));
    let list = move || {
        let lang = ctx.lang.get();
        log.with(|l| {
            l.iter()
                .rev()
                .take(SHOWN)
                .map(|(text, places)| match places.as_str() {
                    "" => format!("<li>{}</li>", esc(&line(text, lang))),
                    keys => format!(r#"<li tabindex="-1" data-places="{}">{}</li>"#, esc(keys), esc(&line(text, lang))),
                })
                .collect::<String>()
        })
    };
    // What the latest move added (nothing after an undo, which has its own notice).
    let seen = StoredValue::new(log.with_untracked(Vec::len));
    let news = move || {
        let lang = ctx.lang.get();
        log.with(|l| {
            let from = seen.get_value().min(l.len());
            seen.set_value(l.len());
            l[from..].iter().map(|(text, _)| line(text, lang)).collect::<Vec<_>>().join(" ")
        })
    };
    view! {
        <section class="game-log" aria-labelledby="log-title">
            <h2 id="log-title">{ctx.t(Key::GameLog)}</h2>
            <p class="visually-hidden" aria-live="polite">{news}</p>
            <Show when=move || log.with(|l| !l.is_empty()) fallback=move || view! { <p class="empty">{ctx.t(Key::NothingYet)}</p> }>
                <ol reversed tabindex="0" aria-labelledby="log-title" inner_html=list
                    on:mouseover=move |ev| point(&ev) on:focusin=move |ev| point(&ev)
                    on:mouseout=move |_| unpoint() on:focusout=move |_| unpoint()
                    on:keydown=step></ol>
            </Show>
        </section>
    }
}

/// The element an event landed on.
fn target(ev: &web_sys::Event) -> Option<web_sys::Element> {
    ev.target()?.dyn_into::<web_sys::Element>().ok()
}

/// Marks the board's places of the line an event landed on (the marks of another line go).
fn point(ev: &web_sys::Event) {
    unpoint();
    let places = target(ev).and_then(|el| el.closest("[data-places]").ok().flatten());
    let Some(keys) = places.and_then(|li| li.get_attribute("data-places")) else { return };
    for key in keys.split(' ') {
        let Ok(found) = document().query_selector_all(&format!("[data-place=\"{key}\"]")) else { continue };
        for i in 0..found.length() {
            if let Some(el) = found.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                let _ = el.set_attribute("data-pointed", "");
            }
        }
    }
}

/// Takes every mark of [`point`] away.
fn unpoint() {
    let Ok(marked) = document().query_selector_all("[data-pointed]") else { return };
    for i in 0..marked.length() {
        if let Some(el) = marked.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
            let _ = el.remove_attribute("data-pointed");
        }
    }
}

/// The arrow keys move the focus to the next or the previous line about a place (Home and End
/// to the first and the last): from the list itself, to the first.
fn step(ev: web_sys::KeyboardEvent) {
    let Some(list) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
    let Ok(lines) = list.query_selector_all("li[data-places]") else { return };
    let n = lines.length();
    let at = target(&ev).and_then(|el| (0..n).find(|&i| lines.item(i).is_some_and(|l| l.is_same_node(Some(&el)))));
    let next = match (ev.key().as_str(), at) {
        ("ArrowDown", Some(i)) => (i + 1).min(n.saturating_sub(1)),
        ("ArrowUp", Some(i)) => i.saturating_sub(1),
        ("ArrowDown" | "Home", _) => 0,
        ("End", _) => n.saturating_sub(1),
        _ => return,
    };
    if let Some(el) = lines.item(next).and_then(|l| l.dyn_into::<web_sys::HtmlElement>().ok()) {
        ev.prevent_default();
        let _ = el.focus();
    }
}
