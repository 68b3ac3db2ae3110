//! The rulebook's worked examples (3 players, guilds 1–4), with its numbers: planning, calling
//! a guild, recruiting the Ratsherr, buying, doing nothing, the end of a pass, the favourites,
//! new masters and guest rooms, the new prestige guild; and the end-game scoring.

mod nuernberg_support;

use keydom_rules::engine::{Game, RuleError, Seat, ToAct};
use keydom_rules::games::nuernberg::data::{Gast, Gilde, Stadtbewohner};
use keydom_rules::games::nuernberg::scenarios::{BLAU, ERSTE_RUNDE, GELB, ORANGE, SPIELENDE};
use keydom_rules::games::nuernberg::{
    Aktion, Event, Karten, Nuernberg, Phase, Refusal, State, Waren, erhaltung, mehrheit,
};
use nuernberg_support::*;

/// The guild called by these events, with the players who revealed a card there.
fn called(events: &[Event]) -> Option<(Gilde, Vec<Seat>)> {
    events.iter().find_map(|e| match e {
        Event::GildeAufgerufen { gilde, spieler, .. } => Some((*gilde, spieler.clone())),
        _ => None,
    })
}

/// Plays the next move of a scenario (checked like every move here).
fn next(s: &mut State, moves: &mut impl Iterator<Item = (Seat, Aktion)>) -> Vec<Event> {
    let (seat, aktion) = moves.next().expect("the scenario has another move");
    spiele(s, seat, aktion)
}

