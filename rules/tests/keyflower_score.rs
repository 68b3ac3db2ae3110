//! Keyflower's end scoring: each winter tile, the yards, the boats, the turn-order tiles, gold
//! left over, and the allocation of workers, skills, resources and the purple marker, checked
//! against enumerating every assignment on small random holdings and over whole random games.

mod keyflower_support;

use keydom_rules::engine::{Game, GameRng, Seat, ToAct};
use keydom_rules::games::keyflower::allocate::{Holdings, Lot, Piece, Sink, Use, allocate};
use keydom_rules::games::keyflower::data::{
    Colour, Edge, FLIPPER, IANVINCIBLE, KEYFLOWER, Resource, SEA_BASTION, SEA_BREESE, Scoring, Season, Set, Skill,
    Tile, WHITE_WIND,
};
use keydom_rules::games::keyflower::score::breakdown;
use keydom_rules::games::keyflower::state::{Building, Hex, Placed, Resources, Skills, State, Used, Workers};
use keydom_rules::games::keyflower::village::printed_edges;
use keydom_rules::games::keyflower::{Config, Keyflower, arrange};
use keyflower_support::{P0, P1, tile};

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

/// Puts `building` into seat 0's village at `at`, turned by `rotation` (test positions only:
/// boats and turn-order tiles are not taken from the table).
fn put(state: &mut State, building: Building, at: Hex, rotation: u8) -> usize {
    let village = &mut state.players[P0].village;
    village.push(Placed {
        building,
        upgraded: false,
        resources: Resources::default(),
        used: Used::default(),
        at,
        rotation,
        extension: None,
    });
    village.len() - 1
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
    breakdown(state, P0).points
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

#[test]
fn turn_order_tiles_score_the_tiles_linked_by_road() {
    let mut state = empty();
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

/// The yard at place `at` of the small holdings, with its rate: `at + 1`.
fn yard(at: u8) -> (u8, u8) {
    (at, at + 1)
}

/// Small random holdings: up to six items (workers, skills, resources, some golds on a yard),
/// one to four winter tiles, sometimes White Wind, 3b and the purple marker.
fn small_holdings(rng: &mut GameRng) -> Holdings {
    let mut tiles: Vec<Tile> =
        Tile::of(Season::Winter, false).filter(|t| matches!(t.data().scoring, Scoring::Set(..))).collect();
    rng.shuffle(&mut tiles);
    tiles.truncate(1 + rng.index(4));
    let wild = rng.below(4) == 0;
    let mut h = Holdings {
        winter: tiles,
        white_wind: rng.below(3) == 0,
        wild,
        purple: rng.below(3) == 0,
        purple_yard: (rng.below(2) == 0).then(|| yard(rng.below(3) as u8)),
        ..Holdings::default()
    };
    for _ in 0..rng.index(7) {
        match PIECES[rng.index(PIECES.len())] {
            Piece::Worker(c) => h.workers.add(c, 1),
            Piece::Skill(k) => h.skills.add(k, 1),
            Piece::Resource(resource) => {
                let on_yard = (resource == Resource::Gold || wild) && rng.below(2) == 0;
                let yard = on_yard.then(|| yard(rng.below(3) as u8));
                h.resources.push(Lot { resource, count: 1, yard });
            }
        }
    }
    h
}

/// Every piece an item may be.
const PIECES: [Piece; 11] = [
    Piece::Worker(Colour::Blue),
    Piece::Worker(Colour::Red),
    Piece::Worker(Colour::Yellow),
    Piece::Worker(Colour::Green),
    Piece::Skill(Skill::Saw),
    Piece::Skill(Skill::Pick),
    Piece::Skill(Skill::Anvil),
    Piece::Resource(Resource::Wood),
    Piece::Resource(Resource::Stone),
    Piece::Resource(Resource::Iron),
    Piece::Resource(Resource::Gold),
];

/// The points of one winter tile's set with `pieces` allocated to it, straight from the rules.
fn set_points(set: Set, points: u32, pieces: &[Piece], wild: bool) -> u32 {
    use Piece::{Resource as R, Skill as S, Worker as W};
    let count = |p: Piece| {
        let counts_as = |q: &&Piece| **q == p || (wild && matches!((q, p), (R(_), R(_))));
        pieces.iter().filter(counts_as).count() as u32
    };
    let n = pieces.len() as u32;
    let most = |kinds: &[Piece]| kinds.iter().map(|&k| count(k)).max().unwrap_or(0);
    let least = |kinds: &[Piece]| kinds.iter().map(|&k| count(k)).min().unwrap_or(0);
    let colours = Colour::ALL.map(W);
    let skills = Skill::ALL.map(S);
    let basics = [R(Resource::Wood), R(Resource::Stone), R(Resource::Iron)];
    let sets = match set {
        Set::Gold => count(R(Resource::Gold)),
        Set::Green => count(W(Colour::Green)),
        Set::ThreeColours => least(&colours[..3]),
        Set::ThreeSkills => least(&skills),
        Set::WorkerOfOneColour => most(&colours),
        Set::SkillOfOneKind => most(&skills),
        Set::ResourceOfOneKind => most(&Resource::ALL.map(R)),
        Set::FiveWorkers | Set::FiveSkills | Set::FiveResources => n / 5,
        Set::ThreeResources if wild => n / 3,
        Set::ThreeResources => {
            let gold = count(R(Resource::Gold));
            (0..=n / 3)
                .filter(|&k| basics.iter().map(|&b| k.saturating_sub(count(b))).sum::<u32>() <= gold)
                .max()
                .unwrap()
        }
    };
    sets * points
}

/// The points of an assignment of `items` (piece, yard rate if it may score on a yard) to sinks
/// (`None`: kept), straight from the rules.
fn assignment_points(items: &[(Piece, u32)], to: &[Option<Sink>], h: &Holdings) -> u32 {
    let mut total = 0;
    for &tile in &h.winter {
        let Scoring::Set(set, points) = tile.data().scoring else { continue };
        let pieces: Vec<Piece> =
            items.iter().zip(to).filter(|(_, t)| **t == Some(Sink::Winter(tile))).map(|(i, _)| i.0).collect();
        total += set_points(set, u32::from(points), &pieces, h.wild);
    }
    for (&(piece, rate), &t) in items.iter().zip(to) {
        total += match (t, piece) {
            (Some(Sink::Yard(_)), _) => rate,
            (Some(Sink::WhiteWind), Piece::Worker(_)) => 1,
            (None | Some(Sink::Gold), Piece::Resource(r)) if r == Resource::Gold || h.wild => 1,
            _ => 0,
        };
    }
    total
}

/// Where an item may go: kept, a winter tile of its kind, White Wind (workers), its yard.
fn sinks_for(piece: Piece, yard: Option<u8>, h: &Holdings) -> Vec<Option<Sink>> {
    let mut out = vec![None];
    for &tile in &h.winter {
        let Scoring::Set(set, _) = tile.data().scoring else { continue };
        let takes = match set {
            Set::ThreeColours | Set::WorkerOfOneColour | Set::Green | Set::FiveWorkers => {
                matches!(piece, Piece::Worker(_))
            }
            Set::ThreeSkills | Set::SkillOfOneKind | Set::FiveSkills => matches!(piece, Piece::Skill(_)),
            _ => matches!(piece, Piece::Resource(_)),
        };
        if takes {
            out.push(Some(Sink::Winter(tile)));
        }
    }
    if h.white_wind && matches!(piece, Piece::Worker(_)) {
        out.push(Some(Sink::WhiteWind));
    }
    out.extend(yard.map(|at| Some(Sink::Yard(at))));
    out
}

/// Every item of `h` one by one, with the yard it may score on, and the marker standing in as
/// `marker` if given.
fn items(h: &Holdings, marker: Option<Piece>) -> Vec<(Piece, Option<(u8, u8)>)> {
    let mut items: Vec<(Piece, Option<(u8, u8)>)> = Vec::new();
    items.extend(Colour::ALL.iter().flat_map(|&c| vec![(Piece::Worker(c), None); usize::from(h.workers.of(c))]));
    items.extend(Skill::ALL.iter().flat_map(|&k| vec![(Piece::Skill(k), None); usize::from(h.skills.of(k))]));
    items.extend(h.resources.iter().flat_map(|l| vec![(Piece::Resource(l.resource), l.yard); usize::from(l.count)]));
    items.extend(marker.map(|piece| (piece, h.purple_yard.filter(|_| matches!(piece, Piece::Resource(_))))));
    items
}

/// The best total over every assignment of every item (and every stand-in of the marker).
fn brute_force(h: &Holdings) -> u32 {
    let marker: Vec<Option<Piece>> = if h.purple { PIECES.iter().copied().map(Some).collect() } else { vec![None] };
    let mut best = 0;
    for stand_in in marker {
        let all = items(h, stand_in);
        let options: Vec<Vec<Option<Sink>>> = all.iter().map(|&(p, yard)| sinks_for(p, yard.map(|y| y.0), h)).collect();
        let rated: Vec<(Piece, u32)> = all.iter().map(|&(p, yard)| (p, yard.map_or(0, |y| u32::from(y.1)))).collect();
        let mut choice = vec![0; all.len()];
        loop {
            let to: Vec<Option<Sink>> = choice.iter().zip(&options).map(|(&c, o)| o[c]).collect();
            best = best.max(assignment_points(&rated, &to, h));
            let Some(i) = (0..all.len()).find(|&i| choice[i] + 1 < options[i].len()) else { break };
            choice[i] += 1;
            choice[..i].iter_mut().for_each(|c| *c = 0);
        }
    }
    best
}

/// Scores an allocation's uses with the rules' own counting, checking they use only what is
/// held and the marker at most once.
fn recount(h: &Holdings, uses: &[Use]) -> u32 {
    let mut workers = Workers::default();
    let mut skills = Skills::default();
    let mut resources = Resources::default();
    let mut items = Vec::new();
    let mut to = Vec::new();
    for u in uses {
        let rate = match u.to {
            Sink::Yard(_) if u.purple => h.purple_yard.expect("the marker's yard").1,
            Sink::Yard(at) => {
                h.resources.iter().find_map(|l| l.yard.filter(|y| y.0 == at)).expect("a lot on the yard").1
            }
            _ => 0,
        };
        if !u.purple {
            match u.piece {
                Piece::Worker(c) => workers.add(c, u.count),
                Piece::Skill(k) => skills.add(k, u.count),
                Piece::Resource(r) => resources.add(r, u.count),
            }
        }
        for _ in 0..u.count {
            items.push((u.piece, u32::from(rate)));
            to.push(Some(u.to));
        }
    }
    assert!(uses.iter().filter(|u| u.purple).map(|u| u.count).sum::<u8>() <= u8::from(h.purple));
    assert!(Colour::ALL.iter().all(|&c| workers.of(c) <= h.workers.of(c)), "{uses:?}");
    assert!(Skill::ALL.iter().all(|&k| skills.of(k) <= h.skills.of(k)), "{uses:?}");
    for r in Resource::ALL {
        let held: u8 = h.resources.iter().filter(|l| l.resource == r).map(|l| l.count).sum();
        assert!(resources.of(r) <= held, "{uses:?}");
    }
    assignment_points(&items, &to, h)
}

#[test]
fn the_allocation_agrees_with_trying_every_assignment() {
    let mut rng = GameRng::with_stream(14, 1);
    for case in 0..400 {
        let h = small_holdings(&mut rng);
        let allocation = allocate(&h);
        assert_eq!(allocation.total(), brute_force(&h), "case {case}: {h:?}\n{allocation:?}");
        assert_eq!(recount(&h, &allocation.uses), allocation.total(), "case {case}: {h:?}\n{allocation:?}");
    }
}

/// Whether 300 random assignments of the items of `h` (the marker as a random stand-in) all
/// score at most `best`.
fn never_beaten(h: &Holdings, best: u32, rng: &mut GameRng) -> bool {
    (0..300).all(|_| {
        let all = items(h, h.purple.then(|| PIECES[rng.index(PIECES.len())]));
        let rated: Vec<(Piece, u32)> = all.iter().map(|&(p, yard)| (p, yard.map_or(0, |y| u32::from(y.1)))).collect();
        let to: Vec<Option<Sink>> = all
            .iter()
            .map(|&(p, yard)| {
                let options = sinks_for(p, yard.map(|y| y.0), h);
                options[rng.index(options.len())]
            })
            .collect();
        assignment_points(&rated, &to, h) <= best
    })
}

/// Plays a random game to its end.
fn random_game(players: u8, seed: u64) -> State {
    let mut state = Keyflower::setup(&Config::new(players), seed).unwrap();
    let mut choices = GameRng::with_stream(seed, 7);
    while let ToAct::Seats(seats) = Keyflower::to_act(&state) {
        let seat = seats[choices.index(seats.len())];
        let legal = Keyflower::legal_actions(&state, seat);
        Keyflower::apply(&mut state, seat, &legal[choices.index(legal.len())]).unwrap();
    }
    state
}

#[test]
fn whole_games_score_their_breakdowns() {
    let mut scored = 0;
    let mut spent = std::time::Duration::ZERO;
    let mut rng = GameRng::with_stream(14, 2);
    let mut reached = [0; 6];
    for players in 2..=6u8 {
        for seed in 0..5 {
            let state = random_game(players, seed);
            let sheet = Keyflower::score(&state);
            assert_eq!(sheet.categories.len(), 6);
            for seat in Seat::all(state.players()) {
                let start = std::time::Instant::now();
                let b = breakdown(&state, seat);
                spent += start.elapsed();
                scored += 1;
                assert_eq!(sheet.points[seat], b.points.to_vec());
                reached.iter_mut().zip(b.points).for_each(|(r, p)| *r += p);
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

/// The build the figures printed come from.
fn build() -> &'static str {
    if cfg!(debug_assertions) { "debug" } else { "release" }
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
}
