//! The decisions of a turn and what is legal now (rulebook "Der Spielzug eines Spielers"):
//! play the keyper, play a keyple (with the invitation of followers), lay keyples down, and the
//! choices that follow (tiles from the display, goods from the keyp tile, the new season's
//! face, the keyples that rest).
//!
//! Keyples work every field of a face and the buildings on their player's boards; what a worked
//! field or building then offers is listed in `work`, `build` and `workshop`.

use super::Refusal;
use super::data::{Colour, Field, Finished, Frame, Good, KEYP_TILE, KeypOutput, Raw, Tile, team_size};
use super::state::{Phase, Placed, Plot, RIVER, Spot, State};
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// One decision of one seat.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Play the keyper onto the empty keyp field of a board.
    PlayKeyper {
        /// The board.
        board: u8,
    },
    /// Play a keyple from the keyp area onto a spot; on a spot holding a standing keyple,
    /// `lay_existing` lays that one down to work a second time.
    PlayKeyple {
        /// Its colour.
        colour: Colour,
        /// Where.
        spot: Spot,
        /// Whether the keyple already there is laid down.
        lay_existing: bool,
    },
    /// Accept the invitation with a keyple of this colour.
    Follow {
        /// Its colour.
        colour: Colour,
    },
    /// Decline the invitation.
    Decline,
    /// Lay down one (or `both`) standing keyples on a spot.
    LayDown {
        /// Where.
        spot: Spot,
        /// Whether both standing keyples are laid down.
        both: bool,
    },
    /// Nothing can be laid down (or played): the turn is skipped.
    Pass,
    /// Take the landscape tile at this place of the display.
    Pick {
        /// Its index in the display.
        index: u8,
    },
    /// Forgo this pick.
    SkipPick,
    /// Lay down a keyple of this colour from the keyp tile for `good` (`None`: for nothing).
    KeypGood {
        /// Its colour.
        colour: Colour,
        /// The good taken.
        good: Option<Good>,
    },
    /// Lay this ship (an index into `SHIPS`) on the empty river field just played on.
    ChooseShip {
        /// The ship.
        ship: u8,
    },
    /// Process one raw material of the field's type into its finished good.
    Process,
    /// Trade one piece for two of the same class (raw materials, or finished goods).
    Trade {
        /// The piece given (a finished good may be given as its raw material).
        give: Good,
        /// The two pieces taken.
        get: [Good; 2],
    },
    /// On a ship: take one of its goods from the supply.
    ShipGain {
        /// The good.
        good: Good,
    },
    /// On a ship: ship one of its goods for 2 shipping points.
    ShipOut {
        /// The good.
        good: Good,
    },
    /// Build a held tile on a plot (over the building there, if any).
    Build {
        /// The tile.
        tile: Tile,
        /// The plot.
        plot: Plot,
    },
    /// Turn the building on a plot to its upgraded side.
    Upgrade {
        /// The plot.
        plot: Plot,
    },
    /// Pay the next symbol of a cost with this piece.
    Pay {
        /// The piece.
        good: Good,
    },
    /// On a building that converts: give these pieces, take those.
    Convert {
        /// The pieces given.
        give: Vec<Good>,
        /// The pieces taken.
        get: Vec<Good>,
    },
    /// Play a keyple of this colour onto a tile as it is built (way v); the tile and plot follow.
    BuildHere {
        /// Its colour.
        colour: Colour,
    },
    /// Use no more of this field's actions.
    Done,
    /// Show this face option (0–3) of one's board in the new season.
    Refold {
        /// The option.
        option: u8,
    },
    /// Put a keyple of this colour onto the keyp tile for the season.
    Rest {
        /// Its colour.
        colour: Colour,
    },
    /// At a season's end, hold this fair (the season's dealt fair or a winter fair beside the
    /// board, an index into `FAIRS`), showing its goods.
    HoldFair {
        /// The fair.
        fair: u8,
    },
    /// Hold no more fairs this season (the dealt fair not held goes back to the box).
    HoldNoMoreFairs,
}

/// The colour a pair on a field works as: the first keyple's, a white one taking the frame's.
pub fn lead_colour(first: Colour, frame: Frame) -> Colour {
    match (first, frame) {
        (Colour::White, Some(c)) => c,
        _ => first,
    }
}

/// Actions or goods earned: 1 alone, 2 as a pair, one more on a frame of the working colour.
pub fn output(pair: bool, matched: bool) -> u8 {
    1 + u8::from(pair) + u8::from(matched)
}

impl State {
    /// The field at `spot`, if it exists.
    pub fn field(&self, spot: Spot) -> Option<Field> {
        let Spot::Field { board, field } = spot else { return None };
        let board = self.boards.get(usize::from(board))?;
        match field {
            RIVER => Some(Field::River),
            field => board.face(self.season).get(usize::from(field)).copied(),
        }
    }

    /// The keyples on `spot`.
    pub fn keyples_at(&self, spot: Spot) -> &[Placed] {
        match spot {
            Spot::Field { board, field: RIVER } => &self.boards[usize::from(board)].river.1,
            Spot::Field { board, field } => &self.boards[usize::from(board)].fields[usize::from(field)],
            Spot::Plot { seat, plot } => self.players[seat].plot(plot).as_ref().map_or(&[], |b| &b.keyples),
        }
    }

