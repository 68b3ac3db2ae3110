//! Writes the fixture corpus of `tests/fixtures/`: saves and share links made by this build,
//! each with the position and score sheet it must open to; `tests/app/fixtures.rs` checks them.
//!
//! For every game and player count (Key Market 2, 3, 4 and 4 in the first-game set-up;
//! Nürnberg 2 to 5; Keyflower 2 to 6, with and without The Merchants) it writes a finished and a
//! mid-game save (stopped during a secret, simultaneous decision where the game has one), and
//! share links: for Key Market and Nürnberg in the version 2 format (seats with levels) and the
//! old version 1 format (seats without levels), both built byte for byte as the builds of those
//! versions wrote them; for Keyflower, which came later, in the version 3 of its time, built
//! byte for byte as that build's `link::encode` wrote it. Keyflower also gets a 6-player save
//! late in autumn, for the end-to-end test. Keyper (2 to 4, added with its page) gets the same
//! as Keyflower: saves and version 3 links. Both games' first fixtures are of data version 1;
//! each also has a 2-player finished and a 4-player mid-game game of data version 2 (the
//! rulebook's rule fixes), Keyflower's with links of today's version 4 from `link::encode`;
//! Keyper has a 4-player game of data version 3 saved at a decision on the fairs and when
//! finished.
//! Saves are what the app stores: a [`Session`] writes the slot after every move. Seats mix
//! people and bots of every level; a person's moves are seeded random legal moves, a bot's are
//! the bot's own choice (at its default budget); seeds include some above 2^53 and timestamps
//! are fixed, so a run is deterministic.
//!
//! THE CORPUS IS FROZEN: it stands for what players already have on their devices. Rerun this
//! only to ADD fixtures (a new game, a new format), never to replace existing ones: it refuses
//! to write over any existing file, keeps the manifest's entries as they are and appends only
//! new ones. Run it with `cargo run --example write_fixtures [-- <dir>]` (default
//! `tests/fixtures`).

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use keydom::bots::{Bot, BotGame, Level};
use keydom::engine::{DataVersion, Game, GameId, GameRng, Record, ToAct, replay};
use keydom::games::key_market::{self, KeyMarket};
use keydom::games::keyflower::{self, Keyflower};
use keydom::games::keyper::{self, Keyper};
use keydom::games::nuernberg::{self, Nuernberg};
use keydom::store::{MemoryBackend, Saves, SeatInfo, SeatKind, Session, link};
use serde::Serialize;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// 2026-03-01 00:00 UTC in milliseconds: when every fixture game was started.
const CREATED: f64 = 1_772_323_200_000.0;
/// Milliseconds between two saved moves.
const MOVE_MS: f64 = 9_250.0;
/// The generator stream of the people's random moves ("people").
const PEOPLE_STREAM: u64 = 0x7065_6f70_6c65;

/// Where a game stops.
#[derive(Clone, Copy, PartialEq)]
enum Stop {
    Finished,
    /// About halfway, preferably while a secret simultaneous decision is half made.
    Mid,
    /// After this many hundredths of the game's moves (a save late in the game).
    Late(usize),
    /// After exactly this many moves (a save at a chosen decision).
    At(usize),
}

/// One game of the corpus and the files made from it.
struct Plan<C> {
    config: C,
    seed: u64,
    stop: Stop,
    seats: Vec<SeatInfo>,
    /// Write it as a save.
    save: bool,
    /// Write a share link of each of these versions.
    links: &'static [u8],
    /// Every seat makes random legal moves, bots included (for the quick v1-link games).
    random: bool,
    /// Told apart from another game with the same set-up and stop.
    suffix: &'static str,
}

fn person(name: &str) -> SeatInfo {
    SeatInfo::human(name)
}

fn bot(name: &str, level: Level) -> SeatInfo {
    SeatInfo::bot(name, level)
}

/// A bot as a version 1 link carried it: no level.
fn old_bot(name: &str) -> SeatInfo {
    SeatInfo { name: name.into(), kind: SeatKind::Bot, level: None, hints: 0 }
}

