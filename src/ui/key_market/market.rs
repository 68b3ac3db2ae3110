//! The market board, drawn as one SVG: a row per good (fruit, vegetables, wheat, sheep, fish,
//! luxuries) with its six price spaces printed 6 to 1. Goods cover the spaces from the left; the
//! "1" space takes any number, and the price is the leftmost uncovered number (ringed). A row
//! the viewer may sell to or buy from is highlighted; a click on it (or Enter) offers those
//! actions with the gold they would fetch or cost. A row's button holds its name (what it is
//! called by); its spaces are drawn over it, hidden from screen readers and letting clicks
//! through.

use super::players::name;
use super::symbols::{good_id, good_key};
use super::targets::{Marks, Target};
use super::text::KeyMarketWords;
use crate::games::key_market::data::Good;
use crate::games::key_market::price;
use crate::i18n::{Lang, t};
use crate::ui::kit::markup::{Markup, markup, spot};
use crate::ui::kit::targets::Touched;

/// Width of a row's name, size of a space, and the height of a row.
const LABEL: u32 = 104;
const SPACE: u32 = 30;
const ROW: u32 = 32;

/// The market board with `market[g]` goods on each row; lit rows offer their actions. Each row
/// is appended to `spots`.
pub fn market_board(
    lang: Lang,
    market: &[u8; 6],
    marks: &Marks,
    touched: &Touched<Target>,
    spots: &mut Vec<Target>,
) -> Markup {
    let mut svg = Markup::new();
    for (i, &good) in Good::ALL.iter().enumerate() {
        row(&mut svg, lang, i, good, market[good.index()], marks, touched, spots);
    }
    markup!(
        r#"<svg class="km-market" viewBox="0 0 {width} {height}" role="group" aria-label="{label}">{svg}</svg>"#,
        svg,
        width = LABEL + 6 * SPACE + 4,
        height = 6 * ROW + 2,
        label = t(lang, KeyMarketWords::Market)
    )
}

