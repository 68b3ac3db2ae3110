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
//! - The set-up is not in the view either: the player count is, The Merchants are played when
//!   their contracts exist, variant B when anything lies in front of a screen, variant A when
//!   every boat in play is a "II" boat; the handicap only mattered at set-up. Who took Sea
//!   Bastion II in autumn is public but not in the view until winter: a random seat meanwhile.
//!   The order of the winter boats follows from the turn-order tiles won in winter.
//! - The game's generator is seeded from the bot's.
//!
//! # Evaluation
//! A cheap stand-in for the end score (whose exact allocation is too slow for playouts): the
//! fixed VP of the village on the sides shown (extensions doubling them), won tiles on their
//! base side, gold at 1 VP, other resources, workers, skill tiles and contracts at small weights.

mod sample;

use super::{BotGame, Budgets};
use crate::engine::{GameRng, Seat};
use crate::games::keyflower::data::Resource;
use crate::games::keyflower::state::{Building, State};
use crate::games::keyflower::{Keyflower, View};

impl BotGame for Keyflower {
    const HORIZON: usize = 80;
    const EVAL_SCALE: f64 = 6.0;
    const BUDGETS: Budgets = Budgets { standard: 4, strong: 300 };

    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
        sample::determinize(view, seat, rng)
    }

    fn evaluate(state: &State) -> Vec<f64> {
        state
            .players
            .values()
            .iter()
            .map(|p| {
                let fixed: f64 =
                    p.village.iter().map(|t| f64::from(t.vp()) * if t.extension.is_some() { 2.0 } else { 1.0 }).sum();
                let won: f64 = p
                    .won
                    .iter()
                    .map(|b| match b {
                        Building::Tile(t) => f64::from(t.data().vp[0]),
                        _ => 0.0,
                    })
                    .sum();
                let gold: u32 = p.village.iter().map(|t| u32::from(t.resources.of(Resource::Gold))).sum();
                let other: u32 = p.village.iter().map(|t| t.resources.total()).sum::<u32>() - gold;
                fixed
                    + won
                    + f64::from(gold)
                    + RESOURCE * f64::from(other)
                    + WORKER * f64::from(p.screen.total())
                    + SKILL * f64::from(p.skills.total())
                    + CONTRACT * p.contracts.len() as f64
            })
            .collect()
    }
}

/// Evaluation weights, in points: a resource other than gold, a worker, a skill tile and a
/// contract held.
const RESOURCE: f64 = 0.4;
const WORKER: f64 = 0.4;
const SKILL: f64 = 0.5;
const CONTRACT: f64 = 1.0;