fn plan<C>(config: C, seed: u64, stop: Stop, seats: Vec<SeatInfo>, links: &'static [u8]) -> Plan<C> {
    Plan { config, seed, stop, seats, save: true, links, random: false, suffix: "" }
}

fn old_link<C>(config: C, seed: u64, stop: Stop, seats: Vec<SeatInfo>) -> Plan<C> {
    Plan { config, seed, stop, seats, save: false, links: &[1], random: true, suffix: "-old" }
}

fn key_market_plans() -> Vec<Plan<key_market::Config>> {
    use Level::{Beginner, Standard, Strong};
    use Stop::{Finished, Mid};
    let km = key_market::Config::new;
    vec![
        plan(km(2, false), 7, Finished, vec![bot("Spieler 1", Strong), bot("Spieler 2", Standard)], &[2]),
        plan(km(2, false), (1 << 53) + 1, Mid, vec![person("Anna"), bot("Spieler 2", Beginner)], &[]),
        plan(
            km(3, false),
            0xDEAD_BEEF_CAFE_F00D,
            Finished,
            vec![person("Jürgen"), bot("Spieler 2", Beginner), bot("Spieler 3", Standard)],
            &[],
        ),
        plan(km(3, false), 42, Mid, vec![person("Zoë"), person("Mehmet"), bot("Spieler 3", Standard)], &[2]),
        plan(
            km(4, false),
            u64::MAX,
            Finished,
            vec![person("Anna"), bot("Player 2", Strong), person("Ludwig"), bot("Player 4", Beginner)],
            &[2],
        ),
        plan(
            km(4, false),
            1 << 63,
            Mid,
            vec![person("Ida"), person("Ben"), person("Café Noir"), bot("Spieler 4", Standard)],
            &[],
        ),
        plan(
            km(4, true),
            2024,
            Finished,
            vec![bot("Spieler 1", Beginner), bot("Spieler 2", Standard), bot("Spieler 3", Strong), person("Grete")],
            &[],
        ),
        plan(
            km(4, true),
            12_345_678_901_234_567_890,
            Mid,
            vec![person("Ann-Kathrin"), person("Ole"), person("Émile"), person("Spieler 4")],
            &[2],
        ),
        old_link(km(2, false), 5, Finished, vec![person("Spieler 1"), old_bot("Spieler 2")]),
        old_link(km(3, false), 0x0123_4567_89AB_CDEF, Mid, vec![old_bot("Bot"), person("Anna"), old_bot("Bot 2")]),
    ]
}

fn nuernberg_plans() -> Vec<Plan<nuernberg::Config>> {
    use Level::{Beginner, Standard, Strong};
    use Stop::{Finished, Mid};
    let nb = nuernberg::Config::new;
    vec![
        plan(nb(2), 3, Finished, vec![bot("Spieler 1", Strong), bot("Spieler 2", Standard)], &[2]),
        plan(nb(2), (1 << 53) + 3, Mid, vec![person("Anna"), bot("Spieler 2", Standard)], &[]),
        plan(
            nb(3),
            0xFEED_FACE_0000_0001,
            Finished,
            vec![person("Hans Sachs"), bot("Spieler 2", Beginner), bot("Spieler 3", Strong)],
            &[],
        ),
        plan(nb(3), 11, Mid, vec![person("Zoë"), person("Kübra"), bot("Spieler 3", Beginner)], &[2]),
        plan(
            nb(4),
            18_000_000_000_000_000_000,
            Finished,
            vec![person("Albrecht"), bot("Player 2", Standard), bot("Player 3", Beginner), bot("Player 4", Strong)],
            &[2],
        ),
        plan(nb(4), 99, Mid, vec![person("Ida"), person("Veit"), person("Margarethe"), bot("Spieler 4", Strong)], &[]),
        plan(
            nb(5),
            1 << 53,
            Finished,
            vec![
                person("Anna"),
                bot("Spieler 2", Beginner),
                bot("Spieler 3", Standard),
                bot("Spieler 4", Strong),
                bot("Spieler 5", Beginner),
            ],
            &[],
        ),
        plan(
            nb(5),
            5,
            Mid,
            vec![person("A"), person("Bärbel"), person("Christoph"), person("Dörte"), person("Ekkehard")],
            &[2],
        ),
        old_link(
            nb(4),
            77,
            Finished,
            vec![person("Spieler 1"), old_bot("Spieler 2"), old_bot("Spieler 3"), person("Max")],
        ),
        old_link(nb(2), (1 << 60) + 7, Mid, vec![old_bot("Spieler 1"), person("Spieler 2")]),
    ]
}

