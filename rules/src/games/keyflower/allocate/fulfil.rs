//! The contracts in the allocation (The Merchants). A contract scores only with every item it
//! shows, and each item allocated to it counts nowhere else, so contracts compete with the
//! winter tiles, White Wind and the yards for the same workers, skills, resources and marker.
//!
//! # How
//! Every set of contracts to fulfil whose items the player may hold is tried (a player holds a
//! handful). A set asks each of the three problems for so many items of given kinds and so many
//! of any kind. Items of one kind differ only in the yard they may score on, which only adds to
//! their worth, so a contract takes the cheapest ones of a kind (none on a yard first). Its items
//! of any kind then behave like a group's: once the sets have taken their kinds' cheapest items,
//! the contracts' items of any kind and the groups take the cheapest left, so the problem's own
//! search takes them (`Problem::solve`) instead of trying every split among the kinds. The
//! purple marker is either the start-player contract's, or one more item of one problem (any
//! worker colour, skill or resource kind), which the contracts may take like any other. The
//! Muleteer's points per unfulfilled contract belong to the same choice (choice 48). Each
//! problem's answer to one demand is worked out once and kept, since many sets share it. The
//! sets are tried the most promising first, each bounded by taking its named items only (taking
//! more never scores more), until no bound beats the best found; so are the marker's stand-ins
//! within a set.
//!
//! In a release build (measured under load with `rules/examples/keyflower_allocation.rs`) a
//! player of a random Merchants game takes some 5 µs on average and at most about 30 µs; random
//! holdings of up to 40 workers, 15 skill tiles, 20 resources, 8 contracts and every winter tile
//! some 0.1 ms on average and at most about 1.3 ms, as do seven contracts with 50 items and every
//! winter tile.

use super::{Allocation, Class, Holdings, Piece, Problem, Sink, Use, credit};
use crate::engine::sort;
use crate::games::keyflower::data::Resource;
use crate::games::keyflower::data::Scoring;
use crate::games::keyflower::data::merchants::{CONTRACTS, Item};
use std::collections::BTreeMap;

/// Where in a demand the items of any kind are counted; 0–3 are the kinds of the problem.
const ANY: usize = 4;

/// What the fulfilled contracts ask of one problem: how many items of each kind (in the order of
/// `Colour::ALL`, `Skill::ALL` or `Resource::ALL`), then how many of any kind.
type Demand = [u8; 5];

/// The place of a kind in a [`Demand`].
fn kind_index(kind: Piece) -> usize {
    match kind {
        Piece::Worker(c) => c as usize,
        Piece::Skill(k) => k as usize,
        Piece::Resource(r) => r as usize,
        Piece::Marker => ANY,
    }
}

/// Where the marker stands in: the problem and its stand-in there.
type StandIn = Option<(usize, usize)>;

/// Which problem a contract's item comes from and its place in that problem's demand; `None`
/// for the purple marker itself. With summer boat 3b every resource counts as a gold, so any
/// resource does for a named one (choice 46); "any worker" may be green (choice 45).
fn need(item: Item, wild: bool) -> Option<(usize, usize)> {
    match item {
        Item::Worker(colour) => Some((0, colour.map_or(ANY, |c| c as usize))),
        Item::Skill(kind) => Some((1, kind.map_or(ANY, |k| k as usize))),
        Item::Resource(Some(_)) if wild => Some((2, Resource::Gold as usize)),
        Item::Resource(kind) => Some((2, kind.map_or(ANY, |r| r as usize))),
        Item::Purple => None,
    }
}

/// What fulfilling `contracts` asks of each problem, and whether it needs the marker itself.
fn demands(contracts: &[u8], wild: bool) -> ([Demand; 3], bool) {
    let mut out = [[0; 5]; 3];
    let mut marker = false;
    for item in contracts.iter().flat_map(|&c| CONTRACTS[usize::from(c)]) {
        match need(*item, wild) {
            Some((problem, at)) => out[problem][at] += 1,
            None => marker = true,
        }
    }
    (out, marker)
}

/// Takes `take[kind]` items of each kind from `classes`, the cheapest first: what is left, and
/// what was taken.
fn reserve(classes: &[Class], take: [u8; 4]) -> (Vec<Class>, Vec<Class>) {
    let mut left = classes.to_vec();
    sort::sort_by_key(&mut left, |c| c.yard.map_or(0, |(_, rate)| rate));
    let mut taken = Vec::new();
    let mut need = take;
    for class in &mut left {
        let n = class.count.min(need[kind_index(class.kind)]);
        if n > 0 {
            need[kind_index(class.kind)] -= n;
            class.count -= n;
            taken.push(Class { count: n, ..*class });
        }
    }
    left.retain(|c| c.count > 0);
    (left, taken)
}

