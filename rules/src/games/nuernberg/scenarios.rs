//! Nürnberg's worked examples from the rulebook (3 players: Gelb, Blau, Orange; guilds 1–4), as
//! [`Scenario`]s: the embed route draws them and `tests/nuernberg_examples.rs` checks the
//! rulebook's numbers on the same positions.

use super::arrange::{Ort, buerger, hw, lege, neues_spiel, nimm, weg};
use super::data::{Gast, Gilde, Handwerker, Stadtbewohner};
use super::{Aktion, Karten, Nuernberg, State, prestigezunft};
use crate::engine::Seat;
use crate::games::scenario::Scenario;

/// Every Nürnberg scenario.
pub const ALL: [Scenario<Nuernberg>; 2] = [ERSTE_RUNDE, SPIELENDE];

/// Gelb, the first seat.
pub const GELB: Seat = Seat(0);
/// Blau, the second seat.
pub const BLAU: Seat = Seat(1);
/// Orange, the third seat.
pub const ORANGE: Seat = Seat(2);

const NAMES: &[&str] = &["Gelb", "Blau", "Orange"];

fn karten(gilden: &[Gilde]) -> Aktion {
    Aktion::Planen(Karten::from_gilden(gilden))
}

/// The walkthrough of the first round: everyone plans in secret, the Brauer are called and
/// Orange sells his beer at the master's price of 6.
pub const ERSTE_RUNDE: Scenario<Nuernberg> = Scenario {
    slug: "erste-runde",
    title: ("Die erste Runde", "The first round"),
    about: (
        "Alle planen geheim; die Brauer werden aufgerufen, Orange verkauft sein Bier zum Meisterpreis 6.",
        "Everyone plans in secret; the Brauer are called and Orange sells his beer at the master's price of 6.",
    ),
    names: NAMES,
    start: erste_runde,
    moves: |_| {
        vec![
            (GELB, karten(&[Gilde::Baecker, Gilde::Schuhmacher, Gilde::Drucker])),
            (BLAU, karten(&[Gilde::Brauer, Gilde::Schuhmacher])),
            (ORANGE, karten(&Gilde::ALL[..4])),
            (ORANGE, Aktion::Verkaufen(1)),
        ]
    },
    step: 3,
    viewer: Some(ORANGE),
};

/// The opening of the examples: Orange, Blau, Gelb in turn order; the Brauer master is a 6 (the
/// highest, so the Brauer are the prestige guild), the Bäcker master a 2; the Brauer rooms hold
/// nothing, a Ratsherr, a Drucker 7 and a Musikant; the next masters are set for later examples.
fn erste_runde() -> State {
    let mut s = neues_spiel(3, 11);
    s.reihenfolge = vec![ORANGE, BLAU, GELB];
    let h = |g, nr| Gast::Handwerker(hw(g, nr));
    lege(&mut s, h(Gilde::Brauer, 8), Ort::Werkstatt(Gilde::Brauer, 0, 0)); // 6
    lege(&mut s, h(Gilde::Brauer, 4), Ort::Werkstatt(Gilde::Brauer, 1, 0)); // 4
    lege(&mut s, h(Gilde::Baecker, 1), Ort::Werkstatt(Gilde::Baecker, 0, 0)); // 2
    lege(&mut s, h(Gilde::Baecker, 6), Ort::Werkstatt(Gilde::Baecker, 1, 0)); // 5
    lege(&mut s, h(Gilde::Schuhmacher, 3), Ort::Werkstatt(Gilde::Schuhmacher, 0, 0)); // 3
    lege(&mut s, h(Gilde::Schuhmacher, 8), Ort::Werkstatt(Gilde::Schuhmacher, 1, 0)); // 6
    lege(&mut s, h(Gilde::Drucker, 3), Ort::Werkstatt(Gilde::Drucker, 0, 0)); // 3
    lege(&mut s, h(Gilde::Drucker, 9), Ort::Werkstatt(Gilde::Drucker, 1, 0)); // 6
    lege(&mut s, Gast::Buerger(buerger(Stadtbewohner::Ratsherr)), Ort::Zimmer(Gilde::Brauer, 1));
    lege(&mut s, h(Gilde::Drucker, 10), Ort::Zimmer(Gilde::Brauer, 2)); // 7
    lege(&mut s, Gast::Buerger(buerger(Stadtbewohner::Musikant(3))), Ort::Zimmer(Gilde::Brauer, 3));
    s.prestige = prestigezunft(&s, None);
    s
}

