//! What one seat (or the whole table) may see. Hidden: the order of the bag (everyone sees only
//! how many tiles it holds) and other players' dealt fairs until they are held (a player sees
//! only that the others still hold a face-down fair). Everything else in Keyper is open.

use super::data::Season;
use super::state::{Building, CountryBoard, Keyples, Landscape, Phase, State, Supply};
use crate::engine::{DataVersion, Game, PerSeat, Seat, Seats};
use serde::Serialize;

/// A dealt fair as a viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum FairCard {
    /// Face down on another player's board.
    Hidden,
    /// Known to the viewer (their own): an index into `FAIRS`.
    Known(u8),
    /// Held or returned to the box (held fairs are listed in `held`).
    Gone,
}

/// The phase as a viewer sees it: the new season's faces are chosen in secret, so only who has
/// chosen shows until all have.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum PhaseView {
    /// The phase, open to all.
    Open(Phase),
    /// The refolding: whether each seat has chosen, and the viewer's own choice.
    Refold {
        /// Whether each seat has chosen.
        chosen: PerSeat<bool>,
        /// The viewer's own choice.
        mine: Option<u8>,
    },
}

/// One player's area as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// Whether the keyper is still in the keyp area.
    pub keyper_home: bool,
    /// Keyples in the keyp area.
    pub keyp_area: Keyples,
    /// Keyples resting on the keyp tile.
    pub keyp_tile: Keyples,
    /// Stores and animals.
    pub goods: Supply,
    /// Building tiles held, not yet built.
    pub unbuilt: Vec<super::data::Tile>,
    /// Winter fairs held beside the board.
    pub winter_fairs: Vec<u8>,
    /// The dealt spring, summer and autumn fairs.
    pub fairs: [FairCard; 3],
    /// Fairs held: fair, season, gem side.
    pub held: Vec<(u8, Season, bool)>,
    /// Farm plots.
    pub farm: [Option<Building>; 8],
    /// Village plots, row by row.
    pub village: [Option<Building>; 12],
    /// Shipping points.
    pub shipping: u32,
}

/// The table from one seat (or from nobody's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// The game's data version.
    pub data: DataVersion,
    /// The viewer, if any.
    pub viewer: Option<Seat>,
    /// The seats that must decide now (none once the game is over): the engine's `to_act`.
    pub acting: Seats,
    /// The season being played.
    pub season: Season,
    /// The players.
    pub players: PerSeat<PlayerView>,
    /// The country boards in the middle.
    pub boards: Vec<CountryBoard>,
    /// The general supply.
    pub supply: Supply,
    /// Tiles in the bag.
    pub bag: usize,
    /// The display.
    pub display: Vec<Landscape>,
    /// Tiles set aside until the end of spring (their make-up is public: the later tiles and
    /// the winter fairs).
    pub set_aside: usize,
    /// Discarded landscape tiles.
    pub discards: Vec<Landscape>,
    /// This season's ships.
    pub ships: Vec<u8>,
    /// The season's start player.
    pub start: Seat,
    /// Whose turn it is.
    pub active: Seat,
    /// Who last played a keyper or keyple from their keyp area on their own turn (the next
    /// season's start player, seen by all).
    pub last_from_keyp: Seat,
    /// The phase.
    pub phase: PhaseView,
    /// The seats still to take their last lay-down turn, in the season's last round.
    pub final_round: Option<Vec<Seat>>,
    /// Whether the game is over.
    pub over: bool,
}

/// What `viewer` may know; `None` is the public table.
pub fn view(state: &State, viewer: Option<Seat>) -> View {
    let players = state.players.map(|seat, p| PlayerView {
        keyper_home: p.keyper_home,
        keyp_area: p.keyp_area,
        keyp_tile: p.keyp_tile,
        goods: p.goods.clone(),
        unbuilt: p.unbuilt.clone(),
        winter_fairs: p.winter_fairs.clone(),
        fairs: p.fairs.map(|f| match f {
            None => FairCard::Gone,
            Some(i) if viewer == Some(seat) => FairCard::Known(i),
            Some(_) => FairCard::Hidden,
        }),
        held: p.held.clone(),
        farm: p.farm.clone(),
        village: p.village.clone(),
        shipping: p.shipping,
    });
    View {
        data: state.config.data,
        viewer,
        acting: super::Keyper::to_act(state).seats(),
        season: state.season,
        players,
        boards: state.boards.clone(),
        supply: state.supply.clone(),
        bag: state.bag.len(),
        display: state.display.clone(),
        set_aside: state.set_aside.len(),
        discards: state.discards.clone(),
        ships: state.ships.clone(),
        start: state.start,
        active: state.active,
        last_from_keyp: state.last_from_keyp,
        phase: match &state.phase {
            Phase::Refold(chosen) => {
                PhaseView::Refold { chosen: chosen.map(|_, c| c.is_some()), mine: viewer.and_then(|v| chosen[v]) }
            }
            phase => PhaseView::Open(phase.clone()),
        },
        final_round: state.final_round.clone(),
        over: state.phase == Phase::Over,
    }
}
