//! The rules data version 2 follows where version 1 had made a choice the German rulebook
//! settles, each test quoting its sentence: a finished good standing in for its raw material on
//! converting buildings and ships, the Trading post's "beliebige andere", short supplies shared
//! out alternately between the active player and a follower, and (for every version) the
//! refusal that names the colour a keyple lacks. Each rule is checked on version 2 and, as a
//! replay guard, its old behaviour on version 1.

use keydom_rules::engine::{DataVersion, Game, RuleError, Seat, ToAct};
use keydom_rules::games::keyper::data::{Colour, Field, Finished, Gem, Good, Raw, SHIPS, Tile};
use keydom_rules::games::keyper::{
    Action, Keyper, Phase, Placed, Plot, RIVER, Refusal, Spot, State, arrange, conservation,
};

const V1: DataVersion = DataVersion(1);
const V2: DataVersion = DataVersion(2);
const CLAY: Good = Good::Raw(Raw::Clay);
const LOGS: Good = Good::Raw(Raw::Logs);
const STONE: Good = Good::Raw(Raw::Stone);
const BRICK: Good = Good::Finished(Finished::Brick);
const TIMBER: Good = Good::Finished(Finished::Timber);
const BLOCK: Good = Good::Finished(Finished::Block);

/// A 2-player table of `version` with seat 0 to act and these keyp areas.
fn table(version: DataVersion, teams: [&[Colour]; 2]) -> State {
    let mut state = arrange::table(2, 6, &teams);
    state.config.data = version;
    state
}

fn play(state: &mut State, seat: u8, action: Action) {
    Keyper::apply(state, Seat(seat), &action).unwrap_or_else(|e| panic!("{action:?}: {e:?}"));
}

fn legal(state: &State, seat: u8) -> Vec<Action> {
    Keyper::legal_actions(state, Seat(seat))
}

fn convert(give: &[Good], get: &[Good]) -> Action {
    Action::Convert { give: give.to_vec(), get: get.to_vec() }
}

/// Seat 0's keyple (orange) on its own `tile`, built on a village or farm plot: the position
/// where its conversions are offered. Seat 0 holds the starting brick, timber and block only.
fn on_own(version: DataVersion, tile: Tile, upgraded: bool) -> State {
    let mut state = table(version, [&[Colour::Orange], &[]]);
    let plot = if tile == Tile::Windmill { Plot::Farm(0) } else { Plot::Village(0) };
    arrange::build(&mut state, Seat(0), tile, plot, upgraded);
    assert_eq!(state.players[Seat(0)].goods.raw, [0, 0, 0]);
    play(
        &mut state,
        0,
        Action::PlayKeyple { colour: Colour::Orange, spot: Spot::Plot { seat: Seat(0), plot }, lay_existing: false },
    );
    state
}

/// "Ein Endprodukt kann immer als Rohstoff desselben Typs benutzt werden": on the Windmill,
/// Scrapyard, Alchemist, Trading post and the processing buildings, with no raw material in
/// hand, a finished good is given in its place.
#[test]
fn a_converting_building_takes_a_finished_good_in_place_of_its_raw_material() {
    let cases: [(Tile, bool, Action); 5] = [
        (Tile::Windmill, false, convert(&[BRICK], &[Good::Wheat, Good::Wheat])),
        (Tile::Scrapyard, false, convert(&[BRICK, TIMBER], &[BLOCK])),
        (Tile::Alchemist, false, convert(&[BRICK, BLOCK], &[Good::Gem(Gem::Ruby)])),
        (Tile::TradingPost, false, convert(&[BRICK], &[LOGS, STONE])),
        (Tile::Brickmaker, true, convert(&[BRICK], &[BRICK, BRICK])),
    ];
    for (tile, upgraded, action) in cases {
        let state = on_own(V2, tile, upgraded);
        assert!(legal(&state, 0).contains(&action), "{tile:?}: {action:?} in {:?}", legal(&state, 0));
        let mut after = state.clone();
        play(&mut after, 0, action.clone());
        conservation(&after).unwrap();
        // Version 1 took exactly the pieces the tile names.
        let old = on_own(V1, tile, upgraded);
        assert!(!legal(&old, 0).contains(&action), "version 1, {tile:?}: {action:?}");
    }
    // A conversion that would give back the very piece it takes is no choice at all.
    let base = on_own(V2, Tile::Brickmaker, false);
    assert!(!legal(&base, 0).contains(&convert(&[BRICK], &[BRICK])));
}

