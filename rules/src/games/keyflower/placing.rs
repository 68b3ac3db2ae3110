//! A turn's placement, as small decisions: pick the location (a bid on a season or turn-order
//! tile, or a tile use), add workers one at a time from behind the screen or whole outbid
//! groups, confirm. Also passing and the end of the season's turns.
//!
//! The colour rule: from data version 2 a season tile has one colour, shared by the bids around
//! it and the workers using it ([`Config::one_colour_per_tile`](super::Config)); version 1 kept
//! the two apart (choice 2). Summer boats 4a and 4b let their holder break it (`palette`,
//! choices 22–26). A bid must end up higher than every other bid there (adding to one's own bid
//! included); a use takes more workers than the tile's last use this season, the tile holding at
//! most 6 (version 1: at most 3 a use, choice 1).

use super::data::{Ability, Colour, Effect, Input};
use super::events::{Event, at_site, at_spot, moved};
use super::produce;
use super::state::{Pending, Phase, Placed, Site, Spot, State, Target, Workers};
use super::{Action, Config};
use crate::engine::{Events, Seat};

/// Workers a tile may hold in one season.
pub const MAX_USED: u8 = 6;

/// Workers one use may take in data version 1 (choice 1).
const MAX_USE_V1: u8 = 3;

/// The most workers the next use of a tile may take, after `count` this season: what the tile
/// still holds ("A player may use more workers than are required"), in version 1 at most 3.
pub fn use_room(config: &Config, count: u8) -> u8 {
    let room = MAX_USED - count;
    if config.uses_above_three() { room } else { MAX_USE_V1.min(room) }
}

/// The colours a season tile up for auction asks of its next bid and of its next use, given
/// the colours of its bids and of its use now: from data version 2 one colour for both, the
/// use's (which holds for the season) before the bids' (choice 2); in version 1 each its own.
pub fn offer_colours(config: &Config, bids: Option<Colour>, used: Option<Colour>) -> (Option<Colour>, Option<Colour>) {
    if config.one_colour_per_tile() {
        let colour = used.or(bids);
        (colour, colour)
    } else {
        (bids, used)
    }
}

/// The colours a placement at a target may bring: one of `colours` for all its workers, or with
/// `mixed` (summer boats 4a and 4b, choices 22–26) any of them together.
pub struct Palette {
    /// The colours allowed.
    pub colours: Vec<Colour>,
    /// Whether several of them may stand together.
    pub mixed: bool,
}

impl Palette {
    /// Whether `workers` may stand together in this placement.
    pub fn admits(&self, workers: &Workers) -> bool {
        workers.colours().all(|c| self.colours.contains(&c)) && (self.mixed || workers.colours().count() <= 1)
    }
}

/// What a placement drawing on the colours `set` may still take: free workers behind the screen
/// and the player's outbid groups of those colours not yet taken (never one at the target).
pub struct Sources {
    /// Workers of each colour of the set behind the screen not yet taken.
    pub free: Workers,
    /// How many of them may still come (one may be kept back for the use's input).
    pub screen: u8,
    /// Outbid groups of the set's colours not yet taken, with their sizes.
    pub groups: Vec<(Spot, u8)>,
    /// The ways a use's worker input can still be kept out of the placement (one must stay
    /// open; a single way that costs nothing where there is no input).
    pub kept: Vec<Kept>,
}

/// One way to keep a use's worker input out of its placement: one of the free workers behind
/// the screen, or a whole outbid group that the placement could otherwise take.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// Nothing the placement could take: there is no input, or it is kept elsewhere.
    Elsewhere,
    /// One of the free workers counted in `screen`.
    Screen,
    /// The outbid group from this spot.
    Group(Spot),
}

/// The seat placing, with what listing its placements asks again and again worked out once:
/// its outbid groups and whether it holds summer boat 4a or 4b. A listing builds it once for
/// every spot, site, colour and worker it asks about; it reads the state as it stands.
pub struct Placer {
    seat: Seat,
    /// `State::outbid_groups` of the seat.
    outbid: Vec<(Spot, Workers)>,
    /// Whether it holds summer boat 4b ([`Ability::MixedAdd`]).
    mixed_add: bool,
    /// Whether it holds summer boat 4a ([`Ability::MixedBid`]).
    mixed_bid: bool,
}

