//! The hand-off screen: when the device passes between players and the next view holds
//! secrets, nothing of it is rendered until the named player says they are ready.
//!
//! The screen is a modal dialog in the page's flow (so an embedding frame fits it): while it is
//! up, everything else on the page is `inert` (out of reach of the keyboard, the pointer and the
//! accessibility tree) and Tab cycles through the dialog's own controls.

use super::effect;
use crate::i18n::Key;
use crate::ui::Ctx;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Covers `children` until `player` confirms. The children are not in the page at all
/// before that, so nothing secret can be read from it or shown by accident.
#[component]
pub fn HandOff(
    /// Who should take the device.
    #[prop(into)]
    player: Signal<String>,
    /// The secret view for that player.
    children: ChildrenFn,
    /// GameUi on the hand-off screen itself, below the button (e.g. "Send the turn to …").
    #[prop(optional, into)]
    aside: Option<ViewFn>,
) -> impl IntoView {
    let ctx = Ctx::get();
    let (ready, set_ready) = signal(false);
    // A new player means a new hand-off.
    effect(move || {
        player.track();
        set_ready.set(false);
    });
    let dialog = move || {
        let node = NodeRef::<leptos::html::Section>::new();
        let ready_button = NodeRef::<leptos::html::Button>::new();
        effect(move || {
            let (Some(node), Some(button)) = (node.get(), ready_button.get()) else { return };
            let silenced = StoredValue::new_local(silence_around(&node));
            on_cleanup(move || {
                silenced.with_value(|els| els.iter().for_each(|e| e.remove_attribute("inert").unwrap_or_default()))
            });
            // After the screen's first paint: a focus move brings the page's style and layout
            // up to date at once, inside the click that handed the device on.
            after_paint(move || {
                let _ = button.focus();
            });
        });
        view! {
            <section node_ref=node class="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title"
                on:keydown=move |ev| if let Some(node) = node.get_untracked() { keep_tab_inside(&node, &ev) }>
                <h2 id="handoff-title">{ctx.t(Key::HandOffTitle)} " " <span class="handoff-name">{move || player.get()}</span></h2>
                <p>{ctx.t(Key::HandOffHint)}</p>
                <button node_ref=ready_button class="primary" on:click=move |_| set_ready.set(true)>{ctx.t(Key::HandOffReady)}</button>
                {aside.as_ref().map(ViewFn::run)}
            </section>
        }
    };
    view! {
        <Show when=move || ready.get() fallback=dialog>
            {children()}
        </Show>
    }
}

/// Runs `task` in the task after the next paint (an animation frame, then a timeout): work that
/// must not delay the frame a click draws.
pub fn after_paint(task: impl FnOnce() + 'static) {
    request_animation_frame(move || set_timeout(task, std::time::Duration::ZERO));
}

/// Makes inert every element of the page beside `dialog` and its ancestors (the siblings met on
/// the way up to `<body>`), and returns those it changed, to be woken again.
fn silence_around(dialog: &web_sys::Element) -> Vec<web_sys::Element> {
    let mut silenced = Vec::new();
    let mut at = dialog.clone();
    while let Some(parent) = at.parent_element() {
        let mut sibling = parent.first_element_child();
        while let Some(el) = sibling {
            if el != at && !el.has_attribute("inert") {
                let _ = el.set_attribute("inert", "");
                silenced.push(el.clone());
            }
            sibling = el.next_element_sibling();
        }
        if parent.tag_name().eq_ignore_ascii_case("body") {
            break;
        }
        at = parent;
    }
    silenced
}

/// Tab on the dialog's last control goes to its first, Shift+Tab on its first to its last.
fn keep_tab_inside(dialog: &web_sys::Element, ev: &web_sys::KeyboardEvent) {
    if ev.key() != "Tab" {
        return;
    }
    let Ok(found) = dialog.query_selector_all("button, [href], input, select, textarea, summary, [tabindex]") else {
        return;
    };
    let controls: Vec<web_sys::HtmlElement> = (0..found.length())
        .filter_map(|i| found.item(i)?.dyn_into::<web_sys::HtmlElement>().ok())
        .filter(|e| e.tab_index() >= 0 && (e.offset_width() > 0 || e.offset_height() > 0))
        // The inside of a closed <details> is laid out but cannot take the focus.
        .filter(|e| e.closest("details:not([open]) > :not(summary)").ok().flatten().is_none())
        .collect();
    let (Some(first), Some(last)) = (controls.first(), controls.last()) else { return };
    let active = document().active_element();
    let (from, to) = if ev.shift_key() { (first, last) } else { (last, first) };
    let at_edge = active.as_ref().is_none_or(|a| a == from.unchecked_ref::<web_sys::Element>())
        || active.as_ref().is_some_and(|a| !dialog.contains(Some(a)));
    if at_edge {
        ev.prevent_default();
        let _ = to.focus();
    }
}
