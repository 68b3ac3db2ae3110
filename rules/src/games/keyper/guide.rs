//! Keyper's guided first game: two players, game number 1; the learner sits first and plays
//! spring step by step: a keyple on a field of its colour, following and declining invitations,
//! taking landscape tiles, building on the farm and paying for it, choosing a board with the
//! keyper, processing, keyples on one's own building and laying one down, then the season's end:
//! the spring fair (which the learner cannot hold: it asks for a horse), refolding the board and
//! resting keyples on the keyp tile. The other player follows a plain script meanwhile
//! (`others`). Each step's `pick` checks the fields, pieces and counts its words name. The
//! guide says once, at its start, that the component values are a reconstruction.

use super::data::{Animal, Colour, FAIRS, Field, Finished, Good, Raw, Season, Tile, faces};
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

/// Processing while the seat holds `stone` raw stone.
fn processing(state: &State, seat: Seat, stone: u8) -> Option<Action> {
    (state.players[seat].goods.count(Good::Raw(Raw::Stone)) == stone)
        .then(|| find(state, seat, |a| *a == Action::Process))?
}

/// Giving `good` for 2 wheat at the Windmill.
fn wheat_for(state: &State, seat: Seat, good: Good) -> Option<Action> {
    find(
        state,
        seat,
        |a| matches!(a, Action::Convert { give, get } if *give == [good] && *get == [Good::Wheat, Good::Wheat]),
    )
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

const STEPS: [Step<Keyper>; 30] = [
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
        say: (
            "Er kostet Holz und einen beliebigen Rohstoff: Zahle zuerst das Holz.",
            "It costs logs and any raw material: pay the logs first.",
        ),
        pick: |s, me| paying(s, me, Good::Raw(Raw::Logs)),
    },
    Step {
        intro: None,
        say: ("Als beliebigen Rohstoff zahlst du wieder Holz.", "For the raw material of your choice, pay logs again."),
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
            "Spiele deinen Keyper auf das Keyp-Feld der ersten Landtafel: Dort stehen die meisten Keyples.",
            "Play your keyper onto the keyp field of the first country board: most keyples stand there.",
        ),
        pick: |s, me| {
            let most = s.boards[0].keyples().count() > s.boards[1].keyples().count();
            most.then(|| find(s, me, |a| *a == Action::PlayKeyper { board: 0 }))?
        },
    },
    Step {
        intro: None,
        say: (
            "Spiele deinen hellgrünen Keyple, den Bauern, auf das Weizenfeld mit hellgrünem Rahmen.",
            "Play your light green keyple, the farmer, onto the wheat field with a light green frame.",
        ),
        pick: |s, me| keyple_on(s, me, Colour::LightGreen, Field::Wheat),
    },
    Step {
        intro: None,
        say: (
            "Dein Mitspieler spielt einen schwarzen Keyple auf das Lehmfeld. Folge mit deinem schwarzen: Mit einem Folgenden bringt ein Feld beiden 2, auch ohne passenden Rahmen. Das sind 2 Lehm.",
            "The other player plays a black keyple onto the clay field. Follow with your black one: with a follower a field earns both of you 2, even without a matching frame. That is 2 clay.",
        ),
        pick: |s, me| {
            let invited = matches!(s.phase, Phase::Invite { spot, asked } if asked == me && field(s, spot) == Some(Field::Raw(Raw::Clay)));
            invited.then(|| find(s, me, |a| *a == Action::Follow { colour: Colour::Black }))?
        },
    },
    Step {
        intro: None,
        say: (
            "Spiele einen grauen Keyple, den Brucharbeiter, auf das Steinfeld mit grauem Rahmen.",
            "Play a grey keyple, the quarryman, onto the stone field with a grey frame.",
        ),
        pick: |s, me| keyple_on(s, me, Colour::Grey, Field::Raw(Raw::Stone)),
    },
    Step {
        intro: None,
        say: (
            "Eingeladen zum Verarbeiten von Holz: Du hast kein Holz mehr, also folge nicht.",
            "Invited to process logs: you have no logs left, so do not follow.",
        ),
        pick: |s, me| {
            let invited = matches!(s.phase, Phase::Invite { spot, asked } if asked == me && field(s, spot) == Some(Field::Process(Raw::Logs)));
            let no_logs = s.players[me].goods.count(Good::Raw(Raw::Logs)) == 0;
            (invited && no_logs).then(|| find(s, me, |a| *a == Action::Decline))?
        },
    },
    Step {
        intro: None,
        say: (
            "Spiele den zweiten grauen Keyple auf das Verarbeitungsfeld für Stein: Er macht aus deinem Stein Quader.",
            "Play the second grey keyple onto the stone processing field: it turns your stone into blocks.",
        ),
        pick: |s, me| keyple_on(s, me, Colour::Grey, Field::Process(Raw::Stone)),
    },
    Step {
        intro: None,
        say: (
            "Auf seinem Rahmen bringt er 2 Aktionen: Verarbeite einen Stein zu einem Quader.",
            "On its frame it earns 2 actions: process a stone into a block.",
        ),
        pick: |s, me| processing(s, me, 3),
    },
    Step { intro: None, say: ("Und einen zweiten.", "And a second."), pick: |s, me| processing(s, me, 2) },
    Step {
        intro: Some((
            "Keyples arbeiten auch auf deinen eigenen Gebäuden. Weiße Keyples vertreten jede Farbe.",
            "Keyples also work on your own buildings. White keyples stand for any colour.",
        )),
        say: (
            "Spiele einen weißen Keyple auf deine Windmühle: Sie macht aus einem Rohstoff 2 Weizen.",
            "Play a white keyple onto your Windmill: it turns one raw material into 2 wheat.",
        ),
        pick: |s, me| {
            let windmill = s.players[me].plot(Plot::Farm(0)).as_ref().is_some_and(|b| b.tile == Tile::Windmill);
            let spot = Spot::Plot { seat: me, plot: Plot::Farm(0) };
            windmill.then(|| find(s, me, |a| matches!(a, Action::PlayKeyple { colour: Colour::White, spot: at, lay_existing: false } if *at == spot)))?
        },
    },
    Step {
        intro: None,
        say: ("Gib einen Lehm für 2 Weizen.", "Give a clay for 2 wheat."),
        pick: |s, me| wheat_for(s, me, Good::Raw(Raw::Clay)),
    },
    Step {
        intro: Some((
            "Hinlegen: Wer einen Keyple dorthin spielt, wo schon einer steht, darf den alten hinlegen; der hingelegte arbeitet ein zweites Mal. Wer nichts mehr zu spielen hat, legt in seinem Zug einen Keyple hin.",
            "Laying down: playing a keyple where one already stands, you may lay the old one down; the one laid down works a second time. Whoever has nothing left to play lays a keyple down on their turn.",
        )),
        say: (
            "Spiele deinen letzten weißen Keyple auf die Windmühle und lege den ersten dort hin: Die Windmühle arbeitet noch zweimal.",
            "Play your last white keyple onto the Windmill and lay the first one there down: the Windmill works twice more.",
        ),
        pick: |s, me| {
            let spot = Spot::Plot { seat: me, plot: Plot::Farm(0) };
            find(
                s,
                me,
                |a| matches!(a, Action::PlayKeyple { colour: Colour::White, spot: at, lay_existing: true } if *at == spot),
            )
        },
    },
    Step {
        intro: None,
        say: ("Gib deinen letzten Lehm für 2 Weizen.", "Give your last clay for 2 wheat."),
        pick: |s, me| {
            (s.players[me].goods.count(Good::Raw(Raw::Clay)) == 1).then(|| wheat_for(s, me, Good::Raw(Raw::Clay)))?
        },
    },
    Step {
        intro: None,
        say: (
            "Und deinen letzten Stein für 2 weitere. Dein Frühjahrs-Jahrmarkt verlangt ein Pferd und einen Weizen: Ohne Pferd kannst du ihn diesmal nicht abhalten.",
            "And your last stone for 2 more. Your spring fair asks for a horse and a wheat: without a horse you cannot hold it this time.",
        ),
        pick: |s, me| {
            let p = &s.players[me];
            let fair = p.fairs[0].map(|i| FAIRS[usize::from(i)].front.needs);
            let no_horse = fair == Some(&[Good::Animal(Animal::Horse), Good::Wheat])
                && p.goods.count(Good::Animal(Animal::Horse)) == 0;
            (no_horse && p.goods.count(Good::Raw(Raw::Stone)) == 1).then(|| wheat_for(s, me, Good::Raw(Raw::Stone)))?
        },
    },
    Step {
        intro: Some((
            "Ende der Jahreszeit: Wer die Waren seines Jahrmarkts dieser Jahreszeit vorzeigen kann, hält ihn ab (die Waren bleiben seine) und bekommt am Spielende seine Punkte; ein nicht abgehaltener geht zurück in die Schachtel. Dann ziehen Tiere in die Ställe, und jeder nimmt die Landtafel mit seinem Keyper und alle Keyples darauf und faltet sie für die nächste Jahreszeit neu.",
            "End of the season: whoever can show the goods their fair of the season asks for holds it (the goods stay theirs) and scores its points at the game's end; a fair not held goes back to the box. Then animals move into the sheds, and everyone takes the country board with their keyper and every keyple on it, and refolds it for the next season.",
        )),
        say: (
            "Falte deine Landtafel: Wähle die Sommerseite mit den meisten Edelsteinfeldern. Edelsteine gibt es nur im Sommer und im Winter.",
            "Refold your country board: choose the summer face with the most gem fields. Gems come only in summer and winter.",
        ),
        pick: |s, me| {
            let board = s.boards.iter().position(|b| b.owner == Some(me))?;
            let gems = |option: usize| {
                faces(usize::from(s.boards[board].board), Season::Summer)[option]
                    .iter()
                    .filter(|f| matches!(f, Field::Gem(_)))
                    .count()
            };
            let best = (0..4).max_by_key(|&o| (gems(o), std::cmp::Reverse(o)))?;
            let unique = (0..4).filter(|&o| gems(o) == gems(best)).count() == 1;
            (s.season == Season::Summer && unique)
                .then(|| find(s, me, |a| *a == Action::Refold { option: best as u8 }))?
        },
    },
    Step {
        intro: Some((
            "Mit 2 Spielern behält jeder 9 Keyples für die nächste Jahreszeit; die übrigen ruhen auf dem Keyp-Plättchen und legen sich hin, wenn du deinen Keyper spielst, jeder für eine Ware.",
            "With 2 players everyone keeps 9 keyples for the next season; the rest rest on the keyp tile and lie down when you play your keyper, each for a good.",
        )),
        say: (
            "Du hast 18 Keyples: Lege 9 auf dein Keyp-Plättchen, als ersten einen grauen, von denen du 3 hast. Ab hier spielst du frei weiter.",
            "You have 18 keyples: rest 9 on your keyp tile, first a grey one, of which you have 3. From here on you play freely.",
        ),
        pick: |s, me| {
            let area = &s.players[me].keyp_area;
            (area.total() == 18 && area.count(Colour::Grey) == 3)
                .then(|| find(s, me, |a| *a == Action::Rest { colour: Colour::Grey }))?
        },
    },
];
