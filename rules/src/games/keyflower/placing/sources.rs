//! The workers a placement may pay with: free workers behind the screen and the seat's outbid
//! groups, with one kept back where a use takes a worker as its input.

use super::super::data::{Ability, Colour, Effect, Input};
use super::super::produce;
use super::super::state::{Site, Spot, State, Target, Workers};
use crate::engine::Seat;

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
    pub(super) seat: Seat,
    /// `State::outbid_groups` of the seat.
    pub(super) outbid: Vec<(Spot, Workers)>,
    /// Whether it holds summer boat 4b ([`Ability::MixedAdd`]).
    pub(super) mixed_add: bool,
    /// Whether it holds summer boat 4a ([`Ability::MixedBid`]).
    pub(super) mixed_bid: bool,
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
pub(super) fn can_pay(state: &State, placer: &Placer, colour: Option<Colour>) -> bool {
    state.config.outbid_groups_pay_exchanges() && paying(&placer.outbid, colour).next().is_some()
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
