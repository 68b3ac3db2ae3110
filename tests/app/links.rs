//! Share links: records of real games survive the trip through a link exactly, and mangled
//! links (10,000+ of them) are refused with a reason and never panic.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use keydom::bots::Level;
use keydom::engine::{DataVersion, Game, GameId, GameRng, Record, ReplayError, ToAct, replay};
use keydom::games::key_market::data::DATA_VERSION;
use keydom::games::key_market::{self, KeyMarket};
use keydom::games::nuernberg::{self, Nuernberg};
use keydom::i18n::Describe;
use keydom::store::link::{LINK_VERSION, LinkError, MAX_LINK_CHARS, decode, encode, unpack};
use keydom::store::names::MAX_NAME_CHARS;
use keydom::store::{SeatInfo, SeatKind};
use keydom_rules::goofspiel::{Config, Goofspiel};

/// A random game of `G` from `config`, played `moves` actions deep (or to the end).
fn play<G: Game>(config: G::Config, seed: u64, moves: usize) -> Record<G> {
    let mut record = Record::new(config, seed);
    let mut state = G::setup(&record.config, seed).unwrap();
    let mut rng = GameRng::from_seed(seed ^ 0xfeed);
    while record.actions.len() < moves {
        let ToAct::Seats(seats) = G::to_act(&state) else { break };
        let seat = seats.nth(rng.index(seats.len()));
        let actions = G::legal_actions(&state, seat);
        let action = actions[rng.index(actions.len())].clone();
        G::apply(&mut state, seat, &action).unwrap();
        record.actions.push((seat, action));
    }
    record
}

fn seats(n: usize) -> Vec<SeatInfo> {
    (0..n)
        .map(|i| {
            let name = format!("Spieler {i}");
            if i == 0 { SeatInfo::human(name) } else { SeatInfo::bot(name, Level::ALL[i % 3]) }
        })
        .collect()
}

#[test]
fn finished_games_round_trip_exactly() {
    for players in 2..=5u8 {
        let record = play::<Nuernberg>(nuernberg::Config::new(players), u64::from(players), usize::MAX);
        let link = encode(&record, &seats(players.into()));
        let opened = decode::<Nuernberg>(&unpack(&link).unwrap()).unwrap();
        assert_eq!(opened.record, record);
        assert_eq!(opened.seats, seats(players.into()));
        assert_eq!(opened.state, replay(&record).unwrap());
        assert_eq!(Nuernberg::to_act(&opened.state), ToAct::Over);
        println!("Nürnberg, {players} players, {} actions: link of {} characters", record.actions.len(), link.len());
    }
    for players in 2..=4u8 {
        let record = play::<KeyMarket>(key_market::Config::new(players, false), 7, usize::MAX);
        let link = encode(&record, &seats(players.into()));
        let opened = decode::<KeyMarket>(&unpack(&link).unwrap()).unwrap();
        assert_eq!(opened.record, record);
        assert_eq!(KeyMarket::to_act(&opened.state), ToAct::Over);
        println!("Key Market, {players} players, {} actions: link of {} characters", record.actions.len(), link.len());
    }
    let record = play::<Goofspiel>(Config { players: 4, cards: 13 }, 1, usize::MAX);
    assert_eq!(decode::<Goofspiel>(&unpack(&encode(&record, &seats(4))).unwrap()).unwrap().record, record);
}

#[test]
fn a_link_is_refused_for_the_wrong_game_a_newer_version_or_too_much_text() {
    let record = play::<Goofspiel>(Config { players: 2, cards: 5 }, 2, 4);
    let unpacked = unpack(&encode(&record, &seats(2))).unwrap();
    assert_eq!(unpacked.game, GameId::Test);
    assert_eq!(decode::<Nuernberg>(&unpacked).unwrap_err(), LinkError::WrongGame(GameId::Test));

    let newer = URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(&[LINK_VERSION + 1, 0, 0], 9));
    assert_eq!(unpack(&newer).unwrap_err(), LinkError::NewerVersion(LINK_VERSION + 1));
    assert!(matches!(unpack(&"A".repeat(MAX_LINK_CHARS + 1)), Err(LinkError::TooLong(_))));
    assert_eq!(unpack("not a link!").unwrap_err(), LinkError::Altered);
}

