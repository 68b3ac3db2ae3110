//! Watching a game move by move (`viewer.rs`) and showing one position inside another page
//! (`embed.rs`), for any game with a board. Both read a [`Source`] (a share link, a saved game
//! or a rulebook scenario) into a [`Reel`]: every position along the moves, the names, and
//! whose eyes may look. Below a finished game's replay sits its analysis (`analysis` reads it
//! for the game, `ui::analysis` draws it); the only write to a save is the analysis kept there.
//!
//! What may be seen ([`Reel::eyes`]) guards against a glance at a shared device, not a reader of
//! the record (a link or a save holds the whole game, as the share panel says). While a game is
//! running, these pages show the table's view, or one person's view behind the same hand-off as
//! the table page; a bot's view never. A lone person's own save is theirs: their seat shows at
//! once, as at the table. Once the game is over, and in rulebook examples, any seat may be seen.
//!
//! Adding a game: implement [`GameUi`](crate::ui::kit::game_ui::GameUi) for it next to its board; its `ReplayCode` (in its own
//! wasm module, see [`crate::ui::lazy`](mod@crate::ui::lazy)) then draws these pages for it.

mod analysis;
mod embed;
mod viewer;

pub use embed::{Embed, early as early_embed};
pub use viewer::Viewer;

use crate::engine::{Game, GameId, Played, Record, Seat, ToAct};
use crate::games::scenario::find;
use crate::games::{by_id, by_slug};
use crate::i18n::{Describe, Key, Text};
use crate::store::link::{self, LinkError, Unpacked};
use crate::store::{LocalStorage, SaveFile, Saves, SeatInfo, SeatKind, record_of};
use crate::ui::Ctx;
use crate::ui::kit::PageHeading;
use crate::ui::kit::game_ui::GameUi;
use crate::ui::lazy::{LinkReading, ReplayCode, alert, with_replays, with_unpacked};
use crate::ui::route::{Route, Shot, Source};
use crate::ui::table::LastMove;
use leptos::prelude::*;

/// Every position of a game or example, and who sits at the table.
pub struct Reel<G: Game> {
    /// The moves and every position along them.
    pub played: Played<G>,
    /// The players, in seat order (names from a link are plain text, cleaned and capped).
    pub seats: Vec<SeatInfo>,
    /// The game's or the example's title.
    pub title: Text,
    /// What a rulebook example shows.
    pub about: Option<Text>,
    /// A rulebook example's step and viewer.
    pub shown: Option<(usize, Option<Seat>)>,
    /// The game record, when there is one (not for rulebook examples).
    pub record: Option<Record<G>>,
    /// Where the reel comes from.
    pub origin: Origin,
    /// The analysis kept with a saved game, as the save holds it (it is read, and checked
    /// against the record, when the analysis panel is drawn).
    pub kept: Option<String>,
}

/// Where a reel comes from: what may be seen of a running game depends on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A rulebook example: every view is part of the example.
    Scenario,
    /// A game saved on this device.
    Save,
    /// A shared link, which anyone may have opened.
    Link,
}

/// How a view may be shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Eyes {
    /// At once.
    Open,
    /// Only once the named person says they hold the device.
    HandOff(String),
}

impl<G: Game> Reel<G> {
    /// The move that led to position `step`, as `viewer` may know it.
    pub fn last_move(&self, step: usize, viewer: Option<Seat>) -> Option<LastMove<G>> {
        let k = step.checked_sub(1)?;
        Some(LastMove::seen_by(self.played.moves[k].0, &self.played.events[k], viewer))
    }

    /// The number of moves.
    pub fn moves(&self) -> usize {
        self.played.len()
    }

    /// Whether the last position ends the game.
    pub fn over(&self) -> bool {
        self.played.positions.last().is_some_and(|s| G::to_act(s) == ToAct::Over)
    }

    /// The players' names.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// `step` if the reel has it, else a message saying how many moves there are.
    pub fn step(&self, step: usize) -> Result<usize, Text> {
        if step <= self.moves() {
            return Ok(step);
        }
        let n = self.moves();
        Err(Text::new(
            format!("Schritt {step} gibt es nicht: Die Partie hat {n} Züge."),
            format!("There is no step {step}: the game has {n} moves."),
        ))
    }

