//! Keyper's end-scoring allocation (rulebook "Ende des Spiels" (i) and (iii)): the exact search
//! agrees with a brute force that tries every way to lay the pieces on the tiles, over many
//! seeded random holdings, and beats handing pieces to the best-paying tiles first where that
//! loses points.

use keydom_rules::engine::GameRng;
use keydom_rules::games::keyper::data::{Colour, Finished, Gem, Good, Raw, TILES, Tile};
use keydom_rules::games::keyper::{PIECE_KINDS, Pieces, accepts, allocate, good_index, keyple_index, piece_points};

/// The most points of `tiles` over every way to split each kind of piece among the tiles that
/// take it and the box: the rulebook's "move every piece freely onto the tiles".
fn brute_force(tiles: &[(Tile, bool)], have: &Pieces) -> u32 {
    fn go(kind: usize, tiles: &[(Tile, bool)], left: &Pieces, on: &mut Vec<Pieces>) -> u32 {
        if kind == PIECE_KINDS {
            return tiles.iter().zip(on.iter()).map(|(&(t, up), on)| piece_points(t, up, on)).sum();
        }
        let takers: Vec<usize> =
            (0..tiles.len()).filter(|&i| accepts(tiles[i].0, tiles[i].1).contains(&kind)).collect();
        split(kind, left[kind], &takers, tiles, left, on)
    }
    /// Hands `n` pieces of `kind` to `takers` (the rest stay off the tiles), then goes on.
    fn split(kind: usize, n: u8, takers: &[usize], tiles: &[(Tile, bool)], left: &Pieces, on: &mut Vec<Pieces>) -> u32 {
        let Some((&first, rest)) = takers.split_first() else { return go(kind + 1, tiles, left, on) };
        let mut best = 0;
        for k in 0..=n {
            on[first][kind] = k;
            best = best.max(split(kind, n - k, rest, tiles, left, on));
        }
        on[first][kind] = 0;
        best
    }
    go(0, tiles, have, &mut vec![[0; PIECE_KINDS]; tiles.len()])
}

fn total(tiles: &[(Tile, bool)], have: &Pieces) -> u32 {
    allocate(tiles, have).iter().sum()
}

#[test]
fn the_search_matches_brute_force_on_random_holdings() {
    let scoring: Vec<Tile> = TILES.iter().map(|d| d.tile).filter(|&t| !accepts(t, true).is_empty()).collect();
    let mut rng = GameRng::from_seed(16);
    let mut nonzero = 0;
    for case in 0..600 {
        let n = 1 + rng.index(4);
        let mut tiles: Vec<(Tile, bool)> = Vec::new();
        // Half the cases hold a tile that only counts pieces, which takes what the others leave.
        if rng.below(2) == 0 {
            tiles.push(([Tile::Prospector, Tile::ScrapDealer][rng.index(2)], rng.below(2) == 1));
        }
        while tiles.len() < n {
            let t = scoring[rng.index(scoring.len())];
            if tiles.iter().all(|&(u, _)| u != t) {
                tiles.push((t, rng.below(2) == 1));
            }
        }
        // A few pieces of the kinds these tiles take (and a few others, which must not matter).
        let mut have = [0u8; PIECE_KINDS];
        let kinds: Vec<usize> = tiles.iter().flat_map(|&(t, up)| accepts(t, up)).collect();
        for _ in 0..3 + rng.index(6) {
            let k = if rng.below(5) == 0 { rng.index(PIECE_KINDS) } else { kinds[rng.index(kinds.len())] };
            have[k] = (have[k] + 1).min(6);
        }
        let exact = total(&tiles, &have);
        assert_eq!(exact, brute_force(&tiles, &have), "case {case}: {tiles:?} with {have:?}");
        nonzero += usize::from(exact > 0);
    }
    assert!(nonzero > 450, "the cases score something: {nonzero}");
}

#[test]
fn shared_gems_go_where_both_pairs_complete() {
    // One gem of each kind: the ring maker's gold–ruby pair would leave the goldsmith
    // (gold–sapphire) and the jeweller (emerald–ruby) empty; both pairs score 8.
    let tiles = [(Tile::RingMaker, false), (Tile::Goldsmith, false), (Tile::Jeweller, false)];
    let mut have = [0; PIECE_KINDS];
    for g in Gem::ALL {
        have[good_index(Good::Gem(g))] = 1;
    }
    assert_eq!(allocate(&tiles, &have), vec![0, 4, 4]);
}

#[test]
fn a_brick_may_score_more_on_the_scrap_dealer_than_on_the_brickyard() {
    // A brick and a clay: the brickyard pays 1 for the brick, the upgraded scrap dealer 2 for
    // the pair.
    let tiles = [(Tile::Brickyard, false), (Tile::ScrapDealer, true)];
    let mut have = [0; PIECE_KINDS];
    have[good_index(Good::Finished(Finished::Brick))] = 1;
    have[good_index(Good::Raw(Raw::Clay))] = 1;
    assert_eq!(allocate(&tiles, &have), vec![0, 2]);
    // With a second brick, one brick goes to the brickyard and the other pair to the dealer.
    have[good_index(Good::Finished(Finished::Brick))] = 2;
    assert_eq!(allocate(&tiles, &have).iter().sum::<u32>(), 3, "a brick for 1, the pair for 2");
}

#[test]
fn the_prospector_and_the_scrap_dealer_share_what_is_left() {
    // Three gems and a clay: the prospector pays 1 a gem, the upgraded scrap dealer 2 a pair;
    // the dealer's pair of the clay and a gem beats a third gem on the prospector (2 + 2 > 3).
    let tiles = [(Tile::Prospector, false), (Tile::ScrapDealer, true)];
    let mut have = [0; PIECE_KINDS];
    have[good_index(Good::Gem(Gem::Ruby))] = 3;
    have[good_index(Good::Raw(Raw::Clay))] = 1;
    assert_eq!(allocate(&tiles, &have), vec![2, 2]);
}

#[test]
fn white_keyples_stand_in_where_they_pay_most() {
    // Four white keyples and one brown: the upgraded farmer pays 2 for each white, the
    // lumberjack 1 for its own brown.
    let tiles = [(Tile::Lumberjack, false), (Tile::Farmer, true)];
    let mut have = [0; PIECE_KINDS];
    have[keyple_index(Colour::White)] = 4;
    have[keyple_index(Colour::Brown)] = 1;
    assert_eq!(allocate(&tiles, &have), vec![1, 8]);
}
