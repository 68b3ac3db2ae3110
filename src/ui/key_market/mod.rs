//! Key Market at the table: its board, its rulebook scenarios, its rounds and its options in
//! the new-game dialog ([`GameUi`]). The board shows only the engine's [`View`] for the seat
//! holding the device; every choice comes from `legal_actions`. The shell reaches this game only
//! through its split point, generated from the games' registry (see [`crate::ui::lazy`](mod@crate::ui::lazy)).

mod board;
mod guilds;
mod land;
mod market;
mod players;
mod seasons;
mod symbols;
mod targets;
mod text;

use crate::games::key_market::text::{season_name, turned};
use crate::games::key_market::{Action, KeyMarket, Options, View, placement_text, scenarios, seen};
use crate::games::scenario::Scenario;
use crate::i18n::Text;
use crate::ui::Ctx;
use crate::ui::kit::game_ui::{GameUi, Rounds, SeenView};
use crate::ui::table::Board;
use leptos::prelude::*;
use text::KeyMarketWords;

impl GameUi for KeyMarket {
    const BOARD: Board<Self> = board::board;
    const SCENARIOS: &'static [Scenario<Self>] = &scenarios::ALL;
    const PARTS: &'static [&'static str] = board::PARTS;

    /// Key Market's rounds are its seasons.
    fn round(view: &View) -> Text {
        let (de, en) = season_name(view.season);
        Text::new(de, en)
    }

    /// "The game is played over 8 seasons": the replay's jumps are its seasons already.
    const ROUNDS: Rounds = Rounds::Seasons;

    /// A country board's placement names the fields its edge touches, which the board numbers;
    /// every other choice says what it costs or brings ([`seen`]).
    fn words(view: &SeenView<Self>, action: &Action) -> Text {
        match action {
            &Action::PlaceBoard { x, y, rotation } => {
                let (place, (de, en)) = (placement_text(&view.land, x, y), turned(rotation));
                Text::new(
                    format!("Gebietstableau anlegen: {}, {de}", place.de),
                    format!("Place the country board {}, {en}", place.en),
                )
            }
            other => seen(view, other),
        }
    }

    /// A new table starts with the first game's guilds, as the rulebook advises for a first game.
    fn fresh_options() -> Options {
        Options { first_game: true }
    }

    /// Whether to play with the first game's guilds (at any player count).
    fn options_form(options: RwSignal<serde_json::Value>, _players: Signal<u8>) -> AnyView {
        let ctx = Ctx::get();
        let fresh = Self::fresh_options().first_game;
        let first_game = RwSignal::new(fresh);
        let write = move |first_game| options.set(serde_json::json!(Options { first_game }));
        write(fresh);
        view! {
            <label class="check">
                <input type="checkbox" prop:checked=move || first_game.get()
                    on:change=move |ev| {
                        first_game.set(event_target_checked(&ev));
                        write(first_game.get_untracked());
                    }/>
                {ctx.t(KeyMarketWords::FirstGame)}
            </label>
        }
        .into_any()
    }
}
