//! Key Market's bot glue: a full state sampled from one seat's view, and the evaluation.
//!
//! # Determinizing
//! The table (boards, workers, guilds, market rows, supply, turn order, favour track, the phase
//! and any pending deed) and the data version, which picks the rules, are copied from the view. The hidden parts are drawn:
//! - During set-up, gold and goods are known exactly: the starting gold of each turn position,
//!   one of each resource and the resource under the first worker. Other players' secret
//!   farm-house payments, once committed, are random resources other than their farm's.
//! - Later, other players' goods behind the screen (and, while goods are being brought, on
//!   their farm-house tiles) are the goods of each type that the view does not place anywhere,
//!   dealt out one by one to random hidden players. A deal reserves first a payment for
//!   another player's pending deed, and one good for every player still choosing what to bring;
//!   a player who has committed brings each dealt good with even odds (at least one), one
//!   still choosing has brought each with odds of one in three so far.
//! - Other players' gold: the viewer's own gold (at least 5) times a random factor between 0.7
//!   and 1.3 (at least 9 for a pending retirement paid in gold); the reserve takes the rest.
//! - The year-2 season markers not yet shown: the circle and square markers not seen, shuffled.
//! - The boards not yet handed out: the boards not on the table, shuffled, random sides up.
//! - The game's generator is seeded from the bot's.
//!
//! A deal is repeated (a few times at most) until every seat to act has a legal action.
//! The view needed one addition: each player's one-off bonuses (public, see `PlayerView`).
//!
//! # Evaluation
//! The current score (manor house, retired workers, gold, pairs, guild members, master skills)
//! plus, before the end, a value for each good held (it can still be sold or paid) and for each
//! worker on the boards per producing season left.
//!
//! # Constants
//! Playouts stop after 40 actions (about one player's Farming turn and a Market Day); a lead of
//! 8 points is worth a factor e in win chances. Strong's 1000 iterations take at most about
//! 0.1 s natively (see `docs/bots.md`); Standard averages 8 sampled states per action.

use super::{BotGame, Budgets};
use crate::engine::{Game, GameRng, PerSeat, Seat, ToAct};
use crate::games::key_market::data::{CIRCLE_MARKERS_YEAR2, Good, Goods, RESERVE_GOLD, START_GOLD, goods_per_type};
use crate::games::key_market::guilds::payments;
use crate::games::key_market::state::{Deed, Player};
use crate::games::key_market::{Config, KeyMarket, Phase, PhaseView, State, View};

impl BotGame for KeyMarket {
    const HORIZON: usize = 40;
    const EVAL_SCALE: f64 = 8.0;
    const BUDGETS: Budgets = Budgets { standard: 8, strong: 1000 };
    const ANALYSIS_PERCENT: u32 = 50;

    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
        let table = table(view, seat, rng);
        let mut state = deal(&table, view, seat, rng);
        for _ in 0..DEALS {
            if playable(&state) {
                break;
            }
            state = deal(&table, view, seat, rng);
        }
        state
    }

    fn evaluate(state: &State) -> Vec<f64> {
        let sheet = KeyMarket::score(state);
        let over = state.phase == Phase::Over;
        let producing = (state.season..8).filter(|s| s % 4 != 0).count() as f64;
        state
            .players
            .iter()
            .map(|(seat, p)| {
                let total = f64::from(sheet.total(seat));
                if over {
                    return total;
                }
                let goods: u8 = p.goods.iter().chain(&p.at_market).sum();
                let workers = state.workers.iter().filter(|w| w.seat == seat).count() as f64;
                total + GOOD * f64::from(goods) + WORKER_SEASON * workers * producing
            })
            .collect()
    }
}

/// How often a deal of hidden goods is retried when it leaves a seat to act without a move.
const DEALS: usize = 20;
/// The least gold assumed as the base of a guess at another player's gold.
const MIN_GUESS: u32 = 5;
/// Gold that retires a worker with the Bankers' master.
const BANKERS_RETIRE: u32 = 9;
/// Evaluation weights, in points: a good held before the end, and a worker on the boards per
/// producing season left.
const GOOD: f64 = 1.0;
const WORKER_SEASON: f64 = 1.0;

