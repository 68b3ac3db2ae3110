//! A game in play as its page reads it, whatever the game. The page ([`super::page`]) holds an
//! [`AnyTable`]: the table's signals, and its game's [`Table`] behind [`Playing`], so the page's
//! views and effects are compiled once for all games; each game adds only these few methods.

use super::hint::hint_panel;
use super::{Board, Table};
use crate::bots::{BotGame, Level};
use crate::engine::{GameId, ScoreSheet, Seat, ToAct};
use crate::i18n::{Describe, Text};
use crate::store::{LocalStorage, Settings, link};
use crate::ui::kit::game_ui::{GameUi, SeenView};
use crate::ui::kit::memory::Memory;
use crate::ui::kit::targets::folding;
use crate::ui::kit::{Folded, LogLine, LogLines, NoticeKind, fold};
use leptos::prelude::*;
use std::cell::LazyCell;

/// What the page asks of a game in play; each read tracks the game's changes.
pub trait Playing {
    /// The game.
    fn game(&self) -> GameId;
    /// Whose view the page shows ([`Table::viewer`]).
    fn viewer(&self) -> Option<Seat>;
    /// Who must act now.
    fn to_act(&self) -> ToAct;
    /// The players' names, in seat order.
    fn names(&self) -> Vec<String>;
    /// The level of the bot playing `seat`; `None` for a person.
    fn level(&self, seat: Seat) -> Option<Level>;
    /// How many people (not bots) play.
    fn people(&self) -> usize;
    /// How many hints each seat asked for, in seat order.
    fn hints(&self) -> Vec<u32>;
    /// The number of moves so far.
    fn moves(&self) -> usize;
    /// The game's seed (its number).
    fn seed(&self) -> u64;
    /// The save's slot id.
    fn id(&self) -> String;
    /// The final score sheet.
    fn score(&self) -> ScoreSheet;
    /// The game so far as a packed link ([`link::pack`]).
    fn pack(&self) -> Vec<u8>;
    /// The person a turn may be sent to ([`super::page`]'s "Send the turn to …").
    fn next_person(&self) -> Option<String>;
    /// Whether `seat` may take back its last action now.
    fn can_undo(&self, seat: Seat) -> bool;
    /// Takes back `seat`'s last action.
    fn undo(&self, seat: Seat);
    /// Plays `seat`'s legal action at index `i`.
    fn play(&self, seat: Seat, i: usize);
    /// `seat`'s legal actions in words, those a click on the board `pointed` at (all, if none),
    /// and what the list folds.
    fn listed(&self, seat: Seat, pointed: Option<Vec<usize>>) -> (Vec<(usize, Text)>, Option<Folded>);
    /// Whether `seat` may ask for a hint now.
    fn hint_here(&self, seat: Seat) -> bool;
    /// The hint button and what it shows, for `seat`.
    fn hint(&self, seat: Seat) -> AnyView;
    /// The board as `seat` (or the table) sees it, on a page with `memory`.
    fn board(&self, seat: Option<Seat>, memory: Memory) -> AnyView;
}

/// A game in play, whatever the game: its table's signals, and the table itself.
#[derive(Clone, Copy)]
pub struct AnyTable {
    /// Bumped after every accepted action.
    pub version: RwSignal<usize>,
    /// The game log (see [`Table::log`]).
    log: RwSignal<Vec<(crate::engine::Audience, LogLine)>>,
    /// The latest refusal or storage warning.
    pub notice: RwSignal<Option<(NoticeKind, Text)>>,
    /// The legal actions (by index) a click on the board offers, when there was one.
    pub pointed: RwSignal<Option<Vec<usize>>>,
    /// The bot whose move is being worked out, if any.
    pub thinking: RwSignal<Option<Seat>>,
    /// Why bots think on the page's own thread, if they do.
    pub foreground: RwSignal<Option<String>>,
    table: StoredValue<Box<dyn Playing>, leptos::prelude::LocalStorage>,
}

impl AnyTable {
    /// `table`, whose board `board` draws.
    pub fn new<G: BotGame + GameUi>(table: Table<G>, board: Board<G>) -> Self
    where
        G::Action: Describe,
    {
        AnyTable {
            version: table.version,
            log: table.log,
            notice: table.notice,
            pointed: table.pointed,
            thinking: table.thinking,
            foreground: table.foreground,
            table: StoredValue::new_local(Box::new(Drawn { table, board })),
        }
    }

    /// Reads the table.
    pub fn get<T>(&self, f: impl FnOnce(&dyn Playing) -> T) -> T {
        self.table.with_value(|t| f(&**t))
    }

    /// Brings `seen`, the lines of the log that `viewer` may read (the table's, and its own), up
    /// to date, having read `read` of the log's lines: when the log only grew since, only its
    /// new lines are read. Whether `seen` changed.
    pub fn read_log(&self, viewer: Option<Seat>, seen: &mut LogLines, read: &mut usize) -> bool {
        self.log.with(|log| {
            // An undo writes the log anew, shorter: what was read is then read again.
            let grew = log.len() >= *read;
            let from = if grew { *read } else { 0 };
            if !grew {
                seen.lines.clear();
            }
            let before = seen.lines.len();
            let readable = log[from..].iter().filter(|(a, _)| a.includes(viewer));
            seen.lines.extend(readable.map(|(_, line)| line.clone()));
            *read = log.len();
            seen.kept = grew.then_some(before);
            !grew || seen.lines.len() > before
        })
    }

