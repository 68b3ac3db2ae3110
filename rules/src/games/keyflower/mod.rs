//! Keyflower by Richard Breese and Sebastian Bleasdale, with its expansion The Merchants: the
//! rules engine. Its bots are in `bots::keyflower`, its page in the app's `ui::keyflower`.
//!
//! # The rules in brief
//! Each player builds a village over four seasons, starting from a home tile. Workers
//! ("keyples") of three colours come from a bag of 120 (8 to each player at the start, secret
//! behind a screen); 20 green ones are kept apart. In each season a number of season tiles is
//! laid out (6 with 2 players, one more per player; in winter, the winter tiles the players
//! choose from those dealt to them), boats bring workers and skill tiles, and turn-order tiles
//! decide who picks a boat's cargo first and who starts next. On a turn a player places workers
//! at one location: as a bid around a season or turn-order tile (beating the highest bid there,
//! in the colour already there), or on a tile to use it (in their own village, another's, or up
//! for auction), or passes; the season ends when everyone passes in succession. Tiles give
//! resources, skills, workers, or transport resources along the village's roads and upgrade
//! tiles whose costs lie on them. At a season's end the winners take their tiles (the winning
//! bids go into the bag) and build them into their villages, edge to edge; the workers used in a
//! village go to its owner. After winter, fixed VP, winter tiles and boats score, with workers,
//! skills and resources allocated to them.
//!
//! # The parts
//! - The component data (`data`): the base game's village tiles, home tiles, boats and
//!   turn-order tiles, and The Merchants' boats, contracts, extensions and tiles, with the
//!   provenance of every record (`data::provenance`).
//! - Set-up for 2–6 players (`setup`), with or without The Merchants, and its variants A
//!   (Merchant variant), B (Tactician: workers from boats, outbid bids, the own village and
//!   green workers not drawn from the bag, face-up skill tiles and open contracts lie in front
//!   of the screen, seen by all) and C (handicap).
//! - Spring's turns (`placing`, `produce`): bids on season and turn-order tiles with the colour
//!   rule, raising one's own bid, outbid groups moved whole and topped up; uses of own,
//!   others' and offered tiles (1 to 3 workers a use, each use more than the last); every spring
//!   tile's output (the Workshop's choice, Peddler's yellow worker into the bag for a green,
//!   Alehouse's and Apprentice Hall's draws) and every input and output of the summer and autumn
//!   tiles once they stand in a village (a worker or skill paid, of a given kind or chosen),
//!   transport tiles (resources moved
//!   along the roads of one's village within the capacity, then upgrades, "any" costs paid item
//!   by item); passing; the season's turns end when all pass in succession.
//! - The end of each season (`season_end`): outbid workers home, unbid tiles out, winners take
//!   their tiles with the workers on them, village workers home, boats chosen by turn order, the
//!   purple worker; village building with matching edges (`village`). In winter the turn-order
//!   tiles won and the boats themselves are taken and built.
//! - The seasons after spring (`seasons`): boats turned and loaded (a short bag shared out one
//!   worker at a time), summer and autumn tiles laid out, summer boats on a random side with
//!   their abilities 1a–4b (4a: a counter-bid in another colour; 4b: uses of mixed colours;
//!   `placing::palette`); the secret choice of winter tiles and their pooled shuffle (with more
//!   than two players); Flipper's free upgrade after winter; the game's end.
//! - End scoring in the rules' order (`score`), with the exact allocation of workers, skills,
//!   resources and the purple marker to winter tiles, White Wind, the yards and The Merchants'
//!   contracts (`allocate`); The Merchants' extensions, winter tiles, "II" boats and tie rule.
//! - The view (`view`), the harness checks (`checks`), and situations the rules call out as
//!   scenarios (`arrange`, `scenarios`).
//! - The Merchants: the "II" boats' cargo (gold and cabins onto the home tile, contracts face
//!   down and green workers behind the screen), Sea Bastion II's swap before winter, Keyflower
//!   II's gold and Flipper II's free extension at the end (`finale`); contracts taken from the
//!   Assayer, Bookkeeper and Merchant, traded, replaced at each season's end (`contracts`);
//!   cabins as upgrade icons; extensions with their cost, colour and colour lock (`extend`).
//!
//! Where The Farmers' steps would go is noted in `season_end`.
//!
//! The choices made where the rulebooks leave a point open, and the rule fixes of each data
//! version, are listed in [`choices`].

pub mod action_text;
pub mod allocate;
pub mod arrange;
pub mod checks;
pub mod choices;
pub mod contracts;
pub mod data;
pub mod describe;
mod events;
mod extend;
mod finale;
pub mod guide;
mod placing;
mod produce;
mod refusal;
pub mod scenarios;
pub mod score;
mod season_end;
mod seasons;
pub mod setup;
pub mod state;
pub mod text;
mod upgrade;
mod versions;
mod view;
pub mod village;

pub use checks::conservation;
pub use events::{Event, Shipment, place_key};
pub use placing::offer_colours;
pub use refusal::Refusal;
pub use upgrade::printed_cost;
pub use view::{PlayerView, View};

