//! Share links: a whole game record (game, players, config, seed, actions) in a URL fragment.
//!
//! The payload is `base64url(deflate(version ‖ postcard(link)))`: compact binary, compressed,
//! URL-safe. Reading a link trusts nothing: its length and unpacked size are capped, every
//! field is checked by the decoder, and the record is replayed under the rules, so a tampered
//! link is refused with the step where it stops being legal. A link holds the whole game:
//! anyone who decodes it can see everything in it, hidden information included.
//!
//! Versions: 4 carries each seat's hint count too (after its level); otherwise it is version 3.
//! 3 carries the record in its binary form ([`Record::to_bytes`]: the config as JSON
//! text, so its component data version travels with it), after the seats; 2 carries each bot's
//! level and the record as plain postcard, where the config's data version takes no bytes and
//! reads as 1; 1 (before levels) is still read, its bots play Standard. Versions 1 and 2 were
//! written before data versions existed, so version 1 is right for every one of them.
//!
//! A link that does not unpack is either cut off (its deflate stream ends early, and what it
//! holds so far could start a link) or damaged or altered (a character outside base64url, an
//! invalid stream, or a whole stream that is not a link). Raw deflate has no checksum, so a
//! changed character near the end can look exactly like a cut: `tests/app/links.rs` measures how
//! often (about 1% of single-character changes: 0.76% with version 3 links, 1.17% with version
//! 4, whose streams differ).

use super::save::{SeatInfo, SeatKind};
use crate::bots::{BotGame, Level};
use crate::engine::{Game, GameId, Record, ReplayError, TableConfig, replay};
use crate::games::{self, WithGame};
use crate::i18n::{Describe, Text};
use base64::Engine as _;
use base64::alphabet::URL_SAFE;
use base64::engine::DecodePaddingMode;
use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig, URL_SAFE_NO_PAD};
use miniz_oxide::inflate::TINFLStatus;
use miniz_oxide::inflate::core::{DecompressorOxide, decompress, inflate_flags};
use serde::{Deserialize, Serialize};

/// The link format this build writes (it reads this one and every older one).
pub const LINK_VERSION: u8 = 4;
/// Longest payload accepted, in characters.
pub const MAX_LINK_CHARS: usize = 64 * 1024;
/// Largest unpacked payload accepted, in bytes (a deflate bomb stops here).
const MAX_UNPACKED: usize = 1024 * 1024;
/// Reads base64url that a cut may have left with spare bits set in its last character.
const CUT_TOLERANT: GeneralPurpose = GeneralPurpose::new(
    &URL_SAFE,
    GeneralPurposeConfig::new()
        .with_encode_padding(false)
        .with_decode_allow_trailing_bits(true)
        .with_decode_padding_mode(DecodePaddingMode::RequireNone),
);

/// The envelope every link starts with, read before the game is known.
#[derive(Serialize, Deserialize)]
struct Envelope<'a> {
    game: GameId,
    #[serde(borrow)]
    body: &'a [u8],
}

/// A player as links of version 2 and 3 carry it: name, person or bot, a bot's level.
type LinkSeat = (String, SeatKind, Option<Level>);

/// A player as links from version 4 carry it: a [`LinkSeat`] and the hints it asked for. Only
/// a bot has a level, and only a person hints ([`plausible`]).
type LinkSeatV4 = (String, SeatKind, Option<Level>, u32);

/// Whether a version 4 seat is one that [`encode`] writes.
fn plausible(seat: &LinkSeatV4) -> bool {
    match seat.1 {
        SeatKind::Bot => seat.3 == 0,
        SeatKind::Human => seat.2.is_none(),
    }
}

/// Why a link was not opened.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkError {
    /// Too long to be a Keydom link.
    TooLong(usize),
    /// The deflate stream ends early: cut off when copied.
    CutOff,
    /// Not base64url, or not a valid deflate stream: damaged or altered.
    Altered,
    /// Made by a newer Keydom.
    NewerVersion(u8),
    /// For a different game than the one asked for.
    WrongGame(GameId),
    /// The fields don't decode, or don't fit together.
    Malformed(String),
    /// The record does not replay under the rules.
    Replay(ReplayError),
}

