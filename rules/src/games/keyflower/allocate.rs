//! The allocation at the end of the game: a player's workers, skill tiles, leftover resources and
//! the purple start-player marker are assigned to the winter tiles, White Wind, the yards (gold
//! standing in), the 1 VP of unallocated gold and The Merchants' contracts, each item once, so
//! that the total is as high as it can be. The result is exact, not greedy. The contracts are
//! tried set by set around the three problems below (`fulfil`).
//!
//! # How
//! Workers, skills and resources never stand in for each other, so they are three separate
//! problems, coupled only by the purple marker, which is tried as each colour of worker, each
//! kind of skill and as a gold (a gold does everything another resource could: it stands in on
//! every yard and in Mercer's Guild's sets, and scores at least 1 where a wood, stone or iron
//! scores at most 1; choice 34 of the module doc).
//!
//! Within one problem every winter tile is one of three shapes:
//! - a *set*: one item of each of three kinds (Craftsmen's Guild, Mercer's Guild, Scribes),
//!   where a *wild* kind may stand in (gold for Mercer's Guild);
//! - a *group*: any five items (Apothecary, Windmill, Key Guild);
//! - a *rate*: points per item of one kind (Jeweller, Key Market, unallocated gold), of one kind
//!   chosen by the player (Village Hall, Scholar, Watermill) or of any kind (White Wind).
//!
//! Each player holds each tile at most once, so a problem has at most one set and one group.
//! Once the number of sets, the number of groups and the chosen kind are fixed, every item left
//! over goes to its best rate, which makes an item worth a fixed amount; the sets then take
//! their kinds' cheapest items, a missing kind the cheapest wild ones, and the groups the
//! cheapest items left. That is optimal because a wild item is never worth less than a plain
//! one on its own (gold scores at least 1, a wood, stone or iron at most 1), so a set loses
//! nothing by preferring plain items; trying every number of sets and groups and every chosen
//! kind (a few hundred cases) makes the whole exact. The tests check it against enumerating
//! every assignment of small holdings. Each number of sets is scored from the worth of all
//! items less the worth of what the sets and groups take, the groups taking five more at each
//! step, so one search costs a few microseconds (`fulfil` gives the figures with contracts).

use super::data::{Colour, Resource, Scoring, Set, Skill, Tile};
use super::state::{Skills, Workers};

mod fulfil;

/// One item that can be allocated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Piece {
    /// A worker of this colour.
    Worker(Colour),
    /// A skill tile of this kind.
    Skill(Skill),
    /// A resource of this kind.
    Resource(Resource),
    /// The purple marker as itself, on the start-player contract (The Merchants).
    Marker,
}

/// Where allocated items score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Sink {
    /// A winter tile.
    Winter(Tile),
    /// The yard at this place in the village (Barn, Blacksmith, Stone Yard, Timber Yard), where
    /// a gold (or with summer boat 3b any resource) stands in for its resource.
    Yard(u8),
    /// The White Wind boat: 1 VP per worker not scored elsewhere.
    WhiteWind,
    /// Gold kept: 1 VP each.
    Gold,
    /// The contract with this number (The Merchants), fulfilled: all its items or none.
    Contract(u8),
}

/// Items of one kind allocated to one sink.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Use {
    /// Where they score.
    pub to: Sink,
    /// What they are (for the purple marker: what it stands for).
    pub piece: Piece,
    /// Whether this is the purple start-player marker.
    pub purple: bool,
    /// How many.
    pub count: u8,
}

/// Resources of one kind lying on one village tile, left after the yards' own resources scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lot {
    /// The resource.
    pub resource: Resource,
    /// How many.
    pub count: u8,
    /// The yard they lie on, if they may score there instead, with its rate: (place, VP each).
    /// Only a gold, or with summer boat 3b any resource, may have one.
    pub yard: Option<(u8, u8)>,
}

