//! Farming: each player in turn order takes the actions 1 move workers, 2 hire one worker,
//! 3 produce (see `production`), 4 promote one guild member, 5 upgrade the farm house,
//! 6 retire one worker, in that order, then ends the turn.

use super::data::{Good, Level};
use super::events::Event;
use super::guilds::{self, has, no};
use super::refusal::Refusal;
use super::state::{Action, Bonuses, FarmTurn, Phase, State, Worker, WorkerFrom};
use crate::engine::{Events, Seat};

impl FarmTurn {
    /// The start of the Farming turn of the player at this turn position.
    pub fn new(turn: u8) -> Self {
        FarmTurn { turn, step: 1, hired: 0, produced: false, free_moves: 0, bonus: Bonuses::default() }
    }
}

/// Whether the seat's worker may end up on `field`; `key`: it is the Key worker, which the Key
/// Workers' craftsman lets into occupied areas; `leaving` is the field it comes from, which no
/// longer counts.
pub fn may_stand(state: &State, seat: Seat, field: u8, key: bool, leaving: Option<u8>) -> Result<(), Refusal> {
    let land = &state.land;
    let target = land.fields.get(usize::from(field)).ok_or(Refusal::NoSuchField)?;
    let key_skill = key && has(state, seat, no::KEY_WORKERS, Level::Craftsman);
    let mut refusal = None;
    for w in state.workers.iter().filter(|w| Some(w.field) != leaving || w.seat != seat) {
        if w.field == field {
            return Err(Refusal::FieldTaken);
        }
        if w.seat == seat && land.around[usize::from(field)].contains(&w.field) {
            refusal = Some(Refusal::TooCloseToOwnWorker);
        } else if !key_skill && refusal.is_none() && land.fields[usize::from(w.field)].area == target.area {
            refusal = Some(Refusal::AreaTaken);
        }
    }
    refusal.map_or(Ok(()), Err)
}

/// What upgrading to a manor house costs a player whose farm house shows `farm`: one of it,
/// one `other` resource and a luxury.
pub fn upgrade_goods(farm: Good, other: Good) -> [Good; 3] {
    [farm, other, Good::Luxury]
}

fn hire_limit(state: &State, seat: Seat) -> u8 {
    if has(state, seat, no::TASKMASTERS, Level::Craftsman) { 2 } else { 1 }
}

/// Candidate Farming actions (a superset; [`check`] filters them).
pub fn candidates(state: &State, seat: Seat, turn: &FarmTurn) -> Vec<Action> {
    let mut out = Vec::new();
    let fields = state.land.fields.len() as u8;
    if turn.step <= 1 {
        let gold = state.players[seat].gold + u32::from(turn.free_moves);
        for w in state.workers.iter().filter(|w| w.seat == seat) {
            let dist = state.land.distances(w.field);
            let reach = |f: u8| (1..=gold).contains(&u32::from(dist[usize::from(f)]));
            out.extend((0..fields).filter(|&f| reach(f)).map(|to| Action::Move { from: w.field, to }));
        }
    }
    if turn.step <= 2
        && turn.hired < hire_limit(state, seat)
        && state.prices().hire_cost(seat) <= state.players[seat].gold
    {
        for worker in guilds::worker_sources(state, seat, true) {
            if !matches!(worker, WorkerFrom::Field(_)) {
                let open = |f: &u8| !state.land.is_village(*f) && state.workers.iter().all(|w| w.field != *f);
                out.extend((0..fields).filter(open).map(|to| Action::Hire { worker, to }));
            }
        }
    }
    out.extend(super::production::candidates(state, seat, turn));
    if turn.step <= 4 {
        for tile in state.guilds.iter().filter(|t| guilds::membership(state, seat, t.number).is_some()) {
            out.extend(
                guilds::columns(tile.number).into_iter().map(|column| Action::Promote { guild: tile.number, column }),
            );
        }
    }
    if turn.step <= 5 && !state.players[seat].manor {
        out.extend(Good::RESOURCES.into_iter().map(Action::Upgrade));
    }
    if turn.step <= 6 && state.players[seat].manor {
        out.extend(guilds::worker_sources(state, seat, true).into_iter().map(Action::Retire));
    }
    out.push(Action::EndFarming);
    out
}

