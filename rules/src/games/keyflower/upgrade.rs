//! Upgrading a tile of one's village with a transport use's upgrade icon: the cost must be at
//! hand, resources on the tile itself (they go back to the supply) and skills behind the screen
//! (face down back to the skill supply). Costs of "any" resource or skill are paid one item at a
//! time, as small decisions. Workers and leftover resources stay on the tile, which keeps its
//! place and orientation.

use super::Action;
use super::data::{Ability, Cost, HOMES, Resource, Skill};
use super::events::Event;
use super::state::{Building, Pending, Resources, Skills, State};
use crate::engine::{Events, Seat};

/// The upgrade cost printed on `building`, if it has an upgraded side.
pub fn printed_cost(building: Building) -> Option<Vec<Cost>> {
    match building {
        Building::Home(n) => Some(HOMES[usize::from(n - 1)].upgrade.iter().map(|&r| Cost::Resource(r)).collect()),
        Building::Tile(t) => Some(t.data().upgrade?.to_vec()),
        Building::Boat(_) | Building::TurnOrder(_) => None,
    }
}

/// The upgrade cost of the tile at `index` in `seat`'s village, if it can still be upgraded;
/// with summer boat 3a every resource of it may be any resource.
fn cost(state: &State, seat: Seat, index: usize) -> Option<Vec<Cost>> {
    let placed = &state.players[seat].village[index];
    if placed.upgraded {
        return None;
    }
    let printed = printed_cost(placed.building)?;
    let wild = state.has(seat, Ability::WildUpgrade);
    Some(
        printed
            .into_iter()
            .map(|c| if wild && matches!(c, Cost::Resource(_)) { Cost::AnyResource } else { c })
            .collect(),
    )
}

/// What is left on the tile and behind the screen once the named costs are paid, and how many
/// "any" items remain; `None` if a named cost is missing.
fn after_named(state: &State, seat: Seat, index: usize, cost: &[Cost]) -> Option<(Resources, Skills, u8, u8)> {
    let mut resources = state.players[seat].village[index].resources;
    let mut skills = state.players[seat].skills;
    let (mut any_resources, mut any_skills) = (0, 0);
    for c in cost {
        match *c {
            Cost::Resource(r) if resources.of(r) > 0 => resources.take(r, 1),
            Cost::Skill(s) if skills.of(s) > 0 => skills.take(s, 1),
            Cost::AnyResource => any_resources += 1,
            Cost::AnySkill => any_skills += 1,
            _ => return None,
        }
    }
    Some((resources, skills, any_resources, any_skills))
}

/// The tiles of `seat`'s village it could upgrade now.
pub fn upgradable(state: &State, seat: Seat) -> Vec<u8> {
    (0..state.players[seat].village.len())
        .filter(|&i| {
            let Some(cost) = cost(state, seat, i) else { return false };
            after_named(state, seat, i, &cost).is_some_and(|(resources, skills, any_r, any_s)| {
                resources.total() >= u32::from(any_r) && skills.total() >= u32::from(any_s)
            })
        })
        .map(|i| i as u8)
        .collect()
}

/// The tiles of `seat`'s village that have an upgraded side still to show (Flipper's free
/// upgrade at the end).
pub fn free_upgrades(state: &State, seat: Seat) -> Vec<u8> {
    (0..state.players[seat].village.len()).filter(|&i| cost(state, seat, i).is_some()).map(|i| i as u8).collect()
}

/// Starts upgrading the tile at `index`: pays the named costs; returns the payment of "any"
/// items still to choose, or `None` once the tile is turned.
pub fn start(state: &mut State, seat: Seat, index: u8, upgrades: u8, events: &mut Events<Event>) -> Option<Pending> {
    let i = usize::from(index);
    let cost = cost(state, seat, i).expect("an upgradable tile");
    let (mut resources, mut skills) = (Resources::default(), Skills::default());
    let (mut any_resources, mut any_skills) = (0, 0);
    for c in cost {
        match c {
            Cost::Resource(r) => {
                state.players[seat].village[i].resources.take(r, 1);
                state.resources.add(r, 1);
                resources.add(r, 1);
            }
            Cost::Skill(s) => {
                state.players[seat].spend_skill(s);
                state.skill_supply.add(s, 1);
                skills.add(s, 1);
            }
            Cost::AnyResource => any_resources += 1,
            Cost::AnySkill => any_skills += 1,
        }
    }
    let pending = Pending::Paying { tile: index, any_resources, any_skills, upgrades, resources, skills };
    finish_if_paid(state, seat, pending, events)
}

/// The choices of an "any" payment under way.
pub fn steps(state: &State, seat: Seat, tile: u8, any_resources: u8) -> Vec<Action> {
    if any_resources > 0 {
        let on_tile = state.players[seat].village[usize::from(tile)].resources;
        Resource::ALL.into_iter().filter(|&r| on_tile.of(r) > 0).map(Action::PayResource).collect()
    } else {
        let held = state.players[seat].skills;
        Skill::ALL.into_iter().filter(|&s| held.of(s) > 0).map(Action::PaySkill).collect()
    }
}

/// Pays one "any" item of the upgrade under way; returns what is still to pay, or `None` once
/// the tile is turned.
pub fn pay(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) -> Option<Pending> {
    let Some(Pending::Paying { tile, mut any_resources, mut any_skills, upgrades, mut resources, mut skills }) =
        state.pending().cloned()
    else {
        unreachable!("paying follows an upgrade")
    };
    match *action {
        Action::PayResource(r) => {
            state.players[seat].village[usize::from(tile)].resources.take(r, 1);
            state.resources.add(r, 1);
            resources.add(r, 1);
            any_resources -= 1;
        }
        Action::PaySkill(s) => {
            state.players[seat].spend_skill(s);
            state.skill_supply.add(s, 1);
            skills.add(s, 1);
            any_skills -= 1;
        }
        _ => unreachable!("only payments are listed"),
    }
    finish_if_paid(
        state,
        seat,
        Pending::Paying { tile, any_resources, any_skills, upgrades, resources, skills },
        events,
    )
}

fn finish_if_paid(state: &mut State, seat: Seat, pending: Pending, events: &mut Events<Event>) -> Option<Pending> {
    match pending {
        Pending::Paying { tile, any_resources: 0, any_skills: 0, resources, skills, .. } => {
            let placed = &mut state.players[seat].village[usize::from(tile)];
            placed.upgraded = true;
            events.push(Event::Upgraded { seat, tile: placed.building, resources, skills });
            None
        }
        other => Some(other),
    }
}
