//! The Merchants in play: contracts from the Assayer, Bookkeeper and Merchant (open or face
//! down), traded for an item, replaced at a season's end; the "II" boats' cargo; cabins as
//! upgrade icons (doubled by summer boat 2b); extensions with their cost (3a letting any
//! resource pay a named one), colour and colour lock; the discard pile making new piles; Sea
//! Bastion II's swap; Keyflower II's gold and Flipper II's free extension at the end; what the others may see.

mod keyflower_support;

use keydom_rules::engine::{Audience, Game, Seat};
use keydom_rules::games::keyflower::contracts::From;
use keydom_rules::games::keyflower::data::merchants::Item;
use keydom_rules::games::keyflower::data::{Colour, HOMES, Resource, SEA_BREESE, Season, Skill};
use keydom_rules::games::keyflower::state::{Building, Hex, Pending, Phase, Site, Spot, State};
use keydom_rules::games::keyflower::{Action, Event, Keyflower, Options, Refusal, arrange as kit};
use keyflower_support::*;

const YELLOW: Colour = Colour::Yellow;

/// A Merchants game of `players` whose spring offer starts with `names`, screens as given.
fn merchants(players: u8, names: &[&str], screens: &[[u8; 4]]) -> State {
    let config = Keyflower::configure(players, &Options { merchants: true, ..Options::default() });
    let mut state = kit::game_of(&config);
    kit::offer_first(&mut state, names);
    for (seat, workers) in screens.iter().enumerate() {
        kit::screen(&mut state, Seat(seat as u8), *workers);
    }
    keydom_rules::games::keyflower::conservation(&state).unwrap();
    state
}

/// Moves contract `c` from wherever it lies behind `seat`'s screen.
fn give_contract(state: &mut State, seat: Seat, c: u8) {
    let piles = &mut state.contracts;
    piles.piles.iter_mut().for_each(|p| p.retain(|&x| x != c));
    piles.open.iter_mut().filter(|o| **o == Some(c)).for_each(|o| *o = None);
    piles.discard.retain(|&x| x != c);
    state.boats.iter_mut().for_each(|b| b.contracts.retain(|&x| x != c));
    state.players[seat].contracts.push(c);
}

/// Everyone passes; boats are taken in the order asked, the first left each time, and won tiles
/// built at the first place and turn listed. Returns who took which boat (by place in the row),
/// and the events.
fn end_season(state: &mut State) -> (Vec<(Seat, u8)>, Vec<Event>) {
    let (mut took, mut events) = (Vec::new(), Vec::new());
    let Phase::Turns { turn, .. } = state.phase else { panic!("turns") };
    for k in 0..state.players() {
        events.extend(play(state, Seat(((turn.index() + k) % state.players()) as u8), Action::Pass));
    }
    while let Phase::Boats { order, taken, .. } = &state.phase {
        let seat = order[0];
        let boat = (0..state.boats.len() as u8).find(|b| !taken.contains(b)).unwrap();
        took.push((seat, boat));
        events.extend(play(state, seat, Action::Boat(boat)));
    }
    while let Phase::Building { order, .. } = &state.phase {
        let seat = order[0];
        let step = Keyflower::legal_actions(state, seat)[0].clone();
        events.extend(play(state, seat, step));
    }
    (took, events)
}

#[test]
fn the_assayer_gives_a_contract_or_a_resource_and_an_open_contract_is_replaced_at_once() {
    let mut state = merchants(2, &["Assayer"], &[[2, 0, 0, 0], [2, 0, 0, 0]]);
    place(&mut state, P0, Action::Use(Site::Offer(0)), &workers(BLUE, 1));
    let pick = Keyflower::legal_actions(&state, P0);
    let opens = [0, 1, 2].map(|i| Action::Contract(From::Open(i)));
    let piles = [0, 1, 2].map(|i| Action::Contract(From::Pile(i)));
    let expected: Vec<Action> =
        opens.into_iter().chain(piles).chain([Action::Take(Resource::Stone), Action::Take(Resource::Iron)]).collect();
    assert_eq!(pick, expected, "a contract, a stone or an iron");
    let open = state.contracts.open[1].unwrap();
    let next = *state.contracts.piles[1].last().unwrap();
    let events = play(&mut state, P0, Action::Contract(From::Open(1)));
    assert_eq!(events, [Event::TookContract { seat: P0, open: Some(open) }]);
    assert_eq!(state.players[P0].contracts, [open]);
    assert_eq!(state.contracts.open[1], Some(next), "the gap is filled from the pile beside it");
    // Used away from home, the resource goes onto the user's home tile.
    place(&mut state, P1, Action::Use(Site::Offer(0)), &workers(BLUE, 2));
    play(&mut state, P1, Action::Take(Resource::Iron));
    assert_eq!(state.players[P1].village[0].resources.of(Resource::Iron), 1);
}

