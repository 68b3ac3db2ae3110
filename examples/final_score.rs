//! The final score of a saved game (any playable game), replayed natively by the engine, as
//! JSON: `cargo run --example final_score -- save.json` prints
//! `{"totals":[..],"places":[..],"over":true,"verdict":"..","rules":[..],"details":..}`: the
//! sentence naming the winners and what each row counts, in English, with the save's names; the
//! details (for games whose sheet has them, else null) per seat as lines of row, label, rule,
//! items and points in English. The end-to-end tests compare it with the score sheet the page
//! shows for the same record.

use keydom::bots::BotGame;
use keydom::engine::{Detail, ToAct};
use keydom::games::{WithGame, with_game};
use keydom::store::{SaveFile, record_of};

/// The totals, places and whether the game is over, for a save of its game.
struct Score<'a>(&'a SaveFile);

impl WithGame for Score<'_> {
    type Output = serde_json::Value;

    fn with<G: BotGame>(self) -> serde_json::Value {
        score::<G>(self.0)
    }
}

fn score<G: BotGame>(save: &SaveFile) -> serde_json::Value {
    let (_, state) = record_of::<G>(save).expect("a save that replays");
    let sheet = G::score(&state);
    let seats: Vec<_> = sheet.points.iter().map(|(s, _)| s).collect();
    let totals: Vec<i32> = seats.iter().map(|&s| sheet.total(s)).collect();
    let places: Vec<usize> = seats.iter().map(|&s| sheet.place(s)).collect();
    let details = sheet.details.as_ref().map(|details| {
        let lines = |lines: &Vec<Detail>| {
            let line = |d: &Detail| {
                let items: Vec<&str> = d.items.iter().map(|t| t.en.as_str()).collect();
                serde_json::json!({ "row": d.row, "label": d.label.en, "rule": d.rule.en, "items": items, "points": d.points })
            };
            lines.iter().map(line).collect::<Vec<_>>()
        };
        details.iter().map(|(_, l)| lines(l)).collect::<Vec<_>>()
    });
    let over = G::to_act(&state) == ToAct::Over;
    let names: Vec<String> = save.seats.iter().map(|s| s.name.clone()).collect();
    let verdict = sheet.verdict(&names).en;
    let rules: Vec<&str> = sheet.rules.iter().map(|t| t.en.as_str()).collect();
    serde_json::json!({ "totals": totals, "places": places, "over": over, "verdict": verdict, "rules": rules, "details": details })
}

fn main() {
    let path = std::env::args().nth(1).expect("usage: final_score <save.json>");
    let text = std::fs::read_to_string(&path).expect("a readable save file");
    let save: SaveFile = serde_json::from_str(&text).expect("a Keydom save");
    let game = save.game;
    let out = with_game(game, Score(&save)).unwrap_or_else(|| panic!("{game:?} is not playable yet"));
    println!("{out}");
}
