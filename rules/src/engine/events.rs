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
//!
//! [`Game::resolve`] writes its events into an [`Events`] sink: [`super::play`] collects them
//! for its caller, while the bots' playouts, which never read them, pass a sink that drops
//! them. The sink is also the proof that the guards ran: only this crate can make one.

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

/// Where [`Game::resolve`] writes what happened, and the proof that the action passed the
/// guards. Only this crate makes one: [`super::play`] after its guards and [`Game::check`],
/// and the bots' fast path for an action taken from the legal actions of the very same state.
/// So no code outside the crate can resolve an action that skipped the guards.
pub struct Events<'a, E> {
    /// Where the events go; `None` when nobody reads them (a playout).
    out: Option<&'a mut Vec<E>>,
}

impl<'a, E> Events<'a, E> {
    /// A sink that appends to `out`.
    pub(crate) fn collecting(out: &'a mut Vec<E>) -> Self {
        Events { out: Some(out) }
    }

    /// A sink that drops every event.
    pub(crate) fn ignored() -> Self {
        Events { out: None }
    }

    /// Records `event` (or drops it, if nobody reads the events).
    pub fn push(&mut self, event: E) {
        if let Some(out) = &mut self.out {
            out.push(event);
        }
    }

    /// Records `events` in order.
    pub fn extend(&mut self, events: impl IntoIterator<Item = E>) {
        if let Some(out) = &mut self.out {
            out.extend(events);
        }
    }

    /// Records the event `make` builds, building it only if the events are read: for an event
    /// whose contents cost something to build (names, lists).
    pub fn push_with(&mut self, make: impl FnOnce() -> E) {
        if let Some(out) = &mut self.out {
            out.push(make());
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
