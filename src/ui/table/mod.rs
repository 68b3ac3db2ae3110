//! A game in play on this device, for any game: the [`Session`] behind a signal, who holds
//! the device, the log, and the bots' moves. The page ([`page`]) renders it.
//!
//! - The seat shown is the first person to act; while only bots act, the last person who
//!   acted keeps the device (and their own view). With two or more people at the table,
//!   every change of that person goes through the hand-off screen.
//! - Bots think in a Web Worker ([`thinker`]) from their seat's view only, at the level stored
//!   with the seat. The page says who is thinking, and plays the answer no sooner than the
//!   pause of the settings after the position arose, through [`Table::act`] like a person's
//!   move. An answer that arrives after the game has moved on (an undo, another seat's secret
//!   choice, a reload) is dropped. A bot's seed comes from the game's seed, the move number and
//!   the seat ([`crate::bots::wire::seed_for`]), so a game replays the same way; a reload
//!   mid-thought simply asks again.
//! - Where the settings allow, the person whose turn it is may ask the Strong bot for a hint
//!   ([`hint`]), computed in the same worker.

mod held;
pub mod hint;
mod new;
pub mod page;
mod playing;
mod scene;
pub mod thinker;

pub use new::{open, start};
pub use scene::{Board, LastMove, Scene};

use crate::bots::wire::{NoMove, Reply, Request};
use crate::bots::{BotGame, Level};
use crate::engine::{Audience, Seat, replay_moves};
use crate::i18n::{Describe, Key, Text, both};
use crate::store::{LocalStorage, SeatKind, Session, Settings};
use crate::ui::kit::memory::Memory;
use crate::ui::kit::reveal::{OFFERED, reveal_soon};
use crate::ui::kit::{LogLine, NoticeKind, effect};
use leptos::prelude::*;
use std::time::Duration;

/// A move and everything it caused.
type Moved<G> = (Seat, Vec<<G as crate::engine::Game>::Event>);

/// One game in play, shared by the parts of its page.
pub struct Table<G: BotGame> {
    session: StoredValue<Session<G, LocalStorage>, leptos::prelude::LocalStorage>,
    /// Bumped after every accepted action: everything that shows the game tracks it.
    pub version: RwSignal<usize>,
    /// The game log in words, each line with who may read it (see [`AnyTable::read_log`](playing::AnyTable::read_log)) and the
    /// places on the board it is about.
    pub log: RwSignal<Vec<(Audience, LogLine)>>,
    /// The latest refusal or storage warning.
    pub notice: RwSignal<Option<(NoticeKind, Text)>>,
    /// The legal actions (by index) a click on the board offers, when there was one.
    pub pointed: RwSignal<Option<Vec<usize>>>,
    /// The bot whose move is being worked out, if any.
    pub thinking: RwSignal<Option<Seat>>,
    /// Why bots think on the page's own thread (their worker did not start), if they do.
    pub foreground: RwSignal<Option<String>>,
    /// While a guided first game follows its guide, the guide plays the other seats and the
    /// bots wait ([`crate::ui::guide`]).
    pub guided: RwSignal<bool>,
    last_person: RwSignal<Option<Seat>>,
    /// Every move so far and all it caused (each scene keeps what its viewer may see).
    moves: StoredValue<Vec<Moved<G>>, leptos::prelude::LocalStorage>,
}

impl<G: BotGame> Clone for Table<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: BotGame> Copy for Table<G> {}

