//! Guided first games as data. A [`Guide`] is a fixed, seeded game in which a newcomer is shown
//! what to do: at each of the learner's decisions a [`Step`] says, in German and English, what
//! to do and why, and names the move it suggests in the position at hand. The other seats play
//! a scripted policy while the guide runs, so the same guide always meets the same positions;
//! after its last step the game goes on freely from where it stands.
//!
//! A step's suggestion is found in the position ([`Step::pick`]), not written down as a fixed
//! action: it returns nothing when the position is not the one its words describe (the named
//! field is not free, the price is not the one the text gives). [`Guide::walk`] plays a guide
//! through and reports the first step whose position does not fit, or whose suggestion the rules
//! refuse, so a rule or data change that breaks a guide fails the tests, not a learner.

use crate::engine::{Game, Seat, ToAct};
use crate::text::{Describe, Lang};

/// German and English words.
pub type Words = (&'static str, &'static str);

/// One guided game of a game: an ordinary game of a fixed table and game number, so it is
/// saved, shared and replayed like any other.
pub struct Guide<G: Game> {
    /// The number of seats.
    pub players: u8,
    /// The table's options.
    pub options: fn() -> G::Options,
    /// The game number (the set-up's seed).
    pub seed: u64,
    /// The learner's seat.
    pub learner: Seat,
    /// What the other seats play while the guide runs: one of their legal actions, chosen from
    /// the list alone (so a script cannot read what its seat may not see).
    pub others: fn(Vec<G::Action>) -> G::Action,
    /// The learner's decisions, in order, one step each.
    pub steps: &'static [Step<G>],
}

/// One of the learner's decisions in a guide.
pub struct Step<G: Game> {
    /// The few rules a phase needs, shown the first time it comes (before `say`).
    pub intro: Option<Words>,
    /// What to do and why, in a sentence or two.
    pub say: Words,
    /// The suggested move in this position, for the learner; `None` when the position is not
    /// the one `say` describes.
    pub pick: fn(&G::State, Seat) -> Option<G::Action>,
}

impl<G: Game> Step<G> {
    /// The step's words in `lang`: its phase's introduction, if any, and what to do.
    pub fn words(&self, lang: Lang) -> (Option<&'static str>, &'static str) {
        (self.intro.map(|i| super::pick(lang, i)), super::pick(lang, self.say))
    }
}

/// A position where the guide stops for the learner, with the move it suggests there.
pub struct Stop<G: Game> {
    /// The position before the learner's move.
    pub state: G::State,
    /// The suggested move (legal here).
    pub suggested: G::Action,
    /// How many moves of the record were played before it.
    pub moves: usize,
}

/// A guide played through: every stop and the whole record, the learner's moves included.
pub struct Walked<G: Game> {
    /// One stop per step.
    pub stops: Vec<Stop<G>>,
    /// Every move played, in order.
    pub record: Vec<(Seat, G::Action)>,
    /// The position after the last step, where free play goes on.
    pub end: G::State,
}

/// Why a guide cannot be played through, at which step (counted from 0).
#[derive(Debug, PartialEq)]
pub enum GuideError {
    /// The step found no move: its position is not the one its words describe.
    NoFit(usize),
    /// The rules refused the step's suggestion, or a scripted seat's move before it; the refusal
    /// in English.
    Refused(usize, String),
    /// The game ended before the step.
    Over(usize),
}

impl<G: Game> Guide<G> {
    /// The table's configuration.
    pub fn config(&self) -> G::Config {
        G::configure(self.players, &(self.options)())
    }

    /// The position the guide starts from.
    pub fn start(&self) -> G::State {
        G::setup(&self.config(), self.seed).expect("a guide's table is a valid set-up")
    }

    /// Plays the guide through: the scripted seats act until the learner must decide, then the
    /// step's suggestion is played, step after step.
    pub fn walk(&self) -> Result<Walked<G>, GuideError> {
        let mut state = self.start();
        let (mut stops, mut record) = (Vec::new(), Vec::new());
        for (index, step) in self.steps.iter().enumerate() {
            loop {
                let seats = match G::to_act(&state) {
                    ToAct::Over => return Err(GuideError::Over(index)),
                    ToAct::Seats(seats) => seats,
                };
                if seats.contains(self.learner) {
                    break;
                }
                let seat = seats.first().expect("a seat to act");
                let action = (self.others)(G::legal_actions(&state, seat));
                play::<G>(&mut state, seat, &action, index)?;
                record.push((seat, action));
            }
            let suggested = (step.pick)(&state, self.learner).ok_or(GuideError::NoFit(index))?;
            stops.push(Stop { state: state.clone(), suggested: suggested.clone(), moves: record.len() });
            play::<G>(&mut state, self.learner, &suggested, index)?;
            record.push((self.learner, suggested));
        }
        Ok(Walked { stops, record, end: state })
    }
}

/// The first of `seat`'s legal actions that `wanted` accepts: how a step's `pick` finds the
/// move its words describe.
pub fn find<G: Game>(state: &G::State, seat: Seat, wanted: impl Fn(&G::Action) -> bool) -> Option<G::Action> {
    G::legal_actions(state, seat).into_iter().find(|a| wanted(a))
}

/// Plays `action` through the engine's guards; a refusal names step `step`.
fn play<G: Game>(state: &mut G::State, seat: Seat, action: &G::Action, step: usize) -> Result<(), GuideError> {
    crate::engine::play::<G>(state, seat, action)
        .map(drop)
        .map_err(|e| GuideError::Refused(step, e.describe().get(Lang::En).to_string()))
}
