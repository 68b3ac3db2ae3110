//! The city's track: round and pass, the phase with its help in our own words, the guild being
//! called with its buying limit, the turn order (a button while moving to first is offered,
//! marked when the last move changed it), the prestige guild, the guest pile, tiles in the box
//! and every time money was shown; at the game's end, the guest pile and the citizens left out,
//! turned face up.

use super::last::Marks;
use super::symbols::chip;
use super::targets::Target;
use super::text::Words;
use crate::games::nuernberg::View;
use crate::games::nuernberg::data::Guest;
use crate::games::nuernberg::text::{citizen, guest, guild};
use crate::i18n::{Lang, t};
use crate::ui::kit::focus::key;
use crate::ui::kit::markup::{Markup, markup};
use leptos::prelude::*;

/// The phase's name for tests, its title and its help text.
pub fn phase(view: &View) -> (&'static str, Words, Words) {
    match (view.over, view.called, view.step) {
        (true, _, _) => ("over", Words::PhaseOver, Words::HelpOver),
        (_, Some(_), Some(_)) => ("step", Words::PhaseStep, Words::HelpStep),
        (_, Some(_), None) => ("action", Words::PhaseAction, Words::HelpAction),
        (_, None, _) => ("planning", Words::PhasePlanning, Words::HelpPlanning),
    }
}

/// The track as `view` shows it.
pub fn track(
    lang: Lang,
    view: &View,
    names: &[String],
    lit: &[Target],
    marks: &Marks,
    point: Callback<Target>,
) -> impl IntoView + use<> {
    let mut order: Markup = view.order.iter().map(|&s| chip(s, &names[s.index()])).collect();
    let last = marks.has(&Target::TurnOrder);
    if last {
        order +=
            markup!(r#"<span class="visually-hidden"> — {last_move}</span>"#, last_move = t(lang, Words::LastMove));
    }
    let order = if lit.contains(&Target::TurnOrder) {
        view! { <button class="nb-pick lit nb-order" class:last=last data-focus=key(&Target::TurnOrder) inner_html=order.into_html() on:click=move |_| point.run(Target::TurnOrder)></button> }
            .into_any()
    } else {
        view! { <span class="nb-order" class:last=last inner_html=order.into_html()></span> }.into_any()
    };
    let called = view.called.map(|(g, limit)| {
        view! { <p class="nb-called">{t(lang, Words::Called)} ": " <strong>{guild(g).get(lang).to_string()}</strong>
        " · " {t(lang, Words::BuyLimit)} " " {limit}</p> }
    });
    let names_of = |tiles: &[Guest]| -> Vec<String> { tiles.iter().map(|&g| guest(g).get(lang).to_string()).collect() };
    let boxed = names_of(&view.in_box);
    // At the end, what stayed hidden is turned face up.
    let pile = names_of(&view.pile_revealed);
    let left_out: Vec<String> = view.left_out.iter().map(|&b| citizen(b).get(lang).to_string()).collect();
    let shown = view
        .reveals
        .iter()
        .map(|e| {
            let who: Vec<String> = e.taler.iter().map(|&(s, n)| format!("{}: {n} Taler", names[s.index()])).collect();
            view! { <li>{format!("{} {} · {} — {}", t(lang, Words::Round), e.round, guild(e.guild).get(lang), who.join(", "))}</li> }
        })
        .collect_view();
    view! {
        <div class="nb-track">
            {called}
            <p>{t(lang, Words::TurnOrder)} " " {order}</p>
            <p>{t(lang, Words::Prestige)} ": " <strong>{guild(view.prestige).get(lang).to_string()}</strong>
                " (" {t(lang, Words::PrestigeLeft)} " " {view.prestige_supply} ") · "
                {t(lang, Words::GuestPile)} " " {view.guest_pile}</p>
            <details><summary>{t(lang, Words::InBox)} " (" {boxed.len()} ")"</summary><p>{boxed.join(", ")}</p></details>
            {view.over.then(|| view! {
                <details class="nb-revealed"><summary>{t(lang, Words::PileRevealed)} " (" {pile.len()} ")"</summary><p>{pile.join(", ")}</p></details>
                <details class="nb-revealed"><summary>{t(lang, Words::LeftOut)} " (" {left_out.len()} ")"</summary><p>{left_out.join(", ")}</p></details>
            })}
            {(!view.reveals.is_empty()).then(|| view! {
                <details><summary>{t(lang, Words::MoneyShown)}</summary><ul>{shown}</ul></details>
            })}
        </div>
    }
}
