//! A message at the top of a page: an error that says what went wrong, or a confirmation.

use crate::i18n::{Key, Text};
use crate::ui::Ctx;
use leptos::prelude::*;

/// How a notice is announced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// Something was refused; announced at once to screen readers.
    Error,
    /// Something worked.
    Info,
}

/// Shows the message in `notice` (if any) with a button that clears it.
#[component]
pub fn Notice(notice: RwSignal<Option<(NoticeKind, Text)>>) -> impl IntoView {
    let ctx = Ctx::get();
    move || {
        notice.get().map(|(kind, text)| {
            let (class, role) = match kind {
                NoticeKind::Error => ("notice error", "alert"),
                NoticeKind::Info => ("notice info", "status"),
            };
            view! {
                <div class=class role=role>
                    <span class="notice-text">{move || text.get(ctx.lang.get()).to_string()}</span>
                    <button class="quiet" on:click=move |_| notice.set(None)>{ctx.t(Key::Dismiss)}</button>
                </div>
            }
        })
    }
}
