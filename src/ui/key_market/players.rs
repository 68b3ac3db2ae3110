//! Each player's area as the viewer's view shows it: the farm or manor house with its good, the
//! unemployed workers in front of the screen (the Key worker marked K), the retired ones (hollow),
//! the screen, drawn as one, with the gold (coins) and goods behind it only where the view holds
//! them (closed otherwise), and the goods brought to market. Every count is also said in words
//! for screen readers.

use super::seasons::chip;
use super::symbols::{good_id, seat_colour};
use super::text::KeyMarketWords;
use crate::engine::Seat;
use crate::games::key_market::PlayerView;
use crate::games::key_market::data::{Good, Goods};
use crate::games::key_market::text::good_name;
use crate::i18n::{Lang, t};
use crate::ui::kit::markup::{Markup, markup};

/// The area of `seat`, called `who`; `own` marks the viewer's, `lifted` a screen the rules
/// lift, `last` the player who made the last move.
pub fn player(lang: Lang, who: &str, seat: Seat, p: &PlayerView, own: bool, lifted: bool, last: bool) -> Markup {
    let house = t(lang, if p.manor { KeyMarketWords::ManorHouse } else { KeyMarketWords::FarmHouse });
    let colour = seat_colour(seat.0);
    let token = |label: &str, hollow: bool| {
        markup!(
            r#"<svg class="km-token" viewBox="0 0 20 20" aria-hidden="true"><circle cx="10" cy="10" r="8.5" fill="{fill}" stroke="{colour}" stroke-width="2.5"/><text x="10" y="14" text-anchor="middle"{class}>{label}</text></svg>"#,
            colour,
            label,
            fill = if hollow { "none" } else { colour },
            class = if hollow { markup!(r#" class="hollow""#) } else { Markup::new() }
        )
    };
    let idle: Markup = (0..p.idle).map(|_| token(seat_digit(seat), false)).collect();
    let key = if p.key_idle { token("K", false) } else { Markup::new() };
    let retired: Markup = (0..p.retired).map(|_| token(seat_digit(seat), true)).collect();
    let gold = p.gold.map_or(Markup::new(), |g| {
        markup!(
            r#"<span class="km-gold"><span class="km-coin" aria-hidden="true"></span>{g}<span class="visually-hidden"> Gold</span></span>"#,
            g
        )
    });
    let goods =
        p.goods.map_or(Markup::new(), |g| markup!(r#"<span class="km-goods">{row}</span>"#, row = goods_row(lang, &g)));
    let open = p.gold.is_some() || p.goods.is_some();
    let closed = if open {
        Markup::new()
    } else {
        markup!(r#"<span class="km-closed">{hidden}</span>"#, hidden = t(lang, KeyMarketWords::Hidden))
    };
    let market = p.at_market.filter(|g| g.iter().any(|&n| n > 0)).map_or(Markup::new(), |g| {
        markup!(
            r#"<span class="km-at-market"><span class="km-what">{what}</span>{row}</span>"#,
            what = t(lang, KeyMarketWords::AtMarket),
            row = goods_row(lang, &g)
        )
    });
    let retired_count = if p.retired == 0 {
        markup!("0")
    } else {
        markup!(r#"<span class="visually-hidden">{n}</span>"#, n = p.retired)
    };
    markup!(
        r#"<li class="km-player{own}{last}" data-seat="{seat}" data-lifted="{lifted}"><span class="km-who">{chip}<strong>{who}</strong></span><span class="km-house" title="{house}"><svg class="km-col" viewBox="0 0 20 20" aria-hidden="true"><path d="M2 10 L10 3 L18 10 V18 H2 Z" fill="none" stroke="currentColor" stroke-width="1.6"/></svg>{house} <svg class="km-col" viewBox="0 0 20 20" aria-label="{farm}"><use href="{farm_id}"/></svg></span><span class="km-idle"><span class="km-what">{idle_word}</span><span class="visually-hidden">{idle_count}</span>{key}{idle}</span><span class="km-retired"><span class="km-what">{retired_word}</span>{retired}{retired_count}</span><span class="km-screen{open}"><span class="km-what">{behind}</span>{gold}{goods}{closed}</span>{market}</li>"#,
        who,
        house,
        key,
        idle,
        retired,
        retired_count,
        gold,
        goods,
        closed,
        market,
        own = if own { " own" } else { "" },
        last = if last { " last" } else { "" },
        seat = seat.0,
        lifted = if lifted { "true" } else { "false" },
        chip = chip(seat, who),
        farm = name(lang, p.farm),
        farm_id = good_id(p.farm),
        idle_word = t(lang, KeyMarketWords::Idle),
        idle_count = p.idle + u8::from(p.key_idle),
        retired_word = t(lang, KeyMarketWords::Retired),
        open = if open { " open" } else { "" },
        behind = t(lang, KeyMarketWords::BehindScreen)
    )
}

/// The seat's number as drawn on its workers.
fn seat_digit(seat: Seat) -> &'static str {
    ["1", "2", "3", "4"][usize::from(seat.0 % 4)]
}

/// `goods` as symbols with counts (a dash for none), and in words for screen readers.
pub fn goods_row(lang: Lang, goods: &Goods) -> Markup {
    let shown: Vec<Good> = Good::ALL.iter().copied().filter(|g| goods[g.index()] > 0).collect();
    let words: Vec<String> = shown.iter().map(|&g| format!("{} {}", goods[g.index()], name(lang, g))).collect();
    let label = if words.is_empty() { "—".to_string() } else { words.join(", ") };
    let items: Markup = shown
        .iter()
        .map(|&g| {
            markup!(
                r#"<span class="km-good" title="{name}"><svg class="km-col" viewBox="0 0 20 20" aria-hidden="true"><use href="{href}"/></svg>{n}</span>"#,
                name = name(lang, g),
                href = good_id(g),
                n = goods[g.index()]
            )
        })
        .collect();
    let none = if shown.is_empty() { "—" } else { "" };
    markup!(
        r#"<span class="km-goods-row" role="img" aria-label="{label}">{items}{none}</span>"#,
        items,
        none,
        label = &label
    )
}

/// The name of `good` in `lang`.
pub fn name(lang: Lang, good: Good) -> &'static str {
    pick(lang, good_name(good))
}

/// The wording in `lang` of a German–English pair.
pub fn pick<T>(lang: Lang, (de, en): (T, T)) -> T {
    if lang == Lang::De { de } else { en }
}
