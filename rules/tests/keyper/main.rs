//! Keyper's integration tests, one binary: set-up, turns, work, fairs, building, scoring, undo,
//! the rulebook's examples and the random-playout harness.

mod action_text;
mod allocation;
mod build;
mod fairs;
mod harness;
mod rulebook_fixes;
mod scenarios;
mod score;
mod score_detail;
mod season_end;
mod setup;
mod turns;
mod undo;
mod work;
mod workshop;
