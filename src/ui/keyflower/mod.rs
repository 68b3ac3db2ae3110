//! Keyflower at the table: its board, its rulebook scenarios, its rounds and its options in the
//! new-game dialog ([`GameUi`]). The board shows only the engine's [`View`] for the seat holding
//! the device; every choice comes from `legal_actions`, and the secret winter-tile choice comes
//! from the generic table's hand-off. The shell reaches this game only through its split point,
//! generated from the games' registry (see [`crate::ui::lazy`](mod@crate::ui::lazy)).

mod board;
mod detail;
mod face;
mod help;
mod last;
mod middle;
mod players;
mod symbols;
mod targets;
mod text;
mod village;

use crate::engine::Seat;
use crate::engine::sort;
use crate::games::keyflower::data::boat_name;
use crate::games::keyflower::state::Site;
use crate::games::keyflower::text::{season, tile};
use crate::games::keyflower::{Action, Keyflower, Options, View, scenarios};
use crate::games::scenario::Scenario;
use crate::i18n::{Describe, Text, both};
use crate::ui::Ctx;
use crate::ui::kit::game_ui::{GameUi, Rounds, SeenView};
use crate::ui::table::Board;
use leptos::prelude::*;
use text::KeyflowerWords;

impl GameUi for Keyflower {
    const BOARD: Board<Self> = board::board;
    const PARTS: &'static [&'static str] = board::PARTS;
    const SCENARIOS: &'static [Scenario<Self>] = &scenarios::ALL;

    /// Keyflower's rounds are its seasons, with the phase within them.
    fn round(view: &View) -> Text {
        season(view.season).dash(&both(board::phase_title(view)))
    }

    /// Keyflower is played over four seasons: the seasons, not their phases.
    const ROUNDS: Rounds = Rounds::Seasons;

    fn round_mark(view: &View) -> Text {
        season(view.season)
    }

    /// Village tiles and boats by their printed names rather than their places.
    fn words(view: &SeenView<Self>, action: &Action) -> Text {
        // A tile of a village by name, its owner named unless it is the viewer (German dative if
        // `dative`).
        let named = |seat: Seat, i: u8, dative: bool| {
            let owner = (view.viewer != Some(seat)).then_some(seat);
            view.players[seat].village.get(usize::from(i)).map(|p| tile(p.building, owner, dative))
        };
        let own = |i: u8, dative: bool| view.viewer.and_then(|s| named(s, i, dative));
        match action {
            Action::Use(Site::Village(seat, i)) => match named(*seat, *i, false) {
                Some(t) => Text::new(format!("{} nutzen", t.de), format!("Use {}", t.en)),
                None => action.describe(),
            },
            Action::Move { from, to, resource } => match (own(*from, true), own(*to, true)) {
                (Some(a), Some(b)) => {
                    let r = crate::games::keyflower::text::resource(*resource);
                    Text::new(
                        format!("{} von {} zu {} bringen", r.de, a.de, b.de),
                        format!("Move {} from {} to {}", r.en, a.en, b.en),
                    )
                }
                _ => action.describe(),
            },
            Action::Upgrade(i) => match own(*i, false) {
                Some(t) => Text::new(format!("{} aufwerten", t.de), format!("Upgrade {}", t.en)),
                None => action.describe(),
            },
            Action::Extend(i) => match own(*i, true) {
                Some(t) => {
                    Text::new(format!("Erweiterung auf {} bauen", t.de), format!("Build an extension on {}", t.en))
                }
                None => action.describe(),
            },
            Action::Boat(i) => match view.boats.get(usize::from(*i)) {
                Some(b) => {
                    let name = boat_name(b.boat);
                    Text::new(format!("Boot {name} wählen"), format!("Choose the boat {name}"))
                }
                None => action.describe(),
            },
            Action::Bid(crate::games::keyflower::state::Spot::Offer(i)) | Action::Use(Site::Offer(i)) => {
                match view.offer.get(usize::from(*i)) {
                    Some(o) => {
                        let name = o.tile.data().name;
                        let bid = matches!(action, Action::Bid(_));
                        if bid {
                            Text::new(format!("Auf {name} bieten"), format!("Bid on {name}"))
                        } else {
                            Text::new(format!("{name} nutzen"), format!("Use {name}"))
                        }
                    }
                    None => action.describe(),
                }
            }
            other => other.describe(),
        }
    }

    /// A new table plays with The Merchants.
    fn fresh_options() -> Options {
        Options { merchants: true, ..Options::default() }
    }

    /// With or without The Merchants, and their variants A, B and C.
    fn options_form(options: RwSignal<serde_json::Value>, players: Signal<u8>) -> AnyView {
        let ctx = Ctx::get();
        let chosen = RwSignal::new(Self::fresh_options());
        let write = move || options.set(serde_json::json!(chosen.get_untracked()));
        write();
        let check = move |words: KeyflowerWords, get: fn(&Options) -> bool, set: fn(&mut Options, bool)| {
            view! {
                <label class="check">
                    <input type="checkbox" prop:checked=move || chosen.with(get)
                        prop:disabled=move || words != KeyflowerWords::Merchants && !chosen.with(|o| o.merchants)
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            chosen.update(|o| set(o, on));
                            write();
                        }/>
                    {ctx.t(words)}
                </label>
            }
        };
        // Variant C helps players at the table only: a seat beyond the count is neither offered
        // nor kept.
        crate::ui::kit::effect(move || {
            let count = players.get();
            if chosen.with_untracked(|o| o.handicap.iter().any(|s| s.0 >= count)) {
                chosen.update(|o| o.handicap.retain(|s| s.0 < count));
                write();
            }
        });
        let seats = (0..6u8)
            .map(|n| {
                let seat = Seat(n);
                view! {
                    <label class="check" hidden=move || { n >= players.get() }>
                        <input type="checkbox" prop:checked=move || chosen.with(|o| o.handicap.contains(&seat))
                            prop:disabled=move || !chosen.with(|o| o.merchants)
                            on:change=move |ev| {
                                let on = event_target_checked(&ev);
                                chosen.update(|o| {
                                    o.handicap.retain(|&s| s != seat);
                                    if on {
                                        o.handicap.push(seat);
                                        sort::sort(&mut o.handicap);
                                    }
                                });
                                write();
                            }/>
                        {n + 1}
                    </label>
                }
            })
            .collect_view();
        view! {
            <fieldset class="kf-options">
                {check(KeyflowerWords::Merchants, |o| o.merchants, |o, on| o.merchants = on)}
                {check(KeyflowerWords::MerchantVariant, |o| o.merchant_variant, |o, on| o.merchant_variant = on)}
                <p class="hint">{ctx.t(KeyflowerWords::MerchantVariantHint)}</p>
                {check(KeyflowerWords::Tactician, |o| o.tactician, |o, on| o.tactician = on)}
                <p class="hint">{ctx.t(KeyflowerWords::TacticianHint)}</p>
                <div class="kf-handicap">{ctx.t(KeyflowerWords::Handicap)} " " {seats}</div>
                <p class="hint">{ctx.t(KeyflowerWords::HandicapHint)}</p>
            </fieldset>
        }
        .into_any()
    }
}
