//! Refused decisions: each with its reason in the rulebook's terms, in both languages, and the
//! position untouched.

use crate::support::*;
use keydom_rules::engine::{Game, RuleError, Seat};
use keydom_rules::games::nuernberg::data::Guild;
use keydom_rules::games::nuernberg::{Action, Cards, Goods, Nuernberg, Phase, Refusal, State};
use keydom_rules::text::Describe;

const A: Seat = Seat(0);
const B: Seat = Seat(1);

/// Applies `action`, expects the refusal `reason` with both texts, and an untouched position.
fn refused(state: &State, seat: Seat, action: Action, reason: RuleError<Refusal>) {
    let mut copy = state.clone();
    let result = Nuernberg::apply(&mut copy, seat, &action);
    assert_eq!(result, Err(reason.clone()), "{action:?}");
    assert_eq!(&copy, state, "refusing {action:?} changed the position");
    let text = reason.describe();
    assert!(!text.de.is_empty() && !text.en.is_empty() && text.de != text.en);
}

fn rule(r: Refusal) -> RuleError<Refusal> {
    RuleError::Rule(r)
}

#[test]
fn planning_refusals() {
    let mut s = new_game(3, 8);
    refused(&s, A, Action::Plan(Cards::default()), rule(Refusal::NoCard));
    refused(&s, A, Action::Plan(Cards(0b1000_0001)), rule(Refusal::UnknownCard));
    let schneider = Cards::from_guilds(&[Guild::Brauer, Guild::Schneider]);
    refused(&s, A, Action::Plan(schneider), rule(Refusal::GuildNotInPlay(Guild::Schneider)));
    s.players[A].tableau.merchants = 2;
    s.players[A].tableau.supply = 6;
    let three = Cards::from_guilds(&Guild::ALL[..3]);
    refused(&s, A, Action::Plan(three), rule(Refusal::TooManyCards { cards: 3, merchants: 2 }));
    refused(&s, A, Action::Sell(1), rule(Refusal::NotNow));
    play(&mut s, A, Action::Pass);
    refused(&s, A, Action::Pass, RuleError::NotYourTurn(A));
}

#[test]
fn refusals_at_a_called_guild() {
    let s = turn_at(3, A, Guild::Brauer, |s| s.order = vec![A, B, Seat(2)]);
    refused(&s, B, Action::DoNothing, RuleError::NotYourTurn(B));
    refused(&s, A, Action::Sell(0), rule(Refusal::NoGoods));
    refused(&s, A, Action::Sell(2), rule(Refusal::TooFewGoods { guild: Guild::Brauer, has: 1 }));
    let beer = Goods::single(Guild::Brauer, 1);
    refused(&s, A, Action::Recruit { room: 4, payment: beer }, rule(Refusal::NoSuchRoom));
    refused(&s, A, Action::Recruit { room: 0, payment: beer }, rule(Refusal::EmptyRoom));
    let two_others = Goods([0, 1, 1, 0, 0, 0]);
    refused(&s, A, Action::Recruit { room: 1, payment: two_others }, rule(Refusal::WrongPayment));
    let two_beer = Goods::single(Guild::Brauer, 2);
    refused(&s, A, Action::Recruit { room: 2, payment: two_beer }, rule(Refusal::GoodsMissing));
    refused(&s, A, Action::Buy(Goods::default()), rule(Refusal::NoGoods));
    refused(&s, A, Action::Buy(Goods::single(Guild::Brauer, 4)), rule(Refusal::OverLimit { limit: 3 }));
    refused(&s, A, Action::Buy(Goods::single(Guild::Drucker, 1)), rule(Refusal::NotInStorage));
    let mut arm = s.clone();
    arm.bank_paid -= i64::from(arm.players[A].taler);
    arm.players[A].taler = 0;
    let price = arm.houses[0].price();
    refused(&arm, A, Action::Buy(beer), rule(Refusal::CannotAfford { cost: price }));
    refused(&s, A, Action::Pass, rule(Refusal::NotNow));
    refused(&s, A, Action::Load(Guild::Brauer), rule(Refusal::NotNow));
}

#[test]
fn nothing_is_accepted_once_the_game_is_over() {
    let mut s = new_game(2, 1);
    while s.phase != Phase::Over {
        finish_round(&mut s);
    }
    assert_eq!(s.round, 4);
    refused(&s, A, Action::Pass, RuleError::GameOver);
    assert!(Nuernberg::legal_actions(&s, A).is_empty());
}
