//! From spring to the game's end: boats loaded from a short bag, the secret winter choice and
//! its pooled layout, a winter tile won by bidding, winter's end with turn-order tiles and boats
//! built into the villages, Flipper's free upgrade, and the summer boats 1a–3a (2a's building
//! where edges do not match).

use crate::support::*;
use keydom_rules::engine::{DataVersion, Game, Seat, ToAct};
use keydom_rules::games::keyflower::data::{Colour, Resource, Season};
use keydom_rules::games::keyflower::state::{Building, Hex, Pending, Phase, Site, Spot, State};
use keydom_rules::games::keyflower::{Action, Event, Keyflower, Refusal, View, arrange as kit, conservation};

const P3: Seat = Seat(3);

/// Everyone passes from seat 0, then takes boats in the order asked, nothing being built.
fn end_season_without_bids(state: &mut State) -> Vec<Event> {
    let mut events = Vec::new();
    for seat in Seat::all(state.players()) {
        events.extend(play(state, seat, Action::Pass));
    }
    while let Phase::Boats { order, taken, .. } = &state.phase {
        let seat = order[0];
        let boat = (0..state.boats.len() as u8).find(|b| !taken.contains(b)).unwrap();
        events.extend(play(state, seat, Action::Boat(boat)));
    }
    events
}

/// Leaves only `keep` workers in the bag, the others behind seat 0's screen.
fn shrink_bag(state: &mut State, keep: u8) {
    let mut screen = state.players[P0].screen.0;
    let mut left = keep;
    for c in [Colour::Blue, Colour::Red, Colour::Yellow] {
        let stay = state.bag.of(c).min(left);
        left -= stay;
        screen[c as usize] += state.bag.of(c) - stay;
    }
    kit::screen(state, P0, screen);
}

#[test]
fn a_short_bag_is_shared_out_one_worker_at_a_time() {
    let mut state = arrange(2, &[], &[[1, 0, 0, 0], [1, 0, 0, 0]]);
    for seat in [P0, P1] {
        play(&mut state, seat, Action::Pass);
    }
    play(&mut state, P0, Action::Boat(0));
    shrink_bag(&mut state, 5);
    let events = play(&mut state, P1, Action::Boat(1));
    // Keyflower wants 7 and Sea Bastion 6 on their summer sides: one each in turn from 5.
    assert_eq!(state.season, Season::Summer);
    let loaded: Vec<u32> = state.boats.iter().map(|b| b.workers.total()).collect();
    assert_eq!(loaded, [3, 2]);
    assert_eq!(state.bag.total(), 0);
    let loads = events.iter().filter(|e| matches!(e, Event::Loaded { .. })).count();
    assert_eq!(loads, 2, "the table sees each boat's cargo");
    assert_eq!(state.offer.len(), 6);
    assert!(state.offer.iter().all(|o| o.tile.data().season == Season::Summer));
}

/// A game of `players` at the start of winter's secret choice.
fn winter(players: u8) -> State {
    let mut state = arrange(players, &[], &vec![[1, 0, 0, 0]; usize::from(players)]);
    state.season = Season::Autumn;
    end_season_without_bids(&mut state);
    assert_eq!(state.season, Season::Winter);
    state
}

