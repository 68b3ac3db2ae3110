//! The reconstructed data held to every constraint the rulebook text gives.

use super::*;
use std::collections::HashMap;

/// Every face with its board and season.
fn all_faces() -> Vec<(usize, Season, &'static Face)> {
    let mut out = Vec::new();
    for board in 0..BOARDS.len() {
        for season in Season::ALL {
            out.extend(faces(board, season).iter().map(|f| (board, season, f)));
        }
    }
    out
}

#[test]
fn every_face_shows_15_fields_with_at_least_one_country_tile_field() {
    // 13 listed fields, plus the keyp field and the two-cell river field (rulebook: 15 fields).
    assert_eq!(all_faces().len(), 4 * 4 * 4, "4 boards, 4 seasons, 4 options");
    for (board, season, face) in all_faces() {
        assert_eq!(face.len() + 2, 15);
        assert!(face.contains(&Field::CountryTile), "board {} {season:?}: {face:?}", board + 1);
    }
}

#[test]
fn colour_frames_stay_within_the_maxima_the_tiles_imply() {
    // Farmer's cottage 3/9 (1 or 3 per light green field), kiln 4/8 (2 or 4 per orange), log
    // cabin 3/9, mine 4/8, open pit 3/9.
    let maxima =
        [(Colour::LightGreen, 3), (Colour::Orange, 2), (Colour::Brown, 3), (Colour::Black, 4), (Colour::Grey, 3)];
    let mut reached: HashMap<Colour, usize> = HashMap::new();
    for (board, season, face) in all_faces() {
        for (colour, max) in maxima {
            let n = face.iter().filter(|f| f.frame() == Some(colour)).count();
            assert!(n <= max, "board {} {season:?}: {n} {colour:?} frames", board + 1);
            let best = reached.entry(colour).or_default();
            *best = (*best).max(n);
        }
    }
    // Each maximum is reached on some face, so every cap can be earned.
    for (colour, max) in maxima {
        assert_eq!(reached[&colour], max, "{colour:?}");
    }
}

#[test]
fn season_rules_of_the_field_table() {
    for (board, season, face) in all_faces() {
        let at = format!("board {} {season:?}", board + 1);
        let chickens = face.contains(&Field::Animal(Animal::Chicken));
        let gems = face.iter().any(|f| matches!(f, Field::Gem(_)));
        let processing = face.iter().any(|f| matches!(f, Field::Process(_)));
        assert!(!(season == Season::Summer && chickens), "{at}: no chickens in summer");
        let gem_season = matches!(season, Season::Summer | Season::Winter);
        assert!(gem_season || !gems, "{at}: no gems in spring or autumn");
        assert!(!gem_season || !processing, "{at}: processing only in spring and autumn");
    }
    // Each season still offers what it may: gems in summer and winter, processing in spring and
    // autumn, chickens outside summer, on every board.
    for board in 0..BOARDS.len() {
        let any = |season, pred: fn(&Field) -> bool| faces(board, season).iter().flatten().any(pred);
        assert!(any(Season::Winter, |f| matches!(f, Field::Gem(_))));
        assert!(any(Season::Spring, |f| matches!(f, Field::Process(_))));
        assert!(any(Season::Autumn, |f| matches!(f, Field::Process(_))));
        assert!(any(Season::Autumn, |f| *f == Field::Animal(Animal::Chicken)));
    }
}

#[test]
fn summer_and_winter_share_their_faces_and_the_four_options_differ() {
    for board in 0..BOARDS.len() {
        assert_eq!(faces(board, Season::Summer), faces(board, Season::Winter));
        for season in Season::ALL {
            let mut sorted: Vec<Vec<Field>> = faces(board, season)
                .iter()
                .map(|f| {
                    let mut v = f.to_vec();
                    v.sort();
                    v
                })
                .collect();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), 4, "board {} {season:?}: four unique options", board + 1);
        }
    }
}

#[test]
fn chickens_and_goats_need_three_players() {
    let chicken = Field::Animal(Animal::Chicken);
    let goat = Field::Animal(Animal::Goat);
    assert!(!chicken.in_play(2) && !goat.in_play(2));
    assert!(chicken.in_play(3) && goat.in_play(4));
    assert!(Field::Animal(Animal::Pig).in_play(2));
}

#[test]
fn the_rulebook_frames() {
    assert_eq!(Field::Animal(Animal::Pig).frame(), Some(Colour::LightGreen), "the light green pig field");
    assert_eq!(Field::Build.frame(), Some(Colour::Orange));
    assert_eq!(Field::Upgrade.frame(), Some(Colour::Grey));
    assert_eq!(Field::CountryTile.frame(), None);
}

#[test]
fn building_tiles_match_the_rulebook_counts() {
    for (i, d) in TILES.iter().enumerate() {
        assert_eq!(d.tile as usize, i, "{} out of order", d.name.1);
        assert!(!d.cost.is_empty(), "{}: a build costs at least one piece", d.name.1);
    }
    let count = |origin, area| TILES.iter().filter(|d| d.origin == origin && d.area == area).count();
    // 6 farm and 6 village estate tiles; 48 landscape tiles, 21 of spring, 12 farm and 36 village.
    assert_eq!((count(Origin::Estate, Area::Farm), count(Origin::Estate, Area::Village)), (6, 6));
    assert_eq!(count(Origin::Spring, Area::Farm) + count(Origin::Spring, Area::Village), 21);
    assert_eq!(count(Origin::Later, Area::Farm) + count(Origin::Later, Area::Village), 27);
    assert_eq!(count(Origin::Spring, Area::Farm) + count(Origin::Later, Area::Farm), 12);
    // The tiles that house animals are farm tiles (rulebook: animals live on farm tiles).
    for tile in [Tile::Copse, Tile::HopField, Tile::LivestockMarket, Tile::GoatPen, Tile::ChickenHouse] {
        assert_eq!(tile.data().area, Area::Farm, "{tile:?}");
    }
    // Printed fixed points.
    assert_eq!(Tile::Alchemist.data().vp, [3, 5]);
    assert_eq!(Tile::KeyMarket.data().vp, [3, 5]);
    assert_eq!(Tile::Brickmaker.data().vp, [0, 5]);
    assert_eq!(Tile::BuildingPlot.data().vp, [1, 3]);
    assert_eq!(Tile::LivestockMarket.data().vp, [0, 1]);
}

