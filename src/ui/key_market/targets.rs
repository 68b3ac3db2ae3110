//! Where on the board an action is pointed at: a field, a market row or a guild tile. What a
//! click offers and what the board marks follow from that as in every game ([`pointing`]): a
//! second click on a place the offered actions lead to (the field a selected worker may go to)
//! narrows them, and a spot where the handed country board may go offers one rotation at a
//! time.

use crate::games::key_market::Action;
use crate::games::key_market::data::Good;
use crate::games::key_market::state::WorkerFrom;
use crate::games::key_market::text::good_name;
use crate::ui::kit::focus::{FocusKey, slug};
use crate::ui::kit::pointing;

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

impl FocusKey for Target {
    fn focus_key(&self) -> String {
        match *self {
            Target::Field(f) => format!("field-{f}"),
            Target::Market(good) => format!("market-{}", slug(good_name(good).1)),
            Target::Guild(n) => format!("guild-{n}"),
            Target::Spot(x, y) => format!("spot-x{x}-y{y}"),
        }
    }
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

/// What the board marks: every place the viewer may point at, the place chosen and where its
/// offered actions lead (see [`pointing::Marks`]).
pub type Marks = pointing::Marks<Target>;

/// The marks for `legal`, of which those at `offered` are on offer after a click.
pub fn marks(legal: &[Action], offered: Option<&[usize]>) -> Marks {
    Marks::new(legal, targets, offered)
}

/// What a click on `target` offers (see [`pointing::narrow`]); the handed board's rotations at
/// a spot one at a time.
pub fn narrow(legal: &[Action], offered: Option<&[usize]>, target: Target) -> Vec<usize> {
    pointing::narrow(legal, targets, |a| matches!(a, Action::PlaceBoard { .. }), offered, target)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pointing_at(legal: &[Action], target: Target) -> Vec<usize> {
        pointing::pointing_at(legal, targets, &[target])
    }

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
        let shown = marks(&legal, Some(&worker));
        assert_eq!(shown.picked, vec![Target::Field(3)]);
        assert_eq!(shown.reach, vec![Target::Field(5), Target::Field(6)]);
        assert!(shown.lit(Target::Field(4)) && shown.lit(Target::Market(Good::Fish)));
        assert_eq!(narrow(&legal, Some(&worker), Target::Field(5)), vec![0]);
        // A place the selection does not lead to starts afresh.
        assert_eq!(narrow(&legal, Some(&worker), Target::Field(4)), vec![2]);
        assert_eq!(marks(&legal, None), Marks { lit: shown.lit.clone(), ..Marks::default() });
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
        assert_eq!(marks(&legal, Some(&[2])).picked, vec![spot]);
        assert_eq!(marks(&legal, None).lit, vec![Target::Spot(0, 3), spot]);
    }
}
