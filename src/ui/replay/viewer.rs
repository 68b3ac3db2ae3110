//! The replay page: a game from its set-up to its last move, one position at a time. Step
//! forwards and backwards (buttons, or the arrow keys; Home and End), jump to the start of a
//! round, or let it play by itself, seen by the table or through one seat's eyes, as far as
//! [`Reel::eyes`] allows (a person's view of a running game comes after a hand-off).
//!
//! The page itself is the same code for every game: it reads the reel through [`Watched`], so
//! its views and effects are compiled once, not once per game.

use super::{Eyes, Reel, ReelPage};
use crate::engine::{ScoreSheet, Seat};
use crate::i18n::{Describe, Key, Text, t as tr, with_names};
use crate::ui::Ctx;
use crate::ui::analysis::{Digest, Input};
use crate::ui::kit::game_ui::GameUi;
use crate::ui::kit::memory::Memory;
use crate::ui::kit::{FinalScores, HandOff, PageHeading, Zoom};
use crate::ui::route::{Shot, Source};
use crate::ui::table::Scene;
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// How long each move stays on screen while the replay plays by itself.
const AUTOPLAY_MS: u64 = 900;

/// Draws the replay page.
pub struct Viewer;

impl ReelPage for Viewer {
    fn draw<G: GameUi>(reel: Reel<G>, source: Source, shot: Shot) -> Result<AnyView, Text> {
        let start = reel.step(shot.step.unwrap_or(0))?;
        let seat = match shot.seat {
            Some(asked) => reel.seat(asked)?,
            None => reel.default_viewer(),
        };
        reel.eyes(seat)?;
        let save = match source {
            Source::Save(id) => Some(id),
            Source::Link(_) | Source::Scenario(..) => None,
        };
        Ok(replay(Box::new(reel), start, RwSignal::new(seat), save))
    }
}

/// A reel as the replay page reads it, whatever its game.
trait Watched {
    /// The number of moves.
    fn moves(&self) -> usize;
    /// Whether the last position ends the game.
    fn over(&self) -> bool;
    /// The players' names.
    fn names(&self) -> Vec<String>;
    /// The game's or the example's title.
    fn title(&self) -> Text;
    /// The first step of each of the replay's rounds, with its name.
    fn rounds(&self) -> Vec<(usize, Text)>;
    /// The seats a page may offer to look through.
    fn viewable(&self) -> Vec<Seat>;
    /// Whether views of other seats are still secret.
    fn secret(&self) -> bool;
    /// How `viewer` may be shown ([`Reel::eyes`]).
    fn eyes(&self, viewer: Option<Seat>) -> Result<Eyes, Text>;
    /// Who made move `k` (from 0).
    fn mover(&self, k: usize) -> Seat;
    /// What move `k` caused that `viewer` may see, in words.
    fn seen(&self, k: usize, viewer: Option<Seat>) -> Vec<Text>;
    /// The board at `step` as `viewer` sees it, on a page with `memory`.
    fn board(&self, step: usize, viewer: Option<Seat>, memory: Memory) -> AnyView;
    /// The final score sheet.
    fn score(&self) -> ScoreSheet;
    /// The analysis panel's input for a finished game with a record, but for the reel itself
    /// (`digest`, which reads an analysis with [`Watched::digest`]), `save` and `show`.
    fn analysis(
        &self,
        digest: Box<dyn Fn(Vec<u8>) -> Option<Digest>>,
        save: Option<String>,
        show: Box<dyn Fn(usize, Seat, Text)>,
    ) -> Option<Input>;
    /// `bytes` read as an analysis of this game, if it is one.
    fn digest(&self, bytes: Vec<u8>) -> Option<Digest>;
}

