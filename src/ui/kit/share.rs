//! "Share link" and "Send the turn to …": the whole game so far as a link, made when asked
//! for, with a plain warning that a link hides nothing from whoever decodes it. "Copy" puts it
//! on the clipboard and "Share…" opens the system's share sheet where the browser has one: both
//! are a few lines of script in `index.html` (no game's code carries them); where the browser
//! refuses to copy, the status says so and the field, selected on focus, stays.

use crate::i18n::{Key, share_hint};
use crate::ui::Ctx;
use crate::ui::route::Route;
use leptos::prelude::*;

/// A button that shows a link to the game; `payload` encodes the record when pressed. `kind`
/// is the panel's class (`share`, `send-turn`), `title` its button; the warning names what
/// `game` hides.
#[component]
pub fn SharePanel(
    payload: Callback<(), String>,
    kind: &'static str,
    title: Signal<String>,
    game: crate::engine::GameId,
) -> impl IntoView {
    let ctx = Ctx::get();
    let link = RwSignal::new(None::<String>);
    let make = move |_| {
        let here = window().location().href().unwrap_or_default();
        let base = here.split('#').next().unwrap_or_default().to_string();
        link.set(Some(format!("{base}{}", Route::Link(payload.run(())).href())));
    };
    let select_all = |ev: leptos::ev::FocusEvent| event_target::<web_sys::HtmlInputElement>(&ev).select();
    view! {
        <details class=kind>
            <summary on:click=make>{title}</summary>
            <p class="hint">{ctx.t(share_hint(game))}</p>
            <div class="share-row">
                <input type="text" readonly=true class="share-link" aria-label=title
                    prop:value=move || link.get().unwrap_or_default()
                    on:focus=select_all />
                <button type="button" class="copy">{ctx.t(Key::Copy)}</button>
                <button type="button" class="system-share">{ctx.t(Key::ShareSheet)}</button>
            </div>
            <p class="copied" role="status" data-copied=ctx.t(Key::Copied) data-failed=ctx.t(Key::CopyFailed)></p>
        </details>
    }
}
