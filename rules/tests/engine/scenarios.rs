//! The rulebook scenarios that the embed route shows: the position each shows holds the
//! rulebook's numbers (that each builds from legal moves and fits its table is checked for every
//! game in `bots/registry.rs`). The examples' full walkthroughs are in `key_market/rulebook.rs`
//! and `nuernberg/examples.rs`, which build their positions from the same scenarios; Keyper's
//! have their numbers in `keyper/scenarios.rs`.

use keydom_rules::engine::{Game, RuleError, Seat, ToAct};
use keydom_rules::games::key_market::data::Good::{Fruit, Sheep, Vegetables};
use keydom_rules::games::key_market::{KeyMarket, price, scenarios as km};
use keydom_rules::games::keyflower::allocate::{Piece, Sink};
use keydom_rules::games::keyflower::data::merchants::{CONTRACTS, EXTENSIONS, Item};
use keydom_rules::games::keyflower::data::{Colour, Resource, Skill};
use keydom_rules::games::keyflower::score::breakdown;
use keydom_rules::games::keyflower::state::{Phase, Site, Skills, Spot};
use keydom_rules::games::keyflower::{Action as KfAction, Keyflower, Refusal, scenarios as kf};
use keydom_rules::games::nuernberg::data::Guild;
use keydom_rules::games::nuernberg::{Event, Nuernberg, scenarios as nb};
use keydom_rules::text::Describe;

#[test]
fn keyflower_scenarios_show_the_rules_numbers() {
    let outbid = kf::OUTBID.play().unwrap();
    let shown = &outbid.positions[kf::OUTBID.step];
    let sizes = |i: usize| shown.offer[i].bids.by.iter().map(|(s, w)| (*s, w.total())).collect::<Vec<_>>();
    assert_eq!(sizes(0), [(kf::BEN, 2)]);
    assert_eq!(sizes(1), [(kf::ANNA, 2)], "the outbid worker and one more");
    assert_eq!(shown.players[kf::ANNA].screen.total(), 1);

    // "the worker placed on the tile must be the same colour as any worker that has already
    // been used to bid for the tile": Carla's yellow is refused on the Keywood, naming red.
    let one_colour = kf::ONE_COLOUR.play().unwrap();
    let shown = &one_colour.positions[kf::ONE_COLOUR.step];
    assert_eq!(Keyflower::legal_actions(shown, kf::CARLA), [KfAction::Worker(Colour::Red)]);
    let mut refused = shown.clone();
    let why = Keyflower::apply(&mut refused, kf::CARLA, &KfAction::Worker(Colour::Yellow)).unwrap_err();
    assert_eq!(why, RuleError::Rule(Refusal::ColourRule(Colour::Red)));
    let text = Refusal::ColourRule(Colour::Red).describe();
    assert!(text.en.contains("red") && text.de.contains("Rot"), "{text:?}");
    // "All workers used in bidding for a tile must be of the same colour as any other workers
    // ... on the tile": a bid on the Key Mine, used with yellow, takes yellow only.
    let mut bidding = shown.clone();
    bidding.phase = Phase::Turns { turn: kf::CARLA, passes: 0, pending: None };
    Keyflower::apply(&mut bidding, kf::CARLA, &KfAction::Bid(Spot::Offer(1))).unwrap();
    assert_eq!(Keyflower::legal_actions(&bidding, kf::CARLA), [KfAction::Worker(Colour::Yellow)]);

    let blocked = kf::BLOCKED.play().unwrap();
    let shown = &blocked.positions[kf::BLOCKED.step];
    assert_eq!(shown.offer[0].used.count(), 5);
    assert!(!Keyflower::legal_actions(shown, kf::ANNA).contains(&KfAction::Use(Site::Offer(0))));
    assert!(
        Keyflower::legal_actions(shown, kf::ANNA).contains(&KfAction::Bid(Spot::Offer(0))),
        "bidding on it is still open, in red, the colour of its uses"
    );

    let transport = kf::TRANSPORT.play().unwrap();
    let shown = &transport.positions[kf::TRANSPORT.step];
    let village = &shown.players[kf::ANNA].village;
    assert!(village[0].upgraded);
    assert_eq!(village.iter().map(|t| t.resources.total()).sum::<u32>(), 0, "both paid into the supply");

    let upgrade = kf::TRANSPORT_UPGRADE.play().unwrap();
    let (before, shown) = (&upgrade.positions[0], &upgrade.positions[kf::TRANSPORT_UPGRADE.step]);
    let village = &shown.players[kf::ANNA].village;
    assert_eq!(keydom_rules::games::keyflower::text::name(village[1].building).en, "Gold Mine");
    assert!(village[1].upgraded && !village[0].upgraded, "the Gold Mine is upgraded, not the home tile");
    assert_eq!(village.iter().map(|t| t.resources.total()).sum::<u32>(), 0);
    assert_eq!(shown.resources.of(Resource::Stone), before.resources.of(Resource::Stone) + 1);
    assert_eq!(shown.resources.of(Resource::Iron), before.resources.of(Resource::Iron) + 1);

    let winter = kf::WINTER_SCORING.play().unwrap();
    let shown = &winter.positions[kf::WINTER_SCORING.step];
    assert_eq!(Keyflower::to_act(shown), ToAct::Over);
    let anna = breakdown(shown, kf::ANNA);
    assert_eq!(anna.holdings.skills, Skills([2, 2, 1]), "two saws, two pick-axes, an anvil");
    let on = |name: &str| anna.allocation.points_of(|s| matches!(s, Sink::Winter(t) if t.data().name == name));
    assert_eq!([on("Scribes"), on("Scholar"), on("Key Guild")], [10, 3, 0]);
    let scholar = anna.allocation.uses.iter().find(|u| matches!(u.to, Sink::Winter(t) if t.data().name == "Scholar"));
    assert_eq!(scholar.map(|u| u.piece), Some(Piece::Skill(Skill::Saw)), "the about names a saw");
    assert_eq!(Keyflower::score(shown).total(kf::ANNA), 13);

    let extension = kf::EXTENSION.play().unwrap();
    let shown = &extension.positions[kf::EXTENSION.step];
    let home = &shown.players[kf::ANNA].village[0];
    assert_eq!((home.extension, home.resources.total()), (Some(2), 0), "the iron paid");
    assert_eq!(EXTENSIONS[2].colour, Colour::Blue);
    // Next season the lock holds for Ben too: only blue may use the tile.
    let mut later = shown.clone();
    later.players[kf::ANNA].village[0].used = Default::default();
    later.phase = Phase::Turns { turn: kf::BEN, passes: 0, pending: None };
    let mut using = later.clone();
    Keyflower::apply(&mut using, kf::BEN, &KfAction::Use(Site::Village(kf::ANNA, 0))).unwrap();
    assert_eq!(Keyflower::legal_actions(&using, kf::BEN), [KfAction::Worker(Colour::Blue)]);

    let contract = kf::CONTRACT.play().unwrap();
    let taken = &contract.positions[4];
    assert_eq!(
        CONTRACTS[usize::from(kf::SAW_AND_WOOD)],
        [Item::Skill(Some(Skill::Saw)), Item::Resource(Some(Resource::Wood))]
    );
    assert_eq!(taken.players[kf::ANNA].contracts, [kf::SAW_AND_WOOD]);
    let shown = &contract.positions[kf::CONTRACT.step];
    assert!(shown.players[kf::ANNA].contracts.is_empty());
    assert_eq!(shown.players[kf::ANNA].village[0].resources.of(Resource::Wood), 1, "onto the home tile");
    assert_eq!(shown.contracts.discard, [kf::SAW_AND_WOOD]);
}

