//! The end of a season (rulebook "Ende einer Jahreszeit") and the start of the next ("Beginn
//! der nächsten Jahreszeit"): fairs held (`fairs`), animals housed, boards claimed with their
//! keyples, the display discarded and refilled, new ships, each board refolded (a secret,
//! simultaneous choice), teams cut to 8 (9 with 2 players) and the start player.

use super::Event;
use super::actions::Action;
use super::data::{Animal, Good, SHIPS, SHIPS_IN_PLAY, Season, Tile};
use super::state::{Phase, Player, State};
use crate::engine::sort;
use crate::engine::{Events, PerSeat, Seat};

/// The animals a farm building houses (up to 4 of them), if it houses any (rulebook).
pub fn houses(tile: Tile) -> &'static [Animal] {
    use Animal::*;
    match tile {
        Tile::CowShed => &[Cattle],
        Tile::PigSty => &[Pig],
        Tile::SheepShelter => &[Sheep],
        Tile::Stable => &[Horse],
        Tile::ChickenHouse => &[Chicken],
        Tile::GoatPen => &[Goat],
        Tile::GameWardensCottage => &[Deer],
        Tile::HuntersLodge => &[Boar],
        Tile::Farmyard => &[Cattle, Horse, Pig, Sheep],
        Tile::Paddock | Tile::Copse => &[Chicken, Deer, Goat, Boar],
        Tile::HopField | Tile::LivestockMarket => &Animal::ALL,
        _ => &[],
    }
}

/// How many of each animal `player` can house: buildings for one kind first, then the others
/// from the fewest kinds up, each taking the animals most in need of a place.
pub fn housing(player: &Player) -> [u8; 8] {
    let mut homes: Vec<&[Animal]> =
        player.farm.iter().flatten().map(|b| houses(b.tile)).filter(|h| !h.is_empty()).collect();
    sort::sort_by_key(&mut homes, |h| h.len());
    let mut left = player.goods.animals;
    let mut housed = [0u8; 8];
    for kinds in homes {
        let mut room = super::data::HOUSING;
        while room > 0 {
            let Some(&a) = kinds.iter().filter(|&&a| left[a as usize] > 0).max_by_key(|&&a| left[a as usize]) else {
                break;
            };
            left[a as usize] -= 1;
            housed[a as usize] += 1;
            room -= 1;
        }
    }
    housed
}

impl State {
    /// The season's end: the fairs (from data version 3 the players who could hold a winter
    /// fair decide first, [`Phase::Fairs`]), then [`State::close_season`].
    pub fn end_season(&mut self, events: &mut Events<Event>) {
        if self.config.fairs_held_by_choice() {
            let deciders = self.fairs_to_decide(events);
            if !deciders.is_empty() {
                self.phase = Phase::Fairs(deciders);
                return;
            }
        }
        self.close_season(events);
    }

    /// The rest of the season's end after the fairs (up to data version 2 the fairs are held
    /// here, each player's before their animals are housed), then the next season's start (or
    /// the game's end after winter).
    pub fn close_season(&mut self, events: &mut Events<Event>) {
        let season = self.season;
        for seat in Seat::all(self.players.len()) {
            if !self.config.fairs_held_by_choice() {
                self.hold_every_fair(seat, events);
            }
            let housed = housing(&self.players[seat]);
            for a in Animal::ALL {
                let lost = self.players[seat].goods.animals[a as usize] - housed[a as usize];
                if lost > 0 {
                    self.players[seat].goods.give(&mut self.supply, Good::Animal(a), lost);
                    events.push(Event::AnimalsLost { seat, animal: a, count: lost });
                }
            }
        }
        self.claim_boards(events);
        self.final_round = None;
        let Some(next) = season.next() else {
            self.phase = Phase::Over;
            events.push(Event::GameOver);
            return;
        };
        self.discards.append(&mut self.display);
        if season == Season::Spring {
            self.bag.append(&mut self.set_aside);
            self.rng.shuffle(&mut self.bag);
        }
        self.season = next;
        self.refill(events);
        let mut ships: Vec<u8> = (0..SHIPS.len() as u8).collect();
        self.rng.shuffle(&mut ships);
        ships.truncate(SHIPS_IN_PLAY);
        self.ships = ships;
        events.push(Event::SeasonStarted { season: next });
        self.phase = Phase::Refold(PerSeat::filled(self.players.len(), None));
    }

    /// Each player takes back the keyper, the claimed board with every keyple on it (its ship
    /// leaves the river), and the keyples from their buildings and keyp tile.
    fn claim_boards(&mut self, events: &mut Events<Event>) {
        for b in 0..self.boards.len() {
            let board = &mut self.boards[b];
            let owner = board.keyper.take().expect("every keyper is played before the season ends");
            board.owner = Some(owner);
            board.river.0 = None;
            let keyples: Vec<_> =
                board.river.1.drain(..).chain(board.fields.iter_mut().flat_map(|f| f.drain(..))).collect();
            let p = &mut self.players[owner];
            keyples.iter().for_each(|k| p.keyp_area.add(k.colour));
            p.keyper_home = true;
            events.push(Event::BoardClaimed { seat: owner, board: b as u8, keyples: keyples.len() as u8 });
        }
        for (_, p) in self.players.iter_mut() {
            for building in p.farm.iter_mut().chain(p.village.iter_mut()).flatten() {
                building.keyples.drain(..).for_each(|k| p.keyp_area.add(k.colour));
            }
            for c in p.keyp_tile.colours().collect::<Vec<_>>() {
                for _ in 0..p.keyp_tile.count(c) {
                    p.keyp_area.add(c);
                }
            }
            p.keyp_tile = Default::default();
        }
    }

    /// A refold or rest decision at the start of a season.
    pub fn season_step(&mut self, seat: Seat, action: &Action, events: &mut Events<Event>) {
        match (action, &mut self.phase) {
            (&Action::Refold { option }, Phase::Refold(chosen)) => {
                chosen[seat] = Some(option);
                if chosen.values().iter().all(Option::is_some) {
                    let chosen = chosen.clone();
                    for board in &mut self.boards {
                        let owner = board.owner.expect("claimed at the season's end");
                        board.option = chosen[owner].expect("all chosen");
                        events.push(Event::Refolded { seat: owner, board: board.board, option: board.option });
                    }
                    self.next_rest(Seat(0), events);
                }
            }
            (&Action::Rest { colour }, Phase::Rest(_)) => {
                let p = &mut self.players[seat];
                p.keyp_area.remove(colour);
                p.keyp_tile.add(colour);
                events.push(Event::Rested { seat, colour });
                self.next_rest(seat, events);
            }
            _ => unreachable!("checked by legal"),
        }
    }

    /// The first seat from `from` on with too many keyples rests some; then the season starts
    /// with the player who last played from the keyp area.
    fn next_rest(&mut self, from: Seat, events: &mut Events<Event>) {
        if let Some(seat) = (from.index()..self.players.len()).map(|i| Seat(i as u8)).find(|&s| self.over_team(s)) {
            self.phase = Phase::Rest(seat);
            return;
        }
        self.start = self.last_from_keyp;
        self.active = self.start;
        self.phase = Phase::Turn;
        events.push(Event::StartPlayer { seat: self.start });
    }
}
