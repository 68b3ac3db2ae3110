//! Nürnberg (Norenberc) by Andreas Steding, for 2–5 players: the rules engine.
//!
//! # The rules in brief
//! Players are merchants winning the craftsmen of the city's guilds. Guilds 1 to n+1 are in
//! play (n players); each house has a workshop (four windows, the top one holding two
//! craftsmen; the bottom one is the guild master, whose value is the house's price for goods),
//! four guest rooms (costs rising left to right) and a storage room of goods. Everyone starts
//! with 25 hidden Taler, 4 merchants (4 more in the supply), one good of each guild and an
//! action card per guild. The prestige guild is the one with the highest master (ties to the
//! lower number).
//!
//! A round is a series of passes. In each pass the active players secretly play action cards
//! (at most one per merchant in hand) or pass for the round. Then the guilds are called in
//! order and everyone with a card there acts in turn order: sell own goods of the guild at the
//! master's price, recruit a guest (pay the room, get a Taler per merchant on the roof, may move
//! to first in turn order), buy up to 3 goods of any kind from the storage at the master's
//! price (less in the first pass with 4–5 players), or do nothing; the merchant then goes on
//! the roof. Whoever has no merchant left at the end of a pass passes. When all have passed the
//! round ends: each master goes to the player with most of its goods (money, then turn order
//! break ties) with a coat of arms (and the prestige arm), merchants come home, everyone earns
//! 3 Taler, masters move down, guest rooms are refreshed and a new prestige guild is chosen.
//! After round 4 (the last master takes the craftsman beneath) the game is scored: citizens,
//! majorities 5/3/1 per guild, 2 per guild total ≥ 30, 5 for all craftsman types, 5 for the
//! richest, and coats of arms by variety.
//!
//! # Choices where the rulebook is silent or ambiguous
//! - Planning is simultaneous and secret (all plans are revealed guild by guild as the guilds
//!   are called), so the rulebook's fallback of planning in reverse turn order is not needed.
//! - The bank never runs out of Taler; goods are limited by the storages (12 per guild).
//! - A new prestige guild may not be the one of the round just ended (the rulebook's wording);
//!   it may be a guild that was prestige guild two or more rounds before.
//! - A cost's "any good" (crate symbol) may be a good of the guild itself.
//! - The Dieb takes one or two goods (the text says "may take two"), all from one player, and
//!   may be declined; any other player may be robbed (also one who has passed); goods on a
//!   Hausierer cannot be stolen. With nobody holding goods it just goes back into the pile.
//! - The Wächter may swap any two craftsmen of one guild in workshops (also the covered one of
//!   the top window, and in round 4 the one beneath the master) or guest rooms, except the
//!   masters; it may be declined.
//!   (The rulebook's Wächter text says "the Dieb is shuffled back": a slip for the Wächter.)
//! - The Hausierer carries a good of the player's choice. It counts as 4 goods of its kind (not
//!   5) for favourites. A favourite pays its good from hand first, then from a Hausierer, whose
//!   good is then not returned.
//! - Several Bürgermeister may sit on one roof; each pays its bonus.
//! - A prestige arm whose guild has no favourite goes back to the box.
//! - Majorities: a tie that survives the tile count occupies as many ranks as players in it
//!   (a tie for 1st leaves no 2nd rank; the next player is 3rd). Points of ranks nobody reaches
//!   go to a sole first only. The Lehrling pays for tied 2nd and 3rd ranks too (even the 0 of a
//!   tied 3rd); each Lehrling pays separately; players without craftsmen of a guild are not ranked.
//! - Each Graveur counts as one more prestige arm; every prestige arm is a different arm.
//! - If the player is already first in turn order, the move-to-first step is skipped.
//! - Undo (docs/design.md): one's own last decision may be taken back while planning is still open,
//!   or while the same guild is still being called; not once it completed the planning (which
//!   shows the cards), ended a guild's turn (the next guild's cards show) or a round.
//! - Money: a view shows only the viewer's own Taler, plus the amounts shown at favourite ties
//!   (kept as a public record, not updated afterwards); once the game is over every player's
//!   Taler is shown, since the final scoring counts them openly. Before the end, `score` leaves
//!   out the two money categories (richest player, Steuereintreiber), which would reveal Taler.
//! - The game log (events) holds only what everyone sees at the table: sale proceeds, prices
//!   paid, bonuses and income, the number of cards planned (not which).
//! - Data versions (`data::DATA_VERSION`): version 2 let the Wächter move the tile beneath the
//!   round-4 master, which version 1 spared. That changes whether a recruited Wächter has a
//!   swap to offer, hence which decisions follow, so records of version 1 replay with the old
//!   rule (`State::waechter_moves_the_tile_beneath_the_master`).
//! - The rulebook's end-game example gives Orange 41 points, but the items it lists add up to
//!   30 (11 majorities + 5 all types + 14 arms); the engine gives 30 (see `tests/nuernberg/examples.rs`).

