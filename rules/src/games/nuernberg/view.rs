//! What one seat (or the whole table) may see. Hidden: other players' Taler until the final
//! scoring (before it, only the amounts a favourite tie-break showed are listed), other players' unrevealed action cards, the order
//! and make-up of the face-down guest pile and the citizens left in the box unseen.

use super::data::{Gast, Gilde};
use super::state::{Auslage, Enthuellung, Karten, Phase, Schritt, State, Zunfthaus};
use crate::engine::{PerSeat, Seat};
use serde::Serialize;

/// The view of the table from one seat (or from nobody's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// The viewer, if any.
    pub viewer: Option<Seat>,
    /// Round 1–4.
    pub runde: u8,
    /// Pass within the round.
    pub durchgang: u8,
    /// The guild houses in play (everything in them is public).
    pub haeuser: Vec<Zunfthaus>,
    /// The players.
    pub spieler: PerSeat<SpielerView>,
    /// Turn order, first first.
    pub reihenfolge: Vec<Seat>,
    /// Tiles in the face-down guest pile.
    pub gaeste_stapel: usize,
    /// Tiles put back in the box face up.
    pub schachtel: Vec<Gast>,
    /// This round's prestige guild.
    pub prestige: Gilde,
    /// Prestige arms still in the supply.
    pub prestige_vorrat: u8,
    /// The guild being called, with its buying limit (action phase only).
    pub aufgerufen: Option<(Gilde, u8)>,
    /// Who is deciding a step of a recruiting action, and which.
    pub schritt: Option<(Seat, Schritt)>,
    /// Whether the game is over.
    pub vorbei: bool,
    /// Every time money was shown.
    pub enthuellungen: Vec<Enthuellung>,
}

/// A player as the viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SpielerView {
    /// Taler: the viewer's own, `None` for everybody else until the game is over (the final
    /// scoring counts everyone's money openly).
    pub taler: Option<u32>,
    /// Everything but the money, all public.
    pub auslage: Auslage,
    /// Planning: whether the player has committed (cards or pass).
    pub geplant: bool,
    /// Action cards lying face down (planning, or not yet called).
    pub verdeckte_karten: usize,
    /// The card revealed at the called guild, if the player has one there.
    pub offene_karte: Option<Gilde>,
    /// The cards themselves: only for the viewer's own seat.
    pub eigene_karten: Option<Karten>,
}

/// Builds the view for `viewer` (`None`: the public table).
pub fn view(state: &State, viewer: Option<Seat>) -> View {
    let (aufgerufen, schritt) = match &state.phase {
        Phase::Aktion { gilde, limit, schritt, .. } => (Some((*gilde, *limit)), *schritt),
        _ => (None, None),
    };
    let spieler = state.spieler.map(|seat, p| {
        let eigen = viewer == Some(seat);
        let (geplant, karten) = match &state.phase {
            Phase::Planung { plaene } => (plaene[seat].is_some(), plaene[seat].unwrap_or_default()),
            Phase::Aktion { karten, .. } => (true, karten[seat]),
            Phase::Ende => (true, Karten::default()),
        };
        let offene_karte = aufgerufen.map(|(g, _)| g).filter(|&g| karten.has(g));
        let verdeckt = offene_karte.map_or(karten, |g| karten.without(g));
        SpielerView {
            taler: (eigen || state.phase == Phase::Ende).then_some(p.taler),
            auslage: p.auslage.clone(),
            geplant,
            verdeckte_karten: verdeckt.len(),
            offene_karte,
            eigene_karten: eigen.then_some(karten),
        }
    });
    View {
        viewer,
        runde: state.runde,
        durchgang: state.durchgang,
        haeuser: state.haeuser.clone(),
        spieler,
        reihenfolge: state.reihenfolge.clone(),
        gaeste_stapel: state.gaeste.len(),
        schachtel: state.schachtel.clone(),
        prestige: state.prestige,
        prestige_vorrat: state.prestige_vorrat,
        aufgerufen,
        schritt,
        vorbei: state.phase == Phase::Ende,
        enthuellungen: state.enthuellungen.clone(),
    }
}
