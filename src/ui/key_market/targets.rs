//! Where on the board an action is pointed at: a field, a market row or a guild tile. A click
//! on a target offers exactly the legal actions that point at it; a second click on a place
//! those actions lead to (the field a selected worker may go to) narrows them to the actions
//! pointing at both. The rules stay in the engine.

use crate::games::key_market::Action;
use crate::games::key_market::data::Good;
use crate::games::key_market::state::WorkerFrom;

/// A place on the board a player can point at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A field of the country boards.
    Field(u8),
    /// A row of the market board.
    Market(Good),
    /// A guild tile, by its number.
    Guild(u8),
}

/// The places `action` points at (a move points at the worker's field and its destination).
pub fn targets(action: &Action) -> Vec<Target> {
    use Target::*;
    let worker = |w: &WorkerFrom| match w {
        WorkerFrom::Field(f) => Some(Field(*f)),
        WorkerFrom::Guild(g) => Some(Guild(*g)),
        WorkerFrom::Idle | WorkerFrom::IdleKey => None,
    };
    match action {
        Action::PlaceFirstWorker(f) | Action::Dismiss(f) => vec![Field(*f)],
        Action::Move { from, to } => vec![Field(*from), Field(*to)],
        Action::Hire { worker: w, to } => worker(w).into_iter().chain([Field(*to)]).collect(),
        Action::FieldBonus { guild, field } => vec![Field(*field), Guild(*guild)],
        Action::Promote { guild, .. } => vec![Guild(*guild)],
        Action::Sponsor { guild, worker: w, .. } => worker(w).into_iter().chain([Guild(*guild)]).collect(),
        Action::Retire(w) => worker(w).into_iter().collect(),
        Action::Sell { good, .. } | Action::Buy { good, .. } | Action::Steal(good) => vec![Market(*good)],
        _ => Vec::new(),
    }
}

/// The indices of the actions in `legal` that point at `target`.
pub fn pointing_at(legal: &[Action], target: Target) -> Vec<usize> {
    legal.iter().enumerate().filter(|(_, a)| targets(a).contains(&target)).map(|(i, _)| i).collect()
}

/// What the board marks: every place the viewer may point at, and, after a click, the place
/// chosen and the places its offered actions lead to.
#[derive(Debug, Default, PartialEq)]
pub struct Marks {
    /// Places with at least one legal action.
    pub lit: Vec<Target>,
    /// The place all offered actions share (the selected worker's field, say).
    pub picked: Vec<Target>,
    /// The other places the offered actions lead to.
    pub reach: Vec<Target>,
}

impl Marks {
    /// The marks for `legal`, of which those at `offered` are on offer after a click.
    pub fn new(legal: &[Action], offered: Option<&[usize]>) -> Self {
        let mut marks = Marks { lit: legal.iter().flat_map(targets).collect(), ..Marks::default() };
        let offered: Vec<Vec<Target>> =
            offered.unwrap_or_default().iter().filter_map(|&i| legal.get(i)).map(targets).collect();
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
    pub fn lit(&self, target: Target) -> bool {
        self.lit.contains(&target)
    }
}

/// What a click on `target` offers: among the actions already `offered`, those pointing at
/// it, if any; otherwise every legal action pointing at it.
pub fn narrow(legal: &[Action], offered: Option<&[usize]>, target: Target) -> Vec<usize> {
    let here = pointing_at(legal, target);
    let kept: Vec<usize> = here.iter().copied().filter(|i| offered.is_some_and(|o| o.contains(i))).collect();
    if kept.is_empty() { here } else { kept }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_points_at_both_fields_and_a_sale_at_its_row() {
        let legal = vec![
            Action::Move { from: 3, to: 5 },
            Action::Sell { good: Good::Fish, count: 1 },
            Action::Pass,
            Action::Move { from: 4, to: 5 },
        ];
        assert_eq!(pointing_at(&legal, Target::Field(5)), vec![0, 3]);
        assert_eq!(pointing_at(&legal, Target::Field(3)), vec![0]);
        assert_eq!(pointing_at(&legal, Target::Market(Good::Fish)), vec![1]);
        assert!(pointing_at(&legal, Target::Guild(2)).is_empty());
    }

    #[test]
    fn a_selected_worker_shows_where_it_may_go_and_a_second_click_picks_the_move() {
        let legal = vec![
            Action::Move { from: 3, to: 5 },
            Action::Move { from: 3, to: 6 },
            Action::Move { from: 4, to: 5 },
            Action::Sell { good: Good::Fish, count: 1 },
        ];
        let worker = narrow(&legal, None, Target::Field(3));
        assert_eq!(worker, vec![0, 1]);
        let marks = Marks::new(&legal, Some(&worker));
        assert_eq!(marks.picked, vec![Target::Field(3)]);
        assert_eq!(marks.reach, vec![Target::Field(5), Target::Field(6)]);
        assert!(marks.lit(Target::Field(4)) && marks.lit(Target::Market(Good::Fish)));
        assert_eq!(narrow(&legal, Some(&worker), Target::Field(5)), vec![0]);
        // A place the selection does not lead to starts afresh.
        assert_eq!(narrow(&legal, Some(&worker), Target::Field(4)), vec![2]);
        assert_eq!(Marks::new(&legal, None), Marks { lit: marks.lit.clone(), ..Marks::default() });
    }
}
