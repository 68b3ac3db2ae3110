//! End scoring, in the rules' order (base rules §10, restated by the seed's "Wertung zum
//! Spielende"; Flipper's free upgrade has already happened in its own phase):
//! 1. resources on the Barn, Blacksmith, Stone Yard and Timber Yard, at the rate of the side
//!    they show; those of the yard's own kind always score there, a gold (with summer boat 3b any
//!    resource) only if the allocation puts it there (choice 27);
//! 2. the fixed VP of the village tiles on the side they show;
//! 3. the winter tiles: the Keythedral's flat 12, the others for the items allocated to them
//!    (Mercer's Guild: choice 29; 3b: choice 28);
//! 4. the boats: Keyflower (the village's transport capacity, doubled with 2b), Sea Bastion
//!    (tiles on road loops), Sea Breese (boats linked by water to the home tile), Flipper 2,
//!    Ianvincible 5, White Wind (workers not allocated elsewhere);
//! 5. the turn-order tiles: 1 VP per adjacent tile linked by road (choice 33);
//! 6. each gold not allocated elsewhere: 1 VP.
//!
//! The allocation of workers, skill tiles, resources and the purple marker is computed exactly
//! (`allocate`); [`breakdown`] gives a player's rows with the allocation item by item.

use super::allocate::{Allocation, Holdings, Lot, Sink, allocate};
use super::data::{
    Ability, Edge, Effect, FLIPPER, IANVINCIBLE, KEYFLOWER, Resource, SEA_BASTION, SEA_BREESE, Scoring, Season,
    WHITE_WIND, is_summer_boat,
};
use super::state::{Building, Placed, State};
use super::village::{neighbour, placed_edge, road_neighbours};
use crate::engine::{ScoreSheet, Seat, TieBreak};
use crate::text::Text;

/// The score sheet's rows, in the rules' order.
pub fn categories() -> Vec<Text> {
    vec![
        Text::new(
            "Rohstoffe auf Scheune, Schmied, Steinbauhof und Holzbauhof",
            "Resources on Barn, Blacksmith, Stone Yard and Timber Yard",
        ),
        Text::new("Feste Punkte der Dorfplättchen", "Fixed VP of village tiles"),
        Text::new("Winterplättchen", "Winter tiles"),
        Text::new("Schiffplättchen", "Boats"),
        Text::new("Reihenfolgeplättchen", "Turn-order tiles"),
        Text::new("Übriges Gold", "Gold left over"),
    ]
}

/// One player's end score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Breakdown {
    /// Points per row of [`categories`].
    pub points: [i32; 6],
    /// What the player brought to the allocation.
    pub holdings: Holdings,
    /// The best allocation, item by item; its points are part of rows 1, 3, 4 and 6.
    pub allocation: Allocation,
}

impl Breakdown {
    /// The player's total.
    pub fn total(&self) -> i32 {
        self.points.iter().sum()
    }
}

/// The score sheet: every player's rows; ties are shared (choice 9).
pub fn sheet(state: &State) -> ScoreSheet {
    let points = state.players.map(|seat, _| breakdown(state, seat).points.to_vec());
    let ranking = ScoreSheet::rank_by(&points, |_| ());
    let tie_breaks = ranking
        .iter()
        .filter(|group| group.len() > 1)
        .map(|group| TieBreak {
            seats: group.clone(),
            explanation: Text::new("Gleichstand: Der Platz wird geteilt.", "A tie: the place is shared."),
        })
        .collect();
    ScoreSheet { categories: categories(), points, ranking, tie_breaks }
}

/// `seat`'s end score as the position stands.
pub fn breakdown(state: &State, seat: Seat) -> Breakdown {
    let village = &state.players[seat].village;
    let holds = |boat: u8| village.iter().any(|p| p.building == Building::Boat(boat));
    let (holdings, yards) = holdings(state, seat);
    let allocation = allocate(&holdings);
    let allocated = |which: fn(Sink) -> bool| allocation.points_of(which) as i32;
    let flat_winter: i32 = village
        .iter()
        .filter_map(|p| match p.building {
            Building::Tile(t) => match t.data().scoring {
                Scoring::Flat(n) => Some(i32::from(n)),
                _ => None,
            },
            _ => None,
        })
        .sum();
    let double = if state.has(seat, Ability::DoubleTransport) { 2 } else { 1 };
    let boats = [
        (KEYFLOWER, capacity(village) * double),
        (SEA_BASTION, on_road_loops(village)),
        (SEA_BREESE, [0, 2, 4, 8, 16, 32][linked_boats(village).min(5)]),
        (FLIPPER, 2),
        (IANVINCIBLE, 5),
    ];
    let boats: i32 = boats.iter().filter(|(b, _)| holds(*b)).map(|&(_, p)| p as i32).sum();
    let turn_order = (0..village.len())
        .filter(|&i| matches!(village[i].building, Building::TurnOrder(_)))
        .map(|i| road_neighbours(village, i, false).len() as i32)
        .sum();
    let points = [
        yards + allocated(|s| matches!(s, Sink::Yard(_))),
        village.iter().map(|p| i32::from(p.vp())).sum(),
        flat_winter + allocated(|s| matches!(s, Sink::Winter(_))),
        boats + allocated(|s| s == Sink::WhiteWind),
        turn_order,
        allocated(|s| s == Sink::Gold),
    ];
    Breakdown { points, holdings, allocation }
}

