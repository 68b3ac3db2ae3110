//! End scoring, in the rules' order (base rules §10, restated by the seed's "Wertung zum
//! Spielende"; Flipper's free upgrade and Flipper II's free extension have already happened in
//! their own phase, Keyflower II's gold lies on the home tile). The Merchants' rows are marked M:
//! 1. resources on the Barn, Blacksmith, Stone Yard and Timber Yard, at the rate of the side
//!    they show; those of the yard's own kind always score there, a gold (with summer boat 3b any
//!    resource) only if the allocation puts it there (choice 27);
//! 2. the fixed VP of the village tiles on the side they show;
//! 3. M: the extensions, each doubling its tile's fixed VP (choice 47);
//! 4. M: the fulfilled contracts, 7 each, 10 with White Wind II (choice 52);
//! 5. the winter tiles: the Keythedral's flat 12, the others for the items allocated to them
//!    (Mercer's Guild: choice 29; 3b: choice 28); M: Artisan, Builder, Muleteer (choice 48);
//! 6. the boats: Keyflower (the village's transport capacity, doubled with 2b), Sea Bastion
//!    (tiles on road loops), Sea Breese (boats linked by water to the home tile), Flipper 2,
//!    Ianvincible 5, White Wind (workers not allocated elsewhere); M: Sea Breese II (winter
//!    tiles, choice 50), Ianvincible II (upgrade icons and cabins, choice 49);
//! 7. the turn-order tiles: 1 VP per adjacent tile (data version 1: only those linked by road,
//!    choice 33);
//! 8. each gold not allocated elsewhere: 1 VP.
//!
//! The allocation of workers, skill tiles, resources and the purple marker is computed exactly
//! (`allocate`); [`breakdown`] gives a player's rows with the allocation item by item, and the
//! lines of the score sheet's detail (`detail`).

mod detail;

pub use detail::{BOATS, CONTRACTS, GOLD, Line, On, WINTER, YARDS};

use super::allocate::{Allocation, Holdings, Lot, Piece, Sink, Use, allocate};
use super::data::merchants::CONTRACT_VP;
use super::data::{
    Ability, Edge, Effect, FLIPPER, IANVINCIBLE, IANVINCIBLE_II, KEYFLOWER, Resource, SEA_BASTION, SEA_BREESE,
    SEA_BREESE_II, Scoring, Season, WHITE_WIND, WHITE_WIND_II,
};
use super::state::{Building, Placed, Player, State};
use super::village::{is_boat, neighbour, placed_edge, road_neighbours};
use crate::engine::{ScoreSheet, Seat, TieBreak};
use crate::text::Text;

/// The score sheet's rows, in the rules' order; the extensions' and the contracts' only with The
/// Merchants (`merchants`).
pub fn categories(merchants: bool) -> Vec<Text> {
    let rows = [
        Text::new(
            "Rohstoffe auf Scheune, Schmied, Steinbauhof und Holzbauhof",
            "Resources on Barn, Blacksmith, Stone Yard and Timber Yard",
        ),
        Text::new("Feste Punkte der Dorfplättchen", "Fixed VP of village tiles"),
        Text::new("Ausbauten", "Extensions"),
        Text::new("Erfüllte Verträge", "Fulfilled contracts"),
        Text::new("Winterplättchen", "Winter tiles"),
        Text::new("Schiffplättchen", "Boats"),
        Text::new("Reihenfolgeplättchen", "Turn-order tiles"),
        Text::new("Übriges Gold", "Gold left over"),
    ];
    in_play(rows, merchants)
}

