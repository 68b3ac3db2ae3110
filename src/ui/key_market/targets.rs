//! Where on the board an action is pointed at: a field, a market row or a guild tile. A click
//! on a target offers exactly the legal actions that point at it; a second click on a place
//! those actions lead to (the field a selected worker may go to) narrows them to the actions
//! pointing at both. A spot where the handed country board may go offers one placement at a
//! time: each further click turns the board to its next allowed rotation there. The rules stay
//! in the engine.

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
    /// Where the handed country board's top-left corner may go (grid column and row).
    Spot(i8, i8),
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
        Action::PlaceBoard { x, y, .. } => vec![Spot(*x, *y)],
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
    /// Places with at least one legal action, each once.
    pub lit: Vec<Target>,
    /// The place all offered actions share (the selected worker's field, say).
    pub picked: Vec<Target>,
    /// The other places the offered actions lead to.
    pub reach: Vec<Target>,
}

impl Marks {
    /// The marks for `legal`, of which those at `offered` are on offer after a click.
    pub fn new(legal: &[Action], offered: Option<&[usize]>) -> Self {
        let mut marks = Marks::default();
        for target in legal.iter().flat_map(targets) {
            if !marks.lit.contains(&target) {
                marks.lit.push(target);
            }
        }
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
    if let Target::Spot(..) = target {
        let shown = offered.filter(|o| o.len() == 1).and_then(|o| here.iter().position(|&i| i == o[0]));
        let next = shown.map_or(0, |at| (at + 1) % here.len());
        return here.get(next).map(|&i| vec![i]).unwrap_or_default();
    }
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

    #[test]
    fn each_click_on_a_spot_turns_the_handed_board_to_its_next_rotation() {
        let place = |x, y, rotation| Action::PlaceBoard { x, y, rotation };
        let legal = vec![place(0, 3, 0), place(3, 0, 0), place(3, 0, 1), place(3, 0, 3)];
        let spot = Target::Spot(3, 0);
        let first = narrow(&legal, None, spot);
        assert_eq!(first, vec![1]);
        assert_eq!(narrow(&legal, Some(&first), spot), vec![2]);
        assert_eq!(narrow(&legal, Some(&[2]), spot), vec![3]);
        assert_eq!(narrow(&legal, Some(&[3]), spot), vec![1], "after the last rotation, the first again");
        assert_eq!(narrow(&legal, Some(&[3]), Target::Spot(0, 3)), vec![0]);
        assert_eq!(Marks::new(&legal, Some(&[2])).picked, vec![spot]);
        assert_eq!(Marks::new(&legal, None).lit, vec![Target::Spot(0, 3), spot]);
    }
}
