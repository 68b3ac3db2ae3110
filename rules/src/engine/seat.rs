//! Seats (the places at the table) and data kept once per seat.

use serde::{Deserialize, Serialize};
use std::ops::{Index, IndexMut};

/// A place at the table, numbered from 0 in seating order. Turn order is game state, not a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's position, usable as an index.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// All seats of a game with `count` players, in seating order.
    pub fn all(count: usize) -> impl Iterator<Item = Seat> + Clone {
        (0..count).map(|i| Seat(i as u8))
    }
}

/// One value for each seat, indexed by [`Seat`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PerSeat<T>(Vec<T>);

impl<T> PerSeat<T> {
    /// Builds the per-seat values by calling `make` for every seat.
    pub fn from_fn(count: usize, make: impl FnMut(Seat) -> T) -> Self {
        PerSeat(Seat::all(count).map(make).collect())
    }

    /// Number of seats.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True when there are no seats (never for a set-up game).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Seats with their values, in seating order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    /// Mutable values with their seats, in seating order.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (Seat, &mut T)> {
        self.0.iter_mut().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    /// The values in seating order.
    pub fn values(&self) -> &[T] {
        &self.0
    }

    /// A new per-seat table from this one.
    pub fn map<U>(&self, mut f: impl FnMut(Seat, &T) -> U) -> PerSeat<U> {
        PerSeat(self.iter().map(|(s, v)| f(s, v)).collect())
    }
}

impl<T: Clone> PerSeat<T> {
    /// The same value for every seat.
    pub fn filled(count: usize, value: T) -> Self {
        PerSeat(vec![value; count])
    }
}

impl<T> Index<Seat> for PerSeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for PerSeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_seat_indexes_by_seat_in_seating_order() {
        let mut gold = PerSeat::from_fn(3, |s| s.index() as i32 * 10);
        gold[Seat(2)] += 5;
        assert_eq!(gold.values(), &[0, 10, 25]);
        assert_eq!(gold.iter().map(|(s, _)| s).collect::<Vec<_>>(), vec![Seat(0), Seat(1), Seat(2)]);
        assert_eq!(gold.map(|_, g| g / 5).values(), &[0, 2, 5]);
    }

    #[test]
    fn seats_serialise_as_plain_numbers() {
        assert_eq!(serde_json::to_string(&PerSeat::filled(2, Seat(1))).unwrap(), "[1,1]");
    }
}
