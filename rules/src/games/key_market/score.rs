//! End-game scoring with one line per category (manor house, retired workers, gold, pairs,
//! guild members, master skills) and the tie-breaks: the favour track with 3–4 players, the
//! first player of the last autumn with 2.

use super::data::{Good, Goods, Level, MANOR_POINTS, PAIR_POINTS, guild_data};
use super::guilds::{has, membership, no};
use super::state::State;
use crate::engine::{ScoreSheet, Seat, TieBreak};
use crate::text::Text;

/// Pairs, livestock and sets of five for these goods: (pair points, master-skill points).
fn goods_points(state: &State, seat: Seat, goods: &Goods) -> (i32, i32) {
    let livestock = has(state, seat, no::WOOLMEN, Level::Master)
        .then(|| membership(state, seat, no::WOOLMEN).and_then(|m| m.1))
        .flatten();
    let pair_bonus = if has(state, seat, no::WHEELWRIGHTS, Level::Master) { 3 } else { 0 };
    let max_sets = if has(state, seat, no::TASKMASTERS, Level::Master) {
        goods[..5].iter().copied().min().unwrap_or(0)
    } else {
        0
    };
    let mut best = (0, 0);
    for sets in 0..=max_sets {
        let (mut pairs, mut skill) = (0, 25 * i32::from(sets));
        for good in Good::ALL {
            let n = i32::from(goods[good.index()] - if good.is_resource() { sets } else { 0 });
            if livestock == Some(good) {
                skill += 5 * n;
            } else {
                pairs += n / 2;
            }
        }
        let points = (PAIR_POINTS * pairs, skill + pair_bonus * pairs);
        if points.0 + points.1 > best.0 + best.1 {
            best = points;
        }
    }
    best
}

/// One seat's points per category.
pub fn points(state: &State, seat: Seat) -> Vec<i32> {
    let player = &state.players[seat];
    let mut goods = player.goods;
    for (g, n) in goods.iter_mut().zip(player.at_market) {
        *g += n;
    }
    let (pairs, mut skills) = goods_points(state, seat, &goods);
    let mut members = 0;
    let gamers = has(state, seat, no::GAMERS, Level::Master);
    for tile in &state.guilds {
        if let Some((level, _, _)) = membership(state, seat, tile.number) {
            members += guild_data(tile.number).points[level.index()];
            if gamers {
                skills += [2, 4, 6][level.index()];
            }
        }
    }
    vec![
        if player.manor { MANOR_POINTS } else { 0 },
        MANOR_POINTS * i32::from(player.retired),
        player.gold as i32,
        pairs,
        members,
        skills,
    ]
}

/// The score sheet.
pub fn sheet(state: &State) -> ScoreSheet {
    let n = state.order.len();
    let points = crate::engine::PerSeat::from_fn(n, |s| points(state, s));
    let rank = |s: Seat| -> i32 {
        if state.favour.is_empty() {
            i32::from(state.order[0] == s)
        } else {
            -(state.favour.iter().position(|&f| f == s).unwrap_or(n) as i32)
        }
    };
    let ranking = ScoreSheet::rank_by(&points, rank);
    let categories = vec![
        Text::new("Gutshaus", "Manor house"),
        Text::new("Arbeiter im Ruhestand", "Retired workers"),
        Text::new("Gold", "Gold"),
        Text::new("Paare", "Pairs"),
        Text::new("Gildenmitglieder", "Guild members"),
        Text::new("Meisterfähigkeiten", "Guild master skills"),
    ];
    let rules = Text::pairs(&[
        ("15 für ein Gutshaus", "15 for a manor house"),
        ("15 je Arbeiter im Ruhestand", "15 per retired worker"),
        ("1 je Gold", "1 per gold"),
        (
            "5 je Paar gleicher Ressourcen oder Luxusgüter; einzelne zählen nichts",
            "5 per pair of the same resource or luxury; single ones score nothing",
        ),
        (
            "Punkte der Gildenplättchen für Lehrlinge, Gesellen und Meister",
            "The guild tiles' points for apprentices, craftsmen and masters",
        ),
        ("Boni der Meisterfähigkeiten am Spielende", "The end-game bonuses of master skills"),
    ]);
    let mut sheet = ScoreSheet { categories, rules, points, ranking, tie_breaks: Vec::new(), details: None };
    let explain = || {
        if state.favour.is_empty() {
            (
                Text::new(
                    "Gleichstand: Es gewinnt, wer im Herbst des zweiten Jahres Startspieler war.",
                    "Tie: the player who was first in turn order in autumn of year 2 wins.",
                ),
                Text::new(
                    "den ersten Platz der Spielerreihenfolge im Herbst des zweiten Jahres",
                    "first place in turn order in autumn of year 2",
                ),
            )
        } else {
            (
                Text::new(
                    "Gleichstand: Es gewinnt, wer höher auf der Gunstskala steht.",
                    "Tie: the player higher on the favour track wins.",
                ),
                Text::new("den höheren Platz auf der Gunstskala", "a higher place on the favour track"),
            )
        }
    };
    // The favour track and the turn order hold every seat once: no tie on points stands.
    sheet.tie_breaks = sheet
        .ties()
        .into_iter()
        .map(|seats| {
            let (explanation, decided_by) = explain();
            TieBreak { seats, explanation, decided_by: Some(decided_by) }
        })
        .collect();
    sheet
}
