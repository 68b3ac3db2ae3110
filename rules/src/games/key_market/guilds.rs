//! Guild membership: who holds which level, the skills that gives, and the three deeds
//! (sponsor an apprentice, promote a member, retire a worker) with their payments.

use super::data::{Good, Goods, Level, guild_data};
use super::refusal::Refusal;
use super::state::{Deed, GuildTile, Member, Pending, Space, State, WorkerFrom};
use crate::engine::Seat;

/// Guild numbers with a skill used in this engine, by name.
pub mod no {
    /// 1 Woolmen and Fishermen.
    pub const WOOLMEN: u8 = 1;
    /// 2 Mercers.
    pub const MERCERS: u8 = 2;
    /// 3 Master Craftsmen.
    pub const MASTER_CRAFTSMEN: u8 = 3;
    /// 4 Key Workers.
    pub const KEY_WORKERS: u8 = 4;
    /// 5 Taskmasters.
    pub const TASKMASTERS: u8 = 5;
    /// 6 Wheelwrights.
    pub const WHEELWRIGHTS: u8 = 6;
    /// 7 Gamers.
    pub const GAMERS: u8 = 7;
    /// 8 Agriculture.
    pub const AGRICULTURE: u8 = 8;
    /// 9 Ploughmen.
    pub const PLOUGHMEN: u8 = 9;
    /// 10 Salesmen.
    pub const SALESMEN: u8 = 10;
    /// 11 Merchants.
    pub const MERCHANTS: u8 = 11;
    /// 12 Marshals.
    pub const MARSHALS: u8 = 12;
    /// 13 Thieves.
    pub const THIEVES: u8 = 13;
    /// 14 Bankers.
    pub const BANKERS: u8 = 14;
    /// 15 Restaurateurs.
    pub const RESTAURATEURS: u8 = 15;
    /// 16 Specialists.
    pub const SPECIALISTS: u8 = 16;
}

/// A new tile with empty spaces.
pub fn new_tile(number: u8) -> GuildTile {
    let data = guild_data(number);
    let row = |level: usize| -> Vec<Space> {
        if data.columns.is_empty() {
            vec![Space { column: None, member: None }; usize::from(data.spaces[level])]
        } else {
            data.columns
                .iter()
                .flat_map(|&c| vec![Space { column: Some(c), member: None }; usize::from(data.spaces[level])])
                .collect()
        }
    };
    GuildTile { number, rows: [row(0), row(1), row(2)] }
}

/// The tile with this number, if in play.
pub fn tile(state: &State, guild: u8) -> Option<&GuildTile> {
    state.guilds.iter().find(|t| t.number == guild)
}

/// Where the seat's member of a guild stands: (level, column, key worker).
pub fn membership(state: &State, seat: Seat, guild: u8) -> Option<(Level, Option<Good>, bool)> {
    member_of(&state.guilds, seat, guild)
}

/// [`membership`] among the guild tiles `guilds` (a state's or a view's).
pub fn member_of(guilds: &[GuildTile], seat: Seat, guild: u8) -> Option<(Level, Option<Good>, bool)> {
    let tile = guilds.iter().find(|t| t.number == guild)?;
    tile.rows.iter().enumerate().find_map(|(level, row)| {
        row.iter()
            .find(|s| s.member.is_some_and(|m| m.seat == seat))
            .map(|s| (Level::ALL[level], s.column, s.member.is_some_and(|m| m.key)))
    })
}

/// True if the seat holds at least `level` in the guild (a member keeps the skills of the
/// levels below; see the module doc).
pub fn has(state: &State, seat: Seat, guild: u8, level: Level) -> bool {
    holds(&state.guilds, seat, guild, level)
}

/// [`has`] among the guild tiles `guilds` (a state's or a view's).
pub fn holds(guilds: &[GuildTile], seat: Seat, guild: u8, level: Level) -> bool {
    member_of(guilds, seat, guild).is_some_and(|(l, _, _)| l >= level)
}

/// The seat's level in a guild.
pub fn level(state: &State, seat: Seat, guild: u8) -> Option<Level> {
    membership(state, seat, guild).map(|(l, _, _)| l)
}

/// Whether a space of this level and column is vacant.
pub fn vacant(tile: &GuildTile, level: Level, column: Option<Good>) -> bool {
    tile.rows[level.index()].iter().any(|s| s.column == column && s.member.is_none())
}

/// The distinct columns of a tile (one `None` for single-column guilds).
pub fn columns(guild: u8) -> Vec<Option<Good>> {
    let data = guild_data(guild);
    if data.columns.is_empty() { vec![None] } else { data.columns.iter().map(|&c| Some(c)).collect() }
}

