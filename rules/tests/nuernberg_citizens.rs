//! Each citizen at its trigger, and the "Handelsmann +" craftsmen, played through `apply`.

mod nuernberg_support;

use keydom_rules::engine::{Game, RuleError, Seat};
use keydom_rules::games::nuernberg::data::{Buerger, Gast, Gilde, Stadtbewohner};
use keydom_rules::games::nuernberg::{Aktion, Event, Nuernberg, Platz, Refusal, State, Waren};
use nuernberg_support::*;

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C: Seat = Seat(2);

/// Seat A to act at the Brauer, first in turn order, with `gast` in the leftmost room (cost: 1 beer).
fn mit_gast(gast: Gast, mehr: impl FnOnce(&mut State)) -> State {
    am_zug_bei(3, A, Gilde::Brauer, |s| {
        s.reihenfolge = vec![A, B, C];
        lege(s, gast, Ort::Zimmer(Gilde::Brauer, 0));
        mehr(s);
    })
}

fn anwerben(s: &mut State) -> Vec<Event> {
    spiele(s, A, Aktion::Anwerben { zimmer: 0, zahlung: Waren::single(Gilde::Brauer, 1) })
}

fn einkommen(events: &[Event], seat: Seat) -> u32 {
    events
        .iter()
        .find_map(|e| match e {
            Event::Einkommen { seat: s, taler } if *s == seat => Some(*taler),
            _ => None,
        })
        .expect("income was paid")
}

#[test]
fn ratsherr_gives_a_merchant_but_never_a_ninth() {
    let ratsherr = Gast::Buerger(buerger(Stadtbewohner::Ratsherr));
    let mut s = mit_gast(ratsherr, |_| {});
    let events = anwerben(&mut s);
    assert!(events.contains(&Event::Handelsmann { seat: A }));
    assert_eq!((s.spieler[A].auslage.handelsleute, s.spieler[A].auslage.vorrat), (4, 3), "one on the roof, one gained");
    assert!(s.gaeste.contains(&ratsherr), "back into the pile");

    let mut s = mit_gast(ratsherr, |s| {
        s.spieler[A].auslage.handelsleute = 8;
        s.spieler[A].auslage.vorrat = 0;
    });
    let events = anwerben(&mut s);
    assert!(!events.contains(&Event::Handelsmann { seat: A }));
    assert!(s.gaeste.contains(&ratsherr));
}

#[test]
fn handelsmann_plus_craftsmen_give_a_merchant_when_recruited_and_when_won_as_master() {
    let plus = hw(Gilde::Brauer, 0);
    assert!(plus.handelsmann_plus());
    let mut s = mit_gast(Gast::Handwerker(plus), |_| {});
    let events = anwerben(&mut s);
    assert!(events.contains(&Event::Handelsmann { seat: A }));
    assert_eq!(s.spieler[A].auslage.handwerker, [plus]);

    let mut s = mit_gast(Gast::Buerger(buerger(Stadtbewohner::Edelmann(2))), |s| {
        lege(s, Gast::Handwerker(plus), Ort::Werkstatt(Gilde::Brauer, 0, 0));
        weg(s, B, Gilde::Brauer);
        weg(s, C, Gilde::Brauer);
        gib(s, A, Gilde::Brauer, 1);
    });
    spiele(&mut s, A, Aktion::NichtsTun);
    let events = runde_beenden(&mut s);
    assert!(events.iter().any(|e| matches!(e, Event::Guenstling { gilde: Gilde::Brauer, seat: A, .. })));
    assert!(events.contains(&Event::Handelsmann { seat: A }));
    assert_eq!((s.spieler[A].auslage.handelsleute, s.spieler[A].auslage.vorrat), (5, 3));
}

