//! Key Market (David Brain, R&D Games, 2nd edition 2019): the complete rules engine.
//!
//! # The rules in short
//! Two to four players run teams of workers on country boards over two years of four seasons.
//! - **Set-up** (`setup`): 12/15/18 goods of each type; each resource row of the market board
//!   starts covered on 6,5,4 / 6,5 / 6 (2/3/4 players); random turn order, the favour track in
//!   reverse turn order (3–4 players); gold 3/4/4/5 by turn position; one of each resource;
//!   a random farm house; 5/6/7 guild tiles (random, or the lowest numbers in a first game);
//!   season markers for year 2 hidden beneath those of year 1. Each player in turn places a
//!   large country board handed out unseen with a random side up (rotation allowed, one whole
//!   3-field edge against earlier boards; the small board starts the 2-player table) and puts a
//!   first worker on a resource field of it, taking that resource. Finally everyone secretly
//!   pays for the farm house (its resource plus another); the payments set the opening prices.
//! - **Farming** (`farming`, `production`): in turn order each player may 1 move workers
//!   (1 gold per field, +5 to settle in a village), 2 hire one worker (gold = workers on the
//!   boards), 3 produce (winter 0; square 2, circle 1, village 1 luxury; the square marker's
//!   good yields 0 on squares, the circle marker's good 3 on circles; short supply paid in gold),
//!   4 promote one guild member, 5 upgrade to a manor house, 6 retire one worker — in that order.
//!   A worker never stands next to (diagonals too) another of its player's workers, nor in an
//!   area (orthogonally joined fields of one resource) holding any other worker.
//! - **Market Day** (`market`): everyone secretly brings goods, revealed together; then in
//!   turn order sell a batch of one good (1–2, +1 manor house, +1 Merchants' craftsman) at the
//!   row's price (its leftmost uncovered number), one item going onto the row and the rest to
//!   the supply; or take the one guild action (sponsor, promote, retire, buy 1–2 of a good at
//!   its price, at least 1, or take 5 gold less 1 per worker on the boards and go to the top of
//!   the favour track); or pass once everything is sold and the guild action taken.
//! - **End of Season** (`season_end`, not after the last autumn): rows with the 1 covered lose
//!   2, rows priced 1–2 lose 1; year-1 markers of the season go and the year-2 ones show; in
//!   turn order pay 2 gold per worker or remove workers; new order by fewest workers, ties to
//!   the higher on the favour track (who drops to its bottom), or a swap with 2 players.
//! - **Guilds** (`guilds`, skills where they act): apprentice, craftsman, master; costs 2/3/4
//!   different resources, a luxury replacing two once; all 16 tiles' skills are implemented.
//! - **Scoring** (`scoring`): manor house 15, retired workers 15 each, 1 per gold, 5 per pair
//!   of identical goods, guild members' points and the masters' end-game skills. Ties: favour
//!   track (3–4 players) or the first player of the last autumn (2 players).
//!
//! # Where the text is silent, and the choice made
//! 1. Price: the leftmost uncovered number (German text); with every space covered (the 1
//!    space holds any number) the price is 1, for selling and for buying.
//! 2. A board may lie anywhere that one whole 3-field edge touches earlier fields, spanning two
//!    earlier boards if need be; the first large board of 3–4 players lies at the origin in any
//!    rotation. The last player hands the boards out unseen from a shuffled pile, so board and
//!    side are random (the German text: "mit zufälliger Seite nach oben").
//! 3. A luxury square marker stops the village's luxury; a luxury circle marker makes it 3.
//!    Markers affect only fields of their shape (the rulebook's example).
//! 4. A member keeps the skills of the levels below (the "+" markings are not in the text);
//!    for Mercers and Ploughmen the number of fields grows 1/2/3 instead of adding up.
//! 5. Woolmen's apprentice helps any field of its column (the English text and both books'
//!    2+1+1 example; the German tile text says "circular").
//! 6. "Base production" in the apprentice/craftsman conditions is after the weather and before
//!    guild skills. A field gets each guild's +1 at most once.
//! 7. Producing is an action of its own; the skills that need a choice (which field, which
//!    resource, what to exchange or steal) are open right after it until the next action.
//! 8. Moving: each move takes one worker along its shortest orthogonal path; a worker may move
//!    again within action 1. The Wheelwrights' 6 free fields are used before paying.
//! 9. A deed (sponsor, promote, retire) is chosen, then paid by a second action; it can only be
//!    chosen when some payment fits. Paid goods, upgrade goods and extra batch goods go to the
//!    general supply.
//! 10. A player with no goods at all is done choosing at once and lifts the screen: their gold
//!     and goods are public for that Market Day.
//! 11. Salesmen's early turns go in favour-track order (turn order with 2 players); the drop to
//!     the bottom of the favour track happens only if another player also waits for an early
//!     turn. An early turn lasts until its abilities are used or declined. The early sale is a
//!     regular batch (the Restaurateurs' mixed batch waits for the player's normal turns).
//! 12. The Restaurateurs' mixed batch takes the usual sale bonuses (Salesmen, Merchants) and
//!     counts as a sale.
//! 13. Marshals' master: the small board counts like a large one; every wage skill gives the
//!     cheapest total; the Key worker is free first (Key Workers' apprentice).
//! 14. The Master Craftsmen's apprentice exchange is offered right after the sponsorship is paid.
//! 15. End of game: Taskmasters' sets are chosen to give the most points; the Woolmen master's
//!     livestock is the column of its space.
//! 16. The gold reserve holds 1000 (coin values unknown) and is not shown in views, so that it
//!     cannot give away hidden gold; if it ever ran dry, payments from it stop.
//! 17. The Key worker may be retired, sponsored and hired like any other worker. Hired out of
//!     the Key Workers' guild, where it was the craftsman or master, it takes the skill with it:
//!     the skill is checked once the worker has left, as a skill lasts only while a member does.
//! 18. "One-off": the Bankers' 5 gold and the Master Craftsmen's apprentice exchange come once
//!     per player and game, even if the player leaves the guild and is sponsored again.
//! 19. Skills without a choice (Woolmen's craftsman, Agriculture's master, Key Workers' master,
//!     Bankers' craftsman, Thieves' apprentice and craftsman) act by themselves when producing;
//!     only the Thieves' craftsman could ever be unwelcome, and it always brings a resource.
//! 20. "Base production is 1" (Ploughmen) and "is 2" (Mercers) are never met in winter; the
//!     rulebook's winter remark for the Ploughmen only matters for the master, who ignores it.
//! 21. A player who has sold everything and taken the guild action must still pass (an action),
//!     and only then is skipped; Market Day ends when everyone has passed.
//!
//! # Data versions (`data::DATA_VERSION`)
//! Version 2 fixed two rules; records of version 1 replay as played, the old rule chosen in one
//! method each of [`Config`]: the Thieves' craftsman ranked rows by their goods, so a fuller row
//! priced 1 beat the top row (`thieves_rank_by_price`), and a Key worker hired out of the Key
//! Workers' own space kept the skill (`key_skill_leaves_with_the_worker`).
//!
//! # Reconstructed data (all in `data`, each value marked with its source)
//! - The 8 large board sides: 3 square and 5 circular fields around the village, every resource
//!   on every side, areas of 1 to 3 fields, no two sides alike.
//! - The small board (2 players): 2 rows of 3 fields, no village, every resource (sheep twice).
//! - Season markers: circles of year 2 (the "2" on the back) sheep, fish, luxury; of year 1
//!   fruit, vegetables (the rulebook's spring example), wheat; squares one per good, three drawn
//!   for each year.
//! - Farm houses: one per resource. Gold reserve: 1000.
//! - Guild tiles: 3/2/1 spaces for apprentice/craftsman/master; guilds 1 and 8 one space per
//!   column and level; 3/7/12 points per member.