#[test]
fn winter_tiles_are_chosen_in_secret_then_pooled() {
    let mut state = winter(3);
    assert_eq!(state.phase, Phase::Choosing { done: vec![] });
    assert!(state.boats.iter().all(|b| b.workers.total() == 0 && b.skills.total() == 0), "no cargo in winter");
    assert_eq!(Keyflower::to_act(&state), ToAct::Seats([P0, P1, P2].into()));
    assert_eq!(refused(&state, P0, Action::Confirm), Refusal::NothingPutUp);
    let foreign = state.players[P1].winter[0];
    assert_eq!(refused(&state, P0, Action::PutUp(foreign)), Refusal::NotDealt);

    let [first, second, _] = state.players[P0].winter[..] else { panic!("3 dealt") };
    let before = state.clone();
    play(&mut state, P0, Action::PutUp(first));
    assert!(Keyflower::undoable(&before, &state, P0), "putting up may be taken back");
    play(&mut state, P0, Action::PutUp(second));
    // Seat 1 sees how many, never which.
    let seen: View = Keyflower::view(&state, Some(P1));
    assert_eq!((seen.players[P0].offered.clone(), seen.players[P0].offered_count), (None, 2));
    assert_eq!(Keyflower::view(&state, Some(P0)).players[P0].offered, Some(vec![first, second]));
    let before = state.clone();
    let events = play(&mut state, P0, Action::Confirm);
    assert_eq!(events, [Event::Chose { seat: P0, count: 2 }]);
    assert!(!Keyflower::undoable(&before, &state, P0), "a confirmed choice stands");
    assert_eq!(Keyflower::to_act(&state), ToAct::Seats([P1, P2].into()));
    assert!(Keyflower::legal_actions(&state, P0).is_empty());

    let p1 = state.players[P1].winter[2];
    let p2 = state.players[P2].winter[0];
    play(&mut state, P2, Action::PutUp(p2));
    play(&mut state, P2, Action::Confirm);
    play(&mut state, P1, Action::PutUp(p1));
    let events = play(&mut state, P1, Action::Confirm);
    let mut laid: Vec<_> = state.offer.iter().map(|o| o.tile).collect();
    laid.sort();
    let mut chosen = vec![first, second, p1, p2];
    chosen.sort();
    assert_eq!(laid, chosen, "the chosen tiles are up for auction");
    assert!(events.iter().any(|e| matches!(e, Event::LaidOut { tiles } if tiles.len() == 4)));
    assert!(state.players.values().iter().all(|p| p.winter.is_empty() && p.offered.is_empty()));
    assert_eq!(state.phase, Phase::Turns { turn: state.start_player, passes: 0, pending: None });
    // Nobody bid on the start tile in autumn: the purple worker went one seat left, and winter
    // tiles up for auction cannot be used.
    assert_eq!(state.start_player, P1);
    assert_eq!(refused(&state, P1, Action::Use(Site::Offer(0))), Refusal::CannotUse);
}

/// "The tiles are then shuffled (if there are more than two players), still face down, and then
/// turned over and laid out": with two players they are laid out in the tiles' own order (each
/// player knows which are the other's anyway), drawing nothing. Data version 1 shuffled them.
#[test]
fn with_two_players_the_winter_tiles_are_laid_out_unshuffled() {
    let run = |players: u8, version: u32| {
        let mut state = winter(players);
        state.config.data = DataVersion(version);
        let mut chosen = Vec::new();
        for seat in Seat::all(state.players()) {
            let [first, second, ..] = state.players[seat].winter[..] else { panic!("dealt") };
            for tile in [first, second] {
                play(&mut state, seat, Action::PutUp(tile));
                chosen.push(tile);
            }
        }
        let rng = state.rng.clone();
        for seat in Seat::all(state.players()) {
            play(&mut state, seat, Action::Confirm);
        }
        chosen.sort();
        let laid: Vec<_> = state.offer.iter().map(|o| o.tile).collect();
        (laid == chosen, state.rng == rng)
    };
    assert_eq!(run(2, 2), (true, true), "in order, nothing drawn");
    assert!(!run(2, 1).1, "version 1 shuffled them");
    assert!(!run(3, 2).1, "with three players they are shuffled");
}

/// Winter's turns begin once every seat has put up its first dealt tile.
fn winter_turns(players: u8) -> State {
    let mut state = winter(players);
    for seat in Seat::all(state.players()) {
        let tile = state.players[seat].winter[0];
        play(&mut state, seat, Action::PutUp(tile));
        play(&mut state, seat, Action::Confirm);
    }
    state
}