    /// The name of a seat.
    pub fn name(&self, seat: Seat) -> String {
        self.get(|t| t.names()[seat.index()].clone())
    }

    /// Whether the game has ended.
    pub fn over(&self) -> bool {
        self.get(|t| t.to_act() == ToAct::Over)
    }
}

/// A game's table with its board.
struct Drawn<G: BotGame> {
    table: Table<G>,
    board: Board<G>,
}

impl<G: BotGame + GameUi> Playing for Drawn<G>
where
    G::Action: Describe,
{
    fn game(&self) -> GameId {
        G::ID
    }
    fn viewer(&self) -> Option<Seat> {
        self.table.viewer()
    }
    fn to_act(&self) -> ToAct {
        self.table.with(|s| s.to_act())
    }
    fn names(&self) -> Vec<String> {
        self.table.names()
    }
    fn level(&self, seat: Seat) -> Option<Level> {
        self.table.level(seat)
    }
    fn people(&self) -> usize {
        self.table.people()
    }
    fn hints(&self) -> Vec<u32> {
        self.table.with(|s| s.seats().iter().map(|i| i.hints).collect())
    }
    fn moves(&self) -> usize {
        self.table.with(|s| s.record().actions.len())
    }
    fn seed(&self) -> u64 {
        self.table.with(|s| s.record().seed)
    }
    fn id(&self) -> String {
        self.table.with(|s| s.id().to_string())
    }
    fn score(&self) -> ScoreSheet {
        self.table.with(|s| s.score())
    }
    fn pack(&self) -> Vec<u8> {
        self.table.with(|s| link::pack(s.record(), s.seats()))
    }
    /// After a person's move, with two or more people at the table: the name of the next
    /// person to act, when that is someone else (play by link: "Send the turn to …"). A turn
    /// that came in by link is not offered back before a person has moved on this device.
    fn next_person(&self) -> Option<String> {
        let table = self.table;
        if table.people() < 2 {
            return None;
        }
        let (next, last) = table.with(|s| {
            let next = s.to_act().seats().iter().find(|&seat| !table.is_bot(seat));
            let actions = &s.record().actions;
            let last = actions.iter().rposition(|(seat, _)| !table.is_bot(*seat));
            let moved_here = last.filter(|&i| s.received().is_none_or(|r| i >= r));
            (next, moved_here.map(|i| actions[i].0))
        });
        next.filter(|&n| last.is_some_and(|l| l != n)).map(|n| table.name(n))
    }
    fn can_undo(&self, seat: Seat) -> bool {
        self.table.can_undo(seat)
    }
    fn undo(&self, seat: Seat) {
        self.table.undo(seat);
    }
    fn play(&self, seat: Seat, i: usize) {
        self.table.play(Some(seat), i);
    }
    /// Those offered by a click on the board also say what they would bring or cost (the
    /// events the rules let a preview show). Until the board is pointed at, the actions it
    /// offers by pointing are folded (the game's
    /// [`Targets::folds`](crate::ui::kit::targets::Targets::folds)).
    fn listed(&self, seat: Seat, pointed: Option<Vec<usize>>) -> (Vec<(usize, Text)>, Option<Folded>) {
        let table = self.table;
        let legal = table.with(|s| s.legal_actions(seat));
        let view: SeenView<G> = LazyCell::new(Box::new(move || table.with(|s| s.view(Some(seat)))));
        let shown = |i: &usize| pointed.as_ref().is_none_or(|p| p.contains(i));
        let words = |a: &G::Action| match pointed {
            None => G::words(&view, a),
            Some(_) => {
                let events = table.with(|s| s.preview(seat, a)).unwrap_or_default();
                events.iter().fold(G::words(&view, a), |text, e| {
                    let more = e.describe();
                    Text::new(format!("{} — {}", text.de, more.de), format!("{} — {}", text.en, more.en))
                })
            }
        };
        let listed = legal.iter().enumerate().filter(|(i, _)| shown(i)).map(|(i, a)| (i, words(a))).collect();
        let folded = folding::<G>(&view);
        fold(listed, pointed.is_some(), |i| folded(&legal[i]))
    }
    /// Hints are on for the game, and a person plays the seat and must choose between moves
    /// (never a bot's seat, never for someone waiting, never a forced move).
    fn hint_here(&self, seat: Seat) -> bool {
        let on = Settings::load(&LocalStorage).hints_on(G::ID);
        let (acts, legal) = self.table.with(|s| (s.to_act().seats().contains(seat), s.legal_actions(seat).len()));
        super::page::hint_offered(on, self.table.is_bot(seat), acts, legal)
    }
    fn hint(&self, seat: Seat) -> AnyView {
        hint_panel(self.table, seat).into_any()
    }
    fn board(&self, seat: Option<Seat>, memory: Memory) -> AnyView {
        (self.board)(self.table.scene(seat, memory))
    }
}
