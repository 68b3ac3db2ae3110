//! The score sheet's detail: for each player, the shipping track, a line for every building on
//! top of a farm or village plot (its rule in a few words, its printed points, what its layout
//! counted, the pieces the end allocation of `pieces` put on it and how much of its cap they
//! filled, the tile it was built over) and a line for every fair held. The lines of a row sum
//! to the row.

use super::super::buildings::{Scored, layout_rate};
use super::super::data::{Colour, FAIRS, Good, Tile};
use super::super::pieces::{PIECE_KINDS, Unit, cap_used, good_index, keyple_index, rule};
use super::super::state::{Player, Plot, Supply};
use super::super::text::{colour, good, season};
use super::{FAIRS_ROW, SHIPPING, held_points};
use crate::engine::Detail;
use crate::text::Text;

/// A player's lines: shipping, farm and village buildings (`scored`), fairs.
pub fn details(p: &Player, scored: &[Scored]) -> Vec<Detail> {
    let shipping = Detail {
        row: SHIPPING,
        label: Text::new("Schifffahrtsleiste", "Shipping track"),
        rule: Text::new("erreichte Schiffspunkte", "shipping points reached"),
        items: Vec::new(),
        points: p.shipping as i32,
    };
    let buildings = scored.iter().map(building);
    let fairs = p.held.iter().map(|&(fair, held_in, gem_side)| {
        let stack = season(FAIRS[usize::from(fair)].stack);
        let when = season(held_in);
        let mut items = vec![Text::new(format!("gehalten im {}", when.de), format!("held in {}", when.en))];
        if gem_side {
            items.push(Text::new("Edelsteinseite", "gem side"));
        }
        Detail {
            row: FAIRS_ROW,
            label: Text::new(
                format!("Jahrmarkt {} ({})", fair + 1, stack.de),
                format!("Fair {} ({})", fair + 1, stack.en),
            ),
            rule: Text::new("aufgedruckt auf der gehaltenen Seite", "printed on the side held"),
            items,
            points: held_points(fair, gem_side),
        }
    });
    std::iter::once(shipping).chain(buildings).chain(fairs).collect()
}

/// The row of a building's plot.
pub fn row_of(plot: Plot) -> usize {
    match plot {
        Plot::Farm(_) => super::FARM,
        Plot::Village(_) => super::VILLAGE,
    }
}

/// One building's line.
fn building(s: &Scored) -> Detail {
    let b = &s.building;
    let (de, en) = b.tile.data().name;
    let label = if b.upgraded {
        Text::new(format!("{de} (verbessert)"), format!("{en} (upgraded)"))
    } else {
        Text::new(de, en)
    };
    let mut items = Vec::new();
    if s.fixed > 0 {
        items.push(Text::new(format!("aufgedruckt: {}", s.fixed), format!("printed: {}", s.fixed)));
    }
    if let Some(layout) = layout(b.tile, b.upgraded, s.layout) {
        items.push(layout);
    }
    items.extend(pieces(&s.pieces));
    if let Some((scored, most, unit)) = cap_used(b.tile, b.upgraded, &s.pieces) {
        let (de, en) = match unit {
            Unit::Pieces => ("Teilen", "pieces"),
            Unit::Kinds => ("Arten", "kinds"),
            Unit::Sets => ("Sätzen", "sets"),
            Unit::Pairs => ("Paaren", "pairs"),
        };
        items.push(Text::new(
            format!("{scored} von höchstens {most} {de}: {}", s.piece_points),
            format!("{scored} of at most {most} {en}: {}", s.piece_points),
        ));
    }
    if let Some(covered) = b.covered {
        let (de, en) = covered.data().name;
        items.push(Text::new(format!("über {de} gebaut (zählt nicht)"), format!("built over {en} (scores nothing)")));
    }
    Detail {
        row: row_of(s.plot),
        label,
        rule: building_rule(b.tile, b.upgraded, s.fixed),
        items,
        points: s.points() as i32,
    }
}

