//! The rulebook's worked examples (3 players, guilds 1–4), with its numbers: planning, calling
//! a guild, recruiting the Ratsherr, buying, doing nothing, the end of a pass, the favourites,
//! new masters and guest rooms, the new prestige guild; and the end-game scoring.

use crate::support::*;
use keydom_rules::engine::{Game, RuleError, Seat, ToAct};
use keydom_rules::games::nuernberg::data::{CitizenKind, Guest, Guild};
use keydom_rules::games::nuernberg::scenarios::{BLAU, FIRST_ROUND, GAME_END, GELB, ORANGE};
use keydom_rules::games::nuernberg::{
    Action, Cards, Event, Goods, Nuernberg, Phase, Refusal, State, conservation, majority,
};

/// The guild called by these events, with the players who revealed a card there.
fn called(events: &[Event]) -> Option<(Guild, Vec<Seat>)> {
    events.iter().find_map(|e| match e {
        Event::GuildCalled { guild, players, .. } => Some((*guild, players.clone())),
        _ => None,
    })
}

/// Plays the next move of a scenario (checked like every move here).
fn next(s: &mut State, moves: &mut impl Iterator<Item = (Seat, Action)>) -> Vec<Event> {
    let (seat, action) = moves.next().expect("the scenario has another move");
    play(s, seat, action)
}

