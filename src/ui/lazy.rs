//! Each game's code, loaded when first needed. The first load carries the shell only; a game's
//! engine, board, table page and link handling sit behind one split point per game (its
//! [`GameCode`] table), its replay and embed pages behind a second ([`ReplayCode`], so a first
//! move never fetches them), and its bots behind a third ([`crate::bots::wire`]). In the browser the
//! app's build fetches that part when a page first needs it (`split_point!`,
//! `scripts/wasm-split.mjs`, docs/code-splitting.md); in builds that are not split (native, the
//! wasm tests) the split functions are plain `async` functions, ready at once.
//!
//! Every way into a game goes through [`load`] or [`load_replays`]: its table page, a new game,
//! the save check of an import, and a shared link's offer; replays and embeds. Reading a shared
//! link (base64 and inflate, [`link::unpack`]) is a module of its own, `link_inflate`, which a
//! link's pages wait for before they know the game ([`with_unpacked`]). A load that fails (offline before
//! the service worker has everything, a failed download) is reported with a button that tries
//! again; it never stops the app, and it changes no save. It also makes the page look for a new
//! version ([`update`]): when one has taken over, the message offers a reload instead, since the
//! older version's files may be gone for good.
//!
//! The split points and [`load`] are generated from the games' registry
//! (`keydom_rules::for_each_game!`): a game's entry names its split module, and its UI module
//! implements [`GameUi`]; nothing here names a game.

use crate::bots::BotGame;
use crate::engine::{Game, GameId};
use crate::i18n::{Key, Text, both};
use crate::store::link::{self, LinkError, Unpacked};
use crate::store::{SaveError, SaveFile, SeatInfo, record_of};
use crate::ui::Ctx;
use crate::ui::guide::{self, GuideCode};
use crate::ui::kit::after_paint;
use crate::ui::kit::game_ui::GameUi;
use crate::ui::replay;
use crate::ui::route::Shot;
use crate::ui::shell::opened_link::{self, Offer};
use crate::ui::table;
use crate::ui::update;
use leptos::prelude::*;
use std::any::Any;
use std::pin::Pin;
use wasm_split_helpers::SplitLoaderError;

/// What the app does with one game, once its code has loaded.
pub struct GameCode {
    /// Checks a save against the game's rules: it is replayed in full. Returns the save with
    /// the seed it replays with (a rounded one repaired, see [`record_of`]).
    pub check: fn(&SaveFile) -> Result<SaveFile, SaveError>,
    /// Creates and saves a new game; returns its slot id.
    pub start: fn(NewTable) -> Result<String, Text>,
    /// The page of the saved game with this id.
    pub play: fn(&str) -> Result<AnyView, Text>,
    /// What a shared link holds, and how to continue it here.
    pub offer: fn(&Unpacked) -> Result<Offer, Text>,
    /// The game's own part of the new-game dialog: its options ([`GameUi::options_form`]).
    pub options: fn(RwSignal<serde_json::Value>, Signal<u8>) -> AnyView,
}

/// What the app does with one game's record to watch it, once that code has loaded.
pub struct ReplayCode {
    /// The replay page of an opened source.
    pub replay: replay::Draw,
    /// The embedded position of an opened source.
    pub embed: replay::Draw,
    /// The game's guided first game ([`crate::ui::guide`]), kept off the table's code
    /// (docs/code-splitting.md, "Guided first games").
    pub guide: GuideCode,
}

/// The choices of the new-game dialog.
pub struct NewTable {
    /// Everyone at the table, in seat order.
    pub seats: Vec<SeatInfo>,
    /// The game's own options as JSON, as its part of the dialog left them (`null`, before
    /// that part is drawn: the options a new table starts from).
    pub options: serde_json::Value,
    /// The seed a game number asks for; none for a fresh deal.
    pub seed: Option<u64>,
}

impl GameCode {
    /// The table of game `G`.
    pub const fn of<G: GameUi + BotGame>() -> Self {
        GameCode {
            check: check::<G>,
            start: start::<G>,
            play: play::<G>,
            offer: opened_link::offer::<G>,
            options: G::options_form,
        }
    }
}

fn check<G: Game>(save: &SaveFile) -> Result<SaveFile, SaveError> {
    let (record, _) = record_of::<G>(save)?;
    Ok(SaveFile { seed: record.seed.into(), ..save.clone() })
}

/// Creates and saves a new game with the table's options and seed (none: a fresh one);
/// returns its slot id.
fn start<G: GameUi + BotGame>(new: NewTable) -> Result<String, Text> {
    let options: G::Options = serde_json::from_value(new.options).unwrap_or_else(|_| G::fresh_options());
    table::start::<G>(G::configure(new.seats.len() as u8, &options), new.seats, new.seed)
}

/// The page of the saved game `id`.
fn play<G: GameUi + BotGame>(id: &str) -> Result<AnyView, Text> {
    table::open::<G>(id, G::BOARD)
}

