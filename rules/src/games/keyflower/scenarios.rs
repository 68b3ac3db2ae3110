//! Situations the rules call out, as [`Scenario`]s (the base rulebook's own worked examples are
//! pictures the text copies lost, so these are built from its stated numbers): the colour rule
//! with an outbid group moved on, one colour shared by a tile's bids and uses, a tile blocked by a use of 2 then 3 workers, a transport of
//! capacity 2 carrying one resource two tiles, an own tile's transport followed by an upgrade,
//! winter tiles sharing skill tiles at the end, and from The Merchants an extension with its
//! colour lock and a contract taken and traded. `tests/engine/scenarios.rs` checks them.

use super::arrange::{build, game_of, offer_first, open_contract, resources_onto, screen, skill_to};
use super::contracts::From;
use super::data::merchants::Item;
use super::data::{Colour, HOMES, Resource, Season, Skill};
use super::state::{Building, Hex, Phase, Site, Spot, State};
use super::{Action, Keyflower, Options};
use crate::engine::{Game, Moves, Seat};
use crate::games::scenario::Scenario;

/// Every Keyflower scenario.
pub const ALL: [Scenario<Keyflower>; 8] =
    [OUTBID, ONE_COLOUR, BLOCKED, TRANSPORT, TRANSPORT_UPGRADE, WINTER_SCORING, EXTENSION, CONTRACT];

/// Anna, the first seat.
pub const ANNA: Seat = Seat(0);
/// Ben, the second seat.
pub const BEN: Seat = Seat(1);
/// Carla, the third seat (in the three-player scenario).
pub const CARLA: Seat = Seat(2);

const NAMES: &[&str] = &["Anna", "Ben"];

/// A placement: begin it, add `n` workers of `colour` from behind the screen, confirm.
fn placement(seat: Seat, begin: Action, colour: Colour, n: usize) -> Moves<Keyflower> {
    let mut moves = vec![(seat, begin)];
    moves.extend(std::iter::repeat_n((seat, Action::Worker(colour)), n));
    moves.push((seat, Action::Confirm));
    moves
}

/// Anna bids one blue on the Keywood; Ben must bid blue too and beats her with two; Anna moves
/// her outbid worker whole, with one more, to the Workshop.
pub const OUTBID: Scenario<Keyflower> = Scenario {
    slug: "outbid",
    title: ("Überboten", "Outbid"),
    about: (
        "Gebote um ein Plättchen haben die Farbe des ersten Arbeiters; wer überboten wird, zieht seine Gruppe als Ganzes weiter.",
        "Bids around a tile take the first worker's colour; an outbid player moves the group on, whole.",
    ),
    names: NAMES,
    start: || table(false, &["Keywood", "Workshop"], [[3, 0, 0, 0], [2, 1, 0, 0]]),
    moves: |_| {
        let mut moves = placement(ANNA, Action::Bid(Spot::Offer(0)), Colour::Blue, 1);
        moves.extend(placement(BEN, Action::Bid(Spot::Offer(0)), Colour::Blue, 2));
        moves.extend([
            (ANNA, Action::Bid(Spot::Offer(1))),
            (ANNA, Action::Group(Spot::Offer(0))),
            (ANNA, Action::Worker(Colour::Blue)),
            (ANNA, Action::Confirm),
        ]);
        moves
    },
    step: 11,
    viewer: Some(ANNA),
};

/// Three players: Anna bids one red worker on the Keywood, Ben uses the Key Mine with a yellow
/// one, and Carla begins a use of the Keywood: with red around it, only red may stand on it (her
/// yellow is refused, the reason naming red), and a bid on the Key Mine would have to be yellow.
pub const ONE_COLOUR: Scenario<Keyflower> = Scenario {
    slug: "one-colour",
    title: ("Eine Farbe je Plättchen", "One colour per tile"),
    about: (
        "Gebote um ein Plättchen und Arbeiter darauf haben dieselbe Farbe: Um den Keywood bietet Anna Rot, also darf Carla ihn nur mit Roten nutzen, nicht mit Gelben. Ben hat die Key Mine gelb genutzt: Wer auf sie bietet, bietet Gelb.",
        "The bids around a tile and the workers on it share one colour: Anna bids red around the Keywood, so Carla may use it only with red, not yellow. Ben used the Key Mine with yellow: whoever bids on it bids yellow.",
    ),
    names: &["Anna", "Ben", "Carla"],
    start: || {
        let mut state = game_of(&Keyflower::configure(3, &Options::default()));
        offer_first(&mut state, &["Keywood", "Key Mine"]);
        for (seat, workers) in [(ANNA, [1, 2, 0, 0]), (BEN, [1, 0, 2, 0]), (CARLA, [0, 1, 2, 0])] {
            screen(&mut state, seat, workers);
        }
        state
    },
    moves: |_| {
        let mut moves = placement(ANNA, Action::Bid(Spot::Offer(0)), Colour::Red, 1);
        moves.extend(placement(BEN, Action::Use(Site::Offer(1)), Colour::Yellow, 1));
        moves.push((CARLA, Action::Use(Site::Offer(0))));
        moves
    },
    step: 7,
    viewer: Some(CARLA),
};