/// What `seat` brings to the allocation, and the points of the resources that score on their
/// yards whatever the allocation (choice 27).
fn holdings(state: &State, seat: Seat) -> (Holdings, i32) {
    let player = &state.players[seat];
    let wild = state.has(seat, Ability::WildScoring);
    let mut holdings = Holdings {
        workers: player.screen,
        skills: player.skills,
        purple: state.start_player == seat,
        winter: player
            .village
            .iter()
            .filter_map(|p| match p.building {
                Building::Tile(t) if t.data().season == Season::Winter => Some(t),
                _ => None,
            })
            .collect(),
        white_wind: player.village.iter().any(|p| p.building == Building::Boat(WHITE_WIND)),
        wild,
        ..Holdings::default()
    };
    let mut yards = 0;
    for (i, placed) in player.village.iter().enumerate() {
        let yard = yard(placed).map(|(kind, rate)| (i as u8, kind, rate));
        if let Some((at, _, rate)) = yard
            && holdings.purple_yard.is_none_or(|(_, best)| rate > best)
        {
            holdings.purple_yard = Some((at, rate));
        }
        for resource in Resource::ALL {
            let count = placed.resources.of(resource);
            match yard {
                Some((_, kind, rate)) if kind.map_or(resource != Resource::Gold, |k| k == resource) => {
                    yards += i32::from(count) * i32::from(rate);
                }
                _ if count > 0 => {
                    let stands_in = resource == Resource::Gold || wild;
                    let yard = yard.filter(|_| stands_in).map(|(at, _, rate)| (at, rate));
                    holdings.resources.push(Lot { resource, count, yard });
                }
                _ => {}
            }
        }
    }
    (holdings, yards)
}

/// If `placed` is a yard (Barn, Blacksmith, Stone Yard, Timber Yard): the resource it scores
/// (`None`: any) and its rate on the side it shows.
fn yard(placed: &Placed) -> Option<(Option<Resource>, u8)> {
    match placed.building {
        Building::Tile(t) => match t.data().scoring {
            Scoring::PerResource(kind, rates) => Some((kind, rates[usize::from(placed.upgraded)])),
            _ => None,
        },
        _ => None,
    }
}

/// The village's transport capacity: the carts of its transport tiles on the sides they show
/// (choice 30).
fn capacity(village: &[Placed]) -> usize {
    village
        .iter()
        .map(|p| match p.effect() {
            Effect::Transport { carts, .. } => usize::from(carts),
            _ => 0,
        })
        .sum()
}

/// How many tiles lie on a road loop: a cycle of the graph whose nodes are the village's tiles
/// and whose links are shared edges with a road on both sides (choice 31). A tile lies on a
/// cycle when one of its links is not the only way between its two ends.
fn on_road_loops(village: &[Placed]) -> usize {
    let links: Vec<Vec<usize>> = (0..village.len()).map(|i| road_neighbours(village, i, false)).collect();
    let reaches_without = |from: usize, to: usize| {
        let mut seen = vec![false; village.len()];
        let mut stack = vec![from];
        seen[from] = true;
        while let Some(i) = stack.pop() {
            for &j in &links[i] {
                if (i, j) != (from, to) && !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
        seen[to]
    };
    (0..village.len()).filter(|&i| links[i].iter().any(|&j| reaches_without(i, j))).count()
}

/// How many boats (the boat tiles and summer boats) are linked to the home tile by water: each
/// through a water edge facing a water edge of the home tile or of a boat linked already
/// (choice 32).
fn linked_boats(village: &[Placed]) -> usize {
    let boat = |p: &Placed| match p.building {
        Building::Boat(_) => true,
        Building::Tile(t) => is_summer_boat(t),
        _ => false,
    };
    let home = village.iter().position(|p| matches!(p.building, Building::Home(_))).expect("a home tile");
    let mut linked = vec![home];
    let mut next = 0;
    while let Some(&i) = linked.get(next) {
        next += 1;
        for d in (0..6).filter(|&d| placed_edge(&village[i], d) == Edge::Water) {
            let at = neighbour(village[i].at, d);
            if let Some(j) = village.iter().position(|p| p.at == at)
                && boat(&village[j])
                && placed_edge(&village[j], (d + 3) % 6) == Edge::Water
                && !linked.contains(&j)
            {
                linked.push(j);
            }
        }
    }
    linked.len() - 1
}
