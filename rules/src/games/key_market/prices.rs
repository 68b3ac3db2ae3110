//! What moving, hiring, selling, buying, taking gold, wages and guild deeds cost or bring,
//! read off the public table (guild tiles, workers, land, market rows). The rules charge
//! with these figures and the list of choices quotes them, from a full state or a seat's view
//! alike, so the two cannot disagree.

use super::board::{Land, UNREACHABLE};
use super::data::{Good, Goods, Level};
use super::guilds::{holds, member_of, no};
use super::market::price;
use super::state::{Deed, GuildTile, State, Worker};
use super::view::View;
use crate::engine::{Seat, sort};

/// The public part of a position that prices depend on.
pub struct Table<'a> {
    guilds: &'a [GuildTile],
    workers: &'a [Worker],
    land: &'a Land,
    market: &'a Goods,
}

impl State {
    /// The table the prices read.
    pub fn table(&self) -> Table<'_> {
        Table { guilds: &self.guilds, workers: &self.workers, land: &self.land, market: &self.market }
    }
}

impl View {
    /// The table the prices read, as this seat sees it (all of it is public).
    pub fn table(&self) -> Table<'_> {
        Table { guilds: &self.guilds, workers: &self.workers, land: &self.land, market: &self.market }
    }
}

impl Table<'_> {
    fn has(&self, seat: Seat, guild: u8, level: Level) -> bool {
        holds(self.guilds, seat, guild, level)
    }

    /// The seat's workers on the country boards.
    pub fn on_boards(&self, seat: Seat) -> u32 {
        self.workers.iter().filter(|w| w.seat == seat).count() as u32
    }

    /// What moving a worker from `from` to `to` costs with `free_moves` left (Wheelwrights'
    /// craftsman): (gold, free moves used); `None` if `to` cannot be reached. 1 gold per field,
    /// 5 more to settle in a village (2 with the Wheelwrights' apprentice).
    pub fn move_cost(&self, seat: Seat, free_moves: u8, from: u8, to: u8) -> Option<(u32, u8)> {
        let steps = *self.land.distances(from).get(usize::from(to))?;
        if steps == UNREACHABLE || steps == 0 {
            return None;
        }
        let free = free_moves.min(steps);
        let settle = match (self.land.is_village(to), self.has(seat, no::WHEELWRIGHTS, Level::Apprentice)) {
            (false, _) => 0,
            (true, true) => 2,
            (true, false) => 5,
        };
        Some((u32::from(steps - free) + settle, free))
    }

    /// The gold a hire costs now: one per worker on the boards (at most 2 with the
    /// Taskmasters' apprentice).
    pub fn hire_cost(&self, seat: Seat) -> u32 {
        let cost = self.on_boards(seat);
        if self.has(seat, no::TASKMASTERS, Level::Apprentice) { cost.min(2) } else { cost }
    }

    /// The gold one item of a sale brings the seat: the row's price, +1 on the first sale of
    /// the day with the Salesmen's apprentice, +1 with the Merchants' master.
    fn sale_price(&self, seat: Seat, first_sale: bool, good: Good) -> u32 {
        price(self.market[good.index()])
            + u32::from(first_sale && self.has(seat, no::SALESMEN, Level::Apprentice))
            + u32::from(self.has(seat, no::MERCHANTS, Level::Master))
    }

    /// The gold a sale of `goods` (one batch, possibly mixed) brings the seat: each item at the
    /// first item's [`sale_price`](Self::sale_price).
    pub fn sale(&self, seat: Seat, first_sale: bool, goods: &[Good]) -> u32 {
        goods.first().map_or(0, |&g| self.sale_price(seat, first_sale, g) * goods.len() as u32)
    }

    /// The gold buying `goods` costs the seat, each at its price before the purchase.
    pub fn purchase(&self, seat: Seat, goods: &[Good]) -> u32 {
        goods.iter().map(|&g| self.buy_price(seat, g)).sum()
    }

    /// The gold one item costs the seat to buy (1 less with the Merchants' apprentice, at least 1).
    fn buy_price(&self, seat: Seat, good: Good) -> u32 {
        let discount = u32::from(self.has(seat, no::MERCHANTS, Level::Apprentice));
        price(self.market[good.index()]).saturating_sub(discount).max(1)
    }

    /// The gold the guild action "take gold" brings: 5 less 1 per worker on the boards, 4 more
    /// with the Marshals' apprentice.
    pub fn gold_taken(&self, seat: Seat) -> u32 {
        let bonus = if self.has(seat, no::MARSHALS, Level::Apprentice) { 4 } else { 0 };
        5u32.saturating_sub(self.on_boards(seat)) + bonus
    }

    /// What the seat's workers on the boards cost at the end of a season: 2 gold each, the Key
    /// worker free with the Key Workers' apprentice, 1 each with the Marshals' craftsman, 1 per
    /// country board with the Marshals' master (the cheapest applies).
    pub fn wages(&self, seat: Seat) -> u32 {
        let key_free = self.has(seat, no::KEY_WORKERS, Level::Apprentice);
        let paid: Vec<u8> =
            self.workers.iter().filter(|w| w.seat == seat && !(w.key && key_free)).map(|w| w.field).collect();
        let mut cost = 2 * paid.len() as u32;
        if self.has(seat, no::MARSHALS, Level::Craftsman) {
            cost = cost.min(paid.len() as u32);
        }
        if self.has(seat, no::MARSHALS, Level::Master) {
            let mut boards: Vec<u8> = paid.iter().map(|&f| self.land.fields[usize::from(f)].board).collect();
            sort::sort(&mut boards);
            boards.dedup();
            cost = cost.min(boards.len() as u32);
        }
        cost
    }

    /// What a guild deed costs the seat: (resources the cost counts, any mix allowed), as
    /// apprentice 2, craftsman 3, master 4, retiring 4, less with the Gamers and mixed with the
    /// Specialists; `None` for promoting where the seat is no member or already master.
    pub fn deed_price(&self, seat: Seat, deed: Deed) -> Option<(u8, bool)> {
        let has = |guild, level| self.has(seat, guild, level);
        match deed {
            Deed::Sponsor { .. } => Some((if has(no::GAMERS, Level::Apprentice) { 1 } else { 2 }, false)),
            Deed::Promote { guild, .. } => {
                let gamers = u8::from(has(no::GAMERS, Level::Craftsman));
                match member_of(self.guilds, seat, guild)?.0.next()? {
                    Level::Craftsman => Some((3 - gamers, has(no::SPECIALISTS, Level::Apprentice))),
                    _ => Some((4 - gamers, has(no::SPECIALISTS, Level::Craftsman))),
                }
            }
            Deed::Retire { .. } => Some((4, has(no::SPECIALISTS, Level::Master))),
        }
    }
}
