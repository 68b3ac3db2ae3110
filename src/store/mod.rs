//! Saved games and settings: the save file format, its validation, and save slots on a
//! key-value backend (the browser's localStorage in the app, memory in tests).
//!
//! A save is a game record plus who sits where: `{app, format, id, game, config, seed,
//! actions, seats, created, updated, revision}`, one localStorage key per game. Loading
//! never trusts it: a corrupt, truncated, foreign, newer-format or unreplayable save is
//! reported with a reason and left exactly as it was.

pub mod link;
mod local;
pub mod names;
mod save;
mod session;
mod settings;
mod slots;

pub use local::LocalStorage;
pub use save::{FORMAT, MAX_SAVE_BYTES, SaveError, SaveFile, SeatInfo, SeatKind, record_of};
pub use session::{ActError, Acted, Session};
pub use settings::{BOT_PAUSE_CHOICES, DEFAULT_BOT_PAUSE_MS, Settings};
pub use slots::{Backend, ImportError, Listed, MemoryBackend, SAVE_PREFIX, Saves, StoreError};
