//! Set-up for 2, 3 and 4 players, the board placement sequence, hidden information and scoring.

use crate::util::*;
use keydom_rules::engine::harness::random_step;
use keydom_rules::engine::{DataVersion, Game, RuleError, Seat};
use keydom_rules::games::key_market::data::DATA_VERSION;
use keydom_rules::games::key_market::data::Good::*;
use keydom_rules::games::key_market::state::{Action, Phase};
use keydom_rules::games::key_market::{Config, KeyMarket, Refusal, price};

fn setup(players: u8, seed: u64) -> keydom_rules::games::key_market::State {
    KeyMarket::setup(&Config::new(players, false), seed).unwrap()
}

#[test]
fn set_up_sizes_market_gold_and_guilds_follow_the_player_count() {
    for (players, per_type, start_price, guilds) in [(2u8, 12u8, 3, 5), (3, 15, 4, 6), (4, 18, 5, 7)] {
        let state = setup(players, 40);
        let n = usize::from(players);
        assert_eq!(state.guilds.len(), guilds);
        assert_eq!(price(state.market[Fruit.index()]), start_price);
        assert_eq!(state.market[Luxury.index()], 0);
        assert_eq!(state.supply[Luxury.index()], per_type);
        assert_eq!(state.supply[Fish.index()] + state.market[Fish.index()] + players, per_type);
        let gold: Vec<u32> = state.order.iter().map(|&s| state.players[s].gold).collect();
        assert_eq!(gold, [3, 4, 4, 5][..n]);
        assert_eq!(state.favour.len(), if players == 2 { 0 } else { n });
        if players > 2 {
            let reversed: Vec<Seat> = state.order.iter().rev().copied().collect();
            assert_eq!(state.favour, reversed, "the first player takes the lowest spot");
        }
        assert_eq!(state.deck.len(), n - 1, "one board per player, the first already handed over");
        assert!(matches!(state.phase, Phase::PlaceBoard { turn: 0, .. }));
        assert_eq!(state.land.boards.len(), usize::from(players == 2), "the small board starts the 2-player table");
    }
    let first_game = KeyMarket::setup(&Config::new(3, true), 40).unwrap();
    assert_eq!(first_game.guilds.iter().map(|t| t.number).collect::<Vec<_>>(), vec![1, 2, 3, 4, 5, 6]);
}

#[test]
fn set_up_replays_older_data_versions_and_refuses_newer_or_unknown_ones() {
    assert_eq!(Config::new(3, false).data, DATA_VERSION);
    assert_eq!(DATA_VERSION, DataVersion(2), "version 2 fixed the Thieves' and Key Workers' craftsmen");
    let with = |version| Config { data: DataVersion(version), ..Config::new(3, false) };
    KeyMarket::setup(&with(1), 40).expect("version 1 still replays");
    for version in [0, DATA_VERSION.0 + 1] {
        let refused = KeyMarket::setup(&with(version), 40).unwrap_err();
        assert!(refused.0.en.contains(&format!("Key Market's component data version {version}")), "{}", refused.0.en);
        assert!(refused.0.de.contains(&format!("Key Market in Version {version}")), "{}", refused.0.de);
    }
}

#[test]
fn a_board_must_line_up_a_whole_three_field_edge() {
    let mut state = setup(3, 41);
    let first = state.order[0];
    assert!(matches!(state.phase, Phase::PlaceBoard { turn: 0, .. }));
    assert_eq!(KeyMarket::legal_actions(&state, first).len(), 4, "the first board: any of four rotations");
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::PlaceBoard { x: 0, y: -17, rotation: 3 }),
        Err(RuleError::Rule(Refusal::BoardMustJoin)),
        "the first board lies at the origin, as offered"
    );
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::PlaceBoard { x: 127, y: 127, rotation: 0 }),
        Err(RuleError::Rule(Refusal::BoardMustJoin)),
        "far off the table: refused, never an overflow"
    );
    play(&mut state, first, Action::PlaceBoard { x: 0, y: 0, rotation: 0 });
    // The village is not allowed for the first worker, nor another board's field.
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), first, &Action::PlaceFirstWorker(4)),
        Err(RuleError::Rule(Refusal::NoVillageHere))
    );
    play(&mut state, first, Action::PlaceFirstWorker(0));
    let second = state.order[1];
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), second, &Action::PlaceBoard { x: 3, y: 1, rotation: 2 }),
        Err(RuleError::Rule(Refusal::BoardMustJoin)),
        "only two fields of the edge would line up"
    );
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), second, &Action::PlaceBoard { x: 4, y: 0, rotation: 0 }),
        Err(RuleError::Rule(Refusal::BoardMustJoin)),
        "a gap"
    );
    assert!(KeyMarket::legal_actions(&state, second).contains(&Action::PlaceBoard { x: 3, y: 0, rotation: 3 }));
    play(&mut state, second, Action::PlaceBoard { x: 0, y: 3, rotation: 1 });
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), second, &Action::PlaceFirstWorker(1)),
        Err(RuleError::Rule(Refusal::NotOnNewBoard))
    );
    // A field in the first worker's area is refused.
    let area = state.land.fields[0].area;
    if let Some(f) = (9..18u8).find(|&f| state.land.fields[usize::from(f)].area == area) {
        assert_eq!(
            KeyMarket::apply(&mut state.clone(), second, &Action::PlaceFirstWorker(f)),
            Err(RuleError::Rule(Refusal::AreaTaken))
        );
    }
    let third_turn = KeyMarket::legal_actions(&state, second);
    assert!(third_turn.iter().all(|a| matches!(a, Action::PlaceFirstWorker(f) if (9..18).contains(f))));
}

