//! A full Keyper state drawn from one seat's view (see the parent module's doc for what is
//! sampled and how).

use crate::engine::{GameRng, PerSeat, Seat};
use crate::games::keyper::data::{FAIRS, Origin, Season, TILES};
use crate::games::keyper::view::{FairCard, PhaseView, View};
use crate::games::keyper::{Config, Landscape, Phase, Player, State};

/// A state whose view for `seat` is `view`, its hidden parts drawn from `rng`.
pub fn determinize(view: &View, seat: Seat, rng: &mut GameRng) -> State {
    assert_eq!(view.viewer, Some(seat), "a bot plays from its own seat's view");
    let mut players = view.players.map(|_, p| Player {
        keyper_home: p.keyper_home,
        keyp_area: p.keyp_area,
        keyp_tile: p.keyp_tile,
        goods: p.goods.clone(),
        unbuilt: p.unbuilt.clone(),
        winter_fairs: p.winter_fairs.clone(),
        fairs: p.fairs.map(|f| if let FairCard::Known(i) = f { Some(i) } else { None }),
        held: p.held.clone(),
        farm: p.farm.clone(),
        village: p.village.clone(),
        shipping: p.shipping,
    });
    deal_fairs(view, &mut players, rng);
    let set_aside = if view.set_aside > 0 { later_tiles() } else { Vec::new() };
    debug_assert_eq!(set_aside.len(), view.set_aside);
    let bag = fill_bag(view, &players, &set_aside, rng);
    let phase = match &view.phase {
        PhaseView::Open(phase) => phase.clone(),
        PhaseView::Refold { chosen, mine } => Phase::Refold(chosen.map(|s, &done| match (s == seat, done) {
            (true, _) => *mine,
            (false, true) => Some(rng.index(4) as u8),
            (false, false) => None,
        })),
    };
    let seed = u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32());
    State {
        config: Config { players: view.players.len() as u8, data: view.data },
        rng: GameRng::from_seed(seed),
        season: view.season,
        players,
        boards: view.boards.clone(),
        supply: view.supply.clone(),
        bag,
        display: view.display.clone(),
        set_aside,
        discards: view.discards.clone(),
        ships: view.ships.clone(),
        start: view.start,
        active: view.active,
        phase,
        final_round: view.final_round.clone(),
        last_from_keyp: view.last_from_keyp,
    }
}

/// Deals each face-down fair of another player from its stack's fairs that are in nobody's
/// sight (not the viewer's own, not held by anyone): returned fairs went back to the box unseen.
fn deal_fairs(view: &View, players: &mut PerSeat<Player>, rng: &mut GameRng) {
    let mut seen: Vec<u8> = Vec::new();
    for p in view.players.values() {
        seen.extend(p.fairs.iter().filter_map(|f| if let FairCard::Known(i) = f { Some(*i) } else { None }));
        seen.extend(p.held.iter().map(|h| h.0));
    }
    for (slot, stack) in [Season::Spring, Season::Summer, Season::Autumn].into_iter().enumerate() {
        let mut pool: Vec<u8> =
            (0..FAIRS.len() as u8).filter(|&i| FAIRS[usize::from(i)].stack == stack && !seen.contains(&i)).collect();
        rng.shuffle(&mut pool);
        for (s, p) in view.players.iter() {
            if p.fairs[slot] == FairCard::Hidden {
                players[s].fairs[slot] = Some(pool.pop().expect("a fair for every face-down one"));
            }
        }
    }
}

/// The tiles set aside at set-up until the end of spring: the later landscape tiles and the
/// winter fairs (public).
fn later_tiles() -> Vec<Landscape> {
    TILES
        .iter()
        .filter(|d| d.origin == Origin::Later)
        .map(|d| Landscape::Building(d.tile))
        .chain(winter_fairs())
        .collect()
}

fn winter_fairs() -> impl Iterator<Item = Landscape> {
    (0..FAIRS.len() as u8).filter(|&i| FAIRS[usize::from(i)].stack == Season::Winter).map(Landscape::Fair)
}

/// The bag: every landscape tile and winter fair not in sight (display, discards, the tiles set
/// aside, players' tiles and fairs, built or not), in a random order.
fn fill_bag(view: &View, players: &PerSeat<Player>, set_aside: &[Landscape], rng: &mut GameRng) -> Vec<Landscape> {
    let mut seen: Vec<Landscape> = view.display.iter().chain(&view.discards).chain(set_aside).copied().collect();
    for p in players.values() {
        let built = p.farm.iter().chain(&p.village).flatten().flat_map(|b| [Some(b.tile), b.covered]).flatten();
        seen.extend(p.unbuilt.iter().copied().chain(built).map(Landscape::Building));
        seen.extend(p.winter_fairs.iter().chain(p.held.iter().map(|h| &h.0)).map(|&f| Landscape::Fair(f)));
    }
    let all = TILES.iter().filter(|d| d.origin != Origin::Estate).map(|d| Landscape::Building(d.tile));
    let mut bag: Vec<Landscape> = all.chain(winter_fairs()).filter(|t| !seen.contains(t)).collect();
    rng.shuffle(&mut bag);
    debug_assert_eq!(bag.len(), view.bag, "the bag holds what nobody sees");
    bag
}
