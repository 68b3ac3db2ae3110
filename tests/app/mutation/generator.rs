//! The inputs of the mutation run: one game's saves and links of the fixture corpus, and a
//! seeded generator of damaged copies of them (see the run's doc for the mutations).

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use keydom::bots::Level;
use keydom::engine::{Game, GameId, GameRng, Record, Seat, ToAct};
use keydom::store::{SaveFile, SeatInfo, SeatKind, link, record_of};
use serde_json::Value;
use std::path::PathBuf;

/// One input: a save's text or a link's payload.
pub enum Input {
    Save(String),
    Link(String),
}

impl Input {
    /// The input for a report: a save's record in short (or its text where it does not read),
    /// a link's payload.
    pub fn shown(&self) -> String {
        let cut = |s: &str| s.chars().take(3000).collect::<String>();
        match self {
            Input::Link(payload) => format!("link {}", cut(payload)),
            Input::Save(text) => match SaveFile::parse(text) {
                Ok(save) => {
                    let last = &save.actions[save.actions.len().saturating_sub(2)..];
                    format!(
                        "save of {} seats, config {}, seed {}, {} moves, the last {}",
                        save.seats.len(),
                        save.config,
                        save.seed.value,
                        save.actions.len(),
                        serde_json::to_string(last).unwrap_or_default()
                    )
                }
                Err(_) => format!("save text {:?}", cut(text)),
            },
        }
    }
}

/// One game's saves and links of the fixture corpus, as text.
pub struct Corpus {
    pub saves: Vec<String>,
    pub links: Vec<String>,
}

impl Corpus {
    /// Every save and link of `game` that the manifest lists.
    pub fn of(game: GameId) -> Corpus {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
        let read = |file: &str| std::fs::read_to_string(dir.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        let manifest: Vec<Value> = serde_json::from_str(&read("manifest.json")).expect("the manifest");
        let mut corpus = Corpus { saves: vec![], links: vec![] };
        for entry in manifest.iter().filter(|e| serde_json::from_value::<GameId>(e["game"].clone()).ok() == Some(game))
        {
            let text = read(entry["file"].as_str().expect("a file"));
            match entry["kind"].as_str() {
                Some("save") => corpus.saves.push(text),
                _ => corpus.links.push(text.trim().to_string()),
            }
        }
        assert!(!corpus.saves.is_empty() && !corpus.links.is_empty(), "{game:?}: no saves or no links");
        corpus
    }
}

/// Edge values put in place of a number: small counts, player counts, data versions, the ends
/// of every integer width.
const EDGES: [i128; 22] =
    [0, 1, 2, 3, 4, 5, 6, 7, 9, 12, 16, 31, 63, 99, 127, 128, 255, 256, 65_535, 4_294_967_295, -1, u64::MAX as i128];

/// A move legal at a position of a record: the position (moves before it), the seat, the move.
type LegalAt = (usize, Seat, Value);

/// Names a player may find written in a save or link by someone else: blank, control
/// characters only, long, a number at the end that a repeated name would get.
const NAMES: [&str; 6] = ["", "   ", "\u{0}\u{7}\n", "Ann (2)", "Ann", "ßßßßßßßßßßßßßßßßßßßßßßßßßßßßßß 😀"];

/// Damaged saves and links of game `G`, drawn from a seed.
pub struct Generator<'a, G: Game> {
    rng: GameRng,
    corpus: &'a Corpus,
    /// The links' unpacked bytes.
    packed: Vec<Vec<u8>>,
    /// The corpus's records with their players, as saves, each with some of its positions
    /// and a move legal there.
    records: Vec<(SaveFile, Vec<LegalAt>)>,
    /// Moves legal at some position of some record, as JSON.
    pool: Vec<(Seat, Value)>,
    /// Every string in the pool's moves (variant and field names).
    words: Vec<String>,
    game: std::marker::PhantomData<G>,
}

