//! Something that happened, for the log, and how it reads in German and English.

use super::data::{Good, Goods};
use super::state::Deed;
use super::text::{good_name, goods_text, guild_name, list_text, p, season_name, turned, worker_text};
use crate::engine::Seat;
use crate::text::{Describe, Text, capitalised};
use serde::Serialize;

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    /// A large country board was placed.
    BoardPlaced {
        /// The player.
        seat: Seat,
        /// Board number, 0..4.
        board: u8,
        /// Side up, 0 or 1.
        side: u8,
        /// Grid column.
        x: i8,
        /// Grid row.
        y: i8,
        /// Quarter turns clockwise.
        rotation: u8,
        /// Where it lies, in the words of the board's numbered fields (`placement_text`).
        place: Text,
    },
    /// A player's first worker went onto a field and brought one resource.
    FirstWorker {
        /// The player.
        seat: Seat,
        /// The field.
        field: u8,
        /// The good.
        good: Good,
    },
    /// A player made a secret choice.
    Committed {
        /// The player.
        seat: Seat,
    },
    /// A farm-house payment was revealed.
    FarmHousePaid {
        /// The player.
        seat: Seat,
        /// The farm house's resource.
        farm: Good,
        /// The other resource.
        other: Good,
    },
    /// A season's Farming begins.
    SeasonBegins {
        /// Season, 0..8.
        season: u8,
    },
    /// A worker moved.
    Moved {
        /// The player.
        seat: Seat,
        /// From this field.
        from: u8,
        /// To this field.
        to: u8,
        /// Gold paid.
        cost: u32,
    },
    /// A worker was hired.
    Hired {
        /// The player.
        seat: Seat,
        /// The field.
        field: u8,
        /// Gold paid.
        cost: u32,
    },
    /// Production (goods received, gold for shortage and skills).
    Produced {
        /// The player.
        seat: Seat,
        /// The goods.
        goods: Goods,
        /// Gold received or paid.
        gold: u32,
    },
    /// A guild skill yielded a good (or gold instead when the supply was short).
    SkillGain {
        /// The player.
        seat: Seat,
        /// Guild number.
        guild: u8,
        /// The good.
        good: Option<Good>,
        /// Gold received or paid.
        gold: u32,
    },
    /// A resource was exchanged for a luxury (gold if none was left).
    Exchanged {
        /// The player.
        seat: Seat,
        /// The good.
        good: Good,
        /// Gold received or paid.
        gold: u32,
    },
    /// A farm house became a manor house.
    Upgraded {
        /// The player.
        seat: Seat,
        /// The farm house's resource.
        farm: Good,
        /// The other resource.
        other: Good,
    },
    /// A guild deed was paid and done.
    Deed {
        /// The player.
        seat: Seat,
        /// The deed.
        deed: Deed,
    },
    /// A player ended Farming.
    FarmingEnded {
        /// The player.
        seat: Seat,
    },
    /// Market Day begins: choose goods in secret.
    MarketDayBegins,
    /// What a player brought to market, revealed.
    Brought {
        /// The player.
        seat: Seat,
        /// The goods.
        goods: Goods,
        /// The player had nothing to bring and lifted the screen.
        screen_lifted: bool,
    },
    /// A batch was sold.
    Sold {
        /// The player.
        seat: Seat,
        /// The goods.
        goods: Vec<Good>,
        /// Gold received or paid.
        gold: u32,
    },
    /// Goods were bought.
    Bought {
        /// The player.
        seat: Seat,
        /// The goods.
        goods: Vec<Good>,
        /// Gold received or paid.
        gold: u32,
    },
    /// Gold was taken as the guild action.
    TookGold {
        /// The player.
        seat: Seat,
        /// Gold received or paid.
        gold: u32,
    },
    /// An early turn was declined.
    DeclinedEarly {
        /// The player.
        seat: Seat,
    },
    /// A player passed.
    Passed {
        /// The player.
        seat: Seat,
    },
    /// End of Season 1: goods removed from the market rows.
    PricesAdjusted {
        /// Goods removed from each row.
        removed: Goods,
    },
    /// End of Season 2: the year-2 markers of a season were turned up.
    MarkersRevealed {
        /// Season, 0..8.
        season: u8,
        /// The circular marker's good.
        circle: Good,
        /// The square marker's good.
        square: Good,
    },
    /// A worker was removed instead of paid.
    Dismissed {
        /// The player.
        seat: Seat,
        /// The field.
        field: u8,
    },
    /// Wages were paid.
    WagesPaid {
        /// The player.
        seat: Seat,
        /// Gold received or paid.
        gold: u32,
    },
    /// The new turn order.
    NewOrder {
        /// Seats, first player first.
        order: Vec<Seat>,
    },
    /// The game is over.
    GameOver,
}

