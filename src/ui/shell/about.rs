//! About Keydom: what it is, how it stores games, and which component data is reconstructed.

use crate::i18n::Key;
use crate::ui::Ctx;
use leptos::prelude::*;

/// The about page.
#[component]
pub fn About() -> impl IntoView {
    let ctx = Ctx::get();
    let offline = window().navigator().service_worker().controller().is_some();
    view! {
        <h1>{ctx.t(Key::AboutTitle)}</h1>
        <p>{ctx.t(Key::AboutText)}</p>
        {offline.then(|| view! { <p class="badge ok">{ctx.t(Key::OfflineReady)}</p> })}
        <h2>{ctx.t(Key::ReconstructedTitle)}</h2>
        <p>{ctx.t(Key::ReconstructedNone)}</p>
        <p class="version">{concat!("Keydom ", env!("CARGO_PKG_VERSION"))}</p>
    }
}