/// Whether `column` names a column of the guild (`None` for single-column guilds).
pub fn valid_column(guild: u8, column: Option<Good>) -> bool {
    let columns = guild_data(guild).columns;
    match column {
        None => columns.is_empty(),
        Some(c) => columns.contains(&c),
    }
}

/// Whether a worker can be taken from this source (for sponsoring, hiring or retiring).
pub fn has_worker(state: &State, seat: Seat, from: WorkerFrom) -> bool {
    let player = &state.players[seat];
    match from {
        WorkerFrom::Idle => player.idle > 0,
        WorkerFrom::IdleKey => player.key_idle,
        WorkerFrom::Field(f) => state.workers.iter().any(|w| w.seat == seat && w.field == f),
        WorkerFrom::Guild(g) => membership(state, seat, g).is_some(),
    }
}

/// Takes a worker from its source; returns whether it is the Key worker.
pub fn take_worker(state: &mut State, seat: Seat, from: WorkerFrom) -> bool {
    match from {
        WorkerFrom::Idle => {
            state.players[seat].idle -= 1;
            false
        }
        WorkerFrom::IdleKey => {
            state.players[seat].key_idle = false;
            true
        }
        WorkerFrom::Field(f) => {
            let i = state.workers.iter().position(|w| w.seat == seat && w.field == f).expect("checked worker");
            state.workers.remove(i).key
        }
        WorkerFrom::Guild(g) => {
            let tile = state.guilds.iter_mut().find(|t| t.number == g).expect("checked guild");
            let space = tile.rows.iter_mut().flatten().find(|s| s.member.is_some_and(|m| m.seat == seat));
            space.and_then(|s| s.member.take()).expect("checked member").key
        }
    }
}

/// Every source the seat could take a worker from, optionally with unemployed workers.
pub fn worker_sources(state: &State, seat: Seat, idle: bool) -> Vec<WorkerFrom> {
    let mut out = Vec::new();
    if idle {
        out.extend([WorkerFrom::Idle, WorkerFrom::IdleKey]);
    }
    out.extend(state.workers.iter().filter(|w| w.seat == seat).map(|w| WorkerFrom::Field(w.field)));
    out.extend(state.guilds.iter().map(|t| WorkerFrom::Guild(t.number)));
    out.retain(|&f| has_worker(state, seat, f));
    out
}

/// Checks a sponsorship and returns what it costs.
pub fn sponsor_cost(state: &State, seat: Seat, deed: Deed) -> Result<Pending, Refusal> {
    let Deed::Sponsor { guild, column, worker } = deed else { unreachable!("a sponsorship") };
    let tile = tile(state, guild).ok_or(Refusal::GuildNotInPlay { guild })?;
    if membership(state, seat, guild).is_some() || worker == WorkerFrom::Guild(guild) {
        return Err(Refusal::AlreadyInGuild { guild });
    }
    if !valid_column(guild, column) || !vacant(tile, Level::Apprentice, column) {
        return Err(Refusal::NoVacantSpace { guild });
    }
    if !has_worker(state, seat, worker) {
        return Err(Refusal::NoSuchWorker);
    }
    let (count, any_mix) = state.prices().deed_price(seat, deed).expect("a sponsorship has a price");
    Ok(Pending { deed, count, any_mix, market: true })
}

/// Checks a promotion and returns what it costs.
pub fn promote_cost(
    state: &State,
    seat: Seat,
    guild: u8,
    column: Option<Good>,
    market: bool,
) -> Result<Pending, Refusal> {
    let tile = tile(state, guild).ok_or(Refusal::GuildNotInPlay { guild })?;
    let (level, _, _) = membership(state, seat, guild).ok_or(Refusal::NotInGuild { guild })?;
    let next = level.next().ok_or(Refusal::AlreadyMaster { guild })?;
    if !valid_column(guild, column) || !vacant(tile, next, column) {
        return Err(Refusal::NoVacantSpace { guild });
    }
    let deed = Deed::Promote { guild, column };
    let (count, any_mix) = state.prices().deed_price(seat, deed).expect("a member below master");
    Ok(Pending { deed, count, any_mix, market })
}