impl Describe for LinkError {
    fn describe(&self) -> Text {
        match self {
            LinkError::TooLong(n) => Text::new(
                format!("Der Link ist zu lang ({n} Zeichen) für ein Keydom-Spiel."),
                format!("The link is too long ({n} characters) to be a Keydom game."),
            ),
            LinkError::CutOff => Text::new(
                "Der Link ist unvollständig, wahrscheinlich beim Kopieren abgeschnitten.",
                "The link is incomplete; it was probably cut off when copied.",
            ),
            LinkError::Altered => Text::new(
                "Der Link ist beschädigt oder wurde verändert: Mindestens ein Zeichen stimmt nicht.",
                "The link is damaged or was altered: at least one of its characters is wrong.",
            ),
            LinkError::NewerVersion(v) => Text::new(
                format!("Der Link stammt aus einer neueren Keydom-Version ({v}). Bitte die Seite neu laden."),
                format!("The link comes from a newer Keydom ({v}). Reload the page to update."),
            ),
            LinkError::WrongGame(game) => Text::new(
                format!("Der Link gehört zu einem anderen Spiel ({game:?})."),
                format!("The link belongs to another game ({game:?})."),
            ),
            LinkError::Malformed(why) => Text::new(
                format!("Der Link ist beschädigt oder wurde verändert; er enthält kein gültiges Spiel ({why})."),
                format!("The link is damaged or was altered; it holds no valid game ({why})."),
            ),
            LinkError::Replay(e) => e.describe(),
        }
    }
}

/// The link payload for a game record and its players ([`pack`], then [`seal`]).
pub fn encode<G: Game>(record: &Record<G>, seats: &[SeatInfo]) -> String {
    seal(&pack(record, seats))
}

/// A game record and its players as a link holds them before deflate: the version, then the
/// envelope. The app's pages pack a link at once and [`seal`] it in a module of its own
/// (`ui::kit::share`), since only sharing needs deflate.
pub fn pack<G: Game>(record: &Record<G>, seats: &[SeatInfo]) -> Vec<u8> {
    let seats: Vec<LinkSeatV4> = seats
        .iter()
        .map(|s| match s.kind {
            SeatKind::Bot => (s.name.clone(), s.kind, s.level, 0),
            SeatKind::Human => (s.name.clone(), s.kind, None, s.hints),
        })
        .collect();
    let mut body = postcard::to_allocvec(&seats).expect("seats serialise");
    body.extend(record.to_bytes());
    let mut packed = vec![LINK_VERSION];
    packed.extend(postcard::to_allocvec(&Envelope { game: G::ID, body: &body }).expect("envelopes serialise"));
    packed
}

/// The link payload of a [`pack`]ed link: deflated, in base64url.
pub fn seal(packed: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(packed, 9))
}

/// Unpacks a payload as far as knowing its game and players; [`decode`] reads the record with
/// that game's types.
pub fn unpack(payload: &str) -> Result<Unpacked, LinkError> {
    if payload.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong(payload.len()));
    }
    let payload = payload.trim();
    if !payload.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') {
        return Err(LinkError::Altered);
    }
    // A cut may leave one character over, or a last one whose spare bits are set: read what is whole.
    let whole = &payload[..payload.len() - usize::from(payload.len() % 4 == 1)];
    let deflated = CUT_TOLERANT.decode(whole).map_err(|_| LinkError::Altered)?;
    let packed = inflate(&deflated)?;
    if URL_SAFE_NO_PAD.encode(&deflated) != payload {
        return Err(LinkError::Altered); // a whole stream, but its text is not the one written
    }
    match packed.split_first() {
        Some((&version, rest)) if (1..=LINK_VERSION).contains(&version) => {
            let (envelope, tail): (Envelope, _) =
                postcard::take_from_bytes(rest).map_err(|e| LinkError::Malformed(e.to_string()))?;
            if !tail.is_empty() {
                return Err(LinkError::Malformed("trailing bytes".into()));
            }
            let (seats, record) = seats_of(version, envelope.body)?;
            let moves = moves(envelope.game, version, record);
            Ok(Unpacked { game: envelope.game, version, seats: seat_infos(seats), record: record.to_vec(), moves })
        }
        Some((&v, _)) if v > LINK_VERSION => Err(LinkError::NewerVersion(v)),
        _ => Err(LinkError::Malformed("unknown version".into())),
    }
}

