//! What a tile use gives, and where it goes: resources onto the used tile in one's own village,
//! else onto one's home tile; workers and skills behind the screen; green workers from their
//! supply. Only what is left in a supply is given. An input is paid first: a worker from behind
//! the screen into the bag (of a given colour, or of the user's choice; from data version 3 a
//! whole outbid group may go instead), a skill tile back to the supply (of a given kind, or of
//! the user's choice); from data version 2 the Tavern's workers reach the bag, and the Hiring
//! Fair's skill tile the pile, only after the draw. A transport
//! tile's use first moves resources along the roads of the user's village (one resource one
//! tile costs one of its capacity), then upgrades tiles (`upgrade`).

use super::Action;
use super::contracts;
use super::data::{Ability, Colour, Effect, Input, Output, Resource, Skill};
use super::events::{Event, at_spot};
use super::extend;
use super::placing::{self, end_turn};
use super::state::{Building, Pending, Phase, Resources, Site, Skills, Spot, State, Workers};
use super::upgrade::{self, upgradable};
use super::village::road_neighbours;
use crate::engine::{Events, Seat};

/// What using the tile at `site` does, on the side it shows (tiles up for auction show their
/// base side).
pub fn effect_at(state: &State, site: Site) -> Effect {
    match site {
        Site::Offer(i) => state.offer[usize::from(i)].tile.data().effect[0],
        Site::Village(seat, i) => state.players[seat].village[usize::from(i)].effect(),
    }
}

/// Carries out the use `seat` just placed at `site`; a choice that follows is returned.
pub fn effect(state: &mut State, seat: Seat, site: Site, events: &mut Events<Event>) -> Option<Pending> {
    let onto = destination(seat, site);
    match effect_at(state, site) {
        Effect::None => None,
        Effect::Transport { carts, upgrades } => {
            let times = if state.has(seat, Ability::DoubleTransport) { 2 } else { 1 };
            let cabins = match site {
                Site::Village(owner, 0) => state.players[owner].cabins,
                _ => 0,
            };
            transport(state, seat, carts * times, (upgrades + cabins) * times)
        }
        Effect::Gain(input, output) => match input {
            Input::Nothing => gain(state, seat, onto, output, events),
            Input::Worker(Some(c)) if placing::paying_groups(state, seat, Some(c)).is_empty() => {
                pay_then_gain(state, seat, site, Paid::Worker(c), events)
            }
            Input::Worker(Some(_)) => Some(Pending::Pay { site }),
            Input::Skill(Some(k)) => pay_then_gain(state, seat, site, Paid::Skill(k), events),
            Input::Worker(None) | Input::Skill(None) => Some(Pending::Pay { site }),
        },
    }
}

/// A use's input: a worker for the bag (from behind the screen, or a whole outbid group from
/// data version 3) or a skill tile for the pile.
#[derive(Clone, Copy)]
enum Paid {
    Worker(Colour),
    Group(Spot),
    Skill(Skill),
}

/// What a paid input gives back once it is paid: workers for the bag, or a skill tile.
#[derive(Clone, Copy)]
enum Back {
    Workers(Workers, Option<(Spot, Building)>),
    Skill(Skill),
}

/// Pays the input of the use at `site` and gives its output. The paid workers go into the bag
/// (skill tile onto the pile) before the output, except that from data version 2 they go there
/// only after a draw from that same bag (the Tavern) or pile (the Hiring Fair), so they cannot
/// be drawn again.
fn pay_then_gain(state: &mut State, seat: Seat, site: Site, paid: Paid, events: &mut Events<Event>) -> Option<Pending> {
    let Effect::Gain(_, output) = effect_at(state, site) else { unreachable!("a paid use gains") };
    let back = match paid {
        Paid::Worker(colour) => {
            let mut one = Workers::default();
            one.add(colour, 1);
            state.players[seat].spend(&one);
            Back::Workers(one, None)
        }
        Paid::Group(spot) => {
            let group = state.bids_mut(spot).remove(seat);
            Back::Workers(group, Some((spot, at_spot(state, spot))))
        }
        Paid::Skill(kind) => {
            state.players[seat].spend_skill(kind);
            Back::Skill(kind)
        }
    };
    let after = state.config.returns_payment_after_draw()
        && matches!((back, output), (Back::Workers(..), Output::BagWorkers(_)) | (Back::Skill(_), Output::Skills(_)));
    if !after {
        give_back(state, seat, back, events);
    }
    let next = gain(state, seat, destination(seat, site), output, events);
    if after {
        give_back(state, seat, back, events);
    }
    next
}

/// Paid workers into the bag, or a paid skill tile onto the pile.
fn give_back(state: &mut State, seat: Seat, back: Back, events: &mut Events<Event>) {
    match back {
        Back::Workers(workers, None) => {
            state.bag.add_all(&workers);
            events.extend(workers.colours().map(|colour| Event::IntoBag { seat, colour }));
        }
        Back::Workers(workers, Some((spot, tile))) => {
            state.bag.add_all(&workers);
            events.push(Event::GroupIntoBag { seat, spot, tile, workers });
        }
        Back::Skill(kind) => {
            state.skill_supply.add(kind, 1);
            events.push(Event::SkillBack { seat, skill: kind });
        }
    }
}

