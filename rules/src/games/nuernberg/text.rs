//! The game's words in German and English: names of players, guilds, goods, tiles and places.

use super::data::{Citizen, CitizenKind, Craftsman, Guest, Guild};
use super::state::{Goods, Place};
use crate::engine::Seat;
use crate::text::Text;

/// "Spieler 2" / "Player 2".
pub fn player(seat: Seat) -> Text {
    Text::new(format!("Spieler {}", seat.0 + 1), format!("Player {}", seat.0 + 1))
}

/// The guild's name.
pub fn guild(g: Guild) -> Text {
    let (de, en) = match g {
        Guild::Brauer => ("Brauer", "Brewers"),
        Guild::Baecker => ("Bäcker", "Bakers"),
        Guild::Schuhmacher => ("Schuhmacher", "Shoemakers"),
        Guild::Drucker => ("Drucker", "Printers"),
        Guild::Schneider => ("Schneider", "Tailors"),
        Guild::Hutmacher => ("Hutmacher", "Hatters"),
    };
    Text::new(de, en)
}

/// The name of a guild's good.
pub fn good(g: Guild) -> Text {
    let (de, en) = match g {
        Guild::Brauer => ("Bier", "beer"),
        Guild::Baecker => ("Backwaren", "baked goods"),
        Guild::Schuhmacher => ("Schuhe", "shoes"),
        Guild::Drucker => ("Papier", "paper"),
        Guild::Schneider => ("Tuch", "cloth"),
        Guild::Hutmacher => ("Hüte", "hats"),
    };
    Text::new(de, en)
}

/// A bag of goods, e.g. "2× Bier + 1× Tuch".
pub fn goods(w: &Goods) -> Text {
    let parts: Vec<(String, String)> = Guild::ALL
        .iter()
        .filter(|&&g| w.of(g) > 0)
        .map(|&g| (format!("{}× {}", w.of(g), good(g).de), format!("{}× {}", w.of(g), good(g).en)))
        .collect();
    if parts.is_empty() {
        return Text::new("keine Waren", "no goods");
    }
    let (de, en): (Vec<String>, Vec<String>) = parts.into_iter().unzip();
    Text::new(de.join(" + "), en.join(" + "))
}

/// The guild's name after "bei den" (dative plural), e.g. "Brauern".
pub fn guild_dative(g: Guild) -> String {
    format!("{}n", guild(g).de)
}

/// A craftsman, e.g. "Brauer (Wert 6)" / "brewer (value 6)".
pub fn craftsman(h: Craftsman) -> Text {
    let en = match h.guild {
        Guild::Brauer => "brewer",
        Guild::Baecker => "baker",
        Guild::Schuhmacher => "shoemaker",
        Guild::Drucker => "printer",
        Guild::Schneider => "tailor",
        Guild::Hutmacher => "hatter",
    };
    Text::new(format!("{} (Wert {})", guild(h.guild).de, h.value()), format!("{en} (value {})", h.value()))
}

/// A citizen's name, with its printed number where it has one.
pub fn citizen(b: Citizen) -> Text {
    use CitizenKind::*;
    let (de, en) = match b.kind() {
        Ratsherr => ("Ratsherr", "Councillor"),
        Dieb => ("Dieb", "Thief"),
        Waechter => ("Wächter", "Guard"),
        Musikant(_) => ("Musikant", "Musician"),
        Hausierer => ("Hausierer", "Peddler"),
        Buergermeister => ("Bürgermeister", "Mayor"),
        Edelmann(_) => ("Edelmann", "Nobleman"),
        Steuereintreiber => ("Steuereintreiber", "Tax collector"),
        Graveur => ("Graveur", "Engraver"),
        Vorarbeiter(_) => ("Vorarbeiter", "Foreman"),
        Lehrling => ("Lehrling", "Apprentice"),
    };
    match b.kind() {
        Musikant(n) | Edelmann(n) | Vorarbeiter(n) => Text::new(format!("{de} ({n})"), format!("{en} ({n})")),
        _ => Text::new(de, en),
    }
}

/// A guest tile.
pub fn guest(g: Guest) -> Text {
    match g {
        Guest::Craftsman(h) => craftsman(h),
        Guest::Citizen(b) => citizen(b),
    }
}

/// A place in a guild house.
pub fn place(p: Place) -> Text {
    match p {
        Place::Workshop { guild: g, window, .. } => Text::new(
            format!("Werkstatt der {}, Fenster {}", guild(g).de, window + 1),
            format!("{} workshop, window {}", guild(g).en, window + 1),
        ),
        Place::Room { guild: g, room } => Text::new(
            format!("Gästezimmer {} der {}", room + 1, guild(g).de),
            format!("{} guest room {}", guild(g).en, room + 1),
        ),
    }
}

/// Several players, e.g. "Spieler 1, Spieler 3".
pub fn list(seats: &[Seat]) -> Text {
    let de: Vec<String> = seats.iter().map(|&s| player(s).de).collect();
    let en: Vec<String> = seats.iter().map(|&s| player(s).en).collect();
    Text::new(de.join(", "), en.join(", "))
}
