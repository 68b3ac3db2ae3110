//! Where on the table an action is pointed at: a field of a country board (the river field
//! among them), a board's keyp field, a tile of the display, a ship of this season, one of
//! the new season's faces, a plot of a player's board (to build there, over a building too,
//! upgrade it, play or lay a keyple there), a tile held unbuilt, or a piece in one's stores (to
//! pay a cost symbol with it, or to take it for a keyple on the keyp tile). An invitation
//! points at the field or building invited to, and declining it at the control drawn beside
//! that place; a keyple on one's keyp tile points at the goods it may be laid down for, and
//! resting one at the keyples of its colour in one's keyp area; a fair to hold at the season's
//! end points at that fair beside one's board. What a click offers and what the board marks
//! follow from that as in every game ([`pointing`]): a field where several colours (or laying
//! the keyple there down) are possible offers them all.

use super::text::KeyperWords;
use crate::engine::Seat;
use crate::games::keyper::data::{Colour, Good, Tile};
use crate::games::keyper::text;
use crate::games::keyper::view::{PhaseView, View};
use crate::games::keyper::{Action, Keyper, Phase, Plot, Spot};
use crate::i18n::{Text, both};
use crate::ui::kit::focus::slug;
use crate::ui::kit::pointing;
use crate::ui::kit::targets::{Place, Targets, Touched};
use crate::ui::table::LastMove;

/// A place on the table a player can point at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A field of a country board (`field` as in [`Spot::Field`], the river included).
    Field(u8, u8),
    /// The keyp field of a country board.
    Keyp(u8),
    /// The tile at this place of the display.
    Display(u8),
    /// A ship (an index into `SHIPS`).
    Ship(u8),
    /// One of the new season's face options.
    Face(u8),
    /// A plot of a player's board.
    Plot(Seat, Plot),
    /// A tile the viewer holds unbuilt.
    Unbuilt(Tile),
    /// A kind of piece in the viewer's stores.
    Store(Good),
    /// The control beside the place invited to that declines the invitation.
    Decline,
    /// The keyples of a colour resting on the viewer's keyp tile.
    KeypTile(Colour),
    /// The keyples of a colour in the viewer's keyp area.
    KeypArea(Colour),
    /// A fair beside the viewer's board (dealt or winter), to hold at the season's end.
    Fair(u8),
}

/// What the places of actions depend on: the spot an invitation is to, and the viewer (whose
/// plots builds and upgrades are on).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Context {
    /// The spot an invitation is to, if the view shows one.
    pub invite: Option<Spot>,
    /// The viewer.
    pub me: Option<Seat>,
}

/// The field or building an invitation is to, if the view shows one.
pub fn invited(view: &View) -> Option<Spot> {
    match &view.phase {
        PhaseView::Open(Phase::Invite { spot, .. }) => Some(*spot),
        _ => None,
    }
}

fn spot_target(spot: Spot) -> Target {
    match spot {
        Spot::Field { board, field } => Target::Field(board, field),
        Spot::Plot { seat, plot } => Target::Plot(seat, plot),
    }
}

impl Place for Target {
    /// Its name in the page, in English words.
    fn key(&self) -> String {
        let colour = |c| slug(&text::colour(c).en);
        match *self {
            Target::Field(board, field) => format!("field-{board}-{field}"),
            Target::Keyp(board) => format!("keyp-{board}"),
            Target::Display(i) => format!("display-{i}"),
            Target::Ship(i) => format!("ship-{i}"),
            Target::Face(i) => format!("face-{i}"),
            Target::Plot(seat, Plot::Farm(i)) => format!("plot-{}-farm-{i}", seat.0),
            Target::Plot(seat, Plot::Village(i)) => format!("plot-{}-village-{i}", seat.0),
            Target::Unbuilt(tile) => format!("unbuilt-{}", slug(tile.data().name.1)),
            Target::Store(good) => format!("store-{}", slug(&text::good(good).en)),
            Target::Decline => "decline".into(),
            Target::KeypTile(c) => format!("keyp-tile-{}", colour(c)),
            Target::KeypArea(c) => format!("keyp-area-{}", colour(c)),
            Target::Fair(f) => format!("fair-{f}"),
        }
    }
}

