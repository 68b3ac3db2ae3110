//! Keyper's bot glue: a full state sampled from one seat's view, and the evaluation.
//!
//! # Determinizing
//! Keyper hides little (`games::keyper::view`): everything on the table (boards with their
//! keyples, keypers, ships, the display, the discards, the supply, every player's goods, tiles
//! and held fairs, the phase, the start player and who last played from the keyp area) and the
//! data version are copied from the view. The hidden parts are drawn:
//! - Other players' face-down dealt fairs: each from the fairs of its stack that are in nobody's
//!   sight (not the viewer's own, not held); a dealt fair not held went back to the box unseen,
//!   so it stays in the pool.
//! - The bag: every landscape tile and winter fair not in sight (display, discards, the tiles
//!   set aside, players' tiles and fairs, built, built over or not) in a random order. The tiles
//!   set aside until the end of spring are public: the later tiles and the winter fairs.
//! - During the secret refolding, the face another player has already chosen: one of the four at
//!   random.
//! - The game's generator (ships and bag draws to come) is seeded from the bot's.
//!
//! # Evaluation
//! What the end score values, by the rules' own scoring (`games::keyper::score::rows`, the
//! sheet's numbers without its words): the estate scored as the season's end will leave it —
//! every keyple back in the keyp area (for the tiles that count keyples), only the animals the
//! farm houses, on the board the seat's keyper stands on (for the tiles that count its frames)
//! — with the goods held now, fairs held, shipping, and every building's condition and layout.
//! Then what is still to come, by the time left (`seasons_left`: the seasons after this one and
//! the share of this one's keypers and keyples still to play): each tile held, by what building
//! it on a free plot adds to that score now plus a point, times the chance to still build it
//! (0.6 per season left, at most 0.8); goods and keyples as means (0.15–0.25 a piece while a
//! season is left, less as the last one ends); each pending fair (the dealt fair of this season
//! or a later one, the winter fairs held) by the share of its goods already shown. So the
//! decision on the fairs at a season's end (data version 3) weighs a fair held now (its points
//! on the sheet) against a winter fair kept for the side it shows next.
//!
//! From three players on (2026-11-28, issue 32's four-player target; two-player play is exactly
//! as before, the evaluation bit for bit): every farm tile built that scores animals also counts
//! the animal points still missing to its most, times the share the animals still to come are
//! expected to fill (0.2 per season left, at most 0.5), so that building one pays before its
//! animals come; the held tiles are built out before the unhoused animals go, so a held farm
//! tile counts the animals it would house; and the pending fairs weigh 1.0 (this season's) and
//! 0.6 (a later one's) instead of 0.8 and 0.4. The baseline's evaluation of 2026-11-27 is kept in
//! `evaluate_2026` (tests and examples only).
//!
//! # Placement
//! Of the plots a tile may be built on, the bots weigh only the best for the building seat
//! (`placement`): by the buildings' printed and layout points, a Building plot's free plot
//! saving the cost; a building is built over only when the area is full. This is
//! [`BotGame::considered`]: the other plots stay legal (hints list them).
//!
//! # Constants
//! Actions are small steps (a keyple played, each follower asked, each good paid, each pick),
//! so playouts run for 60 actions, about two turns of every player with their follow-ups at
//! 4 players; a lead of 6 points is worth a factor e in win chances. Budgets: see `docs/bots.md`.

mod evaluate;
#[cfg(feature = "baseline")]
pub use evaluate::rows_estimated;
/// The baseline's evaluation (the `baseline` feature: tests and examples only).
#[cfg(feature = "baseline")]
pub(crate) mod evaluate_2026;
mod placement;
mod sample;

use super::{BotGame, Budgets};
use crate::engine::{GameRng, Seat};
use crate::games::keyper::view::View;
use crate::games::keyper::{Action, Keyper, State};

impl BotGame for Keyper {
    const HORIZON: usize = 60;
    const EVAL_SCALE: f64 = 6.0;
    const BUDGETS: Budgets = Budgets { standard: 4, strong: 1200 };
    const ANALYSIS_PERCENT: u32 = 40;

    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
        sample::determinize(view, seat, rng)
    }

    fn evaluate(state: &State) -> Vec<f64> {
        evaluate::evaluate(state)
    }

    fn considered(state: &State, seat: Seat, legal: Vec<Action>) -> Vec<Action> {
        placement::best_plots(state, seat, legal)
    }
}
