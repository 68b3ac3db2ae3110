//! Asking a bot for a move or a hint across a thread boundary (the page and its Web Worker), as
//! bytes.
//!
//! A [`Request`] carries the game's whole [`Record`] in its binary form ([`Record::to_bytes`],
//! the codec of share links, which keeps the config's component data version), the seat, the
//! seed and what is asked ([`Ask`]); [`answer`] replays the record, hands the bot nothing but
//! `view(seat)`, and refers to actions by their index into `legal_actions(seat)` of the same
//! position, which the asker looks up in its own copy. The page runs [`answer`] in the
//! worker, or on its own thread when the worker is unavailable: the same bytes give the same
//! move either way.
//!
//! A hint ([`Ask::Hint`], the Strong bot's ranking of the seat's actions, see
//! [`crate::bots::hint`]) is asked for in slices of iterations, one request each, so the asker
//! can show progress and stop at any slice. Whichever thread answers keeps the search of the
//! last hint between slices (`HINT`); a slice that finds no search of the same position at the
//! right point (the worker broke and the page took over, say) searches again from the start,
//! and since the search is reproducible the result is the same.
//!
//! An analysis of a finished game ([`Ask::Analyse`], see [`crate::bots::analysis`]) is asked
//! for in slices the same way and kept in `ANALYSIS`; the last slice's answer carries the
//! result in postcard.
//!
//! The seed of a move is [`seed_for`] (game seed, move number, seat), so a game with bots
//! replays the same way however often it is reloaded.
//!
//! Each game's bots are a split point of their own: in the browser [`answer`] first loads
//! that game's bots (and the engine they replay) as a separate wasm module, in whichever
//! thread asks, so the worker never loads a board. That is why [`answer`] is `async`; in builds
//! that are not split it is ready at once. A load that fails is the answer [`NoMove::NotLoaded`].

use super::analysis::{Analyser, Budget};
use super::hint::Ranker;
use super::{Bot, BotGame, Level};
use crate::engine::{Game, GameId, GameRng, Record, Seat, replay};
use serde::{Deserialize, Serialize};
use std::any::Any;
use std::cell::RefCell;
use wasm_split_helpers::SplitLoaderError;

/// What a [`Request`] asks for.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Ask {
    /// A move, from a bot of this level (at the game's default budget).
    Move(Level),
    /// A hint, searched up to iteration `to` (from `from`, where the previous slice stopped).
    Hint {
        /// Iterations already run by the previous slices.
        from: u32,
        /// Iterations run once this slice is done.
        to: u32,
    },
    /// The analysis of the record's game (the seat is not used), at the quick budget or the
    /// default one, run up to progress `to` (from `from`, where the previous slice stopped);
    /// progress counts iterations as [`crate::bots::analysis::Analyser::done`] does.
    Analyse {
        /// The quick mode's budget.
        quick: bool,
        /// Progress made by the previous slices.
        from: u64,
        /// Progress made once this slice is done.
        to: u64,
    },
}

/// One question to a bot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Chosen by the asker, returned in the [`Answer`].
    pub id: u32,
    /// Which game the record belongs to.
    pub game: GameId,
    /// The game's `Record<G>` as [`Record::to_bytes`] writes it, so the worker replays with
    /// the record's own data version.
    pub record: Vec<u8>,
    /// The seat the bot plays, or the hint is for.
    pub seat: Seat,
    /// A move or a hint.
    pub ask: Ask,
    /// The seed of its random choices, see [`seed_for`].
    pub seed: u64,
}

/// A bot's reply to the [`Request`] with the same id.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    /// The request's id.
    pub id: u32,
    /// The move or the hint, or why there is none.
    pub choice: Result<Reply, NoMove>,
}

/// What a bot replies.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The index of the chosen action in `legal_actions(seat)`.
    Move(u32),
    /// Every legal action, the best first, after the slice.
    Hint(Vec<HintLine>),
    /// How far an analysis is, and once it is finished the result: an
    /// `Analysis<G::Action>` of the game `G` asked about, in postcard (the form a save keeps,
    /// in base64; a game's page code reads postcard already, for links).
    Analysis {
        /// Progress so far.
        done: u64,
        /// The progress of the whole analysis.
        total: u64,
        /// The analysis, once `done == total`.
        result: Option<Vec<u8>>,
    },
}

/// One line of a hint: a legal action and what the search found out about it (see
/// [`crate::bots::hint::Ranked`]).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct HintLine {
    /// The index of the action in `legal_actions(seat)`.
    pub action: u32,
    /// How many iterations tried it.
    pub visits: u32,
    /// The estimated win chance, 0..=1.
    pub mean: f64,
    /// The standard error of `mean`.
    pub spread: f64,
}

