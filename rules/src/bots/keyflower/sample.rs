//! A full Keyflower state drawn from one seat's view (see the parent module's doc for what is
//! sampled and how).

use crate::engine::{GameRng, PerSeat, Seat, sort};
use crate::games::keyflower::data::merchants::CONTRACTS;
use crate::games::keyflower::data::{Colour, SKILLS_PER_KIND, Season, Skill, Tile, WORKERS_IN_BOX};
use crate::games::keyflower::state::{Boat, Building, Contracts, Player, Skills, State, Workers};
use crate::games::keyflower::{Config, View};

/// A state whose view for `seat` is `view`, its hidden parts drawn from `rng`.
pub fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
    let mut players = view.players.map(|_, p| Player {
        screen: p.screen.unwrap_or(p.front),
        skills: p.skills.unwrap_or(p.front_skills),
        village: p.village.clone(),
        winter: p.winter.clone().unwrap_or_default(),
        offered: p.offered.clone().unwrap_or_default(),
        won: p.won.clone(),
        contracts: p.contracts.clone().unwrap_or_else(|| p.front_contracts.clone()),
        cabins: p.cabins,
        front: p.front,
        front_skills: p.front_skills,
        front_contracts: p.front_contracts.clone(),
    });
    // The seats whose screens the view hides (none once the game is over, when all lie open).
    let others: Vec<Seat> =
        Seat::all(view.players.len()).filter(|&s| s != seat && view.players[s].screen.is_none()).collect();
    let bag = deal_workers(view, &mut players, &others, rng);
    let skill_supply = deal_skills(view, &mut players, &others, rng);
    let unused = deal_tiles(view, &mut players, &others, rng);
    let (contracts, boats) = deal_contracts(view, &mut players, &others, rng);
    let config = Config { players: view.players.len() as u8, options: view.options.clone(), data: view.data };
    let seed = u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32());
    State {
        config,
        rng: GameRng::from_seed(seed),
        season: view.season,
        phase: view.phase.clone(),
        start_player: view.start_player,
        players,
        bag,
        green_supply: view.green_supply,
        skill_supply,
        resources: view.resources,
        offer: view.offer.clone(),
        turn_order: view.turn_order.clone(),
        boats,
        sides_b: view.sides_b.clone(),
        contracts,
        extensions: view.extensions.clone(),
        cabins: view.cabins,
        swap: view.swap,
        winter_boats: view.winter_boats.clone(),
        unused,
    }
}

/// Deals the workers nobody sees (the box's less those in sight) between other players' screens
/// (as many as each hides) and the bag; returns the bag.
fn deal_workers(view: &View, players: &mut PerSeat<Player>, others: &[Seat], rng: &mut GameRng) -> Workers {
    let mut seen = Workers::default();
    for p in players.values() {
        seen.add_all(&p.screen);
        for placed in &p.village {
            seen.add_all(&placed.used.workers);
        }
    }
    for boat in &view.boats {
        seen.add_all(&boat.workers);
    }
    for offer in &view.offer {
        seen.add_all(&offer.used.workers);
        offer.bids.by.iter().for_each(|(_, w)| seen.add_all(w));
    }
    for spot in &view.turn_order {
        spot.bids.by.iter().for_each(|(_, w)| seen.add_all(w));
    }
    seen.add(Colour::Green, view.green_supply);
    let mut pool: Vec<Colour> = Colour::ALL
        .into_iter()
        .flat_map(|c| std::iter::repeat_n(c, usize::from(WORKERS_IN_BOX[c as usize] - seen.of(c))))
        .collect();
    rng.shuffle(&mut pool);
    for &s in others {
        let hidden = view.players[s].screen_count - view.players[s].front.total();
        for c in pool.drain(..hidden as usize) {
            players[s].screen.add(c, 1);
        }
    }
    let mut bag = Workers::default();
    pool.into_iter().for_each(|c| bag.add(c, 1));
    debug_assert_eq!(bag.total(), view.bag);
    bag
}

