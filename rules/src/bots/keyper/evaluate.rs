//! A stand-in for Keyper's end score (see the parent module's doc): the rules' own scoring of
//! the estate as the season's end will leave it, plus what held tiles, goods, keyples and
//! pending fairs (and, from three players on, the animals still to come) are likely still to
//! bring in the time left; also by score-sheet row, for `examples/evaluation_fit.rs`.

use crate::engine::Seat;
use crate::games::keyper::data::{Area, FAIRS, Fair, Field, Good, Season};
use crate::games::keyper::data::{SCORING_CAP, Tile};
use crate::games::keyper::{
    Building, FAIRS_ROW, FARM, PIECE_KINDS, Phase, Player, Scored, State, Supply, VILLAGE, accepts, houses, housing,
    piece_points, rows, scoring_fields,
};

/// The chance that a tile held now is still built, per season left (a whole season left makes
/// it likely; at the end of winter there is no time).
const BUILD_PER_SEASON: f64 = 0.6;
/// The most that chance reaches.
const BUILD_MOST: f64 = 0.8;
/// Points for a tile held, times that chance, on top of what building it adds now: the goods
/// still to come that it may score.
const HELD: f64 = 1.0;
/// Points per piece for what goods and keyples are still worth as means while a season is left
/// (fading as the last one ends): a raw material or wheat, a finished good, a gem, a keyple the
/// season's end brings back.
const RAW: f64 = 0.15;
const FINISHED: f64 = 0.25;
const GEM: f64 = 0.2;
const KEYPLE: f64 = 0.15;
/// A pending fair counts by the share of its goods shown now, times the first weight for the
/// fair of the season being played (and the winter fairs beside the board) and the second for
/// a fair of a season to come.
const FAIR_WEIGHTS: (f64, f64) = (0.8, 0.4);
/// From three players on: the share of a farm tile's animal points still missing that the
/// animals still to come are expected to fill, per season left, and the most it reaches.
const HERD_PER_SEASON: f64 = 0.2;
const HERD_MOST: f64 = 0.5;
/// From three players on, the fairs' weights (as `FAIR_WEIGHTS`).
const FAIR_WEIGHTS_MORE: (f64, f64) = (1.0, 0.6);

/// The index, in an estimate by rows, of what is on no row of the sheet (goods and keyples as
/// means), after the sheet's four.
const MEANS_ROW: usize = 4;
const ROWS: usize = MEANS_ROW + 1;

/// The estimated final points of every seat.
pub fn evaluate(state: &State) -> Vec<f64> {
    by_rows(state).into_iter().map(|(total, _)| total).collect()
}

/// Every seat's estimate by the sheet's rows (shipping, farm, village, fairs) and, last, what is
/// on no row (goods and keyples as means); at the game's end the sheet's rows (tests and
/// examples only: `examples/evaluation_fit.rs` compares them with the final sheet).
#[cfg(feature = "baseline")]
pub fn rows_estimated(state: &State) -> Vec<[f64; ROWS]> {
    by_rows(state).into_iter().map(|(_, rows)| rows).collect()
}

/// Every seat's estimate, in all and by rows (as [`rows_estimated`]).
fn by_rows(state: &State) -> Vec<(f64, [f64; ROWS])> {
    if state.phase == Phase::Over {
        return state
            .players
            .iter()
            .map(|(s, p)| {
                let sheet = rows(p, scoring_fields(state, s)).0;
                let mut by_row = [0.0; ROWS];
                by_row.iter_mut().zip(sheet).for_each(|(r, x)| *r = f64::from(x));
                (total(sheet), by_row)
            })
            .collect();
    }
    let left = seasons_left(state);
    state.players.iter().map(|(s, _)| estimate(state, s, left)).collect()
}

fn total(rows: [i32; 4]) -> f64 {
    f64::from(rows.iter().sum::<i32>())
}

/// How much of the game is left, in seasons (0 at the end of winter, up to 4 at the start):
/// the seasons after this one, and of this one the share of keypers and keyples still in the
/// keyp areas among those played and not (none once the last lay-down round has begun).
fn seasons_left(state: &State) -> f64 {
    let later = f64::from(3 - state.season as u8);
    if state.final_round.is_some() {
        return later;
    }
    let home: usize = state.players.iter().map(|(_, p)| p.keyp_area.total() + usize::from(p.keyper_home)).sum();
    let played: usize = state.boards.iter().map(|b| b.keyples().count() + usize::from(b.keyper.is_some())).sum();
    later + home as f64 / (home + played).max(1) as f64
}

