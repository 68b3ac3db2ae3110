//! A cheap stand-in for Keyflower's end score (see the parent module's doc).

use crate::engine::Seat;
use crate::games::keyflower::data::{Colour, FLIPPER, IANVINCIBLE, Resource, Scoring, Season, Set, Tile};
use crate::games::keyflower::state::{Building, Phase, Player, Resources, Skills, State, Workers};

/// Evaluation weights, in points: a resource other than gold, a worker and a skill tile not
/// needed by a winter tile, a contract held, and a boat taken in winter (other than Flipper's 2
/// and Ianvincible's 5, which are exact).
const RESOURCE: f64 = 0.4;
const WORKER: f64 = 0.3;
const SKILL: f64 = 0.4;
const CONTRACT: f64 = 1.5;
const BOAT: f64 = 3.0;

/// The purple start-player marker, which scores at least as a gold kept.
const MARKER: f64 = 1.0;

/// The estimated final points of every seat.
pub fn evaluate(state: &State) -> Vec<f64> {
    let holder = final_marker(state);
    state.players.iter().map(|(seat, p)| estimate(p) + if Some(seat) == holder { MARKER } else { 0.0 }).collect()
}

/// Who will hold the purple marker at the game's end, once winter decides it (from data version
/// 2): while bids are open the leading bidder on the start-player tile, or without a bid the start
/// player's left neighbour; then the new start player the boats' phase names. Before winter, and
/// in version 1 (where the marker stays put in winter), nobody: it is not the bids' to win.
fn final_marker(state: &State) -> Option<Seat> {
    if state.season != Season::Winter || !state.config.winter_start_player_moves() {
        return None;
    }
    match &state.phase {
        Phase::Choosing { .. } | Phase::Swap { .. } | Phase::Turns { .. } => {
            let leader = state.turn_order.iter().find(|t| t.start).and_then(|t| t.bids.winner());
            Some(leader.unwrap_or_else(|| state.next(state.start_player)))
        }
        Phase::Boats { start, .. } => Some(*start),
        Phase::Building { .. } | Phase::Flipper { .. } | Phase::Over => Some(state.start_player),
    }
}

/// One player's estimate: fixed VP (extensions doubling them, won tiles on their base side),
/// resources on the yards at their rate, winter tiles with a greedy share of the workers, skill
/// tiles and resources, gold left at 1, and small values for everything else.
fn estimate(p: &Player) -> f64 {
    let mut points = 0.0;
    let mut loose = Resources::default();
    let mut upgraded = 0;
    let mut extensions = 0;
    for t in &p.village {
        let fixed = f64::from(t.vp());
        points += if t.extension.is_some() { 2.0 * fixed } else { fixed };
        upgraded += usize::from(t.upgraded);
        extensions += usize::from(t.extension.is_some());
        let yard = match t.building {
            Building::Tile(tile) => match tile.data().scoring {
                Scoring::PerResource(kind, rates) => Some((kind, rates[usize::from(t.upgraded)])),
                _ => None,
            },
            _ => None,
        };
        for r in Resource::ALL {
            let n = t.resources.of(r);
            match yard {
                Some((kind, rate)) if kind.map_or(r != Resource::Gold, |k| k == r) => {
                    points += f64::from(n) * f64::from(rate);
                }
                _ => loose.add(r, n),
            }
        }
    }
    let mut winter: Vec<Tile> = Vec::new();
    for building in p.village.iter().map(|t| t.building).chain(p.won.iter().copied()) {
        match building {
            Building::Tile(t) if t.data().season == Season::Winter => winter.push(t),
            Building::Boat(FLIPPER) => points += 2.0,
            Building::Boat(IANVINCIBLE) => points += 5.0,
            Building::Boat(_) => points += BOAT,
            _ => {}
        }
    }
    for building in &p.won {
        if let Building::Tile(t) = building
            && t.data().season != Season::Winter
        {
            points += f64::from(t.data().vp[0]);
        }
    }
    let mut items = Items { workers: p.screen, skills: p.skills, resources: loose };
    for t in &winter {
        points += match t.data().scoring {
            Scoring::Set(set, per) => f64::from(items.take_sets(set) * u32::from(per)),
            Scoring::Flat(n) => f64::from(n),
            Scoring::PerUpgraded(n) => f64::from(n) * upgraded as f64,
            Scoring::PerExtension(n) => f64::from(n) * extensions as f64,
            Scoring::PerUnfulfilled(n) => f64::from(n) * p.contracts.len() as f64 / 2.0,
            _ => 0.0,
        };
    }
    let gold = f64::from(items.resources.of(Resource::Gold));
    let others = f64::from(items.resources.total()) - gold;
    points
        + gold
        + RESOURCE * others
        + WORKER * f64::from(items.workers.total())
        + SKILL * f64::from(items.skills.total())
        + CONTRACT * p.contracts.len() as f64
}