/// "In the unusual circumstances that no player bid for the new start player tile in winter,
/// the existing start player remains the start player for the purposes of selecting the boat
/// tiles and then the start player marker passes to the player on the start player's left."
#[test]
fn at_winters_end_turn_order_tiles_and_boats_are_built_into_the_villages() {
    let mut state = winter_turns(3);
    assert_eq!(state.start_player, P1);
    // Seat 2 wins turn-order tile 1 (not the start tile) and chooses its boat first; the others
    // follow from the existing start player.
    play(&mut state, P1, Action::Pass);
    place(&mut state, P2, Action::Bid(Spot::TurnOrder(0)), &workers(BLUE, 1));
    for seat in [P0, P1, P2] {
        play(&mut state, seat, Action::Pass);
    }
    assert_eq!(state.phase, Phase::Boats { order: vec![P2, P1, P0], taken: vec![], start: P2, start_won: false });
    assert_eq!(state.players[P2].won, [Building::TurnOrder(0)]);
    play(&mut state, P2, Action::Boat(2));
    play(&mut state, P1, Action::Boat(0));
    assert_eq!(state.start_player, P1);
    let events = play(&mut state, P0, Action::Boat(1));
    assert!(events.contains(&Event::StartPlayer { seat: P2 }), "then the marker passes left");
    assert_eq!(state.start_player, P2);
    assert!(state.boats.is_empty());
    assert_eq!(state.players[P2].won, [Building::TurnOrder(0), Building::Boat(2)]);
    assert_eq!(state.phase, Phase::Building { order: vec![P2, P0, P1], pending: None });
    // Everyone builds their boat; seat 2 also its turn-order tile.
    for seat in [P2, P0, P1] {
        while !state.players[seat].won.is_empty() {
            let build = Keyflower::legal_actions(&state, seat)[0].clone();
            play(&mut state, seat, build);
            let at = Keyflower::legal_actions(&state, seat)[0].clone();
            play(&mut state, seat, at);
            let turn = Keyflower::legal_actions(&state, seat)[0].clone();
            play(&mut state, seat, turn);
        }
    }
    let built: Vec<Building> = state.players[P2].village.iter().map(|t| t.building).collect();
    assert!(built.contains(&Building::TurnOrder(0)) && built.contains(&Building::Boat(2)));
    assert_eq!(state.phase, Phase::Over, "no Flipper with 3 players: the game ends");
    assert_eq!(Keyflower::to_act(&state), ToAct::Over);
}

/// Plays out `state` to the end, each seat taking its first legal step.
fn play_out(state: &mut State) {
    while let ToAct::Seats(seats) = Keyflower::to_act(state) {
        let step = Keyflower::legal_actions(state, seats.nth(0))[0].clone();
        play(state, seats.nth(0), step);
    }
}

/// "Then in clockwise order from the new start player, any player who did not win a turn order
/// tile selects a boat from those that remain" and "At the end of winter the player winning the
/// tile depicting the purple start player worker also takes the purple start player worker",
/// which scores for them ("the purple start player marker may be declared by the player who
/// successfully bid for it as a resource, skill or worker").
#[test]
fn the_winter_start_tiles_winner_orders_the_boats_and_scores_the_purple_worker() {
    let run = |version: u32| {
        let mut state = winter_turns(3);
        state.config.data = DataVersion(version);
        assert_eq!(state.start_player, P1);
        // With 3 players tile 2 shows the start icon: seat 2 wins it.
        play(&mut state, P1, Action::Pass);
        place(&mut state, P2, Action::Bid(Spot::TurnOrder(1)), &workers(BLUE, 1));
        for seat in [P0, P1, P2] {
            play(&mut state, seat, Action::Pass);
        }
        let Phase::Boats { order, .. } = state.phase.clone() else { panic!("boats") };
        for &seat in &order {
            play(&mut state, seat, Action::Boat([1, 0, 2][seat.index()]));
        }
        let holder = state.start_player;
        play_out(&mut state);
        // The rows but the turn-order tiles' (the fifth), which version 2 scores otherwise too.
        let sheet = Keyflower::score(&state);
        let total =
            |seat: Seat| sheet.points[seat].iter().enumerate().filter(|&(i, _)| i != 4).map(|(_, p)| p).sum::<i32>();
        (order, holder, total(P1), total(P2))
    };
    let (order, holder, p1, p2) = run(2);
    assert_eq!((order, holder), (vec![P2, P0, P1], P2));
    let (old_order, old_holder, old_p1, old_p2) = run(1);
    assert_eq!((old_order, old_holder), (vec![P2, P1, P0], P1), "version 1: from the start player, who kept it");
    // The marker scores 1 (a gold kept, nothing better to stand for here) for whoever holds it.
    assert_eq!((p1, p2), (old_p1 - 1, old_p2 + 1));
}

