//! The Merchants' contracts: three face-down piles with an open contract beside each. A player
//! takes a contract from the Assayer, the Bookkeeper or the Merchant, open (the gap is filled at
//! once from the pile beside it) or drawn face down from a pile of their choice; the boats carry
//! contracts drawn face down. At the end of spring, summer and autumn the open contracts are
//! discarded and three new ones turned up. Once the three piles are empty the discard pile is
//! shuffled into three new piles. At any time during their turn (data version 1: only before
//! placing workers, choice 38) a player may trade a contract for one of its named items (never a white "any" item): a resource onto the home
//! tile, a worker or skill tile behind the screen, taken from their supply (a worker of a colour
//! the bag lacks, or a skill tile of a kind the supply lacks, is drawn at random instead); the
//! contract is discarded face up. The start-player contract trades for any one resource, skill
//! tile or worker of a colour.

use super::Action;
use super::data::merchants::{CONTRACTS, Item};
use super::data::{Colour, Resource, Skill};
use super::events::Event;
use super::produce::{draw_skills, give};
use super::state::{Pending, Resources, State, Workers};
use crate::engine::sort;
use crate::engine::{Events, Seat};
use serde::{Deserialize, Serialize};

/// Where a contract is taken from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum From {
    /// The open contract beside this pile.
    Open(u8),
    /// Drawn face down from this pile.
    Pile(u8),
}

/// Shuffles the discard pile into three new piles, as even as possible (the first ones the
/// larger), once all three are empty (choice 37).
fn settle(state: &mut State) {
    let c = &mut state.contracts;
    if c.piles.iter().all(Vec::is_empty) && !c.discard.is_empty() {
        let mut all = std::mem::take(&mut c.discard);
        state.rng.shuffle(&mut all);
        let (third, more) = (all.len() / 3, all.len() % 3);
        for (i, pile) in state.contracts.piles.iter_mut().enumerate() {
            let take = third + usize::from(i < more);
            *pile = all.split_off(all.len() - take);
        }
    }
}

/// The top contract of `pile`, drawn face down (the piles refilled first if all are empty).
fn draw_from(state: &mut State, pile: usize) -> Option<u8> {
    settle(state);
    let drawn = state.contracts.piles[pile].pop();
    settle(state);
    drawn
}

/// A contract drawn face down from a pile chosen at random among those with any, for a boat.
pub(crate) fn draw_face_down(state: &mut State) -> Option<u8> {
    settle(state);
    let piles: Vec<usize> = (0..3).filter(|&i| !state.contracts.piles[i].is_empty()).collect();
    if piles.is_empty() {
        return None;
    }
    let pile = piles[state.rng.index(piles.len())];
    draw_from(state, pile)
}

/// Lays open beside pile `i` the top of that pile, or of the next pile that has one.
fn turn_up(state: &mut State, i: usize) {
    settle(state);
    let from = (0..3).map(|k| (i + k) % 3).find(|&k| !state.contracts.piles[k].is_empty());
    state.contracts.open[i] = from.and_then(|k| draw_from(state, k));
}

/// The end of spring, summer or autumn: the open contracts are discarded, three new ones are
/// turned up.
pub(crate) fn refresh(state: &mut State, events: &mut Events<Event>) {
    for i in 0..3 {
        if let Some(c) = state.contracts.open[i].take() {
            state.contracts.discard.push(c);
        }
        turn_up(state, i);
    }
    events.push(Event::ContractsOpen { open: state.contracts.open });
}

/// The ways to take a contract now.
pub fn sources(state: &State) -> Vec<Action> {
    let c = &state.contracts;
    let open = (0..3u8).filter(|&i| c.open[usize::from(i)].is_some()).map(From::Open);
    let refill = c.piles.iter().all(Vec::is_empty) && !c.discard.is_empty();
    let piles = (0..3u8).filter(|&i| refill || !c.piles[usize::from(i)].is_empty()).map(From::Pile);
    open.chain(piles).map(Action::Contract).collect()
}

/// Takes a contract behind `seat`'s screen.
pub(crate) fn take(state: &mut State, seat: Seat, from: From, events: &mut Events<Event>) {
    let contract = match from {
        From::Open(i) => {
            let taken = state.contracts.open[usize::from(i)].take();
            turn_up(state, usize::from(i));
            events.push(Event::TookContract { seat, open: taken });
            taken
        }
        From::Pile(i) => {
            let drawn = draw_from(state, usize::from(i));
            events.push(Event::TookContract { seat, open: None });
            events.push(Event::DrewContract { seat, contract: drawn });
            drawn
        }
    };
    let player = &mut state.players[seat];
    player.contracts.extend(contract);
    if state.config.options.tactician && matches!(from, From::Open(_)) {
        player.front_contracts.extend(contract);
    }
}

/// A Merchants tile's use: all its items (contracts then taken one at a time), or the one item
/// of a base side to choose. Returns the decision that follows, if any.
pub(crate) fn deal(
    state: &mut State,
    seat: Seat,
    onto: u8,
    (contracts, skills, resources, one): (u8, u8, [u8; 4], bool),
    events: &mut Events<Event>,
) -> Option<Pending> {
    if one {
        let offered = !pick_steps(state, Resources(resources), skills).is_empty();
        return offered.then_some(Pending::Pick { onto, resources: Resources(resources), skills });
    }
    if resources.iter().any(|&n| n > 0) {
        give(state, seat, onto, Resources(resources), events);
    }
    if skills > 0 {
        draw_skills(state, seat, skills, events);
    }
    (contracts > 0 && !sources(state).is_empty()).then_some(Pending::Contracts { left: contracts })
}

