//! Keyflower's guided first game, with The Merchants: two players, game number 1; the learner
//! is the start player and plays spring step by step: bidding in one colour, using a tile,
//! being outbid and raising, passing, choosing a boat and building the won tile into the village
//! with its road joined to the home tile's. Upgrades and transport, turn order, winter tiles,
//! contracts and extensions are not in it yet. The other player follows a plain script meanwhile
//! (`others`). Each step's `pick` checks the tiles, workers, counts and roads its words name.

use super::data::{Colour, Edge, Resource};
use super::state::{Building, Hex, Site, Spot};
use super::village::{neighbour, placed_edge, road_neighbours};
use super::{Action, Keyflower, Options, State};
use crate::engine::Seat;
use crate::games::guide::{self, Guide, Step};

/// The guided first game.
pub const GUIDE: Guide<Keyflower> = Guide {
    players: 2,
    options: || Options { merchants: true, ..Options::default() },
    seed: 1,
    learner: Seat(1),
    others,
    steps: &STEPS,
};

/// The first legal action of `seat` that `wanted` accepts.
fn find(state: &State, seat: Seat, wanted: impl Fn(&Action) -> bool) -> Option<Action> {
    guide::find::<Keyflower>(state, seat, wanted)
}

/// The place of the tile named `name` in this season's offer.
fn offered(state: &State, name: &str) -> Option<u8> {
    state.offer.iter().position(|o| o.tile.data().name == name).map(|i| i as u8)
}

/// The other player's script, from its legal actions: bid one worker on the first tile it may,
/// then confirm; take, place and pay with the first choice; pass when nothing else is left.
fn others(legal: Vec<Action>) -> Action {
    let rank = |a: &Action| match a {
        Action::Confirm => 0,
        Action::Bid(_) | Action::Worker(_) => 1,
        Action::Group(_) => 2,
        Action::Pass | Action::Stop => 9,
        _ => 3,
    };
    legal.into_iter().min_by_key(rank).expect("a legal action")
}

