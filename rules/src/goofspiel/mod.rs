//! Goofspiel (the Game of Pure Strategy), a test-only game that uses every part of the engine
//! contract: simultaneous secret bids, hidden information, a shuffle from the state's
//! [`GameRng`], a score sheet with two categories and a tie-break, and 2–4 players.
//!
//! Every player holds the bid cards 1..=K. The prize cards 1..=K are shuffled face down at
//! set-up and one is turned up each round. All players then commit one bid card in secret
//! (`to_act` is everyone who has not committed yet); once all are in, the bids are revealed
//! and discarded face up. The single highest bid takes every prize on the table. If the
//! highest bid is tied, nobody takes them: they stay on the table and go with the next prize
//! to the next round's winner; a tie in the last round leaves them unclaimed.
//!
//! Scoring: "Prizes" is the value of the prize each won round turned up, "Carry-over" the
//! value of the carried prizes taken with it. Equal totals are broken by the number of prize
//! cards taken (more is better); seats still level share their place.
//!
//! Built only with the `test-game` feature, which the crate's own tests, examples and the app's
//! tests turn on (their dev-dependencies); the app itself never contains it.

mod bots;

use crate::engine::harness::Checked;
use crate::engine::{
    DataVersion, Events, Game, GameId, GameInfo, GameRng, PerSeat, ScoreSheet, Seat, SetupError, TableConfig, TieBreak,
    ToAct,
};
use crate::text::{Describe, Text};
use serde::{Deserialize, Serialize};

/// The game's marker type.
pub struct Goofspiel;

/// Player count and the number of cards K in every hand and in the prize deck.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    /// Number of seats.
    pub players: u8,
    /// K: the cards in every hand and in the prize deck.
    pub cards: u8,
}

/// Bid this card: the only action there is.
#[derive(Clone, Copy, Debug, PartialEq, Hash, Serialize, Deserialize)]
pub struct Bid(pub u8);

/// The whole position. The fields are public so that tests can check and vary them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The configuration the game was set up with.
    pub config: Config,
    /// The game's random generator (it shuffled the prize deck).
    pub rng: GameRng,
    /// Bid cards not yet played, ascending.
    pub hands: PerSeat<Vec<u8>>,
    /// Bids committed this round and not yet revealed.
    pub bids: PerSeat<Option<u8>>,
    /// Revealed bids, face up, in the order played.
    pub played: PerSeat<Vec<u8>>,
    /// Face-down prizes; the next one is last.
    pub deck: Vec<u8>,
    /// Face-up prizes on the table: carried ones first, this round's prize last.
    pub pot: Vec<u8>,
    /// The pots each seat has taken, each as it lay on the table.
    pub won: PerSeat<Vec<Vec<u8>>>,
}

/// What one seat (or the table) sees.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    /// K, as in the config.
    pub cards: u8,
    /// The face-up prizes on the table, this round's last.
    pub pot: Vec<u8>,
    /// Prizes still face down.
    pub prizes_left: usize,
    /// The viewer's own hand (`None` for the table).
    pub hand: Option<Vec<u8>>,
    /// The viewer's committed, unrevealed bid.
    pub my_bid: Option<u8>,
    /// What everyone knows about each seat.
    pub seats: PerSeat<SeatView>,
}

/// What everyone knows about a seat.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatView {
    /// Whether the seat has bid this round (not what).
    pub committed: bool,
    /// Its revealed bids, in the order played.
    pub played: Vec<u8>,
    /// The pots it has taken.
    pub won: Vec<Vec<u8>>,
}

/// Something that happened. Each variant's fields are named for what they hold.
#[allow(missing_docs)]
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Event {
    Committed { seat: Seat },
    Revealed { bids: Vec<(Seat, u8)> },
    Won { seat: Seat, bid: u8, prizes: Vec<u8> },
    Tied { bid: u8, seats: Vec<Seat> },
    PrizeTurned { prize: u8, pot: Vec<u8> },
    Ended { unclaimed: Vec<u8> },
}

/// Why a bid is refused.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// There is no such bid card in this game.
    NoSuchCard {
        /// The card asked for.
        card: u8,
        /// K: the highest card.
        cards: u8,
    },
    /// The card has been played already.
    CardNotInHand {
        /// The card asked for.
        card: u8,
    },
}