impl<'a, G: Game> Generator<'a, G> {
    pub fn new(corpus: &'a Corpus, seed: u64) -> Self {
        let mut rng = GameRng::from_seed(seed);
        let packed = corpus.links.iter().map(|l| unpacked_bytes(l)).collect();
        let mut records = vec![];
        for text in &corpus.saves {
            let save = SaveFile::parse(text).expect("a fixture save");
            let (record, _) = record_of::<G>(&save).expect("a fixture save replays");
            records.push(SaveFile::new("m".into(), &record, save.seats, 1.0));
        }
        for payload in &corpus.links {
            let opened = link::decode::<G>(&link::unpack(payload).expect("a fixture link")).expect("it opens");
            records.push(SaveFile::new("m".into(), &opened.record, opened.seats, 1.0));
        }
        let mut pool = vec![];
        let records = records
            .into_iter()
            .map(|save| {
                let (record, _) = record_of::<G>(&save).expect("it replays");
                let mut state = G::setup(&record.config, record.seed).expect("it sets up");
                let mut legal_at = vec![];
                for (at, (seat, action)) in record.actions.iter().enumerate() {
                    if let ToAct::Seats(acting) = G::to_act(&state) {
                        let by = acting.nth(rng.index(acting.len()));
                        let legal = G::legal_actions(&state, by);
                        if !legal.is_empty() && rng.below(3) == 0 {
                            let action = serde_json::to_value(&legal[rng.index(legal.len())]).unwrap();
                            legal_at.push((at, by, action.clone()));
                            pool.push((by, action));
                        }
                    }
                    G::apply(&mut state, *seat, action).expect("a fixture move");
                }
                (save, legal_at)
            })
            .collect();
        let mut words = vec![];
        for (_, action) in &pool {
            strings(action, &mut words);
        }
        words.sort();
        words.dedup();
        Generator { rng, corpus, packed, records, pool, words, game: std::marker::PhantomData }
    }

    fn below(&mut self, n: usize) -> usize {
        self.rng.index(n.max(1))
    }

