//! The end scoring of farm and village tiles (rulebook "Ende des Spiels" and the tile texts):
//! fixed points, layout (drainage, pavements, boarding house, barn, statue, thatcher, village
//! hall, oast house), the claimed board's fields, shipping (dock), fairs (entertainer), and the
//! tiles that count goods, animals, gems or keyples, each at most 4 times per set. Built-over
//! tiles score nothing and are not counted by others. Every piece and keyple scores once: they
//! are handed to the tiles that pay most per piece first (choice 15 of the module doc).

use super::data::{Animal, Colour, Field, Finished, Gem, Good, SCORING_CAP, Tile};
use super::season::houses;
use super::state::{Building, Player, Supply};

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

/// How a tile scores pieces: the kind of piece and the points per piece (base, upgraded).
enum Counts {
    /// One animal of these kinds per piece.
    Animals(&'static [Animal], [u32; 2]),
    /// One of each distinct kind of these animals.
    Kinds(&'static [Animal], [u32; 2]),
    /// Pieces of one good.
    Goods(Good, [u32; 2]),
    /// Gem sets: the base pair, the gem the upgraded set adds.
    Gems([Gem; 2], Gem),
    /// Any gem.
    AnyGem([u32; 2]),
    /// Any raw, finished, wheat or gem, a point (two upgraded) per two pieces, 8 pieces at most.
    Scrap,
    /// Keyples of a colour (white ones may stand in).
    Keyples(Colour, [u32; 2]),
}

fn counts(tile: Tile) -> Option<Counts> {
    use Animal::*;
    use Counts::*;
    use Gem::*;
    Some(match tile {
        Tile::CowShed | Tile::PigSty | Tile::SheepShelter | Tile::Stable => Animals(houses(tile), [1, 2]),
        Tile::ChickenHouse | Tile::GoatPen | Tile::GameWardensCottage | Tile::HuntersLodge => {
            Animals(houses(tile), [2, 3])
        }
        Tile::Farmyard => Kinds(&[Cattle, Horse, Pig, Sheep], [1, 2]),
        Tile::Paddock => Kinds(&[Chicken, Deer, Goat, Boar], [1, 2]),
        Tile::Brickyard => Goods(Good::Finished(Finished::Brick), [1, 2]),
        Tile::Stoneyard => Goods(Good::Finished(Finished::Block), [1, 2]),
        Tile::Timberyard => Goods(Good::Finished(Finished::Timber), [1, 2]),
        Tile::Windmill => Goods(Good::Wheat, [0, 2]),
        Tile::Goldsmith => Gems([Gold, Sapphire], Emerald),
        Tile::Jeweller => Gems([Emerald, Ruby], Sapphire),
        Tile::RingMaker => Gems([Gold, Ruby], Emerald),
        Tile::BraceletMaker => Gems([Emerald, Sapphire], Ruby),
        Tile::GemMerchant => Gems([Emerald, Gold], Ruby),
        Tile::Emporium => Gems([Ruby, Sapphire], Gold),
        Tile::Prospector => AnyGem([1, 2]),
        Tile::ScrapDealer => Scrap,
        Tile::Boatman => Keyples(Colour::LightBlue, [1, 2]),
        Tile::Bricklayer => Keyples(Colour::Orange, [1, 2]),
        Tile::Farmer => Keyples(Colour::LightGreen, [1, 2]),
        Tile::Lumberjack => Keyples(Colour::Brown, [1, 2]),
        Tile::Quarryman => Keyples(Colour::Grey, [1, 2]),
        _ => return None,
    })
}

/// Points per piece, to hand pieces to the best-paying tiles first.
fn rate(c: &Counts, up: bool) -> u32 {
    let i = usize::from(up);
    match c {
        Counts::Animals(_, p)
        | Counts::Kinds(_, p)
        | Counts::Goods(_, p)
        | Counts::AnyGem(p)
        | Counts::Keyples(_, p) => p[i],
        // Sets pay 2 a gem but only take whole sets, so they go before single gems.
        Counts::Gems(..) => 3,
        Counts::Scrap => 0,
    }
}

/// Scores a tile that counts pieces, taking them from `goods` and `keyples`.
fn take_points(c: &Counts, up: bool, goods: &mut Supply, keyples: &mut [u8; 7]) -> u32 {
    let cap = u32::from(SCORING_CAP);
    let i = usize::from(up);
    match c {
        Counts::Animals(kinds, p) => {
            let mut n = 0;
            while n < cap {
                let Some(&a) = kinds
                    .iter()
                    .filter(|&&a| goods.count(Good::Animal(a)) > 0)
                    .max_by_key(|&&a| goods.count(Good::Animal(a)))
                else {
                    break;
                };
                goods.take(Good::Animal(a), 1);
                n += 1;
            }
            n * p[i]
        }
        Counts::Kinds(kinds, p) => {
            let here: Vec<Animal> = kinds.iter().copied().filter(|&a| goods.take(Good::Animal(a), 1) == 1).collect();
            here.len() as u32 * p[i]
        }
        Counts::Goods(g, p) => u32::from(goods.take(*g, SCORING_CAP)) * p[i],
        Counts::AnyGem(p) => {
            let mut n = 0;
            for g in Gem::ALL {
                n += u32::from(goods.take(Good::Gem(g), (cap - n) as u8));
            }
            n * p[i]
        }
        Counts::Gems(pair, extra) => {
            let set: Vec<Gem> = if up { vec![pair[0], pair[1], *extra] } else { pair.to_vec() };
            let sets = set.iter().map(|&g| u32::from(goods.count(Good::Gem(g)))).min().unwrap_or(0).min(cap);
            set.iter().for_each(|&g| {
                goods.take(Good::Gem(g), sets as u8);
            });
            sets * if up { 6 } else { 4 }
        }
        Counts::Scrap => {
            let mut n = 0u32;
            let kinds = super::state::Supply::kinds().filter(|g| !matches!(g, Good::Animal(_))).collect::<Vec<_>>();
            for g in kinds {
                n += u32::from(goods.take(g, (2 * cap - n) as u8));
            }
            (n / 2) * if up { 2 } else { 1 }
        }
        Counts::Keyples(colour, p) => {
            let own = keyples[*colour as usize].min(SCORING_CAP);
            keyples[*colour as usize] -= own;
            let white = keyples[Colour::White as usize].min(SCORING_CAP - own);
            keyples[Colour::White as usize] -= white;
            u32::from(own + white) * p[i]
        }
    }
}

/// The points of a player's farm and village tiles: (farm, village).
pub fn building_points(ctx: &Context) -> (u32, u32) {
    let p = ctx.player;
    let mut goods = p.goods.clone();
    let mut keyples = p.keyp_area.0;
    let placed: Vec<(&Building, bool, Option<usize>)> = p
        .farm
        .iter()
        .flatten()
        .map(|b| (b, true, None))
        .chain(p.village.iter().enumerate().filter_map(|(i, b)| b.as_ref().map(|b| (b, false, Some(i)))))
        .collect();
    let (mut farm, mut village) = (0, 0);
    let mut add = |is_farm: bool, points: u32| if is_farm { farm += points } else { village += points };
    for &(b, is_farm, plot) in &placed {
        let fixed = u32::from(b.tile.data().vp[usize::from(b.upgraded)]);
        add(is_farm, fixed + layout_points(ctx, b, plot));
    }
    let mut counting: Vec<(Counts, bool, bool)> =
        placed.iter().filter_map(|&(b, is_farm, _)| counts(b.tile).map(|c| (c, b.upgraded, is_farm))).collect();
    counting.sort_by_key(|(c, up, _)| std::cmp::Reverse(rate(c, *up)));
    for (c, up, is_farm) in &counting {
        add(*is_farm, take_points(c, *up, &mut goods, &mut keyples));
    }
    (farm, village)
}
