//! The events of the game log: what happened, in German and English. Only public facts: never
//! hidden Taler totals or unrevealed cards.

use super::data::{Buerger, Gast, Gilde, Handwerker};
use super::state::{Platz, Waren};
use super::text::{buerger, gast, gilde, gilde_dativ, handwerker, list, platz, spieler, ware, waren};
use crate::engine::Seat;
use crate::text::{Describe, Text};
use serde::Serialize;

/// Something that happened, for the game log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    /// A player played this many cards face down.
    Geplant {
        /// The player.
        seat: Seat,
        /// How many cards.
        karten: usize,
    },
    /// A player passed for the round.
    Gepasst {
        /// The player.
        seat: Seat,
    },
    /// A guild is called; these players revealed a card there.
    GildeAufgerufen {
        /// The guild.
        gilde: Gilde,
        /// The players with a card there, in turn order.
        spieler: Vec<Seat>,
        /// Most goods one player may buy there now.
        limit: u8,
    },
    /// Goods sold to the guild.
    Verkauft {
        /// The player.
        seat: Seat,
        /// The guild.
        gilde: Gilde,
        /// How many goods.
        anzahl: u8,
        /// Taler received.
        erloes: u32,
    },
    /// Goods bought from the storage.
    Gekauft {
        /// The player.
        seat: Seat,
        /// The guild.
        gilde: Gilde,
        /// The goods.
        waren: Waren,
        /// Taler paid.
        kosten: u32,
    },
    /// A player did nothing at the guild.
    NichtsGetan {
        /// The player.
        seat: Seat,
        /// The guild.
        gilde: Gilde,
    },
    /// A guest recruited.
    Angeworben {
        /// The player.
        seat: Seat,
        /// The guild.
        gilde: Gilde,
        /// The room, 0 = leftmost.
        zimmer: u8,
        /// The guest.
        gast: Gast,
        /// The goods paid.
        zahlung: Waren,
    },
    /// A citizen went back into the pile without effect.
    OhneWirkung {
        /// The player.
        seat: Seat,
        /// The citizen tile.
        buerger: Buerger,
    },
    /// A merchant came from the supply.
    Handelsmann {
        /// The player.
        seat: Seat,
    },
    /// Taler for the merchants on the roof.
    Dachbonus {
        /// The player.
        seat: Seat,
        /// Taler received.
        taler: u32,
    },
    /// A player moved to first in turn order.
    NachVorn {
        /// The player.
        seat: Seat,
    },
    /// The Dieb took goods; the victim was paid.
    Gestohlen {
        /// The thief's owner.
        seat: Seat,
        /// The player robbed.
        opfer: Seat,
        /// The goods taken.
        waren: Waren,
        /// Taler the bank paid the victim.
        entschaedigung: u32,
    },
    /// The Wächter swapped two craftsmen.
    Getauscht {
        /// The player.
        seat: Seat,
        /// One place.
        a: Platz,
        /// The other place.
        b: Platz,
    },
    /// A good was put on a Hausierer.
    Beladen {
        /// The player.
        seat: Seat,
        /// The good.
        ware: Gilde,
    },
    /// A Bürgermeister went on a roof.
    AufsDach {
        /// The player.
        seat: Seat,
        /// The guild.
        gilde: Gilde,
    },
    /// A player is out of merchants and passes.
    OhneHandelsleute {
        /// The player.
        seat: Seat,
    },
    /// A new pass begins.
    NeuerDurchgang {
        /// The pass number.
        durchgang: u8,
    },
    /// The round ends.
    Rundenende {
        /// The round.
        runde: u8,
    },
    /// Tied players showed their Taler.
    GeldGezeigt {
        /// The guild.
        gilde: Gilde,
        /// The tied players and the Taler each showed.
        taler: Vec<(Seat, u32)>,
    },
    /// Nobody had goods of the guild: its master went back to the box.
    KeinGuenstling {
        /// The guild.
        gilde: Gilde,
    },
    /// The master's favourite took the master (and the craftsman beneath in round 4).
    Guenstling {
        /// The guild.
        gilde: Gilde,
        /// The favourite.
        seat: Seat,
        /// The master tile(s) taken.
        meister: Vec<Handwerker>,
        /// Whether a coat of arms was left to take.
        wappen: bool,
        /// Whether the prestige arm came with it.
        prestige: bool,
    },
    /// Round income.
    Einkommen {
        /// The player.
        seat: Seat,
        /// Taler received.
        taler: u32,
    },
    /// A new guild master.
    NeuerMeister {
        /// The guild.
        gilde: Gilde,
        /// The new master.
        meister: Handwerker,
    },
    /// The new prestige guild.
    Prestigezunft {
        /// The guild.
        gilde: Gilde,
    },
    /// A new round begins.
    NeueRunde {
        /// The round.
        runde: u8,
    },
    /// The game is over.
    Spielende,
}

