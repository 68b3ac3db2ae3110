//! The game-agnostic core every game implements: the [`Game`] trait, seats, the seeded
//! random generator, game records with replay, score sheets and typed refusals.
//!
//! This module doc is the contract's one full description; `docs/design.md`,
//! `docs/development.md` and `docs/adding-a-game.md` link here. Every game implements [`Game`]:
//! - **What it is, once:** [`Game::INFO`] ([`GameInfo`]: id, slug, title, player range, data
//!   versions, and what the app lists about it). [`Game::setup`] is the engine's one set-up
//!   check ([`set_up`]: player count and data version against `INFO`, one bilingual message
//!   each), then the game's [`Game::deal`], which refuses only the game's own options. All later
//!   randomness comes from the [`GameRng`] the state owns, so a [`Record`] (config, seed,
//!   actions) reproduces a game exactly: it is the save, the replay, the undo and the share link.
//!   A config tells the engine its player count and [`DataVersion`] through [`TableConfig`].
//! - **Who acts:** [`Game::to_act`] names the seats that must decide now (a [`Seats`] set, no
//!   allocation); several seats at once is a secret, simultaneous decision: each commits an
//!   action and nothing is revealed until all are in. Each game's view carries the same set
//!   (`acting`), so no page derives it again.
//! - **What a seat may do:** the engine guards who acts, once. A game's [`Game::choices`] lists
//!   what an acting seat may do and never asks who acts; [`Game::legal_actions`], what every
//!   caller asks, returns nothing for a finished game or a seat not in `to_act`, else the
//!   choices. [`Game::check`] answers for one action of an acting seat (by default a look-up in
//!   the choices; a game whose lists are costly answers directly, and the harness holds the two
//!   to the same answer), and [`Game::explain`] says in the rulebook's terms why an action not
//!   offered is refused.
//! - **Playing:** [`Game::apply`] ([`play`]) is the one way to play an action, and games do not
//!   write it: it refuses a finished game and a seat that need not decide (which includes a seat
//!   whose secret choice is in), asks `check`, and only then lets [`Game::resolve`] change the
//!   state. A refusal is a [`RuleError`] that says why and leaves the state untouched; games
//!   write the refusals of their own rules, never the guards. `resolve` writes what happened
//!   into an [`Events`] sink that only this crate can make (`play`, after its guards, and the
//!   bots' fast path for an action from the same state's legal list, whose playouts drop the
//!   events), so nothing outside the crate resolves an unguarded action; an event that costs
//!   something to build is pushed with [`Events::push_with`].
//! - **Who sees what:** [`Game::view`] with `Some(seat)` is everything that seat may know, with
//!   `None` the table's; the UI and bots only ever see views. [`Game::audience`] says which
//!   events one seat alone may read, and [`Game::previewable`] which may be shown before a
//!   player confirms ([`preview`]).
//! - **The end:** [`Game::score`] is the [`ScoreSheet`] (categories, ranking, tie-breaks
//!   explained), final once `to_act` is [`ToAct::Over`], the standing so far before.
//! - **Taking back:** [`Game::undoable`] says whether an action revealed nothing and drew
//!   nothing, so its player may take it back (default: never).
//! - **The table's own choices:** [`Game::Options`] and [`Game::configure`] (a variant, a
//!   first-game set-up; `()` if none), drawn in the new-game dialog by the game's own UI.
//! - **Adding a game:** its folders, its [`GameId`] variant and its entry in the registry,
//!   [`for_each_game!`](crate::for_each_game); the app's lists are made from the registry.
//!
//! Rules never use web crates: this module and `games/` build and test natively.

mod data_version;
mod error;
mod events;
pub mod harness;
mod info;
mod record;
mod rng;
mod score;
mod seat;
mod setup;
pub mod sort;

