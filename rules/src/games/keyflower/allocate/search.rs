//! One problem's exact search (workers, skills or resources, see the parent module): for every
//! chosen kind and every number of sets and groups, the worth of all items less the worth of
//! what the sets, the contracts' items of any kind and the groups take, plus their points.

use super::{Applies, Class, GROUP, Piece, Problem, SetSink, Sink, Solution, Use, credit};
use crate::engine::sort;

impl Problem {
    /// The best allocation of `classes`, this problem's items or what the contracts' named items
    /// left of them (the purple marker among them if it stands in here), once `any` items of
    /// any kind are taken for the contracts: the allocation and the items taken; `None` if
    /// there are too few.
    pub(super) fn solve(&self, classes: &[Class], any: u32) -> Option<(Solution, Vec<Class>)> {
        let best = self.search(classes, any)?;
        let values = self.values(classes, best.chosen);
        let order = cheapest_first(&values);
        let mut fill = self.fill_sets(classes, &order, best.sets).expect("the sets found");
        fill_rest(classes, &order, &mut fill, any, best.groups);
        let taken = classes.iter().zip(&fill.any).map(|(c, &n)| Class { count: n, ..*c }).filter(|c| c.count > 0);
        Some((self.solution(classes, &values, &fill), taken.collect()))
    }

    /// The best total of `classes` once `any` items are taken (see [`Problem::solve`]).
    pub(super) fn total(&self, classes: &[Class], any: u32) -> Option<u32> {
        self.search(classes, any).map(|best| best.total)
    }

    /// Tries every chosen kind and every number of sets and groups. The items left to their
    /// rates score what they are worth alone, so a number of sets and groups scores the worth
    /// of all items, less that of the items they and the contracts take, plus their own points.
    /// The sets take their kinds' cheapest items; the items of any kind for the contracts and
    /// the groups then take the cheapest left (which of them gets which changes nothing), the
    /// groups five more at each step.
    fn search(&self, classes: &[Class], any: u32) -> Option<Best> {
        let total: u32 = classes.iter().map(|c| u32::from(c.count)).sum();
        let mut kinds: Vec<Option<Piece>> = classes.iter().map(|c| Some(c.kind)).collect();
        sort::sort(&mut kinds);
        kinds.dedup();
        if kinds.is_empty() || !self.rates.iter().any(|r| r.applies == Applies::Chosen) {
            kinds = vec![None];
        }
        let most_sets = self.set.map_or(0, |_| total / 3);
        let most_groups = self.group.map_or(0, |_| total / u32::from(GROUP));
        let set_points = self.set.map_or(0, |s| u32::from(s.points));
        let group_points = self.group.map_or(0, |g| u32::from(g.points));
        let mut best: Option<Best> = None;
        for &chosen in &kinds {
            let values = self.values(classes, chosen);
            let order = cheapest_first(&values);
            if let Some(SetSink { kinds, wild: Some(wild), .. }) = self.set {
                let worth = classes.iter().zip(&values);
                let plain = worth.clone().filter(|(c, _)| kinds.contains(&c.kind)).map(|(_, v)| v.1).max();
                let wilds = worth.filter(|(c, _)| c.kind == wild).map(|(_, v)| v.1).min();
                debug_assert!(plain.zip(wilds).is_none_or(|(p, w)| p <= w), "a wild item is worth less alone");
            }
            let worth: u32 = classes.iter().zip(&values).map(|(c, v)| u32::from(c.count) * v.1).sum();
            for sets in 0..=most_sets {
                let Some(fill) = self.fill_sets(classes, &order, sets) else { break };
                let in_sets: u32 = (0..classes.len()).map(|i| u32::from(fill.set[i]) * values[i].1).sum();
                // The items the sets left, cheapest first, and the worth of the first `n` of them.
                let mut left = order.iter().map(|&i| (classes[i].count - fill.set[i], values[i].1));
                let mut at = left.next();
                let mut take = |mut n: u32| {
                    let mut worth = 0;
                    while n > 0 {
                        let (count, value) = at.as_mut()?;
                        let k = u32::from(*count).min(n);
                        (*count, n) = (*count - k as u8, n - k);
                        worth += k * *value;
                        if *count == 0 {
                            at = left.next();
                        }
                    }
                    Some(worth)
                };
                let Some(mut taken) = take(any) else { break };
                for groups in 0..=most_groups {
                    if groups > 0 {
                        let Some(more) = take(u32::from(GROUP)) else { break };
                        taken += more;
                    }
                    let points = worth - in_sets - taken + sets * set_points + groups * group_points;
                    if best.as_ref().is_none_or(|b| points > b.total) {
                        best = Some(Best { total: points, chosen, sets, groups });
                    }
                }
            }
        }
        best
    }

    /// What each item of `classes` is worth alone, and where, with `chosen` the chosen kind.
    fn values(&self, classes: &[Class], chosen: Option<Piece>) -> Vec<(Option<Sink>, u32)> {
        classes.iter().map(|c| self.alone(c, chosen)).collect()
    }

