//! The last move on the board: the places its events touched (a storage room traded with, a
//! guest room emptied, a roof, a workshop window, the players concerned, the turn order, a
//! called guild's house), marked until the next move, and the move in words for screen readers.
//! The scene's [`LastMove`] holds only what the viewer may know, so nothing secret is marked.

use super::targets::Target;
use crate::games::nuernberg::data::Guild;
use crate::games::nuernberg::{Event, Nuernberg, Place};
use crate::i18n::{Describe, Lang, with_names};
use crate::ui::table::LastMove;

/// What the last move touched.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// Places on the board and players.
    pub places: Vec<Target>,
    /// Guild houses touched as a whole (called, a favourite chosen, a new prestige guild).
    pub houses: Vec<Guild>,
}

impl Marks {
    /// The marks of `last`.
    pub fn of(last: Option<&LastMove<Nuernberg>>) -> Self {
        let mut marks = Marks::default();
        for event in last.map_or(&[][..], |l| &l.events) {
            marks.add(event);
        }
        marks
    }

    /// Whether `target` was touched.
    pub fn has(&self, target: &Target) -> bool {
        self.places.contains(target)
    }

    fn place(&mut self, target: Target) {
        if !self.places.contains(&target) {
            self.places.push(target);
        }
    }

    fn house(&mut self, g: Guild) {
        if !self.houses.contains(&g) {
            self.houses.push(g);
        }
    }

    fn add(&mut self, event: &Event) {
        use Event::*;
        use Target::{Player, Roof, Room, Storage};
        match event {
            Planned { seat, .. }
            | Passed { seat }
            | NoEffect { seat, .. }
            | MerchantGained { seat }
            | RoofBonus { seat, .. }
            | Loaded { seat, .. }
            | OutOfMerchants { seat }
            | Income { seat, .. } => self.place(Player(*seat)),
            GuildCalled { guild, players, .. } => {
                self.house(*guild);
                players.iter().for_each(|&s| self.place(Player(s)));
            }
            // Every action at a guild ends with a merchant on its roof.
            Sold { seat, guild, .. } | Bought { seat, guild, .. } => {
                self.place(Storage(*guild));
                self.place(Roof(*guild));
                self.place(Player(*seat));
            }
            DidNothing { seat, guild } => {
                self.place(Roof(*guild));
                self.place(Player(*seat));
            }
            Recruited { seat, guild, room, .. } => {
                self.place(Room(*guild, *room));
                self.place(Roof(*guild));
                self.place(Player(*seat));
            }
            MovedFirst { .. } => self.place(Target::TurnOrder),
            Stolen { seat, victim, .. } => {
                self.place(Player(*seat));
                self.place(Player(*victim));
            }
            Swapped { a, b, .. } => {
                self.place(on_board(*a));
                self.place(on_board(*b));
            }
            PutOnRoof { guild, .. } => self.place(Roof(*guild)),
            MoneyShown { taler, .. } => taler.iter().for_each(|&(s, _)| self.place(Player(s))),
            NoFavourite { guild } | PrestigeGuild { guild } => self.house(*guild),
            Favourite { guild, seat, .. } => {
                self.house(*guild);
                self.place(Player(*seat));
            }
            NewMaster { guild, .. } => self.place(on_board(Place::Workshop { guild: *guild, window: 0, layer: 0 })),
            NewPass { .. } | RoundEnd { .. } | NewRound { .. } | GameEnd => {}
        }
    }
}

/// The spot the board draws for a place (a guest room is drawn as one spot with its cost).
fn on_board(place: Place) -> Target {
    match place {
        Place::Room { guild, room } => Target::Room(guild, room),
        workshop => Target::Place(workshop),
    }
}

/// The last move in words, with the players' names: what it caused, line by line.
pub fn words(last: Option<&LastMove<Nuernberg>>, lang: Lang, names: &[String]) -> String {
    let lines: Vec<String> =
        last.map_or(&[][..], |l| &l.events).iter().map(|e| with_names(e.describe().get(lang), lang, names)).collect();
    lines.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::games::nuernberg::Goods;

    fn last(events: Vec<Event>) -> LastMove<Nuernberg> {
        LastMove { seat: Seat(1), events }
    }

    #[test]
    fn a_purchase_marks_the_storage_room_the_roof_and_the_buyer() {
        let bought = Event::Bought { seat: Seat(1), guild: Guild::Brauer, goods: Goods([2, 0, 0, 0, 0, 0]), cost: 8 };
        let marks = Marks::of(Some(&last(vec![bought])));
        assert_eq!(
            marks.places,
            vec![Target::Storage(Guild::Brauer), Target::Roof(Guild::Brauer), Target::Player(Seat(1))]
        );
        assert!(marks.houses.is_empty());
    }

    #[test]
    fn a_swap_marks_both_places_and_a_call_the_house_and_its_players() {
        let a = Place::Room { guild: Guild::Drucker, room: 1 };
        let b = Place::Workshop { guild: Guild::Drucker, window: 2, layer: 0 };
        let called = Event::GuildCalled { guild: Guild::Baecker, players: vec![Seat(0), Seat(2)], limit: 2 };
        let marks = Marks::of(Some(&last(vec![Event::Swapped { seat: Seat(1), a, b }, called])));
        assert_eq!(
            marks.places,
            vec![Target::Room(Guild::Drucker, 1), Target::Place(b), Target::Player(Seat(0)), Target::Player(Seat(2))]
        );
        assert_eq!(marks.houses, vec![Guild::Baecker]);
        assert_eq!(Marks::of(None), Marks::default());
    }

    #[test]
    fn the_move_reads_with_the_players_names() {
        let sold = Event::Sold { seat: Seat(1), guild: Guild::Brauer, count: 1, proceeds: 6 };
        let names = vec!["Ann".to_string(), "Bo".to_string()];
        assert_eq!(words(Some(&last(vec![sold])), Lang::En, &names), "Bo sells 1× beer for 6 Taler.");
        assert_eq!(words(None, Lang::En, &names), "");
    }
}