impl<G: BotGame> Table<G>
where
    G::Action: Describe,
{
    /// Opens the game in slot `id` and starts its bots.
    pub fn open(id: &str) -> Result<Self, Text> {
        let session = Session::<G, LocalStorage>::open(LocalStorage, id)?;
        let (log, moves) = Self::log_of(&session)?;
        let people: Vec<Seat> = Self::people_of(&session);
        let table = Table {
            session: StoredValue::new_local(session),
            version: RwSignal::new(0),
            log: RwSignal::new(log),
            notice: RwSignal::new(None),
            pointed: RwSignal::new(None),
            thinking: RwSignal::new(None),
            foreground: RwSignal::new(None),
            guided: RwSignal::new(crate::ui::guide::is_guided(id)),
            last_person: RwSignal::new((people.len() == 1).then(|| people[0])),
            moves: StoredValue::new_local(moves),
        };
        table.run_bots();
        Ok(table)
    }

    /// The log of the game so far, and every move with what it caused.
    #[allow(clippy::type_complexity)]
    fn log_of(session: &Session<G, LocalStorage>) -> Result<(Vec<(Audience, LogLine)>, Vec<Moved<G>>), Text> {
        let record = session.record();
        let (_, caused) = replay_moves(record).map_err(|e| e.describe())?;
        let log = caused.iter().flatten().map(Self::line).collect();
        Ok((log, record.actions.iter().map(|(seat, _)| *seat).zip(caused).collect()))
    }

    fn line(event: &G::Event) -> (Audience, LogLine) {
        (G::audience(event), (event.describe(), event.places_on_board().join(" ")))
    }

    fn people_of(session: &Session<G, LocalStorage>) -> Vec<Seat> {
        session
            .seats()
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind == SeatKind::Human)
            .map(|(i, _)| Seat(i as u8))
            .collect()
    }

    /// Reads the session (tracking every change).
    pub fn with<T>(&self, f: impl FnOnce(&Session<G, LocalStorage>) -> T) -> T {
        self.version.track();
        self.session.with_value(f)
    }

    /// How many people (not bots) play.
    pub fn people(&self) -> usize {
        self.session.with_value(Self::people_of).len()
    }

    /// Whether a bot plays `seat`.
    pub fn is_bot(&self, seat: Seat) -> bool {
        self.level(seat).is_some()
    }

    /// The level of the bot playing `seat`; `None` for a person.
    pub fn level(&self, seat: Seat) -> Option<Level> {
        self.session.with_value(|s| s.seats()[seat.index()].bot_level())
    }

    /// Whose view the page shows: the first person to act, else whoever acted last.
    pub fn viewer(&self) -> Option<Seat> {
        let acting = self.with(|s| s.to_act().seats().iter().find(|&seat| !self.is_bot(seat)));
        acting.or_else(|| self.last_person.get())
    }

    /// The players' names, in seat order.
    pub fn names(&self) -> Vec<String> {
        self.session.with_value(|s| s.seats().iter().map(|i| i.name.clone()).collect())
    }

    /// The name of a seat.
    pub fn name(&self, seat: Seat) -> String {
        self.session.with_value(|s| s.seats()[seat.index()].name.clone())
    }

    /// How many hints `seat`'s player asked for.
    pub fn hints(&self, seat: Seat) -> u32 {
        self.session.with_value(|s| s.seats()[seat.index()].hints)
    }

    /// Counts a hint for `seat`'s player in the save; a failed save is shown.
    pub fn count_hint(&self, seat: Seat) {
        let now = js_sys::Date::now();
        let result =
            self.session.try_update_value(|s| s.count_hint(seat, now)).expect("the session lives as long as the page");
        let failed = match result {
            Err(why) => Some(why.describe()),
            Ok(saved) => saved.err().map(|e| e.describe()),
        };
        if let Some(why) = failed {
            self.notice.set(Some((NoticeKind::Error, why)));
        }
    }

    /// Plays `action` for `seat`: a refusal or a failed save is shown, the log grows.
    pub fn act(&self, seat: Seat, action: G::Action) {
        let now = js_sys::Date::now();
        let result =
            self.session.try_update_value(|s| s.act(seat, action, now)).expect("the session lives as long as the page");
        match result {
            Err(why) => self.notice.set(Some((NoticeKind::Error, why.describe()))),
            Ok(acted) => {
                if !self.is_bot(seat) {
                    self.last_person.set(Some(seat));
                }
                self.log.update(|log| log.extend(acted.events.iter().map(Self::line)));
                self.moves.update_value(|moves| moves.push((seat, acted.events)));
                self.notice.set(acted.saved.err().map(|e| (NoticeKind::Error, e.describe())));
                self.pointed.set(None);
                self.version.update(|v| *v += 1);
            }
        }
    }

    /// Plays `viewer`'s legal action at index `i` (chosen on the board).
    pub fn play(&self, viewer: Option<Seat>, i: usize) {
        let Some(seat) = viewer else { return };
        if let Some(action) = self.with(|s| s.legal_actions(seat).get(i).cloned()) {
            self.act(seat, action);
        }
    }

    /// Offers the legal actions at `indices` after a click on the board; a click that offers
    /// nothing is explained and changes nothing.
    pub fn offer(&self, indices: Vec<usize>) {
        if indices.is_empty() {
            self.notice.set(Some((NoticeKind::Error, both(Key::NothingThere))));
        } else {
            self.notice.set(None);
            self.pointed.set(Some(indices));
            // On a phone the list sits far above the board: what the tap offered comes into view.
            reveal_soon(OFFERED);
        }
    }

    /// Whether `seat` may take back its last action now.
    pub fn can_undo(&self, seat: Seat) -> bool {
        self.with(|s| s.can_undo(seat))
    }

    /// Takes back `seat`'s last action; the log is rebuilt from the shorter record.
    pub fn undo(&self, seat: Seat) {
        let now = js_sys::Date::now();
        let result =
            self.session.try_update_value(|s| s.undo(seat, now)).expect("the session lives as long as the page");
        let notice = match result {
            Err(why) => (NoticeKind::Error, why.describe()),
            Ok(Err(unsaved)) => (NoticeKind::Error, unsaved.describe()),
            Ok(Ok(())) => (NoticeKind::Info, both(Key::Undone)),
        };
        if let Ok((log, moves)) = self.session.with_value(Self::log_of) {
            self.log.set(log);
            self.moves.set_value(moves);
        }
        self.notice.set(Some(notice));
        self.pointed.set(None);
        self.version.update(|v| *v += 1);
    }

    /// After every change, the first bot that must act is asked for its move, which is played
    /// once the pause is over, unless the game has moved on by then; not while a guide plays.
    fn run_bots(self) {
        let pause = Settings::load(&LocalStorage).bot_pause();
        effect(move || {
            if self.guided.get() {
                return;
            }
            let version = self.version.get();
            let bot = self.with(|s| s.to_act().seats().iter().find(|&seat| self.is_bot(seat)));
            self.thinking.set(bot);
            let Some(bot) = bot else { return };
            let level = self.level(bot).unwrap_or_default();
            let request = self.session.with_value(|s| Request::new(0, s.record(), bot, level));
            let asked = js_sys::Date::now();
            let current = move || self.version.try_get_untracked() == Some(version);
            thinker::ask(request, move |answer| {
                if !current() {
                    return;
                }
                self.foreground.set(thinker::broken());
                let waited = (js_sys::Date::now() - asked).max(0.0) as u64;
                let rest = u64::from(pause).saturating_sub(waited);
                set_timeout(
                    move || {
                        if !current() {
                            return;
                        }
                        let action = match answer.choice {
                            Ok(Reply::Move(i)) => {
                                self.session.with_value(|s| s.legal_actions(bot).get(i as usize).cloned())
                            }
                            _ => None,
                        };
                        let failed = match answer.choice {
                            Err(NoMove::NotLoaded) => Key::BotNotLoaded,
                            _ => Key::BotFailed,
                        };
                        match action {
                            Some(action) => self.act(bot, action),
                            None => self.notice.set(Some((NoticeKind::Error, both(failed)))),
                        }
                    },
                    Duration::from_millis(rest),
                );
            });
        });
    }

    /// The position as `viewer` sees it, for the board of a page with `memory` (tracking every
    /// change).
    pub fn scene(&self, viewer: Option<Seat>, memory: Memory) -> Scene<G> {
        let table = *self;
        self.with(|s| Scene {
            view: s.view(viewer),
            viewer,
            legal: viewer.map(|seat| s.legal_actions(seat)).unwrap_or_default(),
            names: self.names(),
            offered: self.pointed.get(),
            offer: Callback::new(move |indices| table.offer(indices)),
            play: Callback::new(move |i| table.play(viewer, i)),
            last: self
                .moves
                .with_value(|moves| moves.last().map(|(seat, events)| LastMove::seen_by(*seat, events, viewer))),
            since: self.moves.with_value(|moves| {
                // The other seats' moves after the viewer's own last one.
                let Some(me) = viewer else { return Vec::new() };
                let from = moves.iter().rposition(|(seat, _)| *seat == me).map_or(0, |i| i + 1);
                moves[from..].iter().map(|(seat, events)| LastMove::seen_by(*seat, events, viewer)).collect()
            }),
            part: None,
            memory,
        })
    }
}