/// The state with everything but other players' gold and goods filled in (those are copied
/// where visible, else left empty for [`deal`]).
fn table(view: &View, seat: Seat, rng: &mut GameRng) -> State {
    let n = view.players.len();
    let players = view.players.map(|_, p| Player {
        gold: p.gold.unwrap_or(0),
        goods: p.goods.unwrap_or([0; 6]),
        at_market: p.at_market.unwrap_or([0; 6]),
        farm: p.farm,
        manor: p.manor,
        idle: p.idle,
        key_idle: p.key_idle,
        retired: p.retired,
        one_offs: p.one_offs,
    });
    let phase = match &view.phase {
        PhaseView::Open(phase) => phase.clone(),
        PhaseView::FarmHouse { mine } => Phase::FarmHouse {
            paid: view.players.map(|s, p| match (s == seat, p.committed) {
                (true, _) => *mine,
                (false, false) => None,
                (false, true) => {
                    let others: Vec<Good> = Good::RESOURCES.into_iter().filter(|&g| g != p.farm).collect();
                    Some(others[rng.index(others.len())])
                }
            }),
        },
    };
    let (markers, revealed) = markers(view, rng);
    let seed = u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32());
    State {
        config: Config { data: view.data, ..Config::new(n as u8, false) },
        rng: GameRng::from_seed(seed),
        season: view.season,
        deck: deck(view, n, &phase, rng),
        phase,
        pending: view.pending,
        order: view.order.clone(),
        favour: view.favour.clone(),
        market: view.market,
        supply: view.supply,
        reserve: 0,
        markers,
        revealed,
        land: view.land.clone(),
        workers: view.workers.clone(),
        guilds: view.guilds.clone(),
        players,
    }
}

/// The season markers: the shown ones in place, the year-2 ones not shown drawn at random.
fn markers(view: &View, rng: &mut GameRng) -> ([[(Good, Good); 3]; 2], [bool; 3]) {
    let shown = |season: u8| view.markers.iter().find(|m| m.0 == season).map(|&(_, c, q)| (c, q));
    let revealed = [5, 6, 7].map(|s| shown(s).is_some());
    let year1 = [1, 2, 3].map(|s| shown(s).expect("year-1 markers are always shown"));
    let seen_circles: Vec<Good> = [5, 6, 7].into_iter().filter_map(shown).map(|m| m.0).collect();
    let seen_squares: Vec<Good> = [1, 2, 3, 5, 6, 7].into_iter().filter_map(shown).map(|m| m.1).collect();
    let mut circles: Vec<Good> = CIRCLE_MARKERS_YEAR2.into_iter().filter(|g| !seen_circles.contains(g)).collect();
    let mut squares: Vec<Good> = Good::ALL.into_iter().filter(|g| !seen_squares.contains(g)).collect();
    rng.shuffle(&mut circles);
    rng.shuffle(&mut squares);
    let year2 =
        [0, 1, 2].map(|i| shown(i as u8 + 5).unwrap_or_else(|| (circles.pop().unwrap(), squares.pop().unwrap())));
    ([year1, year2], revealed)
}

/// The boards still to be handed out: those not on the table nor in hand, shuffled, sides random.
fn deck(view: &View, n: usize, phase: &Phase, rng: &mut GameRng) -> Vec<(u8, u8)> {
    let mut used: Vec<u8> = view.land.boards.iter().filter_map(|b| b.side.map(|s| s.0)).collect();
    if let Phase::PlaceBoard { board, .. } = phase {
        used.push(*board);
    }
    let mut left: Vec<u8> = (0..4).filter(|b| !used.contains(b)).collect();
    rng.shuffle(&mut left);
    left.truncate(n - used.len());
    left.into_iter().map(|b| (b, rng.below(2) as u8)).collect()
}

