//! The bots of every game, one binary: sampled states match the view, bots never peek, every
//! level plays whole games, hints, and the position analysis.

mod analysis;
mod baseline;
mod goofspiel;
mod key_market;
mod keyflower;
mod keyper;
mod nuernberg;
mod registry;
mod support;
