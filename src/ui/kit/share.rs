//! "Share link" and "Send the turn to …": the whole game so far as a link, made when asked
//! for, with a plain warning that a link hides nothing from whoever decodes it. "Copy" puts it
//! on the clipboard (the field stays, selected on focus, where the browser refuses); "Share…"
//! opens the system's share sheet where the browser has one.

use crate::i18n::{Key, share_hint};
use crate::ui::Ctx;
use crate::ui::route::Route;
use leptos::prelude::*;
use wasm_bindgen_futures::JsFuture;

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
    let copied = RwSignal::new(None::<bool>);
    let make = move |_| {
        let here = window().location().href().unwrap_or_default();
        let base = here.split('#').next().unwrap_or_default().to_string();
        link.set(Some(format!("{base}{}", Route::Link(payload.run(())).href())));
        copied.set(None);
    };
    let select_all = |ev: leptos::ev::FocusEvent| event_target::<web_sys::HtmlInputElement>(&ev).select();
    let copy = move |_| {
        let Some(text) = link.get_untracked() else { return };
        let written = window().navigator().clipboard().write_text(&text);
        leptos::task::spawn_local(async move { copied.set(Some(JsFuture::from(written).await.is_ok())) });
    };
    let navigator = window().navigator();
    let can_share = js_sys::Reflect::has(&navigator, &"share".into()).unwrap_or(false);
    let share = move |_| {
        let Some(url) = link.get_untracked() else { return };
        let data = web_sys::ShareData::new();
        data.set_url(&url);
        data.set_title(&title.get_untracked());
        // A share sheet closed without sharing rejects: nothing to report.
        let shared = window().navigator().share_with_data(&data);
        leptos::task::spawn_local(async move {
            let _ = JsFuture::from(shared).await;
        });
    };
    let status = move || match copied.get() {
        Some(true) => ctx.t(Key::Copied)().to_string(),
        Some(false) => ctx.t(Key::CopyFailed)().to_string(),
        None => String::new(),
    };
    view! {
        <details class=kind>
            <summary on:click=make>{title}</summary>
            <p class="hint">{ctx.t(share_hint(game))}</p>
            <div class="share-row">
                <input type="text" readonly=true class="share-link" aria-label=title
                    prop:value=move || link.get().unwrap_or_default()
                    on:focus=select_all />
                <button type="button" class="copy" on:click=copy>{ctx.t(Key::Copy)}</button>
                {can_share.then(|| view! { <button type="button" class="system-share" on:click=share>{ctx.t(Key::ShareSheet)}</button> })}
            </div>
            <p class="copied" role="status" aria-live="polite">{status}</p>
        </details>
    }
}
