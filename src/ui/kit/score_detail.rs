//! The score sheet's detail, for games that give one (Keyflower's allocation, Keyper's pieces):
//! for each seat a table of what scored in each row, the rule it scored by (a column the style
//! hides where no line says its rule), the items it took and its points.

use crate::engine::{Detail, PerSeat};
use crate::i18n::{Key, Text};
use crate::ui::Ctx;
use leptos::prelude::*;

/// Renders `details` (per seat, in seat order) under the `categories` of the sheet, one table a
/// seat, captioned with its player's name from `names`.
#[component]
pub fn ScoreDetail(details: PerSeat<Vec<Detail>>, categories: Vec<Text>, names: Vec<String>) -> impl IntoView {
    let ctx = Ctx::get();
    let tables = details
        .iter()
        .map(|(seat, lines)| {
            let rows = categories
                .iter()
                .enumerate()
                .filter(|(i, _)| lines.iter().any(|d| d.row == *i))
                .map(|(i, category)| {
                    let category = ctx.said(category.clone());
                    let lines = lines.iter().filter(|d| d.row == i).map(line).collect_view();
                    view! {
                        <tr class="row-head">
                            <th scope="rowgroup" colspan="4">{category}</th>
                        </tr>
                        {lines}
                    }
                })
                .collect_view();
            view! {
                <table class="score-detail" data-seat=seat.0>
                    <caption>{names[seat.index()].clone()}</caption>
                    <thead>
                        <tr>
                            <th scope="col">{ctx.t(Key::ScoredOn)}</th>
                            <th scope="col" class="rule">{ctx.t(Key::ScoringRule)}</th>
                            <th scope="col">{ctx.t(Key::Allocated)}</th>
                            <th scope="col">{ctx.t(Key::Points)}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            }
        })
        .collect_view();
    view! { <h3>{ctx.t(Key::ScoreDetail)}</h3><div class="score-details">{tables}</div> }
}

/// One line: what scored, its rule, its items ("—" if none), its points.
fn line(detail: &Detail) -> impl IntoView + use<> {
    let ctx = Ctx::get();
    let (label, rule, items) = (detail.label.clone(), detail.rule.clone(), detail.items.clone());
    let items = move || {
        let lang = ctx.lang.get();
        let all: Vec<&str> = items.iter().map(|t| t.get(lang)).collect();
        if all.is_empty() { "—".to_string() } else { all.join(", ") }
    };
    view! {
        <tr>
            <th scope="row">{ctx.said(label)}</th>
            <td class="rule">{ctx.said(rule)}</td>
            <td class="items">{items}</td>
            <td>{detail.points}</td>
        </tr>
    }
}
