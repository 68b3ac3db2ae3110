//! The tiles that score pieces at the game's end (animals, goods, gems, keyples) and the exact
//! search that hands each piece to at most one tile (rulebook "Ende des Spiels" (i) and (iii)):
//! every piece and keyple scores once, each tile at most 4 times per set of pieces it asks for.
//!
//! Handing pieces to the best-paying tiles first is not always best: a gold can complete the
//! ring maker's gold–ruby pair and leave the goldsmith (gold–sapphire) and the jeweller
//! (emerald–ruby) both empty, and a brick given to a plain brickyard (1 point) can break the
//! upgraded scrap dealer's pair (2 points). So the allocation is searched: tiles in turn, each
//! taking any set of the pieces it can use that wastes none, with the best result of the
//! remaining tiles memoised on what is left. Animals, keyples and the other goods never meet on
//! one tile, so the three are searched apart. The scrap dealer only counts pieces, so it takes
//! whatever goods the other tiles leave (at most 8).

use std::collections::HashMap;

use super::data::{Animal, Colour, Finished, Gem, Good, SCORING_CAP, Tile};
use super::season::houses;
use super::state::Player;

/// Kinds of pieces: the goods in [`super::state::Supply::kinds`] order, then keyples by colour.
pub const PIECE_KINDS: usize = 26;

/// A count of each kind of piece.
pub type Pieces = [u8; PIECE_KINDS];

/// The index of a good among the [`Pieces`].
pub fn good_index(good: Good) -> usize {
    match good {
        Good::Raw(r) => r as usize,
        Good::Finished(f) => 3 + f as usize,
        Good::Wheat => 6,
        Good::Animal(a) => 7 + a as usize,
        Good::Gem(g) => 15 + g as usize,
    }
}

/// The index of a keyple colour among the [`Pieces`].
pub fn keyple_index(colour: Colour) -> usize {
    19 + colour as usize
}

/// The goods other than animals (what the scrap dealer takes).
const SCRAP_KINDS: std::ops::Range<usize> = 0..7;
const GEM_KINDS: std::ops::Range<usize> = 15..19;