/// "Der Handelsposten erlaubt seinem Besitzer, 1 beliebigen Rohstoff gegen 2 beliebige andere
/// Rohstoffe zu tauschen oder 1 beliebiges Endprodukt gegen 2 beliebige andere Endprodukte."
#[test]
fn the_trading_post_gives_two_pieces_of_other_kinds() {
    // A single trade that takes back the kind given (a brick given as clay counts as clay).
    let takes_own_kind = |state: &State| {
        legal(state, 0).iter().any(|a| match a {
            Action::Convert { give, get } if give.len() == 1 => {
                get.contains(&give[0]) || (give[0] == BRICK && get.contains(&CLAY))
            }
            _ => false,
        })
    };
    let state = on_own(V2, Tile::TradingPost, false);
    assert!(legal(&state, 0).contains(&convert(&[TIMBER], &[BRICK, BLOCK])));
    assert!(legal(&state, 0).contains(&convert(&[TIMBER], &[BLOCK, BLOCK])));
    assert!(!takes_own_kind(&state), "{:?}", legal(&state, 0));
    // Upgraded, one action makes both trades ("und"), each for other kinds.
    let upgraded = on_own(V2, Tile::TradingPost, true);
    assert!(legal(&upgraded, 0).contains(&convert(&[BRICK, TIMBER], &[LOGS, STONE, BRICK, BLOCK])));
    assert!(!takes_own_kind(&upgraded));
    assert!(!legal(&upgraded, 0).contains(&convert(&[BRICK, TIMBER], &[LOGS, STONE, TIMBER, BLOCK])));
    // Version 1 gave back the kind paid.
    let old = on_own(V1, Tile::TradingPost, false);
    assert!(legal(&old, 0).contains(&convert(&[TIMBER], &[TIMBER, TIMBER])));
}

/// "Falls zwei Spieler in demselben Spielzug dieselbe Ressource erhalten sollen und diese
/// Ressource nicht in genügender Anzahl vorhanden ist, nimmt zuerst der aktive Spieler eine
/// Ressource, dann der andere, dann wieder der aktive Spieler usw., immer abwechselnd." On a
/// log-processing field worked by two brown keyples (3 actions each) with 3 timber left.
#[test]
fn a_short_supply_on_a_worked_field_is_shared_out_alternately() {
    let outcome = |version| {
        let mut state = arrange::table(4, 1, &[&[Colour::Brown], &[Colour::Brown]]);
        state.config.data = version;
        let spot = arrange::spot_of(&state, Field::Process(Raw::Logs));
        assert_eq!(Field::Process(Raw::Logs).frame(), Some(Colour::Brown));
        for seat in [0, 1] {
            arrange::give(&mut state, Seat(seat), LOGS, 3);
        }
        let spare = state.supply.count(TIMBER) - 3;
        state.supply.take(TIMBER, spare);
        state.players[Seat(3)].goods.add(TIMBER, spare);
        play(&mut state, 0, Action::PlayKeyple { colour: Colour::Brown, spot, lay_existing: false });
        play(&mut state, 1, Action::Follow { colour: Colour::Brown });
        let mut order = Vec::new();
        while let Phase::Work(work) = &state.phase {
            let seat = work.queue[0].0;
            order.push(seat.0);
            let action = if legal(&state, seat.0).contains(&Action::Process) { Action::Process } else { Action::Done };
            play(&mut state, seat.0, action);
        }
        conservation(&state).unwrap();
        let timber = |s: u8| state.players[Seat(s)].goods.count(TIMBER) - 1;
        (order, [timber(0), timber(1)])
    };
    assert_eq!(outcome(V2), (vec![0, 1, 0, 1, 0], [2, 1]), "active, follower, active; then none is left");
    assert_eq!(outcome(V1), (vec![0, 0, 0, 1], [3, 0]), "version 1: the active player first took all");
}

