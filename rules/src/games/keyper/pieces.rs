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
//! one tile, so the three are searched apart. The prospector (any 4 gems) and the scrap dealer
//! (any 8 goods) only count pieces, so they share whatever the other tiles leave, and the search
//! needs to know only how many gems and other goods are left once no later tile takes them.

use std::collections::HashMap;

use super::data::{Animal, Colour, Finished, Gem, Good, SCORING_CAP, Tile};
use super::season::houses;
use super::state::Player;
use super::text::{colour, good};
use crate::text::Text;

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

impl Counts {
    /// The points per piece, kind, set or pair on the side shown.
    fn rate(&self, upgraded: bool) -> u32 {
        let i = usize::from(upgraded);
        match self {
            Counts::Animals(_, p)
            | Counts::Kinds(_, p)
            | Counts::Goods(_, p)
            | Counts::AnyGem(p)
            | Counts::Keyples(_, p) => p[i],
            Counts::Gems(..) => [4, 6][i],
            Counts::Scrap => [1, 2][i],
        }
    }
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

/// How a tile scores pieces, in a few words ("2 je Huhn (höchstens 4)" / "2 per chicken (4 at
/// most)"); `None` for a tile that scores no pieces.
pub fn rule(tile: Tile, upgraded: bool) -> Option<Text> {
    let names = |goods: &mut dyn Iterator<Item = Good>, or: (&str, &str)| {
        let (de, en): (Vec<String>, Vec<String>) = goods.map(good).map(|t| (t.de, t.en)).unzip();
        (de.join(or.0), en.join(or.1))
    };
    let animals = |kinds: &[Animal]| names(&mut kinds.iter().map(|&a| Good::Animal(a)), (" oder ", " or "));
    let cap = u32::from(SCORING_CAP);
    let counts = counts(tile)?;
    let rate = counts.rate(upgraded);
    let ((de, en), (cap, unit_de, unit_en)) = match counts {
        Counts::Animals(kinds, _) => (animals(kinds), (cap, "", "")),
        Counts::Kinds(kinds, _) => {
            let (de, en) = names(&mut kinds.iter().map(|&a| Good::Animal(a)), (", ", ", "));
            ((format!("Art ({de})"), format!("kind ({en})")), (kinds.len() as u32, " Arten", " kinds"))
        }
        Counts::Goods(g, _) => (names(&mut std::iter::once(g), ("", "")), (cap, "", "")),
        Counts::Gems(pair, extra) => {
            let set = pair.into_iter().chain(upgraded.then_some(extra)).map(Good::Gem);
            let (de, en) = names(&mut set.into_iter(), (" + ", " + "));
            ((format!("Satz ({de})"), format!("set ({en})")), (cap, " Sätze", " sets"))
        }
        Counts::AnyGem(_) => (("Edelstein".into(), "gem".into()), (cap, "", "")),
        Counts::Scrap => {
            let goods = ("2 Waren außer Tieren".into(), "2 goods other than animals".into());
            (goods, (cap, " Paare", " pairs"))
        }
        Counts::Keyples(c, _) => {
            let (c, white) = (colour(c), colour(Colour::White));
            let base = |s: &str| s.trim_end_matches("er").to_string();
            let de = format!("Keyple ({} oder {})", base(&c.de), base(&white.de));
            ((de, format!("keyple ({} or {})", c.en, white.en)), (cap, "", ""))
        }
    };
    Some(Text::new(
        format!("{rate} je {de} (höchstens {cap}{unit_de})"),
        format!("{rate} per {en} ({cap}{unit_en} at most)"),
    ))
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
/// score nothing): what it scored of its cap times its rate.
pub fn piece_points(tile: Tile, upgraded: bool, on: &Pieces) -> u32 {
    let rate = counts(tile).map_or(0, |c| c.rate(upgraded));
    cap_used(tile, upgraded, on).map_or(0, |(scored, _, _)| scored * rate)
}

/// What a tile's cap counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Single pieces (animals, goods, gems or keyples).
    Pieces,
    /// Kinds of animal, one of each.
    Kinds,
    /// Sets of gems.
    Sets,
    /// Pairs of goods (the scrap dealer).
    Pairs,
}

/// How much a tile scored of its cap with the pieces `on` it: (scored, at most, unit); `None`
/// for a tile that scores no pieces.
pub fn cap_used(tile: Tile, upgraded: bool, on: &Pieces) -> Option<(u32, u32, Unit)> {
    let cap = u32::from(SCORING_CAP);
    let used = accepts(tile, upgraded);
    let n = used.iter().map(|&k| u32::from(on[k])).sum::<u32>();
    Some(match counts(tile)? {
        Counts::Animals(..) | Counts::Goods(..) | Counts::AnyGem(_) | Counts::Keyples(..) => {
            (n.min(cap), cap, Unit::Pieces)
        }
        Counts::Kinds(..) => (used.iter().filter(|&&k| on[k] > 0).count() as u32, used.len() as u32, Unit::Kinds),
        Counts::Gems(..) => (used.iter().map(|&k| u32::from(on[k])).min().unwrap_or(0).min(cap), cap, Unit::Sets),
        Counts::Scrap => (n.min(2 * cap) / 2, cap, Unit::Pairs),
    })
}

/// Which of the three independent searches a tile's pieces belong to; `None` for the tiles
/// that only count pieces (the prospector and the scrap dealer), scored at the searches' ends.
fn group(tile: Tile) -> Option<usize> {
    match counts(tile)? {
        Counts::Animals(..) | Counts::Kinds(..) => Some(0),
        Counts::Keyples(..) => Some(1),
        Counts::Goods(..) | Counts::Gems(..) => Some(2),
        Counts::AnyGem(_) | Counts::Scrap => None,
    }
}

/// What the allocation gives one tile: the pieces that score there and their points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Share {
    /// The pieces on the tile (only those that add points).
    pub on: Pieces,
    /// The points they score.
    pub points: u32,
}

