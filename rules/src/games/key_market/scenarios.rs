//! Key Market's worked examples from the rulebook, as [`Scenario`]s: the embed route draws
//! them and `tests/key_market/rulebook.rs` checks the rulebook's numbers on the same positions.

use super::arrange::{fixed_land, market_for, plain_move, put, set_row, started};
use super::data::Good::{Fish, Fruit, Sheep, Vegetables};
use super::{Action, KeyMarket, State};
use crate::engine::Seat;
use crate::engine::{Game, Moves, ToAct};
use crate::games::scenario::Scenario;

/// Every Key Market scenario.
pub const ALL: [Scenario<KeyMarket>; 3] = [SPRING_WEATHER, SELLING_FRUIT, LAST_AUTUMN];

const NAMES: &[&str] = &["Ada", "Bo", "Cleo", "Dan"];

/// Spring production under the weather: the first player (red in the rulebook) gets 3
/// vegetables from a circular field and 2 sheep from a square one; the second player's square
/// fish field yields nothing, its circular wheat field 1 as usual.
pub const SPRING_WEATHER: Scenario<KeyMarket> = Scenario {
    slug: "spring-weather",
    title: ("Frühling mit Wetter", "Spring with weather"),
    about: (
        "Das Wetter im Frühling: Gemüse auf runden Feldern bringt 3, Fisch auf eckigen Feldern nichts.",
        "Spring weather: vegetables on circular fields yield 3, fish on square fields yield nothing.",
    ),
    names: NAMES,
    start: spring_weather,
    moves: |s| {
        let (red, blue) = (s.order[0], s.order[1]);
        vec![(red, Action::Produce), (red, Action::EndFarming), (blue, Action::Produce)]
    },
    step: 1,
    viewer: Some(Seat(3)), // first in turn order with this seed
};

fn spring_weather() -> State {
    let mut state = started(4, 1);
    fixed_land(&mut state);
    let (red, blue) = (state.order[0], state.order[1]);
    state.season = 1;
    state.markers[0][0] = (Vegetables, Fish); // spring of year 1: circle vegetables, square fish
    put(&mut state, red, 2); // circular vegetables
    put(&mut state, red, 16); // square sheep
    put(&mut state, blue, 3); // square fish: the weather stops it
    put(&mut state, blue, 5); // circular wheat: 1 as usual
    state
}

/// Market Day: the first player sells a batch of two fruit at 4 for 8 gold; the price drops to
/// 3 and the second fruit goes to the supply.
pub const SELLING_FRUIT: Scenario<KeyMarket> = Scenario {
    slug: "selling-fruit",
    title: ("Zwei Obst verkaufen", "Selling two fruit"),
    about: (
        "Markttag: zwei Obst zum Preis 4 bringen 8 Gold, danach kostet Obst 3.",
        "Market Day: two fruit at a price of 4 earn 8 gold; then fruit costs 3.",
    ),
    names: NAMES,
    start: selling_fruit,
    moves: |s| vec![(s.order[0], Action::Sell { good: Fruit, count: 2 })],
    step: 0,
    viewer: Some(Seat(3)), // first in turn order with this seed
};

fn selling_fruit() -> State {
    let (mut state, _) = market_for(4, 2, [3, 0, 0, 1, 0, 0], vec![Fruit, Fruit, Fruit, Sheep]);
    set_row(&mut state, Fruit, 2); // price 4
    state
}

/// The last autumn: Market Day ends the game with no end of season (no price adjustment, no
/// wages), and the score sheet follows. Everyone plays plainly: ends Farming, brings one good,
/// sells it, takes gold, passes.
pub const LAST_AUTUMN: Scenario<KeyMarket> = Scenario {
    slug: "last-autumn",
    title: ("Der letzte Herbst", "The last autumn"),
    about: (
        "Nach dem Markttag im Herbst des zweiten Jahres endet das Spiel ohne Saisonende; es folgt die Wertung.",
        "After Market Day in the autumn of year 2 the game ends with no end of season; the scoring follows.",
    ),
    names: &["Ada", "Bo", "Cleo"],
    start: || {
        let mut state = started(3, 11);
        state.season = 7;
        state
    },
    moves: to_the_end,
    step: 18,
    viewer: None,
};

/// Plain moves from `start` to the end of the game.
fn to_the_end(start: &State) -> Moves<KeyMarket> {
    let mut state = start.clone();
    let mut moves = Vec::new();
    while KeyMarket::to_act(&state) != ToAct::Over {
        let (seat, action) = plain_move(&state);
        KeyMarket::apply(&mut state, seat, &action).expect("a legal move");
        moves.push((seat, action));
    }
    moves
}