#[test]
fn the_rulebook_walkthrough_of_the_first_round() {
    let mut s = (ERSTE_RUNDE.start)();
    let mut moves = (ERSTE_RUNDE.moves)(&s).into_iter();
    erhaltung(&s).unwrap_or_else(|e| panic!("{e}"));
    // Set-up example: the Brauer master (6) is the highest, so the Brauer are the prestige guild.
    assert_eq!(s.prestige, Gilde::Brauer);
    assert_eq!(s.haeuser[0].preis(), 6);
    assert_eq!(s.haeuser[1].preis(), 2);

    // Planning: Gelb plans 3 actions, Blau 2, Orange all 4; nothing is revealed until all are in.
    next(&mut s, &mut moves);
    next(&mut s, &mut moves);
    assert_eq!(Nuernberg::view(&s, Some(ORANGE)).spieler[GELB].verdeckte_karten, 3);
    assert_eq!(Nuernberg::view(&s, Some(ORANGE)).spieler[GELB].eigene_karten, None);
    let events = next(&mut s, &mut moves);
    assert_eq!(ERSTE_RUNDE.step, 3, "the scenario shows this position");

    // Calling the Brauer: Blau and Orange reveal their cards there, in turn order.
    assert_eq!(
        events.last(),
        Some(&Event::GildeAufgerufen { gilde: Gilde::Brauer, spieler: vec![ORANGE, BLAU], limit: 3 })
    );
    assert_eq!(Nuernberg::to_act(&s), ToAct::Seats(vec![ORANGE]));
    // Orange sells his beer at the master's price of 6.
    let events = next(&mut s, &mut moves);
    assert!(moves.next().is_none());
    assert_eq!(events[0], Event::Verkauft { seat: ORANGE, gilde: Gilde::Brauer, anzahl: 1, erloes: 6 });
    assert_eq!(s.spieler[ORANGE].taler, 31);

    // Recruiting example: room 1 is empty, the Ratsherr costs 1 beer + 1 other good, the Drucker 7
    // 1 beer + 2 others (Blau has no second beer), the Musikant is out of reach.
    let legal = Nuernberg::legal_actions(&s, BLAU);
    let rooms: Vec<u8> = legal
        .iter()
        .filter_map(|a| match a {
            Aktion::Anwerben { zimmer, .. } => Some(*zimmer),
            _ => None,
        })
        .collect();
    assert_eq!(rooms, [1, 1, 1, 2, 2, 2]);
    let musikant = Aktion::Anwerben { zimmer: 3, zahlung: Waren([2, 1, 1, 0, 0, 0]) };
    assert_eq!(Nuernberg::apply(&mut s.clone(), BLAU, &musikant), Err(RuleError::Rule(Refusal::WarenFehlen)));
    let pile = s.gaeste.len();
    let bier_und_schuh = Waren([1, 0, 1, 0, 0, 0]);
    let events = spiele(&mut s, BLAU, Aktion::Anwerben { zimmer: 1, zahlung: bier_und_schuh });
    assert!(matches!(events[0], Event::Angeworben { seat: BLAU, zimmer: 1, gast: Gast::Buerger(_), .. }));
    assert_eq!(events[1], Event::Handelsmann { seat: BLAU });
    assert_eq!(events[2], Event::Dachbonus { seat: BLAU, taler: 1 }, "Orange's merchant is on the roof");
    assert_eq!(s.gaeste.len(), pile + 1, "the Ratsherr is shuffled back into the pile");
    assert_eq!(s.haeuser[0].lager.of(Gilde::Brauer), 12 - 3 + 2);
    assert_eq!(s.haeuser[0].lager.of(Gilde::Schuhmacher), 1);
    assert_eq!(Nuernberg::legal_actions(&s, BLAU), [Aktion::NachVorn(true), Aktion::NachVorn(false)]);
    let events = spiele(&mut s, BLAU, Aktion::NachVorn(true));
    assert_eq!(s.reihenfolge, [BLAU, ORANGE, GELB]);
    // The next guild: Gelb and Orange reveal their Bäcker cards.
    assert_eq!(called(&events), Some((Gilde::Baecker, vec![ORANGE, GELB])));
    assert_eq!(s.spieler[BLAU].taler, 26);
    assert_eq!(s.haeuser[0].dach.values(), [0, 1, 1]);

    // Buying example: Orange buys 3 baked goods at the Bäcker for 2 each, but no more than 3.
    assert_eq!(Nuernberg::to_act(&s), ToAct::Seats(vec![ORANGE]));
    let vier = Aktion::Kaufen(Waren::single(Gilde::Baecker, 4));
    assert_eq!(Nuernberg::apply(&mut s.clone(), ORANGE, &vier), Err(RuleError::Rule(Refusal::UeberLimit { limit: 3 })));
    let events = spiele(&mut s, ORANGE, Aktion::Kaufen(Waren::single(Gilde::Baecker, 3)));
    assert!(matches!(events[0], Event::Gekauft { kosten: 6, .. }));
    assert_eq!(s.spieler[ORANGE].taler, 25);
    assert_eq!(s.spieler[ORANGE].auslage.waren.of(Gilde::Baecker), 4);

    // Doing nothing: Gelb's merchant still goes on the roof.
    assert_eq!(Nuernberg::to_act(&s), ToAct::Seats(vec![GELB]));
    let events = spiele(&mut s, GELB, Aktion::NichtsTun);
    assert_eq!(s.haeuser[1].dach[GELB], 1);
    assert_eq!(called(&events), Some((Gilde::Schuhmacher, vec![BLAU, ORANGE, GELB])));
    assert_eq!(s.spieler[GELB].auslage.handelsleute, 3);

    // Schuhmacher (all three, Blau now first) and Drucker: nothing happens.
    for seat in [BLAU, ORANGE] {
        spiele(&mut s, seat, Aktion::NichtsTun);
    }
    let events = spiele(&mut s, GELB, Aktion::NichtsTun);
    assert_eq!(called(&events), Some((Gilde::Drucker, vec![ORANGE, GELB])));
    spiele(&mut s, ORANGE, Aktion::NichtsTun);
    // End of the pass: Gelb has 1 merchant, Blau 3 (with the Ratsherr's), Orange none and passes.
    let events = spiele(&mut s, GELB, Aktion::NichtsTun);
    assert!(events.contains(&Event::OhneHandelsleute { seat: ORANGE }));
    assert_eq!([GELB, BLAU, ORANGE].map(|p| s.spieler[p].auslage.handelsleute), [1, 3, 0]);
    assert_eq!(Nuernberg::to_act(&s), ToAct::Seats(vec![GELB, BLAU]));

    // Next pass: Gelb passes, Blau acts at 3 guilds and runs out, so the round ends. (The rulebook
    // has Blau sell a beer here, but she paid her only beer for the Ratsherr; either way only
    // Gelb still has beer.)
    spiele(&mut s, GELB, Aktion::Passen);
    spiele(&mut s, BLAU, Aktion::Planen(Karten::from_gilden(&[Gilde::Brauer, Gilde::Schuhmacher, Gilde::Drucker])));
    spiele(&mut s, BLAU, Aktion::NichtsTun);
    spiele(&mut s, BLAU, Aktion::NichtsTun);
    let events = spiele(&mut s, BLAU, Aktion::NichtsTun);

    // Favourites: only Gelb has beer; he returns one and takes the 6, a Brauer arm and the prestige arm.
    assert!(events.contains(&Event::Guenstling {
        gilde: Gilde::Brauer,
        seat: GELB,
        meister: vec![hw(Gilde::Brauer, 8)],
        wappen: true,
        prestige: true
    }));
    assert_eq!((s.spieler[GELB].auslage.wappen[0], s.spieler[GELB].auslage.prestigewappen), (1, 1));
    assert_eq!(s.spieler[GELB].auslage.waren.of(Gilde::Brauer), 0);
    // Orange has 4 baked goods. Shoes: Gelb and Orange tie with 25 Taler each, shown, and Orange
    // is earlier in turn order. Paper: all three tie, Blau is richest (26).
    let won = |g| {
        events.iter().find_map(|e| match e {
            Event::Guenstling { gilde, seat, .. } if *gilde == g => Some(*seat),
            _ => None,
        })
    };
    assert_eq!([Gilde::Baecker, Gilde::Schuhmacher, Gilde::Drucker].map(won), [Some(ORANGE), Some(ORANGE), Some(BLAU)]);
    assert!(events.contains(&Event::GeldGezeigt { gilde: Gilde::Schuhmacher, taler: vec![(ORANGE, 25), (GELB, 25)] }));
    assert_eq!(s.enthuellungen.len(), 2);

    // Merchants home and 3 Taler income each.
    assert_eq!([GELB, BLAU, ORANGE].map(|p| s.spieler[p].auslage.handelsleute), [4, 5, 4]);
    assert_eq!([GELB, BLAU, ORANGE].map(|p| s.spieler[p].taler), [28, 29, 28]);

    // New masters: the 4 is the Brauer's master; its rooms slide left and two guests are drawn.
    assert_eq!(s.haeuser[0].preis(), 4);
    assert_eq!(s.haeuser[0].zimmer[0], Some(Gast::Handwerker(hw(Gilde::Drucker, 10))));
    assert_eq!(s.haeuser[0].zimmer[1], Some(Gast::Buerger(buerger(Stadtbewohner::Musikant(3)))));
    assert!(s.haeuser[0].zimmer[2].is_some() && s.haeuser[0].zimmer[3].is_some());

    // New prestige guild: not the Brauer; Schuhmacher and Drucker tie with 6, the lower number wins.
    assert_eq!(s.prestige, Gilde::Schuhmacher);
    assert!(events.contains(&Event::Prestigezunft { gilde: Gilde::Schuhmacher }));
    assert_eq!((s.runde, s.durchgang), (2, 1));
    assert!(matches!(s.phase, Phase::Planung { .. }));
    assert!(s.spieler.values().iter().all(|p| !p.auslage.gepasst));
}

