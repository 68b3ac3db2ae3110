//! The Merchants' extensions. An upgrade icon of a transport use (a tile's icon or a cabin) may
//! build an extension instead of upgrading a tile: on an upgraded tile of one's village without
//! one, in the colour of the workers on it if there are any, paying the cost on its sticker —
//! workers into the bag, from behind the screen or as whole outbid groups (a group may pay more
//! than is due), skill tiles from behind the screen back to the supply, resources lying on the
//! tile back to the supply (with summer boat 3a any resource for a named one). Named skill
//! tiles and resources are paid at once, workers and "any" resources one step at a time. From then on only
//! workers of the extension's colour may use the tile (4b's holder excepted, `placing`), and the
//! tile's fixed VP count twice. Flipper II builds one for free at the game's end, any colour.

use super::Action;
use super::data::merchants::{EXTENSIONS, Item};
use super::data::{Ability, Colour, Resource};
use super::events::Event;
use super::state::{Pending, Resources, Skills, State, Workers};
use crate::engine::sort;
use crate::engine::{Events, Seat};

/// The workers an extension still asks for: named ones by colour, and any.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Due {
    /// Workers of a named colour.
    pub named: Workers,
    /// Workers of any colour.
    pub any: u8,
}

impl Due {
    /// What is still due after `workers` pay (each pays a named item of its colour first, then
    /// an "any" one; the rest is surplus), and how many items they paid.
    fn after(mut self, workers: &Workers) -> (Due, u8) {
        let mut paid = 0;
        let mut rest = 0;
        for c in Colour::ALL {
            let named = workers.of(c).min(self.named.of(c));
            self.named.take(c, named);
            paid += named;
            rest += workers.of(c) - named;
        }
        let any = rest.min(self.any);
        self.any -= any;
        (self, paid + any)
    }

    /// Whether `pool`, the workers behind the screen and in the outbid groups (each whole), can
    /// still pay it all: the surplus of a group is allowed, so pooling them all is the test.
    fn payable(&self, pool: &Workers) -> bool {
        pool.covers(&self.named) && pool.total() - self.named.total() >= u32::from(self.any)
    }
}

/// The workers `seat` may pay an extension with: behind the screen and in the outbid groups.
fn pool(state: &State, seat: Seat) -> Workers {
    let mut pool = state.players[seat].screen;
    for (_, group) in state.outbid_groups(seat) {
        pool.add_all(&group);
    }
    pool
}

