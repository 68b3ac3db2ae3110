//! Building and upgrading from the build, discount-build and upgrade fields and the Builder and
//! Farm labourer tiles (rulebook "Bauen",
//! "Gebäudeplättchen verbessern", "überbauen"): a held tile goes onto a free plot of its area,
//! or over a building not yet built over (which loses its function and points and passes on
//! its keyples); a built tile turns to its upgraded side. Costs are paid piece by piece: a
//! finished good pays for its raw material, wheat for a white symbol, and a piece is only
//! offered if the rest of the cost can still be paid.

use super::Event;
use super::actions::Action;
use super::data::{Area, CostItem, Field, Finished, Good, Raw, Tile, VILLAGE_COLUMNS, VILLAGE_ROWS};
use super::state::{Building, Pay, Phase, Player, Plot, State, Supply, Work};
use crate::engine::sort;
use crate::engine::{Events, Seat};

/// The pieces that can pay one cost symbol.
pub fn pays(item: CostItem) -> &'static [Good] {
    use Finished::{Block, Brick, Timber};
    use Raw::{Clay, Logs, Stone};
    const ANY_FINISHED: [Good; 4] = [Good::Finished(Brick), Good::Finished(Timber), Good::Finished(Block), Good::Wheat];
    const ANY_RAW: [Good; 7] = [
        Good::Raw(Clay),
        Good::Raw(Logs),
        Good::Raw(Stone),
        Good::Finished(Brick),
        Good::Finished(Timber),
        Good::Finished(Block),
        Good::Wheat,
    ];
    match item {
        CostItem::Raw(Clay) => &[Good::Raw(Clay), Good::Finished(Brick)],
        CostItem::Raw(Logs) => &[Good::Raw(Logs), Good::Finished(Timber)],
        CostItem::Raw(Stone) => &[Good::Raw(Stone), Good::Finished(Block)],
        CostItem::Finished(Brick) => &ANY_FINISHED[0..1],
        CostItem::Finished(Timber) => &ANY_FINISHED[1..2],
        CostItem::Finished(Block) => &ANY_FINISHED[2..3],
        CostItem::AnyRaw => &ANY_RAW,
        CostItem::AnyFinished => &ANY_FINISHED,
        CostItem::Wheat => &ANY_FINISHED[3..4],
    }
}

