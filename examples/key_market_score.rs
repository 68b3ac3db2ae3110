//! The final score of a saved Key Market game, replayed natively by the engine, as JSON:
//! `cargo run --example key_market_score -- save.json` prints `{"totals":[..],"places":[..]}`.
//! The end-to-end tests compare it with the score sheet the page shows for the same record.

use keydom::engine::Game;
use keydom::games::key_market::KeyMarket;
use keydom::store::{SaveFile, record_of};

fn main() {
    let path = std::env::args().nth(1).expect("usage: key_market_score <save.json>");
    let text = std::fs::read_to_string(&path).expect("a readable save file");
    let save: SaveFile = serde_json::from_str(&text).expect("a Keydom save");
    let (_, state) = record_of::<KeyMarket>(&save).expect("a save that replays");
    let sheet = KeyMarket::score(&state);
    let seats: Vec<_> = sheet.points.iter().map(|(s, _)| s).collect();
    let totals: Vec<i32> = seats.iter().map(|&s| sheet.total(s)).collect();
    let places: Vec<usize> = seats.iter().map(|&s| sheet.place(s)).collect();
    println!(
        "{}",
        serde_json::json!({ "totals": totals, "places": places, "over": KeyMarket::to_act(&state) == keydom::engine::ToAct::Over })
    );
}
