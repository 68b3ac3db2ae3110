//! Saved games: the list (game, players, last move), resume, replay, export, delete with a
//! confirmation, and import from a file. Refused imports say why and store nothing. Hovering
//! over or focusing a slot starts loading its game's code (see [`crate::ui::lazy`](mod@crate::ui::lazy)).

use crate::games::by_id;
use crate::i18n::{Describe, Key, Text, both};
use crate::store::names::MAX_NAME_CHARS;
use crate::store::{Listed, LocalStorage, SaveError, SaveFile, Saves};
use crate::ui::Ctx;
use crate::ui::browser::{download, local_time, random_id, read_chosen_file};
use crate::ui::kit::{Notice, NoticeKind, PageHeading};
use crate::ui::lazy::{self, Unloaded};
use crate::ui::route::{Route, Shot, Source};
use crate::ui::table::page::player_label;
use leptos::prelude::*;

fn saves() -> Saves<LocalStorage> {
    Saves::new(LocalStorage)
}

/// The saved-games page.
#[component]
pub fn SavesPage() -> impl IntoView {
    let ctx = Ctx::get();
    let notice = RwSignal::new(None);
    let listed = RwSignal::new(Vec::new());
    let refresh = move || match saves().list() {
        Ok(list) => listed.set(list),
        Err(e) => notice.set(Some((NoticeKind::Error, e.describe()))),
    };
    refresh();
    // Another tab changed a save: show the new list rather than act on a stale one.
    let handle = window_event_listener(leptos::ev::storage, move |ev| {
        if ev.key().is_none_or(|k| k.starts_with(crate::store::SAVE_PREFIX)) {
            refresh();
            notice.set(Some((NoticeKind::Info, both(Key::OtherTab))));
        }
    });
    on_cleanup(move || handle.remove());

    let import = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        leptos::task::spawn_local(async move {
            let Some(read) = read_chosen_file(&input).await else { return };
            input.set_value("");
            let result = match read {
                Ok(text) => import(&text, ctx).await,
                Err(e) => Err(e.describe()),
            };
            notice.set(Some(match result {
                Ok(renamed) => (NoticeKind::Info, imported(&renamed)),
                Err(why) => (NoticeKind::Error, why),
            }));
            refresh();
        });
    };

    view! {
        <PageHeading text=Signal::derive(move || ctx.t(Key::SavesTitle)().to_string())/>
        <Notice notice=notice/>
        <Show when=move || !listed.with(Vec::is_empty) fallback=move || view! { <p class="empty">{ctx.t(Key::NoSaves)}</p> }>
            <ul class="saves">
                {move || listed.get().into_iter().map(|entry| view! { <SaveRow entry=entry notice=notice on_change=refresh/> }).collect_view()}
            </ul>
        </Show>
        <section class="import">
            <label class="button">
                {ctx.t(Key::Import)}
                <input type="file" accept=".json,application/json" class="visually-hidden" on:change=import/>
            </label>
            <p class="hint">{ctx.t(Key::ImportHint)}</p>
        </section>
    }
}

/// Imports a save file's text once its game's code has loaded to check it.
/// Returns the names the import changed (cut to the rule's length, cleaned or numbered apart),
/// each as it was in the file and as stored.
async fn import(text: &str, ctx: Ctx) -> Result<Vec<(String, String)>, Text> {
    let game = SaveFile::parse(text).map_err(|e| e.describe())?.game;
    let check = match lazy::load(game).await {
        Ok(code) => code.check,
        Err(Unloaded::NotInBuild) => return Err(SaveError::no_code().describe()),
        Err(Unloaded::Failed) => return Err(lazy::failed(ctx)),
    };
    let stored = saves().import(text, check, random_id).map_err(|e| e.describe())?;
    Ok(renamed(text, &stored))
}

/// The players' names in the file `text` that `stored` keeps otherwise, each with its new form.
fn renamed(text: &str, stored: &SaveFile) -> Vec<(String, String)> {
    let file: serde_json::Value = serde_json::from_str(text).unwrap_or_default();
    let names =
        file["seats"].as_array().map(|seats| seats.iter().map(|s| s["name"].as_str().unwrap_or("").to_string()));
    names
        .into_iter()
        .flatten()
        .zip(stored.seats.iter().map(|s| s.name.clone()))
        .filter(|(was, now)| was != now)
        .collect()
}

/// "Game imported.", and which names were changed on the way.
fn imported(renamed: &[(String, String)]) -> Text {
    let done = both(Key::Imported);
    if renamed.is_empty() {
        return done;
    }
    let list = renamed.iter().map(|(was, now)| format!("„{was}“ → „{now}“")).collect::<Vec<_>>().join(", ");
    let list_en = renamed.iter().map(|(was, now)| format!("“{was}” → “{now}”")).collect::<Vec<_>>().join(", ");
    Text::new(
        format!("{} Namen wurden angepasst (höchstens {MAX_NAME_CHARS} Zeichen, keiner doppelt): {list}.", done.de),
        format!("{} Names were adjusted (at most {MAX_NAME_CHARS} characters, none twice): {list_en}.", done.en),
    )
}