#[test]
fn an_upgraded_merchant_gives_two_contracts_one_at_a_time_and_a_drawn_one_is_secret() {
    let mut state = merchants(2, &[], &[[2, 0, 0, 0], [2, 0, 0, 0]]);
    kit::build(&mut state, P0, "Merchant", Hex { q: 0, r: -1 }, 0);
    state.players[P0].village[1].upgraded = true;
    place(&mut state, P0, Action::Use(Site::Village(P0, 1)), &workers(BLUE, 1));
    assert_eq!(state.pending(), Some(&Pending::Contracts { left: 2 }));
    let top = *state.contracts.piles[2].last().unwrap();
    let events = play(&mut state, P0, Action::Contract(From::Pile(2)));
    assert_eq!(events[0], Event::TookContract { seat: P0, open: None });
    assert_eq!(events[1], Event::DrewContract { seat: P0, contract: Some(top) });
    assert_eq!(Keyflower::audience(&events[1]), Audience::Seat(P0), "only the drawer sees it");
    assert_eq!(state.pending(), Some(&Pending::Contracts { left: 1 }));
    play(&mut state, P0, Action::Contract(From::Open(0)));
    assert_eq!(state.players[P0].contracts.len(), 2);
    // The other player sees how many, not which; the piles only by their size.
    let seen = Keyflower::view(&state, Some(P1));
    assert_eq!((seen.players[P0].contracts.clone(), seen.players[P0].contract_count), (None, 2));
    assert_eq!(seen.contract_piles.iter().sum::<usize>(), state.contracts.piles.iter().map(Vec::len).sum::<usize>());
}

#[test]
fn a_contract_trades_for_one_of_its_named_items_only() {
    let mut state = merchants(2, &[], &[[2, 0, 0, 0], [2, 0, 0, 0]]);
    // Contract 14: saw + wood; contract 5: two blue and four of any colour; 13: the purple marker.
    give_contract(&mut state, P0, 13);
    give_contract(&mut state, P0, 4);
    give_contract(&mut state, P0, 12);
    let trades: Vec<Action> =
        Keyflower::legal_actions(&state, P0).into_iter().filter(|a| matches!(a, Action::Trade { .. })).collect();
    assert!(trades.contains(&Action::Trade { contract: 13, item: Item::Skill(Some(Skill::Saw)) }));
    assert!(trades.contains(&Action::Trade { contract: 13, item: Item::Resource(Some(Resource::Wood)) }));
    assert!(trades.contains(&Action::Trade { contract: 4, item: Item::Worker(Some(Colour::Blue)) }));
    assert!(
        !trades.iter().any(|a| matches!(a, Action::Trade { contract: 4, item: Item::Worker(None) })),
        "never a white item"
    );
    assert!(
        trades.contains(&Action::Trade { contract: 12, item: Item::Skill(Some(Skill::Anvil)) }),
        "the marker's contract: anything the marker stands for"
    );
    assert!(!trades.iter().any(|a| matches!(a, Action::Trade { item: Item::Purple, .. })));
    let events = play(&mut state, P0, Action::Trade { contract: 13, item: Item::Resource(Some(Resource::Wood)) });
    assert_eq!(events, [Event::Traded { seat: P0, contract: 13, item: Item::Resource(Some(Resource::Wood)) }]);
    assert_eq!(state.players[P0].village[0].resources.of(Resource::Wood), 1, "onto the home tile");
    assert_eq!(state.contracts.discard, [13], "face up on the discard pile");
    assert_eq!(state.phase, Phase::Turns { turn: P0, passes: 0, pending: None }, "a free action: still seat 0's turn");
}