/// What each row in play counts, in a few words (same order as [`categories`]); the turn-order
/// tiles count every neighbour (`every_neighbour`, data version 2 on) or those linked by road.
pub fn rules(merchants: bool, every_neighbour: bool) -> Vec<Text> {
    let turn_order = if every_neighbour {
        ("1 SP je Nachbarplättchen", "1 VP per tile next to one")
    } else {
        ("1 SP je über eine Straße verbundenes Nachbarplättchen", "1 VP per tile linked to one by road")
    };
    let rows = [
        ("Jeder Rohstoff darauf zum Satz der sichtbaren Seite", "Each resource on them at the rate of the side shown"),
        ("Die Punkte auf der sichtbaren Seite jedes Plättchens", "The points on each tile's side shown"),
        (
            "Ein Ausbau zählt die festen Punkte seines Plättchens noch einmal",
            "An extension counts its tile's fixed VP once more",
        ),
        ("7 SP je erfüllten Vertrag, 10 mit White Wind II", "7 VP per contract fulfilled, 10 with White Wind II"),
        (
            "Was jedes Winterplättchen für die ihm zugeteilten Dinge bringt",
            "What each winter tile scores for the items given to it",
        ),
        ("Was jedes Schiffplättchen bringt", "What each boat tile scores"),
        turn_order,
        detail::GOLD_RULE,
    ];
    Text::pairs(&in_play(rows, merchants))
}

/// The rows in play: all eight with The Merchants (`merchants`), else all but the extensions'
/// and the contracts'.
fn in_play<T>(rows: [T; 8], merchants: bool) -> Vec<T> {
    rows.into_iter().enumerate().filter(|&(i, _)| merchants || ![2, 3].contains(&i)).map(|(_, row)| row).collect()
}

/// One player's end score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Breakdown {
    /// Points per row of [`categories`].
    pub points: Vec<i32>,
    /// What the player brought to the allocation.
    pub holdings: Holdings,
    /// The best allocation, item by item; its points are part of the rows of the yards, the
    /// contracts, the winter tiles, the boats and the gold.
    pub allocation: Allocation,
    /// The lines that make up those rows: every yard, fulfilled contract, winter tile and boat,
    /// and the gold kept, with their items and points.
    pub lines: Vec<Line>,
}

impl Breakdown {
    /// The player's total.
    pub fn total(&self) -> i32 {
        self.points.iter().sum()
    }
}

/// The score sheet: every player's rows. Base game ties are shared (choice 9); with The
/// Merchants the tied player who took their winter boat earlier ranks higher (choice 51).
pub fn sheet(state: &State) -> ScoreSheet {
    let merchants = state.config.options.merchants;
    let breakdowns = state.players.map(|seat, _| breakdown(state, seat));
    let points = breakdowns.map(|_, b| b.points.clone());
    // A row of all eight at its place on the sheet.
    let kept: Vec<usize> = in_play(std::array::from_fn(|i| i), merchants);
    let row = |r: usize| kept.iter().position(|&k| k == r).expect("a row in play");
    let details =
        breakdowns.map(|seat, b| detail::details(&state.players[seat].village, &b.lines, b.holdings.contract_vp, row));
    // With The Merchants: a later winter boat ranks lower, no winter boat lowest.
    let boat_order = |seat: Seat| {
        let at = state.winter_boats.iter().position(|&s| s == seat).filter(|_| merchants);
        std::cmp::Reverse(at.unwrap_or(usize::MAX))
    };
    let ranking = ScoreSheet::rank_by(&points, boat_order);
    let total = |seat: Seat| points[seat].iter().sum::<i32>();
    let mut tie_breaks: Vec<TieBreak> = Vec::new();
    for seat in Seat::all(state.players()) {
        let seats: Vec<Seat> = Seat::all(state.players()).filter(|&s| total(s) == total(seat)).collect();
        if seats.len() < 2 || seats[0] != seat {
            continue;
        }
        // The best placed of them: alone ahead of the others, or sharing its place.
        let shared = ranking.iter().find(|group| group.iter().any(|s| seats.contains(s))).is_some_and(|g| g.len() > 1);
        let (explanation, decided_by) = if shared {
            (Text::new("Gleichstand: Der Platz wird geteilt.", "A tie: the place is shared."), None)
        } else {
            let by = Text::new("die frühere Wahl des Winterschiffs", "the earlier choice of a winter boat");
            let explanation = Text::new(
                "Gleichstand: Wer im Winter sein Schiffplättchen eher gewählt hat, liegt vorn.",
                "A tie: whoever took their winter boat earlier ranks higher.",
            );
            (explanation, Some(by))
        };
        tie_breaks.push(TieBreak { seats, explanation, decided_by });
    }
    let rules = rules(merchants, state.config.turn_order_scores_every_neighbour());
    ScoreSheet { categories: categories(merchants), rules, points, ranking, tie_breaks, details: Some(details) }
}

