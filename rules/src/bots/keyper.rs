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
//! The score sheet so far (shipping points, buildings with the goods now held, fairs held; the
//! rules' own end scoring), plus what is still to come: small weights for raw materials, wheat,
//! finished goods, gems and animals, each landscape tile held but not built (its fixed points
//! and 2), the keyples on the board one's keyper stands on, all halved in winter; and each
//! pending fair (the dealt fair of this season or a later one, the winter fairs held) by the
//! share of its goods already shown. So the decision on the fairs at a season's end (data
//! version 3) weighs a fair held now (its points on the sheet) against a winter fair kept for
//! the side it shows next (4 points in autumn, 6 in summer and winter), by its share there.
//!
//! # Constants
//! Actions are small steps (a keyple played, each follower asked, each good paid, each pick),
//! so playouts run for 60 actions, about two turns of every player with their follow-ups at
//! 4 players; a lead of 6 points is worth a factor e in win chances. Budgets: see `docs/bots.md`.

mod evaluate;
mod sample;

use super::{BotGame, Budgets};
use crate::engine::{GameRng, Seat};
use crate::games::keyper::view::View;
use crate::games::keyper::{Keyper, State};

impl BotGame for Keyper {
    const HORIZON: usize = 60;
    const EVAL_SCALE: f64 = 6.0;
    const BUDGETS: Budgets = Budgets { standard: 4, strong: 800 };
    const ANALYSIS_PERCENT: u32 = 40;

    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
        sample::determinize(view, seat, rng)
    }

    fn evaluate(state: &State) -> Vec<f64> {
        evaluate::evaluate(state)
    }
}