/// Everything one player brings to the allocation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Holdings {
    /// Workers behind the screen.
    pub workers: Workers,
    /// Skill tiles behind the screen.
    pub skills: Skills,
    /// Resources on the village tiles not scored on their yards.
    pub resources: Vec<Lot>,
    /// Whether the player holds the purple start-player marker.
    pub purple: bool,
    /// The yard where the purple marker would score best as a resource: (place, VP).
    pub purple_yard: Option<(u8, u8)>,
    /// The winter tiles in the village.
    pub winter: Vec<Tile>,
    /// Whether the player has White Wind.
    pub white_wind: bool,
    /// Whether the player has summer boat 3b: every resource stands in for any other.
    pub wild: bool,
    /// The contracts behind the screen (The Merchants), by number.
    pub contracts: Vec<u8>,
    /// Points of a fulfilled contract (7, with White Wind II 10).
    pub contract_vp: u8,
}

/// The best allocation of one player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Allocation {
    /// Which items went where; items that score nothing are not listed.
    pub uses: Vec<Use>,
    /// The points each sink scores, each sink once.
    pub points: Vec<(Sink, u32)>,
}

impl Allocation {
    /// The points of all sinks.
    pub fn total(&self) -> u32 {
        self.points.iter().map(|&(_, p)| p).sum()
    }

    /// The points of the sinks `which` selects.
    pub fn points_of(&self, which: impl Fn(Sink) -> bool) -> u32 {
        self.points.iter().filter(|&&(s, _)| which(s)).map(|&(_, p)| p).sum()
    }

    fn add(&mut self, other: Solution) {
        self.uses.extend(other.uses);
        for (sink, points) in other.points {
            credit(&mut self.points, sink, points);
        }
    }
}

/// Adds `points` to `to`'s entry in `points`.
fn credit(points: &mut Vec<(Sink, u32)>, to: Sink, more: u32) {
    match points.iter_mut().find(|(s, _)| *s == to) {
        Some((_, p)) => *p += more,
        None => points.push((to, more)),
    }
}

/// The best allocation of `holdings`.
pub fn allocate(holdings: &Holdings) -> Allocation {
    fulfil::best(holdings, &Problem::of(holdings))
}

/// Items alike for the allocation.
#[derive(Clone, Copy, Debug)]
struct Class {
    /// What they are.
    piece: Piece,
    /// What they count as (with 3b every resource counts as a gold).
    kind: Piece,
    /// The purple marker.
    purple: bool,
    /// The yard they may score on instead, with its rate.
    yard: Option<(u8, u8)>,
    count: u8,
}

/// Sets of one each of three kinds.
#[derive(Clone, Copy, Debug)]
struct SetSink {
    tile: Tile,
    points: u8,
    kinds: [Piece; 3],
    /// A kind that may stand in for any of them.
    wild: Option<Piece>,
}

/// Groups of five items of any kind.
#[derive(Clone, Copy, Debug)]
struct Group {
    tile: Tile,
    points: u8,
}

/// Items in a group (Apothecary, Windmill, Key Guild).
const GROUP: u8 = 5;

/// A rate: `points` per item it applies to.
#[derive(Clone, Copy, Debug)]
struct Rate {
    to: Sink,
    applies: Applies,
    points: u8,
}

/// Which items a rate applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Applies {
    /// Items of this kind.
    Kind(Piece),
    /// Items of one kind the player chooses.
    Chosen,
    /// Any item.
    Any,
}

/// One of the three problems: workers, skills or resources.
#[derive(Clone, Debug, Default)]
struct Problem {
    classes: Vec<Class>,
    set: Option<SetSink>,
    group: Option<Group>,
    rates: Vec<Rate>,
    /// What the purple marker may stand for here.
    purple: Vec<Class>,
}

