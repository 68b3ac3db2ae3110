//! What one seat (or the whole table) may see. Hidden until the game is over: other players'
//! Taler (before the final scoring, only the amounts a favourite tie-break showed are listed),
//! other players' unrevealed action cards, the order and make-up of the face-down guest pile
//! and the citizens left in the box unseen. At the end everything is turned face up.

use super::data::{Citizen, Guest, Guild};
use super::state::{Cards, GuildHouse, Phase, Reveal, State, Step, Tableau};
use crate::engine::{DataVersion, Game, PerSeat, Seat, Seats};
use serde::Serialize;

/// The view of the table from one seat (or from nobody's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// The game's data version, which picks its rules (so a bot's sampled state plays by them).
    pub data: DataVersion,
    /// The viewer, if any.
    pub viewer: Option<Seat>,
    /// The seats that must decide now (none once the game is over): the engine's `to_act`.
    pub acting: Seats,
    /// Round 1–4.
    #[serde(rename = "runde")]
    pub round: u8,
    /// Pass within the round.
    #[serde(rename = "durchgang")]
    pub pass: u8,
    /// The guild houses in play (everything in them is public).
    #[serde(rename = "haeuser")]
    pub houses: Vec<GuildHouse>,
    /// The players.
    #[serde(rename = "spieler")]
    pub players: PerSeat<PlayerView>,
    /// Turn order, first first.
    #[serde(rename = "reihenfolge")]
    pub order: Vec<Seat>,
    /// Tiles in the face-down guest pile.
    #[serde(rename = "gaeste_stapel")]
    pub guest_pile: usize,
    /// Tiles put back in the box face up.
    #[serde(rename = "schachtel")]
    pub in_box: Vec<Guest>,
    /// This round's prestige guild.
    pub prestige: Guild,
    /// Prestige arms still in the supply.
    #[serde(rename = "prestige_vorrat")]
    pub prestige_supply: u8,
    /// The guild being called, with its buying limit (action phase only).
    #[serde(rename = "aufgerufen")]
    pub called: Option<(Guild, u8)>,
    /// Who is deciding a step of a recruiting action, and which.
    #[serde(rename = "schritt")]
    pub step: Option<(Seat, Step)>,
    /// Whether the game is over.
    #[serde(rename = "vorbei")]
    pub over: bool,
    /// Every time money was shown.
    #[serde(rename = "enthuellungen")]
    pub reveals: Vec<Reveal>,
    /// Once the game is over, the guest pile turned face up (top last); empty before.
    #[serde(rename = "gaeste_aufgedeckt")]
    pub pile_revealed: Vec<Guest>,
    /// Once the game is over, the citizens left out at set-up; empty before.
    #[serde(rename = "unbenutzt_aufgedeckt")]
    pub left_out: Vec<Citizen>,
}

/// A player as the viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// Taler: the viewer's own, `None` for everybody else until the game is over (the final
    /// scoring counts everyone's money openly).
    pub taler: Option<u32>,
    /// Everything but the money, all public.
    #[serde(rename = "auslage")]
    pub tableau: Tableau,
    /// Planning: whether the player has committed (cards or pass).
    #[serde(rename = "geplant")]
    pub planned: bool,
    /// Action cards lying face down (planning, or not yet called).
    #[serde(rename = "verdeckte_karten")]
    pub hidden_cards: usize,
    /// The card revealed at the called guild, if the player has one there.
    #[serde(rename = "offene_karte")]
    pub shown_card: Option<Guild>,
    /// The cards themselves: only for the viewer's own seat.
    #[serde(rename = "eigene_karten")]
    pub own_cards: Option<Cards>,
}

/// Builds the view for `viewer` (`None`: the public table).
pub fn view(state: &State, viewer: Option<Seat>) -> View {
    let over = state.phase == Phase::Over;
    let (called, step) = match &state.phase {
        Phase::Action { guild, limit, step, .. } => (Some((*guild, *limit)), *step),
        _ => (None, None),
    };
    let players = state.players.map(|seat, p| {
        let own = viewer == Some(seat);
        let (planned, cards) = match &state.phase {
            Phase::Planning { plans } => (plans[seat].is_some(), plans[seat].unwrap_or_default()),
            Phase::Action { cards, .. } => (true, cards[seat]),
            Phase::Over => (true, Cards::default()),
        };
        let shown_card = called.map(|(g, _)| g).filter(|&g| cards.has(g));
        let hidden = shown_card.map_or(cards, |g| cards.without(g));
        PlayerView {
            taler: (own || state.phase == Phase::Over).then_some(p.taler),
            tableau: p.tableau.clone(),
            planned,
            hidden_cards: hidden.len(),
            shown_card,
            own_cards: own.then_some(cards),
        }
    });
    View {
        data: state.data,
        viewer,
        acting: super::Nuernberg::to_act(state).seats(),
        round: state.round,
        pass: state.pass,
        houses: state.houses.clone(),
        players,
        order: state.order.clone(),
        guest_pile: state.guests.len(),
        in_box: state.in_box.clone(),
        prestige: state.prestige,
        prestige_supply: state.prestige_supply,
        called,
        step,
        over,
        reveals: state.reveals.clone(),
        pile_revealed: if over { state.guests.clone() } else { Vec::new() },
        left_out: if over { state.unused.clone() } else { Vec::new() },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::nuernberg::{Config, Nuernberg};

    #[test]
    fn at_the_end_everything_hidden_is_turned_face_up() {
        let mut state = Nuernberg::setup(&Config::new(3), 5).unwrap();
        assert!(!state.guests.is_empty() && !state.unused.is_empty());
        let before = view(&state, Some(Seat(0)));
        assert_eq!(before.players[Seat(1)].taler, None);
        assert!(before.pile_revealed.is_empty() && before.left_out.is_empty());
        state.phase = Phase::Over;
        for viewer in [Some(Seat(0)), None] {
            let end = view(&state, viewer);
            assert!(end.players.iter().all(|(_, p)| p.taler.is_some()), "everyone's Taler");
            assert_eq!(end.pile_revealed, state.guests);
            assert_eq!(end.left_out, state.unused);
        }
    }
}
