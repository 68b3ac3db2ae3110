//! A new version of Keydom, noticed while a page runs. The service worker of a new deploy
//! (`public/sw.js`) takes over open pages at once; a page that already had a worker then still
//! runs the older version, so it says a new version is ready and offers a reload
//! ([`UpdateReady`]), and a game's code that fails to load offers the same instead of trying
//! again ([`super::lazy`](mod@super::lazy)). The first install, when the page had no worker yet, changes nothing
//! and is not announced. Games are saved after every move, so a reload loses nothing.

use crate::i18n::Key;
use crate::ui::Ctx;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::ServiceWorkerContainer;

#[wasm_bindgen]
extern "C" {
    /// A `ServiceWorkerRegistration`, with the one method used here (web-sys's binding would
    /// be a new feature of web-sys, and so a rebuild of every crate that uses it).
    type Registration;
    /// Checks the server for a newer worker script.
    #[wasm_bindgen(method, catch)]
    fn update(this: &Registration) -> Result<js_sys::Promise, JsValue>;
}

/// The page's service workers, where the browser offers them (not on a page served insecurely).
pub fn service_workers() -> Option<ServiceWorkerContainer> {
    let navigator = window().navigator();
    js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false).then(|| navigator.service_worker())
}

/// A signal that turns true when a new version's worker takes over this page from an older one.
pub fn watch() -> RwSignal<bool> {
    let new_version = RwSignal::new(false);
    if let Some(workers) = service_workers() {
        let mut controlled = workers.controller().is_some();
        let changed = Closure::<dyn FnMut()>::new(move || {
            if controlled {
                new_version.set(true);
            }
            controlled = true;
        });
        workers.set_oncontrollerchange(Some(changed.as_ref().unchecked_ref()));
        changed.forget();
    }
    new_version
}

/// Asks the browser to look for a newer version now (a game's code that did not load may have
/// been replaced by a deploy); if there is one, its worker takes over and [`watch`] says so.
pub fn look_for_update() {
    let Some(workers) = service_workers() else { return };
    leptos::task::spawn_local(async move {
        let Ok(found) = JsFuture::from(workers.get_registration()).await else { return };
        // Undefined when the page has no worker (yet).
        if found.is_object()
            && let Ok(checked) = found.unchecked_into::<Registration>().update()
        {
            // A failed check (offline) changes nothing; the page keeps its message.
            let _ = JsFuture::from(checked).await;
        }
    });
}

/// Once a new version has taken over: says so, with a button that reloads. The live region is
/// always in the page, so screen readers announce the message when it appears.
#[component]
pub fn UpdateReady() -> impl IntoView {
    let ctx = Ctx::get();
    view! {
        <div class="update-ready" role="status">
            {move || ctx.new_version.get().then(|| view! {
                <div class="notice info">
                    <span class="notice-text">{ctx.t(Key::NewVersionReady)}</span>
                    <button class="reload" on:click=|_| reload()>{ctx.t(Key::Reload)}</button>
                </div>
            })}
        </div>
    }
}

/// Reloads the page, to run the newest version.
pub fn reload() {
    let _ = window().location().reload();
}
