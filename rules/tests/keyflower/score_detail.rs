//! The score sheet's detail over whole random games (2–6 players, with and without The
//! Merchants): every line scores its items by its tile's rule and says that rule, every allocated
//! item is listed once, the lines of a row sum to the row, and the engine's sheet carries the same
//! lines.

use crate::support::allocation::{fulfils, random_game, recount, set_points};
use keydom_rules::engine::{Game, Seat};
use keydom_rules::games::keyflower::Keyflower;
use keydom_rules::games::keyflower::allocate::{Piece, Sink, Use};
use keydom_rules::games::keyflower::data::merchants::CONTRACTS;
use keydom_rules::games::keyflower::data::{Resource, Scoring};
use keydom_rules::games::keyflower::data::{Tile, WHITE_WIND, WHITE_WIND_II};
use keydom_rules::games::keyflower::score::{BOATS, Breakdown, CONTRACTS as CONTRACT_ROW, GOLD, Line, On};
use keydom_rules::games::keyflower::score::{WINTER, YARDS, breakdown};
use keydom_rules::games::keyflower::state::{Building, State};
use keydom_rules::games::keyflower::text::{boat_bonus, scoring};
use keydom_rules::text::Text;

/// Each item of `uses` once, `count` times.
fn pieces(uses: &[Use]) -> Vec<Piece> {
    uses.iter().flat_map(|u| std::iter::repeat_n(u.piece, usize::from(u.count))).collect()
}

/// An item of the detail as (count, kind): "3× iron" is (3, "iron"), "start-player marker as
/// wood" is (1, itself).
fn counted(item: &str) -> (i32, &str) {
    match item.split_once("× ") {
        Some((n, kind)) => (n.parse().expect("a count"), kind),
        None => (1, item),
    }
}

fn count(uses: &[Use]) -> i32 {
    uses.iter().map(|u| i32::from(u.count)).sum()
}

/// The points of `line` straight from its tile's rule.
fn by_rule(state: &State, seat: Seat, b: &Breakdown, line: &Line) -> i32 {
    let village = &state.players[seat].village;
    let wild = b.holdings.wild;
    match line.on {
        On::Sink(Sink::Winter(tile)) => {
            let placed = |which: fn(&keydom_rules::games::keyflower::state::Placed) -> bool| {
                village.iter().filter(|p| which(p)).count() as i32
            };
            let fixed = |n: u8| {
                assert!(line.uses.is_empty(), "{} takes no items", tile.data().name);
                i32::from(n)
            };
            match tile.data().scoring {
                Scoring::Set(set, points) => set_points(set, u32::from(points), &pieces(&line.uses), wild) as i32,
                Scoring::Flat(n) => fixed(n),
                Scoring::PerUpgraded(n) => fixed(n) * placed(|p| p.upgraded),
                Scoring::PerExtension(n) => fixed(n) * placed(|p| p.extension.is_some()),
                Scoring::PerUnfulfilled(n) => {
                    let fulfilled = b.lines.iter().filter(|l| matches!(l.on, On::Sink(Sink::Contract(_)))).count();
                    fixed(n) * (b.holdings.contracts.len() - fulfilled) as i32
                }
                other => panic!("a winter tile scores {other:?}"),
            }
        }
        On::Sink(Sink::Yard(at)) => {
            let placed = &village[usize::from(at)];
            let Building::Tile(t) = placed.building else { panic!("a yard is a village tile") };
            let Scoring::PerResource(kind, rates) = t.data().scoring else { panic!("{} is no yard", t.data().name) };
            for own in &line.own {
                let Piece::Resource(r) = own.piece else { panic!("a yard's own item is a resource") };
                assert!(kind.map_or(r != Resource::Gold, |k| k == r), "{r:?} is {}'s own", t.data().name);
                assert_eq!(own.count, placed.resources.of(r), "every own resource on {} scores", t.data().name);
            }
            for u in &line.uses {
                assert!(matches!(u.piece, Piece::Resource(r) if wild || r == Resource::Gold), "{u:?} stands in");
            }
            (count(&line.own) + count(&line.uses)) * i32::from(rates[usize::from(placed.upgraded)])
        }
        On::Sink(Sink::Contract(n)) => {
            assert!(fulfils(CONTRACTS[usize::from(n)], pieces(&line.uses), wild), "contract {n}: {:?}", line.uses);
            i32::from(b.holdings.contract_vp)
        }
        On::Sink(Sink::WhiteWind) => {
            assert!(line.uses.iter().all(|u| matches!(u.piece, Piece::Worker(_))), "White Wind takes workers");
            count(&line.uses)
        }
        On::Sink(Sink::Gold) => {
            let gold = |u: &Use| matches!(u.piece, Piece::Resource(r) if wild || r == Resource::Gold);
            assert!(line.uses.iter().all(gold), "only gold is kept for points");
            count(&line.uses)
        }
        On::Boat(_) => {
            assert!(line.uses.is_empty() && line.own.is_empty(), "a boat's own points take no items");
            line.points
        }
    }
}

