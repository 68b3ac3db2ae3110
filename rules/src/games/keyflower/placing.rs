//! A turn's placement, as small decisions: pick the location (a bid on a season or turn-order
//! tile, or a tile use), add workers one at a time from behind the screen or whole outbid
//! groups, confirm. Also passing and the end of the season's turns.
//!
//! The colour rule holds for bids around a tile and, separately, for the workers on it. A bid
//! must end up higher than every other bid there (adding to one's own bid included); a use takes
//! 1, 2 or 3 workers, more than the tile's last use this season, so a tile holds at most 6.

use super::Action;
use super::data::{Colour, Effect, Input};
use super::events::Event;
use super::produce;
use super::state::{Pending, Phase, Site, Spot, State, Target};
use crate::engine::Seat;

/// Workers a tile may hold in one season.
pub const MAX_USED: u8 = 6;

/// Workers one use may take.
pub const MAX_USE: u8 = 3;

/// The most workers the next use of a tile may take, after `count` this season.
pub fn use_room(count: u8) -> u8 {
    MAX_USE.min(MAX_USED - count)
}

/// What a placement of `colour` may still draw on: free workers behind the screen, and the
/// player's outbid groups of that colour not yet taken (never one at the target itself).
pub struct Sources {
    /// Workers of the colour behind the screen not yet taken.
    pub screen: u8,
    /// Outbid groups of the colour not yet taken, with their sizes.
    pub groups: Vec<(Spot, u8)>,
}

/// The colour the target asks for, if workers are already there.
pub fn fixed_colour(state: &State, target: Target) -> Option<Colour> {
    match target {
        Target::Bid(spot) => state.bids(spot).and_then(|b| b.colour),
        Target::Use(site) => state.used(site).and_then(|u| u.colour),
    }
}

/// What `seat` may still add to a placement at `target` in `colour`, besides `screen` workers
/// and the `groups` already taken.
pub fn sources(state: &State, seat: Seat, target: Target, colour: Colour, screen: u8, groups: &[Spot]) -> Sources {
    let screen_now = state.players[seat].screen;
    let reserve = match target {
        Target::Use(site) => match produce::effect_at(state, site) {
            Effect::Gain(Input::Worker(Some(c)), _) if c == colour => 1,
            // A worker of any colour is paid: one of this colour only if it is the only colour.
            Effect::Gain(Input::Worker(None), _) if screen_now.total() == u32::from(screen_now.of(colour)) => 1,
            _ => 0,
        },
        Target::Bid(_) => 0,
    };
    let free = screen_now.of(colour).saturating_sub(reserve).saturating_sub(screen);
    let groups = state
        .outbid_groups(seat)
        .into_iter()
        .filter(|&(spot, c, _)| c == colour && Target::Bid(spot) != target && !groups.contains(&spot))
        .map(|(spot, _, n)| (spot, n))
        .collect();
    Sources { screen: free, groups }
}

/// How many workers a placement has gathered.
pub fn gathered(state: &State, seat: Seat, screen: u8, groups: &[Spot]) -> u8 {
    screen + groups.iter().map(|&g| state.bids(g).map_or(0, |b| b.of(seat))).sum::<u8>()
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
            added > used.last && added <= use_room(used.count)
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
            let room = use_room(used.count);
            // Sums of whole groups that fit on the tile, as a bit set.
            let mut sums: u8 = 1;
            for &(_, n) in &more.groups {
                if n <= room {
                    sums |= (sums << n) & 0b111_1111;
                }
            }
            (added.max(used.last + 1)..=room).any(|k| {
                let need = k - added;
                (0..=need).any(|g| sums & (1 << g) != 0 && need - g <= more.screen)
            })
        }
    }
}

/// Whether `seat` may use the tile at `site` at all this turn (before counting workers).
pub fn usable(state: &State, seat: Seat, site: Site) -> bool {
    if state.used(site).is_none() {
        return false;
    }
    match produce::effect_at(state, site) {
        Effect::None => false,
        Effect::Transport { .. } => true,
        Effect::Gain(Input::Nothing, _) => true,
        Effect::Gain(Input::Worker(Some(c)), _) => state.players[seat].screen.of(c) > 0,
        Effect::Gain(Input::Worker(None), _) => state.players[seat].screen.total() > 0,
        Effect::Gain(Input::Skill(Some(k)), _) => state.players[seat].skills.of(k) > 0,
        Effect::Gain(Input::Skill(None), _) => state.players[seat].skills.total() > 0,
    }
}

