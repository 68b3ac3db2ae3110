//! The Keyflower table drawn from one seat's [`View`]: the season and phase, the tiles up for
//! auction with their bids, the turn-order tiles, the boats, The Merchants' contracts, the
//! supplies and every player's screen and village, with the last move told in words for screen
//! readers. Hidden workers, skill tiles, winter tiles and contracts never reach the page: the
//! view leaves them out. The board is markup with one click and one key handler, which find the
//! place pointed at from its `data-spot` index. A place chosen by key keeps the focus when the
//! board is drawn anew (so a further key press turns a tile being built to its next rotation).

use super::last::Changed;
use super::players::players;
use super::symbols::SYMBOLS;
use super::table::{Look, auction, boats, merchants, supply};
use super::targets::{Context, Marks, Target, narrow};
use super::text::Words;
use crate::games::keyflower::state::{Build, Phase};
use crate::games::keyflower::text::season;
use crate::games::keyflower::{Keyflower, View};
use crate::i18n::{Describe, t, with_names};
use crate::ui::Ctx;
use crate::ui::kit::markup::{spot_of, spot_pressed};
use crate::ui::table::Scene;
use leptos::prelude::*;
use std::cell::Cell;
use wasm_bindgen::JsCast;

thread_local! {
    /// The place last chosen by key, to take the focus again once the board is drawn anew.
    static REFOCUS: Cell<Option<Target>> = const { Cell::new(None) };
}

/// The board of a scene; what the viewer may act on is a button offering those actions.
pub fn board(scene: Scene<Keyflower>) -> AnyView {
    let lang = Ctx::get().lang.get();
    let Scene { view, viewer, legal, names, offered, offer, last, since, part: _ } = scene;
    let building_at = match &view.phase {
        Phase::Building { pending: Some(Build { at, .. }), .. } => *at,
        _ => None,
    };
    let cx = Context { me: viewer, building_at };
    let marks = Marks::new(&legal, cx, offered.as_deref());
    let changed = Changed::new(&since, last.as_ref());
    let look = Look { lang, names: &names, marks: &marks, changed: &changed };
    let mut spots: Vec<Target> = Vec::new();
    let mut markup = String::from(SYMBOLS);
    markup += &auction(&look, &view, &mut spots);
    markup += &boats(&look, &view, &mut spots);
    markup += &merchants(&look, &view, &mut spots);
    markup += &supply(&look, &view);
    markup += &players(&look, &view, &legal, offered.as_deref(), &mut spots);
    let (phase_name, title, help) = phase(&view);
    // Told in words: the other seats' moves since the viewer's own, else the last move.
    let told = if since.is_empty() { last.iter().collect::<Vec<_>>() } else { since.iter().collect() };
    let said = last.as_ref().map(|l| {
        let events = told.iter().flat_map(|m| &m.events);
        let lines: Vec<String> = events.map(|e| with_names(e.describe().get(lang), lang, &names)).collect();
        view! { <p class="visually-hidden kf-last-move" data-seat=l.seat.0>{format!("{}: {}", t(lang, Words::LastMove), lines.join(" "))}</p> }
    });
    let refocus = REFOCUS.take().and_then(|t| spots.iter().position(|&s| s == t));
    let table = NodeRef::<leptos::html::Div>::new();
    Effect::new(move || {
        let (Some(div), Some(i)) = (table.get(), refocus) else { return };
        if let Ok(Some(el)) = div.query_selector(&format!("[data-spot=\"{i}\"]")) {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = el.unchecked_into::<web_sys::HtmlElement>().focus_with_options(&options);
        }
    });
    let point = move |target: Target| offer.run(narrow(&legal, cx, offered.as_deref(), target));
    let point_key = point.clone();
    let spots_key = spots.clone();
    view! {
        <section class="kf-board" data-season=format!("{:?}", view.season) data-phase=phase_name>
            <h2>{capitalised(season(view.season).get(lang))} " — " {t(lang, title)}</h2>
            <details class="kf-help"><summary>{t(lang, Words::Help)}</summary><p>{t(lang, help)}</p></details>
            {said}
            <div class="kf-table" node_ref=table inner_html=markup
                on:click=move |ev| if let Some(target) = spot_of(&ev, &spots) { point(target) }
                on:keydown=move |ev| if let Some(target) = spot_pressed(&ev, &spots_key) {
                    REFOCUS.set(Some(target));
                    point_key(target)
                }></div>
        </section>
    }
    .into_any()
}

/// `s` with its first letter in capitals ("spring" at the head of the board).
fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// The phase's name for tests, its title and its help text.
fn phase(view: &View) -> (&'static str, Words, Words) {
    match view.phase {
        Phase::Turns { .. } => ("turns", Words::PhaseTurns, Words::HelpTurns),
        Phase::Boats { .. } => ("boats", Words::PhaseBoats, Words::HelpBoats),
        Phase::Building { .. } => ("building", Words::PhaseBuilding, Words::HelpBuilding),
        Phase::Choosing { .. } => ("choosing", Words::PhaseChoosing, Words::HelpChoosing),
        Phase::Swap { .. } => ("swap", Words::PhaseSwap, Words::HelpSwap),
        Phase::Flipper { .. } => ("flipper", Words::PhaseFlipper, Words::HelpFlipper),
        Phase::Over => ("over", Words::PhaseOver, Words::HelpOver),
    }
}

/// The phase's title, for the round's name.
pub fn phase_title(view: &View) -> Words {
    phase(view).1
}
