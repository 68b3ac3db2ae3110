//! The home page: the four games, each with its player count, one line about it, "New
//! game" and "Learn to play" (a guided first game, [`crate::ui::guide`]). Hovering over or
//! focusing a game's card starts loading its code (see
//! [`crate::ui::lazy`](mod@crate::ui::lazy)).

use crate::games::GAMES;
use crate::i18n::{Key, t};
use crate::ui::Ctx;
use crate::ui::kit::PageHeading;
use crate::ui::lazy;
use crate::ui::route::Route;
use leptos::prelude::*;

/// The list of games.
#[component]
pub fn Home() -> impl IntoView {
    let ctx = Ctx::get();
    let cards = GAMES
        .iter()
        .map(|game| {
            let (min, max) = game.players;
            let warm = move || lazy::preload(game.id);
            view! {
                <li class="game-card" data-game=game.slug on:pointerenter=move |_| warm() on:focusin=move |_| warm()>
                    <h2>{move || game.name(ctx.lang.get())}</h2>
                    <p class="players">{format!("{min}–{max} ")}{ctx.t(Key::Players)}</p>
                    <p>{move || game.blurb(ctx.lang.get())}</p>
                    {game.designed.map(|d| view! {
                        <p class="badge reconstructed-mark">
                            <a href=Route::About.href()>{move || d.what(ctx.lang.get())}</a>
                            {move || format!(" · {} {}", t(ctx.lang.get(), Key::DataVersion), d.version.0)}
                        </p>
                    })}
                    <a class="button" href=Route::NewGame(game, None).href()
                        aria-label=move || format!("{}: {}", ctx.t(Key::NewGame)(), game.name(ctx.lang.get()))>
                        {ctx.t(Key::NewGame)}
                    </a>
                    <p class="learn"><a href=Route::Learn(game).href()>{ctx.t(Key::LearnToPlay)}</a></p>
                </li>
            }
        })
        .collect_view();
    view! {
        <PageHeading text=Signal::derive(move || ctx.t(Key::NavHome)().to_string())/>
        <p class="tagline">{ctx.t(Key::Tagline)}</p>
        <ul class="games">{cards}</ul>
    }
}