/// One good's row: its name and symbol, the six spaces and the goods on them.
#[allow(clippy::too_many_arguments)]
fn row(
    svg: &mut Markup,
    lang: Lang,
    i: usize,
    good: Good,
    count: u8,
    marks: &Marks,
    touched: &Touched<Target>,
    spots: &mut Vec<Target>,
) {
    let target = Target::Market(good);
    let lit = marks.lit(target);
    let y = i as u32 * ROW + 1;
    let label = format!(
        "{}: {} {}, {} {count}",
        name(lang, good),
        t(lang, KeyMarketWords::Price),
        price(count),
        t(lang, KeyMarketWords::OnRow)
    );
    *svg += markup!(
        r#"<g class="km-row{lit}{picked}{last}" data-good="{good_name}"{spot}{button} aria-label="{label}"><rect class="km-row-back" x="0" y="{y}" width="{width}" height="{height}" rx="4"/><use href="{good_id}" x="4" y="{v8}" width="18" height="18"/><text class="km-row-name" x="26" y="{v9}">{name}</text>"#,
        y,
        good_name = good_key(good),
        lit = if lit { " lit" } else { "" },
        picked = if marks.picked(target) { " picked" } else { "" },
        last = touched.class(&target),
        spot = spot(target, spots),
        button = if lit { markup!(r#" tabindex="0" role="button""#) } else { Markup::new() },
        label = &label,
        width = LABEL + 6 * SPACE + 2,
        height = ROW - 2,
        good_id = good_id(good),
        v8 = y + 6,
        v9 = y + 20,
        name = name(lang, good)
    );
    // The spaces lie beside the row's button, not in it: a button's name begins with the words
    // it shows (the good), and its label already says the price and the goods on the row.
    *svg += markup!(r#"</g><g class="km-spaces" aria-hidden="true">"#);
    let leftmost_free = usize::from(count.min(5));
    for space in 0..6u8 {
        let x = LABEL + u32::from(space) * SPACE;
        let number = 6 - space;
        let covered = space < count.min(6);
        *svg += markup!(
            r#"<rect class="km-space{price}" x="{x}" y="{y}" width="{width}" height="{height}" rx="3"/><text class="km-space-no" x="{v4}" y="{v5}">{number}</text>"#,
            x,
            number,
            price = if usize::from(space) == leftmost_free { " price" } else { "" },
            y = y + 2,
            width = SPACE - 4,
            height = ROW - 6,
            v4 = x + 3,
            v5 = y + 11
        );
        if covered {
            *svg += markup!(
                r#"<use href="{good_id}" x="{x}" y="{y}" width="14" height="14"/>"#,
                good_id = good_id(good),
                x = x + 8,
                y = y + 11
            );
        }
    }
    if count > 6 {
        *svg += markup!(
            r#"<text class="km-extra" x="{x}" y="{y}">+{v2}</text>"#,
            x = LABEL + 5 * SPACE + 16,
            y = y + 11,
            v2 = count - 6
        );
    }
    *svg += markup!("</g>");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drawn(count: u8, marks: &Marks) -> Markup {
        let mut svg = Markup::new();
        row(&mut svg, Lang::En, 0, Good::Fruit, count, marks, &Touched::default(), &mut Vec::new());
        svg
    }

    #[test]
    fn goods_cover_the_spaces_from_the_left_and_the_price_is_the_leftmost_uncovered_number() {
        let two = drawn(2, &Marks::default());
        assert_eq!(two.matches("<use href=\"#km-good-fruit\"").count(), 1 + 2, "the row's symbol and two goods");
        let ringed = two.find("km-space price").expect("the price is ringed");
        assert!(two[ringed..].contains(">4</text>"), "6 and 5 are covered: the price is 4");
        assert!(two.contains(r#"aria-label="fruit: price 4, goods on the row: 2""#));
        assert!(!two.contains("tabindex"), "a row with nothing to do is not a button");
    }

    #[test]
    fn the_one_space_takes_any_number_of_goods() {
        let eight = drawn(8, &Marks::default());
        assert_eq!(eight.matches("<use href=\"#km-good-fruit\"").count(), 1 + 6);
        assert!(eight.contains(">+2</text>"), "two more lie on the 1 space");
        assert!(eight.contains("price 1,"));
        let empty = drawn(0, &Marks::default());
        assert!(empty.contains("price 6,"));
    }

    #[test]
    fn a_row_the_viewer_may_trade_on_is_lit_and_focusable() {
        let marks = Marks { lit: vec![Target::Market(Good::Fruit)], ..Marks::default() };
        let lit = drawn(3, &marks);
        assert!(lit.starts_with(
            r#"<g class="km-row lit" data-good="fruit" data-focus="market-fruit" tabindex="0" role="button""#
        ));
    }

    #[test]
    fn a_rows_name_begins_with_the_words_it_shows_and_its_spaces_are_hidden_beside_it() {
        let marks = Marks { lit: vec![Target::Market(Good::Fruit)], ..Marks::default() };
        let lit = drawn(3, &marks);
        let (button, spaces) = lit.split_once("</g>").expect("the button's group ends before the spaces");
        let shown: Vec<&str> = button.split("</text>").filter_map(|t| t.rsplit_once('>').map(|(_, w)| w)).collect();
        assert_eq!(shown, ["fruit"], "the button shows the good's name only");
        assert!(button.contains(r#"aria-label="fruit: price 3, goods on the row: 3""#));
        assert!(spaces.starts_with(r#"<g class="km-spaces" aria-hidden="true">"#), "{spaces}");
        assert!(spaces.contains(">6</text>") && spaces.ends_with("</g>"));
    }

    #[test]
    fn the_row_of_the_last_sale_is_marked() {
        let mut svg = Markup::new();
        let touched = Touched { seat: None, places: vec![Target::Market(Good::Fruit)] };
        row(&mut svg, Lang::En, 0, Good::Fruit, 3, &Marks::default(), &touched, &mut Vec::new());
        assert!(svg.starts_with(r#"<g class="km-row last" data-good="fruit""#), "{svg:?}");
        assert!(drawn(3, &Marks::default()).starts_with(r#"<g class="km-row" data-good"#));
    }
}
