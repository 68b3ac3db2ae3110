//! Each event as a sentence of the game log, in German and English.

use super::{Event, Shipment};
use crate::games::keyflower::data::Colour;
use crate::games::keyflower::state::Spot;
use crate::games::keyflower::text::{
    colour, contract, item, player, resource, resources, season, site, skill, skills, spot, worker_count, workers,
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

fn moved_text(moved: &[Spot]) -> Text {
    if moved.is_empty() {
        return Text::new("", "");
    }
    let (de, en): (Vec<String>, Vec<String>) = moved.iter().map(|&s| spot(s)).map(|t| (t.de, t.en)).unzip();
    Text::new(format!(" (verschoben von {})", de.join(", ")), format!(" (moved from {})", en.join(", ")))
}

impl Describe for Event {
    fn describe(&self) -> Text {
        match self {
            Event::Bid { seat, spot: s, workers: w, bid, moved } => {
                let (p, s, w, m) = (player(*seat), spot(*s), workers(w), moved_text(moved));
                Text::new(
                    format!("{} bietet {} auf {}{}; Gebot jetzt {bid}.", p.de, w.de, s.de, m.de),
                    format!("{} bids {} on {}{}; bid now {bid}.", p.en, w.en, s.en, m.en),
                )
            }
            Event::Used { seat, site: s, workers: w, moved } => {
                let (p, s, w, m) = (player(*seat), site(*s), workers(w), moved_text(moved));
                Text::new(
                    format!("{} nutzt {} mit {}{}.", p.de, s.de, w.de, m.de),
                    format!("{} uses {} with {}{}.", p.en, s.en, w.en, m.en),
                )
            }
            Event::IntoBag { seat, colour: c } => {
                let (p, c) = (player(*seat), colour(*c));
                Text::new(
                    format!("{} legt einen Arbeiter ({}) in den Beutel.", p.de, c.de),
                    format!("{} puts a worker ({}) into the bag.", p.en, c.en),
                )
            }
            Event::Gained { seat, resources: r, onto } => {
                let (p, r) = (player(*seat), resources(r));
                Text::new(
                    format!("{} erhält {} auf {}.", p.de, r.de, onto.de),
                    format!("{} gets {} onto {}.", p.en, r.en, onto.en),
                )
            }
            Event::Green { seat, count } => {
                let p = player(*seat);
                Text::new(
                    format!("{} nimmt {}.", p.de, worker_count(*count, Some(Colour::Green)).de),
                    format!("{} takes {}.", p.en, worker_count(*count, Some(Colour::Green)).en),
                )
            }
            Event::FromBag { seat, count } => {
                let p = player(*seat);
                Text::new(
                    format!("{} zieht {} aus dem Beutel.", p.de, worker_count(*count, None).de),
                    format!("{} draws {} from the bag.", p.en, worker_count(*count, None).en),
                )
            }
            Event::DrewWorkers { seat, workers: w } => {
                let (p, w) = (player(*seat), workers(w));
                Text::new(format!("{} zieht: {}.", p.de, w.de), format!("{} drew: {}.", p.en, w.en))
            }
            Event::FromSkills { seat, count } => {
                let p = player(*seat);
                Text::new(
                    format!("{} zieht {count} Fertigkeitsplättchen.", p.de),
                    format!("{} draws {count} skill tiles.", p.en),
                )
            }
            Event::DrewSkills { seat, skills: s } => {
                let (p, s) = (player(*seat), skills(s));
                Text::new(format!("{} zieht: {}.", p.de, s.de), format!("{} drew: {}.", p.en, s.en))
            }
            Event::Moved { seat, resource: r, from, to } => {
                let (p, r) = (player(*seat), resource(*r));
                Text::new(
                    format!("{} bringt 1 {} von {} nach {}.", p.de, r.de, from.de, to.de),
                    format!("{} moves 1 {} from {} to {}.", p.en, r.en, from.en, to.en),
                )
            }
            Event::SkillBack { seat, skill: k } => {
                let (p, k) = (player(*seat), skill(*k));
                Text::new(
                    format!("{} gibt eine {} in den Vorrat zurück.", p.de, k.de),
                    format!("{} returns a {} to the supply.", p.en, k.en),
                )
            }
            Event::Upgraded { seat, tile, resources: r, skills: k } => {
                let (p, r, k) = (player(*seat), resources(r), skills(k));
                Text::new(
                    format!("{} wertet {} auf (bezahlt: {}; {}).", p.de, tile.de, r.de, k.de),
                    format!("{} upgrades {} (paid: {}; {}).", p.en, tile.en, r.en, k.en),
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
            Event::BidBack { seat, spot: s, count } => {
                let (p, s) = (player(*seat), spot(*s));
                Text::new(
                    format!("{} nimmt überboten {} von {} zurück.", p.de, worker_count(*count, None).de, s.de),
                    format!("{} takes {} back from {}, outbid.", p.en, worker_count(*count, None).en, s.en),
                )
            }
            Event::Removed { tile } => Text::new(
                format!("Auf {tile} hat niemand geboten: Es scheidet aus."),
                format!("Nobody bid on {tile}: it leaves the game."),
            ),
            Event::Won { seat, tile, workers } => {
                let p = player(*seat);
                Text::new(
                    format!("{} ersteigert {tile} und nimmt {} darauf.", p.de, worker_count(*workers, None).de),
                    format!("{} wins {tile} and takes {} on it.", p.en, worker_count(*workers, None).en),
                )
            }
            Event::WorkersHome { seat, count } => {
                let p = player(*seat);
                Text::new(
                    format!("{} nimmt {} aus dem eigenen Dorf zurück.", p.de, worker_count(*count, None).de),
                    format!("{} takes {} back from their village.", p.en, worker_count(*count, None).en),
                )
            }
            Event::TookBoat { seat, cargo } => {
                let (p, c) = (player(*seat), shipment(cargo));
                Text::new(
                    format!("{} nimmt die Fracht der {}: {}.", p.de, cargo.boat, c.de),
                    format!("{} takes the {}'s cargo: {}.", p.en, cargo.boat, c.en),
                )
            }
            Event::StartPlayer { seat } => {
                let p = player(*seat);
                Text::new(format!("{} wird Startspieler.", p.de), format!("{} becomes start player.", p.en))
            }
            Event::Built { seat, tile, at, rotation } => {
                let p = player(*seat);
                Text::new(
                    format!("{} baut {} an ({}, {}), gedreht um {rotation}.", p.de, tile.de, at.q, at.r),
                    format!("{} builds {} at ({}, {}), turned by {rotation}.", p.en, tile.en, at.q, at.r),
                )
            }
            Event::SeasonBegins { season: s } => {
                let s = season(*s);
                Text::new(format!("Neue Jahreszeit: {}.", s.de), format!("New season: {}.", s.en))
            }
            Event::Loaded(cargo) => {
                let c = shipment(cargo);
                Text::new(
                    format!("Die {} bringt: {}.", cargo.boat, c.de),
                    format!("The {} brings: {}.", cargo.boat, c.en),
                )
            }
            Event::LaidOut { tiles } => Text::new(
                format!("Zur Versteigerung liegen aus: {}.", tiles.join(", ")),
                format!("Up for auction: {}.", tiles.join(", ")),
            ),
            Event::Chose { seat, count } => {
                let p = player(*seat);
                Text::new(
                    format!("{} legt {count} Winterplättchen verdeckt bereit.", p.de),
                    format!("{} puts {count} winter tiles up, face down.", p.en),
                )
            }
            Event::Flipped { seat, tile } => {
                let p = player(*seat);
                Text::new(
                    format!("{} wertet mit der Flipper {} kostenlos auf.", p.de, tile.de),
                    format!("{} upgrades {} for free with the Flipper.", p.en, tile.en),
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
                let p = player(*seat);
                Text::new(
                    format!("{} tauscht die Sea Bastion II für den Winter gegen die {boat}.", p.de),
                    format!("{} swaps Sea Bastion II for the {boat} for winter.", p.en),
                )
            }
            Event::Extended { seat, tile, colour: c, paid } => {
                let (p, c) = (player(*seat), colour(*c));
                let (w, r, k) = (workers(&paid.workers), resources(&paid.resources), skills(&paid.skills));
                Text::new(
                    format!(
                        "{} baut einen {}n Ausbau auf {} (bezahlt: {}; {}; {}).",
                        p.de, c.de, tile.de, w.de, r.de, k.de
                    ),
                    format!(
                        "{} builds a {} extension on {} (paid: {}; {}; {}).",
                        p.en, c.en, tile.en, w.en, r.en, k.en
                    ),
                )
            }
            Event::GameOver => Text::new(
                "Der Winter ist vorbei: Das Spiel endet und wird gewertet.",
                "Winter is over: the game ends and is scored.",
            ),
        }
    }
}
