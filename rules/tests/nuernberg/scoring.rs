//! Final scoring: every majority tie rule, the 30 bonus, all types, the richest player, the
//! coats-of-arms table with prestige arms and the Graveur, and the winner tie-breaks. The
//! holdings are set directly on a finished game.

use crate::support::*;
use keydom_rules::engine::{Game, Seat};
use keydom_rules::games::nuernberg::data::{CitizenKind, Guild};
use keydom_rules::games::nuernberg::{Nuernberg, Phase, State, majority, scores};

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C: Seat = Seat(2);
const D: Seat = Seat(3);

/// A finished 4-player game in which nobody owns anything yet.
fn end_position() -> State {
    let mut s = new_game(4, 2);
    s.phase = Phase::Over;
    s
}

/// Gives `seat` the Brauer craftsmen with these numbers (values: 0,1 → 2; 2,3 → 3; 4,5 → 4;
/// 6,7 → 5; 8,9 → 6; 10 → 7).
fn brauer(s: &mut State, seat: Seat, numbers: &[u8]) {
    s.players[seat].tableau.craftsmen.extend(numbers.iter().map(|&number| craftsman(Guild::Brauer, number)));
}

fn brauer_points(s: &State) -> Vec<i32> {
    majority(s, Guild::Brauer).values().to_vec()
}

#[test]
fn more_tiles_break_a_tie_on_value() {
    let mut s = end_position();
    brauer(&mut s, A, &[10]); // 7 in one tile
    brauer(&mut s, B, &[4, 2]); // 4 + 3 in two tiles
    brauer(&mut s, C, &[0]);
    assert_eq!(brauer_points(&s), [3, 5, 1, 0]);
}

#[test]
fn a_tie_for_first_scores_4_each_and_leaves_no_second() {
    let mut s = end_position();
    brauer(&mut s, A, &[8]);
    brauer(&mut s, B, &[9]);
    brauer(&mut s, C, &[6]);
    brauer(&mut s, D, &[0]);
    assert_eq!(brauer_points(&s), [4, 4, 1, 0], "C is third, D unranked");
}

#[test]
fn a_tie_for_second_scores_2_each_and_leaves_no_third() {
    let mut s = end_position();
    brauer(&mut s, A, &[10]);
    brauer(&mut s, B, &[8]);
    brauer(&mut s, C, &[9]);
    brauer(&mut s, D, &[0]);
    assert_eq!(brauer_points(&s), [5, 2, 2, 0]);
}

#[test]
fn a_tie_for_third_scores_nothing_but_counts_for_the_lehrling() {
    let mut s = end_position();
    brauer(&mut s, A, &[10]);
    brauer(&mut s, B, &[8]);
    brauer(&mut s, C, &[0]);
    brauer(&mut s, D, &[1]);
    assert_eq!(brauer_points(&s), [5, 3, 0, 0]);
    s.players[C].tableau.citizens.push(citizen(CitizenKind::Lehrling));
    s.players[B].tableau.citizens.push(citizen(CitizenKind::Lehrling));
    assert_eq!(brauer_points(&s), [5, 4, 1, 0]);
}

#[test]
fn ranks_nobody_reaches_go_to_a_sole_first_only() {
    let mut s = end_position();
    brauer(&mut s, A, &[0]);
    assert_eq!(brauer_points(&s), [9, 0, 0, 0]);
    brauer(&mut s, B, &[1]);
    assert_eq!(brauer_points(&s), [4, 4, 0, 0], "tied firsts do not collect the missing 3rd");
    assert_eq!(majority(&s, Guild::Baecker).values(), [0, 0, 0, 0], "nobody has Bäcker");
}

#[test]
fn thirty_in_a_guild_all_types_and_the_richest() {
    let mut s = end_position();
    brauer(&mut s, A, &[10, 9, 8, 7, 6]); // 7+6+6+5+5 = 29
    for g in Guild::ALL[1..5].iter().copied() {
        s.players[B].tableau.craftsmen.push(craftsman(g, 0));
    }
    brauer(&mut s, B, &[4]);
    let w = scores(&s);
    assert_eq!((w[A].thirty, w[A].all_types), (0, 0));
    assert_eq!(w[B].all_types, 5);
    brauer(&mut s, A, &[0]); // 31
    assert_eq!(scores(&s)[A].thirty, 2);
    // Everyone has 25 Taler: all tie as richest, 2 each. Then C alone is richest.
    assert!(scores(&s).values().iter().all(|w| w.richest == 2));
    s.players[C].taler = 40;
    s.players[C].tableau.citizens.extend([citizen(CitizenKind::Steuereintreiber); 2]);
    let w = scores(&s);
    assert_eq!([A, B, C, D].map(|p| w[p].richest), [0, 0, 5, 0]);
    assert_eq!(w[C].citizens, 8, "each Steuereintreiber: 1 per 10 Taler");
    s.phase = Phase::Planning { plans: keydom_rules::engine::PerSeat::filled(4, None) };
    let w = scores(&s);
    assert_eq!((w[C].richest, w[C].citizens), (0, 0), "money is not scored before the end");
}

