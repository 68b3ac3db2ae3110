//! Phase 2 and 3 of a pass (rulebook "Aktionsphase", "Endphase des Durchgangs"): guilds are
//! called in order, players with a card there act in turn order (sell, recruit, buy or do
//! nothing), each merchant then goes on the roof; at the end, players out of merchants pass.

use super::data::{CitizenKind, Guest, Guild, ROOM_COSTS};
use super::events::Event;
use super::state::{Cards, Goods, Phase, State, Step};
use super::{Action, citizens, planning, round_end};
use crate::engine::{Events, PerSeat, Seat};

/// Most goods one purchase may take outside the first-pass limits (rulebook).
const BUY_MAX: u8 = 3;

/// The seat that must decide in the action phase.
pub fn deciding_seat(state: &State) -> Option<Seat> {
    let Phase::Action { cards, guild, step, .. } = &state.phase else { return None };
    match step {
        Some((seat, _)) => Some(*seat),
        None => state.order.iter().copied().find(|&s| cards[s].has(*guild)),
    }
}

/// The buying limit at a guild where `cards` players played a card (rulebook: first pass of
/// the first round, 4 and 5 players).
pub fn buy_limit(state: &State, cards: usize) -> u8 {
    if state.round != 1 || state.pass != 1 {
        return BUY_MAX;
    }
    match (state.players(), cards) {
        (5, 4..) => 1,
        (5, 3) | (4, 3..) => 2,
        _ => BUY_MAX,
    }
}

/// Calls the first guild from index `from` on at which someone played a card; ends the pass
/// if there is none.
pub fn call_guild(state: &mut State, cards: PerSeat<Cards>, from: usize, events: &mut Events<Event>) {
    let next = state.guilds().iter().skip(from).copied().find(|&g| cards.values().iter().any(|k| k.has(g)));
    let Some(guild) = next else {
        end_of_pass(state, events);
        return;
    };
    let players: Vec<Seat> = state.order.iter().copied().filter(|&s| cards[s].has(guild)).collect();
    let limit = buy_limit(state, players.len());
    events.push(Event::GuildCalled { guild, players, limit });
    state.phase = Phase::Action { cards, guild, limit, step: None };
}

/// The called guild and its buying limit.
fn called_guild(state: &State) -> (Guild, u8) {
    match &state.phase {
        Phase::Action { guild, limit, .. } => (*guild, *limit),
        _ => unreachable!("no guild is called outside the action phase"),
    }
}

/// Calls `each` with every way `seat` may pay for the guest in `room` of `guild` with the
/// goods it holds. A room's alternatives cost different numbers of goods, so no payment comes twice.
pub fn each_payment(state: &State, seat: Seat, guild: Guild, room: usize, mut each: impl FnMut(Goods)) {
    let has = state.players[seat].tableau.goods;
    for &(own, any) in ROOM_COSTS[room] {
        let base = Goods::single(guild, own);
        if has.contains(&base) {
            has.minus(&base).each_bag(any, |rest| each(base.plus(&rest)));
        }
    }
}

/// Whether `payment` is one of the costs of room `room` in `guild`'s house: so many goods of
/// the guild, or fewer of them plus so many goods of any kind.
pub fn cost_fits(guild: Guild, room: usize, payment: &Goods) -> bool {
    ROOM_COSTS[room].iter().any(|&(own, any)| payment.total() == u32::from(own + any) && payment.of(guild) >= own)
}

/// Whether `seat` may buy `n` goods at the called guild: within the buying limit and affordable.
fn can_buy(state: &State, seat: Seat, n: u8) -> bool {
    let (guild, limit) = called_guild(state);
    (1..=limit).contains(&n) && state.house(guild).goods_worth(n.into()) <= state.players[seat].taler
}

/// The decisions at the called guild: the four actions, or the move-to-first step.
pub fn legal(state: &State, seat: Seat) -> Vec<Action> {
    if let Phase::Action { step: Some((_, Step::TurnOrder)), .. } = state.phase {
        return vec![Action::MoveFirst(true), Action::MoveFirst(false)];
    }
    let (guild, limit) = called_guild(state);
    let house = state.house(guild);
    let mut legal = Vec::with_capacity(32); // room for all but the longest lists
    legal.extend((1..=state.players[seat].tableau.goods.of(guild)).map(Action::Sell));
    for (room, guest) in house.rooms.iter().enumerate() {
        if guest.is_some() {
            each_payment(state, seat, guild, room, |payment| legal.push(Action::Recruit { room: room as u8, payment }));
        }
    }
    for n in 1..=limit {
        if can_buy(state, seat, n) {
            house.storage.each_bag(n, |goods| legal.push(Action::Buy(goods)));
        }
    }
    legal.push(Action::DoNothing);
    legal
}