/// "Ein Spieler kann jederzeit während seines Spielzuges einen Vertrag gegen eins der bestimmten
/// Elemente des Vertrages tauschen" (at any time during one's turn): while gathering a placement
/// and during a use's steps, not only before placing (version 1).
#[test]
fn a_contract_trades_at_any_time_during_ones_turn() {
    let mut state = merchants(2, &["Keywood", "Workshop"], &[[0, 1, 0, 0], [2, 0, 0, 0]]);
    // Contract 5: two blue and four of any colour; contract 14: a saw and a wood.
    give_contract(&mut state, P0, 4);
    give_contract(&mut state, P0, 13);
    play(&mut state, P0, Action::Bid(Spot::Offer(0)));
    let blue = Action::Trade { contract: 4, item: Item::Worker(Some(Colour::Blue)) };
    assert!(!Keyflower::legal_actions(&version_1(state.clone()), P0).contains(&blue), "version 1: before placing");
    // Gathering a bid: Player 1 trades for a blue worker and bids it.
    assert!(Keyflower::legal_actions(&state, P0).contains(&blue));
    play(&mut state, P0, blue);
    assert_eq!(state.players[P0].screen.of(Colour::Blue), 1);
    play(&mut state, P0, Action::Worker(Colour::Blue));
    play(&mut state, P0, Action::Confirm);
    play(&mut state, P1, Action::Pass);
    // During the Workshop's choice the other contract trades for its wood.
    place(&mut state, P0, Action::Use(Site::Offer(1)), &workers(RED, 1));
    assert!(matches!(state.pending(), Some(Pending::Choose { .. })));
    let wood = Action::Trade { contract: 13, item: Item::Resource(Some(Resource::Wood)) };
    assert!(Keyflower::legal_actions(&state, P0).contains(&wood));
    play(&mut state, P0, wood);
    assert_eq!(state.players[P0].village[0].resources.of(Resource::Wood), 1, "onto the home tile");
    assert!(matches!(state.pending(), Some(Pending::Choose { .. })), "the use goes on");
    // Not in another player's turn.
    assert!(Keyflower::legal_actions(&state, P1).is_empty());
}

#[test]
fn the_open_contracts_are_replaced_at_the_end_of_a_season() {
    let mut state = merchants(2, &[], &[[1, 0, 0, 0], [1, 0, 0, 0]]);
    let open = state.contracts.open;
    let (_, events) = end_season(&mut state);
    assert_eq!(state.season, Season::Summer);
    let mut discarded: Vec<u8> = open.iter().flatten().copied().collect();
    discarded.sort();
    let mut discard = state.contracts.discard.clone();
    discard.sort();
    assert_eq!(discard, discarded);
    assert!(events.contains(&Event::ContractsOpen { open: state.contracts.open }));
    assert!(state.contracts.open.iter().all(Option::is_some));
}

#[test]
fn ii_boats_bring_gold_and_cabins_to_the_home_tile_and_contracts_behind_the_screen() {
    let mut state = merchants(2, &[], &[[1, 0, 0, 0], [1, 0, 0, 0]]);
    kit::ii_boat(&mut state, 6);
    kit::ii_boat(&mut state, 7);
    state.boats[0].gold = 1;
    state.resources.take(Resource::Gold, 1);
    state.boats[1].cabins = 1;
    state.cabins -= 1;
    let (took, _) = end_season(&mut state);
    let gold_to = took.iter().find(|t| t.1 == 0).unwrap().0;
    let cabin_to = took.iter().find(|t| t.1 == 1).unwrap().0;
    assert_eq!(state.players[gold_to].village[0].resources.of(Resource::Gold), 1, "onto the home tile");
    assert_eq!(state.players[cabin_to].cabins, 1);
    // A cabin is one more upgrade icon whenever the home tile is used: with the home tile's
    // upgrade cost on it, both icons are open.
    let Phase::Turns { turn, .. } = state.phase else { panic!("summer's turns") };
    if turn != cabin_to {
        play(&mut state, turn, Action::Pass);
    }
    kit::screen(&mut state, cabin_to, [0, 2, 0, 0]);
    for r in [Resource::Wood, Resource::Stone, Resource::Iron] {
        kit::resources_onto(&mut state, cabin_to, 0, r, 2);
    }
    place(&mut state, cabin_to, Action::Use(Site::Village(cabin_to, 0)), &workers(RED, 1));
    assert_eq!(state.pending(), Some(&Pending::Transport { carts: 1, upgrades: 2 }));
}

/// Seat 0's upgraded home tile, used with one blue worker: an upgrade icon is open.
fn extension_ready() -> State {
    let mut state = merchants(2, &[], &[[3, 1, 1, 0], [2, 2, 0, 0]]);
    state.players[P0].village[0].upgraded = true;
    kit::resources_onto(&mut state, P0, 0, Resource::Iron, 1);
    place(&mut state, P0, Action::Use(Site::Village(P0, 0)), &workers(BLUE, 1));
    state
}

