//! Market Day: the secret choice of goods to bring, then in turn order sell a batch, take the
//! one guild action (sponsor, promote, retire, buy, take gold) or pass; the Salesmen's early
//! turns come first.

use super::data::{Good, Level};
use super::events::Event;
use super::guilds::{self, has, no};
use super::refusal::Refusal;
use super::state::{Action, Deed, Early, MarketDay, Phase, State};
use crate::engine::{Events, PerSeat, Seat};

/// The price of a market row holding `count` goods: the leftmost uncovered number of 6..1;
/// 1 once every space is covered.
pub fn price(count: u8) -> u32 {
    6u32.saturating_sub(u32::from(count)).max(1)
}

/// Starts Market Day: everyone chooses in secret what to bring. A player with nothing lifts the screen.
pub fn begin(state: &mut State, events: &mut Events<Event>) {
    let n = state.order.len();
    let ready = PerSeat::from_fn(n, |s| state.players[s].goods.iter().all(|&g| g == 0));
    state.phase = Phase::Bring { ready };
    events.push(Event::MarketDayBegins);
    reveal_if_ready(state, events);
}

fn reveal_if_ready(state: &mut State, events: &mut Events<Event>) {
    let Phase::Bring { ready } = &state.phase else { return };
    if !ready.values().iter().all(|&r| r) {
        return;
    }
    let n = state.order.len();
    let lifted = PerSeat::from_fn(n, |s| state.players[s].at_market.iter().all(|&g| g == 0));
    for (seat, player) in state.players.iter() {
        events.push(Event::Brought { seat, goods: player.at_market, screen_lifted: lifted[seat] });
    }
    let ranked: Vec<Seat> = if state.favour.is_empty() { state.order.clone() } else { state.favour.clone() };
    let early = ranked
        .into_iter()
        .map(|seat| Early {
            seat,
            sell: has(state, seat, no::SALESMEN, Level::Master),
            buy: has(state, seat, no::SALESMEN, Level::Craftsman),
            used: false,
        })
        .filter(|e| e.buy || e.sell)
        .collect();
    state.phase = Phase::Market(MarketDay {
        turn: 0,
        passed: PerSeat::filled(n, false),
        guild_done: PerSeat::filled(n, false),
        sold: PerSeat::filled(n, false),
        mixed_sold: PerSeat::filled(n, false),
        screen_lifted: lifted,
        early,
        exchange_offer: None,
    });
}

/// The seat to act on Market Day.
pub fn acting(state: &State, day: &MarketDay) -> Seat {
    day.exchange_offer.or(day.early.first().map(|e| e.seat)).unwrap_or(state.order[usize::from(day.turn)])
}

/// Candidate actions while choosing goods.
pub fn bring_candidates() -> Vec<Action> {
    Good::ALL.into_iter().map(Action::Bring).chain([Action::Ready]).collect()
}

/// Whether a choice of goods is allowed.
pub fn check_bring(state: &State, seat: Seat, action: &Action) -> Result<(), Refusal> {
    let player = &state.players[seat];
    match *action {
        Action::Bring(good) if player.goods[good.index()] > 0 => Ok(()),
        Action::Bring(_) => Err(Refusal::NotEnoughGoods),
        Action::Ready if player.at_market.iter().any(|&g| g > 0) => Ok(()),
        Action::Ready => Err(Refusal::MustBringSomething),
        _ => Err(Refusal::NotNow),
    }
}

/// Carries out a checked choice of goods.
pub fn apply_bring(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
    match *action {
        Action::Bring(good) => {
            let player = &mut state.players[seat];
            player.goods[good.index()] -= 1;
            player.at_market[good.index()] += 1;
        }
        _ => {
            if let Phase::Bring { ready } = &mut state.phase {
                ready[seat] = true;
            }
            events.push(Event::Committed { seat });
            reveal_if_ready(state, events);
        }
    }
}

/// The largest batch the seat may sell.
fn max_batch(state: &State, seat: Seat) -> u8 {
    2 + u8::from(state.players[seat].manor) + u8::from(has(state, seat, no::MERCHANTS, Level::Craftsman))
}

fn distinct(goods: &[Good]) -> bool {
    goods.iter().enumerate().all(|(i, g)| g.is_resource() && !goods[..i].contains(g))
}

/// Sorted selections of `size` different resources from `from`.
fn selections(from: &[Good], size: usize) -> Vec<Vec<Good>> {
    if size == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for (i, &good) in from.iter().enumerate() {
        for mut rest in selections(&from[i + 1..], size - 1) {
            rest.insert(0, good);
            out.push(rest);
        }
    }
    out
}