/// Whether a Farming action is allowed now.
pub fn check(state: &State, seat: Seat, turn: &FarmTurn, action: &Action) -> Result<(), Refusal> {
    let in_step = |step: u8| if turn.step <= step { Ok(()) } else { Err(Refusal::OutOfOrder) };
    let gold = state.players[seat].gold;
    match *action {
        Action::Move { from, to } => {
            in_step(1)?;
            let worker =
                state.workers.iter().find(|w| w.seat == seat && w.field == from).ok_or(Refusal::NoSuchWorker)?;
            let (cost, _) = state.prices().move_cost(seat, turn.free_moves, from, to).ok_or(Refusal::NoSuchField)?;
            may_stand(state, seat, to, worker.key, Some(from))?;
            if cost > gold { Err(Refusal::NotEnoughGold { need: cost, have: gold }) } else { Ok(()) }
        }
        Action::Hire { worker, to } => {
            in_step(2)?;
            if turn.hired >= hire_limit(state, seat) {
                return Err(Refusal::HireLimit);
            }
            if matches!(worker, WorkerFrom::Field(_)) || !guilds::has_worker(state, seat, worker) {
                return Err(Refusal::NoSuchWorker);
            }
            if state.land.fields.get(usize::from(to)).is_some_and(|f| f.good.is_none()) {
                return Err(Refusal::NoVillageHere);
            }
            // The Key worker hired out of the Key Workers' guild takes the skill with it, so it
            // stands like any worker (rulebook, guild 4).
            let key = match worker {
                WorkerFrom::IdleKey => true,
                WorkerFrom::Guild(g) => {
                    guilds::membership(state, seat, g).is_some_and(|m| m.2)
                        && !(g == no::KEY_WORKERS && state.config.key_skill_leaves_with_the_worker())
                }
                _ => false,
            };
            may_stand(state, seat, to, key, None)?;
            let cost = state.prices().hire_cost(seat);
            if cost > gold { Err(Refusal::NotEnoughGold { need: cost, have: gold }) } else { Ok(()) }
        }
        Action::Promote { guild, column } => {
            in_step(4)?;
            let pending = guilds::promote_cost(state, seat, guild, column, false)?;
            super::deeds::affordable(state, seat, &pending)
        }
        Action::Upgrade(other) => {
            in_step(5)?;
            let player = &state.players[seat];
            if player.manor {
                return Err(Refusal::AlreadyManor);
            }
            if other == player.farm || !other.is_resource() {
                return Err(Refusal::MustDiffer);
            }
            let goods = &player.goods;
            if goods[player.farm.index()] == 0 || goods[other.index()] == 0 || goods[Good::Luxury.index()] == 0 {
                return Err(Refusal::NotEnoughGoods);
            }
            Ok(())
        }
        Action::Retire(worker) => {
            in_step(6)?;
            let pending = guilds::retire_cost(state, seat, worker, false)?;
            super::deeds::affordable(state, seat, &pending)
        }
        Action::EndFarming => Ok(()),
        _ => super::production::check(state, seat, turn, action),
    }
}

/// Carries out a checked Farming action.
pub fn apply(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
    let Phase::Farming(turn) = &state.phase else { unreachable!("farming") };
    let mut turn = turn.clone();
    match *action {
        Action::Move { from, to } => {
            let (cost, free) = state.prices().move_cost(seat, turn.free_moves, from, to).expect("checked move");
            turn.step = 1;
            turn.free_moves -= free;
            super::pay_in(state, seat, cost);
            let worker = state.workers.iter_mut().find(|w| w.seat == seat && w.field == from).expect("checked");
            worker.field = to;
            events.push(Event::Moved { seat, from, to, cost });
        }
        Action::Hire { worker, to } => {
            let cost = state.prices().hire_cost(seat);
            turn.step = 2;
            turn.hired += 1;
            super::pay_in(state, seat, cost);
            let key = guilds::take_worker(state, seat, worker);
            state.workers.push(Worker { seat, field: to, key });
            events.push(Event::Hired { seat, field: to, cost });
        }
        Action::Promote { guild, column } => {
            turn.step = 5;
            state.pending = Some(guilds::promote_cost(state, seat, guild, column, false).expect("checked"));
        }
        Action::Upgrade(other) => {
            turn.step = 6;
            let farm = state.players[seat].farm;
            for good in upgrade_goods(farm, other) {
                state.players[seat].goods[good.index()] -= 1;
                state.supply[good.index()] += 1;
            }
            state.players[seat].manor = true;
            events.push(Event::Upgraded { seat, farm, other });
        }
        Action::Retire(worker) => {
            turn.step = 7;
            state.pending = Some(guilds::retire_cost(state, seat, worker, false).expect("checked"));
        }
        Action::EndFarming => {
            events.push(Event::FarmingEnded { seat });
            next_farmer(state, turn.turn + 1, events);
            return;
        }
        _ => super::production::apply(state, seat, &mut turn, action, events),
    }
    state.phase = Phase::Farming(turn);
}

/// Hands Farming to the next player, or starts Market Day.
fn next_farmer(state: &mut State, turn: u8, events: &mut Events<Event>) {
    if usize::from(turn) < state.order.len() {
        state.phase = Phase::Farming(farm_turn(state, turn));
    } else {
        super::market::begin(state, events);
    }
}

/// A new Farming turn, with the Wheelwrights' free moves if the player has them.
fn farm_turn(state: &State, turn: u8) -> FarmTurn {
    let mut next = FarmTurn::new(turn);
    if has(state, state.order[usize::from(turn)], no::WHEELWRIGHTS, Level::Craftsman) {
        next.free_moves = 6;
    }
    next
}

/// The first Farming turn of a season.
pub fn begin(state: &mut State) {
    state.phase = Phase::Farming(farm_turn(state, 0));
}
