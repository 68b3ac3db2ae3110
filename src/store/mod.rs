//! Saved games and settings: the save file format, its validation, and save slots on a
//! key-value backend (the browser's localStorage in the app, memory in tests).
//!
//! A save is a game record plus who sits where: `{app, format, id, game, config, seed,
//! actions, seats, created, updated, revision}` (plus optional fields: an analysis, and for play
//! by link what was received, see [`received`]), one localStorage key per game; the seed is a
//! string (format 2), or a number in format 1 saves, which still open. Loading never trusts
//! it: a corrupt, truncated, foreign, newer-format or unreplayable save is reported with a
//! reason and left exactly as it was; a seed rounded by a JSON editor is repaired on replay
//! when the record pins it down (`record_of`).

pub mod link;
mod local;
pub mod names;
pub mod received;
mod save;
mod session;
mod settings;
mod slots;

pub use local::LocalStorage;
pub use save::{FORMAT, MAX_SAVE_BYTES, SaveError, SaveFile, SeatInfo, SeatKind, Seed, record_of};
pub use session::{ActError, Acted, Session};
pub use settings::{BOT_PAUSE_CHOICES, DEFAULT_BOT_PAUSE_MS, Settings};
pub use slots::{Backend, ImportError, Listed, MemoryBackend, SAVE_PREFIX, Saves, StoreError};
