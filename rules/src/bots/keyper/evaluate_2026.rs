//! The baseline's evaluation (`bots::baseline`, Strong's of 2026-11-27), kept as it was: the
//! score so far plus small weights for what the goods, held tiles, fairs and keyples are likely
//! still to bring (the parent module's doc says how today's differs).

use super::evaluate::fairs;
use crate::engine::Seat;
use crate::games::keyper::data::{Origin, Season};
use crate::games::keyper::{Player, State, rows, scoring_fields};

/// Evaluation weights, in points, while a season other than winter is still to come (winter
/// halves them): a raw material or wheat, a finished good, a gem, an animal; a keyple on the
/// board one's keyper claims (it returns to the team: a good from the keyp tile or one more
/// worker); and a landscape tile held, not yet built, on top of its fixed points.
const RAW: f64 = 0.3;
const FINISHED: f64 = 0.5;
const GEM: f64 = 0.4;
const ANIMAL: f64 = 0.2;
const KEYPLE: f64 = 0.3;
const UNBUILT: f64 = 2.0;

/// How much of a fair's points counts: the share of its goods already shown, times the first
/// for the fair of the season being played and the second for a fair of a season to come.
const FAIRS_WEIGHTS: (f64, f64) = (0.8, 0.4);

/// The estimated final points of every seat.
pub fn evaluate(state: &State) -> Vec<f64> {
    let total = |s: Seat, p: &Player| f64::from(rows(p, scoring_fields(state, s)).0.iter().sum::<i32>());
    if state.phase == crate::games::keyper::Phase::Over {
        return state.players.iter().map(|(s, p)| total(s, p)).collect();
    }
    state.players.iter().map(|(s, p)| total(s, p) + potential(state, s, p)).collect()
}

/// What a player's goods, held tiles, pending fairs and claimed keyples may still score.
fn potential(state: &State, seat: Seat, p: &Player) -> f64 {
    let late = if state.season == Season::Winter { 0.5 } else { 1.0 };
    let sum = |xs: &[u8]| xs.iter().map(|&x| f64::from(x)).sum::<f64>();
    let goods = RAW * (sum(&p.goods.raw) + f64::from(p.goods.wheat))
        + FINISHED * sum(&p.goods.finished)
        + GEM * sum(&p.goods.gems)
        + ANIMAL * sum(&p.goods.animals);
    let tiles: f64 = p
        .unbuilt
        .iter()
        .filter(|t| t.data().origin != Origin::Estate)
        .map(|t| f64::from(t.data().vp[0]) + UNBUILT)
        .sum();
    let claimed: usize = state.boards.iter().filter(|b| b.keyper == Some(seat)).map(|b| b.keyples().count()).sum();
    late * (goods + tiles + KEYPLE * claimed as f64) + fairs(state.season, p, FAIRS_WEIGHTS)
}