/// What building extension `id` on tile `index` still asks for once its named skill tiles and
/// resources are paid: (workers, any resources); `None` if something named is missing, the
/// workers cannot be paid, or the colour does not match.
fn after_named(state: &State, seat: Seat, index: usize, id: u8) -> Option<(Due, u8)> {
    let ext = EXTENSIONS[usize::from(id)];
    let player = &state.players[seat];
    let tile = &player.village[index];
    if tile.used.colour.is_some_and(|c| c != ext.colour) {
        return None;
    }
    let wild = state.has(seat, Ability::WildUpgrade);
    let (mut skills, mut resources) = (player.skills, tile.resources);
    let (mut due, mut any_resources) = (Due::default(), 0);
    for &item in ext.cost {
        match item {
            Item::Worker(Some(c)) => due.named.add(c, 1),
            Item::Worker(None) => due.any += 1,
            Item::Skill(Some(s)) if skills.of(s) > 0 => skills.take(s, 1),
            Item::Resource(Some(r)) if !wild => {
                if resources.of(r) == 0 {
                    return None;
                }
                resources.take(r, 1);
            }
            Item::Resource(_) => any_resources += 1,
            _ => return None,
        }
    }
    (due.payable(&pool(state, seat)) && resources.total() >= u32::from(any_resources)).then_some((due, any_resources))
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
    sort::sort(&mut out);
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
    events: &mut Events<Event>,
) -> Option<Pending> {
    if free {
        return finish(state, seat, index, id, Paid::default(), events);
    }
    let (workers, any_resources) = after_named(state, seat, usize::from(index), id).expect("a listed extension");
    let wild = state.has(seat, Ability::WildUpgrade);
    let mut paid = Paid::default();
    for &item in EXTENSIONS[usize::from(id)].cost {
        match item {
            Item::Skill(Some(s)) => {
                state.players[seat].spend_skill(s);
                state.skill_supply.add(s, 1);
                paid.skills.add(s, 1);
            }
            Item::Resource(Some(r)) if !wild => pay_resource(state, seat, index, r, &mut paid),
            _ => {}
        }
    }
    let pending = Pending::Extending { tile: index, extension: id, workers, any_resources, upgrades, paid };
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

fn pay_resource(state: &mut State, seat: Seat, index: u8, r: Resource, paid: &mut Paid) {
    state.players[seat].village[usize::from(index)].resources.take(r, 1);
    state.resources.add(r, 1);
    paid.resources.add(r, 1);
}

/// The payments open now: while workers are due, a worker behind the screen or a whole outbid
/// group that pays at least one of them (a group may pay more than is due: the surplus goes into
/// the bag too), as long as the rest can still be paid; then a resource on the tile for each
/// "any" resource.
pub fn steps(state: &State, seat: Seat, tile: u8, due: Due) -> Vec<Action> {
    if due.named.total() == 0 && due.any == 0 {
        let on_tile = state.players[seat].village[usize::from(tile)].resources;
        return Resource::ALL.into_iter().filter(|&r| on_tile.of(r) > 0).map(Action::PayResource).collect();
    }
    // Whether paying `workers` pays something and leaves the rest payable from what is left.
    let all = pool(state, seat);
    let helps = |workers: &Workers| {
        let (after, paid) = due.after(workers);
        let mut rest = all;
        rest.take_all(workers);
        paid > 0 && after.payable(&rest)
    };
    let screen = state.players[seat].screen;
    let mut out: Vec<Action> = Colour::ALL
        .into_iter()
        .filter(|&c| screen.of(c) > 0)
        .filter(|&c| {
            let mut one = Workers::default();
            one.add(c, 1);
            helps(&one)
        })
        .map(Action::PayWorker)
        .collect();
    out.extend(
        state.outbid_groups(seat).into_iter().filter(|(_, group)| helps(group)).map(|(spot, _)| Action::Group(spot)),
    );
    out
}

/// Pays one worker, one outbid group or one "any" resource; returns what is still to pay, or
/// `None` once the extension stands.
pub fn pay(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) -> Option<Pending> {
    let Some(Pending::Extending { tile, extension, mut workers, mut any_resources, upgrades, mut paid }) =
        state.pending().cloned()
    else {
        unreachable!("paying follows an extension")
    };
    match *action {
        Action::PayWorker(c) => {
            let mut one = Workers::default();
            one.add(c, 1);
            state.players[seat].spend(&one);
            workers = workers.after(&one).0;
            into_bag(state, &one, &mut paid);
        }
        Action::Group(spot) => {
            let group = state.bids_mut(spot).remove(seat);
            workers = workers.after(&group).0;
            into_bag(state, &group, &mut paid);
        }
        Action::PayResource(r) => {
            pay_resource(state, seat, tile, r, &mut paid);
            any_resources -= 1;
        }
        _ => unreachable!("only payments are listed"),
    }
    settle(state, seat, Pending::Extending { tile, extension, workers, any_resources, upgrades, paid }, events)
}

/// Workers paid for an extension go into the bag.
fn into_bag(state: &mut State, workers: &Workers, paid: &mut Paid) {
    state.bag.add_all(workers);
    paid.workers.add_all(workers);
}

fn settle(state: &mut State, seat: Seat, pending: Pending, events: &mut Events<Event>) -> Option<Pending> {
    match pending {
        Pending::Extending { tile, extension, workers, any_resources: 0, paid, .. }
            if workers.named.total() == 0 && workers.any == 0 =>
        {
            finish(state, seat, tile, extension, paid, events)
        }
        other => Some(other),
    }
}

fn finish(state: &mut State, seat: Seat, index: u8, id: u8, paid: Paid, events: &mut Events<Event>) -> Option<Pending> {
    state.extensions.retain(|&e| e != id);
    let placed = &mut state.players[seat].village[usize::from(index)];
    placed.extension = Some(id);
    let colour = EXTENSIONS[usize::from(id)].colour;
    events.push(Event::Extended { seat, tile: placed.building, colour, paid });
    None
}