/// What `classes` leave once the contracts' named items of `demand` are taken (the cheapest
/// of each kind), and the items taken; `None` if there are too few.
fn named(classes: &[Class], demand: Demand) -> Option<(Vec<Class>, Vec<Class>)> {
    let mut held = [0u8; 4];
    for c in classes {
        held[kind_index(c.kind)] += c.count;
    }
    (0..4).all(|k| held[k] >= demand[k]).then(|| reserve(classes, std::array::from_fn(|k| demand[k])))
}

/// The best allocation of `h`, contracts included, from its three problems.
pub(super) fn best(h: &Holdings, problems: &[Problem; 3]) -> Allocation {
    let held = h.contracts.len();
    let muleteer = h.winter.iter().find_map(|&t| match t.data().scoring {
        Scoring::PerUnfulfilled(points) => Some((t, u32::from(points))),
        _ => None,
    });
    // A problem's items, with the marker standing in as its `marker`-th stand-in if given.
    let classes = |i: usize, marker: Option<usize>| {
        let mut out = problems[i].classes.clone();
        out.extend(marker.map(|s| problems[i].purple[s]));
        out
    };
    let mut known: BTreeMap<(usize, Demand, Option<usize>), Option<u32>> = BTreeMap::new();
    let mut value = |i: usize, demand: Demand, marker: Option<usize>| {
        *known.entry((i, demand, marker)).or_insert_with(|| {
            let (left, _) = named(&classes(i, marker), demand)?;
            problems[i].total(&left, u32::from(demand[ANY]))
        })
    };
    // The three problems' totals with `demand`, the marker standing in as `marker`.
    let mut total = |demand: &[Demand; 3], marker: StandIn| -> Option<u32> {
        (0..3).map(|j| value(j, demand[j], marker.filter(|&(i, _)| i == j).map(|(_, s)| s))).sum()
    };
    // The best of those totals above `floor`, and where the marker stands in: each stand-in
    // bounded by taking the named items alone, the most promising first.
    let mut combine = |demand: [Demand; 3], needs_marker: bool, floor: Option<u32>| {
        let mut options: Vec<StandIn> = vec![None];
        if h.purple && !needs_marker {
            options.extend((0..3).flat_map(|i| (0..problems[i].purple.len()).map(move |s| Some((i, s)))));
        }
        let named = demand.map(|mut d| {
            d[ANY] = 0;
            d
        });
        let mut bounded: Vec<(u32, StandIn)> =
            options.into_iter().filter_map(|marker| total(&named, marker).map(|b| (b, marker))).collect();
        sort::sort_by_key(&mut bounded, |&(bound, _)| std::cmp::Reverse(bound));
        let mut best: Option<(u32, StandIn)> = None;
        for (bound, marker) in bounded {
            if best.map(|(t, _)| t).max(floor).is_some_and(|t| bound <= t) {
                break;
            }
            if let Some(t) = total(&demand, marker)
                && best.map(|(b, _)| b).max(floor).is_none_or(|b| t > b)
            {
                best = Some((t, marker));
            }
        }
        best
    };
    // Every set of contracts within reach, with its contracts' points and a bound on its total:
    // the named items alone taken, as taking more never scores more.
    let mut sets: Vec<(u32, u64, u32)> = Vec::new();
    for mask in reachable(h, problems) {
        let (demand, needs_marker) = demands(&chosen(h, mask), h.wild);
        let fulfilled = mask.count_ones();
        let points = fulfilled * u32::from(h.contract_vp) + (held as u32 - fulfilled) * muleteer.map_or(0, |(_, p)| p);
        let named = demand.map(|mut d| {
            d[ANY] = 0;
            d
        });
        if let Some((bound, _)) = combine(named, needs_marker, None) {
            sets.push((bound + points, mask, points));
        }
    }
    // The most promising first, until no bound beats the best found.
    sort::sort_by_key(&mut sets, |&(bound, mask, _)| (std::cmp::Reverse(bound), mask));
    let mut best: Option<(u32, u64, StandIn)> = None;
    for (bound, mask, points) in sets {
        if best.is_some_and(|(b, _, _)| bound <= b) {
            break;
        }
        let (demand, needs_marker) = demands(&chosen(h, mask), h.wild);
        let floor = best.and_then(|(b, _, _)| b.checked_sub(points));
        if let Some((total, marker)) = combine(demand, needs_marker, floor) {
            best = Some((total + points, mask, marker));
        }
    }
    let (_, mask, marker) = best.expect("fulfilling no contract is always possible");
    let chosen = chosen(h, mask);
    let (demand, needs_marker) = demands(&chosen, h.wild);
    let mut out = Allocation::default();
    for (i, problem) in problems.iter().enumerate() {
        let stand_in = marker.filter(|&(j, _)| j == i).map(|(_, s)| s);
        let (left, mut taken) = named(&classes(i, stand_in), demand[i]).expect("the best is possible");
        let (solution, any) = problem.solve(&left, u32::from(demand[i][ANY])).expect("the best is possible");
        taken.extend(any);
        out.add(solution);
        out.uses.extend(hand_out(&chosen, i, taken, h.wild));
    }
    for &contract in &chosen {
        if needs_marker && CONTRACTS[usize::from(contract)].contains(&Item::Purple) {
            out.uses.push(Use { to: Sink::Contract(contract), piece: Piece::Marker, purple: true, count: 1 });
        }
        credit(&mut out.points, Sink::Contract(contract), u32::from(h.contract_vp));
    }
    if let Some((tile, points)) = muleteer.filter(|_| held > chosen.len()) {
        credit(&mut out.points, Sink::Winter(tile), (held - chosen.len()) as u32 * points);
    }
    out
}

