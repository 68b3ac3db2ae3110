//! The citizens' decisions made while recruiting them (rulebook "Die Stadtbewohner"): Dieb
//! and Wächter (star, then back into the pile), Hausierer (loads a good) and Bürgermeister
//! (goes on a roof). Their round-end and scoring effects live in `round_end` and `scoring`.

use super::Aktion;
use super::actions::{nach_gast, set_schritt};
use super::data::{Gast, Handwerker};
use super::events::Event;
use super::state::{Platz, Schritt, State, Waren};
use crate::engine::Seat;

/// Most goods the Dieb takes (rulebook).
const DIEB_MAX: u8 = 2;

/// Whether any other player holds goods for the Dieb to take.
pub fn dieb_moeglich(state: &State, seat: Seat) -> bool {
    state.spieler.iter().any(|(s, p)| s != seat && p.auslage.waren.total() > 0)
}

/// Every place with a craftsman the Wächter may move: workshops outside the master's window,
/// and guest rooms.
fn waechter_plaetze(state: &State) -> Vec<(Platz, Handwerker)> {
    let mut out = Vec::new();
    for haus in &state.haeuser {
        for (fenster, stapel) in haus.werkstatt.iter().enumerate().skip(1) {
            for (lage, h) in stapel.iter().enumerate() {
                out.push((Platz::Werkstatt { gilde: haus.gilde, fenster: fenster as u8, lage: lage as u8 }, *h));
            }
        }
        for (zimmer, gast) in haus.zimmer.iter().enumerate() {
            if let Some(Gast::Handwerker(h)) = gast {
                out.push((Platz::Zimmer { gilde: haus.gilde, zimmer: zimmer as u8 }, *h));
            }
        }
    }
    out
}

/// Every swap the Wächter may make: two places holding craftsmen of the same guild.
fn tausche(state: &State) -> Vec<(Platz, Platz)> {
    let plaetze = waechter_plaetze(state);
    let mut out = Vec::new();
    for (i, (a, ha)) in plaetze.iter().enumerate() {
        for (b, hb) in &plaetze[i + 1..] {
            if ha.gilde == hb.gilde {
                out.push(if a < b { (*a, *b) } else { (*b, *a) });
            }
        }
    }
    out
}

/// Whether the Wächter has any swap to make.
pub fn waechter_moeglich(state: &State) -> bool {
    !tausche(state).is_empty()
}

/// The decisions of a citizen's open step.
pub fn legal(state: &State, seat: Seat, schritt: Schritt) -> Vec<Aktion> {
    match schritt {
        Schritt::Dieb(_) => {
            let mut legal = vec![Aktion::Verzichten];
            for (opfer, p) in state.spieler.iter().filter(|(s, _)| *s != seat) {
                for n in 1..=DIEB_MAX {
                    p.auslage.waren.each_bag(n, |waren| legal.push(Aktion::Stehlen { opfer, waren }));
                }
            }
            legal
        }
        Schritt::Waechter(_) => {
            let mut legal = vec![Aktion::Verzichten];
            legal.extend(tausche(state).into_iter().map(|(a, b)| Aktion::Tauschen(a, b)));
            legal
        }
        Schritt::Hausierer(_) => {
            let waren = state.spieler[seat].auslage.waren;
            state.gilden().iter().copied().filter(|&g| waren.of(g) > 0).map(Aktion::Beladen).collect()
        }
        Schritt::Buergermeister(_) => state.gilden().iter().copied().map(Aktion::AufsDach).collect(),
        Schritt::Reihenfolge => unreachable!("the turn-order step is decided in actions"),
    }
}

/// Carries out a legal decision of a citizen's step, then continues the recruiting action.
pub fn apply(state: &mut State, seat: Seat, schritt: Schritt, action: &Aktion, events: &mut Vec<Event>) {
    set_schritt(state, seat, None);
    match (schritt, action) {
        (Schritt::Dieb(b), Aktion::Stehlen { opfer, waren }) => {
            let entschaedigung: u32 = waren.list().iter().map(|&g| state.haus(g).preis()).sum();
            let o = &mut state.spieler[*opfer];
            o.auslage.waren = o.auslage.waren.minus(waren);
            let p = &mut state.spieler[seat];
            p.auslage.waren = p.auslage.waren.plus(waren);
            state.von_bank(*opfer, entschaedigung);
            events.push(Event::Gestohlen { seat, opfer: *opfer, waren: *waren, entschaedigung });
            state.einmischen(Gast::Buerger(b));
        }
        (Schritt::Waechter(b), Aktion::Tauschen(a, z)) => {
            let ha = nehmen(state, *a);
            let hz = nehmen(state, *z);
            legen(state, *a, hz);
            legen(state, *z, ha);
            events.push(Event::Getauscht { seat, a: *a, b: *z });
            state.einmischen(Gast::Buerger(b));
        }
        (Schritt::Dieb(b) | Schritt::Waechter(b), Aktion::Verzichten) => {
            events.push(Event::OhneWirkung { seat, buerger: b });
            state.einmischen(Gast::Buerger(b));
        }
        (Schritt::Hausierer(b), Aktion::Beladen(ware)) => {
            let p = &mut state.spieler[seat];
            p.auslage.waren = p.auslage.waren.minus(&Waren::single(*ware, 1));
            p.auslage.hausierer.push((b, *ware));
            events.push(Event::Beladen { seat, ware: *ware });
        }
        (Schritt::Buergermeister(b), Aktion::AufsDach(gilde)) => {
            state.haus_mut(*gilde).buergermeister.push(b);
            events.push(Event::AufsDach { seat, gilde: *gilde });
        }
        _ => unreachable!("only legal actions reach apply"),
    }
    nach_gast(state, seat, events);
}

/// The craftsman at a Wächter place (which must hold one).
fn nehmen(state: &State, platz: Platz) -> Handwerker {
    match platz {
        Platz::Werkstatt { gilde, fenster, lage } => {
            state.haus(gilde).werkstatt[usize::from(fenster)][usize::from(lage)]
        }
        Platz::Zimmer { gilde, zimmer } => match state.haus(gilde).zimmer[usize::from(zimmer)] {
            Some(Gast::Handwerker(h)) => h,
            _ => unreachable!("legal swaps name craftsmen"),
        },
    }
}

/// Puts a craftsman on a Wächter place, replacing what was there.
fn legen(state: &mut State, platz: Platz, h: Handwerker) {
    match platz {
        Platz::Werkstatt { gilde, fenster, lage } => {
            state.haus_mut(gilde).werkstatt[usize::from(fenster)][usize::from(lage)] = h;
        }
        Platz::Zimmer { gilde, zimmer } => {
            state.haus_mut(gilde).zimmer[usize::from(zimmer)] = Some(Gast::Handwerker(h))
        }
    }
}
