//! Who sees an event, and what a preview may show.
//!
//! Every event has an [`Audience`]: the whole table, or one seat alone (a worker drawn from a
//! bag behind its screen, a tile dealt to it). A seat's log shows what it may see and nothing
//! else. A preview ([`preview`]) shows the acting seat, before it confirms, the outcomes the
//! rules call previewable ([`Game::previewable`]): what the action itself decides from what
//! that seat knows, never what randomness or hidden state decides. It stops at the first event
//! that is not previewable, since what follows it (a round that ends, a guild called, money
//! shown) may turn on what the seat cannot see. The harness checks that a preview stays the
//! same when the seat's hidden parts vary.

use super::{Game, Seat};

/// Who may see an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Audience {
    /// Everyone at the table.
    Table,
    /// This seat alone.
    Seat(Seat),
}

impl Audience {
    /// Whether `viewer` (a seat, or `None` for the public table) may see the event.
    pub fn includes(self, viewer: Option<Seat>) -> bool {
        match self {
            Audience::Table => true,
            Audience::Seat(seat) => viewer == Some(seat),
        }
    }
}

/// What `seat` may be shown before it confirms `action`: the action's events up to the first
/// that is not previewable, those it may see, in order; `None` if the action would be refused.
/// Nothing changes.
pub fn preview<G: Game>(state: &G::State, seat: Seat, action: &G::Action) -> Option<Vec<G::Event>> {
    let events = G::apply(&mut state.clone(), seat, action).ok()?;
    let shown = events.into_iter().take_while(|e| G::previewable(e));
    Some(shown.filter(|e| G::audience(e).includes(Some(seat))).collect())
}