macro_rules! game_code {
    ($($game:ident: $Type:ident [$ui:ident, $replays:ident, $bots:ident]),* $(,)?) => {
        $(split_point! { $ui:
            /// This game's code, loaded with its own wasm module on first use.
            fn $ui() -> Result<&'static GameCode, SplitLoaderError> {
                static CODE: GameCode = GameCode::of::<crate::games::$game::$Type>();
                Ok(&CODE)
            }
        })*

        $(split_point! { $replays:
            /// This game's replays, loaded with their own wasm module on first use.
            fn $replays() -> Result<&'static ReplayCode, SplitLoaderError> {
                static CODE: ReplayCode = ReplayCode {
                    replay: replay::draw::<crate::games::$game::$Type, replay::Viewer>,
                    embed: replay::draw::<crate::games::$game::$Type, replay::Embed>,
                    guide: GuideCode {
                        start: |lang| guide::start(&crate::games::$game::guide::GUIDE, lang),
                        panel: |table| guide::panel(&crate::games::$game::guide::GUIDE, table),
                    },
                };
                Ok(&CODE)
            }
        })*

        /// Loads `game`'s code if it is not loaded yet.
        pub async fn load(game: GameId) -> Result<&'static GameCode, Unloaded> {
            $(if game == <crate::games::$game::$Type as Game>::ID {
                return $ui().await.map_err(|_| unloaded());
            })*
            Err(Unloaded::NotInBuild)
        }

        /// Loads `game`'s replays if they are not loaded yet.
        pub async fn load_replays(game: GameId) -> Result<&'static ReplayCode, Unloaded> {
            $(if game == <crate::games::$game::$Type as Game>::ID {
                return $replays().await.map_err(|_| unloaded());
            })*
            Err(Unloaded::NotInBuild)
        }
    };
}
keydom_rules::for_each_game!(game_code);

/// A failed load: the page looks for a new version, whose files may have replaced this one's.
pub fn unloaded() -> Unloaded {
    update::look_for_update();
    Unloaded::Failed
}

/// Why a game's code is not at hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unloaded {
    /// This build has no code for the game (not a game of the app: the engine's test game).
    NotInBuild,
    /// Its code did not load; trying again may work.
    Failed,
}

/// Starts loading `game`'s code in the background (on hovering or focusing a way into it), so
/// that its page opens at once; a failure is left for the page to report.
pub fn preload(game: GameId) {
    leptos::task::spawn_local(async move {
        let _ = load(game).await;
    });
}

/// The message for a failed load, for places that show it in a notice (with a new version at
/// hand, its notice at the top of the page has the button that reloads).
pub fn failed(ctx: Ctx) -> Text {
    why_failed(ctx.new_version.get_untracked())
}

/// Why a load failed: with a new version at hand, one that asks for a reload.
fn why_failed(new_version: bool) -> Text {
    both(if new_version { Key::GameNotLoadedNewVersion } else { Key::GameNotLoaded })
}

