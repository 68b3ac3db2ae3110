//! Where on the board a Nürnberg decision points: a guild's action card, its storage room,
//! a guest room, its roof, a workshop window, a player's tableau, one's own goods or the turn
//! order track. A click offers exactly the legal actions pointing there; the rules stay in
//! the engine.

use crate::engine::Seat;
use crate::games::nuernberg::data::Guild;
use crate::games::nuernberg::text;
use crate::games::nuernberg::{Action, Cards, Place};
use crate::ui::kit::focus::{FocusKey, slug};
use crate::ui::kit::pointing;

/// A place on the board a player can point at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A guild's action card in the viewer's hand (planning).
    Card(Guild),
    /// The called guild's storage room (buying from it, selling to it).
    Storage(Guild),
    /// A guest room of the called guild, 0 = leftmost.
    Room(Guild, u8),
    /// A guild's roof (the Bürgermeister).
    Roof(Guild),
    /// A craftsman's place in a workshop or guest room (the Wächter's swap).
    Place(Place),
    /// Another player (the Dieb's victim).
    Player(Seat),
    /// The viewer's own goods of one guild (loading the Hausierer).
    Good(Guild),
    /// The turn order track (moving to first after recruiting).
    TurnOrder,
}

impl FocusKey for Target {
    fn focus_key(&self) -> String {
        let guild = |g| slug(&text::guild(g).en);
        match *self {
            Target::Card(g) => format!("card-{}", guild(g)),
            Target::Storage(g) => format!("storage-{}", guild(g)),
            Target::Room(g, room) => format!("guest-room-{}-{room}", guild(g)),
            Target::Roof(g) => format!("roof-{}", guild(g)),
            Target::Place(Place::Workshop { guild: g, window, layer }) => {
                format!("workshop-{}-{window}-{layer}", guild(g))
            }
            Target::Place(Place::Room { guild: g, room }) => format!("in-room-{}-{room}", guild(g)),
            Target::Player(seat) => format!("player-{}", seat.0),
            Target::Good(g) => format!("goods-{}", guild(g)),
            Target::TurnOrder => "turn-order".into(),
        }
    }
}

/// The places `action` at the guild `called` points at (`called` is the guild being called,
/// which selling, recruiting and buying leave implicit).
pub fn targets(action: &Action, called: Option<Guild>) -> Vec<Target> {
    use Target::*;
    match action {
        Action::Plan(cards) => cards.guilds().into_iter().map(Card).collect(),
        Action::Sell(_) | Action::Buy(_) => called.map(Storage).into_iter().collect(),
        Action::Recruit { room, .. } => called.map(|g| Room(g, *room)).into_iter().collect(),
        Action::ToRoof(g) => vec![Roof(*g)],
        Action::Swap(a, b) => vec![Place(*a), Place(*b)],
        Action::Steal { victim, .. } => vec![Player(*victim)],
        Action::Load(g) => vec![Good(*g)],
        Action::MoveFirst(_) => vec![TurnOrder],
        Action::Pass | Action::DoNothing | Action::Decline => Vec::new(),
    }
}

/// The indices of the actions in `legal` that point at every one of `places` (none if
/// `places` is empty; see [`pointing::pointing_at`]). Pointing at several action cards narrows
/// planning to the plans that hold them all.
pub fn pointing_at(legal: &[Action], called: Option<Guild>, places: &[Target]) -> Vec<usize> {
    pointing::pointing_at(legal, |a| targets(a, called), places)
}

/// The places the viewer may point at, each once.
pub fn lit(legal: &[Action], called: Option<Guild>) -> Vec<Target> {
    pointing::Marks::new(legal, |a| targets(a, called), None).lit
}

