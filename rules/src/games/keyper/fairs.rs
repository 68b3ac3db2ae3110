//! The fairs at a season's end (rulebook "Ende einer Jahreszeit", "Jahrmarkt"): the season's
//! dealt fair and the winter fairs beside a player's board, each held when its goods can be
//! shown, every piece on one fair per season. Up to data version 2 every fair that can be held
//! is held at once (the dealt fair first, then the winter fairs in the order taken); from
//! version 3 (`Config::fairs_held_by_choice`, choice 10) a player who could hold a winter fair
//! now decides, in turn order from the start player, which fairs to hold ([`Phase::Fairs`]),
//! and the others' dealt fairs are held at once when they can be shown.

use super::Event;
use super::actions::Action;
use super::data::{FAIRS, FairSide, Good, Season};
use super::state::{Phase, State, Supply};
use crate::engine::{Events, Seat};

/// Whether `goods` can show every piece of `needs`, taking them from `goods` if so; a finished
/// good may stand in for its raw material. Taking raw materials before finished goods makes the
/// order of the fairs shown irrelevant: a set of fairs can be shown one after another exactly
/// when it can be shown together.
fn show(goods: &mut Supply, needs: &[Good]) -> bool {
    let mut trial = goods.clone();
    for &need in needs {
        let ok = trial.take(need, 1) == 1
            || matches!(need, Good::Raw(r) if trial.take(Good::Finished(r.finished()), 1) == 1);
        if !ok {
            return false;
        }
    }
    *goods = trial;
    true
}

/// The dealt fair's slot for `season` (spring, summer, autumn; none in winter).
fn slot(season: Season) -> Option<usize> {
    [Season::Spring, Season::Summer, Season::Autumn].iter().position(|&s| s == season)
}

/// The side a winter fair shows at the end of `season`, and whether it is the gem side: none in
/// spring (choice 7), the gem side at the end of summer and winter, the other in autumn.
fn winter_side(fair: u8, season: Season) -> Option<(&'static FairSide, bool)> {
    let data = &FAIRS[usize::from(fair)];
    match season {
        Season::Spring => None,
        Season::Autumn => Some((&data.front, false)),
        Season::Summer | Season::Winter => Some((data.back.as_ref().expect("winter fairs have two sides"), true)),
    }
}

impl State {
    /// The goods of `seat` not yet shown on a fair held this season.
    fn unshown(&self, seat: Seat) -> Supply {
        let p = &self.players[seat];
        let mut goods = p.goods.clone();
        for &(fair, _, gem_side) in p.held.iter().filter(|h| h.1 == self.season) {
            let data = &FAIRS[usize::from(fair)];
            let side = if gem_side { data.back.as_ref().expect("a gem side") } else { &data.front };
            let shown = show(&mut goods, side.needs);
            debug_assert!(shown, "held fairs were shown");
        }
        goods
    }

    /// The fairs `seat` may hold now with the goods not yet shown this season, with the side
    /// each shows: the season's dealt fair first, then the winter fairs in the order taken.
    fn holdable(&self, seat: Seat) -> Vec<(u8, bool)> {
        let p = &self.players[seat];
        let goods = self.unshown(seat);
        let fits = |side: &FairSide| show(&mut goods.clone(), side.needs);
        let dealt = slot(self.season).and_then(|s| p.fairs[s]).filter(|&f| fits(&FAIRS[usize::from(f)].front));
        let winter = p.winter_fairs.iter().filter_map(|&f| {
            let (side, gem_side) = winter_side(f, self.season)?;
            fits(side).then_some((f, gem_side))
        });
        dealt.map(|f| (f, false)).into_iter().chain(winter).collect()
    }

    /// Whether `seat` could hold one of its winter fairs now.
    fn winter_fair_holdable(&self, seat: Seat) -> bool {
        let dealt = slot(self.season).and_then(|s| self.players[seat].fairs[s]);
        self.holdable(seat).iter().any(|&(f, _)| Some(f) != dealt)
    }

    /// Holds `fair` (the season's dealt one or a winter fair beside the board) for `seat`.
    fn hold(&mut self, seat: Seat, fair: u8, gem_side: bool, events: &mut Events<Event>) {
        let season = self.season;
        let p = &mut self.players[seat];
        match slot(season).filter(|&s| p.fairs[s] == Some(fair)) {
            Some(s) => p.fairs[s] = None,
            None => p.winter_fairs.retain(|&f| f != fair),
        }
        p.held.push((fair, season, gem_side));
        events.push(Event::FairHeld { seat, fair });
    }

    /// The dealt fair of the season not held goes back to the box.
    fn box_dealt_fair(&mut self, seat: Seat) {
        if let Some(s) = slot(self.season) {
            self.players[seat].fairs[s] = None;
        }
    }

    /// Up to data version 2: holds every fair `seat` can show, the dealt fair first, then the
    /// winter fairs in the order taken, each piece on one fair.
    pub(super) fn hold_every_fair(&mut self, seat: Seat, events: &mut Events<Event>) {
        for (fair, gem_side) in self.holdable(seat) {
            if self.holdable(seat).contains(&(fair, gem_side)) {
                self.hold(seat, fair, gem_side, events);
            }
        }
        self.box_dealt_fair(seat);
    }

    /// From data version 3: holds at once the dealt fair of every player who could hold no
    /// winter fair now (when it can be shown), and returns the others, who decide, in turn
    /// order from the start player.
    pub(super) fn fairs_to_decide(&mut self, events: &mut Events<Event>) -> Vec<Seat> {
        let mut deciders = Vec::new();
        let mut seat = self.start;
        for _ in 0..self.players.len() {
            if self.winter_fair_holdable(seat) {
                deciders.push(seat);
            } else {
                self.hold_every_fair(seat, events);
            }
            seat = self.next_seat(seat);
        }
        deciders
    }

    /// The decisions of the seat deciding on its fairs: one per fair it may still hold, and
    /// stopping.
    pub(super) fn fair_actions(&self, seat: Seat) -> Vec<Action> {
        let holds = self.holdable(seat).into_iter().map(|(fair, _)| Action::HoldFair { fair });
        holds.chain([Action::HoldNoMoreFairs]).collect()
    }

    /// Carries out a fair decision. The player stops, or holds a fair and goes on while a winter
    /// fair can still be held or the dealt fair is still in hand (whether that one can still be
    /// shown is not told: it is hidden from the others); then the dealt fair not held goes back
    /// to the box and the next player decides (or the season's end goes on).
    pub(super) fn fair_step(&mut self, seat: Seat, action: &Action, events: &mut Events<Event>) {
        match *action {
            Action::HoldFair { fair } => {
                let (_, gem_side) = *self.holdable(seat).iter().find(|h| h.0 == fair).expect("checked by legal");
                self.hold(seat, fair, gem_side, events);
                let dealt_in_hand = slot(self.season).is_some_and(|s| self.players[seat].fairs[s].is_some());
                if dealt_in_hand || !self.holdable(seat).is_empty() {
                    return;
                }
            }
            Action::HoldNoMoreFairs => events.push(Event::NoMoreFairs { seat }),
            _ => unreachable!("checked by legal"),
        }
        self.box_dealt_fair(seat);
        let Phase::Fairs(queue) = &mut self.phase else { unreachable!("deciding on fairs") };
        queue.remove(0);
        if queue.is_empty() {
            self.close_season(events);
        }
    }
}
