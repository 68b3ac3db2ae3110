//! The game's words in German and English: names of players, guilds, goods, tiles and places.

use super::data::{Buerger, Gast, Gilde, Handwerker, Stadtbewohner};
use super::state::{Platz, Waren};
use crate::engine::Seat;
use crate::text::Text;

/// "Spieler 2" / "Player 2".
pub fn spieler(seat: Seat) -> Text {
    Text::new(format!("Spieler {}", seat.0 + 1), format!("Player {}", seat.0 + 1))
}

/// The guild's name.
pub fn gilde(g: Gilde) -> Text {
    let (de, en) = match g {
        Gilde::Brauer => ("Brauer", "Brewers"),
        Gilde::Baecker => ("Bäcker", "Bakers"),
        Gilde::Schuhmacher => ("Schuhmacher", "Shoemakers"),
        Gilde::Drucker => ("Drucker", "Printers"),
        Gilde::Schneider => ("Schneider", "Tailors"),
        Gilde::Hutmacher => ("Hutmacher", "Hatters"),
    };
    Text::new(de, en)
}

/// The name of a guild's good.
pub fn ware(g: Gilde) -> Text {
    let (de, en) = match g {
        Gilde::Brauer => ("Bier", "beer"),
        Gilde::Baecker => ("Backwaren", "baked goods"),
        Gilde::Schuhmacher => ("Schuhe", "shoes"),
        Gilde::Drucker => ("Papier", "paper"),
        Gilde::Schneider => ("Tuch", "cloth"),
        Gilde::Hutmacher => ("Hüte", "hats"),
    };
    Text::new(de, en)
}

/// A bag of goods, e.g. "2× Bier + 1× Tuch".
pub fn waren(w: &Waren) -> Text {
    let parts: Vec<(String, String)> = Gilde::ALL
        .iter()
        .filter(|&&g| w.of(g) > 0)
        .map(|&g| (format!("{}× {}", w.of(g), ware(g).de), format!("{}× {}", w.of(g), ware(g).en)))
        .collect();
    if parts.is_empty() {
        return Text::new("keine Waren", "no goods");
    }
    let (de, en): (Vec<String>, Vec<String>) = parts.into_iter().unzip();
    Text::new(de.join(" + "), en.join(" + "))
}

/// The guild's name after "bei den" (dative plural), e.g. "Brauern".
pub fn gilde_dativ(g: Gilde) -> String {
    format!("{}n", gilde(g).de)
}

/// A craftsman, e.g. "Brauer (Wert 6)" / "brewer (value 6)".
pub fn handwerker(h: Handwerker) -> Text {
    let en = match h.gilde {
        Gilde::Brauer => "brewer",
        Gilde::Baecker => "baker",
        Gilde::Schuhmacher => "shoemaker",
        Gilde::Drucker => "printer",
        Gilde::Schneider => "tailor",
        Gilde::Hutmacher => "hatter",
    };
    Text::new(format!("{} (Wert {})", gilde(h.gilde).de, h.wert()), format!("{en} (value {})", h.wert()))
}

/// A citizen's name, with its printed number where it has one.
pub fn buerger(b: Buerger) -> Text {
    use Stadtbewohner::*;
    let (de, en) = match b.art() {
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
    match b.art() {
        Musikant(n) | Edelmann(n) | Vorarbeiter(n) => Text::new(format!("{de} ({n})"), format!("{en} ({n})")),
        _ => Text::new(de, en),
    }
}

/// A guest tile.
pub fn gast(g: Gast) -> Text {
    match g {
        Gast::Handwerker(h) => handwerker(h),
        Gast::Buerger(b) => buerger(b),
    }
}

/// A place in a guild house.
pub fn platz(p: Platz) -> Text {
    match p {
        Platz::Werkstatt { gilde: g, fenster, .. } => Text::new(
            format!("Werkstatt der {}, Fenster {}", gilde(g).de, fenster + 1),
            format!("{} workshop, window {}", gilde(g).en, fenster + 1),
        ),
        Platz::Zimmer { gilde: g, zimmer } => Text::new(
            format!("Gästezimmer {} der {}", zimmer + 1, gilde(g).de),
            format!("{} guest room {}", gilde(g).en, zimmer + 1),
        ),
    }
}

/// Several players, e.g. "Spieler 1, Spieler 3".
pub fn list(seats: &[Seat]) -> Text {
    let de: Vec<String> = seats.iter().map(|&s| spieler(s).de).collect();
    let en: Vec<String> = seats.iter().map(|&s| spieler(s).en).collect();
    Text::new(de.join(", "), en.join(", "))
}