fn player(seat: Seat) -> u8 {
    seat.0 + 1
}

fn list(cards: &[u8]) -> String {
    cards.iter().map(u8::to_string).collect::<Vec<_>>().join("+")
}

fn value(cards: &[u8]) -> i32 {
    cards.iter().map(|&c| i32::from(c)).sum()
}

impl Describe for Event {
    fn describe(&self) -> Text {
        match self {
            Event::Committed { seat } => Text::new(
                format!("Spieler {} hat verdeckt geboten.", player(*seat)),
                format!("Player {} has bid face down.", player(*seat)),
            ),
            Event::Revealed { bids } => {
                let de: Vec<String> = bids.iter().map(|(s, b)| format!("Spieler {}: {b}", player(*s))).collect();
                let en: Vec<String> = bids.iter().map(|(s, b)| format!("player {}: {b}", player(*s))).collect();
                Text::new(format!("Gebote: {}.", de.join(", ")), format!("Bids: {}.", en.join(", ")))
            }
            Event::Won { seat, bid, prizes } => Text::new(
                format!(
                    "Spieler {} gewinnt mit {bid} die Preise {} ({} Punkte).",
                    player(*seat),
                    list(prizes),
                    value(prizes)
                ),
                format!("Player {} wins prizes {} ({} points) with {bid}.", player(*seat), list(prizes), value(prizes)),
            ),
            Event::Tied { bid, seats } => {
                let who: Vec<String> = seats.iter().map(|s| player(*s).to_string()).collect();
                Text::new(
                    format!("Höchstgebot {bid} von Spielern {}: niemand gewinnt.", who.join(", ")),
                    format!("Highest bid {bid} tied by players {}: nobody wins.", who.join(", ")),
                )
            }
            Event::PrizeTurned { prize, pot } => Text::new(
                format!("Preis {prize} wird aufgedeckt; es geht um {} ({} Punkte).", list(pot), value(pot)),
                format!("Prize {prize} is turned up; at stake: {} ({} points).", list(pot), value(pot)),
            ),
            Event::Ended { unclaimed } if unclaimed.is_empty() => {
                Text::new("Alle Preise sind vergeben.", "All prizes have been taken.")
            }
            Event::Ended { unclaimed } => Text::new(
                format!("Spielende; die Preise {} bleiben liegen.", list(unclaimed)),
                format!("Game over; prizes {} stay unclaimed.", list(unclaimed)),
            ),
        }
    }
}

impl Describe for Refusal {
    fn describe(&self) -> Text {
        match self {
            Refusal::NoSuchCard { card, cards } => Text::new(
                format!("Eine Bietkarte {card} gibt es nicht; die Karten gehen von 1 bis {cards}."),
                format!("There is no bid card {card}; the cards run from 1 to {cards}."),
            ),
            Refusal::CardNotInHand { card } => Text::new(
                format!("Die Karte {card} ist schon ausgespielt."),
                format!("Card {card} has been played already."),
            ),
        }
    }
}

fn is_over(state: &State) -> bool {
    state.hands.values().iter().all(Vec::is_empty)
}

/// Reveals the bids once all are in, awards the pot and turns up the next prize.
fn reveal(state: &mut State, events: &mut Events<Event>) {
    let bids: Vec<(Seat, u8)> = state.bids.iter().map(|(s, b)| (s, b.expect("every bid is in"))).collect();
    state.bids = PerSeat::filled(bids.len(), None);
    events.push(Event::Revealed { bids: bids.clone() });
    for &(seat, bid) in &bids {
        state.played[seat].push(bid);
    }
    let high = bids.iter().map(|&(_, b)| b).max().expect("at least two bids");
    let top: Vec<Seat> = bids.iter().filter(|&&(_, b)| b == high).map(|&(s, _)| s).collect();
    if let [seat] = top[..] {
        let prizes = std::mem::take(&mut state.pot);
        state.won[seat].push(prizes.clone());
        events.push(Event::Won { seat, bid: high, prizes });
    } else {
        events.push(Event::Tied { bid: high, seats: top });
    }
    match state.deck.pop() {
        Some(prize) => {
            state.pot.push(prize);
            events.push(Event::PrizeTurned { prize, pot: state.pot.clone() });
        }
        None => events.push(Event::Ended { unclaimed: state.pot.clone() }),
    }
}

