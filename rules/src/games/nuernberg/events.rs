//! The events of the game log: what happened, in German and English. Only public facts: never
//! hidden Taler totals or unrevealed cards.

use super::data::{Citizen, Craftsman, Guest, Guild};
use super::state::{Goods, Place};
use super::text::{citizen, craftsman, good, goods, guest, guild, guild_dative, list, place, player};
use crate::engine::Seat;
use crate::text::{Describe, Text, count};
use serde::Serialize;

/// Something that happened, for the game log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    /// A player played this many cards face down.
    #[serde(rename = "Geplant")]
    Planned {
        /// The player.
        seat: Seat,
        /// How many cards.
        #[serde(rename = "karten")]
        cards: usize,
    },
    /// A player passed for the round.
    #[serde(rename = "Gepasst")]
    Passed {
        /// The player.
        seat: Seat,
    },
    /// A guild is called; these players revealed a card there.
    #[serde(rename = "GildeAufgerufen")]
    GuildCalled {
        /// The guild.
        #[serde(rename = "gilde")]
        guild: Guild,
        /// The players with a card there, in turn order.
        #[serde(rename = "spieler")]
        players: Vec<Seat>,
        /// Most goods one player may buy there now.
        limit: u8,
    },
    /// Goods sold to the guild.
    #[serde(rename = "Verkauft")]
    Sold {
        /// The player.
        seat: Seat,
        /// The guild.
        #[serde(rename = "gilde")]
        guild: Guild,
        /// How many goods.
        #[serde(rename = "anzahl")]
        count: u8,
        /// Taler received.
        #[serde(rename = "erloes")]
        proceeds: u32,
    },
    /// Goods bought from the storage.
    #[serde(rename = "Gekauft")]
    Bought {
        /// The player.
        seat: Seat,
        /// The guild.
        #[serde(rename = "gilde")]
        guild: Guild,
        /// The goods.
        #[serde(rename = "waren")]
        goods: Goods,
        /// Taler paid.
        #[serde(rename = "kosten")]
        cost: u32,
    },
    /// A player did nothing at the guild.
    #[serde(rename = "NichtsGetan")]
    DidNothing {
        /// The player.
        seat: Seat,
        /// The guild.
        #[serde(rename = "gilde")]
        guild: Guild,
    },
    /// A guest recruited.
    #[serde(rename = "Angeworben")]
    Recruited {
        /// The player.
        seat: Seat,
        /// The guild.
        #[serde(rename = "gilde")]
        guild: Guild,
        /// The room, 0 = leftmost.
        #[serde(rename = "zimmer")]
        room: u8,
        /// The guest.
        #[serde(rename = "gast")]
        guest: Guest,
        /// The goods paid.
        #[serde(rename = "zahlung")]
        payment: Goods,
    },
    /// A citizen went back into the pile without effect.
    #[serde(rename = "OhneWirkung")]
    NoEffect {
        /// The player.
        seat: Seat,
        /// The citizen tile.
        #[serde(rename = "buerger")]
        citizen: Citizen,
    },
    /// A merchant came from the supply.
    #[serde(rename = "Handelsmann")]
    MerchantGained {
        /// The player.
        seat: Seat,
    },
    /// Taler for the merchants on the roof.
    #[serde(rename = "Dachbonus")]
    RoofBonus {
        /// The player.
        seat: Seat,
        /// Taler received.
        taler: u32,
    },
    /// A player moved to first in turn order.
    #[serde(rename = "NachVorn")]
    MovedFirst {
        /// The player.
        seat: Seat,
    },
    /// The Dieb took goods; the victim was paid.
    #[serde(rename = "Gestohlen")]
    Stolen {
        /// The thief's owner.
        seat: Seat,
        /// The player robbed.
        #[serde(rename = "opfer")]
        victim: Seat,
        /// The goods taken.
        #[serde(rename = "waren")]
        goods: Goods,
        /// Taler the bank paid the victim.
        #[serde(rename = "entschaedigung")]
        compensation: u32,
    },
    /// The Wächter swapped two craftsmen.
    #[serde(rename = "Getauscht")]
    Swapped {
        /// The player.
        seat: Seat,
        /// One place.
        a: Place,
        /// The other place.
        b: Place,
    },
    /// A good was put on a Hausierer.
    #[serde(rename = "Beladen")]
    Loaded {
        /// The player.
        seat: Seat,
        /// The good.
        #[serde(rename = "ware")]
        good: Guild,
    },
    /// A Bürgermeister went on a roof.
    #[serde(rename = "AufsDach")]
    PutOnRoof {
        /// The player.
        seat: Seat,
        /// The guild.
        #[serde(rename = "gilde")]
        guild: Guild,
    },
    /// A player is out of merchants and passes.
    #[serde(rename = "OhneHandelsleute")]
    OutOfMerchants {
        /// The player.
        seat: Seat,
    },
    /// A new pass begins.
    #[serde(rename = "NeuerDurchgang")]
    NewPass {
        /// The pass number.
        #[serde(rename = "durchgang")]
        pass: u8,
    },
    /// The round ends.
    #[serde(rename = "Rundenende")]
    RoundEnd {
        /// The round.
        #[serde(rename = "runde")]
        round: u8,
    },
    /// Tied players showed their Taler.
    #[serde(rename = "GeldGezeigt")]
    MoneyShown {
        /// The guild.
        #[serde(rename = "gilde")]
        guild: Guild,
        /// The tied players and the Taler each showed.
        taler: Vec<(Seat, u32)>,
    },
    /// Nobody had goods of the guild: its master went back to the box.
    #[serde(rename = "KeinGuenstling")]
    NoFavourite {
        /// The guild.
        #[serde(rename = "gilde")]
        guild: Guild,
    },
    /// The master's favourite took the master (and the craftsman beneath in round 4).
    #[serde(rename = "Guenstling")]
    Favourite {
        /// The guild.
        #[serde(rename = "gilde")]
        guild: Guild,
        /// The favourite.
        seat: Seat,
        /// The master tile(s) taken.
        #[serde(rename = "meister")]
        masters: Vec<Craftsman>,
        /// Whether a coat of arms was left to take.
        #[serde(rename = "wappen")]
        arms: bool,
        /// Whether the prestige arm came with it.
        prestige: bool,
    },
    /// Round income.
    #[serde(rename = "Einkommen")]
    Income {
        /// The player.
        seat: Seat,
        /// Taler received.
        taler: u32,
    },
    /// A new guild master.
    #[serde(rename = "NeuerMeister")]
    NewMaster {
        /// The guild.
        #[serde(rename = "gilde")]
        guild: Guild,
        /// The new master.
        #[serde(rename = "meister")]
        master: Craftsman,
    },
    /// The new prestige guild.
    #[serde(rename = "Prestigezunft")]
    PrestigeGuild {
        /// The guild.
        #[serde(rename = "gilde")]
        guild: Guild,
    },
    /// A new round begins.
    #[serde(rename = "NeueRunde")]
    NewRound {
        /// The round.
        #[serde(rename = "runde")]
        round: u8,
    },
    /// The game is over.
    #[serde(rename = "Spielende")]
    GameEnd,
}

