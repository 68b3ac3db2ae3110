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
//!   their abilities 1a–4b (4a and 4b: bids and uses of mixed colours, `placing::palette`);
//!   the secret choice of winter tiles and their pooled shuffle; Flipper's free upgrade after
//!   winter; the game's end.
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
//! # Choices where the text is silent or ambiguous
//! 1. A use takes 1, 2 or 3 workers, more than the tile's last use this season (so at most 6
//!    a season): a first use of 2 leaves room for one more use (3), a first use of 3 blocks the
//!    tile. The summary's "first 1, then 2, then 3" is read as these sizes, which a player may
//!    skip ahead in, never go beyond.
//! 2. The colour of bids around a tile and of workers used on it are separate: each is set by
//!    its first worker, and a tile whose bids all moved away takes any colour again.
//! 3. Outbid groups may be moved whole to a bid elsewhere (never onto the same tile's bid, which
//!    is the group itself) or to a use; they may be combined with each other and with workers
//!    from behind the screen. A group too large for the room left on a tile cannot go to it.
//! 4. A use whose input is a worker (Peddler: yellow) needs that worker behind the screen besides
//!    the workers placed; it goes into the bag before the green workers are taken.
//! 5. Set-up order: each player draws 8 workers, in seat order, before the boats are filled; the
//!    boats are filled in the order of the boat list. Home tiles are drawn at random; the lowest
//!    number starts. Seat order is clockwise.
//! 6. Summer and autumn tiles are drawn when their season starts (not at set-up); until then they
//!    lie unseen with the tiles out of play.
//! 7. A placement is gathered step by step and shown to the other players only when it is
//!    confirmed, so its steps may be taken back; confirming one reveals the workers' colour and
//!    cannot be. A pass may be taken back while the season's turns go on.
//! 8. The base game is the default option until the app offers The Merchants, whose rules the
//!    engine plays (`Options::merchants`).
//! 9. Base-game ties are shared (the rules suggest playing again).
//! 10. When nobody bid on the start-player tile, the purple worker passes one seat to the left,
//!     and the players without a turn-order tile choose boats clockwise from that new start
//!     player (as when someone won it); the worker itself moves once the boats are taken.
//! 11. A won tile that fits nowhere (no free place where all shared edges match) may be built
//!     anywhere next to the village, turned at will.
//! 12. Building is done one player after the other, clockwise from the new start player, one
//!     tile at a time in the order the player likes; villages do not touch, so the order
//!     changes nothing.
//! 13. The home tile stands unturned at the village's origin, its water edge facing down.
//!     Its orientation is free in the rules; since the other tiles are turned to fit it, only
//!     the relative layout matters.
//! 14. Choosing a boat with several turn-order tiles happens at the lowest of them; the rules
//!     give one boat per player.
//! 15. A worker paid for a use (Tavern: any colour; Peddler, Store, Fair: the shown colour) goes
//!     into the bag before anything is drawn, so it may be drawn again; a skill tile paid
//!     (Brewer, Hiring Fair: any kind; Carpenter, Mason, Smelter: the shown kind) goes back to
//!     the supply before the Hiring Fair draws. Such a worker comes from behind the screen,
//!     besides the workers placed.
//! 16. "Any resource" in an upgrade cost may be gold as well; the player chooses which
//!     resources and skill tiles pay it, one at a time, after the named items are paid.
//! 17. A summer boat's ability holds from the moment its tile is won (before it is built): the
//!     rules name summer among the seasons 1a and 1b pay out, which only a boat won that summer
//!     can do, and 2a's free placement then covers the tiles built with it.
//! 18. In winter the purple worker does not move (its tile's icon is about the next season);
//!     the players without a turn-order tile take boats clockwise from the start player. Nobody
//!     draws cargo in winter; 1a and 1b pay out when their holder takes a boat.
//! 19. Boats are always loaded one item at a time, boat after boat in the boat list's order;
//!     with enough in the bag that gives the same chances as loading them one by one, and when
//!     it runs short it shares the bag out as the rules ask. Skill tiles are shared the same way.
//! 20. The winter tiles put up are shuffled with any number of players; with two the layout
//!     tells each player nothing they do not know. A player puts up tiles one at a time and may
//!     take them back until confirming; everyone chooses at once, in secret.
//! 21. Flipper's free upgrade is optional and may turn any tile of its holder's village that has
//!     an upgraded side (the home tile included), without paying.
//! 22. Summer boat 4a lets its holder bid, where another player bids blue, red or yellow, with
//!     blue, red and yellow workers in any mix (all of one other colour too): a new bid or a
//!     raise of their own bid, as long as another player bids there. Never against a green bid,
//!     never with green workers, never where nobody else bids, and never on a tile use.
//! 23. Summer boat 4b lets its holder add workers of any colours, green included, in any mix,
//!     wherever workers already are: to a bid (another's or only their own, so raising one's own
//!     bid with other colours) and to a tile already used this season (the use takes 1–3
//!     workers, more than the last, as always; only the colours are free). Where nobody is yet,
//!     their first workers are of one colour, as for everyone.
//! 24. The colour of a location stays the one its first workers set, for everyone without such
//!     a boat, while anyone bids there (a used tile's for the rest of the season), even after
//!     the workers that set it have moved away and only a mixed bid is left.
//! 25. An outbid group moves whole, mixed or not, only to where its owner may place all its
//!     colours together (the same colour rule, 4a and 4b included): so a mixed group never opens
//!     an empty location, and goes with 4a only to another player's bid that is not green (and
//!     only without green workers). Workers topping it up follow the same rule.
//! 26. Bids and uses keep each player's workers by colour: at a season's end a mixed outbid group
//!     goes home with its colours, a winning bid goes into the bag worker by worker in its own
//!     colours, and the workers on tiles go to the winner or owner by colour. A placement of
//!     mixed colours is gathered one worker or group at a time and shown to its player alone
//!     until confirmed, like any other (choice 7).
//! 27. End scoring's first step: the resources of a yard's own kind (on the Barn any but gold)
//!     always score on the yard and are set aside; a gold there (with 3b any other resource
//!     there) and the purple marker as a resource score there only if the allocation puts them
//!     there: the rules let gold "stand in", and the engine maximises each player's total.
//! 28. Summer boat 3b: in end scoring every resource counts as any kind, on a yard, for the
//!     winter tiles and as gold left over (1 VP each).
//! 29. Mercer's Guild scores sets of wood, stone and iron, a gold standing in for any of them.
//! 30. The Keyflower boat scores the village's transport capacity: the carts of all its
//!     transport tiles (home tile, Stable, Farrier, Wainwright) on the sides they show; with 2b
//!     the sum is doubled once.
//! 31. Sea Bastion: a road loop is a cycle of the graph whose nodes are the village's tiles and
//!     whose links are shared edges with a road on both sides (2a's cross-country links are no
//!     roads); each tile on a cycle scores 1, so the smallest loop is three tiles at a corner.
//! 32. Sea Breese counts the boat tiles and summer boats linked to the home tile's water edge,
//!     one after another through water edges facing each other, itself included when linked:
//!     1/2/3/4/5 or more boats score 2/4/8/16/32, none 0.
//! 33. A turn-order tile scores 1 VP per neighbour linked to it by road (a road on both sides of
//!     the shared edge): the base rules say "connected", the seed's list only "adjacent"; the
//!     tiles' 1 to 4 roads matter only in the first reading.
//! 34. The purple marker counts as one worker of any colour, one skill of any kind or one
//!     resource; as a resource it is taken as a gold, which does all another resource could
//!     (stands in on every yard and in Mercer's sets, scores 1 kept). As a worker it may go to
//!     White Wind.
//! 35. Among allocations with the same total, a fixed order picks the one shown, so the rows
//!     may split a total either way (a gold kept or on the Watermill scores 1 both ways).
//! 36. The Merchants: each name's boat (base or "II") is drawn at random, the "II" boats lying
//!     with water on two opposite edges like the base ones; in variant A all are "II" boats,
//!     The Merchants' spring, summer and autumn tile is always among the season's tiles, and its
//!     three winter tiles are always among those dealt.
//! 37. Contracts: the 36 are dealt into three piles of 12 at set-up. A boat's contract comes
//!     from a pile chosen at random; a gap in the open row is filled from the pile beside it,
//!     or the next pile that has one. Once all three piles are empty the discard pile is
//!     shuffled into three piles as even as possible.
//! 38. A contract is traded at the start of one's turn, before placing (any number, each a free
//!     action), for a named item: a resource onto the home tile (if the supply has one), a
//!     worker of that colour from the bag (green: from the green workers apart first), a skill
//!     tile of that kind from the supply. The bag's colours and the skill supply's kinds are
//!     hidden, so a trade for a worker or a skill tile is open while the bag or supply holds
//!     any, and if the colour or kind asked for is not there one is drawn at random instead.
//!     The traded contract goes face up onto the discard pile.
//! 39. Cabins stand on their owner's home tile and add an upgrade icon to any use of it (the
//!     seed: "for every player who uses the tile"); summer boat 2b doubles them as well.
//! 40. An extension is built with one upgrade icon (instead of an upgrade) on an upgraded tile
//!     of the user's village, in the colour of the workers used on it this season if any; its
//!     named skill tiles and resources are paid at once, then its workers one step at a time (a
//!     worker from behind the screen, or a whole outbid group that pays at least one of them,
//!     its surplus going into the bag too, each step leaving the rest payable), then "any"
//!     resources one at a time; summer boat 3a makes its named resources "any". Summer boat 4b's holder ignores an extension's colour lock, but still
//!     places one colour where nobody is yet.
//! 41. Sea Bastion II's swap is made at the start of winter, before the winter tiles are chosen,
//!     by whoever took it in autumn, for any boat not in play (of any player count).
//! 42. The base sides of the Assayer and the Bookkeeper give one item: a contract (while one can
//!     be had), or a resource or skill tile the supply still has.
//! 43. Variant C: the table names the players it helps when the game is set up.
//! 44. Variant B: a player's workers and skill tiles are spent from in front of the screen
//!     first, so a worker placed in the open tells nothing about what is hidden; the workers
//!     taken with a won tile and those traded for a contract go behind the screen (the seed
//!     lists what goes in front, and these are not among it).
//! 45. The purple marker may stand for any one item a contract shows: a worker of any colour, a
//!     skill of any kind or a resource of any kind (a wood, stone or iron too, which a gold
//!     cannot be for a contract). A contract's white "any worker" may be green.
//! 46. Summer boat 3b lets any resource stand in for a resource a contract names, as on the
//!     winter tiles (choice 28).
//! 47. An extension adds the fixed VP of its tile on the side it shows once more (the home tile
//!     included), in a row of its own after the fixed VP, as the seed scores them as a step.
//! 48. The Artisan counts every upgraded tile of the village, the home tile included; the
//!     Builder every extension in the village; the Muleteer every contract behind the screen
//!     left unfulfilled, its 3 weighed by the allocation against what the items score elsewhere.
//! 49. Ianvincible II scores 2 VP per upgrade icon on the sides its holder's transport tiles
//!     show (home, Stable, Farrier, Wainwright) and per cabin; with 2b the whole is doubled.
//!     Keyflower II (its gold aside), Sea Bastion II and Flipper II score nothing themselves: the
//!     2 and 5 VP are the base Flipper's and Ianvincible's.
//! 50. Sea Breese links "II" boats like any boat. Sea Breese II counts the winter tiles in the
//!     village (the Merchants' included), never boats, turn-order tiles or summer boats.
//! 51. With The Merchants, of tied players the one who took their winter boat earlier ranks
//!     higher; players who took none (only while the game goes on) rank after, sharing.
//! 52. Fulfilled contracts score in their own row after the extensions, White Wind II's 10 each
//!     included (not in the boats' row).
//!
//! # Data versions (`data::DATA_VERSION`)
//! Version 2 follows the English rulebook where version 1 had made a choice the text settles;
//! records of version 1 replay as they were played, each old rule chosen in one method of
//! [`Config`] named after the rule.

