//! Why a decision is refused, in the rulebook's terms, and how a refused decision is explained.
//! Legality itself is decided by `legal_actions`; this only names the reason.

use super::Action;
use super::actions::cost_fits;
use super::data::Guild;
use super::state::{Phase, State, Step};
use super::text::{good, guild};
use crate::engine::Seat;
use crate::text::{Describe, Text};

/// Why a decision is not allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// This kind of decision is not asked for at this moment.
    NotNow,
    /// A plan needs at least one card (to play none, pass).
    NoCard,
    /// There is no action card for that bit (the cards are the six guilds).
    UnknownCard,
    /// That guild is not in play with this many players.
    GuildNotInPlay(Guild),
    /// More cards than merchants in hand.
    TooManyCards {
        /// Cards planned.
        cards: usize,
        /// Merchants in hand.
        merchants: u8,
    },
    /// Selling, buying or stealing nothing is no action.
    NoGoods,
    /// Not that many goods of the guild to sell.
    TooFewGoods {
        /// The guild.
        guild: Guild,
        /// How many the player has.
        has: u8,
    },
    /// There are only four guest rooms.
    NoSuchRoom,
    /// The room has no guest.
    EmptyRoom,
    /// The goods offered are not one of the room's costs.
    WrongPayment,
    /// The player does not have the goods offered.
    GoodsMissing,
    /// More goods than may be bought here now.
    OverLimit {
        /// The limit.
        limit: u8,
    },
    /// The storage does not hold those goods.
    NotInStorage,
    /// Not enough Taler for the purchase.
    CannotAfford {
        /// The price of the goods.
        cost: u32,
    },
    /// The Dieb must rob another player.
    NoVictim,
    /// The Dieb takes one or two goods.
    AtMostTwo,
    /// The victim does not have those goods.
    VictimLacksGoods,
    /// The Wächter can only swap two craftsmen of one guild, and no master.
    NoSuchSwap,
    /// The player has no good of that guild for the Hausierer.
    GoodMissing(Guild),
}

impl Describe for Refusal {
    fn describe(&self) -> Text {
        use Refusal::*;
        match self {
            NotNow => Text::new("Diese Entscheidung steht gerade nicht an.", "That decision is not due now."),
            UnknownCard => Text::new("Eine solche Aktionskarte gibt es nicht.", "There is no such action card."),
            NoCard => Text::new(
                "Spiele mindestens eine Aktionskarte – oder passe für diese Runde.",
                "Play at least one action card, or pass for this round.",
            ),
            GuildNotInPlay(g) => Text::new(
                format!("Die {} sind in dieser Partie nicht im Spiel.", guild(*g).de),
                format!("The {} are not in play in this game.", guild(*g).en),
            ),
            TooManyCards { cards, merchants } => Text::new(
                format!(
                    "Du kannst nur so viele Aktionen planen, wie du Handelsleute hast ({merchants}), nicht {cards}."
                ),
                format!("You can plan only as many actions as you have merchants ({merchants}), not {cards}."),
            ),
            NoGoods => Text::new("Wähle mindestens eine Ware.", "Choose at least one good."),
            TooFewGoods { guild: g, has } => Text::new(
                format!("Du hast nur {has} {} zu verkaufen.", good(*g).de),
                format!("You have only {has} {} to sell.", good(*g).en),
            ),
            NoSuchRoom => {
                Text::new("Ein Zunfthaus hat nur vier Gästezimmer.", "A guild house has only four guest rooms.")
            }
            EmptyRoom => Text::new("In diesem Gästezimmer ist kein Gast.", "There is no guest in that room."),
            WrongPayment => Text::new(
                "Diese Waren entsprechen nicht den Kosten dieses Zimmers.",
                "Those goods do not match the cost of that room.",
            ),
            GoodsMissing => Text::new("Du besitzt diese Waren nicht.", "You do not have those goods."),
            OverLimit { limit } => Text::new(
                format!("Hier darfst du jetzt höchstens {limit} Waren kaufen."),
                format!("You may buy at most {limit} goods here now."),
            ),
            NotInStorage => Text::new(
                "Diese Waren liegen nicht im Lagerraum der Zunft.",
                "Those goods are not in the guild's storage.",
            ),
            CannotAfford { cost } => Text::new(
                format!("Dafür fehlt dir das Geld: es kostet {cost} Taler."),
                format!("You cannot afford that: it costs {cost} Taler."),
            ),
            NoVictim => Text::new("Der Dieb bestiehlt einen anderen Spieler.", "The thief robs another player."),
            AtMostTwo => Text::new("Der Dieb nimmt eine oder zwei Waren.", "The thief takes one or two goods."),
            VictimLacksGoods => {
                Text::new("Dieser Spieler hat diese Waren nicht.", "That player does not have those goods.")
            }
            NoSuchSwap => Text::new(
                "Der Wächter tauscht nur zwei Handwerker derselben Zunft, und keinen Zunftmeister.",
                "The guard swaps only two craftsmen of the same guild, and never a guild master.",
            ),
            GoodMissing(g) => Text::new(
                format!("Dir fehlt eine Ware der {} für den Hausierer.", guild(*g).de),
                format!("You have no {} for the peddler.", good(*g).en),
            ),
        }
    }
}

