//! A saved game's page. It loads the slot and checks it against the game's rules; a slot
//! that does not read or replay is reported with the reason and never changed. A playable
//! game's slot opens its table.

use crate::engine::GameId;
use crate::games::check_save;
use crate::i18n::{Describe, Key};
use crate::store::{LocalStorage, Saves};
use crate::ui::{Ctx, key_market, nuernberg};
use leptos::prelude::*;

/// The page of the saved game `id`.
#[component]
pub fn Play(id: String) -> impl IntoView {
    let ctx = Ctx::get();
    let opened = Saves::new(LocalStorage)
        .load(&id)
        .map_err(|e| e.describe())
        .and_then(|save| check_save(&save).map(|()| save.game).map_err(|e| e.describe()))
        .and_then(|game| match game {
            GameId::KeyMarket => key_market::play(&id),
            GameId::Nuernberg => nuernberg::play(&id),
            _ => unreachable!("check_save refuses games that are not playable"),
        });
    match opened {
        Ok(table) => table,
        Err(why) => view! {
            <p class="notice error" role="alert">{move || why.get(ctx.lang.get()).to_string()}</p>
            <a class="button" href="#/saves">{ctx.t(Key::NavSaves)}</a>
        }
        .into_any(),
    }
}
