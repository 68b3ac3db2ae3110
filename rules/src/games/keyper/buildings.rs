//! The end scoring of farm and village tiles (rulebook "Ende des Spiels" and the tile texts):
//! fixed points, layout (drainage, pavements, boarding house, barn, statue, thatcher, village
//! hall, oast house), the claimed board's fields, shipping (dock), fairs (entertainer), and the
//! tiles that count goods, animals, gems or keyples (in `pieces`, which hands each piece to one
//! tile at most). Built-over tiles score nothing and are not counted by others.

use super::data::{Colour, Field, Tile};
use super::pieces::{allocate, holdings};
use super::state::{Building, Player};

/// What the end position offers a player's buildings.
pub struct Context<'a> {
    /// The player.
    pub player: &'a Player,
    /// The fields of the board the player claimed last.
    pub board: &'a [Field],
    /// Seasons in which the player held at least one fair.
    pub fair_seasons: usize,
}

const ROWS: usize = super::data::VILLAGE_ROWS;
const COLUMNS: usize = super::data::VILLAGE_COLUMNS;

fn village_at(p: &Player, row: isize, column: isize) -> bool {
    (0..ROWS as isize).contains(&row)
        && (0..COLUMNS as isize).contains(&column)
        && p.village[row as usize * COLUMNS + column as usize].is_some()
}

/// Village tiles on the lines through `plot` (diagonal or straight), gaps allowed.
fn on_lines(p: &Player, plot: usize, steps: &[(isize, isize)]) -> u32 {
    let (row, column) = ((plot / COLUMNS) as isize, (plot % COLUMNS) as isize);
    let mut n = 0;
    for &(dr, dc) in steps {
        let (mut r, mut c) = (row + dr, column + dc);
        while (0..ROWS as isize).contains(&r) && (0..COLUMNS as isize).contains(&c) {
            n += u32::from(village_at(p, r, c));
            r += dr;
            c += dc;
        }
    }
    n
}

/// Points of one village or farm tile that depend only on the layout, the board, shipping and
/// fairs (no pieces).
fn layout_points(ctx: &Context, b: &Building, plot: Option<usize>) -> u32 {
    let p = ctx.player;
    let up = b.upgraded;
    let per = |base: u32, upgraded: u32| if up { upgraded } else { base };
    let village: Vec<&Building> = p.village.iter().flatten().collect();
    let farm: Vec<&Building> = p.farm.iter().flatten().collect();
    let frames = |c: Colour| ctx.board.iter().filter(|f| f.frame() == Some(c)).count() as u32;
    match b.tile {
        Tile::Drainage => {
            per(1, 2) * (1 + on_lines(p, plot.expect("a village tile"), &[(1, 1), (1, -1), (-1, 1), (-1, -1)]))
        }
        Tile::Pavements => {
            per(1, 2) * (1 + on_lines(p, plot.expect("a village tile"), &[(1, 0), (-1, 0), (0, 1), (0, -1)]))
        }
        Tile::BoardingHouse => {
            let at = plot.expect("a village tile");
            let (r, c) = ((at / COLUMNS) as isize, (at % COLUMNS) as isize);
            let mut sides = vec![(0, -1), (0, 1)];
            if up {
                sides.extend([(-1, 0), (1, 0)]);
            }
            2 * sides.iter().filter(|(dr, dc)| village_at(p, r + dr, c + dc)).count() as u32
        }
        Tile::Barn if up => 2 * farm.iter().filter(|f| f.upgraded).count() as u32,
        Tile::Barn => farm.len() as u32,
        Tile::Statue if up => 2 * village.iter().filter(|v| v.upgraded).count().min(6) as u32,
        Tile::Statue => village.len().min(6) as u32,
        Tile::Thatcher if up => village.iter().filter(|v| v.upgraded).count() as u32,
        Tile::Thatcher => village.len() as u32 / 2,
        Tile::VillageHall => per(6, 12) * u32::from(village.len() == 12),
        Tile::OastHouse => per(4, 8) * u32::from(farm.len() == 8),
        Tile::Dock => per(6, 12) * u32::from(p.shipping >= per(20, 30)),
        Tile::Entertainer => per(1, 2) * ctx.fair_seasons as u32,
        Tile::FarmersCottage => per(1, 3) * frames(Colour::LightGreen),
        Tile::Kiln => per(2, 4) * frames(Colour::Orange),
        Tile::LogCabin => per(1, 3) * frames(Colour::Brown),
        Tile::Mine => per(1, 2) * frames(Colour::Black),
        Tile::OpenPit => per(1, 3) * frames(Colour::Grey),
        _ => 0,
    }
}

/// The points of a player's farm and village tiles: (farm, village).
pub fn building_points(ctx: &Context) -> (u32, u32) {
    let p = ctx.player;
    let placed: Vec<(&Building, bool, Option<usize>)> = p
        .farm
        .iter()
        .flatten()
        .map(|b| (b, true, None))
        .chain(p.village.iter().enumerate().filter_map(|(i, b)| b.as_ref().map(|b| (b, false, Some(i)))))
        .collect();
    let tiles: Vec<(Tile, bool)> = placed.iter().map(|(b, _, _)| (b.tile, b.upgraded)).collect();
    let pieces = allocate(&tiles, &holdings(p));
    let (mut farm, mut village) = (0, 0);
    for (&(b, is_farm, plot), piece) in placed.iter().zip(pieces) {
        let fixed = u32::from(b.tile.data().vp[usize::from(b.upgraded)]);
        let points = fixed + layout_points(ctx, b, plot) + piece;
        if is_farm { farm += points } else { village += points }
    }
    (farm, village)
}
