//! Phase 2 and 3 of a pass (rulebook "Aktionsphase", "Endphase des Durchgangs"): guilds are
//! called in order, players with a card there act in turn order (sell, recruit, buy or do
//! nothing), each merchant then goes on the roof; at the end, players out of merchants pass.

use super::data::{Gast, Gilde, Stadtbewohner, ZIMMER_KOSTEN};
use super::events::Event;
use super::state::{Karten, Phase, Schritt, State, Waren};
use super::{Aktion, citizens, planning, round_end};
use crate::engine::{PerSeat, Seat};

/// Most goods one purchase may take outside the first-pass limits (rulebook).
const KAUF_MAX: u8 = 3;

/// The seat that must decide in the action phase.
pub fn am_zug(state: &State) -> Option<Seat> {
    let Phase::Aktion { karten, gilde, schritt, .. } = &state.phase else { return None };
    match schritt {
        Some((seat, _)) => Some(*seat),
        None => state.reihenfolge.iter().copied().find(|&s| karten[s].has(*gilde)),
    }
}

/// The buying limit at a guild where `cards` players played a card (rulebook: first pass of
/// the first round, 4 and 5 players).
pub fn kauflimit(state: &State, cards: usize) -> u8 {
    if state.runde != 1 || state.durchgang != 1 {
        return KAUF_MAX;
    }
    match (state.players(), cards) {
        (5, 4..) => 1,
        (5, 3) | (4, 3..) => 2,
        _ => KAUF_MAX,
    }
}

/// Calls the first guild from index `from` on at which someone played a card; ends the pass
/// if there is none.
pub fn aufrufen(state: &mut State, karten: PerSeat<Karten>, from: usize, events: &mut Vec<Event>) {
    let next = state.gilden().iter().skip(from).copied().find(|&g| karten.values().iter().any(|k| k.has(g)));
    let Some(gilde) = next else {
        durchgang_ende(state, events);
        return;
    };
    let spieler: Vec<Seat> = state.reihenfolge.iter().copied().filter(|&s| karten[s].has(gilde)).collect();
    let limit = kauflimit(state, spieler.len());
    events.push(Event::GildeAufgerufen { gilde, spieler, limit });
    state.phase = Phase::Aktion { karten, gilde, limit, schritt: None };
}

/// The called guild and its buying limit.
fn gerufen(state: &State) -> (Gilde, u8) {
    match &state.phase {
        Phase::Aktion { gilde, limit, .. } => (*gilde, *limit),
        _ => unreachable!("no guild is called outside the action phase"),
    }
}

/// Calls `each` with every way `seat` may pay for the guest in `zimmer` of `gilde` with the
/// goods it holds. A room's alternatives cost different numbers of goods, so no payment comes twice.
pub fn zahlungen(state: &State, seat: Seat, gilde: Gilde, zimmer: usize, mut each: impl FnMut(Waren)) {
    let hat = state.spieler[seat].auslage.waren;
    for &(eigene, beliebige) in ZIMMER_KOSTEN[zimmer] {
        let basis = Waren::single(gilde, eigene);
        if hat.contains(&basis) {
            hat.minus(&basis).each_bag(beliebige, |rest| each(basis.plus(&rest)));
        }
    }
}

/// Whether `zahlung` is one of the costs of room `zimmer` in `gilde`'s house: so many goods of
/// the guild, or fewer of them plus so many goods of any kind.
pub fn kosten_passen(gilde: Gilde, zimmer: usize, zahlung: &Waren) -> bool {
    ZIMMER_KOSTEN[zimmer]
        .iter()
        .any(|&(eigene, beliebige)| zahlung.total() == u32::from(eigene + beliebige) && zahlung.of(gilde) >= eigene)
}

/// Whether `seat` may buy `n` goods at the called guild: within the buying limit and affordable.
fn kaufbar(state: &State, seat: Seat, n: u8) -> bool {
    let (gilde, limit) = gerufen(state);
    (1..=limit).contains(&n) && state.haus(gilde).preis() * u32::from(n) <= state.spieler[seat].taler
}

/// The decisions at the called guild: the four actions, or the move-to-first step.
pub fn legal(state: &State, seat: Seat) -> Vec<Aktion> {
    if let Phase::Aktion { schritt: Some((_, Schritt::Reihenfolge)), .. } = state.phase {
        return vec![Aktion::NachVorn(true), Aktion::NachVorn(false)];
    }
    let (gilde, limit) = gerufen(state);
    let haus = state.haus(gilde);
    let mut legal = Vec::with_capacity(32); // room for all but the longest lists
    legal.extend((1..=state.spieler[seat].auslage.waren.of(gilde)).map(Aktion::Verkaufen));
    for (zimmer, gast) in haus.zimmer.iter().enumerate() {
        if gast.is_some() {
            zahlungen(state, seat, gilde, zimmer, |zahlung| {
                legal.push(Aktion::Anwerben { zimmer: zimmer as u8, zahlung })
            });
        }
    }
    for n in 1..=limit {
        if kaufbar(state, seat, n) {
            haus.lager.each_bag(n, |waren| legal.push(Aktion::Kaufen(waren)));
        }
    }
    legal.push(Aktion::NichtsTun);
    legal
}