/// Deals the skill tiles nobody sees between other players' screens and the supply; returns the
/// supply.
fn deal_skills(view: &View, players: &mut PerSeat<Player>, others: &[Seat], rng: &mut GameRng) -> Skills {
    let mut seen = Skills::default();
    players.values().iter().for_each(|p| seen.add_all(&p.skills));
    view.boats.iter().for_each(|b| seen.add_all(&b.skills));
    let mut pool: Vec<Skill> = Skill::ALL
        .into_iter()
        .flat_map(|k| std::iter::repeat_n(k, usize::from(SKILLS_PER_KIND - seen.of(k))))
        .collect();
    rng.shuffle(&mut pool);
    for &s in others {
        let hidden = view.players[s].skill_count - view.players[s].front_skills.total();
        for k in pool.drain(..hidden as usize) {
            players[s].skills.add(k, 1);
        }
    }
    let mut supply = Skills::default();
    pool.into_iter().for_each(|k| supply.add(k, 1));
    debug_assert_eq!(supply.total(), view.skill_supply);
    supply
}

/// Deals the winter tiles nobody sees into other players' hands and offers (in variant A The
/// Merchants' first, as set-up deals them); every other tile nobody sees is unused, as are the
/// winter tiles left. Returns the unused tiles.
fn deal_tiles(view: &View, players: &mut PerSeat<Player>, others: &[Seat], rng: &mut GameRng) -> Vec<Tile> {
    let mut seen: Vec<Tile> = view.offer.iter().map(|o| o.tile).collect();
    for p in players.values() {
        seen.extend(p.winter.iter().chain(&p.offered));
        let built = p.village.iter().map(|t| t.building).chain(p.won.iter().copied());
        seen.extend(built.filter_map(|b| if let Building::Tile(t) = b { Some(t) } else { None }));
    }
    let (mut winter, mut unused): (Vec<Tile>, Vec<Tile>) = Tile::in_box(view.options.merchants)
        .filter(|t| !seen.contains(t))
        .partition(|t| t.data().season == Season::Winter);
    rng.shuffle(&mut winter);
    if view.options.merchant_variant {
        sort::sort_by_key(&mut winter, |t| !t.data().merchants);
    }
    let dealt: usize = others.iter().map(|&s| view.players[s].winter_count + view.players[s].offered_count).sum();
    let mut hands: Vec<Tile> = winter.drain(..dealt).collect();
    rng.shuffle(&mut hands);
    for &s in others {
        let p = &mut players[s];
        p.winter = hands.drain(..view.players[s].winter_count).collect();
        p.offered = hands.drain(..view.players[s].offered_count).collect();
        sort::sort(&mut p.winter);
        sort::sort(&mut p.offered);
    }
    unused.append(&mut winter);
    sort::sort(&mut unused);
    debug_assert_eq!(unused.len(), view.unused);
    unused
}

/// Deals the contracts nobody sees into the face-down piles, onto the boats and behind other
/// players' screens (after those in front); returns the contracts off the screens and the boats.
fn deal_contracts(
    view: &View,
    players: &mut PerSeat<Player>,
    others: &[Seat],
    rng: &mut GameRng,
) -> (Contracts, Vec<Boat>) {
    let mut boats = view.boats.clone();
    let mut contracts =
        Contracts { piles: Default::default(), open: view.open_contracts, discard: view.contract_discard.clone() };
    if !view.options.merchants {
        return (contracts, boats);
    }
    let mut seen: Vec<u8> = view.open_contracts.iter().flatten().chain(&view.contract_discard).copied().collect();
    players.values().iter().for_each(|p| seen.extend(&p.contracts));
    let mut pool: Vec<u8> = (0..CONTRACTS.len() as u8).filter(|c| !seen.contains(c)).collect();
    rng.shuffle(&mut pool);
    for &s in others {
        let p = &view.players[s];
        let hidden = p.contract_count - p.front_contracts.len();
        players[s].contracts.extend(pool.drain(..hidden));
    }
    for (boat, &count) in boats.iter_mut().zip(&view.boat_contracts) {
        boat.contracts = pool.drain(..count).collect();
    }
    for (pile, &count) in contracts.piles.iter_mut().zip(&view.contract_piles) {
        *pile = pool.drain(..count).collect();
    }
    debug_assert!(pool.is_empty());
    (contracts, boats)
}