impl<G: GameUi> Watched for Reel<G> {
    fn moves(&self) -> usize {
        Reel::moves(self)
    }
    fn over(&self) -> bool {
        Reel::over(self)
    }
    fn names(&self) -> Vec<String> {
        Reel::names(self)
    }
    fn title(&self) -> Text {
        self.title.clone()
    }
    fn rounds(&self) -> Vec<(usize, Text)> {
        starts(self, G::round)
    }
    fn viewable(&self) -> Vec<Seat> {
        Reel::viewable(self)
    }
    fn secret(&self) -> bool {
        Reel::secret(self)
    }
    fn eyes(&self, viewer: Option<Seat>) -> Result<Eyes, Text> {
        Reel::eyes(self, viewer)
    }
    fn mover(&self, k: usize) -> Seat {
        self.played.moves[k].0
    }
    fn seen(&self, k: usize, viewer: Option<Seat>) -> Vec<Text> {
        self.played.events[k].iter().filter(|e| G::audience(e).includes(viewer)).map(Describe::describe).collect()
    }
    fn board(&self, step: usize, viewer: Option<Seat>, memory: Memory) -> AnyView {
        let view = G::view(&self.played.positions[step], viewer);
        (G::BOARD)(Scene::still(view, viewer, Reel::names(self), memory).after(self.last_move(step, viewer)))
    }
    fn score(&self) -> ScoreSheet {
        G::score(self.played.positions.last().expect("the end is there"))
    }
    fn analysis(
        &self,
        digest: Box<dyn Fn(Vec<u8>) -> Option<Digest>>,
        save: Option<String>,
        show: Box<dyn Fn(usize, Seat, Text)>,
    ) -> Option<Input> {
        super::analysis::input(self, digest, save, show)
    }
    fn digest(&self, bytes: Vec<u8>) -> Option<Digest> {
        super::analysis::digest(self, bytes)
    }
}

/// The first step of each stretch of positions that `name` names alike, with its name: the
/// replay's rounds ([`GameUi::round`]) or the rulebook's ([`GameUi::round_mark`]).
pub(super) fn starts<G: GameUi>(reel: &Reel<G>, name: fn(&G::View) -> Text) -> Vec<(usize, Text)> {
    let mut starts: Vec<(usize, Text)> = Vec::new();
    for (step, position) in reel.played.positions.iter().enumerate() {
        let round = name(&G::view(position, None));
        if starts.last().is_none_or(|(_, last)| *last != round) {
            starts.push((step, round));
        }
    }
    starts
}