    /// The next input and the kind of mutation that made it.
    pub fn next(&mut self) -> (&'static str, Input) {
        match self.below(10) {
            0 | 1 => {
                let (a, b) = (self.below(self.corpus.saves.len()), self.below(self.corpus.saves.len()));
                let (a, b) = (self.corpus.saves[a].as_bytes(), self.corpus.saves[b].as_bytes());
                let bytes = self.bytes(a, b, &[]);
                ("save bytes", Input::Save(String::from_utf8_lossy(&bytes).into_owned()))
            }
            2 => {
                let (a, b) = (self.below(self.corpus.links.len()), self.below(self.corpus.links.len()));
                let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
                let bytes = self.bytes(self.corpus.links[a].as_bytes(), self.corpus.links[b].as_bytes(), alphabet);
                ("link characters", Input::Link(String::from_utf8_lossy(&bytes).into_owned()))
            }
            3..=5 => {
                let (a, b) = (self.below(self.packed.len()), self.below(self.packed.len()));
                let (a, b) = (self.packed[a].clone(), self.packed[b].clone());
                // Mostly in place, so that the lengths the body is framed by still hold.
                let bytes = if self.below(2) == 0 { self.in_place(&a) } else { self.bytes(&a, &b, &[]) };
                let level = [1, 6, 9][self.below(3)];
                (
                    "link bytes",
                    Input::Link(URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(&bytes, level))),
                )
            }
            _ => {
                let k = self.below(self.records.len());
                let (mut save, legal_at) = self.records[k].clone();
                if self.below(3) == 0 && !legal_at.is_empty() {
                    // A move legal at its position, changed: past the refusals that a move
                    // of another position meets first.
                    let (at, seat, mut action) = legal_at[self.below(legal_at.len())].clone();
                    for _ in 0..1 + self.below(2) {
                        self.json(&mut action);
                    }
                    save.actions.truncate(at);
                    save.actions.push((seat, action));
                } else {
                    for _ in 0..1 + self.below(3) {
                        self.change(&mut save);
                    }
                }
                match self.below(2) {
                    0 => ("save record", Input::Save(save.to_text())),
                    _ => match as_link::<G>(&save) {
                        Some(payload) => ("link record", Input::Link(payload)),
                        None => ("save record", Input::Save(save.to_text())),
                    },
                }
            }
        }
    }

    /// `bytes` with one to three byte-level changes: flips (from `alphabet` if given), cuts,
    /// a splice with `other`, a chunk inserted or removed, an edge byte.
    fn bytes(&mut self, bytes: &[u8], other: &[u8], alphabet: &[u8]) -> Vec<u8> {
        let mut out = bytes.to_vec();
        for _ in 0..1 + self.below(3) {
            let len = out.len();
            let at = self.below(len + 1);
            match self.below(6) {
                0 => {
                    for _ in 0..1 + self.below(4) {
                        let i = self.below(len);
                        if let Some(b) = out.get_mut(i) {
                            *b = if alphabet.is_empty() { *b ^ (1 << (i % 8)) } else { alphabet[i % alphabet.len()] };
                        }
                        let j = self.below(len);
                        if let (Some(b), false) = (out.get_mut(j), alphabet.is_empty()) {
                            *b = alphabet[self.rng.index(alphabet.len())];
                        }
                    }
                }
                1 => out.truncate(at),
                2 => {
                    let end = (at + 1 + self.below(16)).min(len);
                    out.drain(at.min(end)..end);
                }
                3 => {
                    let from = self.below(other.len() + 1);
                    out.truncate(at);
                    out.extend_from_slice(&other[from..]);
                }
                4 => {
                    let from = self.below(other.len());
                    let end = (from + 1 + self.below(32)).min(other.len());
                    let chunk = other.get(from..end).unwrap_or_default().to_vec();
                    out.splice(at..at, chunk);
                }
                _ => {
                    let edge = if alphabet.is_empty() {
                        [0x00, 0x01, 0x7f, 0x80, 0xff][self.below(5)]
                    } else {
                        alphabet[self.below(alphabet.len())]
                    };
                    if let Some(b) = out.get_mut(at) {
                        *b = edge;
                    }
                }
            }
        }
        out
    }

    /// `bytes` with one to four bytes changed in place: a bit flipped or an edge byte.
    fn in_place(&mut self, bytes: &[u8]) -> Vec<u8> {
        let mut out = bytes.to_vec();
        for _ in 0..1 + self.below(4) {
            let (i, bit) = (self.below(out.len()), self.below(8));
            let edge = [0x00, 0x01, 0x7f, 0x80, 0xff][self.below(5)];
            if let Some(b) = out.get_mut(i) {
                *b = if bit < 6 { *b ^ (1 << bit) } else { edge };
            }
        }
        out
    }

    /// One structured change of a valid save's record or players.
    fn change(&mut self, save: &mut SaveFile) {
        let n = save.actions.len();
        let i = self.below(n);
        let from_pool = |g: &mut Self| {
            let k = g.below(g.pool.len());
            g.pool[k].clone()
        };
        match self.below(15) {
            0 if n > 1 => {
                let j = if self.below(2) == 0 { (i + 1) % n } else { self.below(n) };
                save.actions.swap(i, j);
            }
            1 if n > 0 => drop(save.actions.remove(i)),
            2 if n > 0 => save.actions.insert(i, save.actions[i].clone()),
            3 if n > 0 && !self.pool.is_empty() => {
                let (seat, action) = from_pool(self);
                save.actions[i] = (if self.below(2) == 0 { seat } else { save.actions[i].0 }, action);
            }
            4 if !self.pool.is_empty() => {
                let moved = from_pool(self);
                save.actions.insert(i.min(n), moved);
            }
            5 if !self.pool.is_empty() => {
                let moved = from_pool(self);
                save.actions.truncate(i);
                save.actions.push(moved);
            }
            6 if n > 0 => {
                let seats = save.seats.len();
                save.actions[i].0 = Seat([0, 1, seats, seats + 1, 255][self.below(5)] as u8);
            }
            7..=9 if n > 0 => {
                let mut action = save.actions[i].1.clone();
                self.json(&mut action);
                save.actions[i].1 = action;
                if self.below(2) == 0 {
                    save.actions.truncate(i + 1);
                }
            }
            10 | 11 => self.json(&mut save.config),
            12 => {
                if self.below(2) == 0 && save.seats.len() > 1 {
                    save.seats.pop();
                } else {
                    save.seats.push(SeatInfo::human("Extra"));
                }
            }
            13 if !save.seats.is_empty() => {
                let k = self.below(save.seats.len());
                let other = save.seats[self.below(save.seats.len())].name.clone();
                let seat = &mut save.seats[k];
                match self.below(5) {
                    0 => seat.name = NAMES[self.below(NAMES.len())].to_string(),
                    1 => seat.name = other,
                    2 => seat.name = "Ä\u{301}".repeat(1 + self.below(60)),
                    3 => seat.level = Some(Level::ALL[self.below(Level::ALL.len())]),
                    _ => seat.hints = [1, u32::MAX][self.below(2)],
                }
                if self.below(2) == 0 {
                    seat.kind = [SeatKind::Human, SeatKind::Bot][self.below(2)];
                }
            }
            _ => save.seed = u64::from(self.rng.next_u32()).wrapping_mul(0x9e37_79b9_7f4a_7c15).into(),
        }
    }

    /// Changes one node of a JSON value: a number to an edge value, a boolean flipped, a string
    /// to another word of the game's moves, an element or field removed or repeated.
    fn json(&mut self, value: &mut Value) {
        let node = nth(value, self.below(nodes(value)));
        match node {
            Value::Number(number) => {
                let near = number.as_i64().map(|n| n + [-1, 1, 2][self.below(3)]);
                let edge = match near {
                    Some(near) if self.below(2) == 0 => i128::from(near),
                    _ => EDGES[self.below(EDGES.len())],
                };
                *node = if edge < 0 { Value::from(edge as i64) } else { Value::from(edge as u64) };
            }
            Value::Bool(b) => *b = !*b,
            Value::String(s) if !self.words.is_empty() => {
                let k = self.below(self.words.len());
                *s = self.words[k].clone();
            }
            Value::Array(items) if !items.is_empty() => {
                let k = self.below(items.len());
                match self.below(3) {
                    0 => drop(items.remove(k)),
                    1 => items.push(items[k].clone()),
                    _ => items.clear(),
                }
            }
            Value::Object(fields) if !fields.is_empty() => {
                let key = fields.keys().nth(self.below(fields.len())).cloned().unwrap_or_default();
                let removed = fields.remove(&key);
                let k = self.below(self.words.len());
                if self.below(2) == 0
                    && let (Some(removed), Some(word)) = (removed, self.words.get(k))
                {
                    fields.insert(word.clone(), removed);
                }
            }
            _ => *node = Value::Null,
        }
    }

    /// `input` made smaller while `still` holds: a save's moves cut to the shortest prefix that
    /// still panics (the move that panics is then the last).
    pub fn minimise(&self, input: Input, still: impl Fn(&Input) -> bool) -> Input {
        let Input::Save(text) = &input else { return input };
        let Ok(save) = SaveFile::parse(text) else { return input };
        for k in 0..save.actions.len() {
            let shorter = SaveFile { actions: save.actions[..k].to_vec(), ..save.clone() };
            let shorter = Input::Save(shorter.to_text());
            if still(&shorter) {
                return shorter;
            }
        }
        input
    }
}