impl Placer {
    /// `seat` about to place in `state`.
    pub fn new(state: &State, seat: Seat) -> Self {
        Placer {
            seat,
            outbid: state.outbid_groups(seat),
            mixed_add: state.has(seat, Ability::MixedAdd),
            mixed_bid: state.has(seat, Ability::MixedBid),
        }
    }
}

/// The worker a use at `target` takes into the bag as its input: of a colour, or of any
/// (`Some(None)`); `None` where it takes none.
fn paid_worker(state: &State, target: Target) -> Option<Option<Colour>> {
    match target {
        Target::Use(site) => match produce::effect_at(state, site) {
            Effect::Gain(Input::Worker(c), _) => Some(c),
            _ => None,
        },
        Target::Bid(_) => None,
    }
}

/// The outbid groups of `seat` that could pay a worker input of `colour` (any where `None`),
/// from data version 3 (The Merchants' clarification: outbid workers may go "in den Beutel, um
/// die Kosten eines Ausbaus zu bezahlen oder als Teil eines Tausches"); none before.
pub fn paying_groups(state: &State, seat: Seat, colour: Option<Colour>) -> Vec<Spot> {
    if !state.config.outbid_groups_pay_exchanges() {
        return Vec::new();
    }
    paying(&state.outbid_groups(seat), colour).collect()
}

/// Of `outbid`, the groups that could pay a worker input of `colour` (any where `None`).
fn paying(outbid: &[(Spot, Workers)], colour: Option<Colour>) -> impl Iterator<Item = Spot> + '_ {
    outbid.iter().filter(move |(_, w)| colour.is_none_or(|c| w.of(c) > 0)).map(|&(spot, _)| spot)
}

/// Whether some outbid group of `placer` could pay a worker input of `colour` (data version 3).
fn can_pay(state: &State, placer: &Placer, colour: Option<Colour>) -> bool {
    state.config.outbid_groups_pay_exchanges() && paying(&placer.outbid, colour).next().is_some()
}

/// The colour the target asks for: that of the workers already there, or of the extension on
/// a village tile (The Merchants). From data version 2 a season tile's bids and uses share it:
/// the colour of its uses, else of its bids (a use's colour holds when all bids have moved away).
pub fn fixed_colour(state: &State, target: Target) -> Option<Colour> {
    let bid_colour = |spot| state.bids(spot).and_then(|b| b.colour);
    let use_colour = |site| state.used(site).and_then(|u| u.colour);
    let offer = |i| offer_colours(&state.config, bid_colour(Spot::Offer(i)), use_colour(Site::Offer(i)));
    match target {
        Target::Bid(Spot::Offer(i)) => offer(i).0,
        Target::Bid(spot) => bid_colour(spot),
        Target::Use(Site::Offer(i)) => offer(i).1,
        Target::Use(site) => village_tile(state, site).map_or_else(|| use_colour(site), Placed::use_colour),
    }
}

/// Whether anyone's workers are at the season tile or village tile of `site`: using it, or
/// bidding around it.
fn occupied(state: &State, site: Site) -> bool {
    let bids = match site {
        Site::Offer(i) => state.bids(Spot::Offer(i)).is_some_and(|b| !b.by.is_empty()),
        Site::Village(..) => false,
    };
    bids || state.used(site).is_some_and(|u| u.count() > 0)
}

/// The village tile at `site`, if it is one.
fn village_tile(state: &State, site: Site) -> Option<&Placed> {
    let Site::Village(owner, i) = site else { return None };
    state.players[owner].village.get(usize::from(i))
}

