//! A shared game opened from a link: the record is decoded and replayed under the rules
//! before anything is offered; "Continue here" makes it a new saved game on this device, so
//! opening a link never changes an existing save; "Watch the replay" steps through it without
//! saving anything. A bad link says why and changes nothing. The game's own code (loaded on
//! first use, see [`crate::ui::lazy`](mod@crate::ui::lazy)) decodes the link.

use crate::engine::{Game, GameId};
use crate::games::by_id;
use crate::i18n::{Describe, Key, Text};
use crate::store::link::{self, LinkError, Unpacked};
use crate::store::{LocalStorage, Session};
use crate::ui::Ctx;
use crate::ui::browser::random_id;
use crate::ui::kit::{Notice, NoticeKind, PageHeading};
use crate::ui::lazy::{GameCode, alert, with_code};
use crate::ui::route::{Route, Shot, Source, navigate};
use leptos::prelude::*;

/// What a link holds, and how to continue it here.
pub struct Offer {
    game: GameId,
    names: Vec<String>,
    moves: usize,
    start: Box<dyn Fn() -> Result<String, Text>>,
}

/// Reads and replays a link of game `G` (an entry of every game's code).
pub fn offer<G: Game>(unpacked: &Unpacked) -> Result<Offer, Text> {
    let opened = link::decode::<G>(unpacked).map_err(|e| e.describe())?;
    let names = opened.seats.iter().map(|s| s.name.clone()).collect();
    let moves = opened.record.actions.len();
    let (record, seats) = (opened.record, opened.seats);
    let start = move || {
        let id = random_id();
        Session::<G, LocalStorage>::start(
            LocalStorage,
            id.clone(),
            record.clone(),
            seats.clone(),
            js_sys::Date::now(),
        )?;
        Ok(id)
    };
    Ok(Offer { game: G::ID, names, moves, start: Box::new(start) })
}

/// The page of a shared game.
#[component]
pub fn SharedGame(payload: String) -> impl IntoView {
    let ctx = Ctx::get();
    let replay = Route::Replay(Source::Link(payload.clone()), Ok(Shot::default())).href();
    let notice = RwSignal::new(None);
    let body = match link::unpack(&payload) {
        Err(why) => alert(why.describe()),
        Ok(unpacked) => {
            let game = unpacked.game;
            let missing = LinkError::WrongGame(game).describe();
            let page = move |code: &'static GameCode| {
                (code.offer)(&unpacked).map(|offer| offered(offer, replay.clone(), notice))
            };
            with_code(game, missing, page, alert)
        }
    };
    view! {
        <PageHeading text=Signal::derive(move || ctx.t(Key::SharedGame)().to_string())/>
        <Notice notice=notice/>
        {body}
    }
}

/// What the link holds, with the ways to continue it.
fn offered(offer: Offer, replay: String, notice: RwSignal<Option<(NoticeKind, Text)>>) -> AnyView {
    let ctx = Ctx::get();
    let game = by_id(offer.game);
    let start = offer.start;
    let go = move |_| match start() {
        Ok(id) => navigate(&Route::Play(id)),
        Err(why) => notice.set(Some((NoticeKind::Error, why))),
    };
    view! {
        <p class="shared-summary">
            <strong>{move || game.map_or("?", |g| g.name(ctx.lang.get()))}</strong>
            " · " <span class="players">{offer.names.join(", ")}</span>
            " · " {ctx.t(Key::Moves)} ": " <span class="moves">{offer.moves}</span>
        </p>
        <p class="hint">{ctx.t(crate::i18n::share_hint(offer.game))}</p>
        <button class="primary" on:click=go>{ctx.t(Key::ContinueHere)}</button>
        " " <a class="button watch" href=replay>{ctx.t(Key::WatchReplay)}</a>
    }
    .into_any()
}