#[test]
fn a_winter_tile_won_by_bidding_is_built_into_the_village() {
    let mut state = winter_turns(2);
    let (bidder, other) = (state.start_player, state.next(state.start_player));
    kit::screen(&mut state, bidder, [2, 0, 0, 0]);
    let wanted = state.offer[0].tile;
    let bag = state.bag.of(BLUE);
    place(&mut state, bidder, Action::Bid(Spot::Offer(0)), &workers(BLUE, 2));
    play(&mut state, other, Action::Pass);
    let events = play(&mut state, bidder, Action::Pass);
    let won = Building::Tile(wanted);
    assert!(events.iter().any(|e| matches!(e, Event::Won { seat, tile, .. } if *seat == bidder && *tile == won)));
    assert_eq!(state.bag.of(BLUE), bag + 2, "the winning bid goes into the bag");
    assert!(state.players[bidder].won.contains(&Building::Tile(wanted)));
    // The boats are taken and everything won is built; then the game ends.
    play_out(&mut state);
    assert!(state.players[bidder].village.iter().any(|t| t.building == Building::Tile(wanted)));
    assert!(!state.players[other].village.iter().any(|t| t.building == Building::Tile(wanted)));
}

#[test]
fn flippers_holder_may_upgrade_one_tile_for_free() {
    let mut state = winter_turns(4);
    for seat in [P1, P2, P3, P0] {
        play(&mut state, seat, Action::Pass);
    }
    // Without turn-order tiles the boats go clockwise from the start player (seat 1); seat 0,
    // last, takes Flipper (the fourth boat).
    for (seat, boat) in [(P1, 0), (P2, 1), (P3, 2), (P0, 3)] {
        play(&mut state, seat, Action::Boat(boat));
    }
    while let Phase::Building { order, .. } = &state.phase {
        let seat = order[0];
        let step = Keyflower::legal_actions(&state, seat)[0].clone();
        play(&mut state, seat, step);
    }
    assert_eq!(state.phase, Phase::Flipper { seat: P0, tile: None });
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::Upgrade(0), Action::Stop]);
    assert_eq!(refused(&state, P0, Action::Upgrade(1)), Refusal::CannotUpgrade, "a boat has no upgraded side");
    let events = play(&mut state, P0, Action::Upgrade(0));
    assert!(state.players[P0].village[0].upgraded, "the home tile, without paying");
    assert!(matches!(&events[..], [Event::Flipped { seat: P0, .. }, Event::GameOver]));
    assert_eq!(Keyflower::to_act(&state), ToAct::Over);
}

/// The turns seat 0 may give a boat it builds below its home tile, where the home tile's water
/// edge faces down: a boat taken in winter, or (`summer`) a summer boat won in spring.
fn boat_turns_below_home(version: u32, summer: bool) -> Vec<Action> {
    let mut state = if summer {
        let mut state = arrange(2, &["Summer boat 1"], &[[1, 0, 0, 0], [1, 0, 0, 0]]);
        place(&mut state, P0, Action::Bid(Spot::Offer(0)), &workers(BLUE, 1));
        state
    } else {
        winter_turns(2)
    };
    state.config.data = DataVersion(version);
    while let ToAct::Seats(seats) = Keyflower::to_act(&state) {
        let seat = seats.nth(0);
        let step = match &state.phase {
            Phase::Turns { .. } => Action::Pass,
            Phase::Building { .. } if seat == P0 => break,
            _ => Keyflower::legal_actions(&state, seat)[0].clone(),
        };
        play(&mut state, seat, step);
    }
    let boat = state.players[P0].won.iter().copied().find(|b| !matches!(b, Building::TurnOrder(_))).unwrap();
    play(&mut state, P0, Action::Build(boat));
    let below = Action::At(Hex { q: 0, r: 1 });
    assert_eq!(
        Keyflower::legal_actions(&state, P0),
        std::slice::from_ref(&below),
        "a boat has no road to meet the home's roads"
    );
    play(&mut state, P0, below);
    Keyflower::legal_actions(&state, P0)
}