/// Keyflower for every player count, the base game and The Merchants (with its variants A, B
/// and C at some tables), and a 6-player save late in autumn for the end-to-end test, all of
/// data version 1; then a 2-player base game (finished) and a 4-player game with The Merchants
/// (mid-game) of data version 2, whose names end in "-v2", and a 3-player game with The
/// Merchants (finished) and a 5-player base game (mid-game) of version 3 ("-v3").
fn keyflower_plans() -> Vec<Plan<keyflower::Config>> {
    use Level::{Beginner, Standard, Strong};
    use Stop::{Finished, Late, Mid};
    let on = |data, config| keyflower::Config { data: DataVersion(data), ..config };
    let base = |n| on(1, Keyflower::configure(n, &keyflower::Options::default()));
    let merchants = |n, a, b, c: &[u8]| {
        let handicap = c.iter().map(|&s| keydom::engine::Seat(s)).collect();
        let options = keyflower::Options { merchants: true, merchant_variant: a, tactician: b, handicap };
        on(1, Keyflower::configure(n, &options))
    };
    let v2 = |p: Plan<keyflower::Config>| Plan { config: on(2, p.config), suffix: "-v2", ..p };
    let v3 = |p: Plan<keyflower::Config>| Plan { config: on(3, p.config), suffix: "-v3", ..p };
    // A person who asked for hints, which only links of version 4 carry.
    let hinted = |name: &str, hints| SeatInfo { hints, ..person(name) };
    let seats = |names: &[&str], kinds: &[Option<Level>]| -> Vec<SeatInfo> {
        names.iter().zip(kinds).map(|(n, k)| k.map_or_else(|| person(n), |l| bot(n, l))).collect()
    };
    let six = ["Anna", "Ben", "Cem", "Dora", "Emil", "Frieda"];
    vec![
        plan(base(2), 31, Finished, seats(&six[..2], &[Some(Strong), Some(Standard)]), &[3]),
        plan(merchants(2, false, true, &[]), 32, Mid, seats(&six[..2], &[None, Some(Beginner)]), &[3]),
        plan(
            merchants(3, true, false, &[]),
            33,
            Finished,
            seats(&six[..3], &[None, Some(Beginner), Some(Standard)]),
            &[],
        ),
        plan(base(3), 34, Mid, seats(&six[..3], &[None, None, Some(Standard)]), &[3]),
        plan(
            merchants(4, false, false, &[1]),
            35,
            Finished,
            seats(&six[..4], &[None, Some(Beginner), None, Some(Standard)]),
            &[3],
        ),
        plan(base(4), 36, Mid, seats(&six[..4], &[None, None, None, Some(Beginner)]), &[]),
        plan(
            base(5),
            37,
            Finished,
            seats(&six[..5], &[Some(Beginner), None, Some(Standard), Some(Beginner), Some(Beginner)]),
            &[3],
        ),
        plan(
            merchants(5, false, true, &[]),
            38,
            Mid,
            seats(&six[..5], &[None, None, Some(Beginner), None, Some(Beginner)]),
            &[],
        ),
        plan(
            merchants(6, false, false, &[]),
            39,
            Finished,
            seats(&six, &[None, Some(Beginner), Some(Beginner), Some(Standard), Some(Beginner), Some(Beginner)]),
            &[],
        ),
        plan(base(6), 40, Mid, seats(&six, &[None, None, Some(Beginner), None, Some(Beginner), Some(Beginner)]), &[3]),
        plan(
            merchants(6, false, false, &[]),
            41,
            Late(45),
            seats(&six, &[None, Some(Beginner), None, Some(Beginner), Some(Beginner), Some(Beginner)]),
            &[],
        ),
        v2(plan(base(2), 71, Finished, vec![hinted("Anna", 3), bot("Ben", Standard)], &[4])),
        v2(plan(
            merchants(4, true, true, &[2]),
            72,
            Mid,
            vec![person("Anna"), bot("Ben", Beginner), hinted("Cem", 1), bot("Dora", Standard)],
            &[4],
        )),
        v3(plan(
            merchants(3, false, false, &[]),
            73,
            Finished,
            vec![hinted("Anna", 2), bot("Ben", Standard), bot("Cem", Beginner)],
            &[4],
        )),
        v3(plan(
            base(5),
            74,
            Mid,
            seats(&six[..5], &[None, None, Some(Beginner), Some(Beginner), Some(Standard)]),
            &[4],
        )),
    ]
}