/// Inflates a link's deflate stream, telling a stream that ends early from an invalid one.
fn inflate(deflated: &[u8]) -> Result<Vec<u8>, LinkError> {
    let error = match miniz_oxide::inflate::decompress_to_vec_with_limit(deflated, MAX_UNPACKED) {
        Ok(packed) => return Ok(packed),
        Err(error) if error.status == TINFLStatus::FailedCannotMakeProgress => error,
        Err(_) => return Err(LinkError::Altered),
    };
    // The error's buffer runs past what was inflated: inflate again into one that size to know where it stops.
    let mut out = vec![0; error.output.len()];
    let flags = inflate_flags::TINFL_FLAG_USING_NON_WRAPPING_OUTPUT_BUF;
    let (_, _, end) = decompress(&mut DecompressorOxide::new(), deflated, &mut out, 0, flags);
    Err(if could_start_a_link(&out[..end]) { LinkError::CutOff } else { LinkError::Altered })
}

/// Whether `bytes` could be the start of a link: a known version, a game, no more body than its
/// length says, and seats as far as they go. A cut link's are; a stream that a changed
/// character sent astray mostly runs on into bytes that no link starts with.
fn could_start_a_link(bytes: &[u8]) -> bool {
    let fits = || -> Result<bool, postcard::Error> {
        let Some((&version, rest)) = bytes.split_first() else { return Ok(true) };
        if version == 0 || version > LINK_VERSION {
            return Ok(version > LINK_VERSION); // a newer link's layout is not known here
        }
        let (_, rest): (GameId, _) = postcard::take_from_bytes(rest)?;
        let (len, body): (u64, _) = postcard::take_from_bytes(rest)?;
        if body.len() as u64 > len {
            return Ok(false);
        }
        match version {
            1 => postcard::take_from_bytes::<Vec<(String, SeatKind)>>(body).map(drop)?,
            2 | 3 => postcard::take_from_bytes::<Vec<LinkSeat>>(body).map(drop)?,
            _ => {
                let (seats, _) = postcard::take_from_bytes::<Vec<LinkSeatV4>>(body)?;
                return Ok(seats.iter().all(plausible));
            }
        }
        Ok(true)
    };
    fits().unwrap_or_else(|e| e == postcard::Error::DeserializeUnexpectedEnd)
}

/// A link whose game and players are known but whose record is not read yet.
#[derive(Clone, Debug, PartialEq)]
pub struct Unpacked {
    /// The game the link is for.
    pub game: GameId,
    version: u8,
    /// The players, their names brought to the rule ([`super::names::normalise`]).
    pub seats: Vec<SeatInfo>,
    /// The record, in the form of the link's version.
    record: Vec<u8>,
    /// How many moves the record holds, if it reads that far without the rules: what an
    /// embed's caption says before the game's code has come (`ui::replay::embed`). [`decode`]
    /// may still refuse the link (its config, its moves, the rules).
    pub moves: Option<usize>,
}

/// How many moves a link's record holds, read as far as that: from version 3 the record is in
/// its binary form ([`Record::to_bytes`]), whose config is text to step over; in versions 1 and
/// 2 it is plain postcard, whose config the game's own types step over.
fn moves(game: GameId, version: u8, record: &[u8]) -> Option<usize> {
    let record = match version {
        1 | 2 => games::with_game(game, PastConfig(record))??,
        _ => postcard::take_from_bytes::<&str>(record).ok()?.1,
    };
    let (_seed, rest): (u64, _) = postcard::take_from_bytes(record).ok()?;
    let (moves, _): (u64, _) = postcard::take_from_bytes(rest).ok()?;
    usize::try_from(moves).ok()
}

