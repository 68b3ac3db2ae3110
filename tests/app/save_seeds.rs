//! Seeds in saves: written as strings (format 2), read as strings or numbers (format 1), and a
//! large numeric seed rounded by a program that reads numbers as doubles (JavaScript's
//! `JSON.parse` + `JSON.stringify`) repaired on replay, or refused with its own reason.

use keydom::engine::{Game, GameRng, Record, ReplayError, ToAct};
use keydom::games::key_market::{self, KeyMarket};
use keydom::games::nuernberg::Nuernberg;
use keydom::i18n::Describe;
use keydom::store::{Backend, MemoryBackend, SAVE_PREFIX, SaveError, SaveFile, SeatInfo, Session, record_of};
use serde_json::Value;
use std::time::Instant;

fn fixture(name: &str) -> String {
    let path = format!("{}/tests/fixtures/saves/{name}.json", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// `JSON.stringify(JSON.parse(text))`: every number becomes the nearest double and is written
/// with JavaScript's digits (the shortest that read back as that double, no exponent below 1e21,
/// as Rust's `Display` for `f64` writes them). Keys are sorted, which no reader minds.
fn through_javascript(text: &str) -> String {
    fn write(value: &Value) -> String {
        match value {
            Value::Number(n) => format!("{}", n.as_f64().unwrap()),
            Value::Array(items) => format!("[{}]", items.iter().map(write).collect::<Vec<_>>().join(",")),
            Value::Object(fields) => {
                let fields: Vec<_> =
                    fields.iter().map(|(k, v)| format!("{}:{}", Value::from(k.as_str()), write(v))).collect();
                format!("{{{}}}", fields.join(","))
            }
            other => other.to_string(),
        }
    }
    write(&serde_json::from_str(text).unwrap())
}

/// A save as format 1 wrote it: the seed a JSON number.
fn as_format_1(save: &SaveFile) -> String {
    let mut value = serde_json::to_value(save).unwrap();
    value["format"] = 1.into();
    value["seed"] = save.seed.value.into();
    value.to_string()
}

/// The Key Market save `name` played on to its end with random legal actions.
fn finished(name: &str) -> SaveFile {
    let save = SaveFile::parse(&fixture(name)).unwrap();
    let (mut record, mut state) = record_of::<KeyMarket>(&save).unwrap();
    let mut rng = GameRng::from_seed(1);
    while let ToAct::Seats(seats) = KeyMarket::to_act(&state) {
        let actions = KeyMarket::legal_actions(&state, seats.nth(0));
        let action = actions[rng.index(actions.len())].clone();
        KeyMarket::apply(&mut state, seats.nth(0), &action).unwrap();
        record.actions.push((seats.nth(0), action));
    }
    SaveFile::new(save.id, &record, save.seats, 0.0)
}

#[test]
fn a_new_save_is_format_2_with_its_seed_as_a_string() {
    let config = KeyMarket::configure(2, &key_market::Options::default());
    let record = Record::<KeyMarket>::new(config, u64::MAX - 2);
    let text = SaveFile::new("s".into(), &record, vec![SeatInfo::human("Ada"); 2], 0.0).to_text();
    let value: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["format"], 2);
    assert_eq!(value["seed"], "18446744073709551613");
    assert_eq!(through_javascript(&text).matches("\"18446744073709551613\"").count(), 1, "survives JavaScript");
    assert_eq!(record_of::<KeyMarket>(&SaveFile::parse(&text).unwrap()).unwrap().0, record);
}

#[test]
fn a_format_1_save_with_a_numeric_seed_opens_and_is_written_as_format_2() {
    let text = fixture("key_market-3p-finished");
    assert!(text.contains(r#""format": 1"#) && text.contains(r#""seed": 16045690984503111693"#));
    let save = SaveFile::parse(&text).unwrap();
    let (record, _) = record_of::<KeyMarket>(&save).unwrap();
    assert_eq!(record.seed, 16045690984503111693);
    let written: Value = serde_json::from_str(&save.to_text()).unwrap();
    assert_eq!((&written["format"], &written["seed"]), (&2.into(), &"16045690984503111693".into()));
    assert!(SaveFile::parse(&text.replace("16045690984503111693", "\"16045690984503111693\"")).is_ok(), "either way");
}

#[test]
fn a_save_of_format_2_opens_and_one_of_format_3_is_refused_as_newer() {
    let text = SaveFile::parse(&fixture("nuernberg-2p-mid")).unwrap().to_text();
    assert!(text.contains(r#""format": 2"#));
    assert!(record_of::<Nuernberg>(&SaveFile::parse(&text).unwrap()).is_ok());
    let newer = SaveFile::parse(&text.replace(r#""format": 2"#, r#""format": 3"#));
    assert_eq!(newer, Err(SaveError::NewerFormat(3)));
    assert!(newer.unwrap_err().describe().en.contains("newer Keydom (format 3, this one reads 2)"));
}

#[test]
fn every_fixture_save_rounded_by_javascript_opens_with_its_own_seed_and_position() {
    for name in ["key_market-2p-mid", "key_market-3p-finished", "key_market-4p-finished", "key_market-4p-mid"]
        .into_iter()
        .chain(["key_market-4p-first-game-mid", "nuernberg-2p-mid", "nuernberg-3p-finished", "nuernberg-4p-finished"])
    {
        let exact = SaveFile::parse(&fixture(name)).unwrap();
        let rounded = SaveFile::parse(&through_javascript(&fixture(name))).unwrap();
        let started = Instant::now();
        let seed = if name.starts_with("key_market") {
            let ((record, state), (back, position)) =
                (record_of::<KeyMarket>(&exact).unwrap(), record_of::<KeyMarket>(&rounded).unwrap());
            assert!(record == back && state == position, "{name}");
            back.seed
        } else {
            let ((record, state), (back, position)) =
                (record_of::<Nuernberg>(&exact).unwrap(), record_of::<Nuernberg>(&rounded).unwrap());
            assert!(record == back && state == position, "{name}");
            back.seed
        };
        println!("{name}: {} read as {}, opened in {:?}", exact.seed.value, rounded.seed.value, started.elapsed());
        assert_eq!(seed, exact.seed.value, "{name}");
    }
}

#[test]
fn a_long_finished_four_player_game_with_a_rounded_seed_is_repaired_and_timed() {
    let save = finished("key_market-4p-first-game-mid");
    let (record, state) = record_of::<KeyMarket>(&save).unwrap();
    let rounded = SaveFile::parse(&through_javascript(&as_format_1(&save))).unwrap();
    assert_ne!(rounded.seed.value, save.seed.value, "JavaScript rounded 12345678901234567890");
    let started = Instant::now();
    let (back, position) = record_of::<KeyMarket>(&rounded).unwrap();
    let took = started.elapsed();
    let whole = Instant::now();
    KeyMarket::score(&keydom::engine::replay(&record).unwrap());
    println!("{} moves: repaired in {took:?}; one replay takes {:?}", record.actions.len(), whole.elapsed());
    assert!(back == record && position == state);
}

#[test]
fn a_session_opens_a_rounded_save_and_writes_the_repaired_seed_as_a_string() {
    let backend = MemoryBackend::default();
    let text = through_javascript(&fixture("key_market-4p-first-game-mid"));
    assert!(text.contains(r#""seed":12345678901234567000"#));
    let id = SaveFile::parse(&text).unwrap().id;
    let key = format!("{SAVE_PREFIX}{id}");
    backend.set(&key, &text).unwrap();
    let mut session = Session::<KeyMarket, _>::open(&backend, &id).unwrap();
    assert_eq!(session.record().seed, 12345678901234567890);
    let ToAct::Seats(seats) = session.to_act() else { panic!("a game in progress") };
    let action = session.legal_actions(seats.nth(0))[0].clone();
    assert_eq!(session.act(seats.nth(0), action, 1.0).unwrap().saved, Ok(()));
    assert!(backend.get(&key).unwrap().unwrap().contains(r#""seed": "12345678901234567890""#));
}

#[test]
fn a_rounded_seed_whose_moves_were_also_changed_is_refused_as_rounded() {
    let exact = SaveFile::parse(&fixture("key_market-3p-finished")).unwrap();
    let mut tampered = exact.clone();
    let last = tampered.actions.len() - 1;
    tampered.actions[last].0 = keydom::engine::Seat((tampered.actions[last].0.0 + 1) % 3);
    let rounded = SaveFile::parse(&through_javascript(&as_format_1(&tampered))).unwrap();
    assert!(rounded.seed.maybe_rounded);
    let refused = record_of::<KeyMarket>(&rounded).unwrap_err();
    assert_eq!(refused, SaveError::SeedRounded);
    let text = refused.describe();
    assert!(text.en.contains("changed by a program that rounds large numbers"), "{}", text.en);
    assert!(text.de.contains("Programm verändert, das große Zahlen rundet"), "{}", text.de);

    // The same moves with the exact seed, as a string or an unrounded number, get the rules' reason.
    for text in [tampered.to_text(), as_format_1(&tampered)] {
        let refused = record_of::<KeyMarket>(&SaveFile::parse(&text).unwrap());
        assert!(matches!(refused, Err(SaveError::Replay(ReplayError::Action { .. }))), "{refused:?}");
    }
}
