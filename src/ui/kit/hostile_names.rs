//! For the boards' tests: players' names typed to break out of text (an element, an attribute,
//! the end of an SVG `<text>`, quotes, an entity), and a check, without parsing, that a board
//! drawn with them holds them as text only. Every scenario of a game is drawn at every position,
//! for the table and for each seat that must act (with its choices lit), so every piece of
//! markup that carries a name is reached.

use super::markup::Markup;
use super::memory::Memory;
use crate::engine::Game;
use crate::games::scenario::Scenario;
use crate::ui::table::{LastMove, Scene};

/// Names a player could type (at most 24 characters, as the new-game form allows).
pub const NAMES: [&str; 6] = [
    "<img src=x onerror=f()>",
    r#""><svg onload=alert(1)>"#,
    "</text><b>bold</b>",
    "Anna 'Q' \"Quote\" & Co",
    "&amp;&lt;i&gt;",
    "' onmouseover='alert(2)",
];

/// What must not be in the markup once the names, escaped, are taken out of it.
const BROKEN_OUT: [&str; 7] = ["<img", "<svg onload", "onerror", "onload", "onmouseover", "<b>bold", "<i>"];

/// The names for `seats` seats, each hostile.
pub fn names(seats: usize) -> Vec<String> {
    (0..seats).map(|i| NAMES[i % NAMES.len()].to_string()).collect()
}

/// Checks that `markup` holds `names` as text only: once every name's escaped form is taken
/// out, nothing any name could have brought in is left, and no name stands unescaped. Returns
/// how many escaped names it found.
pub fn assert_text_only(markup: &str, names: &[String], what: &str) -> usize {
    let mut rest = markup.to_string();
    let mut found = 0;
    for name in names {
        let escaped = Markup::text(name);
        found += rest.matches(&*escaped).count();
        rest = rest.replace(&*escaped, "");
    }
    for bad in BROKEN_OUT {
        assert!(!rest.contains(bad), "{what}: `{bad}` outside a name's text in {markup}");
    }
    for name in names {
        assert!(!rest.contains(name.as_str()), "{what}: the name {name:?} unescaped in {markup}");
    }
    found
}

/// Draws every scenario of `scenarios` with `draw` at every position, for the table and for
/// each seat to act (its legal actions lit, the last move marked), with hostile names, and
/// checks each drawing; returns how many escaped names were found in all.
pub fn draw_every_scenario<G: Game>(scenarios: &[Scenario<G>], draw: impl Fn(&Scene<G>) -> Markup) -> usize {
    let mut found = 0;
    for scenario in scenarios {
        let played = scenario.play().expect("the scenario plays");
        let names = names(scenario.names.len());
        for (k, state) in played.positions.iter().enumerate() {
            for viewer in std::iter::once(None).chain(G::to_act(state).seats().iter().map(Some)) {
                let last = k.checked_sub(1).map(|m| LastMove::seen_by(played.moves[m].0, &played.events[m], viewer));
                let mut scene = Scene::still(G::view(state, viewer), viewer, names.clone(), Memory::new()).after(last);
                scene.legal = viewer.map(|seat| G::legal_actions(state, seat)).unwrap_or_default();
                let what = format!("{} at position {k} for {viewer:?}", scenario.slug);
                found += assert_text_only(&draw(&scene), &names, &what);
            }
        }
    }
    found
}
