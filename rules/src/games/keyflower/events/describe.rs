//! Each event as a sentence of the game log, in German and English, naming tiles as the board
//! does (by their printed names, a home tile by its owner) and never by coordinates or turns.

use super::{Event, Shipment};
use crate::games::keyflower::data::boat_name;
use crate::games::keyflower::state::{Building, Site, Spot};
use crate::games::keyflower::text::{
    colour, contract, item, player, resource, resources, season, skill, skills, tile, worker_count, workers, workers_in,
};
use crate::text::{Describe, Text};

/// A boat's cargo: its workers, its skill tiles, and The Merchants' gold, cabins and contracts
/// face down (those only if any).
fn shipment(cargo: &Shipment) -> Text {
    let (w, k) = (workers(&cargo.workers), skills(&cargo.skills));
    let mut de = format!("{}; {}", w.de, k.de);
    let mut en = format!("{}; {}", w.en, k.en);
    for (n, (one_de, many_de), (one_en, many_en)) in [
        (cargo.gold, ("Gold", "Gold"), ("gold", "gold")),
        (cargo.cabins, ("Hütte", "Hütten"), ("cabin", "cabins")),
        (cargo.contracts, ("verdeckter Vertrag", "verdeckte Verträge"), ("contract face down", "contracts face down")),
    ] {
        if n > 0 {
            de += &format!(", {n} {}", if n == 1 { one_de } else { many_de });
            en += &format!(", {n} {}", if n == 1 { one_en } else { many_en });
        }
    }
    Text::new(de, en)
}

/// Outbid groups taken along: " (mitgenommen von Keywood)" / " (moved from Keywood)".
fn moved_text(moved: &[(Spot, Building)]) -> Text {
    if moved.is_empty() {
        return Text::new("", "");
    }
    let (de, en): (Vec<String>, Vec<String>) =
        moved.iter().map(|m| tile(m.1, None, true)).map(|t| (t.de, t.en)).unzip();
    Text::new(format!(" (mitgenommen von {})", de.join(", ")), format!(" (moved from {})", en.join(", ")))
}

/// The key by which the board marks where a tile lies (`data-place`), wherever it is: up for
/// auction, won or in a village.
pub fn place_key(b: Building) -> String {
    format!("{b:?}")
}

/// A count with its noun in the singular or the plural: (German, English).
fn count(n: usize, de: (&str, &str), en: (&str, &str)) -> Text {
    let pick = |(one, many): (&str, &str)| if n == 1 { one.to_string() } else { many.to_string() };
    Text::new(format!("{n} {}", pick(de)), format!("{n} {}", pick(en)))
}

impl Describe for Event {
    /// The tiles the event is about, by the keys of [`place_key`].
    fn places_on_board(&self) -> Vec<String> {
        self.places().into_iter().map(place_key).collect()
    }

