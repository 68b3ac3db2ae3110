//! The score sheet of any game: the sentence naming the winners, one row per category (its name
//! and, under it, what it counts), one column per seat, the totals, the places and how each tie
//! was broken, all as the engine's [`ScoreSheet`] says.

use super::score_detail::ScoreDetail;
use crate::engine::ScoreSheet;
use crate::i18n::{Key, with_names};
use crate::ui::Ctx;
use leptos::prelude::*;

/// Renders `sheet` with the players' `names` in seat order; a seat's column heading adds its
/// entry of `marks`, if any (how many hints it asked for), which the sentence naming the
/// winners leaves out.
#[component]
pub fn FinalScores(sheet: ScoreSheet, names: Vec<String>, #[prop(optional)] marks: Vec<String>) -> impl IntoView {
    let ctx = Ctx::get();
    let seats: Vec<_> = sheet.points.iter().map(|(s, _)| s).collect();
    let heading = |i: usize| {
        marks.get(i).filter(|m| !m.is_empty()).map_or_else(|| names[i].clone(), |m| format!("{} {m}", names[i]))
    };
    let head = (0..names.len()).map(|i| view! { <th scope="col">{heading(i)}</th> }).collect_view();
    let rows = sheet
        .categories
        .iter()
        .enumerate()
        .map(|(i, category)| {
            let (category, rule) = (ctx.said(category.clone()), ctx.said(sheet.rules.get(i).cloned().unwrap_or_default()));
            let cells = seats.iter().map(|&s| view! { <td>{sheet.points[s][i]}</td> }).collect_view();
            view! { <tr><th scope="row"><span class="row-name">{category}</span>" "<span class="row-rule">{rule}</span></th>{cells}</tr> }
        })
        .collect_view();
    let totals = seats.iter().map(|&s| view! { <td class="total" data-seat=s.0>{sheet.total(s)}</td> }).collect_view();
    let places = seats.iter().map(|&s| view! { <td class="place" data-seat=s.0>{sheet.place(s)}</td> }).collect_view();
    let ties = sheet
        .tie_breaks
        .iter()
        .map(|tie| {
            let who: Vec<String> = tie.seats.iter().map(|s| names[s.index()].clone()).collect();
            let (why, names) = (tie.explanation.clone(), names.clone());
            let why = move || {
                let lang = ctx.lang.get();
                with_names(why.get(lang), lang, &names)
            };
            view! { <li><strong>{who.join(", ")}</strong> ": " {why}</li> }
        })
        .collect_view();
    let has_ties = !sheet.tie_breaks.is_empty();
    let verdict = ctx.said(sheet.verdict(&names));
    let detail = sheet.details.clone().map(|details| {
        view! { <ScoreDetail details=details categories=sheet.categories.clone() names=names.clone()/> }
    });
    view! {
        <section class="score-sheet" aria-labelledby="score-title">
            <h2 id="score-title" tabindex="-1">{ctx.t(Key::ScoreSheet)}</h2>
            <p class="verdict">{verdict}</p>
            <table>
                <thead><tr><td></td>{head}</tr></thead>
                <tbody>{rows}</tbody>
                <tfoot>
                    <tr><th scope="row">{ctx.t(Key::Total)}</th>{totals}</tr>
                    <tr><th scope="row">{ctx.t(Key::Place)}</th>{places}</tr>
                </tfoot>
            </table>
            {has_ties.then(|| view! { <h3>{ctx.t(Key::TieBreaks)}</h3><ul class="ties">{ties}</ul> })}
            {detail}
        </section>
    }
}