/// Whether `goods` can pay every symbol of `items`.
pub fn affordable(goods: &Supply, items: &[CostItem]) -> bool {
    let Some((&first, rest)) = items.split_first() else { return true };
    pays(first).iter().any(|&g| {
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

/// What a build or upgrade costs under a rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Price {
    /// The printed cost (a build) or the area's upgrade cost.
    Printed,
    /// One finished good or wheat (the discount field, the Builder).
    OneFinished,
    /// Nothing (the Farm labourer).
    Free,
}

/// What one action of a field or building may build or upgrade, and at what price.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct BuildRule {
    /// The price of a build, if it may build.
    build: Option<Price>,
    /// The price of an upgrade, if it may upgrade.
    upgrade: Option<Price>,
    /// Whether only farm tiles qualify (the Farm labourer).
    farm_only: bool,
}

impl BuildRule {
    fn cost(&self, price: Price, printed: Vec<CostItem>) -> Vec<CostItem> {
        match price {
            Price::Printed => printed,
            Price::OneFinished => vec![CostItem::AnyFinished],
            Price::Free => Vec::new(),
        }
    }
}

/// Building on the tile itself, or upgrading the building a keyple is on: printed costs.
const HERE: BuildRule = BuildRule { build: Some(Price::Printed), upgrade: Some(Price::Printed), farm_only: false };

/// Whether a Building plot lets `plot` be built free: the plot to its right, and upgraded also
/// those above and below it (rulebook).
pub fn free_plot(p: &Player, plot: Plot) -> bool {
    let Plot::Village(i) = plot else { return false };
    let (row, column) = (usize::from(i) / VILLAGE_COLUMNS, usize::from(i) % VILLAGE_COLUMNS);
    let building_plot = |r: usize, c: usize, upgraded_only: bool| {
        p.village[r * VILLAGE_COLUMNS + c]
            .as_ref()
            .is_some_and(|b| b.tile == Tile::BuildingPlot && (b.upgraded || !upgraded_only))
    };
    (column > 0 && building_plot(row, column - 1, false))
        || (row > 0 && building_plot(row - 1, column, true))
        || (row + 1 < VILLAGE_ROWS && building_plot(row + 1, column, true))
}

/// What building `tile` on `plot` costs at `price`.
fn build_cost(p: &Player, rule: BuildRule, price: Price, tile: Tile, plot: Plot) -> Vec<CostItem> {
    if free_plot(p, plot) { Vec::new() } else { rule.cost(price, tile.data().cost.to_vec()) }
}

impl State {
    /// The build rule of the field or building of `work`, if it builds or upgrades: the build
    /// field builds at the printed cost, the discount field for one finished good or wheat
    /// (choice 3), the upgrade field upgrades; the Builder builds for one finished good (and,
    /// upgraded, upgrades for one), the Farm labourer builds farm tiles free (and, upgraded,
    /// upgrades them free).
    fn build_rule(&self, spot: super::state::Spot) -> Option<BuildRule> {
        let rule = |build, upgrade, farm_only| Some(BuildRule { build, upgrade, farm_only });
        if let Some(field) = self.field(spot) {
            return match field {
                Field::Build => rule(Some(Price::Printed), None, false),
                Field::DiscountBuild => rule(Some(Price::OneFinished), None, false),
                Field::Upgrade => rule(None, Some(Price::Printed), false),
                _ => None,
            };
        }
        let super::state::Spot::Plot { seat, plot } = spot else { return None };
        let b = self.players[seat].plot(plot).as_ref()?;
        let upgraded = |price| b.upgraded.then_some(price);
        match b.tile {
            Tile::Builder => rule(Some(Price::OneFinished), upgraded(Price::OneFinished), false),
            Tile::FarmLabourer => rule(Some(Price::Free), upgraded(Price::Free), true),
            _ => None,
        }
    }

    /// Whether `work`'s field or building builds or upgrades.
    pub fn builds(&self, work: &Work) -> bool {
        self.build_rule(work.spot).is_some()
    }

    /// The builds or upgrades `seat` may make with one action of `work`.
    pub fn build_actions(&self, seat: Seat, work: &Work) -> Vec<Action> {
        self.builds_under(seat, self.build_rule(work.spot).expect("a building action"))
    }

    /// The builds a keyple may make by going onto the new tile itself (way v: printed cost).
    pub fn builds_here(&self, seat: Seat) -> Vec<Action> {
        self.builds_under(seat, BuildRule { upgrade: None, ..HERE })
    }

    /// Whether `seat` may upgrade the building on `plot` at its area's printed cost (way iv).
    pub fn may_upgrade_here(&self, seat: Seat, plot: Plot) -> bool {
        self.builds_under(seat, BuildRule { build: None, ..HERE }).contains(&Action::Upgrade { plot })
    }

    fn builds_under(&self, seat: Seat, rule: BuildRule) -> Vec<Action> {
        self.build_options(seat, rule).collect()
    }

    /// Whether a keyple of `seat` could go onto a tile as it is built (way v): the first of
    /// [`State::builds_here`], without listing them all.
    pub fn can_build_here(&self, seat: Seat) -> bool {
        self.build_options(seat, BuildRule { upgrade: None, ..HERE }).next().is_some()
    }

    /// The builds and upgrades of `rule`, listed lazily.
    fn build_options(&self, seat: Seat, rule: BuildRule) -> impl Iterator<Item = Action> + '_ {
        let p = &self.players[seat];
        let areas: &'static [Area] = if rule.farm_only { &[Area::Farm] } else { &[Area::Farm, Area::Village] };
        let upgrades = rule.upgrade.into_iter().flat_map(move |price| {
            areas.iter().flat_map(|&a| plots(a)).filter(move |&plot| {
                let cost = rule.cost(price, vec![upgrade_cost(plot)]);
                p.plot(plot).as_ref().is_some_and(|b| !b.upgraded) && affordable(&p.goods, &cost)
            })
        });
        let mut tiles = if rule.build.is_some() { p.unbuilt.clone() } else { Vec::new() };
        sort::sort(&mut tiles);
        tiles.dedup();
        tiles.retain(|t| areas.contains(&t.data().area));
        let builds = rule.build.into_iter().flat_map(move |price| {
            tiles.clone().into_iter().flat_map(move |tile| {
                // The cost is the same on every plot but the free ones (`build_cost`).
                let can_pay = affordable(&p.goods, &rule.cost(price, tile.data().cost.to_vec()));
                plots(tile.data().area).into_iter().filter_map(move |plot| {
                    let free = p.plot(plot).as_ref().is_none_or(|b| b.covered.is_none());
                    (free && (can_pay || free_plot(p, plot))).then_some(Action::Build { tile, plot })
                })
            })
        });
        upgrades.map(|plot| Action::Upgrade { plot }).chain(builds)
    }

    /// Puts `tile` on `plot` (over what stands there), and returns its cost under `rule`.
    fn place(
        &mut self,
        seat: Seat,
        rule: BuildRule,
        tile: Tile,
        plot: Plot,
        events: &mut Events<Event>,
    ) -> Vec<CostItem> {
        let p = &mut self.players[seat];
        let items = build_cost(p, rule, rule.build.expect("offered builds"), tile, plot);
        let at = p.unbuilt.iter().position(|&t| t == tile).expect("offered tiles are held");
        p.unbuilt.remove(at);
        let slot = p.plot_mut(plot);
        let (covered, keyples) = match slot.take() {
            Some(old) => (Some(old.tile), old.keyples),
            None => (None, Vec::new()),
        };
        *slot = Some(Building { tile, upgraded: false, covered, keyples });
        events.push(Event::Built { seat, tile, plot, over: covered });
        items
    }

    /// Builds or upgrades, then asks for the payment (if any). A keyple on a building may
    /// always upgrade that building at its area's cost (way iv).
    pub fn start_build(&mut self, seat: Seat, action: &Action, work: Work, events: &mut Events<Event>) {
        let rule = self.build_rule(work.spot).unwrap_or(HERE);
        let items = match *action {
            Action::Build { tile, plot } => self.place(seat, rule, tile, plot, events),
            Action::Upgrade { plot } => {
                let building = self.players[seat].plot_mut(plot).as_mut().expect("offered plots are built");
                building.upgraded = true;
                events.push(Event::Upgraded { seat, tile: building.tile, plot });
                rule.cost(rule.upgrade.unwrap_or(Price::Printed), vec![upgrade_cost(plot)])
            }
            _ => unreachable!("a build or an upgrade"),
        };
        self.ask_payment(items, work, events);
    }

    /// Way v: the keyple goes onto the tile it builds, at the printed cost; no follower.
    pub fn build_here(
        &mut self,
        seat: Seat,
        colour: super::data::Colour,
        tile: Tile,
        plot: Plot,
        events: &mut Events<Event>,
    ) {
        let items = self.place(seat, HERE, tile, plot, events);
        let p = &mut self.players[seat];
        p.keyp_area.remove(colour);
        let building = p.plot_mut(plot).as_mut().expect("just built");
        building.keyples.push(super::state::Placed { colour, down: false });
        self.last_from_keyp = seat;
        let spot = super::state::Spot::Plot { seat, plot };
        events.push(Event::KeyplePlayed { seat, colour, spot, lay_existing: false });
        let work = Work::new(spot, vec![(seat, 1)]);
        self.ask_payment(items, work, events);
    }

    fn ask_payment(&mut self, items: Vec<CostItem>, work: Work, events: &mut Events<Event>) {
        if items.is_empty() {
            self.next_work(work, events);
        } else {
            self.phase = Phase::Pay(Pay { items, work });
        }
    }

    /// The pieces `seat` may pay for the next symbol.
    pub fn pay_actions(&self, seat: Seat, pay: &Pay) -> Vec<Action> {
        let goods = &self.players[seat].goods;
        pays(pay.items[0])
            .iter()
            .copied()
            .filter(|&g| {
                let mut left = goods.clone();
                left.take(g, 1) == 1 && affordable(&left, &pay.items[1..])
            })
            .map(|good| Action::Pay { good })
            .collect()
    }

    /// Pays one symbol; with the cost paid, the work goes on.
    pub fn pay(&mut self, seat: Seat, good: Good, events: &mut Events<Event>) {
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

/// The upgrade cost of the building on `plot` ([`area_upgrade_cost`]).
fn upgrade_cost(plot: Plot) -> CostItem {
    area_upgrade_cost(match plot {
        Plot::Farm(_) => Area::Farm,
        Plot::Village(_) => Area::Village,
    })
}

/// What upgrading a building of `area` costs at the printed price: a raw material on the farm, a
/// finished good in the village, wheat paying either (rulebook).
pub fn area_upgrade_cost(area: Area) -> CostItem {
    match area {
        Area::Farm => CostItem::AnyRaw,
        Area::Village => CostItem::AnyFinished,
    }
}
