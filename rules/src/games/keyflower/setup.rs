//! Set-up for 2–6 players (base game), in the rules' order: the bag, each player's eight secret
//! workers, home tiles and the start player, the boats with their cargo, the turn-order tiles,
//! spring's tiles laid out and the winter tiles dealt.

use super::Config;
use super::data::{
    BOATS, DATA_VERSIONS, RESOURCES_IN_BOX, SKILLS_PER_KIND, START_WORKERS, Season, Tile, WORKERS_IN_BOX, season_tiles,
    turn_order_faces, winter_tiles_dealt,
};
use super::state::{
    Bids, Boat, Building, Hex, Phase, Placed, Player, Resources, Skills, State, TurnOrderSpot, Used, Workers,
};
use crate::engine::{GameRng, PerSeat, Seat, SetupError};
use crate::text::Text;

/// Builds the opening position for `config`, drawing all set-up randomness from `seed`.
pub fn setup(config: &Config, seed: u64) -> Result<State, SetupError> {
    config.data.check("Keyflower", DATA_VERSIONS)?;
    if !(2..=6).contains(&config.players) {
        return Err(SetupError(Text::new(
            format!("Keyflower ist für 2 bis 6 Spieler, nicht für {}.", config.players),
            format!("Keyflower is for 2 to 6 players, not {}.", config.players),
        )));
    }
    if config.merchants {
        return Err(SetupError(Text::new(
            "Die Erweiterung Die Händler ist noch nicht spielbar.",
            "The Merchants expansion cannot be played yet.",
        )));
    }
    let n = usize::from(config.players);
    let mut rng = GameRng::from_seed(seed);
    let mut bag = Workers([WORKERS_IN_BOX[0], WORKERS_IN_BOX[1], WORKERS_IN_BOX[2], 0]);
    let skill_supply = Skills([SKILLS_PER_KIND; 3]);

    let mut screens: Vec<Workers> = Vec::with_capacity(n);
    for _ in 0..n {
        let mut screen = Workers::default();
        for _ in 0..START_WORKERS {
            let colour = bag.draw(&mut rng).expect("the bag holds 120 workers");
            screen.add(colour, 1);
        }
        screens.push(screen);
    }

    let mut homes: Vec<u8> = (1..=6).collect();
    rng.shuffle(&mut homes);
    homes.truncate(n);
    let start_player = Seat(homes.iter().enumerate().min_by_key(|&(_, h)| *h).map(|(i, _)| i as u8).expect("n ≥ 2"));

    let boats = (BOATS.iter().enumerate().filter(|(_, b)| usize::from(b.min_players) <= n))
        .map(|(i, _)| Boat { boat: i as u8, side: 0, workers: Workers::default(), skills: Skills::default() })
        .collect();

    let turn_order = turn_order_faces(config.players)
        .into_iter()
        .map(|(tile, face)| TurnOrderSpot {
            tile: tile as u8,
            number: face.number,
            start: face.start,
            bids: Bids::default(),
        })
        .collect();

    let mut unused: Vec<Tile> = Tile::of(Season::Summer).chain(Tile::of(Season::Autumn)).collect();
    let mut spring: Vec<Tile> = Tile::of(Season::Spring).collect();
    rng.shuffle(&mut spring);
    let offer = spring
        .drain(..season_tiles(n))
        .map(|tile| super::state::Offer { tile, bids: Bids::default(), used: Used::default() })
        .collect();
    unused.extend(spring);
    let mut winter: Vec<Tile> = Tile::of(Season::Winter).collect();
    rng.shuffle(&mut winter);
    let dealt = winter_tiles_dealt(n, config.merchants);
    let mut hands: Vec<Vec<Tile>> = (0..n).map(|_| winter.drain(..dealt).collect()).collect();
    for hand in &mut hands {
        hand.sort();
    }
    unused.extend(winter);
    unused.sort();

    let players = PerSeat::from_fn(n, |seat| Player {
        screen: screens[seat.index()],
        skills: Skills::default(),
        village: vec![Placed {
            building: Building::Home(homes[seat.index()]),
            upgraded: false,
            resources: Resources::default(),
            used: Used::default(),
            at: Hex { q: 0, r: 0 },
            rotation: 0,
        }],
        winter: std::mem::take(&mut hands[seat.index()]),
        offered: Vec::new(),
        won: Vec::new(),
    });

    let mut state = State {
        config: config.clone(),
        rng,
        season: Season::Spring,
        phase: Phase::Turns { turn: start_player, passes: 0, pending: None },
        start_player,
        players,
        bag,
        green_supply: WORKERS_IN_BOX[3],
        skill_supply,
        resources: Resources(RESOURCES_IN_BOX),
        offer,
        turn_order,
        boats,
        sides_b: Vec::new(),
        unused,
    };
    super::seasons::fill_boats(&mut state, &mut Vec::new());
    Ok(state)
}