mod action_text;
mod actions;
pub mod arrange;
mod checks;
mod citizens;
pub mod data;
mod events;
pub mod guide;
mod planning;
mod refusal;
mod round_end;
pub mod scenarios;
mod score;
mod setup;
pub mod state;
pub mod text;
mod view;

pub use action_text::{TALER, seen};
pub use checks::conservation;
pub use events::Event;
pub use refusal::Refusal;
pub use round_end::prestige_guild;
pub use score::{Score, majority, scores};
pub use state::{Cards, Goods, GuildHouse, Phase, Place, Player, Reveal, State, Step, Tableau};
pub use view::{PlayerView, View};

use crate::engine::{DataVersion, Events, Game, GameId, GameInfo, ScoreSheet, Seat, SetupError, ToAct};
use data::Guild;
use serde::{Deserialize, Serialize};

/// The game's marker type.
pub struct Nuernberg;

/// Set-up choices: the player count (2–5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// Number of players, 2 to 5.
    pub players: u8,
    /// The version of the component data ([`data::DATA_VERSION`]); absent (version 1) in
    /// records made before versions existed.
    #[serde(default)]
    pub data: DataVersion,
}

crate::engine::table_config!(Config);

impl Config {
    /// A set-up of `players` seats with today's component data.
    pub fn new(players: u8) -> Self {
        Config { players, data: data::DATA_VERSION }
    }
}

/// One decision of one player.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Planning: play these action cards face down (at least one).
    #[serde(rename = "Planen")]
    Plan(Cards),
    /// Planning: pass for the rest of the round.
    #[serde(rename = "Passen")]
    Pass,
    /// Sell this many goods of the called guild to it.
    #[serde(rename = "Verkaufen")]
    Sell(u8),
    /// Recruit the guest in room `room` (0 = leftmost), paying these goods.
    #[serde(rename = "Anwerben")]
    Recruit {
        /// The room, 0–3 from the left.
        #[serde(rename = "zimmer")]
        room: u8,
        /// The goods paid into the storage.
        #[serde(rename = "zahlung")]
        payment: Goods,
    },
    /// Buy these goods from the called guild's storage.
    #[serde(rename = "Kaufen")]
    Buy(Goods),
    /// Do nothing at the called guild.
    #[serde(rename = "NichtsTun")]
    DoNothing,
    /// Dieb: take these goods from `victim`.
    #[serde(rename = "Stehlen")]
    Steal {
        /// The player robbed.
        #[serde(rename = "opfer")]
        victim: Seat,
        /// The goods taken (one or two).
        #[serde(rename = "waren")]
        goods: Goods,
    },
    /// Wächter: swap the craftsmen at these two places (first < second).
    #[serde(rename = "Tauschen")]
    Swap(Place, Place),
    /// Dieb or Wächter: do not use the ability.
    #[serde(rename = "Verzichten")]
    Decline,
    /// Hausierer: put one good of this guild on the tile.
    #[serde(rename = "Beladen")]
    Load(Guild),
    /// Bürgermeister: put the tile on this guild's roof.
    #[serde(rename = "AufsDach")]
    ToRoof(Guild),
    /// After recruiting: move to first in turn order (`true`) or stay (`false`).
    #[serde(rename = "NachVorn")]
    MoveFirst(bool),
}

impl Game for Nuernberg {
    const INFO: GameInfo = GameInfo {
        id: GameId::Nuernberg,
        slug: "nuernberg",
        name: ("Nürnberg", "Nuremberg"),
        players: (2, 5),
        data: data::DATA_VERSIONS,
        blurb: (
            "Geheim planen, welche Gilde man ruft: Waren handeln, Gäste gewinnen und die Mehrheit in den Zünften erringen.",
            "Plan in secret which guild to call on: trade goods, win guests and take the majority in the guilds.",
        ),
        reconstructed: &data::RECONSTRUCTED,
        designed: None,
    };
    type Config = Config;
    type Options = ();
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;
    type Refusal = Refusal;

    /// Nürnberg has no options: the player count is the whole set-up.
    fn configure(players: u8, _options: &()) -> Config {
        Config::new(players)
    }

    fn deal(config: &Config, seed: u64) -> Result<State, SetupError> {
        setup::deal(config, seed)
    }

    fn to_act(state: &State) -> ToAct {
        match &state.phase {
            Phase::Over => ToAct::Over,
            Phase::Planning { .. } => {
                ToAct::Seats(Seat::all(state.players()).filter(|&seat| must_decide(state, seat)).collect())
            }
            Phase::Action { .. } => ToAct::Seats(actions::deciding_seat(state).into_iter().collect()),
        }
    }

    fn choices(state: &State, seat: Seat) -> Vec<Action> {
        match &state.phase {
            Phase::Planning { .. } => planning::legal(state, seat),
            Phase::Action { step: Some((_, s)), .. } if *s != Step::TurnOrder => citizens::legal(state, seat, *s),
            Phase::Action { .. } => actions::legal(state, seat),
            Phase::Over => Vec::new(),
        }
    }