pub use data_version::DataVersion;
pub use error::{ReplayError, RuleError, SetupError};
pub use events::{Audience, Events, preview};
pub(crate) use info::pick;
pub use info::{Designed, GameInfo, Reconstruction};
pub use record::{Moves, Played, Record, replay, replay_log, replay_moves};
pub use rng::GameRng;
pub use score::{Detail, ScoreSheet, TieBreak};
pub use seat::{PerSeat, Seat, Seats, SeatsIter};
pub(crate) use setup::table_config;
pub use setup::{TableConfig, set_up};

use crate::text::Describe;
use serde::{Serialize, de::DeserializeOwned};
use std::fmt::Debug;

/// Which game a record, save or link belongs to. The names are part of the save format, and the
/// order is part of the link format (a link's game is this enum's index in postcard), which the
/// page's first script also reads to preload a linked game's code (`index.html`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameId {
    /// Key Market (R&D Games, 2nd edition 2019).
    KeyMarket,
    /// Nürnberg (Norenberc).
    Nuernberg,
    /// Keyper (2017).
    Keyper,
    /// Keyflower with The Merchants.
    Keyflower,
    /// Test-only games used to prove the engine and the harness; never shipped to players.
    Test,
}

/// The guards every game shares, then the game's own rules: refuses a game that is over and a
/// seat that need not decide now (which includes a seat whose secret choice is already made),
/// then asks [`Game::check`], and only then lets [`Game::resolve`] change the state.
pub fn play<G: Game + ?Sized>(
    state: &mut G::State,
    seat: Seat,
    action: &G::Action,
) -> Result<Vec<G::Event>, RuleError<G::Refusal>> {
    match G::to_act(state) {
        ToAct::Over => return Err(RuleError::GameOver),
        ToAct::Seats(seats) if !seats.contains(seat) => return Err(RuleError::NotYourTurn(seat)),
        ToAct::Seats(_) => {}
    }
    G::check(state, seat, action).map_err(RuleError::Rule)?;
    let mut events = Vec::new();
    G::resolve(state, seat, action, &mut Events::collecting(&mut events));
    Ok(events)
}

/// Who must decide now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToAct {
    /// These seats must each choose an action; more than one means a simultaneous secret choice.
    Seats(Seats),
    /// The game has ended; [`Game::score`] gives the final sheet.
    Over,
}

impl ToAct {
    /// The seats that must decide (none once the game is over).
    pub fn seats(self) -> Seats {
        match self {
            ToAct::Seats(seats) => seats,
            ToAct::Over => Seats::EMPTY,
        }
    }

    /// The one seat that must decide, or the first of several in seating order.
    pub fn first(self) -> Option<Seat> {
        self.seats().first()
    }
}

