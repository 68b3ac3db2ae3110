//! The last move on the board: which fields, market rows, guild tiles and country board the
//! move that led to the position touched, read from its events as the viewer may know them
//! ([`LastMove`]). The board marks these places (and the mover's area) until the next move,
//! and says the move in words for screen readers.

use super::text::Words;
use crate::engine::Seat;
use crate::games::key_market::Event;
use crate::games::key_market::data::Good;
use crate::games::key_market::state::{Deed, WorkerFrom};
use crate::games::key_market::{KeyMarket, Land};
use crate::i18n::{Describe, Lang, Text, t, with_names};
use crate::ui::table::LastMove;

/// The places one move touched.
#[derive(Debug, Default, PartialEq)]
pub struct Trace {
    /// Who moved.
    pub seat: Option<Seat>,
    /// Fields the move touched (a worker left, arrived or was removed there).
    pub fields: Vec<u8>,
    /// Fields a worker arrived on.
    pub arrived: Vec<u8>,
    /// Market rows sold into, bought from or cleared.
    pub rows: Vec<Good>,
    /// Guild tiles joined, climbed, left or used.
    pub guilds: Vec<u8>,
    /// The country board placed, by its place in the land.
    pub board: Option<u8>,
    /// What happened, in words.
    said: Vec<Text>,
}

impl Trace {
    /// The places `last` touched in `land` (the land after the move).
    pub fn new(last: Option<&LastMove<KeyMarket>>, land: &Land) -> Self {
        let Some(last) = last else { return Trace::default() };
        let mut trace = Trace { seat: Some(last.seat), ..Trace::default() };
        for event in &last.events {
            trace.add(event, land);
            trace.said.push(event.describe());
        }
        trace
    }

    fn add(&mut self, event: &Event, land: &Land) {
        match event {
            Event::BoardPlaced { .. } => self.board = land.boards.len().checked_sub(1).map(|b| b as u8),
            Event::FirstWorker { field, .. } | Event::Hired { field, .. } => self.arrive(*field),
            Event::Moved { from, to, .. } => {
                self.field(*from);
                self.arrive(*to);
            }
            Event::Dismissed { field, .. } => self.field(*field),
            Event::SkillGain { guild, .. } => self.guild(*guild),
            Event::Deed { deed, .. } => match deed {
                Deed::Sponsor { guild, worker, .. } => {
                    self.worker(worker);
                    self.guild(*guild);
                }
                Deed::Promote { guild, .. } => self.guild(*guild),
                Deed::Retire { worker } => self.worker(worker),
            },
            Event::Sold { goods, .. } | Event::Bought { goods, .. } => goods.iter().for_each(|&g| self.row(g)),
            Event::PricesAdjusted { removed } => {
                Good::ALL.iter().filter(|g| removed[g.index()] > 0).for_each(|&g| self.row(g))
            }
            _ => {}
        }
    }

    fn worker(&mut self, worker: &WorkerFrom) {
        match worker {
            WorkerFrom::Field(f) => self.field(*f),
            WorkerFrom::Guild(g) => self.guild(*g),
            WorkerFrom::Idle | WorkerFrom::IdleKey => {}
        }
    }

    fn field(&mut self, field: u8) {
        if !self.fields.contains(&field) {
            self.fields.push(field);
        }
    }

    fn arrive(&mut self, field: u8) {
        self.field(field);
        self.arrived.push(field);
    }

    fn row(&mut self, good: Good) {
        if !self.rows.contains(&good) {
            self.rows.push(good);
        }
    }

    fn guild(&mut self, guild: u8) {
        if !self.guilds.contains(&guild) {
            self.guilds.push(guild);
        }
    }

    /// The move in words, with the players' names (empty when there was none).
    pub fn said(&self, lang: Lang, names: &[String]) -> String {
        match (self.seat, self.said.is_empty()) {
            (None, _) => String::new(),
            (Some(seat), true) => format!("{} {}", names[seat.index()], t(lang, Words::NothingSeen)),
            (Some(_), false) => {
                self.said.iter().map(|text| with_names(text.get(lang), lang, names)).collect::<Vec<_>>().join(" ")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::key_market::data::Goods;

    fn trace(events: Vec<Event>) -> Trace {
        Trace::new(Some(&LastMove { seat: Seat(1), events }), &Land::default())
    }

    #[test]
    fn a_move_marks_both_fields_and_the_worker_where_it_arrived() {
        let moved = trace(vec![Event::Moved { seat: Seat(1), from: 3, to: 7, cost: 2 }]);
        assert_eq!((moved.seat, moved.fields.clone(), moved.arrived.clone()), (Some(Seat(1)), vec![3, 7], vec![7]));
        let names = ["Ann".to_string(), "Bo".to_string()];
        assert_eq!(moved.said(Lang::En, &names), "Bo moves a worker from field 3 to field 7 for 2 gold.");
    }

    #[test]
    fn a_sale_marks_its_row_a_deed_its_guild_and_the_worker_it_took() {
        let sold = trace(vec![Event::Sold { seat: Seat(1), goods: vec![Good::Fruit, Good::Fruit], gold: 9 }]);
        assert_eq!(sold.rows, vec![Good::Fruit]);
        let deed = Deed::Sponsor { guild: 4, column: None, worker: WorkerFrom::Field(5) };
        let sponsored = trace(vec![Event::Deed { seat: Seat(1), deed }]);
        assert_eq!((sponsored.guilds, sponsored.fields), (vec![4], vec![5]));
        let mut removed: Goods = [0; 6];
        removed[Good::Fish.index()] = 2;
        assert_eq!(trace(vec![Event::PricesAdjusted { removed }]).rows, vec![Good::Fish]);
    }

    #[test]
    fn a_move_that_showed_nothing_still_names_its_player() {
        let names = ["Ann".to_string(), "Bo".to_string()];
        assert_eq!(trace(Vec::new()).said(Lang::En, &names), "Bo (nothing to see)");
        assert_eq!(trace(Vec::new()).said(Lang::De, &names), "Bo (nichts zu sehen)");
    }

    #[test]
    fn no_move_marks_nothing() {
        assert_eq!(Trace::new(None, &Land::default()), Trace::default());
        assert_eq!(Trace::default().said(Lang::En, &[]), "");
    }
}
