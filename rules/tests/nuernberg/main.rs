//! Nürnberg's integration tests, one binary: rounds, citizens, scoring, refusals, hidden
//! information, the rulebook's examples and the random-playout harness.

mod citizens;
mod examples;
mod harness;
mod hidden;
mod refusals;
mod rounds;
mod scoring;
mod support;
