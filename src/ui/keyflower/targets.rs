//! Where on the table an action is pointed at: a tile up for auction, a turn-order tile, a tile
//! in a village, a free place next to a village, a keyple colour behind one's screen, a boat,
//! a contract on the table or one held (to trade it in), a winter tile in hand or a won tile. What a click offers and what the board
//! marks follow from that as in every game ([`pointing`]): a second click on a place the
//! offered actions lead to (the tile a resource may be moved to) narrows them, and the place
//! where a tile is being built offers one rotation at a time.

use super::symbols::colour_key;
use super::text::KeyflowerWords;
use crate::engine::Seat;
use crate::games::keyflower::contracts::From;
use crate::games::keyflower::data::{Colour, Tile};
use crate::games::keyflower::place_key;
use crate::games::keyflower::state::{Build, Building, Hex, Phase, Site, Spot};
use crate::games::keyflower::{Action, Keyflower, View};
use crate::i18n::{Text, both};
use crate::ui::kit::pointing;
use crate::ui::kit::targets::{Place, Targets, Touched};
use crate::ui::table::LastMove;

/// A place on the table a player can point at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The season tile at this place in the offer.
    Offer(u8),
    /// The turn-order tile at this place in the row.
    TurnOrder(u8),
    /// A tile in a player's village.
    Tile(Seat, u8),
    /// A place in the acting player's village (a free one, or the one being built on).
    Hex(Hex),
    /// A keyple colour behind the acting player's screen.
    Keyple(Colour),
    /// The boat at this place.
    Boat(u8),
    /// A contract, open or from a pile.
    Contract(From),
    /// A contract behind the acting player's screen, by number (The Merchants: to trade it in).
    Held(u8),
    /// A winter tile in hand.
    Winter(Tile),
    /// A won tile waiting to be built.
    Won(Building),
    /// A player, marked when the moves since the viewer's changed their place (never pointed
    /// at).
    Player(Seat),
}

/// What targets depend on besides the action: who acts, and where a tile is being built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Context {
    /// The acting seat (the viewer).
    pub me: Option<Seat>,
    /// The place the tile being built goes, once chosen.
    pub building_at: Option<Hex>,
}

/// The place of a tile up for auction or a turn-order tile.
pub fn spot(s: Spot) -> Target {
    match s {
        Spot::Offer(i) => Target::Offer(i),
        Spot::TurnOrder(i) => Target::TurnOrder(i),
    }
}

impl Place for Target {
    /// Its name in the page, in English words.
    fn key(&self) -> String {
        match *self {
            Target::Offer(i) => format!("offer-{i}"),
            Target::TurnOrder(i) => format!("turn-order-{i}"),
            Target::Tile(seat, i) => format!("village-{}-tile-{i}", seat.0),
            Target::Hex(h) => format!("hex-q{}-r{}", h.q, h.r),
            Target::Keyple(c) => format!("keyple-{}", colour_key(c).0),
            Target::Boat(i) => format!("boat-{i}"),
            Target::Contract(From::Open(i)) => format!("open-contract-{i}"),
            Target::Contract(From::Pile(i)) => format!("contract-pile-{i}"),
            Target::Held(n) => format!("held-contract-{n}"),
            Target::Winter(t) => format!("winter-tile-{}", t.0),
            Target::Won(b) => format!("won-{}", place_key(b)),
            Target::Player(seat) => format!("player-{}", seat.0),
        }
    }
}

impl Targets for Keyflower {
    type Target = Target;
    type Context = Context;

    /// Who the viewer is, and where the tile being built goes.
    fn context(view: &View) -> Context {
        let building_at = match &view.phase {
            Phase::Building { pending: Some(Build { at, .. }), .. } => *at,
            _ => None,
        };
        Context { me: view.viewer, building_at }
    }

    /// The places `action` points at (a transport move points at both tiles).
    fn targets(action: &Action, cx: Context) -> Vec<Target> {
        let own = |i: u8| cx.me.map(|me| Target::Tile(me, i));
        match action {
            Action::Bid(s) | Action::Group(s) => vec![spot(*s)],
            Action::Use(Site::Offer(i)) => vec![Target::Offer(*i)],
            Action::Use(Site::Village(seat, i)) => vec![Target::Tile(*seat, *i)],
            Action::Worker(c) => vec![Target::Keyple(*c)],
            Action::Move { from, to, .. } => own(*from).into_iter().chain(own(*to)).collect(),
            Action::Upgrade(i) | Action::Extend(i) => own(*i).into_iter().collect(),
            Action::At(h) => vec![Target::Hex(*h)],
            Action::Turn(_) => cx.building_at.map(Target::Hex).into_iter().collect(),
            Action::Boat(i) => vec![Target::Boat(*i)],
            Action::Contract(f) => vec![Target::Contract(*f)],
            Action::Trade { contract, .. } => vec![Target::Held(*contract)],
            Action::PutUp(t) => vec![Target::Winter(*t)],
            Action::Build(b) => vec![Target::Won(*b)],
            _ => Vec::new(),
        }
    }

    fn touched(moved: &LastMove<Keyflower>, _: &View, touched: &mut Touched<Target>) {
        super::last::touch(moved, touched)
    }

    /// What changed since the viewer's own last move stays marked.
    const SINCE: bool = true;

    /// Each click on the place being built turns the tile to its next rotation.
    fn turns(action: &Action) -> bool {
        matches!(action, Action::Turn(_))
    }