/// Whether a placement at `target` could be started and completed in some colour.
pub fn can_start(state: &State, seat: Seat, target: Target) -> bool {
    let exists = match target {
        Target::Bid(spot) => state.bids(spot).is_some(),
        Target::Use(site) => usable(state, seat, site),
    };
    exists
        && colours(state, target).any(|c| completable(state, seat, target, 0, &sources(state, seat, target, c, 0, &[])))
}

/// The colours a placement at `target` may take.
fn colours(state: &State, target: Target) -> impl Iterator<Item = Colour> {
    let fixed = fixed_colour(state, target);
    Colour::ALL.into_iter().filter(move |&c| fixed.is_none_or(|f| f == c))
}

/// The steps open while gathering workers for `target`.
pub fn gathering_steps(
    state: &State,
    seat: Seat,
    target: Target,
    colour: Option<Colour>,
    screen: u8,
    groups: &[Spot],
) -> Vec<Action> {
    let mut out = Vec::new();
    let added = gathered(state, seat, screen, groups);
    for c in colours(state, target).filter(|&c| colour.is_none_or(|k| k == c)) {
        let more = sources(state, seat, target, c, screen, groups);
        if more.screen > 0
            && completable(state, seat, target, added + 1, &sources(state, seat, target, c, screen + 1, groups))
        {
            out.push(Action::Worker(c));
        }
        for &(spot, n) in &more.groups {
            let mut with = groups.to_vec();
            with.push(spot);
            if completable(state, seat, target, added + n, &sources(state, seat, target, c, screen, &with)) {
                out.push(Action::Group(spot));
            }
        }
    }
    if colour.is_some() && complete(state, seat, target, added) {
        out.push(Action::Confirm);
    }
    out
}

/// Every decision open to `seat` when its turn starts: pass, or begin a placement.
pub fn turn_starts(state: &State, seat: Seat) -> Vec<Action> {
    let mut out = vec![Action::Pass];
    out.extend(super::contracts::trade_steps(state, seat));
    out.extend(state.spots().filter(|&s| can_start(state, seat, Target::Bid(s))).map(Action::Bid));
    out.extend(state.sites().into_iter().filter(|&s| can_start(state, seat, Target::Use(s))).map(Action::Use));
    out
}

/// Carries out a step of the turn (never a refused one).
pub fn apply(state: &mut State, seat: Seat, action: &Action, events: &mut Vec<Event>) {
    match action {
        Action::Pass => pass(state, seat, events),
        Action::Bid(spot) => begin(state, Target::Bid(*spot)),
        Action::Use(site) => begin(state, Target::Use(*site)),
        Action::Worker(c) => {
            if let Some(Pending::Place { colour, screen, .. }) = pending_mut(state) {
                *colour = Some(*c);
                *screen += 1;
            }
        }
        Action::Group(spot) => {
            let c = state.bids(*spot).and_then(|b| b.colour);
            if let Some(Pending::Place { colour, groups, .. }) = pending_mut(state) {
                *colour = c;
                groups.push(*spot);
            }
        }
        Action::Confirm => confirm(state, seat, events),
        Action::Take(_)
        | Action::Move { .. }
        | Action::Upgrade(_)
        | Action::PayWorker(_)
        | Action::PaySkill(_)
        | Action::PayResource(_)
        | Action::Stop
        | Action::SkillTile
        | Action::Contract(_) => produce::step(state, seat, action, events),
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
    let colour = fixed_colour(state, target);
    if let Phase::Turns { pending, .. } = &mut state.phase {
        *pending = Some(Pending::Place { target, colour, screen: 0, groups: Vec::new() });
    }
}

fn confirm(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let Some(Pending::Place { target, colour: Some(colour), screen, groups }) = state.pending().cloned() else {
        unreachable!("confirm follows a gathered placement")
    };
    let mut total = screen;
    for &spot in &groups {
        total += state.bids_mut(spot).remove(seat);
    }
    state.players[seat].screen.take(colour, screen);
    let next = match target {
        Target::Bid(spot) => {
            state.bids_mut(spot).add(seat, colour, total);
            let bid = state.bids(spot).expect("the spot exists").of(seat);
            events.push(Event::Bid { seat, spot, colour, count: total, bid, moved: groups });
            None
        }
        Target::Use(site) => {
            let used = state.used_mut(site);
            used.colour = Some(colour);
            used.count += total;
            used.last = total;
            events.push(Event::Used { seat, site, colour, count: total, moved: groups });
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

fn pass(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let Phase::Turns { passes, .. } = state.phase else { unreachable!("passing happens in turns") };
    let passes = passes + 1;
    events.push(Event::Passed { seat });
    if usize::from(passes) == state.players() {
        super::season_end::begin(state, events);
    } else {
        state.phase = Phase::Turns { turn: state.next(seat), passes, pending: None };
    }
}
