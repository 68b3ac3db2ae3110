//! The end of a round and the fourth round, and the first-pass buying limits, through `apply`.

mod nuernberg_support;

use keydom_rules::engine::{Game, RuleError, Seat};
use keydom_rules::games::nuernberg::data::{Gast, Gilde};
use keydom_rules::games::nuernberg::{Aktion, Event, Karten, Nuernberg, Phase, Refusal, Waren};
use nuernberg_support::*;

#[test]
fn the_fourth_round_favourite_takes_both_craftsmen_and_a_merchant_for_each_plus() {
    let mut s = neues_spiel(2, 6);
    // The two "Handelsmann +" Brauer (a 2 and a 3) go into the stacked top window at set-up.
    let (unten, oben) = (hw(Gilde::Brauer, 0), hw(Gilde::Brauer, 2));
    lege(&mut s, Gast::Handwerker(unten), Ort::Werkstatt(Gilde::Brauer, 3, 0));
    lege(&mut s, Gast::Handwerker(oben), Ort::Werkstatt(Gilde::Brauer, 3, 1));
    for _ in 0..3 {
        runde_beenden(&mut s);
    }
    assert_eq!(s.runde, 4);
    assert_eq!(s.haeuser[0].werkstatt, [vec![unten, oben]]);
    assert_eq!(s.haeuser[0].preis(), 3, "the upper one is the master");
    // Only Seat 1 has beer.
    weg(&mut s, Seat(0), Gilde::Brauer);
    weg(&mut s, Seat(1), Gilde::Brauer);
    gib(&mut s, Seat(1), Gilde::Brauer, 1);
    let vorher = s.spieler[Seat(1)].auslage.handelsleute;
    let events = runde_beenden(&mut s);
    assert!(events.contains(&Event::Guenstling {
        gilde: Gilde::Brauer,
        seat: Seat(1),
        meister: vec![unten, oben],
        wappen: true,
        prestige: s.prestige == Gilde::Brauer,
    }));
    assert!(
        s.spieler[Seat(1)].auslage.handwerker.contains(&unten) && s.spieler[Seat(1)].auslage.handwerker.contains(&oben)
    );
    assert_eq!(events.iter().filter(|e| **e == Event::Handelsmann { seat: Seat(1) }).count(), 2);
    assert_eq!(s.spieler[Seat(1)].auslage.handelsleute, vorher + 2);
    assert_eq!(s.phase, Phase::Ende);
    assert!(s.haeuser.iter().all(|h| h.werkstatt.is_empty()), "no craftsmen are left in the houses");
}

#[test]
fn without_goods_there_is_no_favourite_and_the_master_goes_to_the_box() {
    let mut s = neues_spiel(2, 6);
    weg(&mut s, Seat(0), Gilde::Baecker);
    weg(&mut s, Seat(1), Gilde::Baecker);
    s.prestige = Gilde::Baecker;
    let meister = s.haeuser[1].meister().unwrap();
    let events = runde_beenden(&mut s);
    assert!(events.contains(&Event::KeinGuenstling { gilde: Gilde::Baecker }));
    assert!(s.schachtel.contains(&Gast::Handwerker(meister)));
    assert_eq!(s.prestige_verfallen, 1, "the unclaimed prestige arm leaves the game");
    assert_ne!(s.prestige, Gilde::Baecker, "never the prestige guild twice in a row");
}

#[test]
fn refilling_discards_the_leftmost_guest_and_slides_the_rest() {
    let mut s = neues_spiel(2, 6);
    let gast = s.gaeste.pop().unwrap();
    s.haeuser[2].zimmer[0] = Some(gast);
    let [_, b, c, d] = s.haeuser[2].zimmer;
    let events = runde_beenden(&mut s);
    assert!(events.iter().any(|e| matches!(e, Event::NeueRunde { runde: 2 })));
    assert!(s.schachtel.contains(&gast));
    assert_eq!(s.haeuser[2].zimmer[..3], [b, c, d]);
    assert!(s.haeuser[2].zimmer[3].is_some(), "the empty room is refilled from the pile");
}

#[test]
fn five_players_at_one_guild_in_the_first_pass_buy_one_good_each() {
    let mut s = neues_spiel(5, 3);
    for seat in Seat::all(5) {
        spiele(&mut s, seat, Aktion::Planen(Karten::from_gilden(&[Gilde::Hutmacher])));
    }
    let first = Nuernberg::to_act(&s).seats()[0];
    let zwei = Aktion::Kaufen(Waren::single(Gilde::Hutmacher, 2));
    assert_eq!(Nuernberg::apply(&mut s.clone(), first, &zwei), Err(RuleError::Rule(Refusal::UeberLimit { limit: 1 })));
    spiele(&mut s, first, Aktion::Kaufen(Waren::single(Gilde::Hutmacher, 1)));
}