/// Candidate Market Day actions for the acting seat (a superset; [`check`] filters them).
pub fn candidates(state: &State, seat: Seat, day: &MarketDay) -> Vec<Action> {
    let player = &state.players[seat];
    if day.exchange_offer.is_some() {
        return Good::RESOURCES.into_iter().map(Action::Exchange).chain([Action::Decline]).collect();
    }
    let mut out = Vec::new();
    let brought: Vec<Good> = Good::ALL.into_iter().filter(|g| player.at_market[g.index()] > 0).collect();
    for &good in &brought {
        out.extend((1..=player.at_market[good.index()].min(4)).map(|count| Action::Sell { good, count }));
    }
    if guilds::membership(state, seat, no::RESTAURATEURS).is_some() && !day.mixed_sold[seat] {
        let resources: Vec<Good> = brought.iter().copied().filter(|g| g.is_resource()).collect();
        for &first in &resources {
            let others: Vec<Good> = resources.iter().copied().filter(|&g| g != first).collect();
            for size in 1..=2 {
                for rest in selections(&others, size) {
                    out.push(Action::SellMixed([vec![first], rest].concat()));
                }
            }
        }
    }
    if !day.guild_done[seat] {
        let on_market: Vec<Good> = Good::ALL.into_iter().filter(|g| state.market[g.index()] > 0).collect();
        for &good in &on_market {
            out.extend((1..=2).map(|count| Action::Buy { good, count }));
        }
        if has(state, seat, no::RESTAURATEURS, Level::Master) {
            let resources: Vec<Good> = on_market.into_iter().filter(|g| g.is_resource()).collect();
            out.extend((2..=3).flat_map(|size| selections(&resources, size)).map(Action::BuyMixed));
        }
        let sources = guilds::worker_sources(state, seat, true);
        let may_sponsor = guilds::can_pay(1, false, &player.goods) || guilds::can_pay(2, false, &player.goods);
        for tile in &state.guilds {
            let member = guilds::membership(state, seat, tile.number).is_some();
            for column in guilds::columns(tile.number) {
                if member {
                    out.push(Action::Promote { guild: tile.number, column });
                } else if may_sponsor && guilds::vacant(tile, Level::Apprentice, column) {
                    out.extend(sources.iter().map(|&worker| Action::Sponsor { guild: tile.number, column, worker }));
                }
            }
        }
        if player.manor {
            out.extend(sources.into_iter().map(Action::Retire));
        }
        out.push(Action::TakeGold);
    }
    out.extend([Action::Decline, Action::Pass]);
    out
}