impl Describe for Event {
    fn describe(&self) -> Text {
        match self {
            Event::BoardPlaced { seat, board, side, rotation, place, .. } => Text::new(
                format!(
                    "Spieler {} legt Gebietstableau {} (Seite {}) an: {}, {}.",
                    p(seat),
                    board + 1,
                    side + 1,
                    place.de,
                    turned(*rotation).0
                ),
                format!(
                    "Player {} places country board {} (side {}) {}, {}.",
                    p(seat),
                    board + 1,
                    side + 1,
                    place.en,
                    turned(*rotation).1
                ),
            ),
            Event::FirstWorker { seat, field, good } => Text::new(
                format!(
                    "Spieler {} setzt seinen ersten Arbeiter auf Feld {field} und nimmt 1 {}.",
                    p(seat),
                    good_name(*good).0
                ),
                format!("Player {} puts a first worker on field {field} and takes 1 {}.", p(seat), good_name(*good).1),
            ),
            Event::Committed { seat } => Text::new(
                format!("Spieler {} hat verdeckt gewählt.", p(seat)),
                format!("Player {} has chosen in secret.", p(seat)),
            ),
            Event::FarmHousePaid { seat, farm, other } => Text::new(
                format!(
                    "Spieler {} bezahlt sein Farmhaus mit 1 {} und 1 {}.",
                    p(seat),
                    good_name(*farm).0,
                    good_name(*other).0
                ),
                format!(
                    "Player {} pays for the farm house with 1 {} and 1 {}.",
                    p(seat),
                    good_name(*farm).1,
                    good_name(*other).1
                ),
            ),
            Event::SeasonBegins { season } => {
                let (de, en) = season_name(*season);
                let en = capitalised(&en);
                Text::new(format!("{de}: Landwirtschaft beginnt."), format!("{en}: Farming begins."))
            }
            Event::Moved { seat, from, to, cost } => Text::new(
                format!("Spieler {} bewegt einen Arbeiter von Feld {from} auf Feld {to} für {cost} Gold.", p(seat)),
                format!("Player {} moves a worker from field {from} to field {to} for {cost} gold.", p(seat)),
            ),
            Event::Hired { seat, field, cost } => Text::new(
                format!("Spieler {} stellt einen Arbeiter auf Feld {field} ein und zahlt {cost} Gold.", p(seat)),
                format!("Player {} hires a worker onto field {field} for {cost} gold.", p(seat)),
            ),
            Event::Produced { seat, goods, gold } => {
                let (de, en) = goods_text(goods);
                Text::new(
                    format!("Spieler {} produziert {de} und erhält {gold} Gold.", p(seat)),
                    format!("Player {} produces {en} and receives {gold} gold.", p(seat)),
                )
            }
            Event::SkillGain { seat, guild, good, gold } => {
                let (de, en) = good.map(good_name).unwrap_or(("Gold", "gold"));
                Text::new(
                    format!(
                        "Spieler {} erhält durch die {} 1 {de} ({gold} Gold bei leerem Vorrat).",
                        p(seat),
                        guild_name(*guild).0
                    ),
                    format!(
                        "Player {} gains 1 {en} from the {} ({gold} gold for a short supply).",
                        p(seat),
                        guild_name(*guild).1
                    ),
                )
            }
            Event::Exchanged { seat, good, gold } => Text::new(
                format!(
                    "Spieler {} tauscht 1 {} gegen 1 Luxusgut ({gold} Gold bei leerem Vorrat).",
                    p(seat),
                    good_name(*good).0
                ),
                format!(
                    "Player {} exchanges 1 {} for 1 luxury ({gold} gold for a short supply).",
                    p(seat),
                    good_name(*good).1
                ),
            ),
            Event::Upgraded { seat, farm, other } => Text::new(
                format!(
                    "Spieler {} wertet mit 1 {}, 1 {} und 1 Luxusgut zum Gutshaus auf.",
                    p(seat),
                    good_name(*farm).0,
                    good_name(*other).0
                ),
                format!(
                    "Player {} upgrades to a manor house with 1 {}, 1 {} and 1 luxury.",
                    p(seat),
                    good_name(*farm).1,
                    good_name(*other).1
                ),
            ),
            Event::Deed { seat, deed } => match deed {
                Deed::Sponsor { guild, worker, .. } => {
                    let (wde, wen) = worker_text(worker);
                    Text::new(
                        format!("Spieler {} setzt {wde} als Lehrling in die {} ein.", p(seat), guild_name(*guild).0),
                        format!("Player {} sponsors {wen} as an apprentice in the {}.", p(seat), guild_name(*guild).1),
                    )
                }
                Deed::Promote { guild, .. } => Text::new(
                    format!("Spieler {} befördert sein Mitglied der {}.", p(seat), guild_name(*guild).0),
                    format!("Player {} promotes the member of the {}.", p(seat), guild_name(*guild).1),
                ),
                Deed::Retire { worker } => {
                    let (wde, wen) = worker_text(worker);
                    Text::new(
                        format!("Spieler {} setzt {wde} im Gutshaus zur Ruhe.", p(seat)),
                        format!("Player {} retires {wen} to the manor house.", p(seat)),
                    )
                }
            },
            Event::FarmingEnded { seat } => Text::new(
                format!("Spieler {} beendet die Landwirtschaft.", p(seat)),
                format!("Player {} ends Farming.", p(seat)),
            ),
            Event::MarketDayBegins => Text::new(
                "Markttag: Jeder wählt verdeckt die Waren für den Markt.",
                "Market Day: everyone chooses in secret what to bring.",
            ),
            Event::Brought { seat, goods, screen_lifted } => {
                let (de, en) = goods_text(goods);
                let (lde, len) =
                    if *screen_lifted { (" und hebt den Sichtschirm", " and lifts the screen") } else { ("", "") };
                Text::new(
                    format!("Spieler {} bringt {de} zum Markt{lde}.", p(seat)),
                    format!("Player {} brings {en} to market{len}.", p(seat)),
                )
            }
            Event::Sold { seat, goods, gold } => {
                let (de, en) = list_text(goods);
                Text::new(
                    format!("Spieler {} verkauft {de} für {gold} Gold.", p(seat)),
                    format!("Player {} sells {en} for {gold} gold.", p(seat)),
                )
            }
            Event::Bought { seat, goods, gold } => {
                let (de, en) = list_text(goods);
                Text::new(
                    format!("Spieler {} kauft {de} für {gold} Gold.", p(seat)),
                    format!("Player {} buys {en} for {gold} gold.", p(seat)),
                )
            }
            Event::TookGold { seat, gold } => Text::new(
                format!("Spieler {} nimmt {gold} Gold.", p(seat)),
                format!("Player {} takes {gold} gold.", p(seat)),
            ),
            Event::DeclinedEarly { seat } => Text::new(
                format!("Spieler {} verzichtet auf seinen frühen Zug.", p(seat)),
                format!("Player {} declines the early turn.", p(seat)),
            ),
            Event::Passed { seat } => {
                Text::new(format!("Spieler {} passt.", p(seat)), format!("Player {} passes.", p(seat)))
            }
            Event::PricesAdjusted { removed } => {
                let (de, en) = goods_text(removed);
                Text::new(
                    format!("Marktpreise angepasst: {de} vom Markttableau entfernt."),
                    format!("Market prices adjusted: {en} removed from the market board."),
                )
            }
            Event::MarkersRevealed { season, circle, square } => {
                let (de, en) = season_name(*season);
                Text::new(
                    format!(
                        "Die Marker für {de} sind aufgedeckt: rund {}, eckig {}.",
                        good_name(*circle).0,
                        good_name(*square).0
                    ),
                    format!(
                        "The markers for {en} are turned up: circle {}, square {}.",
                        good_name(*circle).1,
                        good_name(*square).1
                    ),
                )
            }
            Event::Dismissed { seat, field } => Text::new(
                format!("Spieler {} entfernt seinen Arbeiter von Feld {field}.", p(seat)),
                format!("Player {} removes the worker from field {field}.", p(seat)),
            ),
            Event::WagesPaid { seat, gold } => Text::new(
                format!("Spieler {} bezahlt {gold} Gold für seine Arbeiter.", p(seat)),
                format!("Player {} pays {gold} gold for the workers.", p(seat)),
            ),
            Event::NewOrder { order } => {
                // Each seat as the rules name it ("Player 2"), so the table shows its name.
                let list = |word: &str| order.iter().map(|s| format!("{word} {}", p(s))).collect::<Vec<_>>().join(", ");
                Text::new(
                    format!("Neue Spielerreihenfolge: {}.", list("Spieler")),
                    format!("New turn order: {}.", list("Player")),
                )
            }
            Event::GameOver => Text::new("Das Spiel ist zu Ende.", "The game is over."),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::{Describe, Lang, with_names};

    #[test]
    fn the_new_turn_order_names_its_players() {
        let line = Event::NewOrder { order: vec![Seat(2), Seat(0), Seat(1)] }.describe();
        let names = ["Ann".to_string(), "Bo".to_string(), "Cy".to_string()];
        assert_eq!(with_names(&line.en, Lang::En, &names), "New turn order: Cy, Ann, Bo.");
        assert_eq!(with_names(&line.de, Lang::De, &names), "Neue Spielerreihenfolge: Cy, Ann, Bo.");
    }
}
