//! Phase 1 of a pass (rulebook "Planungsphase"): every active player secretly plays action
//! cards, at most one per merchant in hand, or passes for the round. Cards are revealed guild
//! by guild once all have committed.

use super::events::Event;
use super::state::{Cards, Phase, State};
use super::{Action, actions};
use crate::engine::{Events, PerSeat, Seat};

/// A fresh planning phase for the next pass.
pub fn new_pass(state: &mut State) {
    state.phase = Phase::Planning { plans: PerSeat::filled(state.players(), None) };
}

/// Which plans `seat` may make: at least one card, only guilds in play (the first ones), no
/// more cards than merchants in hand.
fn plannable(state: &State, seat: Seat) -> impl Fn(Cards) -> bool {
    let guilds = state.guilds().len();
    let most = usize::from(state.players[seat].tableau.merchants);
    move |cards| (1..1 << guilds).contains(&u32::from(cards.0)) && cards.len() <= most
}

/// Passing, and every non-empty set of cards of guilds in play that the merchants in hand allow.
pub fn legal(state: &State, seat: Seat) -> Vec<Action> {
    let guilds = state.guilds().len();
    let plannable = plannable(state, seat);
    let mut legal = Vec::with_capacity(1 << guilds);
    legal.push(Action::Pass);
    legal.extend((1u8..1 << guilds).map(Cards).filter(|&k| plannable(k)).map(Action::Plan));
    legal
}

/// Whether `action` is one of `legal(state, seat)`, asked of that one decision.
pub fn is_legal(state: &State, seat: Seat, action: &Action) -> bool {
    match action {
        Action::Pass => true,
        Action::Plan(cards) => plannable(state, seat)(*cards),
        _ => false,
    }
}

/// Commits a plan (or a pass); reveals and starts the action phase once everyone is in.
pub fn apply(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
    let cards = match action {
        Action::Plan(cards) => {
            events.push(Event::Planned { seat, cards: cards.len() });
            *cards
        }
        _ => {
            state.players[seat].tableau.passed = true;
            events.push(Event::Passed { seat });
            Cards::default()
        }
    };
    let Phase::Planning { plans } = &mut state.phase else { unreachable!("planning apply outside planning") };
    plans[seat] = Some(cards);
    let players = &state.players;
    if plans.iter().all(|(s, p)| p.is_some() || players[s].tableau.passed) {
        let cards = plans.map(|_, p| p.unwrap_or_default());
        actions::call_guild(state, cards, 0, events);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::nuernberg::data::Guild;
    use crate::games::nuernberg::{Config, Nuernberg};

    #[test]
    fn four_merchants_allow_every_set_of_up_to_four_cards() {
        let state = Nuernberg::setup(&Config::new(3), 1).unwrap();
        // 4 guilds: 15 non-empty sets, all within 4 merchants, plus passing.
        assert_eq!(legal(&state, Seat(0)).len(), 16);
        let state = Nuernberg::setup(&Config::new(5), 1).unwrap();
        // 6 guilds, at most 4 cards: 6 + 15 + 20 + 15 sets.
        assert_eq!(legal(&state, Seat(0)).len(), 1 + 56);
    }

    #[test]
    fn plans_stay_secret_until_all_are_in() {
        let mut state = Nuernberg::setup(&Config::new(3), 1).unwrap();
        let plan = Action::Plan(Cards::from_guilds(&[Guild::Baecker, Guild::Schuhmacher, Guild::Drucker]));
        let events = Nuernberg::apply(&mut state, Seat(0), &plan).unwrap();
        assert_eq!(events, [Event::Planned { seat: Seat(0), cards: 3 }]);
        assert!(matches!(state.phase, Phase::Planning { .. }));
        assert_eq!(Nuernberg::to_act(&state).seats(), [Seat(1), Seat(2)].into());
    }
}