/// The rules of one game. Types are plain data: serialisable, comparable, free of web code.
pub trait Game: 'static {
    /// What the game is, declared once: its id, title, player range and data versions (which
    /// [`Game::setup`] checks) and what the app lists about it.
    const INFO: GameInfo;
    /// Which game this is ([`GameInfo::id`]). Games do not override it.
    const ID: GameId = Self::INFO.id;
    /// Everything chosen before play: player count, data version, variants.
    type Config: Clone + Debug + PartialEq + Serialize + DeserializeOwned + TableConfig;
    /// What a table chooses before play besides who sits where (a variant, a first-game
    /// set-up); `()` for a game with no options. The game's own UI draws it in the new-game
    /// dialog, so shared code never names a game's options.
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned;
    /// The full position, hidden parts included. Only the engine, tests and saves see it.
    type State: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// One decision of one seat. A multi-step turn is several actions; passing is an action too.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What one seat (or the whole table) may see.
    type View: Clone + Debug + PartialEq + Serialize;
    /// Something that happened, for the log and animations; [`Game::audience`] says who sees it.
    type Event: Clone + Debug + PartialEq + Serialize + Describe;
    /// Why an action was refused, in the rulebook's terms.
    type Refusal: Clone + Debug + PartialEq + Describe;

    /// The configuration for a table of `players` seats with `options`.
    fn configure(players: u8, options: &Self::Options) -> Self::Config;

    /// The opening position for `config`, with all set-up randomness drawn from `seed`: the
    /// engine's one set-up check ([`set_up`]), then [`Game::deal`]. Games do not override it.
    fn setup(config: &Self::Config, seed: u64) -> Result<Self::State, SetupError> {
        set_up::<Self>(config, seed)
    }

    /// Deals the opening position for `config`, whose player count and data version the
    /// engine has checked against [`Game::INFO`]; a game refuses only its own options here.
    /// Only [`Game::setup`] calls it.
    fn deal(config: &Self::Config, seed: u64) -> Result<Self::State, SetupError>;

    /// Who must decide now, or [`ToAct::Over`].
    fn to_act(state: &Self::State) -> ToAct;

    /// Every action `seat`, which must decide now in a game that goes on, may take. Only
    /// [`Game::legal_actions`] and [`Game::check`] ask it, after the engine's guard, so a game
    /// never checks who acts here.
    fn choices(state: &Self::State, seat: Seat) -> Vec<Self::Action>;

    /// Every action `seat` may take now: nothing for a game that is over or a seat that need
    /// not decide, else the game's [`Game::choices`]. Games do not override it.
    fn legal_actions(state: &Self::State, seat: Seat) -> Vec<Self::Action> {
        if Self::to_act(state).seats().contains(seat) { Self::choices(state, seat) } else { Vec::new() }
    }

    /// Whether `seat`, which must decide now in a game that goes on, may play `action`, and if
    /// not, why. The default looks it up in [`Game::choices`] and asks [`Game::explain`] why
    /// not; a game where listing is costly answers for the one action instead. Only [`play`]
    /// asks it, after its guard, so a game never checks who acts here either.
    fn check(state: &Self::State, seat: Seat, action: &Self::Action) -> Result<(), Self::Refusal> {
        if Self::choices(state, seat).contains(action) { Ok(()) } else { Err(Self::explain(state, seat, action)) }
    }

    /// Why `seat`, which must decide now, may not play `action`, which is not among its legal
    /// actions, in the rulebook's terms.
    fn explain(state: &Self::State, seat: Seat, action: &Self::Action) -> Self::Refusal;

    /// Carries out `action` for `seat` and writes what happened into `events`. Only [`play`]
    /// calls it, once the guards and [`Game::check`] have passed, so it never refuses; and the
    /// bots' searches, for an action they took from [`Game::legal_actions`] of the same state.
    /// Nothing else can: only this crate makes an [`Events`] sink.
    fn resolve(state: &mut Self::State, seat: Seat, action: &Self::Action, events: &mut Events<Self::Event>);

    /// Plays `action` for `seat`: the one way every caller plays an action ([`play`]). On `Err`
    /// the state is exactly as it was. Games do not override it.
    fn apply(
        state: &mut Self::State,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, RuleError<Self::Refusal>> {
        play::<Self>(state, seat, action)
    }

    /// Who may see `event`: the table (the default), or one seat alone.
    fn audience(event: &Self::Event) -> Audience {
        let _ = event;
        Audience::Table
    }

    /// Whether `event` may be shown to the acting seat before it confirms its action (costs,
    /// prices, proceeds): only what the action itself decides from what that seat can see.
    /// An event caused by randomness or by hidden state is never previewable, and a preview
    /// stops at the first event that is not ([`preview`]). Default: none.
    fn previewable(event: &Self::Event) -> bool {
        let _ = event;
        false
    }

    /// What `viewer` may know; `None` is the public table.
    fn view(state: &Self::State, viewer: Option<Seat>) -> Self::View;

    /// The score sheet: final once the game is over, the standing so far before that.
    fn score(state: &Self::State) -> ScoreSheet;

    /// Whether `seat` may take back the action that led from `before` to `after`: only if it
    /// revealed nothing hidden and drew no randomness (docs/design.md, "Hot-seat play and
    /// undo"). That the action was the last one and `seat`'s own is checked by the caller (the
    /// app's session).
    /// The default allows no undo at all, which is always safe.
    fn undoable(before: &Self::State, after: &Self::State, seat: Seat) -> bool {
        let _ = (before, after, seat);
        false
    }
}