    /// Nürnberg answers for the one decision where lists are long (see `is_legal`).
    fn check(state: &State, seat: Seat, action: &Action) -> Result<(), Refusal> {
        if is_legal(state, seat, action) { Ok(()) } else { Err(Self::explain(state, seat, action)) }
    }

    fn explain(state: &State, seat: Seat, action: &Action) -> Refusal {
        refusal::explain(state, seat, action)
    }

    fn resolve(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
        match &state.phase {
            Phase::Planning { .. } => planning::apply(state, seat, action, events),
            Phase::Action { step: Some((_, s)), .. } if *s != Step::TurnOrder => {
                citizens::apply(state, seat, *s, action, events)
            }
            Phase::Action { .. } => actions::apply(state, seat, action, events),
            Phase::Over => unreachable!("to_act is Over at the end"),
        }
    }

    /// The outcomes of one's own action that may be shown before confirming, besides the
    /// Taler its words already name ([`seen`]): the guest recruited, a merchant won and the
    /// Dieb's compensation. Never the calling of guilds, which would show other players' plans.
    fn previewable(event: &Event) -> bool {
        matches!(event, Event::Recruited { .. } | Event::MerchantGained { .. } | Event::Stolen { .. })
    }

    fn view(state: &State, viewer: Option<Seat>) -> View {
        view::view(state, viewer)
    }

    fn score(state: &State) -> ScoreSheet {
        score::sheet(state)
    }

    /// A plan that leaves planning open, or a decision after which the same guild is still
    /// being called, revealed nothing and drew nothing: it may be taken back. Completing the
    /// planning or ending a guild's turn shows cards; the end of a round draws guests and may
    /// show money.
    fn undoable(before: &State, after: &State, _seat: Seat) -> bool {
        let same_stage = match (&before.phase, &after.phase) {
            (Phase::Planning { .. }, Phase::Planning { .. }) => before.pass == after.pass,
            (Phase::Action { guild: a, .. }, Phase::Action { guild: b, .. }) => a == b,
            _ => false,
        };
        same_stage
            && before.round == after.round
            && before.rng == after.rng
            && before.guests == after.guests
            && before.reveals == after.reveals
    }
}

/// Whether `action` is one of `legal_actions(state, seat)` for a seat that must decide:
/// asked of that one decision where lists are long (planning, the called guild), else looked up.
fn is_legal(state: &State, seat: Seat, action: &Action) -> bool {
    match &state.phase {
        Phase::Planning { .. } => planning::is_legal(state, seat, action),
        Phase::Action { step: Some((_, s)), .. } if *s != Step::TurnOrder => {
            citizens::legal(state, seat, *s).contains(action)
        }
        Phase::Action { .. } => actions::is_legal(state, seat, action),
        Phase::Over => false,
    }
}

/// Whether `seat`, one of the table's, must decide now: in planning, everyone who has neither
/// planned nor passed; in the action phase, the one player whose decision is open.
fn must_decide(state: &State, seat: Seat) -> bool {
    match &state.phase {
        Phase::Over => false,
        Phase::Planning { plans } => plans[seat].is_none() && !state.players[seat].tableau.passed,
        Phase::Action { .. } => actions::deciding_seat(state) == Some(seat),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameRng;

    /// Decisions to ask about: every plan and sale, and every bag of up to four goods bought or
    /// paid into any room (with a room that does not exist).
    fn candidates() -> Vec<Action> {
        let mut bags = Vec::new();
        for n in 0..=4 {
            Goods([4; 6]).each_bag(n, |bag| bags.push(bag));
        }
        let mut out: Vec<Action> = (0..=u8::MAX).map(|k| Action::Plan(Cards(k))).collect();
        out.extend([Action::Pass, Action::DoNothing, Action::MoveFirst(true), Action::MoveFirst(false)]);
        out.extend((0..=13).map(Action::Sell));
        for &goods in &bags {
            out.push(Action::Buy(goods));
            out.extend((0..=4).map(|room| Action::Recruit { room, payment: goods }));
        }
        out
    }

    /// `apply` asks `is_legal` instead of looking the decision up in the legal list: the two
    /// must agree on every decision at every step of seeded random games.
    #[test]
    fn is_legal_agrees_with_the_legal_list() {
        let candidates = candidates();
        for players in 2..=5u8 {
            for seed in 0..4 {
                let mut state = Nuernberg::setup(&Config::new(players), seed).unwrap();
                let mut choices = GameRng::with_stream(seed, 7);
                while let ToAct::Seats(seats) = Nuernberg::to_act(&state) {
                    let seat = seats.nth(choices.index(seats.len()));
                    let legal = Nuernberg::legal_actions(&state, seat);
                    for action in legal.iter().chain(&candidates) {
                        assert_eq!(
                            is_legal(&state, seat, action),
                            legal.contains(action),
                            "{action:?} {:?}",
                            state.phase
                        );
                    }
                    let action = &legal[choices.index(legal.len())];
                    Nuernberg::apply(&mut state, seat, action).unwrap();
                }
            }
        }
    }
}
