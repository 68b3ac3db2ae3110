//! Keydom: Key Market, Nürnberg, Keyper and Keyflower with The Merchants, every rule
//! enforced, in a browser tab.
//!
//! - [`engine`]: the contract every game implements (pure Rust, no web crates).
//! - [`bots`]: bots that play from a seat's view only (pure Rust).
//! - [`games`]: one folder per game, mirroring its rulebook (pure Rust).
//! - [`store`]: save slots, the save format and its validation.
//! - [`i18n`]: German and English.
//! - [`ui`]: the Leptos app that renders what the engine says.

pub mod bots;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod store;
pub mod ui;