/// Keyper for every player count: a finished and a mid-game save (the mid-game one stops in
/// the secret refolding where it can) and a version 3 link each, and a 4-player save late in
/// the game for the end-to-end test.
fn keyper_plans() -> Vec<Plan<keyper::Config>> {
    use Level::{Beginner, Standard};
    use Stop::{At, Finished, Late, Mid};
    // The first fixtures were written with data version 1; those of version 2 (the rulebook's
    // rule fixes) carry the suffix "-v2", those of version 3 (fairs held by choice) "-v3".
    let k = |players| keyper::Config { players, data: DataVersion(1) };
    let k2 = |players| keyper::Config { players, data: DataVersion(2) };
    let k3 = |players| keyper::Config { players, data: DataVersion(3) };
    let v2 = |p: Plan<keyper::Config>| Plan { suffix: "-v2", ..p };
    let v3 = |p: Plan<keyper::Config>| Plan { suffix: "-v3", ..p };
    let four = ["Greta", "Hugo", "Ines", "Jan"];
    let seats = |names: &[&str], kinds: &[Option<Level>]| -> Vec<SeatInfo> {
        names.iter().zip(kinds).map(|(n, k)| k.map_or_else(|| person(n), |l| bot(n, l))).collect()
    };
    vec![
        plan(k(2), 51, Finished, seats(&four[..2], &[None, Some(Standard)]), &[3]),
        plan(k(2), 52, Mid, seats(&four[..2], &[None, Some(Beginner)]), &[3]),
        plan(k(3), 53, Finished, seats(&four[..3], &[None, Some(Beginner), Some(Beginner)]), &[3]),
        plan(k(3), (1 << 58) + 3, Mid, seats(&four[..3], &[None, None, Some(Beginner)]), &[]),
        plan(k(4), 55, Finished, seats(&four, &[None, Some(Beginner), None, Some(Beginner)]), &[]),
        plan(k(4), 56, Mid, seats(&four, &[None, None, Some(Beginner), Some(Beginner)]), &[3]),
        plan(k(4), 57, Late(85), seats(&four, &[None, None, Some(Beginner), Some(Beginner)]), &[]),
        v2(plan(k2(2), 61, Finished, seats(&four[..2], &[None, Some(Standard)]), &[])),
        v2(plan(k2(4), 62, Mid, seats(&four, &[None, None, Some(Beginner), Some(Beginner)]), &[])),
        // After 178 moves Greta (a person) decides which fairs to hold at the end of summer.
        v3(plan(k3(4), 72, At(178), seats(&four, &[None, None, None, Some(Beginner)]), &[])),
        v3(plan(k3(4), 72, Finished, seats(&four, &[None, None, None, Some(Beginner)]), &[])),
    ]
}

