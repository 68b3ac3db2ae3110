//! Key Market's guided first game: two players, the first game's guilds, game number 1; the
//! learner sits first and plays the set-up and the first two seasons (winter and spring of
//! year 1) step by step: placing a board and a first worker, paying for the farm house, hiring
//! (moving workers is explained in words: no move helps here), producing, bringing goods to
//! market, selling, taking gold, sponsoring an apprentice into a guild and paying wages. The other player follows a plain script meanwhile (`others`).
//! Each step's `pick` checks the figures its words give (a cost, the wages, the season).

use super::data::{Good, Shape};
use super::state::{Deed, Options, WorkerFrom};
use super::{Action, KeyMarket, State};
use crate::engine::Seat;
use crate::games::guide::{self, Guide, Step};

/// The guided first game.
pub const GUIDE: Guide<KeyMarket> =
    Guide { players: 2, options: || Options { first_game: true }, seed: 1, learner: Seat(0), others, steps: &STEPS };

/// The first legal action of `seat` that `wanted` accepts.
fn find(state: &State, seat: Seat, wanted: impl Fn(&Action) -> bool) -> Option<Action> {
    guide::find::<KeyMarket>(state, seat, wanted)
}

/// The seat's goods of `good`.
fn has(state: &State, seat: Seat, good: Good) -> u8 {
    state.players[seat].goods[good.index()]
}

/// A square resource field (not a village).
fn square(state: &State, field: u8) -> bool {
    let f = &state.land.fields[usize::from(field)];
    f.shape == Shape::Square && f.good.is_some()
}

/// The resource the seat holds most of (the first in market order on a tie) and how many.
fn most(state: &State, seat: Seat) -> (Good, u8) {
    Good::RESOURCES.into_iter().map(|g| (g, has(state, seat, g))).rev().max_by_key(|&(_, n)| n).expect("five resources")
}

/// Hiring an unemployed worker onto a square field, when hiring costs `cost` gold.
fn hire_square(state: &State, me: Seat, cost: u32) -> Option<Action> {
    (state.prices().hire_cost(me) == cost).then(|| {
        find(state, me, |a| matches!(a, Action::Hire { worker: WorkerFrom::Idle, to } if square(state, *to)))
    })?
}

/// Bringing a second of the one good brought so far.
fn bring_second(state: &State, me: Seat) -> Option<Action> {
    let at = state.players[me].at_market;
    let good = Good::RESOURCES.into_iter().find(|g| at[g.index()] == 1)?;
    find(state, me, |a| *a == Action::Bring(good))
}

/// Selling the pair brought to market as one batch.
fn sell_pair(state: &State, me: Seat) -> Option<Action> {
    let at = state.players[me].at_market;
    let good = Good::RESOURCES.into_iter().find(|g| at[g.index()] == 2)?;
    find(state, me, |a| *a == Action::Sell { good, count: 2 })
}

/// The other player's script, from its legal actions: place and pay with the first choice,
/// hire once a season, produce, bring everything, sell the largest batch, take gold, pay wages.
fn others(legal: Vec<Action>) -> Action {
    let rank = |a: &Action| match a {
        Action::Hire { .. } | Action::Produce | Action::Bring(_) | Action::PayWages => 0,
        Action::Sell { count, .. } => 3 - i32::from(*count),
        Action::EndFarming | Action::Ready | Action::TakeGold => 5,
        Action::Pass => 6,
        Action::Move { .. } | Action::Dismiss(_) => 9,
        _ => 7,
    };
    legal.into_iter().min_by_key(rank).expect("a legal action")
}

const SET_UP: (&str, &str) = (
    "Key Market dauert zwei Jahre zu je vier Jahreszeiten. Eure Arbeiter bewirtschaften Felder, ihr verkauft auf dem Markt und bringt Lehrlinge in die Gilden, deren Mitglieder am Ende Punkte bringen. Zuerst baut jeder sein Land auf.",
    "Key Market lasts two years of four seasons. Your workers farm fields; you sell at the market and bring apprentices into the guilds, whose members score at the end. First, everyone sets up their land.",
);

