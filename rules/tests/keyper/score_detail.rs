//! Keyper's score sheet detail: over seeded random games (2–4 players) the lines of every row
//! sum to the row, every building on top has its line, each building's pieces score by its own
//! rule and no piece is used twice; the rulebook's farmyard (6) and goldsmith (18) show with
//! their pieces and caps.

use keydom_rules::engine::harness::play_out;
use keydom_rules::engine::{Game, GameRng, ScoreSheet, Seat};
use keydom_rules::games::keyper::data::{Field, Season};
use keydom_rules::games::keyper::scenarios::{ANNA, FARMYARD, GOLDSMITH};
use keydom_rules::games::keyper::{
    Context, FAIRS_ROW, FARM, Keyper, PIECE_KINDS, Plot, SHIPPING, State, VILLAGE, allocate, holdings, piece_points,
    scored,
};

/// A game of `players` from `seed` played to its end with random legal actions.
fn finished(players: u8, seed: u64) -> State {
    let mut state = Keyper::setup(&Keyper::configure(players, &()), seed).unwrap();
    let mut choices = GameRng::with_stream(seed, 7);
    play_out::<Keyper>(&mut state, &mut choices);
    state
}

fn row_sum(sheet: &ScoreSheet, seat: Seat, row: usize) -> i32 {
    sheet.details.as_ref().unwrap()[seat].iter().filter(|d| d.row == row).map(|d| d.points).sum()
}

#[test]
fn details_add_up_and_use_each_piece_once_over_random_games() {
    let (mut lines, mut fairs, mut pieces) = (0, 0, 0);
    for players in 2..=4 {
        for seed in 0..10 {
            let state = finished(players, seed);
            let sheet = Keyper::score(&state);
            let details = sheet.details.as_ref().expect("Keyper's sheet has details");
            for (seat, p) in state.players.iter() {
                for row in [SHIPPING, FARM, VILLAGE, FAIRS_ROW] {
                    assert_eq!(
                        row_sum(&sheet, seat, row),
                        sheet.points[seat][row],
                        "{players}p seed {seed}: row {row}"
                    );
                }
                let farm = p.farm.iter().flatten().count();
                let village = p.village.iter().flatten().count();
                let count = |row: usize| details[seat].iter().filter(|d| d.row == row).count();
                assert_eq!((count(FARM), count(VILLAGE), count(FAIRS_ROW)), (farm, village, p.held.len()));
                lines += details[seat].len();
                fairs += p.held.len();
                // Every line says its rule; no kind of piece is listed twice on a line.
                for d in &details[seat] {
                    assert!(!d.rule.de.is_empty() && !d.rule.en.is_empty(), "{d:?}");
                    let kinds: Vec<&str> = d.items.iter().filter_map(|t| t.en.split_once("× ").map(|k| k.1)).collect();
                    assert!(kinds.iter().enumerate().all(|(i, k)| !kinds[..i].contains(k)), "{:?}", d.items);
                }

                // The allocation behind the lines: by each tile's rule, no piece twice, and as
                // good as the search's best.
                let board = state.boards.iter().find(|b| b.owner == Some(seat) || b.keyper == Some(seat));
                let fields: Vec<Field> = board.map(|b| b.face(state.season).to_vec()).unwrap_or_default();
                let mut seasons: Vec<Season> = p.held.iter().map(|h| h.1).collect();
                seasons.dedup();
                let all = scored(&Context { player: p, board: &fields, fair_seasons: seasons.len() });
                let have = holdings(p);
                let mut used = [0u32; PIECE_KINDS];
                for s in &all {
                    let b = &s.building;
                    assert_eq!(s.piece_points, piece_points(b.tile, b.upgraded, &s.pieces), "{:?}", b.tile);
                    assert_eq!(s.fixed, u32::from(b.tile.data().vp[usize::from(b.upgraded)]));
                    for (sum, &n) in used.iter_mut().zip(&s.pieces) {
                        *sum += u32::from(n);
                    }
                    let plot = match s.plot {
                        Plot::Farm(i) => p.farm[usize::from(i)].as_ref(),
                        Plot::Village(i) => p.village[usize::from(i)].as_ref(),
                    };
                    assert_eq!(plot, Some(b));
                }
                pieces += used.iter().sum::<u32>();
                assert!((0..PIECE_KINDS).all(|k| used[k] <= u32::from(have[k])), "a piece used twice: {used:?}");
                let tiles: Vec<_> = all.iter().map(|s| (s.building.tile, s.building.upgraded)).collect();
                let best: u32 = allocate(&tiles, &have).iter().sum();
                assert_eq!(all.iter().map(|s| s.piece_points).sum::<u32>(), best);
            }
        }
    }
    // The games reach what the lines explain: buildings, fairs held, pieces scored.
    assert!(lines > 300 && fairs > 10 && pieces > 100, "{lines} lines, {fairs} fairs, {pieces} pieces");
}

/// Anna's line for `tile` in the scenario's final sheet: (points, English items).
fn anna_line(state: &State, label: &str) -> (usize, i32, Vec<String>) {
    let sheet = Keyper::score(state);
    let line = sheet.details.unwrap()[ANNA].iter().find(|d| d.label.en == label).cloned().expect("the tile's line");
    (line.row, line.points, line.items.iter().map(|t| t.en.clone()).collect())
}

#[test]
fn the_rulebook_farmyard_and_goldsmith_show_their_pieces_and_caps() {
    let (row, points, items) = anna_line(&(FARMYARD.start)(), "Farmyard (upgraded)");
    assert_eq!((row, points), (FARM, 6));
    // One of each kind: the three pigs count once.
    assert_eq!(items, ["1× cattle", "1× pig", "1× sheep", "3 of at most 4 kinds: 6"].map(String::from));

    let (row, points, items) = anna_line(&(GOLDSMITH.start)(), "Goldsmith (upgraded)");
    assert_eq!((row, points), (VILLAGE, 18));
    assert_eq!(items, ["3× emerald", "3× gold", "3× sapphire", "3 of at most 4 sets: 18"].map(String::from));
    // The rules behind the two lines: a point per kind, six per set of three gems.
    let rule = |label: &str, state: &State| {
        let sheet = Keyper::score(state);
        sheet.details.unwrap()[ANNA].iter().find(|d| d.label.en == label).map(|d| d.rule.clone()).unwrap()
    };
    let farmyard = rule("Farmyard (upgraded)", &(FARMYARD.start)());
    assert_eq!(farmyard.en, "2 per kind (cattle, horse, pig, sheep) (4 kinds at most)");
    assert_eq!(farmyard.de, "2 je Art (Rind, Pferd, Schwein, Schaf) (höchstens 4 Arten)");
    let goldsmith = rule("Goldsmith (upgraded)", &(GOLDSMITH.start)());
    assert_eq!(goldsmith.en, "6 per set (gold + sapphire + emerald) (4 sets at most)");
}