pub mod action_text;
pub mod allocate;
pub mod arrange;
pub mod checks;
pub mod contracts;
pub mod data;
mod events;
mod extend;
mod finale;
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
mod view;
pub mod village;

pub use checks::{conservation, hidden_variant};
pub use events::{Event, Shipment, place_key};
pub use refusal::Refusal;
pub use upgrade::printed_cost;
pub use view::{PlayerView, View};

use crate::engine::{Audience, DataVersion, Game, GameId, ScoreSheet, Seat, SetupError, ToAct};
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

impl Config {
    /// A base game of `players` seats with today's data.
    pub fn new(players: u8) -> Self {
        Config { players, options: Options::default(), data: data::DATA_VERSION }
    }
}

/// One small decision of one player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Begin a bid at this spot.
    Bid(Spot),
    /// Begin a use of this tile.
    Use(Site),
    /// Add one worker of this colour from behind the screen.
    Worker(Colour),
    /// Add one's whole outbid group from this spot.
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
    const ID: GameId = GameId::Keyflower;
    type Config = Config;
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;
    type Refusal = Refusal;

    fn seat_count(config: &Config) -> usize {
        usize::from(config.players)
    }

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

    fn setup(config: &Config, seed: u64) -> Result<State, SetupError> {
        setup::setup(config, seed)
    }

    fn to_act(state: &State) -> ToAct {
        match &state.phase {
            Phase::Turns { turn, .. } => ToAct::Seats(vec![*turn]),
            Phase::Boats { order, .. } | Phase::Building { order, .. } => ToAct::Seats(vec![order[0]]),
            Phase::Choosing { done } => {
                ToAct::Seats(Seat::all(state.players()).filter(|s| !done.contains(s)).collect())
            }
            Phase::Flipper { seat, .. } | Phase::Swap { seat } => ToAct::Seats(vec![*seat]),
            Phase::Over => ToAct::Over,
        }
    }

    fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
        let Phase::Turns { turn, pending, .. } = &state.phase else {
            return match state.phase {
                Phase::Boats { .. } => season_end::steps(state, seat),
                Phase::Choosing { .. } => seasons::choosing_steps(state, seat),
                Phase::Flipper { .. } => finale::steps(state, seat),
                Phase::Swap { .. } => seasons::swap_steps(state, seat),
                _ => village::steps(state, seat),
            };
        };
        if *turn != seat {
            return Vec::new();
        }
        match pending {
            None => placing::turn_starts(state, seat),
            Some(Pending::Place { target, screen, groups }) => {
                placing::gathering_steps(state, seat, *target, screen, groups)
            }
            Some(other) => produce::steps(state, seat, other),
        }
    }

    fn explain(state: &State, seat: Seat, action: &Action) -> Refusal {
        refusal::explain(state, seat, action)
    }

    fn resolve(state: &mut State, seat: Seat, action: &Action) -> Vec<Event> {
        let mut events = Vec::new();
        match state.phase {
            Phase::Choosing { .. } => seasons::choose(state, seat, action, &mut events),
            Phase::Flipper { .. } => finale::decide(state, seat, action, &mut events),
            Phase::Swap { .. } => seasons::swap(state, seat, action, &mut events),
            _ => placing::apply(state, seat, action, &mut events),
        }
        events
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
