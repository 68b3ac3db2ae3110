//! A shared game opened from a link: the record is decoded and replayed under the rules
//! before anything is offered, then measured against the saves of the same game on this device
//! ([`crate::store::received`]). A turn received continues that save ("Continue here" updates
//! it); a link behind the save opens nothing over it; a link that went another way is kept
//! beside the save only on "Keep both"; a game this device does not hold becomes a new save on
//! "Continue here". "Watch the replay" steps through the link without saving anything. A bad
//! link says why and changes nothing. Reading the link, and then the game's own code, which
//! decodes it, are loaded on first use (see [`crate::ui::lazy`](mod@crate::ui::lazy)).

use crate::engine::{Game, GameId};
use crate::games::by_id;
use crate::i18n::{Describe, Key, Text};
use crate::store::link::{self, LinkError, Unpacked};
use crate::store::received::{Standing, counterpart};
use crate::store::{LocalStorage, SaveFile, Saves, StoreError};
use crate::ui::Ctx;
use crate::ui::browser::random_id;
use crate::ui::kit::{Notice, NoticeKind, PageHeading};
use crate::ui::lazy::{GameCode, alert, with_code_after_paint, with_unpacked};
use crate::ui::route::{Route, Shot, Source, navigate};
use leptos::prelude::*;

/// What a link holds: the game as a save not yet stored.
pub struct Offer {
    game: GameId,
    names: Vec<String>,
    link: SaveFile,
}

/// Reads and replays a link of game `G` (an entry of every game's code).
pub fn offer<G: Game>(unpacked: &Unpacked) -> Result<Offer, Text> {
    let opened = link::decode::<G>(unpacked).map_err(|e| e.describe())?;
    let names = opened.seats.iter().map(|s| s.name.clone()).collect();
    let link = SaveFile::new(String::new(), &opened.record, opened.seats, js_sys::Date::now());
    Ok(Offer { game: G::ID, names, link })
}

/// The page of a shared game.
#[component]
pub fn OpenedLink(payload: String) -> impl IntoView {
    let ctx = Ctx::get();
    let replay = Route::Replay(Source::Link(payload.clone()), Ok(Shot::default())).href();
    let notice = RwSignal::new(None);
    // Reading the link, then the game's code: each a module of its own (`e2e/split.test.mjs`).
    let read = move |_, unpacked: Result<Unpacked, LinkError>| {
        let unpacked = unpacked.map_err(|why| why.describe())?;
        let game = unpacked.game;
        let missing = LinkError::WrongGame(game).describe();
        let replay = replay.clone();
        let page =
            move |code: &'static GameCode| (code.offer)(&unpacked).map(|offer| offered(offer, replay.clone(), notice));
        // What a link shows of the game is the shell's: painted before the game's code is asked for.
        Ok(view! {
            <p class="hint">{ctx.t(crate::i18n::share_hint(game))}</p>
            {with_code_after_paint(game, missing, page, alert)}
        }
        .into_any())
    };
    let body = with_unpacked(payload, read, alert);
    view! {
        <PageHeading text=Signal::derive(move || ctx.t(Key::SharedGame)().to_string())/>
        <Notice notice=notice/>
        {body}
    }
}

/// What the link holds, how it stands to this device's save of the game, and the ways on.
fn offered(offer: Offer, replay: String, notice: RwSignal<Option<(NoticeKind, Text)>>) -> AnyView {
    let ctx = Ctx::get();
    let game = by_id(offer.game);
    let saves = Saves::new(LocalStorage);
    let listed = match saves.list() {
        Ok(listed) => listed,
        Err(why) => return alert(why.describe()),
    };
    let mine = counterpart(&listed, &offer.link).map(|(save, standing)| (save.clone(), standing));
    let moves = offer.link.actions.len();
    let link = offer.link;
    let stored = move |result: Result<SaveFile, StoreError>| match result {
        Ok(save) => navigate(&Route::Play(save.id)),
        Err(why) => notice.set(Some((NoticeKind::Error, why.describe()))),
    };
    let standing = mine.as_ref().map(|(_, s)| *s);
    let (continues, open) = match &mine {
        Some((save, _)) => (Some(save.clone()), Some(Route::Play(save.id.clone()).href())),
        None => (None, None),
    };
    let go = {
        let link = link.clone();
        move |_| {
            let saves = Saves::new(LocalStorage);
            stored(match (&continues, standing) {
                (Some(save), Some(Standing::Ahead { .. })) => saves.receive(save, &link, js_sys::Date::now()),
                (_, Some(Standing::Parted { at })) => saves.keep_received(&link, random_id(), Some(at)),
                _ => saves.keep_received(&link, random_id(), None),
            })
        }
    };
    let (offers_go, go_key) = match standing {
        None | Some(Standing::Ahead { .. }) => (true, Key::ContinueHere),
        Some(Standing::Parted { .. }) => (true, Key::KeepBoth),
        Some(Standing::Same | Standing::Behind { .. }) => (false, Key::ContinueHere),
    };
    let kind = match standing {
        Some(Standing::Behind { .. } | Standing::Parted { .. }) => "notice warning standing",
        _ => "notice info standing",
    };
    view! {
        <p class="shared-summary">
            <strong>{move || game.map_or("?", |g| g.name(ctx.lang.get()))}</strong>
            " · " <span class="players">{offer.names.join(", ")}</span>
            " · " {ctx.t(Key::Moves)} ": " <span class="moves">{moves}</span>
        </p>
        {standing.map(|s| {
            let words = s.describe();
            view! { <p class=kind role="status">{move || words.get(ctx.lang.get()).to_string()}</p> }
        })}
        {offers_go.then(|| view! { <button class="primary" on:click=go>{ctx.t(go_key)}</button> " " })}
        {open.map(|href| view! { <a class="button open-save" href=href>{ctx.t(Key::OpenYourSave)}</a> " " })}
        <a class="button watch" href=replay>{ctx.t(Key::WatchReplay)}</a>
    }
    .into_any()
}
