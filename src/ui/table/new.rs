//! Starting and opening a game, for any game: a new saved game (with a fresh seed, or the one
//! a game number asks for), and the page of a saved one with the game's board.

use super::page::table_page;
use super::playing::AnyTable;
use super::{Board, Table};
use crate::bots::BotGame;
use crate::engine::{Game, Record};
use crate::i18n::{Describe, Text};
use crate::store::{LocalStorage, SeatInfo, Session};
use crate::ui::browser::{random_id, random_seed};
use crate::ui::kit::game_ui::GameUi;
use leptos::prelude::*;

/// Creates and saves a new game of `config` with `seed`, or a fresh one; returns its slot id.
pub fn start<G: Game>(config: G::Config, seats: Vec<SeatInfo>, seed: Option<u64>) -> Result<String, Text> {
    let id = random_id();
    Session::<G, LocalStorage>::start(
        LocalStorage,
        id.clone(),
        Record::new(config, seed.unwrap_or_else(random_seed)),
        seats,
        js_sys::Date::now(),
    )?;
    Ok(id)
}

/// The page of the saved game `id`, drawn by `board`.
pub fn open<G: BotGame + GameUi>(id: &str, board: Board<G>) -> Result<AnyView, Text>
where
    G::Action: Describe,
{
    let table = Table::<G>::open(id)?;
    let page = table_page(AnyTable::new(table, board));
    // A guided first game's page has its guide's panel above it (loaded with the guide).
    Ok(match table.guided.get_untracked() {
        true => crate::ui::guide::slot(G::ID, Box::new(table), page),
        false => page,
    })
}
