//! Checks for the test harness: conservation of every component, and hidden variants (states a
//! seat cannot tell from the real one).

use super::data::{
    Buerger, Gast, Gilde, HANDELSLEUTE_MAX, Handwerker, PRESTIGEWAPPEN, RUNDEN, START_TALER, WAPPEN_JE_GILDE,
    WAREN_JE_GILDE, buerger_im_spiel,
};
use super::state::{Karten, Phase, State};
use crate::engine::{GameRng, Seat};
use std::collections::HashMap;

/// Conservation: Taler (players plus the bank's net payments), goods, craftsmen, citizens,
/// merchants, coats of arms and prestige arms are all accounted for; turn order holds every
/// seat once; the workshops hold one window per round still to play.
pub fn erhaltung(state: &State) -> Result<(), String> {
    let n = state.players();
    let taler: i64 = state.spieler.values().iter().map(|p| i64::from(p.taler)).sum();
    if taler != i64::from(START_TALER) * n as i64 + state.bank_ausgezahlt {
        return Err(format!("players hold {taler} Taler, the bank paid out {} net", state.bank_ausgezahlt));
    }
    for &g in &Gilde::ALL {
        let in_play = state.gilden().contains(&g);
        let lager: u32 = state.haeuser.iter().map(|h| u32::from(h.lager.of(g))).sum();
        let hand: u32 = state.spieler.values().iter().map(|p| u32::from(p.auslage.waren.of(g))).sum();
        let hausierer =
            state.spieler.values().iter().flat_map(|p| &p.auslage.hausierer).filter(|(_, w)| *w == g).count();
        let total = lager + hand + hausierer as u32;
        if total != if in_play { u32::from(WAREN_JE_GILDE) } else { 0 } {
            return Err(format!("{total} goods of {g:?}"));
        }
    }
    let mut tiles: HashMap<Gast, usize> = HashMap::new();
    let mut citizens_in_play = 0;
    let mut count = |g: Gast| {
        citizens_in_play += usize::from(matches!(g, Gast::Buerger(_)));
        *tiles.entry(g).or_default() += 1;
    };
    for haus in &state.haeuser {
        haus.werkstatt.iter().flatten().for_each(|&h| count(Gast::Handwerker(h)));
        haus.zimmer.iter().flatten().for_each(|&g| count(g));
        haus.buergermeister.iter().for_each(|&b| count(Gast::Buerger(b)));
    }
    for p in state.spieler.values() {
        p.auslage.handwerker.iter().for_each(|&h| count(Gast::Handwerker(h)));
        p.auslage.buerger.iter().for_each(|&b| count(Gast::Buerger(b)));
        p.auslage.hausierer.iter().for_each(|&(b, _)| count(Gast::Buerger(b)));
    }
    state.gaeste.iter().chain(&state.schachtel).for_each(|&g| count(g));
    if let Phase::Aktion { schritt: Some((_, schritt)), .. } = state.phase
        && let Some(b) = schritt.buerger()
    {
        count(Gast::Buerger(b));
    }
    state.unbenutzt.iter().for_each(|&b| count(Gast::Buerger(b)));
    let citizens_in_play = citizens_in_play - state.unbenutzt.len();
    let expected: Vec<Gast> = state
        .gilden()
        .iter()
        .flat_map(|&g| Handwerker::of(g).map(Gast::Handwerker))
        .chain(Buerger::all().map(Gast::Buerger))
        .collect();
    let wrong: Vec<(&Gast, usize)> =
        expected.iter().map(|g| (g, tiles.get(g).copied().unwrap_or(0))).filter(|&(_, n)| n != 1).collect();
    if !wrong.is_empty() || tiles.len() != expected.len() {
        return Err(format!(
            "tiles missing or doubled (tile, count): {wrong:?}; {} kinds for {}",
            tiles.len(),
            expected.len()
        ));
    }
    if citizens_in_play != buerger_im_spiel(n) {
        return Err(format!("{citizens_in_play} citizens in play"));
    }
    for (seat, p) in state.spieler.iter() {
        let dach: u8 = state.haeuser.iter().map(|h| h.dach[seat]).sum();
        if p.auslage.handelsleute + dach + p.auslage.vorrat != HANDELSLEUTE_MAX {
            return Err(format!(
                "{seat:?} has {} + {dach} on roofs + {} in the supply",
                p.auslage.handelsleute, p.auslage.vorrat
            ));
        }
    }
    for haus in &state.haeuser {
        let owned: u8 = state.spieler.values().iter().map(|p| p.auslage.wappen[haus.gilde.index()]).sum();
        if haus.wappen + owned != WAPPEN_JE_GILDE {
            return Err(format!("{:?} arms: {} on the house, {owned} owned", haus.gilde, haus.wappen));
        }
    }
    let over = state.phase == Phase::Ende;
    let prestige: u8 = state.spieler.values().iter().map(|p| p.auslage.prestigewappen).sum();
    if prestige + state.prestige_vorrat + state.prestige_verfallen + u8::from(!over) != PRESTIGEWAPPEN {
        return Err(format!("prestige arms: {prestige} owned, {} in the supply", state.prestige_vorrat));
    }
    let mut order = state.reihenfolge.clone();
    order.sort();
    if order != Seat::all(n).collect::<Vec<_>>() {
        return Err(format!("turn order {:?}", state.reihenfolge));
    }
    let windows = if over { 0 } else { usize::from(RUNDEN - state.runde + 1) };
    if state.haeuser.iter().any(|h| h.werkstatt.len() != windows) {
        return Err(format!("round {} with workshops of the wrong size", state.runde));
    }
    Ok(())
}

