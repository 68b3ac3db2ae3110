//! A game's part of its analysis (the panel itself is [`crate::ui::analysis`], the same for
//! every game): the request for the record, and the analysis (postcard, as the worker sends it
//! and a save keeps it in base64url) read back into numbers and words
//! ([`Digest`]): each seat's standings, and the costliest decisions with the steps named as the
//! list of choices names them, from the deciding seat's view of that position.

use super::Reel;
use crate::bots::analysis::{Analysis, Estimate};
use crate::bots::wire::Request;
use crate::engine::{Game, Played, Seat};
use crate::i18n::Text;
use crate::ui::analysis::{COSTLIEST, Costly, Digest, Input};
use crate::ui::kit::game_ui::{GameUi, SeenView};
use std::cell::LazyCell;

/// The panel's input for `reel`, a finished game with a record (none for a rulebook example):
/// `digest` reads an analysis of it, `save` is the slot it comes from, `show` turns the replay.
pub fn input<G: GameUi>(
    reel: &Reel<G>,
    digest: Box<dyn Fn(Vec<u8>) -> Option<Digest>>,
    save: Option<String>,
    show: Box<dyn Fn(usize, Seat, Text)>,
) -> Option<Input> {
    let record = reel.record.as_ref()?;
    Some(Input {
        request: Request::analysis(0, record, false, 0, 0),
        names: reel.names(),
        colours: Seat::all(reel.seats.len()).map(G::seat_colour).collect(),
        moves: reel.moves(),
        rounds: super::viewer::starts(reel, G::round_mark),
        marks: G::ROUNDS,
        here: reel.player_here(),
        kept: reel.kept.as_deref().and_then(crate::ui::analysis::from_text).and_then(|b| self::digest(reel, b)),
        digest,
        save,
        show,
    })
}

/// `bytes` read as an analysis of `reel`'s game: `None` unless it is one of exactly its record
/// and [`plausible`].
pub(super) fn digest<G: GameUi>(reel: &Reel<G>, bytes: Vec<u8>) -> Option<Digest> {
    let analysis: Analysis<G::Action> = postcard::from_bytes(&bytes).ok()?;
    let record = reel.record.as_ref()?;
    if !analysis.covers(&record.actions) || !plausible(&analysis, &reel.played) {
        return None;
    }
    let words = |step: usize, seat: Seat, action: &G::Action| {
        let view: SeenView<G> = LazyCell::new(Box::new(move || G::view(&reel.played.positions[step], Some(seat))));
        G::words(&view, action)
    };
    let costly = listed(analysis.costliest(usize::MAX), reel.seats.len(), |d| d.span.seat)
        .into_iter()
        .map(|d| {
            let (step, seat) = (d.span.step as usize, d.span.seat);
            Costly {
                step,
                seat,
                played: words(step, seat, &d.played),
                played_estimate: d.verdict.played,
                preferred: words(step, seat, &d.verdict.preferred),
                estimate: d.verdict.estimate,
                cost: d.cost().unwrap_or(0.0),
            }
        })
        .collect();
    Some(Digest {
        bytes,
        budget: analysis.budget,
        decisions: analysis.decisions.len(),
        unestimated: analysis.decisions.iter().filter(|d| d.verdict.played.is_none()).count(),
        standings: analysis.standings(reel.seats.len()),
        costly,
    })
}

/// Of `sorted` (the costliest first), those that a list of all seats' or of one seat's
/// [`COSTLIEST`] shows: the first of all, and the first of each of `seats` seats.
fn listed<T>(sorted: Vec<T>, seats: usize, seat: impl Fn(&T) -> Seat) -> Vec<T> {
    let mut of_seat = vec![0; seats];
    let mut kept = Vec::new();
    for (i, item) in sorted.into_iter().enumerate() {
        let Some(count) = of_seat.get_mut(seat(&item).index()) else { continue };
        *count += 1;
        if i < COSTLIEST || *count <= COSTLIEST {
            kept.push(item);
        }
    }
    kept
}