#[test]
fn the_two_player_game_joins_large_boards_to_the_small_board() {
    let mut state = setup(2, 42);
    let first = state.order[0];
    let legal = KeyMarket::legal_actions(&state, first);
    assert!(!legal.is_empty());
    assert!(!legal.contains(&Action::PlaceBoard { x: 0, y: 0, rotation: 0 }), "no overlap with the small board");
    // Below the small board (2 rows of 3): a whole edge lines up.
    assert!(legal.contains(&Action::PlaceBoard { x: 0, y: 2, rotation: 0 }));
    assert!(!legal.contains(&Action::PlaceBoard { x: 1, y: 2, rotation: 0 }));
    play(&mut state, first, Action::PlaceBoard { x: 0, y: 2, rotation: 0 });
    assert_eq!(state.land.fields.len(), 15);
}

#[test]
fn screens_and_secret_choices_are_hidden_from_the_others() {
    let mut state = started(3, 43);
    let (a, b) = (state.order[0], state.order[1]);
    let view = KeyMarket::view(&state, Some(b));
    assert_eq!(view.players[a].gold, None);
    assert_eq!(view.players[a].goods, None);
    assert_eq!(view.players[b].gold, Some(state.players[b].gold));
    end_farming(&mut state);
    let good = state_good(&state, a);
    play(&mut state, a, Action::Bring(good));
    let view = KeyMarket::view(&state, Some(b));
    assert_eq!(view.players[a].at_market, None, "not yet revealed");
    assert!(KeyMarket::view(&state, Some(a)).players[a].at_market.is_some());
    play(&mut state, a, Action::Ready);
    assert_eq!(KeyMarket::legal_actions(&state, a), vec![], "committed");
    bring(&mut state, &[]);
    assert!(KeyMarket::view(&state, Some(b)).players[a].at_market.is_some(), "revealed together");
    assert_eq!(
        KeyMarket::apply(&mut state.clone(), a, &Action::Pass),
        Err(RuleError::Rule(Refusal::CannotPassYet)),
        "everything must be sold and the guild action taken first"
    );
}

fn state_good(
    state: &keydom_rules::games::key_market::State,
    seat: Seat,
) -> keydom_rules::games::key_market::data::Good {
    keydom_rules::games::key_market::data::Good::ALL
        .into_iter()
        .find(|g| state.players[seat].goods[g.index()] > 0)
        .unwrap()
}

#[test]
fn scoring_counts_every_category_with_the_master_skills() {
    let mut state = started(3, 44);
    let seat = state.order[0];
    let p = &mut state.players[seat];
    p.manor = true;
    p.retired = 2;
    p.gold = 7;
    p.goods = [3, 2, 1, 5, 1, 2]; // fruit 3, veg 2, wheat 1, sheep 5, fish 1, luxury 2
    state.guilds.clear();
    state.players[seat].idle += 9;
    join(&mut state, seat, 1, 2, Some(Sheep)); // sheep score 5 each
    join(&mut state, seat, 6, 2, None); // +3 per pair
    join(&mut state, seat, 7, 0, None); // apprentice
    let sheet = KeyMarket::score(&state);
    let row = &sheet.points[seat];
    assert_eq!(row[0], 15, "manor house");
    assert_eq!(row[1], 30, "two retired workers");
    assert_eq!(row[2], 7, "gold");
    // Pairs without the sheep: fruit 1, vegetables 1, luxury 1 = 3 pairs.
    assert_eq!(row[3], 15);
    assert_eq!(row[4], 12 + 12 + 3, "two masters and an apprentice");
    assert_eq!(row[5], 25 + 9, "5 sheep at 5, 3 pairs at +3");
    // Taskmasters' master: sets of five different resources replace pairs where better.
    let mut sets = started(3, 44);
    let s = sets.order[0];
    sets.guilds.clear();
    sets.players[s].goods = [2, 1, 1, 1, 1, 0];
    join(&mut sets, s, 5, 2, None);
    let row = &KeyMarket::score(&sets).points[s];
    assert_eq!((row[3], row[5]), (0, 25), "one set of five; the spare fruit scores nothing");
}

