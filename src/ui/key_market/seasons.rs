//! The seasons board: turn order, the favour track (3–4 players) and the season markers face up (circle and
//! square good for each season), each player shown by colour and seat number.

use super::symbols::{good_id, seat_colour};
use crate::engine::Seat;
use crate::games::key_market::View;
use crate::games::key_market::text::season_name;
use crate::i18n::{Key, Lang, t};
use leptos::prelude::*;

/// A player's chip: colour and seat number, with the name for screen readers and tooltips.
pub fn chip(seat: Seat, name: &str) -> impl IntoView + use<> {
    view! {
        <span class="km-chip" title=name.to_string() aria-label=name.to_string()
            style=format!("background:{}", seat_colour(seat.0))>{seat.0 + 1}</span>
    }
}

/// Turn order, favour track and markers as `view` shows them.
pub fn seasons_board(lang: Lang, view: &View, names: &[String]) -> impl IntoView + use<> {
    let row = |seats: &[Seat]| seats.iter().map(|&s| chip(s, &names[s.index()])).collect_view();
    let markers = view
        .markers
        .iter()
        .map(|&(season, circle, square)| {
            let (de, en) = season_name(season);
            let current = season == view.season;
            view! {
                <li class:current=current data-season=season>
                    {if lang == Lang::De { de } else { en }} " "
                    <svg class="km-col" viewBox="0 0 20 20" aria-label="○"><circle cx="10" cy="10" r="9" fill="none" stroke="currentColor"/><use href=good_id(circle) x="4" y="4" width="12" height="12"/></svg>
                    <svg class="km-col" viewBox="0 0 20 20" aria-label="□"><rect x="1" y="1" width="18" height="18" fill="none" stroke="currentColor"/><use href=good_id(square) x="4" y="4" width="12" height="12"/></svg>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="km-seasons">
            <p>{t(lang, Key::KmTurnOrder)} " " {row(&view.order)}</p>
            {(!view.favour.is_empty()).then(|| view! { <p>{t(lang, Key::KmFavour)} " " {row(&view.favour)}</p> })}
            <details><summary>{t(lang, Key::KmMarkers)}</summary><ul class="km-markers">{markers}</ul></details>
        </div>
    }
}
