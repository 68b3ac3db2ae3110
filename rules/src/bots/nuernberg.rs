//! Nürnberg's bot glue: a full state sampled from one seat's view, and the evaluation.
//!
//! # Determinizing
//! Everything on the table, and the data version that picks the rules, is copied from the view.
//! The hidden parts are drawn:
//! - Other players' Taler (hidden until the end): the viewer's own Taler (at least 5) times a
//!   random factor between 0.7 and 1.3. Everyone starts with 25 and earns the same income, so
//!   the viewer's own purse is the best single guess the view offers. The bank's net payments
//!   follow from the sampled amounts, so conservation holds.
//! - Other players' secret action cards: as many as the view counts, on random guilds in play
//!   (in the action phase, on guilds still to be called; a card shown at the called guild is
//!   kept).
//! - The face-down guest pile and the citizens left in the box: every tile of the game not seen
//!   anywhere is unseen; of the unseen citizens, as many as set-up leaves out (26 − 4 per
//!   player) go back to the box at random, and the rest of the unseen tiles form the pile in a
//!   random order.
//! - The game's generator (for later reshuffles of the pile) is seeded from the bot's.
//!
//! The view lacks nothing else: the prestige arms that went back to the box follow from the
//! four in the game minus those owned, in the supply and beside the prestige guild.
//!
//! # Evaluation
//! The current score (citizens, majorities, totals of 30, all types, coats of arms), plus
//! small values for what will still score: Taler (the richest bonus and buying power), goods
//! (recruiting), merchants owned, and leading the goods of a guild before the round ends
//! (the favourite takes its master and a coat of arms).
//!
//! # Passing
//! The bots do not pass while they can plan ([`BotGame::considered`] leaves the pass out, in
//! their moves, their search and their playouts). The rulebook makes a pass last the whole round
//! ("Wer passt, tut dies für die gesamte Spielrunde"), and a player who plays a card may still
//! take no action at that guild ("Der Spieler kann beschließen, keine Aktion auszuführen, obwohl
//! er eine Aktionskarte der Zunft gespielt hat"), so planning one guild and doing nothing there
//! keeps every later choice of the round open; all a pass saves is the merchant on that roof,
//! worth a Taler to each later recruiter there. The search nevertheless rated passing best
//! (issue 32): a player who sits out stays the richest, and at the round's end the richest wins
//! every tie for a guild's favour (everyone starts with one good of each guild), while in random
//! playouts nobody buys the one good that would beat it; and a playout's horizon, counted in
//! actions, runs further into the game when one seat stops acting. Measured in
//! `docs/bots.md`: a Strong that never passed beat the Strong that passed 58% of its rounds in
//! 86% of 100 two-player games.

use super::{BotGame, Budgets};
use crate::engine::{GameRng, Seat};
use crate::games::nuernberg::data::{
    Citizen, Craftsman, Guest, Guild, MERCHANTS_MAX, PRESTIGE_ARMS, START_TALER, citizens_for,
};
use crate::games::nuernberg::{Action, Cards, Nuernberg, Phase, Player, State, View, scores};

impl BotGame for Nuernberg {
    const HORIZON: usize = 40;
    const EVAL_SCALE: f64 = 5.0;
    const BUDGETS: Budgets = Budgets { standard: 8, strong: 4000 };

    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
        let count = view.players.len();
        let guilds = Guild::in_play(count);
        let own = view.players[seat].taler.expect("a seat sees its own Taler");
        let players = view.players.map(|_, p| Player {
            taler: p.taler.unwrap_or_else(|| own.max(MIN_GUESS) * (70 + rng.below(61)) / 100),
            tableau: p.tableau.clone(),
        });
        let phase = if view.over {
            Phase::Over
        } else if let Some((guild, limit)) = view.called {
            let later: Vec<Guild> = guilds.iter().copied().filter(|&g| g > guild).collect();
            let cards = view.players.map(|s, p| match p.own_cards {
                Some(k) if s == seat => k,
                _ => {
                    let shown = p.shown_card.map_or(Cards::default(), |g| Cards::from_guilds(&[g]));
                    Cards(shown.0 | draw_cards(&later, p.hidden_cards, rng).0)
                }
            });
            Phase::Action { cards, guild, limit, step: view.step }
        } else {
            let plans = view.players.map(|s, p| match (p.planned, p.tableau.passed) {
                (false, _) => None,
                (true, true) => Some(Cards::default()),
                (true, false) if s == seat => p.own_cards,
                (true, false) => Some(draw_cards(guilds, p.hidden_cards, rng)),
            });
            Phase::Planning { plans }
        };
        // At the end the guest pile and the citizens left out lie face up.
        let (guests, unused) = match view.over {
            true => (view.pile_revealed.clone(), view.left_out.clone()),
            false => unseen_tiles(view, guilds, rng),
        };
        let owned: u8 = view.players.values().iter().map(|p| p.tableau.prestige_arms).sum();
        let beside_guild = u8::from(!view.over);
        let seed = u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32());
        let held: i64 = players.values().iter().map(|p| i64::from(p.taler)).sum();
        State {
            data: view.data,
            rng: GameRng::from_seed(seed),
            round: view.round,
            pass: view.pass,
            houses: view.houses.clone(),
            players,
            order: view.order.clone(),
            guests,
            in_box: view.in_box.clone(),
            unused,
            prestige: view.prestige,
            prestige_supply: view.prestige_supply,
            prestige_lost: PRESTIGE_ARMS - owned - view.prestige_supply - beside_guild,
            bank_paid: held - i64::from(START_TALER) * count as i64,
            reveals: view.reveals.clone(),
            phase,
        }
    }

    fn evaluate(state: &State) -> Vec<f64> {
        evaluate_with(state, &WEIGHTS)
    }

    /// Passing is left out while the seat can plan (see the module doc, "Passing").
    fn considered(_state: &State, _seat: Seat, mut legal: Vec<Action>) -> Vec<Action> {
        if legal.iter().any(|a| matches!(a, Action::Plan(_))) {
            legal.retain(|a| *a != Action::Pass);
        }
        legal
    }
}

