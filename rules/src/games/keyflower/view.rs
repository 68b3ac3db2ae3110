//! What one seat (or the whole table) may see. Hidden from a seat: the colours of the workers
//! and the kinds of the skill tiles behind other players' screens (their numbers are shown, as
//! perfect memory of open play would give them), the bag's colours (its count is shown), the
//! skill supply's kinds, other players' dealt winter tiles and the ones they put up before all
//! have chosen (their numbers are shown), the tiles not in play, a placement another player is
//! still gathering, and The Merchants' face-down contracts (in the piles, on the boats, behind
//! other screens: their numbers are shown). In variant B what lies in front of a screen is open.
//! Once the game is over, every screen (workers, skill tiles, contracts) is open to all.

use super::Options;
use super::data::{Season, Tile};
use super::state::{Boat, Building, Offer, Phase, Placed, Resources, Skills, State, TurnOrderSpot, Workers};
use crate::engine::{DataVersion, Game, PerSeat, Seat, Seats};
use serde::Serialize;

/// The view of the table from one seat (or from nobody's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// The game's data version.
    pub data: DataVersion,
    /// The viewer, if any.
    pub viewer: Option<Seat>,
    /// The seats that must decide now (none once the game is over): the engine's `to_act`.
    pub acting: Seats,
    /// The table's options (The Merchants, variants A, B, C), known to all.
    pub options: Options,
    /// The season.
    pub season: Season,
    /// Where the game stands: the season's turns (a placement under way shown to its player
    /// alone), the boats' or the building's order, the winter choice, Flipper, or the end.
    pub phase: Phase,
    /// Who holds the purple start-player worker.
    pub start_player: Seat,
    /// The season tiles up for auction, with bids and uses.
    pub offer: Vec<Offer>,
    /// The turn-order tiles with their bids.
    pub turn_order: Vec<TurnOrderSpot>,
    /// The boats with their cargo face up (their contracts, face down, left out).
    pub boats: Vec<Boat>,
    /// How many contracts lie face down on each boat.
    pub boat_contracts: Vec<usize>,
    /// How many contracts each face-down pile holds.
    pub contract_piles: [usize; 3],
    /// The open contracts, beside each pile.
    pub open_contracts: [Option<u8>; 3],
    /// The discard pile, face up.
    pub contract_discard: Vec<u8>,
    /// The extensions not built yet.
    pub extensions: Vec<u8>,
    /// The cabins in the supply.
    pub cabins: u8,
    /// The summer boats showing side b.
    pub sides_b: Vec<Tile>,
    /// Workers in the bag.
    pub bag: u32,
    /// Green workers in their supply.
    pub green_supply: u8,
    /// Skill tiles in the face-down supply.
    pub skill_supply: u32,
    /// The resource supply.
    pub resources: Resources,
    /// Village tiles not in play (later seasons, undealt, in the box).
    pub unused: usize,
    /// The players.
    pub players: PerSeat<PlayerView>,
    /// Who took Sea Bastion II in autumn and swaps it for another boat before winter.
    pub swap: Option<Seat>,
    /// The players in the order they took their winter boats (The Merchants' tie-break).
    pub winter_boats: Vec<Seat>,
}

/// A player as the viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// The village, open to all.
    pub village: Vec<Placed>,
    /// Workers behind the screen: the viewer's own; `None` for others.
    pub screen: Option<Workers>,
    /// How many workers are behind the screen.
    pub screen_count: u32,
    /// Skill tiles behind the screen: the viewer's own; `None` for others.
    pub skills: Option<Skills>,
    /// How many skill tiles are behind the screen.
    pub skill_count: u32,
    /// Dealt winter tiles: the viewer's own; `None` for others.
    pub winter: Option<Vec<Tile>>,
    /// How many winter tiles were dealt and are still in hand.
    pub winter_count: usize,
    /// Winter tiles put up before all have chosen: the viewer's own; `None` for others.
    pub offered: Option<Vec<Tile>>,
    /// How many winter tiles are put up.
    pub offered_count: usize,
    /// Tiles won this season (in winter also boats and turn-order tiles), still to build.
    pub won: Vec<Building>,
    /// Contracts behind the screen: the viewer's own; `None` for others.
    pub contracts: Option<Vec<u8>>,
    /// How many contracts are behind the screen.
    pub contract_count: usize,
    /// Cabins on the home tile.
    pub cabins: u8,
    /// Variant B: the workers in front of the screen (open to all; part of `screen_count`).
    pub front: Workers,
    /// Variant B: the skill tiles face up in front of the screen.
    pub front_skills: Skills,
    /// Variant B: the contracts face up in front of the screen.
    pub front_contracts: Vec<u8>,
}

/// What `viewer` may know of `state`.
pub fn view(state: &State, viewer: Option<Seat>) -> View {
    let phase = match &state.phase {
        Phase::Turns { turn, passes, pending } => {
            Phase::Turns { turn: *turn, passes: *passes, pending: pending.clone().filter(|_| viewer == Some(*turn)) }
        }
        other => other.clone(),
    };
    // Once the game is over nothing is secret: every screen is open to everyone.
    let over = state.phase == Phase::Over;
    let players = state.players.map(|seat, p| {
        let own = over || viewer == Some(seat);
        PlayerView {
            village: p.village.clone(),
            screen: own.then_some(p.screen),
            screen_count: p.screen.total(),
            skills: own.then_some(p.skills),
            skill_count: p.skills.total(),
            winter: own.then(|| p.winter.clone()),
            winter_count: p.winter.len(),
            offered: own.then(|| p.offered.clone()),
            offered_count: p.offered.len(),
            won: p.won.clone(),
            contracts: own.then(|| p.contracts.clone()),
            contract_count: p.contracts.len(),
            cabins: p.cabins,
            front: p.front,
            front_skills: p.front_skills,
            front_contracts: p.front_contracts.clone(),
        }
    });
    View {
        data: state.config.data,
        viewer,
        acting: super::Keyflower::to_act(state).seats(),
        options: state.config.options.clone(),
        season: state.season,
        phase,
        start_player: state.start_player,
        offer: state.offer.clone(),
        turn_order: state.turn_order.clone(),
        boats: state.boats.iter().map(|b| Boat { contracts: Vec::new(), ..b.clone() }).collect(),
        boat_contracts: state.boats.iter().map(|b| b.contracts.len()).collect(),
        contract_piles: state.contracts.piles.each_ref().map(Vec::len),
        open_contracts: state.contracts.open,
        contract_discard: state.contracts.discard.clone(),
        extensions: state.extensions.clone(),
        cabins: state.cabins,
        sides_b: state.sides_b.clone(),
        bag: state.bag.total(),
        green_supply: state.green_supply,
        skill_supply: state.skill_supply.total(),
        resources: state.resources,
        unused: state.unused.len(),
        players,
        swap: state.swap,
        winter_boats: state.winter_boats.clone(),
    }
}
