//! The end of a round (rulebook "Ende einer Spielrunde"), in the rulebook's order: favourites
//! (with the Hausierer), merchants home, income (with Musikant and Bürgermeister), and unless it
//! was the fourth round: pass markers, new masters, guest rooms, the new prestige guild.

use super::actions::handelsmann_gewinnen;
use super::data::{EINKOMMEN, Gast, Gilde, HAUSIERER_ZAEHLT, RUNDEN, Stadtbewohner};
use super::events::Event;
use super::planning;
use super::state::{Enthuellung, Phase, State, Waren};
use crate::engine::Seat;

/// The guild whose master has the highest value, ties to the lower number, never `ausser`.
pub fn prestigezunft(state: &State, ausser: Option<Gilde>) -> Gilde {
    let mut best: Option<(u32, Gilde)> = None;
    for haus in state.haeuser.iter().filter(|h| Some(h.gilde) != ausser) {
        if best.is_none_or(|(wert, _)| haus.preis() > wert) {
            best = Some((haus.preis(), haus.gilde));
        }
    }
    best.expect("at least three guilds are in play").1
}

/// Runs the end of the round; after the fourth it ends the game.
pub fn rundenende(state: &mut State, events: &mut Vec<Event>) {
    events.push(Event::Rundenende { runde: state.runde });
    guenstlinge(state, events);
    for haus in &mut state.haeuser {
        for (seat, n) in haus.dach.iter_mut() {
            state.spieler[seat].auslage.handelsleute += std::mem::take(n);
        }
    }
    einkommen(state, events);
    if state.runde == RUNDEN {
        state.phase = Phase::Ende;
        events.push(Event::Spielende);
        return;
    }
    for p in state.spieler.iter_mut().map(|(_, p)| p) {
        p.auslage.gepasst = false;
    }
    for haus in &state.haeuser {
        if let Some(meister) = haus.meister() {
            events.push(Event::NeuerMeister { gilde: haus.gilde, meister });
        }
    }
    gaeste_auffuellen(state);
    let alt = state.prestige;
    state.prestige = prestigezunft(state, Some(alt));
    state.prestige_vorrat -= 1;
    events.push(Event::Prestigezunft { gilde: state.prestige });
    state.runde += 1;
    state.durchgang = 1;
    events.push(Event::NeueRunde { runde: state.runde });
    planning::neuer_durchgang(state);
}

/// How many goods of `gilde` count for `seat` in the favourite check.
pub fn zaehlt(state: &State, seat: Seat, gilde: Gilde) -> u32 {
    let p = &state.spieler[seat];
    let hausierer = p.auslage.hausierer.iter().filter(|(_, g)| *g == gilde).count() as u32;
    u32::from(p.auslage.waren.of(gilde)) + HAUSIERER_ZAEHLT * hausierer
}

/// The favourite of `gilde`, revealing the money of tied players: most goods, then most
/// Taler, then earlier in turn order. `None` if nobody has any.
pub fn guenstling(state: &mut State, gilde: Gilde) -> Option<Seat> {
    let counts: Vec<(Seat, u32)> = state.reihenfolge.iter().map(|&s| (s, zaehlt(state, s, gilde))).collect();
    let most = counts.iter().map(|&(_, n)| n).max().filter(|&n| n > 0)?;
    let tied: Vec<Seat> = counts.iter().filter(|&&(_, n)| n == most).map(|&(s, _)| s).collect();
    if tied.len() > 1 {
        let taler = tied.iter().map(|&s| (s, state.spieler[s].taler)).collect();
        state.enthuellungen.push(Enthuellung { runde: state.runde, gilde, taler });
    }
    // `tied` is in turn order, so the first of the richest is the favourite.
    let reichste = tied.iter().map(|&s| state.spieler[s].taler).max()?;
    tied.into_iter().find(|&s| state.spieler[s].taler == reichste)
}