/// Whether `action` is one of `legal(state, seat)`, asked of that one decision instead of
/// listing them all: the same rules (a payment is listed exactly when it fits a cost of the
/// room and the player holds it).
pub fn erlaubt(state: &State, seat: Seat, action: &Aktion) -> bool {
    if let Phase::Aktion { schritt: Some((_, Schritt::Reihenfolge)), .. } = state.phase {
        return matches!(action, Aktion::NachVorn(_));
    }
    let (gilde, _) = gerufen(state);
    let haus = state.haus(gilde);
    let hat = state.spieler[seat].auslage.waren;
    match action {
        Aktion::Verkaufen(n) => (1..=hat.of(gilde)).contains(n),
        Aktion::Anwerben { zimmer, zahlung } => {
            let zimmer = usize::from(*zimmer);
            haus.zimmer.get(zimmer).is_some_and(Option::is_some)
                && kosten_passen(gilde, zimmer, zahlung)
                && hat.contains(zahlung)
        }
        Aktion::Kaufen(waren) => {
            u8::try_from(waren.total()).is_ok_and(|n| kaufbar(state, seat, n)) && haus.lager.contains(waren)
        }
        Aktion::NichtsTun => true,
        _ => false,
    }
}

/// Carries out a legal decision at the called guild.
pub fn apply(state: &mut State, seat: Seat, action: &Aktion, events: &mut Vec<Event>) {
    let (gilde, _) = gerufen(state);
    let preis = state.haus(gilde).preis();
    match action {
        Aktion::Verkaufen(n) => {
            state.spieler[seat].auslage.waren.0[gilde.index()] -= n;
            state.haus_mut(gilde).lager.add(gilde, *n);
            let erloes = preis * u32::from(*n);
            state.von_bank(seat, erloes);
            events.push(Event::Verkauft { seat, gilde, anzahl: *n, erloes });
            abschliessen(state, seat, events);
        }
        Aktion::Kaufen(waren) => {
            let kosten = preis * waren.total();
            state.an_bank(seat, kosten);
            let haus = state.haus_mut(gilde);
            haus.lager = haus.lager.minus(waren);
            let p = &mut state.spieler[seat];
            p.auslage.waren = p.auslage.waren.plus(waren);
            events.push(Event::Gekauft { seat, gilde, waren: *waren, kosten });
            abschliessen(state, seat, events);
        }
        Aktion::NichtsTun => {
            events.push(Event::NichtsGetan { seat, gilde });
            abschliessen(state, seat, events);
        }
        Aktion::Anwerben { zimmer, zahlung } => anwerben(state, seat, gilde, usize::from(*zimmer), zahlung, events),
        Aktion::NachVorn(vorn) => {
            if *vorn {
                let at = state.platz_in_reihenfolge(seat);
                state.reihenfolge.remove(at);
                state.reihenfolge.insert(0, seat);
                events.push(Event::NachVorn { seat });
            }
            abschliessen(state, seat, events);
        }
        _ => unreachable!("only legal actions reach apply"),
    }
}

/// Recruiting steps 1 and 2: pay into the storage and take the guest (star abilities at once).
fn anwerben(state: &mut State, seat: Seat, gilde: Gilde, zimmer: usize, zahlung: &Waren, events: &mut Vec<Event>) {
    let p = &mut state.spieler[seat];
    p.auslage.waren = p.auslage.waren.minus(zahlung);
    let haus = state.haus_mut(gilde);
    haus.lager = haus.lager.plus(zahlung);
    let gast = haus.zimmer[zimmer].take().expect("legal recruits name an occupied room");
    events.push(Event::Angeworben { seat, gilde, zimmer: zimmer as u8, gast, zahlung: *zahlung });
    let schritt = match gast {
        Gast::Handwerker(h) => {
            state.spieler[seat].auslage.handwerker.push(h);
            if h.handelsmann_plus() {
                handelsmann_gewinnen(state, seat, events);
            }
            None
        }
        Gast::Buerger(b) => match b.art() {
            Stadtbewohner::Ratsherr => {
                handelsmann_gewinnen(state, seat, events);
                state.einmischen(gast);
                None
            }
            Stadtbewohner::Dieb => citizens::dieb_moeglich(state, seat).then_some(Schritt::Dieb(b)),
            Stadtbewohner::Waechter => citizens::waechter_moeglich(state).then_some(Schritt::Waechter(b)),
            Stadtbewohner::Hausierer => {
                (state.spieler[seat].auslage.waren.total() > 0).then_some(Schritt::Hausierer(b))
            }
            Stadtbewohner::Buergermeister => Some(Schritt::Buergermeister(b)),
            _ => {
                state.spieler[seat].auslage.buerger.push(b);
                None
            }
        },
    };
    match schritt {
        Some(schritt) => set_schritt(state, seat, Some(schritt)),
        None => {
            if let Gast::Buerger(b) = gast
                && matches!(b.art(), Stadtbewohner::Dieb | Stadtbewohner::Waechter | Stadtbewohner::Hausierer)
            {
                events.push(Event::OhneWirkung { seat, buerger: b });
                state.einmischen(gast);
            }
            nach_gast(state, seat, events);
        }
    }
}

