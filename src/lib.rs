//! Keydom: Key Market, Nürnberg, Keyper and Keyflower with The Merchants, every rule
//! enforced, in a browser tab.
//!
//! - [`engine`]: the contract every game implements (pure Rust, no web crates).
//! - [`bots`]: bots that play from a seat's view only (pure Rust).
//! - [`games`]: one folder per game, mirroring its rulebook (pure Rust).
//! - [`store`]: save slots, the save format and its validation.
//! - [`i18n`]: German and English.
//! - [`ui`]: the Leptos app that renders what the engine says.

/// A split point (docs/code-splitting.md). With the `split` feature, which the app's Trunk
/// builds turn on, `#[wasm_split]` moves whatever only this function reaches into a wasm module
/// of its own, fetched by its first call; a failed fetch is `Err(SplitLoaderError)`. Without it
/// (native builds, the wasm tests, which are not split) it is a plain `async fn` with the same
/// body. Either way a call is `name(..).await`.
macro_rules! split_point {
    ($module:ident: $(#[$attr:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty $body:block) => {
        #[cfg(feature = "split")]
        #[wasm_split_helpers::wasm_split($module, fallible)]
        $(#[$attr])* $vis fn $name($($arg: $ty),*) -> $ret $body

        #[cfg(not(feature = "split"))]
        $(#[$attr])* $vis async fn $name($($arg: $ty),*) -> $ret $body
    };
}

pub mod bots;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod store;
pub mod ui;