#[test]
fn names_from_a_link_lose_control_characters_and_excess_length() {
    let record = play::<Goofspiel>(Config { players: 2, cards: 5 }, 3, 0);
    let mut names = seats(2);
    names[0].name = format!("<b>x</b>\u{0}\u{1b}[31m{}", "x".repeat(100));
    let back = decode::<Goofspiel>(&unpack(&encode(&record, &names)).unwrap()).unwrap().seats;
    assert!(back[0].name.starts_with("<b>x</b>[31m"), "kept as text: {}", back[0].name);
    assert_eq!(back[0].name.chars().count(), MAX_NAME_CHARS);
}

#[test]
fn a_link_with_a_blank_and_a_repeated_name_opens_with_names_under_the_rule() {
    let record = play::<Goofspiel>(Config { players: 3, cards: 5 }, 3, 6);
    let odd = [SeatInfo::human("\t"), SeatInfo::bot("Bo", Level::Strong), SeatInfo::human(" bo")];
    let unpacked = unpack(&encode(&record, &odd)).unwrap();
    let opened = decode::<Goofspiel>(&unpacked).unwrap();
    let names: Vec<_> = opened.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Player 1", "Bo", "bo (2)"]);
    // An embed's caption, drawn before the game's code has come, names them the same.
    assert_eq!(unpacked.seats, opened.seats);
    assert_eq!(unpacked.moves, Some(record.actions.len()));
    assert_eq!(opened.seats[1].bot_level(), Some(Level::Strong));
    assert_eq!(opened.record, record);
}

#[test]
fn a_tampered_move_is_reported_at_its_step() {
    let mut record = play::<Goofspiel>(Config { players: 2, cards: 5 }, 4, 6);
    record.actions[4] = record.actions[0]; // seat 0 bids a card it has already played
    match decode::<Goofspiel>(&unpack(&encode(&record, &seats(2))).unwrap()) {
        Err(LinkError::Replay(e)) => assert!(e.describe().en.starts_with("Move 5 is not allowed"), "{e}"),
        other => panic!("expected a refusal at move 5, got {other:?}"),
    }
}

/// Links of real games, short and long, of every game and link length modulo 4.
fn real_links() -> Vec<String> {
    let links = vec![
        encode(&play::<Nuernberg>(nuernberg::Config::new(3), 5, 60), &seats(3)),
        encode(&play::<Nuernberg>(nuernberg::Config::new(5), 5, usize::MAX), &seats(5)),
        encode(&play::<Goofspiel>(Config { players: 3, cards: 6 }, 6, 12), &seats(3)),
        encode(&play::<KeyMarket>(key_market::Config::new(3, true), 8, 150), &seats(3)),
        encode(&play::<KeyMarket>(key_market::Config::new(2, false), 3, 9), &seats(2)),
    ];
    let lengths: std::collections::BTreeSet<_> = links.iter().map(|l| l.len() % 4).collect();
    assert_eq!(lengths.len(), 3, "lengths modulo 4 of 0, 2 and 3 (1 cannot be base64)");
    links
}

/// What opening a link gives: `Ok` if it opens, else its error's kind.
fn outcome(link: &str) -> Result<(), LinkError> {
    unpack(link).and_then(|u| match u.game {
        GameId::Nuernberg => decode::<Nuernberg>(&u).map(drop),
        GameId::KeyMarket => decode::<KeyMarket>(&u).map(drop),
        _ => decode::<Goofspiel>(&u).map(drop),
    })
}

#[test]
fn a_link_cut_anywhere_is_called_cut_off() {
    for link in real_links() {
        for at in 0..link.len() {
            assert_eq!(unpack(&link[..at]), Err(LinkError::CutOff), "{link} cut at {at}");
        }
    }
}

