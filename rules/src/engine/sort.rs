//! Stable sorting of the short lists the engines and pages keep (seats, tiles, a score sheet's
//! rows), by insertion.
//!
//! The standard library's sorts are fast on long slices but compile to several kilobytes of
//! WebAssembly for every element type and key they are used with; in a game's page code, which
//! is downloaded when the game is opened and has a size ceiling (docs/benchmarks.md), a dozen
//! such copies weighed more than a game board. These lists hold at most a few dozen items and
//! are usually nearly sorted, where insertion is as fast as anything.

use std::cmp::Ordering;

/// Sorts `items` stably by `compare`.
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && compare(&items[j - 1], &items[j]) == Ordering::Greater {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `items` stably in their order.
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

/// Sorts `items` stably by `key`.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_library_and_keeps_equal_items_in_order() {
        let mut rng = crate::engine::GameRng::from_seed(4);
        for len in 0..40 {
            let items: Vec<(u8, usize)> = (0..len).map(|i| (rng.below(5) as u8, i)).collect();
            let mut ours = items.clone();
            let mut std = items.clone();
            sort_by_key(&mut ours, |&(k, _)| k);
            std.sort_by_key(|&(k, _)| k);
            assert_eq!(ours, std, "stable by key");
            let mut ours = items.clone();
            let mut std = items;
            sort(&mut ours);
            std.sort();
            assert_eq!(ours, std);
        }
    }
}
