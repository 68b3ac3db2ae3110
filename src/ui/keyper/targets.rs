//! Where on the table an action is pointed at: a field of a country board (the river field
//! among them), a board's keyp field, a tile of the display, a ship of this season or one of
//! the new season's faces. An invitation points at the field invited to. What a click offers
//! and what the board marks follow from that as in every game ([`pointing`]): a field where
//! several colours (or laying the keyple there down) are possible offers them all.

use crate::games::keyper::view::{PhaseView, View};
use crate::games::keyper::{Action, Phase, Spot};
use crate::ui::kit::pointing;

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
}

/// The field an invitation is to, if the view shows one.
pub fn invited(view: &View) -> Option<Spot> {
    match &view.phase {
        PhaseView::Open(Phase::Invite { spot, .. }) => Some(*spot),
        _ => None,
    }
}

fn field(spot: Spot) -> Option<Target> {
    match spot {
        Spot::Field { board, field } => Some(Target::Field(board, field)),
        Spot::Plot { .. } => None,
    }
}

/// The places `action` points at; `invite` is the field an invitation is to.
pub fn targets(action: &Action, invite: Option<Spot>) -> Vec<Target> {
    let at = match action {
        Action::PlayKeyper { board } => Some(Target::Keyp(*board)),
        Action::PlayKeyple { spot, .. } | Action::LayDown { spot, .. } => field(*spot),
        Action::Follow { .. } => invite.and_then(field),
        Action::Pick { index } => Some(Target::Display(*index)),
        Action::ChooseShip { ship } => Some(Target::Ship(*ship)),
        Action::Refold { option } => Some(Target::Face(*option)),
        _ => None,
    };
    at.into_iter().collect()
}

/// Whether the board offers `action` by pointing.
pub fn pointed(action: &Action) -> bool {
    !targets(action, Some(Spot::Field { board: 0, field: 0 })).is_empty()
}

/// Whether a click that offers only `action` plays it at once: all but the new season's face,
/// which is shown in words first (its fields) and confirmed in the list.
pub fn at_once(action: &Action) -> bool {
    !matches!(action, Action::Refold { .. })
}

/// What the board marks (see [`pointing::Marks`]).
pub type Marks = pointing::Marks<Target>;

/// The marks for `legal`, of which those at `offered` are on offer after a click.
pub fn marks(legal: &[Action], invite: Option<Spot>, offered: Option<&[usize]>) -> Marks {
    Marks::new(legal, |a| targets(a, invite), offered)
}

/// What a click on `target` offers (see [`pointing::narrow`]).
pub fn narrow(legal: &[Action], invite: Option<Spot>, offered: Option<&[usize]>, target: Target) -> Vec<usize> {
    pointing::narrow(legal, |a| targets(a, invite), |_| false, offered, target)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::keyper::data::Colour;

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
        assert_eq!(narrow(&legal, None, None, Target::Field(1, 4)), vec![0, 1, 2]);
        assert_eq!(narrow(&legal, None, None, Target::Keyp(0)), vec![3]);
        assert!(narrow(&legal, None, None, Target::Field(0, 4)).is_empty());
        let follow = vec![Action::Follow { colour: Colour::Grey }, Action::Decline];
        assert_eq!(narrow(&follow, Some(spot), None, Target::Field(1, 4)), vec![0]);
        assert!(pointed(&follow[0]) && !pointed(&follow[1]) && !pointed(&Action::Pass));
        assert!(at_once(&legal[3]) && !at_once(&Action::Refold { option: 2 }));
    }
}