/// A player's pieces: every good and the keyples in the keyp area.
pub fn holdings(p: &Player) -> Pieces {
    let mut have = [0; PIECE_KINDS];
    for good in super::state::Supply::kinds() {
        have[good_index(good)] = p.goods.count(good);
    }
    for colour in Colour::ALL {
        have[keyple_index(colour)] = p.keyp_area.count(colour);
    }
    have
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

/// The kinds of pieces a tile scores (none for a tile that scores no pieces).
pub fn accepts(tile: Tile, upgraded: bool) -> Vec<usize> {
    let animals = |kinds: &[Animal]| kinds.iter().map(|&a| good_index(Good::Animal(a))).collect();
    match counts(tile) {
        None => Vec::new(),
        Some(Counts::Animals(kinds, _) | Counts::Kinds(kinds, _)) => animals(kinds),
        Some(Counts::Goods(good, _)) => vec![good_index(good)],
        Some(Counts::Gems(pair, extra)) => {
            let mut set: Vec<usize> = pair.iter().map(|&g| good_index(Good::Gem(g))).collect();
            if upgraded {
                set.push(good_index(Good::Gem(extra)));
            }
            set
        }
        Some(Counts::AnyGem(_)) => GEM_KINDS.collect(),
        Some(Counts::Scrap) => SCRAP_KINDS.chain(GEM_KINDS).collect(),
        Some(Counts::Keyples(colour, _)) => vec![keyple_index(colour), keyple_index(Colour::White)],
    }
}

/// The points a tile scores for the pieces `on` it (pieces it cannot use, or beyond its cap,
/// score nothing).
pub fn piece_points(tile: Tile, upgraded: bool, on: &Pieces) -> u32 {
    let cap = u32::from(SCORING_CAP);
    let i = usize::from(upgraded);
    let n = |kinds: &[usize]| kinds.iter().map(|&k| u32::from(on[k])).sum::<u32>();
    let used = accepts(tile, upgraded);
    match counts(tile) {
        None => 0,
        Some(Counts::Animals(_, p) | Counts::Goods(_, p) | Counts::AnyGem(p) | Counts::Keyples(_, p)) => {
            n(&used).min(cap) * p[i]
        }
        Some(Counts::Kinds(_, p)) => used.iter().filter(|&&k| on[k] > 0).count() as u32 * p[i],
        Some(Counts::Gems(..)) => {
            let sets = used.iter().map(|&k| u32::from(on[k])).min().unwrap_or(0).min(cap);
            sets * if upgraded { 6 } else { 4 }
        }
        Some(Counts::Scrap) => n(&used).min(2 * cap) / 2 * if upgraded { 2 } else { 1 },
    }
}

/// Which of the three independent searches a tile's pieces belong to.
fn group(tile: Tile) -> Option<usize> {
    match counts(tile)? {
        Counts::Animals(..) | Counts::Kinds(..) => Some(0),
        Counts::Keyples(..) => Some(1),
        Counts::Goods(..) | Counts::Gems(..) | Counts::AnyGem(..) => Some(2),
        Counts::Scrap => None,
    }
}

/// The best points each of `tiles` (tile, upgraded) can score with the pieces in `have`, every
/// piece on one tile at most: the piece points of each tile, in order.
pub fn allocate(tiles: &[(Tile, bool)], have: &Pieces) -> Vec<u32> {
    let mut points = vec![0; tiles.len()];
    let scrap = tiles.iter().position(|&(t, _)| matches!(counts(t), Some(Counts::Scrap)));
    for g in 0..3 {
        let members: Vec<usize> = (0..tiles.len()).filter(|&i| group(tiles[i].0) == Some(g)).collect();
        let search = Search {
            tiles: members.iter().map(|&i| tiles[i]).collect(),
            scrap: if g == 2 { scrap.map(|i| tiles[i].1) } else { None },
            memo: HashMap::new(),
        };
        let (shares, leaf) = search.run(have);
        for (&i, p) in members.iter().zip(shares) {
            points[i] = p;
        }
        if let (Some(i), 2) = (scrap, g) {
            points[i] = leaf;
        }
    }
    points
}

/// One memoised search over a group of tiles; `scrap` is the scrap dealer (upgraded or not)
/// that takes what the group's tiles leave.
struct Search {
    tiles: Vec<(Tile, bool)>,
    scrap: Option<bool>,
    memo: HashMap<(usize, Pieces), u32>,
}

impl Search {
    /// The tiles' points, in order, and the scrap dealer's, for the best allocation (the first
    /// best one in the order the options are tried).
    fn run(mut self, have: &Pieces) -> (Vec<u32>, u32) {
        let mut left = *have;
        let mut shares = Vec::with_capacity(self.tiles.len());
        for i in 0..self.tiles.len() {
            let best = self.best(i, &left);
            let (tile, up) = self.tiles[i];
            let (take, p) = options(tile, up, &left)
                .into_iter()
                .find(|(take, p)| p + self.best(i + 1, &minus(&left, take)) == best)
                .expect("the best option is among the options");
            left = minus(&left, &take);
            shares.push(p);
        }
        let leaf = self.leaf(&left);
        (shares, leaf)
    }

    fn leaf(&self, left: &Pieces) -> u32 {
        self.scrap.map_or(0, |up| piece_points(Tile::ScrapDealer, up, left))
    }

    /// The most tiles `i..` (and the scrap dealer) can score from `left`.
    fn best(&mut self, i: usize, left: &Pieces) -> u32 {
        if i == self.tiles.len() {
            return self.leaf(left);
        }
        if let Some(&v) = self.memo.get(&(i, *left)) {
            return v;
        }
        let (tile, up) = self.tiles[i];
        let mut best = 0;
        for (take, p) in options(tile, up, left) {
            best = best.max(p + self.best(i + 1, &minus(left, &take)));
        }
        self.memo.insert((i, *left), best);
        best
    }
}

fn minus(a: &Pieces, b: &Pieces) -> Pieces {
    std::array::from_fn(|k| a[k] - b[k])
}

/// Every set of pieces from `left` that `tile` can take without wasting one (each piece taken
/// adds points), with its points; the empty set first.
fn options(tile: Tile, up: bool, left: &Pieces) -> Vec<(Pieces, u32)> {
    let kinds = accepts(tile, up);
    let most = |k: usize| left[k].min(SCORING_CAP);
    let mut out = Vec::new();
    let mut take = [0u8; PIECE_KINDS];
    loop {
        let p = piece_points(tile, up, &take);
        let wastes = kinds.iter().any(|&k| {
            take[k] > 0 && {
                let mut less = take;
                less[k] -= 1;
                piece_points(tile, up, &less) == p
            }
        });
        if !wastes {
            out.push((take, p));
        }
        // The next combination, counting in mixed radix over the accepted kinds.
        let Some(pos) = kinds.iter().position(|&k| take[k] < most(k)) else { break };
        take[kinds[pos]] += 1;
        for &k in &kinds[..pos] {
            take[k] = 0;
        }
    }
    out
}