    fn describe(&self) -> Text {
        match self {
            Event::Bid { seat, tile: t, workers: w, bid, moved, .. } => {
                let (p, s, w, m) = (player(*seat), tile(*t, None, false), workers(w), moved_text(moved));
                Text::new(
                    format!("{} bietet {} auf {}{}; Gebot jetzt {bid}.", p.de, w.de, s.de, m.de),
                    format!("{} bids {} on {}{}; bid now {bid}.", p.en, w.en, s.en, m.en),
                )
            }
            Event::Used { seat, site, tile: t, workers: w, moved } => {
                let owner = match *site {
                    Site::Village(owner, _) if owner != *seat => Some(owner),
                    _ => None,
                };
                let (p, s, w, m) = (player(*seat), tile(*t, owner, false), workers_in(w, true), moved_text(moved));
                Text::new(
                    format!("{} nutzt {} mit {}{}.", p.de, s.de, w.de, m.de),
                    format!("{} uses {} with {}{}.", p.en, s.en, w.en, m.en),
                )
            }
            Event::IntoBag { seat, colour: c } => {
                let (p, c) = (player(*seat), colour(*c));
                Text::new(
                    format!("{} legt einen {}n Arbeiter in den Beutel.", p.de, c.de),
                    format!("{} puts a {} worker into the bag.", p.en, c.en),
                )
            }
            Event::Gained { seat, resources: r, onto } => {
                let (p, r, t) = (player(*seat), resources(r), tile(*onto, None, false));
                Text::new(
                    format!("{} erhält {} auf {}.", p.de, r.de, t.de),
                    format!("{} gets {} onto {}.", p.en, r.en, t.en),
                )
            }
            Event::Green { seat, count: n } => {
                let p = player(*seat);
                let (de, en) = match n {
                    0 => ("keine grünen Arbeiter".to_string(), "no green workers".to_string()),
                    1 => ("1 grünen Arbeiter".to_string(), "1 green worker".to_string()),
                    n => (format!("{n} grüne Arbeiter"), format!("{n} green workers")),
                };
                Text::new(format!("{} nimmt {de}.", p.de), format!("{} takes {en}.", p.en))
            }
            Event::FromBag { seat, count: n } => {
                let (p, n) = (player(*seat), worker_count(*n, false));
                Text::new(
                    format!("{} zieht {} aus dem Beutel.", p.de, n.de),
                    format!("{} draws {} from the bag.", p.en, n.en),
                )
            }
            Event::DrewWorkers { seat, workers: w } => {
                let (p, w) = (player(*seat), workers(w));
                Text::new(format!("{} zieht: {}.", p.de, w.de), format!("{} drew: {}.", p.en, w.en))
            }
            Event::FromSkills { seat, count: n } => {
                let (p, n) = (
                    player(*seat),
                    count(
                        usize::from(*n),
                        ("Fertigkeitsplättchen", "Fertigkeitsplättchen"),
                        ("skill tile", "skill tiles"),
                    ),
                );
                Text::new(format!("{} zieht {}.", p.de, n.de), format!("{} draws {}.", p.en, n.en))
            }
            Event::DrewSkills { seat, skills: s } => {
                let (p, s) = (player(*seat), skills(s));
                Text::new(format!("{} zieht: {}.", p.de, s.de), format!("{} drew: {}.", p.en, s.en))
            }
            Event::Moved { seat, resource: r, from, to } => {
                let (p, r, a, b) = (player(*seat), resource(*r), tile(*from, None, true), tile(*to, None, true));
                Text::new(
                    format!("{} bringt 1 {} von {} zu {}.", p.de, r.de, a.de, b.de),
                    format!("{} moves 1 {} from {} to {}.", p.en, r.en, a.en, b.en),
                )
            }
            Event::SkillBack { seat, skill: k } => {
                let (p, k) = (player(*seat), skill(*k));
                Text::new(
                    format!("{} gibt eine {} in den Vorrat zurück.", p.de, k.de),
                    format!("{} returns a {} to the supply.", p.en, k.en),
                )
            }
            Event::Upgraded { seat, tile: t, resources: r, skills: k } => {
                let (p, t, r, k) = (player(*seat), tile(*t, None, false), resources(r), skills(k));
                Text::new(
                    format!("{} wertet {} auf (bezahlt: {}; {}).", p.de, t.de, r.de, k.de),
                    format!("{} upgrades {} (paid: {}; {}).", p.en, t.en, r.en, k.en),
                )
            }
            Event::Passed { seat } => {
                let p = player(*seat);
                Text::new(format!("{} passt.", p.de), format!("{} passes.", p.en))
            }
            Event::SeasonOver { season: s } => {
                let s = season(*s);
                Text::new(
                    format!("Alle haben nacheinander gepasst: Die Züge im {} sind vorbei.", s.de),
                    format!("Everyone passed in succession: the turns of {} are over.", s.en),
                )
            }
            Event::BidBack { seat, tile: t, count: n, .. } => {
                let (p, s) = (player(*seat), tile(*t, None, true));
                let n = count(
                    usize::from(*n),
                    ("überbotenen Arbeiter", "überbotene Arbeiter"),
                    ("outbid worker", "outbid workers"),
                );
                Text::new(
                    format!("{} nimmt {} von {} zurück.", p.de, n.de, s.de),
                    format!("{} takes {} back from {}.", p.en, n.en, s.en),
                )
            }
            Event::Removed { tile: t } => {
                let t = tile(*t, None, false);
                Text::new(
                    format!("Auf {} hat niemand geboten: Es scheidet aus.", t.de),
                    format!("Nobody bid on {}: it leaves the game.", t.en),
                )
            }
            Event::Won { seat, tile: t, workers: n } => {
                let (p, t) = (player(*seat), tile(*t, None, false));
                let (de, en) = match n {
                    0 => (String::new(), String::new()),
                    1 => (" und nimmt den Arbeiter darauf".to_string(), " and takes the worker on it".to_string()),
                    n => (format!(" und nimmt die {n} Arbeiter darauf"), format!(" and takes the {n} workers on it")),
                };
                Text::new(format!("{} ersteigert {}{de}.", p.de, t.de), format!("{} wins {}{en}.", p.en, t.en))
            }
            Event::WorkersHome { seat, count: n } => {
                let (p, n) = (player(*seat), worker_count(*n, false));
                Text::new(
                    format!("{} nimmt {} aus dem eigenen Dorf zurück.", p.de, n.de),
                    format!("{} takes {} back from their village.", p.en, n.en),
                )
            }
            Event::TookBoat { seat, cargo } => {
                let (p, c) = (player(*seat), shipment(cargo));
                Text::new(
                    format!("{} nimmt die Fracht der {}: {}.", p.de, boat_name(cargo.boat), c.de),
                    format!("{} takes the {}'s cargo: {}.", p.en, boat_name(cargo.boat), c.en),
                )
            }
            Event::StartPlayer { seat } => {
                let p = player(*seat);
                Text::new(format!("{} wird Startspieler.", p.de), format!("{} becomes start player.", p.en))
            }
            Event::Built { seat, tile: t, .. } => {
                let (p, t) = (player(*seat), tile(*t, None, false));
                Text::new(
                    format!("{} baut {} ins Dorf.", p.de, t.de),
                    format!("{} builds {} into their village.", p.en, t.en),
                )
            }
            Event::SeasonBegins { season: s } => {
                let s = season(*s);
                Text::new(format!("Neue Jahreszeit: {}.", s.de), format!("New season: {}.", s.en))
            }
            Event::Loaded(cargo) => {
                let c = shipment(cargo);
                Text::new(
                    format!("Die {} bringt: {}.", boat_name(cargo.boat), c.de),
                    format!("The {} brings: {}.", boat_name(cargo.boat), c.en),
                )
            }
            Event::LaidOut { tiles } => Text::new(
                format!("Zur Versteigerung liegen aus: {}.", tiles.join(", ")),
                format!("Up for auction: {}.", tiles.join(", ")),
            ),
            Event::Chose { seat, count: n } => {
                let (p, n) =
                    (player(*seat), count(*n, ("Winterplättchen", "Winterplättchen"), ("winter tile", "winter tiles")));
                Text::new(
                    format!("{} legt {} verdeckt bereit.", p.de, n.de),
                    format!("{} puts {} up, face down.", p.en, n.en),
                )
            }
            Event::Flipped { seat, tile: t } => {
                let (p, t) = (player(*seat), tile(*t, None, false));
                Text::new(
                    format!("{} wertet mit der Flipper {} kostenlos auf.", p.de, t.de),
                    format!("{} upgrades {} for free with the Flipper.", p.en, t.en),
                )
            }
            Event::ContractsOpen { open } => {
                let list = open.iter().flatten().map(|&c| contract(c)).collect::<Vec<_>>();
                let (de, en): (Vec<String>, Vec<String>) = list.into_iter().map(|t| (t.de, t.en)).unzip();
                Text::new(format!("Offene Verträge: {}.", de.join("; ")), format!("Open contracts: {}.", en.join("; ")))
            }
            Event::TookContract { seat, open: Some(c) } => {
                let (p, c) = (player(*seat), contract(*c));
                Text::new(
                    format!("{} nimmt den offenen Vertrag {}.", p.de, c.de),
                    format!("{} takes the open contract {}.", p.en, c.en),
                )
            }
            Event::TookContract { seat, open: None } => {
                let p = player(*seat);
                Text::new(
                    format!("{} zieht einen verdeckten Vertrag.", p.de),
                    format!("{} draws a contract face down.", p.en),
                )
            }
            Event::DrewContract { seat, contract: c } => {
                let p = player(*seat);
                match c {
                    Some(c) => {
                        let c = contract(*c);
                        Text::new(format!("{} zieht: {}.", p.de, c.de), format!("{} drew: {}.", p.en, c.en))
                    }
                    None => Text::new(
                        format!("{}: Es gibt keinen Vertrag mehr.", p.de),
                        format!("{}: no contract is left.", p.en),
                    ),
                }
            }
            Event::Traded { seat, contract: c, item: i } => {
                let (p, c, i) = (player(*seat), contract(*c), item(*i));
                Text::new(
                    format!("{} tauscht den Vertrag {} gegen {}.", p.de, c.de, i.de),
                    format!("{} trades the contract {} for {}.", p.en, c.en, i.en),
                )
            }
            Event::Swapped { seat, boat } => {
                let (p, boat) = (player(*seat), boat_name(*boat));
                Text::new(
                    format!("{} tauscht die Sea Bastion II für den Winter gegen die {boat}.", p.de),
                    format!("{} swaps Sea Bastion II for the {boat} for winter.", p.en),
                )
            }
            Event::Extended { seat, tile: t, colour: c, paid } => {
                let (p, c, t) = (player(*seat), colour(*c), tile(*t, None, true));
                let (w, r, k) = (workers(&paid.workers), resources(&paid.resources), skills(&paid.skills));
                Text::new(
                    format!(
                        "{} baut einen {}n Ausbau auf {} (bezahlt: {}; {}; {}).",
                        p.de, c.de, t.de, w.de, r.de, k.de
                    ),
                    format!("{} builds a {} extension on {} (paid: {}; {}; {}).", p.en, c.en, t.en, w.en, r.en, k.en),
                )
            }
            Event::GameOver => Text::new(
                "Der Winter ist vorbei: Das Spiel endet und wird gewertet.",
                "Winter is over: the game ends and is scored.",
            ),
        }
    }
}
