//! Watching a game move by move ([`viewer`]) and showing one position inside another page
//! ([`embed`]), for any game with a board. Both read a [`Source`] (a share link, a saved game
//! or a rulebook scenario) into a [`Reel`]: every position along the moves, the names, and
//! whose eyes may look. Nothing here writes a save.
//!
//! What may be seen: while a game is running, a replay shows one seat's view only (the seat
//! asked for in the address, else the next person to act); once the game is over, anyone may
//! look through any seat's eyes or at the table. A link holds the whole game anyway (the share
//! panel says so), so this keeps the page honest rather than the game secret.
//!
//! Adding a game: implement [`Shown`] for it next to its board; its `GameCode` (in its own
//! wasm module, see [`crate::ui::lazy`]) then draws these pages for it.

mod embed;
mod viewer;

pub use embed::Embed;
pub use viewer::Viewer;

use crate::engine::{Game, GameId, Played, Record, Seat, ToAct};
use crate::games::scenario::{Scenario, find};
use crate::games::{by_id, by_slug};
use crate::i18n::{Describe, Text};
use crate::store::link::{self, Unpacked};
use crate::store::{LocalStorage, SaveFile, Saves, SeatInfo, SeatKind, record_of};
use crate::ui::lazy::{GameCode, alert, with_code};
use crate::ui::route::{Shot, Source};
use crate::ui::table::Board;
use leptos::prelude::*;

/// A game the app can draw: its board, its rulebook scenarios and how it names its rounds.
pub trait Shown: Game<Action: Describe> + Sized {
    /// The game's one board.
    const BOARD: Board<Self>;
    /// The rulebook's worked examples.
    const SCENARIOS: &'static [Scenario<Self>];
    /// The round (season, year, …) a position is in, in words; a replay jumps between them.
    fn round(view: &Self::View) -> Text;

    /// The options a new table starts from (default: the rules' default options).
    fn fresh_options() -> Self::Options {
        Self::Options::default()
    }

    /// The game's own part of the new-game dialog: draws its options and keeps `options` (its
    /// `Options` as JSON) in step, starting from [`Shown::fresh_options`]. Default: nothing to
    /// choose.
    fn options_form(options: RwSignal<serde_json::Value>) -> AnyView {
        let _ = options;
        ().into_any()
    }
}

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
}

impl<G: Game> Reel<G> {
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

    /// The view a replay shows unless asked otherwise: the example's viewer, the table once the
    /// game is over, else the next person to act (or the first person at the table).
    pub fn default_viewer(&self) -> Option<Seat> {
        if let Some((_, viewer)) = self.shown {
            return viewer;
        }
        if self.over() {
            return None;
        }
        let person = |s: &Seat| self.seats.get(s.index()).is_some_and(|i| i.kind == SeatKind::Human);
        let last = self.played.positions.last().expect("the start is always there");
        let next = G::to_act(last).seats().iter().copied().find(person);
        next.or_else(|| Seat::all(self.seats.len()).find(person)).or(Some(Seat(0)))
    }
}

/// A source read as far as knowing its game.
pub enum Opened {
    Link(Unpacked),
    Save(SaveFile),
    Scenario(String),
}

fn open(source: &Source) -> Result<(GameId, Opened), Text> {
    match source {
        Source::Link(payload) => {
            let unpacked = link::unpack(payload).map_err(|e| e.describe())?;
            Ok((unpacked.game, Opened::Link(unpacked)))
        }
        Source::Save(id) => {
            let save = Saves::new(LocalStorage).load(id).map_err(|e| e.describe())?;
            Ok((save.game, Opened::Save(save)))
        }
        Source::Scenario(game, name) => match by_slug(game) {
            Some(info) => Ok((info.id, Opened::Scenario(name.clone()))),
            None => Err(Text::new(format!("Ein Spiel „{game}“ gibt es nicht."), format!("There is no game “{game}”."))),
        },
    }
}

impl Opened {
    fn reel<G: Shown>(self) -> Result<Reel<G>, Text> {
        let title = |id| by_id(id).map_or_else(|| Text::new("", ""), |g| Text::new(g.name.0, g.name.1));
        let from_record = |record: Record<G>, seats| {
            let played = Played::record(&record).map_err(|e| e.describe())?;
            Ok(Reel { played, seats, title: title(G::ID), about: None, shown: None, record: Some(record) })
        };
        match self {
            Opened::Link(unpacked) => {
                let opened = link::decode::<G>(&unpacked).map_err(|e| e.describe())?;
                from_record(opened.record, opened.seats)
            }
            Opened::Save(save) => {
                let (record, _) = record_of::<G>(&save).map_err(|e| e.describe())?;
                from_record(record, save.seats)
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
                })
            }
        }
    }
}

