//! A turn's placement, as small decisions: pick the location (a bid on a season or turn-order
//! tile, or a tile use), add workers one at a time from behind the screen or whole outbid
//! groups, confirm. Also passing and the end of the season's turns. The colour a placement may
//! bring is in `colours`, the workers it may pay with in `sources`.
//!
//! A bid must end up higher than every other bid there (adding to one's own bid
//! included); a use takes more workers than the tile's last use this season, the tile holding at
//! most 6 (version 1: at most 3 a use, choice 1).

mod colours;
mod sources;

pub use colours::{fixed_colour, offer_colours, palette, use_room, ways};
use sources::can_pay;
pub use sources::{Kept, Placer, Sources, at_its_tile, gathered, paying_groups, sources};

use super::Action;
use super::data::{Effect, Input};
use super::events::{Event, at_site, at_spot, moved};
use super::produce;
use super::state::{Pending, Phase, Site, Spot, State, Target, Workers};
use crate::engine::{Events, Seat};

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