fn main() {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "tests/fixtures".into()));
    let mut out = Corpus::open(&dir);
    let km =
        |c: &key_market::Config| format!("key_market-{}p{}", c.players, if c.first_game { "-first-game" } else { "" });
    let nb = |c: &nuernberg::Config| format!("nuernberg-{}p", c.players);
    for p in key_market_plans() {
        out.game::<KeyMarket>(&p, &km(&p.config));
    }
    for p in nuernberg_plans() {
        out.game::<Nuernberg>(&p, &nb(&p.config));
    }
    let kf = |c: &keyflower::Config| {
        format!("keyflower-{}p{}", c.players, if c.options.merchants { "-merchants" } else { "" })
    };
    for p in keyflower_plans() {
        out.game::<Keyflower>(&p, &kf(&p.config));
    }
    for p in keyper_plans() {
        out.game::<Keyper>(&p, &format!("keyper-{}p", p.config.players));
    }
    out.legacy_link();
    out.finish();
}

/// The corpus on disk: the manifest's entries and the files, of which none is ever replaced.
struct Corpus {
    dir: PathBuf,
    entries: Vec<Value>,
    added: usize,
}

impl Corpus {
    fn open(dir: &Path) -> Corpus {
        let manifest = dir.join("manifest.json");
        let entries: Vec<Value> = match std::fs::read_to_string(&manifest) {
            Ok(text) => serde_json::from_str(&text).expect("a readable manifest"),
            Err(_) => Vec::new(),
        };
        for e in &entries {
            for key in ["file", "expected"] {
                let file = e[key].as_str().expect("manifest entries name their files");
                assert!(dir.join(file).exists(), "the manifest lists {file}, which is missing: restore it from git");
            }
        }
        Corpus { dir: dir.to_path_buf(), entries, added: 0 }
    }

    fn listed(&self, file: &str) -> bool {
        self.entries.iter().any(|e| e["file"] == file)
    }

    /// Writes a new file; refuses to replace one.
    fn create(&self, file: &str, text: &str) {
        let path = self.dir.join(file);
        assert!(!path.exists(), "{file} exists: the corpus is frozen, fixtures are only ever added");
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("the fixture folder");
        std::fs::write(&path, text).expect("a written fixture");
    }

    /// Plays one planned game and writes its save, links and expected result (those not yet there).
    fn game<G: BotGame>(&mut self, p: &Plan<G::Config>, label: &str) {
        let stop = match p.stop {
            Stop::Finished => "finished".to_string(),
            Stop::Mid => "mid".to_string(),
            Stop::Late(percent) => format!("late{percent}"),
            Stop::At(moves) => format!("at{moves}"),
        };
        let stem = format!("{label}-{stop}{}", p.suffix);
        let mut files: Vec<(String, Option<u8>)> =
            p.links.iter().map(|&v| (format!("links/{stem}.v{v}.txt"), Some(v))).collect();
        if p.save {
            files.insert(0, (format!("saves/{stem}.json"), None));
        }
        if files.iter().all(|(f, _)| self.listed(f)) {
            println!("{stem}: kept as it is");
            return;
        }
        let started = Instant::now();
        let record = play::<G>(p);
        let state = replay(&record).expect("the record replays");
        let expected = format!("expected/{stem}.json");
        if !self.dir.join(&expected).exists() {
            let value = json!({ "state": state, "score": G::score(&state) });
            self.create(&expected, &serde_json::to_string(&value).expect("JSON"));
        }
        let new: Vec<_> = files.into_iter().filter(|(f, _)| !self.listed(f)).collect();
        for (file, version) in new {
            let text = match version {
                None => save_text(&stem, &record, &p.seats),
                Some(v) => link_text(v, &record, &p.seats),
            };
            self.create(&file, &text);
            // What the link's version carries of its players: hints from 4, levels from 2.
            let mut seats = p.seats.clone();
            if version.is_some_and(|v| v < 4) {
                seats.iter_mut().for_each(|s| s.hints = 0);
            }
            if version == Some(1) {
                seats.iter_mut().for_each(|s| s.level = None);
            }
            self.entries.push(json!({
                "file": file,
                "game": G::ID,
                "kind": if version.is_some() { "link" } else { "save" },
                "link_version": version,
                "config": record.config,
                "seed": record.seed,
                "moves": record.actions.len(),
                "finished": G::to_act(&state) == ToAct::Over,
                "seats": seats,
                "expected": expected,
            }));
            self.added += 1;
            self.write_manifest();
        }
        println!("{stem}: {} moves in {:.1} s", record.actions.len(), started.elapsed().as_secs_f64());
    }