/// Why a bot gives no move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum NoMove {
    /// The game's bots did not load (a failed download); asking again may work.
    NotLoaded,
    /// Anything else, in words: a request that makes no sense, or a bug.
    Failed(String),
}

impl Request {
    /// A request for a move in game `G` at the position `record` reaches.
    pub fn new<G: BotGame>(id: u32, record: &Record<G>, seat: Seat, level: Level) -> Self {
        Self::asking(id, record, seat, Ask::Move(level))
    }

    /// A request for `ask` in game `G` at the position `record` reaches. A hint has the seed a
    /// bot's move would have there, so its best action is what Strong would play at the hint's
    /// budget.
    pub fn asking<G: BotGame>(id: u32, record: &Record<G>, seat: Seat, ask: Ask) -> Self {
        let seed = seed_for(record.seed, record.actions.len(), seat);
        Request { id, game: G::ID, record: record.to_bytes(), seat, ask, seed }
    }

    /// A request for the analysis of game `G`'s `record` (run from progress `from` to `to`, at
    /// the quick budget or not). Its seed, and so the analysis's, depends on the record alone.
    pub fn analysis<G: Game>(id: u32, record: &Record<G>, quick: bool, from: u64, to: u64) -> Self {
        let seed = seed_for(record.seed, record.actions.len(), Seat(0));
        let ask = Ask::Analyse { quick, from, to };
        Request { id, game: G::ID, record: record.to_bytes(), seat: Seat(0), ask, seed }
    }

    /// The request as bytes.
    pub fn encode(&self) -> Vec<u8> {
        postcard::to_allocvec(self).expect("requests serialise")
    }
}

impl Answer {
    /// The answer as bytes.
    pub fn encode(&self) -> Vec<u8> {
        postcard::to_allocvec(self).expect("answers serialise")
    }

    /// Reads an answer.
    pub fn decode(bytes: &[u8]) -> Result<Answer, String> {
        postcard::from_bytes(bytes).map_err(|e| format!("unreadable answer: {e}"))
    }
}

/// The seed of the bot in `seat` at move `moves` of the game seeded `game_seed`: mixed so that
/// neighbouring moves and seats get unrelated seeds.
pub fn seed_for(game_seed: u64, moves: usize, seat: Seat) -> u64 {
    let mut rng = GameRng::with_stream(game_seed, ((moves as u64) << 8) | u64::from(seat.0));
    u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32())
}

/// Answers an encoded [`Request`] with an encoded [`Answer`]; a request that can't be read
/// gets an answer with id 0 and the reason.
pub async fn answer(request: &[u8]) -> Vec<u8> {
    let answer = match postcard::from_bytes::<Request>(request) {
        Err(e) => Answer { id: 0, choice: Err(NoMove::Failed(format!("unreadable request: {e}"))) },
        Ok(request) => {
            let id = request.id;
            let choice = bots(request).await;
            let choice = choice.map_err(|_| NoMove::NotLoaded).and_then(|chosen| chosen.map_err(NoMove::Failed));
            Answer { id, choice }
        }
    };
    answer.encode()
}

/// [`answer`] where nothing is loaded later (native targets, and wasm builds that are not
/// split: tests, tools, a build without the split): the answer is ready at the first poll, so
/// no executor is needed.
#[cfg(not(split_build))]
pub fn answer_now(request: &[u8]) -> Vec<u8> {
    use std::task::{Context, Poll, Waker};
    match std::pin::pin!(answer(request)).poll(&mut Context::from_waker(Waker::noop())) {
        Poll::Ready(bytes) => bytes,
        Poll::Pending => unreachable!("nothing is loaded in a build that is not split"),
    }
}

macro_rules! bot_code {
    ($($game:ident: $Type:ident [$ui:ident, $replays:ident, $bots:ident]),* $(,)?) => {
        $(split_point! { $bots:
            /// This game's bots, loaded with their own wasm module on first use.
            fn $bots(request: Request) -> Result<Result<Reply, String>, SplitLoaderError> {
                Ok(think::<crate::games::$game::$Type>(&request))
            }
        })*

        /// The answer of the bots of the request's game, loading them first if need be.
        async fn bots(request: Request) -> Result<Result<Reply, String>, SplitLoaderError> {
            $(if request.game == <crate::games::$game::$Type as Game>::ID {
                return $bots(request).await;
            })*
            Ok(Err(format!("no bots for {:?}", request.game)))
        }
    };
}
keydom_rules::for_each_game!(bot_code);

