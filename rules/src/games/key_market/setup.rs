//! Set-up: supply and market board, season markers, turn order and favour track, the players'
//! gold, goods and farm houses, the guild tiles, the country-board placement sequence with
//! each player's first worker, and the secret farm-house payment that sets the opening prices.

use super::action_text::placement_text;
use super::board::Land;
use super::data::{
    CIRCLE_MARKERS_YEAR1, CIRCLE_MARKERS_YEAR2, FARM_HOUSES, Good, LARGE_SIDES, RESERVE_GOLD, SMALL_BOARD,
    SQUARE_MARKERS, START_GOLD, WORKERS, goods_per_type, guilds_in_play, market_start,
};
use super::events::Event;
use super::guilds::new_tile;
use super::refusal::Refusal;
use super::state::{Action, Config, Phase, Player, State, Worker};
use crate::engine::sort;
use crate::engine::{Events, GameRng, PerSeat, Seat, SetupError};

/// The opening position, up to the placement of the first country board.
pub fn deal(config: &Config, seed: u64) -> Result<State, SetupError> {
    let n = usize::from(config.players);
    let mut rng = GameRng::from_seed(seed);
    let mut order: Vec<Seat> = Seat::all(n).collect();
    rng.shuffle(&mut order);
    let favour = if n >= 3 { order.iter().rev().copied().collect() } else { Vec::new() };

    let per_type = goods_per_type(n);
    let mut market = [0; 6];
    let mut supply = [per_type; 6];
    for good in Good::RESOURCES {
        market[good.index()] = market_start(n);
        supply[good.index()] -= market_start(n) + config.players;
    }

    let mut circles2 = CIRCLE_MARKERS_YEAR2;
    let mut circles1 = CIRCLE_MARKERS_YEAR1;
    let mut squares = SQUARE_MARKERS;
    rng.shuffle(&mut circles2);
    rng.shuffle(&mut circles1);
    rng.shuffle(&mut squares);
    let markers = [[0, 1, 2].map(|s| (circles1[s], squares[3 + s])), [0, 1, 2].map(|s| (circles2[s], squares[s]))];

    let mut farms = FARM_HOUSES;
    rng.shuffle(&mut farms);
    let markers_on_tracks = 1 + u8::from(n >= 3);
    let players = PerSeat::from_fn(n, |seat| {
        let position = order.iter().position(|&s| s == seat).expect("every seat has a turn");
        Player {
            gold: START_GOLD[position],
            goods: [1, 1, 1, 1, 1, 0],
            at_market: [0; 6],
            farm: farms[seat.index()],
            manor: false,
            idle: WORKERS - 1 - markers_on_tracks,
            key_idle: true,
            retired: 0,
            one_offs: [false; 2],
        }
    });
    let gold_out: u32 = players.values().iter().map(|p| p.gold).sum();

    let mut numbers: Vec<u8> = (1..=16).collect();
    if !config.first_game {
        rng.shuffle(&mut numbers);
    }
    let mut chosen: Vec<u8> = numbers.into_iter().take(guilds_in_play(n)).collect();
    sort::sort(&mut chosen);

    let mut boards: Vec<u8> = (0..4).collect();
    rng.shuffle(&mut boards);
    let mut deck: Vec<(u8, u8)> = boards.into_iter().take(n).map(|b| (b, rng.below(2) as u8)).collect();
    deck.reverse();
    let (board, side) = deck.pop().expect("a board for every player");
    let mut land = Land::default();
    if n == 2 {
        land.place(None, &SMALL_BOARD, 0, 0, 0);
    }
    Ok(State {
        config: config.clone(),
        rng,
        season: 0,
        phase: Phase::PlaceBoard { turn: 0, board, side },
        pending: None,
        order,
        favour,
        market,
        supply,
        reserve: RESERVE_GOLD - gold_out,
        markers,
        revealed: [false; 3],
        deck,
        land,
        workers: Vec::new(),
        guilds: chosen.into_iter().map(new_tile).collect(),
        players,
    })
}

/// The rows of a board side.
fn side_rows(board: u8, side: u8) -> [&'static str; 3] {
    LARGE_SIDES[usize::from(board * 2 + side)]
}

/// The land as it would be with board `board` placed side `side` up at (x, y), turned
/// `rotation` times: what a placement looks like before it is chosen. The new board is the
/// last of `boards`.
pub fn with_board(land: &Land, (board, side): (u8, u8), x: i8, y: i8, rotation: u8) -> Land {
    let mut land = land.clone();
    land.place(Some((board, side)), &side_rows(board, side), x, y, rotation);
    land
}