/// Whether `action` is one of `legal(state, seat)`, asked of that one decision instead of
/// listing them all: the same rules (a payment is listed exactly when it fits a cost of the
/// room and the player holds it).
pub fn is_legal(state: &State, seat: Seat, action: &Action) -> bool {
    if let Phase::Action { step: Some((_, Step::TurnOrder)), .. } = state.phase {
        return matches!(action, Action::MoveFirst(_));
    }
    let (guild, _) = called_guild(state);
    let house = state.house(guild);
    let has = state.players[seat].tableau.goods;
    match action {
        Action::Sell(n) => (1..=has.of(guild)).contains(n),
        Action::Recruit { room, payment } => {
            let room = usize::from(*room);
            house.rooms.get(room).is_some_and(Option::is_some)
                && cost_fits(guild, room, payment)
                && has.contains(payment)
        }
        Action::Buy(goods) => {
            u8::try_from(goods.total()).is_ok_and(|n| can_buy(state, seat, n)) && house.storage.contains(goods)
        }
        Action::DoNothing => true,
        _ => false,
    }
}

/// Carries out a legal decision at the called guild.
pub fn apply(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
    let (guild, _) = called_guild(state);
    let worth = |n: u32| state.house(guild).goods_worth(n);
    match action {
        Action::Sell(n) => {
            let proceeds = worth(u32::from(*n));
            state.players[seat].tableau.goods.0[guild.index()] -= n;
            state.house_mut(guild).storage.add(guild, *n);
            state.from_bank(seat, proceeds);
            events.push(Event::Sold { seat, guild, count: *n, proceeds });
            finish_action(state, seat, events);
        }
        Action::Buy(goods) => {
            let cost = worth(goods.total());
            state.to_bank(seat, cost);
            let house = state.house_mut(guild);
            house.storage = house.storage.minus(goods);
            let p = &mut state.players[seat];
            p.tableau.goods = p.tableau.goods.plus(goods);
            events.push(Event::Bought { seat, guild, goods: *goods, cost });
            finish_action(state, seat, events);
        }
        Action::DoNothing => {
            events.push(Event::DidNothing { seat, guild });
            finish_action(state, seat, events);
        }
        Action::Recruit { room, payment } => recruit(state, seat, guild, usize::from(*room), payment, events),
        Action::MoveFirst(first) => {
            if *first {
                let at = state.order_position(seat);
                state.order.remove(at);
                state.order.insert(0, seat);
                events.push(Event::MovedFirst { seat });
            }
            finish_action(state, seat, events);
        }
        _ => unreachable!("only legal actions reach apply"),
    }
}

/// Recruiting steps 1 and 2: pay into the storage and take the guest (star abilities at once).
fn recruit(state: &mut State, seat: Seat, guild: Guild, room: usize, payment: &Goods, events: &mut Events<Event>) {
    let p = &mut state.players[seat];
    p.tableau.goods = p.tableau.goods.minus(payment);
    let house = state.house_mut(guild);
    house.storage = house.storage.plus(payment);
    let guest = house.rooms[room].take().expect("legal recruits name an occupied room");
    events.push(Event::Recruited { seat, guild, room: room as u8, guest, payment: *payment });
    let step = match guest {
        Guest::Craftsman(h) => {
            state.players[seat].tableau.craftsmen.push(h);
            if h.merchant_plus() {
                gain_merchant(state, seat, events);
            }
            None
        }
        Guest::Citizen(b) => match b.kind() {
            CitizenKind::Ratsherr => {
                gain_merchant(state, seat, events);
                state.shuffle_in(guest);
                None
            }
            CitizenKind::Dieb => citizens::dieb_possible(state, seat).then_some(Step::Dieb(b)),
            CitizenKind::Waechter => citizens::waechter_possible(state).then_some(Step::Waechter(b)),
            CitizenKind::Hausierer => (state.players[seat].tableau.goods.total() > 0).then_some(Step::Hausierer(b)),
            CitizenKind::Buergermeister => Some(Step::Buergermeister(b)),
            _ => {
                state.players[seat].tableau.citizens.push(b);
                None
            }
        },
    };
    match step {
        Some(step) => set_step(state, seat, Some(step)),
        None => {
            if let Guest::Citizen(b) = guest
                && matches!(b.kind(), CitizenKind::Dieb | CitizenKind::Waechter | CitizenKind::Hausierer)
            {
                events.push(Event::NoEffect { seat, citizen: b });
                state.shuffle_in(guest);
            }
            after_guest(state, seat, events);
        }
    }
}

/// Gives `seat` a merchant from the supply, if one of its colour is left.
pub fn gain_merchant(state: &mut State, seat: Seat, events: &mut Events<Event>) {
    if state.merchant_from_supply(seat) {
        events.push(Event::MerchantGained { seat });
    }
}

