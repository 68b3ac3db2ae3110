//! The playout harness against Goofspiel, against deliberately broken versions of it (so the
//! harness is shown to fail when it should), and a hand-played Goofspiel with exact numbers.

use keydom_rules::engine::harness::{Check, Checked, HarnessFailure, Playouts, hidden_variant};
use keydom_rules::engine::{Events, Game, GameInfo, GameRng, Record, RuleError, Seat, ToAct, replay};
use keydom_rules::goofspiel::{Bid, Config, Event, Goofspiel, Refusal, State, conservation};
use keydom_rules::text::{Describe, Text};

fn config(players: u8, cards: u8) -> Config {
    Config { players, cards }
}

/// The prizes in the order they are turned up.
fn prize_order(state: &State) -> Vec<u8> {
    state.pot.iter().chain(state.deck.iter().rev()).copied().collect()
}

#[test]
fn goofspiel_passes_the_harness_with_two_to_four_players() {
    let configs = Goofspiel::tables();
    let mut playouts = Playouts::<Goofspiel>::checked(configs.clone());
    playouts.games = 75;
    let report = playouts.run().unwrap_or_else(|failure| panic!("{failure}"));

    assert_eq!(report.games, 300);
    // Every game lasts exactly one bid per player per card.
    let steps: usize = configs.iter().map(|c| 75 * usize::from(c.players) * usize::from(c.cards)).sum();
    assert_eq!(report.steps, steps);
    assert_eq!(report.longest_game, 4 * 13);
    assert!(report.illegal_probes > 10_000, "{report:?}");
    assert!(report.malformed_probes > 1_000, "{report:?}");
    assert!(report.hidden_variants > 10_000, "{report:?}");
}

/// A copy of Goofspiel with one bug switched on by `BUG`.
struct Broken<const BUG: u8>;
/// `apply` draws from the game's generator before it checks the action.
const MUTATES_WHEN_REFUSING: u8 = 0;
/// Every view shows the committed bids.
const LEAKS_BIDS: u8 = 1;
/// Every view shows the order of the face-down prizes.
const LEAKS_DECK: u8 = 6;
/// `choices` also offers a card that does not exist.
const OFFERS_ILLEGAL: u8 = 2;
/// After the last round a new game starts in the same state.
const NEVER_ENDS: u8 = 3;
/// A prize carried over after a tie vanishes.
const LOSES_PRIZES: u8 = 4;
/// The final sheet ranks only the first seat.
const FORGETS_SEATS: u8 = 5;
/// `apply` panics on a card number no deck has (as an unchecked index would).
const PANICS_ON_NONSENSE: u8 = 7;
/// `check` refuses the highest card in hand, which `choices` offers.
const CHECK_REFUSES_LEGAL: u8 = 8;
/// A preview shows the reveal that the last bid completes: the others' secret bids.
const PREVIEWS_THE_REVEAL: u8 = 9;

impl<const BUG: u8> Game for Broken<BUG> {
    const INFO: GameInfo = Goofspiel::INFO;
    type Config = Config;
    type Options = u8;
    type State = State;
    type Action = Bid;
    type View = (keydom_rules::goofspiel::View, Vec<u8>);
    type Event = Event;
    type Refusal = Refusal;

    fn configure(players: u8, cards: &u8) -> Config {
        Goofspiel::configure(players, cards)
    }

    fn deal(config: &Config, seed: u64) -> Result<State, keydom_rules::engine::SetupError> {
        Goofspiel::deal(config, seed)
    }

    fn to_act(state: &State) -> ToAct {
        Goofspiel::to_act(state)
    }

    fn choices(state: &State, seat: Seat) -> Vec<Bid> {
        let mut legal = Goofspiel::choices(state, seat);
        if BUG == OFFERS_ILLEGAL && !legal.is_empty() {
            legal.push(Bid(state.config.cards + 1));
        }
        legal
    }

    fn check(state: &State, seat: Seat, action: &Bid) -> Result<(), Refusal> {
        if BUG == CHECK_REFUSES_LEGAL && state.hands[seat].iter().max() == Some(&action.0) {
            return Err(Refusal::CardNotInHand { card: action.0 });
        }
        Goofspiel::check(state, seat, action)
    }

