//! The Merchants' extensions. An upgrade icon of a transport use (a tile's icon or a cabin) may
//! build an extension instead of upgrading a tile: on an upgraded tile of one's village without
//! one, in the colour of the workers on it if there are any, paying the cost on its sticker —
//! workers from behind the screen into the bag, skill tiles from behind the screen back to the
//! supply, resources lying on the tile back to the supply (with summer boat 3a any resource for
//! a named one). Named items are paid at once, "any" items one at a time. From then on only
//! workers of the extension's colour may use the tile (4b's holder excepted, `placing`), and the
//! tile's fixed VP count twice. Flipper II builds one for free at the game's end, any colour.

use super::Action;
use super::data::merchants::{EXTENSIONS, Item};
use super::data::{Ability, Colour, Resource};
use super::events::Event;
use super::state::{Pending, Resources, Skills, State, Workers};
use crate::engine::Seat;

/// What building extension `id` on tile `index` still asks for once its named items are paid:
/// (any workers, any resources); `None` if a named item is missing or the colour does not match.
fn after_named(state: &State, seat: Seat, index: usize, id: u8) -> Option<(u8, u8)> {
    let ext = EXTENSIONS[usize::from(id)];
    let player = &state.players[seat];
    let tile = &player.village[index];
    if tile.used.colour.is_some_and(|c| c != ext.colour) {
        return None;
    }
    let wild = state.has(seat, Ability::WildUpgrade);
    let (mut screen, mut skills, mut resources) = (player.screen, player.skills, tile.resources);
    let (mut any_workers, mut any_resources) = (0, 0);
    for &item in ext.cost {
        match item {
            Item::Worker(Some(c)) if screen.of(c) > 0 => screen.take(c, 1),
            Item::Skill(Some(s)) if skills.of(s) > 0 => skills.take(s, 1),
            Item::Resource(Some(r)) if !wild => {
                if resources.of(r) == 0 {
                    return None;
                }
                resources.take(r, 1);
            }
            Item::Resource(_) => any_resources += 1,
            Item::Worker(None) => any_workers += 1,
            _ => return None,
        }
    }
    (screen.total() >= u32::from(any_workers) && resources.total() >= u32::from(any_resources))
        .then_some((any_workers, any_resources))
}

/// The extensions in the supply that could go on tile `index` of `seat`'s village now (`free`:
/// Flipper II's, any of them).
pub fn choices(state: &State, seat: Seat, index: u8, free: bool) -> Vec<u8> {
    let tile = &state.players[seat].village[usize::from(index)];
    if !tile.upgraded || tile.extension.is_some() {
        return Vec::new();
    }
    let mut out: Vec<u8> = state
        .extensions
        .iter()
        .copied()
        .filter(|&id| free || after_named(state, seat, usize::from(index), id).is_some())
        .collect();
    out.sort();
    out
}

/// The tiles of `seat`'s village that could take an extension now.
pub fn tiles(state: &State, seat: Seat, free: bool) -> Vec<u8> {
    let count = state.players[seat].village.len() as u8;
    (0..count).filter(|&i| !choices(state, seat, i, free).is_empty()).collect()
}

/// Builds extension `id` on tile `index`: pays its named items (nothing if `free`); returns the
/// "any" items still to pay, or `None` once it stands.
pub fn build(
    state: &mut State,
    seat: Seat,
    (index, id, upgrades): (u8, u8, u8),
    free: bool,
    events: &mut Vec<Event>,
) -> Option<Pending> {
    if free {
        return finish(state, seat, index, id, Paid::default(), events);
    }
    let (any_workers, any_resources) = after_named(state, seat, usize::from(index), id).expect("a listed extension");
    let wild = state.has(seat, Ability::WildUpgrade);
    let mut paid = Paid::default();
    for &item in EXTENSIONS[usize::from(id)].cost {
        match item {
            Item::Worker(Some(c)) => pay_worker(state, seat, c, &mut paid),
            Item::Skill(Some(s)) => {
                state.players[seat].spend_skill(s);
                state.skill_supply.add(s, 1);
                paid.skills.add(s, 1);
            }
            Item::Resource(Some(r)) if !wild => pay_resource(state, seat, index, r, &mut paid),
            _ => {}
        }
    }
    let pending = Pending::Extending { tile: index, extension: id, any_workers, any_resources, upgrades, paid };
    settle(state, seat, pending, events)
}

/// What an extension's cost took so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Paid {
    /// Workers into the bag.
    pub workers: Workers,
    /// Resources back to the supply.
    pub resources: Resources,
    /// Skill tiles back to the supply.
    pub skills: Skills,
}

fn pay_worker(state: &mut State, seat: Seat, c: Colour, paid: &mut Paid) {
    let mut one = Workers::default();
    one.add(c, 1);
    state.players[seat].spend(&one);
    state.bag.add(c, 1);
    paid.workers.add(c, 1);
}

fn pay_resource(state: &mut State, seat: Seat, index: u8, r: Resource, paid: &mut Paid) {
    state.players[seat].village[usize::from(index)].resources.take(r, 1);
    state.resources.add(r, 1);
    paid.resources.add(r, 1);
}

/// The "any" items open to pay now: a worker of a colour behind the screen, or a resource on
/// the tile.
pub fn steps(state: &State, seat: Seat, tile: u8, any_workers: u8) -> Vec<Action> {
    if any_workers > 0 {
        let screen = state.players[seat].screen;
        Colour::ALL.into_iter().filter(|&c| screen.of(c) > 0).map(Action::PayWorker).collect()
    } else {
        let on_tile = state.players[seat].village[usize::from(tile)].resources;
        Resource::ALL.into_iter().filter(|&r| on_tile.of(r) > 0).map(Action::PayResource).collect()
    }
}

/// Pays one "any" item; returns what is still to pay, or `None` once the extension stands.
pub fn pay(state: &mut State, seat: Seat, action: &Action, events: &mut Vec<Event>) -> Option<Pending> {
    let Some(Pending::Extending { tile, extension, mut any_workers, mut any_resources, upgrades, mut paid }) =
        state.pending().cloned()
    else {
        unreachable!("paying follows an extension")
    };
    match *action {
        Action::PayWorker(c) => {
            pay_worker(state, seat, c, &mut paid);
            any_workers -= 1;
        }
        Action::PayResource(r) => {
            pay_resource(state, seat, tile, r, &mut paid);
            any_resources -= 1;
        }
        _ => unreachable!("only payments are listed"),
    }
    settle(state, seat, Pending::Extending { tile, extension, any_workers, any_resources, upgrades, paid }, events)
}

fn settle(state: &mut State, seat: Seat, pending: Pending, events: &mut Vec<Event>) -> Option<Pending> {
    match pending {
        Pending::Extending { tile, extension, any_workers: 0, any_resources: 0, paid, .. } => {
            finish(state, seat, tile, extension, paid, events)
        }
        other => Some(other),
    }
}

fn finish(state: &mut State, seat: Seat, index: u8, id: u8, paid: Paid, events: &mut Vec<Event>) -> Option<Pending> {
    state.extensions.retain(|&e| e != id);
    let placed = &mut state.players[seat].village[usize::from(index)];
    placed.extension = Some(id);
    let colour = EXTENSIONS[usize::from(id)].colour;
    events.push(Event::Extended { seat, tile: placed.name(), colour, paid });
    None
}
