//! Keyples on one's own buildings (rulebook "Gebäudeplättchen genau erklärt"): a building with
//! the keyple symbol works when a keyple is played or laid down on it, one action alone, two
//! with a follower or an existing keyple laid down (plots have no colour frames). Converting
//! tiles turn the pieces they name into others (from data version 2 a finished good may be given
//! for a raw material they name, and the Trading post gives pieces of other kinds than the one
//! given); the Builder and Farm labourer build and upgrade
//! (in `build`). A follower on another player's building uses its effect for themselves, as a
//! follower on a field does.

use super::actions::Action;
use super::data::{Animal, Finished, Gem, Good, Raw, Tile};
use super::state::{Spot, State, Work};
use super::{Config, Event};
use crate::engine::{Events, Seat};

type Pieces = Vec<Vec<Good>>;

fn singles(set: &[Good]) -> Pieces {
    set.iter().map(|&g| vec![g]).collect()
}

fn pairs(set: &[Good]) -> Pieces {
    let mut out = Vec::new();
    for (i, &a) in set.iter().enumerate() {
        for &b in &set[i..] {
            out.push(vec![a, b]);
        }
    }
    out
}

/// What one action of `tile` may give and take under `config`'s rules: groups of (inputs,
/// outputs), any input of a group with any output of it (rulebook tile texts). From data
/// version 2 a finished good may be given as its raw material
/// ([`Config::finished_good_serves_as_raw`]).
pub fn conversions(tile: Tile, upgraded: bool, config: &Config) -> Vec<(Pieces, Pieces)> {
    let raw: Vec<Good> = Raw::ALL.map(Good::Raw).to_vec();
    let finished: Vec<Good> = Finished::ALL.map(Good::Finished).to_vec();
    let gems: Vec<Good> = Gem::ALL.map(Good::Gem).to_vec();
    let animals: Vec<Good> = Animal::ALL.map(Good::Animal).to_vec();
    let wild: Vec<Good> = [Animal::Chicken, Animal::Deer, Animal::Goat, Animal::Boar].map(Good::Animal).to_vec();
    let any: Vec<Good> = raw.iter().chain(&finished).chain(&gems).copied().chain([Good::Wheat]).collect();
    let as_raw = |r: Raw| as_raw(r, config);
    let raw_in: Vec<Good> = Raw::ALL.into_iter().flat_map(as_raw).collect();
    let one_or_two = |set: &[Good]| if upgraded { pairs(set) } else { singles(set) };
    let two_or_one = |set: &[Good]| if upgraded { singles(set) } else { pairs(set) };
    let process = |r: Raw| {
        let f = Good::Finished(r.finished());
        vec![(singles(&as_raw(r)), vec![if upgraded { vec![f, f] } else { vec![f] }])]
    };
    match tile {
        Tile::Brickmaker => process(Raw::Clay),
        Tile::Carpenter => process(Raw::Logs),
        Tile::Stonemason => process(Raw::Stone),
        Tile::Scrapyard => vec![(two_or_one(&raw_in), singles(&finished))],
        Tile::Alchemist => vec![(two_or_one(&raw_in), singles(&gems))],
        Tile::GemDealer => vec![(singles(&gems), one_or_two(&gems))],
        Tile::HopField => vec![(vec![vec![Good::Wheat]], one_or_two(&animals))],
        Tile::JewelCutter => vec![(vec![vec![Good::Finished(Finished::Block)]], one_or_two(&gems))],
        Tile::LivestockMarket => vec![(singles(&animals), one_or_two(&animals))],
        Tile::Windmill => vec![(singles(&raw_in), vec![vec![Good::Wheat, Good::Wheat]])],
        Tile::Copse => vec![(vec![vec![Good::Finished(Finished::Timber)]], one_or_two(&wild))],
        Tile::KeyMarket => vec![(two_or_one(&any), singles(&any))],
        Tile::TradingPost => trading_post(upgraded, config),
        _ => Vec::new(),
    }
}

/// The pieces that may be given as raw material `r`: the raw material, and from data version 2
/// its finished good.
fn as_raw(r: Raw, config: &Config) -> Vec<Good> {
    let mut out = vec![Good::Raw(r)];
    if config.finished_good_serves_as_raw() {
        out.push(Good::Finished(r.finished()));
    }
    out
}

