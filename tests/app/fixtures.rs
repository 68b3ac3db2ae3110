//! The frozen corpus of `tests/fixtures/`: real saves and share links written by an earlier
//! build (`examples/write_fixtures.rs`), standing for what players already have. Each must still
//! open, replay to the same position, show the same score sheet and keep its players (names,
//! people and bots, bot levels; bots of version 1 links play Standard), and the corpus must
//! cover every game and player count, so no fixture can silently disappear.
//!
//! The fixtures are NEVER regenerated. If this test fails after a change, the change lost
//! something players have: fix the code (or add a migration), not the fixtures. Positions and
//! score sheets are compared as typed values of today's types, not as JSON text, so a field
//! added later with a serde default, or a type renamed with `#[serde(rename)]`, still passes.
//! New fixtures may be added: the generator only ever adds.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use keydom::bots::BotGame;
use keydom::bots::Level;
use keydom::engine::{DataVersion, Detail, Game, GameId, Record, ScoreSheet, TableConfig, ToAct};
use keydom::games::{WithGame, key_market, keyflower, keyper, nuernberg, with_game};
use keydom::store::{SaveFile, SeatInfo, SeatKind, link, record_of};
use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::PathBuf;

/// How many fixtures the corpus had when it was last added to (29 before Keyflower's, 46
/// before Keyper's, 57 before Keyper's of data version 2, 61 before Keyflower's of data version
/// 2, 65 before Keyflower's of data version 3); it may only grow.
const FROZEN: usize = 69;

