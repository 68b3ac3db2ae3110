//! Keyper's end scoring of farm and village tiles against the rulebook's worked numbers: the
//! farmyard's 6 and 8, the goldsmith's 18 and 24, drainage 5/10, pavements 6/12, the scrap
//! dealer's 8, a piece scored once, and a built-over tile scoring nothing.

use keydom_rules::engine::Game;
use keydom_rules::engine::Seat;
use keydom_rules::games::keyper::data::{Animal, Field, Finished, Gem, Good, Raw, Tile};
use keydom_rules::games::keyper::{Building, Context, Keyper, Player, building_points, scored};

fn player() -> Player {
    let mut p = Keyper::setup(&Keyper::configure(3, &()), 2).unwrap().players[Seat(0)].clone();
    p.goods = Default::default();
    p.keyp_area = Default::default();
    p
}

fn tile(tile: Tile, upgraded: bool) -> Option<Building> {
    Some(Building { tile, upgraded, covered: None, keyples: Vec::new() })
}

/// (farm, village) points of `p` with no claimed board and no fairs.
fn points(p: &Player) -> (u32, u32) {
    building_points(&scored(&Context { player: p, board: &[], fair_seasons: 0 }))
}

#[test]
fn the_upgraded_farmyard_scores_each_kind_once() {
    // Yellow has a cattle, a sheep and 3 pigs: 6 points.
    let mut p = player();
    p.farm[0] = tile(Tile::Farmyard, true);
    p.goods.add(Good::Animal(Animal::Cattle), 1);
    p.goods.add(Good::Animal(Animal::Sheep), 1);
    p.goods.add(Good::Animal(Animal::Pig), 3);
    assert_eq!(points(&p), (6, 0));
    p.goods.add(Good::Animal(Animal::Horse), 1);
    assert_eq!(points(&p), (8, 0), "at most 8, with cattle, horse, pig and sheep");
}

#[test]
fn the_upgraded_goldsmith_scores_6_a_set_up_to_4_sets() {
    let mut p = player();
    p.village[0] = tile(Tile::Goldsmith, true);
    for g in [Gem::Emerald, Gem::Gold, Gem::Sapphire] {
        p.goods.add(Good::Gem(g), 3);
    }
    assert_eq!(points(&p), (0, 18), "three sets");
    for g in [Gem::Emerald, Gem::Gold, Gem::Sapphire] {
        p.goods.add(Good::Gem(g), 2);
    }
    assert_eq!(points(&p), (0, 24), "at most 4 sets");
    // Not upgraded: gold-sapphire pairs, 4 each.
    p.village[0] = tile(Tile::Goldsmith, false);
    assert_eq!(points(&p), (0, 16));
}

#[test]
fn drainage_and_pavements_count_village_tiles_on_their_lines() {
    // Drainage in the middle row with all four diagonal plots built: 5, upgraded 10.
    let mut p = player();
    p.village[5] = tile(Tile::Drainage, false);
    for plot in [0, 2, 8, 10] {
        p.village[plot] = tile(Tile::Brickmaker, false);
    }
    assert_eq!(points(&p), (0, 5));
    p.village[5] = tile(Tile::Drainage, true);
    assert_eq!(points(&p), (0, 10));
    // Orthogonal neighbours do not count for drainage.
    p.village[4] = tile(Tile::Carpenter, false);
    assert_eq!(points(&p), (0, 10));
    // Pavements with its row and column full: 6, upgraded 12 (gaps allowed).
    let mut p = player();
    p.village[5] = tile(Tile::Pavements, false);
    for plot in [1, 9, 4, 6, 7] {
        p.village[plot] = tile(Tile::Brickmaker, false);
    }
    assert_eq!(points(&p), (0, 6));
    p.village[5] = tile(Tile::Pavements, true);
    assert_eq!(points(&p), (0, 12));
    // A gap in the row: the far tile still counts.
    p.village[6] = None;
    assert_eq!(points(&p), (0, 10));
}

#[test]
fn the_upgraded_scrap_dealer_scores_8_for_8_pieces_of_any_kind() {
    let mut p = player();
    p.village[0] = tile(Tile::ScrapDealer, true);
    p.goods.add(Good::Gem(Gem::Ruby), 2);
    p.goods.add(Good::Finished(Finished::Brick), 3);
    p.goods.add(Good::Wheat, 2);
    p.goods.add(Good::Raw(Raw::Clay), 4);
    assert_eq!(points(&p), (0, 8));
}

#[test]
fn a_gem_scores_for_the_prospector_or_the_ring_maker_not_both() {
    let mut p = player();
    p.village[0] = tile(Tile::Prospector, false);
    p.village[1] = tile(Tile::RingMaker, false);
    p.goods.add(Good::Gem(Gem::Gold), 1);
    p.goods.add(Good::Gem(Gem::Ruby), 2);
    // The pair goes to the ring maker (4), the spare ruby to the prospector (1).
    assert_eq!(points(&p), (0, 5));
}

#[test]
fn a_built_over_tile_scores_nothing_and_is_not_counted() {
    let mut p = player();
    p.village[0] =
        Some(Building { tile: Tile::Statue, upgraded: false, covered: Some(Tile::Brickmaker), keyples: Vec::new() });
    // The covered (and upgraded-looking) brickmaker would be worth 5; only the statue counts,
    // one village tile: 1.
    assert_eq!(points(&p), (0, 1));
}

#[test]
fn keyple_and_board_tiles() {
    let mut p = player();
    p.village[0] = tile(Tile::Lumberjack, true);
    p.village[1] = tile(Tile::Kiln, false);
    p.keyp_area.0 = [0, 0, 0, 2, 0, 0, 3];
    // Two brown keyples and two whites standing in: 4 × 2 = 8 (at most 4 keyples).
    let board = [Field::Build, Field::Raw(Raw::Clay), Field::Wheat];
    let ctx = Context { player: &p, board: &board, fair_seasons: 0 };
    assert_eq!(building_points(&scored(&ctx)), (0, 8 + 4), "the kiln: 2 per orange field, 2 of them");
}

#[test]
fn the_farmers_cottage_scores_1_or_3_per_light_green_field_up_to_3_and_9() {
    // The text's "2 Siegpunkte für jedes hellgrüne Feld … (Maximal 3/9 Punkte)" cannot both
    // hold; the data keeps the maximum (the provenance of `data` says why): 3 a field upgraded.
    let mut p = player();
    p.farm[0] = tile(Tile::FarmersCottage, false);
    let board = [Field::Wheat, Field::Animal(Animal::Pig), Field::Animal(Animal::Sheep), Field::Raw(Raw::Clay)];
    let on = |p: &Player| building_points(&scored(&Context { player: p, board: &board, fair_seasons: 0 }));
    assert_eq!(on(&p), (3, 0), "three light green fields");
    p.farm[0] = tile(Tile::FarmersCottage, true);
    assert_eq!(on(&p), (9, 0), "upgraded: the printed maximum 9");
}