/// The unpacked bytes of a link payload (version byte, envelope, body).
fn unpacked_bytes(payload: &str) -> Vec<u8> {
    let deflated = URL_SAFE_NO_PAD.decode(payload.trim()).expect("base64url");
    miniz_oxide::inflate::decompress_to_vec(&deflated).expect("a deflate stream")
}

/// A save's record and players as a link, where its config and moves still read as `G`'s.
fn as_link<G: Game>(save: &SaveFile) -> Option<String> {
    let config: G::Config = serde_json::from_value(save.config.clone()).ok()?;
    let mut record = Record::<G>::new(config, save.seed.value);
    for (seat, action) in &save.actions {
        record.actions.push((*seat, serde_json::from_value(action.clone()).ok()?));
    }
    Some(link::encode(&record, &save.seats))
}

/// The number of nodes of a JSON value, itself included.
fn nodes(value: &Value) -> usize {
    1 + match value {
        Value::Array(items) => items.iter().map(nodes).sum(),
        Value::Object(fields) => fields.values().map(nodes).sum(),
        _ => 0,
    }
}

/// The `n`th node of a JSON value in pre-order (0 is the value itself).
fn nth(value: &mut Value, n: usize) -> &mut Value {
    if n == 0 {
        return value;
    }
    let mut n = n - 1;
    let children: Vec<&mut Value> = match value {
        Value::Array(items) => items.iter_mut().collect(),
        Value::Object(fields) => fields.values_mut().collect(),
        _ => unreachable!("a leaf has no children"),
    };
    for child in children {
        let size = nodes(child);
        if n < size {
            return nth(child, n);
        }
        n -= size;
    }
    unreachable!("n is below the node count")
}

/// Every string in a JSON value, keys included.
fn strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(fields) => {
            for (key, v) in fields {
                out.push(key.clone());
                strings(v, out);
            }
        }
        _ => {}
    }
}
