//! The allocation straight from the rules, for checking the exact one: every assignment of the
//! items of small holdings tried, an allocation's uses recounted, random assignments that must
//! never beat it; and random games played to their end.

use keydom_rules::engine::harness::random_step;
use keydom_rules::engine::{Game, GameRng};
use keydom_rules::games::keyflower::allocate::{Holdings, Lot, Piece, Sink, Use};
use keydom_rules::games::keyflower::data::merchants::{CONTRACTS, Item};
use keydom_rules::games::keyflower::data::{Colour, Resource, Scoring, Season, Set, Skill, Tile};
use keydom_rules::games::keyflower::state::{Resources, Skills, State, Workers};
use keydom_rules::games::keyflower::{Event, Keyflower, Options};

/// The yard at place `at` of the small holdings, with its rate: `at + 1`.
pub fn yard(at: u8) -> (u8, u8) {
    (at, at + 1)
}

/// Small random holdings: up to six items (workers, skills, resources, some golds on a yard),
/// one to four winter tiles, sometimes White Wind, 3b and the purple marker. With `contracts`:
/// one or two contracts (7 or 10 VP each), sometimes the Muleteer, at most two other winter
/// tiles, up to five items, the most of them drawn from what the contracts show.
pub fn small_holdings(rng: &mut GameRng, contracts: bool) -> Holdings {
    let mut tiles: Vec<Tile> =
        Tile::of(Season::Winter, false).filter(|t| matches!(t.data().scoring, Scoring::Set(..))).collect();
    rng.shuffle(&mut tiles);
    tiles.truncate(1 + rng.index(if contracts { 2 } else { 4 }));
    let wild = rng.below(4) == 0;
    let mut h = Holdings {
        winter: tiles,
        white_wind: rng.below(3) == 0,
        wild,
        purple: rng.below(3) == 0,
        purple_yard: (rng.below(2) == 0).then(|| yard(rng.below(3) as u8)),
        ..Holdings::default()
    };
    let mut shown: Vec<Piece> = Vec::new();
    if contracts {
        h.contracts = (0..1 + rng.index(2)).map(|_| rng.below(CONTRACTS.len() as u32) as u8).collect();
        h.contracts.dedup();
        h.contract_vp = [7, 10][rng.index(2)];
        if rng.below(2) == 0 {
            h.winter.push(Tile::all().find(|t| t.data().scoring == Scoring::PerUnfulfilled(3)).unwrap());
        }
        let of_kind = |&item: &Item| {
            PIECES.iter().copied().filter(move |&p| match (item, p) {
                (Item::Worker(c), Piece::Worker(w)) => c.is_none_or(|c| c == w),
                (Item::Skill(k), Piece::Skill(s)) => k.is_none_or(|k| k == s),
                (Item::Resource(r), Piece::Resource(s)) => r.is_none_or(|r| r == s),
                _ => false,
            })
        };
        shown = h.contracts.iter().flat_map(|&c| CONTRACTS[usize::from(c)]).flat_map(of_kind).collect();
    }
    for _ in 0..rng.index(if contracts { 6 } else { 7 }) {
        let piece = match shown.len() {
            1.. if rng.below(3) > 0 => shown[rng.index(shown.len())],
            _ => PIECES[rng.index(PIECES.len())],
        };
        match piece {
            Piece::Worker(c) => h.workers.add(c, 1),
            Piece::Skill(k) => h.skills.add(k, 1),
            Piece::Resource(resource) => {
                let on_yard = (resource == Resource::Gold || wild) && rng.below(2) == 0;
                let yard = on_yard.then(|| yard(rng.below(3) as u8));
                h.resources.push(Lot { resource, count: 1, yard });
            }
            Piece::Marker => unreachable!("the marker is not among the pieces"),
        }
    }
    h
}

/// Crowded holdings, the kind that was slow: one problem's every set, group and rate tile (the
/// workers', skills' or resources') and the Muleteer (so that what a contract's items would
/// score elsewhere weighs in), two contracts asking for items of any kind there, and five items
/// of that problem competing for them (sometimes four and the marker).
pub fn crowded_holdings(rng: &mut GameRng) -> Holdings {
    const ANY_OF: [&[u8]; 3] = [&[4, 5, 6, 7, 8, 9, 10], &[16, 17, 18, 19, 20, 21, 35], &[16, 17, 18, 30, 31, 32, 33]];
    const TILES: [&[&str]; 3] = [
        &["Craftsmen's Guild", "Apothecary", "Village Hall", "Key Market", "Muleteer"],
        &["Scribes", "Key Guild", "Scholar", "Muleteer"],
        &["Mercer's Guild", "Windmill", "Watermill", "Jeweller", "Muleteer"],
    ];
    let problem = rng.index(3);
    let mut contracts = ANY_OF[problem].to_vec();
    rng.shuffle(&mut contracts);
    contracts.truncate(2);
    let purple = rng.below(4) == 0;
    let mut h = Holdings {
        winter: TILES[problem].iter().map(|name| Tile::all().find(|t| t.data().name == *name).unwrap()).collect(),
        white_wind: problem == 0 && rng.below(2) == 0,
        purple,
        purple_yard: (problem == 2 && purple).then(|| yard(0)),
        contracts,
        contract_vp: 7,
        ..Holdings::default()
    };
    let own = &PIECES[[0..4, 4..7, 7..11][problem].clone()];
    for _ in 0..if purple { 4 } else { 5 } {
        match own[rng.index(own.len())] {
            Piece::Worker(c) => h.workers.add(c, 1),
            Piece::Skill(k) => h.skills.add(k, 1),
            Piece::Resource(resource) => {
                let yard = (resource == Resource::Gold && rng.below(2) == 0).then(|| yard(1));
                h.resources.push(Lot { resource, count: 1, yard });
            }
            Piece::Marker => unreachable!("the marker is not among the pieces"),
        }
    }
    h
}

