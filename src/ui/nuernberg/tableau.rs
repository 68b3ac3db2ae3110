//! Each player's tableau: colour chip and name, where they stand in the pass (planning, has
//! planned, passed, a card revealed or face down), the viewer's own plan and Taler (nobody
//! else's until the view shows them), merchants, goods, craftsmen by guild, citizens, loaded
//! Hausierer and coats of arms. A player the Dieb may rob, and one's own goods a Hausierer may
//! carry, are buttons offering those actions.

use super::house::zeichen;
use super::symbols::{chip, waren_icon};
use super::targets::Target;
use crate::engine::Seat;
use crate::games::nuernberg::SpielerView;
use crate::games::nuernberg::data::Gilde;
use crate::games::nuernberg::text::{buerger, gilde, ware};
use crate::i18n::{Key, Lang, t};
use leptos::prelude::*;

/// One player as the view shows them; `planning` says whether the pass is being planned.
pub fn tableau(
    lang: Lang,
    seat: Seat,
    name: &str,
    p: &SpielerView,
    planning: bool,
    lit: &[Target],
    point: Callback<Target>,
) -> impl IntoView + use<> {
    let status = if p.gepasst {
        Some(t(lang, Key::NbPassed).to_string())
    } else if planning {
        Some(t(lang, if p.geplant { Key::NbPlanned } else { Key::NbPlanning }).to_string())
    } else {
        let open = p.offene_karte.map(|g| format!("{} {}", t(lang, Key::NbRevealed), gilde(g).get(lang)));
        let hidden =
            (p.verdeckte_karten > 0).then(|| format!("{} {}", p.verdeckte_karten, t(lang, Key::NbHiddenCards)));
        let both: Vec<String> = open.into_iter().chain(hidden).collect();
        (!both.is_empty()).then(|| both.join(", "))
    };
    let plan = p.eigene_karten.filter(|k| !k.is_empty()).map(|k| {
        let names: Vec<String> = k.gilden().into_iter().map(|g| gilde(g).get(lang).to_string()).collect();
        view! { <span class="nb-plan" data-seat=seat.0>{t(lang, Key::NbMyPlan)} " " {names.join(", ")}</span> }
    });
    let taler = p.taler.map(|n| view! { <span class="nb-taler" data-seat=seat.0>{n} " Taler"</span> });
    let goods = Gilde::ALL
        .iter()
        .filter(|&&g| p.waren.of(g) > 0)
        .map(|&g| {
            let target = Target::Ware(g);
            let icon = waren_icon(g, p.waren.of(g), ware(g).get(lang));
            if lit.contains(&target) {
                view! { <button class="nb-pick lit" on:click=move |_| point.run(target)>{icon}</button> }.into_any()
            } else {
                icon.into_any()
            }
        })
        .collect_view();
    let craftsmen = Gilde::ALL
        .iter()
        .filter_map(|&g| {
            let values: Vec<String> =
                p.handwerker.iter().filter(|h| h.gilde == g).map(|h| h.wert().to_string()).collect();
            (!values.is_empty()).then(|| {
                let label = gilde(g).get(lang).to_string();
                view! { <span class="nb-crafts" title=label.clone()>{waren_icon(g, values.len() as u8, &label)} "(" {values.join(" ")} ")"</span> }
            })
        })
        .collect_view();
    let citizens = p
        .buerger
        .iter()
        .map(|&b| view! { <span class="nb-tag">{zeichen(b)} " " {buerger(b).get(lang).to_string()}</span> })
        .collect_view();
    let peddlers = p
        .hausierer
        .iter()
        .map(|&(b, g)| view! { <span class="nb-tag">{zeichen(b)} " " {buerger(b).get(lang).to_string()} " " {waren_icon(g, 1, ware(g).get(lang))}</span> })
        .collect_view();
    let arms = Gilde::ALL
        .iter()
        .filter(|&&g| p.wappen[g.index()] > 0)
        .map(|&g| view! { <span class="nb-tag">{shield()} {waren_icon(g, p.wappen[g.index()], gilde(g).get(lang))}</span> })
        .collect_view();
    let prestige = (p.prestigewappen > 0).then(|| {
        view! { <span class="nb-tag" title=t(lang, Key::NbPrestige)>{shield()} "★P ×" {p.prestigewappen}</span> }
    });
    let target = Target::Spieler(seat);
    let rob = lit.contains(&target);
    let head = view! { {chip(seat, name)} " " <strong>{name.to_string()}</strong> };
    let head = if rob {
        view! { <button class="nb-pick lit" on:click=move |_| point.run(target)>{head}</button> }.into_any()
    } else {
        head.into_any()
    };
    view! {
        <li class="nb-player" class:own=p.eigene_karten.is_some() data-seat=seat.0>
            <div class="nb-player-head">
                {head}
                {status.map(|s| view! { <span class="nb-status">{s}</span> })}
                {plan}{taler}
                <span title=t(lang, Key::NbMerchants)>"♟ " {p.handelsleute} " (" {t(lang, Key::NbSupply)} " " {p.vorrat} ")"</span>
            </div>
            <div class="nb-row"><span class="nb-what">{t(lang, Key::NbGoods)}</span> {goods}</div>
            <div class="nb-row"><span class="nb-what">{t(lang, Key::NbCraftsmen)}</span> {craftsmen}</div>
            <div class="nb-row"><span class="nb-what">{t(lang, Key::NbCitizens)}</span> {citizens}{peddlers}</div>
            <div class="nb-row"><span class="nb-what">{t(lang, Key::NbArms)}</span> {arms}{prestige}</div>
        </li>
    }
}

/// A small coat of arms.
fn shield() -> impl IntoView + use<> {
    view! { <svg class="nb-icon" viewBox="0 0 20 20" aria-hidden="true"><path d="M3 2 H17 V9 Q17 16 10 19 Q3 16 3 9 Z" class="nb-shield"/></svg> }
}
