//! The compact list of every legal action, each described in words: always available next to
//! the board, and what keyboard users (and tests) drive the game with. Actions a board offers
//! by pointing (see [`Targets::folds`](super::targets::Targets::folds)) may stand folded
//! behind "Show as a list", below a line saying where to point. After a choice the focus goes
//! to the list's heading, a place that stays, so a second Enter never makes a move nobody read
//! (the buttons are new ones, for the new position); the log's live region says what happened.
//! A choice that hands the device on leaves the focus to the page (the list goes).

use super::camera::closest;
use super::markup::{Markup, markup};
use crate::i18n::{Key, Text};
use crate::ui::Ctx;
use leptos::prelude::*;

/// Actions listed only on request, and the line that says where on the board to choose them.
#[derive(Clone, Debug, PartialEq)]
pub struct Folded {
    /// Where to point instead.
    pub prompt: Text,
    /// The folded actions, as `(index, words)`.
    pub actions: Vec<(usize, Text)>,
}

/// One button per `(index, words)` in `actions`, and the `folded` ones behind a disclosure;
/// choosing one calls `choose` with its index, which answers whether the list stays for the
/// same person (`false` when the move hands the device on).
#[component]
pub fn ActionList(
    actions: Signal<Vec<(usize, Text)>>,
    choose: Callback<usize, bool>,
    #[prop(optional, into)] folded: Signal<Option<Folded>>,
) -> impl IntoView {
    let ctx = Ctx::get();
    let heading = NodeRef::<leptos::html::H2>::new();
    // One focus move per click, after the move (the page redraws only after the handler, in a
    // microtask, so the list is still there) and only if the list stays: a move that hands the
    // device on has the page move the focus instead. Every focus move makes the browser bring
    // the page's style up to date first; it does not scroll: scrolling would lay out the whole
    // page before the redraw (measured in Key Market: p95 from click to board 17 ms with
    // scrolling, 12–15 ms without).
    let pick = move |i: usize| {
        if choose.run(i)
            && let Some(h2) = heading.get_untracked()
        {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = h2.focus_with_options(&options);
        }
    };
    // The buttons are markup, one list written at once, with one handler for all: a season's
    // first choice lists hundreds of actions, and a Leptos view per button made each click
    // build and take down hundreds of views (docs/benchmarks.md, "Click to updated board").
    let buttons = move |list: &[(usize, Text)]| {
        let lang = ctx.lang.get();
        let items = list.iter().map(|(i, text)| {
            markup!(
                r#"<li><button type="button" class="action" data-index="{i}">{words}</button></li>"#,
                i,
                words = text.get(lang)
            )
        });
        items.collect::<Markup>()
    };
    let click = move |ev: web_sys::MouseEvent| {
        let index = closest(&ev, "button.action").and_then(|b| b.get_attribute("data-index"));
        if let Some(i) = index.and_then(|i| i.parse().ok()) {
            pick(i);
        }
    };
    // Drawn anew only when what is folded changes: an equal value (the page redrawn for
    // anything else) keeps "Show as a list" open if it was opened.
    let folded = Memo::new(move |_| folded.get());
    let fold = move || {
        folded.get().map(|Folded { prompt, actions }| {
            let count = actions.len();
            view! {
                <p class="fold-prompt">{move || prompt.get(ctx.lang.get()).to_string()}</p>
                <details class="as-list">
                    <summary>{ctx.t(Key::ShowAsList)} " (" {count} ")"</summary>
                    <ul on:click=click inner_html=move || buttons(&actions).into_html()></ul>
                </details>
            }
        })
    };
    view! {
        <section class="action-list" aria-labelledby="actions-title">
            <h2 id="actions-title" tabindex="-1" node_ref=heading>{ctx.t(Key::YourChoices)}</h2>
            <ul on:click=click inner_html=move || actions.with(|list| buttons(list)).into_html()></ul>
            {fold}
        </section>
    }
}

/// `listed` split into the actions to show and those to fold: `folded` gives, for an action's
/// index, where to point on the board when the board offers it by pointing. Once the board
/// was `pointed` at, the list shows what it offered, and nothing is folded.
pub fn fold(
    listed: Vec<(usize, Text)>,
    pointed: bool,
    folded: impl Fn(usize) -> Option<Text>,
) -> (Vec<(usize, Text)>, Option<Folded>) {
    if pointed {
        return (listed, None);
    }
    let mut prompt = None;
    let (hidden, shown): (Vec<_>, Vec<_>) = listed.into_iter().partition(|(i, _)| match folded(*i) {
        Some(p) => {
            prompt.get_or_insert(p);
            true
        }
        None => false,
    });
    (shown, prompt.map(|prompt| Folded { prompt, actions: hidden }))
}