/// The items a base side offers to pick from: a contract (if any is left), each resource (if
/// the supply has it), a skill tile (if the supply has one).
pub fn pick_steps(state: &State, resources: Resources, skills: u8) -> Vec<Action> {
    let mut out = sources(state);
    let r = Resource::ALL.into_iter().filter(|&r| resources.of(r) > 0 && state.resources.of(r) > 0);
    out.extend(r.map(Action::Take));
    if skills > 0 && state.skill_supply.total() > 0 {
        out.push(Action::SkillTile);
    }
    out
}

/// The named items `contract` trades for, those `seat` could take now.
fn trades(state: &State, contract: u8) -> Vec<Item> {
    let items: &[Item] = CONTRACTS[usize::from(contract)];
    let mut named: Vec<Item> = if items.contains(&Item::Purple) {
        let workers = Colour::ALL.map(|c| Item::Worker(Some(c)));
        let skills = Skill::ALL.map(|s| Item::Skill(Some(s)));
        let resources = Resource::ALL.map(|r| Item::Resource(Some(r)));
        workers.into_iter().chain(skills).chain(resources).collect()
    } else {
        items
            .iter()
            .copied()
            .filter(|i| !matches!(i, Item::Worker(None) | Item::Skill(None) | Item::Resource(None)))
            .collect()
    };
    named.dedup();
    named.retain(|&i| available(state, i));
    named
}

/// Whether the supply can give `item`: a resource of that kind; a worker while the bag holds
/// any (green: or the green workers apart do); a skill tile while the supply holds any. What
/// colours the bag and kinds the skill supply hold is hidden, so it cannot decide what may be
/// traded (choice 38).
fn available(state: &State, item: Item) -> bool {
    match item {
        Item::Worker(Some(Colour::Green)) => state.green_supply > 0 || state.bag.total() > 0,
        Item::Worker(Some(_)) => state.bag.total() > 0,
        Item::Skill(Some(_)) => state.skill_supply.total() > 0,
        Item::Resource(Some(r)) => state.resources.of(r) > 0,
        _ => false,
    }
}

/// The trades open to `seat` in its turn (from data version 2 at every step of it).
pub fn trade_steps(state: &State, seat: Seat) -> Vec<Action> {
    let mut held = state.players[seat].contracts.clone();
    sort::sort(&mut held);
    held.dedup();
    held.into_iter()
        .flat_map(|contract| trades(state, contract).into_iter().map(move |item| Action::Trade { contract, item }))
        .collect()
}

/// Trades `contract` for `item`: the contract goes to the discard pile face up.
pub(crate) fn trade(state: &mut State, seat: Seat, contract: u8, item: Item, events: &mut Events<Event>) {
    state.players[seat].lose_contract(contract);
    state.contracts.discard.push(contract);
    events.push(Event::Traded { seat, contract, item });
    match item {
        Item::Worker(Some(Colour::Green)) if state.green_supply > 0 => {
            state.green_supply -= 1;
            let mut green = Workers::default();
            green.add(Colour::Green, 1);
            state.to_front(seat, &green);
        }
        Item::Worker(Some(c)) if state.bag.of(c) > 0 => {
            state.bag.take(c, 1);
            state.players[seat].screen.add(c, 1);
        }
        Item::Worker(Some(_)) => {
            let drawn = state.bag.draw(&mut state.rng).expect("the bag holds a worker");
            let mut one = Workers::default();
            one.add(drawn, 1);
            state.players[seat].screen.add_all(&one);
            events.push(Event::FromBag { seat, count: 1 });
            events.push(Event::DrewWorkers { seat, workers: one });
        }
        Item::Skill(Some(s)) if state.skill_supply.of(s) > 0 => {
            state.skill_supply.take(s, 1);
            state.players[seat].skills.add(s, 1);
        }
        Item::Skill(Some(_)) => draw_skills(state, seat, 1, events),
        Item::Resource(Some(r)) => {
            state.resources.take(r, 1);
            state.players[seat].village[0].resources.add(r, 1);
        }
        _ => unreachable!("only named items are traded"),
    }
    settle(state);
}

#[cfg(test)]
mod tests {
    use super::refresh;
    use crate::engine::{Events, Game};
    use crate::games::keyflower::arrange::game_of;
    use crate::games::keyflower::{Keyflower, Options, conservation};

    #[test]
    fn once_the_three_piles_are_empty_the_discard_pile_makes_three_new_ones() {
        let config = Keyflower::configure(2, &Options { merchants: true, ..Options::default() });
        let mut state = game_of(&config);
        let c = &mut state.contracts;
        let all: Vec<u8> = c.piles.iter_mut().flat_map(std::mem::take).collect();
        c.discard.extend(all);
        let old_open = c.open.map(|o| o.expect("three open contracts"));
        let mut reshuffled: Vec<u8> = c.discard.iter().copied().chain([old_open[0]]).collect();
        reshuffled.sort();
        assert_eq!(reshuffled.len(), 34);
        refresh(&mut state, &mut Events::ignored());
        conservation(&state).unwrap();
        // The first open contract is discarded, the 34 shuffled into piles of 12, 11 and 11, and
        // one turned up from each; the two discarded after that wait on the new discard pile.
        let c = &state.contracts;
        assert_eq!(c.piles.each_ref().map(Vec::len), [11, 10, 10]);
        assert_eq!(c.discard, old_open[1..]);
        let mut dealt: Vec<u8> = c.piles.iter().flatten().chain(c.open.iter().flatten()).copied().collect();
        dealt.sort();
        assert_eq!(dealt, reshuffled);
    }
}