#[test]
fn the_rulebook_walkthrough_of_the_first_round() {
    let mut s = (FIRST_ROUND.start)();
    let mut moves = (FIRST_ROUND.moves)(&s).into_iter();
    conservation(&s).unwrap_or_else(|e| panic!("{e}"));
    // Set-up example: the Brauer master (6) is the highest, so the Brauer are the prestige guild.
    assert_eq!(s.prestige, Guild::Brauer);
    assert_eq!(s.houses[0].price(), 6);
    assert_eq!(s.houses[1].price(), 2);

    // Planning: Gelb plans 3 actions, Blau 2, Orange all 4; nothing is revealed until all are in.
    next(&mut s, &mut moves);
    next(&mut s, &mut moves);
    assert_eq!(Nuernberg::view(&s, Some(ORANGE)).players[GELB].hidden_cards, 3);
    assert_eq!(Nuernberg::view(&s, Some(ORANGE)).players[GELB].own_cards, None);
    let events = next(&mut s, &mut moves);
    assert_eq!(FIRST_ROUND.step, 3, "the scenario shows this position");

    // Calling the Brauer: Blau and Orange reveal their cards there, in turn order.
    assert_eq!(
        events.last(),
        Some(&Event::GuildCalled { guild: Guild::Brauer, players: vec![ORANGE, BLAU], limit: 3 })
    );
    assert_eq!(Nuernberg::to_act(&s), ToAct::Seats([ORANGE].into()));
    // Orange sells his beer at the master's price of 6.
    let events = next(&mut s, &mut moves);
    assert!(moves.next().is_none());
    assert_eq!(events[0], Event::Sold { seat: ORANGE, guild: Guild::Brauer, count: 1, proceeds: 6 });
    assert_eq!(s.players[ORANGE].taler, 31);

    // Recruiting example: room 1 is empty, the Ratsherr costs 1 beer + 1 other good, the Drucker 7
    // 1 beer + 2 others (Blau has no second beer), the Musikant is out of reach.
    let legal = Nuernberg::legal_actions(&s, BLAU);
    let rooms: Vec<u8> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Recruit { room, .. } => Some(*room),
            _ => None,
        })
        .collect();
    assert_eq!(rooms, [1, 1, 1, 2, 2, 2]);
    let musikant = Action::Recruit { room: 3, payment: Goods([2, 1, 1, 0, 0, 0]) };
    assert_eq!(Nuernberg::apply(&mut s.clone(), BLAU, &musikant), Err(RuleError::Rule(Refusal::GoodsMissing)));
    let pile = s.guests.len();
    let beer_and_shoe = Goods([1, 0, 1, 0, 0, 0]);
    let events = play(&mut s, BLAU, Action::Recruit { room: 1, payment: beer_and_shoe });
    assert!(matches!(events[0], Event::Recruited { seat: BLAU, room: 1, guest: Guest::Citizen(_), .. }));
    assert_eq!(events[1], Event::MerchantGained { seat: BLAU });
    assert_eq!(events[2], Event::RoofBonus { seat: BLAU, taler: 1 }, "Orange's merchant is on the roof");
    assert_eq!(s.guests.len(), pile + 1, "the Ratsherr is shuffled back into the pile");
    assert_eq!(s.houses[0].storage.of(Guild::Brauer), 12 - 3 + 2);
    assert_eq!(s.houses[0].storage.of(Guild::Schuhmacher), 1);
    assert_eq!(Nuernberg::legal_actions(&s, BLAU), [Action::MoveFirst(true), Action::MoveFirst(false)]);
    let events = play(&mut s, BLAU, Action::MoveFirst(true));
    assert_eq!(s.order, [BLAU, ORANGE, GELB]);
    // The next guild: Gelb and Orange reveal their Bäcker cards.
    assert_eq!(called(&events), Some((Guild::Baecker, vec![ORANGE, GELB])));
    assert_eq!(s.players[BLAU].taler, 26);
    assert_eq!(s.houses[0].roof.values(), [0, 1, 1]);

    // Buying example: Orange buys 3 baked goods at the Bäcker for 2 each, but no more than 3.
    assert_eq!(Nuernberg::to_act(&s), ToAct::Seats([ORANGE].into()));
    let four = Action::Buy(Goods::single(Guild::Baecker, 4));
    assert_eq!(Nuernberg::apply(&mut s.clone(), ORANGE, &four), Err(RuleError::Rule(Refusal::OverLimit { limit: 3 })));
    let events = play(&mut s, ORANGE, Action::Buy(Goods::single(Guild::Baecker, 3)));
    assert!(matches!(events[0], Event::Bought { cost: 6, .. }));
    assert_eq!(s.players[ORANGE].taler, 25);
    assert_eq!(s.players[ORANGE].tableau.goods.of(Guild::Baecker), 4);

    // Doing nothing: Gelb's merchant still goes on the roof.
    assert_eq!(Nuernberg::to_act(&s), ToAct::Seats([GELB].into()));
    let events = play(&mut s, GELB, Action::DoNothing);
    assert_eq!(s.houses[1].roof[GELB], 1);
    assert_eq!(called(&events), Some((Guild::Schuhmacher, vec![BLAU, ORANGE, GELB])));
    assert_eq!(s.players[GELB].tableau.merchants, 3);

    // Schuhmacher (all three, Blau now first) and Drucker: nothing happens.
    for seat in [BLAU, ORANGE] {
        play(&mut s, seat, Action::DoNothing);
    }
    let events = play(&mut s, GELB, Action::DoNothing);
    assert_eq!(called(&events), Some((Guild::Drucker, vec![ORANGE, GELB])));
    play(&mut s, ORANGE, Action::DoNothing);
    // End of the pass: Gelb has 1 merchant, Blau 3 (with the Ratsherr's), Orange none and passes.
    let events = play(&mut s, GELB, Action::DoNothing);
    assert!(events.contains(&Event::OutOfMerchants { seat: ORANGE }));
    assert_eq!([GELB, BLAU, ORANGE].map(|p| s.players[p].tableau.merchants), [1, 3, 0]);
    assert_eq!(Nuernberg::to_act(&s), ToAct::Seats([GELB, BLAU].into()));

    // Next pass: Gelb passes, Blau acts at 3 guilds and runs out, so the round ends. (The rulebook
    // has Blau sell a beer here, but she paid her only beer for the Ratsherr; either way only
    // Gelb still has beer.)
    play(&mut s, GELB, Action::Pass);
    play(&mut s, BLAU, Action::Plan(Cards::from_guilds(&[Guild::Brauer, Guild::Schuhmacher, Guild::Drucker])));
    play(&mut s, BLAU, Action::DoNothing);
    play(&mut s, BLAU, Action::DoNothing);
    let events = play(&mut s, BLAU, Action::DoNothing);

    // Favourites: only Gelb has beer; he returns one and takes the 6, a Brauer arm and the prestige arm.
    assert!(events.contains(&Event::Favourite {
        guild: Guild::Brauer,
        seat: GELB,
        masters: vec![craftsman(Guild::Brauer, 8)],
        arms: true,
        prestige: true
    }));
    assert_eq!((s.players[GELB].tableau.arms[0], s.players[GELB].tableau.prestige_arms), (1, 1));
    assert_eq!(s.players[GELB].tableau.goods.of(Guild::Brauer), 0);
    // Orange has 4 baked goods. Shoes: Gelb and Orange tie with 25 Taler each, shown, and Orange
    // is earlier in turn order. Paper: all three tie, Blau is richest (26).
    let won = |g| {
        events.iter().find_map(|e| match e {
            Event::Favourite { guild, seat, .. } if *guild == g => Some(*seat),
            _ => None,
        })
    };
    assert_eq!([Guild::Baecker, Guild::Schuhmacher, Guild::Drucker].map(won), [Some(ORANGE), Some(ORANGE), Some(BLAU)]);
    assert!(events.contains(&Event::MoneyShown { guild: Guild::Schuhmacher, taler: vec![(ORANGE, 25), (GELB, 25)] }));
    assert_eq!(s.reveals.len(), 2);

    // Merchants home and 3 Taler income each.
    assert_eq!([GELB, BLAU, ORANGE].map(|p| s.players[p].tableau.merchants), [4, 5, 4]);
    assert_eq!([GELB, BLAU, ORANGE].map(|p| s.players[p].taler), [28, 29, 28]);

    // New masters: the 4 is the Brauer's master; its rooms slide left and two guests are drawn.
    assert_eq!(s.houses[0].price(), 4);
    assert_eq!(s.houses[0].rooms[0], Some(Guest::Craftsman(craftsman(Guild::Drucker, 10))));
    assert_eq!(s.houses[0].rooms[1], Some(Guest::Citizen(citizen(CitizenKind::Musikant(3)))));
    assert!(s.houses[0].rooms[2].is_some() && s.houses[0].rooms[3].is_some());

    // New prestige guild: not the Brauer; Schuhmacher and Drucker tie with 6, the lower number wins.
    assert_eq!(s.prestige, Guild::Schuhmacher);
    assert!(events.contains(&Event::PrestigeGuild { guild: Guild::Schuhmacher }));
    assert_eq!((s.round, s.pass), (2, 1));
    assert!(matches!(s.phase, Phase::Planning { .. }));
    assert!(s.players.values().iter().all(|p| !p.tableau.passed));
}

