#![warn(missing_docs)]
//! Keydom's rules: everything that decides what happens in a game, and nothing that draws it.
//!
//! - [`engine`]: the contract every game implements, seats, the seeded generator, records and
//!   replay, score sheets, refusals and the random-playout harness.
//! - [`games`]: one folder per game, mirroring its rulebook.
//! - [`bots`]: bots that play from a seat's view only.
//! - [`text`]: German and English texts of the rules (refusals, events, score categories).
//! - `goofspiel`: the test game, with the `test-game` feature only (the tests' and examples').
//!
//! This crate has no web dependencies (no leptos, web-sys, js-sys or wasm-bindgen), so the
//! compiler enforces the line between the rules and the app that renders them.

pub mod bots;
pub mod engine;
pub mod games;
#[cfg(feature = "test-game")]
pub mod goofspiel;
pub mod text;
