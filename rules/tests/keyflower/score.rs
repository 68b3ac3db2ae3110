//! Keyflower's end scoring: each winter tile, the yards, the boats, the turn-order tiles, gold
//! left over, and the allocation of workers, skills, resources and the purple marker, checked
//! against enumerating every assignment on small random holdings and over whole random games.

use crate::support::allocation::{brute_force, build, never_beaten, random_game, recount, small_holdings};
use crate::support::{P0, P1, tile};
use keydom_rules::engine::{DataVersion, Game, GameRng, Seat};
use keydom_rules::games::keyflower::allocate::{Holdings, Lot, Piece, Sink, Use, allocate};
use keydom_rules::games::keyflower::data::{
    Colour, Edge, FLIPPER, IANVINCIBLE, KEYFLOWER, Resource, SEA_BASTION, SEA_BREESE, Season, Tile, WHITE_WIND,
};
use keydom_rules::games::keyflower::score::breakdown;
use keydom_rules::games::keyflower::state::{Building, Hex, Resources, Skills, State, Workers};
use keydom_rules::games::keyflower::village::printed_edges;
use keydom_rules::games::keyflower::{Keyflower, arrange};

/// The rows of the score sheet.
const YARDS: usize = 0;
const FIXED: usize = 1;
const WINTER: usize = 2;
const BOATS: usize = 3;
const TURN_ORDER: usize = 4;
const GOLD: usize = 5;

/// A two-player game where seat 0's village is its home tile alone and nothing is behind its
/// screen; seat 1 holds the purple marker.
fn empty() -> State {
    let mut state = arrange::new_game(2);
    arrange::screen(&mut state, P0, [0; 4]);
    state.start_player = P1;
    state
}

/// Puts `building` into seat 0's village at `at`, turned by `rotation`.
fn put(state: &mut State, building: Building, at: Hex, rotation: u8) -> usize {
    arrange::build_building(state, P0, building, at, rotation)
}

/// Puts the village tile `name` into seat 0's village.
fn put_tile(state: &mut State, name: &str, at: Hex, rotation: u8) -> usize {
    put(state, Building::Tile(tile(name)), at, rotation)
}

/// The first rotation of `building` that shows a road in each of `roads` and none in `fields`.
fn turned(building: Building, roads: &[usize], fields: &[usize]) -> u8 {
    let edges = printed_edges(building);
    let shows = |k: u8, d: usize| edges[(d + 6 - usize::from(k)) % 6];
    (0..6)
        .find(|&k| {
            roads.iter().all(|&d| shows(k, d) == Edge::Road) && fields.iter().all(|&d| shows(k, d) != Edge::Road)
        })
        .expect("such a rotation")
}

fn hex(q: i8, r: i8) -> Hex {
    Hex { q, r }
}

/// Seat 0's rows.
fn rows(state: &State) -> [i32; 6] {
    breakdown(state, P0).points.try_into().expect("six rows in the base game")
}