#[test]
fn coats_of_arms_count_prestige_arms_and_the_graveur_as_different() {
    let mut s = end_position();
    s.players[A].tableau.arms = [2, 1, 1, 0, 0, 0];
    assert_eq!(scores(&s)[A].arms, 2, "3 different guild arms");
    s.players[A].tableau.prestige_arms = 2;
    assert_eq!(scores(&s)[A].arms, 9, "each prestige arm is one more kind");
    s.players[A].tableau.citizens.push(citizen(CitizenKind::Graveur));
    assert_eq!(scores(&s)[A].arms, 14);
    s.players[A].tableau.arms[4] = 1;
    assert_eq!(scores(&s)[A].arms, 20);
    s.players[A].tableau.arms[3] = 1;
    assert_eq!(scores(&s)[A].arms, 20, "7 and more");
}

#[test]
fn edelmann_and_vorarbeiter() {
    let mut s = end_position();
    brauer(&mut s, A, &[0, 1, 2, 4]);
    s.players[A].tableau.citizens.extend([citizen(CitizenKind::Edelmann(3)), citizen(CitizenKind::Vorarbeiter(2))]);
    assert_eq!(scores(&s)[A].citizens, 3 + 2);
}

#[test]
fn winner_ties_go_to_more_craftsmen_then_higher_value_else_shared() {
    // A: two Brauer (2+2); B: one Bäcker 4. Both score 9 + 2 (all tied as richest).
    let mut s = end_position();
    brauer(&mut s, A, &[0, 1]);
    s.players[B].tableau.craftsmen.push(craftsman(Guild::Baecker, 4));
    let sheet = Nuernberg::score(&s);
    assert_eq!((sheet.total(A), sheet.total(B)), (11, 11));
    assert_eq!(&sheet.ranking[..2], [vec![A], vec![B]]);
    assert_eq!(sheet.tie_breaks[0].seats, [A, B]);
    assert!(
        sheet.tie_breaks[0].explanation.en.contains("Player 1: 2 craftsmen worth 4; Player 2: 1 craftsman worth 4")
    );
    let names: Vec<String> = (0..s.players()).map(|i| ["Ada", "Bo", "Cy", "Di", "Ed"][i].to_string()).collect();
    assert_eq!(sheet.verdict(&names).en, "Ada wins with 11 points; tied with Bo, decided by more craftsmen.");
    assert_eq!(
        sheet.verdict(&names).de,
        "Ada gewinnt mit 11 Punkten; Gleichstand mit Bo, entschieden durch mehr Handwerker."
    );

    // Same number of craftsmen: B's 2 + 3 beats A's 2 + 2.
    s.players[B].tableau.craftsmen = vec![craftsman(Guild::Baecker, 0), craftsman(Guild::Baecker, 2)];
    let sheet = Nuernberg::score(&s);
    assert_eq!(&sheet.ranking[..2], [vec![B], vec![A]]);
    let verdict = sheet.verdict(&names).en;
    assert_eq!(verdict, "Bo wins with 11 points; tied with Ada, decided by the higher total value of craftsmen.");

    // Level on both: the place is shared.
    s.players[B].tableau.craftsmen = vec![craftsman(Guild::Baecker, 0), craftsman(Guild::Baecker, 1)];
    let sheet = Nuernberg::score(&s);
    assert_eq!(sheet.ranking[0], [A, B]);
    assert_eq!(sheet.winners(), [A, B]);
    assert_eq!(sheet.verdict(&names).en, "Ada and Bo share the victory with 11 points.");

    // Not tied: the winner alone.
    s.players[B].tableau.citizens.push(citizen(CitizenKind::Edelmann(3)));
    let sheet = Nuernberg::score(&s);
    assert_eq!(sheet.winners(), [B]);
    assert_eq!(sheet.verdict(&names).en, "Bo wins with 14 points.");
}
