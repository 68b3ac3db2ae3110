//! Where to build a tile (issue 32 item 3): of the plots a held tile may go on, the bots weigh
//! only the one that scores best for the building seat by the rules' own scoring of buildings:
//! printed points and layout (drainage, pavements, the boarding house, statue, thatcher…, on the
//! board the seat will claim), plus the cost a Building plot's free plot saves. A building is
//! built over only when its area has no free plot left (then the whole score, pieces included,
//! decides which one). The other plots stay legal; they are only left out of the bots' own moves,
//! searches and playouts (`BotGame::considered`), so a playout no longer builds at random.

use super::evaluate::end_fields;
use crate::engine::Seat;
use crate::games::keyper::data::{Area, Tile};
use crate::games::keyper::{Action, Building, Plot, State, context, free_plot, rows, unpieced_points};

/// Whether a village tile's points, or another's, depend on where it stands: drainage,
/// pavements, the boarding house (lines and neighbours) and the Building plot (free plots).
fn positional(tile: Tile) -> bool {
    matches!(tile, Tile::Drainage | Tile::Pavements | Tile::BoardingHouse | Tile::BuildingPlot)
}

/// `legal` with the builds of each tile cut to its best plot for `seat` (the first of equals);
/// every other action kept, in order.
pub fn best_plots(state: &State, seat: Seat, legal: Vec<Action>) -> Vec<Action> {
    let builds: Vec<(Tile, Plot)> = legal
        .iter()
        .filter_map(|a| if let Action::Build { tile, plot } = *a { Some((tile, plot)) } else { None })
        .collect();
    if builds.len() < 2 {
        return legal;
    }
    let p = &state.players[seat];
    let fields = end_fields(state, seat);
    let mut keep: Vec<(Tile, Plot)> = Vec::new();
    for (i, &(tile, _)) in builds.iter().enumerate() {
        if builds[..i].iter().any(|b| b.0 == tile) {
            continue;
        }
        let plots: Vec<Plot> = builds.iter().filter(|b| b.0 == tile).map(|b| b.1).collect();
        let free: Vec<Plot> = plots.iter().copied().filter(|&plot| p.plot(plot).is_none()).collect();
        let over = free.is_empty();
        let value = |plot: Plot| {
            let mut after = p.clone();
            let slot = after.plot_mut(plot);
            let (covered, keyples) = slot.take().map_or((None, Vec::new()), |old| (Some(old.tile), old.keyples));
            *slot = Some(Building { tile, upgraded: false, covered, keyples });
            if over {
                rows(&after, fields).0.iter().sum::<i32>() as f64
            } else {
                let saved = if free_plot(p, plot) { tile.data().cost.len() } else { 0 };
                f64::from(unpieced_points(&context(&after, fields))) + saved as f64
            }
        };
        // Where no tile in reach reads positions, every free plot scores alike: the first one.
        let alike = !over
            && (tile.data().area == Area::Farm
                || !positional(tile) && !p.village.iter().flatten().any(|b| positional(b.tile)));
        let candidates = if over {
            plots
        } else if alike {
            free[..1].to_vec()
        } else {
            free
        };
        let mut best = (candidates[0], f64::MIN);
        for plot in candidates {
            let v = value(plot);
            if v > best.1 {
                best = (plot, v);
            }
        }
        keep.push((tile, best.0));
    }
    legal
        .into_iter()
        .filter(|a| if let Action::Build { tile, plot } = *a { keep.contains(&(tile, plot)) } else { true })
        .collect()
}
