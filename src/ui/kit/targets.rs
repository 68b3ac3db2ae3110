//! A board's places, said once per game ([`Targets`]): what an action points at, what the last
//! move touched, which actions a click plays at once and which the list of choices folds. From
//! that the kit does the rest for every board alike: the marks ([`marks`]), what a click offers
//! ([`Targets::narrow`], by [`pointing::narrow`]), the list's folding ([`folding`]) and the
//! last-move marks ([`Touched`]). A place carries an explicit English name into the page
//! ([`Place::key`]), never its `Debug` output, so renaming a variant cannot change the page's
//! contract.

use super::pointing::{self, Marks};
use crate::engine::{Game, Seat};
use crate::i18n::Text;
use crate::ui::kit::game_ui::SeenView;
use crate::ui::table::{LastMove, Scene};

/// A place on a board.
pub trait Place: Copy + PartialEq + 'static {
    /// Its name in the page (`data-focus`): English words and numbers, the same in every
    /// drawing of the board.
    fn key(&self) -> String;
}

/// A game's places on its board and how its actions and events reach them.
pub trait Targets: Game + Sized {
    /// A place on the board.
    type Target: Place;
    /// What the places of an action depend on besides the action (the viewer, a place being
    /// built on …), read from the view.
    type Context: Copy + 'static;

    /// The context `view` gives.
    fn context(view: &Self::View) -> Self::Context;

    /// The places `action` points at in `cx` (none: the board does not offer it).
    fn targets(action: &Self::Action, cx: Self::Context) -> Vec<Self::Target>;

    /// What `moved`, a move the viewer saw (its seat and events), touched on the board, added to
    /// `touched`; `view` is the position after it.
    fn touched(moved: &LastMove<Self>, view: &Self::View, touched: &mut Touched<Self::Target>);

    /// Whether the board marks and tells every other seat's move since the viewer's own (else
    /// only the last move).
    const SINCE: bool = false;

    /// Whether `action` is one of the rotations offered one at a time at one place.
    fn turns(action: &Self::Action) -> bool {
        let _ = action;
        false
    }

    /// Whether a click that offers only `action` plays it at once (else the list confirms it).
    fn at_once(action: &Self::Action) -> bool {
        let _ = action;
        false
    }

    /// What a click on `target` offers among `legal`, of which those at `offered` were offered
    /// by the click before (see [`pointing::narrow`]).
    fn narrow(
        legal: &[Self::Action],
        cx: Self::Context,
        offered: Option<&[usize]>,
        target: Self::Target,
    ) -> Vec<usize> {
        pointing::narrow(legal, |a| Self::targets(a, cx), Self::turns, offered, target)
    }

    /// The line that says where on the board to point, for the actions the list of choices
    /// folds until the board is pointed at; none: every action is listed.
    fn fold_prompt() -> Option<Text> {
        None
    }

    /// Whether the list folds `action` (when there is a prompt): by default every action the
    /// board offers.
    fn folds(action: &Self::Action, cx: Self::Context) -> bool {
        !Self::targets(action, cx).is_empty()
    }
}

/// The marks of `scene`: its legal actions' places, and after a click the place chosen and where
/// the offered actions lead.
pub fn marks<G: Targets>(scene: &Scene<G>) -> Marks<G::Target> {
    marks_in::<G>(&scene.legal, G::context(&scene.view), scene.offered.as_deref())
}

/// The marks of `legal` in `cx`, of which those at `offered` are on offer after a click.
pub fn marks_in<G: Targets>(legal: &[G::Action], cx: G::Context, offered: Option<&[usize]>) -> Marks<G::Target> {
    Marks::new(legal, |a| G::targets(a, cx), offered)
}

/// For the list of choices, as the viewer of `view` sees the board: for an action, where to
/// point instead of listing it, if the list folds it. The view is read only by a game that
/// folds.
pub fn folding<'a, G: Targets>(view: &SeenView<'a, G>) -> impl Fn(&G::Action) -> Option<Text> + use<'a, G> {
    let prompt = G::fold_prompt().map(|prompt| (prompt, G::context(view)));
    move |action| prompt.as_ref().filter(|(_, cx)| G::folds(action, *cx)).map(|(prompt, _)| prompt.clone())
}

/// What the moves a board marks touched: who moved last, and the places (each once).
#[derive(Clone, Debug, PartialEq)]
pub struct Touched<T> {
    /// Who made the last move.
    pub seat: Option<Seat>,
    /// The places touched.
    pub places: Vec<T>,
}

impl<T> Default for Touched<T> {
    fn default() -> Self {
        Touched { seat: None, places: Vec::new() }
    }
}

impl<T: PartialEq> Touched<T> {
    /// What the scene's marked moves touched: the last move, or for a game that marks them
    /// ([`Targets::SINCE`]) the other seats' moves since the viewer's own, if any.
    pub fn of<G: Targets<Target = T>>(scene: &Scene<G>) -> Self {
        let mut touched = Touched { seat: scene.last.as_ref().map(|l| l.seat), places: Vec::new() };
        let since = G::SINCE && !scene.since.is_empty();
        let moves = if since { &scene.since[..] } else { scene.last.as_slice() };
        for moved in moves {
            G::touched(moved, &scene.view, &mut touched);
        }
        touched
    }

    /// Marks `place` as touched.
    pub fn mark(&mut self, place: T) {
        if !self.places.contains(&place) {
            self.places.push(place);
        }
    }

    /// Whether `place` was touched.
    pub fn has(&self, place: &T) -> bool {
        self.places.contains(place)
    }

    /// The class a touched place is drawn with in markup (` last`), or nothing.
    pub fn class(&self, place: &T) -> &'static str {
        if self.has(place) { " last" } else { "" }
    }
}