/// The colours `seat` may bring to `target`: any one colour where nobody is; where workers are,
/// their colour, or with 4b any colours mixed, or with 4a against another player's bid that is
/// not green, blue, red and yellow mixed.
pub fn palette(state: &State, placer: &Placer, target: Target) -> Palette {
    if state.config.one_colour_per_tile() {
        return shared_palette(state, placer, target);
    }
    let seat = placer.seat;
    let single = |colours: Vec<Colour>| Palette { colours, mixed: false };
    let counter_bid = match target {
        Target::Bid(spot) => state.bids(spot).is_some_and(|b| b.top_besides(seat) > 0),
        Target::Use(_) => false,
    };
    let present = match target {
        Target::Bid(spot) => state.bids(spot).and_then(|b| b.colour),
        Target::Use(site) => state.used(site).and_then(|u| u.colour),
    };
    if present.is_none()
        && let Target::Use(site) = target
        && let Some(lock) = village_tile(state, site).and_then(Placed::extension_colour)
    {
        // An extension's colour binds everyone but 4b's holder, who still places one colour
        // where nobody is yet (the seed's note on extensions).
        return single(if placer.mixed_add { Colour::ALL.to_vec() } else { vec![lock] });
    }
    match present {
        None => single(Colour::ALL.to_vec()),
        Some(_) if placer.mixed_add => Palette { colours: Colour::ALL.to_vec(), mixed: true },
        Some(c) if c != Colour::Green && counter_bid && placer.mixed_bid => {
            Palette { colours: vec![Colour::Blue, Colour::Red, Colour::Yellow], mixed: true }
        }
        Some(c) => single(vec![c]),
    }
}

/// The colours `seat` may bring to `target` when a season tile's bids and uses share one colour
/// (data version 2): that colour, or any one where nobody is. Summer boat 4a's holder may
/// counter-bid on a village tile where another player bids blue, red or yellow "using a
/// different colour (including green)", all of one colour, so a bid of theirs stays one colour;
/// 4b's holder may place any colours together on a use where workers already are (bidding or
/// using), and any one colour where nobody is.
fn shared_palette(state: &State, placer: &Placer, target: Target) -> Palette {
    let seat = placer.seat;
    let single = |colours: Vec<Colour>| Palette { colours, mixed: false };
    let any = Colour::ALL.to_vec();
    let present = fixed_colour(state, target);
    match target {
        Target::Bid(spot) => {
            let bids = state.bids(spot);
            let counter = matches!(spot, Spot::Offer(_))
                && placer.mixed_bid
                && bids.is_some_and(|b| b.top_besides(seat) > 0)
                && present != Some(Colour::Green);
            let own = bids.and_then(|b| b.workers(seat).colours().next());
            match own {
                Some(c) if counter || present.is_none_or(|p| p == c) => single(vec![c]),
                Some(_) => single(Vec::new()),
                None if counter => single(any),
                None => single(present.map_or(any, |c| vec![c])),
            }
        }
        Target::Use(site) if placer.mixed_add => Palette { colours: any, mixed: occupied(state, site) },
        Target::Use(_) => single(present.map_or(any, |c| vec![c])),
    }
}

/// The sets of colours a placement may still draw on, one per way to go on from `gathered`:
/// a mixing palette at once; otherwise the colour gathered so far, or each colour on its own.
pub fn ways(palette: &Palette, gathered: &Workers) -> Vec<Vec<Colour>> {
    match gathered.colours().next() {
        _ if palette.mixed => vec![palette.colours.clone()],
        Some(c) => vec![vec![c]],
        None => palette.colours.iter().map(|&c| vec![c]).collect(),
    }
}