/// The weights of the evaluation, in points: a Taler, a good, a merchant owned (in hand or on a
/// roof), and leading the goods of a guild (the favourite wins its master and a coat of arms).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// A Taler held.
    pub taler: f64,
    /// A good held.
    pub good: f64,
    /// A merchant owned.
    pub merchant: f64,
    /// Leading a guild's goods (shared between those who lead it together).
    pub favourite: f64,
}

/// The weights Strong used on 2026-11-27, which the tournament's baseline keeps
/// (`bots::baseline`).
pub const WEIGHTS_2026: Weights = Weights { taler: 0.12, good: 0.3, merchant: 0.6, favourite: 2.0 };

/// The weights the bots use now.
const WEIGHTS: Weights = WEIGHTS_2026;

/// The evaluation (see the module doc) with the given weights: estimated final points per seat.
pub fn evaluate_with(state: &State, weights: &Weights) -> Vec<f64> {
    let points = scores(state);
    let mut values: Vec<f64> = state
        .players
        .iter()
        .map(|(seat, p)| {
            let w = points[seat];
            let scored = w.citizens + w.majorities + w.thirty + w.all_types + w.arms;
            let merchants = MERCHANTS_MAX - p.tableau.supply;
            f64::from(scored)
                + weights.taler * f64::from(p.taler)
                + weights.good * f64::from(p.tableau.goods.total())
                + weights.merchant * f64::from(merchants)
        })
        .collect();
    if state.phase != Phase::Over {
        for &guild in state.guilds() {
            let goods = |p: &Player| {
                u32::from(p.tableau.goods.of(guild))
                    + 4 * p.tableau.hausierer.iter().filter(|(_, g)| *g == guild).count() as u32
            };
            let most = state.players.values().iter().map(goods).max().unwrap_or(0);
            let leaders: Vec<usize> =
                state.players.iter().filter(|(_, p)| most > 0 && goods(p) == most).map(|(s, _)| s.index()).collect();
            for &s in &leaders {
                values[s] += weights.favourite / leaders.len() as f64;
            }
        }
    }
    values
}

/// The least Taler assumed as the base of a guess at another player's money.
const MIN_GUESS: u32 = 5;

/// `count` different cards on random guilds among `guilds`.
fn draw_cards(guilds: &[Guild], count: usize, rng: &mut GameRng) -> Cards {
    let mut pool = guilds.to_vec();
    rng.shuffle(&mut pool);
    Cards::from_guilds(&pool[..count.min(pool.len())])
}

/// The face-down pile (shuffled) and the citizens left in the box, drawn from the tiles that
/// `view` does not show anywhere.
fn unseen_tiles(view: &View, guilds: &[Guild], rng: &mut GameRng) -> (Vec<Guest>, Vec<Citizen>) {
    let mut seen: Vec<Guest> = view.in_box.clone();
    for house in &view.houses {
        seen.extend(house.workshop.iter().flatten().map(|&h| Guest::Craftsman(h)));
        seen.extend(house.rooms.iter().flatten().copied());
        seen.extend(house.buergermeister.iter().map(|&b| Guest::Citizen(b)));
    }
    for p in view.players.values() {
        seen.extend(p.tableau.craftsmen.iter().map(|&h| Guest::Craftsman(h)));
        seen.extend(p.tableau.citizens.iter().map(|&b| Guest::Citizen(b)));
        seen.extend(p.tableau.hausierer.iter().map(|&(b, _)| Guest::Citizen(b)));
    }
    seen.extend(view.step.and_then(|(_, s)| s.citizen()).map(Guest::Citizen));
    let mut pile: Vec<Guest> =
        guilds.iter().flat_map(|&g| Craftsman::of(g).map(Guest::Craftsman)).filter(|g| !seen.contains(g)).collect();
    let mut citizens: Vec<Citizen> = Citizen::all().filter(|&b| !seen.contains(&Guest::Citizen(b))).collect();
    rng.shuffle(&mut citizens);
    let boxed = Citizen::all().count() - citizens_for(view.players.len());
    let unused = citizens.split_off(citizens.len().saturating_sub(boxed));
    pile.extend(citizens.into_iter().map(Guest::Citizen));
    rng.shuffle(&mut pile);
    (pile, unused)
}