/// "Note that boat tiles (including the four summer boats) do not have to be placed so that the
/// water sides connect", against "all the sides must match: roads, no roads, water" (choice 11):
/// a boat's water and no road match, roads still only roads. Data version 1 matched every edge.
#[test]
fn a_boat_need_not_join_its_water_to_the_home_tiles() {
    let all: Vec<Action> = (0..6).map(Action::Turn).collect();
    let joined = vec![Action::Turn(0), Action::Turn(3)];
    for summer in [false, true] {
        assert_eq!(boat_turns_below_home(2, summer), all, "summer boat: {summer}");
        assert_eq!(boat_turns_below_home(1, summer), joined, "summer boat: {summer}");
    }
}

/// A spring game of 2 where seat 0 holds summer boat `number` on side b or a.
fn with_summer_boat(number: u8, side_b: bool) -> State {
    let mut state = arrange(2, &[], &[[2, 0, 0, 0], [1, 0, 0, 0]]);
    let name = format!("Summer boat {number}");
    kit::build(&mut state, P0, &name, Hex { q: 3, r: 3 }, 0);
    if side_b {
        state.sides_b.push(tile(&name));
    }
    state
}

#[test]
fn summer_boat_1_adds_workers_whenever_its_holder_takes_a_boat() {
    let mut state = with_summer_boat(1, false);
    let bag = state.bag.total();
    let events = end_season_without_bids(&mut state);
    assert!(events.contains(&Event::FromBag { seat: P0, count: 2 }), "side a: two from the bag");
    let cargo: u32 = events
        .iter()
        .filter_map(|e| match e {
            Event::TookBoat { seat: P0, cargo } => Some(cargo.workers.total()),
            _ => None,
        })
        .sum();
    assert_eq!(state.players[P0].screen.total(), 2 + cargo + 2);
    assert!(state.bag.total() < bag);

    let mut state = with_summer_boat(1, true);
    let events = end_season_without_bids(&mut state);
    assert!(events.contains(&Event::Green { seat: P0, count: 1 }), "side b: a green worker");
    assert_eq!(state.players[P0].screen.of(Colour::Green), 1);
    assert_eq!(state.green_supply, 19);
}

/// Seat 0's village: the home tile and a Workshop above it, joined by no road (the Workshop's
/// edge facing the home tile has none), with a wood on the home tile.
fn unjoined_neighbour(state: &mut State) {
    let workshop = tile("Workshop").data().edges;
    let rotation =
        (0..6u8).find(|&k| workshop[(6 - usize::from(k)) % 6] != keydom_rules::games::keyflower::data::Edge::Road);
    build_into_village(state, "Workshop", Hex { q: 0, r: -1 }, rotation.expect("a Workshop edge without road"));
    kit::resources_onto(state, P0, 0, Resource::Wood, 1);
}

#[test]
fn summer_boat_2a_transports_across_country() {
    let mut state = arrange(2, &[], &[[2, 0, 0, 0], [1, 0, 0, 0]]);
    unjoined_neighbour(&mut state);
    place(&mut state, P0, Action::Use(Site::Village(P0, 0)), &workers(BLUE, 1));
    assert_eq!(state.pending(), None, "without a road nothing can move: the turn is over");

    let mut state = with_summer_boat(2, false);
    unjoined_neighbour(&mut state);
    let workshop = state.players[P0].village.len() as u8 - 1;
    place(&mut state, P0, Action::Use(Site::Village(P0, 0)), &workers(BLUE, 1));
    let step = Action::Move { from: 0, to: workshop, resource: Resource::Wood };
    assert!(Keyflower::legal_actions(&state, P0).contains(&step));
    play(&mut state, P0, step);
    assert_eq!(state.players[P0].village[usize::from(workshop)].resources.of(Resource::Wood), 1);
}