/// Whether an analysis (read from a save, which anyone may have edited) can be shown for
/// `played`: every preferred step is legal where its decision starts, and every figure is a
/// win chance with a spread. Anything else is dropped, as if there were none.
pub(super) fn plausible<G: Game>(analysis: &Analysis<G::Action>, played: &Played<G>) -> bool {
    let figure = |e: &Estimate| (0.0..=1.0).contains(&e.mean) && (0.0..=1.0).contains(&e.spread);
    analysis.decisions.iter().all(|d| {
        let position = &played.positions[d.span.step as usize];
        G::legal_actions(position, d.span.seat).contains(&d.verdict.preferred)
            && figure(&d.verdict.estimate)
            && d.verdict.played.as_ref().is_none_or(figure)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::analysis::{Budget, analyse};
    use crate::engine::Record;
    use crate::games::key_market::{Config, KeyMarket};

    /// `moves` moves of a Key Market game of `config` from `seed`: move `k` is the legal one at
    /// `pick(k)` (modulo their number).
    fn record(config: Config, seed: u64, moves: usize, pick: fn(usize) -> usize) -> Record<KeyMarket> {
        let mut record = Record::<KeyMarket>::new(config, seed);
        let mut state = crate::engine::replay(&record).unwrap();
        for k in 0..moves {
            let seat = KeyMarket::to_act(&state).seats().nth(0);
            let mut legal = KeyMarket::legal_actions(&state, seat);
            let action = legal.swap_remove(pick(k) % legal.len());
            KeyMarket::apply(&mut state, seat, &action).unwrap();
            record.actions.push((seat, action));
        }
        record
    }

    #[test]
    fn a_kept_analysis_is_shown_only_if_its_steps_are_legal_and_its_figures_chances() {
        let record = record(Config::new(2, false), 3, 6, |_| 0);
        let played = Played::record(&record).unwrap();
        let analysis = analyse(&record, Budget { iterations: 30, focus: 30, quick: true }, 1).unwrap();
        assert!(plausible(&analysis, &played));
        let seats = vec![crate::store::SeatInfo::human("Ada"), crate::store::SeatInfo::human("Bo")];
        let title = crate::i18n::Text::new("", "");
        let reel = Reel {
            played,
            seats,
            title,
            about: None,
            shown: None,
            record: Some(record.clone()),
            origin: super::super::Origin::Save,
            kept: None,
        };
        let bytes = postcard::to_allocvec(&analysis).unwrap();
        let digest = digest(&reel, bytes.clone()).expect("the analysis of this record");
        assert_eq!((digest.decisions, digest.budget), (analysis.decisions.len(), analysis.budget));
        assert_eq!(digest.standings, analysis.standings(2));
        assert_eq!(digest.costly.len(), analysis.costliest(5).len());
        let mut shorter = reel.record.clone().unwrap();
        shorter.actions.pop();
        let other = Reel { record: Some(shorter), ..reel };
        assert_eq!(super::digest(&other, bytes), None, "not an analysis of another record");
        assert_eq!(super::digest(&other, vec![3, 1, 4]), None, "nor something unreadable");
        let played = other.played;
        let mut odd = analysis.clone();
        odd.decisions[0].verdict.estimate.mean = 2.0;
        assert!(!plausible(&odd, &played), "a win chance above 1");
        let mut illegal = analysis.clone();
        let first = analysis.decisions[0].span.seat;
        let at_start = KeyMarket::legal_actions(&played.positions[0], first);
        let later = record.actions.iter().map(|(_, a)| a.clone()).find(|a| !at_start.contains(a));
        illegal.decisions[0].verdict.preferred = later.expect("a later step that is not legal at the start");
        assert!(!plausible(&illegal, &played), "a preferred step that is not legal there");
    }

    #[test]
    fn the_list_keeps_the_costliest_of_all_and_of_each_seat() {
        let sorted: Vec<(usize, Seat)> = [0, 0, 0, 0, 0, 0, 0, 1, 1, 2].into_iter().map(Seat).enumerate().collect();
        let kept: Vec<usize> = listed(sorted, 3, |&(_, seat)| seat).into_iter().map(|(i, _)| i).collect();
        assert_eq!(kept, [0, 1, 2, 3, 4, 7, 8, 9], "the first five, then the seats' own beyond them");
    }

    #[test]
    fn each_costly_decision_is_shown_at_the_position_before_its_move_and_filters_by_seat() {
        let record = record(Config::new(3, false), 5, 160, |k| k * 7);
        let played = Played::record(&record).unwrap();
        let analysis = analyse(&record, Budget { iterations: 30, focus: 30, quick: true }, 2).unwrap();
        let seats = ["Ada", "Bo", "Cy"].map(crate::store::SeatInfo::human).to_vec();
        let title = crate::i18n::Text::new("", "");
        let origin = super::super::Origin::Link;
        let reel = Reel { played, seats, title, about: None, shown: None, record: Some(record), origin, kept: None };
        let digest = digest(&reel, postcard::to_allocvec(&analysis).unwrap()).unwrap();
        let record = reel.record.as_ref().unwrap();
        for c in &digest.costly {
            // Listed as move `step + 1`: the position shown is the one before it, where its
            // seat is to act, and the words are those of that move.
            let (who, action) = &record.actions[c.step];
            assert_eq!(*who, c.seat);
            assert!(KeyMarket::to_act(&reel.played.positions[c.step]).seats().contains(c.seat));
            let view =
                LazyCell::new(Box::new(|| KeyMarket::view(&reel.played.positions[c.step], Some(c.seat))) as Box<_>);
            assert_eq!(c.played, KeyMarket::words(&view, action));
        }
        let all = analysis.costliest(usize::MAX);
        let steps = |seat: Option<Seat>, of: &mut dyn Iterator<Item = (usize, Seat)>| -> Vec<usize> {
            of.filter(|(_, s)| seat.is_none_or(|x| x == *s)).take(COSTLIEST).map(|(step, _)| step).collect()
        };
        for seat in [None, Some(Seat(0)), Some(Seat(1)), Some(Seat(2))] {
            let expected = steps(seat, &mut all.iter().map(|d| (d.span.step as usize, d.span.seat)));
            let shown = steps(seat, &mut digest.costly.iter().map(|c| (c.step, c.seat)));
            assert_eq!(shown, expected, "the costliest of {seat:?}");
        }
        assert!(digest.costly.len() > COSTLIEST, "a seat's own beyond the five of all: {}", digest.costly.len());
    }
}