/// `page` drawn with `game`'s code once it has loaded (nothing is shown meanwhile). When it
/// cannot be drawn, `refused` shows why: `missing` if this build has no code for the game, the
/// page's own reason, or a failed load, which comes with a button that tries again, or, once a
/// new version has taken over the page, one that reloads.
pub fn with_code(
    game: GameId,
    missing: Text,
    page: impl Fn(&'static GameCode) -> Result<AnyView, Text> + 'static,
    refused: fn(Text) -> AnyView,
) -> AnyView {
    code_page(game, false, missing, page, refused)
}

/// [`with_code`] for a page that draws something of its own before the game's code (a shared
/// link's hint): the code is asked for once that has been painted, so that its paint waits for
/// nothing but what came before (docs/code-splitting.md, "Cold visits").
pub fn with_code_after_paint(
    game: GameId,
    missing: Text,
    page: impl Fn(&'static GameCode) -> Result<AnyView, Text> + 'static,
    refused: fn(Text) -> AnyView,
) -> AnyView {
    code_page(game, true, missing, page, refused)
}

/// [`with_code`], asking for the code at once or once the page as it stands has been painted.
fn code_page(
    game: GameId,
    after_paint: bool,
    missing: Text,
    page: impl Fn(&'static GameCode) -> Result<AnyView, Text> + 'static,
    refused: fn(Text) -> AnyView,
) -> AnyView {
    with_loaded(
        loading(game, after_paint, false),
        why_failed,
        missing,
        Box::new(move |code| page(code.downcast_ref().expect("a table's code"))),
        refused,
        None,
    )
}

/// [`with_code`] for a page drawn with `game`'s replays. With `waiting` (what the page draws
/// before them), they are asked for once that has been painted, so that its paint waits for
/// nothing but what came before (a cold embed of a link, docs/code-splitting.md).
pub fn with_replays(
    game: GameId,
    missing: Text,
    page: impl Fn(&'static ReplayCode) -> Result<AnyView, Text> + 'static,
    refused: fn(Text) -> AnyView,
    waiting: Option<AnyView>,
) -> AnyView {
    with_loaded(
        loading(game, waiting.is_some(), true),
        why_failed,
        missing,
        Box::new(move |code| page(code.downcast_ref().expect("replays' code"))),
        refused,
        waiting,
    )
}

/// Loading `game`'s code, or its `replays`, at once or once the page as it stands has been
/// painted: one copy for every page that waits for them ([`with_code`] and [`with_replays`] are
/// generic over the page).
fn loading(game: GameId, after_paint: bool, replays: bool) -> Box<dyn Fn() -> Loading> {
    Box::new(move || {
        Box::pin(async move {
            if after_paint {
                painted().await;
            }
            match replays {
                true => load_replays(game).await.map(|code| code as &'static Code),
                false => load(game).await.map(|code| code as &'static Code),
            }
        })
    })
}

/// Resolves once the page as it stands has been painted: after the next frame, a task.
async fn painted() {
    let promise =
        js_sys::Promise::new(&mut |done, _| after_paint(move || drop(done.call0(&wasm_bindgen::JsValue::NULL))));
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// What reading links brings, in a module of its own (`link_inflate`): only a link's pages need it.
pub struct LinkReading {
    /// Reads a link's payload ([`link::unpack`]).
    unpack: fn(&str) -> Result<Unpacked, LinkError>,
    /// An embed's frame and caption drawn from a link read, before the game's code has come
    /// ([`replay::early_embed`]).
    pub early_embed: fn(&Unpacked, &Shot) -> Option<AnyView>,
}

split_point! { link_inflate:
    /// Reading links, loaded with its own wasm module on first use.
    fn link_inflate() -> Result<&'static LinkReading, SplitLoaderError> {
        static READING: LinkReading = LinkReading { unpack: link::unpack, early_embed: replay::early_embed };
        Ok(&READING)
    }
}

/// `page` drawn with the link `payload` read (or why it does not read), once reading links has
/// loaded; until then nothing is shown, and a failed load says so as [`with_code`]'s does.
pub fn with_unpacked(
    payload: String,
    page: impl Fn(&'static LinkReading, Result<Unpacked, LinkError>) -> Result<AnyView, Text> + 'static,
    refused: fn(Text) -> AnyView,
) -> AnyView {
    with_loaded(
        Box::new(|| Box::pin(async { link_inflate().await.map(|code| code as &'static Code).map_err(|_| unloaded()) })),
        why_failed,
        Text::new("", ""),
        Box::new(move |code| {
            let reading = code.downcast_ref::<LinkReading>().expect("reading links");
            page(reading, (reading.unpack)(&payload))
        }),
        refused,
        None,
    )
}

/// Code a page waits for, of any kind (a game's table or replays, the shell's later pages):
/// [`with_loaded`] is compiled once for all of them.
pub type Code = dyn Any + Send + Sync;
/// Loading code a page waits for.
pub type Loading = Pin<Box<dyn Future<Output = Result<&'static Code, Unloaded>>>>;

/// `page` drawn with what `load` brings once it is there, as [`with_code`] does for a game's
/// code; `why_failed` words a failed load (with or without a new version at hand). Until the
/// first load has come, `waiting` shows, if given (what the page can draw without it).
pub fn with_loaded(
    load: Box<dyn Fn() -> Loading>,
    why_failed: fn(bool) -> Text,
    missing: Text,
    page: Box<dyn Fn(&'static Code) -> Result<AnyView, Text>>,
    refused: fn(Text) -> AnyView,
    waiting: Option<AnyView>,
) -> AnyView {
    let ctx = Ctx::get();
    let tries = RwSignal::new(0u32);
    let loaded = LocalResource::new(move || {
        tries.track();
        load()
    });
    let page = StoredValue::new_local(page);
    let mut waiting = waiting;
    let drawn = move || {
        let Some(loaded) = loaded.get() else { return waiting.take() };
        Some(match loaded {
            // The page tracks what it shows itself; only a new load draws it again.
            Ok(code) => untrack(|| page.with_value(|page| page(code))).unwrap_or_else(refused),
            Err(Unloaded::NotInBuild) => refused(missing.clone()),
            // Try again, or, once a new version has taken over, reload.
            Err(Unloaded::Failed) => {
                let new_version = ctx.new_version;
                view! {
                    {move || refused(why_failed(new_version.get()))}
                    <button
                        class=move || if new_version.get() { "reload" } else { "retry" }
                        on:click=move |_| if new_version.get_untracked() { update::reload() } else { tries.update(|n| *n += 1) }
                    >
                        {move || ctx.t(if new_version.get() { Key::Reload } else { Key::Retry })()}
                    </button>
                }
                .into_any()
            }
        })
    };
    drawn.into_any()
}

/// The usual way to show why a page could not be drawn: an alert.
pub fn alert(why: Text) -> AnyView {
    let ctx = Ctx::get();
    view! { <p class="notice error" role="alert">{move || why.get(ctx.lang.get()).to_string()}</p> }.into_any()
}
