//! Keyflower's guided first game, with The Merchants: two players, game number 1; the learner
//! is the start player and plays spring and summer step by step. Spring: bidding in one colour,
//! using a tile, being outbid and raising, passing, choosing a boat and building the won tile
//! into the village with its road joined to the home tile's. Summer: a turn-order tile, a
//! contract taken and traded for a skill, transport and an upgrade through the home tile
//! (extensions and cabins in a sentence each), the first pick of the boats, and the winter tiles
//! in hand. The other player follows a plain script meanwhile (`others`). Each step's `pick`
//! checks the tiles, workers, counts, contracts and roads its words name.

use super::contracts::From;
use super::data::merchants::{CONTRACTS, Item};
use super::data::{Colour, Edge, Resource, Skill};
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

/// The learner confirms the workers gathered, for a bid or for a use.
fn confirm(state: &State, me: Seat) -> Option<Action> {
    find(state, me, |a| *a == Action::Confirm)
}

const CONFIRM_BID: Step<Keyflower> =
    Step { intro: None, say: ("Bestätige das Gebot.", "Confirm the bid."), pick: confirm };
const CONFIRM_USE: Step<Keyflower> =
    Step { intro: None, say: ("Bestätige die Nutzung.", "Confirm the use."), pick: confirm };

const STEPS: [Step<Keyflower>; 36] = [
    Step {
        intro: Some((
            "Keyflower dauert vier Jahreszeiten. In jeder liegen neue Plättchen in der Mitte aus. Reihum bietest du mit Arbeitern auf ein Plättchen, nutzt eines für seinen Ertrag oder passt. Am Ende der Jahreszeit bekommt das höchste Gebot das Plättchen für sein Dorf; überbotene Arbeiter kehren zurück.",
            "Keyflower lasts four seasons. In each, new tiles lie out in the middle. In turn you bid workers on a tile, use one for what it yields, or pass. At the season's end the highest bid takes the tile for its village; outbid workers go back.",
        )),
        say: (
            "Biete auf den Woodcutter (Holzfäller): Er bringt bei jeder Nutzung 2 Holz.",
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
            "Nutze den Woodcutter selbst, mit einem roten Arbeiter: Er bringt dir 2 Holz.",
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
    CONFIRM_USE,
    Step {
        intro: None,
        say: (
            "Das Holz liegt jetzt auf deinem Heimatplättchen. Biete als Nächstes auf das Alehouse (Wirtshaus): Jede Nutzung zieht neue Arbeiter aus dem Beutel.",
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
    CONFIRM_BID,
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
            "Dein Mitspieler hat auf den Peddler (Hausierer) geboten. Passe wieder.",
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
            "Dein Mitspieler hat dich am Alehouse mit 2 gelben überboten. Biete erneut auf das Alehouse.",
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
        say: ("Bestätige: Jetzt führst du am Alehouse.", "Confirm: now you lead at the Alehouse."),
        pick: |s, me| find(s, me, |a| *a == Action::Confirm),
    },
    Step {
        intro: None,
        say: (
            "Dein Mitspieler hat auf 4 erhöht, und dir bleibt kein Gelb. Lass das Alehouse ziehen und passe: Deine 3 gelben Arbeiter kommen am Ende der Jahreszeit zurück.",
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
            "Du hast den Woodcutter gewonnen. Baue ihn in dein Dorf.",
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
            "Drehe ihn so, dass eine seiner Straßen an eine Straße deines Heimatplättchens stößt: Waren wandern über Straßen dorthin, wo ein Ausbau sie braucht. Dann beginnt der Sommer.",
            "Turn it so that one of its roads meets a road of your home tile: goods travel along roads to where an upgrade needs them. Then summer begins.",
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
    Step {
        intro: Some((
            "Auf Reihenfolgeplättchen bietest du wie auf Jahreszeitenplättchen. Am Ende der Jahreszeit wählen ihre Gewinner zuerst ein Boot, in der Reihenfolge der Plättchen; wer Plättchen 1 mit dem lila Symbol gewinnt, beginnt auch die nächste Jahreszeit. Die Arbeiter darauf kommen in den Beutel.",
            "You bid on turn-order tiles as on season tiles. At the season's end their winners choose a boat first, in the tiles' order; whoever wins tile 1, with the purple icon, also starts the next season. The workers bid on them go into the bag.",
        )),
        say: (
            "Biete auf Reihenfolgeplättchen 1: Dann wählst du zuerst ein Boot und beginnst den Herbst.",
            "Bid on turn-order tile 1: then you choose a boat first and start autumn.",
        ),
        pick: |s, me| {
            let first = s.turn_order.first().filter(|t| t.number == 1 && t.start)?;
            first.bids.by.is_empty().then(|| find(s, me, |a| *a == Action::Bid(Spot::TurnOrder(0))))?
        },
    },
    Step {
        intro: None,
        say: (
            "Noch hat niemand darauf geboten: Ein roter Arbeiter genügt.",
            "Nobody has bid there yet: one red worker will do.",
        ),
        pick: |s, me| find(s, me, |a| *a == Action::Worker(Colour::Red)),
    },
    CONFIRM_BID,
    Step {
        intro: Some((
            "Die Händler bringen Verträge. Plättchen wie der Bookkeeper geben einen: einen der drei offenen oder einen verdeckt von einem Stapel. Hast du am Spielende, was ein Vertrag zeigt, bringt er 7 Punkte; in deinem Zug darfst du ihn aber auch jederzeit gegen eines der gezeigten Dinge tauschen (nie gegen ein weißes „beliebig“), ohne dass es dich den Zug kostet.",
            "The Merchants bring contracts. Tiles such as the Bookkeeper give one: one of the three open ones, or one drawn face down from a pile. If at the game's end you have what a contract shows, it is worth 7 points; but at any time in your turn you may trade it for one of the things it shows (never a white \"any\"), and that costs no turn.",
        )),
        say: (
            "Nutze den Bookkeeper (Buchhalter) in der Mitte: Seine Grundseite gibt einen Vertrag oder ein Fertigkeitsplättchen.",
            "Use the Bookkeeper in the middle: its base side gives a contract or a skill tile.",
        ),
        pick: |s, me| {
            let i = offered(s, "Bookkeeper")?;
            find(s, me, |a| *a == Action::Use(Site::Offer(i)))
        },
    },
    Step {
        intro: None,
        say: ("Mit einem gelben Arbeiter.", "With a yellow worker."),
        pick: |s, me| find(s, me, |a| *a == Action::Worker(Colour::Yellow)),
    },
    CONFIRM_USE,
    Step {
        intro: None,
        say: (
            "Keiner der offenen Verträge zeigt etwas, das dein Dorf gleich brauchen kann. Ziehe einen verdeckt vom dritten Stapel.",
            "None of the open contracts shows anything your village can use at once. Draw one face down from the third pile.",
        ),
        pick: |s, me| {
            let open = s.contracts.open.iter().flatten().flat_map(|&c| CONTRACTS[usize::from(c)]);
            let saw = open.clone().any(|i| *i == Item::Skill(Some(Skill::Saw)));
            let stone = open.clone().any(|i| *i == Item::Resource(Some(Resource::Stone)));
            (!saw && !stone).then(|| find(s, me, |a| *a == Action::Contract(From::Pile(2))))?
        },
    },
    Step {
        intro: None,
        say: (
            "Dein Vertrag zeigt eine Säge und ein Holz. Tausche ihn gegen die Säge: Sie kommt hinter deinen Sichtschirm, und die Aufwertung des Woodcutters kostet genau eine Säge.",
            "Your contract shows a saw and a wood. Trade it for the saw: it goes behind your screen, and the Woodcutter's upgrade costs just a saw.",
        ),
        pick: |s, me| {
            let saw = Item::Skill(Some(Skill::Saw));
            let &contract = s.players[me].contracts.first()?;
            let shows = CONTRACTS[usize::from(contract)];
            (shows.contains(&saw) && shows.contains(&Item::Resource(Some(Resource::Wood))))
                .then(|| find(s, me, |a| *a == Action::Trade { contract, item: saw }))?
        },
    },
    Step {
        intro: Some((
            "Ein Transportplättchen wie dein Heimatplättchen bewegt erst Waren über Straßen (jeder Karren eine Ware ein Plättchen weit) und wertet dann so viele deiner Plättchen auf, wie es Aufwertungssymbole zeigt. Die Waren einer Aufwertung müssen schon auf dem Plättchen liegen, Fertigkeiten kommen hinter dem Sichtschirm hervor. Die aufgewertete Seite bringt mehr und zählt ihre Punkte.",
            "A transport tile such as your home tile first moves goods along roads (each cart one good one tile) and then upgrades as many of your tiles as it shows upgrade icons. An upgrade's goods must already lie on its tile; skills come from behind the screen. The upgraded side yields more and scores its points.",
        )),
        say: ("Nutze dein Heimatplättchen.", "Use your home tile."),
        pick: |s, me| find(s, me, |a| *a == Action::Use(Site::Village(me, 0))),
    },
    Step {
        intro: None,
        say: ("Mit einem roten Arbeiter.", "With a red worker."),
        pick: |s, me| find(s, me, |a| *a == Action::Worker(Colour::Red)),
    },
    CONFIRM_USE,
    Step {
        intro: Some((
            "Mit den Händlern darf ein Aufwertungssymbol stattdessen einen Ausbau auf ein schon aufgewertetes Plättchen setzen: Er verdoppelt dessen aufgedruckte Punkte, und danach dürfen nur noch Arbeiter seiner Farbe das Plättchen nutzen.",
            "With The Merchants an upgrade icon may instead put an extension on a tile already upgraded: it doubles the tile's printed points, and from then on only workers of its colour may use the tile.",
        )),
        say: (
            "Der Woodcutter braucht keine Waren, nur die Säge: Der Karren bleibt leer, werte ihn gleich auf. Aufgewertet bringt er 1 Holz und 1 Gold und zählt 3 Punkte.",
            "The Woodcutter needs no goods, only the saw: the cart stays empty, upgrade it at once. Upgraded it yields 1 wood and 1 gold and scores 3 points.",
        ),
        pick: |s, me| {
            let woodcutter = s.players[me].village.get(1).filter(|t| {
                !t.upgraded && matches!(t.building, Building::Tile(tile) if tile.data().name == "Woodcutter")
            });
            let saw = s.players[me].skills.of(Skill::Saw) > 0;
            (woodcutter.is_some() && saw).then(|| find(s, me, |a| *a == Action::Upgrade(1)))?
        },
    },
    Step {
        intro: None,
        say: (
            "Dein Mitspieler bietet auf den Mason (Steinmetz). Du hast erreicht, was du wolltest: Passe.",
            "The other player bids on the Mason. You have done what you came for: pass.",
        ),
        pick: |s, me| {
            let i = usize::from(offered(s, "Mason")?);
            (!s.offer[i].bids.by.is_empty()).then(|| find(s, me, |a| *a == Action::Pass))?
        },
    },
    Step {
        intro: None,
        say: (
            "Er bietet nun auch auf den Bookkeeper, in Gelb wie deine Nutzung dort. Passe wieder.",
            "Now the other player bids on the Bookkeeper too, in yellow like your use there. Pass again.",
        ),
        pick: |s, me| {
            let i = usize::from(offered(s, "Bookkeeper")?);
            (s.offer[i].bids.colour == Some(Colour::Yellow)).then(|| find(s, me, |a| *a == Action::Pass))?
        },
    },
    Step {
        intro: None,
        say: (
            "Passe noch einmal: Passt dein Mitspieler auch, endet der Sommer.",
            "Pass once more: if the other player passes too, summer ends.",
        ),
        pick: |s, me| find(s, me, |a| *a == Action::Pass),
    },
    Step {
        intro: Some((
            "Wintergebäude: Zu Beginn hast du vier erhalten (Craftsmen's Guild, Keythedral, Windmill, Key Market). Vor dem Winter legt jeder geheim fest, welche davon er versteigern lässt; am Spielende bringt jedes Punkte für das, was sein Dorf gesammelt hat.",
            "Winter tiles: you were dealt four at the start (Craftsmen's Guild, Keythedral, Windmill, Key Market). Before winter everyone secretly chooses which of theirs go up for auction; at the game's end each scores for what its owner's village gathered.",
        )),
        say: (
            "Du hast Reihenfolgeplättchen 1 gewonnen: Du wählst zuerst und beginnst den Herbst. Nimm das zweite Boot: 6 Arbeiter, eine Spitzhacke und eine Hütte, die als zusätzliches Aufwertungssymbol auf dein Heimatplättchen kommt. Ab hier spielst du frei weiter.",
            "You won turn-order tile 1: you choose first and start autumn. Take the second boat: 6 workers, a pick and a cabin, which goes on your home tile as an extra upgrade icon. From here on you play freely.",
        ),
        pick: |s, me| {
            let names = ["Craftsmen's Guild", "Keythedral", "Windmill", "Key Market"];
            let dealt = s.players[me].winter.iter().map(|t| t.data().name).eq(names);
            let b = s.boats.get(1).filter(|b| b.workers.total() == 6 && b.cabins == 1 && b.skills.of(Skill::Pick) == 1);
            (dealt && b.is_some()).then(|| find(s, me, |a| *a == Action::Boat(1)))?
        },
    },
];