#[test]
fn a_link_with_one_changed_character_is_called_damaged_or_altered() {
    const BASE64URL: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut rng = GameRng::from_seed(11);
    let (mut changed, mut like_a_cut) = (0, 0);
    let mut kinds = std::collections::BTreeMap::new();
    for link in real_links() {
        for at in 0..link.len() {
            for by in [b"+".as_slice(), b"/", "ä".as_bytes()] {
                let text = [&link.as_bytes()[..at], by, &link.as_bytes()[at + 1..]].concat();
                assert_eq!(unpack(&String::from_utf8(text).unwrap()), Err(LinkError::Altered));
            }
            for _ in 0..6 {
                let mut text = link.clone().into_bytes();
                while text[at] == link.as_bytes()[at] {
                    text[at] = BASE64URL[rng.index(64)];
                }
                changed += 1;
                let kind = match outcome(&String::from_utf8(text).unwrap()) {
                    Ok(()) => "opens".to_string(), // a name's letter, or another legal move
                    Err(e) => format!("{e:?}").split('(').next().unwrap().to_string(),
                };
                like_a_cut += usize::from(kind == "CutOff");
                *kinds.entry(kind).or_insert(0) += 1;
            }
        }
    }
    println!("{changed} links with one changed character: {kinds:?}");
    // Raw deflate has no checksum: a change that makes the stream run past its end and whose
    // output still reads like a link's start cannot be told from a cut (measured: 69 of 9,072,
    // 0.76%, with version 3 links; 107 of 9,132, 1.17%, with version 4, whose streams differ).
    assert!(like_a_cut * 100 < changed * 3 / 2, "{like_a_cut} of {changed} look cut off: {kinds:?}");
    assert!(kinds["Altered"] * 3 > changed, "{kinds:?}");
}

/// One mutation of a link: in its text, or in its unpacked bytes (re-packed), so both the
/// transport layer and the record decoder and rules are attacked.
fn mutate(link: &str, rng: &mut GameRng) -> String {
    let mut bytes = if rng.below(2) == 0 {
        link.as_bytes().to_vec()
    } else {
        let packed = URL_SAFE_NO_PAD.decode(link).unwrap();
        miniz_oxide::inflate::decompress_to_vec(&packed).unwrap()
    };
    let text_level = bytes.iter().all(u8::is_ascii_alphanumeric)
        || bytes.iter().all(|b| b"-_".contains(b) || b.is_ascii_alphanumeric());
    for _ in 0..=rng.below(3) {
        if bytes.is_empty() {
            break;
        }
        let at = rng.index(bytes.len());
        match rng.below(4) {
            0 => bytes[at] = rng.below(256) as u8,
            1 => {
                bytes.remove(at);
            }
            2 => bytes.insert(at, rng.below(256) as u8),
            _ => bytes.truncate(at),
        }
    }
    if text_level {
        String::from_utf8_lossy(&bytes).into_owned()
    } else {
        URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(&bytes, 6))
    }
}

#[test]
fn ten_thousand_mangled_links_are_refused_with_a_reason_and_never_panic() {
    let bases = [
        encode(&play::<Nuernberg>(nuernberg::Config::new(3), 5, 60), &seats(3)),
        encode(&play::<Goofspiel>(Config { players: 3, cards: 6 }, 6, 12), &seats(3)),
        encode(&play::<KeyMarket>(key_market::Config::new(3, true), 8, 150), &seats(3)),
    ];
    let mut rng = GameRng::from_seed(99);
    let (mut refused, mut accepted) = (0, 0);
    let mut kinds = std::collections::BTreeMap::new();
    for i in 0..10_000 {
        let link = mutate(&bases[i % bases.len()], &mut rng);
        match outcome(&link) {
            Ok(()) => accepted += 1, // a mutation that still decodes to a legal game replayed cleanly
            Err(e) => {
                let text = e.describe();
                assert!(!text.de.is_empty() && !text.en.is_empty());
                refused += 1;
                *kinds.entry(format!("{e:?}").split('(').next().unwrap().to_string()).or_insert(0) += 1;
            }
        }
    }
    println!("mangled links: {refused} refused {kinds:?}, {accepted} still a legal game");
    assert!(refused > 9_000, "{refused}");
    // Every layer is reached: the transport, the record decoder and the rules.
    for kind in ["CutOff", "Altered", "Malformed", "Replay"] {
        assert!(kinds.get(kind).is_some_and(|&n| n > 100), "{kind}: {kinds:?}");
    }
}

