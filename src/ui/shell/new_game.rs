//! The new-game dialog: player count within the game's range, a name for every seat (under
//! [`crate::store::names`]' rule: a blank or repeated one is refused), whether a person or a bot
//! (Beginner, Standard or Strong) plays it and, under "More options", a game number: the same
//! number deals the same set-up (empty: a fresh one). The game's own options (a variant, a
//! first-game set-up) are drawn by its code ([`crate::ui::kit::game_ui::GameUi`]). It starts from the
//! table of the game of this kind played most recently on this device (its save's seats). The
//! page opens with the game's line from its card, in the shell's own words. The game's code
//! starts loading once the dialog has been drawn (see [`crate::ui::lazy`](mod@crate::ui::lazy)):
//! a cold visit's first screen waits for no game code, and on a phone the options are below it.
//! They appear once the code is there, and Start waits for it.

use crate::bots::Level;
use crate::games::GameInfo;
use crate::i18n::{Key, both, t};
use crate::store::names::{self, MAX_NAME_CHARS, NameError};
use crate::store::{Listed, LocalStorage, Saves, SeatInfo};
use crate::ui::Ctx;
use crate::ui::kit::{Notice, NoticeKind, PageHeading, after_paint};
use crate::ui::lazy::{self, GameCode, NewTable, Unloaded};
use crate::ui::route::{Route, navigate};
use crate::ui::table::page::level_key;
use leptos::prelude::*;