    /// Where an item of `class` scores best on its own (a rate or its yard), and how much, with
    /// `chosen` the kind chosen for the rates that let the player choose.
    fn alone(&self, class: &Class, chosen: Option<Piece>) -> (Option<Sink>, u32) {
        let rates = self.rates.iter().filter_map(|r| {
            let applies = match r.applies {
                Applies::Kind(kind) => kind == class.kind,
                Applies::Chosen => chosen == Some(class.kind),
                Applies::Any => true,
            };
            applies.then_some((Some(r.to), u32::from(r.points)))
        });
        let yard = class.yard.map(|(at, rate)| (Some(Sink::Yard(at)), u32::from(rate)));
        rates.chain(yard).fold((None, 0), |best, option| if option.1 > best.1 { option } else { best })
    }

    /// What `sets` sets take: per kind the cheapest items of that kind, then the cheapest wild
    /// ones; `None` if there are too few.
    fn fill_sets(&self, classes: &[Class], order: &[usize], sets: u32) -> Option<Fill> {
        let mut fill = Fill { set: vec![0; classes.len()], any: vec![0; classes.len()], group: vec![0; classes.len()] };
        let Some(set) = self.set else { return Some(fill) };
        let mut missing = 0;
        for kind in set.kinds {
            missing += take(classes, order, &mut fill, sets, |c| c.kind == kind);
        }
        let wild = |c: &Class| Some(c.kind) == set.wild;
        (take(classes, order, &mut fill, missing, wild) == 0).then_some(fill)
    }

    /// The points of the sets `fill` makes.
    fn set_points(&self, fill: &Fill) -> u32 {
        self.set.map_or(0, |s| fill.in_sets() / 3 * u32::from(s.points))
    }

    /// The points of the groups `fill` makes.
    fn group_points(&self, fill: &Fill) -> u32 {
        self.group.map_or(0, |g| fill.in_groups() / u32::from(GROUP) * u32::from(g.points))
    }

    /// The uses and the points per sink of an allocation.
    fn solution(&self, classes: &[Class], values: &[(Option<Sink>, u32)], fill: &Fill) -> Solution {
        let mut out = Solution::default();
        for (i, class) in classes.iter().enumerate() {
            let use_ = |to, count| Use { to, piece: class.piece, purple: class.purple, count };
            let left = fill.left(classes, i);
            for (sink, count) in [
                (self.set.map(|s| Sink::Winter(s.tile)), fill.set[i]),
                (self.group.map(|g| Sink::Winter(g.tile)), fill.group[i]),
                (values[i].0, left),
            ] {
                if let (Some(to), 1..) = (sink, count) {
                    out.uses.push(use_(to, count));
                }
            }
            if let (Some(to), 1..) = (values[i].0, left) {
                credit(&mut out.points, to, u32::from(left) * values[i].1);
            }
        }
        if let Some(s) = self.set {
            credit(&mut out.points, Sink::Winter(s.tile), self.set_points(fill));
        }
        if let Some(g) = self.group {
            credit(&mut out.points, Sink::Winter(g.tile), self.group_points(fill));
        }
        out.points.retain(|&(_, p)| p > 0);
        out
    }
}

/// The best choice found by [`Problem::search`].
struct Best {
    total: u32,
    /// The kind chosen for the rates that let the player choose.
    chosen: Option<Piece>,
    sets: u32,
    groups: u32,
}

/// The places of `values` from the cheapest to the dearest.
fn cheapest_first(values: &[(Option<Sink>, u32)]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    sort::sort_by_key(&mut order, |&i| values[i].1);
    order
}

/// How many of each class the sets, the contracts' items of any kind and the groups take.
#[derive(Clone, Debug)]
struct Fill {
    set: Vec<u8>,
    /// Items of any kind for the contracts.
    any: Vec<u8>,
    group: Vec<u8>,
}

impl Fill {
    /// How many of class `i` neither the sets, the contracts nor the groups took.
    fn left(&self, classes: &[Class], i: usize) -> u8 {
        classes[i].count - self.set[i] - self.any[i] - self.group[i]
    }

    /// How many items the sets took.
    fn in_sets(&self) -> u32 {
        self.set.iter().map(|&n| u32::from(n)).sum()
    }

    /// How many items the groups took.
    fn in_groups(&self) -> u32 {
        self.group.iter().map(|&n| u32::from(n)).sum()
    }
}

/// Takes up to `n` items of the classes `which` selects, cheapest first, into the sets;
/// returns how many were missing.
fn take(classes: &[Class], order: &[usize], fill: &mut Fill, n: u32, which: impl Fn(&Class) -> bool) -> u32 {
    let mut missing = n;
    for &i in order.iter().filter(|&&i| which(&classes[i])) {
        let free = u32::from(classes[i].count - fill.set[i]);
        let taken = free.min(missing);
        fill.set[i] += taken as u8;
        missing -= taken;
    }
    missing
}

/// Adds `any` items for the contracts, then `groups` groups, to `fill`, of the cheapest items the
/// sets left (there are enough).
fn fill_rest(classes: &[Class], order: &[usize], fill: &mut Fill, any: u32, groups: u32) {
    let (mut any, mut group) = (any, groups * u32::from(GROUP));
    for &i in order {
        let mut free = u32::from(classes[i].count - fill.set[i]);
        for (missing, into) in [(&mut any, &mut fill.any[i]), (&mut group, &mut fill.group[i])] {
            let taken = free.min(*missing);
            *into = taken as u8;
            (*missing, free) = (*missing - taken, free - taken);
        }
    }
    debug_assert!(any == 0 && group == 0, "the search left enough");
}
