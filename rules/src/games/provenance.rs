//! Where a component value comes from (the rulebook, a public source, or our reconstruction),
//! shared by the games whose data had to be reconstructed, and the check that a game's data and
//! its About-page list of reconstructions agree.

use super::Reconstruction;

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Provenance {
    /// Stated in the rules text.
    Rulebook,
    /// Read from the named public source.
    PublicSource(&'static str),
    /// Chosen by us, for the reason given.
    Reconstructed(&'static str),
}

/// How many of a game's values (named, with their provenance) come from the rulebook, from
/// public sources and from our reconstruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    /// Values stated in the rules.
    pub rulebook: usize,
    /// Values read from public sources.
    pub public: usize,
    /// Values reconstructed by us.
    pub reconstructed: usize,
}

/// Tallies `all` after checking that every distinct reason given for a reconstructed value has
/// its entry in `listed` (the About page's list): as many reasons as entries.
pub fn tally(all: &[(String, Provenance)], listed: &[Reconstruction]) -> Tally {
    let mut reasons: Vec<&str> = all
        .iter()
        .filter_map(|(_, p)| match p {
            Provenance::Reconstructed(why) => Some(*why),
            _ => None,
        })
        .collect();
    reasons.sort_unstable();
    reasons.dedup();
    assert_eq!(reasons.len(), listed.len(), "one About-page entry per reason: {reasons:#?}");
    let count = |f: fn(&Provenance) -> bool| all.iter().filter(|(_, p)| f(p)).count();
    Tally {
        rulebook: count(|p| *p == Provenance::Rulebook),
        public: count(|p| matches!(p, Provenance::PublicSource(_))),
        reconstructed: count(|p| matches!(p, Provenance::Reconstructed(_))),
    }
}
