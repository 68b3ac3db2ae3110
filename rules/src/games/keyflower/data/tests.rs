//! The data against the rules' counts, and each tile against itself.

use super::*;

fn roads(edges: &[Edge; 6]) -> usize {
    edges.iter().filter(|&&e| e == Edge::Road).count()
}

#[test]
fn the_box_holds_twelve_tiles_per_season() {
    for season in [Season::Spring, Season::Summer, Season::Autumn, Season::Winter] {
        assert_eq!(Tile::of(season, false).count(), 12, "{season:?}");
    }
    // The Merchants add one tile each to spring, summer and autumn and three to winter.
    let added: Vec<usize> = [Season::Spring, Season::Summer, Season::Autumn, Season::Winter]
        .map(|s| Tile::of(s, true).count() - Tile::of(s, false).count())
        .to_vec();
    assert_eq!(added, [1, 1, 1, 3]);
    let names: std::collections::HashSet<&str> = TILES.iter().map(|t| t.name).collect();
    assert_eq!(names.len(), 54, "every tile once");
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
    assert_eq!(BOAT_EDGES[0], Edge::Water);
    assert_eq!(BOAT_EDGES[3], Edge::Water, "water on opposite edges");
    let turn_roads: Vec<usize> = TURN_ORDER.iter().map(|t| roads(&t.edges)).collect();
    assert_eq!(turn_roads, [1, 2, 3, 4]);
}

#[test]
fn tiles_are_self_consistent() {
    for t in &TILES {
        match t.season {
            Season::Winter => {
                assert!(t.upgrade.is_none() && t.effect == [Effect::None; 2], "{}", t.name);
                let scores = matches!(
                    t.scoring,
                    Scoring::Set(..)
                        | Scoring::Flat(_)
                        | Scoring::PerUpgraded(_)
                        | Scoring::PerExtension(_)
                        | Scoring::PerUnfulfilled(_)
                );
                assert!(scores, "{}", t.name);
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

#[test]
fn every_reconstructed_value_is_listed_for_players() {
    let tally = crate::games::provenance::tally(&provenance(), &RECONSTRUCTED);
    // 11 counts and the 12 winter tiles from the rules; 24 spring and summer tiles (two
    // sources), 12 autumn tiles, 6 home tiles, 6 boats and 4 turn-order tiles' faces from public
    // sources, and of The Merchants 36 contracts, 18 extensions, 6 boats and 6 tiles; the roads'
    // places on 4 turn-order tiles reconstructed.
    assert_eq!((tally.rulebook, tally.public, tally.reconstructed), (23, 118, 4));
}

#[test]
fn the_merchants_components_match_the_seed() {
    use merchants::*;
    assert_eq!(CONTRACTS.len(), 36);
    let leading = |c: &&[Item]| match c[0] {
        Item::Worker(_) | Item::Purple => 0,
        Item::Skill(_) => 1,
        Item::Resource(_) => 2,
    };
    let groups: Vec<usize> = (0..3).map(|g| CONTRACTS.iter().filter(|c| leading(c) == g).count()).collect();
    assert_eq!(groups, [13, 10, 13]);
    assert!(CONTRACTS.iter().all(|c| (1..=6).contains(&c.len())));
    assert_eq!(CONTRACTS.iter().filter(|c| c.contains(&Item::Purple)).count(), 1, "one start-player contract");
    // Extensions: five blue, five red, five yellow, three green; each colour's resource and
    // skill go together (blue iron/anvil, red wood/saw, yellow stone/pick axe).
    let per_colour: Vec<usize> =
        Colour::ALL.iter().map(|&c| EXTENSIONS.iter().filter(|e| e.colour == c).count()).collect();
    assert_eq!(per_colour, [5, 5, 5, 3]);
    for e in &EXTENSIONS {
        for item in e.cost {
            let fits = match (e.colour, item) {
                (_, Item::Worker(None) | Item::Resource(None)) => true,
                (c, Item::Worker(Some(w))) => c == *w,
                (Colour::Blue, Item::Resource(Some(r))) => *r == Resource::Iron,
                (Colour::Red, Item::Resource(Some(r))) => *r == Resource::Wood,
                (Colour::Yellow, Item::Resource(Some(r))) => *r == Resource::Stone,
                (Colour::Green, Item::Resource(Some(r))) => *r == Resource::Gold,
                (Colour::Blue, Item::Skill(Some(s))) => *s == Skill::Anvil,
                (Colour::Red, Item::Skill(Some(s))) => *s == Skill::Saw,
                (Colour::Yellow, Item::Skill(Some(s))) => *s == Skill::Pick,
                _ => false,
            };
            assert!(fits, "{e:?}");
        }
    }
    assert_eq!(CABINS, 6);
    // Each II boat is used with as many players as its base boat (the seed), and carries what
    // the seed says: cabins, gold, contracts or a green worker.
    for (ii, base) in BOATS_II.iter().zip(&BOATS) {
        assert_eq!(ii.name, format!("{} II", base.name));
        assert_eq!(ii.min_players, base.min_players);
        let mut seasons: Vec<Season> = ii.sides.iter().flat_map(|s| s.seasons.iter().copied()).collect();
        seasons.sort();
        // Sea Bastion II is swapped for an unused boat at the end of autumn (the seed).
        let winter = ii.name != "Sea Bastion II";
        let expected = [Season::Spring, Season::Summer, Season::Autumn, Season::Winter];
        assert_eq!(seasons, expected[..3 + usize::from(winter)], "{}", ii.name);
    }
    let carries =
        |f: fn(&Cargo) -> u8| -> Vec<&str> { BOATS_II.iter().filter(|b| f(&b.sides[0]) > 0).map(|b| b.name).collect() };
    assert_eq!(carries(|c| c.cabins), ["Sea Bastion II", "Ianvincible II"]);
    assert_eq!(carries(|c| c.gold), ["Keyflower II"]);
    assert_eq!(carries(|c| c.contracts), ["Sea Breese II", "White Wind II"]);
    assert_eq!(carries(|c| c.green), ["Flipper II"]);
    // The new tiles' names, in the seasons the seed gives them.
    let names: Vec<(&str, Season)> = TILES.iter().filter(|t| t.merchants).map(|t| (t.name, t.season)).collect();
    use Season::*;
    let expected = [
        ("Assayer", Spring),
        ("Bookkeeper", Summer),
        ("Merchant", Autumn),
        ("Artisan", Winter),
        ("Builder", Winter),
        ("Muleteer", Winter),
    ];
    assert_eq!(names, expected);
}
