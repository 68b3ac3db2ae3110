//! Pointing at a board, for every game: each game says which places an action points at
//! ([`Targets`]); from that, this finds the actions at a place ([`pointing_at`]), what a click
//! offers ([`narrow`]: a second click on a place the offered actions lead to narrows them to
//! the actions pointing at both, and a place where a piece is being turned offers one rotation
//! at a time) and what the board marks ([`Marks`]). A board hands its places and its scene to a
//! [`Pointer`], whose handlers for clicks and keys (on the board's frame) find the place pointed
//! at by its `data-focus` key and play or offer what is there. The rules stay in the engine.

use super::markup::{spot_of, spot_pressed};
use super::targets::{Place, Targets};
use crate::ui::table::Scene;
use leptos::prelude::Callable;
use std::rc::Rc;

/// The indices of the actions in `legal` that point at every one of `places` (none if `places`
/// is empty), by `targets`, the places an action points at.
pub fn pointing_at<A, T: PartialEq>(legal: &[A], targets: impl Fn(&A) -> Vec<T>, places: &[T]) -> Vec<usize> {
    if places.is_empty() {
        return Vec::new();
    }
    legal
        .iter()
        .enumerate()
        .filter(|(_, a)| {
            let at = targets(a);
            places.iter().all(|p| at.contains(p))
        })
        .map(|(i, _)| i)
        .collect()
}

/// What a click on `target` offers: among the actions already `offered`, those pointing at it,
/// if any; otherwise every legal action pointing at it. Where every action at `target` is a
/// rotation (`turns`), they are offered one at a time, each click the next, the first again
/// after the last.
pub fn narrow<A, T: PartialEq>(
    legal: &[A],
    targets: impl Fn(&A) -> Vec<T>,
    turns: impl Fn(&A) -> bool,
    offered: Option<&[usize]>,
    target: T,
) -> Vec<usize> {
    let here = pointing_at(legal, targets, std::slice::from_ref(&target));
    if !here.is_empty() && here.iter().all(|&i| turns(&legal[i])) {
        let shown = offered.filter(|o| o.len() == 1).and_then(|o| here.iter().position(|&i| i == o[0]));
        let next = shown.map_or(0, |at| (at + 1) % here.len());
        return vec![here[next]];
    }
    let kept: Vec<usize> = here.iter().copied().filter(|i| offered.is_some_and(|o| o.contains(i))).collect();
    if kept.is_empty() { here } else { kept }
}

/// What a board marks: every place the viewer may point at, and, after a click, the place
/// chosen and the places its offered actions lead to.
#[derive(Debug, PartialEq)]
pub struct Marks<T> {
    /// Places with at least one legal action, each once.
    pub lit: Vec<T>,
    /// The place all offered actions share (the selected worker's field, say).
    pub picked: Vec<T>,
    /// The other places the offered actions lead to.
    pub reach: Vec<T>,
}

impl<T> Default for Marks<T> {
    fn default() -> Self {
        Marks { lit: Vec::new(), picked: Vec::new(), reach: Vec::new() }
    }
}

impl<T: Copy + PartialEq> Marks<T> {
    /// The marks for `legal` (pointing by `targets`), of which those at `offered` are on offer
    /// after a click.
    pub fn new<A>(legal: &[A], targets: impl Fn(&A) -> Vec<T>, offered: Option<&[usize]>) -> Self {
        let mut marks = Marks::default();
        for target in legal.iter().flat_map(&targets) {
            if !marks.lit.contains(&target) {
                marks.lit.push(target);
            }
        }
        let offered: Vec<Vec<T>> =
            offered.unwrap_or_default().iter().filter_map(|&i| legal.get(i)).map(&targets).collect();
        for target in offered.iter().flatten() {
            let shared = offered.iter().all(|t| t.contains(target));
            let list = if shared { &mut marks.picked } else { &mut marks.reach };
            if !list.contains(target) {
                list.push(*target);
            }
        }
        marks
    }

    /// Whether `target` may be pointed at.
    pub fn lit(&self, target: T) -> bool {
        self.lit.contains(&target)
    }

    /// Whether `target` is the place chosen.
    pub fn picked(&self, target: T) -> bool {
        self.picked.contains(&target)
    }

    /// Whether `target` is a place the offered actions lead to.
    pub fn reach(&self, target: T) -> bool {
        self.reach.contains(&target)
    }

