//! Each player's area as the viewer's view shows it: the farm or manor house with its good, the
//! unemployed workers in front of the screen (the Key worker marked K), the retired ones (hollow),
//! the screen, drawn as one, with the gold (coins) and goods behind it only where the view holds
//! them (closed otherwise), and the goods brought to market. Every count is also said in words
//! for screen readers.

use super::seasons::chip;
use super::symbols::{good_id, seat_colour};
use super::text::Words;
use crate::engine::Seat;
use crate::games::key_market::PlayerView;
use crate::games::key_market::data::{Good, Goods};
use crate::games::key_market::text::good_name;
use crate::i18n::{Lang, t};
use leptos::prelude::*;

/// The area of `seat`, called `who`; `own` marks the viewer's, `lifted` a screen the rules
/// lift, `last` the player who made the last move.
pub fn player(
    lang: Lang,
    who: &str,
    seat: Seat,
    p: &PlayerView,
    own: bool,
    lifted: bool,
    last: bool,
) -> impl IntoView + use<> {
    let house = t(lang, if p.manor { Words::ManorHouse } else { Words::FarmHouse });
    let colour = seat_colour(seat.0);
    let token = move |label: &'static str, hollow: bool| {
        view! {
            <svg class="km-token" viewBox="0 0 20 20" aria-hidden="true">
                <circle cx="10" cy="10" r="8.5" fill=if hollow { "none" } else { colour } stroke=colour stroke-width="2.5"/>
                <text x="10" y="14" text-anchor="middle" class:hollow=hollow>{label}</text>
            </svg>
        }
    };
    let idle = (0..p.idle).map(|_| token(seat_digit(seat), false)).collect_view();
    let key = p.key_idle.then(|| token("K", false));
    let retired = (0..p.retired).map(|_| token(seat_digit(seat), true)).collect_view();
    let gold = p.gold.map(|g| {
        view! { <span class="km-gold"><span class="km-coin" aria-hidden="true"></span>{g}<span class="visually-hidden">" Gold"</span></span> }
    });
    let goods = p.goods.map(|g| view! { <span class="km-goods">{goods_row(lang, &g)}</span> });
    let open = p.gold.is_some() || p.goods.is_some();
    let closed = (!open).then(|| view! { <span class="km-closed">{t(lang, Words::Hidden)}</span> });
    let screen = view! {
        <span class="km-screen" class:open=open>
            <span class="km-what">{t(lang, Words::BehindScreen)}</span> {gold}{goods}{closed}
        </span>
    };
    let market = p.at_market.filter(|g| g.iter().any(|&n| n > 0)).map(|g| {
        view! { <span class="km-at-market"><span class="km-what">{t(lang, Words::AtMarket)}</span> {goods_row(lang, &g)}</span> }
    });
    view! {
        <li class="km-player" class:own=own class:last=last data-seat=seat.0 data-lifted=lifted.to_string()>
            <span class="km-who">{chip(seat, who)} <strong>{who.to_string()}</strong></span>
            <span class="km-house" title=house>
                <svg class="km-col" viewBox="0 0 20 20" aria-hidden="true"><path d="M2 10 L10 3 L18 10 V18 H2 Z" fill="none" stroke="currentColor" stroke-width="1.6"/></svg>
                {house} " " <svg class="km-col" viewBox="0 0 20 20" aria-label=name(lang, p.farm)><use href=good_id(p.farm)/></svg>
            </span>
            <span class="km-idle">
                <span class="km-what">{t(lang, Words::Idle)}</span> <span class="visually-hidden">{p.idle + u8::from(p.key_idle)}</span>
                {key}{idle}
            </span>
            <span class="km-retired">
                <span class="km-what">{t(lang, Words::Retired)}</span> {retired}
                {if p.retired == 0 { view! { "0" }.into_any() } else { view! { <span class="visually-hidden">{p.retired}</span> }.into_any() }}
            </span>
            {screen}{market}
        </li>
    }
}

/// The seat's number as drawn on its workers.
fn seat_digit(seat: Seat) -> &'static str {
    ["1", "2", "3", "4"][usize::from(seat.0 % 4)]
}

/// `goods` as symbols with counts (a dash for none), and in words for screen readers.
pub fn goods_row(lang: Lang, goods: &Goods) -> impl IntoView + use<> {
    let shown: Vec<Good> = Good::ALL.iter().copied().filter(|g| goods[g.index()] > 0).collect();
    let words: Vec<String> = shown.iter().map(|&g| format!("{} {}", goods[g.index()], name(lang, g))).collect();
    let label = if words.is_empty() { "—".to_string() } else { words.join(", ") };
    let items = shown
        .iter()
        .map(|&g| {
            view! {
                <span class="km-good" title=name(lang, g)>
                    <svg class="km-col" viewBox="0 0 20 20" aria-hidden="true"><use href=good_id(g)/></svg>{goods[g.index()]}
                </span>
            }
        })
        .collect_view();
    view! { <span class="km-goods-row" role="img" aria-label=label>{items}{shown.is_empty().then_some("—")}</span> }
}

/// The name of `good` in `lang`.
pub fn name(lang: Lang, good: Good) -> &'static str {
    pick(lang, good_name(good))
}

/// The wording in `lang` of a German–English pair.
pub fn pick<T>(lang: Lang, (de, en): (T, T)) -> T {
    if lang == Lang::De { de } else { en }
}