#[test]
fn each_winter_tile_scores_its_sets() {
    // (tile, screen, skills, resources on the home tile, winter points)
    type Case = (&'static str, [u8; 4], [u8; 3], [u8; 4], i32);
    let cases: [Case; 12] = [
        ("Jeweller", [0; 4], [0; 3], [0, 0, 0, 3], 6),
        ("Craftsmen's Guild", [3, 2, 2, 1], [0; 3], [0; 4], 6),
        ("Watermill", [0; 4], [0; 3], [3, 1, 2, 0], 3),
        ("Mercer's Guild", [0; 4], [0; 3], [2, 2, 3, 0], 10),
        ("Keythedral", [5, 0, 0, 0], [2, 2, 2], [1, 1, 1, 0], 12),
        ("Windmill", [0; 4], [0; 3], [3, 2, 2, 0], 5),
        ("Scribes", [0; 4], [2, 1, 1], [0; 4], 10),
        ("Scholar", [0; 4], [2, 1, 0], [0; 4], 6),
        ("Village Hall", [4, 2, 1, 0], [0; 3], [0; 4], 4),
        ("Key Market", [1, 0, 0, 3], [0; 3], [0; 4], 6),
        ("Key Guild", [0; 4], [4, 3, 3], [0; 4], 20),
        ("Apothecary", [4, 4, 3, 0], [0; 3], [0; 4], 6),
    ];
    for (name, screen, skills, resources, winter) in cases {
        let mut state = empty();
        put_tile(&mut state, name, hex(0, -1), 0);
        arrange::screen(&mut state, P0, screen);
        state.players[P0].skills = Skills(skills);
        state.players[P0].village[0].resources = Resources(resources);
        assert_eq!(rows(&state)[WINTER], winter, "{name}");
    }
}

#[test]
fn a_gold_wanted_by_the_jeweller_and_mercers_guild_goes_where_it_scores_more() {
    let mut state = empty();
    put_tile(&mut state, "Jeweller", hex(0, -1), 0);
    put_tile(&mut state, "Mercer's Guild", hex(1, -1), 0);
    // Wood, stone and one gold: the gold completes Mercer's set (5) rather than scoring 2.
    state.players[P0].village[0].resources = Resources([1, 1, 0, 1]);
    assert_eq!(rows(&state), [0, 0, 5, 0, 0, 0]);
    let uses = breakdown(&state, P0).allocation.uses;
    let mercer = Sink::Winter(tile("Mercer's Guild"));
    let gold = Use { to: mercer, piece: Piece::Resource(Resource::Gold), purple: false, count: 1 };
    assert!(uses.contains(&gold), "{uses:?}");
    // With the iron there too, the set needs no gold, and the Jeweller takes it.
    state.players[P0].village[0].resources = Resources([1, 1, 1, 1]);
    assert_eq!(rows(&state), [0, 0, 7, 0, 0, 0]);
}

#[test]
fn village_hall_and_craftsmens_guild_share_the_workers_best() {
    let mut state = empty();
    put_tile(&mut state, "Craftsmen's Guild", hex(0, -1), 0);
    put_tile(&mut state, "Village Hall", hex(1, -1), 0);
    put_tile(&mut state, "Apothecary", hex(-1, 0), 0);
    // 6 blue, 1 red, 1 yellow, 3 green. Taking the set first and then the hall's colour gives
    // 3 + 5 = 8; the best gives the red, yellow and greens to the Apothecary and all the blue
    // to the hall, 3 + 6 = 9 (as does the set with a group of greens and two blue).
    arrange::screen(&mut state, P0, [6, 1, 1, 3]);
    assert_eq!(rows(&state)[WINTER], 9);
}

#[test]
fn the_purple_marker_stands_in_once() {
    let mut state = empty();
    put_tile(&mut state, "Craftsmen's Guild", hex(0, -1), 0);
    arrange::screen(&mut state, P0, [2, 2, 1, 0]);
    assert_eq!(rows(&state)[WINTER], 3);
    state.start_player = P0;
    assert_eq!(rows(&state)[WINTER], 6, "the marker as a yellow worker makes a second set");
    let uses = breakdown(&state, P0).allocation.uses;
    assert_eq!(
        uses.iter().filter(|u| u.purple).collect::<Vec<_>>(),
        [&Use {
            to: Sink::Winter(tile("Craftsmen's Guild")),
            piece: Piece::Worker(Colour::Yellow),
            purple: true,
            count: 1
        }]
    );
    // Without a tile to use it, the marker counts as a gold: 1 VP.
    let mut bare = empty();
    bare.start_player = P0;
    assert_eq!(rows(&bare), [0, 0, 0, 0, 0, 1]);
    // Or as a resource on an upgraded Timber Yard: 3 VP.
    let yard = put_tile(&mut bare, "Timber Yard", hex(0, -1), 0);
    bare.players[P0].village[yard].upgraded = true;
    assert_eq!(rows(&bare), [3, 0, 0, 0, 0, 0]);
}

#[test]
fn yards_score_their_resources_and_gold_only_where_it_scores_best() {
    let mut state = empty();
    let yard = put_tile(&mut state, "Timber Yard", hex(0, -1), 0);
    // Two wood (2 each), a gold (2 on the yard, 1 kept) and a stone that scores nothing here.
    state.players[P0].village[yard].resources = Resources([2, 1, 0, 1]);
    assert_eq!(rows(&state), [6, 0, 0, 0, 0, 0]);
    // A Watermill takes the stone (its one kind).
    put_tile(&mut state, "Watermill", hex(1, -1), 0);
    assert_eq!(rows(&state), [6, 0, 1, 0, 0, 0]);
    // A Jeweller pays 2 each for two gold kept on the home tile, and the yard's gold, upgraded (3
    // each), stays there.
    put_tile(&mut state, "Jeweller", hex(1, 0), 0);
    state.players[P0].village[yard].upgraded = true;
    state.players[P0].village[0].resources = Resources([0, 0, 0, 2]);
    assert_eq!(rows(&state), [9, 0, 1 + 4, 0, 0, 0]);
    // The upgraded Barn scores its wood, stone and iron, 2 each; its two gold score 2 each
    // there or at the Jeweller, which one the rows show is left to the engine (choice 30).
    let barn = put_tile(&mut state, "Barn", hex(-1, 0), 0);
    state.players[P0].village[barn].upgraded = true;
    state.players[P0].village[barn].resources = Resources([1, 1, 1, 2]);
    let [yards, _, winter, ..] = rows(&state);
    assert_eq!(yards + winter, (9 + 3 * 2) + (1 + 4) + 2 * 2);
}

#[test]
fn summer_boat_3b_lets_any_resource_stand_in() {
    let mut state = empty();
    put_tile(&mut state, "Jeweller", hex(0, -1), 0);
    state.players[P0].village[0].resources = Resources([3, 0, 0, 0]);
    assert_eq!(rows(&state), [0; 6], "wood is no gold");
    let boat = tile("Summer boat 3");
    put(&mut state, Building::Tile(boat), hex(0, 1), 0);
    state.sides_b.push(boat);
    assert_eq!(rows(&state), [0, 0, 6, 0, 0, 0], "each wood counts as a gold for the Jeweller");
    // Without the Jeweller, each wood scores as a gold left over; on a Stone Yard it is stone.
    let mut other = empty();
    put(&mut other, Building::Tile(boat), hex(0, 1), 0);
    other.sides_b.push(boat);
    let yard = put_tile(&mut other, "Stone Yard", hex(0, -1), 0);
    other.players[P0].village[yard].resources = Resources([2, 0, 0, 0]);
    other.players[P0].village[0].resources = Resources([1, 0, 0, 0]);
    assert_eq!(rows(&other), [4, 0, 0, 0, 0, 1]);
}

#[test]
fn gold_left_over_scores_one_each() {
    let mut state = empty();
    state.players[P0].village[0].resources = Resources([2, 0, 0, 3]);
    assert_eq!(rows(&state), [0, 0, 0, 0, 0, 3]);
}

#[test]
fn the_keyflower_boat_scores_the_transport_capacity_doubled_with_2b() {
    let mut state = empty();
    put(&mut state, Building::Boat(KEYFLOWER), hex(0, 1), 0);
    assert_eq!(rows(&state)[BOATS], 1, "the home tile's cart");
    let stable = tile("Stable");
    put(&mut state, Building::Tile(stable), hex(0, -1), turned(Building::Tile(stable), &[0], &[]));
    assert_eq!(rows(&state)[BOATS], 3);
    state.players[P0].village[0].upgraded = true;
    assert_eq!(rows(&state)[BOATS], 4);
    let boat = tile("Summer boat 2");
    put(&mut state, Building::Tile(boat), hex(0, 2), 0);
    state.sides_b.push(boat);
    assert_eq!(rows(&state)[BOATS], 8);
}

#[test]
fn sea_breese_scores_the_boats_linked_by_water_to_the_home_tile() {
    let mut state = empty();
    // The home tile's water faces down (direction 0); boats carry water on edges 0 and 3.
    put(&mut state, Building::Boat(SEA_BREESE), hex(0, 1), 0);
    assert_eq!(rows(&state)[BOATS], 2);
    put(&mut state, Building::Boat(KEYFLOWER), hex(0, 2), 0);
    assert_eq!(rows(&state)[BOATS], 4 + 1, "two linked boats, and the Keyflower boat's 1");
    let summer = put_tile(&mut state, "Summer boat 1", hex(0, 3), 0);
    assert_eq!(rows(&state)[BOATS], 8 + 1);
    // Turned, the third boat shows no water to the second: the link stops there.
    state.players[P0].village[summer].rotation = 1;
    assert_eq!(rows(&state)[BOATS], 4 + 1);
    // A boat next to the home tile but not on its water side is not linked.
    let mut apart = empty();
    put(&mut apart, Building::Boat(SEA_BREESE), hex(1, 0), 0);
    assert_eq!(rows(&apart)[BOATS], 0);
    // Five or more linked boats score 32.
    let mut long = empty();
    put(&mut long, Building::Boat(SEA_BREESE), hex(0, 1), 0);
    for r in 2..=6 {
        put_tile(&mut long, &format!("Summer boat {}", r.min(5) - 1), hex(0, r), 0);
    }
    assert_eq!(rows(&long)[BOATS], 32);
}

#[test]
fn sea_bastion_scores_the_tiles_on_road_loops() {
    let mut state = empty();
    put(&mut state, Building::Boat(SEA_BASTION), hex(0, 1), 0);
    // Home (0,0), a tile above it (0,-1) and one up-right (1,-1): three tiles around a corner.
    // Above: road down to the home tile (0) and down-right to its neighbour (5).
    let keywood = Building::Tile(tile("Keywood"));
    let above = put(&mut state, keywood, hex(0, -1), turned(keywood, &[0, 5], &[]));
    assert_eq!(rows(&state)[BOATS], 0, "no loop yet");
    // Up-right: road down-left to the home tile (1) and up-left to the tile above (2).
    let quarry = Building::Tile(tile("Keystone Quarry"));
    put(&mut state, quarry, hex(1, -1), turned(quarry, &[1, 2], &[]));
    assert_eq!(rows(&state)[BOATS], 3);
    // A tile on a road off the loop does not count.
    let mine = Building::Tile(tile("Key Mine"));
    put(&mut state, mine, hex(-1, 0), turned(mine, &[5], &[4]));
    assert_eq!(rows(&state)[BOATS], 3);
    // Without the road between the two, there is no loop.
    state.players[P0].village[above].rotation = turned(keywood, &[0], &[5]);
    assert_eq!(rows(&state)[BOATS], 0);
}

/// "In the game end scoring the owner of each tile gets 1 point for each other tile that the turn
/// order tile is connected to. Note that unless the player also owns summer boat 2a, all the
/// sides must match: roads, no roads, water", and The Merchants' order of scoring: "Die
/// Reihenfolgeplättchen werden gewertet, ein Punkt für jedes angrenzende Plättchen" (every
/// adjacent tile). Data version 1 counted only the tiles linked by road (choice 33).
#[test]
fn turn_order_tiles_score_every_tile_next_to_them() {
    let run = |version: u32| {
        let mut state = empty();
        state.config.data = DataVersion(version);
        // Turn-order tile 2 (roads on edges 0 and 1) above the home tile, linked to it by road.
        put(&mut state, Building::TurnOrder(1), hex(0, -1), 0);
        // A tile up-left of it, touching it alone, no road meeting no road.
        let keywood = Building::Tile(tile("Keywood"));
        put(&mut state, keywood, hex(-1, -1), turned(keywood, &[], &[5]));
        rows(&state)[TURN_ORDER]
    };
    assert_eq!(run(2), 2);
    assert_eq!(run(1), 1);
}

/// Data version 1's reading (choice 33): only tiles linked by road score.
#[test]
fn turn_order_tiles_score_the_tiles_linked_by_road_in_version_1() {
    let mut state = empty();
    state.config.data = DataVersion(1);
    // Turn-order tile 2 (roads on edges 0 and 1) above the home tile: linked down to it, and
    // down-left to (-1, 0).
    put(&mut state, Building::TurnOrder(1), hex(0, -1), 0);
    assert_eq!(rows(&state)[TURN_ORDER], 1);
    // A tile at (-1, 0) with roads up-right (4) to it and down-right (5) to the home tile.
    let keywood = Building::Tile(tile("Keywood"));
    let side = put(&mut state, keywood, hex(-1, 0), turned(keywood, &[4, 5], &[]));
    assert_eq!(rows(&state)[TURN_ORDER], 2);
    // Adjacent without a road on its side: not linked.
    state.players[P0].village[side].rotation = turned(keywood, &[5], &[4]);
    assert_eq!(rows(&state)[TURN_ORDER], 1);
}

#[test]
fn white_wind_scores_the_workers_left() {
    let mut state = empty();
    put(&mut state, Building::Boat(WHITE_WIND), hex(0, 1), 0);
    put_tile(&mut state, "Key Market", hex(0, -1), 0);
    arrange::screen(&mut state, P0, [2, 1, 0, 2]);
    // Greens to the Key Market (2 each), the other three to White Wind.
    assert_eq!(rows(&state), [0, 0, 4, 3, 0, 0]);
}

#[test]
fn the_allocation_agrees_with_trying_every_assignment() {
    let mut rng = GameRng::with_stream(14, 1);
    for case in 0..400 {
        let h = small_holdings(&mut rng, false);
        let allocation = allocate(&h);
        assert_eq!(allocation.total(), brute_force(&h), "case {case}: {h:?}\n{allocation:?}");
        assert_eq!(recount(&h, &allocation.uses), allocation.total(), "case {case}: {h:?}\n{allocation:?}");
    }
}

#[test]
fn whole_games_score_their_breakdowns() {
    let mut scored = 0;
    let mut spent = std::time::Duration::ZERO;
    let mut rng = GameRng::with_stream(14, 2);
    let mut reached = [0; 6];
    for players in 2..=6u8 {
        for seed in 0..5 {
            let state = random_game(players, seed, false);
            let sheet = Keyflower::score(&state);
            assert_eq!(sheet.categories.len(), 6);
            for seat in Seat::all(state.players()) {
                let start = std::time::Instant::now();
                let b = breakdown(&state, seat);
                spent += start.elapsed();
                scored += 1;
                assert_eq!(sheet.points[seat], b.points);
                reached.iter_mut().zip(&b.points).for_each(|(r, p)| *r += p);
                assert_eq!(sheet.total(seat), b.total());
                let player = &state.players[seat];
                let fixed: i32 = player.village.iter().map(|p| i32::from(p.vp())).sum();
                assert_eq!(b.points[FIXED], fixed);
                assert_eq!(b.holdings.workers, player.screen);
                assert_eq!(b.holdings.purple, state.start_player == seat);
                let allocated = b.allocation.total();
                assert_eq!(recount(&b.holdings, &b.allocation.uses), allocated);
                assert!(allocated as i32 <= b.points[YARDS] + b.points[WINTER] + b.points[BOATS] + b.points[GOLD]);
                assert!(never_beaten(&b.holdings, allocated, &mut rng), "{b:?}");
            }
        }
    }
    println!("{scored} players scored, {:?} each on average ({} build)", spent / scored, build());
    assert!(reached.iter().all(|&r| r > 0), "every row scores in some game: {reached:?}");
}

#[test]
fn a_large_holding_is_never_beaten_by_random_assignments() {
    let mut h = Holdings {
        workers: Workers([10, 9, 8, 6]),
        skills: Skills([6, 5, 4]),
        resources: vec![
            Lot { resource: Resource::Wood, count: 6, yard: None },
            Lot { resource: Resource::Stone, count: 5, yard: None },
            Lot { resource: Resource::Iron, count: 4, yard: None },
            Lot { resource: Resource::Gold, count: 3, yard: None },
            Lot { resource: Resource::Gold, count: 2, yard: Some((4, 3)) },
        ],
        purple: true,
        purple_yard: Some((4, 3)),
        winter: Tile::of(Season::Winter, false).collect(),
        white_wind: true,
        wild: false,
        contracts: Vec::new(),
        contract_vp: 7,
    };
    let start = std::time::Instant::now();
    let best = allocate(&h);
    println!("{} items allocated in {:?} ({} build)", 33 + 15 + 20 + 1, start.elapsed(), build());
    let mut rng = GameRng::with_stream(14, 3);
    assert_eq!(recount(&h, &best.uses), best.total());
    assert!(never_beaten(&h, best.total(), &mut rng));
    // Every item has somewhere to score: the Keythedral aside, 11 winter tiles share them.
    assert!(best.total() > 100, "{best:?}");
    h.wild = true;
    let wild = allocate(&h);
    assert!(wild.total() >= best.total(), "3b only adds choices");
    assert_eq!(recount(&h, &wild.uses), wild.total());
}

#[test]
fn flipper_and_ianvincible_score_flat_points() {
    let mut state = empty();
    put(&mut state, Building::Boat(FLIPPER), hex(0, 1), 0);
    assert_eq!(rows(&state)[BOATS], 2);
    put(&mut state, Building::Boat(IANVINCIBLE), hex(1, 0), 0);
    assert_eq!(rows(&state)[BOATS], 2 + 5);
}

#[test]
fn the_sheet_lists_the_rows_in_the_rules_order_and_shares_ties() {
    let mut state = empty();
    arrange::screen(&mut state, P1, [0; 4]);
    state.start_player = P0;
    state.players[P1].village[0].resources = Resources([0, 0, 0, 1]);
    let sheet = Keyflower::score(&state);
    let english: Vec<&str> = sheet.categories.iter().map(|t| t.en.as_str()).collect();
    assert_eq!(
        english,
        [
            "Resources on Barn, Blacksmith, Stone Yard and Timber Yard",
            "Fixed VP of village tiles",
            "Winter tiles",
            "Boats",
            "Turn-order tiles",
            "Gold left over"
        ]
    );
    // The marker as a gold for seat 0, a gold for seat 1: one point each, a shared first place.
    assert_eq!(sheet.points[P0], [0, 0, 0, 0, 0, 1]);
    assert_eq!(sheet.points[P1], [0, 0, 0, 0, 0, 1]);
    assert_eq!(sheet.ranking, [vec![P0, P1]]);
    assert_eq!(sheet.tie_breaks.len(), 1);
    // The base game shares a tie (choice 9), and the sentence says so; each row says what it counts.
    let names = ["Ada", "Bo"].map(String::from);
    assert_eq!(sheet.verdict(&names).en, "Ada and Bo share the victory with 1 point.");
    assert_eq!(sheet.rules.len(), sheet.categories.len());
    assert_eq!(sheet.rules[5].en, "1 VP per gold not scored elsewhere");
    // One more gold for seat 1: it wins alone.
    state.players[P1].village[0].resources = Resources([0, 0, 0, 2]);
    assert_eq!(Keyflower::score(&state).verdict(&names).en, "Bo wins with 2 points.");
}
