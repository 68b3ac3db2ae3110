//! A cheap stand-in for Keyflower's end score (see the parent module's doc): today's, which
//! values the village's shape, and the one of 2026-11-27 kept for the baseline.

use crate::engine::{Seat, sort};
use crate::games::keyflower::data::{
    Ability, Colour, Cost, FLIPPER, IANVINCIBLE, Resource, Scoring, Season, Set, Tile,
};
use crate::games::keyflower::printed_cost;
use crate::games::keyflower::score::shape_points;
use crate::games::keyflower::state::{Building, Phase, Placed, Player, Resources, Skills, State, Workers};
use crate::games::keyflower::village::road_neighbours;

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

/// The share of a tile's upgrade (the fixed VP it adds) counted while its cost lies on tiles
/// linked to it by road (and the skills behind the screen): an upgrade still needs a transport
/// use to happen.
const UPGRADE: f64 = 0.5;

/// The estimated final points of every seat, the village's shape included.
pub fn evaluate(state: &State) -> Vec<f64> {
    evaluate_with(state, true)
}

/// The points of the shape of `player`'s village (`seat` in `state` with a won tile placed): its
/// boats, turn-order tiles and the upgrades its roads can pay for, all that placing a tile
/// changes in the estimate. (Placing moves a won tile into the village, so the summer boats
/// `seat` holds stay.)
pub fn value(state: &State, seat: Seat, player: &Player) -> f64 {
    let shaped = Shaped::of(state, seat, player);
    let Tiles { mut loose, mut piles, .. } = tiles(player);
    shaped.points + upgrades(player, &shaped, &mut piles, &mut loose, &mut player.skills.clone())
}

/// The evaluation as it stood on 2026-11-27 (the baseline's, `bots::baseline`): without the
/// village's shape.
#[cfg(feature = "baseline")]
pub fn evaluate_2026(state: &State) -> Vec<f64> {
    evaluate_with(state, false)
}

/// The estimated final points of every seat; with `shape` the village's boats and turn-order
/// tiles as the score counts them and the upgrades its roads can pay for.
fn evaluate_with(state: &State, shape: bool) -> Vec<f64> {
    let holder = final_marker(state);
    state
        .players
        .iter()
        .map(|(seat, p)| {
            let shaped = if shape { Some(Shaped::of(state, seat, p)) } else { None };
            estimate(p, shaped) + if Some(seat) == holder { MARKER } else { 0.0 }
        })
        .collect()
}

/// What the village's shape adds (see [`evaluate`]).
struct Shaped {
    /// The boats' and turn-order tiles' points as the village stands (`score::shape_points`).
    points: f64,
    /// Whether roads carry nothing: summer boat 2a moves resources across any edge.
    cross_country: bool,
    /// Whether every resource of an upgrade cost may be any resource (summer boat 3a).
    wild: bool,
}

impl Shaped {
    fn of(state: &State, seat: Seat, player: &Player) -> Self {
        Shaped {
            points: shape_points(state, seat, player) as f64,
            cross_country: state.has(seat, Ability::CrossCountry),
            wild: state.has(seat, Ability::WildUpgrade),
        }
    }
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

/// What a player's village tiles count before the rest: fixed VP (extensions doubling them),
/// resources on the yards at their rate; and what they leave for the rest.
struct Tiles {
    points: f64,
    /// The resources on the tiles that do not score there.
    loose: Resources,
    /// The same per village tile.
    piles: Vec<Resources>,
    upgraded: usize,
    extensions: usize,
}

/// What `p`'s village tiles count (see [`Tiles`]).
fn tiles(p: &Player) -> Tiles {
    let mut points = 0.0;
    let mut loose = Resources::default();
    let mut piles = vec![Resources::default(); p.village.len()];
    let mut upgraded = 0;
    let mut extensions = 0;
    for (i, t) in p.village.iter().enumerate() {
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
                _ => {
                    loose.add(r, n);
                    piles[i].add(r, n);
                }
            }
        }
    }
    Tiles { points, loose, piles, upgraded, extensions }
}

