//! Nürnberg's guided first game: two players, game number 1; the learner sits first and plays
//! the first round step by step: planning in secret, buying, recruiting and selling at the
//! called guilds, planning again with the merchants left, and the round's end, where each
//! guild's master goes to whoever holds most of its goods; then, in the second round, a
//! citizen. The other player follows a plain script meanwhile (`others`). Each step's `pick`
//! checks the figures and pieces its words name.

use super::data::{CitizenKind, Guest, Guild};
use super::state::{Cards, Goods, Phase};
use super::{Action, Nuernberg, State};
use crate::engine::Seat;
use crate::games::guide::{self, Guide, Step};

/// The guided first game.
pub const GUIDE: Guide<Nuernberg> =
    Guide { players: 2, options: || (), seed: 1, learner: Seat(0), others, steps: &STEPS };

/// The first legal action of `seat` that `wanted` accepts.
fn find(state: &State, seat: Seat, wanted: impl Fn(&Action) -> bool) -> Option<Action> {
    guide::find::<Nuernberg>(state, seat, wanted)
}

/// The guild being called, if one is.
fn called(state: &State) -> Option<Guild> {
    match state.phase {
        Phase::Action { guild, .. } => Some(guild),
        _ => None,
    }
}

/// `n` goods of `guild`.
fn goods(guild: Guild, n: u8) -> Goods {
    let mut bag = Goods::default();
    bag.add(guild, n);
    bag
}

/// The other player's script, from its legal actions: plan every card it can, sell one good
/// where it can, else buy one, and stay in its place.
fn others(legal: Vec<Action>) -> Action {
    let rank = |a: &Action| match a {
        Action::Plan(cards) => -(cards.len() as i32),
        Action::Sell(n) => 9 + i32::from(*n),
        Action::Buy(goods) => 20 + goods.total() as i32,
        Action::MoveFirst(false) | Action::Decline => 30,
        Action::DoNothing => 40,
        Action::Pass => 50,
        _ => 35,
    };
    legal.into_iter().min_by_key(rank).expect("a legal action")
}

