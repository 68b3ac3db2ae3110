//! What a seat may see: the table, its own screen, its own secret choices, and of the other
//! players only what the rules make public (goods brought to market once revealed, a lifted
//! screen, and every screen once the game is over, as the score sheet counts what was behind it).

use super::board::Land;
use super::data::{Good, Goods};
use super::state::{GuildTile, Pending, Phase, State, Worker};
use crate::engine::{DataVersion, Game, PerSeat, Seat, Seats};
use serde::Serialize;

/// One player as the viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// The farm-house tile's resource.
    pub farm: Good,
    /// Manor house.
    pub manor: bool,
    /// Unemployed ordinary workers (in front of the screen).
    pub idle: u8,
    /// The Key worker is unemployed.
    pub key_idle: bool,
    /// Retired workers.
    pub retired: u8,
    /// Gold, if the viewer may see it (own screen, a lifted one, or any at the game's end).
    pub gold: Option<u32>,
    /// Goods behind the screen, if the viewer may see them.
    pub goods: Option<Goods>,
    /// Goods on the farm-house tile for market, once revealed (or the viewer's own).
    pub at_market: Option<Goods>,
    /// Has made the current secret choice.
    pub committed: bool,
    /// The one-off bonuses already had (Bankers' 5 gold, Master Craftsmen's exchange): public,
    /// since both follow from deeds done in the open.
    pub one_offs: [bool; 2],
}

/// The phase as the viewer sees it: secret choices of others reduced to "committed".
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum PhaseView {
    /// The secret farm-house payment; the viewer's own choice only.
    FarmHouse {
        /// The viewer's own choice.
        mine: Option<Good>,
    },
    /// Any other phase, as it stands.
    Open(Phase),
}

/// Everything one seat (or the table) may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// The game's data version, which picks its rules (so a bot's sampled state plays by them).
    pub data: DataVersion,
    /// The viewer, if any.
    pub viewer: Option<Seat>,
    /// The seats that must decide now (none once the game is over): the engine's `to_act`.
    pub acting: Seats,
    /// Season 0..8.
    pub season: u8,
    /// The phase.
    pub phase: PhaseView,
    /// A deed waiting for payment.
    pub pending: Option<Pending>,
    /// Turn order.
    pub order: Vec<Seat>,
    /// Favour track, top first.
    pub favour: Vec<Seat>,
    /// Market rows.
    pub market: Goods,
    /// General supply.
    pub supply: Goods,
    /// Face-up season markers (year 1 always, removed ones lie face up beside the board): (season 0..8, circle, square).
    pub markers: Vec<(u8, Good, Good)>,
    /// The country boards.
    pub land: Land,
    /// Workers on the boards.
    pub workers: Vec<Worker>,
    /// Guild tiles.
    pub guilds: Vec<GuildTile>,
    /// The players.
    pub players: PerSeat<PlayerView>,
}

/// Whether everyone may see what is behind `seat`'s screen: lifted on a Market Day because the
/// player had nothing to bring, or the game is over.
pub(super) fn open_screen(state: &State, seat: Seat) -> bool {
    match &state.phase {
        Phase::Market(day) => day.screen_lifted[seat],
        Phase::Over => true,
        _ => false,
    }
}

/// The view of `viewer` (`None`: the public table).
pub fn view(state: &State, viewer: Option<Seat>) -> View {
    let committed = |s: Seat| match &state.phase {
        Phase::FarmHouse { paid } => paid[s].is_some(),
        Phase::Bring { ready } => ready[s],
        _ => false,
    };
    let players = state.players.map(|s, p| {
        let own = viewer == Some(s);
        PlayerView {
            farm: p.farm,
            manor: p.manor,
            idle: p.idle,
            key_idle: p.key_idle,
            retired: p.retired,
            gold: (own || open_screen(state, s)).then_some(p.gold),
            goods: (own || open_screen(state, s)).then_some(p.goods),
            at_market: (own || !matches!(state.phase, Phase::Bring { .. })).then_some(p.at_market),
            committed: committed(s),
            one_offs: p.one_offs,
        }
    });
    let phase = match &state.phase {
        Phase::FarmHouse { paid } => PhaseView::FarmHouse { mine: viewer.and_then(|s| paid[s]) },
        other => PhaseView::Open(other.clone()),
    };
    let mut markers = Vec::new();
    for season in 1..=3u8 {
        let (c, q) = state.markers[0][usize::from(season) - 1];
        markers.push((season, c, q));
        if state.revealed[usize::from(season) - 1] {
            let (c, q) = state.markers[1][usize::from(season) - 1];
            markers.push((season + 4, c, q));
        }
    }
    View {
        data: state.config.data,
        viewer,
        acting: super::KeyMarket::to_act(state).seats(),
        season: state.season,
        phase,
        pending: state.pending,
        order: state.order.clone(),
        favour: state.favour.clone(),
        market: state.market,
        supply: state.supply,
        markers,
        land: state.land.clone(),
        workers: state.workers.clone(),
        guilds: state.guilds.clone(),
        players,
    }
}
