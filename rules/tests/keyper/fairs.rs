//! Keyper's fairs at a season's end as the rulebook gives them to the player (data version 3,
//! choice 10): "Anschließend haben die Spieler Gelegenheit, den jahreszeitlichen Jahrmarkt
//! abzuhalten" and "Jeder Winter-Jahrmarkt kann ein Mal zum Ende von ☁️, ❄️ oder ❄️ abgehalten
//! werden". A winter fair may wait for its 6-point side, goods asked for by two fairs go to the
//! fair the player picks, the decisions go in turn order from the start player and stay hidden
//! from the others; version 2 still holds every fair at once.

use keydom_rules::engine::{DataVersion, Game, RuleError, Seat, ToAct};
use keydom_rules::games::keyper::data::{Animal, FAIRS, Finished, Gem, Good, Season};
use keydom_rules::games::keyper::view::FairCard;
use keydom_rules::games::keyper::{Action, Event, Keyper, Phase, Refusal, State, arrange, conservation, fair_points};

const V2: DataVersion = DataVersion(2);
const V3: DataVersion = DataVersion(3);
const WHEAT: Good = Good::Wheat;
const GOLD: Good = Good::Gem(Gem::Gold);
const SAPPHIRE: Good = Good::Gem(Gem::Sapphire);
const RUBY: Good = Good::Gem(Gem::Ruby);
const PIG: Good = Good::Animal(Animal::Pig);
const FINISHED: [Good; 3] =
    [Good::Finished(Finished::Brick), Good::Finished(Finished::Timber), Good::Finished(Finished::Block)];

/// The winter fair asking for a brick, timber and block on its 4-point side and for wheat, gold
/// and a sapphire on its 6-point side.
const WINTER_FAIR: u8 = 25;
/// The summer fair asking for a pig, wheat and a ruby.
const SUMMER_FAIR: u8 = 9;

/// A table of `players` and `version` at the end of `season`, every keyper out, nobody holding
/// goods or winter fairs, no fair of an earlier season left.
fn season_end(players: u8, version: DataVersion, season: Season) -> State {
    let mut state = arrange::table(players, 4, &[]);
    state.config.data = version;
    state.season = season;
    arrange::keypers_out(&mut state);
    for (_, p) in state.players.iter_mut() {
        let goods = std::mem::take(&mut p.goods);
        for good in keydom_rules::games::keyper::Supply::kinds() {
            state.supply.add(good, goods.count(good));
        }
        let slot = [Season::Spring, Season::Summer, Season::Autumn].iter().position(|&s| s == season);
        for (i, fair) in p.fairs.iter_mut().enumerate() {
            if slot.is_none_or(|s| i < s) {
                *fair = None;
            }
        }
    }
    state
}

/// Gives `seat` the winter fair `fair` (taken from where it lies) and these goods.
fn prepare(state: &mut State, seat: u8, fair: Option<u8>, goods: &[Good]) {
    if let Some(fair) = fair {
        let tile = keydom_rules::games::keyper::Landscape::Fair(fair);
        for pile in [&mut state.bag, &mut state.display, &mut state.set_aside, &mut state.discards] {
            pile.retain(|&t| t != tile);
        }
        arrange::refill(state);
        state.players[Seat(seat)].winter_fairs.push(fair);
    }
    for &good in goods {
        arrange::give(state, Seat(seat), good, 1);
    }
}

fn end(state: &mut State) -> Vec<Event> {
    arrange::end_season(state)
}

fn play(state: &mut State, seat: u8, action: Action) -> Vec<Event> {
    Keyper::apply(state, Seat(seat), &action).unwrap_or_else(|e| panic!("{action:?}: {e:?}"))
}

fn legal(state: &State, seat: u8) -> Vec<Action> {
    Keyper::legal_actions(state, Seat(seat))
}

