//! Where on the board a Nürnberg decision points: a guild's action card, its storage room,
//! a guest room, its roof, a workshop window, a player's tableau, one's own goods or the turn
//! order track; and what a move touched (those, and a guild's house as a whole). A click offers
//! the legal actions pointing there as in every game ([`Targets`]), except that action cards
//! are chosen one by one: each narrows the plans to those holding every chosen card. The rules
//! stay in the engine.

use super::text::NuernbergWords;
use crate::engine::Seat;
use crate::games::nuernberg::data::Guild;
use crate::games::nuernberg::{self as game, Action, Cards, Nuernberg, Place, View};
use crate::i18n::{Text, both};
use crate::ui::kit::pointing;
use crate::ui::kit::targets::{self, Targets, Touched};
use crate::ui::table::LastMove;

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
    /// A guild's house as a whole, marked when the last move called it, chose a favourite there
    /// or made it the prestige guild (never pointed at).
    House(Guild),
}

/// A guild's name in the page (focus keys, `data-guild`).
pub fn guild_key(g: Guild) -> &'static str {
    match g {
        Guild::Brauer => "brewers",
        Guild::Baecker => "bakers",
        Guild::Schuhmacher => "shoemakers",
        Guild::Drucker => "printers",
        Guild::Schneider => "tailors",
        Guild::Hutmacher => "hatters",
    }
}

impl targets::Place for Target {
    fn key(&self) -> String {
        use Target::*;
        match *self {
            Card(g) => format!("card-{}", guild_key(g)),
            Storage(g) => format!("storage-{}", guild_key(g)),
            Room(g, room) => format!("room-{}-{room}", guild_key(g)),
            Roof(g) => format!("roof-{}", guild_key(g)),
            Place(game::Place::Room { guild, room }) => format!("guest-{}-{room}", guild_key(guild)),
            Place(game::Place::Workshop { guild, window, layer }) => {
                format!("workshop-{}-{window}-{layer}", guild_key(guild))
            }
            Player(seat) => format!("player-{}", seat.0),
            Good(g) => format!("good-{}", guild_key(g)),
            TurnOrder => "turn-order".to_string(),
            House(g) => format!("house-{}", guild_key(g)),
        }
    }
}

/// What the board marks: every place the viewer may point at, the place chosen and where its
/// offered actions lead (see [`pointing::Marks`]).
pub type Marks = pointing::Marks<Target>;

impl Targets for Nuernberg {
    type Target = Target;
    /// The guild being called, which selling, recruiting and buying leave implicit.
    type Context = Option<Guild>;

    fn context(view: &View) -> Option<Guild> {
        view.called.map(|(g, _)| g)
    }

    fn targets(action: &Action, called: Option<Guild>) -> Vec<Target> {
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

    fn touched(moved: &LastMove<Nuernberg>, _: &View, touched: &mut Touched<Target>) {
        moved.events.iter().for_each(|e| super::last::touch(e, touched))
    }

    /// A click on an action card adds it to the cards chosen so far, or takes it away if it was
    /// chosen, and offers the plans holding every chosen card (all plans with the card, once
    /// none is left chosen); elsewhere as in every game.
    fn narrow(legal: &[Action], called: Option<Guild>, offered: Option<&[usize]>, target: Target) -> Vec<usize> {
        let Target::Card(g) = target else {
            return pointing::narrow(legal, |a| Self::targets(a, called), Self::turns, offered, target);
        };
        let mut chosen = chosen_cards(legal, offered);
        match chosen.iter().position(|&c| c == g) {
            Some(i) => _ = chosen.remove(i),
            None => chosen.push(g),
        }
        let cards: Vec<Target> = chosen.into_iter().map(Target::Card).collect();
        let places = if cards.is_empty() { vec![target] } else { cards };
        pointing::pointing_at(legal, |a| Self::targets(a, called), &places)
    }

    /// Plans are chosen by pointing at the action cards; the list shows them on request.
    fn fold_prompt() -> Option<Text> {
        Some(both(NuernbergWords::PointAtCards))
    }

    fn folds(action: &Action, _: Option<Guild>) -> bool {
        matches!(action, Action::Plan(_))
    }
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

    fn pointing_at(legal: &[Action], called: Option<Guild>, places: &[Target]) -> Vec<usize> {
        pointing::pointing_at(legal, |a| Nuernberg::targets(a, called), places)
    }

    #[test]
    fn a_second_click_on_a_chosen_card_takes_it_away() {
        let plan = |g: &[Guild]| Action::Plan(Cards::from_guilds(g));
        let legal = vec![plan(&[Guild::Brauer]), plan(&[Guild::Baecker]), plan(&[Guild::Brauer, Guild::Baecker])];
        let narrow =
            |offered: Option<&[usize]>, g| <Nuernberg as Targets>::narrow(&legal, None, offered, Target::Card(g));
        let brewers = narrow(None, Guild::Brauer);
        assert_eq!(brewers, vec![0, 2]);
        let both = narrow(Some(&brewers), Guild::Baecker);
        assert_eq!(both, vec![2]);
        assert_eq!(narrow(Some(&both), Guild::Brauer), vec![1, 2], "the Bakers' card stays chosen");
        assert_eq!(narrow(Some(&brewers), Guild::Brauer), vec![0, 2], "none left chosen: the card's plans");
    }

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
