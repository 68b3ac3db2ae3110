//! The bot requests of one game (seed 1) with Strong in every seat at the default budget, one
//! base64 line per decision that has more than one legal action: exactly what the page sends
//! to the bots' Web Worker. `scripts/bot-timing.mjs` replays them in headless Chromium.
//!
//! ```text
//! cargo run --release --example bot_requests -- nuernberg 4 > nuernberg-4.txt
//! ```

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use keydom::bots::wire::{Answer, Reply, Request, answer_now};
use keydom::bots::{BotGame, Level};
use keydom::engine::{GameId, Record, ToAct};
use keydom::games::{WithGame, with_game};

/// A game for this many players, with its default options.
struct Requests(u8);

impl WithGame for Requests {
    type Output = ();

    fn with<G: BotGame>(self) {
        print_requests::<G>(G::configure(self.0, &Default::default()));
    }
}

/// Plays the game through [`answer_now`], printing every request that needs a search.
fn print_requests<G: BotGame>(config: G::Config) {
    let mut record = Record::<G>::new(config, 1);
    let mut state = G::setup(&record.config, record.seed).expect("sets up");
    while let ToAct::Seats(seats) = G::to_act(&state) {
        let seat = seats.nth(0);
        let request = Request::new(0, &record, seat, Level::Strong).encode();
        let legal = G::legal_actions(&state, seat);
        if legal.len() > 1 {
            println!("{}", STANDARD.encode(&request));
        }
        let choice = Answer::decode(&answer_now(&request)).map(|a| a.choice).expect("a readable answer");
        let Ok(Reply::Move(choice)) = choice else { panic!("the bot answers with a move: {choice:?}") };
        let action = legal[choice as usize].clone();
        G::apply(&mut state, seat, &action).expect("legal");
        record.actions.push((seat, action));
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let players: u8 = args.get(1).and_then(|p| p.parse().ok()).expect("usage: GAME PLAYERS");
    let game: GameId = serde_json::from_value(serde_json::json!(args[0])).expect("a game: key_market, nuernberg, …");
    with_game(game, Requests(players)).expect("a playable game");
}
