//! Keyflower's bot glue: a full state sampled from one seat's view, and the evaluation.
//!
//! # Determinizing
//! Everything on the table (villages, the offer with its bids and uses, the turn-order tiles,
//! the boats' open cargo, the open and discarded contracts, extensions, cabins, resources, the
//! phase with the seat's own decision under way) and the data version are copied from the view.
//! The hidden parts are drawn, each from what the view leaves unaccounted for, so the engine's
//! conservation checks hold:
//! - Workers: the box's 40/40/40/20 less every worker in sight (the seat's own screen, the
//!   workers in front of other screens in variant B, boats, bids, tiles used, the green supply)
//!   are shuffled and dealt to the other screens (as many as each hides), the rest to the bag.
//! - Skill tiles: the 16 of each kind less those in sight (own screen, face up in front, on
//!   boats), dealt the same way between other screens and the supply.
//! - Winter tiles: those not in sight (offer, villages, won, the seat's own hand and offer) are
//!   dealt into the other players' hands and offers as the view counts them (in variant A The
//!   Merchants' first, as set-up deals them); they and every other tile not in sight are unused.
//! - Contracts (The Merchants): the 36 less those in sight (open, discarded, the seat's own, in
//!   front of other screens) are dealt behind the other screens, onto the boats and into the
//!   piles, as the view counts them.
//! - Another player's placement under way is not in the view: it starts afresh.
//! - The colours on the table (each tile's bids and uses, one colour per tile from data version
//!   2, summer boat 4a's counter-bid beside it) are in sight and copied; the rules, not the
//!   sampling, decide what may join them, so the bots play each data version's colour rule.
//! - The table's options, who swaps Sea Bastion II and the order of the winter boats are public
//!   and copied from the view.
//! - The game's generator is seeded from the bot's.
//!
//! # Evaluation
//! A cheap stand-in for the end score (whose exact allocation is too slow for playouts): the
//! points the village's shape makes as it stands, as the score counts them
//! (`score::shape_points`: the scoring boats built, Sea Breese's water chain and Sea Bastion's
//! road loops included, and the turn-order tiles' neighbours); half the fixed VP of each upgrade
//! whose cost lies on tiles linked to it by road (and skills behind the screen), the largest
//! first, its resources then counted no more; the
//! fixed VP of the village on the sides shown (extensions doubling them) and of won tiles on
//! their base side; the resources on the yards at the yard's rate; each winter tile held or won
//! with a greedy share of the workers, skill tiles and loose resources (one tile after the other
//! takes all the sets it counts); Flipper 2, Ianvincible 5 and any other boat 3; the gold left
//! at 1; the purple marker at 1 for whoever winter will leave it with (from data version 2, where
//! winning the start-player tile in winter takes it); and small weights for the other resources,
//! workers, skill tiles and contracts left. The evaluation of 2026-11-27, the baseline's, is the
//! same without the shape and the upgrades, and with a flat value for the boats built.
//!
//! # Placing
//! Where a won tile goes and how it is turned is weighed by the evaluation (`place`): the bots
//! consider only the hexes and turns it values most, in their own moves and in every playout.
//!
//! # Constants
//! Actions are small steps (a bid is `Bid`, a `Worker` per worker, `Confirm`), so playouts run
//! for 60 actions, about two or three placements per player at 6 players; a lead of 6 points is
//! worth a factor e in win chances. Strong searches 900 iterations (300 until the four-player
//! tournament of 2026-11-28's evening, `docs/bots.md`), about 0.1 s of
//! CPU at the 95th percentile natively in a 6-player game of Strong bots, 0.9 s in the larger
//! villages of a random game (`docs/bots.md`); weighing placements costs about as much as the
//! engine's listing of legal actions. Standard averages 4 sampled states per action. An analysis
//! spends 13% of Strong's iterations per decision (117, as 40% of 300 gave 120).

mod evaluate;
mod place;
mod sample;

/// The evaluation as it stood on 2026-11-27, without the village's shape: the baseline's
/// (`bots::baseline`).
#[cfg(feature = "baseline")]
pub use evaluate::evaluate_2026;

use super::{BotGame, Budgets};
use crate::engine::{GameRng, Seat};
use crate::games::keyflower::state::State;
use crate::games::keyflower::{Action, Keyflower, View};

impl BotGame for Keyflower {
    const HORIZON: usize = 60;
    const EVAL_SCALE: f64 = 6.0;
    const BUDGETS: Budgets = Budgets { standard: 4, strong: 900 };
    const ANALYSIS_PERCENT: u32 = 13;

    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
        sample::determinize(view, seat, rng)
    }

    fn evaluate(state: &State) -> Vec<f64> {
        evaluate::evaluate(state)
    }

    fn considered(state: &State, seat: Seat, legal: Vec<Action>) -> Vec<Action> {
        place::considered(state, seat, legal)
    }
}