/// `seat`'s end score as the position stands.
pub fn breakdown(state: &State, seat: Seat) -> Breakdown {
    let player = &state.players[seat];
    let village = &player.village;
    let holds = |boat: u8| village.iter().any(|p| p.building == Building::Boat(boat));
    let (holdings, mut lines) = holdings(state, seat);
    let yards: i32 = lines.iter().map(|l| l.points).sum();
    let allocation = allocate(&holdings);
    let allocated = |which: fn(Sink) -> bool| allocation.points_of(which) as i32;
    let count = |which: fn(&Placed) -> bool| village.iter().filter(|p| which(p)).count();
    // Choice 48: every upgraded tile and every extension, the home tile's included.
    let upgraded = count(|p| p.upgraded);
    let extensions = count(|p| p.extension.is_some());
    // Every winter tile has a line: its flat points, or those of the allocation added later.
    for p in village {
        let Building::Tile(t) = p.building else { continue };
        let flat = match t.data().scoring {
            Scoring::Flat(n) => usize::from(n),
            Scoring::PerUpgraded(n) => usize::from(n) * upgraded,
            Scoring::PerExtension(n) => usize::from(n) * extensions,
            Scoring::Set(..) | Scoring::PerUnfulfilled(_) => 0,
            _ => continue,
        };
        lines.push(Line::new(WINTER, On::Sink(Sink::Winter(t)), flat as i32));
    }
    let flat_winter: i32 = lines.iter().filter(|l| l.row == WINTER).map(|l| l.points).sum();
    let boats = held_boats(state, seat, player);
    lines.extend(boats.iter().map(|&(b, p)| Line::new(BOATS, On::Boat(b), p as i32)));
    if holds(WHITE_WIND) {
        lines.push(Line::new(BOATS, On::Sink(Sink::WhiteWind), 0));
    }
    let boats: usize = boats.iter().map(|&(_, p)| p).sum();
    let turn_order = turn_order_points(state, village);
    let rows = [
        yards + allocated(|s| matches!(s, Sink::Yard(_))),
        village.iter().map(|p| i32::from(p.vp())).sum(),
        // Choice 47: an extension counts its tile's fixed VP once more.
        village.iter().filter(|p| p.extension.is_some()).map(|p| i32::from(p.vp())).sum(),
        allocated(|s| matches!(s, Sink::Contract(_))),
        flat_winter + allocated(|s| matches!(s, Sink::Winter(_))),
        boats as i32 + allocated(|s| s == Sink::WhiteWind),
        turn_order as i32,
        allocated(|s| s == Sink::Gold),
    ];
    let lines = detail::merge(lines, &allocation);
    Breakdown { points: in_play(rows, state.config.options.merchants), holdings, allocation, lines }
}

/// The scoring boats in the village of `player` (`seat` in `state`, or that player with a tile
/// more) with their points as the village stands (White Wind, which scores by the allocation,
/// left out).
fn held_boats(state: &State, seat: Seat, player: &Player) -> Vec<(u8, usize)> {
    let village = &player.village;
    let holds = |boat: u8| village.iter().any(|p| p.building == Building::Boat(boat));
    let count = |which: fn(&Placed) -> bool| village.iter().filter(|p| which(p)).count();
    // Choice 50: the winter tiles for Sea Breese II.
    let winter_tiles = || count(|p| matches!(p.building, Building::Tile(t) if t.data().season == Season::Winter));
    let double = || if state.has(seat, Ability::DoubleTransport) { 2 } else { 1 };
    // Choice 49: the upgrade icons the transport tiles show, and the cabins; 2b doubles all.
    let icons = || usize::from(player.cabins) + transport(village, |_, upgrades| upgrades);
    // What each scoring boat counts; its points per count are the detail's (`boat_points`).
    let counted = |boat: u8| match boat {
        KEYFLOWER => transport(village, |carts, _| carts) * double(),
        SEA_BASTION => on_road_loops(village),
        SEA_BREESE => linked_boats(village),
        SEA_BREESE_II => winter_tiles(),
        IANVINCIBLE_II => icons() * double(),
        _ => 1,
    };
    [KEYFLOWER, SEA_BASTION, SEA_BREESE, FLIPPER, IANVINCIBLE, SEA_BREESE_II, IANVINCIBLE_II]
        .into_iter()
        .filter(|&b| holds(b))
        .map(|b| (b, detail::boat_points(b, counted(b))))
        .collect()
}

