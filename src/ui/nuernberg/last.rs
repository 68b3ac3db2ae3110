//! The last move on the board: the places its events touched (a storage room traded with, a
//! guest room emptied, a roof, a workshop window, the players concerned, the turn order, a
//! called guild's house), marked until the next move (the kit's [`Touched`]). The scene's last
//! move holds only what the viewer may know, so nothing secret is marked.

use super::targets::Target;
use crate::games::nuernberg::{Event, Place};
use crate::ui::kit::targets::Touched;

/// Adds what `event` touched to `touched`.
pub fn touch(event: &Event, touched: &mut Touched<Target>) {
    use Event::*;
    use Target::{House, Player, Roof, Room, Storage};
    match event {
        Planned { seat, .. }
        | Passed { seat }
        | NoEffect { seat, .. }
        | MerchantGained { seat }
        | RoofBonus { seat, .. }
        | Loaded { seat, .. }
        | OutOfMerchants { seat }
        | Income { seat, .. } => touched.mark(Player(*seat)),
        GuildCalled { guild, players, .. } => {
            touched.mark(House(*guild));
            players.iter().for_each(|&s| touched.mark(Player(s)));
        }
        // Every action at a guild ends with a merchant on its roof.
        Sold { seat, guild, .. } | Bought { seat, guild, .. } => {
            touched.mark(Storage(*guild));
            touched.mark(Roof(*guild));
            touched.mark(Player(*seat));
        }
        DidNothing { seat, guild } => {
            touched.mark(Roof(*guild));
            touched.mark(Player(*seat));
        }
        Recruited { seat, guild, room, .. } => {
            touched.mark(Room(*guild, *room));
            touched.mark(Roof(*guild));
            touched.mark(Player(*seat));
        }
        MovedFirst { .. } => touched.mark(Target::TurnOrder),
        Stolen { seat, victim, .. } => {
            touched.mark(Player(*seat));
            touched.mark(Player(*victim));
        }
        Swapped { a, b, .. } => {
            touched.mark(on_board(*a));
            touched.mark(on_board(*b));
        }
        PutOnRoof { guild, .. } => touched.mark(Roof(*guild)),
        MoneyShown { taler, .. } => taler.iter().for_each(|&(s, _)| touched.mark(Player(s))),
        NoFavourite { guild } | PrestigeGuild { guild } => touched.mark(House(*guild)),
        Favourite { guild, seat, .. } => {
            touched.mark(House(*guild));
            touched.mark(Player(*seat));
        }
        NewMaster { guild, .. } => touched.mark(on_board(Place::Workshop { guild: *guild, window: 0, layer: 0 })),
        NewPass { .. } | RoundEnd { .. } | NewRound { .. } | GameEnd => {}
    }
}

/// The spot the board draws for a place (a guest room is drawn as one spot with its cost).
fn on_board(place: Place) -> Target {
    match place {
        Place::Room { guild, room } => Target::Room(guild, room),
        workshop => Target::Place(workshop),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::games::nuernberg::Goods;
    use crate::games::nuernberg::data::Guild;

    fn touched(events: Vec<Event>) -> Vec<Target> {
        let mut touched = Touched::default();
        events.iter().for_each(|e| touch(e, &mut touched));
        touched.places
    }

    #[test]
    fn a_purchase_marks_the_storage_room_the_roof_and_the_buyer() {
        let bought = Event::Bought { seat: Seat(1), guild: Guild::Brauer, goods: Goods([2, 0, 0, 0, 0, 0]), cost: 8 };
        assert_eq!(
            touched(vec![bought]),
            vec![Target::Storage(Guild::Brauer), Target::Roof(Guild::Brauer), Target::Player(Seat(1))]
        );
    }

    #[test]
    fn a_swap_marks_both_places_and_a_call_the_house_and_its_players() {
        let a = Place::Room { guild: Guild::Drucker, room: 1 };
        let b = Place::Workshop { guild: Guild::Drucker, window: 2, layer: 0 };
        let called = Event::GuildCalled { guild: Guild::Baecker, players: vec![Seat(0), Seat(2)], limit: 2 };
        assert_eq!(
            touched(vec![Event::Swapped { seat: Seat(1), a, b }, called]),
            vec![
                Target::Room(Guild::Drucker, 1),
                Target::Place(b),
                Target::House(Guild::Baecker),
                Target::Player(Seat(0)),
                Target::Player(Seat(2))
            ]
        );
        assert!(touched(Vec::new()).is_empty());
    }
}