#[test]
fn an_extension_takes_an_upgrade_icon_its_cost_and_the_workers_colour() {
    let mut state = extension_ready();
    assert!(Keyflower::legal_actions(&state, P0).contains(&Action::Extend(0)));
    play(&mut state, P0, Action::Extend(0));
    // A blue worker stands on the tile: only blue extensions, and only affordable ones — a blue
    // worker, any worker, the iron on the tile; not iron and one more resource, not an anvil.
    assert_eq!(Keyflower::legal_actions(&state, P0), [0, 1, 2].map(Action::Extension));
    assert_eq!(refused(&state, P0, Action::Extension(5)), Refusal::CannotExtend, "a red one");
    assert_eq!(refused(&state, P0, Action::Extension(3)), Refusal::CannotExtend, "one resource short");
    let supply = state.resources.of(Resource::Iron);
    let events = play(&mut state, P0, Action::Extension(2));
    assert_eq!(state.players[P0].village[0].extension, Some(2));
    assert_eq!(state.resources.of(Resource::Iron), supply + 1, "the iron goes back to the supply");
    assert!(events.iter().any(|e| matches!(e, Event::Extended { colour: Colour::Blue, .. })));
}

#[test]
fn an_extension_is_paid_item_by_item_and_then_locks_the_tiles_colour() {
    let mut state = extension_ready();
    play(&mut state, P0, Action::Extend(0));
    play(&mut state, P0, Action::Extension(1));
    assert_eq!(Keyflower::legal_actions(&state, P0), [Colour::Blue, Colour::Red, YELLOW].map(Action::PayWorker));
    let bag = state.bag.of(YELLOW);
    let events = play(&mut state, P0, Action::PayWorker(YELLOW));
    assert!(events.iter().any(|e| matches!(e, Event::Extended { seat: P0, colour: Colour::Blue, .. })));
    assert_eq!(state.players[P0].village[0].extension, Some(1));
    assert_eq!(state.bag.of(YELLOW), bag + 1, "the worker goes into the bag");
    assert!(!state.extensions.contains(&1));
    // From now on only blue workers use that tile, whoever uses it, in later seasons too.
    end_season(&mut state);
    assert_eq!(state.season, Season::Summer);
    let Phase::Turns { turn, .. } = state.phase else { panic!("summer's turns") };
    if turn != P1 {
        play(&mut state, turn, Action::Pass);
    }
    kit::screen(&mut state, P1, [1, 2, 0, 0]);
    play(&mut state, P1, Action::Use(Site::Village(P0, 0)));
    assert_eq!(Keyflower::legal_actions(&state, P1), [Action::Worker(Colour::Blue)]);
    assert_eq!(refused(&state, P1, Action::Worker(RED)), Refusal::ColourRule(Colour::Blue));
}

#[test]
fn sea_bastion_ii_is_swapped_before_winter_for_a_boat_not_in_play() {
    let mut state = merchants(2, &[], &[[1, 0, 0, 0], [1, 0, 0, 0]]);
    kit::ii_boat(&mut state, 7);
    state.season = Season::Autumn;
    let (took, _) = end_season(&mut state);
    let holder = took.iter().find(|t| t.1 == 1).unwrap().0;
    assert_eq!(state.season, Season::Winter);
    assert_eq!(state.phase, Phase::Swap { seat: holder });
    let legal = Keyflower::legal_actions(&state, holder);
    assert!(legal.contains(&Action::Swap(1)) && !legal.contains(&Action::Swap(7)));
    let events = play(&mut state, holder, Action::Swap(2));
    assert!(events.contains(&Event::Swapped { seat: holder, boat: SEA_BREESE }));
    assert!(state.boats.iter().any(|b| b.boat == 2) && !state.boats.iter().any(|b| b.boat == 7));
    assert_eq!(state.phase, Phase::Choosing { done: vec![] });
}

