//! Refused decisions: each with its reason in the rulebook's terms, in both languages, and the
//! position untouched.

mod nuernberg_support;

use keydom_rules::engine::{Game, RuleError, Seat};
use keydom_rules::games::nuernberg::data::Gilde;
use keydom_rules::games::nuernberg::{Aktion, Karten, Nuernberg, Phase, Refusal, State, Waren};
use keydom_rules::text::Describe;
use nuernberg_support::*;

const A: Seat = Seat(0);
const B: Seat = Seat(1);

/// Applies `aktion`, expects the refusal `grund` with both texts, and an untouched position.
fn refused(state: &State, seat: Seat, aktion: Aktion, grund: RuleError<Refusal>) {
    let mut copy = state.clone();
    let result = Nuernberg::apply(&mut copy, seat, &aktion);
    assert_eq!(result, Err(grund.clone()), "{aktion:?}");
    assert_eq!(&copy, state, "refusing {aktion:?} changed the position");
    let text = grund.describe();
    assert!(!text.de.is_empty() && !text.en.is_empty() && text.de != text.en);
}

fn rule(r: Refusal) -> RuleError<Refusal> {
    RuleError::Rule(r)
}

#[test]
fn planning_refusals() {
    let mut s = neues_spiel(3, 8);
    refused(&s, A, Aktion::Planen(Karten::default()), rule(Refusal::KeineKarte));
    refused(&s, A, Aktion::Planen(Karten(0b1000_0001)), rule(Refusal::UnbekannteKarte));
    let schneider = Karten::from_gilden(&[Gilde::Brauer, Gilde::Schneider]);
    refused(&s, A, Aktion::Planen(schneider), rule(Refusal::GildeNichtImSpiel(Gilde::Schneider)));
    s.spieler[A].auslage.handelsleute = 2;
    s.spieler[A].auslage.vorrat = 6;
    let drei = Karten::from_gilden(&Gilde::ALL[..3]);
    refused(&s, A, Aktion::Planen(drei), rule(Refusal::ZuVieleKarten { karten: 3, handelsleute: 2 }));
    refused(&s, A, Aktion::Verkaufen(1), rule(Refusal::NichtJetzt));
    spiele(&mut s, A, Aktion::Passen);
    refused(&s, A, Aktion::Passen, RuleError::NotYourTurn(A));
}

#[test]
fn refusals_at_a_called_guild() {
    let s = am_zug_bei(3, A, Gilde::Brauer, |s| s.reihenfolge = vec![A, B, Seat(2)]);
    refused(&s, B, Aktion::NichtsTun, RuleError::NotYourTurn(B));
    refused(&s, A, Aktion::Verkaufen(0), rule(Refusal::KeineWare));
    refused(&s, A, Aktion::Verkaufen(2), rule(Refusal::ZuWenigWaren { gilde: Gilde::Brauer, hat: 1 }));
    let bier = Waren::single(Gilde::Brauer, 1);
    refused(&s, A, Aktion::Anwerben { zimmer: 4, zahlung: bier }, rule(Refusal::KeinZimmer));
    refused(&s, A, Aktion::Anwerben { zimmer: 0, zahlung: bier }, rule(Refusal::ZimmerLeer));
    let zwei_fremde = Waren([0, 1, 1, 0, 0, 0]);
    refused(&s, A, Aktion::Anwerben { zimmer: 1, zahlung: zwei_fremde }, rule(Refusal::ZahlungFalsch));
    let zwei_bier = Waren::single(Gilde::Brauer, 2);
    refused(&s, A, Aktion::Anwerben { zimmer: 2, zahlung: zwei_bier }, rule(Refusal::WarenFehlen));
    refused(&s, A, Aktion::Kaufen(Waren::default()), rule(Refusal::KeineWare));
    refused(&s, A, Aktion::Kaufen(Waren::single(Gilde::Brauer, 4)), rule(Refusal::UeberLimit { limit: 3 }));
    refused(&s, A, Aktion::Kaufen(Waren::single(Gilde::Drucker, 1)), rule(Refusal::LagerHatNicht));
    let mut arm = s.clone();
    arm.bank_ausgezahlt -= i64::from(arm.spieler[A].taler);
    arm.spieler[A].taler = 0;
    let preis = arm.haeuser[0].preis();
    refused(&arm, A, Aktion::Kaufen(bier), rule(Refusal::ZuWenigGeld { kosten: preis }));
    refused(&s, A, Aktion::Passen, rule(Refusal::NichtJetzt));
    refused(&s, A, Aktion::Beladen(Gilde::Brauer), rule(Refusal::NichtJetzt));
}

#[test]
fn nothing_is_accepted_once_the_game_is_over() {
    let mut s = neues_spiel(2, 1);
    while s.phase != Phase::Ende {
        runde_beenden(&mut s);
    }
    assert_eq!(s.runde, 4);
    refused(&s, A, Aktion::Passen, RuleError::GameOver);
    assert!(Nuernberg::legal_actions(&s, A).is_empty());
}
