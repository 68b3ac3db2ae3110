//! Carrying out the decisions of a turn: the keyper and the keyp tile, a keyple played with
//! the invitation of followers, keyples laid down, the work of a field (goods taken in turn from
//! the limited supply, landscape tiles picked 1st and 4th by the active player, 2nd and 3rd by
//! the follower), and the display's refill.

use super::Event;
use super::actions::{Action, output};
use super::data::{DISPLAY, Field, Good, Season};
use super::state::{Landscape, Phase, Placed, RIVER, Spot, State, Work};
use crate::engine::{Events, Seat};

impl State {
    /// The seat after `seat`, clockwise.
    pub fn next_seat(&self, seat: Seat) -> Seat {
        Seat(((seat.index() + 1) % self.players.len()) as u8)
    }

    /// Carries out a legal `action` of `seat`.
    pub(crate) fn play(&mut self, seat: Seat, action: &Action, events: &mut Events<Event>) {
        match *action {
            Action::PlayKeyper { board } => {
                let p = &mut self.players[seat];
                p.keyper_home = false;
                self.boards[usize::from(board)].keyper = Some(seat);
                self.last_from_keyp = seat;
                events.push(Event::KeyperPlayed { seat, board });
                let resting = self.players[seat].keyp_tile;
                if resting.total() > 0 {
                    self.phase = Phase::KeypTile(resting);
                } else {
                    self.end_turn(events);
                }
            }
            Action::KeypGood { colour, good } => {
                if let Some(good) = good {
                    self.grant(&[(seat, good, 1)], events);
                }
                let Phase::KeypTile(resting) = &mut self.phase else { unreachable!("checked by legal") };
                resting.remove(colour);
                if resting.total() == 0 {
                    self.end_turn(events);
                }
            }
            Action::PlayKeyple { colour, spot, lay_existing } => {
                self.players[seat].keyp_area.remove(colour);
                self.last_from_keyp = seat;
                let here = self.spot_mut(spot);
                let empty = here.is_empty();
                if lay_existing {
                    here[0].down = true;
                }
                here.push(Placed { colour, down: false });
                events.push(Event::KeyplePlayed { seat, colour, spot, lay_existing });
                if empty && matches!(spot, Spot::Field { field: RIVER, .. }) {
                    self.phase = Phase::ChooseShip(spot);
                } else if empty {
                    self.invite_from(seat, spot, events);
                } else {
                    let count = output(lay_existing, self.matched(spot));
                    self.work(spot, &[(seat, count)], events);
                }
            }
            Action::Follow { colour } => {
                let Phase::Invite { spot, .. } = self.phase else { unreachable!("checked by legal") };
                self.players[seat].keyp_area.remove(colour);
                self.spot_mut(spot).push(Placed { colour, down: false });
                events.push(Event::Followed { seat, colour, spot });
                let count = output(true, self.matched(spot));
                self.work(spot, &[(self.active, count), (seat, count)], events);
            }
            Action::Decline => {
                let Phase::Invite { spot, .. } = self.phase else { unreachable!("checked by legal") };
                events.push(Event::Declined { seat });
                self.invite_from(seat, spot, events);
            }
            Action::LayDown { spot, both } => {
                let here = self.spot_mut(spot);
                for k in here.iter_mut().filter(|k| !k.down).take(if both { 2 } else { 1 }) {
                    k.down = true;
                }
                events.push(Event::LaidDown { seat, spot, keyples: 1 + u8::from(both) });
                let count = output(both, self.matched(spot));
                self.work(spot, &[(seat, count)], events);
            }
            Action::Pass => {
                events.push(Event::Passed { seat });
                self.end_turn(events);
            }
            Action::Pick { index } => {
                let tile = self.display.remove(usize::from(index));
                match tile {
                    Landscape::Building(t) => self.players[seat].unbuilt.push(t),
                    Landscape::Fair(f) => self.players[seat].winter_fairs.push(f),
                }
                events.push(Event::Picked { seat, tile });
                self.next_pick(events);
            }
            Action::SkipPick => self.next_pick(events),
            Action::Build { tile, plot } => match self.phase {
                Phase::BuildHere(colour) => self.build_here(seat, colour, tile, plot, events),
                _ => self.use_work(seat, action, events),
            },
            Action::ChooseShip { ship } => {
                let Phase::ChooseShip(spot @ Spot::Field { board, .. }) = self.phase else {
                    unreachable!("checked by legal")
                };
                self.boards[usize::from(board)].river.0 = Some(ship);
                events.push(Event::ShipLaid { ship, board });
                self.invite_from(seat, spot, events);
            }
            Action::Process
            | Action::Trade { .. }
            | Action::ShipGain { .. }
            | Action::ShipOut { .. }
            | Action::Upgrade { .. }
            | Action::Convert { .. }
            | Action::Done => self.use_work(seat, action, events),
            Action::Pay { good } => self.pay(seat, good, events),
            Action::BuildHere { colour } => self.phase = Phase::BuildHere(colour),
            Action::Refold { .. } | Action::Rest { .. } => self.season_step(seat, action, events),
            Action::HoldFair { .. } | Action::HoldNoMoreFairs => self.fair_step(seat, action, events),
        }
    }

