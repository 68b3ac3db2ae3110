//! The actions of processing, trade and river fields (rulebook, notes 3 and 6 to the board
//! table): the active player and a follower use their actions one at a time in turn from data
//! version 2 (each seat all of its actions, the active player first, in version 1).
//! Processing turns one raw material of the field's type into its finished good; a trade gives
//! one piece for two of its class (a finished good may be given as its raw material; wheat is
//! not traded); a ship's action takes one of its two goods from the supply or ships one for 2
//! shipping points (from data version 2 a finished good may be shipped as the raw material the
//! ship shows), never both for one type in a turn. Builds and upgrades are in `build`.

use super::Event;
use super::actions::Action;
use super::data::{Field, Finished, Good, Raw, SHIPPING_POINTS, SHIPS, Tile};
use super::state::{Phase, Spot, State, Work};
use crate::engine::{Events, Seat};

/// The raw materials and the finished goods, each as one class of trade.
fn class(field: Field) -> [Good; 3] {
    match field {
        Field::TradeFinished => Finished::ALL.map(Good::Finished),
        _ => Raw::ALL.map(Good::Raw),
    }
}

/// The good of the ship `shown` that `piece` is shipped as: itself, or the raw material a
/// finished good stands in for.
fn shipped_as(shown: [Good; 2], piece: Good) -> Good {
    match piece {
        Good::Finished(f) if !shown.contains(&piece) => Good::Raw(f.raw()),
        _ => piece,
    }
}

impl State {
    /// The goods on the ship of `work`'s river field, by the season's side.
    fn ship_goods(&self, work: &Work) -> [Good; 2] {
        let Spot::Field { board, .. } = work.spot else { unreachable!("a river is a field") };
        let ship = self.boards[usize::from(board)].river.0.expect("a ship lies on a worked river");
        let side = usize::from(!matches!(self.season, super::data::Season::Spring | super::data::Season::Autumn));
        SHIPS[usize::from(ship)][side].goods
    }

    /// The bonuses of using a ship: the upgraded Merchant adds an action, the Seafarer 1 shipping
    /// point (2 upgraded) once per use, however many keyples work.
    pub fn ship_bonuses(&mut self, queue: &mut [(Seat, u8)], events: &mut Events<Event>) {
        for (seat, actions) in queue.iter_mut() {
            let p = &mut self.players[*seat];
            if p.top(Tile::Merchant) == Some(true) {
                *actions += 1;
            }
            if let Some(upgraded) = p.top(Tile::Seafarer) {
                let points = seafarer_points(upgraded);
                p.shipping += u32::from(points);
                events.push(Event::SeafarerPoints { seat: *seat, points });
            }
        }
    }

    /// Every use of one action on `work`'s field for `seat`, and `Done`.
    pub fn work_actions(&self, seat: Seat, work: &Work) -> Vec<Action> {
        let goods = &self.players[seat].goods;
        let mut out = Vec::new();
        let Some(field) = self.field(work.spot) else {
            out.extend(self.tile_actions(seat, work));
            out.push(Action::Done);
            return out;
        };
        match field {
            Field::Process(raw) => {
                if goods.count(Good::Raw(raw)) > 0 && self.supply.count(Good::Finished(raw.finished())) > 0 {
                    out.push(Action::Process);
                }
            }
            field @ (Field::TradeRaw | Field::TradeFinished) => {
                let kinds = class(field);
                let mut gives: Vec<Good> = kinds.iter().copied().filter(|&g| goods.count(g) > 0).collect();
                if field == Field::TradeRaw {
                    let as_raw = Finished::ALL.into_iter().filter(|&f| goods.count(Good::Finished(f)) > 0);
                    gives.extend(as_raw.map(Good::Finished));
                }
                for give in gives {
                    for (i, &a) in kinds.iter().enumerate() {
                        for &b in &kinds[i..] {
                            let enough = if a == b {
                                self.supply.count(a) >= 2
                            } else {
                                self.supply.count(a) > 0 && self.supply.count(b) > 0
                            };
                            if enough {
                                out.push(Action::Trade { give, get: [a, b] });
                            }
                        }
                    }
                }
            }
            Field::River => {
                let shown = self.ship_goods(work);
                for good in shown {
                    if !work.shipped.contains(&good) && self.supply.count(good) > 0 {
                        out.push(Action::ShipGain { good });
                    }
                    if work.gained.contains(&good) {
                        continue;
                    }
                    // The piece shipped: the good shown, or from data version 2 the finished
                    // good of a raw material shown (unless the ship shows that one too).
                    let mut pieces = vec![good];
                    if let Good::Raw(r) = good
                        && self.config.finished_good_serves_as_raw()
                        && !shown.contains(&Good::Finished(r.finished()))
                    {
                        pieces.push(Good::Finished(r.finished()));
                    }
                    out.extend(pieces.into_iter().filter(|&g| goods.count(g) > 0).map(|good| Action::ShipOut { good }));
                }
            }
            Field::Build | Field::DiscountBuild | Field::Upgrade => out.extend(self.build_actions(seat, work)),
            _ => unreachable!("only processing, trade, river, build and upgrade fields are worked here"),
        }
        out.push(Action::Done);
        out
    }