/// A random set of `size` cards among `gilden`.
fn zufallskarten(gilden: &[Gilde], size: usize, rng: &mut GameRng) -> Karten {
    let mut pool = gilden.to_vec();
    rng.shuffle(&mut pool);
    Karten::from_gilden(&pool[..size])
}

/// A state `viewer` cannot tell from `state`: other players' Taler changed (against the bank;
/// not once the game is over, when all money is counted openly),
/// their unrevealed cards redrawn (same number), the guest pile reshuffled and a citizen in it
/// swapped with one left unseen in the box. `None` if nothing hidden can change.
pub fn hidden_variant(state: &State, viewer: Seat, rng: &mut GameRng) -> Option<State> {
    let mut v = state.clone();
    let geld_verdeckt = state.phase != Phase::Ende;
    for seat in Seat::all(v.players()).filter(|&s| s != viewer && geld_verdeckt) {
        let old = v.spieler[seat].taler;
        let new = rng.below(2 * old + 10);
        v.spieler[seat].taler = new;
        v.bank_ausgezahlt += i64::from(new) - i64::from(old);
    }
    let gilden = v.gilden();
    match &mut v.phase {
        Phase::Planung { plaene } => {
            for (_, plan) in plaene.iter_mut().filter(|(s, _)| *s != viewer) {
                if let Some(k) = plan.filter(|k| !k.is_empty()) {
                    *plan = Some(zufallskarten(gilden, k.len(), rng));
                }
            }
        }
        Phase::Aktion { karten, gilde, .. } => {
            let later: Vec<Gilde> = gilden.iter().copied().filter(|g| g > gilde).collect();
            for (_, k) in karten.iter_mut().filter(|(s, _)| *s != viewer) {
                let current = Karten::from_gilden(&[*gilde]).0 & k.0;
                let hidden = Karten(k.0 & !current);
                *k = Karten(current | zufallskarten(&later, hidden.len(), rng).0);
            }
        }
        Phase::Ende => {}
    }
    rng.shuffle(&mut v.gaeste);
    let in_pile: Vec<usize> = (0..v.gaeste.len()).filter(|&i| matches!(v.gaeste[i], Gast::Buerger(_))).collect();
    if !in_pile.is_empty() && !v.unbenutzt.is_empty() {
        let i = in_pile[rng.index(in_pile.len())];
        let j = rng.index(v.unbenutzt.len());
        if let Gast::Buerger(b) = v.gaeste[i] {
            v.gaeste[i] = Gast::Buerger(std::mem::replace(&mut v.unbenutzt[j], b));
        }
    }
    (v != *state).then_some(v)
}
