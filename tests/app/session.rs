//! A whole game played through a save-backed session: written after every action, reopened
//! at the end in the same position, refused when another tab played on, kept in memory when
//! storage is full.

use keydom::engine::{Game, GameRng, Record, Seat, ToAct};
use keydom::store::{ActError, MemoryBackend, Saves, SeatInfo, Session, StoreError};
use keydom_rules::goofspiel::{self, Config, Goofspiel};

fn seats(n: usize) -> Vec<SeatInfo> {
    (0..n).map(|i| SeatInfo::human(format!("P{i}"))).collect()
}

fn start(backend: &MemoryBackend) -> Session<Goofspiel, &MemoryBackend> {
    Session::start(backend, "g".into(), Record::new(Config { players: 2, cards: 5 }, 11), seats(2), 0.0).unwrap()
}

/// Some legal action for the first seat that must act.
fn next_move(session: &Session<Goofspiel, &MemoryBackend>, rng: &mut GameRng) -> Option<(Seat, goofspiel::Bid)> {
    let ToAct::Seats(seats) = session.to_act() else { return None };
    let actions = session.legal_actions(seats.nth(0));
    Some((seats.nth(0), actions[rng.index(actions.len())]))
}

#[test]
fn a_full_game_is_saved_after_every_action_and_reopens_identically() {
    let backend = MemoryBackend::default();
    let mut session = start(&backend);
    let mut rng = GameRng::from_seed(3);
    let mut moves = 0;
    while let Some((seat, bid)) = next_move(&session, &mut rng) {
        let acted = session.act(seat, bid, moves as f64).unwrap();
        assert_eq!(acted.saved, Ok(()));
        moves += 1;
        let stored = Saves::new(&backend).load("g").unwrap();
        assert_eq!((stored.actions.len(), stored.revision), (moves, moves as u64 + 1));
    }
    assert_eq!(moves, 10);
    let reopened = Session::<Goofspiel, _>::open(&backend, "g").unwrap();
    assert_eq!(reopened.record(), session.record());
    assert_eq!(reopened.view(None), session.view(None));
    assert_eq!(reopened.score(), session.score());
}

#[test]
fn a_refused_action_changes_neither_the_game_nor_the_slot() {
    let backend = MemoryBackend::default();
    let mut session = start(&backend);
    let before = Saves::new(&backend).load("g").unwrap();
    assert!(matches!(session.act(Seat(0), goofspiel::Bid(9), 1.0), Err(ActError::Rule(_))));
    assert_eq!(Saves::new(&backend).load("g").unwrap(), before);
    assert!(session.record().actions.is_empty());
}

#[test]
fn a_second_tab_cannot_overwrite_the_first_tabs_moves() {
    let backend = MemoryBackend::default();
    let mut tab_a = start(&backend);
    let mut tab_b = Session::<Goofspiel, _>::open(&backend, "g").unwrap();
    let mut rng = GameRng::from_seed(5);
    let (seat, bid) = next_move(&tab_a, &mut rng).unwrap();
    tab_a.act(seat, bid, 1.0).unwrap();
    let stored = Saves::new(&backend).load("g").unwrap();
    // Tab B still shows the old position; its move must not replace tab A's.
    let (seat, bid) = next_move(&tab_b, &mut rng).unwrap();
    assert_eq!(tab_b.act(seat, bid, 2.0).unwrap_err(), ActError::Conflict);
    assert_eq!(Saves::new(&backend).load("g").unwrap(), stored);
    assert!(tab_b.record().actions.is_empty());
}

#[test]
fn with_storage_full_the_game_goes_on_and_is_saved_once_there_is_room() {
    let backend = MemoryBackend::default();
    let mut session = start(&backend);
    let size = Saves::new(&backend).raw("g").unwrap().len();
    backend.capacity.set(Some(size));
    let mut rng = GameRng::from_seed(8);
    let (seat, bid) = next_move(&session, &mut rng).unwrap();
    let acted = session.act(seat, bid, 1.0).unwrap();
    assert_eq!(acted.saved, Err(StoreError::Full));
    assert_eq!(session.record().actions.len(), 1, "the move counts although it is not saved");
    assert!(Saves::new(&backend).load("g").unwrap().actions.is_empty(), "the previous save survives");

    backend.capacity.set(None);
    let (seat, bid) = next_move(&session, &mut rng).unwrap();
    assert_eq!(session.act(seat, bid, 2.0).unwrap().saved, Ok(()));
    assert_eq!(Saves::new(&backend).load("g").unwrap().actions.len(), 2, "both moves are written");
}

#[test]
fn a_player_takes_back_a_secret_bid_until_the_bids_are_revealed() {
    let backend = MemoryBackend::default();
    let mut session = start(&backend);
    let opening = session.view(None);
    let bid = session.legal_actions(Seat(0))[0];
    session.act(Seat(0), bid, 1.0).unwrap();
    assert!(session.can_undo(Seat(0)));
    assert!(!session.can_undo(Seat(1)), "only one's own action");
    assert_eq!(session.undo(Seat(1), 2.0), Err(ActError::CannotUndo));
    assert_eq!(session.undo(Seat(0), 2.0), Ok(Ok(())));
    assert_eq!(session.view(None), opening);
    assert!(session.record().actions.is_empty());
    assert!(Saves::new(&backend).load("g").unwrap().actions.is_empty(), "the slot is written");
    assert!(!session.can_undo(Seat(0)), "nothing left to take back");

    session.act(Seat(0), bid, 3.0).unwrap();
    let other = session.legal_actions(Seat(1))[0];
    session.act(Seat(1), other, 4.0).unwrap();
    assert!(!session.can_undo(Seat(1)), "the bids are revealed");
    assert!(!session.can_undo(Seat(0)), "and another seat acted since");
    let stored = Saves::new(&backend).load("g").unwrap();
    assert_eq!(session.undo(Seat(1), 5.0), Err(ActError::CannotUndo));
    assert_eq!(Saves::new(&backend).load("g").unwrap(), stored, "a refused undo changes nothing");
}