    /// Carries out one action of a worked field, then moves on to the next seat or ends the turn.
    pub fn use_work(&mut self, seat: Seat, action: &Action, events: &mut Events<Event>) {
        let Phase::Work(mut work) = std::mem::replace(&mut self.phase, Phase::Turn) else {
            unreachable!("checked by legal")
        };
        let field = self.field(work.spot);
        let goods = &mut self.players[seat].goods;
        match *action {
            Action::Process => {
                let Some(Field::Process(raw)) = field else { unreachable!("a processing field") };
                goods.give(&mut self.supply, Good::Raw(raw), 1);
                self.supply.give(goods, Good::Finished(raw.finished()), 1);
                events.push_with(|| Event::Converted {
                    seat,
                    give: vec![Good::Raw(raw)],
                    get: vec![Good::Finished(raw.finished())],
                });
            }
            Action::Trade { give, get } => {
                goods.give(&mut self.supply, give, 1);
                get.iter().for_each(|&g| {
                    self.supply.give(goods, g, 1);
                });
                events.push_with(|| Event::Converted { seat, give: vec![give], get: get.to_vec() });
            }
            Action::ShipGain { good } => {
                self.supply.give(goods, good, 1);
                work.gained.push(good);
                events.push(Event::Gained { seat, good, count: 1, short: 0 });
            }
            Action::ShipOut { good } => {
                goods.give(&mut self.supply, good, 1);
                work.shipped.push(shipped_as(self.ship_goods(&work), good));
                let agent = self.players[seat]
                    .top(Tile::ShippingAgent)
                    .map_or(0, |upgraded| agent_points(upgraded, work.shipped.len()));
                let points = SHIPPING_POINTS + agent;
                self.players[seat].shipping += u32::from(points);
                events.push(Event::Shipped { seat, good, points });
            }
            Action::Done => work.queue[0].1 = 1,
            Action::Build { .. } | Action::Upgrade { .. } => return self.start_build(seat, action, work, events),
            Action::Convert { ref give, ref get } => self.convert(seat, give, get, events),
            _ => unreachable!("a work action"),
        }
        self.next_work(work, events);
    }

    /// Counts one action of the seat at the front of `work` used; moves on to the other seat
    /// (taking turns from data version 2, else once the first is done), or ends the turn.
    pub fn next_work(&mut self, mut work: Work, events: &mut Events<Event>) {
        work.queue[0].1 -= 1;
        if work.queue[0].1 == 0 {
            work.queue.remove(0);
            (work.gained, work.shipped) = std::mem::take(&mut work.waiting);
        } else if work.queue.len() > 1 && self.config.shortages_shared_alternately() {
            work.queue.rotate_left(1);
            let acted = (std::mem::take(&mut work.gained), std::mem::take(&mut work.shipped));
            (work.gained, work.shipped) = std::mem::replace(&mut work.waiting, acted);
        }
        if work.queue.is_empty() {
            self.end_turn(events);
        } else {
            self.phase = Phase::Work(work);
        }
    }
}

/// The Seafarer's shipping points each time its owner uses a ship: 1, upgraded 2.
pub fn seafarer_points(upgraded: bool) -> u8 {
    1 + u8::from(upgraded)
}

/// The Shipping agent's extra shipping points for the `nth` good shipped in a turn (from 1): 1
/// for the second, upgraded 1 for each.
pub fn agent_points(upgraded: bool, nth: usize) -> u8 {
    if upgraded { 1 } else { u8::from(nth == 2) }
}
