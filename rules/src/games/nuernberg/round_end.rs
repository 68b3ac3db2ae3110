//! The end of a round (rulebook "Ende einer Spielrunde"), in the rulebook's order: favourites
//! (with the Hausierer), merchants home, income (with Musikant and Bürgermeister), and unless it
//! was the fourth round: pass markers, new masters, guest rooms, the new prestige guild.

use super::actions::gain_merchant;
use super::data::{CitizenKind, Guest, Guild, HAUSIERER_COUNTS, INCOME, ROUNDS};
use super::events::Event;
use super::planning;
use super::state::{Goods, Phase, Reveal, State};
use crate::engine::{Events, Seat};

/// The guild whose master has the highest value, ties to the lower number, never `except`.
pub fn prestige_guild(state: &State, except: Option<Guild>) -> Guild {
    let mut best: Option<(u32, Guild)> = None;
    for house in state.houses.iter().filter(|h| Some(h.guild) != except) {
        if best.is_none_or(|(value, _)| house.price() > value) {
            best = Some((house.price(), house.guild));
        }
    }
    best.expect("at least three guilds are in play").1
}

/// Runs the end of the round; after the fourth it ends the game.
pub fn end_round(state: &mut State, events: &mut Events<Event>) {
    events.push(Event::RoundEnd { round: state.round });
    favourites(state, events);
    for house in &mut state.houses {
        for (seat, n) in house.roof.iter_mut() {
            state.players[seat].tableau.merchants += std::mem::take(n);
        }
    }
    income(state, events);
    if state.round == ROUNDS {
        state.phase = Phase::Over;
        events.push(Event::GameEnd);
        return;
    }
    for p in state.players.iter_mut().map(|(_, p)| p) {
        p.tableau.passed = false;
    }
    for house in &state.houses {
        if let Some(master) = house.master() {
            events.push(Event::NewMaster { guild: house.guild, master });
        }
    }
    refill_rooms(state);
    let old = state.prestige;
    state.prestige = prestige_guild(state, Some(old));
    state.prestige_supply -= 1;
    events.push(Event::PrestigeGuild { guild: state.prestige });
    state.round += 1;
    state.pass = 1;
    events.push(Event::NewRound { round: state.round });
    planning::new_pass(state);
}

/// How many goods of `guild` count for `seat` in the favourite check.
pub fn counted_goods(state: &State, seat: Seat, guild: Guild) -> u32 {
    let p = &state.players[seat];
    let hausierer = p.tableau.hausierer.iter().filter(|(_, g)| *g == guild).count() as u32;
    u32::from(p.tableau.goods.of(guild)) + HAUSIERER_COUNTS * hausierer
}

/// The favourite of `guild`, revealing the money of tied players: most goods, then most
/// Taler, then earlier in turn order. `None` if nobody has any.
pub fn favourite(state: &mut State, guild: Guild) -> Option<Seat> {
    let counts: Vec<(Seat, u32)> = state.order.iter().map(|&s| (s, counted_goods(state, s, guild))).collect();
    let most = counts.iter().map(|&(_, n)| n).max().filter(|&n| n > 0)?;
    let tied: Vec<Seat> = counts.iter().filter(|&&(_, n)| n == most).map(|&(s, _)| s).collect();
    if tied.len() > 1 {
        let taler = tied.iter().map(|&s| (s, state.players[s].taler)).collect();
        state.reveals.push(Reveal { round: state.round, guild, taler });
    }
    // `tied` is in turn order, so the first of the richest is the favourite.
    let richest = tied.iter().map(|&s| state.players[s].taler).max()?;
    tied.into_iter().find(|&s| state.players[s].taler == richest)
}

/// Step 1: each master chooses a favourite; loaded Hausierer then go back into the pile.
fn favourites(state: &mut State, events: &mut Events<Event>) {
    let mut emptied = Vec::new();
    for &guild in state.guilds() {
        let before = state.reveals.len();
        let choice = favourite(state, guild);
        if let Some(e) = state.reveals.get(before) {
            events.push_with(|| Event::MoneyShown { guild, taler: e.taler.clone() });
        }
        let master = state.house_mut(guild).workshop.remove(0);
        let Some(seat) = choice else {
            state.in_box.extend(master.iter().map(|&h| Guest::Craftsman(h)));
            if guild == state.prestige {
                state.prestige_lost += 1;
            }
            events.push(Event::NoFavourite { guild });
            continue;
        };
        let p = &mut state.players[seat];
        if p.tableau.goods.of(guild) > 0 {
            p.tableau.goods = p.tableau.goods.minus(&Goods::single(guild, 1));
        } else {
            let at =
                p.tableau.hausierer.iter().position(|(_, g)| *g == guild).expect("the count came from a Hausierer");
            emptied.push(p.tableau.hausierer.remove(at).0);
        }
        p.tableau.craftsmen.extend(master.iter().copied());
        let prestige = guild == state.prestige;
        p.tableau.prestige_arms += u8::from(prestige);
        let house = state.house_mut(guild);
        house.storage.add(guild, 1);
        let arms = house.arms > 0;
        if arms {
            house.arms -= 1;
            state.players[seat].tableau.arms[guild.index()] += 1;
        }
        events.push(Event::Favourite { guild, seat, masters: master.clone(), arms, prestige });
        for _ in master.iter().filter(|h| h.merchant_plus()) {
            gain_merchant(state, seat, events);
        }
    }
    for seat in Seat::all(state.players()) {
        for (b, good) in std::mem::take(&mut state.players[seat].tableau.hausierer) {
            state.players[seat].tableau.goods.add(good, 1);
            emptied.push(b);
        }
    }
    for b in emptied {
        state.shuffle_in(Guest::Citizen(b));
    }
}

/// Step 3: 3 Taler each, plus Musikant, plus 1 per own craftsman of each Bürgermeister's guild.
fn income(state: &mut State, events: &mut Events<Event>) {
    for seat in Seat::all(state.players()) {
        let p = &state.players[seat];
        let music: u32 = p
            .tableau
            .citizens
            .iter()
            .map(|b| match b.kind() {
                CitizenKind::Musikant(t) => u32::from(t),
                _ => 0,
            })
            .sum();
        let buergermeister: u32 = state
            .houses
            .iter()
            .map(|h| {
                h.buergermeister.len() as u32 * p.tableau.craftsmen.iter().filter(|c| c.guild == h.guild).count() as u32
            })
            .sum();
        let taler = INCOME + music + buergermeister;
        state.from_bank(seat, taler);
        events.push(Event::Income { seat, taler });
    }
}

/// Step 6: the leftmost guest leaves, the rest slide left, empty rooms refill from the pile.
fn refill_rooms(state: &mut State) {
    for house in &mut state.houses {
        if let Some(guest) = house.rooms[0].take() {
            state.in_box.push(guest);
        }
        let staying: Vec<Guest> = house.rooms.iter().flatten().copied().collect();
        house.rooms = [None; 4];
        for (room, guest) in house.rooms.iter_mut().zip(staying) {
            *room = Some(guest);
        }
    }
    for i in 0..state.houses.len() {
        for room in 0..4 {
            if state.houses[i].rooms[room].is_none() {
                state.houses[i].rooms[room] = state.guests.pop();
            }
        }
    }
}