/// The points of the turn-order tiles in `village` as it stands. Choice 33: every tile next to
/// one (data version 2), or only those linked by road.
pub fn turn_order_points(state: &State, village: &[Placed]) -> usize {
    let every = state.config.turn_order_scores_every_neighbour();
    (0..village.len())
        .filter(|&i| matches!(village[i].building, Building::TurnOrder(_)))
        .map(|i| road_neighbours(village, i, every).len())
        .sum()
}

/// The points the shape of the village of `player` (`seat` in `state`, or that player with a
/// tile more) makes as it stands: its scoring boats (White Wind's allocated workers left out) and
/// its turn-order tiles, as [`breakdown`] scores them. The bots' evaluation reads it, so that it
/// values where a tile goes.
pub fn shape_points(state: &State, seat: Seat, player: &Player) -> usize {
    held_boats(state, seat, player).iter().map(|&(_, p)| p).sum::<usize>() + turn_order_points(state, &player.village)
}

/// What `seat` brings to the allocation, and a line for each yard with the resources that score
/// there whatever the allocation (choice 27).
fn holdings(state: &State, seat: Seat) -> (Holdings, Vec<Line>) {
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
        contracts: player.contracts.clone(),
        contract_vp: CONTRACT_VP
            [usize::from(player.village.iter().any(|p| p.building == Building::Boat(WHITE_WIND_II)))],
        ..Holdings::default()
    };
    let mut yards = Vec::new();
    for (i, placed) in player.village.iter().enumerate() {
        let yard = yard(placed).map(|(kind, rate)| (i as u8, kind, rate));
        if let Some((at, _, rate)) = yard {
            if holdings.purple_yard.is_none_or(|(_, best)| rate > best) {
                holdings.purple_yard = Some((at, rate));
            }
            yards.push(Line::new(YARDS, On::Sink(Sink::Yard(at)), 0));
        }
        for resource in Resource::ALL {
            let count = placed.resources.of(resource);
            match yard {
                Some((at, kind, rate)) if kind.map_or(resource != Resource::Gold, |k| k == resource) && count > 0 => {
                    let line = yards.last_mut().expect("the yard's line");
                    line.points += i32::from(count) * i32::from(rate);
                    let to = Sink::Yard(at);
                    line.own.push(Use { to, piece: Piece::Resource(resource), purple: false, count });
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

/// The sum of `what` (of carts and upgrade icons) over the village's transport tiles (home
/// tile, Stable, Farrier, Wainwright) on the sides they show: the Keyflower boat scores the carts
/// (choice 30), Ianvincible II the upgrade icons (choice 49).
fn transport(village: &[Placed], what: fn(usize, usize) -> usize) -> usize {
    village
        .iter()
        .map(|p| match p.effect() {
            Effect::Transport { carts, upgrades } => what(usize::from(carts), usize::from(upgrades)),
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

/// How many boats (the boat tiles, "II" boats included, and summer boats) are linked to the home
/// tile by water: each through a water edge facing a water edge of the home tile or of a boat
/// linked already (choices 32, 50).
pub fn linked_boats(village: &[Placed]) -> usize {
    let home = village.iter().position(|p| matches!(p.building, Building::Home(_))).expect("a home tile");
    let mut linked = vec![home];
    let mut next = 0;
    while let Some(&i) = linked.get(next) {
        next += 1;
        for d in (0..6).filter(|&d| placed_edge(&village[i], d) == Edge::Water) {
            let at = neighbour(village[i].at, d);
            if let Some(j) = village.iter().position(|p| p.at == at)
                && is_boat(village[j].building)
                && placed_edge(&village[j], (d + 3) % 6) == Edge::Water
                && !linked.contains(&j)
            {
                linked.push(j);
            }
        }
    }
    linked.len() - 1
}
