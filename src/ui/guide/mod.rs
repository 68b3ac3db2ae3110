//! Guided first games in the app (issue 33; the guides themselves are rules-side data,
//! `keydom_rules::games::guide`). "Learn to play" opens `#/learn/<slug>`, which starts an
//! ordinary saved game of the guide's set-up (its table, options and game number; the learner a
//! person, the others Beginner bots), marks its slot as guided (`mark`) and opens its table in
//! place of the learn page. The page of a guided slot ([`slot`]) is its table under the guide's
//! panel, which follows the guide while the game stays on its walk (`follow`, `panel`); a
//! reload resumes it.
//!
//! Each game's guide, with its words and the panel drawn for that game, comes with the game's
//! replays (a [`GuideCode`] in its [`ReplayCode`]), never with its table's code: a split module
//! of its own tipped wasm-split-cli into keeping all the data in the first load
//! (docs/code-splitting.md, "Guided first games"). What stays outside it is this module: the
//! mark and the two ways in.

mod follow;
mod panel;

use crate::engine::GameId;
use crate::games::GameInfo;
use crate::i18n::{Key, Lang, Text, both};
use crate::store::{Backend, LocalStorage};
use crate::ui::Ctx;
use crate::ui::lazy::{self, ReplayCode, alert};
use crate::ui::route::Route;
use leptos::prelude::*;
use std::any::Any;

/// One game's guided first game, in its replays' module ([`lazy::ReplayCode`]).
pub struct GuideCode {
    /// Starts and saves a new game of the guide's set-up, its seats named in `lang`; returns its
    /// slot id.
    pub start: fn(Lang) -> Result<String, Text>,
    /// The panel above a game in play, given its `Table` (as `Any`).
    pub panel: fn(&dyn Any) -> AnyView,
}

pub use panel::{panel, start};

/// The `localStorage` key that marks slot `id` as a guided game.
fn mark_key(id: &str) -> String {
    format!("keydom.guided.{id}")
}

/// Whether slot `id` is a guided game whose guide has not been left.
pub fn is_guided(id: &str) -> bool {
    LocalStorage.get(&mark_key(id)).ok().flatten().is_some()
}

/// Marks slot `id` as a guided game (a failed write leaves an ordinary game).
fn mark(id: &str) {
    let _ = LocalStorage.set(&mark_key(id), "1");
}

/// Removes slot `id`'s mark: the game goes on as an ordinary one.
fn unmark(id: &str) {
    let _ = LocalStorage.remove(&mark_key(id));
}

/// The page `#/learn/<slug>`: starts `game`'s guided game once its guide has loaded (with the
/// game's replays), and opens its table in this page's place (so Back does not start a second
/// game).
pub fn learn_page(game: &'static GameInfo) -> AnyView {
    let lang = Ctx::get().lang.get_untracked();
    // The table's own code is needed next: it loads beside the guide.
    lazy::preload(game.id);
    let start = move |code: &'static ReplayCode| {
        let id = (code.guide.start)(lang)?;
        mark(&id);
        let _ = window().location().replace(&Route::Play(id).href());
        Ok(().into_any())
    };
    lazy::with_replays(game.id, both(Key::NotFound), start, alert, None)
}

/// The page of a guided game: `page`, its table `table` (a `Table` of `game`, as `Any`), under
/// the guide's panel once the guide has loaded (with the game's replays). A failed load is shown
/// with a button that tries again; the bots wait for the guide meanwhile.
pub fn slot(game: GameId, table: Box<dyn Any + Send + Sync>, page: AnyView) -> AnyView {
    let draw = move |code: &'static ReplayCode| Ok((code.guide.panel)(&*table));
    view! { {lazy::with_replays(game, both(Key::NotFound), draw, alert, None)} {page} }.into_any()
}
