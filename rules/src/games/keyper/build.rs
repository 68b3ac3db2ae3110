//! Building and upgrading from the build, discount-build and upgrade fields (rulebook "Bauen",
//! "Gebäudeplättchen verbessern", "überbauen"): a held tile goes onto a free plot of its area,
//! or over a building not yet built over (which loses its function and points and passes on
//! its keyples); a built tile turns to its upgraded side. Costs are paid piece by piece: a
//! finished good pays for its raw material, wheat for a white symbol, and a piece is only
//! offered if the rest of the cost can still be paid.

use super::Event;
use super::actions::Action;
use super::data::{Area, CostItem, Field, Finished, Good, Raw, Tile};
use super::state::{Building, Pay, Phase, Plot, State, Supply, Work};
use crate::engine::Seat;

/// The pieces that can pay one cost symbol.
pub fn pays(item: CostItem) -> Vec<Good> {
    let raw = Raw::ALL.map(Good::Raw);
    let finished = Finished::ALL.map(Good::Finished);
    match item {
        CostItem::Raw(r) => vec![Good::Raw(r), Good::Finished(r.finished())],
        CostItem::Finished(f) => vec![Good::Finished(f)],
        CostItem::AnyRaw => raw.into_iter().chain(finished).chain([Good::Wheat]).collect(),
        CostItem::AnyFinished => finished.into_iter().chain([Good::Wheat]).collect(),
        CostItem::Wheat => vec![Good::Wheat],
    }
}

/// Whether `goods` can pay every symbol of `items`.
pub fn affordable(goods: &Supply, items: &[CostItem]) -> bool {
    let Some((&first, rest)) = items.split_first() else { return true };
    pays(first).into_iter().any(|g| {
        let mut left = goods.clone();
        left.take(g, 1) == 1 && affordable(&left, rest)
    })
}

/// The plots of `area`.
fn plots(area: Area) -> Vec<Plot> {
    match area {
        Area::Farm => (0..8).map(Plot::Farm).collect(),
        Area::Village => (0..12).map(Plot::Village).collect(),
    }
}

/// What a build costs on `field`: the tile's cost, or on the discount field one finished good
/// or wheat (choice 3 of the module doc).
fn build_cost(field: Field, tile: Tile) -> Vec<CostItem> {
    match field {
        Field::DiscountBuild => vec![CostItem::AnyFinished],
        _ => tile.data().cost.to_vec(),
    }
}

impl State {
    /// The builds or upgrades `seat` may make with one action of `work`'s field.
    pub fn build_actions(&self, seat: Seat, work: &Work) -> Vec<Action> {
        let p = &self.players[seat];
        let field = self.field(work.spot).expect("a worked field exists");
        let mut out = Vec::new();
        if field == Field::Upgrade {
            for plot in plots(Area::Farm).into_iter().chain(plots(Area::Village)) {
                let cost = [upgrade_cost(plot)];
                if p.plot(plot).as_ref().is_some_and(|b| !b.upgraded) && affordable(&p.goods, &cost) {
                    out.push(Action::Upgrade { plot });
                }
            }
            return out;
        }
        let mut tiles = p.unbuilt.clone();
        tiles.sort();
        tiles.dedup();
        for tile in tiles {
            if !affordable(&p.goods, &build_cost(field, tile)) {
                continue;
            }
            for plot in plots(tile.data().area) {
                if p.plot(plot).as_ref().is_none_or(|b| b.covered.is_none()) {
                    out.push(Action::Build { tile, plot });
                }
            }
        }
        out
    }

    /// Builds or upgrades, then asks for the payment.
    pub fn start_build(&mut self, seat: Seat, action: &Action, work: Work, events: &mut Vec<Event>) {
        let field = self.field(work.spot).expect("a worked field exists");
        let p = &mut self.players[seat];
        let items = match *action {
            Action::Build { tile, plot } => {
                let at = p.unbuilt.iter().position(|&t| t == tile).expect("offered tiles are held");
                p.unbuilt.remove(at);
                let slot = p.plot_mut(plot);
                let (covered, keyples) = match slot.take() {
                    Some(old) => (Some(old.tile), old.keyples),
                    None => (None, Vec::new()),
                };
                *slot = Some(Building { tile, upgraded: false, covered, keyples });
                events.push(Event::Built { seat, tile, plot, over: covered });
                build_cost(field, tile)
            }
            Action::Upgrade { plot } => {
                let building = p.plot_mut(plot).as_mut().expect("offered plots are built");
                building.upgraded = true;
                events.push(Event::Upgraded { seat, tile: building.tile, plot });
                vec![upgrade_cost(plot)]
            }
            _ => unreachable!("a build or an upgrade"),
        };
        self.phase = Phase::Pay(Pay { items, work });
    }

    /// The pieces `seat` may pay for the next symbol.
    pub fn pay_actions(&self, seat: Seat, pay: &Pay) -> Vec<Action> {
        let goods = &self.players[seat].goods;
        pays(pay.items[0])
            .into_iter()
            .filter(|&g| {
                let mut left = goods.clone();
                left.take(g, 1) == 1 && affordable(&left, &pay.items[1..])
            })
            .map(|good| Action::Pay { good })
            .collect()
    }

    /// Pays one symbol; with the cost paid, the work goes on.
    pub fn pay(&mut self, seat: Seat, good: Good, events: &mut Vec<Event>) {
        let Phase::Pay(mut pay) = std::mem::replace(&mut self.phase, Phase::Turn) else {
            unreachable!("checked by legal")
        };
        self.players[seat].goods.give(&mut self.supply, good, 1);
        events.push(Event::Paid { seat, good });
        pay.items.remove(0);
        if pay.items.is_empty() {
            self.next_work(pay.work, events);
        } else {
            self.phase = Phase::Pay(pay);
        }
    }
}

/// An upgrade costs a raw material or wheat on the farm, a finished good or wheat in the
/// village (rulebook).
fn upgrade_cost(plot: Plot) -> CostItem {
    match plot {
        Plot::Farm(_) => CostItem::AnyRaw,
        Plot::Village(_) => CostItem::AnyFinished,
    }
}
