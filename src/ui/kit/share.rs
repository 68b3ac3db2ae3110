//! "Share link" and "Send the turn to …": the whole game so far as a link, made when asked
//! for, with a plain warning that a link hides nothing from whoever decodes it. "Copy" puts it
//! on the clipboard and "Share…" opens the system's share sheet where the browser has one: both
//! are a few lines of script in `index.html` (no game's code carries them); where the browser
//! refuses to copy, the status says so and the field, selected on focus, stays.
//!
//! Deflating the record is a module of its own ([`sealed`]), fetched when a link is first made:
//! every game's page shares links, few visits make one.

use crate::i18n::{Key, share_hint};
use crate::store::link;
use crate::ui::route::Route;
use crate::ui::{Ctx, lazy, update};
use leptos::prelude::*;
use wasm_split_helpers::SplitLoaderError;

split_point! { link_deflate:
    /// The payload of a packed link ([`link::pack`]): deflate, loaded on first use.
    fn deflate(packed: Vec<u8>) -> Result<String, SplitLoaderError> {
        Ok(link::seal(&packed))
    }
}

/// The payload of a packed link, once deflate has loaded; `None` if it did not load (and the
/// page looks for a new version, whose files may have replaced this one's).
pub async fn sealed(packed: Vec<u8>) -> Option<String> {
    let payload = deflate(packed).await.ok();
    if payload.is_none() {
        update::look_for_update();
    }
    payload
}

/// A button that shows a link to the game; `packed` packs the record when pressed. `kind`
/// is the panel's class (`share`, `send-turn`), `title` its button; the warning names what
/// `game` hides.
#[component]
pub fn SharePanel(
    /// Packs the record ([`link::pack`]).
    packed: Callback<(), Vec<u8>>,
    /// The panel's class.
    kind: &'static str,
    /// Its button's words.
    title: Signal<String>,
    /// The game, whose hidden pieces the warning names.
    game: crate::engine::GameId,
) -> impl IntoView {
    let ctx = Ctx::get();
    let link = RwSignal::new(None::<String>);
    let failed = RwSignal::new(false);
    let make = move |_| {
        let here = window().location().href().unwrap_or_default();
        let base = here.split('#').next().unwrap_or_default().to_string();
        let packed = packed.run(());
        leptos::task::spawn_local(async move {
            let payload = sealed(packed).await;
            failed.try_set(payload.is_none());
            link.try_set(payload.map(|payload| format!("{base}{}", Route::Link(payload).href())));
        });
    };
    let select_all = |ev: leptos::ev::FocusEvent| event_target::<web_sys::HtmlInputElement>(&ev).select();
    view! {
        <details class=kind>
            <summary on:click=make>{title}</summary>
            <p class="hint">{ctx.t(share_hint(game))}</p>
            {move || failed.get().then(|| lazy::alert(lazy::failed(ctx)))}
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