impl Targets for Keyper {
    type Target = Target;
    type Context = Context;

    fn context(view: &View) -> Context {
        Context { invite: invited(view), me: view.viewer }
    }

    fn targets(action: &Action, cx: Context) -> Vec<Target> {
        let own = |plot: Plot| cx.me.map(|me| Target::Plot(me, plot));
        match action {
            Action::PlayKeyper { board } => vec![Target::Keyp(*board)],
            Action::PlayKeyple { spot, .. } | Action::LayDown { spot, .. } => vec![spot_target(*spot)],
            Action::Follow { .. } => cx.invite.map(spot_target).into_iter().collect(),
            Action::Pick { index } => vec![Target::Display(*index)],
            Action::ChooseShip { ship } => vec![Target::Ship(*ship)],
            Action::Refold { option } => vec![Target::Face(*option)],
            Action::Build { tile, plot } => own(*plot).into_iter().chain([Target::Unbuilt(*tile)]).collect(),
            Action::Upgrade { plot } => own(*plot).into_iter().collect(),
            Action::Pay { good } => vec![Target::Store(*good)],
            Action::Decline => vec![Target::Decline],
            Action::KeypGood { colour, good } => {
                [Target::KeypTile(*colour)].into_iter().chain(good.map(Target::Store)).collect()
            }
            Action::Rest { colour } => vec![Target::KeypArea(*colour)],
            Action::HoldFair { fair } => vec![Target::Fair(*fair)],
            _ => Vec::new(),
        }
    }

    /// The board marks no last move; it tells it in words.
    fn touched(_: &LastMove<Keyper>, _: &View, _: &mut Touched<Target>) {}

    /// The other seats' moves since the viewer's own are told.
    const SINCE: bool = true;

    /// All but the new season's face, which is shown in words first (its fields) and confirmed
    /// in the list.
    fn at_once(action: &Action) -> bool {
        !matches!(action, Action::Refold { .. })
    }

    fn fold_prompt() -> Option<Text> {
        Some(both(KeyperWords::PointAtBoard))
    }
}

/// What the board marks (see [`pointing::Marks`]).
pub type Marks = pointing::Marks<Target>;

#[cfg(test)]
mod tests {
    use super::*;

    fn narrow(legal: &[Action], cx: Context, offered: Option<&[usize]>, target: Target) -> Vec<usize> {
        <Keyper as Targets>::narrow(legal, cx, offered, target)
    }

    /// Whether the list folds `action`, pointed at by the viewer of `cx`.
    fn pointed(action: &Action, cx: Context) -> bool {
        <Keyper as Targets>::folds(action, cx)
    }

    fn at_once(action: &Action) -> bool {
        <Keyper as Targets>::at_once(action)
    }

    #[test]
    fn a_field_offers_every_colour_that_may_go_there_and_an_invitation_points_at_its_field() {
        let spot = Spot::Field { board: 1, field: 4 };
        let play = |colour, lay_existing| Action::PlayKeyple { colour, spot, lay_existing };
        let legal = vec![
            play(Colour::Brown, false),
            play(Colour::White, false),
            play(Colour::White, true),
            Action::PlayKeyper { board: 0 },
            Action::Pass,
        ];
        let cx = Context { invite: None, me: Some(Seat(0)) };
        assert_eq!(narrow(&legal, cx, None, Target::Field(1, 4)), vec![0, 1, 2]);
        assert_eq!(narrow(&legal, cx, None, Target::Keyp(0)), vec![3]);
        assert!(narrow(&legal, cx, None, Target::Field(0, 4)).is_empty());
        let follow = vec![Action::Follow { colour: Colour::Grey }, Action::Decline];
        let invited = Context { invite: Some(spot), ..cx };
        assert_eq!(narrow(&follow, invited, None, Target::Field(1, 4)), vec![0]);
        assert!(pointed(&follow[0], invited) && pointed(&follow[1], invited) && !pointed(&Action::Pass, invited));
        assert_eq!(narrow(&follow, invited, None, Target::Decline), vec![1], "the control beside the field");
        assert!(at_once(&legal[3]) && !at_once(&Action::Refold { option: 2 }));
    }

