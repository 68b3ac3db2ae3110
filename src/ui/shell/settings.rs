//! Settings: the interface language, the pause before bot moves and, per game, whether hints
//! are offered while playing (off by default); each stored at once.

use crate::games::GAMES;
use crate::i18n::{Describe, Key, Lang, both, t};
use crate::store::{BOT_PAUSE_CHOICES, DEFAULT_BOT_PAUSE_MS, LocalStorage, Settings};
use crate::ui::Ctx;
use crate::ui::kit::{Notice, NoticeKind, PageHeading};
use crate::ui::table::hint::HintWords;
use leptos::prelude::*;

/// The settings page.
#[component]
pub fn SettingsPage() -> impl IntoView {
    let ctx = Ctx::get();
    let notice = RwSignal::new(None);
    let pause = RwSignal::new(Settings::load(&LocalStorage).bot_pause());
    let store = move |change: &dyn Fn(&mut Settings)| {
        let mut settings = Settings::load(&LocalStorage);
        change(&mut settings);
        notice.set(Some(match settings.save(&LocalStorage) {
            Ok(()) => (NoticeKind::Info, both(Key::Saved)),
            Err(e) => (NoticeKind::Error, e.describe()),
        }));
    };
    let choose = move |lang: Lang| {
        ctx.lang.set(lang);
        store(&|s| s.lang = Some(lang));
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
    let pauses = BOT_PAUSE_CHOICES
        .into_iter()
        .map(|ms| {
            let label = move || pause_label(ctx.lang.get(), ms);
            view! {
                <label class="choice">
                    <input type="radio" name="bot-pause" value=ms.to_string()
                        prop:checked=move || pause.get() == ms
                        on:change=move |_| {
                            pause.set(ms);
                            store(&|s| s.bot_pause_ms = Some(ms));
                        } />
                    <span>{label}</span>
                </label>
            }
        })
        .collect_view();
    let hints = GAMES
        .iter()
        .map(|game| {
            let on = Settings::load(&LocalStorage).hints_on(game.id);
            view! {
                <label class="choice">
                    <input type="checkbox" name="hints" value=game.slug prop:checked=on
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            store(&|s| s.set_hints(game.id, on));
                        } />
                    <span>{move || game.name(ctx.lang.get())}</span>
                </label>
            }
        })
        .collect_view();
    view! {
        <PageHeading text=Signal::derive(move || ctx.t(Key::SettingsTitle)().to_string())/>
        <Notice notice=notice/>
        <fieldset class="settings">
            <legend>{ctx.t(Key::Language)}</legend>
            {options}
        </fieldset>
        <fieldset class="settings">
            <legend>{ctx.t(Key::BotPause)}</legend>
            {pauses}
            <p class="hint">{ctx.t(Key::BotPauseHint)}</p>
        </fieldset>
        <fieldset class="settings hints">
            <legend>{ctx.t(HintWords::SettingsTitle)}</legend>
            {hints}
            <p class="hint">{ctx.t(HintWords::SettingsHelp)}</p>
        </fieldset>
    }
}

/// "none", "0.3 s", "0.7 s (default)", … in `lang` (German writes a decimal comma).
fn pause_label(lang: Lang, ms: u32) -> String {
    let seconds = if ms == 0 {
        t(lang, Key::NoPause).to_string()
    } else {
        let text = format!("{} s", f64::from(ms) / 1000.0);
        if lang == Lang::De { text.replace('.', ",") } else { text }
    };
    if ms == DEFAULT_BOT_PAUSE_MS { format!("{seconds} ({})", t(lang, Key::ByDefault)) } else { seconds }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pauses_read_naturally_in_both_languages() {
        assert_eq!(pause_label(Lang::En, 0), "none");
        assert_eq!(pause_label(Lang::De, 300), "0,3 s");
        assert_eq!(pause_label(Lang::En, 700), "0.7 s (default)");
        assert_eq!(pause_label(Lang::De, 1500), "1,5 s");
    }
}
