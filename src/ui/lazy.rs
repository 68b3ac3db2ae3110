//! Each game's code, loaded when first needed. The first load carries the shell only; a game's
//! engine, board, replays and link handling sit behind one split point per game (its
//! [`GameCode`] table), and its bots behind another ([`crate::bots::wire`]). In the browser the
//! app's build fetches that part when a page first needs it (`split_point!`,
//! `scripts/wasm-split.mjs`, docs/code-splitting.md); in builds that are not split (native, the
//! wasm tests) the split functions are plain `async` functions, ready at once.
//!
//! Every way into a game goes through [`load`]: its table page, a new game, the save check of
//! an import, replays and embeds, and a shared link's offer. A load that fails (offline before
//! the service worker has everything, a failed download) is reported with a button that tries
//! again; it never stops the app, and it changes no save.
//!
//! Adding a game: give its `ui` module a `split_point! { <game>_ui: … }` function `code` that
//! returns its [`GameCode::of`], and add its arm to [`load`].

use crate::engine::{Game, GameId};
use crate::i18n::{Key, Text, both};
use crate::store::link::Unpacked;
use crate::store::{SaveError, SaveFile, SeatInfo, record_of};
use crate::ui::replay::{self, Shown};
use crate::ui::shell::shared::{self, Offer};
use crate::ui::{Ctx, key_market, nuernberg};
use leptos::prelude::*;

/// What the app does with one game, once its code has loaded.
pub struct GameCode {
    /// Checks a save against the game's rules: it is replayed in full.
    pub check: fn(&SaveFile) -> Result<(), SaveError>,
    /// Creates and saves a new game; returns its slot id.
    pub start: fn(NewTable) -> Result<String, Text>,
    /// The page of the saved game with this id.
    pub play: fn(&str) -> Result<AnyView, Text>,
    /// The replay page of an opened source.
    pub replay: replay::Draw,
    /// The embedded position of an opened source.
    pub embed: replay::Draw,
    /// What a shared link holds, and how to continue it here.
    pub offer: fn(&Unpacked) -> Result<Offer, Text>,
}

/// The choices of the new-game dialog.
pub struct NewTable {
    /// Everyone at the table, in seat order.
    pub seats: Vec<SeatInfo>,
    /// Key Market's set-up for a first game (other games ignore it).
    pub first_game: bool,
    /// The seed a game number asks for; none for a fresh deal.
    pub seed: Option<u64>,
}

impl GameCode {
    /// The table of game `G`, with its own way to start a game and to open its page.
    pub const fn of<G: Shown>(
        start: fn(NewTable) -> Result<String, Text>,
        play: fn(&str) -> Result<AnyView, Text>,
    ) -> Self {
        GameCode {
            check: check::<G>,
            start,
            play,
            replay: replay::draw::<G, replay::Viewer>,
            embed: replay::draw::<G, replay::Embed>,
            offer: shared::offer::<G>,
        }
    }
}

fn check<G: Game>(save: &SaveFile) -> Result<(), SaveError> {
    record_of::<G>(save).map(|_| ())
}

/// Why a game's code is not at hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unloaded {
    /// This build has no code for the game (it is not playable yet, or not a game of the app).
    NotInBuild,
    /// Its code did not load; trying again may work.
    Failed,
}

/// Loads `game`'s code if it is not loaded yet.
pub async fn load(game: GameId) -> Result<&'static GameCode, Unloaded> {
    let loaded = match game {
        GameId::KeyMarket => key_market::code().await,
        GameId::Nuernberg => nuernberg::code().await,
        _ => return Err(Unloaded::NotInBuild),
    };
    loaded.map_err(|_| Unloaded::Failed)
}

/// Starts loading `game`'s code in the background (on hovering or focusing a way into it), so
/// that its page opens at once; a failure is left for the page to report.
pub fn preload(game: GameId) {
    leptos::task::spawn_local(async move {
        let _ = load(game).await;
    });
}

/// The message for a failed load, for places that show it in a notice.
pub fn failed() -> Text {
    both(Key::GameNotLoaded)
}

/// `page` drawn with `game`'s code once it has loaded (nothing is shown meanwhile). When it
/// cannot be drawn, `refused` shows why: `missing` if this build has no code for the game, the
/// page's own reason, or a failed load, which comes with a button that tries again.
pub fn with_code(
    game: GameId,
    missing: Text,
    page: impl Fn(&'static GameCode) -> Result<AnyView, Text> + 'static,
    refused: fn(Text) -> AnyView,
) -> AnyView {
    let ctx = Ctx::get();
    let tries = RwSignal::new(0u32);
    let loaded = LocalResource::new(move || {
        tries.track();
        load(game)
    });
    let page = StoredValue::new_local(page);
    let drawn = move || {
        loaded.get().map(|loaded| match loaded {
            // The page tracks what it shows itself; only a new load draws it again.
            Ok(code) => untrack(|| page.with_value(|page| page(code))).unwrap_or_else(refused),
            Err(Unloaded::NotInBuild) => refused(missing.clone()),
            Err(Unloaded::Failed) => view! {
                {refused(failed())}
                <button class="retry" on:click=move |_| tries.update(|n| *n += 1)>{ctx.t(Key::Retry)}</button>
            }
            .into_any(),
        })
    };
    drawn.into_any()
}

/// The usual way to show why a page could not be drawn: an alert.
pub fn alert(why: Text) -> AnyView {
    let ctx = Ctx::get();
    view! { <p class="notice error" role="alert">{move || why.get(ctx.lang.get()).to_string()}</p> }.into_any()
}