    /// All but a rotation of the tile being built (each click shows the next), an upgrade (its
    /// other side and cost are shown first, and the list confirms it) and a trade (a click on a
    /// held contract shows what it may be traded for; the list confirms it).
    fn at_once(action: &Action) -> bool {
        !matches!(action, Action::Turn(_) | Action::Upgrade(_) | Action::Trade { .. })
    }

    /// The rotations of the tile being built one at a time. A first click on a tile picks the
    /// resources to carry from it (not those that could come to it, unless none can leave); the
    /// second, on another tile, where to.
    fn narrow(legal: &[Action], cx: Context, offered: Option<&[usize]>, target: Target) -> Vec<usize> {
        let chosen = pointing::narrow(legal, |a| Self::targets(a, cx), Self::turns, offered, target);
        let narrowed = offered.is_some_and(|o| chosen.iter().all(|i| o.contains(i)));
        let coming = |i: &usize| match (&legal[*i], target) {
            (Action::Move { from, .. }, Target::Tile(_, at)) => *from != at,
            _ => false,
        };
        if narrowed || chosen.iter().all(coming) {
            return chosen;
        }
        chosen.into_iter().filter(|i| !coming(i)).collect()
    }

    /// Bids, uses, keyples, transports, upgrades, boats, contracts, winter tiles and building are
    /// chosen by pointing at the table; the list shows them on request.
    fn fold_prompt() -> Option<Text> {
        Some(both(KeyflowerWords::PointAtBoard))
    }
}

/// What the board marks: every place the viewer may point at, the place chosen and where its
/// offered actions lead (see [`pointing::Marks`]).
pub type Marks = pointing::Marks<Target>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::keyflower::data::Resource;

    fn narrow(legal: &[Action], cx: Context, offered: Option<&[usize]>, target: Target) -> Vec<usize> {
        <Keyflower as Targets>::narrow(legal, cx, offered, target)
    }

    fn marks(legal: &[Action], cx: Context, offered: Option<&[usize]>) -> Marks {
        crate::ui::kit::targets::marks_in::<Keyflower>(legal, cx, offered)
    }

    fn pointed(action: &Action) -> bool {
        Keyflower::folds(action, CX)
    }

    fn at_once(action: &Action) -> bool {
        <Keyflower as Targets>::at_once(action)
    }

    const CX: Context = Context { me: Some(Seat(1)), building_at: Some(Hex { q: 0, r: 1 }) };

    #[test]
    fn a_tile_offers_its_bid_and_use_and_a_keyple_its_colour() {
        let legal = vec![
            Action::Bid(Spot::Offer(2)),
            Action::Use(Site::Offer(2)),
            Action::Use(Site::Village(Seat(0), 0)),
            Action::Pass,
            Action::Worker(Colour::Red),
        ];
        assert_eq!(narrow(&legal, CX, None, Target::Offer(2)), vec![0, 1]);
        assert_eq!(narrow(&legal, CX, None, Target::Tile(Seat(0), 0)), vec![2]);
        assert_eq!(narrow(&legal, CX, None, Target::Keyple(Colour::Red)), vec![4]);
        assert!(!pointed(&Action::Pass) && pointed(&Action::Worker(Colour::Blue)));
        assert!(at_once(&legal[4]) && at_once(&legal[2]));
        assert!(!at_once(&Action::Upgrade(0)) && !at_once(&Action::Turn(2)), "shown before they are chosen");
    }

    #[test]
    fn a_transport_picks_the_source_then_the_destination() {
        let mv = |from, to| Action::Move { from, to, resource: Resource::Wood };
        let legal = vec![mv(0, 1), mv(0, 2), mv(1, 0), Action::Upgrade(0), Action::Stop];
        let source = narrow(&legal, CX, None, Target::Tile(Seat(1), 0));
        assert_eq!(source, vec![0, 1, 3], "the resources leaving the tile, not the one coming to it");
        assert_eq!(narrow(&legal, CX, None, Target::Tile(Seat(1), 1)), vec![2], "one way only: one move");
        assert_eq!(narrow(&legal, CX, None, Target::Tile(Seat(1), 2)), vec![1], "a tile nothing leaves: moves to it");
        assert_eq!(narrow(&legal, CX, Some(&source), Target::Tile(Seat(1), 2)), vec![1]);
        let marks = marks(&legal, CX, Some(&[0, 1]));
        assert_eq!(marks.picked, vec![Target::Tile(Seat(1), 0)]);
        assert_eq!(marks.reach, vec![Target::Tile(Seat(1), 1), Target::Tile(Seat(1), 2)]);
    }

    #[test]
    fn a_held_contract_offers_its_trades_to_confirm() {
        use crate::games::keyflower::data::merchants::Item;
        let trade = |contract, r| Action::Trade { contract, item: Item::Resource(Some(r)) };
        let legal = vec![trade(13, Resource::Wood), trade(13, Resource::Stone), trade(4, Resource::Gold), Action::Pass];
        assert_eq!(narrow(&legal, CX, None, Target::Held(13)), vec![0, 1]);
        assert_eq!(narrow(&legal, CX, None, Target::Held(4)), vec![2]);
        assert!(pointed(&legal[2]) && !at_once(&legal[2]), "one trade is still confirmed in the list");
    }

    #[test]
    fn each_click_on_the_building_place_turns_the_tile_to_its_next_rotation() {
        let legal = vec![Action::Turn(1), Action::Turn(4)];
        let here = Target::Hex(Hex { q: 0, r: 1 });
        assert_eq!(narrow(&legal, CX, None, here), vec![0]);
        assert_eq!(narrow(&legal, CX, Some(&[0]), here), vec![1]);
        assert_eq!(narrow(&legal, CX, Some(&[1]), here), vec![0]);
    }
}