    fn spot_mut(&mut self, spot: Spot) -> &mut Vec<Placed> {
        match spot {
            Spot::Field { board, field: RIVER } => &mut self.boards[usize::from(board)].river.1,
            Spot::Field { board, field } => &mut self.boards[usize::from(board)].fields[usize::from(field)],
            Spot::Plot { seat, plot } => {
                &mut self.players[seat].plot_mut(plot).as_mut().expect("keyples go on buildings").keyples
            }
        }
    }

    /// Whether the keyples on `spot` work on a frame of their colour.
    fn matched(&self, spot: Spot) -> bool {
        self.field(spot).and_then(Field::frame) == Some(self.lead_at(spot))
    }

    /// Asks the next seat after `after` (clockwise, never the active player) that has a keyple
    /// fit to follow; a seat without one is passed over. With nobody left, the active player's
    /// keyple works alone.
    fn invite_from(&mut self, after: Seat, spot: Spot, events: &mut Events<Event>) {
        let lead = self.lead_at(spot);
        let mut seat = self.next_seat(after);
        while seat != self.active {
            let home = &self.players[seat].keyp_area;
            if home.colours().any(|c| c == lead || c == super::data::Colour::White) {
                self.phase = Phase::Invite { spot, asked: seat };
                return;
            }
            seat = self.next_seat(seat);
        }
        self.phase = Phase::Turn;
        let count = output(false, self.matched(spot));
        self.work(spot, &[(self.active, count)], events);
    }

    /// The work of a field for each seat with its count of goods or actions.
    fn work(&mut self, spot: Spot, counts: &[(Seat, u8)], events: &mut Events<Event>) {
        let Some(field) = self.field(spot) else {
            // A building: its actions are used like a worked field's.
            self.phase = Phase::Work(Work::new(spot, counts.to_vec()));
            return;
        };
        let good = match field {
            Field::Raw(r) => Good::Raw(r),
            Field::Animal(a) => Good::Animal(a),
            Field::Wheat => Good::Wheat,
            Field::Gem(g) => Good::Gem(g),
            Field::CountryTile => {
                // Active 1st and 4th, the follower 2nd and 3rd (rulebook, table note 2).
                let mut queue: Vec<Seat> = Vec::new();
                let (active, n) = counts[0];
                match counts.get(1) {
                    Some(&(follower, m)) => {
                        queue.extend([active, follower, follower, active]);
                        queue.extend(std::iter::repeat_n(active, usize::from(n.saturating_sub(2))));
                        queue.extend(std::iter::repeat_n(follower, usize::from(m.saturating_sub(2))));
                    }
                    None => queue.extend(std::iter::repeat_n(active, usize::from(n))),
                }
                self.phase = Phase::Picks(queue);
                return self.next_pick_or_skip(events);
            }
            Field::Process(_)
            | Field::TradeRaw
            | Field::TradeFinished
            | Field::River
            | Field::Build
            | Field::DiscountBuild
            | Field::Upgrade => {
                let mut queue = counts.to_vec();
                if field == Field::River {
                    self.ship_bonuses(&mut queue, events);
                }
                self.phase = Phase::Work(Work::new(spot, queue));
                return;
            }
        };
        let grants: Vec<(Seat, Good, u8)> = counts.iter().map(|&(s, n)| (s, good, n)).collect();
        self.grant(&grants, events);
        self.end_turn(events);
    }

