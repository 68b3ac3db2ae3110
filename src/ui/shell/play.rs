//! A saved game's page. It loads the slot, then the game's code (on first use, see
//! [`crate::ui::lazy`](mod@crate::ui::lazy)), and checks the slot against the game's rules; a slot that does not
//! read or replay is reported with the reason and never changed. A slot that does opens its
//! table.

use crate::i18n::{Describe, Key, Text};
use crate::store::{LocalStorage, SaveError, Saves};
use crate::ui::Ctx;
use crate::ui::kit::PageHeading;
use crate::ui::lazy::{GameCode, with_code};
use leptos::prelude::*;

/// The page of the saved game `id`.
#[component]
pub fn Play(id: String) -> impl IntoView {
    let save = match Saves::new(LocalStorage).load(&id) {
        Ok(save) => save,
        Err(why) => return failed(why.describe()),
    };
    let game = save.game;
    let page = move |code: &'static GameCode| {
        (code.check)(&save).map_err(|e| e.describe())?;
        (code.play)(&id)
    };
    with_code(game, SaveError::no_code().describe(), page, failed)
}

/// Why the slot does not open, under a heading, and the way back to the list.
fn failed(why: Text) -> AnyView {
    let ctx = Ctx::get();
    view! {
        <PageHeading text=Signal::derive(move || ctx.t(Key::OpenFailed)().to_string())/>
        <p class="notice error" role="alert">{move || why.get(ctx.lang.get()).to_string()}</p>
        <a class="button" href="#/saves">{ctx.t(Key::NavSaves)}</a>
    }
    .into_any()
}
