//! Helpers for board pieces written as markup (`inner_html`) rather than one reactive node per
//! element, a fraction of the code size: escaping typed-in text, a place one may point at as a
//! button, and finding the place a click or an activating key press inside such markup landed
//! on.

use super::focus::key;
use super::pointing::Marks;
use std::fmt::Debug;
use wasm_bindgen::JsCast;

/// Text made safe to stand inside HTML or SVG markup (player names are typed in by people).
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The place an event inside markup landed on, from the nearest `data-spot` index into
/// `spots`: one handler serves a whole piece of markup.
pub fn spot_of<T: Copy>(ev: &web_sys::Event, spots: &[T]) -> Option<T> {
    let mut el = ev.target()?.dyn_into::<web_sys::Element>().ok();
    while let Some(e) = el {
        if let Some(i) = e.get_attribute("data-spot") {
            return i.parse::<usize>().ok().and_then(|i| spots.get(i).copied());
        }
        el = e.parent_element();
    }
    None
}

/// The place an Enter or Space key press inside markup landed on (see [`spot_of`]); the key's
/// own effect (scrolling, say) is prevented when it lands on a place.
pub fn spot_pressed<T: Copy>(ev: &web_sys::KeyboardEvent, spots: &[T]) -> Option<T> {
    if ev.key() != "Enter" && ev.key() != " " {
        return None;
    }
    let spot = spot_of(ev, spots)?;
    ev.prevent_default();
    Some(spot)
}

/// `inner` (markup) as a button offering `target` when it is lit (class `{prefix}-pick`, with
/// the marks' classes, its index into `spots` and its focus key), else as a title
/// (`{prefix}-title`).
pub fn pick<T: Copy + PartialEq + Debug>(
    marks: &Marks<T>,
    prefix: &str,
    target: T,
    inner: &str,
    spots: &mut Vec<T>,
) -> String {
    pick_described(marks, prefix, target, inner, None, spots)
}

/// As [`pick`], with a description: `attrs` (an `aria-describedby`, say) on the button, or on
/// the title, which is then reached by keyboard too and named `label` (markup-escaped), so the
/// description of a place is there whether one may point at it or not.
pub fn pick_described<T: Copy + PartialEq + Debug>(
    marks: &Marks<T>,
    prefix: &str,
    target: T,
    inner: &str,
    described: Option<(&str, &str)>,
    spots: &mut Vec<T>,
) -> String {
    if !marks.lit(target) {
        return match described {
            None => format!(r#"<span class="{prefix}-title">{inner}</span>"#),
            Some((label, attrs)) => described_span(&format!("{prefix}-title"), label, attrs, inner),
        };
    }
    spots.push(target);
    format!(
        r#"<button type="button" class="{prefix}-pick{}" data-spot="{}" data-focus="{}"{}>{inner}</button>"#,
        marks.class(target),
        spots.len() - 1,
        key(&target),
        described.map_or("", |d| d.1)
    )
}

/// `inner` (markup) in a span of class `class`, a picture named `label` (markup-escaped) and
/// described by `attrs` (an `aria-describedby`, say), reached by keyboard for its description.
#[inline(always)]
pub fn described_span(class: &str, label: &str, attrs: &str, inner: &str) -> String {
    format!(r#"<span class="{class}" role="img" tabindex="0" aria-label="{label}"{attrs}>{inner}</span>"#)
}
