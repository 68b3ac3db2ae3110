//! Keyflower's integration tests (with The Merchants), one binary: set-up, seasons, tiles,
//! scoring, the log and the random-playout harness.

mod harness;
mod log;
mod merchants;
mod merchants_score;
mod score;
mod score_detail;
mod season_end;
mod seasons;
mod setup;
mod spring;
mod summer_boats;
mod support;
mod tiles;
