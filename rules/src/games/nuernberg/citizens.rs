//! The citizens' decisions made while recruiting them (rulebook "Die Stadtbewohner"): Dieb
//! and Wächter (star, then back into the pile), Hausierer (loads a good) and Bürgermeister
//! (goes on a roof). Their round-end and scoring effects live in `round_end` and `scoring`.

use super::Action;
use super::actions::{after_guest, set_step};
use super::data::{Craftsman, Guest};
use super::events::Event;
use super::state::{Goods, Place, State, Step};
use crate::engine::{Events, Seat};

/// Most goods the Dieb takes (rulebook).
const DIEB_MAX: u8 = 2;

/// Whether any other player holds goods for the Dieb to take.
pub fn dieb_possible(state: &State, seat: Seat) -> bool {
    state.players.iter().any(|(s, p)| s != seat && p.tableau.goods.total() > 0)
}

/// Every place with a craftsman the Wächter may move: workshops but the master (the top tile of
/// the master's window; the tile beneath it in round 4 never becomes master), and guest rooms.
/// Records of data version 1 spare the whole master's window.
fn waechter_places(state: &State) -> Vec<(Place, Craftsman)> {
    let beneath = state.waechter_moves_the_tile_beneath_the_master();
    let mut out = Vec::new();
    for house in &state.houses {
        for (window, stack) in house.workshop.iter().enumerate() {
            let movable = match window {
                0 if beneath => stack.len().saturating_sub(1),
                0 => 0,
                _ => stack.len(),
            };
            for (layer, h) in stack.iter().enumerate().take(movable) {
                out.push((Place::Workshop { guild: house.guild, window: window as u8, layer: layer as u8 }, *h));
            }
        }
        for (room, guest) in house.rooms.iter().enumerate() {
            if let Some(Guest::Craftsman(h)) = guest {
                out.push((Place::Room { guild: house.guild, room: room as u8 }, *h));
            }
        }
    }
    out
}

/// Every swap the Wächter may make: two places holding craftsmen of the same guild.
fn swaps(state: &State) -> Vec<(Place, Place)> {
    let places = waechter_places(state);
    let mut out = Vec::new();
    for (i, (a, ha)) in places.iter().enumerate() {
        for (b, hb) in &places[i + 1..] {
            if ha.guild == hb.guild {
                out.push(if a < b { (*a, *b) } else { (*b, *a) });
            }
        }
    }
    out
}

/// Whether the Wächter has any swap to make.
pub fn waechter_possible(state: &State) -> bool {
    !swaps(state).is_empty()
}

/// The decisions of a citizen's open step.
pub fn legal(state: &State, seat: Seat, step: Step) -> Vec<Action> {
    match step {
        Step::Dieb(_) => {
            let mut legal = vec![Action::Decline];
            for (victim, p) in state.players.iter().filter(|(s, _)| *s != seat) {
                for n in 1..=DIEB_MAX {
                    p.tableau.goods.each_bag(n, |goods| legal.push(Action::Steal { victim, goods }));
                }
            }
            legal
        }
        Step::Waechter(_) => {
            let mut legal = vec![Action::Decline];
            legal.extend(swaps(state).into_iter().map(|(a, b)| Action::Swap(a, b)));
            legal
        }
        Step::Hausierer(_) => {
            let goods = state.players[seat].tableau.goods;
            state.guilds().iter().copied().filter(|&g| goods.of(g) > 0).map(Action::Load).collect()
        }
        Step::Buergermeister(_) => state.guilds().iter().copied().map(Action::ToRoof).collect(),
        Step::TurnOrder => unreachable!("the turn-order step is decided in actions"),
    }
}

/// Carries out a legal decision of a citizen's step, then continues the recruiting action.
pub fn apply(state: &mut State, seat: Seat, step: Step, action: &Action, events: &mut Events<Event>) {
    set_step(state, seat, None);
    match (step, action) {
        (Step::Dieb(b), Action::Steal { victim, goods }) => {
            let compensation: u32 = goods.list().iter().map(|&g| state.house(g).price()).sum();
            let o = &mut state.players[*victim];
            o.tableau.goods = o.tableau.goods.minus(goods);
            let p = &mut state.players[seat];
            p.tableau.goods = p.tableau.goods.plus(goods);
            state.from_bank(*victim, compensation);
            events.push(Event::Stolen { seat, victim: *victim, goods: *goods, compensation });
            state.shuffle_in(Guest::Citizen(b));
        }
        (Step::Waechter(b), Action::Swap(a, z)) => {
            let ha = take_from(state, *a);
            let hz = take_from(state, *z);
            put_at(state, *a, hz);
            put_at(state, *z, ha);
            events.push(Event::Swapped { seat, a: *a, b: *z });
            state.shuffle_in(Guest::Citizen(b));
        }
        (Step::Dieb(b) | Step::Waechter(b), Action::Decline) => {
            events.push(Event::NoEffect { seat, citizen: b });
            state.shuffle_in(Guest::Citizen(b));
        }
        (Step::Hausierer(b), Action::Load(good)) => {
            let p = &mut state.players[seat];
            p.tableau.goods = p.tableau.goods.minus(&Goods::single(*good, 1));
            p.tableau.hausierer.push((b, *good));
            events.push(Event::Loaded { seat, good: *good });
        }
        (Step::Buergermeister(b), Action::ToRoof(guild)) => {
            state.house_mut(*guild).buergermeister.push(b);
            events.push(Event::PutOnRoof { seat, guild: *guild });
        }
        _ => unreachable!("only legal actions reach apply"),
    }
    after_guest(state, seat, events);
}

/// The craftsman at a Wächter place (which must hold one).
fn take_from(state: &State, place: Place) -> Craftsman {
    match place {
        Place::Workshop { guild, window, layer } => {
            state.house(guild).workshop[usize::from(window)][usize::from(layer)]
        }
        Place::Room { guild, room } => match state.house(guild).rooms[usize::from(room)] {
            Some(Guest::Craftsman(h)) => h,
            _ => unreachable!("legal swaps name craftsmen"),
        },
    }
}

/// Puts a craftsman on a Wächter place, replacing what was there.
fn put_at(state: &mut State, place: Place, h: Craftsman) {
    match place {
        Place::Workshop { guild, window, layer } => {
            state.house_mut(guild).workshop[usize::from(window)][usize::from(layer)] = h;
        }
        Place::Room { guild, room } => state.house_mut(guild).rooms[usize::from(room)] = Some(Guest::Craftsman(h)),
    }
}
