//! Set-up (rulebook "Spielvorbereitung") for 2–4 players, and the game's configuration.

use super::data::{
    DISPLAY, FAIRS, Good, NINTH_KEYPLE, Origin, SHIPS, SHIPS_IN_PLAY, START_GOODS, START_TEAM, Season, TILES,
};
use super::state::{CountryBoard, Keyples, Landscape, Phase, Player, State, Supply};
use crate::engine::{DataVersion, GameRng, PerSeat, Seat, SetupError};
use serde::{Deserialize, Serialize};

/// Everything chosen before play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// Number of players, 2–4.
    pub players: u8,
    /// The component data's version (`data::DATA_VERSION` for new games).
    #[serde(default)]
    pub data: DataVersion,
}

crate::engine::table_config!(Config);

impl Config {
    /// "Ein Endprodukt kann immer als Rohstoff desselben Typs benutzt werden": from data version
    /// 2 a finished good also stands in for its raw material on the buildings that convert raw
    /// materials and on a ship that shows the raw material (version 1 took exactly the pieces
    /// named there). A conversion that would give back the very pieces it takes is not offered.
    pub fn finished_good_serves_as_raw(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// The Trading post trades one piece "gegen 2 beliebige andere": from data version 2 the two
    /// pieces taken are of other kinds than the one given (version 1 allowed the same kind).
    pub fn trading_post_gives_other_kinds(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// "… nimmt zuerst der aktive Spieler eine Ressource, dann der andere, dann wieder der aktive
    /// Spieler usw., immer abwechselnd": from data version 2 the active player and a follower
    /// use the actions of a worked field or building (processing, trades, ships, conversions,
    /// builds) one at a time in turn, the active player first, so a short supply is shared out
    /// alternately (version 1 let the active player use all their actions first).
    pub fn shortages_shared_alternately(&self) -> bool {
        self.data >= DataVersion(2)
    }

    /// "… haben die Spieler Gelegenheit, den jahreszeitlichen Jahrmarkt abzuhalten" and "Jeder
    /// Winter-Jahrmarkt kann ein Mal zum Ende von ☁️, ❄️ oder ❄️ abgehalten werden": from data
    /// version 3 a player who could hold a winter fair at a season's end decides which fairs to
    /// hold (choice 10); up to version 2 every fair that could be shown was held at once.
    pub fn fairs_held_by_choice(&self) -> bool {
        self.data >= DataVersion(3)
    }
}

/// Builds the opening position for `config`, drawing all set-up randomness from `seed`.
pub fn deal(config: &Config, seed: u64) -> Result<State, SetupError> {
    let n = usize::from(config.players);
    let mut rng = GameRng::from_seed(seed);
    let mut supply = Supply::full_box();

    // Boards 1…n with their set-up face (spring option 0, showing the player-count symbol).
    let boards = (0..config.players).map(|b| CountryBoard::new(b, 0)).collect();

    // The spring landscape tiles in the bag, 8 on display; the rest and the winter fairs aside.
    let landscape = |origin| {
        TILES.iter().filter(move |d| d.origin == origin).map(|d| Landscape::Building(d.tile)).collect::<Vec<_>>()
    };
    let mut bag = landscape(Origin::Spring);
    rng.shuffle(&mut bag);
    let display = bag.split_off(bag.len() - DISPLAY);
    let mut set_aside = landscape(Origin::Later);
    set_aside.extend(fair_indices(Season::Winter).map(Landscape::Fair));

    // 4 of the 6 ships.
    let mut ships: Vec<u8> = (0..SHIPS.len() as u8).collect();
    rng.shuffle(&mut ships);
    ships.truncate(SHIPS_IN_PLAY);

    // One hidden fair of each dealt stack per player; the rest go back to the box.
    let mut stacks: Vec<Vec<u8>> = [Season::Spring, Season::Summer, Season::Autumn]
        .into_iter()
        .map(|s| {
            let mut stack: Vec<u8> = fair_indices(s).collect();
            rng.shuffle(&mut stack);
            stack
        })
        .collect();

    let mut ninth = NINTH_KEYPLE.to_vec();
    rng.shuffle(&mut ninth);
    let estate: Vec<_> = TILES.iter().filter(|d| d.origin == Origin::Estate).map(|d| d.tile).collect();
    let players = PerSeat::from_fn(n, |_| {
        let mut keyp_area = Keyples(START_TEAM);
        if n == 2 {
            keyp_area.add(ninth.pop().expect("two ninth keyples for two players"));
        }
        let mut goods = Supply::default();
        for f in START_GOODS {
            supply.give(&mut goods, Good::Finished(f), 1);
        }
        Player {
            keyper_home: true,
            keyp_area,
            keyp_tile: Keyples::default(),
            goods,
            unbuilt: estate.clone(),
            winter_fairs: Vec::new(),
            fairs: [0, 1, 2].map(|i| stacks[i].pop()),
            held: Vec::new(),
            farm: Default::default(),
            village: Default::default(),
            shipping: 0,
        }
    });

    let start = Seat(rng.index(n) as u8);
    Ok(State {
        config: config.clone(),
        rng,
        season: Season::Spring,
        players,
        boards,
        supply,
        bag,
        display,
        set_aside,
        discards: Vec::new(),
        ships,
        start,
        active: start,
        phase: Phase::Turn,
        final_round: None,
        last_from_keyp: start,
    })
}

/// The indices of the fairs of one stack.
fn fair_indices(stack: Season) -> impl Iterator<Item = u8> {
    (0..FAIRS.len() as u8).filter(move |&i| FAIRS[usize::from(i)].stack == stack)
}
