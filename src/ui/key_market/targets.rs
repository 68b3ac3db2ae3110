//! Where on the board an action is pointed at: a field, a market row or a guild tile; and what
//! a move touched (those, a worker's arrival, a country board placed). What a click offers and
//! what the board marks follow from that as in every game ([`Targets`]): a second click on a
//! place the offered actions lead to (the field a selected worker may go to) narrows them, and
//! a spot where the handed country board may go offers one rotation at a time.

use super::symbols::good_key;
use crate::games::key_market::data::Good;
use crate::games::key_market::state::{Deed, WorkerFrom};
use crate::games::key_market::{Action, Event, KeyMarket, View};
use crate::ui::kit::pointing;
use crate::ui::kit::targets::{Place, Targets, Touched};
use crate::ui::table::LastMove;

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
    /// The worker on a field, marked where the last move brought it (never pointed at).
    Worker(u8),
    /// A country board, by its place in the land, marked when the last move placed it (never
    /// pointed at).
    Board(u8),
}

impl Place for Target {
    fn key(&self) -> String {
        match *self {
            Target::Field(n) => format!("field-{n}"),
            Target::Market(good) => format!("market-{}", good_key(good)),
            Target::Guild(n) => format!("guild-{n}"),
            Target::Spot(x, y) => format!("spot-{x}-{y}"),
            Target::Worker(n) => format!("worker-{n}"),
            Target::Board(n) => format!("board-{n}"),
        }
    }
}

/// The place of a worker taken from a field or a guild, if any.
fn worker(w: &WorkerFrom) -> Option<Target> {
    match w {
        WorkerFrom::Field(f) => Some(Target::Field(*f)),
        WorkerFrom::Guild(g) => Some(Target::Guild(*g)),
        WorkerFrom::Idle | WorkerFrom::IdleKey => None,
    }
}

impl Targets for KeyMarket {
    type Target = Target;
    /// Key Market's places follow from the action alone.
    type Context = ();

    fn context(_: &View) {}

    /// The places `action` points at (a move points at the worker's field and its destination).
    fn targets(action: &Action, (): ()) -> Vec<Target> {
        use Target::*;
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

    /// The fields a worker left, arrived on or was removed from (and the worker that arrived),
    /// the market rows sold into, bought from or cleared, the guild tiles joined, climbed, left
    /// or used, and the country board placed (the land's last).
    fn touched(moved: &LastMove<KeyMarket>, view: &View, touched: &mut Touched<Target>) {
        use Target::*;
        let arrive = |touched: &mut Touched<Target>, field: u8| {
            touched.mark(Field(field));
            touched.mark(Worker(field));
        };
        for event in &moved.events {
            match event {
                Event::BoardPlaced { .. } => {
                    if let Some(last) = view.land.boards.len().checked_sub(1) {
                        touched.mark(Board(last as u8))
                    }
                }
                Event::FirstWorker { field, .. } | Event::Hired { field, .. } => arrive(touched, *field),
                Event::Moved { from, to, .. } => {
                    touched.mark(Field(*from));
                    arrive(touched, *to);
                }
                Event::Dismissed { field, .. } => touched.mark(Field(*field)),
                Event::SkillGain { guild, .. } => touched.mark(Guild(*guild)),
                Event::Deed { deed, .. } => match deed {
                    Deed::Sponsor { guild, worker: w, .. } => {
                        worker(w).into_iter().for_each(|t| touched.mark(t));
                        touched.mark(Guild(*guild));
                    }
                    Deed::Promote { guild, .. } => touched.mark(Guild(*guild)),
                    Deed::Retire { worker: w } => worker(w).into_iter().for_each(|t| touched.mark(t)),
                },
                Event::Sold { goods, .. } | Event::Bought { goods, .. } => {
                    goods.iter().for_each(|&g| touched.mark(Market(g)))
                }
                Event::PricesAdjusted { removed } => {
                    Good::ALL.iter().filter(|g| removed[g.index()] > 0).for_each(|&g| touched.mark(Market(g)))
                }
                _ => {}
            }
        }
    }

    /// The handed board's rotations at a spot, one at a time.
    fn turns(action: &Action) -> bool {
        matches!(action, Action::PlaceBoard { .. })
    }
}

/// What the board marks: every place the viewer may point at, the place chosen and where its
/// offered actions lead (see [`pointing::Marks`]).
pub type Marks = pointing::Marks<Target>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::games::key_market::data::Goods;

    fn pointing_at(legal: &[Action], target: Target) -> Vec<usize> {
        pointing::pointing_at(legal, |a| KeyMarket::targets(a, ()), &[target])
    }

    fn narrow(legal: &[Action], offered: Option<&[usize]>, target: Target) -> Vec<usize> {
        <KeyMarket as Targets>::narrow(legal, (), offered, target)
    }

    fn marks(legal: &[Action], offered: Option<&[usize]>) -> Marks {
        crate::ui::kit::targets::marks_in::<KeyMarket>(legal, (), offered)
    }

    /// What one move of seat 1 with `events` touched, on a land of one country board.
    fn touched(events: Vec<Event>) -> Vec<Target> {
        let state = crate::games::key_market::arrange::started(2, 7);
        let view = <KeyMarket as crate::engine::Game>::view(&state, None);
        let mut touched = Touched::default();
        KeyMarket::touched(&LastMove { seat: Seat(1), events }, &view, &mut touched);
        touched.places
    }

    #[test]
    fn a_move_marks_both_fields_and_the_worker_where_it_arrived() {
        let moved = touched(vec![Event::Moved { seat: Seat(1), from: 3, to: 7, cost: 2 }]);
        assert_eq!(moved, [Target::Field(3), Target::Field(7), Target::Worker(7)]);
    }

    #[test]
    fn a_sale_marks_its_row_a_deed_its_guild_and_the_worker_it_took() {
        let sold = touched(vec![Event::Sold { seat: Seat(1), goods: vec![Good::Fruit, Good::Fruit], gold: 9 }]);
        assert_eq!(sold, [Target::Market(Good::Fruit)]);
        let deed = Deed::Sponsor { guild: 4, column: None, worker: WorkerFrom::Field(5) };
        assert_eq!(touched(vec![Event::Deed { seat: Seat(1), deed }]), [Target::Field(5), Target::Guild(4)]);
        let mut removed: Goods = [0; 6];
        removed[Good::Fish.index()] = 2;
        assert_eq!(touched(vec![Event::PricesAdjusted { removed }]), [Target::Market(Good::Fish)]);
        assert!(touched(Vec::new()).is_empty());
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