/// Anna uses the Keystone Quarry with 2 workers, Ben with 3: with 5 on it, a further use would
/// need 4 more, beyond 6, so the tile is blocked for the season; bids on it are still open, in
/// red, the colour of its uses.
pub const BLOCKED: Scenario<Keyflower> = Scenario {
    slug: "blocked",
    title: ("Gesperrt", "Blocked"),
    about: (
        "Jede Nutzung braucht mehr Arbeiter als die letzte, höchstens 6 je Plättchen: nach 2 und 3 geht nichts mehr.",
        "Each use takes more workers than the last, at most 6 a tile: after 2 and 3 nothing more fits.",
    ),
    names: NAMES,
    start: || table(false, &["Keystone Quarry"], [[1, 3, 0, 0], [0, 3, 0, 0]]),
    moves: |_| {
        let mut moves = placement(ANNA, Action::Use(Site::Offer(0)), Colour::Red, 2);
        moves.extend(placement(BEN, Action::Use(Site::Offer(0)), Colour::Red, 3));
        moves
    },
    step: 9,
    viewer: None,
};

/// Anna's village: home tile, a Keywood above, a Quarryman above that, linked by roads, with the
/// home tile's upgrade cost split between the home tile and the Quarryman. She uses the Stable
/// up for auction (capacity 2, one upgrade): one resource two tiles, then the home tile turns.
pub const TRANSPORT: Scenario<Keyflower> = Scenario {
    slug: "transport",
    title: ("Transport", "Transport"),
    about: (
        "Ein Rohstoff ein Plättchen weit kostet 1 Kapazität: mit 2 geht einer zwei Plättchen weit; dann die Aufwertung.",
        "One resource one tile costs 1 capacity: with 2, one goes two tiles; then the upgrade.",
    ),
    names: NAMES,
    start: transport_village,
    moves: |start| {
        let Building::Home(home) = start.players[ANNA].village[0].building else { unreachable!("home first") };
        let resource = HOMES[usize::from(home - 1)].upgrade[1];
        let mut moves = placement(ANNA, Action::Use(Site::Offer(0)), Colour::Blue, 1);
        moves.extend([
            (ANNA, Action::Move { from: 2, to: 1, resource }),
            (ANNA, Action::Move { from: 1, to: 0, resource }),
            (ANNA, Action::Upgrade(0)),
        ]);
        moves
    },
    step: 6,
    viewer: Some(ANNA),
};

/// Anna's village: her home tile with a stone, and a Gold Mine above it, linked by road, with an
/// iron. She uses her own home tile (capacity 1, one upgrade): the stone goes to the Gold Mine,
/// which is upgraded with the stone and iron now on it.
pub const TRANSPORT_UPGRADE: Scenario<Keyflower> = Scenario {
    slug: "transport-upgrade",
    title: ("Transport, dann Aufwertung", "Transport, then upgrade"),
    about: (
        "Anna nutzt ihr Heimatplättchen: Sie bringt den Stein zur Goldmine, auf der schon das Eisen liegt, und wertet sie damit auf; beide gehen in den Vorrat.",
        "Anna uses her home tile: she carries the stone to the Gold Mine, where the iron already lies, and upgrades it with both; they go back to the supply.",
    ),
    names: NAMES,
    start: || {
        let mut state = table(false, &[], [[2, 0, 0, 0], [2, 0, 0, 0]]);
        build(&mut state, ANNA, "Gold Mine", Hex { q: 0, r: -1 }, 0);
        resources_onto(&mut state, ANNA, 0, Resource::Stone, 1);
        resources_onto(&mut state, ANNA, 1, Resource::Iron, 1);
        state
    },
    moves: |_| {
        let mut moves = placement(ANNA, Action::Use(Site::Village(ANNA, 0)), Colour::Blue, 1);
        moves.extend([(ANNA, Action::Move { from: 0, to: 1, resource: Resource::Stone }), (ANNA, Action::Upgrade(1))]);
        moves
    },
    step: 5,
    viewer: Some(ANNA),
};