/// Whether a Market Day action is allowed now.
pub fn check(state: &State, seat: Seat, day: &MarketDay, action: &Action) -> Result<(), Refusal> {
    let player = &state.players[seat];
    if day.exchange_offer.is_some() {
        return match *action {
            Action::Exchange(good) if good.is_resource() && player.goods[good.index()] > 0 => Ok(()),
            Action::Exchange(_) => Err(Refusal::NotEnoughGoods),
            Action::Decline => Ok(()),
            _ => Err(Refusal::NotNow),
        };
    }
    let early = day.early.first();
    if let Some(e) = early {
        match action {
            Action::Sell { .. } if !e.sell => return Err(Refusal::NotEarly),
            Action::Buy { .. } | Action::BuyMixed(_) if !e.buy => return Err(Refusal::NotEarly),
            Action::Sell { .. } | Action::Buy { .. } | Action::BuyMixed(_) | Action::Decline => {}
            _ => return Err(Refusal::NotEarly),
        }
    }
    let guild_open = || if day.guild_done[seat] { Err(Refusal::GuildActionUsed) } else { Ok(()) };
    match action {
        Action::Sell { good, count } => {
            if *count == 0 || *count > max_batch(state, seat) {
                Err(Refusal::BatchTooLarge { max: max_batch(state, seat) })
            } else if player.at_market[good.index()] < *count {
                Err(Refusal::NotBrought)
            } else {
                Ok(())
            }
        }
        Action::SellMixed(goods) => {
            let most = match guilds::level(state, seat, no::RESTAURATEURS) {
                None => return Err(Refusal::NoSkill),
                Some(Level::Apprentice) => 2,
                Some(_) => 3,
            };
            if day.mixed_sold[seat] {
                Err(Refusal::MixedBatchUsed)
            } else if goods.len() < 2 || goods.len() > most || !distinct(goods) || !goods[1..].is_sorted() {
                Err(Refusal::BatchTooLarge { max: most as u8 })
            } else if goods.iter().any(|g| player.at_market[g.index()] == 0) {
                Err(Refusal::NotBrought)
            } else {
                Ok(())
            }
        }
        Action::Buy { good, count } => {
            guild_open()?;
            if *count == 0 || *count > 2 {
                return Err(Refusal::BatchTooLarge { max: 2 });
            }
            if state.market[good.index()] < *count {
                return Err(Refusal::MarketEmpty);
            }
            let need = state.prices().purchase(seat, &vec![*good; usize::from(*count)]);
            if need > player.gold { Err(Refusal::NotEnoughGold { need, have: player.gold }) } else { Ok(()) }
        }
        Action::BuyMixed(goods) => {
            guild_open()?;
            if !has(state, seat, no::RESTAURATEURS, Level::Master) {
                return Err(Refusal::NoSkill);
            }
            if goods.len() < 2 || goods.len() > 3 || !distinct(goods) || !goods.is_sorted() {
                return Err(Refusal::BatchTooLarge { max: 3 });
            }
            if goods.iter().any(|g| state.market[g.index()] == 0) {
                return Err(Refusal::MarketEmpty);
            }
            let need = state.prices().purchase(seat, goods);
            if need > player.gold { Err(Refusal::NotEnoughGold { need, have: player.gold }) } else { Ok(()) }
        }
        &Action::Sponsor { guild, column, worker } => {
            guild_open()?;
            let pending = guilds::sponsor_cost(state, seat, Deed::Sponsor { guild, column, worker })?;
            super::deeds::affordable(state, seat, &pending)
        }
        &Action::Promote { guild, column } => {
            guild_open()?;
            super::deeds::affordable(state, seat, &guilds::promote_cost(state, seat, guild, column, true)?)
        }
        &Action::Retire(worker) => {
            guild_open()?;
            super::deeds::affordable(state, seat, &guilds::retire_cost(state, seat, worker, true)?)
        }
        Action::TakeGold => guild_open(),
        Action::Decline if early.is_some() => Ok(()),
        Action::Pass => {
            if player.at_market.iter().any(|&g| g > 0) || !day.guild_done[seat] {
                Err(Refusal::CannotPassYet)
            } else {
                Ok(())
            }
        }
        _ => Err(Refusal::NotNow),
    }
}

/// Carries out a checked Market Day action.
pub fn apply(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
    let Phase::Market(day) = &state.phase else { unreachable!("market day") };
    let mut day = day.clone();
    let had_offer = day.exchange_offer.is_some();
    let was_early = !had_offer && day.early.first().is_some_and(|e| e.seat == seat);
    let guild_action = match action {
        Action::Sell { good, count } => {
            let goods = vec![*good; usize::from(*count)];
            let gold = state.prices().sale(seat, !day.sold[seat], &goods);
            sell(state, &mut day, seat, &goods, gold, events);
            false
        }
        Action::SellMixed(goods) => {
            let gold = state.prices().sale(seat, !day.sold[seat], goods);
            day.mixed_sold[seat] = true;
            sell(state, &mut day, seat, goods, gold, events);
            false
        }
        Action::Buy { good, count } => {
            buy(state, seat, &vec![*good; usize::from(*count)], events);
            true
        }
        Action::BuyMixed(goods) => {
            buy(state, seat, goods, events);
            true
        }
        &Action::Sponsor { guild, column, worker } => {
            state.pending = guilds::sponsor_cost(state, seat, Deed::Sponsor { guild, column, worker }).ok();
            false
        }
        &Action::Promote { guild, column } => {
            state.pending = guilds::promote_cost(state, seat, guild, column, true).ok();
            false
        }
        &Action::Retire(worker) => {
            state.pending = guilds::retire_cost(state, seat, worker, true).ok();
            false
        }
        Action::TakeGold => {
            let gold = super::pay_out(state, seat, state.prices().gold_taken(seat));
            to_favour_top(state, seat);
            events.push(Event::TookGold { seat, gold });
            true
        }
        Action::Exchange(good) => {
            day.exchange_offer = None;
            state.players[seat].goods[good.index()] -= 1;
            state.supply[good.index()] += 1;
            let gold = super::production::deliver(state, seat, Good::Luxury, 1);
            events.push(Event::Exchanged { seat, good: *good, gold });
            false
        }
        Action::Decline if day.exchange_offer.is_some() => {
            day.exchange_offer = None;
            false
        }
        Action::Decline => {
            day.early.remove(0);
            events.push(Event::DeclinedEarly { seat });
            false
        }
        _ => {
            day.passed[seat] = true;
            events.push(Event::Passed { seat });
            false
        }
    };
    if guild_action {
        day.guild_done[seat] = true;
    }
    if had_offer {
        advance(&state.order, &mut day);
    } else if was_early {
        if !matches!(action, Action::Decline) {
            use_early(state, &mut day, action);
        }
    } else if state.pending.is_none() {
        advance(&state.order, &mut day);
    }
    state.phase = Phase::Market(day);
    finish_if_done(state, events);
}

