//! The final scoring (rulebook "Spielende"): citizens, guild majorities with every tie rule,
//! totals of 30, all craftsman types, the richest player, coats of arms; winner tie-breaks.

use super::data::{
    CitizenKind, Guild, MAJORITY_POINTS, MAJORITY_TIED, POINTS_30, POINTS_ALL_TYPES, POINTS_RICHEST, THRESHOLD_30,
    arms_points,
};
use super::state::{Phase, Player, State};
use super::text::player;
use crate::engine::sort;
use crate::engine::{PerSeat, ScoreSheet, Seat, TieBreak};
use crate::text::{Lang, Text, plural};

/// One player's points by category, in the order of the score sheet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// Edelmann, Steuereintreiber and Vorarbeiter.
    pub citizens: i32,
    /// Guild majorities, with the Lehrling's bonus.
    pub majorities: i32,
    /// 2 per guild whose craftsmen total at least 30.
    pub thirty: i32,
    /// 5 for a craftsman of every guild in play.
    pub all_types: i32,
    /// 5 for the richest, 2 each if tied.
    pub richest: i32,
    /// Coats of arms by variety.
    pub arms: i32,
}

impl Score {
    fn row(self) -> Vec<i32> {
        vec![self.citizens, self.majorities, self.thirty, self.all_types, self.richest, self.arms]
    }
}

/// The sum of values and the number of a player's craftsmen of one guild.
fn holding(p: &Player, guild: Guild) -> (u32, usize) {
    let tiles = p.tableau.craftsmen.iter().filter(|h| h.guild == guild);
    (tiles.clone().map(|h| u32::from(h.value())).sum(), tiles.count())
}

fn citizens_of_kind(p: &Player, kind: CitizenKind) -> usize {
    p.tableau.citizens.iter().filter(|b| b.kind() == kind).count()
}

/// Majority points (with the Lehrling's bonus) of every player for one guild.
pub fn majority(state: &State, guild: Guild) -> PerSeat<i32> {
    let mut points = PerSeat::filled(state.players(), 0);
    let mut ranked: Vec<(u32, usize, Seat)> = state
        .players
        .iter()
        .map(|(s, p)| {
            let (sum, count) = holding(p, guild);
            (sum, count, s)
        })
        .filter(|&(_, count, _)| count > 0)
        .collect();
    sort::sort_by(&mut ranked, |a, b| (b.0, b.1).cmp(&(a.0, a.1)).then(a.2.cmp(&b.2)));
    let mut rank = 0;
    let mut alone_first = None;
    for group in ranked.chunk_by(|a, b| (a.0, a.1) == (b.0, b.1)) {
        if rank >= MAJORITY_POINTS.len() {
            break;
        }
        let each = if group.len() == 1 { MAJORITY_POINTS[rank] } else { MAJORITY_TIED[rank] };
        for &(_, _, seat) in group {
            points[seat] += each;
            if rank > 0 {
                points[seat] += citizens_of_kind(&state.players[seat], CitizenKind::Lehrling) as i32;
            }
        }
        if rank == 0 && group.len() == 1 {
            alone_first = Some(group[0].2);
        }
        rank += group.len();
    }
    if let Some(first) = alone_first {
        points[first] += MAJORITY_POINTS.iter().skip(rank).sum::<i32>();
    }
    points
}

/// Whether the money categories may be scored: only once the game is over (they reveal Taler).
fn money_open(state: &State) -> bool {
    state.phase == Phase::Over
}

/// Every player's points by category.
pub fn scores(state: &State) -> PerSeat<Score> {
    let guilds = state.guilds();
    let mut out = PerSeat::filled(state.players(), Score::default());
    for &guild in guilds {
        for (seat, pts) in majority(state, guild).iter() {
            out[seat].majorities += pts;
        }
    }
    let richest = state.players.values().iter().map(|p| p.taler).max().unwrap_or(0);
    let rich_count = state.players.values().iter().filter(|p| p.taler == richest).count();
    for (seat, p) in state.players.iter() {
        let w = &mut out[seat];
        for b in &p.tableau.citizens {
            w.citizens += match b.kind() {
                CitizenKind::Edelmann(vp) => i32::from(vp),
                CitizenKind::Vorarbeiter(value) => {
                    p.tableau.craftsmen.iter().filter(|h| h.value() == value).count() as i32
                }
                CitizenKind::Steuereintreiber if money_open(state) => (p.taler / 10) as i32,
                _ => 0,
            };
        }
        let totals: Vec<(u32, usize)> = guilds.iter().map(|&g| holding(p, g)).collect();
        w.thirty = POINTS_30 * totals.iter().filter(|&&(sum, _)| sum >= THRESHOLD_30).count() as i32;
        if totals.iter().all(|&(_, count)| count > 0) {
            w.all_types = POINTS_ALL_TYPES;
        }
        if money_open(state) && p.taler == richest {
            w.richest = if rich_count == 1 { POINTS_RICHEST.0 } else { POINTS_RICHEST.1 };
        }
        let guild_arms = p.tableau.arms.iter().filter(|&&n| n > 0).count();
        let prestige = usize::from(p.tableau.prestige_arms) + citizens_of_kind(p, CitizenKind::Graveur);
        w.arms = arms_points(guild_arms + prestige);
    }
    out
}

