//! The engine's integration tests, one binary: the guided first games, the harness against the
//! test game, the rulebook scenarios of every game, and the priced words of the rule texts.

mod guides;
mod harness;
mod priced_words;
mod scenarios;