#[test]
fn key_market_scenarios_show_the_rulebook_numbers() {
    let spring = km::SPRING_WEATHER.play().unwrap();
    let red = spring.moves[0].0;
    let (before, shown) = (&spring.positions[0], &spring.positions[km::SPRING_WEATHER.step]);
    let gained = |g: keydom_rules::games::key_market::data::Good| {
        shown.players[red].goods[g.index()] - before.players[red].goods[g.index()]
    };
    assert_eq!((gained(Vegetables), gained(Sheep)), (3, 2));
    assert_eq!(km::SPRING_WEATHER.viewer, Some(red), "shown as the producing player");

    let selling = km::SELLING_FRUIT.play().unwrap();
    let shown = &selling.positions[km::SELLING_FRUIT.step];
    assert_eq!(price(shown.market[Fruit.index()]), 4);
    let seller = selling.moves[0].0;
    assert_eq!(KeyMarket::to_act(shown), ToAct::Seats([seller].into()));
    assert_eq!(km::SELLING_FRUIT.viewer, Some(seller), "shown as the seller");
    assert_eq!(selling.positions[1].players[seller].gold, shown.players[seller].gold + 8);

    let autumn = km::LAST_AUTUMN.play().unwrap();
    let shown = &autumn.positions[km::LAST_AUTUMN.step];
    assert_eq!(KeyMarket::to_act(shown), ToAct::Over, "the end, with the score sheet");
    assert_eq!(shown.season, 7);
    assert_eq!(KeyMarket::score(shown).ranking.iter().flatten().count(), 3);
}

#[test]
fn nuernberg_scenarios_show_the_rulebook_numbers() {
    let round = nb::FIRST_ROUND.play().unwrap();
    let shown = &round.positions[nb::FIRST_ROUND.step];
    assert_eq!(shown.prestige, Guild::Brauer);
    assert_eq!(Nuernberg::to_act(shown), ToAct::Seats([nb::ORANGE].into()), "Orange sells first at the Brauer");
    assert_eq!(shown.houses[Guild::Brauer.index()].price(), 6);
    assert_eq!(round.positions.last().unwrap().players[nb::ORANGE].taler, 31);

    let end = nb::GAME_END.play().unwrap();
    let shown = &end.positions[nb::GAME_END.step];
    assert_eq!(end.events[0].last(), Some(&Event::GameEnd));
    assert_eq!(Nuernberg::to_act(shown), ToAct::Over);
    let sheet = Nuernberg::score(shown);
    assert_eq!([nb::GELB, nb::BLAU, nb::ORANGE].map(|p| sheet.total(p)), [35, 25, 30]);
    assert_eq!(sheet.ranking[0], vec![Seat(0)]);
}