const STEPS: [Step<Keyflower>; 20] = [
    Step {
        intro: Some((
            "Keyflower dauert vier Jahreszeiten. In jeder liegen neue Plättchen in der Mitte aus. Reihum bietest du mit Arbeitern auf ein Plättchen, nutzt eines für seinen Ertrag oder passt. Am Ende der Jahreszeit bekommt das höchste Gebot das Plättchen für sein Dorf; überbotene Arbeiter kehren zurück.",
            "Keyflower lasts four seasons. In each, new tiles lie out in the middle. In turn you bid workers on a tile, use one for what it yields, or pass. At the season's end the highest bid takes the tile for its village; outbid workers go back.",
        )),
        say: (
            "Biete auf den Holzfäller: Er bringt bei jeder Nutzung 2 Holz.",
            "Bid on the Woodcutter: each use of it yields 2 wood.",
        ),
        pick: |s, me| {
            let i = offered(s, "Woodcutter")?;
            find(s, me, |a| *a == Action::Bid(Spot::Offer(i)))
        },
    },
    Step {
        intro: Some((
            "Alle Arbeiter an einem Plättchen, ob Gebot oder Nutzung, haben dieselbe Farbe: Wer zuerst setzt, bestimmt sie.",
            "All workers at a tile, bids and uses alike, are of one colour: whoever places first decides it.",
        )),
        say: (
            "Setze einen roten Arbeiter: Von Rot hast du die meisten.",
            "Place a red worker: you have the most of red.",
        ),
        pick: |s, me| {
            let screen = &s.players[me].screen;
            let most = Colour::ALL.into_iter().max_by_key(|&c| screen.of(c)) == Some(Colour::Red);
            most.then(|| find(s, me, |a| *a == Action::Worker(Colour::Red)))?
        },
    },
    Step {
        intro: None,
        say: (
            "Ein Arbeiter genügt für den Anfang: Bestätige das Gebot.",
            "One worker will do for a start: confirm the bid.",
        ),
        pick: |s, me| find(s, me, |a| *a == Action::Confirm),
    },
    Step {
        intro: Some((
            "Nutzen heißt: Arbeiter auf ein Plättchen stellen, in der Mitte oder in einem Dorf, auch in einem fremden. Die erste Nutzung kostet 1 Arbeiter, jede weitere einen mehr als die letzte, immer in der Farbe des Plättchens.",
            "Using means placing workers on a tile, in the middle or in a village, another player's too. The first use takes 1 worker, every further one one more than the last, always in the tile's colour.",
        )),
        say: (
            "Nutze den Holzfäller selbst, mit einem roten Arbeiter: Er bringt dir 2 Holz.",
            "Use the Woodcutter yourself, with a red worker: it yields you 2 wood.",
        ),
        pick: |s, me| {
            let i = offered(s, "Woodcutter")?;
            find(s, me, |a| *a == Action::Use(Site::Offer(i)))
        },
    },
    Step {
        intro: None,
        say: ("Setze den roten Arbeiter.", "Place the red worker."),
        pick: |s, me| find(s, me, |a| *a == Action::Worker(Colour::Red)),
    },
    Step {
        intro: None,
        say: ("Bestätige die Nutzung.", "Confirm the use."),
        pick: |s, me| find(s, me, |a| *a == Action::Confirm),
    },
    Step {
        intro: None,
        say: (
            "Das Holz liegt jetzt auf deinem Heimatplättchen. Biete als Nächstes auf das Wirtshaus: Jede Nutzung zieht neue Arbeiter aus dem Beutel.",
            "The wood now lies on your home tile. Next, bid on the Alehouse: each use of it draws new workers from the bag.",
        ),
        pick: |s, me| {
            let wood = s.players[me].village[0].resources.of(Resource::Wood) == 2;
            let i = offered(s, "Alehouse")?;
            wood.then(|| find(s, me, |a| *a == Action::Bid(Spot::Offer(i))))?
        },
    },
    Step {
        intro: None,
        say: ("Diesmal mit einem gelben Arbeiter.", "This time with a yellow worker."),
        pick: |s, me| find(s, me, |a| *a == Action::Worker(Colour::Yellow)),
    },
    Step {
        intro: None,
        say: ("Bestätige das Gebot.", "Confirm the bid."),
        pick: |s, me| find(s, me, |a| *a == Action::Confirm),
    },
    Step {
        intro: None,
        say: (
            "Passe. Die Jahreszeit endet erst, wenn alle nacheinander passen: Spielt dein Mitspieler weiter, bist du wieder dran.",
            "Pass. The season ends only when everyone passes in a row: if the other player plays on, it is your turn again.",
        ),
        pick: |s, me| find(s, me, |a| *a == Action::Pass),
    },
    Step {
        intro: None,
        say: (
            "Dein Mitspieler hat auf den Hausierer geboten. Passe wieder.",
            "The other player bid on the Peddler. Pass again.",
        ),
        pick: |s, me| find(s, me, |a| *a == Action::Pass),
    },
    Step {
        intro: Some((
            "Ein überbotenes Gebot bleibt liegen, bis du es erhöhst oder als Gruppe an ein anderes Plättchen bringst; sonst kehrt es am Ende der Jahreszeit zurück. Ein neues Gebot muss höher sein als das höchste.",
            "An outbid bid stays where it is until you raise it or bring it as a group to another tile; otherwise it comes back at the season's end. A new bid must be higher than the highest.",
        )),
        say: (
            "Dein Mitspieler hat dich am Wirtshaus mit 2 gelben überboten. Biete erneut auf das Wirtshaus.",
            "The other player outbid you at the Alehouse with 2 yellow. Bid on the Alehouse again.",
        ),
        pick: |s, me| {
            let i = offered(s, "Alehouse")?;
            let top = s.offer[usize::from(i)].bids.by.iter().map(|(_, w)| w.total()).max();
            (top == Some(2)).then(|| find(s, me, |a| *a == Action::Bid(Spot::Offer(i))))?
        },
    },
    Step {
        intro: None,
        say: ("Setze einen gelben Arbeiter.", "Place a yellow worker."),
        pick: |s, me| find(s, me, |a| *a == Action::Worker(Colour::Yellow)),
    },
    Step {
        intro: None,
        say: (
            "Und noch einen: Zu deinem überbotenen Arbeiter kommen 2, also 3 gegen 2.",
            "And another: 2 join your outbid worker, so 3 against 2.",
        ),
        pick: |s, me| find(s, me, |a| *a == Action::Worker(Colour::Yellow)),
    },
    Step {
        intro: None,
        say: ("Bestätige: Jetzt führst du am Wirtshaus.", "Confirm: now you lead at the Alehouse."),
        pick: |s, me| find(s, me, |a| *a == Action::Confirm),
    },
    Step {
        intro: None,
        say: (
            "Dein Mitspieler hat auf 4 erhöht, und dir bleibt kein Gelb. Lass das Wirtshaus ziehen und passe: Deine 3 gelben Arbeiter kommen am Ende der Jahreszeit zurück.",
            "The other player raised to 4, and you have no yellow left. Let the Alehouse go and pass: your 3 yellow workers come back at the season's end.",
        ),
        pick: |s, me| {
            let no_yellow = s.players[me].screen.of(Colour::Yellow) == 0;
            no_yellow.then(|| find(s, me, |a| *a == Action::Pass))?
        },
    },
    Step {
        intro: Some((
            "Ende der Jahreszeit: Der Reihe nach wählt jeder ein Boot; seine Arbeiter, Fertigkeiten und Waren kommen zu dir. Dann baut jeder die gewonnenen Plättchen in sein Dorf.",
            "End of the season: in turn everyone chooses a boat; its workers, skills and goods come to you. Then everyone builds the tiles they won into their village.",
        )),
        say: ("Wähle das Boot mit den meisten Arbeitern: 7.", "Choose the boat with the most workers: 7."),
        pick: |s, me| {
            let i = s.boats.iter().position(|b| b.workers.total() == 7)?;
            let most = s.boats.iter().all(|b| b.workers.total() <= 7);
            most.then(|| find(s, me, |a| *a == Action::Boat(i as u8)))?
        },
    },
    Step {
        intro: None,
        say: (
            "Du hast den Holzfäller gewonnen. Baue ihn in dein Dorf.",
            "You won the Woodcutter. Build it into your village.",
        ),
        pick: |s, me| find(s, me, |a| matches!(a, Action::Build(Building::Tile(t)) if t.data().name == "Woodcutter")),
    },
    Step {
        intro: None,
        say: (
            "Lege ihn an dein Heimatplättchen an, an eine seiner Straßenseiten.",
            "Put it next to your home tile, on one of its road sides.",
        ),
        pick: |s, me| {
            let home = &s.players[me].village[0];
            let d = (0..6).find(|&d| neighbour(home.at, d) == Hex { q: -1, r: 0 })?;
            (placed_edge(home, d) == Edge::Road).then(|| find(s, me, |a| *a == Action::At(Hex { q: -1, r: 0 })))?
        },
    },
    Step {
        intro: None,
        say: (
            "Drehe ihn so, dass eine seiner Straßen an eine Straße deines Heimatplättchens stößt: Waren wandern über Straßen dorthin, wo ein Ausbau sie braucht. Ab hier spielst du frei weiter, in den Sommer.",
            "Turn it so that one of its roads meets a road of your home tile: goods travel along roads to where an upgrade needs them. From here on you play freely, into summer.",
        ),
        pick: |s, me| {
            find(s, me, |a| {
                let mut after = s.clone();
                matches!(a, Action::Turn(_))
                    && crate::engine::play::<Keyflower>(&mut after, me, a).is_ok()
                    && road_neighbours(&after.players[me].village, 1, false).contains(&0)
            })
        },
    },
];
