//! Pieces every game's page reuses.

mod action_list;
pub mod camera;
pub mod focus;
mod game_log;
mod handoff;
mod heading;
pub mod markup;
mod notice;
pub mod pointing;
mod score_detail;
mod score_sheet;
mod share;
mod zoom;

pub use action_list::{ActionList, Folded, fold};
pub use game_log::GameLog;
pub use handoff::HandOff;
pub use heading::PageHeading;
pub use notice::{Notice, NoticeKind};
pub use score_sheet::ScoreTable;
pub use share::SharePanel;
pub use zoom::Zoom;