    /// The part of the board asked for, if the game's board has it.
    pub fn part(&self, asked: Option<&str>) -> Result<Option<&'static str>, Text>
    where
        G: GameUi,
    {
        let Some(asked) = asked else { return Ok(None) };
        if let Some(part) = G::PARTS.iter().find(|p| **p == asked) {
            return Ok(Some(part));
        }
        let game = self.title.clone();
        let known = G::PARTS.join(", ");
        Err(if known.is_empty() {
            Text::new(
                format!("Von {} lässt sich kein Teil allein zeigen („{asked}“).", game.de),
                format!("No part of {} can be shown alone (“{asked}”).", game.en),
            )
        } else {
            Text::new(
                format!("Einen Teil „{asked}“ gibt es nicht; es gibt: {known}."),
                format!("There is no part “{asked}”; there are: {known}."),
            )
        })
    }

    /// The view asked for (`Some(None)` is the table), if there is such a seat.
    pub fn seat(&self, asked: Option<Seat>) -> Result<Option<Seat>, Text> {
        match asked {
            Some(seat) if seat.index() >= self.seats.len() => {
                let (n, p) = (seat.index() + 1, self.seats.len());
                Err(Text::new(
                    format!("Platz {n} gibt es nicht: Es spielen {p}."),
                    format!("There is no seat {n}: {p} play."),
                ))
            }
            asked => Ok(asked),
        }
    }

    /// Whether views of other seats are still secret: a running game, not a rulebook example.
    fn secret(&self) -> bool {
        self.origin != Origin::Scenario && !self.over()
    }

    /// The seats of people (not bots).
    fn people(&self) -> Vec<Seat> {
        Seat::all(self.seats.len()).filter(|s| self.seats[s.index()].kind == SeatKind::Human).collect()
    }

    /// The view a page shows unless asked otherwise: the example's viewer; the table once the
    /// game is over; while it runs, a lone person's own seat in their save, else the table.
    pub fn default_viewer(&self) -> Option<Seat> {
        if let Some((_, viewer)) = self.shown {
            return viewer;
        }
        self.player_here().filter(|_| !self.over())
    }

    /// The one person who played at this device, when that is known: the lone person of a
    /// save (a link, or a save of several people, does not say who holds the device).
    pub fn player_here(&self) -> Option<Seat> {
        match self.people()[..] {
            [person] if self.origin == Origin::Save => Some(person),
            _ => None,
        }
    }

    /// How `viewer` (a seat of this reel, or the table) may be shown, or why not at all: a
    /// bot's view while the game is running.
    pub fn eyes(&self, viewer: Option<Seat>) -> Result<Eyes, Text> {
        let Some(seat) = viewer.filter(|_| self.secret()) else {
            return Ok(Eyes::Open);
        };
        let info = &self.seats[seat.index()];
        if info.kind != SeatKind::Human {
            return Err(Text::new(
                format!("Die Partie läuft noch: Was {} weiß, bleibt verborgen, bis sie zu Ende ist.", info.name),
                format!("The game is still running: what {} knows stays hidden until it is over.", info.name),
            ));
        }
        if self.origin == Origin::Save && self.people() == [seat] {
            return Ok(Eyes::Open);
        }
        Ok(Eyes::HandOff(info.name.clone()))
    }

    /// The seats a page may offer to look through (each as [`Reel::eyes`] says).
    pub fn viewable(&self) -> Vec<Seat> {
        Seat::all(self.seats.len()).filter(|&s| self.eyes(Some(s)).is_ok()).collect()
    }
}

/// A source read as far as knowing its game.
#[derive(Clone)]
pub enum Opened {
    /// A shared link, unpacked.
    Link(Unpacked),
    /// A save file.
    Save(SaveFile),
    /// A rulebook scenario, by its name.
    Scenario(String),
}

impl Opened {
    fn reel<G: GameUi>(self) -> Result<Reel<G>, Text> {
        let title = |id| by_id(id).map_or_else(|| Text::new("", ""), |g| Text::new(g.name.0, g.name.1));
        let from_record = |record: Record<G>, seats, origin, kept| {
            let played = Played::record(&record).map_err(|e| e.describe())?;
            let record = Some(record);
            Ok(Reel { played, seats, title: title(G::ID), about: None, shown: None, record, origin, kept })
        };
        match self {
            Opened::Link(unpacked) => {
                let opened = link::decode::<G>(&unpacked).map_err(|e| e.describe())?;
                from_record(opened.record, opened.seats, Origin::Link, None)
            }
            Opened::Save(save) => {
                let (record, _) = record_of::<G>(&save).map_err(|e| e.describe())?;
                from_record(record, save.seats, Origin::Save, save.analysis)
            }
            Opened::Scenario(name) => {
                let Some(scenario) = find(G::SCENARIOS, &name) else {
                    return Err(Text::new(
                        format!("Ein Regelbeispiel „{name}“ gibt es nicht."),
                        format!("There is no rulebook example “{name}”."),
                    ));
                };
                let played = scenario.play().map_err(|e| e.describe())?;
                let seats = scenario.names.iter().map(|n| SeatInfo::human(n.to_string())).collect();
                Ok(Reel {
                    played,
                    seats,
                    title: Text::new(scenario.title.0, scenario.title.1),
                    about: Some(Text::new(scenario.about.0, scenario.about.1)),
                    shown: Some((scenario.step, scenario.viewer)),
                    record: None,
                    origin: Origin::Scenario,
                    kept: None,
                })
            }
        }
    }
}