/// Replays the record and lets the bot choose, or rank, from the seat's view alone; or
/// analyses the record.
fn think<G: BotGame>(request: &Request) -> Result<Reply, String> {
    let record = Record::<G>::from_bytes(&request.record).map_err(|e| format!("unreadable record: {e}"))?;
    let position = || {
        let state = replay(&record).map_err(|e| e.to_string())?;
        Ok::<_, String>((G::view(&state, Some(request.seat)), G::legal_actions(&state, request.seat)))
    };
    let index = |legal: &[G::Action], action: &G::Action| {
        let i = legal.iter().position(|a| a == action);
        i.map(|i| i as u32).ok_or_else(|| "the bot named an action that is not legal".to_string())
    };
    match request.ask {
        Ask::Move(level) => {
            let (view, legal) = position()?;
            let bot = Bot::new::<G>(level, request.seed);
            let action = bot.choose::<G>(&view, request.seat).ok_or("the seat has nothing to decide")?;
            index(&legal, &action).map(Reply::Move)
        }
        Ask::Hint { from, to } => {
            let (view, legal) = position()?;
            let ranking = HINT.with_borrow_mut(|kept| {
                let mut search = kept
                    .take()
                    .and_then(|job| job.downcast::<HintJob<G>>().ok())
                    .filter(|job| job.request == (request.record.clone(), request.seat, request.seed))
                    .filter(|job| job.ranker.done() == from)
                    .map(|job| job.ranker);
                if search.is_none() {
                    search = Ranker::<G>::new(&view, request.seat, request.seed);
                }
                let mut ranker = search.ok_or("the seat has nothing to decide")?;
                ranker.run(to.saturating_sub(ranker.done()));
                let ranking = ranker.ranking();
                let request = (request.record.clone(), request.seat, request.seed);
                *kept = Some(Box::new(HintJob::<G> { request, ranker }));
                Ok::<_, String>(ranking)
            })?;
            let line = |r: &crate::bots::hint::Ranked<G::Action>| {
                Ok(HintLine { action: index(&legal, &r.action)?, visits: r.visits, mean: r.mean, spread: r.spread })
            };
            ranking.iter().map(line).collect::<Result<_, String>>().map(Reply::Hint)
        }
        Ask::Analyse { quick, from, to } => analyse::<G>(request, &record, quick, from, to),
    }
}

/// The seed of the analysis of the game a request is about: the request's seed folded to the
/// 32 bits an analysis keeps.
fn analysis_seed(request: &Request) -> u32 {
    (request.seed >> 32) as u32 ^ request.seed as u32
}

/// Runs the analysis of `record` on to progress `to`, with the kept analyser if it is the one
/// of this request at `from`, else from the start.
fn analyse<G: BotGame>(
    request: &Request,
    record: &Record<G>,
    quick: bool,
    from: u64,
    to: u64,
) -> Result<Reply, String> {
    ANALYSIS.with_borrow_mut(|kept| {
        let key = (request.record.clone(), quick, request.seed);
        let mut analyser = match kept.take().and_then(|job| job.downcast::<AnalysisJob<G>>().ok()) {
            Some(job) if job.request == key && job.analyser.done() == from => job.analyser,
            _ => Analyser::new(record, Budget::of::<G>(quick), analysis_seed(request))?,
        };
        while analyser.done() < to.min(analyser.total()) {
            let left = to - analyser.done();
            analyser.run(u32::try_from(left).unwrap_or(u32::MAX));
        }
        let (done, total) = (analyser.done(), analyser.total());
        let result = analyser.analysis().map(|a| postcard::to_allocvec(&a).expect("analyses serialise"));
        if result.is_none() {
            *kept = Some(Box::new(AnalysisJob::<G> { request: key, analyser }));
        }
        Ok(Reply::Analysis { done, total, result })
    })
}

/// The analysis last asked for on this thread, and the game it is for (record, quick, seed).
struct AnalysisJob<G: BotGame> {
    request: (Vec<u8>, bool, u64),
    analyser: Analyser<G>,
}

/// The search of the last hint asked on this thread, and the position it is for (record,
/// seat, seed).
struct HintJob<G: BotGame> {
    request: (Vec<u8>, Seat, u64),
    ranker: Ranker<G>,
}

