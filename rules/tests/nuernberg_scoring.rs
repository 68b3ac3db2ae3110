//! Final scoring: every majority tie rule, the 30 bonus, all types, the richest player, the
//! coats-of-arms table with prestige arms and the Graveur, and the winner tie-breaks. The
//! holdings are set directly on a finished game.

mod nuernberg_support;

use keydom_rules::engine::{Game, Seat};
use keydom_rules::games::nuernberg::data::{Gilde, Stadtbewohner};
use keydom_rules::games::nuernberg::{Nuernberg, Phase, State, mehrheit, wertung};
use nuernberg_support::*;

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C: Seat = Seat(2);
const D: Seat = Seat(3);

/// A finished 4-player game in which nobody owns anything yet.
fn ende() -> State {
    let mut s = neues_spiel(4, 2);
    s.phase = Phase::Ende;
    s
}

/// Gives `seat` the Brauer craftsmen with these numbers (values: 0,1 → 2; 2,3 → 3; 4,5 → 4;
/// 6,7 → 5; 8,9 → 6; 10 → 7).
fn brauer(s: &mut State, seat: Seat, nrs: &[u8]) {
    s.spieler[seat].auslage.handwerker.extend(nrs.iter().map(|&nr| hw(Gilde::Brauer, nr)));
}

fn brauer_punkte(s: &State) -> Vec<i32> {
    mehrheit(s, Gilde::Brauer).values().to_vec()
}

#[test]
fn more_tiles_break_a_tie_on_value() {
    let mut s = ende();
    brauer(&mut s, A, &[10]); // 7 in one tile
    brauer(&mut s, B, &[4, 2]); // 4 + 3 in two tiles
    brauer(&mut s, C, &[0]);
    assert_eq!(brauer_punkte(&s), [3, 5, 1, 0]);
}

#[test]
fn a_tie_for_first_scores_4_each_and_leaves_no_second() {
    let mut s = ende();
    brauer(&mut s, A, &[8]);
    brauer(&mut s, B, &[9]);
    brauer(&mut s, C, &[6]);
    brauer(&mut s, D, &[0]);
    assert_eq!(brauer_punkte(&s), [4, 4, 1, 0], "C is third, D unranked");
}

#[test]
fn a_tie_for_second_scores_2_each_and_leaves_no_third() {
    let mut s = ende();
    brauer(&mut s, A, &[10]);
    brauer(&mut s, B, &[8]);
    brauer(&mut s, C, &[9]);
    brauer(&mut s, D, &[0]);
    assert_eq!(brauer_punkte(&s), [5, 2, 2, 0]);
}

#[test]
fn a_tie_for_third_scores_nothing_but_counts_for_the_lehrling() {
    let mut s = ende();
    brauer(&mut s, A, &[10]);
    brauer(&mut s, B, &[8]);
    brauer(&mut s, C, &[0]);
    brauer(&mut s, D, &[1]);
    assert_eq!(brauer_punkte(&s), [5, 3, 0, 0]);
    s.spieler[C].auslage.buerger.push(buerger(Stadtbewohner::Lehrling));
    s.spieler[B].auslage.buerger.push(buerger(Stadtbewohner::Lehrling));
    assert_eq!(brauer_punkte(&s), [5, 4, 1, 0]);
}

#[test]
fn ranks_nobody_reaches_go_to_a_sole_first_only() {
    let mut s = ende();
    brauer(&mut s, A, &[0]);
    assert_eq!(brauer_punkte(&s), [9, 0, 0, 0]);
    brauer(&mut s, B, &[1]);
    assert_eq!(brauer_punkte(&s), [4, 4, 0, 0], "tied firsts do not collect the missing 3rd");
    assert_eq!(mehrheit(&s, Gilde::Baecker).values(), [0, 0, 0, 0], "nobody has Bäcker");
}