/// What is left for the winter tiles, taken greedily tile by tile.
struct Items {
    workers: Workers,
    skills: Skills,
    resources: Resources,
}

impl Items {
    /// Takes as many sets of `set` as there are; returns how many.
    fn take_sets(&mut self, set: Set) -> u32 {
        let (w, s, r) = (&mut self.workers, &mut self.skills, &mut self.resources);
        match set {
            Set::Gold => take_all(&mut r.0, Resource::Gold as usize),
            Set::ThreeColours => take_each(&mut w.0[..3]),
            Set::ResourceOfOneKind => take_most(&mut r.0),
            Set::ThreeResources => take_each(&mut r.0[..3]),
            Set::FiveResources => take_any(&mut r.0, 5),
            Set::ThreeSkills => take_each(&mut s.0),
            Set::SkillOfOneKind => take_most(&mut s.0),
            Set::WorkerOfOneColour => take_most(&mut w.0),
            Set::Green => take_all(&mut w.0, Colour::Green as usize),
            Set::FiveSkills => take_any(&mut s.0, 5),
            Set::FiveWorkers => take_any(&mut w.0, 5),
        }
    }
}

/// All of kind `i`.
fn take_all(counts: &mut [u8], i: usize) -> u32 {
    u32::from(std::mem::take(&mut counts[i]))
}

/// As many sets of one of each kind as there are.
fn take_each(counts: &mut [u8]) -> u32 {
    let sets = counts.iter().copied().min().unwrap_or(0);
    counts.iter_mut().for_each(|c| *c -= sets);
    u32::from(sets)
}

/// All of the most plentiful kind.
fn take_most(counts: &mut [u8]) -> u32 {
    let i = (0..counts.len()).max_by_key(|&i| counts[i]).unwrap_or(0);
    take_all(counts, i)
}

/// As many sets of `size` items of any kinds as there are, the most plentiful kinds first.
fn take_any(counts: &mut [u8], size: u32) -> u32 {
    let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
    let sets = total / size;
    let mut left = sets * size;
    while left > 0 {
        let i = (0..counts.len()).max_by_key(|&i| counts[i]).unwrap_or(0);
        counts[i] -= 1;
        left -= 1;
    }
    sets
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_take_what_they_count() {
        let mut items =
            Items { workers: Workers([3, 2, 4, 1]), skills: Skills([2, 2, 1]), resources: Resources([1, 1, 2, 3]) };
        assert_eq!(items.take_sets(Set::ThreeColours), 2);
        assert_eq!(items.workers, Workers([1, 0, 2, 1]));
        assert_eq!(items.take_sets(Set::ThreeSkills), 1);
        assert_eq!(items.take_sets(Set::SkillOfOneKind), 1);
        assert_eq!(items.take_sets(Set::FiveResources), 1);
        assert_eq!(items.resources.total(), 2);
        assert_eq!(items.take_sets(Set::Green), 1);
    }
}