/// One player's estimate: fixed VP (extensions doubling them, won tiles on their base side),
/// resources on the yards at their rate, winter tiles with a greedy share of the workers, skill
/// tiles and resources, gold left at 1, and small values for everything else; with `shaped`
/// also the village's shape and the upgrades its roads can pay for.
fn estimate(p: &Player, shaped: Option<Shaped>) -> f64 {
    let Tiles { mut points, mut loose, mut piles, upgraded, extensions } = tiles(p);
    let mut skills = p.skills;
    if let Some(shaped) = &shaped {
        points += shaped.points + upgrades(p, shaped, &mut piles, &mut loose, &mut skills);
    }
    let mut winter: Vec<Tile> = Vec::new();
    let built = p.village.len();
    for (k, building) in p.village.iter().map(|t| t.building).chain(p.won.iter().copied()).enumerate() {
        match building {
            Building::Tile(t) if t.data().season == Season::Winter => winter.push(t),
            // The score counts the boats of the village (its shape).
            Building::Boat(_) if shaped.is_some() && k < built => {}
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
    let mut items = Items { workers: p.screen, skills, resources: loose };
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

/// The upgrades roads can pay for, at [`UPGRADE`] of the fixed VP each adds: village tiles not
/// upgraded yet, the largest gain first, each taking its cost from the resources lying on tiles
/// linked to it by road (`piles`, by village tile) and the skills behind the screen, while they
/// last. What an upgrade takes leaves `loose` and `skills`.
fn upgrades(p: &Player, shaped: &Shaped, piles: &mut [Resources], loose: &mut Resources, skills: &mut Skills) -> f64 {
    let village = &p.village;
    let mut gains: Vec<(usize, f64)> = (0..village.len())
        .filter(|&i| !village[i].upgraded)
        .filter_map(|i| {
            let mut up = village[i].clone();
            up.upgraded = true;
            let gain = f64::from(up.vp()) - f64::from(village[i].vp());
            let gain = if village[i].extension.is_some() { 2.0 * gain } else { gain };
            (gain > 0.0).then_some((i, gain))
        })
        .collect();
    if gains.is_empty() {
        return 0.0;
    }
    sort::sort_by(&mut gains, |a, b| b.1.total_cmp(&a.1));
    // With no resource on any tile only skills can pay, wherever the roads go.
    let networks =
        if loose.total() == 0 { (0..village.len()).collect() } else { networks(village, shaped.cross_country) };
    let mut points = 0.0;
    for (i, gain) in gains {
        let Some(cost) = printed_cost(village[i].building) else { continue };
        let linked: Vec<usize> = (0..village.len()).filter(|&j| networks[j] == networks[i]).collect();
        let mut pool = Resources::default();
        linked.iter().for_each(|&j| pool.add_all(&piles[j]));
        let mut left_skills = *skills;
        let mut any = 0;
        let mut paid = Resources::default();
        let payable = cost.iter().all(|c| match *c {
            Cost::Resource(r) if !shaped.wild => {
                let there = pool.of(r) > paid.of(r);
                if there {
                    paid.add(r, 1);
                }
                there
            }
            Cost::Resource(_) | Cost::AnyResource => {
                any += 1;
                true
            }
            Cost::Skill(k) if left_skills.of(k) > 0 => {
                left_skills.take(k, 1);
                true
            }
            Cost::AnySkill if left_skills.total() > 0 => {
                let k = (0..3).max_by_key(|&k| left_skills.0[k]).unwrap_or(0);
                left_skills.0[k] -= 1;
                true
            }
            Cost::Skill(_) | Cost::AnySkill => false,
        });
        // "Any" resources come from the most plentiful kinds left, gold last.
        let mut rest = pool;
        rest.take_all(&paid);
        while any > 0 {
            let Some(r) = Resource::ALL
                .into_iter()
                .filter(|&r| rest.of(r) > 0)
                .min_by_key(|&r| (r == Resource::Gold, std::cmp::Reverse(rest.of(r))))
            else {
                break;
            };
            rest.take(r, 1);
            paid.add(r, 1);
            any -= 1;
        }
        if !payable || any > 0 {
            continue;
        }
        points += UPGRADE * gain;
        *skills = left_skills;
        loose.take_all(&paid);
        // Take the paid resources from the linked tiles, in village order.
        for &j in &linked {
            for r in Resource::ALL {
                let n = paid.of(r).min(piles[j].of(r));
                piles[j].take(r, n);
                paid.take(r, n);
            }
        }
    }
    points
}

/// For each village tile, the first tile of the road network it belongs to: tiles linked by
/// roads (across any edge with `cross_country`) share it.
fn networks(village: &[Placed], cross_country: bool) -> Vec<usize> {
    let mut network = vec![usize::MAX; village.len()];
    for first in 0..village.len() {
        if network[first] != usize::MAX {
            continue;
        }
        network[first] = first;
        let mut stack = vec![first];
        while let Some(k) = stack.pop() {
            for j in road_neighbours(village, k, cross_country) {
                if network[j] == usize::MAX {
                    network[j] = first;
                    stack.push(j);
                }
            }
        }
    }
    network
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