/// The tile a use's resources go onto: the used tile in one's own village, else the home tile.
fn destination(seat: Seat, site: Site) -> u8 {
    match site {
        Site::Village(owner, i) if owner == seat => i,
        _ => 0,
    }
}

/// Gives a use's output; a choice that follows is returned.
fn gain(state: &mut State, seat: Seat, onto: u8, output: Output, events: &mut Events<Event>) -> Option<Pending> {
    match output {
        Output::Resources(amounts) => {
            give(state, seat, onto, Resources(amounts), events);
            None
        }
        Output::OneBasic => Some(Pending::Choose { onto }),
        Output::Green(n) => {
            let n = n.min(state.green_supply);
            state.green_supply -= n;
            let mut green = Workers::default();
            green.add(Colour::Green, n);
            state.to_front(seat, &green);
            events.push(Event::Green { seat, count: n });
            None
        }
        Output::BagWorkers(n) => {
            let mut drawn = Workers::default();
            for _ in 0..n {
                if let Some(c) = state.bag.draw(&mut state.rng) {
                    drawn.add(c, 1);
                }
            }
            state.players[seat].screen.0.iter_mut().zip(drawn.0).for_each(|(a, b)| *a += b);
            events.push(Event::FromBag { seat, count: drawn.total() as u8 });
            events.push(Event::DrewWorkers { seat, workers: drawn });
            None
        }
        Output::Skills(n) => {
            draw_skills(state, seat, n, events);
            None
        }
        Output::Deal { contracts, skills, resources, one } => {
            contracts::deal(state, seat, onto, (contracts, skills, resources, one), events)
        }
    }
}

/// Draws `n` skill tiles face down behind `seat`'s screen (only what the supply still has).
pub fn draw_skills(state: &mut State, seat: Seat, n: u8, events: &mut Events<Event>) {
    let mut drawn = Skills::default();
    for _ in 0..n {
        if let Some(s) = state.skill_supply.draw(&mut state.rng) {
            drawn.add(s, 1);
        }
    }
    state.players[seat].skills.0.iter_mut().zip(drawn.0).for_each(|(a, b)| *a += b);
    events.push(Event::FromSkills { seat, count: drawn.total() as u8 });
    events.push(Event::DrewSkills { seat, skills: drawn });
}

/// Moves what is left of `wanted` from the supply onto tile `onto` of `seat`'s village.
pub fn give(state: &mut State, seat: Seat, onto: u8, wanted: Resources, events: &mut Events<Event>) {
    let mut got = Resources::default();
    for r in Resource::ALL {
        let n = wanted.of(r).min(state.resources.of(r));
        state.resources.take(r, n);
        got.add(r, n);
    }
    let tile = &mut state.players[seat].village[usize::from(onto)];
    tile.resources.0.iter_mut().zip(got.0).for_each(|(a, b)| *a += b);
    events.push(Event::Gained { seat, resources: got, onto: tile.building });
}

/// The resource moves open in `seat`'s village: one resource one tile along a road.
fn moves(state: &State, seat: Seat) -> Vec<Action> {
    let village = &state.players[seat].village;
    let cross_country = state.has(seat, Ability::CrossCountry);
    let mut out = Vec::new();
    for (from, tile) in village.iter().enumerate() {
        for resource in Resource::ALL.into_iter().filter(|&r| tile.resources.of(r) > 0) {
            for to in road_neighbours(village, from, cross_country) {
                out.push(Action::Move { from: from as u8, to: to as u8, resource });
            }
        }
    }
    out
}

/// The transport decision still open with `carts` and `upgrades` left, if any step is possible.
fn transport(state: &State, seat: Seat, carts: u8, upgrades: u8) -> Option<Pending> {
    let can_move = carts > 0 && !moves(state, seat).is_empty();
    let can_upgrade =
        upgrades > 0 && !(upgradable(state, seat).is_empty() && extend::tiles(state, seat, false).is_empty());
    (can_move || can_upgrade).then_some(Pending::Transport { carts, upgrades })
}

