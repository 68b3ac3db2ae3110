//! Keyper's decisions in words: over seeded random games of 2–4 players, every legal action of
//! every seat that must decide reads as a non-empty line in German and in English, and no two
//! actions offered together read alike, both by their numbers (`Describe`) and as the seat's
//! table shows them (`keyper::seen`).

use keydom_rules::engine::harness::random_step;
use keydom_rules::engine::{Game, GameRng, ToAct};
use keydom_rules::games::keyper::{Keyper, seen};
use keydom_rules::text::{Describe, Text};
use std::collections::BTreeSet;

fn distinct(lines: &[Text], what: &str) {
    let mut de = BTreeSet::new();
    let mut en = BTreeSet::new();
    for t in lines {
        assert!(!t.de.trim().is_empty() && !t.en.trim().is_empty(), "{what}: an empty line {t:?}");
        assert!(de.insert(t.de.clone()), "{what}: two choices read alike in German: {}", t.de);
        assert!(en.insert(t.en.clone()), "{what}: two choices read alike in English: {}", t.en);
    }
}

#[test]
fn every_offered_action_reads_distinctly_in_both_languages() {
    let mut checked = 0usize;
    let mut kinds = BTreeSet::new();
    for players in 2..=4u8 {
        for seed in 0..4 {
            let mut state = Keyper::setup(&Keyper::configure(players, &()), seed).unwrap();
            let mut choices = GameRng::with_stream(seed, 11);
            while let ToAct::Seats(seats) = Keyper::to_act(&state) {
                for seat in seats {
                    let legal = Keyper::legal_actions(&state, seat);
                    let view = Keyper::view(&state, Some(seat));
                    let plain: Vec<Text> = legal.iter().map(Describe::describe).collect();
                    let shown: Vec<Text> = legal.iter().map(|a| seen(&view, a)).collect();
                    distinct(&plain, &format!("seed {seed}, {players} players, by number"));
                    distinct(&shown, &format!("seed {seed}, {players} players, as seen"));
                    checked += legal.len();
                    kinds.extend(
                        legal.iter().map(|a| {
                            format!("{a:?}").chars().take_while(char::is_ascii_alphanumeric).collect::<String>()
                        }),
                    );
                }
                random_step::<Keyper>(&mut state, &mut choices);
            }
        }
    }
    assert!(checked > 10_000, "only {checked} actions checked");
    let missing: Vec<&str> = [
        "PlayKeyper",
        "PlayKeyple",
        "Follow",
        "Decline",
        "LayDown",
        "Pick",
        "SkipPick",
        "KeypGood",
        "ChooseShip",
        "Process",
        "Trade",
        "ShipGain",
        "ShipOut",
        "Build",
        "Upgrade",
        "Pay",
        "Done",
        "Refold",
        "Rest",
    ]
    .into_iter()
    .filter(|k| !kinds.contains(*k))
    .collect();
    assert!(missing.is_empty(), "never offered: {missing:?}");
}

#[test]
fn a_field_reads_by_its_kind_as_seen_and_by_its_number_plainly() {
    use keydom_rules::games::keyper::Action;
    use keydom_rules::games::keyper::Spot;
    use keydom_rules::games::keyper::data::Colour;
    let state = Keyper::setup(&Keyper::configure(2, &()), 1).unwrap();
    let view = Keyper::view(&state, Some(keydom_rules::engine::Seat(0)));
    let kind = state.boards[1].face(state.season)[2];
    let play =
        Action::PlayKeyple { colour: Colour::Brown, spot: Spot::Field { board: 1, field: 2 }, lay_existing: false };
    assert_eq!(play.describe().en, "Play a brown keyple onto field 3 of country board 2");
    assert_eq!(play.describe().de, "Einen braunen Keyple auf Feld 3 der Landschaftstafel 2 setzen");
    let shown = seen(&view, &play);
    let name = keydom_rules::games::keyper::text::field(kind);
    assert_eq!(shown.en, format!("Play a brown keyple onto the {} of board 2 (field 3)", name.en));
    assert_eq!(shown.de, format!("Einen braunen Keyple auf {} der Tafel 2 (Feld 3) setzen", name.de));
}
