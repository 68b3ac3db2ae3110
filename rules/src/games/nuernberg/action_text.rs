//! The players' decisions in words (German and English), as the list of choices shows them.
//! An action names only what it carries; the board next to the list shows the rest (which
//! guild is called, who sits in a room).

use super::Aktion;
use super::text::{gilde, platz, spieler, ware, waren};
use crate::text::{Describe, Text};

impl Describe for Aktion {
    fn describe(&self) -> Text {
        match self {
            Aktion::Planen(karten) => {
                let names: Vec<Text> = karten.gilden().into_iter().map(gilde).collect();
                let de: Vec<&str> = names.iter().map(|n| n.de.as_str()).collect();
                let en: Vec<&str> = names.iter().map(|n| n.en.as_str()).collect();
                Text::new(format!("Verdeckt planen: {}", de.join(", ")), format!("Plan face down: {}", en.join(", ")))
            }
            Aktion::Passen => Text::new("Für diese Runde passen", "Pass for this round"),
            Aktion::Verkaufen(n) => {
                Text::new(format!("{n} Ware(n) dieser Gilde verkaufen"), format!("Sell {n} of this guild's goods"))
            }
            Aktion::Anwerben { zimmer, zahlung } => {
                let w = waren(zahlung);
                Text::new(
                    format!("Gast aus Zimmer {} anwerben, zahlen: {}", zimmer + 1, w.de),
                    format!("Recruit the guest in room {}, paying {}", zimmer + 1, w.en),
                )
            }
            Aktion::Kaufen(w) => {
                let w = waren(w);
                Text::new(format!("Kaufen: {}", w.de), format!("Buy {}", w.en))
            }
            Aktion::NichtsTun => Text::new("Nichts tun", "Do nothing"),
            Aktion::Stehlen { opfer, waren: w } => {
                let (s, w) = (spieler(*opfer), waren(w));
                Text::new(format!("Dieb: {} von {} nehmen", w.de, s.de), format!("Thief: take {} from {}", w.en, s.en))
            }
            Aktion::Tauschen(a, b) => {
                let (a, b) = (platz(*a), platz(*b));
                Text::new(
                    format!("Wächter: {} und {} tauschen", a.de, b.de),
                    format!("Guard: swap {} and {}", a.en, b.en),
                )
            }
            Aktion::Verzichten => Text::new("Auf die Fähigkeit verzichten", "Do not use the ability"),
            Aktion::Beladen(g) => {
                let w = ware(*g);
                Text::new(format!("Hausierer mit {} beladen", w.de), format!("Load the Peddler with {}", w.en))
            }
            Aktion::AufsDach(g) => {
                let g = gilde(*g);
                Text::new(
                    format!("Bürgermeister aufs Dach der {}", g.de),
                    format!("Put the Mayor on the {}' roof", g.en),
                )
            }
            Aktion::NachVorn(true) => {
                Text::new("An die erste Stelle der Spielerreihenfolge", "Move to first in turn order")
            }
            Aktion::NachVorn(false) => Text::new("In der Spielerreihenfolge bleiben", "Keep my place in turn order"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nuernberg::Karten;
    use crate::games::nuernberg::data::Gilde;

    #[test]
    fn a_plan_names_its_guilds_in_both_languages() {
        let text = Aktion::Planen(Karten::from_gilden(&[Gilde::Brauer, Gilde::Drucker])).describe();
        assert_eq!(text.de, "Verdeckt planen: Brauer, Drucker");
        assert_eq!(text.en, "Plan face down: Brewers, Printers");
    }
}