/// One problem's best allocation.
#[derive(Clone, Debug, Default)]
struct Solution {
    uses: Vec<Use>,
    points: Vec<(Sink, u32)>,
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
    order.sort_by_key(|&i| values[i].1);
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

/// What a winter tile's set asks for, as a part of one problem.
enum Role {
    /// One each of three kinds, a wild kind standing in.
    Set([Piece; 3], Option<Piece>),
    /// Five of any kind.
    Group,
    /// Points per item.
    Rate(Applies),
}

/// Which problem (workers 0, skills 1, resources 2) a winter tile's set belongs to, and its role.
fn role(set: Set) -> (usize, Role) {
    use Colour::{Blue, Green, Red, Yellow};
    use Piece::{Resource as R, Skill as S, Worker as W};
    use Resource::{Gold, Iron, Stone, Wood};
    match set {
        Set::ThreeColours => (0, Role::Set([W(Blue), W(Red), W(Yellow)], None)),
        Set::FiveWorkers => (0, Role::Group),
        Set::WorkerOfOneColour => (0, Role::Rate(Applies::Chosen)),
        Set::Green => (0, Role::Rate(Applies::Kind(W(Green)))),
        Set::ThreeSkills => (1, Role::Set([S(Skill::Saw), S(Skill::Pick), S(Skill::Anvil)], None)),
        Set::FiveSkills => (1, Role::Group),
        Set::SkillOfOneKind => (1, Role::Rate(Applies::Chosen)),
        Set::ThreeResources => (2, Role::Set([R(Wood), R(Stone), R(Iron)], Some(R(Gold)))),
        Set::FiveResources => (2, Role::Group),
        Set::ResourceOfOneKind => (2, Role::Rate(Applies::Chosen)),
        Set::Gold => (2, Role::Rate(Applies::Kind(R(Gold)))),
    }
}

impl Problem {
    /// The workers', skills' and resources' problems of `h`.
    fn of(h: &Holdings) -> [Problem; 3] {
        let mut out: [Problem; 3] = Default::default();
        let class = |piece, count| Class { piece, kind: piece, purple: false, yard: None, count };
        let gold = Piece::Resource(Resource::Gold);
        out[0].classes = Colour::ALL.map(|c| class(Piece::Worker(c), h.workers.of(c))).to_vec();
        out[0].purple = Colour::ALL.map(|c| class(Piece::Worker(c), 1)).to_vec();
        out[1].classes = Skill::ALL.map(|k| class(Piece::Skill(k), h.skills.of(k))).to_vec();
        out[1].purple = Skill::ALL.map(|k| class(Piece::Skill(k), 1)).to_vec();
        out[2].classes = h
            .resources
            .iter()
            .map(|lot| Class { yard: lot.yard, ..class(Piece::Resource(lot.resource), lot.count) })
            .collect();
        out[2].purple = vec![Class { yard: h.purple_yard, ..class(gold, 1) }];
        if !h.contracts.is_empty() && !h.wild {
            // A contract may ask for a wood, a stone or an iron, which a gold cannot be (choice 45).
            let basics = [Resource::Wood, Resource::Stone, Resource::Iron];
            out[2].purple.extend(basics.map(|r| class(Piece::Resource(r), 1)));
        }
        out[2].rates.push(Rate { to: Sink::Gold, applies: Applies::Kind(gold), points: 1 });
        if h.wild {
            out[2].classes.iter_mut().for_each(|c| c.kind = gold);
        }
        if h.white_wind {
            out[0].rates.push(Rate { to: Sink::WhiteWind, applies: Applies::Any, points: 1 });
        }
        for p in &mut out {
            p.classes.retain(|c| c.count > 0);
            p.purple.iter_mut().for_each(|c| c.purple = true);
        }
        for &tile in &h.winter {
            let Scoring::Set(set, points) = tile.data().scoring else { continue };
            let (i, role) = role(set);
            match role {
                Role::Set(kinds, wild) => out[i].set = Some(SetSink { tile, points, kinds, wild }),
                Role::Group => out[i].group = Some(Group { tile, points }),
                Role::Rate(applies) => out[i].rates.push(Rate { to: Sink::Winter(tile), applies, points }),
            }
        }
        out
    }

    /// The best allocation of `classes`, this problem's items or what the contracts' named items
    /// left of them (the purple marker among them if it stands in here), once `any` items of
    /// any kind are taken for the contracts: the allocation and the items taken; `None` if
    /// there are too few.
    fn solve(&self, classes: &[Class], any: u32) -> Option<(Solution, Vec<Class>)> {
        let best = self.search(classes, any)?;
        let values = self.values(classes, best.chosen);
        let order = cheapest_first(&values);
        let mut fill = self.fill_sets(classes, &order, best.sets).expect("the sets found");
        fill_rest(classes, &order, &mut fill, any, best.groups);
        let taken = classes.iter().zip(&fill.any).map(|(c, &n)| Class { count: n, ..*c }).filter(|c| c.count > 0);
        Some((self.solution(classes, &values, &fill), taken.collect()))
    }

    /// The best total of `classes` once `any` items are taken (see [`Problem::solve`]).
    fn total(&self, classes: &[Class], any: u32) -> Option<u32> {
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
        kinds.sort();
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
