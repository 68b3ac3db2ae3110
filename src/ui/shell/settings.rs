//! Settings: the interface language, stored at once.

use crate::i18n::{Describe, Key, Lang, both};
use crate::store::{LocalStorage, Settings};
use crate::ui::Ctx;
use crate::ui::kit::{Notice, NoticeKind};
use leptos::prelude::*;

/// The settings page.
#[component]
pub fn SettingsPage() -> impl IntoView {
    let ctx = Ctx::get();
    let notice = RwSignal::new(None);
    let choose = move |lang: Lang| {
        ctx.lang.set(lang);
        let mut settings = Settings::load(&LocalStorage);
        settings.lang = Some(lang);
        notice.set(Some(match settings.save(&LocalStorage) {
            Ok(()) => (NoticeKind::Info, both(Key::Saved)),
            Err(e) => (NoticeKind::Error, e.describe()),
        }));
    };
    let options = Lang::ALL
        .into_iter()
        .map(|lang| {
            let label = match lang {
                Lang::De => "Deutsch",
                Lang::En => "English",
            };
            view! {
                <label class="choice">
                    <input type="radio" name="lang" value=lang.tag()
                        prop:checked=move || ctx.lang.get() == lang
                        on:change=move |_| choose(lang) />
                    <span lang=lang.tag()>{label}</span>
                </label>
            }
        })
        .collect_view();
    view! {
        <h1>{ctx.t(Key::SettingsTitle)}</h1>
        <Notice notice=notice/>
        <fieldset class="settings">
            <legend>{ctx.t(Key::Language)}</legend>
            {options}
        </fieldset>
    }
}