use crate::engine::{
    Audience, DataVersion, Events, Game, GameId, GameInfo, ScoreSheet, Seat, Seats, SetupError, ToAct,
};
use data::{Colour, Resource, Skill, Tile};
use serde::{Deserialize, Serialize};
use state::{Building, Hex, Pending, Phase, Site, Spot, State};

/// The game's marker type.
pub struct Keyflower;

/// The table's choices.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Play with The Merchants (see choice 8).
    pub merchants: bool,
    /// The Merchants' variant A: only "II" boats, and The Merchants' tiles always in play.
    #[serde(default)]
    pub merchant_variant: bool,
    /// The Merchants' variant B (Tactician): what players gain in the open lies in front of
    /// their screens.
    #[serde(default)]
    pub tactician: bool,
    /// The Merchants' variant C: these players start with a green worker more.
    #[serde(default)]
    pub handicap: Vec<Seat>,
}

/// Set-up choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// Number of players (2–6).
    pub players: u8,
    /// The table's choices (the variants only with The Merchants, see [`Keyflower::configure`]).
    pub options: Options,
    /// The version of the component data ([`data::DATA_VERSION`]).
    #[serde(default)]
    pub data: DataVersion,
}

crate::engine::table_config!(Config);

impl Config {
    /// A base game of `players` seats with today's data.
    pub fn new(players: u8) -> Self {
        Config { players, options: Options::default(), data: data::DATA_VERSION }
    }
}

/// One small decision of one player.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Begin a bid at this spot.
    Bid(Spot),
    /// Begin a use of this tile.
    Use(Site),
    /// Add one worker of this colour from behind the screen.
    Worker(Colour),
    /// Bring one's whole outbid group from this spot: to a placement, or as a payment (an
    /// extension's workers; from data version 3 a use's worker input).
    Group(Spot),
    /// Place the gathered workers.
    Confirm,
    /// The Workshop: take this resource.
    Take(Resource),
    /// Transport: move one resource from the village tile at `from` to the one at `to`, next
    /// to it along a road.
    Move {
        /// The tile it leaves.
        from: u8,
        /// The tile it reaches.
        to: u8,
        /// Which resource.
        resource: Resource,
    },
    /// Upgrade the tile at this place in one's village.
    Upgrade(u8),
    /// Pay a use's input: a worker of this colour into the bag.
    PayWorker(Colour),
    /// Pay a use's input or an upgrade's "any skill": a skill tile of this kind.
    PaySkill(Skill),
    /// Pay an upgrade's "any resource": this resource from the tile.
    PayResource(Resource),
    /// End the transport use (leave capacity and upgrade icons unused).
    Stop,
    /// Pass.
    Pass,
    /// End of season: take the cargo of the boat at this place (in winter, the boat itself).
    Boat(u8),
    /// Before winter: put this dealt winter tile up for auction (secretly, until all have
    /// chosen; `Confirm` ends the choice).
    PutUp(Tile),
    /// Village building: place this won tile (in winter also a boat or turn-order tile).
    Build(Building),
    /// Village building: at this hex.
    At(Hex),
    /// Village building: turned this far clockwise (0–5).
    Turn(u8),
    /// The Merchants: Sea Bastion II makes way for this boat ([`data::boat_name`]) for winter.
    Swap(u8),
    /// The Merchants: an upgrade icon builds an extension on the tile at this place in one's
    /// village (instead of an upgrade).
    Extend(u8),
    /// The Merchants: this extension ([`data::merchants::EXTENSIONS`]).
    Extension(u8),
    /// The Merchants: take a contract from here.
    Contract(contracts::From),
    /// The Merchants: take the skill tile a tile offers (drawn face down).
    SkillTile,
    /// The Merchants: trade a contract behind the screen for one of its named items.
    Trade {
        /// The contract.
        contract: u8,
        /// The item.
        item: data::merchants::Item,
    },
}

impl Game for Keyflower {
    const INFO: GameInfo = GameInfo {
        id: GameId::Keyflower,
        slug: "keyflower",
        name: ("Keyflower mit Die Händler", "Keyflower with The Merchants"),
        players: (2, 6),
        data: data::DATA_VERSIONS,
        blurb: (
            "Vier Jahreszeiten lang mit Keyples um Plättchen bieten und das Dorf bauen; die Händler bringen Ausbauten, Hütten und Verträge.",
            "Bid Keyples for tiles over four seasons and grow your village; The Merchants add extensions, cabins and contracts.",
        ),
        reconstructed: &data::RECONSTRUCTED,
        designed: None,
    };
    type Config = Config;
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;
    type Refusal = Refusal;

    /// The variants belong to The Merchants, so they are dropped without them; a handicap for a
    /// seat the table does not have (the dialog offers six) is dropped too.
    fn configure(players: u8, options: &Options) -> Config {
        let merchants = options.merchants;
        let handicap = options.handicap.iter().copied().filter(|s| merchants && s.index() < usize::from(players));
        let options = Options {
            merchants,
            merchant_variant: merchants && options.merchant_variant,
            tactician: merchants && options.tactician,
            handicap: handicap.collect(),
        };
        Config { options, ..Config::new(players) }
    }