/// Candidate set-up actions for the seat to act.
pub fn candidates(state: &State, seat: Seat) -> Vec<Action> {
    match &state.phase {
        Phase::PlaceBoard { board, side, .. } => state
            .land
            .placements(&side_rows(*board, *side))
            .into_iter()
            .map(|(x, y, rotation)| Action::PlaceBoard { x, y, rotation })
            .collect(),
        Phase::PlaceWorker { .. } => (0..state.land.fields.len() as u8).map(Action::PlaceFirstWorker).collect(),
        Phase::FarmHouse { .. } => {
            Good::RESOURCES.into_iter().filter(|&g| g != state.players[seat].farm).map(Action::PayFarmHouse).collect()
        }
        _ => Vec::new(),
    }
}

/// Whether a set-up action is allowed.
pub fn check(state: &State, seat: Seat, action: &Action) -> Result<(), Refusal> {
    match (&state.phase, action) {
        (&Phase::PlaceBoard { board, side, .. }, &Action::PlaceBoard { x, y, rotation }) => {
            // Exactly the offered placements: the first board lies at the origin, and no
            // coordinate far off the table is ever computed with.
            let offered = state.land.fits(&side_rows(board, side), x, y, rotation);
            if offered { Ok(()) } else { Err(Refusal::BoardMustJoin) }
        }
        (Phase::PlaceWorker { .. }, &Action::PlaceFirstWorker(field)) => {
            let f = state.land.fields.get(usize::from(field)).ok_or(Refusal::NoSuchField)?;
            if usize::from(f.board) + 1 != state.land.boards.len() {
                return Err(Refusal::NotOnNewBoard);
            }
            if f.good.is_none() {
                return Err(Refusal::NoVillageHere);
            }
            if state.workers.iter().any(|w| state.land.fields[usize::from(w.field)].area == f.area) {
                return Err(Refusal::AreaTaken);
            }
            Ok(())
        }
        (Phase::FarmHouse { .. }, &Action::PayFarmHouse(other)) => {
            let player = &state.players[seat];
            if other == player.farm || !other.is_resource() {
                Err(Refusal::MustDiffer)
            } else if player.goods[other.index()] == 0 || player.goods[player.farm.index()] == 0 {
                Err(Refusal::NotEnoughGoods)
            } else {
                Ok(())
            }
        }
        _ => Err(Refusal::NotNow),
    }
}

/// Carries out a checked set-up action.
pub fn apply(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
    match (&mut state.phase, action) {
        (&mut Phase::PlaceBoard { turn, board, side }, &Action::PlaceBoard { x, y, rotation }) => {
            let place = placement_text(&state.land, x, y);
            state.land.place(Some((board, side)), &side_rows(board, side), x, y, rotation);
            events.push(Event::BoardPlaced { seat, board, side, x, y, rotation, place });
            state.phase = Phase::PlaceWorker { turn };
        }
        (Phase::PlaceWorker { turn }, &Action::PlaceFirstWorker(field)) => {
            let turn = *turn + 1;
            let good = state.land.fields[usize::from(field)].good.expect("checked field");
            state.workers.push(Worker { seat, field, key: false });
            state.players[seat].idle -= 1;
            state.players[seat].goods[good.index()] += 1;
            state.supply[good.index()] -= 1;
            events.push(Event::FirstWorker { seat, field, good });
            state.phase = if usize::from(turn) < state.order.len() {
                let (board, side) = state.deck.pop().expect("a board for every player");
                Phase::PlaceBoard { turn, board, side }
            } else {
                Phase::FarmHouse { paid: PerSeat::filled(state.order.len(), None) }
            };
        }
        (Phase::FarmHouse { paid }, &Action::PayFarmHouse(other)) => {
            paid[seat] = Some(other);
            events.push(Event::Committed { seat });
            if paid.values().iter().all(Option::is_some) {
                let paid = paid.clone();
                for (s, other) in paid.iter() {
                    let other = other.expect("all paid");
                    let farm = state.players[s].farm;
                    for good in [farm, other] {
                        state.players[s].goods[good.index()] -= 1;
                        state.market[good.index()] += 1;
                    }
                    events.push(Event::FarmHousePaid { seat: s, farm, other });
                }
                events.push(Event::SeasonBegins { season: 0 });
                super::farming::begin(state);
            }
        }
        _ => unreachable!("checked set-up action"),
    }
}
