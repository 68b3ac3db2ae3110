//! The players' decisions in words (German and English), as the list of choices shows them.
//!
//! [`Describe`] names what an action carries: places by number ("field 3 of country board 2"),
//! tiles by their printed names. [`seen`] names them as the table shows them to a seat: a field
//! by its kind on the face showing now, a display tile by its name, a ship by its goods, a
//! plot by the building on it, a new face by the fields it brings.

use super::Action;
use super::data::{FAIRS, Field, Good, SHIPS, Season};
use super::state::{Plot, RIVER, Spot};
use super::text::{a_coloured, field, goods, landscape, player, plot_name, spot};
use super::view::View;
use crate::text::{Describe, Text, capitalised};

/// "einen braunen Keyple" / "a brown keyple", "an orange keyple".
fn keyple(c: super::data::Colour) -> Text {
    a_coloured(c, &Text::new("Keyple", "keyple"))
}

/// Ship `ship`'s two goods in `season`, by its side showing then.
fn ship_goods(ship: u8, season: Season) -> Text {
    let side = SHIPS[usize::from(ship)].iter().find(|side| side.seasons.contains(&season)).expect("each season a side");
    goods(&side.goods)
}

/// One symbol of a cost being paid with `good` (the good is what the action carries).
fn with(good: Good) -> Text {
    let g = super::text::good(good);
    Text::new(format!("Mit {} zahlen", g.de), format!("Pay with {}", g.en))
}

/// The action in words, with `place` naming the spot it goes to.
fn words(action: &Action, place: &dyn Fn(Spot) -> Text, plot: &dyn Fn(Plot) -> Text) -> Text {
    match action {
        Action::PlayKeyper { board } => Text::new(
            format!("Den Keyper auf das Keypfeld der Landschaftstafel {} stellen", board + 1),
            format!("Play the keyper onto the keyp field of country board {}", board + 1),
        ),
        Action::PlayKeyple { colour: c, spot: s, lay_existing } => {
            let (k, p) = (keyple(*c), place(*s));
            let (de, en) =
                if *lay_existing { (" und den dortigen hinlegen", " and lay the one there down") } else { ("", "") };
            Text::new(
                format!("{} auf {} setzen{de}", capitalised(&k.de), p.de),
                format!("Play {} onto {}{en}", k.en, p.en),
            )
        }
        Action::Follow { colour: c } => {
            let k = keyple(*c);
            Text::new(format!("Mit {} mitarbeiten", k.de), format!("Follow with {}", k.en))
        }
        Action::Decline => Text::new("Nicht mitarbeiten", "Do not follow"),
        Action::LayDown { spot: s, both } => {
            let p = place(*s);
            if *both {
                Text::new(format!("Beide Keyples auf {} hinlegen", p.de), format!("Lay both keyples on {} down", p.en))
            } else {
                Text::new(format!("Einen Keyple auf {} hinlegen", p.de), format!("Lay a keyple on {} down", p.en))
            }
        }
        Action::Pass => Text::new("Aussetzen", "Skip the turn"),
        Action::Pick { index } => Text::new(
            format!("Plättchen {} der Auslage nehmen", index + 1),
            format!("Take tile {} of the display", index + 1),
        ),
        Action::SkipPick => Text::new("Kein Plättchen nehmen", "Take no tile"),
        Action::KeypGood { colour: c, good } => {
            let k = keyple(*c);
            match good {
                Some(g) => {
                    let g = super::text::good(*g);
                    Text::new(
                        format!("{} auf dem Keypplättchen für {} hinlegen", capitalised(&k.de), g.de),
                        format!("Lay {} on the keyp tile down for {}", k.en, g.en),
                    )
                }
                None => Text::new(
                    format!("{} auf dem Keypplättchen ohne Ware hinlegen", capitalised(&k.de)),
                    format!("Lay {} on the keyp tile down for nothing", k.en),
                ),
            }
        }
        Action::ChooseShip { ship } => {
            Text::new(format!("Schiff {} auf den Fluss legen", ship + 1), format!("Lay ship {} on the river", ship + 1))
        }
        Action::Process => Text::new("Einen Rohstoff verarbeiten", "Process a raw material"),
        Action::Trade { give, get } => {
            let (give, get) = (goods(&[*give]), goods(get));
            Text::new(format!("{} gegen {} tauschen", give.de, get.de), format!("Trade {} for {}", give.en, get.en))
        }
        Action::ShipGain { good } => {
            let g = super::text::good(*good);
            Text::new(format!("{} vom Schiff nehmen", g.de), format!("Take {} from the ship", g.en))
        }
        Action::ShipOut { good } => {
            let g = super::text::good(*good);
            Text::new(format!("{} verschiffen", g.de), format!("Ship {}", g.en))
        }
        Action::Build { tile, plot: p } => {
            let (name, p) = (tile.data().name, plot_name(*p));
            Text::new(format!("{} auf {} bauen", name.0, p.de), format!("Build the {} on {}", name.1, p.en))
        }
        Action::Upgrade { plot: p } => {
            let p = plot(*p);
            Text::new(format!("{} verbessern", p.de), format!("Upgrade {}", p.en))
        }
        Action::Pay { good } => with(*good),
        Action::Convert { give, get } => {
            let (give, get) = (goods(give), goods(get));
            Text::new(format!("{} gegen {} eintauschen", give.de, get.de), format!("Give {} for {}", give.en, get.en))
        }
        Action::BuildHere { colour: c } => {
            let k = keyple(*c);
            Text::new(
                format!("Bauen und {} auf das neue Gebäude setzen", k.de),
                format!("Build with {} on the new building", k.en),
            )
        }
        Action::Done => Text::new("Keine weiteren Aktionen hier", "Use no more actions here"),
        Action::Refold { option } => Text::new(
            format!("Seite {} für die neue Jahreszeit zeigen", option + 1),
            format!("Show face {} in the new season", option + 1),
        ),
        Action::Rest { colour: c } => {
            let k = keyple(*c);
            Text::new(
                format!("{} auf das Keypplättchen stellen", capitalised(&k.de)),
                format!("Rest {} on the keyp tile", k.en),
            )
        }
        Action::HoldFair { fair } => {
            let stack = super::text::season_tile(FAIRS[usize::from(*fair)].stack);
            Text::new(
                format!("Jahrmarkt abhalten ({} {})", stack.de, fair + 1),
                format!("Hold a fair ({} {})", stack.en, fair + 1),
            )
        }
        Action::HoldNoMoreFairs => Text::new("Keinen weiteren Jahrmarkt abhalten", "Hold no more fairs"),
    }
}