/// Explains each group of seats level on total points, in ranking order.
fn tie_breaks(sheet: &ScoreSheet, taken: &PerSeat<usize>) -> Vec<TieBreak> {
    let order: Vec<Seat> = sheet.ranking.iter().flatten().copied().collect();
    let mut breaks = Vec::new();
    for group in order.chunk_by(|a, b| sheet.total(*a) == sheet.total(*b)) {
        if group.len() < 2 {
            continue;
        }
        let total = sheet.total(group[0]);
        let counts = |word: &str| -> String {
            group.iter().map(|&s| format!("{word} {}: {}", player(s), taken[s])).collect::<Vec<_>>().join(", ")
        };
        let level = group.iter().any(|&s| group.iter().any(|&o| o != s && taken[o] == taken[s]));
        let (de_end, en_end) = if level {
            (" Wer gleich viele hat, teilt sich den Platz.", " Those with as many share their place.")
        } else {
            ("", "")
        };
        breaks.push(TieBreak {
            seats: group.to_vec(),
            explanation: Text::new(
                format!(
                    "Gleichstand mit {total} Punkten; mehr gewonnene Preiskarten entscheidet ({}).{de_end}",
                    counts("Spieler")
                ),
                format!("Tied on {total} points; more prize cards taken wins ({}).{en_end}", counts("player")),
            ),
            decided_by: (taken[group[0]] != taken[group[1]])
                .then(|| Text::new("mehr gewonnene Preiskarten", "more prize cards taken")),
        });
    }
    breaks
}

/// Goofspiel has one set of rules: every config is data version 1.
impl TableConfig for Config {
    fn players(&self) -> u8 {
        self.players
    }
    fn data(&self) -> DataVersion {
        DataVersion(1)
    }
}

impl Game for Goofspiel {
    const INFO: GameInfo = GameInfo {
        id: GameId::Test,
        slug: "goofspiel",
        name: ("Goofspiel", "Goofspiel"),
        players: (2, 4),
        data: DataVersion(1)..=DataVersion(1),
        blurb: ("Ein Testspiel.", "A test game."),
        reconstructed: &[],
        designed: None,
    };
    type Config = Config;
    type Options = u8;
    type State = State;
    type Action = Bid;
    type View = View;
    type Event = Event;
    type Refusal = Refusal;

    /// The one option is the number of cards (13 unless chosen).
    fn configure(players: u8, &cards: &u8) -> Config {
        Config { players, cards: if cards == 0 { 13 } else { cards } }
    }

    fn deal(config: &Config, seed: u64) -> Result<State, SetupError> {
        if !(3..=13).contains(&config.cards) {
            return Err(SetupError(Text::new(
                format!("Jede Farbe hat 3 bis 13 Karten, nicht {}.", config.cards),
                format!("Each suit has 3 to 13 cards, not {}.", config.cards),
            )));
        }
        let n = usize::from(config.players);
        let mut rng = GameRng::from_seed(seed);
        let mut deck: Vec<u8> = (1..=config.cards).collect();
        rng.shuffle(&mut deck);
        let first = deck.pop().expect("at least three prizes");
        Ok(State {
            config: config.clone(),
            rng,
            hands: PerSeat::filled(n, (1..=config.cards).collect()),
            bids: PerSeat::filled(n, None),
            played: PerSeat::filled(n, Vec::new()),
            deck,
            pot: vec![first],
            won: PerSeat::filled(n, Vec::new()),
        })
    }

    fn to_act(state: &State) -> ToAct {
        if is_over(state) {
            return ToAct::Over;
        }
        ToAct::Seats(state.bids.iter().filter(|(_, b)| b.is_none()).map(|(s, _)| s).collect())
    }

    fn choices(state: &State, seat: Seat) -> Vec<Bid> {
        state.hands[seat].iter().map(|&c| Bid(c)).collect()
    }

