//! Keyper's guided first game: two players, game number 1; the learner sits first and plays
//! the start of spring step by step: a keyple on a field of its colour, following an invitation,
//! taking landscape tiles, building on the farm and paying for it, declining an invitation and
//! choosing a board with the keyper. The other player follows a plain script meanwhile
//! ([`others`]). Each step's `pick` checks the fields, pieces and counts its words name. The
//! guide says once, at its start, that the component values are a reconstruction.

use super::data::{Colour, Field, Finished, Good, Raw, Tile};
use super::{Action, Keyper, Landscape, Phase, Plot, Spot, State};
use crate::engine::Seat;
use crate::games::guide::{self, Guide, Step};

/// The guided first game.
pub const GUIDE: Guide<Keyper> =
    Guide { players: 2, options: Default::default, seed: 1, learner: Seat(0), others, steps: &STEPS };

/// The first legal action of `seat` that `wanted` accepts.
fn find(state: &State, seat: Seat, wanted: impl Fn(&Action) -> bool) -> Option<Action> {
    guide::find::<Keyper>(state, seat, wanted)
}

/// The field at `spot` this season, if it is a country board's field.
fn field(state: &State, spot: Spot) -> Option<Field> {
    match spot {
        Spot::Field { board, field } => {
            state.boards[usize::from(board)].face(state.season).get(usize::from(field)).copied()
        }
        _ => None,
    }
}

/// Playing a `colour` keyple alone onto the first board's `kind` of field.
fn keyple_on(state: &State, me: Seat, colour: Colour, kind: Field) -> Option<Action> {
    find(state, me, |a| match a {
        Action::PlayKeyple { colour: c, spot, lay_existing: false } if *c == colour => {
            matches!(spot, Spot::Field { board: 0, .. }) && field(state, *spot) == Some(kind)
        }
        _ => false,
    })
}

/// Taking `tile` from the display, where it lies.
fn take(state: &State, seat: Seat, tile: Tile) -> Option<Action> {
    let index = state.display.iter().position(|l| *l == Landscape::Building(tile))?;
    find(state, seat, |a| *a == Action::Pick { index: index as u8 })
}

/// Paying the next symbol of a build with `good`.
fn paying(state: &State, seat: Seat, good: Good) -> Option<Action> {
    matches!(state.phase, Phase::Pay(_)).then(|| find(state, seat, |a| *a == Action::Pay { good }))?
}

/// The other player's script, from its legal actions: follow when invited, play its keyples
/// on the first fields offered, keep the keyper for last, take what it may and move on.
fn others(legal: Vec<Action>) -> Action {
    let rank = |a: &Action| match a {
        Action::Follow { .. } => 0,
        Action::PlayKeyple { spot: Spot::Field { .. }, lay_existing: false, .. } => 1,
        Action::PlayKeyper { .. } => 5,
        Action::Decline | Action::Pass | Action::SkipPick => 8,
        _ => 3,
    };
    legal.into_iter().min_by_key(rank).expect("a legal action")
}