#[test]
fn a_link_from_before_bot_levels_still_opens_and_its_bots_play_standard() {
    // Written by LINK_VERSION 1: Key Market, first game, seed 5, six moves; "Spieler 0" a
    // person, "Spieler 1" a bot.
    let old = "PcixDQAQFEXR-76QKDQmMAKzmEEhUYj9CyrdyRHNYt9zrHFK5bPJ5IPAnJTAAcoY7y8";
    let opened = decode::<KeyMarket>(&unpack(old).unwrap()).unwrap();
    assert_eq!(opened.record.seed, 5);
    assert_eq!(opened.record.actions.len(), 6);
    let levels: Vec<_> = opened.seats.iter().map(SeatInfo::bot_level).collect();
    assert_eq!(levels, [None, Some(Level::Standard)]);
    assert_eq!(opened.seats[1].kind, SeatKind::Bot);
}

#[test]
fn a_link_keeps_its_records_data_version_and_another_one_is_refused_with_a_reason() {
    let record = play::<KeyMarket>(key_market::Config::new(2, false), 3, 10);
    let link = encode(&record, &seats(2));
    assert_eq!(version_of(&link), LINK_VERSION);
    assert_eq!(decode::<KeyMarket>(&unpack(&link).unwrap()).unwrap().record.config.data, DATA_VERSION);

    let mut old = record.clone();
    old.config.data = DataVersion(1);
    let opened = decode::<KeyMarket>(&unpack(&encode(&old, &seats(2))).unwrap()).unwrap();
    assert_eq!(opened.record.config.data, DataVersion(1), "an older version opens and keeps its version");

    let mut other = record.clone();
    let newer = DataVersion(DATA_VERSION.0 + 1);
    other.config.data = newer;
    let link = encode(&other, &seats(2));
    match decode::<KeyMarket>(&unpack(&link).unwrap()) {
        Err(LinkError::Replay(ReplayError::Setup(e))) => {
            assert!(e.0.en.contains(&format!("Key Market's component data version {newer}")), "{e}");
            assert!(e.0.de.contains(&format!("Key Market in Version {newer}")), "{}", e.0.de);
        }
        other => panic!("a record of data version {newer} must be refused, got {other:?}"),
    }
    // The version travels in the link: the body after the seats is the record's binary form.
    let body = body_of(&link);
    type Seats = Vec<(String, SeatKind, Option<Level>, u32)>;
    let (_, rest): (Seats, _) = postcard::take_from_bytes(&body).unwrap();
    let back = Record::<KeyMarket>::from_bytes(rest).unwrap();
    assert_eq!(back, other);
    assert_eq!(back.config.data, newer);
}

/// The version byte of a link.
fn version_of(link: &str) -> u8 {
    miniz_oxide::inflate::decompress_to_vec(&URL_SAFE_NO_PAD.decode(link).unwrap()).unwrap()[0]
}

/// The body of a link: what follows the version byte, the game and the body's length.
fn body_of(link: &str) -> Vec<u8> {
    #[derive(serde::Deserialize)]
    struct Envelope {
        _game: GameId,
        body: Vec<u8>,
    }
    let packed = miniz_oxide::inflate::decompress_to_vec(&URL_SAFE_NO_PAD.decode(link).unwrap()).unwrap();
    postcard::from_bytes::<Envelope>(&packed[1..]).unwrap().body
}

#[test]
fn a_link_carries_each_persons_hint_count_but_never_a_bots() {
    let record = play::<KeyMarket>(key_market::Config::new(3, false), 4, 12);
    let mut players = seats(3);
    players[0].hints = 3;
    let link = encode(&record, &players);
    assert_eq!(version_of(&link), LINK_VERSION);
    assert_eq!(decode::<KeyMarket>(&unpack(&link).unwrap()).unwrap().seats, players);
    // A bot asks for no hints: its count is not written.
    players[1].hints = 5;
    let opened = decode::<KeyMarket>(&unpack(&encode(&record, &players)).unwrap()).unwrap();
    assert_eq!(opened.seats.iter().map(|s| s.hints).collect::<Vec<_>>(), [3, 0, 0]);
    // A link made by hand that gives a bot hints is refused.
    let forged: Vec<(String, SeatKind, Option<Level>, u32)> =
        players.iter().map(|s| (s.name.clone(), s.kind, s.level, s.hints)).collect();
    let mut body = postcard::to_allocvec(&forged).unwrap();
    body.extend(record.to_bytes());
    let mut packed = vec![LINK_VERSION];
    packed.extend(postcard::to_allocvec(&(GameId::KeyMarket, body.as_slice())).unwrap());
    let link = URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(&packed, 9));
    assert!(matches!(unpack(&link), Err(LinkError::Malformed(_))));
}
