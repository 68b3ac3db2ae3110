//! A page's one `<h1>`. It names the page in the window's title ("… – Keydom"), and when the
//! app moves from one page to another it takes the focus, so keyboard and screen-reader users
//! start at the top of the new page rather than on the document's body. The app's first page
//! leaves the focus where the browser put it (an embed must never take it from its host page).

use super::effect;
use leptos::prelude::*;
use std::cell::Cell;

thread_local! {
    /// Whether a page has been shown yet. App-wide on purpose, not a page's memory: it tells the
    /// app's first page (which must leave the focus alone) from every page after it.
    static OPENED: Cell<bool> = const { Cell::new(false) };
}

/// The page's heading and the window's title: `text`.
#[component]
pub fn PageHeading(
    /// What the page is (kept in step with the language).
    #[prop(into)]
    text: Signal<String>,
    /// A class for the heading.
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    let heading = NodeRef::<leptos::html::H1>::new();
    effect(move || document().set_title(&format!("{} – Keydom", text.get())));
    effect(move || {
        if let Some(h1) = heading.get()
            && OPENED.replace(true)
        {
            let _ = h1.focus();
        }
    });
    view! { <h1 class=class tabindex="-1" node_ref=heading>{text}</h1> }
}
