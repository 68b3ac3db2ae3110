//! Each citizen at its trigger, and the "Handelsmann +" craftsmen, played through `apply`.

use crate::support::*;
use keydom_rules::engine::{DataVersion, Game, RuleError, Seat};
use keydom_rules::games::nuernberg::data::{Citizen, CitizenKind, Guest, Guild};
use keydom_rules::games::nuernberg::{Action, Event, Goods, Nuernberg, Place, Refusal, State};

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C: Seat = Seat(2);

/// Seat A to act at the Brauer, first in turn order, with `guest` in the leftmost room (cost: 1 beer).
fn with_guest(guest: Guest, more: impl FnOnce(&mut State)) -> State {
    turn_at(3, A, Guild::Brauer, |s| {
        s.order = vec![A, B, C];
        put(s, guest, Spot::Room(Guild::Brauer, 0));
        more(s);
    })
}

fn recruit(s: &mut State) -> Vec<Event> {
    play(s, A, Action::Recruit { room: 0, payment: Goods::single(Guild::Brauer, 1) })
}

fn income(events: &[Event], seat: Seat) -> u32 {
    events
        .iter()
        .find_map(|e| match e {
            Event::Income { seat: s, taler } if *s == seat => Some(*taler),
            _ => None,
        })
        .expect("income was paid")
}

#[test]
fn ratsherr_gives_a_merchant_but_never_a_ninth() {
    let ratsherr = Guest::Citizen(citizen(CitizenKind::Ratsherr));
    let mut s = with_guest(ratsherr, |_| {});
    let events = recruit(&mut s);
    assert!(events.contains(&Event::MerchantGained { seat: A }));
    assert_eq!((s.players[A].tableau.merchants, s.players[A].tableau.supply), (4, 3), "one on the roof, one gained");
    assert!(s.guests.contains(&ratsherr), "back into the pile");

    let mut s = with_guest(ratsherr, |s| {
        s.players[A].tableau.merchants = 8;
        s.players[A].tableau.supply = 0;
    });
    let events = recruit(&mut s);
    assert!(!events.contains(&Event::MerchantGained { seat: A }));
    assert!(s.guests.contains(&ratsherr));
}

#[test]
fn merchant_plus_craftsmen_give_a_merchant_when_recruited_and_when_won_as_master() {
    let plus = craftsman(Guild::Brauer, 0);
    assert!(plus.merchant_plus());
    let mut s = with_guest(Guest::Craftsman(plus), |_| {});
    let events = recruit(&mut s);
    assert!(events.contains(&Event::MerchantGained { seat: A }));
    assert_eq!(s.players[A].tableau.craftsmen, [plus]);

    let mut s = with_guest(Guest::Citizen(citizen(CitizenKind::Edelmann(2))), |s| {
        put(s, Guest::Craftsman(plus), Spot::Workshop(Guild::Brauer, 0, 0));
        to_storage(s, B, Guild::Brauer);
        to_storage(s, C, Guild::Brauer);
        give(s, A, Guild::Brauer, 1);
    });
    play(&mut s, A, Action::DoNothing);
    let events = finish_round(&mut s);
    assert!(events.iter().any(|e| matches!(e, Event::Favourite { guild: Guild::Brauer, seat: A, .. })));
    assert!(events.contains(&Event::MerchantGained { seat: A }));
    assert_eq!((s.players[A].tableau.merchants, s.players[A].tableau.supply), (5, 3));
}

#[test]
fn dieb_takes_two_goods_and_the_bank_pays_the_victim_at_the_masters_prices() {
    let dieb = Guest::Citizen(citizen(CitizenKind::Dieb));
    let mut s = with_guest(dieb, |_| {});
    recruit(&mut s);
    let legal = Nuernberg::legal_actions(&s, A);
    assert!(legal.contains(&Action::Decline));
    assert!(legal.iter().all(|a| !matches!(a, Action::Steal { victim: A, .. })), "never from oneself");
    let three = Action::Steal { victim: B, goods: Goods([1, 1, 1, 0, 0, 0]) };
    assert_eq!(Nuernberg::apply(&mut s.clone(), A, &three), Err(RuleError::Rule(Refusal::AtMostTwo)));
    let themselves = Action::Steal { victim: A, goods: Goods([0, 1, 0, 0, 0, 0]) };
    assert_eq!(Nuernberg::apply(&mut s.clone(), A, &themselves), Err(RuleError::Rule(Refusal::NoVictim)));

    let price = |s: &State, g: Guild| s.houses[g.index()].price();
    let expected = s.players[B].taler + price(&s, Guild::Brauer) + price(&s, Guild::Schuhmacher);
    let goods = Goods([1, 0, 1, 0, 0, 0]);
    let events = play(&mut s, A, Action::Steal { victim: B, goods });
    assert!(matches!(events[0], Event::Stolen { victim: B, .. }));
    assert_eq!(s.players[B].taler, expected);
    assert_eq!(s.players[B].tableau.goods, Goods([0, 1, 0, 1, 0, 0]));
    assert_eq!(s.players[A].tableau.goods, Goods([1, 1, 2, 1, 0, 0]));
    assert!(s.guests.contains(&dieb));
}