mod action_text;
pub mod arrange;
mod board;
pub mod checks;
pub mod data;
mod deeds;
mod events;
mod farming;
pub mod guide;
pub mod guilds;
mod market;
pub mod prices;
mod production;
pub mod refusal;
pub mod scenarios;
mod score;
mod season_end;
mod setup;
pub mod skills;
pub mod state;
pub mod text;
mod view;

pub use action_text::{GOLD, placement_text, seen};
pub use board::{Field, Land, PlacedBoard};
pub use events::Event;
pub use market::price;
pub use refusal::Refusal;
pub use setup::with_board;
pub use state::{Action, Config, Options, Phase, State};
pub use view::{PhaseView, PlayerView, View};

use crate::engine::{Events, Game, GameId, GameInfo, ScoreSheet, Seat, Seats, SetupError, ToAct};

/// The game's marker type.
pub struct KeyMarket;

/// Pays gold from the reserve to a player (as much as the reserve holds); returns what was paid.
pub(crate) fn pay_out(state: &mut State, seat: Seat, gold: u32) -> u32 {
    let gold = gold.min(state.reserve);
    state.reserve -= gold;
    state.players[seat].gold += gold;
    gold
}

/// Pays gold from a player into the reserve (the caller has checked the player has it).
pub(crate) fn pay_in(state: &mut State, seat: Seat, gold: u32) {
    state.players[seat].gold -= gold;
    state.reserve += gold;
}