/// What `seat` may still add to a placement at `target` drawing on the colours `set`, besides the
/// `screen` workers and the `groups` already taken.
pub fn sources(
    state: &State,
    placer: &Placer,
    target: Target,
    set: &[Colour],
    screen: &Workers,
    groups: &[Spot],
) -> Sources {
    let screen_now = state.players[placer.seat].screen;
    let paid = paid_worker(state, target);
    let taken = groups;
    let groups: Vec<(Spot, u8)> = placer
        .outbid
        .iter()
        .filter(|&&(spot, _)| !at_its_tile(state, spot, target) && !taken.contains(&spot))
        .filter(|(_, w)| w.colours().all(|c| set.contains(&c)))
        .map(|&(spot, w)| (spot, w.count()))
        .collect();
    // Outbid groups not yet taken that could pay the input instead (data version 3): while one
    // is left, no worker behind the screen is kept back, but one of them or of those workers
    // must stay out of the placement.
    let payers: Vec<Spot> = match paid {
        Some(c) if state.config.outbid_groups_pay_exchanges() => {
            paying(&placer.outbid, c).filter(|s| !taken.contains(s)).collect()
        }
        _ => Vec::new(),
    };
    let keep_screen = payers.is_empty();
    let mut free = Workers::default();
    for &c in set {
        let kept = u8::from(keep_screen && paid == Some(Some(c)));
        free.add(c, screen_now.of(c).saturating_sub(kept).saturating_sub(screen.of(c)));
    }
    // A worker of any colour is paid: one is kept back if the set holds every worker there is.
    let others = screen_now.total() - set.iter().map(|&c| u32::from(screen_now.of(c))).sum::<u32>();
    let kept_any = u8::from(keep_screen && paid == Some(None) && others == 0);
    let screen_count = free.count().saturating_sub(kept_any);
    // With no group left to pay, a worker behind the screen must: one not taken.
    let spare_behind = match paid {
        Some(Some(c)) => screen_now.of(c) > screen.of(c),
        Some(None) => screen_now.total() > screen.total(),
        None => true,
    };
    let kept = if payers.is_empty() {
        if spare_behind { vec![Kept::Elsewhere] } else { Vec::new() }
    } else {
        let outside = match paid {
            Some(Some(c)) => !set.contains(&c) && screen_now.of(c) > 0,
            _ => others > 0,
        };
        let in_screen = match paid {
            Some(Some(c)) => free.of(c) > 0,
            _ => screen_count > 0,
        };
        let mut ways = Vec::new();
        if outside || payers.iter().any(|p| !groups.iter().any(|(g, _)| g == p)) {
            ways.push(Kept::Elsewhere);
        }
        if in_screen {
            ways.push(Kept::Screen);
        }
        ways.extend(payers.iter().filter(|p| groups.iter().any(|(g, _)| g == *p)).map(|&p| Kept::Group(p)));
        ways
    };
    Sources { free, screen: screen_count, groups, kept }
}

/// Whether an outbid group from `spot` would stay at its own tile by going to `target`: its own
/// bid, or from data version 2 a use of the same tile ("zur Produktion auf andere
/// Dorfplättchen", The Merchants' clarification of the base rules).
pub fn at_its_tile(state: &State, spot: Spot, target: Target) -> bool {
    match (spot, target) {
        (_, Target::Bid(bid)) => bid == spot,
        (Spot::Offer(i), Target::Use(Site::Offer(j))) => i == j && state.config.outbid_groups_leave_their_tile(),
        _ => false,
    }
}

/// The workers a placement has gathered: from behind the screen and in the groups taken.
pub fn gathered(state: &State, seat: Seat, screen: &Workers, groups: &[Spot]) -> Workers {
    let mut all = *screen;
    for &g in groups {
        all.add_all(&state.bids(g).map(|b| b.workers(seat)).unwrap_or_default());
    }
    all
}

/// Whether the placement, with `added` workers gathered, is complete as it stands.
pub fn complete(state: &State, seat: Seat, target: Target, added: u8) -> bool {
    match target {
        Target::Bid(spot) => {
            let bids = state.bids(spot).expect("the target exists");
            added > 0 && bids.of(seat) + added > bids.top_besides(seat)
        }
        Target::Use(site) => {
            let used = state.used(site).expect("the target exists");
            added > used.last && added <= use_room(&state.config, used.count())
        }
    }
}

/// Whether the placement can still be completed from `added` workers with `more` to draw on.
pub fn completable(state: &State, seat: Seat, target: Target, added: u8, more: &Sources) -> bool {
    match target {
        Target::Bid(spot) => {
            let bids = state.bids(spot).expect("the target exists");
            let extra = u32::from(more.screen) + more.groups.iter().map(|&(_, n)| u32::from(n)).sum::<u32>();
            let reach = u32::from(bids.of(seat)) + u32::from(added) + extra;
            u32::from(added) + extra > 0 && reach > u32::from(bids.top_besides(seat))
        }
        Target::Use(site) => {
            let used = state.used(site).expect("the target exists");
            let room = use_room(&state.config, used.count());
            more.kept.iter().any(|&kept| {
                let screen = more.screen - u8::from(kept == Kept::Screen);
                // Sums of whole groups that fit on the tile, as a bit set.
                let mut sums: u8 = 1;
                for &(spot, n) in &more.groups {
                    if n <= room && kept != Kept::Group(spot) {
                        sums |= (sums << n) & 0b111_1111;
                    }
                }
                (added.max(used.last + 1)..=room).any(|k| {
                    let need = k - added;
                    (0..=need).any(|g| sums & (1 << g) != 0 && need - g <= screen)
                })
            })
        }
    }
}

