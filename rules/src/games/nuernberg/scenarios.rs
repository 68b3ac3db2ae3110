//! Nürnberg's worked examples from the rulebook (3 players: Gelb, Blau, Orange; guilds 1–4), as
//! [`Scenario`]s: the embed route draws them and `tests/nuernberg/examples.rs` checks the
//! rulebook's numbers on the same positions.

use super::arrange::{Spot, citizen, craftsman, new_game, put, take, to_storage};
use super::data::{CitizenKind, Craftsman, Guest, Guild};
use super::{Action, Cards, Nuernberg, State, prestige_guild};
use crate::engine::Seat;
use crate::games::scenario::Scenario;

/// Every Nürnberg scenario.
pub const ALL: [Scenario<Nuernberg>; 2] = [FIRST_ROUND, GAME_END];

/// Gelb, the first seat.
pub const GELB: Seat = Seat(0);
/// Blau, the second seat.
pub const BLAU: Seat = Seat(1);
/// Orange, the third seat.
pub const ORANGE: Seat = Seat(2);

const NAMES: &[&str] = &["Gelb", "Blau", "Orange"];

fn plan(guilds: &[Guild]) -> Action {
    Action::Plan(Cards::from_guilds(guilds))
}

/// The walkthrough of the first round: everyone plans in secret, the Brauer are called and
/// Orange sells his beer at the master's price of 6.
pub const FIRST_ROUND: Scenario<Nuernberg> = Scenario {
    slug: "erste-runde",
    title: ("Die erste Runde", "The first round"),
    about: (
        "Alle planen geheim; die Brauer werden aufgerufen, Orange verkauft sein Bier zum Meisterpreis 6.",
        "Everyone plans in secret; the Brauer are called and Orange sells his beer at the master's price of 6.",
    ),
    names: NAMES,
    start: first_round,
    moves: |_| {
        vec![
            (GELB, plan(&[Guild::Baecker, Guild::Schuhmacher, Guild::Drucker])),
            (BLAU, plan(&[Guild::Brauer, Guild::Schuhmacher])),
            (ORANGE, plan(&Guild::ALL[..4])),
            (ORANGE, Action::Sell(1)),
        ]
    },
    step: 3,
    viewer: Some(ORANGE),
};

/// The opening of the examples: Orange, Blau, Gelb in turn order; the Brauer master is a 6 (the
/// highest, so the Brauer are the prestige guild), the Bäcker master a 2; the Brauer rooms hold
/// nothing, a Ratsherr, a Drucker 7 and a Musikant; the next masters are set for later examples.
fn first_round() -> State {
    let mut s = new_game(3, 11);
    s.order = vec![ORANGE, BLAU, GELB];
    let h = |g, number| Guest::Craftsman(craftsman(g, number));
    put(&mut s, h(Guild::Brauer, 8), Spot::Workshop(Guild::Brauer, 0, 0)); // 6
    put(&mut s, h(Guild::Brauer, 4), Spot::Workshop(Guild::Brauer, 1, 0)); // 4
    put(&mut s, h(Guild::Baecker, 1), Spot::Workshop(Guild::Baecker, 0, 0)); // 2
    put(&mut s, h(Guild::Baecker, 6), Spot::Workshop(Guild::Baecker, 1, 0)); // 5
    put(&mut s, h(Guild::Schuhmacher, 3), Spot::Workshop(Guild::Schuhmacher, 0, 0)); // 3
    put(&mut s, h(Guild::Schuhmacher, 8), Spot::Workshop(Guild::Schuhmacher, 1, 0)); // 6
    put(&mut s, h(Guild::Drucker, 3), Spot::Workshop(Guild::Drucker, 0, 0)); // 3
    put(&mut s, h(Guild::Drucker, 9), Spot::Workshop(Guild::Drucker, 1, 0)); // 6
    put(&mut s, Guest::Citizen(citizen(CitizenKind::Ratsherr)), Spot::Room(Guild::Brauer, 1));
    put(&mut s, h(Guild::Drucker, 10), Spot::Room(Guild::Brauer, 2)); // 7
    put(&mut s, Guest::Citizen(citizen(CitizenKind::Musikant(3))), Spot::Room(Guild::Brauer, 3));
    s.prestige = prestige_guild(&s, None);
    s
}

