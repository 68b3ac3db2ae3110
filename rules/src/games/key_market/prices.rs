//! What moving, hiring, producing, selling, buying, taking gold, wages and guild deeds cost or
//! bring, read off the public table (guild tiles, workers, land, weather, market and supply).
//! The rules charge and pay with these figures and the list of choices quotes them, from a full
//! state or a seat's view alike, so the two cannot disagree.

use super::board::{Land, UNREACHABLE};
use super::data::{Good, Goods, Level, Shape};
use super::guilds::{holds, member_of, no};
use super::market::price;
use super::state::{Deed, GuildTile, State, Worker, thieves_rank_by_price};
use super::view::View;
use crate::engine::{DataVersion, Seat, sort};

/// The public part of a position that prices and yields depend on.
pub struct Prices<'a> {
    guilds: &'a [GuildTile],
    workers: &'a [Worker],
    land: &'a Land,
    market: &'a Goods,
    supply: &'a Goods,
    /// The season's markers (circle, square); none in winter.
    weather: Option<(Good, Good)>,
    data: DataVersion,
}

impl State {
    /// The prices, read off the table.
    pub fn prices(&self) -> Prices<'_> {
        let kind = usize::from(self.season % 4);
        Prices {
            guilds: &self.guilds,
            workers: &self.workers,
            land: &self.land,
            market: &self.market,
            supply: &self.supply,
            weather: (kind > 0).then(|| self.markers[usize::from(self.season / 4)][kind - 1]),
            data: self.config.data,
        }
    }
}

impl View {
    /// The prices, read off the table, as this seat sees it (all of it is public: the season's
    /// markers lie face up while it lasts).
    pub fn prices(&self) -> Prices<'_> {
        let weather = self.markers.iter().find(|m| m.0 == self.season).map(|&(_, circle, square)| (circle, square));
        Prices {
            guilds: &self.guilds,
            workers: &self.workers,
            land: &self.land,
            market: &self.market,
            supply: &self.supply,
            weather,
            data: self.data,
        }
    }
}

/// What producing brings a player: goods from the supply, gold (for goods the supply lacks and
/// from skills) and the resource the Thieves' craftsman takes from the market.
pub struct Yield {
    /// Goods from the supply.
    pub goods: Goods,
    /// Gold from the reserve.
    pub gold: u32,
    /// The resource taken from the market board.
    pub stolen: Option<Good>,
}

impl Prices<'_> {
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

    /// What a field yields: its good (luxury for a village) and the season's base production,
    /// after the weather: squares 2, circles 1, villages 1; a square marker's good yields
    /// nothing on squares, a circle marker's good 3 on circles; nothing in winter.
    pub fn base(&self, field: u8) -> (Good, u32) {
        let f = &self.land.fields[usize::from(field)];
        let good = f.good.unwrap_or(Good::Luxury);
        let amount = match (self.weather, f.shape) {
            (None, _) => 0,
            (Some((_, square)), Shape::Square) if square == good => 0,
            (Some(_), Shape::Square) => 2,
            (Some((circle, _)), Shape::Circle) if circle == good => 3,
            (Some((_, square)), Shape::Circle) if square == good && good == Good::Luxury => 0,
            (Some(_), Shape::Circle) => 1,
        };
        (good, amount)
    }

    /// The column of the seat's member in a guild.
    pub fn column(&self, seat: Seat, guild: u8) -> Option<Good> {
        member_of(self.guilds, seat, guild).and_then(|m| m.1)
    }

    /// The cheapest resource on the market board, the topmost on a tie (Thieves' craftsman).
    /// Records of data version 1 rank by the goods on a row instead
    /// ([`Config::thieves_rank_by_price`](super::Config::thieves_rank_by_price)).
    pub fn cheapest(&self) -> Option<Good> {
        let by_price = thieves_rank_by_price(self.data);
        let cost = |count: u8| if by_price { price(count) as i32 } else { 6 - i32::from(count) };
        Good::RESOURCES
            .into_iter()
            .filter(|g| self.market[g.index()] > 0)
            .min_by_key(|g| (cost(self.market[g.index()]), g.index()))
    }

    /// What producing brings the seat: each worker's field its base production, +1 on the
    /// Woolmen craftsman's circles and the Agriculture master's column, +2 for the Key worker
    /// with the Key Workers' master; 1 gold per good the supply lacks; 1 gold (Thieves'
    /// apprentice), 3 gold (Bankers' craftsman); the cheapest resource (Thieves' craftsman).
    pub fn production(&self, seat: Seat) -> Yield {
        let bonus_column = |guild, level| self.has(seat, guild, level).then(|| self.column(seat, guild)).flatten();
        let woolmen = bonus_column(no::WOOLMEN, Level::Craftsman);
        let farming = bonus_column(no::AGRICULTURE, Level::Master);
        let key_master = self.has(seat, no::KEY_WORKERS, Level::Master);
        let mut want = [0u32; 6];
        for w in self.workers.iter().filter(|w| w.seat == seat) {
            let (good, mut amount) = self.base(w.field);
            let shape = self.land.fields[usize::from(w.field)].shape;
            amount += u32::from(woolmen == Some(good) && shape == Shape::Circle);
            amount += u32::from(farming == Some(good));
            amount += if w.key && key_master { 2 } else { 0 };
            want[good.index()] += amount;
        }
        let goods: Goods = std::array::from_fn(|i| want[i].min(u32::from(self.supply[i])) as u8);
        let short: u32 = (0..6).map(|i| want[i] - u32::from(goods[i])).sum();
        let skills = u32::from(self.has(seat, no::THIEVES, Level::Apprentice))
            + if self.has(seat, no::BANKERS, Level::Craftsman) { 3 } else { 0 };
        let stolen = self.has(seat, no::THIEVES, Level::Craftsman).then(|| self.cheapest()).flatten();
        Yield { goods, gold: short + skills, stolen }
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