/// `table` with other players' hidden gold and goods drawn, and the reserve balancing the gold.
fn deal(table: &State, view: &View, seat: Seat, rng: &mut GameRng) -> State {
    let mut state = table.clone();
    let hidden: Vec<Seat> = Seat::all(view.players.len()).filter(|&s| view.players[s].gold.is_none()).collect();
    if matches!(state.phase, Phase::PlaceBoard { .. } | Phase::PlaceWorker { .. } | Phase::FarmHouse { .. }) {
        for &s in &hidden {
            let position = state.order.iter().position(|&o| o == s).expect("every seat has a turn");
            let p = &mut state.players[s];
            p.gold = START_GOLD[position];
            p.goods = [1, 1, 1, 1, 1, 0];
            for w in state.workers.iter().filter(|w| w.seat == s) {
                let good = state.land.fields[usize::from(w.field)].good.expect("first workers take a resource");
                p.goods[good.index()] += 1;
            }
        }
    } else {
        deal_goods(&mut state, &hidden, rng);
        let own = view.players[seat].gold.expect("a seat sees its own gold");
        let retiring = matches!(state.pending.map(|p| p.deed), Some(Deed::Retire { .. }));
        let payer = paying_seat(&state).filter(|_| retiring);
        for &s in &hidden {
            let mut gold = own.max(MIN_GUESS) * (70 + rng.below(61)) / 100;
            if Some(s) == payer {
                gold = gold.max(BANKERS_RETIRE);
            }
            state.players[s].gold = gold;
        }
    }
    let held: u32 = state.players.values().iter().map(|p| p.gold).sum();
    state.reserve = RESERVE_GOLD.saturating_sub(held);
    state
}

/// The seat that must pay a pending deed now, if any.
fn paying_seat(state: &State) -> Option<Seat> {
    state.pending.and_then(|_| KeyMarket::to_act(state).first())
}

/// Deals the goods no one can see to the `hidden` seats (see the module doc).
fn deal_goods(state: &mut State, hidden: &[Seat], rng: &mut GameRng) {
    if hidden.is_empty() {
        return;
    }
    let total = goods_per_type(state.order.len());
    let mut pool: Vec<Good> = Vec::new();
    for good in Good::ALL {
        let i = good.index();
        let seen: u8 = state.players.values().iter().map(|p| p.goods[i] + p.at_market[i]).sum();
        let left = total - state.supply[i] - state.market[i] - seen;
        pool.extend(std::iter::repeat_n(good, usize::from(left)));
    }
    rng.shuffle(&mut pool);
    let mut holdings: PerSeat<Goods> = PerSeat::filled(state.order.len(), [0; 6]);
    if let Some(payer) = paying_seat(state).filter(|s| hidden.contains(s))
        && let Some(pending) = state.pending
    {
        let mut stock = [0; 6];
        pool.iter().for_each(|g| stock[g.index()] += 1);
        let options = payments(pending.count, pending.any_mix, &stock);
        if !options.is_empty() {
            let pay = options[rng.index(options.len())];
            for good in Good::ALL {
                for _ in 0..pay[good.index()] {
                    let at = pool.iter().position(|&g| g == good).expect("the payment comes from the pool");
                    holdings[payer][good.index()] += 1;
                    pool.swap_remove(at);
                }
            }
        }
    }
    let choosing: Vec<Seat> = match &state.phase {
        Phase::Bring { ready } => hidden.iter().copied().filter(|&s| !ready[s]).collect(),
        _ => Vec::new(),
    };
    for &s in &choosing {
        if let Some(good) = pool.pop() {
            holdings[s][good.index()] += 1;
        }
    }
    for good in pool {
        holdings[hidden[rng.index(hidden.len())]][good.index()] += 1;
    }
    for &s in hidden {
        let p = &mut state.players[s];
        let Phase::Bring { ready } = &state.phase else {
            p.goods = holdings[s];
            continue;
        };
        let mut items: Vec<Good> =
            Good::ALL.into_iter().flat_map(|g| std::iter::repeat_n(g, usize::from(holdings[s][g.index()]))).collect();
        rng.shuffle(&mut items);
        for (k, good) in items.into_iter().enumerate() {
            let bring = if ready[s] { k == 0 || rng.below(2) == 0 } else { rng.below(3) == 0 };
            if bring {
                p.at_market[good.index()] += 1;
            } else {
                p.goods[good.index()] += 1;
            }
        }
    }
}

/// Whether every seat to act has a legal action.
fn playable(state: &State) -> bool {
    match KeyMarket::to_act(state) {
        ToAct::Over => true,
        ToAct::Seats(seats) => seats.iter().all(|s| !KeyMarket::legal_actions(state, s).is_empty()),
    }
}