/// Whether `seat` may use the tile at `site` at all this turn (before counting workers).
pub fn usable(state: &State, placer: &Placer, site: Site) -> bool {
    let seat = placer.seat;
    if state.used(site).is_none() {
        return false;
    }
    match produce::effect_at(state, site) {
        Effect::None => false,
        Effect::Transport { .. } => true,
        Effect::Gain(Input::Nothing, _) => true,
        Effect::Gain(Input::Worker(Some(c)), _) => {
            state.players[seat].screen.of(c) > 0 || can_pay(state, placer, Some(c))
        }
        Effect::Gain(Input::Worker(None), _) => state.players[seat].screen.total() > 0 || can_pay(state, placer, None),
        Effect::Gain(Input::Skill(Some(k)), _) => state.players[seat].skills.of(k) > 0,
        Effect::Gain(Input::Skill(None), _) => state.players[seat].skills.total() > 0,
    }
}

/// Whether a placement at `target` could be started and completed in some colour.
pub fn can_start(state: &State, placer: &Placer, target: Target) -> bool {
    let exists = match target {
        Target::Bid(spot) => state.bids(spot).is_some(),
        Target::Use(site) => usable(state, placer, site),
    };
    let none = Workers::default();
    exists
        && ways(&palette(state, placer, target), &none)
            .iter()
            .any(|set| completable(state, placer.seat, target, 0, &sources(state, placer, target, set, &none, &[])))
}

/// The steps open while gathering workers for `target`.
pub fn gathering_steps(state: &State, seat: Seat, target: Target, screen: &Workers, groups: &[Spot]) -> Vec<Action> {
    let mut out = Vec::new();
    gathering(state, seat, target, screen, groups, |_| true, &mut out);
    out
}

/// Whether `action` is among the [`gathering_steps`], finding out for that action alone.
pub fn gathering_allows(
    state: &State,
    seat: Seat,
    target: Target,
    screen: &Workers,
    groups: &[Spot],
    action: &Action,
) -> bool {
    let mut out = Vec::new();
    gathering(state, seat, target, screen, groups, |step| step == action, &mut out);
    !out.is_empty()
}

/// Adds to `out` the steps open while gathering workers for `target` among those `asked`
/// (which is asked before the costlier test whether the placement could still be completed).
fn gathering(
    state: &State,
    seat: Seat,
    target: Target,
    screen: &Workers,
    groups: &[Spot],
    asked: impl Fn(&Action) -> bool,
    out: &mut Vec<Action>,
) {
    let placer = Placer::new(state, seat);
    let all = gathered(state, seat, screen, groups);
    let added = all.count();
    for set in ways(&palette(state, &placer, target), &all) {
        let more = sources(state, &placer, target, &set, screen, groups);
        for &c in set.iter().filter(|&&c| more.screen > 0 && more.free.of(c) > 0 && asked(&Action::Worker(c))) {
            let mut with = *screen;
            with.add(c, 1);
            if completable(state, seat, target, added + 1, &sources(state, &placer, target, &set, &with, groups)) {
                out.push(Action::Worker(c));
            }
        }
        for &(spot, n) in more.groups.iter().filter(|&&(spot, _)| asked(&Action::Group(spot))) {
            let mut with = groups.to_vec();
            with.push(spot);
            if completable(state, seat, target, added + n, &sources(state, &placer, target, &set, screen, &with)) {
                out.push(Action::Group(spot));
            }
        }
    }
    if asked(&Action::Confirm) && complete(state, seat, target, added) {
        out.push(Action::Confirm);
    }
}

/// Every decision open to `seat` when its turn starts: pass, or begin a placement.
pub fn turn_starts(state: &State, seat: Seat) -> Vec<Action> {
    let mut out = vec![Action::Pass];
    out.extend(super::contracts::trade_steps(state, seat));
    let placer = Placer::new(state, seat);
    out.extend(state.spots().filter(|&s| can_start(state, &placer, Target::Bid(s))).map(Action::Bid));
    out.extend(state.sites().into_iter().filter(|&s| can_start(state, &placer, Target::Use(s))).map(Action::Use));
    out
}

