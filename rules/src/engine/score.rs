//! Final score sheets: points per category for every seat, the ranking, and how ties were broken.

use super::sort;
use super::{PerSeat, Seat};
use crate::text::{Text, plural};
use serde::{Deserialize, Serialize};

/// The score sheet a game shows at its end (or, for a running game, the score so far).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    /// The rulebook's scoring categories, in the order it counts them.
    pub categories: Vec<Text>,
    /// What each category counts, in a few words (same order as `categories`).
    #[serde(default)]
    pub rules: Vec<Text>,
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
    /// What put the best placed of them ahead of the next, in a few words that follow "decided
    /// by" ("more gems"); `None` when those two share their place.
    #[serde(default)]
    pub decided_by: Option<Text>,
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

    /// The groups of two or more seats level on total points, each in ranking order, best
    /// first: the ties that `tie_breaks` explain.
    pub fn ties(&self) -> Vec<Vec<Seat>> {
        let order: Vec<Seat> = self.ranking.iter().flatten().copied().collect();
        order.chunk_by(|a, b| self.total(*a) == self.total(*b)).filter(|g| g.len() > 1).map(<[Seat]>::to_vec).collect()
    }

    /// The sentence that names the winners with the players' `names` (in seat order): "Ada wins
    /// with 42 points.", "Ada and Bo share the victory with 40 points."; when a tie on points
    /// was decided for the winner, with whom and by what (the game's `decided_by`).
    pub fn verdict(&self, names: &[String]) -> Text {
        let winners = self.winners();
        let Some(&first) = winners.first() else { return Text::default() };
        let total = self.total(first);
        // Counted as a plural for anything but exactly one, as by `text::plural`.
        let n = usize::try_from(total).unwrap_or(0);
        let points = Text::new(
            format!("{total} {}", plural(n, ["Punkt", "Punkten"])),
            format!("{total} {}", plural(n, ["point", "points"])),
        );
        let name = |s: &Seat| names.get(s.index()).cloned().unwrap_or_else(|| format!("{}", s.0 + 1));
        let list = |seats: Vec<String>| {
            Text::by_lang(|l| match seats.split_last() {
                Some((last, rest)) if !rest.is_empty() => {
                    format!("{} {} {last}", rest.join(", "), l.pick("und", "and"))
                }
                _ => seats.concat(),
            })
        };
        let who = list(winners.iter().map(name).collect());
        if winners.len() > 1 {
            return Text::fill("{} teilen sich den Sieg mit {}.", "{} share the victory with {}.", &[who, points]);
        }
        let decided = self.tie_breaks.iter().find(|t| t.seats.contains(&first));
        match decided.and_then(|t| t.decided_by.as_ref().map(|by| (t, by))) {
            Some((tie, by)) => {
                let others = list(tie.seats.iter().filter(|&&s| s != first).map(name).collect());
                Text::fill(
                    "{} gewinnt mit {}; Gleichstand mit {}, entschieden durch {}.",
                    "{} wins with {}; tied with {}, decided by {}.",
                    &[who, points, others, by.clone()],
                )
            }
            None => Text::fill("{} gewinnt mit {}.", "{} wins with {}.", &[who, points]),
        }
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
            rules: vec![],
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
    fn the_verdict_lists_shared_winners_and_names_no_tie_break_then() {
        let names: Vec<String> = ["Ada", "Bo", "Cy", "Di"].map(String::from).to_vec();
        let mut s = sheet(vec![vec![3, 4], vec![5, 2], vec![1, 0], vec![7, 0]], vec![0, 0, 0, 0]);
        s.tie_breaks =
            vec![TieBreak { seats: vec![Seat(0), Seat(1), Seat(3)], explanation: Text::default(), decided_by: None }];
        assert_eq!(s.verdict(&names).en, "Ada, Bo and Di share the victory with 7 points.");
        assert_eq!(s.verdict(&names).de, "Ada, Bo und Di teilen sich den Sieg mit 7 Punkten.");
        let alone = sheet(vec![vec![1, 0], vec![0, 0]], vec![0, 0]);
        assert_eq!(alone.verdict(&names).en, "Ada wins with 1 point.");
        assert_eq!(alone.verdict(&names).de, "Ada gewinnt mit 1 Punkt.");
    }

    #[test]
    fn tie_break_key_orders_equal_totals() {
        let s = sheet(vec![vec![2, 2], vec![4, 0]], vec![0, 5]);
        assert_eq!(s.ranking, vec![vec![Seat(1)], vec![Seat(0)]]);
    }
}