/// The decisions open after a use: the Workshop's resource, or the transport's moves and upgrades.
pub fn steps(state: &State, seat: Seat, pending: &Pending) -> Vec<Action> {
    match *pending {
        Pending::Choose { .. } => [Resource::Wood, Resource::Stone, Resource::Iron].map(Action::Take).to_vec(),
        Pending::Transport { carts, upgrades } => {
            let mut out = if carts > 0 { moves(state, seat) } else { Vec::new() };
            if upgrades > 0 {
                out.extend(upgradable(state, seat).into_iter().map(Action::Upgrade));
                out.extend(extend::tiles(state, seat, false).into_iter().map(Action::Extend));
            }
            out.push(Action::Stop);
            out
        }
        Pending::Pay { site } => match effect_at(state, site) {
            Effect::Gain(Input::Worker(colour), _) => {
                let screen = state.players[seat].screen;
                let own = Colour::ALL.into_iter().filter(|&c| colour.is_none_or(|w| w == c) && screen.of(c) > 0);
                let groups = placing::paying_groups(state, seat, colour).into_iter().map(Action::Group);
                own.map(Action::PayWorker).chain(groups).collect()
            }
            _ => {
                let held = state.players[seat].skills;
                Skill::ALL.into_iter().filter(|&k| held.of(k) > 0).map(Action::PaySkill).collect()
            }
        },
        Pending::Paying { tile, any_resources, .. } => upgrade::steps(state, seat, tile, any_resources),
        Pending::Pick { resources, skills, .. } => contracts::pick_steps(state, resources, skills),
        Pending::ChooseExtension { tile, .. } => {
            extend::choices(state, seat, tile, false).into_iter().map(Action::Extension).collect()
        }
        Pending::Extending { tile, workers, .. } => extend::steps(state, seat, tile, workers),
        Pending::Contracts { .. } => contracts::sources(state),
        Pending::Place { .. } => Vec::new(),
    }
}

/// Goes on with the transport, or ends the turn when nothing is left to do.
fn go_on(state: &mut State, seat: Seat, carts: u8, upgrades: u8) {
    let next = transport(state, seat, carts, upgrades);
    then(state, seat, next);
}

/// Sets the decision that follows, or ends the turn if there is none.
fn then(state: &mut State, seat: Seat, next: Option<Pending>) {
    match next {
        Some(p) => {
            if let Phase::Turns { pending, .. } = &mut state.phase {
                *pending = Some(p);
            }
        }
        None => end_turn(state, seat),
    }
}

/// Carries out a decision after a use.
pub fn step(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
    match (action, state.pending().cloned()) {
        (Action::Take(r), Some(Pending::Choose { onto } | Pending::Pick { onto, .. })) => {
            let mut wanted = Resources::default();
            wanted.add(*r, 1);
            give(state, seat, onto, wanted, events);
            end_turn(state, seat);
        }
        (Action::Move { from, to, resource }, Some(Pending::Transport { carts, upgrades })) => {
            let village = &mut state.players[seat].village;
            village[usize::from(*from)].resources.take(*resource, 1);
            village[usize::from(*to)].resources.add(*resource, 1);
            let (from, to) = (village[usize::from(*from)].building, village[usize::from(*to)].building);
            events.push(Event::Moved { seat, resource: *resource, from, to });
            go_on(state, seat, carts - 1, upgrades);
        }
        (Action::Upgrade(i), Some(Pending::Transport { upgrades, .. })) => {
            match upgrade::start(state, seat, *i, upgrades - 1, events) {
                Some(paying) => then(state, seat, Some(paying)),
                None => go_on(state, seat, 0, upgrades - 1),
            }
        }
        (Action::PayResource(_) | Action::PaySkill(_), Some(Pending::Paying { upgrades, .. })) => {
            match upgrade::pay(state, seat, action, events) {
                Some(paying) => then(state, seat, Some(paying)),
                None => go_on(state, seat, 0, upgrades),
            }
        }
        (Action::Extend(i), Some(Pending::Transport { upgrades, .. })) => {
            then(state, seat, Some(Pending::ChooseExtension { tile: *i, upgrades: upgrades - 1 }));
        }
        (Action::Extension(id), Some(Pending::ChooseExtension { tile, upgrades })) => {
            match extend::build(state, seat, (tile, *id, upgrades), false, events) {
                Some(paying) => then(state, seat, Some(paying)),
                None => go_on(state, seat, 0, upgrades),
            }
        }
        (
            Action::PayWorker(_) | Action::PayResource(_) | Action::Group(_),
            Some(Pending::Extending { upgrades, .. }),
        ) => match extend::pay(state, seat, action, events) {
            Some(paying) => then(state, seat, Some(paying)),
            None => go_on(state, seat, 0, upgrades),
        },
        (Action::PayWorker(c), Some(Pending::Pay { site })) => {
            let next = pay_then_gain(state, seat, site, Paid::Worker(*c), events);
            then(state, seat, next);
        }
        (Action::Group(spot), Some(Pending::Pay { site })) => {
            let next = pay_then_gain(state, seat, site, Paid::Group(*spot), events);
            then(state, seat, next);
        }
        (Action::PaySkill(k), Some(Pending::Pay { site })) => {
            let next = pay_then_gain(state, seat, site, Paid::Skill(*k), events);
            then(state, seat, next);
        }
        (Action::SkillTile, Some(Pending::Pick { .. })) => {
            draw_skills(state, seat, 1, events);
            end_turn(state, seat);
        }
        (Action::Contract(from), Some(Pending::Pick { .. })) => {
            contracts::take(state, seat, *from, events);
            end_turn(state, seat);
        }
        (Action::Contract(from), Some(Pending::Contracts { left })) => {
            contracts::take(state, seat, *from, events);
            let more = left > 1 && !contracts::sources(state).is_empty();
            then(state, seat, more.then_some(Pending::Contracts { left: left - 1 }));
        }
        _ => end_turn(state, seat),
    }
}
