//! Checks for the test harness: conservation of every worker, skill, resource and tile. Its
//! hidden variants are the bots' samples of a seat's view (`engine::harness::hidden_variant`).

use super::data::merchants::{CABINS, CONTRACTS, EXTENSIONS};
use super::data::{
    Colour, RESOURCES_IN_BOX, Resource, SKILLS_PER_KIND, Season, Tile, WORKERS_IN_BOX, boat_min_players,
    turn_order_faces,
};
use super::placing::{Placer, gathered, palette};
use super::state::{Bids, Building, Pending, Phase, State};
use super::{Config, Keyflower, Options};
use crate::engine::harness::Checked;
use crate::engine::{Game, Seat};

/// Conservation: the workers of each colour (bag, screens, boats, bids, tiles used, and the
/// green supply) are the box's 40/40/40/20; resources (supply and tiles) 24/24/24/48; skill tiles
/// (supply, screens, boats) 16 of each; each of the 48 village tiles and each home tile is in
/// exactly one place. Bids have a colour exactly while someone bids, and a placement under way
/// asks only for what is there, in colours the target admits (mixed only with 4a or 4b).
pub fn conservation(state: &State) -> Result<(), String> {
    let mut workers = [0u32; 4];
    let mut add = |counts: &[u8; 4]| counts.iter().enumerate().for_each(|(i, &n)| workers[i] += u32::from(n));
    add(&state.bag.0);
    state.players.values().iter().for_each(|p| add(&p.screen.0));
    state.boats.iter().for_each(|b| add(&b.workers.0));
    let bids = state.offer.iter().map(|o| &o.bids).chain(state.turn_order.iter().map(|t| &t.bids));
    for b in bids {
        check_bids(b)?;
        b.by.iter().for_each(|(_, w)| add(&w.0));
    }
    let used = state
        .offer
        .iter()
        .map(|o| o.used)
        .chain(state.players.values().iter().flat_map(|p| p.village.iter().map(|t| t.used)));
    for u in used {
        if u.colour.is_some() != (u.count() > 0) || u.count() > 6 || u.last > u.count() {
            return Err(format!("workers used on a tile: {u:?}"));
        }
        add(&u.workers.0);
    }
    workers[Colour::Green as usize] += u32::from(state.green_supply);
    if workers != WORKERS_IN_BOX.map(u32::from) {
        return Err(format!("workers by colour: {workers:?}"));
    }

    let mut resources = state.resources.0.map(u32::from);
    resources[Resource::Gold as usize] += state.boats.iter().map(|b| u32::from(b.gold)).sum::<u32>();
    for t in state.players.values().iter().flat_map(|p| &p.village) {
        t.resources.0.iter().enumerate().for_each(|(i, &n)| resources[i] += u32::from(n));
    }
    if resources != RESOURCES_IN_BOX.map(u32::from) {
        return Err(format!("resources: {resources:?}"));
    }

    let mut skills = state.skill_supply.0.map(u32::from);
    let held = state.players.values().iter().map(|p| p.skills).chain(state.boats.iter().map(|b| b.skills));
    held.for_each(|s| s.0.iter().enumerate().for_each(|(i, &n)| skills[i] += u32::from(n)));
    if skills != [u32::from(SKILLS_PER_KIND); 3] {
        return Err(format!("skills: {skills:?}"));
    }

    let mut tiles: Vec<Tile> = state.offer.iter().map(|o| o.tile).chain(state.unused.iter().copied()).collect();
    let (mut homes, mut boats, mut turn_order) = (Vec::new(), Vec::new(), Vec::new());
    // In winter a boat taken waits among the won tiles while the others are chosen.
    let taken: &[u8] = match &state.phase {
        Phase::Boats { taken, .. } if state.season == Season::Winter => taken,
        _ => &[],
    };
    boats.extend(state.boats.iter().enumerate().filter(|(i, _)| !taken.contains(&(*i as u8))).map(|(_, b)| b.boat));
    turn_order.extend(state.turn_order.iter().map(|t| t.tile));
    for p in state.players.values() {
        tiles.extend(&p.winter);
        tiles.extend(&p.offered);
        for building in p.won.iter().copied().chain(p.village.iter().map(|t| t.building)) {
            match building {
                Building::Home(n) => homes.push(n),
                Building::Tile(tile) => tiles.push(tile),
                Building::Boat(b) => boats.push(b),
                Building::TurnOrder(t) => turn_order.push(t),
            }
        }
    }
    tiles.sort();
    if tiles != Tile::in_box(state.config.options.merchants).collect::<Vec<_>>() {
        return Err(format!("village tiles missing or doubled: {} in play", tiles.len()));
    }
    homes.sort();
    homes.dedup();
    if homes.len() != state.players() {
        return Err(format!("home tiles {homes:?}"));
    }
    boats.sort();
    let base: Vec<u8> = (0..6).filter(|&b| usize::from(boat_min_players(b)) <= state.players()).collect();
    let distinct = boats.windows(2).all(|w| w[0] < w[1]) && boats.len() == state.players();
    if !distinct || (!state.config.options.merchants && boats != base) {
        return Err(format!("boats {boats:?}"));
    }
    merchants_conservation(state)?;
    for p in state.players.values() {
        let shown = p.front_contracts.iter().all(|c| p.contracts.contains(c));
        if !p.screen.covers(&p.front) || !p.skills.covers(&p.front_skills) || !shown {
            return Err(format!("more in front of a screen than the player has: {p:?}"));
        }
        if !state.config.options.tactician
            && (p.front.total() > 0 || p.front_skills.total() > 0 || !p.front_contracts.is_empty())
        {
            return Err("something in front of a screen without variant B".into());
        }
    }
    turn_order.sort();
    if turn_order != turn_order_faces(state.config.players).iter().map(|&(i, _)| i as u8).collect::<Vec<_>>() {
        return Err(format!("turn-order tiles {turn_order:?}"));
    }
    if let Phase::Turns { turn, pending: Some(Pending::Place { target, screen, groups }), .. } = &state.phase
        && (!state.players[*turn].screen.covers(screen)
            || groups.iter().any(|g| !state.outbid_groups(*turn).iter().any(|(s, _)| s == g))
            || !palette(state, &Placer::new(state, *turn), *target).admits(&gathered(state, *turn, screen, groups)))
    {
        return Err(format!("a placement under way asks for what is not there or not allowed: {:?}", state.phase));
    }
    Ok(())
}