#[test]
fn keyflower_ii_brings_three_gold_and_flipper_ii_a_free_extension_at_the_end() {
    let mut state = merchants(4, &[], &[[1, 0, 0, 0]; 4]);
    kit::ii_boat(&mut state, 6);
    kit::ii_boat(&mut state, 9);
    for (_, p) in state.players.iter_mut() {
        p.village[0].upgraded = true;
    }
    state.season = Season::Autumn;
    end_season(&mut state);
    if let Phase::Swap { seat } = state.phase {
        let swap = Keyflower::legal_actions(&state, seat)[0].clone();
        play(&mut state, seat, swap);
    }
    assert_eq!(state.phase, Phase::Choosing { done: vec![] });
    for seat in Seat::all(4) {
        let tile = state.players[seat].winter[0];
        play(&mut state, seat, Action::PutUp(tile));
        play(&mut state, seat, Action::Confirm);
    }
    let (took, _) = end_season(&mut state);
    let rich = took.iter().find(|t| t.1 == 0).map(|t| t.0);
    let flipper = took.iter().find(|t| t.1 == 3).unwrap().0;
    let rich = rich.expect("Keyflower II was taken");
    assert_eq!(state.players[rich].village[0].resources.of(Resource::Gold), 3, "3 gold on the home tile");
    assert_eq!(state.phase, Phase::Flipper { seat: flipper, tile: None });
    assert_eq!(Keyflower::legal_actions(&state, flipper), [Action::Extend(0), Action::Stop]);
    play(&mut state, flipper, Action::Extend(0));
    assert_eq!(Keyflower::legal_actions(&state, flipper).len(), 18 + 1, "any extension, free, or none");
    let events = play(&mut state, flipper, Action::Extension(12));
    assert_eq!(state.players[flipper].village[0].extension, Some(12));
    assert_eq!(events.last(), Some(&Event::GameOver));
}

#[test]
fn in_the_tactician_variant_what_comes_in_the_open_lies_in_front_of_the_screen() {
    let config = Keyflower::configure(2, &Options { merchants: true, tactician: true, ..Options::default() });
    let mut state = kit::game_of(&config);
    kit::screen(&mut state, P0, [2, 0, 0, 0]);
    kit::screen(&mut state, P1, [2, 0, 0, 0]);
    place(&mut state, P0, Action::Bid(keydom_rules::games::keyflower::state::Spot::Offer(0)), &workers(BLUE, 1));
    place(&mut state, P1, Action::Bid(keydom_rules::games::keyflower::state::Spot::Offer(0)), &workers(BLUE, 2));
    let (took, _) = end_season(&mut state);
    // Seat 0's outbid worker and its boat's cargo lie in front; the eight drawn at the start
    // (here the arranged two, less the one bid) stay behind.
    let boat = took.iter().find(|t| t.0 == P0).unwrap().1;
    let cargo = Keyflower::view(&kit::game_of(&config), None).boats[usize::from(boat)].workers;
    let mut front = cargo;
    front.add(Colour::Blue, 1);
    let seen = Keyflower::view(&state, Some(P1));
    assert_eq!(seen.players[P0].front, front);
    assert_eq!(seen.players[P0].screen, None, "what is behind the screen stays hidden");
    assert_eq!(seen.players[P0].screen_count, front.total() + 1);
    // Workers placed come from in front first.
    let Phase::Turns { turn, .. } = state.phase else { panic!("summer's turns") };
    if turn != P0 {
        play(&mut state, turn, Action::Pass);
    }
    place(&mut state, P0, Action::Use(Site::Village(P0, 0)), &workers(BLUE, 1));
    let mut after = front;
    after.take(Colour::Blue, 1);
    assert_eq!(state.players[P0].front, after);
}

#[test]
fn an_outbid_group_pays_an_extensions_workers_whole() {
    let mut state = merchants(2, &[], &[[2, 2, 0, 0], [0, 3, 0, 0]]);
    state.players[P0].village[0].upgraded = true;
    let spot = keydom_rules::games::keyflower::state::Spot::Offer(0);
    place(&mut state, P0, Action::Bid(spot), &workers(RED, 2));
    place(&mut state, P1, Action::Bid(spot), &workers(RED, 3));
    place(&mut state, P0, Action::Use(Site::Village(P0, 0)), &workers(BLUE, 1));
    play(&mut state, P0, Action::Extend(0));
    // Extension 2 asks for one worker of any colour: a blue from behind the screen, or the two
    // outbid red workers at the first season tile, which move only together.
    play(&mut state, P0, Action::Extension(1));
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::PayWorker(Colour::Blue), Action::Group(spot)]);
    let bag = state.bag.of(RED);
    play(&mut state, P0, Action::Group(spot));
    assert_eq!(state.players[P0].village[0].extension, Some(1));
    assert_eq!(state.bag.of(RED), bag + 2, "the whole group goes into the bag, one more than due");
    assert_eq!(state.bids(spot).unwrap().workers(P0).total(), 0);
}