/// "Jeder Winter-Jahrmarkt kann ein Mal zum Ende von ☁️, ❄️ oder ❄️ abgehalten werden": kept at
/// the end of autumn, the winter fair is held at the end of winter on its 6-point side.
#[test]
fn a_winter_fair_may_wait_for_its_6_point_side_in_winter() {
    let goods = [FINISHED.as_slice(), &[WHEAT, GOLD, SAPPHIRE]].concat();
    let mut state = season_end(2, V3, Season::Autumn);
    state.players[Seat(0)].fairs[2] = None;
    prepare(&mut state, 0, Some(WINTER_FAIR), &goods);
    end(&mut state);
    assert_eq!(state.phase, Phase::Fairs(vec![Seat(0)]), "seat 0 decides; seat 1 has no winter fair");
    assert_eq!(Keyper::to_act(&state), ToAct::Seats([Seat(0)].into()));
    assert_eq!(legal(&state, 0), [Action::HoldFair { fair: WINTER_FAIR }, Action::HoldNoMoreFairs]);
    assert!(legal(&state, 1).is_empty());
    let said = play(&mut state, 0, Action::HoldNoMoreFairs);
    assert_eq!(said[0], Event::NoMoreFairs { seat: Seat(0) });
    assert_eq!((state.season, state.players[Seat(0)].winter_fairs.clone()), (Season::Winter, vec![WINTER_FAIR]));
    conservation(&state).unwrap();

    arrange::keypers_out(&mut state);
    end(&mut state);
    assert_eq!(legal(&state, 0), [Action::HoldFair { fair: WINTER_FAIR }, Action::HoldNoMoreFairs]);
    let said = play(&mut state, 0, Action::HoldFair { fair: WINTER_FAIR });
    assert_eq!(said[0], Event::FairHeld { seat: Seat(0), fair: WINTER_FAIR });
    assert_eq!(state.phase, Phase::Over, "nothing more to hold: the game ends");
    assert_eq!(state.players[Seat(0)].held, [(WINTER_FAIR, Season::Winter, true)]);
    assert_eq!(fair_points(&state.players[Seat(0)]), 6);

    // Version 2 held it at once at the end of autumn, on its 4-point side.
    let mut old = season_end(2, V2, Season::Autumn);
    old.players[Seat(0)].fairs[2] = None;
    prepare(&mut old, 0, Some(WINTER_FAIR), &goods);
    end(&mut old);
    assert!(matches!(old.phase, Phase::Refold(_)));
    assert_eq!(old.players[Seat(0)].held, [(WINTER_FAIR, Season::Autumn, false)]);
    assert_eq!(fair_points(&old.players[Seat(0)]), 4);
}

/// "Jeder Spielstein einer Ressource kann in derselben Jahreszeit nur auf einem Jahrmarkt
/// ausgestellt werden": with one wheat for two fairs, the player picks the fair; the dealt fair
/// not held goes back to the box ("Falls ein Spieler nicht alle verlangten Ressourcen
/// präsentieren kann, muss er sein Jahrmarktplättchen in die Spielschachtel zurücklegen").
#[test]
fn goods_asked_for_by_two_fairs_go_to_the_fair_the_player_picks() {
    let goods = [PIG, WHEAT, RUBY, GOLD, SAPPHIRE];
    let mut state = season_end(3, V3, Season::Summer);
    state.players[Seat(0)].fairs[1] = Some(SUMMER_FAIR);
    prepare(&mut state, 0, Some(WINTER_FAIR), &goods);
    end(&mut state);
    let offered = legal(&state, 0);
    assert_eq!(
        offered,
        [Action::HoldFair { fair: SUMMER_FAIR }, Action::HoldFair { fair: WINTER_FAIR }, Action::HoldNoMoreFairs]
    );
    let before_choice = state.clone();
    play(&mut state, 0, Action::HoldFair { fair: WINTER_FAIR });
    // The wheat is shown on the winter fair: the summer fair cannot be shown any more; the
    // player stops (the step does not end by itself, which would tell the others about the
    // face-down fair), and the dealt fair goes back to the box.
    assert_eq!(legal(&state, 0), [Action::HoldNoMoreFairs]);
    play(&mut state, 0, Action::HoldNoMoreFairs);
    assert!(matches!(state.phase, Phase::Refold(_)), "{:?}", state.phase);
    let p = &state.players[Seat(0)];
    assert_eq!((p.held.clone(), p.fairs[1]), (vec![(WINTER_FAIR, Season::Summer, true)], None));
    assert_eq!(p.goods.count(WHEAT), 1, "shown goods are kept");
    conservation(&state).unwrap();

    // The choices in words, as the deciding seat's table shows them: the side for this season.
    let view = Keyper::view(&before_choice, Some(Seat(0)));
    let words = |action: &Action| keydom_rules::games::keyper::seen(&view, action);
    assert_eq!(words(&offered[1]).en, "Hold a fair (winter tile 26): show wheat, gold, sapphire for 6 points");
    assert_eq!(
        words(&offered[1]).de,
        "Jahrmarkt abhalten (Winterplättchen 26): Weizen, Goldstück, Saphir zeigen, 6 Punkte"
    );
    assert_eq!(
        (words(&offered[2]).en, words(&offered[2]).de),
        ("Hold no more fairs".into(), "Keinen weiteren Jahrmarkt abhalten".into())
    );

    // Version 2 held the dealt fair first and kept the winter fair.
    let mut old = season_end(3, V2, Season::Summer);
    old.players[Seat(0)].fairs[1] = Some(SUMMER_FAIR);
    prepare(&mut old, 0, Some(WINTER_FAIR), &goods);
    end(&mut old);
    let p = &old.players[Seat(0)];
    assert_eq!(
        (p.held.clone(), p.winter_fairs.clone()),
        (vec![(SUMMER_FAIR, Season::Summer, false)], vec![WINTER_FAIR])
    );
}

