//! The end of a season (spring, summer, autumn), in the rules' order:
//! 1. outbid workers go back behind their owners' screens (a mixed bid with its colours);
//! 2. tiles nobody bid on leave the game, the workers on them into the bag;
//! 3. from the start player clockwise, winners take their tiles with the workers on them (behind
//!    the screen); the winning bids go into the bag, each worker by its colour;
//! 4. everyone takes the workers used in their own village back behind the screen;
//! 5. holders of turn-order tiles, by number, each take one boat's cargo (one boat per player),
//!    then the others clockwise from the new start player; the purple worker goes to the winner
//!    of the start-player tile as they take their boat, or, if nobody bid on it, the others
//!    choose clockwise from the existing start player and the worker then passes one seat to
//!    the left. In winter the holders take their turn-order tiles, and everyone takes a boat
//!    itself, in the same order; the purple worker moves once all boats are taken. Summer boat
//!    1a or 1b adds its workers whenever its holder takes a boat. (Data version 1: without a
//!    bid the others choose from the new start player, the worker moving after the last boat;
//!    in winter they choose from the start player, who keeps the worker: choices 10, 18.)
//! 6. (The Merchants: replacing the open contracts; The Farmers: breeding; not yet);
//! 7. everyone builds the won tiles (in winter also boats and turn-order tiles) into their
//!    village (`village`).

use super::Action;
use super::data::{Ability, Colour, Resource, SEA_BASTION_II, Season};
use super::events::{Event, Shipment, at_spot};
use super::state::{Boat, Building, Phase, Spot, State, Used, Workers};
use crate::engine::sort;
use crate::engine::{Events, Seat};

/// Seats clockwise from `first`.
fn clockwise(state: &State, first: Seat) -> Vec<Seat> {
    let n = state.players();
    (0..n).map(|i| Seat(((first.index() + i) % n) as u8)).collect()
}

/// Steps 1–4 and the order of step 5; called when everyone has passed in succession.
pub fn begin(state: &mut State, events: &mut Events<Event>) {
    events.push(Event::SeasonOver { season: state.season });
    let spots: Vec<Spot> = state.spots().collect();
    // 1. Outbid workers home.
    for &spot in &spots {
        let bids = state.bids(spot).expect("listed").clone();
        let winner = bids.winner();
        for (seat, workers) in bids.by.iter().filter(|(s, _)| Some(*s) != winner) {
            state.to_front(*seat, workers);
            events.push(Event::BidBack { seat: *seat, spot, tile: at_spot(state, spot), count: workers.count() });
        }
    }
    // 2. Tiles without a bid leave the game.
    let (unbid, bid): (Vec<_>, Vec<_>) =
        std::mem::take(&mut state.offer).into_iter().partition(|o| o.bids.by.is_empty());
    for offer in unbid {
        state.bag.add_all(&offer.used.workers);
        state.unused.push(offer.tile);
        events.push(Event::Removed { tile: Building::Tile(offer.tile) });
    }
    sort::sort(&mut state.unused);
    // 3. Winners take their tiles and the workers on them; winning bids into the bag.
    for seat in clockwise(state, state.start_player) {
        for offer in bid.iter().filter(|o| o.bids.winner() == Some(seat)) {
            state.players[seat].screen.add_all(&offer.used.workers);
            state.bag.add_all(&offer.bids.workers(seat));
            state.players[seat].won.push(Building::Tile(offer.tile));
            let workers = offer.used.count();
            events.push(Event::Won { seat, tile: Building::Tile(offer.tile), workers });
        }
    }
    let mut holders: Vec<(u8, Seat, bool)> = Vec::new();
    let winter = state.season == Season::Winter;
    for spot in &mut state.turn_order {
        if let Some(winner) = spot.bids.winner() {
            state.bag.add_all(&spot.bids.workers(winner));
            holders.push((spot.number, winner, spot.start));
            if winter {
                state.players[winner].won.push(Building::TurnOrder(spot.tile));
                events.push(Event::Won { seat: winner, tile: Building::TurnOrder(spot.tile), workers: 0 });
            }
        }
        spot.bids = Default::default();
    }
    if winter {
        state
            .turn_order
            .retain(|t| !state.players.values().iter().any(|p| p.won.contains(&Building::TurnOrder(t.tile))));
    }
    // 4. Workers used in one's own village come home.
    for seat in Seat::all(state.players()) {
        let mut home = Workers::default();
        for tile in &mut state.players[seat].village {
            home.add_all(&tile.used.workers);
            tile.used = Used::default();
        }
        state.to_front(seat, &home);
        let home = home.count();
        if home > 0 {
            events.push(Event::WorkersHome { seat, count: home });
        }
    }
    // 5. The order of choosing boats, and who starts next.
    let winner = holders.iter().find(|h| h.2).map(|h| h.1);
    let (first, start) = if winter && !state.config.winter_start_player_moves() {
        (state.start_player, state.start_player)
    } else if winner.is_none() && state.config.start_player_moves_when_resolved() {
        (state.start_player, state.next(state.start_player))
    } else {
        let start = winner.unwrap_or_else(|| state.next(state.start_player));
        (start, start)
    };
    sort::sort(&mut holders);
    let mut order: Vec<Seat> = Vec::new();
    for seat in holders.iter().map(|h| h.1).chain(clockwise(state, first)) {
        if !order.contains(&seat) {
            order.push(seat);
        }
    }
    state.phase = Phase::Boats { order, taken: Vec::new(), start, start_won: winner.is_some() };
}

