//! Details of a board's pieces in words, for boards written as markup: while the board is
//! written, each piece adds its detail ([`Details::add`]) and gets the attributes that describe
//! it by a hidden element (`{prefix}-d{i}`, for screen readers); [`Details::markup`] writes those
//! elements, and [`show_detail`] shows the detail of the piece focused, hovered or tapped in
//! the board's panel. What a detail holds is the game's: its words at once, or what to ask
//! for them once their code is loaded.

use super::markup::{Markup, markup};
use std::cell::RefCell;
use wasm_bindgen::JsCast;

/// The details of the pieces drawn, collected while a board is written.
pub struct Details<T> {
    prefix: &'static str,
    items: RefCell<Vec<T>>,
}

impl<T> Details<T> {
    /// No details yet; the hidden elements' ids start with `prefix`.
    pub fn new(prefix: &'static str) -> Self {
        Details { prefix, items: RefCell::new(Vec::new()) }
    }

    /// Adds a piece's detail; the attributes that describe the piece by it.
    pub fn add(&self, item: T) -> Markup {
        let mut all = self.items.borrow_mut();
        all.push(item);
        self.attributes(all.len() - 1)
    }

    /// The attributes that describe a piece by the `i`-th detail.
    fn attributes(&self, i: usize) -> Markup {
        markup!(r#" aria-describedby="{prefix}-d{i}" data-d="{i}""#, prefix = self.prefix, i)
    }

    /// The hidden elements the details go into, each holding `words` of its item (empty to
    /// fill in later), and the items.
    pub fn markup(&self, words: impl Fn(&T) -> Markup) -> (Markup, Vec<T>) {
        let items = self.items.take();
        let out = items
            .iter()
            .enumerate()
            .map(|(i, item)| {
                markup!(
                    r#"<span id="{prefix}-d{i}" hidden>{words}</span>"#,
                    prefix = self.prefix,
                    i,
                    words = words(item)
                )
            })
            .collect();
        (out, items)
    }
}

impl<T: PartialEq> Details<T> {
    /// As [`Details::add`], but a piece whose detail equals one added before is described by
    /// the same element.
    pub fn add_once(&self, item: T) -> Markup {
        let at = self.items.borrow().iter().position(|i| *i == item);
        match at {
            Some(i) => self.attributes(i),
            None => self.add(item),
        }
    }
}

/// Shows the detail of the piece an event landed on (by focus, pointer or tap) in the panel
/// `panel` (a selector) of the board `table` (the selector of the element around the piece).
#[inline(always)]
pub fn show_detail(ev: &web_sys::Event, table: &str, panel: &str) {
    let Some(el) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
    let Some(piece) = el.closest("[data-d]").ok().flatten() else { return };
    let (Some(id), Ok(Some(table))) = (piece.get_attribute("aria-describedby"), el.closest(table)) else { return };
    let text = table.query_selector(&format!("#{id}")).ok().flatten().and_then(|e| e.text_content());
    if let (Some(text), Ok(Some(panel))) = (text, table.query_selector(panel)) {
        panel.set_text_content(Some(&text));
    }
}
