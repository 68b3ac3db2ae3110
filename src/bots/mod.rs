//! The bots of the rules crate ([`keydom_rules::bots`]), and [`wire`]: a question to a bot and
//! its answer as bytes, with each game's bots behind a split point of its own, so the page can
//! ask a Web Worker and the worker loads only the bots it needs.

pub use keydom_rules::bots::*;
pub mod wire;
