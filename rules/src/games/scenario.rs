//! Rulebook examples as data. A [`Scenario`] is a worked example of a rulebook: a position set
//! up as the rulebook describes it, the moves the example plays from there, the step worth
//! showing and whose eyes to show it through. The same data builds the position in the tests
//! (which assert the rulebook's numbers on it) and in the embed route (which draws it), so
//! every example a wiki page shows is one the test suite checks.

use crate::engine::{Game, Moves, Played, ReplayError, Seat};
use crate::text::Lang;

/// One worked example of a game's rulebook.
pub struct Scenario<G: Game> {
    /// The name in page addresses (`#/embed/scenario/<game>/<slug>`).
    pub slug: &'static str,
    /// German and English title.
    pub title: (&'static str, &'static str),
    /// What the example shows, in German and English.
    pub about: (&'static str, &'static str),
    /// The players' names, in seat order.
    pub names: &'static [&'static str],
    /// The position the example starts from.
    pub start: fn() -> G::State,
    /// The moves the example plays from `start` (they may depend on it, e.g. on turn order).
    pub moves: fn(&G::State) -> Moves<G>,
    /// How many of the moves are played in the position worth showing.
    pub step: usize,
    /// Whose view shows it (`None`: the public table).
    pub viewer: Option<Seat>,
}

impl<G: Game> Scenario<G> {
    /// Sets the example up and plays all its moves; a move the rules refuse is an error.
    pub fn play(&self) -> Result<Played<G>, ReplayError> {
        let start = (self.start)();
        let moves = (self.moves)(&start);
        Played::out(start, moves)
    }

    /// The title in `lang`.
    pub fn title(&self, lang: Lang) -> &'static str {
        super::pick(lang, self.title)
    }

    /// What the example shows, in `lang`.
    pub fn about(&self, lang: Lang) -> &'static str {
        super::pick(lang, self.about)
    }
}

/// The scenario named `slug` among `all`.
pub fn find<'a, G: Game>(all: &'a [Scenario<G>], slug: &str) -> Option<&'a Scenario<G>> {
    all.iter().find(|s| s.slug == slug)
}