/// Carries out a step of the turn (never a refused one).
pub fn apply(state: &mut State, seat: Seat, action: &Action, events: &mut Events<Event>) {
    match action {
        Action::Pass => pass(state, seat, events),
        Action::Bid(spot) => begin(state, Target::Bid(*spot)),
        Action::Use(site) => begin(state, Target::Use(*site)),
        Action::Worker(c) => {
            if let Some(Pending::Place { screen, .. }) = pending_mut(state) {
                screen.add(*c, 1);
            }
        }
        Action::Group(spot) => match pending_mut(state) {
            Some(Pending::Place { groups, .. }) => groups.push(*spot),
            _ => produce::step(state, seat, action, events),
        },
        Action::Confirm => confirm(state, seat, events),
        Action::Take(_)
        | Action::Move { .. }
        | Action::Upgrade(_)
        | Action::PayWorker(_)
        | Action::PaySkill(_)
        | Action::PayResource(_)
        | Action::Stop
        | Action::SkillTile
        | Action::Contract(_)
        | Action::Extend(_)
        | Action::Extension(_) => produce::step(state, seat, action, events),
        Action::Trade { contract, item } => super::contracts::trade(state, seat, *contract, *item, events),
        Action::Boat(b) => super::season_end::take_boat(state, seat, *b, events),
        Action::Build(_) | Action::At(_) | Action::Turn(_) => super::village::apply(state, seat, action, events),
        Action::PutUp(_) | Action::Swap(_) => unreachable!("made in their own phases"),
    }
}

fn pending_mut(state: &mut State) -> Option<&mut Pending> {
    match &mut state.phase {
        Phase::Turns { pending, .. } => pending.as_mut(),
        _ => None,
    }
}

fn begin(state: &mut State, target: Target) {
    if let Phase::Turns { pending, .. } = &mut state.phase {
        *pending = Some(Pending::Place { target, screen: Workers::default(), groups: Vec::new() });
    }
}

fn confirm(state: &mut State, seat: Seat, events: &mut Events<Event>) {
    let Some(Pending::Place { target, screen, groups }) = state.pending().cloned() else {
        unreachable!("confirm follows a gathered placement")
    };
    let mut workers = screen;
    for &spot in &groups {
        workers.add_all(&state.bids_mut(spot).remove(seat));
    }
    if state.config.boats_4a_4b_as_worded() {
        for &spot in &groups {
            state.bids_mut(spot).stand_up();
        }
    }
    state.players[seat].spend(&screen);
    let next = match target {
        Target::Bid(spot) => {
            state.bids_mut(spot).add(seat, &workers);
            let bid = state.bids(spot).expect("the spot exists").of(seat);
            events.push_with(|| Event::Bid {
                seat,
                spot,
                tile: at_spot(state, spot),
                workers,
                bid,
                moved: moved(state, &groups),
            });
            None
        }
        Target::Use(site) => {
            // A use where bids stand takes their colour, even a use by 4b's holder in others.
            let bid_colour = match site {
                Site::Offer(i) if state.config.one_colour_per_tile() => {
                    fixed_colour(state, Target::Bid(Spot::Offer(i)))
                }
                _ => None,
            };
            let used = state.used_mut(site);
            used.colour = used.colour.or(bid_colour).or(workers.colours().next());
            used.workers.add_all(&workers);
            used.last = workers.count();
            events.push_with(|| Event::Used {
                seat,
                site,
                tile: at_site(state, site),
                workers,
                moved: moved(state, &groups),
            });
            produce::effect(state, seat, site, events)
        }
    };
    match next {
        Some(p) => {
            if let Phase::Turns { pending, .. } = &mut state.phase {
                *pending = Some(p);
            }
        }
        None => end_turn(state, seat),
    }
}

/// Ends `seat`'s turn after an action (not a pass): the next player clockwise is up.
pub fn end_turn(state: &mut State, seat: Seat) {
    let next = state.next(seat);
    state.phase = Phase::Turns { turn: next, passes: 0, pending: None };
}

fn pass(state: &mut State, seat: Seat, events: &mut Events<Event>) {
    let Phase::Turns { passes, .. } = state.phase else { unreachable!("passing happens in turns") };
    let passes = passes + 1;
    events.push(Event::Passed { seat });
    if usize::from(passes) == state.players() {
        super::season_end::begin(state, events);
    } else {
        state.phase = Phase::Turns { turn: state.next(seat), passes, pending: None };
    }
}
