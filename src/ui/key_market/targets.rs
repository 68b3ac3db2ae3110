//! Where on the board an action is pointed at: a field, a market row or a guild tile. A click
//! on a target offers exactly the legal actions that point at it; the rules stay in the engine.

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
}