/// Checks a retirement and returns what it costs.
pub fn retire_cost(state: &State, seat: Seat, worker: WorkerFrom, market: bool) -> Result<Pending, Refusal> {
    if !state.players[seat].manor {
        return Err(Refusal::NoManorHouse);
    }
    let idle = matches!(worker, WorkerFrom::Idle | WorkerFrom::IdleKey);
    if idle && !has(state, seat, no::BANKERS, Level::Master) {
        return Err(Refusal::RetireIdle);
    }
    if !has_worker(state, seat, worker) {
        return Err(Refusal::NoSuchWorker);
    }
    let deed = Deed::Retire { worker };
    let (count, any_mix) = state.prices().deed_price(seat, deed).expect("a retirement has a price");
    Ok(Pending { deed, count, any_mix, market })
}

/// Whether `pay` settles a cost of `count` from `stock`: different resources with at most one
/// luxury standing for two, or (`any_mix`) any goods with each luxury worth two.
pub fn payment_fits(pay: &Goods, count: u8, any_mix: bool, stock: &Goods) -> bool {
    if pay.iter().zip(stock).any(|(p, s)| p > s) {
        return false;
    }
    let luxuries = pay[Good::Luxury.index()];
    let resources: u8 = pay[..5].iter().sum();
    if resources + 2 * luxuries != count {
        return false;
    }
    any_mix || (luxuries <= 1 && pay[..5].iter().all(|&n| n <= 1))
}

/// Whether any payment of `count` from `stock` [`payment_fits`] (without listing them).
pub fn can_pay(count: u8, any_mix: bool, stock: &Goods) -> bool {
    let luxuries = stock[Good::Luxury.index()];
    if any_mix {
        let resources: u8 = stock[..5].iter().sum();
        return (0..=luxuries.min(count / 2)).any(|l| count - 2 * l <= resources);
    }
    let kinds = stock[..5].iter().filter(|&&n| n > 0).count() as u8;
    kinds >= count || (luxuries > 0 && count >= 2 && kinds >= count - 2)
}

/// Every payment of `count` from `stock` that [`payment_fits`].
pub fn payments(count: u8, any_mix: bool, stock: &Goods) -> Vec<Goods> {
    fn fill(i: usize, left: u8, pay: &mut Goods, stock: &Goods, out: &mut Vec<Goods>) {
        if i == 6 {
            if left == 0 {
                out.push(*pay);
            }
            return;
        }
        let weight = if i == Good::Luxury.index() { 2 } else { 1 };
        for n in 0..=stock[i].min(left / weight) {
            pay[i] = n;
            fill(i + 1, left - n * weight, pay, stock, out);
        }
        pay[i] = 0;
    }
    let mut out = Vec::new();
    fill(0, count, &mut [0; 6], stock, &mut out);
    out.retain(|p| payment_fits(p, count, any_mix, stock));
    out
}

/// Carries out a paid deed.
pub fn perform(state: &mut State, seat: Seat, deed: Deed) {
    match deed {
        Deed::Sponsor { guild, column, worker } => {
            let key = take_worker(state, seat, worker);
            seat_member(state, guild, Level::Apprentice, column, Member { seat, key });
            if guild == no::BANKERS && !state.players[seat].one_offs[0] {
                state.players[seat].one_offs[0] = true;
                super::pay_out(state, seat, 5);
            }
        }
        Deed::Promote { guild, column } => {
            let (level, _, _) = membership(state, seat, guild).expect("checked member");
            let key = take_worker(state, seat, WorkerFrom::Guild(guild));
            seat_member(state, guild, level.next().expect("checked level"), column, Member { seat, key });
        }
        Deed::Retire { worker } => {
            take_worker(state, seat, worker);
            state.players[seat].retired += 1;
        }
    }
}

fn seat_member(state: &mut State, guild: u8, level: Level, column: Option<Good>, member: Member) {
    let tile = state.guilds.iter_mut().find(|t| t.number == guild).expect("guild in play");
    let space = tile.rows[level.index()].iter_mut().find(|s| s.column == column && s.member.is_none());
    space.expect("checked vacancy").member = Some(member);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_luxury_replaces_two_resources_once() {
        let stock = [1, 1, 1, 1, 1, 2];
        assert!(payment_fits(&[1, 1, 1, 0, 0, 0], 3, false, &stock));
        assert!(payment_fits(&[0, 0, 1, 0, 0, 1], 3, false, &stock));
        assert!(!payment_fits(&[0, 0, 0, 0, 0, 2], 4, false, &stock), "two luxuries together");
        assert!(payment_fits(&[0, 0, 0, 0, 0, 2], 4, true, &stock), "the Specialists allow it");
        assert!(!payment_fits(&[2, 0, 0, 0, 0, 0], 2, false, &[2, 0, 0, 0, 0, 0]), "resources must differ");
        // 2 different resources or 1 luxury: 10 pairs + 1 luxury.
        assert_eq!(payments(2, false, &stock).len(), 11);
    }
}