/// The best points each of `tiles` (tile, upgraded) can score with the pieces in `have`, every
/// piece on one tile at most: the piece points of each tile, in order.
pub fn allocate(tiles: &[(Tile, bool)], have: &Pieces) -> Vec<u32> {
    allocation(tiles, have).into_iter().map(|s| s.points).collect()
}

/// The allocation [`allocate`] scores: each tile's share, in order. The counting tiles take
/// their counts from what the others leave, gems for the prospector first, each tile the kinds
/// in [`PIECE_KINDS`] order.
pub fn allocation(tiles: &[(Tile, bool)], have: &Pieces) -> Vec<Share> {
    let mut shares = vec![Share { on: [0; PIECE_KINDS], points: 0 }; tiles.len()];
    let find = |tile: Tile| tiles.iter().position(|&(t, _)| t == tile);
    let (prospector, scrap) = (find(Tile::Prospector), find(Tile::ScrapDealer));
    for g in 0..3 {
        let members: Vec<usize> = (0..tiles.len()).filter(|&i| group(tiles[i].0) == Some(g)).collect();
        let counting = Counting {
            prospector: prospector.filter(|_| g == 2).map(|i| tiles[i].1),
            scrap: scrap.filter(|_| g == 2).map(|i| tiles[i].1),
        };
        let search = Search::new(members.iter().map(|&i| tiles[i]).collect(), counting);
        let (group_shares, counted, mut left) = search.run(have);
        for (&i, share) in members.iter().zip(group_shares) {
            shares[i] = share;
        }
        if g == 2 {
            let mut take = |at: Option<usize>, kinds: &[usize], n: u8, points: u32| {
                let Some(i) = at else { return };
                let mut want = n;
                for &k in kinds {
                    let moved = left[k].min(want);
                    (left[k], shares[i].on[k], want) = (left[k] - moved, shares[i].on[k] + moved, want - moved);
                }
                shares[i].points = points;
            };
            let gems: Vec<usize> = GEM_KINDS.collect();
            let any: Vec<usize> = SCRAP_KINDS.chain(GEM_KINDS).collect();
            take(prospector, &gems, counted.gems, counted.prospector);
            take(scrap, &any, counted.scrapped, counted.scrap);
        }
    }
    shares
}

/// The tiles that only count pieces: the prospector (any gem, at most 4) and the scrap dealer
/// (any good but animals, at most 8), each upgraded or not if built.
struct Counting {
    prospector: Option<bool>,
    scrap: Option<bool>,
}

/// What the counting tiles score: their points and how many pieces each takes.
#[derive(Clone, Copy)]
struct Counted {
    prospector: u32,
    scrap: u32,
    /// Gems on the prospector.
    gems: u8,
    /// Pieces on the scrap dealer (those that score: two per point).
    scrapped: u8,
}

impl Counting {
    /// The most the two score from `gems` gems and `others` other goods: the prospector's share
    /// of the gems is tried from most to fewest.
    fn best(&self, gems: u8, others: u8) -> Counted {
        let one_kind = |kind: usize, n: u8| {
            let mut on = [0; PIECE_KINDS];
            on[kind] = n;
            on
        };
        let most = self.prospector.map_or(0, |_| gems.min(SCORING_CAP));
        (0..=most)
            .rev()
            .map(|g| {
                let prospector =
                    self.prospector.map_or(0, |up| piece_points(Tile::Prospector, up, &one_kind(GEM_KINDS.start, g)));
                let rest = others + gems - g;
                let scrap = self.scrap.map_or(0, |up| piece_points(Tile::ScrapDealer, up, &one_kind(0, rest)));
                let scrapped = if self.scrap.is_some() { rest.min(2 * SCORING_CAP) / 2 * 2 } else { 0 };
                Counted { prospector, scrap, gems: g, scrapped }
            })
            .reduce(|best, next| if next.prospector + next.scrap > best.prospector + best.scrap { next } else { best })
            .expect("at least one share")
    }
}