    fn explain(state: &State, seat: Seat, action: &Bid) -> Refusal {
        Goofspiel::explain(state, seat, action)
    }

    fn resolve(state: &mut State, seat: Seat, action: &Bid, events: &mut Events<Event>) {
        Goofspiel::resolve(state, seat, action, events);
        if BUG == NEVER_ENDS && Goofspiel::to_act(state) == ToAct::Over {
            *state = Goofspiel::setup(&state.config, 0).expect("a valid config");
        }
        if BUG == LOSES_PRIZES && state.pot.len() > 1 {
            state.pot.remove(0);
        }
    }

    /// Two bugs strike before the engine's guards, so this broken copy overrides `apply`, which
    /// a real game never does.
    fn apply(state: &mut State, seat: Seat, action: &Bid) -> Result<Vec<Event>, RuleError<Refusal>> {
        if BUG == MUTATES_WHEN_REFUSING {
            state.rng.next_u32();
        }
        if BUG == PANICS_ON_NONSENSE && action.0 > 13 {
            panic!("there is no card {}", action.0);
        }
        keydom_rules::engine::play::<Self>(state, seat, action)
    }

    fn previewable(event: &Event) -> bool {
        Goofspiel::previewable(event) || (BUG == PREVIEWS_THE_REVEAL && matches!(event, Event::Revealed { .. }))
    }

    fn view(state: &State, viewer: Option<Seat>) -> Self::View {
        let leak = match BUG {
            LEAKS_BIDS => state.bids.values().iter().flatten().copied().collect(),
            LEAKS_DECK => state.deck.clone(),
            _ => Vec::new(),
        };
        (Goofspiel::view(state, viewer), leak)
    }

    fn score(state: &State) -> keydom_rules::engine::ScoreSheet {
        let mut sheet = Goofspiel::score(state);
        if BUG == FORGETS_SEATS && Goofspiel::to_act(state) == ToAct::Over {
            sheet.ranking = vec![vec![Seat(0)]];
        }
        sheet
    }
}

/// Runs the broken game with the full set of checks and returns how it failed.
fn failure_of<const BUG: u8>() -> HarnessFailure {
    let mut playouts = Playouts::<Broken<BUG>>::new([config(2, 5), config(3, 5)]);
    playouts.games = 20;
    playouts.max_steps = 200;
    playouts.invariant = Some(conservation);
    playouts.hidden_variant = Some(hidden_variant::<Goofspiel>);
    match playouts.run() {
        Ok(report) => panic!("bug {BUG} went unnoticed: {report:?}"),
        Err(failure) => failure,
    }
}

#[test]
fn the_harness_catches_a_refusal_that_changes_the_state() {
    let failure = failure_of::<MUTATES_WHEN_REFUSING>();
    assert_eq!(failure.check, Check::Refusal, "{failure}");
    assert!(failure.detail.contains("state changed"), "{failure}");
    assert!(failure.detail.contains("Bid("), "names the action: {failure}");
}

#[test]
fn the_harness_catches_a_view_that_leaks_a_secret_bid() {
    let failure = failure_of::<LEAKS_BIDS>();
    assert_eq!(failure.check, Check::HiddenInfo, "{failure}");
    assert!(failure.detail.contains("tells the states apart"), "{failure}");
    // Nothing is committed in the opening position: the leak shows once the first bid is in.
    assert_eq!((failure.seed, failure.step), (1, 1), "{failure}");
}

#[test]
fn the_harness_catches_a_view_that_leaks_the_prize_order() {
    let failure = failure_of::<LEAKS_DECK>();
    assert_eq!(failure.check, Check::HiddenInfo, "{failure}");
    assert_eq!((failure.seed, failure.step), (1, 0), "{failure}");
}

#[test]
fn the_harness_catches_an_offered_action_that_check_refuses() {
    let failure = failure_of::<OFFERS_ILLEGAL>();
    assert_eq!(failure.check, Check::Agreement, "{failure}");
    assert!(failure.detail.contains("Bid(6)") && failure.detail.contains("NoSuchCard"), "{failure}");
    assert_eq!((failure.seed, failure.step), (1, 0), "{failure}");
}