/// The end-game example: the last decision of round 4 (no goods left, so no master is won;
/// everyone earns the last 3 Taler), then the final scoring.
pub const SPIELENDE: Scenario<Nuernberg> = Scenario {
    slug: "spielende",
    title: ("Die Schlusswertung", "The final scoring"),
    about: (
        "Gelb passt als Letzter; Mehrheiten, Bürger und Wappen ergeben 35, 30 und 25 Punkte.",
        "Gelb is the last to pass; majorities, citizens and coats of arms give 35, 30 and 25 points.",
    ),
    names: NAMES,
    start: spielende,
    moves: |_| vec![(GELB, Aktion::Passen)],
    step: 1,
    viewer: None,
};

fn spielende() -> State {
    let mut s = neues_spiel(3, 5);
    s.runde = 4;
    s.prestige = Gilde::Drucker;
    s.prestige_vorrat = 0;
    let mine: [(Seat, Gilde, &[u8]); 11] = [
        (GELB, Gilde::Brauer, &[10, 8]),                // 7 + 6
        (GELB, Gilde::Baecker, &[10]),                  // 7
        (GELB, Gilde::Schuhmacher, &[2]),               // 3
        (GELB, Gilde::Drucker, &[0]),                   // 2
        (ORANGE, Gilde::Brauer, &[9, 6]),               // 6 + 5
        (ORANGE, Gilde::Baecker, &[8]),                 // 6
        (ORANGE, Gilde::Schuhmacher, &[6, 7]),          // 5 + 5
        (ORANGE, Gilde::Drucker, &[1]),                 // 2
        (BLAU, Gilde::Brauer, &[1]),                    // 2
        (BLAU, Gilde::Schuhmacher, &[10, 8, 9]),        // 7 + 6 + 6
        (BLAU, Gilde::Drucker, &[2, 3, 4, 5, 6, 7, 8]), // 3+3+4+4+5+5+6 = 30
    ];
    for (seat, gilde, nrs) in mine {
        for &nr in nrs {
            nimm(&mut s, Gast::Handwerker(hw(gilde, nr)));
            s.spieler[seat].auslage.handwerker.push(hw(gilde, nr));
        }
    }
    // Round 4: one window per guild with two craftsmen; the rest of each guild in the box.
    for g in Gilde::ALL[..4].iter().copied() {
        let rest: Vec<_> = Handwerker::of(g)
            .filter(|h| s.spieler.values().iter().all(|p| !p.auslage.handwerker.contains(h)))
            .collect();
        for h in &rest {
            nimm(&mut s, Gast::Handwerker(*h));
        }
        s.haeuser[g.index()].werkstatt = vec![rest[..2].to_vec()];
        s.schachtel.extend(rest[2..].iter().map(|&h| Gast::Handwerker(h)));
    }
    let citizens = [
        (BLAU, Stadtbewohner::Vorarbeiter(4)),
        (BLAU, Stadtbewohner::Lehrling),
        (GELB, Stadtbewohner::Edelmann(3)),
        (GELB, Stadtbewohner::Steuereintreiber),
        (ORANGE, Stadtbewohner::Graveur),
    ];
    for (seat, art) in citizens {
        nimm(&mut s, Gast::Buerger(buerger(art)));
        s.spieler[seat].auslage.buerger.push(buerger(art));
    }
    // Arms: Blau 4 guilds + prestige (5 kinds), Orange 4 + prestige (+ Graveur: 6), Gelb 3 + prestige (4).
    for (seat, arms) in [(BLAU, [1, 1, 1, 1]), (ORANGE, [1, 1, 1, 1]), (GELB, [1, 1, 1, 0])] {
        for (g, n) in arms.iter().enumerate() {
            s.spieler[seat].auslage.wappen[g] = *n;
            s.haeuser[g].wappen -= *n;
        }
        s.spieler[seat].auslage.prestigewappen = 1;
    }
    // No goods in hand (all back in storage), Taler before the last income, everyone passed but Gelb.
    for seat in [GELB, BLAU, ORANGE] {
        for g in Gilde::ALL[..4].iter().copied() {
            weg(&mut s, seat, g);
        }
    }
    for (seat, taler) in [(GELB, 32), (BLAU, 17), (ORANGE, 9)] {
        s.bank_ausgezahlt += i64::from(taler) - i64::from(s.spieler[seat].taler);
        s.spieler[seat].taler = taler;
    }
    s.spieler[BLAU].auslage.gepasst = true;
    s.spieler[ORANGE].auslage.gepasst = true;
    s
}