/// The Trading post: 1 raw material for 2, or 1 finished good for 2; upgraded, both in one
/// action ("und"). From data version 2 the two taken are "beliebige andere", of other kinds than
/// the one given ([`Config::trading_post_gives_other_kinds`]).
fn trading_post(upgraded: bool, config: &Config) -> Vec<(Pieces, Pieces)> {
    // Each kind given (`None`: any kind), with the kinds its two pieces may be taken from.
    let kinds = |all: [Good; 3]| -> Vec<(Option<usize>, Vec<Good>)> {
        if config.trading_post_gives_other_kinds() {
            (0..3).map(|k| (Some(k), all.iter().copied().filter(|&g| g != all[k]).collect())).collect()
        } else {
            vec![(None, all.to_vec())]
        }
    };
    let raw_given = |k: Option<usize>| -> Vec<Good> {
        let kinds = k.map_or(Raw::ALL.to_vec(), |k| vec![Raw::ALL[k]]);
        kinds.into_iter().flat_map(|r| as_raw(r, config)).collect()
    };
    let finished_given = |k: Option<usize>| -> Vec<Good> {
        k.map_or(Finished::ALL.to_vec(), |k| vec![Finished::ALL[k]]).into_iter().map(Good::Finished).collect()
    };
    let raw_kinds = kinds(Raw::ALL.map(Good::Raw));
    let finished_kinds = kinds(Finished::ALL.map(Good::Finished));
    let mut groups: Vec<(Pieces, Pieces)> = Vec::new();
    for (k, others) in &raw_kinds {
        groups.push((singles(&raw_given(*k)), pairs(others)));
    }
    for (k, others) in &finished_kinds {
        groups.push((singles(&finished_given(*k)), pairs(others)));
    }
    if upgraded {
        // Upgraded, one action trades a raw material and a finished good together.
        for (r, raw_others) in &raw_kinds {
            for (f, finished_others) in &finished_kinds {
                let gives = raw_given(*r)
                    .into_iter()
                    .flat_map(|a| finished_given(*f).into_iter().map(move |b| vec![a, b]))
                    .collect();
                let gets = pairs(raw_others)
                    .into_iter()
                    .flat_map(|a| pairs(finished_others).into_iter().map(move |b| [a.clone(), b].concat()))
                    .collect();
                groups.push((gives, gets));
            }
        }
    }
    groups
}

/// Whether `goods` holds every piece of `pieces`.
fn holds(goods: &super::state::Supply, pieces: &[Good]) -> bool {
    let mut left = goods.clone();
    pieces.iter().all(|&g| left.take(g, 1) == 1)
}

impl State {
    /// The building on a plot spot.
    fn building_at(&self, spot: Spot) -> Option<&super::state::Building> {
        let Spot::Plot { seat, plot } = spot else { return None };
        self.players[seat].plot(plot).as_ref()
    }

    /// The own buildings `seat` may play a keyple on: those that work, and those not yet upgraded
    /// (a keyple on a building may upgrade it).
    pub fn own_plots(&self, seat: Seat) -> Vec<Spot> {
        let p = &self.players[seat];
        let plots = (0..8).map(super::state::Plot::Farm).chain((0..12).map(super::state::Plot::Village));
        plots
            .filter(|&plot| p.plot(plot).as_ref().is_some_and(|b| b.tile.data().worked || !b.upgraded))
            .map(|plot| Spot::Plot { seat, plot })
            .collect()
    }

    /// The uses of one action of the building of `work` for `seat`.
    pub fn tile_actions(&self, seat: Seat, work: &Work) -> Vec<Action> {
        let b = self.building_at(work.spot).expect("a worked building");
        let Spot::Plot { seat: owner, plot } = work.spot else { unreachable!("a building") };
        let mut out = if self.builds(work) { self.build_actions(seat, work) } else { Vec::new() };
        // Any keyple on a building may upgrade it instead (way iv), for its owner.
        let upgrade = Action::Upgrade { plot };
        if seat == owner && !b.upgraded && self.may_upgrade_here(seat, plot) && !out.contains(&upgrade) {
            out.push(upgrade);
        }
        let goods = &self.players[seat].goods;
        // A conversion giving back the very pieces it takes changes nothing (choice 16).
        let idle = |give: &Vec<Good>, get: &Vec<Good>| self.config.finished_good_serves_as_raw() && give == get;
        for (gives, gets) in conversions(b.tile, b.upgraded, &self.config) {
            for give in gives.iter().filter(|g| holds(goods, g)) {
                let mut supply = self.supply.clone();
                give.iter().for_each(|&g| supply.add(g, 1));
                for get in gets.iter().filter(|g| holds(&supply, g) && !idle(give, g)) {
                    out.push(Action::Convert { give: give.clone(), get: get.clone() });
                }
            }
        }
        out
    }

    /// Gives `give` to the supply and takes `get` from it.
    pub fn convert(&mut self, seat: Seat, give: &[Good], get: &[Good], events: &mut Events<Event>) {
        let goods = &mut self.players[seat].goods;
        give.iter().for_each(|&g| {
            goods.give(&mut self.supply, g, 1);
        });
        get.iter().for_each(|&g| {
            self.supply.give(goods, g, 1);
        });
        events.push_with(|| Event::Converted { seat, give: give.to_vec(), get: get.to_vec() });
    }
}