/// The sets of contracts (a bit each) whose items `h` may hold: per problem, each kind's named
/// items and all items counted, the marker making up for one missing item. A set out of reach
/// never grows into one within, so the sets are grown one contract at a time.
fn reachable(h: &Holdings, problems: &[Problem; 3]) -> Vec<u64> {
    // Per problem the items of each kind, and (last) of all kinds.
    let mut held = [[0u32; 5]; 3];
    for (i, problem) in problems.iter().enumerate() {
        for c in &problem.classes {
            held[i][kind_index(c.kind)] += u32::from(c.count);
            held[i][ANY] += u32::from(c.count);
        }
    }
    let within = |mask: u64| {
        let (demand, needs_marker) = demands(&chosen(h, mask), h.wild);
        let missing: u32 = (0..3)
            .map(|i| {
                let named: u32 = (0..ANY).map(|k| u32::from(demand[i][k]).saturating_sub(held[i][k])).sum();
                let all = demand[i].iter().map(|&d| u32::from(d)).sum::<u32>().saturating_sub(held[i][ANY]);
                named.max(all)
            })
            .sum();
        (h.purple || !needs_marker) && missing <= u32::from(h.purple && !needs_marker)
    };
    let mut out = vec![0];
    for k in 0..h.contracts.len() {
        let grown: Vec<u64> = out.iter().map(|m| m | 1 << k).filter(|&m| within(m)).collect();
        out.extend(grown);
    }
    out
}

/// The contracts of `h` that `mask` picks, a bit each.
fn chosen(h: &Holdings, mask: u64) -> Vec<u8> {
    (0..h.contracts.len()).filter(|&k| mask >> k & 1 == 1).map(|k| h.contracts[k]).collect()
}

/// Hands the items `taken` from problem `i` out to the contracts `chosen`: each named item
/// first, then the items of any kind; one use per contract and piece.
fn hand_out(chosen: &[u8], i: usize, mut taken: Vec<Class>, wild: bool) -> Vec<Use> {
    let mut uses: Vec<Use> = Vec::new();
    for named in [true, false] {
        for &contract in chosen {
            for item in CONTRACTS[usize::from(contract)] {
                let Some((problem, at)) = need(*item, wild) else { continue };
                if problem != i || (at != ANY) != named {
                    continue;
                }
                let class = taken
                    .iter_mut()
                    .find(|c| c.count > 0 && (at == ANY || kind_index(c.kind) == at))
                    .expect("the items taken cover the contracts");
                class.count -= 1;
                let to = Sink::Contract(contract);
                match uses.iter_mut().find(|u| u.to == to && u.piece == class.piece && u.purple == class.purple) {
                    Some(u) => u.count += 1,
                    None => uses.push(Use { to, piece: class.piece, purple: class.purple, count: 1 }),
                }
            }
        }
    }
    uses
}