/// The same sentence on a ship ("ships included"), and "Ein Endprodukt kann immer als Rohstoff
/// desselben Typs benutzt werden" for the good it ships.
#[test]
fn ships_share_a_short_supply_alternately_and_take_a_finished_good_as_its_raw_material() {
    let ship = |version| {
        let mut state = table(version, [&[Colour::LightBlue], &[Colour::LightBlue]]);
        state.ships = vec![0, 1, 2, 3];
        let river = Spot::Field { board: 0, field: RIVER };
        play(&mut state, 0, Action::PlayKeyple { colour: Colour::LightBlue, spot: river, lay_existing: false });
        play(&mut state, 0, Action::ChooseShip { ship: 0 });
        play(&mut state, 1, Action::Follow { colour: Colour::LightBlue });
        state
    };
    let [clay, wheat] = SHIPS[0][0].goods;
    assert_eq!((clay, wheat), (CLAY, Good::Wheat), "ship 1's spring side");
    for version in [V1, V2] {
        let mut state = ship(version);
        let spare = state.supply.count(Good::Wheat) - 2;
        state.supply.take(Good::Wheat, spare);
        state.players[Seat(1)].goods.add(Good::Wheat, spare);
        let shipping = legal(&state, 0).contains(&Action::ShipOut { good: BRICK });
        assert_eq!(shipping, version == V2, "version {version:?}: a brick shipped as clay");
        let mut takers = Vec::new();
        for _ in 0..2 {
            let ToAct::Seats(seats) = Keyper::to_act(&state) else { unreachable!() };
            takers.push(seats.nth(0).0);
            play(&mut state, seats.nth(0).0, Action::ShipGain { good: Good::Wheat });
        }
        let expected = if version == V2 { [0, 1] } else { [0, 0] };
        assert_eq!(takers, expected, "version {version:?}: who took the last two wheat");
    }
    // Shipped as clay, the brick's type is clay: none may be gained in the same turn.
    let mut state = ship(V2);
    play(&mut state, 0, Action::ShipOut { good: BRICK });
    assert_eq!(state.players[Seat(0)].shipping, 2);
    play(&mut state, 1, Action::Done);
    assert!(!legal(&state, 0).contains(&Action::ShipGain { good: CLAY }));
    conservation(&state).unwrap();
}

/// "Der Mitarbeiter Keyple muss entweder dieselbe Farbe haben wie der bereits vorhandene oder er
/// muss ein weißer Keyple sein": a keyple of another colour is refused with the colour it lacks,
/// also where the keyple there is already laid down and on one's own building (the refusal
/// said "not offered" and "cannot be used" there).
#[test]
fn a_keyple_of_the_wrong_colour_is_refused_by_its_colour() {
    use keydom_rules::text::Describe;
    let mut state = table(V2, [&[Colour::Brown], &[]]);
    let field = arrange::spot_of(&state, Field::Raw(Raw::Clay));
    let Spot::Field { board, field: f } = field else { unreachable!() };
    state.players[Seat(1)].keyp_tile.remove(Colour::Orange);
    state.boards[usize::from(board)].fields[usize::from(f)].push(Placed { colour: Colour::Orange, down: true });
    arrange::build(&mut state, Seat(0), Tile::Carpenter, Plot::Village(2), false);
    state.players[Seat(1)].keyp_tile.remove(Colour::Grey);
    state.players[Seat(0)].village[2].as_mut().unwrap().keyples.push(Placed { colour: Colour::Grey, down: false });
    let plot = Spot::Plot { seat: Seat(0), plot: Plot::Village(2) };
    for (spot, needed) in [(field, Colour::Orange), (plot, Colour::Grey)] {
        let mut tried = state.clone();
        let refusal = Keyper::apply(
            &mut tried,
            Seat(0),
            &Action::PlayKeyple { colour: Colour::Brown, spot, lay_existing: false },
        );
        assert_eq!(refusal, Err(RuleError::Rule(Refusal::WrongColour { needed })));
        assert_eq!(tried, state, "a refusal changes nothing");
        let text = Refusal::WrongColour { needed }.describe();
        assert!(text.de.contains("Mitarbeiter") && text.en.contains("follower"), "{text:?}");
    }
}