impl Describe for Event {
    fn describe(&self) -> Text {
        use Event::*;
        let t = |de: String, en: String| Text::new(de, en);
        match self {
            Geplant { seat, karten } => {
                let s = spieler(*seat);
                t(
                    format!("{} plant verdeckt {karten} Aktion(en).", s.de),
                    format!("{} plans {karten} action(s) face down.", s.en),
                )
            }
            Gepasst { seat } => {
                let s = spieler(*seat);
                t(format!("{} passt für diese Runde.", s.de), format!("{} passes for this round.", s.en))
            }
            GildeAufgerufen { gilde: g, spieler: who, limit } => {
                let (g, w) = (gilde(*g), list(who));
                t(
                    format!("Die {} werden aufgerufen: {} (höchstens {limit} Waren kaufen).", g.de, w.de),
                    format!("The {} are called: {} (buy at most {limit} goods).", g.en, w.en),
                )
            }
            Verkauft { seat, gilde: g, anzahl, erloes } => {
                let (s, w) = (spieler(*seat), waren(&Waren::single(*g, *anzahl)));
                t(
                    format!("{} verkauft {} für {erloes} Taler.", s.de, w.de),
                    format!("{} sells {} for {erloes} Taler.", s.en, w.en),
                )
            }
            Gekauft { seat, gilde: g, waren: w, kosten } => {
                let (s, d, g, w) = (spieler(*seat), gilde_dativ(*g), gilde(*g), waren(w));
                t(
                    format!("{} kauft bei den {d} {} für {kosten} Taler.", s.de, w.de),
                    format!("{} buys {} from the {} for {kosten} Taler.", s.en, w.en, g.en),
                )
            }
            NichtsGetan { seat, gilde: g } => {
                let (s, d, g) = (spieler(*seat), gilde_dativ(*g), gilde(*g));
                t(format!("{} tut bei den {d} nichts.", s.de), format!("{} does nothing at the {}.", s.en, g.en))
            }
            Angeworben { seat, gilde: g, zimmer, gast: x, zahlung } => {
                let (s, g, x, w) = (spieler(*seat), gilde(*g), gast(*x), waren(zahlung));
                t(
                    format!(
                        "{} wirbt bei den {} aus Zimmer {} {} an und zahlt {}.",
                        s.de,
                        g.de,
                        zimmer + 1,
                        x.de,
                        w.de
                    ),
                    format!("{} recruits {} from the {}' room {}, paying {}.", s.en, x.en, g.en, zimmer + 1, w.en),
                )
            }
            OhneWirkung { seat, buerger: b } => {
                let (s, b) = (spieler(*seat), buerger(*b));
                t(
                    format!("Der {} von {} bleibt ohne Wirkung und kommt zurück in den Gästestapel.", b.de, s.de),
                    format!("{}'s {} has no effect and goes back into the guest pile.", s.en, b.en),
                )
            }
            Handelsmann { seat } => {
                let s = spieler(*seat);
                t(
                    format!("{} erhält einen Handelsmann aus dem Vorrat.", s.de),
                    format!("{} gains a merchant from the supply.", s.en),
                )
            }
            Dachbonus { seat, taler } => {
                let s = spieler(*seat);
                t(
                    format!("{} erhält {taler} Taler für die Handelsleute auf dem Dach.", s.de),
                    format!("{} receives {taler} Taler for the merchants on the roof.", s.en),
                )
            }
            NachVorn { seat } => {
                let s = spieler(*seat);
                t(
                    format!("{} rückt an die erste Stelle der Reihenfolge.", s.de),
                    format!("{} moves to first in turn order.", s.en),
                )
            }
            Gestohlen { seat, opfer, waren: w, entschaedigung } => {
                let (s, o, w) = (spieler(*seat), spieler(*opfer), waren(w));
                t(
                    format!("Der Dieb von {} nimmt {} {}; die Bank zahlt {entschaedigung} Taler.", s.de, o.de, w.de),
                    format!("{}'s thief takes {} from {}; the bank pays {entschaedigung} Taler.", s.en, w.en, o.en),
                )
            }
            Getauscht { seat, a, b } => {
                let (s, a, b) = (spieler(*seat), platz(*a), platz(*b));
                t(
                    format!("Der Wächter von {} tauscht die Handwerker in {} und {}.", s.de, a.de, b.de),
                    format!("{}'s guard swaps the craftsmen in {} and {}.", s.en, a.en, b.en),
                )
            }
            Beladen { seat, ware: g } => {
                let (s, w) = (spieler(*seat), ware(*g));
                t(
                    format!("{} legt 1 {} auf den Hausierer.", s.de, w.de),
                    format!("{} puts 1 {} on the peddler.", s.en, w.en),
                )
            }
            AufsDach { seat, gilde: g } => {
                let (s, g) = (spieler(*seat), gilde(*g));
                t(
                    format!("{} setzt den Bürgermeister auf das Dach der {}.", s.de, g.de),
                    format!("{} puts the mayor on the {}' roof.", s.en, g.en),
                )
            }
            OhneHandelsleute { seat } => {
                let s = spieler(*seat);
                t(
                    format!("{} hat keine Handelsleute mehr und passt.", s.de),
                    format!("{} is out of merchants and passes.", s.en),
                )
            }
            NeuerDurchgang { durchgang } => {
                t(format!("Durchgang {durchgang} beginnt."), format!("Pass {durchgang} begins."))
            }
            Rundenende { runde } => t(format!("Spielrunde {runde} endet."), format!("Round {runde} ends.")),
            GeldGezeigt { gilde: g, taler } => {
                let g = gilde(*g);
                let de: Vec<String> = taler.iter().map(|(s, n)| format!("{}: {n}", spieler(*s).de)).collect();
                let en: Vec<String> = taler.iter().map(|(s, n)| format!("{}: {n}", spieler(*s).en)).collect();
                t(
                    format!("Gleichstand um die Gunst der {}: Geld zeigen ({} Taler).", g.de, de.join(", ")),
                    format!("Tie for the {}' favour: money is shown ({} Taler).", g.en, en.join(", ")),
                )
            }
            KeinGuenstling { gilde: g } => {
                let g = gilde(*g);
                t(
                    format!("Niemand hat Waren der {}: ihr Meister kommt in die Schachtel.", g.de),
                    format!("Nobody has goods of the {}: their master goes back to the box.", g.en),
                )
            }
            Guenstling { gilde: g, seat, meister, wappen, prestige } => {
                let (gt, w, s) = (gilde(*g), ware(*g), spieler(*seat));
                let m: Vec<Text> = meister.iter().map(|&h| handwerker(h)).collect();
                let md: Vec<&str> = m.iter().map(|x| x.de.as_str()).collect();
                let me: Vec<&str> = m.iter().map(|x| x.en.as_str()).collect();
                let (wd, we) = if *wappen { (", ein Wappen", ", a coat of arms") } else { ("", "") };
                let (pd, pe) = if *prestige { (" und das Prestigewappen", " and the prestige arm") } else { ("", "") };
                t(
                    format!(
                        "{} ist Günstling der {}: gibt 1× {} ab, erhält {}{wd}{pd}.",
                        s.de,
                        gt.de,
                        w.de,
                        md.join(" und ")
                    ),
                    format!(
                        "{} is the {}' favourite: returns 1× {}, takes {}{we}{pe}.",
                        s.en,
                        gt.en,
                        w.en,
                        me.join(" and ")
                    ),
                )
            }
            Einkommen { seat, taler } => {
                let s = spieler(*seat);
                t(format!("{} erhält {taler} Taler Einkommen.", s.de), format!("{} earns {taler} Taler income.", s.en))
            }
            NeuerMeister { gilde: g, meister } => {
                let (g, m) = (gilde(*g), handwerker(*meister));
                t(format!("Neuer Meister der {}: {}.", g.de, m.de), format!("New master of the {}: {}.", g.en, m.en))
            }
            Prestigezunft { gilde: g } => {
                let g = gilde(*g);
                t(
                    format!("Die {} sind die neue Prestigezunft.", g.de),
                    format!("The {} are the new prestige guild.", g.en),
                )
            }
            NeueRunde { runde } => t(format!("Spielrunde {runde} beginnt."), format!("Round {runde} begins.")),
            Spielende => {
                t("Das Spiel ist zu Ende; es wird gewertet.".into(), "The game is over; scoring follows.".into())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_lines_read_in_both_languages() {
        let e = Event::Verkauft { seat: Seat(2), gilde: Gilde::Brauer, anzahl: 1, erloes: 6 };
        assert_eq!(
            e.describe(),
            Text::new("Spieler 3 verkauft 1× Bier für 6 Taler.", "Player 3 sells 1× beer for 6 Taler.")
        );
        let e = Event::GeldGezeigt { gilde: Gilde::Schuhmacher, taler: vec![(Seat(0), 25), (Seat(1), 25)] };
        assert_eq!(
            e.describe().en,
            "Tie for the Shoemakers' favour: money is shown (Player 1: 25, Player 2: 25 Taler)."
        );
    }
}