/// The end-game example, set up as the last decision of round 4 (no goods left, so no master is
/// won; every player earns the last 3 Taler), then played through `apply`.
#[test]
fn the_rulebook_end_game_example() {
    let mut s = (GAME_END.start)();
    conservation(&s).unwrap_or_else(|e| panic!("{e}"));
    let mut moves = (GAME_END.moves)(&s).into_iter();
    let events = next(&mut s, &mut moves);
    assert!(moves.next().is_none());
    assert_eq!(events.last(), Some(&Event::GameEnd));
    assert_eq!(Nuernberg::to_act(&s), ToAct::Over);
    assert_eq!([GELB, BLAU, ORANGE].map(|p| s.players[p].taler), [35, 20, 12]);

    // The rulebook's picture: each player's craftsmen of Brauer, Bäcker, Schuhmacher, Drucker.
    let held = |p: Seat| {
        [Guild::Brauer, Guild::Baecker, Guild::Schuhmacher, Guild::Drucker].map(|g| {
            let tiles = s.players[p].tableau.craftsmen.iter().filter(|h| h.guild == g);
            (tiles.clone().map(|h| u32::from(h.value())).sum::<u32>(), tiles.count())
        })
    };
    let sums = |p| held(p).map(|(sum, _)| sum);
    assert_eq!(sums(BLAU), [9, 0, 15, 32], "Blau's Drucker are worth more than 30");
    assert_eq!(sums(ORANGE), [10, 10, 14, 4]);
    assert_eq!(sums(GELB), [13, 20, 3, 4]);
    assert_eq!(held(ORANGE)[3].1, held(GELB)[3].1, "the Drucker tie survives the tile count");
    let fours = s.players[BLAU].tableau.craftsmen.iter().filter(|h| h.value() == 4).count();
    assert_eq!(fours, 2, "Blau's Vorarbeiter: 1 point per craftsman of value 4, 2 points");

    // Majorities guild by guild, as the rulebook lists them.
    let m = |g| majority(&s, g).values().to_vec();
    assert_eq!(m(Guild::Brauer), [5, 1 + 1, 3], "Blau 3rd, plus 1 for her Lehrling");
    assert_eq!(m(Guild::Baecker), [5 + 1, 0, 3], "no 3rd: Gelb as 1st takes its point");
    assert_eq!(m(Guild::Schuhmacher), [1, 5, 3]);
    assert_eq!(m(Guild::Drucker), [2, 5, 2], "Orange and Gelb tie for 2nd; no 3rd");

    let sheet = Nuernberg::score(&s);
    // Citizens, majorities, 30+, all types, richest, coats of arms.
    assert_eq!(sheet.points[BLAU], [2, 12, 2, 0, 0, 9]);
    assert_eq!(sheet.points[GELB], [3 + 3, 14, 0, 5, 5, 5]);
    assert_eq!(sheet.points[ORANGE], [0, 11, 0, 5, 0, 14]);
    assert_eq!([BLAU, GELB].map(|p| sheet.total(p)), [25, 35], "as in the rulebook");
    // The rulebook prints 41 for Orange, but the items it lists add to 11 + 5 + 14 = 30.
    assert_eq!(sheet.total(ORANGE), 30);
    assert_eq!(sheet.ranking, [vec![GELB], vec![ORANGE], vec![BLAU]]);
}
