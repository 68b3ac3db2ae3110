//! About Keydom: what it is, how it stores games, and which component data is reconstructed.

use crate::games::GAMES;
use crate::i18n::{Key, t};
use crate::ui::Ctx;
use crate::ui::kit::PageHeading;
use crate::ui::update::service_workers;
use leptos::prelude::*;

/// The about page.
#[component]
pub fn About() -> impl IntoView {
    let ctx = Ctx::get();
    let offline = service_workers().is_some_and(|workers| workers.controller().is_some());
    view! {
        <PageHeading text=Signal::derive(move || ctx.t(Key::AboutTitle)().to_string())/>
        <p>{ctx.t(Key::AboutText)}</p>
        {offline.then(|| view! { <p class="badge ok">{ctx.t(Key::OfflineReady)}</p> })}
        <h2>{ctx.t(Key::ReconstructedTitle)}</h2>
        <p>{ctx.t(Key::ReconstructedIntro)}</p>
        {GAMES.iter().filter(|g| !g.reconstructed.is_empty()).map(|game| view! {
            <section class="reconstructed" data-game=game.slug>
                <h3>{move || game.name(ctx.lang.get())}</h3>
                {game.designed.map(|d| view! {
                    <p class="designed">
                        <strong>{move || d.what(ctx.lang.get())}</strong>
                        {move || format!(" · {} {}. ", t(ctx.lang.get(), Key::DataVersion), d.version.0)}
                        {move || d.checked(ctx.lang.get())}
                    </p>
                })}
                <dl>
                    {game.reconstructed.iter().map(|r| view! {
                        <dt>{move || r.item(ctx.lang.get())}</dt>
                        <dd>{move || r.choice(ctx.lang.get())}</dd>
                    }).collect_view()}
                </dl>
            </section>
        }).collect_view()}
        <p class="version">{concat!("Keydom ", env!("CARGO_PKG_VERSION"))}</p>
    }
}
