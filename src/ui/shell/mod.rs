//! The pages around the games: a header with a skip link and the menu (and, under it, the
//! notice that a new version is ready), and the page the fragment names. An embedded position
//! (`#/embed/…`) gets no header: it lives in someone else's page.
//!
//! The saved games (with importing), the settings and the about page are not needed before a
//! route asks for them, so they are a split module of their own (`shell_pages`, loaded when
//! first opened, or on pointing at or focusing the menu's way to one; docs/code-splitting.md),
//! outside the first load.

mod about;
mod home;
mod new_game;
pub(crate) mod opened_link;
mod play;
mod saves;
mod settings;

use super::Ctx;
use super::route::{Route, use_route};
use crate::i18n::{Key, Text, both};
use crate::ui::kit::PageHeading;
use crate::ui::lazy::{Code, Loading, alert, unloaded, with_loaded};
use crate::ui::replay::{EmbedPage, ReplayPage};
use crate::ui::update::UpdateReady;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_split_helpers::SplitLoaderError;

/// The pages of the `shell_pages` split module.
struct LaterPages {
    saves: fn() -> AnyView,
    settings: fn() -> AnyView,
    about: fn() -> AnyView,
}

split_point! { shell_pages:
    /// The shell's pages that wait for their route, loaded with their own wasm module on first use.
    fn later_pages() -> Result<&'static LaterPages, SplitLoaderError> {
        static PAGES: LaterPages = LaterPages {
            saves: || saves::SavesPage().into_any(),
            settings: || settings::SettingsPage().into_any(),
            about: || about::About().into_any(),
        };
        Ok(&PAGES)
    }
}

/// One of the later pages, once its module has loaded; a failed load says so, with a button
/// that tries again (or reloads, once a new version has taken over).
fn later(page: fn(&'static LaterPages) -> fn() -> AnyView) -> AnyView {
    let load = || -> Loading {
        Box::pin(async { later_pages().await.map(|pages| pages as &'static Code).map_err(|_| unloaded()) })
    };
    let why = |new_version| both(if new_version { Key::PageNotLoadedNewVersion } else { Key::PageNotLoaded });
    let draw = move |pages: &'static Code| Ok(page(pages.downcast_ref().expect("the later pages"))());
    with_loaded(Box::new(load), why, Text::new("", ""), Box::new(draw), alert, None)
}

/// Header, menu and the current page.
#[component]
pub fn Shell() -> impl IntoView {
    let ctx = Ctx::get();
    let route = use_route();
    let link = move |target: Route, key: Key| {
        let href = target.href();
        // Pointing at or focusing a way to a later page starts loading it, as a game's card does.
        let later = matches!(target, Route::Saves | Route::Settings | Route::About);
        let current = move || {
            let here = route.get();
            (here == target || (target == Route::Home && matches!(here, Route::NewGame(..)))).then_some("page")
        };
        let warm = move || {
            if later {
                leptos::task::spawn_local(async {
                    let _ = later_pages().await; // a failure is the page's to report
                });
            }
        };
        view! { <a href=href aria-current=current on:pointerenter=move |_| warm() on:focus=move |_| warm()>{ctx.t(key)}</a> }
    };
    let embedded = move || matches!(route.get(), Route::Embed(..));
    // Past the menu: to a game's choices (or its board) where there are some, else to the
    // page's heading.
    let playing = move || matches!(route.get(), Route::Play(_));
    let skip = move |to: &'static str| {
        let target = document().query_selector(to).ok().flatten().filter(|_| playing());
        let target = target.or_else(|| document().query_selector("main h1").ok().flatten());
        if let Some(el) = target.and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = el.focus();
        }
    };
    let page = move || match route.get() {
        Route::Home => home::Home().into_any(),
        Route::NewGame(game, number) => view! { <new_game::NewGame game=game number=number/> }.into_any(),
        Route::Learn(game) => crate::ui::guide::learn_page(game),
        Route::Saves => later(|pages| pages.saves),
        Route::Settings => later(|pages| pages.settings),
        Route::About => later(|pages| pages.about),
        Route::Play(id) => view! { <play::Play id=id/> }.into_any(),
        Route::Link(payload) => view! { <opened_link::OpenedLink payload=payload/> }.into_any(),
        Route::Replay(source, shot) => view! { <ReplayPage source=source shot=shot/> }.into_any(),
        Route::Embed(source, shot) => view! { <EmbedPage source=source shot=shot/> }.into_any(),
        Route::NotFound => view! {
            <PageHeading text=Signal::derive(move || ctx.t(Key::NotFoundTitle)().to_string())/>
            <p class="notice error" role="alert">
                {ctx.t(Key::NotFound)} " (" <code>{window().location().hash().unwrap_or_default()}</code> ")"
            </p>
            <p><a class="button primary" href=Route::Home.href()>{ctx.t(Key::NavHome)}</a></p>
        }
        .into_any(),
    };
    view! {
        <header class="top" hidden=embedded>
            <button class="skip-link" on:click=move |_| skip("#actions-title")>
                {move || if playing() { ctx.t(Key::SkipToChoices)() } else { ctx.t(Key::SkipToPage)() }}
            </button>
            <Show when=playing>
                <button class="skip-link" on:click=move |_| skip("#board")>{ctx.t(Key::SkipToBoard)}</button>
            </Show>
            <a class="brand" href="#/">
                <svg class="brand-mark" viewBox="0 0 32 32" aria-hidden="true"><use href="#sym-key"/></svg>
                "Keydom"
            </a>
            <nav aria-label="Keydom">
                {link(Route::Home, Key::NavHome)}
                {link(Route::Saves, Key::NavSaves)}
                {link(Route::Settings, Key::NavSettings)}
                {link(Route::About, Key::NavAbout)}
            </nav>
            <UpdateReady/>
        </header>
        <main id="page" class:embedded=embedded>{page}</main>
    }
}