/// A building's rule on the side it shows: its printed points, its layout's rate and what that
/// counts, and its pieces' rate, joined by " + "; "keine Punkte" / "no points" if none.
pub fn building_rule(tile: Tile, upgraded: bool, fixed: u32) -> Text {
    let mut parts: Vec<Text> = Vec::new();
    if fixed > 0 {
        parts.push(Text::new(format!("{fixed} aufgedruckt"), format!("{fixed} printed")));
    }
    let (points, per) = layout_rate(tile, upgraded);
    if let Some((de, en)) = counted(tile, upgraded) {
        let each = if per > 1 { format!("{points} je {per}") } else { format!("{points} ×") };
        let each_en = if per > 1 { format!("{points} per {per}") } else { format!("{points} ×") };
        parts.push(Text::new(format!("{each} {de}"), format!("{each_en} {en}")));
    }
    parts.extend(rule(tile, upgraded));
    if parts.is_empty() {
        return Text::new("keine Punkte", "no points");
    }
    let (de, en): (Vec<String>, Vec<String>) = parts.into_iter().map(|t| (t.de, t.en)).unzip();
    Text::new(de.join(" + "), en.join(" + "))
}

/// What a building's layout points counted, "4 village tiles on its diagonals, itself
/// included: 8"; `None` for a tile that scores no layout.
fn layout(tile: Tile, upgraded: bool, (points, n): (u32, u32)) -> Option<Text> {
    let (de, en) = counted(tile, upgraded)?;
    Some(Text::new(format!("{n} {de}: {points}"), format!("{n} {en}: {points}")))
}

/// What a tile's layout points count: "Dorfplättchen auf den Diagonalen, mit sich" / "village
/// tiles on its diagonals, itself included"; `None` for a tile that scores no layout.
fn counted(tile: Tile, upgraded: bool) -> Option<(&'static str, &'static str)> {
    Some(match (tile, upgraded) {
        (Tile::Drainage, _) => {
            ("Dorfplättchen auf den Diagonalen, mit sich", "village tiles on its diagonals, itself included")
        }
        (Tile::Pavements, _) => {
            ("Dorfplättchen in Zeile und Spalte, mit sich", "village tiles in its row and column, itself included")
        }
        (Tile::BoardingHouse, false) => ("Nachbarn links und rechts", "neighbours left and right"),
        (Tile::BoardingHouse, true) => ("Nachbarn auf allen Seiten", "neighbours on all sides"),
        (Tile::Barn, false) => ("Farmplättchen", "farm tiles"),
        (Tile::Barn, true) => ("verbesserte Farmplättchen", "upgraded farm tiles"),
        (Tile::Statue, false) => ("Dorfplättchen (höchstens 6)", "village tiles (6 at most)"),
        (Tile::Statue, true) => ("verbesserte Dorfplättchen (höchstens 6)", "upgraded village tiles (6 at most)"),
        (Tile::Thatcher, false) => ("Dorfplättchen", "village tiles"),
        (Tile::Thatcher, true) => ("verbesserte Dorfplättchen", "upgraded village tiles"),
        (Tile::VillageHall, _) => ("volles Dorf (0 oder 1)", "full village (0 or 1)"),
        (Tile::OastHouse, _) => ("volle Farm (0 oder 1)", "full farm (0 or 1)"),
        (Tile::Dock, false) => ("20 Schiffspunkte erreicht (0 oder 1)", "20 shipping points reached (0 or 1)"),
        (Tile::Dock, true) => ("30 Schiffspunkte erreicht (0 oder 1)", "30 shipping points reached (0 or 1)"),
        (Tile::Entertainer, _) => ("Jahreszeiten mit Jahrmarkt", "seasons with a fair held"),
        (Tile::FarmersCottage, _) => ("hellgrüne Rahmen der Landschaftstafel", "light green frames on the board"),
        (Tile::Kiln, _) => ("orange Rahmen der Landschaftstafel", "orange frames on the board"),
        (Tile::LogCabin, _) => ("braune Rahmen der Landschaftstafel", "brown frames on the board"),
        (Tile::Mine, _) => ("schwarze Rahmen der Landschaftstafel", "black frames on the board"),
        (Tile::OpenPit, _) => ("graue Rahmen der Landschaftstafel", "grey frames on the board"),
        _ => return None,
    })
}

/// The pieces on a tile, a text per kind: "3× Huhn" / "3× chicken", "2× weißer Keyple" /
/// "2× white keyple".
fn pieces(on: &[u8; PIECE_KINDS]) -> Vec<Text> {
    let goods = Supply::kinds().map(|g: Good| (on[good_index(g)], good(g)));
    let keyples = Colour::ALL.into_iter().map(|c| {
        let name = colour(c);
        (on[keyple_index(c)], Text::new(format!("{} Keyple", name.de), format!("{} keyple", name.en)))
    });
    goods
        .chain(keyples)
        .filter(|(n, _)| *n > 0)
        .map(|(n, name)| Text::new(format!("{n}× {}", name.de), format!("{n}× {}", name.en)))
        .collect()
}