/// One slot in the list.
#[component]
fn SaveRow(
    entry: Listed,
    notice: RwSignal<Option<(NoticeKind, crate::i18n::Text)>>,
    on_change: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let ctx = Ctx::get();
    let confirming = RwSignal::new(false);
    let id = entry.id().to_string();
    let game = match &entry {
        Listed::Ok(save) => Some(save.game),
        Listed::Damaged { .. } => None,
    };
    let warm = move || {
        if let Some(game) = game {
            lazy::preload(game);
        }
    };
    let export = {
        let id = id.clone();
        move |_| {
            let written = saves()
                .raw(&id)
                .map_err(|e| e.describe())
                .and_then(|text| download(&format!("keydom-{id}.json"), &text).map_err(|_| both(Key::ExportFailed)));
            if let Err(why) = written {
                notice.set(Some((NoticeKind::Error, why)));
            }
        }
    };
    let delete = {
        let id = id.clone();
        move |_| {
            if let Err(e) = saves().delete(&id) {
                notice.set(Some((NoticeKind::Error, e.describe())));
            }
            on_change();
        }
    };
    view! {
        <li class="save" data-save=id.clone() on:pointerenter=move |_| warm() on:focusin=move |_| warm()>
            {match entry {
                Listed::Ok(save) => summary_view(ctx, save).into_any(),
                Listed::Damaged { error, .. } => view! {
                    <div class="save-summary">
                        <strong>{ctx.t(Key::Damaged)}</strong>
                        <span class="reason">{move || error.describe().get(ctx.lang.get()).to_string()}</span>
                    </div>
                }.into_any(),
            }}
            <div class="save-actions">
                <button on:click=export>{ctx.t(Key::Export)}</button>
                <Show when=move || confirming.get() fallback=move || view! {
                    <button class="danger" on:click=move |_| confirming.set(true)>{ctx.t(Key::Delete)}</button>
                }>
                    <span class="confirm" role="alert">{ctx.t(Key::ConfirmDelete)}</span>
                    <button class="danger" on:click=delete.clone()>{ctx.t(Key::Delete)}</button>
                    <button on:click=move |_| confirming.set(false)>{ctx.t(Key::Back)}</button>
                </Show>
            </div>
        </li>
    }
}

fn summary_view(ctx: Ctx, save: SaveFile) -> impl IntoView {
    let game = by_id(save.game);
    let seats = save.seats.clone();
    let players = move || {
        let lang = ctx.lang.get();
        seats.iter().map(|s| player_label(lang, &s.name, s.bot_level())).collect::<Vec<_>>().join(", ")
    };
    let href = Route::Play(save.id.clone()).href();
    let replay = Route::Replay(Source::Save(save.id.clone()), Ok(Shot::default())).href();
    view! {
        <div class="save-summary">
            <strong>{move || game.map_or("?", |g| g.name(ctx.lang.get()))}</strong>
            <span class="players">{players}</span>
            <span class="when">{ctx.t(Key::LastMove)} ": " {move || local_time(save.updated, ctx.lang.get().tag())}</span>
            <span class="moves">{ctx.t(Key::Moves)} ": " {save.actions.len()}</span>
            {save.parted_at.map(|at| view! { <span class="parted">{ctx.t(Key::PartedAt)} " " {at}</span> })}
        </div>
        <a class="button primary" href=href>{ctx.t(Key::Resume)}</a>
        <a class="button replay" href=replay>{ctx.t(Key::Replay)}</a>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameId, Record};
    use crate::store::SeatInfo;

    #[test]
    fn an_import_says_which_names_it_shortened() {
        let record =
            Record::<crate::games::key_market::KeyMarket>::new(crate::games::key_market::Config::new(2, false), 1);
        let long = "Alexandra Konstantinopoulou";
        let file = SaveFile::new("a".into(), &record, vec![SeatInfo::human(long), SeatInfo::human("Bo")], 1.0);
        let text = file.to_text();
        let stored = SaveFile::parse(&text).unwrap();
        assert_eq!(stored.game, GameId::KeyMarket);
        let changed = renamed(&text, &stored);
        assert_eq!(
            changed,
            [(long.to_string(), long.chars().take(MAX_NAME_CHARS).collect::<String>().trim_end().to_string())]
        );
        assert!(imported(&changed).en.starts_with("Game imported. Names were adjusted (at most 24 characters"));
        assert_eq!(imported(&[]).en, "Game imported.");
    }
}