/// The game is over; Anna has the Scribes, the Scholar and the Key Guild, and five skill tiles
/// (two saws, two pick-axes, an anvil) that all three want. Ben holds the purple marker.
pub const WINTER_SCORING: Scenario<Keyflower> = Scenario {
    slug: "winter-scoring",
    title: ("Winterwertung", "Winter scoring"),
    about: (
        "Jedes Plättchen hinter dem Schirm zählt nur einmal. Alle fünf für die Schlüsselgilde gäben 10; besser erhält die Schreibstube ein Set (10) und der Gelehrte eine weitere Säge (3): 13 Punkte.",
        "Each tile behind the screen counts once. All five on the Key Guild would give 10; better, the Scribes get a set (10) and the Scholar a second saw (3): 13 points.",
    ),
    names: NAMES,
    start: || {
        let mut state = table(false, &[], [[0; 4], [0; 4]]);
        for (i, name) in ["Scribes", "Scholar", "Key Guild"].into_iter().enumerate() {
            build(&mut state, ANNA, name, Hex { q: i as i8 - 1, r: -1 }, 0);
        }
        for skill in [Skill::Saw, Skill::Saw, Skill::Pick, Skill::Pick, Skill::Anvil] {
            skill_to(&mut state, ANNA, skill);
        }
        state.start_player = BEN;
        state.season = Season::Winter;
        state.phase = Phase::Over;
        state
    },
    moves: |_| Vec::new(),
    step: 0,
    viewer: None,
};

/// With The Merchants: Anna's home tile is upgraded and holds an iron. Her blue worker uses it,
/// and its upgrade icon buys the blue extension that costs an iron instead of an upgrade.
pub const EXTENSION: Scenario<Keyflower> = Scenario {
    slug: "extension",
    title: ("Erweiterung", "Extension"),
    about: (
        "Statt aufzuwerten baut Anna mit dem Aufwertungssymbol eine blaue Erweiterung (das Eisen geht in den Vorrat): Die Siegpunkte des Plättchens zählen doppelt, und es dürfen nur noch blaue Arbeiter darauf.",
        "Instead of an upgrade Anna's upgrade icon builds a blue extension (the iron goes back to the supply): the tile's points count twice, and only blue workers may use it from now on.",
    ),
    names: NAMES,
    start: || {
        let mut state = table(true, &[], [[2, 1, 0, 0], [1, 2, 0, 0]]);
        state.players[ANNA].village[0].upgraded = true;
        resources_onto(&mut state, ANNA, 0, Resource::Iron, 1);
        state
    },
    moves: |_| {
        let mut moves = placement(ANNA, Action::Use(Site::Village(ANNA, 0)), Colour::Blue, 1);
        moves.extend([(ANNA, Action::Extend(0)), (ANNA, Action::Extension(2))]);
        moves
    },
    step: 5,
    viewer: Some(ANNA),
};

/// With The Merchants: Anna uses the Assayer up for auction and takes the open contract for a saw
/// and a wood; on her next turn she trades it for the wood.
pub const CONTRACT: Scenario<Keyflower> = Scenario {
    slug: "contract",
    title: ("Vertrag", "Contract"),
    about: (
        "Anna nimmt beim Prüfer den offenen Vertrag (Säge und Holz). Zu Beginn ihres nächsten Zuges tauscht sie ihn gegen eines seiner Dinge: das Holz kommt auf ihr Heimatplättchen, der Vertrag offen auf den Ablagestapel.",
        "Anna takes the open contract (saw and wood) at the Assayer. At the start of her next turn she trades it for one of its items: the wood goes onto her home tile, the contract face up onto the discard pile.",
    ),
    names: NAMES,
    start: || {
        let mut state = table(true, &["Assayer"], [[2, 0, 0, 0], [2, 0, 0, 0]]);
        open_contract(&mut state, 0, SAW_AND_WOOD);
        state
    },
    moves: |_| {
        let mut moves = placement(ANNA, Action::Use(Site::Offer(0)), Colour::Blue, 1);
        moves.extend([
            (ANNA, Action::Contract(From::Open(0))),
            (BEN, Action::Pass),
            (ANNA, Action::Trade { contract: SAW_AND_WOOD, item: Item::Resource(Some(Resource::Wood)) }),
        ]);
        moves
    },
    step: 6,
    viewer: Some(ANNA),
};

/// The contract that shows a saw and a wood.
pub const SAW_AND_WOOD: u8 = 13;

/// A game of Anna and Ben (with The Merchants if `merchants`), the spring tiles `offer` first,
/// the screens as given.
fn table(merchants: bool, offer: &[&str], screens: [[u8; 4]; 2]) -> State {
    let mut state = game_of(&Keyflower::configure(2, &Options { merchants, ..Options::default() }));
    offer_first(&mut state, offer);
    for (seat, workers) in [ANNA, BEN].into_iter().zip(screens) {
        screen(&mut state, seat, workers);
    }
    state
}

fn transport_village() -> State {
    let mut state = table(false, &["Stable"], [[2, 0, 0, 0], [2, 0, 0, 0]]);
    build(&mut state, ANNA, "Keywood", Hex { q: 0, r: -1 }, 2);
    build(&mut state, ANNA, "Quarryman", Hex { q: 0, r: -2 }, 0);
    let Building::Home(home) = state.players[ANNA].village[0].building else { unreachable!("home first") };
    let [first, second]: [Resource; 2] = HOMES[usize::from(home - 1)].upgrade;
    resources_onto(&mut state, ANNA, 0, first, 1);
    resources_onto(&mut state, ANNA, 2, second, 1);
    state
}
