//! Placing a won tile as a decision (issue 32 item 3): of the hexes and turns the rules allow,
//! the bots weigh only those their evaluation values most for the builder, in their moves,
//! searches and playouts alike ([`BotGame::considered`](crate::bots::BotGame::considered)).
//! A hex is worth the best of its turns. Which won tile goes first stays open.

use super::evaluate::value;
use crate::engine::Seat;
use crate::games::keyflower::Action;
use crate::games::keyflower::state::{Build, Phase, Placed, State};
use crate::games::keyflower::village::turns_at;

/// Placements valued this close to the best count as equally good.
const TIE: f64 = 1e-9;

/// Of `legal` (`seat`'s legal actions), the hexes or turns of a placement under way that its
/// evaluation values most; any other decision's actions unchanged.
pub fn considered(state: &State, seat: Seat, legal: Vec<Action>) -> Vec<Action> {
    let Phase::Building { pending: Some(Build { tile, at }), .. } = state.phase else { return legal };
    if legal.len() < 2 {
        return legal;
    }
    // The builder with the tile taken from its won tiles; each placement stands in turn.
    let mut builder = state.players[seat].clone();
    if let Some(i) = builder.won.iter().position(|&t| t == tile) {
        builder.won.remove(i);
    }
    let mut placed = |hex, rotation| {
        builder.village.push(Placed::new(tile, hex, rotation));
        let points = value(state, seat, &builder);
        builder.village.pop();
        points
    };
    let values: Vec<f64> = legal
        .iter()
        .map(|action| match (action, at) {
            (&Action::At(hex), _) => {
                turns_at(state, seat, tile, hex).into_iter().map(|r| placed(hex, r)).fold(f64::MIN, f64::max)
            }
            (&Action::Turn(r), Some(hex)) => placed(hex, r),
            _ => 0.0,
        })
        .collect();
    let best = values.iter().copied().fold(f64::MIN, f64::max);
    legal.into_iter().zip(values).filter(|&(_, v)| v >= best - TIE).map(|(a, _)| a).collect()
}
