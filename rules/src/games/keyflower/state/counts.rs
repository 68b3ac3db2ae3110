//! Counts of like things: workers by colour, skill tiles by kind, resources by kind, and fair
//! draws from a heap of them.

use super::*;

macro_rules! counts {
    ($(#[$doc:meta])* $name:ident, $kind:ty, $n:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub [u8; $n]);

        impl $name {
            /// How many of `kind`.
            pub fn of(&self, kind: $kind) -> u8 {
                self.0[kind as usize]
            }

            /// Adds `n` of `kind`.
            pub fn add(&mut self, kind: $kind, n: u8) {
                self.0[kind as usize] += n;
            }

            /// Takes `n` of `kind` (which must be there).
            pub fn take(&mut self, kind: $kind, n: u8) {
                self.0[kind as usize] -= n;
            }

            /// How many in all.
            pub fn total(&self) -> u32 {
                self.0.iter().map(|&n| u32::from(n)).sum()
            }

            /// Adds all of `other`.
            pub fn add_all(&mut self, other: &Self) {
                self.0.iter_mut().zip(other.0).for_each(|(a, b)| *a += b);
            }

            /// Takes all of `other` (which must be there).
            pub fn take_all(&mut self, other: &Self) {
                self.0.iter_mut().zip(other.0).for_each(|(a, b)| *a -= b);
            }

            /// Whether every one of `other` is here.
            pub fn covers(&self, other: &Self) -> bool {
                self.0.iter().zip(other.0).all(|(&a, b)| a >= b)
            }
        }
    };
}

counts!(
    /// Workers by colour (blue, red, yellow, green).
    Workers, Colour, 4
);
counts!(
    /// Skill tiles by kind (saw, pick axe, anvil).
    Skills, Skill, 3
);
counts!(
    /// Resources by kind (wood, stone, iron, gold).
    Resources, Resource, 4
);

impl Workers {
    /// The colours present, in the order blue, red, yellow, green.
    pub fn colours(&self) -> impl Iterator<Item = Colour> + use<> {
        let counts = self.0;
        Colour::ALL.into_iter().filter(move |&c| counts[c as usize] > 0)
    }

    /// How many in all, as a count on a tile or in a bid (never above 120).
    pub fn count(&self) -> u8 {
        self.total() as u8
    }

    /// Draws one worker at random, each worker equally likely; `None` if there is none.
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<Colour> {
        let kind = draw_index(&self.0, rng)?;
        self.0[kind] -= 1;
        Some(Colour::ALL[kind])
    }
}

impl Skills {
    /// Draws one skill tile at random, each tile equally likely; `None` if there is none.
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<Skill> {
        let kind = draw_index(&self.0, rng)?;
        self.0[kind] -= 1;
        Some(Skill::ALL[kind])
    }
}

/// The kind of one item drawn uniformly from a heap of `counts` items.
fn draw_index(counts: &[u8], rng: &mut GameRng) -> Option<usize> {
    let total: u32 = counts.iter().map(|&n| u32::from(n)).sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.below(total);
    for (kind, &n) in counts.iter().enumerate() {
        if pick < u32::from(n) {
            return Some(kind);
        }
        pick -= u32::from(n);
    }
    unreachable!("pick is below the total")
}