/// The end-game example: the last decision of round 4 (no goods left, so no master is won;
/// everyone earns the last 3 Taler), then the final scoring.
pub const GAME_END: Scenario<Nuernberg> = Scenario {
    slug: "spielende",
    title: ("Die Schlusswertung", "The final scoring"),
    about: (
        "Gelb passt als Letzter; Mehrheiten, Bürger und Wappen ergeben 35, 30 und 25 Punkte.",
        "Gelb is the last to pass; majorities, citizens and coats of arms give 35, 30 and 25 points.",
    ),
    names: NAMES,
    start: game_end,
    moves: |_| vec![(GELB, Action::Pass)],
    step: 1,
    viewer: None,
};

fn game_end() -> State {
    let mut s = new_game(3, 5);
    s.round = 4;
    s.prestige = Guild::Drucker;
    s.prestige_supply = 0;
    // The rulebook's sums (Brauer, Bäcker, Schuhmacher, Drucker): Blau 9, 0, 15, 32; Orange
    // 10, 10, 14, 4; Gelb 13, 20, 3, 4. Orange's and Gelb's Drucker are one tile each (a tie that
    // the tile count does not break), and Blau's Vorarbeiter finds two craftsmen of value 4.
    let mine: [(Seat, Guild, &[u8]); 11] = [
        (GELB, Guild::Brauer, &[10, 8]),                 // 7 + 6 = 13
        (GELB, Guild::Baecker, &[10, 8, 4, 2]),          // 7 + 6 + 4 + 3 = 20
        (GELB, Guild::Schuhmacher, &[2]),                // 3
        (GELB, Guild::Drucker, &[5]),                    // 4
        (ORANGE, Guild::Brauer, &[9, 5]),                // 6 + 4 = 10
        (ORANGE, Guild::Baecker, &[9, 5]),               // 6 + 4 = 10
        (ORANGE, Guild::Schuhmacher, &[10, 7, 0]),       // 7 + 5 + 2 = 14
        (ORANGE, Guild::Drucker, &[4]),                  // 4
        (BLAU, Guild::Brauer, &[4, 6]),                  // 4 + 5 = 9
        (BLAU, Guild::Schuhmacher, &[5, 6, 8]),          // 4 + 5 + 6 = 15
        (BLAU, Guild::Drucker, &[0, 2, 3, 6, 8, 9, 10]), // 2+3+3+5+6+6+7 = 32
    ];
    for (seat, guild, numbers) in mine {
        for &number in numbers {
            take(&mut s, Guest::Craftsman(craftsman(guild, number)));
            s.players[seat].tableau.craftsmen.push(craftsman(guild, number));
        }
    }
    // Round 4: one window per guild with two craftsmen; the rest of each guild in the box.
    for g in Guild::ALL[..4].iter().copied() {
        let rest: Vec<_> =
            Craftsman::of(g).filter(|h| s.players.values().iter().all(|p| !p.tableau.craftsmen.contains(h))).collect();
        for h in &rest {
            take(&mut s, Guest::Craftsman(*h));
        }
        s.houses[g.index()].workshop = vec![rest[..2].to_vec()];
        s.in_box.extend(rest[2..].iter().map(|&h| Guest::Craftsman(h)));
    }
    let citizens = [
        (BLAU, CitizenKind::Vorarbeiter(4)),
        (BLAU, CitizenKind::Lehrling),
        (GELB, CitizenKind::Edelmann(3)),
        (GELB, CitizenKind::Steuereintreiber),
        (ORANGE, CitizenKind::Graveur),
    ];
    for (seat, kind) in citizens {
        take(&mut s, Guest::Citizen(citizen(kind)));
        s.players[seat].tableau.citizens.push(citizen(kind));
    }
    // Arms: Blau 4 guilds + prestige (5 kinds), Orange 4 + prestige (+ Graveur: 6), Gelb 3 + prestige (4).
    for (seat, arms) in [(BLAU, [1, 1, 1, 1]), (ORANGE, [1, 1, 1, 1]), (GELB, [1, 1, 1, 0])] {
        for (g, n) in arms.iter().enumerate() {
            s.players[seat].tableau.arms[g] = *n;
            s.houses[g].arms -= *n;
        }
        s.players[seat].tableau.prestige_arms = 1;
    }
    // No goods in hand (all back in storage), Taler before the last income, everyone passed but Gelb.
    for seat in [GELB, BLAU, ORANGE] {
        for g in Guild::ALL[..4].iter().copied() {
            to_storage(&mut s, seat, g);
        }
    }
    for (seat, taler) in [(GELB, 32), (BLAU, 17), (ORANGE, 9)] {
        s.bank_paid += i64::from(taler) - i64::from(s.players[seat].taler);
        s.players[seat].taler = taler;
    }
    s.players[BLAU].tableau.passed = true;
    s.players[ORANGE].tableau.passed = true;
    s
}
