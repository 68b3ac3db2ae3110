//! The city's track: round and pass, the phase with its help in our own words, the guild being
//! called with its buying limit, the turn order (a button while moving to first is offered,
//! marked when the last move changed it), the prestige guild, the guest pile, tiles in the box
//! and every time money was shown; at the game's end, the guest pile and the citizens left out,
//! turned face up.

use super::symbols::chip;
use super::targets::{Marks, Target};
use super::text::NuernbergWords;
use crate::games::nuernberg::View;
use crate::games::nuernberg::data::Guest;
use crate::games::nuernberg::text::{citizen, guest, guild};
use crate::i18n::{Lang, t};
use crate::ui::kit::markup::{Markup, markup, spot};
use crate::ui::kit::targets::Touched;

/// The phase's name for tests, its title and its help text.
pub fn phase(view: &View) -> (&'static str, NuernbergWords, NuernbergWords) {
    match (view.over, view.called, view.step) {
        (true, _, _) => ("over", NuernbergWords::PhaseOver, NuernbergWords::HelpOver),
        (_, Some(_), Some(_)) => ("step", NuernbergWords::PhaseStep, NuernbergWords::HelpStep),
        (_, Some(_), None) => ("action", NuernbergWords::PhaseAction, NuernbergWords::HelpAction),
        (_, None, _) => ("planning", NuernbergWords::PhasePlanning, NuernbergWords::HelpPlanning),
    }
}

/// The track as `view` shows it; the turn order, while moving to first is offered, is appended
/// to `spots`.
pub fn track(
    lang: Lang,
    view: &View,
    names: &[String],
    (marks, touched): (&Marks, &Touched<Target>),
    spots: &mut Vec<Target>,
) -> Markup {
    let mut order: Markup = view.order.iter().map(|&s| chip(s, &names[s.index()])).collect();
    let last = touched.class(&Target::TurnOrder);
    if !last.is_empty() {
        order += markup!(
            r#"<span class="visually-hidden"> — {last_move}</span>"#,
            last_move = t(lang, NuernbergWords::LastMove)
        );
    }
    let order = if marks.lit(Target::TurnOrder) {
        markup!(
            r#"<button type="button" class="nb-pick{class} nb-order{last}"{spot}>{order}</button>"#,
            order,
            last,
            class = marks.class(Target::TurnOrder),
            spot = spot(Target::TurnOrder, spots)
        )
    } else {
        markup!(r#"<span class="nb-order{last}">{order}</span>"#, order, last)
    };
    let called = view.called.map_or(Markup::new(), |(g, limit)| {
        markup!(
            r#"<p class="nb-called">{called}: <strong>{guild}</strong> · {buy_limit} {limit}</p>"#,
            limit,
            called = t(lang, NuernbergWords::Called),
            guild = guild(g).get(lang),
            buy_limit = t(lang, NuernbergWords::BuyLimit)
        )
    });
    let names_of = |tiles: &[Guest]| -> Vec<String> { tiles.iter().map(|&g| guest(g).get(lang).to_string()).collect() };
    let boxed = names_of(&view.in_box);
    // At the end, what stayed hidden is turned face up.
    let revealed = if view.over {
        let pile = names_of(&view.pile_revealed);
        let left_out: Vec<String> = view.left_out.iter().map(|&b| citizen(b).get(lang).to_string()).collect();
        let details = |title: NuernbergWords, names: &[String]| {
            markup!(
                r#"<details class="nb-revealed"><summary>{title} ({count})</summary><p>{names}</p></details>"#,
                title = t(lang, title),
                count = names.len(),
                names = names.join(", ")
            )
        };
        details(NuernbergWords::PileRevealed, &pile) + details(NuernbergWords::LeftOut, &left_out)
    } else {
        Markup::new()
    };
    let shown: Markup = view
        .reveals
        .iter()
        .map(|e| {
            let who: Vec<String> = e.taler.iter().map(|&(s, n)| format!("{}: {n} Taler", names[s.index()])).collect();
            markup!(
                "<li>{round} {number} · {guild} — {who}</li>",
                round = t(lang, NuernbergWords::Round),
                number = e.round,
                guild = guild(e.guild).get(lang),
                who = who.join(", ")
            )
        })
        .collect();
    let shown = if shown.is_empty() {
        shown
    } else {
        markup!(
            "<details><summary>{title}</summary><ul>{shown}</ul></details>",
            shown,
            title = t(lang, NuernbergWords::MoneyShown)
        )
    };
    markup!(
        r#"<div class="nb-track">{called}<p>{turn_order} {order}</p><p>{prestige}: <strong>{prestige_guild}</strong> ({left} {supply}) · {pile} {pile_count}</p><details><summary>{in_box} ({boxed_count})</summary><p>{boxed}</p></details>{revealed}{shown}</div>"#,
        called,
        order,
        revealed,
        shown,
        turn_order = t(lang, NuernbergWords::TurnOrder),
        prestige = t(lang, NuernbergWords::Prestige),
        prestige_guild = guild(view.prestige).get(lang),
        left = t(lang, NuernbergWords::PrestigeLeft),
        supply = view.prestige_supply,
        pile = t(lang, NuernbergWords::GuestPile),
        pile_count = view.guest_pile,
        in_box = t(lang, NuernbergWords::InBox),
        boxed_count = boxed.len(),
        boxed = boxed.join(", ")
    )
}
