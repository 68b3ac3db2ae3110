//! Keyper's set-up for 2–4 players against the rulebook's numbers, and what each seat sees.

use keydom_rules::engine::{DataVersion, Game, Seat};
use keydom_rules::games::keyper::data::{
    Colour, DATA_VERSION, FAIRS, Finished, Good, NINTH_KEYPLE, Origin, Season, TILES, Tile,
};
use keydom_rules::games::keyper::view::{FairCard, view};
use keydom_rules::games::keyper::{Config, Keyper, Landscape, conservation};

fn config(players: u8) -> Config {
    Config { players, data: DATA_VERSION }
}

#[test]
fn each_player_count_gets_the_rulebook_set_up() {
    for players in 2..=4u8 {
        for seed in 0..20 {
            let state = Keyper::setup(&config(players), seed).unwrap();
            let n = usize::from(players);
            conservation(&state).unwrap();
            assert_eq!(state.season, Season::Spring);
            // One board per player, boards 1…n on their set-up face, empty.
            let boards: Vec<(u8, u8)> = state.boards.iter().map(|b| (b.board, b.option)).collect();
            assert_eq!(boards, (0..players).map(|b| (b, 0)).collect::<Vec<_>>());
            // 8 spring tiles on display, the other 13 in the bag; the 27 later tiles and the 8
            // winter fairs set aside.
            let spring = |t: &Landscape| matches!(t, Landscape::Building(t) if t.data().origin == Origin::Spring);
            assert_eq!(state.display.len(), 8);
            assert_eq!(state.bag.len(), 13);
            assert!(state.display.iter().chain(&state.bag).all(spring));
            assert_eq!(state.set_aside.len(), 27 + 8);
            // 4 of the 6 ships.
            let mut ships = state.ships.clone();
            ships.sort();
            ships.dedup();
            assert_eq!(ships.len(), 4);
            let mut dealt = Vec::new();
            for p in state.players.values() {
                // 8 keyples: one of each craft and two white; with 2 players a ninth of brown,
                // light green, grey or orange.
                let mut team = p.keyp_area.0;
                assert_eq!(team[Colour::White as usize], 2);
                assert_eq!(p.keyp_area.total(), if n == 2 { 9 } else { 8 });
                if n == 2 {
                    let extra = Colour::ALL.iter().position(|&c| c != Colour::White && team[c as usize] == 2);
                    assert!(NINTH_KEYPLE.contains(&Colour::ALL[extra.unwrap()]));
                    team[extra.unwrap()] -= 1;
                }
                assert_eq!(team, [1, 1, 1, 1, 1, 1, 2]);
                assert!(p.keyper_home);
                assert_eq!(p.keyp_tile.total(), 0, "nobody rests on the keyp tile in spring");
                // 1 brick, 1 timber, 1 block; the 12 estate tiles; a fair of each dealt stack.
                for f in Finished::ALL {
                    assert_eq!(p.goods.count(Good::Finished(f)), 1);
                }
                assert_eq!(p.goods.raw, [0; 3]);
                assert_eq!(p.unbuilt.len(), 12);
                assert!(p.unbuilt.iter().all(|t| t.data().origin == Origin::Estate));
                let stacks: Vec<Season> = p.fairs.iter().map(|f| FAIRS[usize::from(f.unwrap())].stack).collect();
                assert_eq!(stacks, [Season::Spring, Season::Summer, Season::Autumn]);
                dealt.extend(p.fairs.iter().flatten().copied());
            }
            let before = dealt.len();
            dealt.sort();
            dealt.dedup();
            assert_eq!(dealt.len(), before, "every dealt fair is a different tile");
            assert_eq!(state.supply.finished, [16 - players; 3]);
        }
    }
}

#[test]
fn the_two_player_ninth_keyples_differ_and_vary_by_seed() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let state = Keyper::setup(&config(2), seed).unwrap();
        let ninths: Vec<usize> = state
            .players
            .values()
            .iter()
            .map(|p| Colour::ALL.iter().position(|&c| c != Colour::White && p.keyp_area.count(c) == 2).unwrap())
            .collect();
        assert_ne!(ninths[0], ninths[1], "drawn from one of each of the four colours");
        seen.extend(ninths);
    }
    assert_eq!(seen.len(), 4, "every one of the four colours is drawn");
}

#[test]
fn a_seat_sees_its_own_fairs_but_not_the_others_nor_the_bag() {
    let state = Keyper::setup(&config(3), 7).unwrap();
    let mine = view(&state, Some(Seat(1)));
    for (seat, p) in mine.players.iter() {
        let known = p.fairs.iter().all(|f| matches!(f, FairCard::Known(_)));
        let hidden = p.fairs.iter().all(|f| *f == FairCard::Hidden);
        assert!(if seat == Seat(1) { known } else { hidden }, "{seat:?}");
    }
    let table = view(&state, None);
    assert!(table.players.values().iter().all(|p| p.fairs == [FairCard::Hidden; 3]));
    assert_eq!(table.bag, 13);
    // Two states that differ only in hidden things look the same to a seat that cannot see them.
    let mut other = state.clone();
    other.bag.reverse();
    let (first, third) = (other.players.values()[0].fairs, other.players.values()[2].fairs);
    for (seat, p) in other.players.iter_mut() {
        match seat.index() {
            0 => p.fairs = third,
            2 => p.fairs = first,
            _ => {}
        }
    }
    assert_eq!(view(&other, Some(Seat(1))), mine);
    assert_ne!(view(&other, Some(Seat(0))), view(&state, Some(Seat(0))));
}

#[test]
fn set_up_refuses_other_player_counts_and_newer_data() {
    assert!(Keyper::setup(&config(1), 0).is_err());
    assert!(Keyper::setup(&config(5), 0).is_err());
    let newer = Config { players: 3, data: DataVersion(DATA_VERSION.0 + 1) };
    assert!(Keyper::setup(&newer, 0).is_err());
}

#[test]
fn conservation_notices_a_lost_piece() {
    let mut state = Keyper::setup(&config(4), 3).unwrap();
    state.display.pop();
    assert!(conservation(&state).is_err(), "a landscape tile lost");
    let mut state = Keyper::setup(&config(4), 3).unwrap();
    state.supply.take(Good::Wheat, 1);
    assert!(conservation(&state).is_err(), "a wheat lost");
    let mut state = Keyper::setup(&config(4), 3).unwrap();
    state.players.iter_mut().next().unwrap().1.unbuilt.push(Tile::Barn);
    assert!(conservation(&state).is_err(), "a tile duplicated");
    assert_eq!(TILES.len(), 60);
}