/// One fixture as the manifest lists it.
#[derive(Deserialize)]
struct Entry {
    file: String,
    game: GameId,
    kind: String,
    link_version: Option<u8>,
    config: Value,
    seed: u64,
    moves: usize,
    finished: bool,
    seats: Vec<SeatInfo>,
    expected: String,
}

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn read(file: &str) -> String {
    std::fs::read_to_string(dir().join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

fn manifest() -> Vec<Entry> {
    serde_json::from_str(&read("manifest.json")).expect("a readable manifest")
}

/// The version byte of a link payload, read without the link module.
fn version_of(payload: &str) -> u8 {
    let deflated = URL_SAFE_NO_PAD.decode(payload.trim()).expect("base64url");
    miniz_oxide::inflate::decompress_to_vec(&deflated).expect("a deflate stream")[0]
}

/// Opens a save or link fixture as game `G`: its record, the position it replays to, its players.
fn open<G: Game>(entry: &Entry, text: &str) -> (Record<G>, G::State, Vec<SeatInfo>) {
    let file = &entry.file;
    match (entry.kind.as_str(), entry.link_version) {
        ("save", None) => {
            let save = SaveFile::parse(text).unwrap_or_else(|e| panic!("{file} does not parse: {e:?}"));
            assert_eq!(save.game, G::ID, "{file}");
            let (record, state) = record_of::<G>(&save).unwrap_or_else(|e| panic!("{file} does not replay: {e:?}"));
            (record, state, save.seats)
        }
        ("link", Some(version)) => {
            assert_eq!(version_of(text), version, "{file}: link version");
            let unpacked = link::unpack(text.trim()).unwrap_or_else(|e| panic!("{file} does not unpack: {e:?}"));
            assert_eq!(unpacked.game, G::ID, "{file}");
            let opened = link::decode::<G>(&unpacked).unwrap_or_else(|e| panic!("{file} does not open: {e:?}"));
            // What an embed's caption says before the game's code comes is what the link opens to.
            assert_eq!(unpacked.seats, opened.seats, "{file}: players");
            assert_eq!(unpacked.moves, Some(opened.record.actions.len()), "{file}: moves");
            (opened.record, opened.state, opened.seats)
        }
        other => panic!("{file}: unknown kind {other:?}"),
    }
}

/// Checks one fixture of game `G` against its manifest entry and expected position and sheet.
fn check<G: Game>(entry: &Entry) {
    let file = &entry.file;
    let (record, state, seats) = open::<G>(entry, &read(file));
    let config: G::Config = serde_json::from_value(entry.config.clone()).expect("the manifest's config");
    assert_eq!(record.config, config, "{file}: config");
    assert_eq!(record.seed, entry.seed, "{file}: seed");
    assert_eq!(record.actions.len(), entry.moves, "{file}: moves");
    assert_eq!(G::to_act(&state) == ToAct::Over, entry.finished, "{file}: finished");

    let expected: Value = serde_json::from_str(&read(&entry.expected)).expect("a readable expected file");
    let position: G::State = serde_json::from_value(expected["state"].clone())
        .unwrap_or_else(|e| panic!("{}: the expected position no longer reads: {e}", entry.expected));
    if state != position {
        let (now, then) = (serde_json::to_value(&state).unwrap(), serde_json::to_value(&position).unwrap());
        let fields: Vec<_> = now.as_object().map_or(vec![], |o| o.keys().filter(|k| now[*k] != then[*k]).collect());
        panic!("{file}: the replayed position differs from the expected one (in {fields:?})");
    }
    // The expected files pin the points, the ranking and the tie-breaks; the detail lines a
    // sheet may carry (added later, so most expected files lack them) explain those points
    // and are checked against them by each game's own tests. Where an expected file has them,
    // each line's row, label and points stay; their explanations (rule, items) may be reworded.
    let sheet: ScoreSheet = serde_json::from_value(expected["score"].clone()).expect("the expected sheet");
    let scored = G::score(&state);
    let lines = |s: &ScoreSheet| {
        let seat = |d: &[Detail]| d.iter().map(|d| (d.row, d.label.clone(), d.points)).collect::<Vec<_>>();
        s.details.as_ref().map(|d| d.iter().map(|(_, l)| seat(l)).collect::<Vec<_>>())
    };
    assert_eq!(lines(&scored).filter(|_| sheet.details.is_some()), lines(&sheet), "{file}: score detail");
    // The same for the sheet's words: what each row counts, how a tie was broken and by what
    // (later additions too) may be reworded; the rows, points, ranking and tied seats stay.
    let facts = |s: ScoreSheet| {
        let ties: Vec<_> = s.tie_breaks.into_iter().map(|t| t.seats).collect();
        (s.categories, s.points, s.ranking, ties)
    };
    assert_eq!(facts(scored), facts(sheet), "{file}: score sheet");

    assert_eq!(seats.len(), usize::from(config.players()), "{file}: one player per seat");
    assert_eq!(seats, entry.seats, "{file}: players");
    for seat in &seats {
        let level = seat.bot_level();
        match seat.kind {
            SeatKind::Human => assert_eq!(level, None, "{file}: {}", seat.name),
            SeatKind::Bot if entry.link_version == Some(1) => assert_eq!(level, Some(Level::Standard), "{file}"),
            SeatKind::Bot => assert!(level.is_some() && seat.level.is_some(), "{file}: {} lost its level", seat.name),
        }
    }
}

/// [`check`] for the fixture's game.
struct Check<'a>(&'a Entry);

impl WithGame for Check<'_> {
    type Output = ();

    fn with<G: BotGame>(self) {
        check::<G>(self.0);
    }
}

/// The set-up a fixture covers, e.g. "key_market 4p first game".
fn setup_label(entry: &Entry) -> String {
    match entry.game {
        GameId::KeyMarket => {
            let c: key_market::Config = serde_json::from_value(entry.config.clone()).expect("a config");
            format!("key_market {}p{}", c.players, if c.first_game { " first game" } else { "" })
        }
        GameId::Nuernberg => {
            let c: nuernberg::Config = serde_json::from_value(entry.config.clone()).expect("a config");
            format!("nuernberg {}p", c.players)
        }
        GameId::Keyflower => {
            let c: keyflower::Config = serde_json::from_value(entry.config.clone()).expect("a config");
            format!("keyflower {}p{}", c.players, if c.options.merchants { " merchants" } else { "" })
        }
        GameId::Keyper => {
            let c: keyper::Config = serde_json::from_value(entry.config.clone()).expect("a config");
            format!("keyper {}p", c.players)
        }
        other => panic!("{other:?} has no fixtures"),
    }
}

