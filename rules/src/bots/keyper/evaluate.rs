//! A stand-in for Keyper's end score (see the parent module's doc): the score so far plus what
//! the goods, held tiles, fairs and keyples are likely still to bring.

use crate::engine::{Game, Seat};
use crate::games::keyper::data::{FAIRS, Fair, Good, Origin, Season};
use crate::games::keyper::{Keyper, Player, State, Supply};

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

/// How much of a fair's points counts: the share of its goods already shown, times this for
/// the fair of the season being played and `LATER_FAIR` for a fair of a season to come.
const THIS_FAIR: f64 = 0.8;
const LATER_FAIR: f64 = 0.4;

/// The estimated final points of every seat.
pub fn evaluate(state: &State) -> Vec<f64> {
    let sheet = Keyper::score(state);
    if state.phase == crate::games::keyper::Phase::Over {
        return state.players.iter().map(|(s, _)| f64::from(sheet.total(s))).collect();
    }
    state.players.iter().map(|(s, p)| f64::from(sheet.total(s)) + potential(state, s, p)).collect()
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
    late * (goods + tiles + KEYPLE * claimed as f64) + fairs(state.season, p)
}

/// The pending fairs' likely points: the dealt fairs of this and later seasons and the winter
/// fairs held, each by the share of its goods the player shows now.
fn fairs(season: Season, p: &Player) -> f64 {
    let dealt = [Season::Spring, Season::Summer, Season::Autumn];
    let mut points = 0.0;
    for (slot, fair) in p.fairs.iter().enumerate() {
        let Some(fair) = fair else { continue };
        let weight = match dealt[slot].cmp(&season) {
            std::cmp::Ordering::Equal => THIS_FAIR,
            std::cmp::Ordering::Greater => LATER_FAIR,
            std::cmp::Ordering::Less => continue,
        };
        points += weight * side_value(&FAIRS[usize::from(*fair)], false, &p.goods);
    }
    // The gem side shows at the end of summer and winter, the other at the end of autumn.
    let gem_side = season != Season::Autumn;
    for &fair in &p.winter_fairs {
        points += THIS_FAIR * side_value(&FAIRS[usize::from(fair)], gem_side, &p.goods);
    }
    points
}

/// A fair side's points times the share of its goods `goods` shows (a finished good standing
/// in for its raw material).
fn side_value(fair: &Fair, gem_side: bool, goods: &Supply) -> f64 {
    let side = if gem_side { fair.back.unwrap_or(fair.front) } else { fair.front };
    let mut left = goods.clone();
    let shown = side
        .needs
        .iter()
        .filter(|&&need| {
            left.take(need, 1) == 1 || matches!(need, Good::Raw(r) if left.take(Good::Finished(r.finished()), 1) == 1)
        })
        .count();
    f64::from(side.vp) * shown as f64 / side.needs.len().max(1) as f64
}
