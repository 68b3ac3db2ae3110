//! Seats (the places at the table), sets of seats and data kept once per seat.

use serde::ser::SerializeSeq;
use serde::{Deserialize, Serialize, Serializer};
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

/// A set of seats, such as those who must decide now: a bitset, so it never allocates. It
/// holds seats 0 to 15; no game seats more than six (the engine's set-up refuses larger
/// tables before any game deals, [`GameInfo::players`](super::GameInfo::players)).
/// Iteration is in seating order. Serialised as the list of its seats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Seats(u16);

impl Seats {
    /// The most seats a set can hold.
    pub const CAPACITY: usize = 16;

    /// No seat.
    pub const EMPTY: Seats = Seats(0);

    /// Just `seat`.
    pub fn only(seat: Seat) -> Self {
        let mut seats = Seats::EMPTY;
        seats.insert(seat);
        seats
    }

    /// Adds `seat`. A seat beyond [`Seats::CAPACITY`] is a bug in the caller, as no game has one.
    pub fn insert(&mut self, seat: Seat) {
        assert!(seat.index() < Self::CAPACITY, "{seat:?} is beyond a seat set's capacity");
        self.0 |= 1 << seat.0;
    }

    /// Whether `seat` is in the set.
    pub fn contains(self, seat: Seat) -> bool {
        seat.index() < Self::CAPACITY && self.0 & (1 << seat.0) != 0
    }

    /// Number of seats in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when the set holds no seat.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The `i`-th seat of the set in seating order; panics past the end.
    pub fn nth(self, i: usize) -> Seat {
        self.iter().nth(i).unwrap_or_else(|| panic!("seat {i} of a set of {}", self.len()))
    }

    /// The first seat in seating order, if any.
    pub fn first(self) -> Option<Seat> {
        (self.0 != 0).then(|| Seat(self.0.trailing_zeros() as u8))
    }

    /// The seats in seating order.
    pub fn iter(self) -> SeatsIter {
        SeatsIter(self.0)
    }
}

/// The seats of a [`Seats`], in seating order.
#[derive(Clone, Debug)]
pub struct SeatsIter(u16);

impl Iterator for SeatsIter {
    type Item = Seat;

    fn next(&mut self) -> Option<Seat> {
        let first = Seats(self.0).first()?;
        self.0 &= self.0 - 1;
        Some(first)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SeatsIter {}

impl IntoIterator for Seats {
    type Item = Seat;
    type IntoIter = SeatsIter;

    fn into_iter(self) -> SeatsIter {
        self.iter()
    }
}

impl FromIterator<Seat> for Seats {
    fn from_iter<I: IntoIterator<Item = Seat>>(seats: I) -> Self {
        let mut set = Seats::EMPTY;
        seats.into_iter().for_each(|seat| set.insert(seat));
        set
    }
}

impl<const N: usize> From<[Seat; N]> for Seats {
    fn from(seats: [Seat; N]) -> Self {
        seats.into_iter().collect()
    }
}

impl Serialize for Seats {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut list = serializer.serialize_seq(Some(self.len()))?;
        self.iter().try_for_each(|seat| list.serialize_element(&seat))?;
        list.end()
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
    fn a_seat_set_lists_its_seats_in_seating_order() {
        let set: Seats = [Seat(4), Seat(0), Seat(2)].into();
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![Seat(0), Seat(2), Seat(4)]);
        assert_eq!((set.len(), set.first(), set.nth(1)), (3, Some(Seat(0)), Seat(2)));
        assert!(set.contains(Seat(2)) && !set.contains(Seat(1)) && !set.contains(Seat(200)));
        assert_eq!(Seats::only(Seat(15)).iter().collect::<Vec<_>>(), vec![Seat(15)]);
        assert!(Seats::EMPTY.is_empty() && Seats::EMPTY.first().is_none());
        assert_eq!(serde_json::to_string(&set).unwrap(), "[0,2,4]");
    }

    #[test]
    #[should_panic(expected = "capacity")]
    fn a_seat_beyond_the_capacity_is_a_bug() {
        Seats::only(Seat(16));
    }

    #[test]
    fn seats_serialise_as_plain_numbers() {
        assert_eq!(serde_json::to_string(&PerSeat::filled(2, Seat(1))).unwrap(), "[1,1]");
    }
}
