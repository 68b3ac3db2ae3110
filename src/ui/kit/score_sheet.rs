//! The score sheet of any game: the sentence naming the winners, one row per category (its name
//! and, under it, what it counts), one column per seat, the totals, the places and how each tie
//! was broken, all as the engine's [`ScoreSheet`] says. Written as markup ([`super::markup`]),
//! drawn anew when the language changes: one reactive node for the whole sheet, where a tree of
//! them made every table's code several KB larger (docs/benchmarks.md, "Size").

use super::markup::{Markup, markup};
use super::score_detail::score_detail;
use crate::engine::ScoreSheet;
use crate::i18n::{Key, Lang, t, with_names};
use crate::ui::Ctx;
use leptos::prelude::*;

/// Renders `sheet` with the players' `names` in seat order; a seat's column heading adds its
/// entry of `marks`, if any (how many hints it asked for), which the sentence naming the
/// winners leaves out.
#[component]
pub fn FinalScores(sheet: ScoreSheet, names: Vec<String>, #[prop(optional)] marks: Vec<String>) -> impl IntoView {
    let ctx = Ctx::get();
    let drawn = move || sheet_markup(&sheet, &names, &marks, ctx.lang.get());
    view! { <section class="score-sheet" aria-labelledby="score-title" inner_html=move || drawn().into_html()></section> }
}

/// The sheet's content in `lang`.
fn sheet_markup(sheet: &ScoreSheet, names: &[String], marks: &[String], lang: Lang) -> Markup {
    let seats: Vec<_> = sheet.points.iter().map(|(s, _)| s).collect();
    let heading = |i: usize| {
        marks.get(i).filter(|m| !m.is_empty()).map_or_else(|| names[i].clone(), |m| format!("{} {m}", names[i]))
    };
    let head: Markup = (0..names.len()).map(|i| markup!(r#"<th scope="col">{name}</th>"#, name = heading(i))).collect();
    let rows: Markup = sheet
        .categories
        .iter()
        .enumerate()
        .map(|(i, category)| {
            let rule = sheet.rules.get(i).map_or("", |r| r.get(lang));
            let cells: Markup = seats.iter().map(|&s| markup!("<td>{points}</td>", points = sheet.points[s][i])).collect();
            markup!(
                r#"<tr><th scope="row"><span class="row-name">{category}</span> <span class="row-rule">{rule}</span></th>{cells}</tr>"#,
                category = category.get(lang),
                rule,
                cells
            )
        })
        .collect();
    let totals: Markup = seats
        .iter()
        .map(|&s| markup!(r#"<td class="total" data-seat="{seat}">{n}</td>"#, seat = s.0, n = sheet.total(s)))
        .collect();
    let places: Markup = seats
        .iter()
        .map(|&s| markup!(r#"<td class="place" data-seat="{seat}">{n}</td>"#, seat = s.0, n = sheet.place(s)))
        .collect();
    let ties: Markup = sheet
        .tie_breaks
        .iter()
        .map(|tie| {
            let who: Vec<String> = tie.seats.iter().map(|s| names[s.index()].clone()).collect();
            let why = with_names(tie.explanation.get(lang), lang, names);
            markup!("<li><strong>{who}</strong>: {why}</li>", who = who.join(", "), why)
        })
        .collect();
    let ties = if sheet.tie_breaks.is_empty() {
        Markup::new()
    } else {
        markup!(r#"<h3>{title}</h3><ul class="ties">{ties}</ul>"#, title = t(lang, Key::TieBreaks), ties)
    };
    let detail = sheet.details.as_ref().map(|d| score_detail(d, &sheet.categories, names, lang)).unwrap_or_default();
    markup!(
        r#"<h2 id="score-title" tabindex="-1">{title}</h2><p class="verdict">{verdict}</p><table><thead><tr><td></td>{head}</tr></thead><tbody>{rows}</tbody><tfoot><tr><th scope="row">{total}</th>{totals}</tr><tr><th scope="row">{place}</th>{places}</tr></tfoot></table>{ties}{detail}"#,
        title = t(lang, Key::ScoreSheet),
        verdict = sheet.verdict(names).get(lang),
        head,
        rows,
        total = t(lang, Key::Total),
        totals,
        place = t(lang, Key::Place),
        places,
        ties,
        detail
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Detail, PerSeat, Seat, TieBreak};
    use crate::i18n::Text;
    use crate::ui::kit::hostile_names::{assert_text_only, names};

    /// Three seats, two tied at the top, each with a line of detail.
    fn sheet() -> ScoreSheet {
        let points = PerSeat::from_fn(3, |s| if s.0 == 2 { vec![1, 1] } else { vec![4, -1] });
        let line = |s: Seat| Detail {
            row: 0,
            label: Text::new("Hof", "Yard"),
            rule: Text::new("je 1", "1 each"),
            items: if s.0 == 0 { vec![] } else { vec![Text::new("2 Holz", "2 wood")] },
            points: 4,
        };
        ScoreSheet {
            categories: vec![Text::new("Hof", "Yard"), Text::new("Gold", "Gold")],
            rules: vec![Text::new("je 1", "1 each"), Text::new("-1", "-1")],
            ranking: ScoreSheet::rank_by(&points, |_| 0),
            points,
            tie_breaks: vec![TieBreak {
                seats: vec![Seat(0), Seat(1)],
                explanation: Text::new("Gleichstand", "A tie"),
                decided_by: None,
            }],
            details: Some(PerSeat::from_fn(3, |s| vec![line(s)])),
        }
    }

    #[test]
    fn hostile_names_stay_text_on_the_sheet() {
        let names = names(3);
        let marks = vec!["(2 hints)".to_string(), String::new()];
        let drawn = sheet_markup(&sheet(), &names, &marks, Lang::En);
        // Column headings, the verdict, the tie and the detail's captions carry names.
        let found = assert_text_only(&drawn, &names, "score sheet");
        assert!(found >= 3 + 3 + 2, "{found} names in {}", &*drawn);
        assert!(drawn.contains(&format!("<th scope=\"col\">{} (2 hints)</th>", &*Markup::text(&names[0]))));
    }

    #[test]
    fn the_sheet_has_a_total_and_a_place_per_seat_and_its_ties() {
        let names: Vec<String> = ["Ann", "Ben", "Cy"].map(String::from).to_vec();
        let drawn = sheet_markup(&sheet(), &names, &[], Lang::En);
        for (seat, total, place) in [(0, 3, 1), (1, 3, 1), (2, 2, 3)] {
            assert!(drawn.contains(&format!(r#"<td class="total" data-seat="{seat}">{total}</td>"#)), "{}", &*drawn);
            assert!(drawn.contains(&format!(r#"<td class="place" data-seat="{seat}">{place}</td>"#)), "{}", &*drawn);
        }
        assert!(drawn.contains("<li><strong>Ann, Ben</strong>: A tie</li>"), "{}", &*drawn);
        assert!(drawn.contains(r#"<td class="items">—</td>"#) && drawn.contains(r#"<td class="items">2 wood</td>"#));
        assert!(drawn.contains(r#"<span class="row-name">Yard</span> <span class="row-rule">1 each</span>"#));
        let german = sheet_markup(&sheet(), &names, &[], Lang::De);
        assert!(german.contains("<td class=\"items\">2 Holz</td>"), "{}", &*german);
    }
}
