//! Times the analysis of a finished game ([`keydom_rules::bots::analysis`]), natively: one game
//! (seed 1) with Strong in seat 1 and Standard in the others, at their default budgets, then
//! analysed at the default budget (or the quick one).
//!
//! ```text
//! cargo run --release -p keydom-rules --example analyse -- GAME PLAYERS [quick]
//! cargo run --release -p keydom-rules --example analyse -- nuernberg 5 quick
//! ```
//! GAME is `key_market`, `nuernberg`, `keyflower` (the base game) or `keyper`. It prints the
//! decisions, how many played and preferred steps needed a focused search, how many stayed
//! unestimated, the wall-clock and CPU time of the analysis, and the costliest decisions.

#[path = "cpu/mod.rs"]
mod cpu;

use cpu::cpu_seconds;
use keydom_rules::bots::analysis::{Analyser, Budget};
use keydom_rules::bots::arena::{Player, play_observed};
use keydom_rules::bots::{BotGame, Level};
use keydom_rules::engine::Record;
use keydom_rules::games::key_market::KeyMarket;
use keydom_rules::games::keyflower::Keyflower;
use keydom_rules::games::keyper::Keyper;
use keydom_rules::games::nuernberg::Nuernberg;
use std::time::Instant;

/// Plays the game, analyses it and prints the figures.
fn run<G: BotGame>(name: &str, players: u8, quick: bool) {
    let config = G::configure(players, &G::Options::default());
    let seats: Vec<Player> =
        (0..players).map(|s| Player::scaled::<G>(if s == 1 { Level::Strong } else { Level::Standard }, 100)).collect();
    let mut record = Record::<G>::new(config.clone(), 1);
    play_observed::<G>(&config, 1, &seats, 100_000, |_, seat, action| record.actions.push((seat, action.clone())));
    let budget = Budget::of::<G>(quick);
    let (start, start_cpu) = (Instant::now(), cpu_seconds());
    let mut analyser = Analyser::<G>::new(&record, budget, 1).expect("the record replays");
    let slice = (budget.iterations / 10).max(1);
    while !analyser.finished() {
        analyser.run(slice);
    }
    let (wall, cpu) = (start.elapsed().as_secs_f64(), cpu_seconds().zip(start_cpu).map(|(end, begin)| end - begin));
    let analysis = analyser.analysis().expect("finished");
    let focused = analysis.decisions.iter().filter(|d| d.verdict.focused).count();
    let preferred =
        analysis.decisions.iter().filter(|d| d.verdict.preferred_focused && d.played != d.verdict.preferred).count();
    let unestimated = analysis.decisions.iter().filter(|d| d.verdict.played.is_none()).count();
    println!(
        "{name} {players}p{}: {} actions, {} decisions, {} + {} iterations each; {focused} played and {preferred} preferred steps focused, {unestimated} not estimated",
        if quick { " quick" } else { "" },
        record.actions.len(),
        analysis.decisions.len(),
        budget.iterations,
        budget.focus
    );
    println!("  native wall clock {wall:.1} s{}", cpu.map_or(String::new(), |c| format!(", CPU {c:.1} s")));
    for d in analysis.costliest(5) {
        let played = d.verdict.played.expect("a costly decision is estimated");
        println!(
            "  step {} {:?}: played {:.3} ± {:.3}, preferred {:.3} ± {:.3}",
            d.span.step, d.span.seat, played.mean, played.spread, d.verdict.estimate.mean, d.verdict.estimate.spread
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "GAME PLAYERS [quick]";
    let players: u8 = args.get(1).and_then(|p| p.parse().ok()).expect(usage);
    let quick = args.get(2).is_some_and(|q| q == "quick");
    match args[0].as_str() {
        "key_market" => run::<KeyMarket>("Key Market", players, quick),
        "nuernberg" => run::<Nuernberg>("Nürnberg", players, quick),
        "keyflower" => run::<Keyflower>("Keyflower", players, quick),
        "keyper" => run::<Keyper>("Keyper", players, quick),
        other => panic!("unknown game {other}: {usage}"),
    }
}