#[test]
fn the_harness_catches_a_check_that_refuses_a_legal_action() {
    let failure = failure_of::<CHECK_REFUSES_LEGAL>();
    assert_eq!(failure.check, Check::Agreement, "{failure}");
    assert!(failure.detail.contains("Bid(5)") && failure.detail.contains("CardNotInHand"), "{failure}");
}

#[test]
fn the_harness_catches_a_preview_that_shows_a_secret() {
    let failure = failure_of::<PREVIEWS_THE_REVEAL>();
    assert_eq!(failure.check, Check::HiddenInfo, "{failure}");
    assert!(failure.detail.contains("preview") && failure.detail.contains("Revealed"), "{failure}");
}

#[test]
fn the_harness_catches_a_game_that_never_ends() {
    let failure = failure_of::<NEVER_ENDS>();
    assert_eq!(failure.check, Check::Termination, "{failure}");
    assert_eq!(failure.step, 200);
}

#[test]
fn the_harness_catches_a_broken_invariant() {
    let failure = failure_of::<LOSES_PRIZES>();
    assert_eq!(failure.check, Check::Invariant, "{failure}");
    assert!(failure.detail.contains("prizes"), "{failure}");
}

#[test]
fn the_harness_catches_a_game_that_panics_on_a_malformed_action() {
    let failure = failure_of::<PANICS_ON_NONSENSE>();
    assert_eq!(failure.check, Check::Refusal, "{failure}");
    assert!(failure.detail.contains("panic"), "{failure}");
}

#[test]
fn the_harness_catches_a_ranking_without_every_seat() {
    let failure = failure_of::<FORGETS_SEATS>();
    assert_eq!(failure.check, Check::Score, "{failure}");
    assert_eq!(failure.step, 10, "at the end of the first 2-player game: {failure}");
}

#[test]
fn the_harness_refuses_a_hidden_variant_that_changes_nothing() {
    let mut playouts = Playouts::<Goofspiel>::new([config(2, 3)]);
    playouts.hidden_variant = Some(|state, _, _| Some(state.clone()));
    let failure = playouts.run().unwrap_err();
    assert_eq!(failure.check, Check::HiddenInfo, "{failure}");
    assert!(failure.detail.contains("is the real state"), "{failure}");
}

#[test]
fn a_hand_played_game_carries_a_tied_prize_and_breaks_the_tie_on_cards() {
    let (p1, p2) = (Seat(0), Seat(1));
    let mut record = Record::<Goofspiel>::new(config(2, 3), 3);
    let mut state = Goofspiel::setup(&record.config, record.seed).unwrap();
    assert_eq!(prize_order(&state), [2, 1, 3]);
    let mut play = |state: &mut State, seat: Seat, card: u8| {
        record.actions.push((seat, Bid(card)));
        Goofspiel::apply(state, seat, &Bid(card)).unwrap()
    };

    // Round 1, prize 2: both bid 1, so nobody takes it and it stays for round 2.
    assert_eq!(play(&mut state, p1, 1), [Event::Committed { seat: p1 }]);
    assert_eq!(Goofspiel::to_act(&state), ToAct::Seats([p2].into()));
    let seen_by_p2 = Goofspiel::view(&state, Some(p2));
    assert!(seen_by_p2.seats[p1].committed && seen_by_p2.my_bid.is_none() && seen_by_p2.seats[p1].played.is_empty());
    assert_eq!(Goofspiel::apply(&mut state, p1, &Bid(2)), Err(RuleError::NotYourTurn(p1)));
    let events = play(&mut state, p2, 1);
    assert_eq!(events[2], Event::Tied { bid: 1, seats: vec![p1, p2] });
    assert_eq!(events[3], Event::PrizeTurned { prize: 1, pot: vec![2, 1] });
    assert_eq!(events[3].describe().en, "Prize 1 is turned up; at stake: 2+1 (3 points).");

    // Round 2, prizes 2+1: player 1 wins them with 3.
    assert_eq!(Goofspiel::apply(&mut state, p2, &Bid(1)), Err(RuleError::Rule(Refusal::CardNotInHand { card: 1 })));
    assert_eq!(
        Goofspiel::apply(&mut state, p2, &Bid(4)),
        Err(RuleError::Rule(Refusal::NoSuchCard { card: 4, cards: 3 }))
    );
    play(&mut state, p1, 3);
    let events = play(&mut state, p2, 2);
    assert_eq!(events[2], Event::Won { seat: p1, bid: 3, prizes: vec![2, 1] });

    // Round 3, prize 3: player 2 wins it with 3.
    play(&mut state, p2, 3);
    let events = play(&mut state, p1, 2);
    assert_eq!(events[2], Event::Won { seat: p2, bid: 3, prizes: vec![3] });
    assert_eq!(events[3], Event::Ended { unclaimed: vec![] });
    assert_eq!(Goofspiel::to_act(&state), ToAct::Over);
    assert_eq!(Goofspiel::apply(&mut state, p1, &Bid(1)), Err(RuleError::GameOver));

    // 3 points each: player 1 took two prize cards, player 2 one.
    let sheet = Goofspiel::score(&state);
    assert_eq!(sheet.points.values(), [vec![1, 2], vec![3, 0]]);
    assert_eq!((sheet.total(p1), sheet.total(p2)), (3, 3));
    assert_eq!(sheet.ranking, [vec![p1], vec![p2]]);
    assert_eq!(sheet.tie_breaks.len(), 1);
    assert_eq!(sheet.tie_breaks[0].seats, [p1, p2]);
    assert_eq!(
        sheet.tie_breaks[0].explanation,
        Text::new(
            "Gleichstand mit 3 Punkten; mehr gewonnene Preiskarten entscheidet (Spieler 1: 2, Spieler 2: 1).",
            "Tied on 3 points; more prize cards taken wins (player 1: 2, player 2: 1).",
        )
    );
    assert_eq!(replay(&record), Ok(state));
}