    /// The version 1 link that `tests/app/links.rs` keeps, written by the build before bot levels.
    fn legacy_link(&mut self) {
        const OLD: &str = "PcixDQAQFEXR-76QKDQmMAKzmEEhUYj9CyrdyRHNYt9zrHFK5bPJ5IPAnJTAAcoY7y8";
        let (file, expected) =
            ("links/key_market-2p-first-game-legacy.v1.txt", "expected/key_market-2p-first-game-legacy.json");
        if self.listed(file) {
            return;
        }
        let opened = link::decode::<KeyMarket>(&link::unpack(OLD).expect("the old link")).expect("it opens");
        self.create(
            expected,
            &serde_json::to_string(&json!({ "state": opened.state, "score": KeyMarket::score(&opened.state) }))
                .expect("JSON"),
        );
        self.create(file, OLD);
        self.entries.push(json!({
            "file": file, "game": GameId::KeyMarket, "kind": "link", "link_version": 1,
            "config": opened.record.config, "seed": opened.record.seed, "moves": opened.record.actions.len(),
            "finished": KeyMarket::to_act(&opened.state) == ToAct::Over, "seats": opened.seats, "expected": expected,
        }));
        self.added += 1;
        self.write_manifest();
    }

    /// Rewrites the manifest: the old entries as they were, then the new ones. Written after
    /// every new fixture, so a run that stops half-way leaves every written fixture listed.
    fn write_manifest(&self) {
        let text = serde_json::to_string_pretty(&self.entries).expect("JSON") + "\n";
        std::fs::write(self.dir.join("manifest.json"), text).expect("the manifest");
    }

    fn finish(self) {
        println!("{} fixtures added, {} in the corpus", self.added, self.entries.len());
    }
}

/// Plays the planned game: people (and every seat of a `random` plan) make seeded random legal
/// moves, bots their own choice; it stops at the end or, for [`Stop::Mid`], about halfway.
fn play<G: BotGame>(p: &Plan<G::Config>) -> Record<G> {
    let mut state = G::setup(&p.config, p.seed).expect("a valid set-up");
    let mut people = GameRng::with_stream(p.seed, PEOPLE_STREAM);
    let mut record = Record::<G>::new(p.config.clone(), p.seed);
    // acting[k]: how many seats must decide after k moves.
    let mut acting = Vec::new();
    while let ToAct::Seats(now) = G::to_act(&state) {
        acting.push(now.len());
        let seat = now.nth(people.index(now.len()));
        let level = if p.random { None } else { p.seats[seat.index()].bot_level() };
        let action = match level {
            None => {
                let legal = G::legal_actions(&state, seat);
                legal[people.index(legal.len())].clone()
            }
            Some(level) => {
                let seed = p.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15)
                    ^ ((record.actions.len() as u64) << 8)
                    ^ u64::from(seat.0);
                Bot::new::<G>(level, seed).choose::<G>(&G::view(&state, Some(seat)), seat).expect("a bot's move")
            }
        };
        G::apply(&mut state, seat, &action).expect("a legal move applies");
        record.actions.push((seat, action));
    }
    acting.push(0);
    if p.stop == Stop::Mid {
        // The first point past halfway where some seats have made a secret choice and others not yet.
        let half = record.actions.len() / 2;
        let cut = (half.max(1)..record.actions.len()).find(|&k| acting[k - 1] > acting[k] && acting[k] > 0);
        record.actions.truncate(cut.unwrap_or(half));
    }
    if let Stop::Late(percent) = p.stop {
        record.actions.truncate(record.actions.len() * percent / 100);
    }
    if let Stop::At(moves) = p.stop {
        record.actions.truncate(moves);
    }
    record
}

