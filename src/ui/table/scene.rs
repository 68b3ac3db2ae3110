//! What a game's board draws: one position as one seat (or an onlooker) may see it, the
//! names at the table, and what that seat may do there. A game in play, a replay and an
//! embedded rulebook example all hand their board a [`Scene`], so each game has exactly one
//! board and the board never reaches past a seat's view. The scene also carries the move
//! that led to the position ([`LastMove`]), so the board can mark what changed, and the
//! page's [`Memory`], which the board's redraws share while the page is shown.

use crate::engine::{Game, Seat};
use crate::i18n::{Describe, Key, Lang, t, with_names};
use crate::ui::kit::memory::Memory;
use crate::ui::kit::targets::Targets;
use leptos::prelude::*;

/// One position for a board.
pub struct Scene<G: Game> {
    /// The view of `viewer` (the public view for an onlooker).
    pub view: G::View,
    /// Whose view it is.
    pub viewer: Option<Seat>,
    /// The viewer's legal actions here; empty when the board is only for looking.
    pub legal: Vec<G::Action>,
    /// The players' names, in seat order.
    pub names: Vec<String>,
    /// The legal actions (by index) a click on the board offered, if one did.
    pub offered: Option<Vec<usize>>,
    /// Offers the legal actions at these indices after a click on the board.
    pub offer: Callback<Vec<usize>>,
    /// Plays the legal action at this index at once (a click that could mean nothing else).
    pub play: Callback<usize>,
    /// The move that led here, if any.
    pub last: Option<LastMove<G>>,
    /// The other seats' moves since the viewer's own last move, in order (empty for an
    /// onlooker and in replays), for a board that marks all that changed meanwhile.
    pub since: Vec<LastMove<G>>,
    /// The one part of the board to draw (an embed's `part=`, one of the game's
    /// `GameUi::PARTS`), or `None` for the whole board.
    pub part: Option<&'static str>,
    /// What the board remembers across its redraws on this page (the camera, the place chosen
    /// by key, the game's own).
    pub memory: Memory,
}

impl<G: Game> Scene<G> {
    /// A scene to look at, on a page with `memory`: no choices, and clicks offer nothing.
    pub fn still(view: G::View, viewer: Option<Seat>, names: Vec<String>, memory: Memory) -> Self {
        Scene {
            view,
            viewer,
            legal: Vec::new(),
            names,
            offered: None,
            offer: Callback::new(|_| {}),
            play: Callback::new(|_| {}),
            last: None,
            since: Vec::new(),
            part: None,
            memory,
        }
    }

    /// The scene after `last`, the move that led to it.
    pub fn after(self, last: Option<LastMove<G>>) -> Self {
        Scene { last, ..self }
    }

    /// The scene with only `part` of the board drawn.
    pub fn showing(self, part: Option<&'static str>) -> Self {
        Scene { part, ..self }
    }
}

impl<G: Targets> Scene<G> {
    /// What changed, told in words for screen readers: who made the last move, and the events
    /// of the other seats' moves since the viewer's own for a game that marks them
    /// ([`Targets::SINCE`]), else of the last move, in `lang` with the players' names; `None`
    /// before the first move.
    pub fn told(&self, lang: Lang) -> Option<(Seat, String)> {
        let last = self.last.as_ref()?;
        let since = G::SINCE && !self.since.is_empty();
        let told = if since { &self.since[..] } else { std::slice::from_ref(last) };
        Some((last.seat, told_lines(told, lang, &self.names)))
    }
}

/// The events of `moves` in words, in `lang` with the players' `names`; a move of which the
/// viewer sees nothing (a secret choice, or one that changes nothing in view, such as "Done")
/// still says who moved.
fn told_lines<G: Game>(moves: &[LastMove<G>], lang: Lang, names: &[String]) -> String {
    let said = |m: &LastMove<G>| -> Vec<String> {
        let lines: Vec<String> = m.events.iter().map(|e| with_names(e.describe().get(lang), lang, names)).collect();
        if lines.is_empty() {
            let name = names.get(m.seat.index()).map_or("?", String::as_str);
            vec![format!("{name} {}", t(lang, Key::MovedUnseen))]
        } else {
            lines
        }
    };
    moves.iter().flat_map(said).collect::<Vec<_>>().join(" ")
}

/// The move that led to a position, as far as a viewer may know it.
pub struct LastMove<G: Game> {
    /// Who moved.
    pub seat: Seat,
    /// What the move caused that the viewer may see, in order.
    pub events: Vec<G::Event>,
}

impl<G: Game> Clone for LastMove<G> {
    fn clone(&self) -> Self {
        LastMove { seat: self.seat, events: self.events.clone() }
    }
}

impl<G: Game> LastMove<G> {
    /// `seat`'s move that caused `events`, as `viewer` (or the table) may know it.
    pub fn seen_by(seat: Seat, events: &[G::Event], viewer: Option<Seat>) -> Self {
        let events = events.iter().filter(|e| G::audience(e).includes(viewer)).cloned().collect();
        LastMove { seat, events }
    }
}

/// Draws a game's board for a scene.
pub type Board<G> = fn(Scene<G>) -> AnyView;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_with_nothing_in_view_still_says_who_moved() {
        use crate::games::key_market::{Event, KeyMarket};
        let names = vec!["Ada".to_string(), "Bo".to_string()];
        let unseen = LastMove::<KeyMarket> { seat: Seat(1), events: Vec::new() };
        assert_eq!(told_lines(std::slice::from_ref(&unseen), Lang::En, &names), "Bo moved; nothing of it is in view.");
        assert_eq!(
            told_lines(std::slice::from_ref(&unseen), Lang::De, &names),
            "Bo hat gezogen; davon ist nichts zu sehen."
        );
        let seen = LastMove::<KeyMarket> {
            seat: Seat(0),
            events: vec![Event::Moved { seat: Seat(0), from: 3, to: 7, cost: 2 }],
        };
        let both = told_lines(&[seen.clone(), unseen], Lang::En, &names);
        assert!(
            both.starts_with(&told_lines(&[seen], Lang::En, &names))
                && both.ends_with(" Bo moved; nothing of it is in view."),
            "{both}"
        );
    }
}