/// A page drawn from a reel.
pub trait ReelPage {
    /// Draws it for game `G`.
    fn draw<G: GameUi>(reel: Reel<G>, source: Source, shot: Shot) -> Result<AnyView, Text>;
}

/// Page `P` for game `G` from an opened source, once the source has replayed (an entry of
/// every game's [`ReplayCode`](crate::ui::lazy::ReplayCode)).
pub fn draw<G: GameUi, P: ReelPage>(opened: Opened, source: Source, shot: Shot) -> Result<AnyView, Text> {
    P::draw(opened.reel::<G>()?, source, shot)
}

/// One of a game's pages drawn from an opened source (the game's replay or embed).
pub type Draw = fn(Opened, Source, Shot) -> Result<AnyView, Text>;

/// What a page shows of a link once it is read, while its game's code is on its way (if
/// anything): drawn by reading links' own module.
type Early = fn(&'static LinkReading, &Unpacked, &Shot) -> Option<AnyView>;

/// Reads `source` and the address's `shot` and draws the page that `pick` picks from the
/// game's code; anything that fails says why. A link is read first, by a module of its own
/// ([`with_unpacked`]), since only then is its game known; `early` draws what it can of the
/// page from it until the game's code has come.
fn show(source: Source, shot: Result<Shot, String>, pick: fn(&ReplayCode) -> Draw, early: Early) -> AnyView {
    let shot = match shot {
        Ok(shot) => shot,
        Err(bad) => {
            return failed(Text::new(
                format!("Die Adresse verlangt etwas Unbekanntes: „{bad}“."),
                format!("The address asks for something unknown: “{bad}”."),
            ));
        }
    };
    let (game, opened) = match &source {
        Source::Link(payload) => {
            let payload = payload.clone();
            let read = move |reading, unpacked: Result<Unpacked, LinkError>| {
                let unpacked = unpacked.map_err(|e| e.describe())?;
                let waiting = early(reading, &unpacked, &shot);
                Ok(drawn(unpacked.game, Opened::Link(unpacked), source.clone(), shot.clone(), pick, waiting))
            };
            return with_unpacked(payload, read, failed);
        }
        Source::Save(id) => match Saves::new(LocalStorage).load(id) {
            Ok(save) => (save.game, Opened::Save(save)),
            Err(why) => return failed(why.describe()),
        },
        Source::Scenario(game, name) => match by_slug(game) {
            Some(info) => (info.id, Opened::Scenario(name.clone())),
            None => {
                return failed(Text::new(
                    format!("Ein Spiel „{game}“ gibt es nicht."),
                    format!("There is no game “{game}”."),
                ));
            }
        },
    };
    drawn(game, opened, source, shot, pick, None)
}

/// The page that `pick` picks from `game`'s replays, drawn from `opened` once they have loaded
/// (until then, `waiting`).
fn drawn(
    game: GameId,
    opened: Opened,
    source: Source,
    shot: Shot,
    pick: fn(&ReplayCode) -> Draw,
    waiting: Option<AnyView>,
) -> AnyView {
    // A copy for each drawing: a retried load draws again.
    let page = move |code: &'static ReplayCode| pick(code)(opened.clone(), source.clone(), shot.clone());
    with_replays(game, Text::new("Unbekanntes Spiel.", "Unknown game."), page, failed, waiting)
}

/// Why the replay or the embed cannot be drawn, under a heading, with the way to the games.
fn failed(why: Text) -> AnyView {
    let ctx = Ctx::get();
    view! {
        <PageHeading text=Signal::derive(move || ctx.t(Key::ShowFailed)().to_string())/>
        {alert(why)}
        <p><a class="button" href=Route::Home.href()>{ctx.t(Key::NavHome)}</a></p>
    }
    .into_any()
}

/// The replay page.
#[component]
pub fn ReplayPage(
    /// Where the game comes from (a link, a save on this device, a scenario).
    source: Source,
    /// The step and the seat to show, or why the address asking for them does not read.
    shot: Result<Shot, String>,
) -> impl IntoView {
    show(source, shot, |code| code.replay, |_, _, _| None)
}

/// The embedded position, without the app's chrome.
#[component]
pub fn EmbedPage(
    /// Where the game comes from (a link, a save on this device, a scenario).
    source: Source,
    /// The step and the seat to show, or why the address asking for them does not read.
    shot: Result<Shot, String>,
) -> impl IntoView {
    view! { <div class="embed">{show(source, shot, |code| code.embed, |reading, unpacked, shot| (reading.early_embed)(unpacked, shot))}</div> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::key_market::{Config, KeyMarket, scenarios};

    fn reel(opened: Opened) -> Reel<KeyMarket> {
        opened.reel::<KeyMarket>().unwrap_or_else(|e| panic!("{}", e.en))
    }

    #[test]
    fn a_scenario_reel_knows_its_step_viewer_and_limits() {
        let reel = reel(Opened::Scenario("spring-weather".into()));
        assert_eq!(reel.moves(), 3);
        assert_eq!(reel.shown, Some((1, Some(Seat(3)))));
        assert_eq!(reel.default_viewer(), Some(Seat(3)));
        assert_eq!(reel.step(3), Ok(3));
        assert_eq!(reel.step(4).unwrap_err().en, "There is no step 4: the game has 3 moves.");
        assert_eq!(reel.seat(Some(Seat(3))), Ok(Some(Seat(3))));
        assert_eq!(reel.seat(None), Ok(None));
        assert_eq!(reel.seat(Some(Seat(4))).unwrap_err().en, "There is no seat 5: 4 play.");
        let unknown = Opened::Scenario("nope".into()).reel::<KeyMarket>().err().unwrap();
        assert_eq!(unknown.en, "There is no rulebook example “nope”.");
        assert_eq!(scenarios::ALL.len(), KeyMarket::SCENARIOS.len());
    }

    #[test]
    fn a_running_game_shows_the_table_or_a_person_behind_a_hand_off_never_a_bot() {
        let mut record = Record::<KeyMarket>::new(Config::new(2, true), 7);
        let mut state = KeyMarket::setup(&record.config, record.seed).unwrap();
        while let ToAct::Seats(seats) = KeyMarket::to_act(&state) {
            let action = KeyMarket::legal_actions(&state, seats.nth(0))[0].clone();
            KeyMarket::apply(&mut state, seats.nth(0), &action).unwrap();
            record.actions.push((seats.nth(0), action));
        }
        let seats = vec![SeatInfo::bot("Bot", crate::bots::Level::Standard), SeatInfo::human("Ada")];
        let finished = reel(Opened::Link(link::unpack(&link::encode(&record, &seats)).unwrap()));
        assert!(finished.over());
        assert_eq!(finished.default_viewer(), None);
        assert_eq!(finished.eyes(Some(Seat(0))), Ok(Eyes::Open), "once over, even the bot's view");
        assert_eq!(finished.viewable(), [Seat(0), Seat(1)]);
        record.actions.truncate(5);
        let running = reel(Opened::Link(link::unpack(&link::encode(&record, &seats)).unwrap()));
        assert!(!running.over());
        assert_eq!(running.names(), ["Bot", "Ada"]);
        assert_eq!(running.default_viewer(), None, "a link opens on the table");
        assert_eq!(running.eyes(None), Ok(Eyes::Open));
        assert_eq!(running.eyes(Some(Seat(1))), Ok(Eyes::HandOff("Ada".into())), "anyone may hold a link");
        let bot = running.eyes(Some(Seat(0))).unwrap_err();
        assert_eq!(bot.en, "The game is still running: what Bot knows stays hidden until it is over.");
        assert_eq!(running.viewable(), [Seat(1)]);

        let saved = Reel { origin: Origin::Save, ..running };
        assert_eq!(saved.default_viewer(), Some(Seat(1)), "a lone person's own save shows their seat");
        assert_eq!(saved.eyes(Some(Seat(1))), Ok(Eyes::Open));
        assert!(saved.eyes(Some(Seat(0))).is_err());
        let both = vec![SeatInfo::human("Bo"), SeatInfo::human("Ada")];
        let hot_seat = Reel { seats: both, ..saved };
        assert_eq!(hot_seat.default_viewer(), None, "two people at one device: the table");
        assert_eq!(hot_seat.eyes(Some(Seat(0))), Ok(Eyes::HandOff("Bo".into())));
        assert_eq!(hot_seat.viewable(), [Seat(0), Seat(1)]);

        let again = record.actions[3].clone();
        record.actions.insert(4, again);
        let tampered = Opened::Link(link::unpack(&link::encode(&record, &seats)).unwrap());
        let why = tampered.reel::<KeyMarket>().err().expect("an illegal move is refused");
        assert!(why.en.starts_with("Move 5 is not allowed"), "{}", why.en);
    }
}