// The worker's own state, not a page's: it lives in the bots' worker (or on the page's thread
// when the worker failed), keyed by the request it serves, and a request for another game or
// position replaces it.
thread_local! {
    /// The last hint's search (a `HintJob` of its game), kept for its next slice.
    static HINT: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
    /// The last analysis (an `AnalysisJob` of its game), kept for its next slice.
    static ANALYSIS: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::DataVersion;
    use crate::engine::ToAct;
    use crate::games::key_market::data::DATA_VERSION;
    use crate::games::key_market::{Config, KeyMarket};
    use crate::games::nuernberg::{self, Nuernberg};

    /// The index of the move an answer names.
    fn moved(answer: &Answer) -> usize {
        match answer.choice {
            Ok(Reply::Move(i)) => i as usize,
            ref other => panic!("a move was asked for, got {other:?}"),
        }
    }

    /// The hint an answer carries.
    fn hinted(answer: &[u8]) -> Vec<HintLine> {
        match Answer::decode(answer).unwrap().choice {
            Ok(Reply::Hint(lines)) => lines,
            other => panic!("a hint was asked for, got {other:?}"),
        }
    }

    fn opening() -> (Record<KeyMarket>, Seat) {
        let record = Record::new(Config::new(3, true), 42);
        let state = replay(&record).unwrap();
        (record, KeyMarket::to_act(&state).seats().nth(0))
    }

    #[test]
    fn requests_and_answers_survive_the_trip_as_bytes() {
        let (record, seat) = opening();
        let request = Request::new(7, &record, seat, Level::Strong);
        assert_eq!(postcard::from_bytes::<Request>(&request.encode()).unwrap(), request);
        let answer = Answer { id: 7, choice: Ok(Reply::Move(3)) };
        assert_eq!(Answer::decode(&answer.encode()).unwrap(), answer);
        assert!(Answer::decode(&[0xff]).is_err());
    }

    #[test]
    fn the_answer_is_the_bots_own_choice_from_the_seats_view() {
        let (record, seat) = opening();
        let state = replay(&record).unwrap();
        for level in Level::ALL {
            let request = Request::new(1, &record, seat, level);
            let reply = Answer::decode(&answer_now(&request.encode())).unwrap();
            let chosen =
                crate::bots::choose::<KeyMarket>(level, &KeyMarket::view(&state, Some(seat)), seat, request.seed);
            let legal = KeyMarket::legal_actions(&state, seat);
            assert_eq!(reply.id, 1);
            assert_eq!(Some(&legal[moved(&reply)]), chosen.as_ref());
        }
    }

    #[test]
    fn nuernberg_is_answered_too_and_nonsense_is_refused_with_a_reason() {
        let record: Record<Nuernberg> = Record::new(nuernberg::Config::new(2), 1);
        let state = replay(&record).unwrap();
        let ToAct::Seats(seats) = Nuernberg::to_act(&state) else { panic!("a new game goes on") };
        let reply =
            Answer::decode(&answer_now(&Request::new(2, &record, seats.nth(0), Level::Beginner).encode())).unwrap();
        assert!(moved(&reply) < Nuernberg::legal_actions(&state, seats.nth(0)).len());
        let garbled = Answer::decode(&answer_now(&[1, 2, 3])).unwrap();
        assert!(garbled.choice.is_err());
        // A five-player Nürnberg record asked of Keyper, which seats 2 to 4: refused, however
        // alike the two games' records look.
        let five: Record<Nuernberg> = Record::new(nuernberg::Config::new(5), 1);
        let mut wrong = Request::new(3, &five, seats.nth(0), Level::Beginner);
        wrong.game = GameId::Keyper;
        assert!(Answer::decode(&answer_now(&wrong.encode())).unwrap().choice.is_err());
    }

    #[test]
    fn the_worker_replays_with_the_records_data_version() {
        let (record, seat) = opening();
        let request = Request::new(4, &record, seat, Level::Beginner);
        assert_eq!(Record::<KeyMarket>::from_bytes(&request.record).unwrap(), record);
        let mut old = record.clone();
        old.config.data = DataVersion(1);
        let request = Request::new(5, &old, seat, Level::Beginner);
        assert_eq!(Record::<KeyMarket>::from_bytes(&request.record).unwrap().config.data, DataVersion(1));
        assert!(Answer::decode(&answer_now(&request.encode())).unwrap().choice.is_ok(), "an older version plays");
        let mut other = record.clone();
        let newer = DataVersion(DATA_VERSION.0 + 1);
        other.config.data = newer;
        let request = Request::new(5, &other, seat, Level::Beginner);
        let reply = Answer::decode(&answer_now(&request.encode())).unwrap();
        match reply.choice {
            Err(NoMove::Failed(why)) => assert!(why.contains(&format!("component data version {newer}")), "{why}"),
            other => panic!("a record of data version {newer} must be refused, got {other:?}"),
        }
    }

    #[test]
    fn a_hint_in_slices_is_the_ranking_of_the_seats_view_whoever_kept_the_search() {
        let (record, seat) = opening();
        let state = replay(&record).unwrap();
        let legal = KeyMarket::legal_actions(&state, seat);
        let ask = |from, to| answer_now(&Request::asking(9, &record, seat, Ask::Hint { from, to }).encode());
        let first = hinted(&ask(0, 20));
        let sliced = hinted(&ask(20, 60));
        HINT.with_borrow_mut(|kept| *kept = None);
        let afresh = hinted(&ask(20, 60));
        assert_eq!(sliced, afresh, "a lost search is searched again from the start");
        assert_eq!(hinted(&ask(0, 60)), sliced, "a new hint of 60 iterations at once");
        assert_eq!(first.iter().map(|l| l.visits).sum::<u32>(), 20);
        let seed = seed_for(record.seed, record.actions.len(), seat);
        let ranking = crate::bots::hint::rank::<KeyMarket>(&KeyMarket::view(&state, Some(seat)), seat, 60, seed);
        assert_eq!(sliced.len(), legal.len());
        for (line, ranked) in sliced.iter().zip(&ranking) {
            assert_eq!(legal[line.action as usize], ranked.action);
            assert_eq!((line.visits, line.mean, line.spread), (ranked.visits, ranked.mean, ranked.spread));
        }
    }

    /// The progress and result an answer to an analysis carries.
    fn analysed(answer: &[u8]) -> (u64, u64, Option<Vec<u8>>) {
        match Answer::decode(answer).unwrap().choice {
            Ok(Reply::Analysis { done, total, result }) => (done, total, result),
            other => panic!("an analysis was asked for, got {other:?}"),
        }
    }

    #[test]
    fn an_analysis_in_slices_is_the_records_analysis_whoever_kept_it() {
        use crate::bots::analysis::{Analysis, Budget, analyse};
        let (mut record, _) = opening();
        let mut state = replay(&record).unwrap();
        while record.actions.len() < 6 {
            let seat = KeyMarket::to_act(&state).seats().nth(0);
            let action = KeyMarket::legal_actions(&state, seat).swap_remove(0);
            KeyMarket::apply(&mut state, seat, &action).unwrap();
            record.actions.push((seat, action));
        }
        let request = |from, to| Request::analysis(11, &record, true, from, to);
        let ask = |from, to| analysed(&answer_now(&request(from, to).encode()));
        let (done, total, result) = ask(0, 0);
        assert!(done == 0 && total > 0 && result.is_none(), "the first answer says how much there is");
        let fifth = total / 5;
        let (done, _, result) = ask(0, fifth);
        assert!(done >= fifth && done < total && result.is_none(), "{done} of {total}");
        let (later, _, result) = ask(done, done + fifth);
        assert!(later >= done + fifth && later < total && result.is_none());
        ANALYSIS.with_borrow_mut(|kept| *kept = None);
        let (mut at, mut result) = (later, None);
        while result.is_none() {
            let answer = ask(at, at + fifth);
            assert_eq!(answer.1, total);
            (at, result) = (answer.0, answer.2);
        }
        assert_eq!(at, total);
        let sliced: Analysis<crate::games::key_market::Action> = postcard::from_bytes(&result.unwrap()).unwrap();
        let (_, _, whole) = ask(0, total);
        assert_eq!(whole.map(|bytes| postcard::from_bytes(&bytes).unwrap()), Some(sliced.clone()), "in one go");
        let direct = analyse::<KeyMarket>(&record, Budget::of::<KeyMarket>(true), analysis_seed(&request(0, 0)));
        assert_eq!(direct.unwrap(), sliced, "the analysis of the record, at the quick budget");
        assert_eq!(sliced.decisions.len(), crate::bots::analysis::spans(&record.actions).len());
    }

    #[test]
    fn seeds_depend_on_game_move_and_seat_and_on_nothing_else() {
        let a = seed_for(1, 10, Seat(0));
        assert_eq!(a, seed_for(1, 10, Seat(0)));
        let others = [seed_for(2, 10, Seat(0)), seed_for(1, 11, Seat(0)), seed_for(1, 10, Seat(1))];
        assert!(others.iter().all(|&s| s != a));
    }
}
