//! Key Market's integration tests, one binary: set-up, guilds, the rulebook's examples and the
//! random-playout harness.

mod guilds;
mod harness;
mod rulebook;
mod setup;
mod util;
