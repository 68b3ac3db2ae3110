//! Details of a board's pieces in words, for boards written as markup: while the board is
//! written, each piece adds its detail under a key naming the piece ([`Details::add`]) and gets
//! the attributes that describe it by a hidden element (`{prefix}-d-{key}`, for screen readers);
//! [`Details::markup`] writes those elements, and [`show_detail`] shows the detail of the piece
//! focused, hovered or tapped in the board's panel. What a detail holds is the game's: its
//! words at once, or what to ask for them once their code is loaded. The ids come from the
//! pieces' names, not their order, so a piece's markup does not change when others come or go.

use super::markup::{Markup, markup};
use std::cell::RefCell;
use wasm_bindgen::JsCast;

/// The details of the pieces drawn, collected while a board is written.
pub struct Details<T> {
    prefix: &'static str,
    items: RefCell<Vec<(String, T)>>,
}

impl<T> Details<T> {
    /// No details yet; the hidden elements' ids start with `prefix`.
    pub fn new(prefix: &'static str) -> Self {
        Details { prefix, items: RefCell::new(Vec::new()) }
    }

    /// Adds the detail of the piece named `key` (explicit words, as a focus key), unless a piece
    /// of that name was added before; the attributes that describe the piece by it.
    pub fn add(&self, key: String, item: T) -> Markup {
        let attributes = markup!(r#" aria-describedby="{prefix}-d-{key}" data-d"#, prefix = self.prefix, key = &key);
        let mut all = self.items.borrow_mut();
        if !all.iter().any(|(k, _)| *k == key) {
            all.push((key, item));
        }
        attributes
    }

    /// The hidden elements the details go into, each holding `words` of its item (empty to
    /// fill in later), and the items with their keys.
    pub fn markup(&self, words: impl Fn(&T) -> Markup) -> (Markup, Vec<(String, T)>) {
        let items = self.items.take();
        let out = items
            .iter()
            .map(|(key, item)| {
                markup!(
                    r#"<span id="{prefix}-d-{key}" hidden>{words}</span>"#,
                    prefix = self.prefix,
                    key,
                    words = words(item)
                )
            })
            .collect();
        (out, items)
    }
}

/// Shows the detail of the piece an event landed on (by focus, pointer or tap) in the panel
/// `panel` (a selector) of the board's `pieces` (the selector of the element around the piece).
#[inline(always)]
pub fn show_detail(ev: &web_sys::Event, pieces: &str, panel: &str) {
    let Some(el) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
    let Some(piece) = el.closest("[data-d]").ok().flatten() else { return };
    let (Some(id), Ok(Some(holder))) = (piece.get_attribute("aria-describedby"), el.closest(pieces)) else { return };
    let text = holder.query_selector(&format!("#{id}")).ok().flatten().and_then(|e| e.text_content());
    if let (Some(text), Ok(Some(panel))) = (text, holder.query_selector(panel)) {
        panel.set_text_content(Some(&text));
    }
}