#[test]
fn thirty_in_a_guild_all_types_and_the_richest() {
    let mut s = ende();
    brauer(&mut s, A, &[10, 9, 8, 7, 6]); // 7+6+6+5+5 = 29
    for g in Gilde::ALL[1..5].iter().copied() {
        s.spieler[B].auslage.handwerker.push(hw(g, 0));
    }
    brauer(&mut s, B, &[4]);
    let w = wertung(&s);
    assert_eq!((w[A].wert_30, w[A].alle_typen), (0, 0));
    assert_eq!(w[B].alle_typen, 5);
    brauer(&mut s, A, &[0]); // 31
    assert_eq!(wertung(&s)[A].wert_30, 2);
    // Everyone has 25 Taler: all tie as richest, 2 each. Then C alone is richest.
    assert!(wertung(&s).values().iter().all(|w| w.reichster == 2));
    s.spieler[C].taler = 40;
    s.spieler[C].auslage.buerger.extend([buerger(Stadtbewohner::Steuereintreiber); 2]);
    let w = wertung(&s);
    assert_eq!([A, B, C, D].map(|p| w[p].reichster), [0, 0, 5, 0]);
    assert_eq!(w[C].stadtbewohner, 8, "each Steuereintreiber: 1 per 10 Taler");
    s.phase = Phase::Planung { plaene: keydom_rules::engine::PerSeat::filled(4, None) };
    let w = wertung(&s);
    assert_eq!((w[C].reichster, w[C].stadtbewohner), (0, 0), "money is not scored before the end");
}

#[test]
fn coats_of_arms_count_prestige_arms_and_the_graveur_as_different() {
    let mut s = ende();
    s.spieler[A].auslage.wappen = [2, 1, 1, 0, 0, 0];
    assert_eq!(wertung(&s)[A].wappen, 2, "3 different guild arms");
    s.spieler[A].auslage.prestigewappen = 2;
    assert_eq!(wertung(&s)[A].wappen, 9, "each prestige arm is one more kind");
    s.spieler[A].auslage.buerger.push(buerger(Stadtbewohner::Graveur));
    assert_eq!(wertung(&s)[A].wappen, 14);
    s.spieler[A].auslage.wappen[4] = 1;
    assert_eq!(wertung(&s)[A].wappen, 20);
    s.spieler[A].auslage.wappen[3] = 1;
    assert_eq!(wertung(&s)[A].wappen, 20, "7 and more");
}

#[test]
fn edelmann_and_vorarbeiter() {
    let mut s = ende();
    brauer(&mut s, A, &[0, 1, 2, 4]);
    s.spieler[A].auslage.buerger.extend([buerger(Stadtbewohner::Edelmann(3)), buerger(Stadtbewohner::Vorarbeiter(2))]);
    assert_eq!(wertung(&s)[A].stadtbewohner, 3 + 2);
}

#[test]
fn winner_ties_go_to_more_craftsmen_then_higher_value_else_shared() {
    // A: two Brauer (2+2); B: one Bäcker 4. Both score 9 + 2 (all tied as richest).
    let mut s = ende();
    brauer(&mut s, A, &[0, 1]);
    s.spieler[B].auslage.handwerker.push(hw(Gilde::Baecker, 4));
    let sheet = Nuernberg::score(&s);
    assert_eq!((sheet.total(A), sheet.total(B)), (11, 11));
    assert_eq!(&sheet.ranking[..2], [vec![A], vec![B]]);
    assert_eq!(sheet.tie_breaks[0].seats, [A, B]);
    assert!(sheet.tie_breaks[0].explanation.en.contains("player 1: 2 craftsmen worth 4"));

    // Same number of craftsmen: B's 2 + 3 beats A's 2 + 2.
    s.spieler[B].auslage.handwerker = vec![hw(Gilde::Baecker, 0), hw(Gilde::Baecker, 2)];
    let sheet = Nuernberg::score(&s);
    assert_eq!(&sheet.ranking[..2], [vec![B], vec![A]]);

    // Level on both: the place is shared.
    s.spieler[B].auslage.handwerker = vec![hw(Gilde::Baecker, 0), hw(Gilde::Baecker, 1)];
    let sheet = Nuernberg::score(&s);
    assert_eq!(sheet.ranking[0], [A, B]);
    assert_eq!(sheet.winners(), [A, B]);
}