    /// The test game keeps the engine's default `check` (a look-up in `choices`).
    fn explain(state: &State, _seat: Seat, &Bid(card): &Bid) -> Refusal {
        let cards = state.config.cards;
        if (1..=cards).contains(&card) { Refusal::CardNotInHand { card } } else { Refusal::NoSuchCard { card, cards } }
    }

    fn resolve(state: &mut State, seat: Seat, &Bid(card): &Bid, events: &mut Events<Event>) {
        let hand = &mut state.hands[seat];
        let at = hand.iter().position(|&c| c == card).expect("a checked card is in the hand");
        hand.remove(at);
        state.bids[seat] = Some(card);
        events.push(Event::Committed { seat });
        if state.bids.values().iter().all(Option::is_some) {
            reveal(state, events);
        }
    }

    /// A bid's own commitment may be shown before it is made; the reveal it may complete shows
    /// the others' secret bids and the next prize, so it never is.
    fn previewable(event: &Event) -> bool {
        matches!(event, Event::Committed { .. })
    }

    fn view(state: &State, viewer: Option<Seat>) -> View {
        View {
            cards: state.config.cards,
            pot: state.pot.clone(),
            prizes_left: state.deck.len(),
            hand: viewer.map(|s| state.hands[s].clone()),
            my_bid: viewer.and_then(|s| state.bids[s]),
            seats: state.played.map(|s, played| SeatView {
                committed: state.bids[s].is_some(),
                played: played.clone(),
                won: state.won[s].clone(),
            }),
        }
    }

    /// A bid may be taken back until the bids are revealed (and the next prize turned up).
    fn undoable(before: &State, after: &State, _seat: Seat) -> bool {
        before.played == after.played && before.rng == after.rng
    }

    fn score(state: &State) -> ScoreSheet {
        let points = state.won.map(|_, pots| {
            let prizes = pots.iter().map(|pot| value(&pot[pot.len() - 1..])).sum();
            let carried = pots.iter().map(|pot| value(&pot[..pot.len() - 1])).sum();
            vec![prizes, carried]
        });
        let taken = state.won.map(|_, pots| pots.iter().map(Vec::len).sum::<usize>());
        let ranking = ScoreSheet::rank_by(&points, |s| taken[s]);
        let mut sheet = ScoreSheet {
            categories: vec![Text::new("Preise", "Prizes"), Text::new("Übertrag", "Carry-over")],
            rules: vec![
                Text::new("Die Werte der gewonnenen Preise", "The values of the prizes won"),
                Text::new("Die Werte der mitgenommenen Übertragspreise", "The values of the carried prizes taken"),
            ],
            points,
            ranking,
            tie_breaks: Vec::new(),
            details: None,
        };
        sheet.tie_breaks = tie_breaks(&sheet, &taken);
        sheet
    }
}

/// Conservation: each seat's bid cards 1..=K lie once each in its hand, its pending bid or its
/// discard; the prizes 1..=K lie once each in the deck, on the table or with a winner; and all
/// seats have played the same number of rounds.
pub fn conservation(state: &State) -> Result<(), String> {
    let all: Vec<u8> = (1..=state.config.cards).collect();
    for (seat, hand) in state.hands.iter() {
        let mut cards: Vec<u8> = hand.iter().chain(&state.bids[seat]).chain(&state.played[seat]).copied().collect();
        cards.sort();
        if cards != all {
            return Err(format!("{seat:?} holds bid cards {cards:?}"));
        }
    }
    let mut prizes: Vec<u8> =
        state.deck.iter().chain(&state.pot).chain(state.won.values().iter().flatten().flatten()).copied().collect();
    prizes.sort();
    if prizes != all {
        return Err(format!("the prizes are {prizes:?}"));
    }
    let rounds = state.played[Seat(0)].len();
    if state.played.values().iter().any(|p| p.len() != rounds) {
        return Err(format!("seats have played different numbers of rounds: {:?}", state.played));
    }
    Ok(())
}

/// Two to four players, with short and long hands.
impl Checked for Goofspiel {
    const MAX_STEPS: usize = 10_000;

    fn tables() -> Vec<Config> {
        [(2, 5), (2, 13), (3, 8), (4, 13)].map(|(players, cards)| Config { players, cards }).to_vec()
    }

    fn conservation(state: &State) -> Result<(), String> {
        conservation(state)
    }
}
