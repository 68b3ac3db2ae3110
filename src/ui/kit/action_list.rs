//! The compact list of every legal action, each described in words: always available next to
//! the board, and what keyboard users (and tests) drive the game with.

use crate::i18n::{Key, Text};
use crate::ui::Ctx;
use leptos::prelude::*;

/// One button per `(index, words)` in `actions`; choosing one calls `choose` with its index.
#[component]
pub fn ActionList(actions: Signal<Vec<(usize, Text)>>, choose: Callback<usize>) -> impl IntoView {
    let ctx = Ctx::get();
    view! {
        <section class="action-list" aria-labelledby="actions-title">
            <h2 id="actions-title">{ctx.t(Key::YourChoices)}</h2>
            <ul>
                {move || actions.get().into_iter().map(|(i, text)| view! {
                    <li><button class="action" data-index=i on:click=move |_| choose.run(i)>
                        {move || text.get(ctx.lang.get()).to_string()}
                    </button></li>
                }).collect_view()}
            </ul>
        </section>
    }
}