/// The rule a line should state: its tile's scoring on the side it shows, its boat's bonus, a
/// contract's points (10 with White Wind II), a gold's.
fn rule_of(state: &State, seat: Seat, line: &Line) -> Text {
    let village = &state.players[seat].village;
    let tile = |t: Tile, upgraded| scoring(t.data().scoring, upgraded).expect("a line's tile scores by a rule");
    match line.on {
        On::Sink(Sink::Winter(t)) => tile(t, false),
        On::Sink(Sink::Yard(at)) => match village[usize::from(at)].building {
            Building::Tile(t) => tile(t, village[usize::from(at)].upgraded),
            other => panic!("a yard is a village tile: {other:?}"),
        },
        On::Sink(Sink::Contract(_)) => {
            let vp = if village.iter().any(|p| p.building == Building::Boat(WHITE_WIND_II)) { 10 } else { 7 };
            Text::new(
                format!("{vp} SP je erfüllten Vertrag (seine Dinge ihm zugewiesen)"),
                format!("{vp} VP per contract fulfilled (its items assigned to it)"),
            )
        }
        On::Sink(Sink::WhiteWind) => boat_bonus(WHITE_WIND),
        On::Sink(Sink::Gold) => {
            Text::new("1 SP je Gold, das nicht anderswo zählt", "1 VP per gold not scored elsewhere")
        }
        On::Boat(b) => boat_bonus(b),
    }
}

#[test]
fn every_line_scores_its_items_by_its_rule_and_the_lines_make_the_rows() {
    let (mut lines, mut items, mut with_items, mut rules) = (0, 0, 0, 0);
    for merchants in [false, true] {
        for players in 2..=6u8 {
            for seed in 0..4 {
                let state = random_game(players, 100 + seed, merchants);
                let sheet = Keyflower::score(&state);
                let details = sheet.details.as_ref().expect("Keyflower details its rows");
                // The rows of all eight that are in play, by their place on the sheet.
                let kept: Vec<usize> = (0..8).filter(|r| merchants || ![2, 3].contains(r)).collect();
                for seat in Seat::all(state.players()) {
                    let b = breakdown(&state, seat);
                    for line in &b.lines {
                        assert_eq!(by_rule(&state, seat, &b, line), line.points, "{line:?}");
                        assert!(line.uses.iter().all(|u| On::Sink(u.to) == line.on), "{line:?}");
                    }
                    // Each allocated item is listed once, on its line, and no item twice.
                    let listed: Vec<Use> = b.lines.iter().flat_map(|l| l.uses.clone()).collect();
                    assert_eq!(listed.len(), b.allocation.uses.len());
                    assert!(b.allocation.uses.iter().all(|u| listed.contains(u)));
                    assert_eq!(recount(&b.holdings, &listed), b.allocation.total());
                    for row in [YARDS, CONTRACT_ROW, WINTER, BOATS, GOLD].into_iter().filter(|r| kept.contains(r)) {
                        let at = kept.iter().position(|&k| k == row).unwrap();
                        let sum: i32 = b.lines.iter().filter(|l| l.row == row).map(|l| l.points).sum();
                        assert_eq!(sum, b.points[at], "row {row} of {seat:?}: {:?}", b.lines);
                        let shown: i32 = details[seat].iter().filter(|d| d.row == at).map(|d| d.points).sum();
                        assert_eq!(shown, sheet.points[seat][at], "the sheet's row {at}");
                    }
                    assert_eq!(details[seat].len(), b.lines.len());
                    for (d, line) in details[seat].iter().zip(&b.lines) {
                        assert_eq!((kept[d.row], d.points), (line.row, line.points));
                        assert!(!d.label.en.is_empty() && !d.label.de.is_empty());
                        assert_eq!(d.rule, rule_of(&state, seat, line), "{} says its rule", d.label.en);
                        assert!(!d.rule.en.is_empty() && !d.rule.de.is_empty(), "{d:?}");
                        rules += 1;
                        // Each kind of item once, all counted.
                        let listed: Vec<(i32, &str)> = d.items.iter().map(|t| counted(&t.en)).collect();
                        let mut kinds: Vec<&str> = listed.iter().map(|l| l.1).collect();
                        kinds.sort_unstable();
                        kinds.dedup();
                        assert_eq!(kinds.len(), listed.len(), "a kind twice in {:?}", d.items);
                        let all: i32 = listed.iter().map(|l| l.0).sum();
                        assert_eq!(all, count(&line.own) + count(&line.uses), "{:?}", d.items);
                    }
                    lines += b.lines.len();
                    items += listed.len();
                    with_items += b.lines.iter().filter(|l| !l.uses.is_empty()).count();
                }
            }
        }
    }
    println!("{lines} lines, {with_items} with allocated items, {items} uses, {rules} rules");
    assert_eq!(rules, lines, "every line says its rule");
    assert!(with_items > 50, "the games allocate items: {with_items} lines with items");
}

#[test]
fn each_rule_says_how_its_tile_scores() {
    use keydom_rules::games::keyflower::arrange::tile;
    let rule = |name: &str, upgraded: bool| scoring(tile(name).data().scoring, upgraded).expect("a scoring tile");
    // Mercer's Guild: 6 sets of wood, stone and iron make its 30.
    let mercers = rule("Mercer's Guild", false);
    assert_eq!(mercers.en, "5 VP per set (wood + stone + iron; gold stands in)");
    assert_eq!(mercers.de, "5 SP je Satz (Holz + Stein + Eisen; Gold ersetzt jedes)");
    assert_eq!(rule("Craftsmen's Guild", false).en, "3 VP per set (blue worker + red worker + yellow worker)");
    assert_eq!(rule("Keythedral", false).en, "12 VP");
    assert_eq!(rule("Key Market", false).de, "2 SP je grünen Arbeiter");
    // A yard at the rate of the side it shows.
    let (base, upgraded) = (rule("Blacksmith", false), rule("Blacksmith", true));
    assert_ne!(base, upgraded, "{base:?}");
    assert!(base.en.ends_with("VP per iron on it (gold too)"), "{base:?}");
    assert!(scoring(tile("Keywood").data().scoring, false).is_none(), "fixed VP only");
}
