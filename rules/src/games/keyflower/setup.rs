//! Set-up for 2–6 players, in the rules' order: the bag, each player's eight secret workers (and
//! a green one for each player the handicap variant C helps), home tiles and the start player,
//! the boats (with The Merchants the base boat or its "II" at random for each name; only "II"
//! boats in the Merchant variant A) with their cargo, the turn-order tiles, spring's tiles laid
//! out and the winter tiles dealt (in variant A The Merchants' tiles always among them), and
//! with The Merchants the contracts in three piles with one open beside each, the extensions
//! and the cabins.

use super::Config;
use super::data::merchants::{CABINS, CONTRACTS, EXTENSIONS};
use super::data::{
    Colour, RESOURCES_IN_BOX, SKILLS_PER_KIND, START_WORKERS, Season, Tile, WORKERS_IN_BOX, boat_min_players,
    season_tiles, turn_order_faces, winter_tiles_dealt,
};
use super::state::{
    Bids, Boat, Building, Contracts, Hex, Offer, Phase, Placed, Player, Resources, Skills, State, TurnOrderSpot, Used,
    Workers,
};
use crate::engine::sort;
use crate::engine::{Events, GameRng, PerSeat, Seat, SetupError};
use crate::text::Text;

/// Builds the opening position for `config`, drawing all set-up randomness from `seed`.
pub fn deal(config: &Config, seed: u64) -> Result<State, SetupError> {
    if config.options.handicap.iter().any(|s| s.index() >= usize::from(config.players)) {
        return Err(SetupError(Text::new(
            "Die Variante C kann nur Spielern am Tisch helfen.",
            "Variant C can only help players at the table.",
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
    let mut green_supply = WORKERS_IN_BOX[3];
    for seat in &config.options.handicap {
        if let Some(screen) = screens.get_mut(seat.index()) {
            screen.add(Colour::Green, 1);
            green_supply -= 1;
        }
    }

    let mut homes: Vec<u8> = (1..=6).collect();
    rng.shuffle(&mut homes);
    homes.truncate(n);
    let start_player = Seat(homes.iter().enumerate().min_by_key(|&(_, h)| *h).map(|(i, _)| i as u8).expect("n ≥ 2"));

    let boats = (0..6)
        .filter(|&k| usize::from(boat_min_players(k)) <= n)
        .map(|k| {
            let ii = config.options.merchants && (config.options.merchant_variant || rng.below(2) == 1);
            Boat { boat: if ii { k + 6 } else { k }, ..Boat::default() }
        })
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

    let mut unused: Vec<Tile> = Tile::in_box(config.options.merchants).collect();
    let offer = draw_season(&mut unused, Season::Spring, config, &mut rng)
        .into_iter()
        .map(|tile| Offer { tile, bids: Bids::default(), used: Used::default() })
        .collect();
    let dealt = winter_tiles_dealt(n, config.options.merchants);
    let mut winter = draw(&mut unused, Season::Winter, n * dealt, config.options.merchant_variant, &mut rng);
    rng.shuffle(&mut winter);
    let mut hands: Vec<Vec<Tile>> = (0..n).map(|_| winter.drain(..dealt).collect()).collect();
    for hand in &mut hands {
        sort::sort(hand);
    }

    let contracts = if config.options.merchants { contract_piles(&mut rng) } else { Contracts::default() };

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
            extension: None,
        }],
        winter: std::mem::take(&mut hands[seat.index()]),
        offered: Vec::new(),
        won: Vec::new(),
        contracts: Vec::new(),
        cabins: 0,
        front: Workers::default(),
        front_skills: Skills::default(),
        front_contracts: Vec::new(),
    });

    let mut state = State {
        config: config.clone(),
        rng,
        season: Season::Spring,
        phase: Phase::Turns { turn: start_player, passes: 0, pending: None },
        start_player,
        players,
        bag,
        green_supply,
        skill_supply,
        resources: Resources(RESOURCES_IN_BOX),
        offer,
        turn_order,
        boats,
        sides_b: Vec::new(),
        contracts,
        extensions: if config.options.merchants { (0..EXTENSIONS.len() as u8).collect() } else { Vec::new() },
        cabins: if config.options.merchants { CABINS } else { 0 },
        swap: None,
        winter_boats: Vec::new(),
        unused,
    };
    super::seasons::fill_boats(&mut state, &mut Events::ignored());
    Ok(state)
}

/// Draws `count` tiles of `season` from `unused` at random; in the Merchant variant (`merchants
/// first`) The Merchants' tiles of that season are always among them.
fn draw(unused: &mut Vec<Tile>, season: Season, count: usize, merchants_first: bool, rng: &mut GameRng) -> Vec<Tile> {
    let mut pile: Vec<Tile> = unused.iter().copied().filter(|t| t.data().season == season).collect();
    rng.shuffle(&mut pile);
    if merchants_first {
        sort::sort_by_key(&mut pile, |t| !t.data().merchants);
    }
    pile.truncate(count);
    unused.retain(|t| !pile.contains(t));
    pile
}

/// The tiles laid out for auction when `season` (spring, summer or autumn) begins, drawn from
/// `unused`.
pub fn draw_season(unused: &mut Vec<Tile>, season: Season, config: &Config, rng: &mut GameRng) -> Vec<Tile> {
    draw(unused, season, season_tiles(usize::from(config.players)), config.options.merchant_variant, rng)
}

/// The 36 contracts shuffled into three face-down piles of 12, the top of each laid open beside
/// it.
fn contract_piles(rng: &mut GameRng) -> Contracts {
    let mut all: Vec<u8> = (0..CONTRACTS.len() as u8).collect();
    rng.shuffle(&mut all);
    let mut piles: [Vec<u8>; 3] = [all.split_off(24), all.split_off(12), all];
    let open = [0, 1, 2].map(|i| piles[i].pop());
    Contracts { piles, open, discard: Vec::new() }
}
