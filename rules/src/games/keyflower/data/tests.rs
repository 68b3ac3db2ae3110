//! The data against the rules' counts, and each tile against itself.

use super::*;

fn roads(edges: &[Edge; 6]) -> usize {
    edges.iter().filter(|&&e| e == Edge::Road).count()
}

#[test]
fn the_box_holds_twelve_tiles_per_season() {
    for season in [Season::Spring, Season::Summer, Season::Autumn, Season::Winter] {
        assert_eq!(Tile::of(season).count(), 12, "{season:?}");
    }
    let names: std::collections::HashSet<&str> = TILES.iter().map(|t| t.name).collect();
    assert_eq!(names.len(), 48, "every tile once");
    assert_eq!(HOMES.len(), 6);
    assert_eq!(BOATS.len(), 6);
    assert_eq!(TURN_ORDER.len(), 4);
}

#[test]
fn supplies_hold_the_rulebook_counts() {
    let bag: u32 = WORKERS_IN_BOX[..3].iter().map(|&n| u32::from(n)).sum();
    assert_eq!(bag, 120);
    assert_eq!(WORKERS_IN_BOX[3], 20);
    assert_eq!(u32::from(SKILLS_PER_KIND) * 3, 48);
    assert_eq!(RESOURCES_IN_BOX, [24, 24, 24, 48]);
}

#[test]
fn season_tiles_and_winter_tiles_by_player_count() {
    let laid: Vec<usize> = (2..=6).map(season_tiles).collect();
    assert_eq!(laid, [6, 7, 8, 9, 10]);
    let base: Vec<usize> = (2..=6).map(|n| winter_tiles_dealt(n, false)).collect();
    assert_eq!(base, [3, 3, 3, 2, 2]);
    let merchants: Vec<usize> = (2..=6).map(|n| winter_tiles_dealt(n, true)).collect();
    assert_eq!(merchants, [4, 4, 3, 3, 2]);
    // There are always enough winter tiles to deal.
    assert!((2..=6).all(|n| n * winter_tiles_dealt(n, false) <= 12));
}

#[test]
fn every_tile_has_its_seasons_roads() {
    for t in &TILES {
        let boat = t.name.starts_with("Summer boat");
        let expected = if boat { 0 } else { roads_of(t.season) };
        assert_eq!(roads(&t.edges), expected, "{}", t.name);
        assert_eq!(t.edges.contains(&Edge::Water), boat, "{}", t.name);
    }
    for h in &HOMES {
        assert_eq!(roads(&h.edges), 5);
        assert_eq!(h.edges.iter().filter(|&&e| e == Edge::Water).count(), 1);
    }
    for b in &BOATS {
        assert_eq!(b.edges[0], Edge::Water);
        assert_eq!(b.edges[3], Edge::Water, "water on opposite edges");
    }
    let turn_roads: Vec<usize> = TURN_ORDER.iter().map(|t| roads(&t.edges)).collect();
    assert_eq!(turn_roads, [1, 2, 3, 4]);
}

#[test]
fn tiles_are_self_consistent() {
    for t in &TILES {
        match t.season {
            Season::Winter => {
                assert!(t.upgrade.is_none() && t.effect == [Effect::None; 2], "{}", t.name);
                assert!(matches!(t.scoring, Scoring::Set(..) | Scoring::Flat(_)), "{}", t.name);
            }
            _ if t.upgrade.is_none() => assert!(t.name.starts_with("Summer boat")),
            _ => {
                let cost = t.upgrade.unwrap();
                assert!((1..=3).contains(&cost.len()), "{}", t.name);
                assert!(t.vp[0] <= t.vp[1], "upgrading never loses points: {}", t.name);
                assert!(!matches!(t.scoring, Scoring::Set(..) | Scoring::Flat(_)), "{}", t.name);
                // An upgraded side does at least as much as the base side.
                match t.effect {
                    [Effect::Transport { carts: a, upgrades: b }, Effect::Transport { carts: c, upgrades: d }] => {
                        assert!(a < c && b <= d, "{}", t.name)
                    }
                    [Effect::Gain(i, _), Effect::Gain(j, _)] => assert_eq!(i, j, "{}", t.name),
                    [Effect::None, Effect::None] => {}
                    other => panic!("{}: mixed sides {other:?}", t.name),
                }
            }
        }
    }
}

#[test]
fn boats_by_player_count_show_spring_on_side_a() {
    let counts: Vec<usize> = (2..=6u8).map(|n| BOATS.iter().filter(|b| b.min_players <= n).count()).collect();
    assert_eq!(counts, [2, 3, 4, 5, 6], "one boat per player");
    for b in &BOATS {
        assert!(b.sides[0].seasons.contains(&Season::Spring), "{}", b.name);
        let mut seasons: Vec<Season> = b.sides.iter().flat_map(|s| s.seasons.iter().copied()).collect();
        seasons.sort();
        assert_eq!(seasons, [Season::Spring, Season::Summer, Season::Autumn, Season::Winter], "{}", b.name);
    }
}

#[test]
fn turn_order_tiles_by_player_count() {
    for players in 2..=6u8 {
        let faces = turn_order_faces(players);
        let numbers: Vec<u8> = faces.iter().map(|(_, f)| f.number).collect();
        let expected: Vec<u8> = (1..=[1, 2, 3, 4, 4][usize::from(players) - 2]).collect();
        assert_eq!(numbers, expected, "{players} players");
        let starts: Vec<u8> = faces.iter().filter(|(_, f)| f.start).map(|(_, f)| f.number).collect();
        assert_eq!(starts, [*numbers.last().unwrap()], "one start icon, on the highest tile");
    }
}