/// Gives `seat` a merchant from the supply, if one of its colour is left.
pub fn handelsmann_gewinnen(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    if state.handelsmann_dazu(seat) {
        events.push(Event::Handelsmann { seat });
    }
}

/// Sets or clears the open step of the action phase.
pub fn set_schritt(state: &mut State, seat: Seat, next: Option<Schritt>) {
    if let Phase::Aktion { schritt, .. } = &mut state.phase {
        *schritt = next.map(|s| (seat, s));
    }
}

/// Recruiting steps 3 and 4: a Taler per merchant on the roof, then the turn-order choice.
pub fn nach_gast(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let (gilde, _) = gerufen(state);
    let bonus = state.haus(gilde).dach_gesamt();
    if bonus > 0 {
        state.von_bank(seat, bonus);
        events.push(Event::Dachbonus { seat, taler: bonus });
    }
    if state.platz_in_reihenfolge(seat) > 0 {
        set_schritt(state, seat, Some(Schritt::Reihenfolge));
    } else {
        abschliessen(state, seat, events);
    }
}

/// Ends `seat`'s action: merchant on the roof, card taken back, next player or guild.
fn abschliessen(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    set_schritt(state, seat, None);
    let (gilde, _) = gerufen(state);
    state.spieler[seat].auslage.handelsleute -= 1;
    state.haus_mut(gilde).dach[seat] += 1;
    let Phase::Aktion { karten, .. } = &mut state.phase else { unreachable!("inside the action phase") };
    karten[seat] = karten[seat].without(gilde);
    if !karten.values().iter().any(|k| k.has(gilde)) {
        let karten = karten.clone();
        aufrufen(state, karten, gilde.index() + 1, events);
    }
}

/// Phase 3: players without merchants pass; the round ends once everyone has passed.
fn durchgang_ende(state: &mut State, events: &mut Vec<Event>) {
    for (seat, p) in state.spieler.iter_mut() {
        if !p.auslage.gepasst && p.auslage.handelsleute == 0 {
            p.auslage.gepasst = true;
            events.push(Event::OhneHandelsleute { seat });
        }
    }
    if state.spieler.values().iter().all(|p| p.auslage.gepasst) {
        round_end::rundenende(state, events);
    } else {
        state.durchgang += 1;
        events.push(Event::NeuerDurchgang { durchgang: state.durchgang });
        planning::neuer_durchgang(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::nuernberg::{Config, Nuernberg};

    fn with(players: u8, runde: u8, durchgang: u8) -> State {
        let mut state = Nuernberg::setup(&Config { players }, 3).unwrap();
        state.runde = runde;
        state.durchgang = durchgang;
        state
    }

    #[test]
    fn first_pass_buying_limits_for_four_and_five_players() {
        let five = with(5, 1, 1);
        assert_eq!([1, 2, 3, 4, 5].map(|c| kauflimit(&five, c)), [3, 3, 2, 1, 1]);
        let four = with(4, 1, 1);
        assert_eq!([1, 2, 3, 4].map(|c| kauflimit(&four, c)), [3, 3, 2, 2]);
        let three = with(3, 1, 1);
        assert_eq!(kauflimit(&three, 3), 3);
        assert_eq!(kauflimit(&with(5, 1, 2), 5), 3, "only the first pass");
        assert_eq!(kauflimit(&with(5, 2, 1), 5), 3, "only the first round");
    }

    fn payments(state: &State, zimmer: usize) -> Vec<Waren> {
        let mut out = Vec::new();
        zahlungen(state, Seat(0), Gilde::Brauer, zimmer, |zahlung| out.push(zahlung));
        out
    }

    #[test]
    fn room_payments_offer_both_alternatives() {
        let mut state = with(3, 1, 1);
        // Blau in the rulebook's example: 1 beer and some other goods, no second beer.
        state.spieler[Seat(0)].auslage.waren = Waren([1, 1, 1, 1, 0, 0]);
        assert_eq!(payments(&state, 0), [Waren([1, 0, 0, 0, 0, 0])]);
        assert_eq!(payments(&state, 1).len(), 3);
        // Room 3: not 2 beer, but 1 beer + two of the three others.
        assert_eq!(payments(&state, 2).len(), 3);
        assert!(payments(&state, 3).is_empty());
        // With plenty of beer both alternatives of room 3 and 4 are offered, each payment once.
        state.spieler[Seat(0)].auslage.waren = Waren([4, 1, 1, 0, 0, 0]);
        assert_eq!(payments(&state, 2).len(), 1 + 4);
        assert_eq!(payments(&state, 3).len(), 1 + 4);
    }

    #[test]
    fn a_rooms_alternatives_cost_different_numbers_of_goods() {
        for kosten in ZIMMER_KOSTEN {
            let mut goods: Vec<u8> = kosten.iter().map(|&(eigene, beliebige)| eigene + beliebige).collect();
            goods.sort();
            goods.dedup();
            assert_eq!(goods.len(), kosten.len(), "{kosten:?}");
        }
    }
}