#[test]
fn every_save_and_link_opens_to_its_position_score_and_players() {
    let entries = manifest();
    for entry in &entries {
        with_game(entry.game, Check(entry))
            .unwrap_or_else(|| panic!("{}: {:?} is not playable", entry.file, entry.game));
    }
    println!("{} fixtures opened", entries.len());
}

#[test]
fn the_corpus_covers_every_game_and_player_count_and_only_grows() {
    let entries = manifest();
    assert!(entries.len() >= FROZEN, "{} fixtures, {FROZEN} when frozen: one was lost", entries.len());
    let files: BTreeSet<&str> = entries.iter().map(|e| e.file.as_str()).collect();
    assert_eq!(files.len(), entries.len(), "a file listed twice");
    for folder in ["saves", "links"] {
        for file in std::fs::read_dir(dir().join(folder)).expect("the fixture folder") {
            let name = format!("{folder}/{}", file.expect("a file").file_name().to_string_lossy());
            assert!(files.contains(name.as_str()), "{name} is not in the manifest, so never checked");
        }
    }

    let covered: BTreeSet<(String, &str, bool, Option<u8>)> =
        entries.iter().map(|e| (setup_label(e), e.kind.as_str(), e.finished, e.link_version)).collect();
    let has = |setup: &str, kind: &str, finished: Option<bool>, version: Option<u8>| {
        covered
            .iter()
            .any(|(s, k, f, v)| s.starts_with(setup) && *k == kind && finished.is_none_or(|x| x == *f) && *v == version)
    };
    let setups = [
        "key_market 2p",
        "key_market 3p",
        "key_market 4p",
        "key_market 4p first game",
        "nuernberg 2p",
        "nuernberg 3p",
        "nuernberg 4p",
        "nuernberg 5p",
    ];
    for setup in setups {
        let exact = |s: &str| s == setup;
        for (kind, finished, version) in
            [("save", Some(true), None), ("save", Some(false), None), ("link", None, Some(2))]
        {
            let found = covered
                .iter()
                .any(|(s, k, f, v)| exact(s) && *k == kind && finished.is_none_or(|x| x == *f) && *v == version);
            assert!(found, "{setup}: no {kind} (finished {finished:?}, link version {version:?})");
        }
    }
    for game in ["key_market", "nuernberg"] {
        assert!(has(game, "link", None, Some(1)), "{game}: no version 1 link");
    }
    // Keyflower came with today's links (version 3): each player count has a finished and a
    // mid-game save and a link, with or without The Merchants, and both are covered.
    for players in 2..=6 {
        let setup = format!("keyflower {players}p");
        for (kind, finished, version) in
            [("save", Some(true), None), ("save", Some(false), None), ("link", None, Some(3))]
        {
            assert!(
                has(&setup, kind, finished, version),
                "{setup}: no {kind} (finished {finished:?}, link version {version:?})"
            );
        }
    }
    // Keyper came with its page, in today's links (version 3): each player count has a finished
    // and a mid-game save and a link.
    for players in 2..=4 {
        let setup = format!("keyper {players}p");
        for (kind, finished, version) in
            [("save", Some(true), None), ("save", Some(false), None), ("link", None, Some(3))]
        {
            assert!(
                has(&setup, kind, finished, version),
                "{setup}: no {kind} (finished {finished:?}, link version {version:?})"
            );
        }
    }
    // Data versions 2 (the rulebook's rule fixes) and 3 (Keyflower: outbid groups pay exchanges;
    // Keyper: fairs held by choice): Keyflower and Keyper each have a finished and a mid-game save
    // of each, and Keyflower a link of today's version 4 (seats with their hints).
    for (game, link, data) in [
        (GameId::Keyflower, Some(4), 2),
        (GameId::Keyflower, Some(4), 3),
        (GameId::Keyper, None, 2),
        (GameId::Keyper, None, 3),
    ] {
        let of: Vec<&Entry> = entries.iter().filter(|e| e.game == game && e.config["data"] == data).collect();
        for finished in [true, false] {
            let found = of.iter().any(|e| e.kind == "save" && e.finished == finished);
            assert!(found, "{game:?}: no save of data version {data} (finished {finished})");
        }
        if let Some(version) = link {
            let found = of.iter().any(|e| e.link_version == Some(version));
            assert!(found, "{game:?}: no version {version} link of data version {data}");
        }
    }
    for merchants in [false, true] {
        let covered =
            covered.iter().any(|(s, ..)| s.starts_with("keyflower") && s.ends_with(" merchants") == merchants);
        assert!(covered, "Keyflower with The Merchants {merchants}: no fixture");
    }
}

