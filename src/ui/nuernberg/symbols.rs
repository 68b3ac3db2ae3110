//! The six goods as SVG `<symbol>`s (a shape per good, colour second) and the five player
//! colours, each always drawn with the seat's number, so nothing depends on telling colours
//! apart; and the markup of chips and goods (the board writes most of itself as markup, see
//! [`crate::ui::kit::markup`]).

use super::targets::guild_key;
use crate::engine::Seat;
use crate::games::nuernberg::data::Guild;
use crate::ui::kit::markup::{Markup, markup};

/// The `href` of a good's symbol.
pub fn good_id(g: Guild) -> String {
    format!("#nb-ware-{}", guild_key(g))
}

/// A good's colour (Okabe–Ito palette).
fn good_colour(g: Guild) -> &'static str {
    match g {
        Guild::Brauer => "#e69f00",
        Guild::Baecker => "#f0e442",
        Guild::Schuhmacher => "#8c564b",
        Guild::Drucker => "#f4f4f4",
        Guild::Schneider => "#56b4e9",
        Guild::Hutmacher => "#cc79a7",
    }
}

/// A player's colour (dark enough for white numbers on it).
pub fn colour(seat: Seat) -> &'static str {
    ["#0072b2", "#d55e00", "#009e73", "#6a3d9a", "#555555"][seat.index() % 5]
}

/// A player's chip as markup: colour and seat number, named for screen readers and tooltips.
pub fn chip(seat: Seat, name: &str) -> Markup {
    markup!(
        r#"<span class="nb-chip" title="{name}" aria-label="{name}" style="background:{colour}">{v1}</span>"#,
        name,
        colour = colour(seat),
        v1 = seat.0 + 1
    )
}

/// `n` goods of guild `g` as markup: the good's symbol and the count (the good named for
/// screen readers).
pub fn goods_icon(g: Guild, n: u8, label: &str) -> Markup {
    markup!(
        r#"<span class="nb-ware" data-ware="{ware}" title="{label}"><svg viewBox="0 0 20 20" aria-hidden="true"><use href="{good_id}"/></svg>{n}<span class="visually-hidden"> {label}</span></span>"#,
        label,
        n,
        ware = guild_key(g),
        good_id = good_id(g)
    )
}

/// The goods' symbols (each in a 20×20 box), the board's sprite: a tankard, a loaf, a boot, a
/// sheet, a bolt of cloth, a hat.
pub fn symbols() -> Markup {
    Guild::ALL
        .into_iter()
        .map(|g| {
            let fill = good_colour(g);
            let shape = match g {
                Guild::Brauer => {
                    markup!(r##"<path d="M4 4 H14 V18 H4 Z M14 7 H17 V14 H14" fill="{fill}" stroke="#222"/>"##, fill)
                }
                Guild::Baecker => {
                    markup!(r##"<ellipse cx="10" cy="12" rx="8" ry="5" fill="{fill}" stroke="#222"/>"##, fill)
                }
                Guild::Schuhmacher => {
                    markup!(r##"<path d="M5 2 H10 V12 L18 14 V18 H5 Z" fill="{fill}" stroke="#222"/>"##, fill)
                }
                Guild::Drucker => markup!(
                    r##"<path d="M4 2 H13 L16 5 V18 H4 Z M7 7 H13 M7 10 H13 M7 13 H13" fill="{fill}" stroke="#222"/>"##,
                    fill
                ),
                Guild::Schneider => {
                    markup!(r##"<path d="M2 6 L10 2 L18 6 V14 L10 18 L2 14 Z" fill="{fill}" stroke="#222"/>"##, fill)
                }
                Guild::Hutmacher => markup!(
                    r##"<path d="M1 16 H19 V18 H1 Z M5 16 V7 Q10 3 15 7 V16 Z" fill="{fill}" stroke="#222"/>"##,
                    fill
                ),
            };
            markup!(r#"<symbol id="nb-ware-{key}" viewBox="0 0 20 20">{shape}</symbol>"#, shape, key = guild_key(g))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_markup_stay_text() {
        let name = r#"<img src=x onerror="alert(1)">&amp;"#;
        let chip = chip(Seat(0), name);
        assert!(!chip.contains("<img") && !chip.contains(r#""alert"#), "{chip:?}");
    }
}