    fn deal(config: &Config, seed: u64) -> Result<State, SetupError> {
        setup::deal(config, seed)
    }

    fn to_act(state: &State) -> ToAct {
        match &state.phase {
            Phase::Turns { turn, .. } => ToAct::Seats(Seats::only(*turn)),
            Phase::Boats { order, .. } | Phase::Building { order, .. } => ToAct::Seats(Seats::only(order[0])),
            Phase::Choosing { done } => {
                ToAct::Seats(Seat::all(state.players()).filter(|s| !done.contains(s)).collect())
            }
            Phase::Flipper { seat, .. } | Phase::Swap { seat } => ToAct::Seats(Seats::only(*seat)),
            Phase::Over => ToAct::Over,
        }
    }

    fn choices(state: &State, seat: Seat) -> Vec<Action> {
        let Phase::Turns { pending, .. } = &state.phase else {
            return match state.phase {
                Phase::Boats { .. } => season_end::steps(state),
                Phase::Choosing { .. } => seasons::choosing_steps(state, seat),
                Phase::Flipper { .. } => finale::steps(state, seat),
                Phase::Swap { .. } => seasons::swap_steps(state),
                _ => village::steps(state, seat),
            };
        };
        let mut steps = match pending {
            None => return placing::turn_starts(state, seat),
            Some(Pending::Place { target, screen, groups }) => {
                placing::gathering_steps(state, seat, *target, screen, groups)
            }
            Some(other) => produce::steps(state, seat, other),
        };
        if state.config.trades_any_time_in_turn() {
            steps.extend(contracts::trade_steps(state, seat));
        }
        steps
    }

    /// The steps of a placement are answered for the one action: a turn's first step (pass,
    /// or begin a bid or a use), listing which asks every spot and site whether a placement
    /// could start there, and a worker, a group or the confirmation while gathering. These are
    /// most of a game's steps and its costliest lists. `can_start` is exactly the test
    /// `placing::turn_starts` applies to each spot and site (false for one that does not
    /// exist), and `placing::gathering_allows` runs `gathering_steps` for the one action. Every
    /// other step is looked up in the legal actions.
    fn check(state: &State, seat: Seat, action: &Action) -> Result<(), Refusal> {
        use state::Target;
        let legal = match (&state.phase, action) {
            (Phase::Turns { pending: None, .. }, Action::Pass) => true,
            (Phase::Turns { pending: None, .. }, Action::Bid(spot)) => {
                placing::can_start(state, &placing::Placer::new(state, seat), Target::Bid(*spot))
            }
            (Phase::Turns { pending: None, .. }, Action::Use(site)) => {
                placing::can_start(state, &placing::Placer::new(state, seat), Target::Use(*site))
            }
            (
                Phase::Turns { pending: Some(Pending::Place { target, screen, groups }), .. },
                Action::Worker(_) | Action::Group(_) | Action::Confirm,
            ) => placing::gathering_allows(state, seat, *target, screen, groups, action),
            _ => Self::legal_actions(state, seat).contains(action),
        };
        if legal { Ok(()) } else { Err(Self::explain(state, seat, action)) }
    }

    fn explain(state: &State, seat: Seat, action: &Action) -> Refusal {
        refusal::explain(state, seat, action)
    }

    fn resolve(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
        match state.phase {
            Phase::Choosing { .. } => seasons::choose(state, seat, action, events),
            Phase::Flipper { .. } => finale::decide(state, seat, action, events),
            Phase::Swap { .. } => seasons::swap(state, seat, action, events),
            _ => placing::apply(state, seat, action, events),
        }
    }

    fn audience(event: &Event) -> Audience {
        event.audience()
    }

    fn previewable(event: &Event) -> bool {
        event.previewable()
    }

    fn view(state: &State, viewer: Option<Seat>) -> View {
        view::view(state, viewer)
    }

    /// The end score (`score`), which also gives the standing during the game; ties are shared
    /// (choice 9), with The Merchants broken by the winter boats' order (choice 51).
    fn score(state: &State) -> ScoreSheet {
        score::sheet(state)
    }

    /// A step that drew nothing, moved no worker or skill from behind a screen, left the bids
    /// as they were and left the season's turns, the building or the winter choice going (not
    /// confirmed) may be taken back (choice 7).
    fn undoable(before: &State, after: &State, _seat: Seat) -> bool {
        let going = match (&before.phase, &after.phase) {
            (Phase::Choosing { done: a }, Phase::Choosing { done: b }) => a == b,
            (_, phase) => matches!(phase, Phase::Turns { .. } | Phase::Building { .. }),
        };
        before.rng == after.rng
            && going
            && before
                .players
                .values()
                .iter()
                .zip(after.players.values())
                .all(|(a, b)| a.screen == b.screen && a.skills == b.skills)
            && before.offer == after.offer
            && before.turn_order == after.turn_order
    }
}