/// Sells goods brought to market for `gold`: the first goes on the market row, the rest to the supply.
fn sell(state: &mut State, day: &mut MarketDay, seat: Seat, goods: &[Good], gold: u32, events: &mut Events<Event>) {
    for (i, good) in goods.iter().enumerate() {
        state.players[seat].at_market[good.index()] -= 1;
        if i == 0 {
            state.market[good.index()] += 1;
        } else {
            state.supply[good.index()] += 1;
        }
    }
    day.sold[seat] = true;
    let gold = super::pay_out(state, seat, gold);
    events.push_with(|| Event::Sold { seat, goods: goods.to_vec(), gold });
}

/// Buys goods from the market rows, each at its price before the purchase.
fn buy(state: &mut State, seat: Seat, goods: &[Good], events: &mut Events<Event>) {
    let gold = state.prices().purchase(seat, goods);
    for good in goods {
        state.market[good.index()] -= 1;
        state.players[seat].goods[good.index()] += 1;
    }
    super::pay_in(state, seat, gold);
    events.push_with(|| Event::Bought { seat, goods: goods.to_vec(), gold });
}

/// Moves the seat to the top of the favour track (3–4 players).
fn to_favour_top(state: &mut State, seat: Seat) {
    if let Some(i) = state.favour.iter().position(|&s| s == seat) {
        state.favour.remove(i);
        state.favour.insert(0, seat);
    }
}

/// Records the use of an early ability; the first use while another player also waits for an
/// early turn sends the seat to the bottom of the favour track.
fn use_early(state: &mut State, day: &mut MarketDay, action: &Action) {
    if !day.early[0].used && day.early.len() > 1 {
        move_to_favour_bottom(state, day.early[0].seat);
    }
    let entry = &mut day.early[0];
    entry.used = true;
    match action {
        Action::Sell { .. } => entry.sell = false,
        _ => entry.buy = false,
    }
    if !entry.sell && !entry.buy {
        day.early.remove(0);
    }
}

/// Moves a seat to the bottom of the favour track; those below move up.
pub fn move_to_favour_bottom(state: &mut State, seat: Seat) {
    if let Some(i) = state.favour.iter().position(|&s| s == seat) {
        state.favour.remove(i);
        state.favour.push(seat);
    }
}

/// Passes the turn to the next player in turn order who has not passed.
fn advance(order: &[Seat], day: &mut MarketDay) {
    let n = order.len() as u8;
    if let Some(next) = (1..=n).map(|step| (day.turn + step) % n).find(|&t| !day.passed[order[usize::from(t)]]) {
        day.turn = next;
    }
}

/// Ends Market Day once everyone has passed.
fn finish_if_done(state: &mut State, events: &mut Events<Event>) {
    if let Phase::Market(day) = &state.phase
        && day.passed.values().iter().all(|&p| p)
    {
        super::season_end::begin(state, events);
    }
}

/// Marks the guild action of a paid deed as taken; sponsoring the Master Craftsmen's
/// apprentice then offers the one-off exchange of a resource for a luxury.
pub fn guild_action_done(state: &mut State, seat: Seat, deed: Deed, events: &mut Events<Event>) {
    let order = state.order.clone();
    let offer = matches!(deed, Deed::Sponsor { guild: no::MASTER_CRAFTSMEN, .. })
        && !state.players[seat].one_offs[1]
        && state.players[seat].goods[..5].iter().any(|&g| g > 0);
    state.players[seat].one_offs[1] |= offer;
    if let Phase::Market(day) = &mut state.phase {
        day.guild_done[seat] = true;
        if offer {
            day.exchange_offer = Some(seat);
        } else {
            advance(&order, day);
        }
    }
    finish_if_done(state, events);
}
