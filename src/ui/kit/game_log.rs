//! The game log: what happened, in words, newest first, in the reader's language.

use crate::i18n::{Key, Text};
use crate::ui::Ctx;
use leptos::prelude::*;

/// The lines of `log`, in a region screen readers announce politely.
#[component]
pub fn GameLog(log: Signal<Vec<Text>>) -> impl IntoView {
    let ctx = Ctx::get();
    view! {
        <section class="game-log" aria-labelledby="log-title">
            <h2 id="log-title">{ctx.t(Key::GameLog)}</h2>
            <Show when=move || log.with(|l| !l.is_empty()) fallback=move || view! { <p class="empty">{ctx.t(Key::NothingYet)}</p> }>
                <ol reversed aria-live="polite">
                    {move || log.get().into_iter().rev().take(200).map(|line| {
                        view! { <li>{move || line.get(ctx.lang.get()).to_string()}</li> }
                    }).collect_view()}
                </ol>
            </Show>
        </section>
    }
}