/// `seat`'s village gets summer boat `number` on side b or a, away from the home tile.
fn summer_boat(state: &mut State, seat: Seat, number: u8, side_b: bool) {
    let name = format!("Summer boat {number}");
    kit::build(state, seat, &name, Hex { q: 3, r: 3 }, 0);
    if side_b {
        state.sides_b.push(tile(&name));
    }
}

#[test]
fn summer_boat_2b_doubles_the_cabins_upgrade_icons_too() {
    let mut state = merchants(2, &[], &[[1, 0, 0, 0], [1, 0, 0, 0]]);
    summer_boat(&mut state, P0, 2, true);
    state.cabins -= 2;
    state.players[P0].cabins = 2;
    let Building::Home(n) = state.players[P0].village[0].building else { panic!("home first") };
    for r in HOMES[usize::from(n - 1)].upgrade {
        kit::resources_onto(&mut state, P0, 0, r, 1);
    }
    place(&mut state, P0, Action::Use(Site::Village(P0, 0)), &workers(BLUE, 1));
    // The home tile's cart and upgrade icon and the two cabins' icons, all doubled.
    assert_eq!(state.pending(), Some(&Pending::Transport { carts: 2, upgrades: (1 + 2) * 2 }));
}

#[test]
fn summer_boat_3a_lets_any_resource_pay_an_extensions_named_resource() {
    // Seat 0's upgraded home tile holds a wood, not the iron blue extension 2 asks for.
    let ready = |with_3a: bool| {
        let mut state = merchants(2, &[], &[[3, 1, 1, 0], [2, 2, 0, 0]]);
        if with_3a {
            summer_boat(&mut state, P0, 3, false);
        }
        state.players[P0].village[0].upgraded = true;
        kit::resources_onto(&mut state, P0, 0, Resource::Wood, 1);
        place(&mut state, P0, Action::Use(Site::Village(P0, 0)), &workers(BLUE, 1));
        play(&mut state, P0, Action::Extend(0));
        state
    };
    let state = ready(false);
    assert_eq!(Keyflower::legal_actions(&state, P0), [0, 1].map(Action::Extension));
    assert_eq!(refused(&state, P0, Action::Extension(2)), Refusal::CannotExtend);

    let mut state = ready(true);
    // With 3a the wood stands in for the iron (not for two resources: extension 3 stays out).
    assert_eq!(Keyflower::legal_actions(&state, P0), [0, 1, 2].map(Action::Extension));
    play(&mut state, P0, Action::Extension(2));
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::PayResource(Resource::Wood)]);
    let supply = state.resources.of(Resource::Wood);
    play(&mut state, P0, Action::PayResource(Resource::Wood));
    assert_eq!(state.players[P0].village[0].extension, Some(2));
    assert_eq!(state.resources.of(Resource::Wood), supply + 1, "the wood goes back to the supply");
}

#[test]
fn once_the_three_piles_are_empty_the_discard_pile_makes_three_new_ones() {
    let mut state = merchants(2, &[], &[[1, 0, 0, 0], [1, 0, 0, 0]]);
    let c = &mut state.contracts;
    let all: Vec<u8> = c.piles.iter_mut().flat_map(std::mem::take).collect();
    c.discard.extend(all);
    let old_open = c.open.map(|o| o.expect("three open contracts"));
    let mut reshuffled: Vec<u8> = c.discard.iter().copied().chain([old_open[0]]).collect();
    reshuffled.sort();
    assert_eq!(reshuffled.len(), 34);
    kit::refresh_contracts(&mut state);
    keydom_rules::games::keyflower::conservation(&state).unwrap();
    // The first open contract is discarded, the 34 shuffled into piles of 12, 11 and 11, and
    // one turned up from each; the two discarded after that wait on the new discard pile.
    let c = &state.contracts;
    assert_eq!(c.piles.each_ref().map(Vec::len), [11, 10, 10]);
    assert_eq!(c.discard, old_open[1..]);
    let mut dealt: Vec<u8> = c.piles.iter().flatten().chain(c.open.iter().flatten()).copied().collect();
    dealt.sort();
    assert_eq!(dealt, reshuffled);
}
