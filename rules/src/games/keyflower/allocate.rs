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
//! every assignment of small holdings. Each number of sets is scored (`search`) from the worth
//! of all items less the worth of what the sets and groups take, the groups taking five more at
//! each step, so one search costs a few microseconds (`fulfil` gives the figures with
//! contracts).

use super::data::{Colour, Resource, Scoring, Set, Skill, Tile};
use super::state::{Skills, Workers};

mod fulfil;
mod search;

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
}
