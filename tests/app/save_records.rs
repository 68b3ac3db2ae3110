//! Saves of a real game: a record goes into a save file, through text, and back into the
//! same record and position; a save the rules refuse is reported at the step where it fails.

use keydom::engine::{Game, GameRng, Record, ReplayError, Seat, replay};
use keydom::store::{Backend, MemoryBackend, SAVE_PREFIX, SaveError, SaveFile, Saves, SeatInfo, record_of};
use keydom_rules::goofspiel::{Bid, Config, Goofspiel};

/// A Goofspiel record of `moves` random legal actions.
fn played(moves: usize) -> Record<Goofspiel> {
    let mut record = Record::new(Config { players: 3, cards: 6 }, 42);
    let mut state = Goofspiel::setup(&record.config, record.seed).unwrap();
    let mut choose = GameRng::from_seed(7);
    for _ in 0..moves {
        let seat = Goofspiel::to_act(&state).seats().nth(0);
        let actions = Goofspiel::legal_actions(&state, seat);
        let action = actions[choose.index(actions.len())];
        Goofspiel::apply(&mut state, seat, &action).unwrap();
        record.actions.push((seat, action));
    }
    record
}

fn seats() -> Vec<SeatInfo> {
    ["Ada", "Bo", "Cy"].map(SeatInfo::human).to_vec()
}

#[test]
fn a_save_round_trips_to_the_same_record_and_position() {
    let record = played(10);
    let save = SaveFile::new("g1".into(), &record, seats(), 1_000.0);
    let text = save.to_text();
    let (back, state) = record_of::<Goofspiel>(&SaveFile::parse(&text).unwrap()).unwrap();
    assert_eq!(back, record);
    assert_eq!(state, replay(&record).unwrap());
}

#[test]
fn a_tampered_save_is_refused_at_the_step_that_breaks_the_rules() {
    let record = played(9);
    let mut save = SaveFile::new("g1".into(), &record, seats(), 0.0);
    // Move 7 replays a card its seat has already played.
    let (seat, _) = save.actions[6];
    let earlier = save.actions.iter().position(|(s, _)| *s == seat).unwrap();
    save.actions[6].1 = save.actions[earlier].1.clone();
    match record_of::<Goofspiel>(&save) {
        Err(SaveError::Replay(ReplayError::Action { step: 7, .. })) => {}
        other => panic!("expected a refusal at move 7, got {other:?}"),
    }
    // A seat out of turn, an action of the wrong shape, a player list of the wrong length.
    let mut wrong_seat = SaveFile::new("g".into(), &record, seats(), 0.0);
    wrong_seat.actions[0].0 = Seat(9);
    assert!(matches!(record_of::<Goofspiel>(&wrong_seat), Err(SaveError::Replay(ReplayError::Action { step: 1, .. }))));
    let mut wrong_shape = SaveFile::new("g".into(), &record, seats(), 0.0);
    wrong_shape.actions[2].1 = serde_json::json!({"Bid": "high"});
    assert!(matches!(record_of::<Goofspiel>(&wrong_shape), Err(SaveError::Invalid(why)) if why.starts_with("move 3")));
    let short = SaveFile::new("g".into(), &record, seats()[..2].to_vec(), 0.0);
    assert!(matches!(record_of::<Goofspiel>(&short), Err(SaveError::Invalid(_))));
}

#[test]
fn a_save_with_a_blank_and_a_repeated_name_opens_with_names_under_the_rule() {
    let record = played(4);
    let odd = ["  ", " Ada ", "ADA"].map(SeatInfo::human).to_vec();
    let text = SaveFile::new("g".into(), &record, odd, 0.0).to_text();
    let expected = ["Player 1", "Ada", "ADA (2)"];
    let names = |save: &SaveFile| save.seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>();
    let save = SaveFile::parse(&text).unwrap();
    assert_eq!(names(&save), expected);
    assert_eq!(record_of::<Goofspiel>(&save).unwrap().0, record, "the game itself is untouched");
    // A slot written before the rule, and a file imported, read alike.
    let backend = MemoryBackend::default();
    let slots = Saves::new(&backend);
    backend.set(&format!("{SAVE_PREFIX}g"), &text).unwrap();
    assert_eq!(names(&slots.load("g").unwrap()), expected);
    // (Into an empty store: the same game saved already would be refused as a duplicate.)
    let empty = MemoryBackend::default();
    let imported = Saves::new(&empty).import(&text, |save| Ok(save.clone()), || "h".into()).unwrap();
    assert_eq!(names(&imported), expected);
}

#[test]
fn a_game_saved_after_every_action_survives_a_reload_at_any_point() {
    let backend = MemoryBackend::default();
    let slots = Saves::new(&backend);
    let record = played(18);
    let mut save = slots
        .write(&SaveFile::new("g".into(), &Record::<Goofspiel>::new(record.config.clone(), record.seed), seats(), 0.0))
        .unwrap();
    for (n, (seat, Bid(card))) in record.actions.iter().enumerate() {
        save.actions.push((*seat, serde_json::json!(Bid(*card))));
        save.updated = n as f64;
        save = slots.write(&save).unwrap();
        let (reloaded, _) = record_of::<Goofspiel>(&slots.load("g").unwrap()).unwrap();
        assert_eq!(reloaded.actions, record.actions[..=n]);
    }
    assert_eq!(save.revision, 19);
}

#[test]
fn a_save_carries_its_data_version_and_one_this_build_lacks_is_refused() {
    use keydom::engine::DataVersion;
    use keydom::games::nuernberg::data::DATA_VERSION;
    use keydom::games::nuernberg::{Config, Nuernberg};
    use keydom::i18n::Describe;

    let record = Record::<Nuernberg>::new(Config::new(3), 5);
    let save = SaveFile::new("n".into(), &record, seats(), 0.0);
    assert_eq!(save.config["data"], DATA_VERSION.0, "new saves write the data version");
    let (back, _) = record_of::<Nuernberg>(&SaveFile::parse(&save.to_text()).unwrap()).unwrap();
    assert_eq!(back.config.data, DATA_VERSION);

    let mut old = save.clone();
    old.config.as_object_mut().unwrap().remove("data");
    assert_eq!(record_of::<Nuernberg>(&old).unwrap().0.config.data, DataVersion(1), "no version means 1");

    let mut newer = save.clone();
    let version = DATA_VERSION.0 + 1;
    newer.config["data"] = version.into();
    match record_of::<Nuernberg>(&SaveFile::parse(&newer.to_text()).unwrap()) {
        Err(e @ SaveError::Replay(ReplayError::Setup(_))) => {
            let text = e.describe();
            assert!(text.en.contains(&format!("component data version {version}")), "{}", text.en);
            assert!(text.de.contains(&format!("Spieldaten von Nürnberg in Version {version}")), "{}", text.de);
        }
        other => panic!("expected a refusal of data version {version}, got {other:?}"),
    }
}
