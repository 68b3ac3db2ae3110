//! The game's random number generator: PCG32 (O'Neill's PCG-XSH-RR 64/32) from `rand_pcg`,
//! owned and serialised by the game state.
//!
//! Saves live for years and are replayed from their seed, so every random result must be the
//! same in every future build. `rand_pcg` documents its generators as portable and tests them
//! against the reference output, as the golden tests below do too. The bounded draw and the
//! shuffle are the project's own, written out here and pinned by those tests: rand's own
//! (`random_range`, `rand::seq`) are not promised to give the same values across versions, so
//! randomness that a replay must reproduce never uses them. [`GameRng`] implements rand's
//! traits, so rand's API works on it wherever the values need not be replayed.

use rand_core::{Infallible, Rng, TryRng};
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A seeded PCG32 generator. Its whole state is two numbers, so it serialises with the game.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Words", into = "Words")]
pub struct GameRng {
    pcg: Pcg32,
}

/// The generator's two words as states have always serialised them: `{state, inc}`.
#[derive(Debug, Serialize, Deserialize)]
struct Words {
    state: u64,
    inc: u64,
}

/// `rand_pcg` shows its two words only to serde, in the order `Words` has them, so a postcard
/// round trip carries them across.
fn convert<A: Serialize, B: for<'de> Deserialize<'de>>(from: &A) -> B {
    let bytes = postcard::to_allocvec(from).expect("two words serialise");
    postcard::from_bytes(&bytes).expect("two words read back")
}

impl From<GameRng> for Words {
    fn from(rng: GameRng) -> Words {
        convert(&rng.pcg)
    }
}

impl From<Words> for GameRng {
    fn from(words: Words) -> GameRng {
        GameRng { pcg: convert(&words) }
    }
}

impl fmt::Debug for GameRng {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Words { state, inc } = self.clone().into();
        f.debug_struct("GameRng").field("state", &state).field("inc", &inc).finish()
    }
}

impl GameRng {
    /// The generator for a game seed (stream 0x4b6579646f6d, "Keydom").
    pub fn from_seed(seed: u64) -> Self {
        Self::with_stream(seed, 0x4b65_7964_6f6d)
    }

    /// The reference PCG seeding (`pcg32_srandom_r`) with an explicit stream.
    pub fn with_stream(seed: u64, stream: u64) -> Self {
        GameRng { pcg: Pcg32::new(seed, stream) }
    }

    /// The next 32 random bits.
    pub fn next_u32(&mut self) -> u32 {
        self.pcg.next_u32()
    }

    /// A uniform number in `0..bound`, without bias (rejection of the short last block).
    /// Panics if `bound` is 0: drawing from nothing is a bug in the caller.
    pub fn below(&mut self, bound: u32) -> u32 {
        assert!(bound > 0, "GameRng::below(0)");
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let r = self.next_u32();
            if r >= threshold {
                return r % bound;
            }
        }
    }

    /// A uniform index into a slice of length `len` (which must not be empty).
    pub fn index(&mut self, len: usize) -> usize {
        self.below(u32::try_from(len).expect("slice too long to draw from")) as usize
    }

    /// Shuffles in place: Fisher–Yates from the last element down, each swap partner drawn with [`Self::below`].
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }
}

/// rand's core trait (and through it `rand_core::Rng`), drawing from the same stream.
impl TryRng for GameRng {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        self.pcg.try_next_u32()
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        self.pcg.try_next_u64()
    }

    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), Infallible> {
        self.pcg.try_fill_bytes(dest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_pcg32_reference_output() {
        // pcg32-demo from the PCG reference implementation: seed 42, stream 54.
        let mut rng = GameRng::with_stream(42, 54);
        let got: Vec<u32> = (0..6).map(|_| rng.next_u32()).collect();
        assert_eq!(got, [0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293, 0xbfa4784b, 0xcbed606e]);
    }

    #[test]
    fn golden_shuffle_is_fixed_forever() {
        // If this fails, old saves would replay differently: do not change the generator or the shuffle.
        let mut rng = GameRng::from_seed(2026);
        let mut deck: Vec<u8> = (1..=10).collect();
        rng.shuffle(&mut deck);
        assert_eq!(deck, GOLDEN_DECK);
        assert_eq!(rng.below(6), GOLDEN_DIE);
    }

    const GOLDEN_DECK: [u8; 10] = [3, 5, 4, 6, 7, 1, 8, 9, 10, 2];
    const GOLDEN_DIE: u32 = 5;

    #[test]
    fn below_stays_in_range_and_hits_every_value() {
        let mut rng = GameRng::from_seed(1);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[rng.below(7) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
    }

    #[test]
    fn rands_traits_draw_from_the_same_stream() {
        fn first_word(rng: &mut impl Rng) -> u32 {
            rng.next_u32()
        }
        let (mut a, mut b) = (GameRng::from_seed(5), GameRng::from_seed(5));
        assert_eq!(first_word(&mut a), b.next_u32());
    }

    #[test]
    fn serialises_as_its_two_words() {
        let json = serde_json::to_string(&GameRng::with_stream(42, 54)).unwrap();
        assert_eq!(json, r#"{"state":1753877967969059832,"inc":109}"#);
    }

    #[test]
    fn round_trips_through_serde_mid_stream() {
        let mut rng = GameRng::from_seed(9);
        rng.next_u32();
        let mut copy: GameRng = serde_json::from_str(&serde_json::to_string(&rng).unwrap()).unwrap();
        assert_eq!(copy.next_u32(), rng.next_u32());
    }
}