#[test]
fn no_tile_costs_what_it_produces() {
    use CostItem::{Finished as Fin, Raw as Rw};
    let made = [
        (Tile::Brickmaker, Fin(Finished::Brick)),
        (Tile::Carpenter, Fin(Finished::Timber)),
        (Tile::Stonemason, Fin(Finished::Block)),
        (Tile::Windmill, CostItem::Wheat),
        (Tile::Brickyard, Fin(Finished::Brick)),
        (Tile::Timberyard, Fin(Finished::Timber)),
        (Tile::Stoneyard, Fin(Finished::Block)),
        (Tile::Brickmaker, Rw(Raw::Clay)),
        (Tile::Carpenter, Rw(Raw::Logs)),
        (Tile::Stonemason, Rw(Raw::Stone)),
    ];
    for (tile, item) in made {
        assert!(!tile.data().cost.contains(&item), "{tile:?} costs {item:?}");
    }
}

#[test]
fn fairs_ships_and_the_keyp_tile() {
    let stack = |s| FAIRS.iter().filter(|f| f.stack == s).count();
    assert_eq!(
        (stack(Season::Spring), stack(Season::Summer), stack(Season::Autumn), stack(Season::Winter)),
        (6, 6, 6, 8)
    );
    // The printed spring fair: a sheep and a stone for 2 points.
    let printed = FAIRS.iter().filter(|f| f.source == Provenance::Rulebook).collect::<Vec<_>>();
    assert_eq!(printed.len(), 1);
    assert_eq!(printed[0].front.needs, [Good::Animal(Animal::Sheep), Good::Raw(Raw::Stone)]);
    assert_eq!(printed[0].front.vp, 2);
    for fair in &FAIRS {
        let gems = |side: &FairSide| side.needs.iter().filter(|g| matches!(g, Good::Gem(_))).count();
        match (fair.stack, fair.back) {
            (Season::Winter, Some(back)) => {
                assert_eq!((fair.front.vp, back.vp), (4, 6), "winter fairs: 4 or 6 points");
                assert_eq!((gems(&fair.front), gems(&back)), (0, 2));
            }
            (season, None) => {
                assert_eq!(fair.front.seasons, [season]);
                let limited = |g: &&Good| matches!(g, Good::Animal(Animal::Chicken | Animal::Goat));
                assert!(!fair.front.needs.iter().any(|g| limited(&g)), "dealt fairs avoid 3+ animals");
                assert!(season == Season::Summer || gems(&fair.front) == 0, "gems only in summer");
            }
            _ => panic!("only winter fairs have two sides"),
        }
    }
    for ship in &SHIPS {
        assert_eq!(ship[0].seasons, [Season::Spring, Season::Autumn]);
        assert_eq!(ship[1].seasons, [Season::Summer, Season::Winter]);
        assert_ne!(ship[0].goods[0], ship[0].goods[1]);
        assert!(ship[1].goods.iter().any(|g| matches!(g, Good::Gem(_))));
        assert!(!ship[0].goods.iter().any(|g| matches!(g, Good::Gem(_))));
    }
    assert_eq!(KEYP_TILE[Colour::LightGreen as usize], KeypOutput::Wheat);
}

#[test]
fn counts_in_the_box() {
    assert_eq!(KEYPLES_IN_BOX.iter().map(|&n| usize::from(n)).sum::<usize>(), 32);
    assert_eq!(START_TEAM.iter().map(|&n| usize::from(n)).sum::<usize>(), 8);
    assert_eq!((team_size(2), team_size(3), team_size(4)), (9, 8, 8));
    let raw: u32 = Raw::ALL.iter().map(|&r| u32::from(in_box(Good::Raw(r)))).sum();
    assert_eq!(raw, 48, "48 raw cubes (the seed's 6 logs is a typo for 16)");
    let animals: u32 = Animal::ALL.iter().map(|&a| u32::from(in_box(Good::Animal(a)))).sum();
    assert_eq!(animals, 96);
    assert_eq!(VILLAGE_ROWS * VILLAGE_COLUMNS, 12);
    assert_eq!(FARM_PLOTS % FARM_COLUMNS, 0);
}

#[test]
fn every_reconstructed_value_is_listed_for_players() {
    let tally = crate::games::provenance::tally(&provenance(), &RECONSTRUCTED);
    // 8 counts and rules, and the one printed fair; nothing from public sources; designed: 12
    // groups of board faces and the frames, 60 tiles' costs, their areas and workers, 25 fairs,
    // 6 ships, the keyp tile, the village grid and the upgraded Farmer's cottage's misprint.
    assert_eq!((tally.rulebook, tally.public, tally.reconstructed), (9, 0, 109));
}