    #[test]
    fn a_plot_offers_the_tiles_that_may_be_built_there_and_a_held_tile_its_plots() {
        let me = Seat(1);
        let cx = Context { invite: None, me: Some(me) };
        let (farm, village) = (Plot::Farm(2), Plot::Village(5));
        let legal = vec![
            Action::Build { tile: Tile::CowShed, plot: farm },
            Action::Build { tile: Tile::Barn, plot: farm },
            Action::Build { tile: Tile::Statue, plot: village },
            Action::Upgrade { plot: village },
            Action::Done,
        ];
        assert_eq!(narrow(&legal, cx, None, Target::Plot(me, farm)), vec![0, 1]);
        assert_eq!(narrow(&legal, cx, None, Target::Unbuilt(Tile::Barn)), vec![1]);
        // The tile first, then the plot: the offer narrows to the one build.
        assert_eq!(narrow(&legal, cx, Some(&[1]), Target::Plot(me, farm)), vec![1]);
        // Building over and upgrading the village building are both offered there.
        assert_eq!(narrow(&legal, cx, None, Target::Plot(me, village)), vec![2, 3]);
        assert!(narrow(&legal, cx, None, Target::Plot(Seat(0), farm)).is_empty(), "not another's plot");
        let pay = vec![
            Action::Pay { good: Good::Wheat },
            Action::Pay { good: Good::Raw(crate::games::keyper::data::Raw::Clay) },
        ];
        assert_eq!(narrow(&pay, cx, None, Target::Store(Good::Wheat)), vec![0]);
        assert!(pointed(&pay[0], cx) && pointed(&legal[3], cx) && !pointed(&legal[4], cx));
        // A keyple played onto another player's building, as a follower is invited there.
        let spot = Spot::Plot { seat: Seat(0), plot: farm };
        let follow = [Action::Follow { colour: Colour::Brown }];
        assert_eq!(narrow(&follow, Context { invite: Some(spot), ..cx }, None, Target::Plot(Seat(0), farm)), vec![0]);
    }

    #[test]
    fn a_keyple_on_the_keyp_tile_offers_its_goods_a_store_takes_one_and_the_keyp_area_rests() {
        use crate::games::keyper::data::Raw;
        let cx = Context { invite: None, me: Some(Seat(0)) };
        let (clay, wheat) = (Good::Raw(Raw::Clay), Good::Wheat);
        let legal = vec![
            Action::KeypGood { colour: Colour::Orange, good: Some(clay) },
            Action::KeypGood { colour: Colour::Orange, good: None },
            Action::KeypGood { colour: Colour::White, good: Some(clay) },
            Action::KeypGood { colour: Colour::White, good: Some(wheat) },
            Action::KeypGood { colour: Colour::White, good: None },
        ];
        assert_eq!(narrow(&legal, cx, None, Target::KeypTile(Colour::Orange)), vec![0, 1], "its goods and none");
        // The keyple first, then the good: the offer narrows to the one action.
        assert_eq!(narrow(&legal, cx, Some(&[0, 1]), Target::Store(clay)), vec![0]);
        // The good first: every keyple that may take it.
        assert_eq!(narrow(&legal, cx, None, Target::Store(clay)), vec![0, 2]);
        assert_eq!(narrow(&legal, cx, None, Target::Store(wheat)), vec![3]);
        assert!(legal.iter().all(|a| pointed(a, cx) && at_once(a)));
        let rest = [Action::Rest { colour: Colour::Grey }, Action::Rest { colour: Colour::White }];
        assert_eq!(narrow(&rest, cx, None, Target::KeypArea(Colour::White)), vec![1]);
        assert!(narrow(&rest, cx, None, Target::KeypArea(Colour::Brown)).is_empty());
        // A fair to hold at the season's end is pointed at beside the board; stopping is listed.
        let fairs = [Action::HoldFair { fair: 9 }, Action::HoldFair { fair: 25 }, Action::HoldNoMoreFairs];
        assert_eq!(narrow(&fairs, cx, None, Target::Fair(25)), vec![1]);
        assert!(pointed(&fairs[0], cx) && at_once(&fairs[0]) && !pointed(&fairs[2], cx));
    }
}
