//! Keyflower's pieces as markup: keyples in their colours (a shape and a letter, so colour is
//! never the only cue), resources, skill tiles and players' chips, each with its words for
//! screen readers. The keyple's shape is one SVG `<symbol>` per page.

use crate::engine::Seat;
use crate::games::keyflower::data::{Colour, Resource, Skill};
use crate::games::keyflower::state::{Resources, Skills, Workers};
use crate::games::keyflower::text;
use crate::i18n::Lang;
use crate::ui::kit::markup::{Markup, markup};

/// The sprite (for the board's [`Frame`](crate::ui::kit::Frame)): the keyple's shape (a head and a body in a 20×24 box).
pub fn symbols() -> Markup {
    markup!(
        r##"<symbol id="kf-keyple" viewBox="0 0 20 24"><circle cx="10" cy="6" r="5"/><path d="M3 23 Q2 12 10 11 Q18 12 17 23 Z"/></symbol>"##
    )
}

/// A worker colour's class and letter.
pub fn colour_key(c: Colour) -> (&'static str, &'static str) {
    match c {
        Colour::Blue => ("blue", "B"),
        Colour::Red => ("red", "R"),
        Colour::Yellow => ("yellow", "Y"),
        Colour::Green => ("green", "G"),
    }
}

/// One keyple of colour `c`, drawn (its letter on it).
pub fn keyple(c: Colour) -> Markup {
    let (class, letter) = colour_key(c);
    markup!(
        r##"<svg class="kf-keyple kf-{class}" viewBox="0 0 20 24" aria-hidden="true"><use href="#kf-keyple"/><text x="10" y="21" text-anchor="middle">{letter}</text></svg>"##,
        class,
        letter
    )
}

/// KeyflowerWords inside markup for screen readers only.
pub fn hidden(words: &str) -> Markup {
    markup!(r#"<span class="visually-hidden">{words}</span>"#, words)
}

/// Workers as keyples with counts, and in words for screen readers; `none` shown if empty.
pub fn keyples(lang: Lang, w: &Workers) -> Markup {
    let drawn: Markup = w
        .colours()
        .map(|c| markup!(r#"<span class="kf-n">{keyple}{count}</span>"#, keyple = keyple(c), count = w.of(c)))
        .collect();
    markup!(r#"<span class="kf-keyples">{drawn}{hidden}</span>"#, drawn, hidden = hidden(text::workers(w).get(lang)))
}

/// A resource's class and letter.
fn resource_key(r: Resource) -> (&'static str, &'static str) {
    match r {
        Resource::Wood => ("wood", "W"),
        Resource::Stone => ("stone", "S"),
        Resource::Iron => ("iron", "I"),
        Resource::Gold => ("gold", "G"),
    }
}

/// A resource's fill colour in the villages' SVG.
pub fn resource_fill(r: Resource) -> (&'static str, &'static str) {
    match r {
        Resource::Wood => ("#8c5a2b", "#fff"),
        Resource::Stone => ("#9aa0a6", "#111"),
        Resource::Iron => ("#3b4a5a", "#fff"),
        Resource::Gold => ("#e6b422", "#111"),
    }
}

/// Resources as coloured squares with counts, and in words.
pub fn resources(lang: Lang, r: &Resources) -> Markup {
    let drawn: Markup = Resource::ALL
        .into_iter()
        .filter(|&k| r.of(k) > 0)
        .map(|k| {
            let (class, letter) = resource_key(k);
            markup!(
                r#"<span class="kf-n"><span class="kf-res kf-{class}" aria-hidden="true">{letter}</span>{count}</span>"#,
                class,
                letter,
                count = r.of(k)
            )
        })
        .collect();
    markup!(r#"<span class="kf-goods">{drawn}{hidden}</span>"#, drawn, hidden = hidden(text::resources(r).get(lang)))
}

/// A skill's symbol: a glyph common fonts have (the saw's and pick axe's own are missing from
/// many).
pub fn tool(s: Skill) -> &'static str {
    ["✂", "⚒", "⚙"][s as usize]
}

/// Skill tiles as squares with their tool's letter and counts, and in words.
pub fn skills(lang: Lang, s: &Skills) -> Markup {
    let drawn: Markup = Skill::ALL
        .into_iter()
        .filter(|&k| s.of(k) > 0)
        .map(|k| {
            markup!(
                r#"<span class="kf-n"><span class="kf-skill" aria-hidden="true">{tool}</span>{count}</span>"#,
                tool = tool(k),
                count = s.of(k)
            )
        })
        .collect();
    markup!(r#"<span class="kf-goods">{drawn}{hidden}</span>"#, drawn, hidden = hidden(text::skills(s).get(lang)))
}

/// A player's colour; the seat number is always on the chip.
pub fn seat_colour(seat: Seat) -> &'static str {
    crate::ui::kit::seat_colour(seat)
}

/// A player's chip: seat number on their colour, named for screen readers.
pub fn chip(seat: Seat, name: &str) -> Markup {
    markup!(
        r#"<span class="kf-chip" title="{name}" style="background:{seat_colour}"><span aria-hidden="true">{number}</span><span class="visually-hidden">{name}</span></span>"#,
        name,
        seat_colour = seat_colour(seat),
        number = seat.0 + 1
    )
}
