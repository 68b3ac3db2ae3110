//! The six goods as SVG `<symbol>`s, shape first and colour second, defined once per page and
//! reused everywhere with `<use href="#km-good-…">`: a game readable in greyscale.

use crate::games::key_market::data::Good;
use crate::ui::kit::markup::{Markup, markup};

/// A good's name in the page (symbol ids, `data-good`, focus keys).
pub fn good_key(good: Good) -> &'static str {
    match good {
        Good::Fruit => "fruit",
        Good::Vegetables => "vegetables",
        Good::Wheat => "wheat",
        Good::Sheep => "sheep",
        Good::Fish => "fish",
        Good::Luxury => "luxury",
    }
}

/// The symbol id of a good.
pub fn good_id(good: Good) -> String {
    format!("#km-good-{}", good_key(good))
}

/// The fill colour of a good (Okabe–Ito palette, safe for colour-blind players).
pub fn good_colour(good: Good) -> &'static str {
    match good {
        Good::Fruit => "#d55e00",
        Good::Vegetables => "#e69f00",
        Good::Wheat => "#f0e442",
        Good::Sheep => "#f4f4f4",
        Good::Fish => "#0072b2",
        Good::Luxury => "#cc79a7",
    }
}

/// A player's colour; the seat number is always drawn on top, so colour is never the only cue.
pub fn seat_colour(seat: u8) -> &'static str {
    crate::ui::kit::seat_colour(crate::engine::Seat(seat % 4))
}

/// The goods' symbols (each drawn in a 20×20 box), the board's sprite.
pub fn symbols() -> Markup {
    Good::ALL
        .iter()
        .map(|&good| {
            let fill = good_colour(good);
            let shape = match good {
                Good::Fruit => markup!(r##"<circle cx="10" cy="11" r="7" fill="{fill}" stroke="#222"/><path d="M10 4 L12 1" stroke="#222"/>"##, fill),
                Good::Vegetables => markup!(r##"<path d="M10 19 L3 4 H17 Z" fill="{fill}" stroke="#222"/>"##, fill),
                Good::Wheat => markup!(r##"<path d="M10 1 L18 10 L10 19 L2 10 Z" fill="{fill}" stroke="#222"/>"##, fill),
                Good::Sheep => markup!(r##"<rect x="2" y="5" width="16" height="11" rx="5" fill="{fill}" stroke="#222"/>"##, fill),
                Good::Fish => markup!(r##"<path d="M2 10 Q8 3 14 10 Q8 17 2 10 Z M14 10 L19 5 V15 Z" fill="{fill}" stroke="#222"/>"##, fill),
                Good::Luxury => markup!(r##"<path d="M10 1 L12.6 7.4 L19 7.6 L14 11.8 L15.8 18.6 L10 14.8 L4.2 18.6 L6 11.8 L1 7.6 L7.4 7.4 Z" fill="{fill}" stroke="#222"/>"##, fill),
            };
            markup!(r#"<symbol id="km-good-{key}" viewBox="0 0 20 20">{shape}</symbol>"#, key = good_key(good), shape)
        })
        .collect()
}
