//! How long Keyflower's exact end-scoring allocation takes: every player of random finished
//! games with The Merchants, then random large holdings (many workers, skills and resources,
//! several winter tiles and contracts, the purple marker), which are where it is slowest. Prints
//! the mean, the 99th percentile and the slowest case of each. Run in release:
//! `cargo run -p keydom-rules --release --example keyflower_allocation`.

use keydom_rules::engine::{Game, GameRng, Seat, ToAct};
use keydom_rules::games::keyflower::allocate::{Holdings, Lot, allocate};
use keydom_rules::games::keyflower::data::merchants::CONTRACTS;
use keydom_rules::games::keyflower::data::{Resource, Season, Tile};
use keydom_rules::games::keyflower::score::breakdown;
use keydom_rules::games::keyflower::state::{Skills, Workers};
use keydom_rules::games::keyflower::{Keyflower, Options, arrange};
use std::time::{Duration, Instant};

fn main() {
    let mut games = Vec::new();
    for seed in 0..40 {
        let players = 2 + (seed % 5) as u8;
        let config = Keyflower::configure(players, &Options { merchants: true, ..Options::default() });
        let mut state = Keyflower::setup(&config, seed).expect("a table");
        let mut choices = GameRng::with_stream(seed, 7);
        while let ToAct::Seats(seats) = Keyflower::to_act(&state) {
            let seat = seats.nth(choices.index(seats.len()));
            let legal = Keyflower::legal_actions(&state, seat);
            Keyflower::apply(&mut state, seat, &legal[choices.index(legal.len())]).expect("legal");
        }
        games.extend(Seat::all(state.players()).map(|seat| breakdown(&state, seat).holdings));
    }
    report("players of 40 random Merchants games", &games);
    let mut rng = GameRng::with_stream(14, 99);
    let large: Vec<Holdings> = (0..300).map(|_| large_holdings(&mut rng)).collect();
    report("random large holdings", &large);
    report(
        "crafted extreme (7 contracts, 50 items, every winter tile)",
        &[arrange::contracts_against_every_winter_tile()],
    );
}

/// Random holdings far larger than a game gives: up to 40 workers, 15 skill tiles and 20
/// resources, four to all winter tiles, up to eight contracts, often the marker and White Wind.
fn large_holdings(rng: &mut GameRng) -> Holdings {
    let mut winter: Vec<Tile> = Tile::of(Season::Winter, true).collect();
    rng.shuffle(&mut winter);
    winter.truncate(4 + rng.index(winter.len() - 3));
    let mut contracts: Vec<u8> = (0..CONTRACTS.len() as u8).collect();
    rng.shuffle(&mut contracts);
    contracts.truncate(rng.index(9));
    let resources = [Resource::Wood, Resource::Stone, Resource::Iron, Resource::Gold]
        .map(|resource| Lot { resource, count: rng.below(6) as u8, yard: None })
        .into_iter()
        .filter(|l| l.count > 0)
        .collect();
    Holdings {
        workers: Workers(std::array::from_fn(|_| rng.below(11) as u8)),
        skills: Skills(std::array::from_fn(|_| rng.below(6) as u8)),
        resources,
        purple: rng.below(2) == 0,
        purple_yard: None,
        winter,
        white_wind: rng.below(2) == 0,
        wild: rng.below(5) == 0,
        contracts,
        contract_vp: 7,
    }
}

/// Times the allocation of every holding (the fastest of five runs, as the machine may be busy)
/// and prints the figures.
fn report(what: &str, all: &[Holdings]) {
    let mut times: Vec<(Duration, usize)> = all
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let runs = (0..5).map(|_| {
                let start = Instant::now();
                std::hint::black_box(allocate(h));
                start.elapsed()
            });
            (runs.min().expect("five runs"), i)
        })
        .collect();
    let mean = times.iter().map(|t| t.0).sum::<Duration>() / all.len() as u32;
    times.sort();
    let p99 = times[times.len() * 99 / 100].0;
    let (slowest, at) = times[times.len() - 1];
    println!("{} {what}: mean {mean:?}, 99th percentile {p99:?}, slowest {slowest:?}", all.len());
    let h = &all[at];
    println!(
        "  slowest: {} contracts, {} workers, {} skills, {} resources, {} winter tiles, marker {}",
        h.contracts.len(),
        h.workers.0.iter().sum::<u8>(),
        h.skills.0.iter().sum::<u8>(),
        h.resources.iter().map(|l| l.count).sum::<u8>(),
        h.winter.len(),
        h.purple
    );
}
