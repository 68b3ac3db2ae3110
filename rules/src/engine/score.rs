//! Final score sheets: points per category for every seat, the ranking, and how ties were broken.

use super::sort;
use super::{PerSeat, Seat};
use crate::text::Text;
use serde::{Deserialize, Serialize};

/// The score sheet a game shows at its end (or, for a running game, the score so far).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    /// The rulebook's scoring categories, in the order it counts them.
    pub categories: Vec<Text>,
    /// For each seat, its points in each category (same order as `categories`).
    pub points: PerSeat<Vec<i32>>,
    /// Places from first to last; seats sharing a place are listed together.
    pub ranking: Vec<Vec<Seat>>,
    /// How each tie on total points was broken (or why it stands), in ranking order.
    pub tie_breaks: Vec<TieBreak>,
    /// For games whose rows need explaining (an allocation of items, say): for each seat, the
    /// lines that make up some of its rows. The lines of a row that has any sum to its points.
    #[serde(default)]
    pub details: Option<PerSeat<Vec<Detail>>>,
}

/// One line of a row's detail: what scored, with which items, for how many points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Detail {
    /// The row (the place in `categories`).
    pub row: usize,
    /// Where the points were scored (a tile, say).
    pub label: Text,
    /// The rule that scored them, in a few words ("5 per set of wood, stone and iron").
    #[serde(default)]
    pub rule: Text,
    /// The items that scored there, each kind once with its count; none if the points are
    /// fixed.
    pub items: Vec<Text>,
    /// The points of this line.
    pub points: i32,
}

/// The explanation of one tie on total points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TieBreak {
    /// The seats that had the same total.
    pub seats: Vec<Seat>,
    /// What decided between them, in the rulebook's terms.
    pub explanation: Text,
}

impl ScoreSheet {
    /// A seat's total over all categories.
    pub fn total(&self, seat: Seat) -> i32 {
        self.points[seat].iter().sum()
    }

    /// The seats in first place (several if the tie-breaks leave a shared win).
    pub fn winners(&self) -> &[Seat] {
        self.ranking.first().map(Vec::as_slice).unwrap_or(&[])
    }

    /// The 1-based place of a seat.
    pub fn place(&self, seat: Seat) -> usize {
        let mut place = 1;
        for group in &self.ranking {
            if group.contains(&seat) {
                return place;
            }
            place += group.len();
        }
        place
    }

    /// Ranks seats by total, then by the tie-break `key` (higher wins), grouping seats that are still level.
    /// Games with simple tie rules use this; those with stepwise rules build `ranking` themselves.
    pub fn rank_by<K: Ord>(points: &PerSeat<Vec<i32>>, mut key: impl FnMut(Seat) -> K) -> Vec<Vec<Seat>> {
        let mut order: Vec<(i32, K, Seat)> = points.iter().map(|(s, p)| (p.iter().sum(), key(s), s)).collect();
        sort::sort_by(&mut order, |a, b| (&b.0, &b.1).cmp(&(&a.0, &a.1)).then(a.2.cmp(&b.2)));
        let mut ranking: Vec<Vec<Seat>> = Vec::new();
        let mut previous: Option<(i32, &K)> = None;
        for (total, key, seat) in &order {
            match (previous, ranking.last_mut()) {
                (Some((t, k)), Some(group)) if t == *total && k == key => group.push(*seat),
                _ => ranking.push(vec![*seat]),
            }
            previous = Some((*total, key));
        }
        ranking
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(points: Vec<Vec<i32>>, tie_key: Vec<i32>) -> ScoreSheet {
        let n = points.len();
        let points = PerSeat::from_fn(n, |s| points[s.index()].clone());
        let ranking = ScoreSheet::rank_by(&points, |s| tie_key[s.index()]);
        ScoreSheet {
            categories: vec![Text::new("A", "A"), Text::new("B", "B")],
            points,
            ranking,
            tie_breaks: vec![],
            details: None,
        }
    }

    #[test]
    fn ranks_by_total_then_tie_break_and_keeps_true_ties_together() {
        let s = sheet(vec![vec![3, 4], vec![5, 2], vec![1, 1], vec![7, 0]], vec![0, 1, 0, 1]);
        // Seats 1 and 3 have 7, seat 3 wins the tie-break only if its key is higher: both 1, so they share.
        assert_eq!(s.ranking, vec![vec![Seat(1), Seat(3)], vec![Seat(0)], vec![Seat(2)]]);
        assert_eq!(s.winners(), &[Seat(1), Seat(3)]);
        assert_eq!(s.place(Seat(0)), 3);
        assert_eq!(s.total(Seat(0)), 7);
    }

    #[test]
    fn tie_break_key_orders_equal_totals() {
        let s = sheet(vec![vec![2, 2], vec![4, 0]], vec![0, 5]);
        assert_eq!(s.ranking, vec![vec![Seat(1)], vec![Seat(0)]]);
    }
}