/// The replay of `reel` from step `start` through `seat`'s eyes; a finished game of the saved
/// game `save` (or of a link) also gets its analysis.
fn replay(reel: Box<dyn Watched>, start: usize, seat: RwSignal<Option<Seat>>, save: Option<String>) -> AnyView {
    let ctx = Ctx::get();
    let n = reel.moves();
    let over = reel.over();
    let names = reel.names();
    let title = reel.title();
    let rounds = reel.rounds();
    let reel = StoredValue::new_local(reel);
    let step = RwSignal::new(start);
    let lang = move || ctx.lang.get();

    let playing = RwSignal::new(false);
    let timer = StoredValue::new_local(None::<IntervalHandle>);
    let stop = move || {
        if let Some(handle) = timer.try_update_value(Option::take).flatten() {
            handle.clear();
        }
        playing.try_set(false);
    };
    let tick = move || {
        if step.get_untracked() >= n { stop() } else { step.update(|s| *s += 1) }
    };
    let toggle = move |_| {
        if playing.get_untracked() {
            stop();
        } else {
            if step.get_untracked() >= n {
                step.set(0);
            }
            playing.set(true);
            timer.set_value(set_interval_with_handle(tick, Duration::from_millis(AUTOPLAY_MS)).ok());
        }
    };
    on_cleanup(stop);
    let go = move |to: usize| {
        stop();
        step.set(to.min(n));
    };

    // Arrow keys step, Home and End jump, unless a form control has the keys.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let in_control = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "SELECT" | "INPUT" | "TEXTAREA"));
        let at = step.get_untracked();
        let to = match ev.key().as_str() {
            _ if in_control || ev.ctrl_key() || ev.alt_key() || ev.meta_key() => return,
            "ArrowLeft" => at.saturating_sub(1),
            "ArrowRight" => at + 1,
            "Home" => 0,
            "End" => n,
            _ => return,
        };
        ev.prevent_default();
        go(to);
    });
    on_cleanup(move || keys.remove());
    let round_at = {
        let starts: Vec<usize> = rounds.iter().map(|(s, _)| *s).collect();
        move || starts.iter().rev().find(|&&s| s <= step.get()).copied().unwrap_or(0).to_string()
    };
    let round_options = rounds
        .into_iter()
        .map(|(first, name)| view! { <option value=first.to_string()>{move || name.get(lang()).to_string()}</option> })
        .collect_view();
    let seat_choice = {
        let options = reel
            .with_value(|r| r.viewable())
            .into_iter()
            .map(|s| view! { <option value=s.0.to_string()>{names[s.index()].clone()}</option> })
            .collect_view();
        let pick = move |ev| seat.set(event_target_value(&ev).parse().ok().map(Seat));
        view! {
            <label>{ctx.t(Key::SeeAs)} " "
                <select class="replay-seat" on:change=pick
                    prop:value=move || seat.get().map_or("table".to_string(), |s| s.0.to_string())>
                    <option value="table">{ctx.t(Key::TableView)}</option>
                    {options}
                </select>
            </label>
        }
    };
    let running = reel.with_value(|r| r.secret());
    // A decision shown from the analysis: the position before it, and its caption there
    // instead of the move that led to it.
    let decision = StoredValue::new_local(None::<(usize, Text)>);
    let moved = move || {
        let k = step.get();
        let caption =
            decision.with_value(|d| d.as_ref().filter(|(at, _)| *at == k).map(|(_, c)| c.get(lang()).to_string()));
        (k > 0 || caption.is_some()).then(|| {
            reel.with_value(|r| {
                let last = k.checked_sub(1).filter(|_| caption.is_none());
                let names = r.names();
                let who =
                    caption.unwrap_or_else(|| last.map(|k| names[r.mover(k).index()].clone()).unwrap_or_default());
                let viewer = seat.get();
                let lines = last
                    .map(|k| r.seen(k, viewer))
                    .unwrap_or_default()
                    .into_iter()
                    .map(|text| {
                        let names = names.clone();
                        view! { <li>{move || with_names(text.get(lang()), lang(), &names)}</li> }
                    })
                    .collect_view();
                view! { <p class="replay-who">{who}</p><ul class="replay-events">{lines}</ul> }
            })
        })
    };
    // The board's memory is the page's: stepping keeps the village opened and its camera.
    let memory = Memory::new();
    let board = move || {
        let (k, viewer) = (step.get(), seat.get());
        reel.with_value(|r| r.board(k, viewer, memory))
    };
    let score = {
        let names = names.clone();
        move || {
            (over && step.get() == n).then(|| {
                let sheet = reel.with_value(|r| r.score());
                view! { <FinalScores sheet=sheet names=names.clone()/> }
            })
        }
    };
    // What the chosen eyes see; a new viewer behind a hand-off means a new hand-off.
    let seen = move || {
        let viewer = seat.get();
        let score = score.clone();
        let inner = move || {
            view! {
                <div class="replay-move">{moved}</div>
                <div class="final">{score.clone()}</div>
                <Zoom position=step>{board}</Zoom>
            }
        };
        match reel.with_value(|r| r.eyes(viewer)) {
            Ok(Eyes::HandOff(name)) => view! { <HandOff player=name>{inner()}</HandOff> }.into_any(),
            _ => inner().into_any(),
        }
    };
    // A decision picked in the analysis: the position before it, through the deciding seat's
    // eyes, captioned with the decision, from the top of the page.
    let show = move |to: usize, who: Seat, caption: Text| {
        decision.set_value(Some((to, caption)));
        go(to);
        seat.set(Some(who));
        if let Some(bar) = document().query_selector(".replay-bar").ok().flatten() {
            bar.scroll_into_view();
        }
    };
    let analysis = over
        .then(|| {
            let digest = Box::new(move |bytes| reel.with_value(|r| r.digest(bytes)));
            reel.with_value(|r| r.analysis(digest, save, Box::new(show))).map(crate::ui::analysis::section)
        })
        .flatten();
    view! {
        <section class="replay" data-step=move || step.get() data-moves=n>
            <PageHeading text=Signal::derive(move || format!("{}: {}", ctx.t(Key::ReplayTitle)(), title.get(lang())))/>
            <p class="players">{names.join(", ")}</p>
            <div class="replay-bar" role="toolbar" aria-label=ctx.t(Key::ReplayTitle)>
                <button class="to-start" on:click=move |_| go(0) disabled=move || step.get() == 0
                    aria-label=ctx.t(Key::ToStart)>"«"</button>
                <button class="step-back" on:click=move |_| go(step.get_untracked().saturating_sub(1))
                    disabled=move || step.get() == 0 aria-label=ctx.t(Key::StepBack)>"‹"</button>
                <span class="replay-at" aria-live="polite">
                    {move || if step.get() == 0 { tr(lang(), Key::TheStart) } else { tr(lang(), Key::MoveOf) }} " "
                    {move || step.get()} " / " {n}
                </span>
                <button class="step-forward" on:click=move |_| go(step.get_untracked() + 1)
                    disabled=move || { step.get() >= n } aria-label=ctx.t(Key::StepForward)>"›"</button>
                <button class="to-end" on:click=move |_| go(n) disabled=move || { step.get() >= n }
                    aria-label=ctx.t(Key::ToEnd)>"»"</button>
                <button class="autoplay" on:click=toggle aria-pressed=move || playing.get().to_string()>
                    {move || if playing.get() { tr(lang(), Key::Pause) } else { tr(lang(), Key::Autoplay) }}
                </button>
                <label>{ctx.t(Key::JumpTo)} " "
                    <select class="replay-rounds" prop:value=round_at
                        on:change=move |ev| go(event_target_value(&ev).parse().unwrap_or(0))>
                        {round_options}
                    </select>
                </label>
                {seat_choice}
            </div>
            {running.then(|| view! { <p class="hint replay-hidden">{ctx.t(Key::RunningHidden)}</p> })}
            {seen}
        </section>
        {analysis}
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::starts;
    use crate::engine::{GameRng, Played, Record, ToAct};
    use crate::games::key_market::{self, KeyMarket};
    use crate::games::keyflower::{self, Keyflower};
    use crate::games::keyper::{self, Keyper};
    use crate::games::nuernberg::{self, Nuernberg};
    use crate::i18n::Text;
    use crate::store::SeatInfo;
    use crate::ui::kit::game_ui::GameUi;
    use crate::ui::replay::{Origin, Reel};

    /// A game of `players` from `seed` played to its end with random legal moves, as a saved
    /// game's reel.
    fn finished<G: GameUi>(config: G::Config, players: usize, seed: u64) -> Reel<G> {
        let mut record = Record::<G>::new(config, seed);
        let mut state = G::setup(&record.config, seed).expect("a valid set-up");
        let mut choices = GameRng::with_stream(seed, 9);
        while let ToAct::Seats(seats) = G::to_act(&state) {
            let seat = seats.nth(choices.index(seats.len()));
            let mut legal = G::legal_actions(&state, seat);
            let action = legal.swap_remove(choices.index(legal.len()));
            G::apply(&mut state, seat, &action).expect("a legal move applies");
            record.actions.push((seat, action));
        }
        Reel {
            played: Played::record(&record).expect("the record replays"),
            seats: (1..=players).map(|i| SeatInfo::human(format!("P{i}"))).collect(),
            title: Text::new("", ""),
            about: None,
            shown: None,
            record: Some(record),
            origin: Origin::Save,
            kept: None,
        }
    }

    /// The English names of the rulebook's rounds an analysis marks in `reel`.
    fn marks<G: GameUi>(reel: &Reel<G>) -> Vec<String> {
        starts(reel, G::round_mark).into_iter().map(|(_, name)| name.en).collect()
    }

    #[test]
    fn the_chart_marks_nuernbergs_four_rounds_not_their_passes() {
        // "Das Spiel dauert 4 Spielrunden."
        assert_eq!(nuernberg::data::ROUNDS, 4);
        for (players, seed) in [(2, 11), (3, 12), (5, 13)] {
            let reel = finished::<Nuernberg>(nuernberg::Config::new(players), usize::from(players), seed);
            assert_eq!(marks(&reel), ["Round 1", "Round 2", "Round 3", "Round 4"], "{players} players");
            let passes = starts(&reel, Nuernberg::round).len();
            assert!(passes > 4, "the replay's jumps still stop at each of the {passes} passes");
        }
    }

    #[test]
    fn the_chart_marks_key_markets_eight_seasons() {
        // "The game is played over 8 seasons."
        for (players, seed) in [(2, 21), (4, 22)] {
            let reel = finished::<KeyMarket>(key_market::Config::new(players, false), usize::from(players), seed);
            let seasons = marks(&reel);
            assert_eq!(seasons.len(), 8, "{seasons:?}");
            assert_eq!(seasons.first().map(String::as_str), Some("winter of year 1"));
            assert_eq!(seasons.last().map(String::as_str), Some("autumn of year 2"));
        }
    }

    #[test]
    fn the_chart_marks_the_four_seasons_of_keyflower_and_keyper() {
        let seasons = ["spring", "summer", "autumn", "winter"];
        let reel = finished::<Keyflower>(keyflower::Config::new(3), 3, 31);
        assert_eq!(marks(&reel), seasons, "Keyflower");
        assert!(starts(&reel, Keyflower::round).len() > 4, "the replay's jumps stop at phases too");
        let config = keyper::Config { players: 2, data: keyper::data::DATA_VERSION };
        assert_eq!(marks(&finished::<Keyper>(config, 2, 32)), seasons, "Keyper");
    }
}
