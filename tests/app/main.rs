//! The app's integration tests, one binary (the browser tests are their own, for wasm): the
//! frozen fixture corpus, saves, links, the session, the manifest and README, and the mutation
//! long run.

mod fixtures;
mod links;
mod manifest;
mod mutation;
mod readme;
mod save_records;
mod save_seeds;
mod session;