/// What follows a record's config in postcard (links of version 1 and 2), read with the
/// game's types.
struct PastConfig<'a>(&'a [u8]);

impl<'a> WithGame for PastConfig<'a> {
    type Output = Option<&'a [u8]>;
    fn with<G: BotGame>(self) -> Option<&'a [u8]> {
        postcard::take_from_bytes::<G::Config>(self.0).ok().map(|(_, rest)| rest)
    }
}

/// The seats at the start of a link's body, each as version 4 has it (a level and hints), and
/// the record's bytes after them.
fn seats_of(version: u8, body: &[u8]) -> Result<(Vec<LinkSeatV4>, &[u8]), LinkError> {
    let malformed = |e: postcard::Error| LinkError::Malformed(e.to_string());
    match version {
        1 => {
            let (seats, rest): (Vec<(String, SeatKind)>, _) = postcard::take_from_bytes(body).map_err(malformed)?;
            Ok((seats.into_iter().map(|(name, kind)| (name, kind, None, 0)).collect(), rest))
        }
        2 | 3 => {
            let (seats, rest): (Vec<LinkSeat>, _) = postcard::take_from_bytes(body).map_err(malformed)?;
            Ok((seats.into_iter().map(|(name, kind, level)| (name, kind, level, 0)).collect(), rest))
        }
        _ => {
            let (seats, rest): (Vec<LinkSeatV4>, _) = postcard::take_from_bytes(body).map_err(malformed)?;
            if !seats.iter().all(plausible) {
                return Err(LinkError::Malformed("a bot with hints, or a person with a bot's level".into()));
            }
            Ok((seats, rest))
        }
    }
}

/// A link's seats as the app keeps them: a level only for a bot, hints only for a person, the
/// names brought to the rule ([`super::names::normalise`]).
fn seat_infos(seats: Vec<LinkSeatV4>) -> Vec<SeatInfo> {
    let mut seats: Vec<SeatInfo> = seats
        .into_iter()
        .map(|(name, kind, level, hints)| SeatInfo {
            name,
            kind,
            level: if kind == SeatKind::Bot { level } else { None },
            hints: if kind == SeatKind::Human { hints } else { 0 },
        })
        .collect();
    super::names::normalise(&mut seats);
    seats
}

/// A link read and replayed.
pub struct Opened<G: Game> {
    /// The game record.
    pub record: Record<G>,
    /// The players, their names brought to the rule ([`super::names::normalise`]).
    pub seats: Vec<SeatInfo>,
    /// The position the record reaches.
    pub state: G::State,
}

impl<G: Game> std::fmt::Debug for Opened<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Opened")
            .field("record", &self.record)
            .field("seats", &self.seats)
            .field("state", &self.state)
            .finish()
    }
}

/// Reads a link's record as game `G` and replays it.
pub fn decode<G: Game>(unpacked: &Unpacked) -> Result<Opened<G>, LinkError> {
    if unpacked.game != G::ID {
        return Err(LinkError::WrongGame(unpacked.game));
    }
    // Versions 1 and 2 hold the record as plain postcard, later ones in its binary form.
    let record: Record<G> = match unpacked.version {
        1 | 2 => postcard::from_bytes(&unpacked.record).map_err(|e| LinkError::Malformed(e.to_string()))?,
        _ => Record::from_bytes(&unpacked.record).map_err(LinkError::Malformed)?,
    };
    if unpacked.seats.len() != usize::from(record.config.players()) {
        return Err(LinkError::Malformed("player list does not match the player count".into()));
    }
    let seats = unpacked.seats.clone();
    let state = replay(&record).map_err(LinkError::Replay)?;
    Ok(Opened { record, seats, state })
}
