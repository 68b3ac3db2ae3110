//! The end of a round and the fourth round, and the first-pass buying limits, through `apply`.

use crate::support::*;
use keydom_rules::engine::{Game, RuleError, Seat};
use keydom_rules::games::nuernberg::data::{Guest, Guild};
use keydom_rules::games::nuernberg::{Action, Cards, Event, Goods, Nuernberg, Phase, Refusal};

#[test]
fn the_fourth_round_favourite_takes_both_craftsmen_and_a_merchant_for_each_plus() {
    let mut s = new_game(2, 6);
    // The two "Handelsmann +" Brauer (a 2 and a 3) go into the stacked top window at set-up.
    let (bottom, top) = (craftsman(Guild::Brauer, 0), craftsman(Guild::Brauer, 2));
    put(&mut s, Guest::Craftsman(bottom), Spot::Workshop(Guild::Brauer, 3, 0));
    put(&mut s, Guest::Craftsman(top), Spot::Workshop(Guild::Brauer, 3, 1));
    for _ in 0..3 {
        finish_round(&mut s);
    }
    assert_eq!(s.round, 4);
    assert_eq!(s.houses[0].workshop, [vec![bottom, top]]);
    assert_eq!(s.houses[0].price(), 3, "the upper one is the master");
    // Only Seat 1 has beer.
    to_storage(&mut s, Seat(0), Guild::Brauer);
    to_storage(&mut s, Seat(1), Guild::Brauer);
    give(&mut s, Seat(1), Guild::Brauer, 1);
    let before = s.players[Seat(1)].tableau.merchants;
    let events = finish_round(&mut s);
    assert!(events.contains(&Event::Favourite {
        guild: Guild::Brauer,
        seat: Seat(1),
        masters: vec![bottom, top],
        arms: true,
        prestige: s.prestige == Guild::Brauer,
    }));
    assert!(
        s.players[Seat(1)].tableau.craftsmen.contains(&bottom) && s.players[Seat(1)].tableau.craftsmen.contains(&top)
    );
    assert_eq!(events.iter().filter(|e| **e == Event::MerchantGained { seat: Seat(1) }).count(), 2);
    assert_eq!(s.players[Seat(1)].tableau.merchants, before + 2);
    assert_eq!(s.phase, Phase::Over);
    assert!(s.houses.iter().all(|h| h.workshop.is_empty()), "no craftsmen are left in the houses");
}

#[test]
fn without_goods_there_is_no_favourite_and_the_master_goes_to_the_box() {
    let mut s = new_game(2, 6);
    to_storage(&mut s, Seat(0), Guild::Baecker);
    to_storage(&mut s, Seat(1), Guild::Baecker);
    s.prestige = Guild::Baecker;
    let master = s.houses[1].master().unwrap();
    let events = finish_round(&mut s);
    assert!(events.contains(&Event::NoFavourite { guild: Guild::Baecker }));
    assert!(s.in_box.contains(&Guest::Craftsman(master)));
    assert_eq!(s.prestige_lost, 1, "the unclaimed prestige arm leaves the game");
    assert_ne!(s.prestige, Guild::Baecker, "never the prestige guild twice in a row");
}

#[test]
fn refilling_discards_the_leftmost_guest_and_slides_the_rest() {
    let mut s = new_game(2, 6);
    let guest = s.guests.pop().unwrap();
    s.houses[2].rooms[0] = Some(guest);
    let [_, b, c, d] = s.houses[2].rooms;
    let events = finish_round(&mut s);
    assert!(events.iter().any(|e| matches!(e, Event::NewRound { round: 2 })));
    assert!(s.in_box.contains(&guest));
    assert_eq!(s.houses[2].rooms[..3], [b, c, d]);
    assert!(s.houses[2].rooms[3].is_some(), "the empty room is refilled from the pile");
}

#[test]
fn five_players_at_one_guild_in_the_first_pass_buy_one_good_each() {
    let mut s = new_game(5, 3);
    for seat in Seat::all(5) {
        play(&mut s, seat, Action::Plan(Cards::from_guilds(&[Guild::Hutmacher])));
    }
    let first = Nuernberg::to_act(&s).seats().nth(0);
    let two = Action::Buy(Goods::single(Guild::Hutmacher, 2));
    assert_eq!(Nuernberg::apply(&mut s.clone(), first, &two), Err(RuleError::Rule(Refusal::OverLimit { limit: 1 })));
    play(&mut s, first, Action::Buy(Goods::single(Guild::Hutmacher, 1)));
}