const STEPS: [Step<Nuernberg>; 9] = [
    Step {
        intro: Some((
            "Nürnberg dauert vier Runden. Eine Runde besteht aus Durchgängen: In jedem legt jeder verdeckt Aktionskarten aus, eine je Handelsmann in seinem Bestand, oder passt für die ganze Runde. Dann werden die Zünfte der Reihe nach aufgerufen, und jede Karte erlaubt eine Aktion bei ihrer Zunft.",
            "Nürnberg lasts four rounds. A round is a series of passes: in each, everyone lays out action cards face down, one per merchant in hand, or passes for the whole round. Then the guilds are called in order, and each card allows one action at its guild.",
        )),
        say: (
            "Plane zwei Aktionen: Lege die Karten der Brauer und der Bäcker verdeckt aus. Sie werden erst aufgedeckt, wenn ihre Zunft aufgerufen wird.",
            "Plan two actions: lay out the Brewers' and the Bakers' cards face down. They are revealed only when their guild is called.",
        ),
        pick: |s, me| find(s, me, |a| *a == Action::Plan(Cards::from_guilds(&[Guild::Brauer, Guild::Baecker]))),
    },
    Step {
        intro: Some((
            "Bei einer aufgerufenen Zunft kannst du ihre Waren zum Preis ihres Meisters verkaufen, einen Gast aus ihren Zimmern anwerben, bis zu drei Waren aus ihrem Lager zum Preis des Meisters kaufen oder nichts tun. Danach steigt dein Handelsmann aufs Dach der Zunft.",
            "At a called guild you may sell its goods at its master's price, recruit a guest from its rooms, buy up to three goods from its storage at the master's price, or do nothing. Then your merchant climbs onto the guild's roof.",
        )),
        say: (
            "Kaufe 1 Bier für 6 Taler, den Wert des Braumeisters. Am Ende der Runde geht jeder Zunftmeister an den, der die meisten Waren seiner Zunft hat: Mit 2 Bier hast du gute Aussichten auf den Braumeister.",
            "Buy 1 beer for 6 Taler, the Brewers' master's value. At the end of the round each guild's master goes to whoever holds most of its goods: with 2 beer you stand a good chance of the Brewers' master.",
        ),
        pick: |s, me| {
            let here = called(s) == Some(Guild::Brauer) && s.houses[Guild::Brauer.index()].price() == 6;
            here.then(|| find(s, me, |a| *a == Action::Buy(goods(Guild::Brauer, 1))))?
        },
    },
    Step {
        intro: None,
        say: (
            "Wirb den Schuhmacher im zweiten Zimmer der Bäcker an, für 1 Backware und 1 Schuh. Handwerker zählen am Ende: Wer in einer Zunft die meisten hat, bekommt Punkte.",
            "Recruit the Shoemaker in the Bakers' second room, for 1 baked good and 1 shoe. Craftsmen count at the end: whoever has most of a guild's craftsmen scores for it.",
        ),
        pick: |s, me| {
            let mut payment = goods(Guild::Baecker, 1);
            payment.add(Guild::Schuhmacher, 1);
            let shoemaker = matches!(&s.houses[Guild::Baecker.index()].rooms[1], Some(Guest::Craftsman(c)) if c.guild == Guild::Schuhmacher);
            (called(s) == Some(Guild::Baecker) && shoemaker)
                .then(|| find(s, me, |a| *a == Action::Recruit { room: 1, payment }))?
        },
    },
    Step {
        intro: Some((
            "Alle Zünfte sind abgehandelt: Ein neuer Durchgang beginnt. Du planst nur noch mit den Handelsleuten, die nicht auf einem Dach stehen; sie kommen erst am Ende der Runde zurück.",
            "Every guild has been called: a new pass begins. You plan only with the merchants not standing on a roof; they come back only at the end of the round.",
        )),
        say: (
            "Plane mit deinen 2 übrigen Handelsleuten die Bäcker und die Schuhmacher.",
            "With your 2 merchants left, plan the Bakers and the Shoemakers.",
        ),
        pick: |s, me| {
            let left = s.players[me].tableau.merchants == 2;
            left.then(|| {
                find(s, me, |a| *a == Action::Plan(Cards::from_guilds(&[Guild::Baecker, Guild::Schuhmacher])))
            })?
        },
    },
    Step {
        intro: None,
        say: (
            "Kaufe 2 Backwaren für je 4 Taler: Du hast keine mehr, und wer am Rundenende die meisten hat, wird Günstling des Bäckermeisters.",
            "Buy 2 baked goods at 4 Taler each: you have none left, and whoever has most at the round's end becomes the Bakers' master's favourite.",
        ),
        pick: |s, me| {
            let here = called(s) == Some(Guild::Baecker) && s.houses[Guild::Baecker.index()].price() == 4;
            let none = s.players[me].tableau.goods.of(Guild::Baecker) == 0;
            (here && none).then(|| find(s, me, |a| *a == Action::Buy(goods(Guild::Baecker, 2))))?
        },
    },
    Step {
        intro: None,
        say: (
            "Kaufe 1 Schuh für 6 Taler: So hast du Waren aller drei Zünfte im Spiel.",
            "Buy 1 shoe for 6 Taler: then you hold goods of all three guilds in play.",
        ),
        pick: |s, me| {
            let here = called(s) == Some(Guild::Schuhmacher) && s.houses[Guild::Schuhmacher.index()].price() == 6;
            here.then(|| find(s, me, |a| *a == Action::Buy(goods(Guild::Schuhmacher, 1))))?
        },
    },
    Step {
        intro: Some((
            "Die erste Runde ist vorbei. Jeder Zunftmeister ging an seinen Günstling, der dafür 1 Ware der Zunft abgab und ihr Wappen nahm; die Handelsleute kamen heim, und jeder bekam 3 Taler. Neue Meister bestimmen jetzt die Preise.",
            "The first round is over. Each guild's master went to its favourite, who gave up 1 of the guild's goods for it and took its coat of arms; the merchants came home and everyone earned 3 Taler. New masters now set the prices.",
        )),
        say: (
            "Du hast alle drei Meister gewonnen. Plane für den Anfang nur die Brauer: Dort wartet ein Bürger, der dir gefallen wird.",
            "You won all three masters. For a start, plan only the Brewers: a citizen waits there that you will like.",
        ),
        pick: |s, me| {
            let masters = s.players[me].tableau.craftsmen.len() == 4 && s.round == 2;
            (masters).then(|| find(s, me, |a| *a == Action::Plan(Cards::from_guilds(&[Guild::Brauer]))))?
        },
    },
    Step {
        intro: Some((
            "Bürger haben Fähigkeiten: Ein Stern wirkt sofort, ein Mond am Ende jeder Runde, eine Sonne bei Spielende.",
            "Citizens have abilities: a star acts at once, a moon at the end of every round, a sun at the end of the game.",
        )),
        say: (
            "Wirb den Bürgermeister im ersten Zimmer der Brauer an, für 1 Bier. Er ist ein Mond: Er setzt sich auf das Dach einer Zunft, und am Ende jeder Runde bekommt jeder 1 Taler je Handwerker dieser Zunft.",
            "Recruit the Mayor in the Brewers' first room, for 1 beer. He is a moon: he sits on a guild's roof, and at the end of every round everyone earns 1 Taler per craftsman of that guild.",
        ),
        pick: |s, me| {
            let mayor = matches!(&s.houses[Guild::Brauer.index()].rooms[0], Some(Guest::Citizen(c)) if c.kind() == CitizenKind::Buergermeister);
            let payment = goods(Guild::Brauer, 1);
            (called(s) == Some(Guild::Brauer) && mayor)
                .then(|| find(s, me, |a| *a == Action::Recruit { room: 0, payment }))?
        },
    },
    Step {
        intro: None,
        say: (
            "Setze ihn auf das Dach der Schuhmacher: Von deren Handwerkern hast du 2, mehr als von jeder anderen Zunft. Ab hier spielst du frei weiter.",
            "Put him on the Shoemakers' roof: you have 2 of their craftsmen, more than of any other guild. From here on you play freely.",
        ),
        pick: |s, me| {
            let count = |g: Guild| s.players[me].tableau.craftsmen.iter().filter(|c| c.guild == g).count();
            let most = count(Guild::Schuhmacher) == 2 && count(Guild::Brauer) < 2 && count(Guild::Baecker) < 2;
            most.then(|| find(s, me, |a| *a == Action::ToRoof(Guild::Schuhmacher)))?
        },
    },
];