/// The number of craftsman tiles and their total value: the winner tie-breaks, in order.
fn tie_break(p: &Player) -> (usize, u32) {
    (p.tableau.craftsmen.len(), p.tableau.craftsmen.iter().map(|h| u32::from(h.value())).sum())
}

/// The score sheet with the ranking and its tie-break explanations.
pub fn sheet(state: &State) -> ScoreSheet {
    let points = scores(state).map(|_, w| w.row());
    let ranking = ScoreSheet::rank_by(&points, |s| tie_break(&state.players[s]));
    let categories = vec![
        Text::new("Stadtbewohner", "Citizens"),
        Text::new("Mehrheiten", "Majorities"),
        Text::new("Handwerker im Wert von 30", "Craftsmen worth 30"),
        Text::new("Alle Handwerkertypen", "All craftsman types"),
        Text::new("Reichster Spieler", "Richest player"),
        Text::new("Wappensammlung", "Coats of arms"),
    ];
    let rules = Text::pairs(&[
        ("Was Stadtbewohner mit Sonnensymbol bringen", "What citizens with a sun symbol score"),
        (
            "Je Zunft 5, 3 und 1 für die höchsten Handwerkerwerte",
            "Per guild 5, 3 and 1 for the highest craftsman values",
        ),
        (
            "2 je Zunft, deren Handwerker zusammen 30 oder mehr wert sind",
            "2 per guild whose craftsmen are worth 30 or more together",
        ),
        ("5 für einen Handwerker jeder Zunft", "5 for a craftsman of every guild"),
        ("5 für die meisten Taler, bei Gleichstand je 2", "5 for the most Taler, 2 each if tied"),
        (
            "Nach Zahl verschiedener Wappen: 3 bringen 2, 7 und mehr 20",
            "By different coats of arms: 3 give 2, 7 or more give 20",
        ),
    ]);
    let mut sheet = ScoreSheet { categories, rules, points, ranking, tie_breaks: Vec::new(), details: None };
    let tie_breaks = sheet.ties().into_iter().map(|seats| explain(state, &sheet, seats)).collect();
    sheet.tie_breaks = tie_breaks;
    sheet
}

/// What decided a tie on points among `seats` (in ranking order): more craftsmen, then their
/// higher total value; each seat's figures.
fn explain(state: &State, sheet: &ScoreSheet, seats: Vec<Seat>) -> TieBreak {
    let key = |s: Seat| tie_break(&state.players[s]);
    let figures = |lang: Lang| {
        let each = seats.iter().map(|&s| {
            let (n, v) = key(s);
            let who = player(s);
            match lang {
                Lang::De => format!("{}: {n} Handwerker, Wert {v}", who.de),
                Lang::En => format!("{}: {n} {} worth {v}", who.en, plural(n, ["craftsman", "craftsmen"])),
            }
        });
        each.collect::<Vec<_>>().join("; ")
    };
    let (first, next) = (key(seats[0]), key(seats[1]));
    let decided_by = (first != next).then(|| {
        if first.0 != next.0 {
            Text::new("mehr Handwerker", "more craftsmen")
        } else {
            Text::new("den höheren Gesamtwert der Handwerker", "the higher total value of craftsmen")
        }
    });
    let total = Text::same(sheet.total(seats[0]));
    let explanation = Text::fill(
        "Gleichstand mit {} SP; es entscheiden mehr Handwerker, dann ihr höherer Gesamtwert ({}). Wer auch darin gleich ist, teilt sich den Platz.",
        "Tied on {} VP; more craftsmen decide, then their higher total value ({}). Players level on both share the place.",
        &[total, Text::by_lang(figures)],
    );
    TieBreak { seats, explanation, decided_by }
}
