//! The keyboard focus kept across a board's redraw, for every game. A board is drawn anew after
//! each click or key press on it, so the place a key press chose is a new element and the focus
//! would fall back to the page. Each place one may point at carries a `data-focus` key (its
//! [`Place::key`](super::targets::Place::key), in English words, the same in every drawing);
//! the table remembers the key a press of Enter or Space landed on ([`remember`], in the page's
//! [`Memory`]) and, once the board is drawn anew, focuses the place with that key again
//! ([`restore`]): a further key press then acts there (turning a tile being built to its next
//! rotation, say).

use super::effect;
use super::memory::Memory;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// English `words` as part of a key or a test hook: ASCII letters and digits, lower case,
/// anything else a hyphen ("light blue" → "light-blue").
pub fn slug(words: &str) -> String {
    words.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect()
}

/// On an Enter or Space key press inside a board, remembers the place it landed on, if that
/// place has a `data-focus` key.
pub fn remember(memory: Memory, ev: &web_sys::KeyboardEvent) {
    if ev.key() != "Enter" && ev.key() != " " {
        return;
    }
    let Some(el) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
    let kept = el.closest("[data-focus]").ok().flatten().and_then(|e| e.get_attribute("data-focus"));
    memory.with(|m| m.focus = kept);
}

/// Once the board being drawn is on the page, focuses the place remembered by [`remember`]
/// (without scrolling), or, when the move took that place away, the heading of the list of
/// choices (a place that stays); either way the place is forgotten.
pub fn restore(memory: Memory) {
    effect(move || {
        let Some(kept) = memory.with(|m| m.focus.take()) else { return };
        let selector = format!("[data-focus=\"{}\"]", kept.replace('\\', "\\\\").replace('"', "\\\""));
        let place = document().query_selector(&selector).ok().flatten();
        // The place may be drawn in SVG: `focus` is the same method there.
        if let Some(el) = place.or_else(|| document().get_element_by_id("actions-title")) {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = el.unchecked_into::<web_sys::HtmlElement>().focus_with_options(&options);
        }
    });
}