/// One memoised search over a group of tiles that take sets of pieces; the counting tiles take
/// what the group leaves.
struct Search {
    tiles: Vec<(Tile, bool)>,
    counting: Counting,
    /// For each `i`, the kinds tiles `i..` take (the others only count as totals).
    live: Vec<[bool; PIECE_KINDS]>,
    memo: HashMap<(usize, Pieces, u8, u8), u32>,
}

impl Search {
    fn new(tiles: Vec<(Tile, bool)>, counting: Counting) -> Search {
        let mut live = vec![[false; PIECE_KINDS]; tiles.len() + 1];
        for i in (0..tiles.len()).rev() {
            live[i] = live[i + 1];
            accepts(tiles[i].0, tiles[i].1).into_iter().for_each(|k| live[i][k] = true);
        }
        Search { tiles, counting, live, memo: HashMap::new() }
    }

    /// The tiles' shares, in order, the counting tiles' and the pieces left, for the best
    /// allocation (the first best one in the order the options are tried).
    fn run(mut self, have: &Pieces) -> (Vec<Share>, Counted, Pieces) {
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
            shares.push(Share { on: take, points: p });
        }
        let (gems, others) = totals(&left, &[false; PIECE_KINDS]);
        (shares, self.counting.best(gems, others), left)
    }

    /// The most tiles `i..` and the counting tiles score from `left`.
    fn best(&mut self, i: usize, left: &Pieces) -> u32 {
        // Kinds no later tile takes matter only as totals for the counting tiles (capped at
        // what those can take), which makes positions that differ only there one.
        let (gems, others) = totals(left, &self.live[i]);
        let (gems, others) = (gems.min(3 * SCORING_CAP), others.min(2 * SCORING_CAP));
        if i == self.tiles.len() {
            let counted = self.counting.best(gems, others);
            return counted.prospector + counted.scrap;
        }
        let key = (i, std::array::from_fn(|k| if self.live[i][k] { left[k] } else { 0 }), gems, others);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let (tile, up) = self.tiles[i];
        let mut best = 0;
        for (take, p) in options(tile, up, left) {
            best = best.max(p + self.best(i + 1, &minus(left, &take)));
        }
        self.memo.insert(key, best);
        best
    }
}

/// The gems and the other goods (not animals) in `left` among the kinds not `live`.
fn totals(left: &Pieces, live: &[bool; PIECE_KINDS]) -> (u8, u8) {
    let sum = |kinds: std::ops::Range<usize>| kinds.filter(|&k| !live[k]).map(|k| u32::from(left[k])).sum::<u32>();
    let cap = |n: u32| n.min(u32::from(u8::MAX)) as u8;
    (cap(sum(GEM_KINDS)), cap(sum(SCRAP_KINDS)))
}

fn minus(a: &Pieces, b: &Pieces) -> Pieces {
    std::array::from_fn(|k| a[k] - b[k])
}

/// Every set of pieces from `left` that `tile` can take without wasting one (each piece taken
/// adds points), with its points; the empty set first.
fn options(tile: Tile, up: bool, left: &Pieces) -> Vec<(Pieces, u32)> {
    let cap = SCORING_CAP;
    let kinds = accepts(tile, up);
    let mut takes: Vec<Pieces> = Vec::new();
    let with = |pairs: &[(usize, u8)]| {
        let mut take = [0; PIECE_KINDS];
        pairs.iter().for_each(|&(k, n)| take[k] += n);
        take
    };
    match counts(tile) {
        // One kind, or sets of one of each kind: 0 to 4 of them.
        Some(Counts::Goods(..) | Counts::Gems(..)) => {
            let most = kinds.iter().map(|&k| left[k]).min().unwrap_or(0).min(cap);
            takes.extend((0..=most).map(|n| with(&kinds.iter().map(|&k| (k, n)).collect::<Vec<_>>())));
        }
        // Up to 4 animals of the kinds housed (one kind for every tile that scores this way).
        Some(Counts::Animals(..)) => {
            let k = kinds[0];
            debug_assert_eq!(kinds.len(), 1);
            takes.extend((0..=left[k].min(cap)).map(|n| with(&[(k, n)])));
        }
        // One animal of each kind present, any subset of them.
        Some(Counts::Kinds(..)) => {
            let present: Vec<usize> = kinds.iter().copied().filter(|&k| left[k] > 0).collect();
            for mask in 0..1u32 << present.len() {
                let chosen: Vec<(usize, u8)> =
                    present.iter().enumerate().filter(|(b, _)| mask >> b & 1 == 1).map(|(_, &k)| (k, 1)).collect();
                takes.push(with(&chosen));
            }
        }
        // Own colour and white keyples, 4 at most.
        Some(Counts::Keyples(..)) => {
            let (own, white) = (kinds[0], kinds[1]);
            for o in 0..=left[own].min(cap) {
                for w in 0..=left[white].min(cap - o) {
                    takes.push(with(&[(own, o), (white, w)]));
                }
            }
        }
        Some(Counts::AnyGem(_) | Counts::Scrap) | None => takes.push([0; PIECE_KINDS]),
    }
    takes.into_iter().map(|take| (take, piece_points(tile, up, &take))).collect()
}