/// A page drawn from a reel.
pub trait ReelPage {
    /// Draws it for game `G`.
    fn draw<G: Shown>(reel: Reel<G>, source: Source, shot: Shot) -> Result<AnyView, Text>;
}

/// Page `P` for game `G` from an opened source, once the source has replayed (an entry of
/// every game's [`GameCode`]).
pub fn draw<G: Shown, P: ReelPage>(opened: Opened, source: Source, shot: Shot) -> Result<AnyView, Text> {
    P::draw(opened.reel::<G>()?, source, shot)
}

/// One of a game's pages drawn from an opened source (the game's replay or embed).
pub type Draw = fn(Opened, Source, Shot) -> Result<AnyView, Text>;

/// Reads `source` and the address's `shot` and draws the page that `pick` picks from the
/// game's code; anything that fails says why.
fn show(source: Source, shot: Result<Shot, String>, pick: fn(&GameCode) -> Draw) -> AnyView {
    let shot = match shot {
        Ok(shot) => shot,
        Err(bad) => {
            return alert(Text::new(
                format!("Die Adresse verlangt etwas Unbekanntes: „{bad}“."),
                format!("The address asks for something unknown: “{bad}”."),
            ));
        }
    };
    let game = match open(&source) {
        Ok((game, _)) => game,
        Err(why) => return alert(why),
    };
    // Read again for each drawing: a retried load draws from a fresh copy.
    let page = move |code: &'static GameCode| pick(code)(open(&source)?.1, source.clone(), shot.clone());
    with_code(game, cannot_view(game), page, alert)
}

/// Why a game without code in this build cannot be shown.
fn cannot_view(game: GameId) -> Text {
    by_id(game).map_or_else(
        || Text::new("Unbekanntes Spiel.", "Unknown game."),
        |g| {
            Text::new(
                format!("{} lässt sich in dieser Version noch nicht ansehen.", g.name.0),
                format!("{} cannot be viewed in this version yet.", g.name.1),
            )
        },
    )
}

/// The replay page.
#[component]
pub fn ReplayPage(source: Source, shot: Result<Shot, String>) -> impl IntoView {
    show(source, shot, |code| code.replay)
}

/// The embedded position, without the app's chrome.
#[component]
pub fn EmbedPage(source: Source, shot: Result<Shot, String>) -> impl IntoView {
    view! { <div class="embed">{show(source, shot, |code| code.embed)}</div> }
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
    fn a_running_game_is_seen_by_the_next_person_a_finished_one_by_the_table() {
        let mut record = Record::<KeyMarket>::new(Config::new(2, true), 7);
        let mut state = KeyMarket::setup(&record.config, record.seed).unwrap();
        while let ToAct::Seats(seats) = KeyMarket::to_act(&state) {
            let action = KeyMarket::legal_actions(&state, seats[0])[0].clone();
            KeyMarket::apply(&mut state, seats[0], &action).unwrap();
            record.actions.push((seats[0], action));
        }
        let seats = vec![SeatInfo::bot("Bot", crate::bots::Level::Standard), SeatInfo::human("Ada")];
        let finished = reel(Opened::Link(link::unpack(&link::encode(&record, &seats)).unwrap()));
        assert!(finished.over());
        assert_eq!(finished.default_viewer(), None);
        record.actions.truncate(5);
        let running = reel(Opened::Link(link::unpack(&link::encode(&record, &seats)).unwrap()));
        assert!(!running.over());
        assert_eq!(running.default_viewer(), Some(Seat(1)), "the only person at the table");
        assert_eq!(running.names(), ["Bot", "Ada"]);

        let again = record.actions[3].clone();
        record.actions.insert(4, again);
        let tampered = Opened::Link(link::unpack(&link::encode(&record, &seats)).unwrap());
        let why = tampered.reel::<KeyMarket>().err().expect("an illegal move is refused");
        assert!(why.en.starts_with("Move 5 is not allowed"), "{}", why.en);
    }
}
