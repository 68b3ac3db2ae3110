//! Untrusted bytes never panic: a seeded mutation run (a long run, `#[ignore]`) opens hundreds of
//! thousands of damaged saves and share links of every game, made from the frozen corpus of
//! `tests/fixtures/`, the way the app opens them (read, decode, replay, then the position's turn,
//! choices, views and score). Each must end in `Ok` or an `Err` that describes itself; a panic
//! (an abort in the release build, which kills the page) fails the run with the input that
//! caused it, cut down to the fewest moves where it is a record.
//!
//! The mutations: bytes flipped, cut off, spliced from two inputs or inserted, in a save's JSON
//! text, in a link's characters and in a link's unpacked bytes (packed again, so the decoder
//! reads them); and structured ones of a valid record, written again as a save and as a link:
//! moves swapped, dropped, duplicated, taken from another position or another seat, numbers in
//! moves and config set to edge values (out-of-range indices, player counts, data versions),
//! players added or removed, the seed changed.
//!
//! What it checks depends only on the seed: `KEYDOM_MUTATIONS` inputs per game ([`PER_GAME`]
//! by default, well inside the budget in the long profile), stopped early only by [`BUDGET`].

/// The generator's own file, in `mutation/` beside this one.
mod generator;

use generator::{Corpus, Generator, Input};
use keydom::engine::{Game, Seat, ToAct};
use keydom::games::{PLAYABLE, WithGame, with_game};
use keydom::i18n::{Describe, Text};
use keydom::store::{SaveFile, link, record_of};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Inputs per game when `KEYDOM_MUTATIONS` is not set.
const PER_GAME: usize = 40_000;
/// The most one game's inputs may take; the run stops there and says so.
const BUDGET: Duration = Duration::from_secs(60);
/// The run's seed unless `KEYDOM_MUTATION_SEED` gives another.
const SEED: u64 = 0x6d75_7461_7465;

/// Where the last panic happened and what it said, kept by the panic hook.
static PANIC: Mutex<Option<String>> = Mutex::new(None);

/// Opens `input` as the app does: whether it opened, or the panic's place and message.
fn panics(input: &Input) -> Result<bool, String> {
    *PANIC.lock().unwrap() = None;
    catch_unwind(AssertUnwindSafe(|| open(input)))
        .map_err(|_| PANIC.lock().unwrap().take().unwrap_or_else(|| "a panic".into()))
}

/// Reads and replays a save or a link: whether it opened; every refusal is described, as the
/// page shows it.
fn open(input: &Input) -> bool {
    match input {
        Input::Save(text) => match SaveFile::parse(text) {
            Ok(save) => with_game(save.game, OpenSave(&save)).unwrap_or(false),
            Err(e) => refused(e.describe()),
        },
        Input::Link(payload) => match link::unpack(payload) {
            Ok(unpacked) => with_game(unpacked.game, OpenLink(&unpacked)).unwrap_or(false),
            Err(e) => refused(e.describe()),
        },
    }
}

/// A refusal, which must say why in both languages: never opened.
fn refused(why: Text) -> bool {
    assert!(!why.de.is_empty() && !why.en.is_empty(), "a refusal that does not say why");
    false
}

struct OpenSave<'a>(&'a SaveFile);

impl WithGame for OpenSave<'_> {
    type Output = bool;

    fn with<G: keydom::bots::BotGame>(self) -> bool {
        match record_of::<G>(self.0) {
            Ok((_, state)) => {
                show::<G>(&state, self.0.seats.len());
                true
            }
            Err(e) => refused(e.describe()),
        }
    }
}

struct OpenLink<'a>(&'a link::Unpacked);

impl WithGame for OpenLink<'_> {
    type Output = bool;

    fn with<G: keydom::bots::BotGame>(self) -> bool {
        match link::decode::<G>(self.0) {
            Ok(opened) => {
                show::<G>(&opened.state, opened.seats.len());
                true
            }
            Err(e) => refused(e.describe()),
        }
    }
}

/// What a page draws of an opened position: who acts and their choices, every view, the score.
fn show<G: Game>(state: &G::State, seats: usize) {
    if let ToAct::Seats(acting) = G::to_act(state) {
        for seat in acting {
            drop(G::legal_actions(state, seat));
        }
    }
    drop(G::view(state, None));
    for seat in Seat::all(seats) {
        drop(G::view(state, Some(seat)));
    }
    drop(G::score(state));
}

/// Whether two panics happened at the same place in the code (their messages may differ).
fn same_place(a: &str, b: &str) -> bool {
    a.split(": ").next() == b.split(": ").next()
}

/// One game's run: how many inputs, how many opened, and the panics with their inputs.
struct Run {
    inputs: usize,
    opened: usize,
    panics: Vec<(String, String, String)>,
}

/// Generates and opens `count` inputs of game `G` from its corpus.
struct Mutate<'a> {
    corpus: &'a Corpus,
    count: usize,
    seed: u64,
}

impl WithGame for Mutate<'_> {
    type Output = Run;

    fn with<G: keydom::bots::BotGame>(self) -> Run {
        let mut generator = Generator::<G>::new(self.corpus, self.seed ^ u64::from(G::ID as u8));
        let start = Instant::now();
        let mut run = Run { inputs: 0, opened: 0, panics: vec![] };
        while run.inputs < self.count && start.elapsed() < BUDGET {
            let (kind, input) = generator.next();
            run.inputs += 1;
            match panics(&input) {
                Ok(opened) => run.opened += usize::from(opened),
                Err(place) if !run.panics.iter().any(|(p, ..)| same_place(p, &place)) => {
                    let input = generator.minimise(input, |i| panics(i).is_err_and(|p| same_place(&p, &place)));
                    run.panics.push((place, kind.to_string(), input.shown()));
                }
                Err(_) => {}
            }
        }
        run
    }
}

#[test]
#[ignore = "a long run: the test command's last step runs it in the long profile"]
fn damaged_saves_and_links_of_every_game_are_refused_without_a_panic() {
    let count = std::env::var("KEYDOM_MUTATIONS").map_or(PER_GAME, |n| n.parse().expect("a count"));
    let seed = std::env::var("KEYDOM_MUTATION_SEED").map_or(SEED, |n| n.parse().expect("a seed"));
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let message =
            payload.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| payload.downcast_ref::<String>().cloned());
        let place = info.location().map_or("?".into(), |l| l.to_string());
        *PANIC.lock().unwrap() = Some(format!("{place}: {}", message.unwrap_or_default()));
    }));
    let all = Instant::now();
    let mut failures = vec![];
    let mut total = 0;
    for &game in PLAYABLE {
        let corpus = Corpus::of(game);
        let start = Instant::now();
        let run = with_game(game, Mutate { corpus: &corpus, count, seed }).expect("a playable game");
        let seconds = start.elapsed().as_secs_f64();
        let stopped = if run.inputs < count { " (stopped by the time budget)" } else { "" };
        println!(
            "{game:?}: {} inputs from {} saves and {} links in {seconds:.1} s{stopped}, {} opened, {} panics",
            run.inputs,
            corpus.saves.len(),
            corpus.links.len(),
            run.opened,
            run.panics.len()
        );
        total += run.inputs;
        failures.extend(run.panics.into_iter().map(|p| (game, p)));
    }
    let _ = std::panic::take_hook();
    println!("{total} inputs (seed {seed}) in {:.1} s", all.elapsed().as_secs_f64());
    for (game, (place, kind, input)) in &failures {
        println!("PANIC {game:?} ({kind}) at {place}\n  input: {input}");
    }
    assert!(failures.is_empty(), "{} inputs panicked (listed above)", failures.len());
}