const STEPS: [Step<Keyper>; 16] = [
    Step {
        intro: Some((
            "Keyper dauert vier Jahreszeiten. Reihum spielst du deinen Keyper oder einen Keyple auf ein Feld der Landtafeln in der Mitte. Ein Keyple allein bringt 1, auf einem Rahmen seiner Farbe 2. Auf einem leeren Feld werden die anderen eingeladen, mit derselben Farbe zu folgen: Dann bringt es beiden 2, auf passendem Rahmen 3. (Tafeln, Schiffe, Märkte und Kosten sind hier rekonstruiert: Die gedruckten Werte sind nicht öffentlich.)",
            "Keyper lasts four seasons. In turn you play your keyper or one keyple onto a field of the country boards in the middle. A keyple alone earns 1, on a frame of its colour 2. On an empty field the others are invited to follow with the same colour: then it earns both of you 2, on a matching frame 3. (The boards, ships, fairs and costs here are a reconstruction: the printed values are not public.)",
        )),
        say: (
            "Spiele deinen braunen Keyple, den Waldarbeiter, auf das Holzfeld mit braunem Rahmen der ersten Landtafel.",
            "Play your brown keyple, the woodsman, onto the logs field with a brown frame on the first country board.",
        ),
        pick: |s, me| keyple_on(s, me, Colour::Brown, Field::Raw(Raw::Logs)),
    },
    Step {
        intro: None,
        say: (
            "Dein Mitspieler hat einen hellblauen Keyple auf das Landschaftsfeld gespielt, und du bist eingeladen. Folge mit deinem hellblauen Keyple: Das Feld hat keinen Rahmen, also bringt es jedem von euch 2 Landschaftsplättchen aus der Auslage.",
            "The other player played a light blue keyple onto the country-tile field, and you are invited. Follow with your light blue keyple: the field has no frame, so it earns each of you 2 landscape tiles from the display.",
        ),
        pick: |s, me| {
            let invited = matches!(s.phase, Phase::Invite { spot, asked } if asked == me && field(s, spot) == Some(Field::CountryTile));
            invited.then(|| find(s, me, |a| *a == Action::Follow { colour: Colour::LightBlue }))?
        },
    },
    Step {
        intro: None,
        say: (
            "Nimm die Windmühle aus der Auslage. Landschaftsplättchen sind Gebäude: Du baust sie später mit einer Bauaktion auf deinen Hof oder in dein Dorf.",
            "Take the Windmill from the display. Landscape tiles are buildings: later you build them on your farm or in your village with a build action.",
        ),
        pick: |s, me| take(s, me, Tile::Windmill),
    },
    Step {
        intro: None,
        say: ("Nimm als zweites den Baumeister.", "As your second, take the Builder."),
        pick: |s, me| take(s, me, Tile::Builder),
    },
    Step {
        intro: None,
        say: (
            "Spiele deinen orangen Keyple, den Ziegeleiarbeiter, auf das Baufeld mit orangem Rahmen der ersten Landtafel: Dort bringt er 2 Bauaktionen, 3, wenn jemand folgt.",
            "Play your orange keyple, the brickworker, onto the build field with an orange frame on the first country board: there it earns 2 build actions, 3 if someone follows.",
        ),
        pick: |s, me| keyple_on(s, me, Colour::Orange, Field::Build),
    },
    Step {
        intro: None,
        say: (
            "Dein Mitspieler ist gefolgt: Du hast 3 Bauaktionen. Baue die Windmühle auf den ersten Platz deines Hofes.",
            "The other player followed: you have 3 build actions. Build the Windmill on the first plot of your farm.",
        ),
        pick: |s, me| {
            let three = matches!(&s.phase, Phase::Work(work) if work.queue.first() == Some(&(me, 3)));
            three.then(|| find(s, me, |a| *a == Action::Build { tile: Tile::Windmill, plot: Plot::Farm(0) }))?
        },
    },
    Step {
        intro: Some((
            "Ein Bau kostet Waren, Symbol für Symbol bezahlt. Rohstoffe (Lehm, Holz, Stein) werden zu Fertigwaren (Ziegel, Bretter, Quader) verarbeitet; eine Fertigware darf ihren Rohstoff ersetzen.",
            "A building costs goods, paid symbol by symbol. Raw materials (clay, logs, stone) are processed into finished goods (brick, timber, block); a finished good may stand in for its raw material.",
        )),
        say: (
            "Die Windmühle kostet Bretter und Stein. Zahle zuerst die Bretter.",
            "The Windmill costs timber and stone. Pay the timber first.",
        ),
        pick: |s, me| paying(s, me, Good::Finished(Finished::Timber)),
    },
    Step {
        intro: None,
        say: (
            "Du hast keinen Stein, aber einen Quader: Zahle mit ihm.",
            "You have no stone, but a block: pay with it.",
        ),
        pick: |s, me| {
            (s.players[me].goods.count(Good::Raw(Raw::Stone)) == 0)
                .then(|| paying(s, me, Good::Finished(Finished::Block)))?
        },
    },
    Step {
        intro: None,
        say: (
            "Mit der zweiten Bauaktion baust du den Kuhstall auf den zweiten Platz deines Hofes.",
            "With the second build action, build the Cow shed on the second plot of your farm.",
        ),
        pick: |s, me| find(s, me, |a| *a == Action::Build { tile: Tile::CowShed, plot: Plot::Farm(1) }),
    },
    Step {
        intro: None,
        say: ("Er kostet 2 Holz: Zahle das erste.", "It costs 2 logs: pay the first."),
        pick: |s, me| paying(s, me, Good::Raw(Raw::Logs)),
    },
    Step {
        intro: None,
        say: ("Und das zweite.", "And the second."),
        pick: |s, me| paying(s, me, Good::Raw(Raw::Logs)),
    },
    Step {
        intro: None,
        say: (
            "Mit der dritten baust du den Schweinestall auf den dritten Platz deines Hofes. Er kostet Lehm und einen beliebigen Rohstoff.",
            "With the third, build the Pig sty on the third plot of your farm. It costs clay and any raw material.",
        ),
        pick: |s, me| find(s, me, |a| *a == Action::Build { tile: Tile::PigSty, plot: Plot::Farm(2) }),
    },
    Step {
        intro: None,
        say: ("Lehm hast du keinen: Zahle mit dem Ziegel.", "You have no clay: pay with the brick."),
        pick: |s, me| {
            (s.players[me].goods.count(Good::Raw(Raw::Clay)) == 0)
                .then(|| paying(s, me, Good::Finished(Finished::Brick)))?
        },
    },
    Step {
        intro: None,
        say: (
            "Und dein letztes Holz als beliebigen Rohstoff.",
            "And your last logs as the raw material of your choice.",
        ),
        pick: |s, me| {
            (s.players[me].goods.count(Good::Raw(Raw::Logs)) == 1).then(|| paying(s, me, Good::Raw(Raw::Logs)))?
        },
    },
    Step {
        intro: None,
        say: (
            "Du bist wieder eingeladen, aber dein oranger Keyple ist schon gespielt. Ein weißer Keyple könnte jede Farbe vertreten; behalte ihn trotzdem für später und folge nicht.",
            "You are invited again, but your orange keyple has been played. A white keyple could stand for any colour; keep it for later all the same, and do not follow.",
        ),
        pick: |s, me| {
            let invited = matches!(s.phase, Phase::Invite { asked, .. } if asked == me);
            let orange_gone = s.players[me].keyp_area.count(Colour::Orange) == 0;
            (invited && orange_gone).then(|| find(s, me, |a| *a == Action::Decline))?
        },
    },
    Step {
        intro: Some((
            "Dein Keyper wählt die Landtafel, die du am Ende der Jahreszeit mit allen Keyples darauf bekommst. Wer ihn spielt, legt außerdem die Keyples auf seinem Keyp-Plättchen hin, jeden für eine Ware.",
            "Your keyper chooses the country board you take at the end of the season, with every keyple on it. Playing it also lays down the keyples resting on your keyp tile, each for a good.",
        )),
        say: (
            "Spiele deinen Keyper auf das Keyp-Feld der ersten Landtafel: Dort stehen die meisten Keyples. Ab hier spielst du frei weiter.",
            "Play your keyper onto the keyp field of the first country board: most keyples stand there. From here on you play freely.",
        ),
        pick: |s, me| {
            let most = s.boards[0].keyples().count() > s.boards[1].keyples().count();
            most.then(|| find(s, me, |a| *a == Action::PlayKeyper { board: 0 }))?
        },
    },
];