/// Plays a whole seeded game of `G` for `players` people, taking back every action that may
/// be taken back (and checking that it restores every seat's view and the record) before
/// playing it again. `shows(before, after)` says, from the public view, when an action showed
/// something hidden or drew a tile, which must never be undoable. Returns (undone, refused).
fn undo_everywhere<G: Game>(
    config: G::Config,
    players: u8,
    shows: impl Fn(&G::View, &G::View) -> bool,
) -> (usize, usize)
where
    G::View: PartialEq + std::fmt::Debug,
{
    let backend = MemoryBackend::default();
    let record = Record::<G>::new(config, 21);
    let mut session = Session::start(&backend, "u".into(), record, seats(usize::from(players)), 0.0).unwrap();
    let mut rng = GameRng::from_seed(4);
    let (mut undone, mut refused) = (0, 0);
    let views = |s: &Session<G, &MemoryBackend>| (0..players).map(|i| s.view(Some(Seat(i)))).collect::<Vec<_>>();
    while let ToAct::Seats(to_act) = session.to_act() {
        let seat = to_act.nth(rng.index(to_act.len()));
        let legal = session.legal_actions(seat);
        let action = legal[rng.index(legal.len())].clone();
        let before = (views(&session), session.record().clone());
        let public = session.view(None);
        session.act(seat, action.clone(), 1.0).unwrap();
        if shows(&public, &session.view(None)) {
            assert!(!session.can_undo(seat), "a seat cannot unsee what an action showed");
        }
        if session.can_undo(seat) {
            session.undo(seat, 2.0).unwrap().unwrap();
            assert_eq!((views(&session), session.record().clone()), before);
            undone += 1;
            session.act(seat, action, 3.0).unwrap();
        } else {
            refused += 1;
        }
    }
    let reopened = Session::<G, _>::open(&backend, "u").unwrap();
    assert_eq!(reopened.record(), session.record());
    (undone, refused)
}

#[test]
fn key_market_undo_restores_the_position_and_never_unsees_a_secret_or_a_draw() {
    use keydom::games::key_market::{Config, KeyMarket, Phase, PhaseView};
    let bring = |v: &keydom::games::key_market::View| matches!(v.phase, PhaseView::Open(Phase::Bring { .. }));
    let (undone, refused) = undo_everywhere::<KeyMarket>(Config::new(3, false), 3, |a, b| bring(a) && !bring(b));
    assert!(undone > 50 && refused > 10, "{undone} undone, {refused} refused");
}

#[test]
fn nuernberg_undo_restores_the_position_and_never_unsees_cards_guests_or_money() {
    use keydom::games::nuernberg::{Config, Nuernberg};
    let called = |v: &keydom::games::nuernberg::View| v.called.map(|(g, _)| g);
    let (undone, refused) = undo_everywhere::<Nuernberg>(Config::new(4), 4, |a, b| {
        called(a) != called(b) || a.guest_pile != b.guest_pile || a.reveals != b.reveals
    });
    assert!(undone > 20 && refused > 10, "{undone} undone, {refused} refused");
}

#[test]
fn a_preview_tells_what_an_action_would_do_and_changes_nothing() {
    let backend = MemoryBackend::default();
    let mut session = start(&backend);
    let bid = session.legal_actions(Seat(0))[0];
    let stored = Saves::new(&backend).load("g").unwrap();
    let foreseen = session.preview(Seat(0), &bid).unwrap();
    assert_eq!(Saves::new(&backend).load("g").unwrap(), stored);
    assert!(session.record().actions.is_empty());
    assert!(session.preview(Seat(0), &goofspiel::Bid(9)).is_none());
    let acted = session.act(Seat(0), bid, 1.0).unwrap();
    assert_eq!(foreseen, acted.events);
    // The last bid completes the reveal: its preview shows the commitment, never the others' bids.
    let last = session.legal_actions(Seat(1))[0];
    let foreseen = session.preview(Seat(1), &last).unwrap();
    let acted = session.act(Seat(1), last, 2.0).unwrap();
    assert_eq!(foreseen, [goofspiel::Event::Committed { seat: Seat(1) }]);
    assert!(acted.events.len() > 1 && acted.events.iter().any(|e| matches!(e, goofspiel::Event::Revealed { .. })));
}

#[test]
fn a_hint_is_counted_for_its_seat_in_the_save_and_stays_after_reopening() {
    let backend = MemoryBackend::default();
    let mut session = start(&backend);
    assert_eq!(session.count_hint(Seat(1), 1.0).unwrap(), Ok(()));
    assert_eq!(session.count_hint(Seat(1), 2.0).unwrap(), Ok(()));
    let hints = |s: &Session<Goofspiel, &MemoryBackend>| s.seats().iter().map(|i| i.hints).collect::<Vec<_>>();
    assert_eq!(hints(&session), [0, 2]);
    let reopened = Session::<Goofspiel, _>::open(&backend, "g").unwrap();
    assert_eq!(hints(&reopened), [0, 2]);
    assert!(reopened.record().actions.is_empty(), "a hint is no move");
    // A save without the field (as every save before hints) reads as no hints.
    let text = serde_json::to_string(&Saves::new(&backend).load("g").unwrap()).unwrap();
    assert!(text.contains(r#""hints":2"#) && text.matches("hints").count() == 1, "{text}");
}
