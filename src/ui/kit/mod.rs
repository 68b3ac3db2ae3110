//! Pieces every game's page reuses.

mod action_list;
pub mod camera;
pub mod detail;
mod effect;
pub mod focus;
mod frame;
mod game_log;
pub mod game_ui;
mod handoff;
mod heading;
#[cfg(test)]
pub mod hostile_names;
pub mod markup;
pub mod memory;
mod notice;
mod parts;
pub mod pointing;
pub mod reveal;
mod score_detail;
mod score_sheet;
pub mod share;
pub mod targets;
mod zoom;

pub use action_list::{ActionList, Folded, fold};
pub use effect::effect;
pub use frame::{Clicked, Frame, Handling, Works, board, board_with, shows};
pub use game_log::{GameLog, LogLine, LogLines};
pub use handoff::{HandOff, after_paint};
pub use heading::PageHeading;
pub use notice::{Notice, NoticeKind};
pub use parts::redraw;
pub use score_sheet::FinalScores;
pub use share::SharePanel;
pub use zoom::Zoom;

use crate::engine::Seat;

/// A seat's colour in games whose seats have no colour of their own in the rules (dark enough
/// for a white seat number on it); a game may draw its seats otherwise (see
/// `GameUi::seat_colour`).
pub fn seat_colour(seat: Seat) -> &'static str {
    ["#1b7837", "#2166ac", "#b2182b", "#6a3d9a", "#8a5a00", "#2f4f4f"][seat.index() % 6]
}
