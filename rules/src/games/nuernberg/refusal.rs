//! Why a decision is refused, in the rulebook's terms, and how a refused decision is explained.
//! Legality itself is decided by `legal_actions`; this only names the reason.

use super::Aktion;
use super::actions::kosten_passen;
use super::data::Gilde;
use super::state::{Phase, Schritt, State};
use super::text::{gilde, ware};
use crate::engine::Seat;
use crate::text::{Describe, Text};

/// Why a decision is not allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// This kind of decision is not asked for at this moment.
    NichtJetzt,
    /// A plan needs at least one card (to play none, pass).
    KeineKarte,
    /// There is no action card for that bit (the cards are the six guilds).
    UnbekannteKarte,
    /// That guild is not in play with this many players.
    GildeNichtImSpiel(Gilde),
    /// More cards than merchants in hand.
    ZuVieleKarten {
        /// Cards planned.
        karten: usize,
        /// Merchants in hand.
        handelsleute: u8,
    },
    /// Selling, buying or stealing nothing is no action.
    KeineWare,
    /// Not that many goods of the guild to sell.
    ZuWenigWaren {
        /// The guild.
        gilde: Gilde,
        /// How many the player has.
        hat: u8,
    },
    /// There are only four guest rooms.
    KeinZimmer,
    /// The room has no guest.
    ZimmerLeer,
    /// The goods offered are not one of the room's costs.
    ZahlungFalsch,
    /// The player does not have the goods offered.
    WarenFehlen,
    /// More goods than may be bought here now.
    UeberLimit {
        /// The limit.
        limit: u8,
    },
    /// The storage does not hold those goods.
    LagerHatNicht,
    /// Not enough Taler for the purchase.
    ZuWenigGeld {
        /// The price of the goods.
        kosten: u32,
    },
    /// The Dieb must rob another player.
    KeinOpfer,
    /// The Dieb takes one or two goods.
    HoechstensZwei,
    /// The victim does not have those goods.
    OpferHatNicht,
    /// The Wächter can only swap two craftsmen of one guild outside the masters' windows.
    KeinTausch,
    /// The player has no good of that guild for the Hausierer.
    WareFehlt(Gilde),
}

impl Describe for Refusal {
    fn describe(&self) -> Text {
        use Refusal::*;
        match self {
            NichtJetzt => Text::new("Diese Entscheidung steht gerade nicht an.", "That decision is not due now."),
            UnbekannteKarte => Text::new("Eine solche Aktionskarte gibt es nicht.", "There is no such action card."),
            KeineKarte => Text::new(
                "Spiele mindestens eine Aktionskarte – oder passe für diese Runde.",
                "Play at least one action card, or pass for this round.",
            ),
            GildeNichtImSpiel(g) => Text::new(
                format!("Die {} sind in dieser Partie nicht im Spiel.", gilde(*g).de),
                format!("The {} are not in play in this game.", gilde(*g).en),
            ),
            ZuVieleKarten { karten, handelsleute } => Text::new(
                format!(
                    "Du kannst nur so viele Aktionen planen, wie du Handelsleute hast ({handelsleute}), nicht {karten}."
                ),
                format!("You can plan only as many actions as you have merchants ({handelsleute}), not {karten}."),
            ),
            KeineWare => Text::new("Wähle mindestens eine Ware.", "Choose at least one good."),
            ZuWenigWaren { gilde: g, hat } => Text::new(
                format!("Du hast nur {hat} {} zu verkaufen.", ware(*g).de),
                format!("You have only {hat} {} to sell.", ware(*g).en),
            ),
            KeinZimmer => {
                Text::new("Ein Zunfthaus hat nur vier Gästezimmer.", "A guild house has only four guest rooms.")
            }
            ZimmerLeer => Text::new("In diesem Gästezimmer ist kein Gast.", "There is no guest in that room."),
            ZahlungFalsch => Text::new(
                "Diese Waren entsprechen nicht den Kosten dieses Zimmers.",
                "Those goods do not match the cost of that room.",
            ),
            WarenFehlen => Text::new("Du besitzt diese Waren nicht.", "You do not have those goods."),
            UeberLimit { limit } => Text::new(
                format!("Hier darfst du jetzt höchstens {limit} Waren kaufen."),
                format!("You may buy at most {limit} goods here now."),
            ),
            LagerHatNicht => Text::new(
                "Diese Waren liegen nicht im Lagerraum der Zunft.",
                "Those goods are not in the guild's storage.",
            ),
            ZuWenigGeld { kosten } => Text::new(
                format!("Dafür fehlt dir das Geld: es kostet {kosten} Taler."),
                format!("You cannot afford that: it costs {kosten} Taler."),
            ),
            KeinOpfer => Text::new("Der Dieb bestiehlt einen anderen Spieler.", "The thief robs another player."),
            HoechstensZwei => Text::new("Der Dieb nimmt eine oder zwei Waren.", "The thief takes one or two goods."),
            OpferHatNicht => {
                Text::new("Dieser Spieler hat diese Waren nicht.", "That player does not have those goods.")
            }
            KeinTausch => Text::new(
                "Der Wächter tauscht nur zwei Handwerker derselben Zunft, und keinen Zunftmeister.",
                "The guard swaps only two craftsmen of the same guild, and never a guild master.",
            ),
            WareFehlt(g) => Text::new(
                format!("Dir fehlt eine Ware der {} für den Hausierer.", gilde(*g).de),
                format!("You have no {} for the peddler.", ware(*g).en),
            ),
        }
    }
}

