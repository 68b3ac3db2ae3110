//! Farming action 3, produce: each worker's field yields its season's basic production, changed
//! by the weather (season markers) and by guild skills; some skills are choices the player
//! makes after producing (which field, which resource). A short supply is paid in gold.

use super::data::{Good, Level, Shape};
use super::events::Event;
use super::guilds::{has, level, no};
use super::prices::Yield;
use super::refusal::Refusal;
use super::state::{Action, Bonuses, FarmTurn, State};
use crate::engine::{Events, Seat};

/// What a field yields: its good and the season's base production ([`Prices::base`](super::prices::Prices::base)).
pub fn base(state: &State, field: u8) -> (Good, u32) {
    state.prices().base(field)
}

/// Takes goods from the supply for a player; each one missing pays 1 gold instead. Returns the gold.
pub fn deliver(state: &mut State, seat: Seat, good: Good, count: u32) -> u32 {
    let have = u32::from(state.supply[good.index()]).min(count);
    state.supply[good.index()] -= have as u8;
    state.players[seat].goods[good.index()] += have as u8;
    super::pay_out(state, seat, count - have)
}

/// Produces for every worker of the seat ([`Prices::production`](super::prices::Prices::production))
/// and opens the production choices.
pub fn produce(state: &mut State, seat: Seat, bonus: &mut Bonuses, events: &mut Events<Event>) {
    let Yield { mut goods, gold, stolen } = state.prices().production(seat);
    for (i, &n) in goods.iter().enumerate() {
        state.supply[i] -= n;
        state.players[seat].goods[i] += n;
    }
    let gold = super::pay_out(state, seat, gold);
    if let Some(good) = stolen {
        state.market[good.index()] -= 1;
        state.players[seat].goods[good.index()] += 1;
        goods[good.index()] += 1;
    }
    events.push(Event::Produced { seat, goods, gold });
    *bonus = open_choices(state, seat);
}

fn open_choices(state: &State, seat: Seat) -> Bonuses {
    let mut fields = Vec::new();
    for (guild, counts) in
        [(no::WOOLMEN, [1, 1, 1]), (no::MERCERS, [1, 2, 3]), (no::AGRICULTURE, [1, 1, 1]), (no::PLOUGHMEN, [1, 2, 3])]
    {
        if let Some(l) = level(state, seat, guild) {
            fields.push((guild, counts[l.index()]));
        }
    }
    let exchange = match level(state, seat, no::MASTER_CRAFTSMEN) {
        Some(Level::Master) => 2,
        Some(Level::Craftsman) => 1,
        _ => 0,
    };
    Bonuses {
        fields,
        chosen: Vec::new(),
        extra_resource: has(state, seat, no::AGRICULTURE, Level::Craftsman),
        exchange: (exchange, None),
        steal: has(state, seat, no::THIEVES, Level::Master),
    }
}

/// Whether a guild's field bonus may go to this field.
fn field_qualifies(state: &State, seat: Seat, guild: u8, field: u8) -> bool {
    let f = &state.land.fields[usize::from(field)];
    let (good, amount) = base(state, field);
    let master = level(state, seat, guild) == Some(Level::Master);
    match guild {
        no::WOOLMEN | no::AGRICULTURE => state.prices().column(seat, guild) == Some(good) && amount > 0,
        no::MERCERS => f.shape == Shape::Square && (master || amount == 2),
        _ => f.shape == Shape::Circle && (master || amount == 1),
    }
}

/// Candidate production actions.
pub fn candidates(state: &State, seat: Seat, turn: &FarmTurn) -> Vec<Action> {
    let mut out = Vec::new();
    if turn.step <= 3 && !turn.produced {
        out.push(Action::Produce);
    }
    if turn.step == 3 && turn.produced {
        for &(guild, _) in &turn.bonus.fields {
            out.extend(
                state.workers.iter().filter(|w| w.seat == seat).map(|w| Action::FieldBonus { guild, field: w.field }),
            );
        }
        for good in Good::RESOURCES {
            out.extend([Action::ExtraResource(good), Action::Exchange(good), Action::Steal(good)]);
        }
    }
    out
}

/// Whether a production action is allowed now.
pub fn check(state: &State, seat: Seat, turn: &FarmTurn, action: &Action) -> Result<(), Refusal> {
    if *action == Action::Produce {
        return if turn.step <= 3 && !turn.produced { Ok(()) } else { Err(Refusal::OutOfOrder) };
    }
    if turn.step != 3 || !turn.produced {
        return Err(Refusal::ProduceFirst);
    }
    let bonus = &turn.bonus;
    let ok = match *action {
        Action::FieldBonus { guild, field } => {
            bonus.fields.iter().any(|&(g, left)| g == guild && left > 0)
                && !bonus.chosen.contains(&(guild, field))
                && state.workers.iter().any(|w| w.seat == seat && w.field == field)
                && field_qualifies(state, seat, guild, field)
        }
        Action::ExtraResource(good) => bonus.extra_resource && good.is_resource(),
        Action::Exchange(good) => {
            bonus.exchange.0 > 0
                && good.is_resource()
                && bonus.exchange.1.is_none_or(|g| g == good)
                && state.players[seat].goods[good.index()] > 0
        }
        Action::Steal(good) => bonus.steal && good.is_resource() && state.market[good.index()] > 0,
        _ => return Err(Refusal::NotNow),
    };
    if ok { Ok(()) } else { Err(Refusal::NoSkill) }
}

/// Carries out a checked production action.
pub fn apply(state: &mut State, seat: Seat, turn: &mut FarmTurn, action: &Action, events: &mut Events<Event>) {
    turn.step = 3;
    match *action {
        Action::Produce => {
            turn.produced = true;
            produce(state, seat, &mut turn.bonus, events);
        }
        Action::FieldBonus { guild, field } => {
            let (good, _) = base(state, field);
            let entry = turn.bonus.fields.iter_mut().find(|(g, _)| *g == guild).expect("checked");
            entry.1 -= 1;
            turn.bonus.chosen.push((guild, field));
            let gold = deliver(state, seat, good, 1);
            events.push(Event::SkillGain { seat, guild, good: Some(good), gold });
        }
        Action::ExtraResource(good) => {
            turn.bonus.extra_resource = false;
            let gold = deliver(state, seat, good, 1);
            events.push(Event::SkillGain { seat, guild: no::AGRICULTURE, good: Some(good), gold });
        }
        Action::Exchange(good) => {
            turn.bonus.exchange = (turn.bonus.exchange.0 - 1, Some(good));
            state.players[seat].goods[good.index()] -= 1;
            state.supply[good.index()] += 1;
            let gold = deliver(state, seat, Good::Luxury, 1);
            events.push(Event::Exchanged { seat, good, gold });
        }
        Action::Steal(good) => {
            turn.bonus.steal = false;
            state.market[good.index()] -= 1;
            state.players[seat].goods[good.index()] += 1;
            events.push(Event::SkillGain { seat, guild: no::THIEVES, good: Some(good), gold: 0 });
        }
        _ => unreachable!("checked production action"),
    }
}