/// Sets or clears the open step of the action phase.
pub fn set_step(state: &mut State, seat: Seat, next: Option<Step>) {
    if let Phase::Action { step, .. } = &mut state.phase {
        *step = next.map(|s| (seat, s));
    }
}

/// Recruiting steps 3 and 4: a Taler per merchant on the roof, then the turn-order choice.
pub fn after_guest(state: &mut State, seat: Seat, events: &mut Events<Event>) {
    let (guild, _) = called_guild(state);
    let bonus = state.house(guild).roof_total();
    if bonus > 0 {
        state.from_bank(seat, bonus);
        events.push(Event::RoofBonus { seat, taler: bonus });
    }
    if state.order_position(seat) > 0 {
        set_step(state, seat, Some(Step::TurnOrder));
    } else {
        finish_action(state, seat, events);
    }
}

/// Ends `seat`'s action: merchant on the roof, card taken back, next player or guild.
fn finish_action(state: &mut State, seat: Seat, events: &mut Events<Event>) {
    set_step(state, seat, None);
    let (guild, _) = called_guild(state);
    state.players[seat].tableau.merchants -= 1;
    state.house_mut(guild).roof[seat] += 1;
    let Phase::Action { cards, .. } = &mut state.phase else { unreachable!("inside the action phase") };
    cards[seat] = cards[seat].without(guild);
    if !cards.values().iter().any(|k| k.has(guild)) {
        let cards = cards.clone();
        call_guild(state, cards, guild.index() + 1, events);
    }
}

/// Phase 3: players without merchants pass; the round ends once everyone has passed.
fn end_of_pass(state: &mut State, events: &mut Events<Event>) {
    for (seat, p) in state.players.iter_mut() {
        if !p.tableau.passed && p.tableau.merchants == 0 {
            p.tableau.passed = true;
            events.push(Event::OutOfMerchants { seat });
        }
    }
    if state.players.values().iter().all(|p| p.tableau.passed) {
        round_end::end_round(state, events);
    } else {
        state.pass += 1;
        events.push(Event::NewPass { pass: state.pass });
        planning::new_pass(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::nuernberg::{Config, Nuernberg};

    fn with(players: u8, round: u8, pass: u8) -> State {
        let mut state = Nuernberg::setup(&Config::new(players), 3).unwrap();
        state.round = round;
        state.pass = pass;
        state
    }

    #[test]
    fn first_pass_buying_limits_for_four_and_five_players() {
        let five = with(5, 1, 1);
        assert_eq!([1, 2, 3, 4, 5].map(|c| buy_limit(&five, c)), [3, 3, 2, 1, 1]);
        let four = with(4, 1, 1);
        assert_eq!([1, 2, 3, 4].map(|c| buy_limit(&four, c)), [3, 3, 2, 2]);
        let three = with(3, 1, 1);
        assert_eq!(buy_limit(&three, 3), 3);
        assert_eq!(buy_limit(&with(5, 1, 2), 5), 3, "only the first pass");
        assert_eq!(buy_limit(&with(5, 2, 1), 5), 3, "only the first round");
    }

    fn payments(state: &State, room: usize) -> Vec<Goods> {
        let mut out = Vec::new();
        each_payment(state, Seat(0), Guild::Brauer, room, |payment| out.push(payment));
        out
    }

    #[test]
    fn room_payments_offer_both_alternatives() {
        let mut state = with(3, 1, 1);
        // Blau in the rulebook's example: 1 beer and some other goods, no second beer.
        state.players[Seat(0)].tableau.goods = Goods([1, 1, 1, 1, 0, 0]);
        assert_eq!(payments(&state, 0), [Goods([1, 0, 0, 0, 0, 0])]);
        assert_eq!(payments(&state, 1).len(), 3);
        // Room 3: not 2 beer, but 1 beer + two of the three others.
        assert_eq!(payments(&state, 2).len(), 3);
        assert!(payments(&state, 3).is_empty());
        // With plenty of beer both alternatives of room 3 and 4 are offered, each payment once.
        state.players[Seat(0)].tableau.goods = Goods([4, 1, 1, 0, 0, 0]);
        assert_eq!(payments(&state, 2).len(), 1 + 4);
        assert_eq!(payments(&state, 3).len(), 1 + 4);
    }

    #[test]
    fn a_rooms_alternatives_cost_different_numbers_of_goods() {
        for cost in ROOM_COSTS {
            let mut goods: Vec<u8> = cost.iter().map(|&(own, any)| own + any).collect();
            goods.sort();
            goods.dedup();
            assert_eq!(goods.len(), cost.len(), "{cost:?}");
        }
    }
}
