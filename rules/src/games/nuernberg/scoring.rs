//! The final scoring (rulebook "Spielende"): citizens, guild majorities with every tie rule,
//! totals of 30, all craftsman types, the richest player, coats of arms; winner tie-breaks.

use super::data::{
    Gilde, MEHRHEIT_GLEICHSTAND, MEHRHEIT_PUNKTE, PUNKTE_30, PUNKTE_ALLE_TYPEN, PUNKTE_REICHSTER, SCHWELLE_30,
    Stadtbewohner, wappen_punkte,
};
use super::state::{Phase, Spieler, State};
use crate::engine::{PerSeat, ScoreSheet, Seat, TieBreak};
use crate::text::Text;

/// One player's points by category, in the order of the score sheet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wertung {
    /// Edelmann, Steuereintreiber and Vorarbeiter.
    pub stadtbewohner: i32,
    /// Guild majorities, with the Lehrling's bonus.
    pub mehrheiten: i32,
    /// 2 per guild whose craftsmen total at least 30.
    pub wert_30: i32,
    /// 5 for a craftsman of every guild in play.
    pub alle_typen: i32,
    /// 5 for the richest, 2 each if tied.
    pub reichster: i32,
    /// Coats of arms by variety.
    pub wappen: i32,
}

impl Wertung {
    fn row(self) -> Vec<i32> {
        vec![self.stadtbewohner, self.mehrheiten, self.wert_30, self.alle_typen, self.reichster, self.wappen]
    }
}

/// The sum of values and the number of a player's craftsmen of one guild.
fn bestand(p: &Spieler, gilde: Gilde) -> (u32, usize) {
    let tiles = p.auslage.handwerker.iter().filter(|h| h.gilde == gilde);
    (tiles.clone().map(|h| u32::from(h.wert())).sum(), tiles.count())
}

fn anzahl(p: &Spieler, art: Stadtbewohner) -> usize {
    p.auslage.buerger.iter().filter(|b| b.art() == art).count()
}

/// Majority points (with the Lehrling's bonus) of every player for one guild.
pub fn mehrheit(state: &State, gilde: Gilde) -> PerSeat<i32> {
    let mut points = PerSeat::filled(state.players(), 0);
    let mut ranked: Vec<(u32, usize, Seat)> = state
        .spieler
        .iter()
        .map(|(s, p)| {
            let (sum, count) = bestand(p, gilde);
            (sum, count, s)
        })
        .filter(|&(_, count, _)| count > 0)
        .collect();
    ranked.sort_by(|a, b| (b.0, b.1).cmp(&(a.0, a.1)).then(a.2.cmp(&b.2)));
    let mut rank = 0;
    let mut alone_first = None;
    for group in ranked.chunk_by(|a, b| (a.0, a.1) == (b.0, b.1)) {
        if rank >= MEHRHEIT_PUNKTE.len() {
            break;
        }
        let each = if group.len() == 1 { MEHRHEIT_PUNKTE[rank] } else { MEHRHEIT_GLEICHSTAND[rank] };
        for &(_, _, seat) in group {
            points[seat] += each;
            if rank > 0 {
                points[seat] += anzahl(&state.spieler[seat], Stadtbewohner::Lehrling) as i32;
            }
        }
        if rank == 0 && group.len() == 1 {
            alone_first = Some(group[0].2);
        }
        rank += group.len();
    }
    if let Some(first) = alone_first {
        points[first] += MEHRHEIT_PUNKTE.iter().skip(rank).sum::<i32>();
    }
    points
}

/// Whether the money categories may be scored: only once the game is over (they reveal Taler).
fn geld_offen(state: &State) -> bool {
    state.phase == Phase::Ende
}