#[test]
fn dieb_takes_two_goods_and_the_bank_pays_the_victim_at_the_masters_prices() {
    let dieb = Gast::Buerger(buerger(Stadtbewohner::Dieb));
    let mut s = mit_gast(dieb, |_| {});
    anwerben(&mut s);
    let legal = Nuernberg::legal_actions(&s, A);
    assert!(legal.contains(&Aktion::Verzichten));
    assert!(legal.iter().all(|a| !matches!(a, Aktion::Stehlen { opfer: A, .. })), "never from oneself");
    let drei = Aktion::Stehlen { opfer: B, waren: Waren([1, 1, 1, 0, 0, 0]) };
    assert_eq!(Nuernberg::apply(&mut s.clone(), A, &drei), Err(RuleError::Rule(Refusal::HoechstensZwei)));
    let selbst = Aktion::Stehlen { opfer: A, waren: Waren([0, 1, 0, 0, 0, 0]) };
    assert_eq!(Nuernberg::apply(&mut s.clone(), A, &selbst), Err(RuleError::Rule(Refusal::KeinOpfer)));

    let preis = |s: &State, g: Gilde| s.haeuser[g.index()].preis();
    let expected = s.spieler[B].taler + preis(&s, Gilde::Brauer) + preis(&s, Gilde::Schuhmacher);
    let waren = Waren([1, 0, 1, 0, 0, 0]);
    let events = spiele(&mut s, A, Aktion::Stehlen { opfer: B, waren });
    assert!(matches!(events[0], Event::Gestohlen { opfer: B, .. }));
    assert_eq!(s.spieler[B].taler, expected);
    assert_eq!(s.spieler[B].auslage.waren, Waren([0, 1, 0, 1, 0, 0]));
    assert_eq!(s.spieler[A].auslage.waren, Waren([1, 1, 2, 1, 0, 0]));
    assert!(s.gaeste.contains(&dieb));
}

#[test]
fn waechter_swaps_two_craftsmen_of_one_guild_but_no_master() {
    let waechter = Gast::Buerger(buerger(Stadtbewohner::Waechter));
    let mut s = mit_gast(waechter, |s| {
        let brauer = s.gaeste.iter().find(|g| matches!(g, Gast::Handwerker(h) if h.gilde == Gilde::Brauer));
        lege(s, *brauer.unwrap(), Ort::Zimmer(Gilde::Baecker, 2));
    });
    anwerben(&mut s);
    let legal = Nuernberg::legal_actions(&s, A);
    let master = |p: &Platz| matches!(p, Platz::Werkstatt { fenster: 0, .. });
    assert!(legal.iter().all(|a| !matches!(a, Aktion::Tauschen(p, q) if master(p) || master(q))));
    let a = Platz::Werkstatt { gilde: Gilde::Brauer, fenster: 1, lage: 0 };
    let b = Platz::Zimmer { gilde: Gilde::Baecker, zimmer: 2 };
    let (in_werkstatt, im_zimmer) = (s.haeuser[0].werkstatt[1][0], s.haeuser[1].zimmer[2]);
    let falsch = Aktion::Tauschen(Platz::Werkstatt { gilde: Gilde::Brauer, fenster: 0, lage: 0 }, b);
    assert_eq!(Nuernberg::apply(&mut s.clone(), A, &falsch), Err(RuleError::Rule(Refusal::KeinTausch)));
    spiele(&mut s, A, Aktion::Tauschen(a, b));
    assert_eq!(Some(Gast::Handwerker(s.haeuser[0].werkstatt[1][0])), im_zimmer);
    assert_eq!(s.haeuser[1].zimmer[2], Some(Gast::Handwerker(in_werkstatt)));
    assert!(s.gaeste.contains(&waechter));
}

#[test]
fn musikant_pays_its_taler_with_every_income() {
    let musikant = buerger(Stadtbewohner::Musikant(5));
    let mut s = mit_gast(Gast::Buerger(musikant), |_| {});
    anwerben(&mut s);
    assert_eq!(s.spieler[A].auslage.buerger, [musikant]);
    let events = runde_beenden(&mut s);
    assert_eq!([A, B].map(|p| einkommen(&events, p)), [3 + 5, 3]);
    let events = runde_beenden(&mut s);
    assert_eq!(einkommen(&events, A), 8, "moon citizens stay and pay every round");
}

#[test]
fn hausierer_counts_as_four_goods_for_the_favourite_then_returns_with_the_good() {
    let hausierer: Buerger = buerger(Stadtbewohner::Hausierer);
    let mut s = mit_gast(Gast::Buerger(hausierer), |s| gib(s, B, Gilde::Drucker, 4));
    anwerben(&mut s);
    assert_eq!(Nuernberg::legal_actions(&s, A), [1, 2, 3].map(|i| Aktion::Beladen(Gilde::ALL[i]))[..]);
    spiele(&mut s, A, Aktion::Beladen(Gilde::Drucker));
    assert_eq!(s.spieler[A].auslage.hausierer, [(hausierer, Gilde::Drucker)]);
    assert_eq!(s.spieler[A].auslage.waren.of(Gilde::Drucker), 0);
    // B has 5 paper against the Hausierer's 4: B is the favourite, A gets the paper back.
    let events = runde_beenden(&mut s);
    assert!(events.iter().any(|e| matches!(e, Event::Guenstling { gilde: Gilde::Drucker, seat: B, .. })));
    assert_eq!(s.spieler[A].auslage.waren.of(Gilde::Drucker), 1);
    assert!(s.spieler[A].auslage.hausierer.is_empty() && s.gaeste.contains(&Gast::Buerger(hausierer)));
}