/// Every action the rules might allow the seat now, before [`check`] filters them.
fn candidates(state: &State, seat: Seat) -> Vec<Action> {
    if let Some(pending) = &state.pending {
        return deeds::candidates(state, seat, pending);
    }
    match &state.phase {
        Phase::PlaceBoard { .. } | Phase::PlaceWorker { .. } | Phase::FarmHouse { .. } => {
            setup::candidates(state, seat)
        }
        Phase::Farming(turn) => farming::candidates(state, seat, turn),
        Phase::Bring { .. } => market::bring_candidates(),
        Phase::Market(day) => market::candidates(state, seat, day),
        Phase::Wages { .. } => season_end::candidates(state, seat),
        Phase::Over => Vec::new(),
    }
}

/// The one place that decides whether `seat` may take `action` now (the seat is to act).
fn check(state: &State, seat: Seat, action: &Action) -> Result<(), Refusal> {
    if let Some(pending) = &state.pending {
        return deeds::check(state, seat, pending, action);
    }
    match &state.phase {
        Phase::PlaceBoard { .. } | Phase::PlaceWorker { .. } | Phase::FarmHouse { .. } => {
            setup::check(state, seat, action)
        }
        Phase::Farming(turn) => farming::check(state, seat, turn, action),
        Phase::Bring { .. } => market::check_bring(state, seat, action),
        Phase::Market(day) => market::check(state, seat, day, action),
        Phase::Wages { .. } => season_end::check(state, seat, action),
        Phase::Over => Err(Refusal::NotNow),
    }
}

impl Game for KeyMarket {
    const INFO: GameInfo = GameInfo {
        id: GameId::KeyMarket,
        slug: "key-market",
        name: ("Key Market", "Key Market"),
        players: (2, 4),
        data: data::DATA_VERSIONS,
        blurb: (
            "Zwei Jahre Landwirtschaft: Arbeiter auf die Felder schicken, Waren zum Markt tragen und in Gilden aufsteigen.",
            "Two years of farming: send workers to the fields, carry goods to market and rise through the guilds.",
        ),
        reconstructed: &data::RECONSTRUCTED,
        designed: None,
    };
    type Config = Config;
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;
    type Refusal = Refusal;

    fn configure(players: u8, options: &Options) -> Config {
        Config::new(players, options.first_game)
    }

    fn deal(config: &Config, seed: u64) -> Result<State, SetupError> {
        setup::deal(config, seed)
    }

    fn to_act(state: &State) -> ToAct {
        let one = |turn: u8| ToAct::Seats(Seats::only(state.order[usize::from(turn)]));
        match &state.phase {
            Phase::PlaceBoard { turn, .. } | Phase::PlaceWorker { turn } | Phase::Wages { turn } => one(*turn),
            Phase::Farming(farm) => one(farm.turn),
            Phase::FarmHouse { paid } => {
                ToAct::Seats(paid.iter().filter(|(_, p)| p.is_none()).map(|(s, _)| s).collect())
            }
            Phase::Bring { ready } => ToAct::Seats(ready.iter().filter(|(_, r)| !**r).map(|(s, _)| s).collect()),
            Phase::Market(day) => ToAct::Seats(Seats::only(market::acting(state, day))),
            Phase::Over => ToAct::Over,
        }
    }

    fn choices(state: &State, seat: Seat) -> Vec<Action> {
        candidates(state, seat).into_iter().filter(|a| check(state, seat, a).is_ok()).collect()
    }

    /// Key Market answers for the one action: listing would try every board placement.
    fn check(state: &State, seat: Seat, action: &Action) -> Result<(), Refusal> {
        check(state, seat, action)
    }

    fn explain(state: &State, seat: Seat, action: &Action) -> Refusal {
        check(state, seat, action).expect_err("only a refused action is explained")
    }

    fn resolve(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
        if let Some(pending) = state.pending {
            return deeds::apply(state, seat, pending, action, events);
        }
        match &state.phase {
            Phase::PlaceBoard { .. } | Phase::PlaceWorker { .. } | Phase::FarmHouse { .. } => {
                setup::apply(state, seat, action, events)
            }
            Phase::Farming(_) => farming::apply(state, seat, action, events),
            Phase::Bring { .. } => market::apply_bring(state, seat, action, events),
            Phase::Market(_) => market::apply(state, seat, action, events),
            Phase::Wages { .. } => season_end::apply(state, seat, action, events),
            Phase::Over => unreachable!("to_act is Over"),
        }
    }

    fn view(state: &State, viewer: Option<Seat>) -> View {
        view::view(state, viewer)
    }

    fn score(state: &State) -> ScoreSheet {
        score::sheet(state)
    }

    /// An action may be taken back unless it drew randomness (a board handed out), turned up
    /// year-2 season markers, or completed a secret choice so that everyone's was revealed.
    fn undoable(before: &State, after: &State, _seat: Seat) -> bool {
        let secret = |phase: &Phase| matches!(phase, Phase::FarmHouse { .. } | Phase::Bring { .. });
        let revealed = secret(&before.phase) && !secret(&after.phase);
        before.rng == after.rng && before.revealed == after.revealed && !revealed
    }
}