/// The end-game example, set up as the last decision of round 4 (no goods left, so no master is
/// won; every player earns the last 3 Taler), then played through `apply`.
#[test]
fn the_rulebook_end_game_example() {
    let mut s = (SPIELENDE.start)();
    erhaltung(&s).unwrap_or_else(|e| panic!("{e}"));
    let mut moves = (SPIELENDE.moves)(&s).into_iter();
    let events = next(&mut s, &mut moves);
    assert!(moves.next().is_none());
    assert_eq!(events.last(), Some(&Event::Spielende));
    assert_eq!(Nuernberg::to_act(&s), ToAct::Over);
    assert_eq!([GELB, BLAU, ORANGE].map(|p| s.spieler[p].taler), [35, 20, 12]);

    // Majorities guild by guild, as the rulebook lists them.
    let m = |g| mehrheit(&s, g).values().to_vec();
    assert_eq!(m(Gilde::Brauer), [5, 1 + 1, 3], "Blau 3rd, plus 1 for her Lehrling");
    assert_eq!(m(Gilde::Baecker), [5 + 1, 0, 3], "no 3rd: Gelb as 1st takes its point");
    assert_eq!(m(Gilde::Schuhmacher), [1, 5, 3]);
    assert_eq!(m(Gilde::Drucker), [2, 5, 2], "Orange and Gelb tie for 2nd; no 3rd");

    let sheet = Nuernberg::score(&s);
    // Citizens, majorities, 30+, all types, richest, coats of arms.
    assert_eq!(sheet.points[BLAU], [2, 12, 2, 0, 0, 9]);
    assert_eq!(sheet.points[GELB], [3 + 3, 14, 0, 5, 5, 5]);
    assert_eq!(sheet.points[ORANGE], [0, 11, 0, 5, 0, 14]);
    assert_eq!([BLAU, GELB].map(|p| sheet.total(p)), [25, 35], "as in the rulebook");
    // The rulebook prints 41 for Orange, but the items it lists add to 11 + 5 + 14 = 30.
    assert_eq!(sheet.total(ORANGE), 30);
    assert_eq!(sheet.ranking, [vec![GELB], vec![ORANGE], vec![BLAU]]);
}
