//! The harness's hooks as a trait: what it needs to know about a game beyond the engine
//! contract. Each game implements [`Checked`] beside its checks, so a test can run every check
//! over the registry (`for_each_game!`) instead of passing each game's functions by hand.

use super::{HiddenVariant, Invariant, Playouts};
use crate::bots::BotGame;
use crate::engine::{GameRng, Seat};

/// A game the harness can check on its own: the tables worth playing, the conservation rule,
/// and (through its bots' sampler) the hidden variants.
pub trait Checked: BotGame {
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
}

/// A state `seat` cannot tell from `state`, drawn with `rng`: the bots' sampler
/// ([`BotGame::determinize`]) run on the seat's view; `None` if it drew `state` itself.
///
/// So a game states once what a seat may not see, in its `view`; its sampler fills in the
/// rest, and every check of hidden information (the harness's views, legal actions and
/// previews, the bots, hints and analyses that never peek) tests the view and the sampler
/// together: a view that shows more than the sampler keeps, or a sampler that draws what the
/// view shows, fails them. The sample differs at least in the game's generator, which no seat
/// sees, so even a position with nothing else hidden is varied in what randomness would come.
pub fn hidden_variant<G: BotGame>(state: &G::State, seat: Seat, rng: &mut GameRng) -> Option<G::State> {
    let sample = G::determinize(&G::view(state, Some(seat)), seat, rng);
    (sample != *state).then_some(sample)
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
        playouts.hidden_variant = Some(hidden_variant::<G> as HiddenVariant<G>);
        playouts
    }

    /// A long run's set-up (the `#[ignore]`d runs of 10,000 games): [`Playouts::checked`] with
    /// `games` per configuration from `first_seed`, and every step of one game in
    /// `full_checks_every` fully checked, with 4 legal, 2 illegal and 2 malformed probes.
    pub fn long(
        configs: impl IntoIterator<Item = G::Config>,
        games: usize,
        first_seed: u64,
        full_checks_every: usize,
    ) -> Self {
        let mut playouts = Playouts::checked(configs);
        playouts.games = games;
        playouts.first_seed = first_seed;
        playouts.legal_checks = 4;
        playouts.illegal_probes = 2;
        playouts.malformed_probes = 2;
        playouts.full_checks_every = full_checks_every;
        playouts
    }
}