/// The text is silent on the order: the players who decide do so in turn order from the start
/// player, each seeing only their own dealt fair; a player with no winter fair to hold has their
/// dealt fair held at once (declining it could score nothing more).
#[test]
fn players_decide_in_turn_order_from_the_start_player_and_only_their_own_fairs_show() {
    let mut state = season_end(3, V3, Season::Summer);
    state.start = Seat(2);
    state.players[Seat(0)].fairs[1] = Some(SUMMER_FAIR);
    prepare(&mut state, 0, Some(WINTER_FAIR), &[WHEAT, GOLD, SAPPHIRE, PIG, WHEAT, RUBY]);
    prepare(&mut state, 2, Some(WINTER_FAIR - 1), &[Good::Animal(Animal::Goat), Good::Gem(Gem::Emerald), RUBY]);
    let dealt = state.players[Seat(1)].fairs[1].unwrap();
    prepare(&mut state, 1, None, FAIRS[usize::from(dealt)].front.needs);
    let events = end(&mut state);
    assert_eq!(events, [Event::FairHeld { seat: Seat(1), fair: dealt }], "seat 1's fair at once");
    assert_eq!(state.phase, Phase::Fairs(vec![Seat(2), Seat(0)]));
    assert_eq!(Keyper::to_act(&state), ToAct::Seats([Seat(2)].into()));
    assert!(legal(&state, 0).is_empty());
    let seen_by = |viewer: u8| Keyper::view(&state, Some(Seat(viewer))).players[Seat(0)].fairs[1];
    assert_eq!((seen_by(0), seen_by(2)), (FairCard::Known(SUMMER_FAIR), FairCard::Hidden));
    // A fair that is not the player's to hold now is refused and changes nothing.
    let before = state.clone();
    let refused = Keyper::apply(&mut state, Seat(2), &Action::HoldFair { fair: WINTER_FAIR });
    assert_eq!(refused.map(|_| ()), Err(RuleError::Rule(Refusal::FairNotHoldable)));
    assert_eq!(state, before);
    play(&mut state, 2, Action::HoldFair { fair: WINTER_FAIR - 1 });
    assert_eq!(legal(&state, 2), [Action::HoldNoMoreFairs], "seat 2's summer fair cannot be shown");
    play(&mut state, 2, Action::HoldNoMoreFairs);
    assert_eq!(state.phase, Phase::Fairs(vec![Seat(0)]));
    // Holding a winter fair (open beside the board) may be taken back; stopping with the dealt
    // fair unheld sends it to the box and may not.
    let after = {
        let mut s = state.clone();
        play(&mut s, 0, Action::HoldFair { fair: WINTER_FAIR });
        s
    };
    assert!(Keyper::undoable(&state, &after, Seat(0)));
    assert_eq!(after.phase, Phase::Fairs(vec![Seat(0)]), "the summer fair is still to decide");
    play(&mut state, 0, Action::HoldNoMoreFairs);
    assert!(matches!(state.phase, Phase::Refold(_)));
    assert_eq!(state.players[Seat(0)].fairs[1], None, "back in the box");
    assert!(state.players[Seat(0)].held.is_empty());
}