/// Every piece an item may be.
pub const PIECES: [Piece; 11] = [
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
pub fn set_points(set: Set, points: u32, pieces: &[Piece], wild: bool) -> u32 {
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
pub fn assignment_points(items: &[(Piece, u32)], to: &[Option<Sink>], h: &Holdings) -> u32 {
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
    let mut unfulfilled = 0;
    for &contract in &h.contracts {
        let pieces: Vec<Piece> =
            items.iter().zip(to).filter(|(_, t)| **t == Some(Sink::Contract(contract))).map(|(i, _)| i.0).collect();
        if fulfils(CONTRACTS[usize::from(contract)], pieces, h.wild) {
            total += u32::from(h.contract_vp);
        } else {
            unfulfilled += 1;
        }
    }
    let muleteer = h.winter.iter().find_map(|t| match t.data().scoring {
        Scoring::PerUnfulfilled(p) => Some(u32::from(p)),
        _ => None,
    });
    total + unfulfilled * muleteer.unwrap_or(0)
}

/// Whether `pieces` show every item of `contract`: each named item a piece of its own (with 3b
/// any resource for a named one), each "any" item another piece of its type, the start-player
/// item the marker itself.
pub fn fulfils(contract: &[Item], mut pieces: Vec<Piece>, wild: bool) -> bool {
    let is_any = |item: &&Item| matches!(item, Item::Worker(None) | Item::Skill(None) | Item::Resource(None));
    let (any, named): (Vec<&Item>, Vec<&Item>) = contract.iter().partition(is_any);
    named.into_iter().chain(any).all(|&item| {
        let at = pieces.iter().position(|&p| match (item, p) {
            (Item::Worker(c), Piece::Worker(w)) => c.is_none_or(|c| c == w),
            (Item::Skill(k), Piece::Skill(s)) => k.is_none_or(|k| k == s),
            (Item::Resource(r), Piece::Resource(s)) => wild || r.is_none_or(|r| r == s),
            (Item::Purple, Piece::Marker) => true,
            _ => false,
        });
        at.map(|i| pieces.swap_remove(i)).is_some()
    })
}

/// Where an item may go: kept, a winter tile of its kind, White Wind (workers), its yard, a
/// contract showing an item of its type.
pub fn sinks_for(piece: Piece, yard: Option<u8>, h: &Holdings) -> Vec<Option<Sink>> {
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
    for &contract in &h.contracts {
        let shows = CONTRACTS[usize::from(contract)].iter().any(|item| {
            matches!(
                (item, piece),
                (Item::Worker(_), Piece::Worker(_))
                    | (Item::Skill(_), Piece::Skill(_))
                    | (Item::Resource(_), Piece::Resource(_))
                    | (Item::Purple, Piece::Marker)
            )
        });
        if shows {
            out.push(Some(Sink::Contract(contract)));
        }
    }
    out
}

/// Every item of `h` one by one, with the yard it may score on, and the marker standing in as
/// `marker` if given.
pub fn items(h: &Holdings, marker: Option<Piece>) -> Vec<(Piece, Option<(u8, u8)>)> {
    let mut items: Vec<(Piece, Option<(u8, u8)>)> = Vec::new();
    items.extend(Colour::ALL.iter().flat_map(|&c| vec![(Piece::Worker(c), None); usize::from(h.workers.of(c))]));
    items.extend(Skill::ALL.iter().flat_map(|&k| vec![(Piece::Skill(k), None); usize::from(h.skills.of(k))]));
    items.extend(h.resources.iter().flat_map(|l| vec![(Piece::Resource(l.resource), l.yard); usize::from(l.count)]));
    items.extend(marker.map(|piece| (piece, h.purple_yard.filter(|_| matches!(piece, Piece::Resource(_))))));
    items
}

/// The best total over every assignment of every item (and every stand-in of the marker).
pub fn brute_force(h: &Holdings) -> u32 {
    let marker: Vec<Option<Piece>> = match h.purple {
        true => PIECES.iter().copied().chain([Piece::Marker]).map(Some).collect(),
        false => vec![None],
    };
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
pub fn recount(h: &Holdings, uses: &[Use]) -> u32 {
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
                Piece::Marker => panic!("the marker itself is purple"),
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

/// Whether 300 random assignments of the items of `h` (the marker as a random stand-in) all
/// score at most `best`.
pub fn never_beaten(h: &Holdings, best: u32, rng: &mut GameRng) -> bool {
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

/// Plays a random game to its end, with The Merchants if `merchants`.
pub fn random_game(players: u8, seed: u64, merchants: bool) -> State {
    random_game_seen(players, seed, merchants, |_| {})
}

/// [`random_game`], handing each step's events to `seen`.
pub fn random_game_seen(players: u8, seed: u64, merchants: bool, mut seen: impl FnMut(Vec<Event>)) -> State {
    let config = Keyflower::configure(players, &Options { merchants, ..Options::default() });
    let mut state = Keyflower::setup(&config, seed).unwrap();
    let mut choices = GameRng::with_stream(seed, 7);
    while let Some((_, _, events)) = random_step::<Keyflower>(&mut state, &mut choices) {
        seen(events);
    }
    state
}

/// The build the figures printed come from.
pub fn build() -> &'static str {
    if cfg!(debug_assertions) { "debug" } else { "release" }
}
