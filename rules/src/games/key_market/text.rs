//! The game's words in German and English (goods, seasons, guilds, workers), which its events,
//! refusals and action texts use.

use super::data::{GUILDS, Good, Goods, guild_data};
use super::state::WorkerFrom;
use crate::engine::Seat;

/// The name of one item of a good, in German and English.
pub fn good_name(good: Good) -> (&'static str, &'static str) {
    match good {
        Good::Fruit => ("Frucht", "fruit"),
        Good::Vegetables => ("Gemüse", "vegetable"),
        Good::Wheat => ("Weizen", "wheat"),
        Good::Sheep => ("Schaf", "sheep"),
        Good::Fish => ("Fisch", "fish"),
        Good::Luxury => ("Luxusgut", "luxury"),
    }
}

/// The name of several items of a good, in German and English.
pub(super) fn goods_name(good: Good) -> (&'static str, &'static str) {
    match good {
        Good::Fruit => ("Früchte", "fruit"),
        Good::Vegetables => ("Gemüse", "vegetables"),
        Good::Wheat => ("Weizen", "wheat"),
        Good::Sheep => ("Schafe", "sheep"),
        Good::Fish => ("Fische", "fish"),
        Good::Luxury => ("Luxusgüter", "luxuries"),
    }
}

pub(super) fn goods_text(goods: &Goods) -> (String, String) {
    let list = |de: bool| -> String {
        let parts: Vec<String> = Good::ALL
            .iter()
            .filter(|g| goods[g.index()] > 0)
            .map(|&g| {
                let n = goods[g.index()];
                let (one, many) = (good_name(g), goods_name(g));
                let name = match (de, n) {
                    (true, 1) => one.0,
                    (true, _) => many.0,
                    (false, 1) => one.1,
                    (false, _) => many.1,
                };
                format!("{n} {name}")
            })
            .collect();
        if parts.is_empty() { if de { "nichts".into() } else { "nothing".into() } } else { parts.join(", ") }
    };
    (list(true), list(false))
}

pub(super) fn list_text(goods: &[Good]) -> (String, String) {
    let mut counts = [0u8; 6];
    goods.iter().for_each(|g| counts[g.index()] += 1);
    goods_text(&counts)
}

/// The season alone (winter, spring, summer, autumn) of season 0..8.
pub fn season_word(season: u8) -> (&'static str, &'static str) {
    [("Winter", "winter"), ("Frühling", "spring"), ("Sommer", "summer"), ("Herbst", "autumn")][usize::from(season % 4)]
}

/// Season names, 0..8.
pub fn season_name(season: u8) -> (String, String) {
    let (de, en) = season_word(season);
    let year = season / 4 + 1;
    (format!("{de} im Jahr {year}"), format!("{en} of year {year}"))
}

/// How far a country board is turned (quarter turns clockwise), in German and English.
pub fn turned(rotation: u8) -> (&'static str, &'static str) {
    match rotation % 4 {
        0 => ("nicht gedreht", "not turned"),
        1 => ("einmal gedreht", "turned once"),
        2 => ("zweimal gedreht", "turned twice"),
        _ => ("dreimal gedreht", "turned three times"),
    }
}

pub(super) fn p(seat: &Seat) -> u8 {
    seat.0 + 1
}

/// A guild tile's name; a number no tile has (only in a tampered record, whose refusal still
/// needs words) is "unknown guild", so that "the unknown guild" reads well in every refusal.
pub fn guild_name(guild: u8) -> (&'static str, &'static str) {
    if (1..=GUILDS.len()).contains(&usize::from(guild)) {
        guild_data(guild).name
    } else {
        ("unbekannte Gilde", "unknown guild")
    }
}

pub(super) fn worker_text(worker: &WorkerFrom) -> (String, String) {
    match worker {
        WorkerFrom::Idle => ("einen freien Arbeiter".into(), "an unemployed worker".into()),
        WorkerFrom::IdleKey => ("den freien Keyarbeiter".into(), "the unemployed Key worker".into()),
        WorkerFrom::Field(f) => (format!("den Arbeiter von Feld {f}"), format!("the worker from field {f}")),
        WorkerFrom::Guild(g) => {
            (format!("das Mitglied der {}", guild_name(*g).0), format!("the member of the {}", guild_name(*g).1))
        }
    }
}