#[test]
fn waechter_swaps_two_craftsmen_of_one_guild_but_no_master() {
    let waechter = Guest::Citizen(citizen(CitizenKind::Waechter));
    let mut s = with_guest(waechter, |s| {
        let brauer = s.guests.iter().find(|g| matches!(g, Guest::Craftsman(h) if h.guild == Guild::Brauer));
        put(s, *brauer.unwrap(), Spot::Room(Guild::Baecker, 2));
    });
    recruit(&mut s);
    let legal = Nuernberg::legal_actions(&s, A);
    let master = |p: &Place| matches!(p, Place::Workshop { window: 0, .. });
    assert!(legal.iter().all(|a| !matches!(a, Action::Swap(p, q) if master(p) || master(q))));
    let a = Place::Workshop { guild: Guild::Brauer, window: 1, layer: 0 };
    let b = Place::Room { guild: Guild::Baecker, room: 2 };
    let (in_workshop, in_room) = (s.houses[0].workshop[1][0], s.houses[1].rooms[2]);
    let bad_swap = Action::Swap(Place::Workshop { guild: Guild::Brauer, window: 0, layer: 0 }, b);
    assert_eq!(Nuernberg::apply(&mut s.clone(), A, &bad_swap), Err(RuleError::Rule(Refusal::NoSuchSwap)));
    play(&mut s, A, Action::Swap(a, b));
    assert_eq!(Some(Guest::Craftsman(s.houses[0].workshop[1][0])), in_room);
    assert_eq!(s.houses[1].rooms[2], Some(Guest::Craftsman(in_workshop)));
    assert!(s.guests.contains(&waechter));
}

/// Rulebook, set-up I and "Neue Zunftmeister einsetzen": in round 4 the master's window holds
/// the two tiles of the top window, and only the upper one is the master; the one beneath never
/// becomes master. The Wächter text protects masters only, so that tile may be swapped.
#[test]
fn waechter_may_swap_the_tile_beneath_the_round_4_master() {
    let waechter = Guest::Citizen(citizen(CitizenKind::Waechter));
    let mut s = with_guest(waechter, |s| {
        let brauer = s.guests.iter().find(|g| matches!(g, Guest::Craftsman(h) if h.guild == Guild::Brauer));
        put(s, *brauer.unwrap(), Spot::Room(Guild::Baecker, 2));
        s.round = 4;
        for house in &mut s.houses {
            let top = house.workshop.pop().unwrap();
            s.in_box.extend(house.workshop.drain(..).flatten().map(Guest::Craftsman));
            house.workshop = vec![top];
        }
    });
    recruit(&mut s);
    let beneath = Place::Workshop { guild: Guild::Brauer, window: 0, layer: 0 };
    let master = Place::Workshop { guild: Guild::Brauer, window: 0, layer: 1 };
    let room = Place::Room { guild: Guild::Baecker, room: 2 };
    let (tile, guest, top) = (s.houses[0].workshop[0][0], s.houses[1].rooms[2], s.houses[0].master());
    let mut old = s.clone();
    old.data = DataVersion(1);
    let spared = |a: &Action| !matches!(a, Action::Swap(p, q) if *p == beneath || *q == beneath);
    assert!(Nuernberg::legal_actions(&old, A).iter().all(spared), "records of version 1 spare the whole window");
    let legal = Nuernberg::legal_actions(&s, A);
    assert!(legal.iter().all(|a| !matches!(a, Action::Swap(p, q) if *p == master || *q == master)));
    assert_eq!(
        Nuernberg::apply(&mut s.clone(), A, &Action::Swap(master, room)),
        Err(RuleError::Rule(Refusal::NoSuchSwap))
    );
    play(&mut s, A, Action::Swap(beneath, room));
    assert_eq!(Some(Guest::Craftsman(s.houses[0].workshop[0][0])), guest);
    assert_eq!(s.houses[1].rooms[2], Some(Guest::Craftsman(tile)));
    assert_eq!(s.houses[0].master(), top, "the master stays");
}

#[test]
fn musikant_pays_its_taler_with_every_income() {
    let musikant = citizen(CitizenKind::Musikant(5));
    let mut s = with_guest(Guest::Citizen(musikant), |_| {});
    recruit(&mut s);
    assert_eq!(s.players[A].tableau.citizens, [musikant]);
    let events = finish_round(&mut s);
    assert_eq!([A, B].map(|p| income(&events, p)), [3 + 5, 3]);
    let events = finish_round(&mut s);
    assert_eq!(income(&events, A), 8, "moon citizens stay and pay every round");
}

