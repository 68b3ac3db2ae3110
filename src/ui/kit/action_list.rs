//! The compact list of every legal action, each described in words: always available next to
//! the board, and what keyboard users (and tests) drive the game with. After a choice the focus
//! goes to the list's heading, a place that stays, so a second Enter never makes a move nobody
//! read (the buttons are new ones, for the new position); the log's live region says what
//! happened.

use crate::i18n::{Key, Text};
use crate::ui::Ctx;
use leptos::prelude::*;

/// One button per `(index, words)` in `actions`; choosing one calls `choose` with its index.
#[component]
pub fn ActionList(actions: Signal<Vec<(usize, Text)>>, choose: Callback<usize>) -> impl IntoView {
    let ctx = Ctx::get();
    let heading = NodeRef::<leptos::html::H2>::new();
    let pick = move |i: usize| {
        if let Some(h2) = heading.get_untracked() {
            let _ = h2.focus();
        }
        choose.run(i);
    };
    view! {
        <section class="action-list" aria-labelledby="actions-title">
            <h2 id="actions-title" tabindex="-1" node_ref=heading>{ctx.t(Key::YourChoices)}</h2>
            <ul>
                {move || actions.get().into_iter().map(|(i, text)| view! {
                    <li><button class="action" data-index=i on:click=move |_| pick(i)>
                        {move || text.get(ctx.lang.get()).to_string()}
                    </button></li>
                }).collect_view()}
            </ul>
        </section>
    }
}