#[test]
fn ties_go_to_the_higher_on_the_favour_track() {
    let mut state = started(3, 45);
    for seat in state.order.clone() {
        let p = &mut state.players[seat];
        p.gold = 10;
        p.goods = [0; 6];
    }
    state.guilds.iter_mut().for_each(|t| t.rows.iter_mut().flatten().for_each(|s| s.member = None));
    state.favour = vec![state.order[2], state.order[0], state.order[1]];
    let sheet = KeyMarket::score(&state);
    assert_eq!(sheet.ranking, vec![vec![state.order[2]], vec![state.order[0]], vec![state.order[1]]]);
    assert_eq!(sheet.tie_breaks.len(), 1);
    assert!(matches!(state.phase, Phase::Farming(_)));
    // The sentence names the top of the favour track, the others tied with it, and the track.
    let names: Vec<String> = Seat::all(3).map(|s| ["Ada", "Bo", "Cy"][s.index()].to_string()).collect();
    let name = |s: Seat| names[s.index()].as_str();
    let (first, second, third) = (name(state.order[2]), name(state.order[0]), name(state.order[1]));
    assert_eq!(
        sheet.verdict(&names).en,
        format!(
            "{first} wins with 10 points; tied with {second} and {third}, decided by a higher place on the favour track."
        )
    );
    // One more gold: no tie to decide.
    state.players[state.order[1]].gold = 11;
    let sheet = KeyMarket::score(&state);
    assert_eq!(sheet.verdict(&names).en, format!("{} wins with 11 points.", name(state.order[1])));
}

#[test]
fn a_two_player_tie_goes_to_the_first_in_turn_order_of_the_last_autumn() {
    // "In the 2 player game, a tie is broken in favour of the player who was first in turn order
    // in the autumn of year 2."
    let mut state = started(2, 47);
    for seat in state.order.clone() {
        let p = &mut state.players[seat];
        p.gold = 7;
        p.goods = [0; 6];
    }
    state.guilds.iter_mut().for_each(|t| t.rows.iter_mut().flatten().for_each(|s| s.member = None));
    let names = ["Ada", "Bo"].map(String::from);
    for order in [vec![Seat(0), Seat(1)], vec![Seat(1), Seat(0)]] {
        state.order = order.clone();
        let sheet = KeyMarket::score(&state);
        assert_eq!(sheet.ranking, vec![vec![order[0]], vec![order[1]]]);
        let (first, second) = (&names[order[0].index()], &names[order[1].index()]);
        assert_eq!(
            sheet.verdict(&names).en,
            format!(
                "{first} wins with 7 points; tied with {second}, decided by first place in turn order in autumn of year 2."
            )
        );
    }
}

#[test]
fn a_full_game_plays_through_the_api_for_every_player_count() {
    use keydom_rules::engine::GameRng;
    for players in 2..=4u8 {
        let mut state = setup(players, 50 + u64::from(players));
        let mut rng = GameRng::from_seed(9);
        let mut seasons_seen = vec![];
        while let Some((_, _, events)) = random_step::<KeyMarket>(&mut state, &mut rng) {
            for event in events {
                if let keydom_rules::games::key_market::Event::SeasonBegins { season } = event {
                    seasons_seen.push(season);
                }
            }
        }
        assert_eq!(seasons_seen, (0..8).collect::<Vec<u8>>(), "eight seasons, {players} players");
        assert_eq!(state.phase, Phase::Over);
        let sheet = KeyMarket::score(&state);
        assert_eq!(sheet.categories.len(), 6);
        assert_eq!(sheet.ranking.iter().flatten().count(), usize::from(players));
        assert!(state.players.values().iter().all(|p| p.at_market == [0; 6]), "everything brought was sold");
    }
}

#[test]
fn three_tied_players_go_up_one_by_one_from_the_favour_track() {
    let mut state = started(3, 46);
    fixed_land(&mut state);
    let (a, b, c) = (state.order[0], state.order[1], state.order[2]);
    for (seat, field) in [(a, 0), (b, 9), (c, 18)] {
        put(&mut state, seat, field);
        state.players[seat].gold = 20;
    }
    end_farming(&mut state);
    bring(&mut state, &[]);
    // Everyone takes gold (moving to the top) in turn order, so the track ends c, b, a.
    while matches!(state.phase, Phase::Market(_)) {
        let seat = actor(&state);
        let legal = KeyMarket::legal_actions(&state, seat);
        let action = [Action::TakeGold, Action::Pass]
            .into_iter()
            .find(|a| legal.contains(a))
            .or_else(|| legal.iter().find(|a| matches!(a, Action::Sell { count: 1, .. })).cloned())
            .unwrap();
        play(&mut state, seat, action);
    }
    let track = state.favour.clone();
    for _ in 0..3 {
        let seat = actor(&state);
        play(&mut state, seat, Action::PayWages);
    }
    assert_eq!(state.order, track, "all tied: the favour track decides, top first");
    assert_eq!(state.favour, vec![track[2], track[0], track[1]], "the two placed first dropped to the bottom in turn");
}