#[test]
fn hausierer_counts_as_four_goods_for_the_favourite_then_returns_with_the_good() {
    let hausierer: Citizen = citizen(CitizenKind::Hausierer);
    let mut s = with_guest(Guest::Citizen(hausierer), |s| give(s, B, Guild::Drucker, 4));
    recruit(&mut s);
    assert_eq!(Nuernberg::legal_actions(&s, A), [1, 2, 3].map(|i| Action::Load(Guild::ALL[i]))[..]);
    play(&mut s, A, Action::Load(Guild::Drucker));
    assert_eq!(s.players[A].tableau.hausierer, [(hausierer, Guild::Drucker)]);
    assert_eq!(s.players[A].tableau.goods.of(Guild::Drucker), 0);
    // B has 5 paper against the Hausierer's 4: B is the favourite, A gets the paper back.
    let events = finish_round(&mut s);
    assert!(events.iter().any(|e| matches!(e, Event::Favourite { guild: Guild::Drucker, seat: B, .. })));
    assert_eq!(s.players[A].tableau.goods.of(Guild::Drucker), 1);
    assert!(s.players[A].tableau.hausierer.is_empty() && s.guests.contains(&Guest::Citizen(hausierer)));
}

#[test]
fn a_hausierer_that_wins_pays_the_favourites_good_from_its_tile() {
    let hausierer = citizen(CitizenKind::Hausierer);
    let mut s = with_guest(Guest::Citizen(hausierer), |s| give(s, B, Guild::Drucker, 2));
    recruit(&mut s);
    play(&mut s, A, Action::Load(Guild::Drucker));
    let events = finish_round(&mut s);
    assert!(events.iter().any(|e| matches!(e, Event::Favourite { guild: Guild::Drucker, seat: A, .. })));
    assert_eq!(s.players[A].tableau.goods.of(Guild::Drucker), 0, "its good went to the storage");
    assert!(s.guests.contains(&Guest::Citizen(hausierer)));
}

#[test]
fn a_hausierer_recruited_without_goods_goes_straight_back() {
    let hausierer = citizen(CitizenKind::Hausierer);
    let mut s = with_guest(Guest::Citizen(hausierer), |s| {
        for g in [Guild::Baecker, Guild::Schuhmacher, Guild::Drucker] {
            to_storage(s, A, g);
        }
    });
    let events = recruit(&mut s);
    assert!(events.contains(&Event::NoEffect { seat: A, citizen: hausierer }));
    assert!(s.guests.contains(&Guest::Citizen(hausierer)));
}

#[test]
fn buergermeister_pays_everyone_a_taler_per_craftsman_of_its_guild() {
    let bm = citizen(CitizenKind::Buergermeister);
    let mut s = with_guest(Guest::Citizen(bm), |s| {
        let baecker: Vec<Guest> = s
            .guests
            .iter()
            .filter(|g| matches!(g, Guest::Craftsman(h) if h.guild == Guild::Baecker))
            .take(3)
            .copied()
            .collect();
        for (guest, seat) in baecker.into_iter().zip([B, B, C]) {
            let Guest::Craftsman(h) = take(s, guest) else { unreachable!() };
            s.players[seat].tableau.craftsmen.push(h);
        }
        // Nobody wins the Bäcker master this round, so the counts stay 0 / 2 / 1.
        for seat in [A, B, C] {
            to_storage(s, seat, Guild::Baecker);
        }
    });
    recruit(&mut s);
    assert_eq!(Nuernberg::legal_actions(&s, A).len(), 4, "any guild in play");
    play(&mut s, A, Action::ToRoof(Guild::Baecker));
    assert_eq!(s.houses[1].buergermeister, [bm]);
    let events = finish_round(&mut s);
    assert_eq!([A, B, C].map(|p| income(&events, p)), [3, 5, 4]);
    assert_eq!(s.houses[1].buergermeister, [bm], "it stays on the roof");
}

#[test]
fn a_dieb_without_victims_and_a_declined_waechter_go_back_without_effect() {
    let dieb = citizen(CitizenKind::Dieb);
    let mut s = with_guest(Guest::Citizen(dieb), |s| {
        for seat in [B, C] {
            for g in Guild::ALL[..4].iter().copied() {
                to_storage(s, seat, g);
            }
        }
    });
    let events = recruit(&mut s);
    assert!(events.contains(&Event::NoEffect { seat: A, citizen: dieb }));
    assert!(s.guests.contains(&Guest::Citizen(dieb)));

    let waechter = citizen(CitizenKind::Waechter);
    let mut s = with_guest(Guest::Citizen(waechter), |_| {});
    recruit(&mut s);
    let events = play(&mut s, A, Action::Decline);
    assert!(events.contains(&Event::NoEffect { seat: A, citizen: waechter }));
    assert!(s.guests.contains(&Guest::Citizen(waechter)));
}
