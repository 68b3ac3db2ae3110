//! The end scoring of farm and village tiles (rulebook "Ende des Spiels" and the tile texts):
//! fixed points, layout (drainage, pavements, boarding house, barn, statue, thatcher, village
//! hall, oast house), the claimed board's fields, shipping (dock), fairs (entertainer), and the
//! tiles that count goods, animals, gems or keyples (in `pieces`, which hands each piece to one
//! tile at most). Built-over tiles score nothing and are not counted by others.

use super::data::{Colour, Field, Tile};
use super::pieces::{Pieces, allocation, holdings};
use super::state::{Building, Player, Plot};

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
/// fairs (no pieces), with what they count: tiles, neighbours, frames, seasons, or 1 for a
/// condition met (0 and 0 for a tile that scores none of these).
fn layout_points(ctx: &Context, b: &Building, plot: Option<usize>) -> (u32, u32) {
    let p = ctx.player;
    let up = b.upgraded;
    let village = || p.village.iter().flatten();
    let farm = || p.farm.iter().flatten();
    let frames = |c: Colour| ctx.board.iter().filter(|f| f.frame() == Some(c)).count() as u32;
    let upgraded_village = || village().filter(|v| v.upgraded).count() as u32;
    let n = match b.tile {
        Tile::Drainage => 1 + on_lines(p, plot.expect("a village tile"), &[(1, 1), (1, -1), (-1, 1), (-1, -1)]),
        Tile::Pavements => 1 + on_lines(p, plot.expect("a village tile"), &[(1, 0), (-1, 0), (0, 1), (0, -1)]),
        Tile::BoardingHouse => {
            let at = plot.expect("a village tile");
            let (r, c) = ((at / COLUMNS) as isize, (at % COLUMNS) as isize);
            let mut sides = vec![(0, -1), (0, 1)];
            if up {
                sides.extend([(-1, 0), (1, 0)]);
            }
            sides.iter().filter(|(dr, dc)| village_at(p, r + dr, c + dc)).count() as u32
        }
        Tile::Barn if up => farm().filter(|f| f.upgraded).count() as u32,
        Tile::Barn => farm().count() as u32,
        Tile::Statue if up => upgraded_village().min(6),
        Tile::Statue => village().count().min(6) as u32,
        Tile::Thatcher if up => upgraded_village(),
        Tile::Thatcher => village().count() as u32,
        Tile::VillageHall => u32::from(village().count() == 12),
        Tile::OastHouse => u32::from(farm().count() == 8),
        Tile::Dock => u32::from(p.shipping >= if up { 30 } else { 20 }),
        Tile::Entertainer => ctx.fair_seasons as u32,
        Tile::FarmersCottage => frames(Colour::LightGreen),
        Tile::Kiln => frames(Colour::Orange),
        Tile::LogCabin => frames(Colour::Brown),
        Tile::Mine => frames(Colour::Black),
        Tile::OpenPit => frames(Colour::Grey),
        _ => 0,
    };
    let (points, per) = layout_rate(b.tile, up);
    (points * (n / per), n)
}

/// What a tile scores for its layout, the board, shipping or fairs: (points, per how many it
/// counts); (0, 1) for a tile that scores none of these.
pub fn layout_rate(tile: Tile, up: bool) -> (u32, u32) {
    let per = |base: u32, upgraded: u32| (if up { upgraded } else { base }, 1);
    match tile {
        Tile::Drainage | Tile::Pavements | Tile::Barn | Tile::Statue | Tile::Entertainer | Tile::Mine => per(1, 2),
        Tile::BoardingHouse => (2, 1),
        Tile::Thatcher if up => (1, 1),
        Tile::Thatcher => (1, 2),
        Tile::VillageHall | Tile::Dock => per(6, 12),
        Tile::OastHouse => per(4, 8),
        Tile::FarmersCottage | Tile::LogCabin | Tile::OpenPit => per(1, 3),
        Tile::Kiln => per(2, 4),
        _ => (0, 1),
    }
}

/// How one building on top of a plot scores at the game's end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    /// Its plot.
    pub plot: Plot,
    /// The building.
    pub building: Building,
    /// Its printed points.
    pub fixed: u32,
    /// Its points from the layout, the board, shipping or fairs, and what they counted (see
    /// `layout_points`).
    pub layout: (u32, u32),
    /// The pieces the allocation put on it.
    pub pieces: Pieces,
    /// Their points.
    pub piece_points: u32,
}

impl Scored {
    /// All its points.
    pub fn points(&self) -> u32 {
        self.fixed + self.layout.0 + self.piece_points
    }
}

/// How each of a player's buildings scores, farm plots first, then village plots.
pub fn scored(ctx: &Context) -> Vec<Scored> {
    let p = ctx.player;
    let placed: Vec<(&Building, Plot)> = p
        .farm
        .iter()
        .zip(0..)
        .map(|(b, i)| (b, Plot::Farm(i)))
        .chain(p.village.iter().zip(0..).map(|(b, i)| (b, Plot::Village(i))))
        .filter_map(|(b, plot)| b.as_ref().map(|b| (b, plot)))
        .collect();
    let tiles: Vec<(Tile, bool)> = placed.iter().map(|(b, _)| (b.tile, b.upgraded)).collect();
    let shares = allocation(&tiles, &holdings(p));
    placed
        .into_iter()
        .zip(shares)
        .map(|((b, plot), share)| {
            let at = match plot {
                Plot::Farm(_) => None,
                Plot::Village(i) => Some(usize::from(i)),
            };
            Scored {
                plot,
                building: b.clone(),
                fixed: printed_points(b),
                layout: layout_points(ctx, b, at),
                pieces: share.on,
                piece_points: share.points,
            }
        })
        .collect()
}

/// The points of a player's buildings that do not depend on pieces: their printed points and
/// what the layout, the board, shipping and fairs bring them (what [`scored`] adds to the
/// pieces' points, without the search that hands out the pieces).
pub fn unpieced_points(ctx: &Context) -> u32 {
    let p = ctx.player;
    let farm = p.farm.iter().map(|b| (b, None));
    let village = p.village.iter().enumerate().map(|(i, b)| (b, Some(i)));
    farm.chain(village).filter_map(|(b, at)| b.as_ref().map(|b| printed_points(b) + layout_points(ctx, b, at).0)).sum()
}

/// A building's printed points on the side it shows.
fn printed_points(b: &Building) -> u32 {
    u32::from(b.tile.data().vp[usize::from(b.upgraded)])
}

/// The points of a player's farm and village tiles, as [`scored`]: (farm, village).
pub fn building_points(scored: &[Scored]) -> (u32, u32) {
    scored.iter().fold((0, 0), |(farm, village), s| match s.plot {
        Plot::Farm(_) => (farm + s.points(), village),
        Plot::Village(_) => (farm, village + s.points()),
    })
}