    /// This season's ships not yet laid on a river field.
    pub fn free_ships(&self) -> Vec<u8> {
        let laid: Vec<u8> = self.boards.iter().filter_map(|b| b.river.0).collect();
        self.ships.iter().copied().filter(|s| !laid.contains(s)).collect()
    }

    /// Whether keyples may work `field` with this many players.
    pub fn playable(&self, field: Field) -> bool {
        field.in_play(self.players.len())
    }

    /// Every spot of the boards with a field keyples may work.
    pub fn spots(&self) -> impl Iterator<Item = Spot> + '_ {
        (0..self.boards.len() as u8)
            .flat_map(|board| (0..=RIVER).map(move |field| Spot::Field { board, field }))
            .filter(|&s| self.field(s).is_some_and(|f| self.playable(f)))
    }

    /// Whether `seat` still has its keyper or a keyple in the keyp area.
    pub fn at_home(&self, seat: Seat) -> bool {
        let p = &self.players[seat];
        p.keyper_home || p.keyp_area.total() > 0
    }

    /// The keyples `seat` could play from its keyp area now.
    pub fn keyple_plays(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        let home = &self.players[seat].keyp_area;
        for spot in self.spots().chain(self.own_plots(seat)) {
            let frame = self.field(spot).and_then(Field::frame);
            match self.keyples_at(spot) {
                [] if matches!(spot, Spot::Field { field: RIVER, .. }) && self.free_ships().is_empty() => {}
                [] => out.extend(home.colours().map(|colour| Action::PlayKeyple { colour, spot, lay_existing: false })),
                [first] => {
                    let lead = lead_colour(first.colour, frame);
                    for colour in home.colours().filter(|&c| c == lead || c == Colour::White) {
                        out.push(Action::PlayKeyple { colour, spot, lay_existing: false });
                        if !first.down {
                            out.push(Action::PlayKeyple { colour, spot, lay_existing: true });
                        }
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// The spots where `seat` may lay keyples down: its own claimed board's first (the river
    /// and its buildings join them when they are played on), then any other board.
    pub fn lay_down_spots(&self, seat: Seat) -> Vec<Spot> {
        let spots = self.spots().chain(self.own_plots(seat));
        let standing: Vec<Spot> = spots.filter(|&s| self.keyples_at(s).iter().any(|k| !k.down)).collect();
        let own = |s: &Spot| match *s {
            Spot::Field { board, .. } => self.boards[usize::from(board)].keyper == Some(seat),
            Spot::Plot { seat: owner, .. } => owner == seat,
        };
        let first: Vec<Spot> = standing.iter().copied().filter(own).collect();
        if first.is_empty() { standing } else { first }
    }

    /// Whether `seat` can play nothing more from its keyp area (keyper placed and no keyple can
    /// go anywhere, not even onto a tile it builds): it then counts as done for the season's end.
    pub fn done_playing(&self, seat: Seat) -> bool {
        let p = &self.players[seat];
        !p.keyper_home
            && (p.keyp_area.total() == 0 || (self.keyple_plays(seat).is_empty() && !self.can_build_here(seat)))
    }

    /// Every legal action of `seat`, which must decide now (the engine's guard has said so).
    pub fn legal(&self, seat: Seat) -> Vec<Action> {
        match &self.phase {
            Phase::Turn => self.turn_actions(seat),
            Phase::Invite { spot, .. } => {
                let lead = self.lead_at(*spot);
                let home = &self.players[seat].keyp_area;
                let mut out: Vec<Action> = home
                    .colours()
                    .filter(|&c| c == lead || c == Colour::White)
                    .map(|colour| Action::Follow { colour })
                    .collect();
                out.push(Action::Decline);
                out
            }
            Phase::ChooseShip(_) => self.free_ships().into_iter().map(|ship| Action::ChooseShip { ship }).collect(),
            Phase::Work(work) => self.work_actions(seat, work),
            Phase::Pay(pay) => self.pay_actions(seat, pay),
            Phase::BuildHere(_) => self.builds_here(seat),
            Phase::Picks(_) => {
                let mut out: Vec<Action> = (0..self.display.len() as u8).map(|index| Action::Pick { index }).collect();
                out.push(Action::SkipPick);
                out
            }
            Phase::KeypTile(resting) => {
                let mut out = Vec::new();
                for colour in resting.colours() {
                    out.extend(self.keyp_goods(colour).into_iter().map(|g| Action::KeypGood { colour, good: Some(g) }));
                    out.push(Action::KeypGood { colour, good: None });
                }
                out
            }
            Phase::Refold(_) => (0..4).map(|option| Action::Refold { option }).collect(),
            Phase::Rest(_) => self.players[seat].keyp_area.colours().map(|colour| Action::Rest { colour }).collect(),
            Phase::Fairs(_) => self.fair_actions(seat),
            Phase::Over => Vec::new(),
        }
    }

    fn turn_actions(&self, seat: Seat) -> Vec<Action> {
        let p = &self.players[seat];
        let mut out = Vec::new();
        if p.keyper_home {
            let free = self.boards.iter().enumerate().filter(|(_, b)| b.keyper.is_none());
            out.extend(free.map(|(i, _)| Action::PlayKeyper { board: i as u8 }));
        }
        out.extend(self.keyple_plays(seat));
        if p.keyp_area.total() > 0 && self.can_build_here(seat) {
            out.extend(p.keyp_area.colours().map(|colour| Action::BuildHere { colour }));
        }
        if out.is_empty() && !p.keyper_home {
            for spot in self.lay_down_spots(seat) {
                out.push(Action::LayDown { spot, both: false });
                if self.keyples_at(spot).iter().all(|k| !k.down) && self.keyples_at(spot).len() == 2 {
                    out.push(Action::LayDown { spot, both: true });
                }
            }
        }
        if out.is_empty() {
            out.push(Action::Pass);
        }
        out
    }

    /// The colour the keyples on `spot` work as.
    pub fn lead_at(&self, spot: Spot) -> Colour {
        let frame = self.field(spot).and_then(Field::frame);
        lead_colour(self.keyples_at(spot)[0].colour, frame)
    }

    /// The goods a keyple of `colour` may take from the keyp tile, as far as the supply has them.
    pub fn keyp_goods(&self, colour: Colour) -> Vec<Good> {
        let raw = Raw::ALL.map(Good::Raw);
        let finished = Finished::ALL.map(Good::Finished);
        let goods: Vec<Good> = match KEYP_TILE[colour as usize] {
            KeypOutput::AnyRaw => raw.to_vec(),
            KeypOutput::Wheat => vec![Good::Wheat],
            KeypOutput::AnyFinished => finished.to_vec(),
            KeypOutput::AnyOfThese => raw.into_iter().chain(finished).chain([Good::Wheat]).collect(),
        };
        goods.into_iter().filter(|&g| self.supply.count(g) > 0).collect()
    }

    /// Whether `seat` has more keyples than the team size and must rest some.
    pub fn over_team(&self, seat: Seat) -> bool {
        self.players[seat].keyp_area.total() > team_size(self.players.len())
    }
}

impl State {
    /// Why `seat` may not play `action`, which is not among its legal actions.
    pub fn explain(&self, seat: Seat, action: &Action) -> Refusal {
        let p = &self.players[seat];
        match (action, &self.phase) {
            (Action::PlayKeyper { .. }, Phase::Turn) if !p.keyper_home => Refusal::KeyperOut,
            (Action::PlayKeyper { .. }, Phase::Turn) => Refusal::KeypFieldTaken,
            (Action::PlayKeyple { colour, .. }, Phase::Turn) if p.keyp_area.count(*colour) == 0 => {
                Refusal::NoKeyple(*colour)
            }
            (&Action::PlayKeyple { colour, spot, lay_existing }, Phase::Turn) => {
                self.explain_spot(seat, colour, spot, lay_existing)
            }
            (Action::Follow { colour }, Phase::Invite { .. }) if p.keyp_area.count(*colour) == 0 => {
                Refusal::NoKeyple(*colour)
            }
            (Action::Follow { .. }, Phase::Invite { spot, .. }) => Refusal::WrongColour { needed: self.lead_at(*spot) },
            (Action::LayDown { .. }, Phase::Turn) => Refusal::LayDownNotAllowed,
            (Action::Pass, Phase::Turn) => Refusal::MustAct,
            (Action::KeypGood { colour, .. }, Phase::KeypTile(resting)) if resting.count(*colour) == 0 => {
                Refusal::NoKeyple(*colour)
            }
            (Action::Rest { colour }, Phase::Rest(_)) => Refusal::NoKeyple(*colour),
            (Action::HoldFair { .. }, Phase::Fairs(_)) => Refusal::FairNotHoldable,
            _ if !self.legal(seat).iter().any(|a| std::mem::discriminant(a) == std::mem::discriminant(action)) => {
                Refusal::NotNow
            }
            _ => Refusal::NotOffered,
        }
    }

    /// Why a keyple of `colour` may not be played onto `spot` by `seat`.
    fn explain_spot(&self, seat: Seat, colour: Colour, spot: Spot, lay_existing: bool) -> Refusal {
        match spot {
            Spot::Field { .. } if !self.field(spot).is_some_and(|f| self.playable(f)) => return Refusal::NoSuchSpot,
            Spot::Plot { seat: owner, .. } if owner != seat => return Refusal::NotOwnBoard,
            Spot::Plot { .. } if !self.own_plots(seat).contains(&spot) => return Refusal::NoSuchSpot,
            _ => {}
        }
        match self.keyples_at(spot) {
            [_, _] => Refusal::SpotFull,
            [_] if colour != self.lead_at(spot) && colour != Colour::White => {
                Refusal::WrongColour { needed: self.lead_at(spot) }
            }
            [first] if first.down && lay_existing => Refusal::AlreadyDown,
            _ => Refusal::NotOffered,
        }
    }
}