/// Holding `fair` at the end of `season`, with the goods it shows and its points on the side
/// showing then (a winter fair's gem side at the end of summer and winter).
fn holding(fair: u8, season: Season) -> Text {
    let data = &FAIRS[usize::from(fair)];
    let side = match &data.back {
        Some(back) if season != Season::Autumn => back,
        _ => &data.front,
    };
    let (name, shown) = (words(&Action::HoldFair { fair }, &spot, &plot_name), goods(side.needs));
    Text::new(
        format!("{}: {} zeigen, {} Punkte", name.de, shown.de, side.vp),
        format!("{}: show {} for {} points", name.en, shown.en, side.vp),
    )
}

impl Describe for Action {
    fn describe(&self) -> Text {
        words(self, &spot, &plot_name)
    }
}

/// `action` as the table in `view` shows it to its viewer.
pub fn seen(view: &View, action: &Action) -> Text {
    let field_at = |board: u8, f: u8| -> Option<Field> {
        let b = view.boards.get(usize::from(board))?;
        if f == RIVER { Some(Field::River) } else { b.face(view.season).get(usize::from(f)).copied() }
    };
    let building = |seat: crate::engine::Seat, p: Plot| -> Option<Text> {
        let players = &view.players;
        let b = (usize::from(seat.0) < players.len()).then(|| &players[seat])?;
        let b = match p {
            Plot::Farm(i) => b.farm.get(usize::from(i))?.as_ref()?,
            Plot::Village(i) => b.village.get(usize::from(i))?.as_ref()?,
        };
        let (name, at) = (b.tile.data().name, plot_name(p));
        Some(Text::new(format!("{} ({})", name.0, at.de), format!("the {} ({})", name.1, at.en)))
    };
    let place = |s: Spot| -> Text {
        match s {
            Spot::Field { board, field: f } => match field_at(board, f) {
                Some(kind) => {
                    let kind = field(kind);
                    Text::new(
                        format!("{} der Tafel {} (Feld {})", kind.de, board + 1, f + 1),
                        format!("the {} of board {} (field {})", kind.en, board + 1, f + 1),
                    )
                }
                None => spot(s),
            },
            Spot::Plot { seat, plot: p } => match building(seat, p) {
                Some(b) if view.viewer == Some(seat) => b,
                Some(b) => {
                    let who = player(seat);
                    Text::new(format!("{} von {}", b.de, who.de), format!("{} of {}", b.en, who.en))
                }
                None => spot(s),
            },
        }
    };
    let own_plot = |p: Plot| view.viewer.and_then(|v| building(v, p)).unwrap_or_else(|| plot_name(p));
    match action {
        Action::Pick { index } => match view.display.get(usize::from(*index)) {
            Some(&tile) => {
                let t = landscape(tile);
                Text::new(format!("{} aus der Auslage nehmen", t.de), format!("Take {} from the display", t.en))
            }
            None => action.describe(),
        },
        Action::ChooseShip { ship } => {
            let g = ship_goods(*ship, view.season);
            Text::new(
                format!("Schiff {} ({}) auf den Fluss legen", ship + 1, g.de),
                format!("Lay ship {} ({}) on the river", ship + 1, g.en),
            )
        }
        Action::Refold { option } => {
            let board = view.viewer.and_then(|v| view.boards.iter().find(|b| b.owner == Some(v)));
            match board {
                Some(b) => {
                    let face = &super::data::faces(usize::from(b.board), view.season)[usize::from(*option)];
                    let kinds: Vec<Text> = face.iter().map(|&f| field(f)).collect();
                    let (de, en): (Vec<String>, Vec<String>) = kinds.into_iter().map(|t| (t.de, t.en)).unzip();
                    Text::new(
                        format!("Seite {} der Tafel {} zeigen: {}", option + 1, b.board + 1, de.join(", ")),
                        format!("Show face {} of board {}: {}", option + 1, b.board + 1, en.join(", ")),
                    )
                }
                None => action.describe(),
            }
        }
        Action::HoldFair { fair } => holding(*fair, view.season),
        other => words(other, &place, &own_plot),
    }
}
