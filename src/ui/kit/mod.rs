//! Pieces every game's page reuses.

mod handoff;
mod notice;

pub use handoff::HandOff;
pub use notice::{Notice, NoticeKind};