/// The boats the first chooser may take.
pub fn steps(state: &State) -> Vec<Action> {
    match &state.phase {
        Phase::Boats { taken, .. } => {
            (0..state.boats.len() as u8).filter(|b| !taken.contains(b)).map(Action::Boat).collect()
        }
        _ => Vec::new(),
    }
}

/// Takes a boat's cargo behind the screen (in winter, the boat itself to build); after the last
/// boat, the purple worker moves and village building begins.
pub fn take_boat(state: &mut State, seat: Seat, boat: u8, events: &mut Events<Event>) {
    let cargo = Shipment::of(&state.boats[usize::from(boat)]);
    let Boat { boat: which, workers, skills, gold, cabins, contracts, .. } =
        std::mem::take(&mut state.boats[usize::from(boat)]);
    state.boats[usize::from(boat)].boat = which;
    state.to_front(seat, &workers);
    let open = state.config.options.tactician;
    let player = &mut state.players[seat];
    player.skills.add_all(&skills);
    if open {
        player.front_skills.add_all(&skills);
    }
    player.village[0].resources.add(Resource::Gold, gold);
    player.cabins += cabins;
    player.contracts.extend(&contracts);
    match state.season {
        Season::Winter => {
            player.won.push(Building::Boat(which));
            state.winter_boats.push(seat);
        }
        Season::Autumn if which == SEA_BASTION_II => state.swap = Some(seat),
        _ => {}
    }
    events.push(Event::TookBoat { seat, cargo });
    for contract in contracts {
        events.push(Event::DrewContract { seat, contract: Some(contract) });
    }
    summer_boat_extras(state, seat, events);
    let winter = state.season == Season::Winter;
    let Phase::Boats { order, taken, start, start_won } = &mut state.phase else {
        unreachable!("boats are taken in their phase")
    };
    let start = *start;
    order.remove(0);
    taken.push(boat);
    let done = order.is_empty();
    // Data version 2: the start-player tile's winner takes the purple worker when their tile is
    // resolved, as they take their boat (in winter at its end); otherwise it moves after the
    // last boat (version 1: never in winter).
    let now = if winter {
        done && state.config.winter_start_player_moves()
    } else if state.config.start_player_moves_when_resolved() && *start_won {
        seat == start
    } else {
        done
    };
    if now {
        state.start_player = start;
        events.push(Event::StartPlayer { seat: start });
    }
    if done {
        if winter {
            state.boats.clear();
        }
        let builders: Vec<Seat> =
            clockwise(state, start).into_iter().filter(|&s| !state.players[s].won.is_empty()).collect();
        if builders.is_empty() {
            super::seasons::next(state, events);
        } else {
            state.phase = Phase::Building { order: builders, pending: None };
        }
    }
}

/// Summer boat 1a's two workers from the bag, or 1b's green worker, for taking a boat.
fn summer_boat_extras(state: &mut State, seat: Seat, events: &mut Events<Event>) {
    if state.has(seat, Ability::ExtraWorkers) {
        let mut drawn = Workers::default();
        for _ in 0..2 {
            if let Some(c) = state.bag.draw(&mut state.rng) {
                drawn.add(c, 1);
            }
        }
        state.players[seat].screen.add_all(&drawn);
        events.push(Event::FromBag { seat, count: drawn.total() as u8 });
        events.push(Event::DrewWorkers { seat, workers: drawn });
    }
    if state.has(seat, Ability::ExtraGreen) && state.green_supply > 0 {
        state.green_supply -= 1;
        let mut green = Workers::default();
        green.add(Colour::Green, 1);
        state.to_front(seat, &green);
        events.push(Event::Green { seat, count: 1 });
    }
}