#[test]
fn a_tie_that_lasts_to_the_end_leaves_the_prizes_and_the_place_shared() {
    let mut state = Goofspiel::setup(&config(2, 3), 3).unwrap();
    for card in 1..=3 {
        Goofspiel::apply(&mut state, Seat(0), &Bid(card)).unwrap();
        let events = Goofspiel::apply(&mut state, Seat(1), &Bid(card)).unwrap();
        assert!(matches!(events[2], Event::Tied { .. }));
    }
    assert_eq!(state.pot, [2, 1, 3]);
    let sheet = Goofspiel::score(&state);
    assert_eq!(sheet.ranking, [vec![Seat(0), Seat(1)]]);
    assert_eq!(
        sheet.tie_breaks[0].explanation.en,
        "Tied on 0 points; more prize cards taken wins (player 1: 0, player 2: 0). Those with as many share their place."
    );
}

#[test]
fn the_same_seed_deals_the_same_prizes() {
    let orders: Vec<Vec<u8>> =
        (0..20).map(|seed| prize_order(&Goofspiel::setup(&config(3, 13), seed).unwrap())).collect();
    for (seed, order) in orders.iter().enumerate() {
        assert_eq!(&prize_order(&Goofspiel::setup(&config(3, 13), seed as u64).unwrap()), order);
    }
    assert!(orders.iter().skip(1).any(|o| o != &orders[0]), "the seed must matter");
    // The deck comes from the game's own generator: the one the state keeps.
    let mut rng = GameRng::from_seed(7);
    let mut deck: Vec<u8> = (1..=13).collect();
    rng.shuffle(&mut deck);
    let state = Goofspiel::setup(&config(3, 13), 7).unwrap();
    assert_eq!((deck.iter().rev().copied().collect::<Vec<_>>(), rng), (prize_order(&state), state.rng));
}

#[test]
fn setup_refuses_player_counts_and_suits_out_of_range() {
    for (players, cards) in [(1, 5), (5, 5), (2, 2), (4, 14)] {
        let refused = Goofspiel::setup(&config(players, cards), 1).unwrap_err();
        assert!(!refused.0.de.is_empty() && !refused.0.en.is_empty());
    }
    assert!(Goofspiel::setup(&config(4, 13), 1).is_ok() && Goofspiel::setup(&config(2, 3), 1).is_ok());
}
