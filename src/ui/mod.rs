//! The Leptos app. It renders engine views and store contents; it never decides a rule.
//!
//! - [`shell`]: the pages around the games (home, new game, saved games, settings, about).
//! - [`kit`]: pieces the games' pages share (hand-off, notices, pointing, the log, score sheets,
//!   the share panel).
//! - [`route`]: pages addressed by the URL fragment.
//! - [`table`]: a game in play (session, hand-off, bots, log), for any game; `key_market`, `nuernberg`, `keyflower`, `keyper`: their boards.
//! - [`replay`]: a game watched move by move, and a position embedded in another page.
//! - [`analysis`]: the analysis of a finished game below its replay, with a split point of its own.
//! - [`lazy`](mod@lazy): each game's code, loaded when a page first needs it.
//! - [`update`]: a new version that took over the page, and the reload it offers.

pub mod analysis;
mod browser;
pub mod guide;
mod key_market;
mod keyflower;
mod keyper;
pub mod kit;
pub mod lazy;
mod nuernberg;
pub mod replay;
pub mod route;
pub mod shell;
pub mod table;
pub mod update;

use crate::i18n::{Lang, Wording, t};
use crate::store::{LocalStorage, Settings};
use leptos::prelude::*;

/// What every page can reach: the language and a way to translate, and whether a new version
/// of Keydom has taken over the page.
#[derive(Clone, Copy)]
pub struct Ctx {
    /// The interface language, persisted in the settings.
    pub lang: RwSignal<Lang>,
    /// True once a new version's service worker controls this page, which still runs an older
    /// one ([`update::watch`]): a reload brings the new version.
    pub new_version: RwSignal<bool>,
}

impl Ctx {
    /// The context provided by [`App`].
    pub fn get() -> Ctx {
        expect_context::<Ctx>()
    }

    /// A reactive translation of `key`: the shell's [`Key`](crate::i18n::Key) or a game's words.
    pub fn t(self, key: impl Wording) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
        move || t(self.lang.get(), key)
    }

    /// A reactive choice of `text`'s wording in the language: one closure type for every text
    /// the rules hand over, so each use adds no rendering code of its own.
    pub fn said(self, text: crate::i18n::Text) -> impl Fn() -> String + Send + Sync + 'static {
        move || text.get(self.lang.get()).to_string()
    }
}

/// Provides [`Ctx`]: the stored language, else the browser's; every change is stored and
/// set on the document so screen readers and hyphenation follow it. It also starts watching
/// for a new version.
pub fn provide_ctx() -> Ctx {
    let settings = Settings::load(&LocalStorage);
    let lang = settings.lang.unwrap_or_else(|| Lang::from_tag(&window().navigator().language().unwrap_or_default()));
    let ctx = Ctx { lang: RwSignal::new(lang), new_version: update::watch() };
    provide_context(ctx);
    kit::effect(move || {
        let lang = ctx.lang.get();
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", lang.tag());
        }
    });
    ctx
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    provide_ctx();
    view! { <shell::Shell/> }
}