/// Set-up choices for `game`.
#[component]
pub fn NewGame(game: &'static GameInfo, number: Option<u64>) -> impl IntoView {
    let ctx = Ctx::get();
    let (min, max) = game.players;
    let last = last_table(game);
    let count = RwSignal::new(last.as_ref().map_or(min, |t| t.len() as u8));
    let seats: Vec<RwSignal<SeatInfo>> = (1..=max)
        .map(|n| {
            let name = format!("{} {n}", t(ctx.lang.get_untracked(), Key::SeatDefaultName));
            let fresh = if n == 1 { SeatInfo::human(name) } else { SeatInfo::bot(name, Level::Standard) };
            RwSignal::new(last.as_ref().and_then(|t| t.get(usize::from(n) - 1).cloned()).unwrap_or(fresh))
        })
        .collect();
    let seat_rows = seats
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let seat = *seat;
            let shown = move || i < usize::from(count.get());
            view! {
                <fieldset class="seat" hidden=move || !shown()>
                    <legend>{move || format!("{} {}", t(ctx.lang.get(), Key::SeatDefaultName), i + 1)}</legend>
                    <label>
                        {ctx.t(Key::SeatName)}
                        <input type="text" maxlength=MAX_NAME_CHARS
                            prop:value=move || seat.get().name
                            on:input=move |ev| seat.update(|s| s.name = event_target_value(&ev)) />
                    </label>
                    <label>
                        {ctx.t(Key::PlayedBy)}
                        <select
                            on:change=move |ev| seat.update(|s| {
                                let level = Level::ALL.into_iter().find(|l| l.tag() == event_target_value(&ev));
                                *s = match level {
                                    Some(level) => SeatInfo::bot(s.name.clone(), level),
                                    None => SeatInfo::human(s.name.clone()),
                                };
                            })>
                            <option value="human" selected=move || seat.get().bot_level().is_none()>{ctx.t(Key::Human)}</option>
                            {Level::ALL.map(|level| view! {
                                <option value=level.tag() selected=move || seat.get().bot_level() == Some(level)>
                                    {ctx.t(Key::Bot)} " — " {ctx.t(level_key(level))}
                                </option>
                            })}
                        </select>
                    </label>
                </fieldset>
            }
        })
        .collect_view();
    // The game's own options, drawn by its code once loaded (a failed load is reported by Start).
    // Its code is asked for after the dialog's first paint, so that paint waits for nothing but
    // the shell (the downloads would share the connection with the main module).
    let options = RwSignal::new(serde_json::Value::Null);
    let game_code = RwSignal::new(None);
    let fetch = move || {
        leptos::task::spawn_local(async move {
            if let Ok(code) = lazy::load(game.id).await {
                let _ = game_code.try_set(Some(code)); // (the dialog may be gone by then)
            }
        })
    };
    after_paint(fetch);
    let seed_text = RwSignal::new(number.map(|n| n.to_string()).unwrap_or_default());
    let notice = RwSignal::new(None);
    // Set while the game's code loads, so a second press does not start a second game.
    let starting = RwSignal::new(false);
    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let mut seats: Vec<SeatInfo> = seats.iter().take(usize::from(count.get())).map(|s| s.get()).collect();
        match names::check(seats.iter().map(|s| s.name.as_str())) {
            Ok(names) => seats.iter_mut().zip(names).for_each(|(seat, name)| seat.name = name),
            Err(why) => {
                let key = if why == NameError::Blank { Key::NameBlank } else { Key::NamesRepeated };
                return notice.set(Some((NoticeKind::Error, both(key))));
            }
        }
        let seed = match game_number(&seed_text.get()) {
            Ok(seed) => seed,
            Err(()) => return notice.set(Some((NoticeKind::Error, both(Key::GameNumberInvalid)))),
        };
        if starting.get_untracked() {
            return;
        }
        starting.set(true);
        let new = NewTable { seats, options: options.get(), seed };
        leptos::task::spawn_local(async move {
            let started = match lazy::load(game.id).await {
                Ok(code) => (code.start)(new),
                Err(Unloaded::NotInBuild) => Err(both(Key::StartFailed)),
                Err(Unloaded::Failed) => Err(lazy::failed(ctx)),
            };
            starting.set(false);
            match started {
                Ok(id) => navigate(&Route::Play(id)),
                Err(why) => notice.set(Some((NoticeKind::Error, why))),
            }
        });
    };
    view! {
        <PageHeading text=Signal::derive(move || format!("{} {}", ctx.t(Key::NewGameTitle)(), game.name(ctx.lang.get())))/>
        <p class="tagline">{move || game.blurb(ctx.lang.get())}</p>
        <Notice notice=notice/>
        <form class="new-game" on:submit=start>
            <label>
                {ctx.t(Key::PlayerCount)}
                <select on:change=move |ev| count.set(event_target_value(&ev).parse().unwrap_or(min))>
                    {(min..=max).map(|n| view! { <option value=n.to_string() selected=n == count.get_untracked()>{n}</option> }).collect_view()}
                </select>
            </label>
            {seat_rows}
            {move || game_code.get().map(|code: &GameCode| (code.options)(options, count.into()))}
            <details class="more" open=number.is_some()>
                <summary>{ctx.t(Key::MoreOptions)}</summary>
                <label>
                    {ctx.t(Key::GameNumber)}
                    <input type="text" inputmode="numeric" maxlength="20" class="game-number"
                        prop:value=move || seed_text.get()
                        on:input=move |ev| seed_text.set(event_target_value(&ev)) />
                </label>
                <p class="hint">{ctx.t(Key::GameNumberHint)}</p>
            </details>
            <div class="actions">
                <a class="button quiet" href="#/">{ctx.t(Key::Back)}</a>
                <button class="primary" type="submit">{ctx.t(Key::Start)}</button>
            </div>
        </form>
    }
}

/// The seats of the most recently played save of `game` (none if there is none, or its table
/// does not fit the game's player counts).
fn last_table(game: &GameInfo) -> Option<Vec<SeatInfo>> {
    let (min, max) = game.players;
    let listed = Saves::new(LocalStorage).list().ok()?;
    listed
        .into_iter()
        .find_map(|slot| match slot {
            Listed::Ok(save) if save.game == game.id => Some(save.seats),
            _ => None,
        })
        .filter(|seats| (min..=max).contains(&(seats.len() as u8)))
}

/// The seed a game number asks for: none when the field is empty (a fresh deal), an error when
/// it is not a whole number that fits.
fn game_number(text: &str) -> Result<Option<u64>, ()> {
    let text = text.trim();
    if text.is_empty() { Ok(None) } else { text.parse().map(Some).map_err(|_| ()) }
}

#[cfg(test)]
mod tests {
    use super::game_number;

    #[test]
    fn a_game_number_is_empty_or_a_whole_number_that_fits() {
        assert_eq!(game_number(" "), Ok(None));
        assert_eq!(game_number(" 42 "), Ok(Some(42)));
        assert_eq!(game_number("18446744073709551615"), Ok(Some(u64::MAX)));
        for bad in ["18446744073709551616", "-1", "4.2", "zwölf"] {
            assert_eq!(game_number(bad), Err(()), "{bad}");
        }
    }
}
