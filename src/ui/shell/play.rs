//! A saved game's page. It loads the slot and checks it against the game's rules; a slot
//! that does not read or replay is reported with the reason and never changed.

use crate::games::check_save;
use crate::i18n::{Describe, Key};
use crate::store::{LocalStorage, Saves};
use crate::ui::Ctx;
use leptos::prelude::*;

/// The page of the saved game `id`.
#[component]
pub fn Play(id: String) -> impl IntoView {
    let ctx = Ctx::get();
    let checked = Saves::new(LocalStorage)
        .load(&id)
        .map_err(|e| e.describe())
        .and_then(|save| check_save(&save).map_err(|e| e.describe()));
    view! {
        {checked.err().map(|why| view! {
            <p class="notice error" role="alert">{move || why.get(ctx.lang.get()).to_string()}</p>
        })}
        <a class="button" href="#/saves">{ctx.t(Key::NavSaves)}</a>
    }
}