impl Describe for Event {
    fn describe(&self) -> Text {
        use Event::*;
        let t = |de: String, en: String| Text::new(de, en);
        match self {
            Planned { seat, cards } => {
                let s = player(*seat);
                let n = count(*cards, ["Aktion", "Aktionen"], ["action", "actions"]);
                t(format!("{} plant verdeckt {}.", s.de, n.de), format!("{} plans {} face down.", s.en, n.en))
            }
            Passed { seat } => {
                let s = player(*seat);
                t(format!("{} passt für diese Runde.", s.de), format!("{} passes for this round.", s.en))
            }
            GuildCalled { guild: g, players: who, limit } => {
                let (g, w) = (guild(*g), list(who));
                t(
                    format!("Die {} werden aufgerufen: {} (höchstens {limit} Waren kaufen).", g.de, w.de),
                    format!("The {} are called: {} (buy at most {limit} goods).", g.en, w.en),
                )
            }
            Sold { seat, guild: g, count, proceeds } => {
                let (s, w) = (player(*seat), goods(&Goods::single(*g, *count)));
                t(
                    format!("{} verkauft {} für {proceeds} Taler.", s.de, w.de),
                    format!("{} sells {} for {proceeds} Taler.", s.en, w.en),
                )
            }
            Bought { seat, guild: g, goods: w, cost } => {
                let (s, d, g, w) = (player(*seat), guild_dative(*g), guild(*g), goods(w));
                t(
                    format!("{} kauft bei den {d} {} für {cost} Taler.", s.de, w.de),
                    format!("{} buys {} from the {} for {cost} Taler.", s.en, w.en, g.en),
                )
            }
            DidNothing { seat, guild: g } => {
                let (s, d, g) = (player(*seat), guild_dative(*g), guild(*g));
                t(format!("{} tut bei den {d} nichts.", s.de), format!("{} does nothing at the {}.", s.en, g.en))
            }
            Recruited { seat, guild: g, room, guest: x, payment } => {
                let (s, d, g, x, w) = (player(*seat), guild_dative(*g), guild(*g), guest(*x), goods(payment));
                t(
                    format!("{} wirbt bei den {d} aus Zimmer {} {} an und zahlt {}.", s.de, room + 1, x.de, w.de),
                    format!("{} recruits {} from the {}' room {}, paying {}.", s.en, x.en, g.en, room + 1, w.en),
                )
            }
            NoEffect { seat, citizen: b } => {
                let (s, b) = (player(*seat), citizen(*b));
                t(
                    format!("Der {} von {} bleibt ohne Wirkung und kommt zurück in den Gästestapel.", b.de, s.de),
                    format!("{}'s {} has no effect and goes back into the guest pile.", s.en, b.en),
                )
            }
            MerchantGained { seat } => {
                let s = player(*seat);
                t(
                    format!("{} erhält einen Handelsmann aus dem Vorrat.", s.de),
                    format!("{} gains a merchant from the supply.", s.en),
                )
            }
            RoofBonus { seat, taler } => {
                let s = player(*seat);
                t(
                    format!("{} erhält {taler} Taler für die Handelsleute auf dem Dach.", s.de),
                    format!("{} receives {taler} Taler for the merchants on the roof.", s.en),
                )
            }
            MovedFirst { seat } => {
                let s = player(*seat);
                t(
                    format!("{} rückt an die erste Stelle der Reihenfolge.", s.de),
                    format!("{} moves to first in turn order.", s.en),
                )
            }
            Stolen { seat, victim, goods: w, compensation } => {
                let (s, o, w) = (player(*seat), player(*victim), goods(w));
                t(
                    format!("Der Dieb von {} nimmt {} {}; die Bank zahlt {compensation} Taler.", s.de, o.de, w.de),
                    format!("{}'s thief takes {} from {}; the bank pays {compensation} Taler.", s.en, w.en, o.en),
                )
            }
            Swapped { seat, a, b } => {
                let (s, a, b) = (player(*seat), place(*a), place(*b));
                t(
                    format!("Der Wächter von {} tauscht die Handwerker in {} und {}.", s.de, a.de, b.de),
                    format!("{}'s guard swaps the craftsmen in {} and {}.", s.en, a.en, b.en),
                )
            }
            Loaded { seat, good: g } => {
                let (s, w) = (player(*seat), good(*g));
                t(
                    format!("{} legt 1 {} auf den Hausierer.", s.de, w.de),
                    format!("{} puts 1 {} on the peddler.", s.en, w.en),
                )
            }
            PutOnRoof { seat, guild: g } => {
                let (s, g) = (player(*seat), guild(*g));
                t(
                    format!("{} setzt den Bürgermeister auf das Dach der {}.", s.de, g.de),
                    format!("{} puts the mayor on the {}' roof.", s.en, g.en),
                )
            }
            OutOfMerchants { seat } => {
                let s = player(*seat);
                t(
                    format!("{} hat keine Handelsleute mehr und passt.", s.de),
                    format!("{} is out of merchants and passes.", s.en),
                )
            }
            NewPass { pass } => t(format!("Durchgang {pass} beginnt."), format!("Pass {pass} begins.")),
            RoundEnd { round } => t(format!("Spielrunde {round} endet."), format!("Round {round} ends.")),
            MoneyShown { guild: g, taler } => {
                let g = guild(*g);
                let de: Vec<String> = taler.iter().map(|(s, n)| format!("{}: {n}", player(*s).de)).collect();
                let en: Vec<String> = taler.iter().map(|(s, n)| format!("{}: {n}", player(*s).en)).collect();
                t(
                    format!("Gleichstand um die Gunst der {}: Geld zeigen ({} Taler).", g.de, de.join(", ")),
                    format!("Tie for the {}' favour: money is shown ({} Taler).", g.en, en.join(", ")),
                )
            }
            NoFavourite { guild: g } => {
                let g = guild(*g);
                t(
                    format!("Niemand hat Waren der {}: ihr Meister kommt in die Schachtel.", g.de),
                    format!("Nobody has goods of the {}: their master goes back to the box.", g.en),
                )
            }
            Favourite { guild: g, seat, masters, arms, prestige } => {
                let (gt, w, s) = (guild(*g), good(*g), player(*seat));
                let m: Vec<Text> = masters.iter().map(|&h| craftsman(h)).collect();
                let md: Vec<&str> = m.iter().map(|x| x.de.as_str()).collect();
                let me: Vec<&str> = m.iter().map(|x| x.en.as_str()).collect();
                let (wd, we) = if *arms { (", ein Wappen", ", a coat of arms") } else { ("", "") };
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
            Income { seat, taler } => {
                let s = player(*seat);
                t(format!("{} erhält {taler} Taler Einkommen.", s.de), format!("{} earns {taler} Taler income.", s.en))
            }
            NewMaster { guild: g, master } => {
                let (g, m) = (guild(*g), craftsman(*master));
                t(format!("Neuer Meister der {}: {}.", g.de, m.de), format!("New master of the {}: {}.", g.en, m.en))
            }
            PrestigeGuild { guild: g } => {
                let g = guild(*g);
                t(
                    format!("Die {} sind die neue Prestigezunft.", g.de),
                    format!("The {} are the new prestige guild.", g.en),
                )
            }
            NewRound { round } => t(format!("Spielrunde {round} beginnt."), format!("Round {round} begins.")),
            GameEnd => {
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
        let e = Event::Sold { seat: Seat(2), guild: Guild::Brauer, count: 1, proceeds: 6 };
        assert_eq!(
            e.describe(),
            Text::new("Spieler 3 verkauft 1× Bier für 6 Taler.", "Player 3 sells 1× beer for 6 Taler.")
        );
        let e = Event::MoneyShown { guild: Guild::Schuhmacher, taler: vec![(Seat(0), 25), (Seat(1), 25)] };
        assert_eq!(
            e.describe().en,
            "Tie for the Shoemakers' favour: money is shown (Player 1: 25, Player 2: 25 Taler)."
        );
    }

    #[test]
    fn counts_agree_with_their_nouns_and_german_datives_are_declined() {
        let planned = |cards| Event::Planned { seat: Seat(0), cards }.describe();
        assert_eq!(planned(1), Text::new("Spieler 1 plant verdeckt 1 Aktion.", "Player 1 plans 1 action face down."));
        assert_eq!(planned(2).de, "Spieler 1 plant verdeckt 2 Aktionen.");
        assert_eq!(planned(2).en, "Player 1 plans 2 actions face down.");
        let guest = Guest::Craftsman(Craftsman { guild: Guild::Brauer, number: 0 });
        let e = Event::Recruited {
            seat: Seat(1),
            guild: Guild::Schuhmacher,
            room: 0,
            guest,
            payment: Goods::single(Guild::Brauer, 1),
        };
        assert!(
            e.describe().de.starts_with("Spieler 2 wirbt bei den Schuhmachern aus Zimmer 1 "),
            "{}",
            e.describe().de
        );
    }
}
