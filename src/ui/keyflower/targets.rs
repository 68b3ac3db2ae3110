//! Where on the table an action is pointed at: a tile up for auction, a turn-order tile, a tile
//! in a village, a free place next to a village, a keyple colour behind one's screen, a boat,
//! a contract, a winter tile in hand or a won tile. A click on a target offers exactly the
//! legal actions that point at it; a second click on a place those actions lead to (the tile a
//! resource may be moved to) narrows them to the actions pointing at both. The place where a
//! tile is being built offers one rotation at a time: each further click turns it to the next
//! allowed one. The rules stay in the engine.

use crate::engine::Seat;
use crate::games::keyflower::Action;
use crate::games::keyflower::contracts::From;
use crate::games::keyflower::data::{Colour, Tile};
use crate::games::keyflower::state::{Building, Hex, Site, Spot};

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
    /// A winter tile in hand.
    Winter(Tile),
    /// A won tile waiting to be built.
    Won(Building),
}

/// What targets depend on besides the action: who acts, and where a tile is being built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Context {
    /// The acting seat (the viewer).
    pub me: Option<Seat>,
    /// The place the tile being built goes, once chosen.
    pub building_at: Option<Hex>,
}

fn spot(s: Spot) -> Target {
    match s {
        Spot::Offer(i) => Target::Offer(i),
        Spot::TurnOrder(i) => Target::TurnOrder(i),
    }
}

/// The places `action` points at (a transport move points at both tiles).
pub fn targets(action: &Action, cx: Context) -> Vec<Target> {
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
        Action::PutUp(t) => vec![Target::Winter(*t)],
        Action::Build(b) => vec![Target::Won(*b)],
        _ => Vec::new(),
    }
}

/// Whether the board offers `action` by pointing.
pub fn pointed(action: &Action) -> bool {
    let cx = Context { me: Some(Seat(0)), building_at: Some(Hex { q: 0, r: 0 }) };
    !targets(action, cx).is_empty()
}

/// The indices of the actions in `legal` that point at `target`.
fn pointing_at(legal: &[Action], cx: Context, target: Target) -> Vec<usize> {
    legal.iter().enumerate().filter(|(_, a)| targets(a, cx).contains(&target)).map(|(i, _)| i).collect()
}

/// What the board marks: every place the viewer may point at, and, after a click, the place
/// chosen and the places its offered actions lead to.
#[derive(Debug, Default, PartialEq)]
pub struct Marks {
    /// Places with at least one legal action, each once.
    pub lit: Vec<Target>,
    /// The place all offered actions share.
    pub picked: Vec<Target>,
    /// The other places the offered actions lead to.
    pub reach: Vec<Target>,
}

impl Marks {
    /// The marks for `legal`, of which those at `offered` are on offer after a click.
    pub fn new(legal: &[Action], cx: Context, offered: Option<&[usize]>) -> Self {
        let mut marks = Marks::default();
        for target in legal.iter().flat_map(|a| targets(a, cx)) {
            if !marks.lit.contains(&target) {
                marks.lit.push(target);
            }
        }
        let offered: Vec<Vec<Target>> =
            offered.unwrap_or_default().iter().filter_map(|&i| legal.get(i)).map(|a| targets(a, cx)).collect();
        for target in offered.iter().flatten() {
            let shared = offered.iter().all(|t| t.contains(target));
            let list = if shared { &mut marks.picked } else { &mut marks.reach };
            if !list.contains(target) {
                list.push(*target);
            }
        }
        marks
    }

    /// Whether `target` may be pointed at.
    pub fn lit(&self, target: Target) -> bool {
        self.lit.contains(&target)
    }

    /// The class a target is drawn with: picked, reachable, lit or nothing.
    pub fn class(&self, target: Target) -> &'static str {
        if self.picked.contains(&target) {
            " lit picked"
        } else if self.reach.contains(&target) {
            " lit reach"
        } else if self.lit(target) {
            " lit"
        } else {
            ""
        }
    }
}

/// What a click on `target` offers: among the actions already `offered`, those pointing at it,
/// if any; otherwise every legal action pointing at it. Rotations are offered one at a time,
/// each click the next.
pub fn narrow(legal: &[Action], cx: Context, offered: Option<&[usize]>, target: Target) -> Vec<usize> {
    let here = pointing_at(legal, cx, target);
    if here.iter().all(|&i| matches!(legal[i], Action::Turn(_))) && !here.is_empty() {
        let shown = offered.filter(|o| o.len() == 1).and_then(|o| here.iter().position(|&i| i == o[0]));
        let next = shown.map_or(0, |at| (at + 1) % here.len());
        return vec![here[next]];
    }
    let kept: Vec<usize> = here.iter().copied().filter(|i| offered.is_some_and(|o| o.contains(i))).collect();
    if kept.is_empty() { here } else { kept }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::keyflower::data::Resource;

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
    }

    #[test]
    fn a_transport_picks_the_source_then_the_destination() {
        let mv = |from, to| Action::Move { from, to, resource: Resource::Wood };
        let legal = vec![mv(0, 1), mv(0, 2), mv(1, 0), Action::Upgrade(0), Action::Stop];
        let source = narrow(&legal, CX, None, Target::Tile(Seat(1), 0));
        assert_eq!(source, vec![0, 1, 2, 3]);
        assert_eq!(narrow(&legal, CX, Some(&source), Target::Tile(Seat(1), 2)), vec![1]);
        let marks = Marks::new(&legal, CX, Some(&[0, 1]));
        assert_eq!(marks.picked, vec![Target::Tile(Seat(1), 0)]);
        assert_eq!(marks.reach, vec![Target::Tile(Seat(1), 1), Target::Tile(Seat(1), 2)]);
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