/// Step 1: each master chooses a favourite; loaded Hausierer then go back into the pile.
fn guenstlinge(state: &mut State, events: &mut Vec<Event>) {
    let mut geleert = Vec::new();
    for &gilde in state.gilden() {
        let before = state.enthuellungen.len();
        let wahl = guenstling(state, gilde);
        if let Some(e) = state.enthuellungen.get(before) {
            events.push(Event::GeldGezeigt { gilde, taler: e.taler.clone() });
        }
        let meister = state.haus_mut(gilde).werkstatt.remove(0);
        let Some(seat) = wahl else {
            state.schachtel.extend(meister.iter().map(|&h| Gast::Handwerker(h)));
            if gilde == state.prestige {
                state.prestige_verfallen += 1;
            }
            events.push(Event::KeinGuenstling { gilde });
            continue;
        };
        let p = &mut state.spieler[seat];
        if p.auslage.waren.of(gilde) > 0 {
            p.auslage.waren = p.auslage.waren.minus(&Waren::single(gilde, 1));
        } else {
            let at =
                p.auslage.hausierer.iter().position(|(_, g)| *g == gilde).expect("the count came from a Hausierer");
            geleert.push(p.auslage.hausierer.remove(at).0);
        }
        p.auslage.handwerker.extend(meister.iter().copied());
        let prestige = gilde == state.prestige;
        p.auslage.prestigewappen += u8::from(prestige);
        let haus = state.haus_mut(gilde);
        haus.lager.add(gilde, 1);
        let wappen = haus.wappen > 0;
        if wappen {
            haus.wappen -= 1;
            state.spieler[seat].auslage.wappen[gilde.index()] += 1;
        }
        events.push(Event::Guenstling { gilde, seat, meister: meister.clone(), wappen, prestige });
        for _ in meister.iter().filter(|h| h.handelsmann_plus()) {
            handelsmann_gewinnen(state, seat, events);
        }
    }
    for seat in Seat::all(state.players()) {
        for (b, ware) in std::mem::take(&mut state.spieler[seat].auslage.hausierer) {
            state.spieler[seat].auslage.waren.add(ware, 1);
            geleert.push(b);
        }
    }
    for b in geleert {
        state.einmischen(Gast::Buerger(b));
    }
}

/// Step 3: 3 Taler each, plus Musikant, plus 1 per own craftsman of each Bürgermeister's guild.
fn einkommen(state: &mut State, events: &mut Vec<Event>) {
    for seat in Seat::all(state.players()) {
        let p = &state.spieler[seat];
        let musik: u32 = p
            .auslage
            .buerger
            .iter()
            .map(|b| match b.art() {
                Stadtbewohner::Musikant(t) => u32::from(t),
                _ => 0,
            })
            .sum();
        let buergermeister: u32 = state
            .haeuser
            .iter()
            .map(|h| {
                h.buergermeister.len() as u32
                    * p.auslage.handwerker.iter().filter(|c| c.gilde == h.gilde).count() as u32
            })
            .sum();
        let taler = EINKOMMEN + musik + buergermeister;
        state.von_bank(seat, taler);
        events.push(Event::Einkommen { seat, taler });
    }
}

/// Step 6: the leftmost guest leaves, the rest slide left, empty rooms refill from the pile.
fn gaeste_auffuellen(state: &mut State) {
    for haus in &mut state.haeuser {
        if let Some(gast) = haus.zimmer[0].take() {
            state.schachtel.push(gast);
        }
        let bleiben: Vec<Gast> = haus.zimmer.iter().flatten().copied().collect();
        haus.zimmer = [None; 4];
        for (zimmer, gast) in haus.zimmer.iter_mut().zip(bleiben) {
            *zimmer = Some(gast);
        }
    }
    for i in 0..state.haeuser.len() {
        for zimmer in 0..4 {
            if state.haeuser[i].zimmer[zimmer].is_none() {
                state.haeuser[i].zimmer[zimmer] = state.gaeste.pop();
            }
        }
    }
}
