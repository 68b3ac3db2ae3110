//! Each event as a sentence of the game log, in German and English, naming tiles as the board
//! does (by their printed names, a home tile by its owner) and never by coordinates or turns.

use super::{Event, Shipment};
use crate::games::keyflower::data::boat_name;
use crate::games::keyflower::state::{Building, Site, Spot};
use crate::games::keyflower::text::{
    colour, contract, item, player, resource, resources, season, skill, skills, tile, worker_count, workers, workers_in,
};
use crate::text::{Describe, Text, count};

/// A boat's cargo: its workers, its skill tiles, and The Merchants' gold, cabins and contracts
/// face down (those only if any).
fn shipment(cargo: &Shipment) -> Text {
    let (w, k) = (workers(&cargo.workers), skills(&cargo.skills));
    let mut de = format!("{}; {}", w.de, k.de);
    let mut en = format!("{}; {}", w.en, k.en);
    for (n, de_forms, en_forms) in [
        (cargo.gold, ["Gold", "Gold"], ["gold", "gold"]),
        (cargo.cabins, ["Hütte", "Hütten"], ["cabin", "cabins"]),
        (cargo.contracts, ["verdeckter Vertrag", "verdeckte Verträge"], ["contract face down", "contracts face down"]),
    ] {
        if n > 0 {
            let c = count(usize::from(n), de_forms, en_forms);
            de += &format!(", {}", c.de);
            en += &format!(", {}", c.en);
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
/// auction, won or in a village; English words and a number, so that the page does not change
/// with the code's names ("tile-12", "home-1", "boat-0", "turn-order-2").
pub fn place_key(b: Building) -> String {
    match b {
        Building::Home(n) => format!("home-{n}"),
        Building::Tile(t) => format!("tile-{}", t.0),
        Building::Boat(n) => format!("boat-{n}"),
        Building::TurnOrder(n) => format!("turn-order-{n}"),
    }
}

impl Describe for Event {
    /// The tiles the event is about, by the keys of [`place_key`].
    fn places_on_board(&self) -> Vec<String> {
        self.places().into_iter().map(place_key).collect()
    }

    fn describe(&self) -> Text {
        let no = |n: &dyn std::fmt::Display| Text::same(n);
        let (de, en, args): (&str, &str, Vec<Text>) = match self {
            Event::Bid { seat, tile: t, workers: w, bid, moved, .. } => (
                "{} bietet {} auf {}{}; Gebot jetzt {}.",
                "{} bids {} on {}{}; bid now {}.",
                vec![player(*seat), workers(w), tile(*t, None, false), moved_text(moved), no(bid)],
            ),
            Event::Used { seat, site, tile: t, workers: w, moved } => {
                let owner = match *site {
                    Site::Village(owner, _) if owner != *seat => Some(owner),
                    _ => None,
                };
                let args = vec![player(*seat), tile(*t, owner, false), workers_in(w, true), moved_text(moved)];
                ("{} nutzt {} mit {}{}.", "{} uses {} with {}{}.", args)
            }
            Event::IntoBag { seat, colour: c } => (
                "{} legt einen {}n Arbeiter in den Beutel.",
                "{} puts a {} worker into the bag.",
                vec![player(*seat), colour(*c)],
            ),
            Event::GroupIntoBag { seat, tile: t, workers: w, .. } => (
                "{} legt die überbotene Gruppe von {} in den Beutel: {}.",
                "{} puts the outbid group from {} into the bag: {}.",
                vec![player(*seat), tile(*t, None, true), workers_in(w, false)],
            ),
            Event::Gained { seat, resources: r, onto } => (
                "{} erhält {} auf {}.",
                "{} gets {} onto {}.",
                vec![player(*seat), resources(r), tile(*onto, None, false)],
            ),
            Event::Green { seat, count: n } => {
                let (de, en) = match n {
                    0 => ("{} nimmt keine grünen Arbeiter.", "{} takes no green workers."),
                    1 => ("{} nimmt 1 grünen Arbeiter.", "{} takes 1 green worker."),
                    _ => ("{} nimmt {} grüne Arbeiter.", "{} takes {} green workers."),
                };
                (de, en, vec![player(*seat), no(n)])
            }
            Event::FromBag { seat, count: n } => (
                "{} zieht {} aus dem Beutel.",
                "{} draws {} from the bag.",
                vec![player(*seat), worker_count(*n, false)],
            ),
            Event::DrewWorkers { seat, workers: w } => {
                ("{} zieht: {}.", "{} drew: {}.", vec![player(*seat), workers(w)])
            }
            Event::FromSkills { seat, count: n } => {
                let n = count(
                    usize::from(*n),
                    ["Fertigkeitsplättchen", "Fertigkeitsplättchen"],
                    ["skill tile", "skill tiles"],
                );
                ("{} zieht {}.", "{} draws {}.", vec![player(*seat), n])
            }
            Event::DrewSkills { seat, skills: k } => ("{} zieht: {}.", "{} drew: {}.", vec![player(*seat), skills(k)]),
            Event::Moved { seat, resource: r, from, to } => (
                "{} bringt 1 {} von {} zu {}.",
                "{} moves 1 {} from {} to {}.",
                vec![player(*seat), resource(*r), tile(*from, None, true), tile(*to, None, true)],
            ),
            Event::SkillBack { seat, skill: k } => (
                "{} gibt eine {} in den Vorrat zurück.",
                "{} returns a {} to the supply.",
                vec![player(*seat), skill(*k)],
            ),
            Event::Upgraded { seat, tile: t, resources: r, skills: k } => (
                "{} wertet {} auf (bezahlt: {}; {}).",
                "{} upgrades {} (paid: {}; {}).",
                vec![player(*seat), tile(*t, None, false), resources(r), skills(k)],
            ),
            Event::Passed { seat } => ("{} passt.", "{} passes.", vec![player(*seat)]),
            Event::SeasonOver { season: s } => (
                "Alle haben nacheinander gepasst: Die Züge im {} sind vorbei.",
                "Everyone passed in succession: the turns of {} are over.",
                vec![season(*s)],
            ),
            Event::BidBack { seat, tile: t, count: n, .. } => {
                let n = count(
                    usize::from(*n),
                    ["überbotenen Arbeiter", "überbotene Arbeiter"],
                    ["outbid worker", "outbid workers"],
                );
                (
                    "{} nimmt {} von {} zurück.",
                    "{} takes {} back from {}.",
                    vec![player(*seat), n, tile(*t, None, true)],
                )
            }
            Event::Removed { tile: t } => (
                "Auf {} hat niemand geboten: Es scheidet aus.",
                "Nobody bid on {}: it leaves the game.",
                vec![tile(*t, None, false)],
            ),
            Event::Won { seat, tile: t, workers: n } => {
                let (de, en) = match n {
                    0 => ("{} ersteigert {}.", "{} wins {}."),
                    1 => ("{} ersteigert {} und nimmt den Arbeiter darauf.", "{} wins {} and takes the worker on it."),
                    _ => (
                        "{} ersteigert {} und nimmt die {} Arbeiter darauf.",
                        "{} wins {} and takes the {} workers on it.",
                    ),
                };
                (de, en, vec![player(*seat), tile(*t, None, false), no(n)])
            }
            Event::WorkersHome { seat, count: n } => (
                "{} nimmt {} aus dem eigenen Dorf zurück.",
                "{} takes {} back from their village.",
                vec![player(*seat), worker_count(*n, false)],
            ),
            Event::TookBoat { seat, cargo } => (
                "{} nimmt die Fracht der {}: {}.",
                "{} takes the {}'s cargo: {}.",
                vec![player(*seat), Text::same(boat_name(cargo.boat)), shipment(cargo)],
            ),
            Event::StartPlayer { seat } => ("{} wird Startspieler.", "{} becomes start player.", vec![player(*seat)]),
            Event::Built { seat, tile: t, .. } => {
                ("{} baut {} ins Dorf.", "{} builds {} into their village.", vec![player(*seat), tile(*t, None, false)])
            }
            Event::SeasonBegins { season: s } => ("Neue Jahreszeit: {}.", "New season: {}.", vec![season(*s)]),
            Event::Loaded(cargo) => {
                ("Die {} bringt: {}.", "The {} brings: {}.", vec![Text::same(boat_name(cargo.boat)), shipment(cargo)])
            }
            Event::LaidOut { tiles } => {
                ("Zur Versteigerung liegen aus: {}.", "Up for auction: {}.", vec![Text::same(tiles.join(", "))])
            }
            Event::Chose { seat, count: n } => {
                let n = count(*n, ["Winterplättchen", "Winterplättchen"], ["winter tile", "winter tiles"]);
                ("{} legt {} verdeckt bereit.", "{} puts {} up, face down.", vec![player(*seat), n])
            }
            Event::Flipped { seat, tile: t } => (
                "{} wertet mit der Flipper {} kostenlos auf.",
                "{} upgrades {} for free with the Flipper.",
                vec![player(*seat), tile(*t, None, false)],
            ),
            Event::ContractsOpen { open } => {
                let (de, en): (Vec<String>, Vec<String>) =
                    open.iter().flatten().map(|&c| contract(c)).map(|t| (t.de, t.en)).unzip();
                ("Offene Verträge: {}.", "Open contracts: {}.", vec![Text::new(de.join("; "), en.join("; "))])
            }
            Event::TookContract { seat, open: Some(c) } => (
                "{} nimmt den offenen Vertrag {}.",
                "{} takes the open contract {}.",
                vec![player(*seat), contract(*c)],
            ),
            Event::TookContract { seat, open: None } => {
                ("{} zieht einen verdeckten Vertrag.", "{} draws a contract face down.", vec![player(*seat)])
            }
            Event::DrewContract { seat, contract: Some(c) } => {
                ("{} zieht: {}.", "{} drew: {}.", vec![player(*seat), contract(*c)])
            }
            Event::DrewContract { seat, contract: None } => {
                ("{}: Es gibt keinen Vertrag mehr.", "{}: no contract is left.", vec![player(*seat)])
            }
            Event::Traded { seat, contract: c, item: i } => (
                "{} tauscht den Vertrag {} gegen {}.",
                "{} trades the contract {} for {}.",
                vec![player(*seat), contract(*c), item(*i)],
            ),
            Event::Swapped { seat, boat } => (
                "{} tauscht die Sea Bastion II für den Winter gegen die {}.",
                "{} swaps Sea Bastion II for the {} for winter.",
                vec![player(*seat), Text::same(boat_name(*boat))],
            ),
            Event::Extended { seat, tile: t, colour: c, paid } => (
                "{} baut einen {}n Ausbau auf {} (bezahlt: {}; {}; {}).",
                "{} builds a {} extension on {} (paid: {}; {}; {}).",
                vec![
                    player(*seat),
                    colour(*c),
                    tile(*t, None, true),
                    workers(&paid.workers),
                    resources(&paid.resources),
                    skills(&paid.skills),
                ],
            ),
            Event::GameOver => (
                "Der Winter ist vorbei: Das Spiel endet und wird gewertet.",
                "Winter is over: the game ends and is scored.",
                Vec::new(),
            ),
        };
        Text::fill(de, en, &args)
    }
}