/// One seat's estimate, in all and by rows: its estate scored as the season's end leaves it
/// (its keyples back, its unhoused animals gone, on the board its keyper claims), the tiles it
/// holds by what building them adds, weighted by the chance left to build, and what its means
/// and fairs may bring; from three players on also the animals still to come to its farm tiles.
fn estimate(state: &State, seat: Seat, left: f64) -> (f64, [f64; ROWS]) {
    let p = &state.players[seat];
    let more = state.players.len() > 2;
    let kept = season_end(state, seat);
    // From three players on the estate before housing is needed again below.
    let (end, kept) = if more { (housed(kept.clone()), Some(kept)) } else { (housed(kept), None) };
    let fields = end_fields(state, seat);
    let (sheet, scored) = rows(&end, fields);
    let now = total(sheet);
    let mut by_row = [0.0; ROWS];
    by_row.iter_mut().zip(sheet).for_each(|(r, x)| *r = f64::from(x));
    let chance = (BUILD_PER_SEASON * left).min(BUILD_MOST);
    let built = if chance > 0.0 && !end.unbuilt.is_empty() {
        // From three players on, the held tiles are built before the animals are housed, so a
        // held farm tile keeps the animals it would house.
        let out = rows(&kept.map_or_else(|| built_out(end.clone()), |kept| housed(built_out(kept))), fields).0;
        let added = (total(out) - now).max(0.0);
        if added > 0.0 {
            by_row.iter_mut().zip(out.iter().zip(sheet)).for_each(|(r, (o, x))| *r += chance * f64::from(o - x));
        }
        chance * added
    } else {
        0.0
    };
    let sum = |xs: &[u8]| xs.iter().map(|&x| f64::from(x)).sum::<f64>();
    let means = RAW * (sum(&p.goods.raw) + f64::from(p.goods.wheat))
        + FINISHED * sum(&p.goods.finished)
        + GEM * sum(&p.goods.gems)
        + KEYPLE * end.keyp_area.total() as f64;
    let held = chance * HELD * end.unbuilt.len() as f64;
    let farm_held = end.unbuilt.iter().filter(|t| t.data().area == Area::Farm).count();
    by_row[FARM] += chance * HELD * farm_held as f64;
    by_row[VILLAGE] += chance * HELD * (end.unbuilt.len() - farm_held) as f64;
    by_row[MEANS_ROW] = left.min(1.0) * means;
    if !more {
        let fairs = fairs(state.season, p, FAIR_WEIGHTS);
        by_row[FAIRS_ROW] += fairs;
        return (now + built + held + left.min(1.0) * means + fairs, by_row);
    }
    let fairs = fairs(state.season, p, FAIR_WEIGHTS_MORE);
    let herds = herds(&scored, (HERD_PER_SEASON * left).min(HERD_MOST));
    by_row[FAIRS_ROW] += fairs;
    by_row[FARM] += herds;
    (now + built + held + left.min(1.0) * means + fairs + herds, by_row)
}

/// The animals still to come, from three players on: of every farm tile built that scores
/// animals, the points still missing to its most, times `fill` (the share expected to be filled).
/// A held tile gets none: animals come only to a farm that houses them.
fn herds(scored: &[Scored], fill: f64) -> f64 {
    if fill <= 0.0 {
        return 0.0;
    }
    let missing: u32 =
        scored.iter().map(|s| animal_most(s.building.tile, s.building.upgraded).saturating_sub(s.piece_points)).sum();
    fill * f64::from(missing)
}

/// The most a farm tile scores for animals (0 for a tile that scores none).
fn animal_most(tile: Tile, upgraded: bool) -> u32 {
    if houses(tile).is_empty() {
        return 0;
    }
    let mut full = [0; PIECE_KINDS];
    for kind in accepts(tile, upgraded) {
        full[kind] = SCORING_CAP;
    }
    piece_points(tile, upgraded, &full)
}

/// The fields `seat`'s buildings will score with at the season's end: those of the board its
/// keyper stands on, else of the board it scores with now.
pub(super) fn end_fields(state: &State, seat: Seat) -> &'static [Field] {
    let claimed = state.boards.iter().find(|b| b.keyper == Some(seat));
    claimed.map_or_else(|| scoring_fields(state, seat), |b| b.face(state.season).as_slice())
}

/// The player as the season's end leaves them: every keyple back in the keyp area (from the
/// board their keyper stands on, their buildings and the keyp tile); the animals their farm
/// does not house are still theirs (see [`housed`]).
fn season_end(state: &State, seat: Seat) -> Player {
    let mut p = state.players[seat].clone();
    let on_board = state.boards.iter().filter(|b| b.keyper == Some(seat)).flat_map(|b| b.keyples());
    let on_buildings: Vec<_> = p.farm.iter().chain(&p.village).flatten().flat_map(|b| b.keyples.clone()).collect();
    for k in on_board.chain(&on_buildings) {
        p.keyp_area.add(k.colour);
    }
    for (i, n) in p.keyp_tile.0.iter().enumerate() {
        p.keyp_area.0[i] += n;
    }
    p
}

/// The player with only the animals their farm houses.
fn housed(mut p: Player) -> Player {
    p.goods.animals = housing(&p);
    p
}

/// The player with every tile they hold built on a free plot of its area (the first free one;
/// none if the area is full).
fn built_out(mut p: Player) -> Player {
    for tile in std::mem::take(&mut p.unbuilt) {
        let plots: &mut [Option<_>] = match tile.data().area {
            Area::Farm => &mut p.farm,
            Area::Village => &mut p.village,
        };
        if let Some(free) = plots.iter_mut().find(|b| b.is_none()) {
            *free = Some(Building { tile, upgraded: false, covered: None, keyples: Vec::new() });
        }
    }
    p
}

/// The pending fairs' likely points: the dealt fairs of this and later seasons and the winter
/// fairs held, each by the share of its goods the player shows now, weighted by `this` (this
/// season's fair and the winter fairs) and `later` (a later season's).
pub(super) fn fairs(season: Season, p: &Player, (this, later): (f64, f64)) -> f64 {
    let dealt = [Season::Spring, Season::Summer, Season::Autumn];
    let mut points = 0.0;
    for (slot, fair) in p.fairs.iter().enumerate() {
        let Some(fair) = fair else { continue };
        let weight = match dealt[slot].cmp(&season) {
            std::cmp::Ordering::Equal => this,
            std::cmp::Ordering::Greater => later,
            std::cmp::Ordering::Less => continue,
        };
        points += weight * side_value(&FAIRS[usize::from(*fair)], false, &p.goods);
    }
    // The gem side shows at the end of summer and winter, the other at the end of autumn.
    let gem_side = season != Season::Autumn;
    for &fair in &p.winter_fairs {
        points += this * side_value(&FAIRS[usize::from(fair)], gem_side, &p.goods);
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
