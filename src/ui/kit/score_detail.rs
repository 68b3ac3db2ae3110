//! The score sheet's detail, for games that give one (Keyflower's allocation, Keyper's pieces):
//! for each seat a table of what scored in each row, the rule it scored by (a column the style
//! hides where no line says its rule), the items it took and its points. Markup, part of the
//! sheet's ([`super::score_sheet`]).

use super::markup::{Markup, markup};
use crate::engine::{Detail, PerSeat};
use crate::i18n::{Key, Lang, Text, t};

/// `details` (per seat, in seat order) under the `categories` of the sheet, one table a seat,
/// captioned with its player's name from `names`, in `lang`.
pub fn score_detail(details: &PerSeat<Vec<Detail>>, categories: &[Text], names: &[String], lang: Lang) -> Markup {
    let tables: Markup = details
        .iter()
        .map(|(seat, lines)| {
            let rows: Markup = categories
                .iter()
                .enumerate()
                .filter(|(i, _)| lines.iter().any(|d| d.row == *i))
                .map(|(i, category)| {
                    let lines: Markup = lines.iter().filter(|d| d.row == i).map(|d| line(d, lang)).collect();
                    markup!(
                        r#"<tr class="row-head"><th scope="rowgroup" colspan="4">{category}</th></tr>{lines}"#,
                        category = category.get(lang),
                        lines
                    )
                })
                .collect();
            markup!(
                r#"<table class="score-detail" data-seat="{seat}"><caption>{name}</caption><thead><tr><th scope="col">{on}</th><th scope="col" class="rule">{rule}</th><th scope="col">{allocated}</th><th scope="col">{points}</th></tr></thead><tbody>{rows}</tbody></table>"#,
                seat = seat.0,
                name = names[seat.index()],
                on = t(lang, Key::ScoredOn),
                rule = t(lang, Key::ScoringRule),
                allocated = t(lang, Key::Allocated),
                points = t(lang, Key::Points),
                rows
            )
        })
        .collect();
    markup!(r#"<h3>{title}</h3><div class="score-details">{tables}</div>"#, title = t(lang, Key::ScoreDetail), tables)
}

/// One line: what scored, its rule, its items ("—" if none), its points.
fn line(detail: &Detail, lang: Lang) -> Markup {
    let all: Vec<&str> = detail.items.iter().map(|t| t.get(lang)).collect();
    let items = if all.is_empty() { "—".to_string() } else { all.join(", ") };
    markup!(
        r#"<tr><th scope="row">{label}</th><td class="rule">{rule}</td><td class="items">{items}</td><td>{points}</td></tr>"#,
        label = detail.label.get(lang),
        rule = detail.rule.get(lang),
        items,
        points = detail.points
    )
}
