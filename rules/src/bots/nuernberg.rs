//! Nürnberg's bot glue: a full state sampled from one seat's view, and the evaluation.
//!
//! # Determinizing
//! Everything on the table is copied from the view. The hidden parts are drawn:
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

use super::{BotGame, Budgets};
use crate::engine::{GameRng, Seat};
use crate::games::nuernberg::data::{
    Buerger, Gast, Gilde, HANDELSLEUTE_MAX, Handwerker, PRESTIGEWAPPEN, START_TALER, buerger_im_spiel,
};
use crate::games::nuernberg::{Karten, Nuernberg, Phase, Spieler, State, View, wertung};

impl BotGame for Nuernberg {
    const HORIZON: usize = 40;
    const EVAL_SCALE: f64 = 5.0;
    const BUDGETS: Budgets = Budgets { standard: 8, strong: 4000 };

    fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
        let players = view.spieler.len();
        let gilden = Gilde::in_play(players);
        let own = view.spieler[seat].taler.expect("a seat sees its own Taler");
        let spieler = view.spieler.map(|_, p| Spieler {
            taler: p.taler.unwrap_or_else(|| own.max(MIN_GUESS) * (70 + rng.below(61)) / 100),
            auslage: p.auslage.clone(),
        });
        let phase = if view.vorbei {
            Phase::Ende
        } else if let Some((gilde, limit)) = view.aufgerufen {
            let later: Vec<Gilde> = gilden.iter().copied().filter(|&g| g > gilde).collect();
            let karten = view.spieler.map(|s, p| match p.eigene_karten {
                Some(k) if s == seat => k,
                _ => {
                    let shown = p.offene_karte.map_or(Karten::default(), |g| Karten::from_gilden(&[g]));
                    Karten(shown.0 | draw_cards(&later, p.verdeckte_karten, rng).0)
                }
            });
            Phase::Aktion { karten, gilde, limit, schritt: view.schritt }
        } else {
            let plaene = view.spieler.map(|s, p| match (p.geplant, p.auslage.gepasst) {
                (false, _) => None,
                (true, true) => Some(Karten::default()),
                (true, false) if s == seat => p.eigene_karten,
                (true, false) => Some(draw_cards(gilden, p.verdeckte_karten, rng)),
            });
            Phase::Planung { plaene }
        };
        let (gaeste, unbenutzt) = unseen_tiles(view, gilden, rng);
        let owned: u8 = view.spieler.values().iter().map(|p| p.auslage.prestigewappen).sum();
        let beside_guild = u8::from(!view.vorbei);
        let seed = u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32());
        let held: i64 = spieler.values().iter().map(|p| i64::from(p.taler)).sum();
        State {
            rng: GameRng::from_seed(seed),
            runde: view.runde,
            durchgang: view.durchgang,
            haeuser: view.haeuser.clone(),
            spieler,
            reihenfolge: view.reihenfolge.clone(),
            gaeste,
            schachtel: view.schachtel.clone(),
            unbenutzt,
            prestige: view.prestige,
            prestige_vorrat: view.prestige_vorrat,
            prestige_verfallen: PRESTIGEWAPPEN - owned - view.prestige_vorrat - beside_guild,
            bank_ausgezahlt: held - i64::from(START_TALER) * players as i64,
            enthuellungen: view.enthuellungen.clone(),
            phase,
        }
    }

    fn evaluate(state: &State) -> Vec<f64> {
        let points = wertung(state);
        let mut values: Vec<f64> = state
            .spieler
            .iter()
            .map(|(seat, p)| {
                let w = points[seat];
                let scored = w.stadtbewohner + w.mehrheiten + w.wert_30 + w.alle_typen + w.wappen;
                let merchants = HANDELSLEUTE_MAX - p.auslage.vorrat;
                f64::from(scored)
                    + TALER * f64::from(p.taler)
                    + GOOD * f64::from(p.auslage.waren.total())
                    + MERCHANT * f64::from(merchants)
            })
            .collect();
        if state.phase != Phase::Ende {
            for &gilde in state.gilden() {
                let goods = |p: &Spieler| {
                    u32::from(p.auslage.waren.of(gilde))
                        + 4 * p.auslage.hausierer.iter().filter(|(_, g)| *g == gilde).count() as u32
                };
                let most = state.spieler.values().iter().map(goods).max().unwrap_or(0);
                let leaders: Vec<usize> = state
                    .spieler
                    .iter()
                    .filter(|(_, p)| most > 0 && goods(p) == most)
                    .map(|(s, _)| s.index())
                    .collect();
                for &s in &leaders {
                    values[s] += FAVOURITE / leaders.len() as f64;
                }
            }
        }
        values
    }
}

/// The least Taler assumed as the base of a guess at another player's money.
const MIN_GUESS: u32 = 5;

/// Evaluation weights, in points: a Taler, a good, a merchant owned (in hand or on a roof),
/// and leading the goods of a guild (the favourite wins its master and a coat of arms).
const TALER: f64 = 0.12;
const GOOD: f64 = 0.3;
const MERCHANT: f64 = 0.6;
const FAVOURITE: f64 = 2.0;

/// `count` different cards on random guilds among `gilden`.
fn draw_cards(gilden: &[Gilde], count: usize, rng: &mut GameRng) -> Karten {
    let mut pool = gilden.to_vec();
    rng.shuffle(&mut pool);
    Karten::from_gilden(&pool[..count.min(pool.len())])
}

/// The face-down pile (shuffled) and the citizens left in the box, drawn from the tiles that
/// `view` does not show anywhere.
fn unseen_tiles(view: &View, gilden: &[Gilde], rng: &mut GameRng) -> (Vec<Gast>, Vec<Buerger>) {
    let mut seen: Vec<Gast> = view.schachtel.clone();
    for haus in &view.haeuser {
        seen.extend(haus.werkstatt.iter().flatten().map(|&h| Gast::Handwerker(h)));
        seen.extend(haus.zimmer.iter().flatten().copied());
        seen.extend(haus.buergermeister.iter().map(|&b| Gast::Buerger(b)));
    }
    for p in view.spieler.values() {
        seen.extend(p.auslage.handwerker.iter().map(|&h| Gast::Handwerker(h)));
        seen.extend(p.auslage.buerger.iter().map(|&b| Gast::Buerger(b)));
        seen.extend(p.auslage.hausierer.iter().map(|&(b, _)| Gast::Buerger(b)));
    }
    seen.extend(view.schritt.and_then(|(_, s)| s.buerger()).map(Gast::Buerger));
    let mut pile: Vec<Gast> =
        gilden.iter().flat_map(|&g| Handwerker::of(g).map(Gast::Handwerker)).filter(|g| !seen.contains(g)).collect();
    let mut citizens: Vec<Buerger> = Buerger::all().filter(|&b| !seen.contains(&Gast::Buerger(b))).collect();
    rng.shuffle(&mut citizens);
    let boxed = Buerger::all().count() - buerger_im_spiel(view.spieler.len());
    let unbenutzt = citizens.split_off(citizens.len().saturating_sub(boxed));
    pile.extend(citizens.into_iter().map(Gast::Buerger));
    rng.shuffle(&mut pile);
    (pile, unbenutzt)
}