/// The Merchants' contracts (piles, open, discard, boats, screens), cabins (supply, boats, home
/// tiles) and extensions (supply, tiles): each once, and none without The Merchants.
fn merchants_conservation(state: &State) -> Result<(), String> {
    let c = &state.contracts;
    let mut contracts: Vec<u8> =
        c.piles.iter().flatten().chain(c.open.iter().flatten()).chain(&c.discard).copied().collect();
    contracts.extend(state.boats.iter().flat_map(|b| b.contracts.iter().copied()));
    contracts.extend(state.players.values().iter().flat_map(|p| p.contracts.iter().copied()));
    contracts.sort();
    let cabins = u32::from(state.cabins)
        + state.boats.iter().map(|b| u32::from(b.cabins)).sum::<u32>()
        + state.players.values().iter().map(|p| u32::from(p.cabins)).sum::<u32>();
    let mut extensions = state.extensions.clone();
    extensions.extend(state.players.values().iter().flat_map(|p| p.village.iter().filter_map(|t| t.extension)));
    extensions.sort();
    let m = state.config.options.merchants;
    let all = |n: usize| if m { (0..n as u8).collect() } else { Vec::new() };
    if contracts != all(CONTRACTS.len()) {
        return Err(format!("contracts {contracts:?}"));
    }
    if cabins != if m { u32::from(CABINS) } else { 0 } {
        return Err(format!("cabins {cabins}"));
    }
    if extensions != all(EXTENSIONS.len()) {
        return Err(format!("extensions {extensions:?}"));
    }
    Ok(())
}

fn check_bids(b: &Bids) -> Result<(), String> {
    if b.colour.is_some() == b.by.is_empty() || b.by.iter().any(|(_, w)| w.total() == 0) {
        return Err(format!("bids {b:?}"));
    }
    let mut counts: Vec<u8> = b.by.iter().map(|(_, w)| w.count()).collect();
    counts.sort();
    if counts.windows(2).any(|w| w[0] == w[1]) {
        return Err(format!("two bids tie: {b:?}"));
    }
    Ok(())
}

/// Every player count, with and without The Merchants (Merchants tables in the Merchant variant
/// A for 3 players, in the Tactician variant B for 2 and 5, and with a handicapped player,
/// variant C, for 4).
impl Checked for Keyflower {
    const MAX_STEPS: usize = 20_000;

    fn tables() -> Vec<Config> {
        let mut out: Vec<Config> = (2..=6).map(Config::new).collect();
        for players in 2..=6 {
            let options = Options {
                merchants: true,
                merchant_variant: players == 3,
                tactician: players == 2 || players == 5,
                handicap: if players == 4 { vec![Seat(1)] } else { Vec::new() },
            };
            out.push(Keyflower::configure(players, &options));
        }
        out
    }

    fn conservation(state: &State) -> Result<(), String> {
        conservation(state)
    }
}
