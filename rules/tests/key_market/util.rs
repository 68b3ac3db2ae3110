//! Helpers for Key Market tests: the library's position builders (`key_market::arrange`, shared
//! with the rulebook scenarios) and a few more ways through Market Day and the guilds.

use keydom_rules::engine::Seat;
use keydom_rules::games::key_market::State;
pub use keydom_rules::games::key_market::arrange::{
    actor, bring, end_farming, fixed_land, market_for, plain_move, play, put, set_row, started,
};
use keydom_rules::games::key_market::data::Good;
use keydom_rules::games::key_market::state::WorkerFrom;

/// The plain Market Day move of the seat to act: sell one item, else take gold, else pass.
pub fn plain_market_move(state: &mut State) {
    let (seat, action) = plain_move(state);
    assert_eq!(seat, actor(state));
    play(state, seat, action);
}

/// Passes the Market Day turn around until `seat` is to act: others sell what they brought,
/// take gold as their guild action and pass.
pub fn market_turn_of(state: &mut State, seat: Seat) {
    while actor(state) != seat {
        plain_market_move(state);
    }
}

/// A worker source for an unemployed ordinary worker.
pub const IDLE: WorkerFrom = WorkerFrom::Idle;

/// Makes `seat` a member of `guild` at `level` (0 apprentice, 1 craftsman, 2 master) in the
/// space of `column`, adding the tile if it is not in play.
pub fn join(state: &mut State, seat: Seat, guild: u8, level: usize, column: Option<Good>) {
    use keydom_rules::games::key_market::guilds::new_tile;
    use keydom_rules::games::key_market::state::Member;
    if !state.guilds.iter().any(|t| t.number == guild) {
        state.guilds.push(new_tile(guild));
    }
    let tile = state.guilds.iter_mut().find(|t| t.number == guild).unwrap();
    let space = tile.rows[level].iter_mut().find(|s| s.column == column && s.member.is_none()).unwrap();
    space.member = Some(Member { seat, key: false });
    state.players[seat].idle -= 1;
}

/// Like [`join`], with the seat's Key worker as the member.
pub fn join_key(state: &mut State, seat: Seat, guild: u8, level: usize, column: Option<Good>) {
    join(state, seat, guild, level, column);
    state.players[seat].idle += 1;
    state.players[seat].key_idle = false;
    let tile = state.guilds.iter_mut().find(|t| t.number == guild).unwrap();
    let member = tile.rows[level].iter_mut().find_map(|s| s.member.as_mut().filter(|m| m.seat == seat));
    member.unwrap().key = true;
}

/// A worker source taken from a guild.
pub fn from_guild(guild: u8) -> WorkerFrom {
    WorkerFrom::Guild(guild)
}
