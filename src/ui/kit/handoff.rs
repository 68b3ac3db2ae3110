//! The hand-off screen: when the device passes between players and the next view holds
//! secrets, nothing of it is rendered until the named player says they are ready.

use crate::i18n::Key;
use crate::ui::Ctx;
use leptos::prelude::*;

/// Covers `children` until `player` confirms. The children are not in the page at all
/// before that, so nothing secret can be read from it or shown by accident.
#[component]
pub fn HandOff(
    /// Who should take the device.
    #[prop(into)]
    player: Signal<String>,
    /// The secret view for that player.
    children: ChildrenFn,
    /// Shown on the hand-off screen itself, below the button (e.g. "Send the turn to …").
    #[prop(optional, into)]
    aside: Option<ViewFn>,
) -> impl IntoView {
    let ctx = Ctx::get();
    let (ready, set_ready) = signal(false);
    // A new player means a new hand-off.
    Effect::new(move |_| {
        player.track();
        set_ready.set(false);
    });
    view! {
        <Show
            when=move || ready.get()
            fallback=move || view! {
                <section class="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
                    <h2 id="handoff-title">{ctx.t(Key::HandOffTitle)} " " <span class="handoff-name">{move || player.get()}</span></h2>
                    <p>{ctx.t(Key::HandOffHint)}</p>
                    <button class="primary" autofocus on:click=move |_| set_ready.set(true)>{ctx.t(Key::HandOffReady)}</button>
                    {aside.as_ref().map(ViewFn::run)}
                </section>
            }
        >
            {children()}
        </Show>
    }
}