/// The action cards chosen so far while planning, read back from the plans on `offer`: the
/// cards every offered plan holds (none when nothing, or something other than plans, is
/// offered). The board is drawn afresh after every click, so this is what keeps a choice of
/// several cards.
pub fn chosen_cards(legal: &[Action], offered: Option<&[usize]>) -> Vec<Guild> {
    let Some(offered) = offered.filter(|o| !o.is_empty()) else { return Vec::new() };
    let plans: Option<Vec<Cards>> = offered
        .iter()
        .map(|&i| match legal.get(i) {
            Some(Action::Plan(cards)) => Some(*cards),
            _ => None,
        })
        .collect();
    let Some(plans) = plans else { return Vec::new() };
    Guild::ALL.into_iter().filter(|&g| plans.iter().all(|k| k.has(g))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nuernberg::Goods;

    #[test]
    fn plans_point_at_their_cards_and_narrow_as_more_are_chosen() {
        let plan = |g: &[Guild]| Action::Plan(Cards::from_guilds(g));
        let legal =
            vec![Action::Pass, plan(&[Guild::Brauer]), plan(&[Guild::Baecker]), plan(&[Guild::Brauer, Guild::Baecker])];
        assert_eq!(pointing_at(&legal, None, &[Target::Card(Guild::Brauer)]), vec![1, 3]);
        assert_eq!(pointing_at(&legal, None, &[Target::Card(Guild::Brauer), Target::Card(Guild::Baecker)]), vec![3]);
        assert!(pointing_at(&legal, None, &[]).is_empty());
        assert!(pointing_at(&legal, None, &[Target::Card(Guild::Drucker)]).is_empty());
        let both = pointing_at(&legal, None, &[Target::Card(Guild::Brauer), Target::Card(Guild::Baecker)]);
        assert_eq!(chosen_cards(&legal, Some(&both)), vec![Guild::Brauer, Guild::Baecker]);
        let brewers = pointing_at(&legal, None, &[Target::Card(Guild::Brauer)]);
        assert_eq!(chosen_cards(&legal, Some(&brewers)), vec![Guild::Brauer]);
        assert!(chosen_cards(&legal, None).is_empty());
    }

    #[test]
    fn trading_and_recruiting_point_at_the_called_guild() {
        let legal = vec![
            Action::Sell(1),
            Action::Recruit { room: 2, payment: Goods([2, 0, 0, 0, 0, 0]) },
            Action::Buy(Goods([0, 1, 0, 0, 0, 0])),
            Action::DoNothing,
        ];
        let called = Some(Guild::Brauer);
        assert_eq!(pointing_at(&legal, called, &[Target::Storage(Guild::Brauer)]), vec![0, 2]);
        assert_eq!(pointing_at(&legal, called, &[Target::Room(Guild::Brauer, 2)]), vec![1]);
        assert!(pointing_at(&legal, called, &[Target::Room(Guild::Brauer, 0)]).is_empty());
        assert!(pointing_at(&legal, called, &[Target::Storage(Guild::Baecker)]).is_empty());
    }

    #[test]
    fn citizen_steps_point_at_roofs_places_players_and_goods() {
        let a = Place::Room { guild: Guild::Drucker, room: 1 };
        let b = Place::Workshop { guild: Guild::Drucker, window: 2, layer: 0 };
        let legal = vec![
            Action::Decline,
            Action::Swap(a, b),
            Action::Steal { victim: Seat(2), goods: Goods([1, 0, 0, 0, 0, 0]) },
            Action::ToRoof(Guild::Schneider),
            Action::Load(Guild::Hutmacher),
            Action::MoveFirst(true),
            Action::MoveFirst(false),
        ];
        assert_eq!(pointing_at(&legal, None, &[Target::Place(b)]), vec![1]);
        assert_eq!(pointing_at(&legal, None, &[Target::Player(Seat(2))]), vec![2]);
        assert_eq!(pointing_at(&legal, None, &[Target::Roof(Guild::Schneider)]), vec![3]);
        assert_eq!(pointing_at(&legal, None, &[Target::Good(Guild::Hutmacher)]), vec![4]);
        assert_eq!(pointing_at(&legal, None, &[Target::TurnOrder]), vec![5, 6]);
    }
}
