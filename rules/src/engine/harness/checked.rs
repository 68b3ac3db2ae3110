//! The harness's hooks as a trait: what it needs to know about a game beyond the engine
//! contract. Each game implements [`Checked`] beside its checks, so a test can run every check
//! over the registry (`for_each_game!`) instead of passing each game's functions by hand.

use super::{HiddenVariant, Invariant, Playouts};
use crate::engine::{Game, GameRng, Seat};

/// A game the harness can check on its own: the tables worth playing, the conservation rule and
/// the hidden variants.
pub trait Checked: Game {
    /// The most actions a game of any table may take before it counts as never ending.
    const MAX_STEPS: usize;

    /// The registry's quick run (`rules/tests/bots/registry.rs`): how many games it plays per
    /// table, and every how many-th of them it checks at every step. A game cheap to check
    /// checks every game; a costly one fewer (its long runs check a sample of 10,000).
    const QUICK: Quick = Quick { games: 6, fully_checked_every: 6 };

    /// The tables a check plays: every player count, and each option that changes the rules.
    fn tables() -> Vec<Self::Config>;

    /// The game's conservation rule (tokens, money, cards): `Err` says what is off.
    fn conservation(state: &Self::State) -> Result<(), String>;

    /// A state different from the given one that `seat` cannot tell apart from it, drawn with
    /// the generator; `None` when nothing hidden from that seat can vary.
    fn hidden_variant(state: &Self::State, seat: Seat, rng: &mut GameRng) -> Option<Self::State>;
}

/// The size of a game's quick run ([`Checked::QUICK`]).
#[derive(Clone, Copy, Debug)]
pub struct Quick {
    /// Games per table.
    pub games: usize,
    /// Every step of one game in this many gets the full checks.
    pub fully_checked_every: usize,
}

impl<G: Checked> Playouts<G> {
    /// [`Playouts::new`] over `configs` with the game's conservation rule, hidden variants and
    /// step limit.
    pub fn checked(configs: impl IntoIterator<Item = G::Config>) -> Self {
        let mut playouts = Playouts::new(configs);
        playouts.max_steps = G::MAX_STEPS;
        playouts.invariant = Some(G::conservation as Invariant<G>);
        playouts.hidden_variant = Some(G::hidden_variant as HiddenVariant<G>);
        playouts
    }
}