/// Names the reason a decision that is not among the legal ones is refused.
pub fn explain(state: &State, seat: Seat, action: &Action) -> Refusal {
    let p = &state.players[seat];
    let in_play = |g: Guild| state.guilds().contains(&g);
    match (&state.phase, action) {
        (Phase::Planning { .. }, Action::Plan(k)) => {
            if k.is_empty() {
                Refusal::NoCard
            } else if k.0 >> Guild::ALL.len() != 0 {
                Refusal::UnknownCard
            } else if let Some(g) = k.guilds().into_iter().find(|&g| !in_play(g)) {
                Refusal::GuildNotInPlay(g)
            } else if k.len() > usize::from(p.tableau.merchants) {
                Refusal::TooManyCards { cards: k.len(), merchants: p.tableau.merchants }
            } else {
                Refusal::NotNow
            }
        }
        (Phase::Action { guild: g, limit, step: None, .. }, _) => {
            let house = state.house(*g);
            match action {
                Action::Sell(0) => Refusal::NoGoods,
                Action::Sell(_) => Refusal::TooFewGoods { guild: *g, has: p.tableau.goods.of(*g) },
                Action::Recruit { room, payment } => match house.rooms.get(usize::from(*room)) {
                    None => Refusal::NoSuchRoom,
                    Some(None) => Refusal::EmptyRoom,
                    Some(Some(_)) if cost_fits(*g, usize::from(*room), payment) => Refusal::GoodsMissing,
                    Some(Some(_)) => Refusal::WrongPayment,
                },
                Action::Buy(w) if w.total() == 0 => Refusal::NoGoods,
                Action::Buy(w) if w.total() > u32::from(*limit) => Refusal::OverLimit { limit: *limit },
                Action::Buy(w) if !house.storage.contains(w) => Refusal::NotInStorage,
                Action::Buy(w) => Refusal::CannotAfford { cost: house.price() * w.total() },
                _ => Refusal::NotNow,
            }
        }
        (Phase::Action { step: Some((_, Step::Dieb(_))), .. }, Action::Steal { victim, goods }) => {
            if *victim == seat || victim.index() >= state.players() {
                Refusal::NoVictim
            } else if !(1..=2).contains(&goods.total()) {
                Refusal::AtMostTwo
            } else {
                Refusal::VictimLacksGoods
            }
        }
        (Phase::Action { step: Some((_, Step::Waechter(_))), .. }, Action::Swap(..)) => Refusal::NoSuchSwap,
        (Phase::Action { step: Some((_, Step::Hausierer(_))), .. }, Action::Load(g)) => Refusal::GoodMissing(*g),
        (Phase::Action { step: Some((_, Step::Buergermeister(_))), .. }, Action::ToRoof(g)) => {
            Refusal::GuildNotInPlay(*g)
        }
        _ => Refusal::NotNow,
    }
}