/// Names the reason a decision that is not among the legal ones is refused.
pub fn explain(state: &State, seat: Seat, action: &Aktion) -> Refusal {
    let p = &state.spieler[seat];
    let im_spiel = |g: Gilde| state.gilden().contains(&g);
    match (&state.phase, action) {
        (Phase::Planung { .. }, Aktion::Planen(k)) => {
            if k.is_empty() {
                Refusal::KeineKarte
            } else if k.0 >> Gilde::ALL.len() != 0 {
                Refusal::UnbekannteKarte
            } else if let Some(g) = k.gilden().into_iter().find(|&g| !im_spiel(g)) {
                Refusal::GildeNichtImSpiel(g)
            } else if k.len() > usize::from(p.auslage.handelsleute) {
                Refusal::ZuVieleKarten { karten: k.len(), handelsleute: p.auslage.handelsleute }
            } else {
                Refusal::NichtJetzt
            }
        }
        (Phase::Aktion { gilde: g, limit, schritt: None, .. }, _) => {
            let haus = state.haus(*g);
            match action {
                Aktion::Verkaufen(0) => Refusal::KeineWare,
                Aktion::Verkaufen(_) => Refusal::ZuWenigWaren { gilde: *g, hat: p.auslage.waren.of(*g) },
                Aktion::Anwerben { zimmer, zahlung } => match haus.zimmer.get(usize::from(*zimmer)) {
                    None => Refusal::KeinZimmer,
                    Some(None) => Refusal::ZimmerLeer,
                    Some(Some(_)) if kosten_passen(*g, usize::from(*zimmer), zahlung) => Refusal::WarenFehlen,
                    Some(Some(_)) => Refusal::ZahlungFalsch,
                },
                Aktion::Kaufen(w) if w.total() == 0 => Refusal::KeineWare,
                Aktion::Kaufen(w) if w.total() > u32::from(*limit) => Refusal::UeberLimit { limit: *limit },
                Aktion::Kaufen(w) if !haus.lager.contains(w) => Refusal::LagerHatNicht,
                Aktion::Kaufen(w) => Refusal::ZuWenigGeld { kosten: haus.preis() * w.total() },
                _ => Refusal::NichtJetzt,
            }
        }
        (Phase::Aktion { schritt: Some((_, Schritt::Dieb(_))), .. }, Aktion::Stehlen { opfer, waren }) => {
            if *opfer == seat || opfer.index() >= state.players() {
                Refusal::KeinOpfer
            } else if !(1..=2).contains(&waren.total()) {
                Refusal::HoechstensZwei
            } else {
                Refusal::OpferHatNicht
            }
        }
        (Phase::Aktion { schritt: Some((_, Schritt::Waechter(_))), .. }, Aktion::Tauschen(..)) => Refusal::KeinTausch,
        (Phase::Aktion { schritt: Some((_, Schritt::Hausierer(_))), .. }, Aktion::Beladen(g)) => Refusal::WareFehlt(*g),
        (Phase::Aktion { schritt: Some((_, Schritt::Buergermeister(_))), .. }, Aktion::AufsDach(g)) => {
            Refusal::GildeNichtImSpiel(*g)
        }
        _ => Refusal::NichtJetzt,
    }
}
