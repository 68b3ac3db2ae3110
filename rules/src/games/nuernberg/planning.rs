//! Phase 1 of a pass (rulebook "Planungsphase"): every active player secretly plays action
//! cards, at most one per merchant in hand, or passes for the round. Cards are revealed guild
//! by guild once all have committed.

use super::events::Event;
use super::state::{Karten, Phase, State};
use super::{Aktion, actions};
use crate::engine::{PerSeat, Seat};

/// A fresh planning phase for the next pass.
pub fn neuer_durchgang(state: &mut State) {
    state.phase = Phase::Planung { plaene: PerSeat::filled(state.players(), None) };
}

/// Which plans `seat` may make: at least one card, only guilds in play (the first ones), no
/// more cards than merchants in hand.
fn planbar(state: &State, seat: Seat) -> impl Fn(Karten) -> bool {
    let guilds = state.gilden().len();
    let most = usize::from(state.spieler[seat].auslage.handelsleute);
    move |karten| (1..1 << guilds).contains(&u32::from(karten.0)) && karten.len() <= most
}

/// Passing, and every non-empty set of cards of guilds in play that the merchants in hand allow.
pub fn legal(state: &State, seat: Seat) -> Vec<Aktion> {
    let guilds = state.gilden().len();
    let planbar = planbar(state, seat);
    let mut legal = Vec::with_capacity(1 << guilds);
    legal.push(Aktion::Passen);
    legal.extend((1u8..1 << guilds).map(Karten).filter(|&k| planbar(k)).map(Aktion::Planen));
    legal
}

/// Whether `action` is one of `legal(state, seat)`, asked of that one decision.
pub fn erlaubt(state: &State, seat: Seat, action: &Aktion) -> bool {
    match action {
        Aktion::Passen => true,
        Aktion::Planen(karten) => planbar(state, seat)(*karten),
        _ => false,
    }
}

/// Commits a plan (or a pass); reveals and starts the action phase once everyone is in.
pub fn apply(state: &mut State, seat: Seat, action: &Aktion, events: &mut Vec<Event>) {
    let karten = match action {
        Aktion::Planen(karten) => {
            events.push(Event::Geplant { seat, karten: karten.len() });
            *karten
        }
        _ => {
            state.spieler[seat].auslage.gepasst = true;
            events.push(Event::Gepasst { seat });
            Karten::default()
        }
    };
    let Phase::Planung { plaene } = &mut state.phase else { unreachable!("planning apply outside planning") };
    plaene[seat] = Some(karten);
    let spieler = &state.spieler;
    if plaene.iter().all(|(s, p)| p.is_some() || spieler[s].auslage.gepasst) {
        let karten = plaene.map(|_, p| p.unwrap_or_default());
        actions::aufrufen(state, karten, 0, events);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::nuernberg::data::Gilde;
    use crate::games::nuernberg::{Config, Nuernberg};

    #[test]
    fn four_merchants_allow_every_set_of_up_to_four_cards() {
        let state = Nuernberg::setup(&Config { players: 3 }, 1).unwrap();
        // 4 guilds: 15 non-empty sets, all within 4 merchants, plus passing.
        assert_eq!(legal(&state, Seat(0)).len(), 16);
        let state = Nuernberg::setup(&Config { players: 5 }, 1).unwrap();
        // 6 guilds, at most 4 cards: 6 + 15 + 20 + 15 sets.
        assert_eq!(legal(&state, Seat(0)).len(), 1 + 56);
    }

    #[test]
    fn plans_stay_secret_until_all_are_in() {
        let mut state = Nuernberg::setup(&Config { players: 3 }, 1).unwrap();
        let plan = Aktion::Planen(Karten::from_gilden(&[Gilde::Baecker, Gilde::Schuhmacher, Gilde::Drucker]));
        let events = Nuernberg::apply(&mut state, Seat(0), &plan).unwrap();
        assert_eq!(events, [Event::Geplant { seat: Seat(0), karten: 3 }]);
        assert!(matches!(state.phase, Phase::Planung { .. }));
        assert_eq!(Nuernberg::to_act(&state).seats(), [Seat(1), Seat(2)]);
    }
}
