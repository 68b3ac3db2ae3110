//! What a game's board draws: one position as one seat (or an onlooker) may see it, the
//! names at the table, and what that seat may do there. A game in play, a replay and an
//! embedded rulebook example all hand their board a [`Scene`], so each game has exactly one
//! board and the board never reaches past a seat's view.

use crate::engine::{Game, Seat};
use leptos::prelude::*;

/// One position for a board.
pub struct Scene<G: Game> {
    /// The view of `viewer` (the public view for an onlooker).
    pub view: G::View,
    /// Whose view it is.
    pub viewer: Option<Seat>,
    /// The viewer's legal actions here; empty when the board is only for looking.
    pub legal: Vec<G::Action>,
    /// The players' names, in seat order.
    pub names: Vec<String>,
    /// The legal actions (by index) a click on the board offered, if one did.
    pub offered: Option<Vec<usize>>,
    /// Offers the legal actions at these indices after a click on the board.
    pub offer: Callback<Vec<usize>>,
}

impl<G: Game> Scene<G> {
    /// A scene to look at: no choices, and clicks offer nothing.
    pub fn still(view: G::View, viewer: Option<Seat>, names: Vec<String>) -> Self {
        Scene { view, viewer, legal: Vec::new(), names, offered: None, offer: Callback::new(|_| {}) }
    }
}

/// Draws a game's board for a scene.
pub type Board<G> = fn(Scene<G>) -> AnyView;