    /// Gives goods from the supply; when it runs short, the seats take one at a time in turn,
    /// the first listed (the active player) first (rulebook: limited supplies).
    pub fn grant(&mut self, grants: &[(Seat, Good, u8)], events: &mut Events<Event>) {
        let mut got = vec![0u8; grants.len()];
        let most = grants.iter().map(|g| g.2).max().unwrap_or(0);
        for round in 0..most {
            for (i, &(seat, good, n)) in grants.iter().enumerate() {
                if round < n && self.supply.give(&mut self.players[seat].goods, good, 1) == 1 {
                    got[i] += 1;
                }
            }
        }
        for (&(seat, good, wanted), got) in grants.iter().zip(got) {
            events.push(Event::Gained { seat, good, count: got, short: wanted - got });
        }
    }

    /// Moves on to the next pick, skipping picks once the display is empty.
    fn next_pick_or_skip(&mut self, events: &mut Events<Event>) {
        let Phase::Picks(queue) = &mut self.phase else { unreachable!("in the picks") };
        if self.display.is_empty() {
            queue.clear();
        }
        if queue.is_empty() {
            self.phase = Phase::Turn;
            self.end_turn(events);
        }
    }

    fn next_pick(&mut self, events: &mut Events<Event>) {
        let Phase::Picks(queue) = &mut self.phase else { unreachable!("in the picks") };
        queue.remove(0);
        self.next_pick_or_skip(events);
    }

    /// Ends the active player's turn: the season's end when its last lay-down round is over,
    /// else the display is refilled and the next seat (or the next in the last round) plays.
    pub fn end_turn(&mut self, events: &mut Events<Event>) {
        self.phase = Phase::Turn;
        let seats: Vec<Seat> = Seat::all(self.players.len()).collect();
        if let Some(round) = &mut self.final_round {
            round.retain(|&s| s != self.active);
            match round.first() {
                Some(&next) => self.active = next,
                None => return self.end_season(events),
            }
        } else if seats.iter().all(|&s| self.done_playing(s)) {
            // The last keyper or keyple is out: everyone else has one last lay-down turn.
            let mut round = Vec::new();
            let mut s = self.next_seat(self.active);
            while s != self.active {
                round.push(s);
                s = self.next_seat(s);
            }
            events.push(Event::LastRound);
            self.active = round[0];
            self.final_round = Some(round);
        } else {
            self.active = self.next_seat(self.active);
        }
        self.refill(events);
    }

    /// Fills the display up to 8 from the bag; an empty bag takes, in spring, the tiles set
    /// aside, later the discards.
    pub fn refill(&mut self, events: &mut Events<Event>) {
        while self.display.len() < DISPLAY {
            if self.bag.is_empty() {
                let refill = if self.season == Season::Spring { &mut self.set_aside } else { &mut self.discards };
                if refill.is_empty() {
                    return;
                }
                self.bag.append(refill);
                self.rng.shuffle(&mut self.bag);
                events.push(Event::BagRefilled { tiles: self.bag.len() as u8 });
            }
            let tile = self.bag.pop().expect("the bag was just refilled");
            self.display.push(tile);
        }
    }
}