/// Seat 0 builds the Keywood it won in spring, the other spring tiles gone, with summer boat 2a
/// in its village or without.
fn building_keywood(with_2a: bool) -> State {
    let mut state = if with_2a { with_summer_boat(2, false) } else { arrange(2, &[], &[[2, 0, 0, 0], [1, 0, 0, 0]]) };
    kit::offer_first(&mut state, &["Keywood"]);
    let offer = std::mem::take(&mut state.offer);
    state.unused.extend(offer.iter().skip(1).map(|o| o.tile));
    state.players[P0].won.push(Building::Tile(offer[0].tile));
    state.phase = Phase::Building { order: vec![P0], pending: None };
    conservation(&state).unwrap();
    play(&mut state, P0, Action::Build(Building::Tile(tile("Keywood"))));
    state
}

#[test]
fn summer_boat_2a_builds_where_the_edges_do_not_match() {
    // Below the home tile is its water edge, and the Keywood shows no water.
    let below = Hex { q: 0, r: 1 };
    let state = building_keywood(false);
    assert_eq!(refused(&state, P0, Action::At(below)), Refusal::EdgesDoNotMatch);

    let mut state = building_keywood(true);
    assert!(Keyflower::legal_actions(&state, P0).contains(&Action::At(below)));
    play(&mut state, P0, Action::At(below));
    assert_eq!(Keyflower::legal_actions(&state, P0), (0..6).map(Action::Turn).collect::<Vec<_>>());
    play(&mut state, P0, Action::Turn(1));
    let built = state.players[P0].village.last().unwrap();
    assert_eq!((built.building, built.at, built.rotation), (Building::Tile(tile("Keywood")), below, 1));
}

#[test]
fn summer_boat_2b_doubles_transport_and_upgrades() {
    let mut state = with_summer_boat(2, true);
    kit::resources_onto(&mut state, P0, 0, Resource::Wood, 1);
    let home = state.players[P0].village[0].building;
    let Building::Home(n) = home else { panic!("home first") };
    for r in keydom_rules::games::keyflower::data::HOMES[usize::from(n - 1)].upgrade {
        kit::resources_onto(&mut state, P0, 0, r, 1);
    }
    place(&mut state, P0, Action::Use(Site::Village(P0, 0)), &workers(BLUE, 1));
    // The home tile carries 1 and upgrades 1; doubled, 2 and 2 (nothing to carry to: only the
    // upgrades are open).
    assert_eq!(state.pending(), Some(&Pending::Transport { carts: 2, upgrades: 2 }));
}

#[test]
fn summer_boat_3a_lets_any_resource_pay_an_upgrade() {
    let setup = |state: &mut State| {
        let Building::Home(n) = state.players[P0].village[0].building else { panic!("home first") };
        let cost = keydom_rules::games::keyflower::data::HOMES[usize::from(n - 1)].upgrade;
        let other = Resource::ALL.into_iter().find(|r| !cost.contains(r) && *r != Resource::Gold).unwrap();
        kit::resources_onto(state, P0, 0, other, 2);
        place(state, P0, Action::Use(Site::Village(P0, 0)), &workers(BLUE, 1));
        other
    };
    let mut state = arrange(2, &[], &[[2, 0, 0, 0], [1, 0, 0, 0]]);
    setup(&mut state);
    assert_eq!(state.pending(), None, "the printed cost is not on the home tile");

    let mut state = with_summer_boat(3, false);
    let other = setup(&mut state);
    play(&mut state, P0, Action::Upgrade(0));
    assert_eq!(Keyflower::legal_actions(&state, P0), [Action::PayResource(other)]);
    play(&mut state, P0, Action::PayResource(other));
    play(&mut state, P0, Action::PayResource(other));
    assert!(state.players[P0].village[0].upgraded);
}
