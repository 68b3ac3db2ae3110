#![warn(missing_docs)]
//! Keydom: Key Market, Nürnberg, Keyper and Keyflower with The Merchants, every rule
//! enforced, in a browser tab.
//!
//! - [`engine`], [`games`]: the rules crate's contract and games (`rules/`, no web crates),
//!   re-exported so the app reads them as its own.
//! - [`bots`]: the rules crate's bots, and the bytes the page and its worker exchange.
//! - [`store`]: save slots, the save format and its validation.
//! - [`i18n`]: German and English.
//! - [`ui`]: the Leptos app that renders what the engine says.

/// A split point (docs/code-splitting.md). In a split build (`cfg(split_build)`, build.rs: the
/// app's Trunk builds, which turn on the `split` feature, unless `KEYDOM_NO_SPLIT=1`),
/// `#[wasm_split]` moves whatever only this function reaches into a wasm module of its own,
/// fetched by its first call; a failed fetch is `Err(SplitLoaderError)`. Otherwise (native
/// builds, the wasm tests, a build without the split) it is a plain `async fn` with the same
/// body: `#[wasm_split]` on wasm always imports the function from the splitter's placeholder
/// module, which an unsplit wasm cannot start without. Either way a call is `name(..).await`.
macro_rules! split_point {
    ($module:ident: $(#[$attr:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty $body:block) => {
        #[cfg(split_build)]
        #[wasm_split_helpers::wasm_split($module, fallible)]
        $(#[$attr])* $vis fn $name($($arg: $ty),*) -> $ret $body

        #[cfg(not(split_build))]
        $(#[$attr])* $vis async fn $name($($arg: $ty),*) -> $ret $body
    };
}

pub use keydom_rules::{engine, games};

pub mod bots;
pub mod i18n;
pub mod store;
pub mod ui;

/// Room for the splitter to lay out the data (docs/code-splitting.md, "What failed along the
/// way", 6). wasm-split-cli gives each split module and chunk its own part of the read-only data
/// segment, each part aligned, and keeps the whole segment in the first load if the parts come
/// out longer than the linker's segment: at `d3bb7b1` they were 32 bytes short of it, so one more
/// split module could tip every game's strings into the first load. This static is in that
/// segment (kept by `#[used]`) but no code reads it, so no module takes it: the linker's segment
/// is 1 KB longer and the split modules' parts are not. It costs nothing after the split.
#[cfg(split_build)]
#[used]
static SPLIT_SLACK: [u8; 1024] = [0xA5; 1024];