/// Plays a game on from `state` to its end, every seat a Beginner bot that sees only its own
/// view; panics if the rules refuse a bot's move.
fn finish_against_bots<G: BotGame>(mut state: G::State) -> G::State {
    let mut step = 0u64;
    while let ToAct::Seats(seats) = G::to_act(&state) {
        let seat = seats.nth(0);
        let action =
            keydom::bots::choose::<G>(Level::Beginner, &G::view(&state, Some(seat)), seat, step).expect("a bot's move");
        G::apply(&mut state, seat, &action).unwrap_or_else(|e| panic!("move {step}: the bot's move is refused: {e:?}"));
        step += 1;
    }
    state
}

/// Opens a save of the corpus as game `G`: its record and the position it replays to.
fn open_save<G: Game>(file: &str) -> (Record<G>, G::State) {
    let save = SaveFile::parse(&read(file)).expect("a save");
    record_of::<G>(&save).expect("replays")
}

/// A Keyper game saved on data version 1 (before the rulebook's rule fixes of version 2) resumes
/// on version 1 and finishes against bots: every bot move is legal under version 1's rules (a
/// bot that sampled version 2's would offer moves version 1 refuses, such as a brick given as
/// clay on a building), and the game ends with every player ranked.
#[test]
fn an_old_keyper_save_resumes_on_its_version_and_finishes_against_bots() {
    let (record, state) = open_save::<keyper::Keyper>("saves/keyper-4p-late85.json");
    assert_eq!(record.config.data, DataVersion(1));
    let state = finish_against_bots::<keyper::Keyper>(state);
    assert_eq!(state.config.data, DataVersion(1), "the save's rules all the way");
    assert_eq!(keyper::Keyper::score(&state).ranking.concat().len(), 4);
}

/// The same for Keyflower: a 6-player game with The Merchants saved on data version 1 in autumn
/// resumes on version 1 and finishes against bots under version 1's rules (where a tile's bids
/// and uses may differ in colour, which version 2 refuses), with every player ranked and scored.
#[test]
fn an_old_keyflower_save_resumes_on_its_version_and_finishes_against_bots() {
    let (record, state) = open_save::<keyflower::Keyflower>("saves/keyflower-6p-merchants-late45.json");
    assert_eq!(record.config.data, DataVersion(1));
    let state = finish_against_bots::<keyflower::Keyflower>(state);
    assert_eq!(keyflower::Keyflower::to_act(&state), ToAct::Over);
    assert_eq!(state.config.data, DataVersion(1), "the save's rules all the way");
    let sheet = keyflower::Keyflower::score(&state);
    assert_eq!(sheet.ranking.concat().len(), 6, "every player ranked");
    let winner: i32 = sheet.points[sheet.ranking[0][0]].iter().sum();
    assert!(winner > 0, "the winner scored");
}
