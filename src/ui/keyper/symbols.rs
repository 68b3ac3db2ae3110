//! Keyper's pieces as markup: keyples in their colours, standing (upright) or lying (across),
//! each with its craft's letter so colour is never the only cue; the keyper; goods by class
//! (■ raw, ⬢ finished, ● animal, ◆ gem, ✱ wheat); and a field's kind as a symbol with a short
//! label. The keyple's and the keyper's shapes are SVG `<symbol>`s, once per page.

use crate::games::keyper::data::{Colour, Field, Good};
use crate::games::keyper::text;
use crate::i18n::{Lang, Text};
use crate::ui::kit::markup::{Markup, markup};

/// The sprite (for the board's [`Frame`](crate::ui::kit::Frame)): the keyple's shape (a head and a body in a 20×24 box) and the
/// keyper's (a tall hat over a body).
pub fn symbols() -> Markup {
    markup!(
        r##"<symbol id="kp-keyple" viewBox="0 0 20 24"><circle cx="10" cy="6" r="5"/><path d="M3 23 Q2 12 10 11 Q18 12 17 23 Z"/></symbol><symbol id="kp-keyper" viewBox="0 0 24 30"><path d="M6 2 H18 V9 H22 V12 H2 V9 H6 Z"/><circle cx="12" cy="15" r="4"/><path d="M3 29 Q2 19 12 19 Q22 19 21 29 Z"/></symbol>"##
    )
}

/// A colour's class and its craft's letter (the same on keyples and on field frames).
pub fn colour_key(c: Colour) -> (&'static str, &'static str) {
    match c {
        Colour::LightBlue => ("lblue", "B"),
        Colour::Orange => ("orange", "K"),
        Colour::LightGreen => ("lgreen", "F"),
        Colour::Brown => ("brown", "W"),
        Colour::Black => ("black", "M"),
        Colour::Grey => ("grey", "Q"),
        Colour::White => ("white", "U"),
    }
}

/// A keyple of colour `c` as an inline SVG (for lists beside the board).
pub fn keyple(c: Colour) -> Markup {
    let (class, letter) = colour_key(c);
    markup!(
        r##"<svg class="kp-keyple kp-{class}" viewBox="0 0 20 24" aria-hidden="true"><use href="#kp-keyple"/><text x="10" y="21" text-anchor="middle">{letter}</text></svg>"##,
        class,
        letter
    )
}

/// A keyple placed at (`x`, `y`) inside a board's SVG, standing or lying across (its letter
/// is drawn by the caller, with the place's other words).
pub fn keyple_at(c: Colour, down: bool, x: i32, y: i32) -> Markup {
    let class = colour_key(c).0;
    let turn = if down { " rotate(90 10 12)" } else { "" };
    markup!(
        r##"<g class="kp-keyple kp-{class}{down}" transform="translate({x} {y}){turn}"><use href="#kp-keyple" width="20" height="24"/></g>"##,
        class,
        x,
        y,
        turn,
        down = if down { " down" } else { "" }
    )
}

/// KeyperWords inside markup for screen readers only.
pub fn hidden(words: &str) -> Markup {
    markup!(r#"<span class="visually-hidden">{words}</span>"#, words)
}

/// A good's class symbol.
pub fn good_mark(g: Good) -> &'static str {
    match g {
        Good::Raw(_) => "■",
        Good::Finished(_) => "⬢",
        Good::Wheat => "✱",
        Good::Animal(_) => "●",
        Good::Gem(_) => "◆",
    }
}

/// A good with its class symbol and name.
pub fn good(lang: Lang, g: Good) -> String {
    format!("{}\u{a0}{}", good_mark(g), text::good(g).get(lang))
}

/// A field's symbol and its short label, for the field's cell.
pub fn field_mark(f: Field) -> (&'static str, Text) {
    use crate::games::keyper::data::Good as G;
    let name = |g: G| text::good(g);
    match f {
        Field::Raw(r) => ("■", name(G::Raw(r))),
        Field::Animal(a) => ("●", name(G::Animal(a))),
        Field::Wheat => ("✱", name(G::Wheat)),
        Field::Gem(g) => ("◆", name(G::Gem(g))),
        Field::CountryTile => ("▭", Text::new("Plättchen", "tile")),
        Field::Process(r) => ("■→⬢", name(G::Finished(r.finished()))),
        Field::TradeRaw => ("■⇄■■", Text::new("Tausch", "trade")),
        Field::TradeFinished => ("⬢⇄⬢⬢", Text::new("Tausch", "trade")),
        Field::Build => ("⌂", Text::new("Bauen", "build")),
        Field::DiscountBuild => ("⌂−", Text::new("günstig", "cheap")),
        Field::Upgrade => ("⌂↑", Text::new("Verbessern", "upgrade")),
        Field::River => ("≈", Text::new("Fluss", "river")),
    }
}