const STEPS: [Step<KeyMarket>; 23] = [
    Step {
        intro: Some(SET_UP),
        say: (
            "Lege dein Landtableau an das kleine Tableau an: eine ganze Kante aus drei Feldern muss an liegende Felder grenzen. Lege es oberhalb an, ungedreht.",
            "Place your country board against the small board: one whole edge of three fields must touch the fields on the table. Put it above, not turned.",
        ),
        pick: |s, me| find(s, me, |a| matches!(a, Action::PlaceBoard { y, rotation: 0, .. } if *y < 0)),
    },
    Step {
        intro: None,
        say: (
            "Setze deinen ersten Arbeiter auf ein eckiges Feld deines Tableaus: eckige Felder bringen 2 ihres Rohstoffs, runde 1. Du nimmst sofort einen dieses Rohstoffs.",
            "Put your first worker on a square field of your board: square fields yield 2 of their resource, circular ones 1. You take one of that resource at once.",
        ),
        pick: |s, me| find(s, me, |a| matches!(a, Action::PlaceFirstWorker(f) if square(s, *f))),
    },
    Step {
        intro: Some((
            "Jeder bezahlt verdeckt sein Farmhaus: mit dessen Rohstoff und einem weiteren. Was alle bezahlen, legt die ersten Preise am Markt fest.",
            "Everyone pays for their farm house in secret: with its own resource and one more. What everyone pays sets the first prices at the market.",
        )),
        say: (
            "Bezahle dein Farmhaus mit einem zweiten Rohstoff, den dein Arbeiter nicht erzeugt: Jede bezahlte Ware kommt auf ihre Reihe am Markt und senkt ihren Preis.",
            "Pay for your farm house with a second resource your worker does not farm: each good paid goes onto its row at the market and lowers its price.",
        ),
        pick: |s, me| {
            let farmed: Vec<Option<Good>> =
                s.workers.iter().filter(|w| w.seat == me).map(|w| s.land.fields[usize::from(w.field)].good).collect();
            find(s, me, |a| matches!(a, Action::PayFarmHouse(g) if !farmed.contains(&Some(*g))))
        },
    },
    Step {
        intro: Some((
            "Landwirtschaft: Der Reihe nach darf jeder 1 Arbeiter bewegen, 2 einen Arbeiter einstellen, 3 produzieren, 4 befördern, 5 zum Gutshaus ausbauen, 6 einen Arbeiter in den Ruhestand schicken, in dieser Reihenfolge. Zwei eigene Arbeiter stehen nie nebeneinander, auch nicht schräg. Das Spiel beginnt im Winter, in dem die Felder nichts tragen.",
            "Farming: in turn order each player may 1 move workers, 2 hire a worker, 3 produce, 4 promote, 5 upgrade to the manor house, 6 retire a worker, in that order. Two of your workers never stand next to each other, diagonals included. The game begins in winter, when fields yield nothing.",
        )),
        say: (
            "Stelle für den Frühling einen zweiten Arbeiter auf einem eckigen Feld ein. Er kostet so viel Gold, wie du Arbeiter auf den Tableaus hast: 1.",
            "Hire a second worker onto a square field, ready for spring. It costs as much gold as you have workers on the boards: 1.",
        ),
        pick: |s, me| hire_square(s, me, 1),
    },
    Step {
        intro: None,
        say: (
            "Im Winter brächte Produzieren nichts: Beende deine Landwirtschaft. Dann ist dein Mitspieler an der Reihe.",
            "Producing would bring nothing in winter: end your Farming. Then it is the other player's turn.",
        ),
        pick: |s, me| {
            (s.season == 0 && s.prices().production(me).goods == [0; 6])
                .then(|| find(s, me, |a| *a == Action::EndFarming))?
        },
    },
    Step {
        intro: Some((
            "Markttag: Zuerst wählt jeder verdeckt hinter seinem Sichtschirm, welche Waren er mitbringt; alle decken gleichzeitig auf. Nur mitgebrachte Waren kannst du verkaufen.",
            "Market Day: first everyone chooses in secret, behind their screen, which goods to bring; everyone reveals at once. You can sell only what you brought.",
        )),
        say: ("Bringe den Rohstoff mit, von dem du am meisten hast.", "Bring the resource you hold most of."),
        pick: |s, me| {
            let (good, _) = most(s, me);
            find(s, me, |a| *a == Action::Bring(good))
        },
    },
    Step {
        intro: None,
        say: (
            "Bringe noch einen davon mit: Ein Verkauf ist ein Stapel aus 1 oder 2 gleichen Waren.",
            "Bring one more of it: a sale is a batch of 1 or 2 of the same good.",
        ),
        pick: bring_second,
    },
    Step {
        intro: None,
        say: ("Fertig: Das übrige bleibt zu Hause.", "Done: the rest stays at home."),
        pick: |s, me| find(s, me, |a| *a == Action::Ready),
    },
    Step {
        intro: Some((
            "Der Reihe nach verkauft jeder einen Stapel oder nimmt seine eine Gildenaktion, bis alle passen. Der Preis ist die erste freie Zahl der Reihe des Rohstoffs; eine verkaufte Ware kommt auf die Reihe, und der Preis sinkt.",
            "In turn order everyone sells one batch or takes their one guild action, until all pass. The price is the first uncovered number of the resource's row; one good sold goes onto the row, and the price drops.",
        )),
        say: (
            "Verkaufe deine beiden Waren als einen Stapel: Beide bringen den aktuellen Preis.",
            "Sell your two goods as one batch: both fetch the current price.",
        ),
        pick: sell_pair,
    },
    Step {
        intro: None,
        say: (
            "Nimm als Gildenaktion Gold: 5 weniger 1 je eigenem Arbeiter auf den Tableaus, also 3. (Zu dritt und zu viert kämst du dazu an die Spitze der Gunstleiste.)",
            "As your guild action, take gold: 5 less 1 per worker of yours on the boards, so 3. (With three or four players you would also go to the top of the favour track.)",
        ),
        pick: |s, me| (s.prices().gold_taken(me) == 3).then(|| find(s, me, |a| *a == Action::TakeGold))?,
    },
    Step {
        intro: None,
        say: (
            "Nichts mehr zu tun: Passe für den Rest des Markttags.",
            "Nothing left to do: pass for the rest of Market Day.",
        ),
        pick: |s, me| find(s, me, |a| *a == Action::Pass),
    },
    Step {
        intro: Some((
            "Saisonende: Die billigsten Waren werden wieder teurer, das Wetter wechselt, und jeder zahlt 2 Gold Lohn je Arbeiter auf den Tableaus oder schickt Arbeiter nach Hause. Wer die wenigsten Arbeiter hat, ist danach zuerst dran.",
            "End of Season: the cheapest goods grow dearer again, the weather changes, and everyone pays 2 gold wages per worker on the boards or sends workers home. Whoever has the fewest workers goes first after that.",
        )),
        say: ("Bezahle den Lohn für deine 2 Arbeiter: 4 Gold.", "Pay the wages of your 2 workers: 4 gold."),
        pick: |s, me| (s.prices().wages(me) == 4).then(|| find(s, me, |a| *a == Action::PayWages))?,
    },
    Step {
        intro: Some((
            "Frühling: wieder Landwirtschaft, Markttag und Saisonende. Ab jetzt tragen die Felder, und die Marker zeigen das Wetter der Jahreszeit. In der Landwirtschaft darfst du zuerst Arbeiter versetzen: waagrecht oder senkrecht, 1 Gold je betretenes Feld, nie neben einen eigenen Arbeiter und nie in ein Gebiet mit einem anderen Arbeiter; wer sich in einem leeren Dorf niederlässt, zahlt 5 Gold mehr.",
            "Spring: Farming, Market Day and End of Season again. From now on the fields yield, and the markers show the season's weather. In Farming you may first move workers: straight, not diagonally, 1 gold for each field entered, never next to another of your workers and never into an area with any other worker; settling in an empty village costs 5 gold more.",
        )),
        say: (
            "Deine Arbeiter stehen auf guten Feldern, du versetzt keinen. Stelle einen dritten Arbeiter auf einem eckigen Feld ein: Er kostet jetzt 2 Gold.",
            "Your workers stand on good fields, so move none. Hire a third worker onto a square field: it now costs 2 gold.",
        ),
        pick: |s, me| hire_square(s, me, 2),
    },
    Step {
        intro: None,
        say: (
            "Produziere: Jeder Arbeiter bringt den Rohstoff seines Feldes, eckig 2, rund 1. Das Wetter ändert das: Der Rohstoff des runden Markers bringt auf runden Feldern 3, der des eckigen auf eckigen nichts.",
            "Produce: each worker yields its field's resource, 2 on a square, 1 on a circle. The weather changes that: the circle marker's resource yields 3 on circular fields, the square marker's nothing on square ones.",
        ),
        pick: |s, me| find(s, me, |a| *a == Action::Produce),
    },
    Step {
        intro: None,
        say: ("Beende deine Landwirtschaft.", "End your Farming."),
        pick: |s, me| find(s, me, |a| *a == Action::EndFarming),
    },
    Step {
        intro: None,
        say: (
            "Bringe zwei Waren des Rohstoffs mit, von dem du am meisten hast.",
            "Bring two of the resource you hold most of.",
        ),
        pick: |s, me| {
            let (good, count) = most(s, me);
            (count >= 2).then(|| find(s, me, |a| *a == Action::Bring(good)))?
        },
    },
    Step { intro: None, say: ("Und die zweite.", "And the second."), pick: bring_second },
    Step {
        intro: None,
        say: (
            "Fertig: Die anderen Rohstoffe brauchst du gleich für eine Gilde.",
            "Done: you will need the other resources for a guild in a moment.",
        ),
        pick: |s, me| find(s, me, |a| *a == Action::Ready),
    },
    Step { intro: None, say: ("Verkaufe deinen Stapel.", "Sell your batch."), pick: sell_pair },
    Step {
        intro: Some((
            "Gilden: Ein Lehrling kostet 2 verschiedene Rohstoffe, ein Geselle 3, ein Meister 4. Jede Stufe bringt eine Fähigkeit und am Ende Punkte; dafür tritt einer deiner freien Arbeiter in die Gilde ein.",
            "Guilds: an apprentice costs 2 different resources, a craftsman 3, a master 4. Each level brings a skill and points at the end; for that, one of your unemployed workers joins the guild.",
        )),
        say: (
            "Nimm als Gildenaktion einen freien Arbeiter als Lehrling in die erste angebotene Gilde auf.",
            "As your guild action, sponsor an unemployed worker as an apprentice in the first guild offered.",
        ),
        pick: |s, me| find(s, me, |a| matches!(a, Action::Sponsor { worker: WorkerFrom::Idle, .. })),
    },
    Step {
        intro: None,
        say: (
            "Bezahle den Lehrling mit zwei verschiedenen Rohstoffen.",
            "Pay for the apprentice with two different resources.",
        ),
        pick: |s, me| {
            let sponsoring = matches!(s.pending.as_ref().map(|p| &p.deed), Some(Deed::Sponsor { .. }));
            sponsoring.then(|| find(s, me, |a| matches!(a, Action::Pay(_))))?
        },
    },
    Step {
        intro: None,
        say: ("Passe für den Rest des Markttags.", "Pass for the rest of Market Day."),
        pick: |s, me| find(s, me, |a| *a == Action::Pass),
    },
    Step {
        intro: None,
        say: (
            "Bezahle den Lohn: 6 Gold für deine 3 Arbeiter auf den Tableaus; freie Arbeiter und Gildenmitglieder kosten nichts. Ab hier spielst du frei weiter.",
            "Pay the wages: 6 gold for your 3 workers on the boards; unemployed workers and guild members cost nothing. From here on you play freely.",
        ),
        pick: |s, me| (s.prices().wages(me) == 6).then(|| find(s, me, |a| *a == Action::PayWages))?,
    },
];