/// Every player's points by category.
pub fn wertung(state: &State) -> PerSeat<Wertung> {
    let gilden = state.gilden();
    let mut out = PerSeat::filled(state.players(), Wertung::default());
    for &gilde in gilden {
        for (seat, pts) in mehrheit(state, gilde).iter() {
            out[seat].mehrheiten += pts;
        }
    }
    let richest = state.spieler.values().iter().map(|p| p.taler).max().unwrap_or(0);
    let rich_count = state.spieler.values().iter().filter(|p| p.taler == richest).count();
    for (seat, p) in state.spieler.iter() {
        let w = &mut out[seat];
        for b in &p.auslage.buerger {
            w.stadtbewohner += match b.art() {
                Stadtbewohner::Edelmann(vp) => i32::from(vp),
                Stadtbewohner::Vorarbeiter(wert) => {
                    p.auslage.handwerker.iter().filter(|h| h.wert() == wert).count() as i32
                }
                Stadtbewohner::Steuereintreiber if geld_offen(state) => (p.taler / 10) as i32,
                _ => 0,
            };
        }
        let totals: Vec<(u32, usize)> = gilden.iter().map(|&g| bestand(p, g)).collect();
        w.wert_30 = PUNKTE_30 * totals.iter().filter(|&&(sum, _)| sum >= SCHWELLE_30).count() as i32;
        if totals.iter().all(|&(_, count)| count > 0) {
            w.alle_typen = PUNKTE_ALLE_TYPEN;
        }
        if geld_offen(state) && p.taler == richest {
            w.reichster = if rich_count == 1 { PUNKTE_REICHSTER.0 } else { PUNKTE_REICHSTER.1 };
        }
        let gildenwappen = p.auslage.wappen.iter().filter(|&&n| n > 0).count();
        let prestige = usize::from(p.auslage.prestigewappen) + anzahl(p, Stadtbewohner::Graveur);
        w.wappen = wappen_punkte(gildenwappen + prestige);
    }
    out
}

/// The number of craftsman tiles and their total value: the winner tie-breaks, in order.
fn stechen(p: &Spieler) -> (usize, u32) {
    (p.auslage.handwerker.len(), p.auslage.handwerker.iter().map(|h| u32::from(h.wert())).sum())
}

/// The score sheet with the ranking and its tie-break explanations.
pub fn sheet(state: &State) -> ScoreSheet {
    let points = wertung(state).map(|_, w| w.row());
    let ranking = ScoreSheet::rank_by(&points, |s| stechen(&state.spieler[s]));
    let categories = vec![
        Text::new("Stadtbewohner", "Citizens"),
        Text::new("Mehrheiten", "Majorities"),
        Text::new("Handwerker im Wert von 30", "Craftsmen worth 30"),
        Text::new("Alle Handwerkertypen", "All craftsman types"),
        Text::new("Reichster Spieler", "Richest player"),
        Text::new("Wappensammlung", "Coats of arms"),
    ];
    let mut sheet = ScoreSheet { categories, points, ranking, tie_breaks: Vec::new() };
    let mut tie_breaks = Vec::new();
    let order: Vec<Seat> = sheet.ranking.iter().flatten().copied().collect();
    for group in order.chunk_by(|a, b| sheet.total(*a) == sheet.total(*b)).filter(|g| g.len() > 1) {
        let de: Vec<String> = group
            .iter()
            .map(|&s| {
                let (n, v) = stechen(&state.spieler[s]);
                format!("Spieler {}: {n} Handwerker, Wert {v}", s.0 + 1)
            })
            .collect();
        let en: Vec<String> = group
            .iter()
            .map(|&s| {
                let (n, v) = stechen(&state.spieler[s]);
                format!("player {}: {n} craftsmen worth {v}", s.0 + 1)
            })
            .collect();
        let total = sheet.total(group[0]);
        tie_breaks.push(TieBreak {
            seats: group.to_vec(),
            explanation: Text::new(
                format!(
                    "Gleichstand mit {total} SP; es entscheiden mehr Handwerker, dann ihr höherer Gesamtwert ({}). Wer auch darin gleich ist, teilt sich den Platz.",
                    de.join("; ")
                ),
                format!(
                    "Tied on {total} VP; more craftsmen decide, then their higher total value ({}). Players level on both share the place.",
                    en.join("; ")
                ),
            ),
        });
    }
    sheet.tie_breaks = tie_breaks;
    sheet
}