#[test]
fn a_hausierer_that_wins_pays_the_favourites_good_from_its_tile() {
    let hausierer = buerger(Stadtbewohner::Hausierer);
    let mut s = mit_gast(Gast::Buerger(hausierer), |s| gib(s, B, Gilde::Drucker, 2));
    anwerben(&mut s);
    spiele(&mut s, A, Aktion::Beladen(Gilde::Drucker));
    let events = runde_beenden(&mut s);
    assert!(events.iter().any(|e| matches!(e, Event::Guenstling { gilde: Gilde::Drucker, seat: A, .. })));
    assert_eq!(s.spieler[A].auslage.waren.of(Gilde::Drucker), 0, "its good went to the storage");
    assert!(s.gaeste.contains(&Gast::Buerger(hausierer)));
}

#[test]
fn a_hausierer_recruited_without_goods_goes_straight_back() {
    let hausierer = buerger(Stadtbewohner::Hausierer);
    let mut s = mit_gast(Gast::Buerger(hausierer), |s| {
        for g in [Gilde::Baecker, Gilde::Schuhmacher, Gilde::Drucker] {
            weg(s, A, g);
        }
    });
    let events = anwerben(&mut s);
    assert!(events.contains(&Event::OhneWirkung { seat: A, buerger: hausierer }));
    assert!(s.gaeste.contains(&Gast::Buerger(hausierer)));
}

#[test]
fn buergermeister_pays_everyone_a_taler_per_craftsman_of_its_guild() {
    let bm = buerger(Stadtbewohner::Buergermeister);
    let mut s = mit_gast(Gast::Buerger(bm), |s| {
        let baecker: Vec<Gast> = s
            .gaeste
            .iter()
            .filter(|g| matches!(g, Gast::Handwerker(h) if h.gilde == Gilde::Baecker))
            .take(3)
            .copied()
            .collect();
        for (gast, seat) in baecker.into_iter().zip([B, B, C]) {
            let Gast::Handwerker(h) = nimm(s, gast) else { unreachable!() };
            s.spieler[seat].auslage.handwerker.push(h);
        }
        // Nobody wins the Bäcker master this round, so the counts stay 0 / 2 / 1.
        for seat in [A, B, C] {
            weg(s, seat, Gilde::Baecker);
        }
    });
    anwerben(&mut s);
    assert_eq!(Nuernberg::legal_actions(&s, A).len(), 4, "any guild in play");
    spiele(&mut s, A, Aktion::AufsDach(Gilde::Baecker));
    assert_eq!(s.haeuser[1].buergermeister, [bm]);
    let events = runde_beenden(&mut s);
    assert_eq!([A, B, C].map(|p| einkommen(&events, p)), [3, 5, 4]);
    assert_eq!(s.haeuser[1].buergermeister, [bm], "it stays on the roof");
}

#[test]
fn a_dieb_without_victims_and_a_declined_waechter_go_back_without_effect() {
    let dieb = buerger(Stadtbewohner::Dieb);
    let mut s = mit_gast(Gast::Buerger(dieb), |s| {
        for seat in [B, C] {
            for g in Gilde::ALL[..4].iter().copied() {
                weg(s, seat, g);
            }
        }
    });
    let events = anwerben(&mut s);
    assert!(events.contains(&Event::OhneWirkung { seat: A, buerger: dieb }));
    assert!(s.gaeste.contains(&Gast::Buerger(dieb)));

    let waechter = buerger(Stadtbewohner::Waechter);
    let mut s = mit_gast(Gast::Buerger(waechter), |_| {});
    anwerben(&mut s);
    let events = spiele(&mut s, A, Aktion::Verzichten);
    assert!(events.contains(&Event::OhneWirkung { seat: A, buerger: waechter }));
    assert!(s.gaeste.contains(&Gast::Buerger(waechter)));
}
