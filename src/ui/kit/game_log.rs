//! The game log: what happened, in words, newest first, in the reader's language, with the
//! players' names where the rules say "Player 2".

use crate::i18n::{Key, Text, with_names};
use crate::ui::Ctx;
use leptos::prelude::*;

/// The lines of `log` for a table of `names`, in a region screen readers announce politely.
#[component]
pub fn GameLog(log: Signal<Vec<Text>>, names: Vec<String>) -> impl IntoView {
    let ctx = Ctx::get();
    let names = StoredValue::new(names);
    view! {
        <section class="game-log" aria-labelledby="log-title">
            <h2 id="log-title">{ctx.t(Key::GameLog)}</h2>
            <Show when=move || log.with(|l| !l.is_empty()) fallback=move || view! { <p class="empty">{ctx.t(Key::NothingYet)}</p> }>
                <ol reversed aria-live="polite">
                    {move || log.get().into_iter().rev().take(200).map(|line| {
                        let lang = ctx.lang;
                        view! { <li>{move || names.with_value(|n| with_names(line.get(lang.get()), lang.get(), n))}</li> }
                    }).collect_view()}
                </ol>
            </Show>
        </section>
    }
}
