//! The colour rule of a placement: from data version 2 a season tile has one colour, shared by
//! the bids around it and the workers using it ([`Config::one_colour_per_tile`]);
//! version 1 kept the two apart (choice 2). Summer boats 4a and 4b let their holder break it
//! (`palette`, choices 22–26). Also how many workers a use may take.

use super::super::Config;
use super::super::data::Colour;
use super::super::state::{Placed, Site, Spot, State, Target, Workers};
use super::Placer;

/// Workers a tile may hold in one season.
const MAX_USED: u8 = 6;

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