    /// The classes a target is drawn with in markup: picked, reachable, lit or nothing.
    pub fn class(&self, target: T) -> &'static str {
        if self.picked(target) {
            " lit picked"
        } else if self.reach(target) {
            " lit reach"
        } else if self.lit(target) {
            " lit"
        } else {
            ""
        }
    }
}

/// What pointing at a board does, for a board written as markup (each of its places in `spots`
/// named by its `data-focus` key, [`Place::key`], so a place's markup does not depend on the
/// places drawn before it): the legal actions at the place pointed at (by the game's
/// [`Targets::narrow`], which knows what the click before offered) are played at once when they
/// are one that can mean nothing else ([`Targets::at_once`]), else offered. Cloned, it serves
/// both the click and the key handler.
#[derive(Clone)]
pub struct Pointer {
    point: Rc<dyn Fn(&str)>,
}

impl Pointer {
    /// Pointing at `spots` of `scene` (its legal actions, what a click offered, and how to play
    /// and offer).
    pub fn new<G: Targets>(spots: Vec<G::Target>, scene: Scene<G>) -> Self {
        let cx = G::context(&scene.view);
        let Scene { legal, offered, play, offer, .. } = scene;
        let point = move |key: &str| {
            let Some(&target) = spots.iter().find(|t| t.key() == key) else { return };
            let chosen = G::narrow(&legal, cx, offered.as_deref(), target);
            match chosen[..] {
                [i] if G::at_once(&legal[i]) => play.run(i),
                _ => offer.run(chosen),
            }
        };
        Pointer { point: Rc::new(point) }
    }

    /// A click: points at the place it landed on, if any.
    pub fn click(&self, ev: &web_sys::MouseEvent) {
        if let Some(key) = spot_of(ev) {
            (self.point)(&key)
        }
    }

    /// A key press: Enter or Space on a place points at it.
    pub fn key(&self, ev: &web_sys::KeyboardEvent) {
        if let Some(key) = spot_pressed(ev) {
            (self.point)(&key)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stand-in game: an action is a list of places; negative places are rotations.
    fn at(a: &&[i8]) -> Vec<i8> {
        a.iter().map(|p| p.abs()).collect()
    }
    fn turn(a: &&[i8]) -> bool {
        a.iter().any(|&p| p < 0)
    }

    #[test]
    fn a_click_offers_the_actions_there_and_a_second_narrows_to_both_places() {
        let legal: Vec<&[i8]> = vec![&[1, 2], &[1, 3], &[4, 2], &[5]];
        let first = narrow(&legal, at, turn, None, 1);
        assert_eq!(first, vec![0, 1]);
        assert_eq!(narrow(&legal, at, turn, Some(&first), 3), vec![1]);
        // A place the selection does not lead to starts afresh.
        assert_eq!(narrow(&legal, at, turn, Some(&first), 4), vec![2]);
        assert!(narrow(&legal, at, turn, None, 9).is_empty());
        assert_eq!(pointing_at(&legal, at, &[1, 2]), vec![0]);
        assert!(pointing_at(&legal, at, &[]).is_empty());
        let marks = Marks::new(&legal, at, Some(&first));
        assert_eq!(marks.lit, vec![1, 2, 3, 4, 5]);
        assert_eq!((marks.picked.clone(), marks.reach.clone()), (vec![1], vec![2, 3]));
        assert_eq!(
            (marks.class(1), marks.class(3), marks.class(5), marks.class(9)),
            (" lit picked", " lit reach", " lit", "")
        );
        assert_eq!(Marks::new(&legal, at, None), Marks { lit: marks.lit, ..Marks::default() });
    }

    #[test]
    fn each_click_on_a_place_of_rotations_offers_the_next() {
        let legal: Vec<&[i8]> = vec![&[-7], &[3], &[-7], &[-7]];
        assert_eq!(narrow(&legal, at, turn, None, 7), vec![0]);
        assert_eq!(narrow(&legal, at, turn, Some(&[0]), 7), vec![2]);
        assert_eq!(narrow(&legal, at, turn, Some(&[2]), 7), vec![3]);
        assert_eq!(narrow(&legal, at, turn, Some(&[3]), 7), vec![0], "after the last rotation, the first again");
        assert_eq!(narrow(&legal, at, turn, Some(&[3]), 3), vec![1]);
    }
}