/// The save as the app stores it after the last move: started, then written after every move.
fn save_text<G: Game>(stem: &str, record: &Record<G>, seats: &[SeatInfo]) -> String {
    let mut rng = GameRng::from_seed(record.seed ^ stem.len() as u64);
    let id = format!("{:08x}{:08x}", rng.next_u32(), rng.next_u32());
    let backend = MemoryBackend::default();
    let start = Record::<G>::new(record.config.clone(), record.seed);
    let mut session = Session::start(&backend, id.clone(), start, seats.to_vec(), CREATED).expect("a new game");
    for (k, (seat, action)) in record.actions.iter().enumerate() {
        let acted = session.act(*seat, action.clone(), CREATED + MOVE_MS * (k + 1) as f64).expect("a legal move");
        acted.saved.expect("the slot is written");
    }
    Saves::new(&backend).raw(&id).expect("the stored slot")
}

/// The link envelope as `store::link` lays it out (same fields, same order).
#[derive(Serialize)]
struct Envelope<'a> {
    game: GameId,
    body: &'a [u8],
}

/// A version 1 link's body: seats without levels.
#[derive(Serialize)]
#[serde(bound(serialize = ""))]
struct BodyV1<'a, G: Game> {
    seats: Vec<(String, SeatKind)>,
    record: &'a Record<G>,
}

/// A version 2 link's body: seats with levels.
#[derive(Serialize)]
#[serde(bound(serialize = ""))]
struct BodyV2<'a, G: Game> {
    seats: Vec<(String, SeatKind, Option<Level>)>,
    record: &'a Record<G>,
}

/// `base64url(deflate(version ‖ postcard(envelope)))`, as `link::encode` packs it.
fn pack(version: u8, game: GameId, body: &[u8]) -> String {
    let mut packed = vec![version];
    packed.extend(postcard::to_allocvec(&Envelope { game, body }).expect("an envelope"));
    URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(&packed, 9))
}

/// A share link of `version`: 4 from `link::encode` (and checked against [`pack`] of
/// `postcard(seats with hints) ‖ record.to_bytes()`, which proves the hand-built envelope
/// right); 3 built by hand the same way with seats without hints, as the builds before hints
/// wrote it; 2 and 1 as the builds before data versions and before bot levels wrote them
/// (their records are plain postcard, where the config's data version takes no bytes).
fn link_text<G: Game>(version: u8, record: &Record<G>, seats: &[SeatInfo]) -> String {
    assert_eq!(link::LINK_VERSION, 4, "a new link version: teach this generator to write it");
    let with_levels: Vec<_> = seats.iter().map(|s| (s.name.clone(), s.kind, s.level)).collect();
    let with_hints: Vec<_> = seats.iter().map(|s| (s.name.clone(), s.kind, s.level, s.hints)).collect();
    let binary = |seats: Vec<u8>| [seats, record.to_bytes()].concat();
    let encoded = link::encode(record, seats);
    assert_eq!(pack(4, G::ID, &binary(postcard::to_allocvec(&with_hints).expect("seats"))), encoded, "link layout");
    match version {
        4 => encoded,
        3 => pack(3, G::ID, &binary(postcard::to_allocvec(&with_levels).expect("seats"))),
        2 => pack(2, G::ID, &postcard::to_allocvec(&BodyV2::<G> { seats: with_levels, record }).expect("a body")),
        1 => {
            let v1 = BodyV1::<G> { seats: seats.iter().map(|s| (s.name.clone(), s.kind)).collect(), record };
            pack(1, G::ID, &postcard::to_allocvec(&v1).expect("a body"))
        }
        v => panic!("no link version {v}"),
    }
}
