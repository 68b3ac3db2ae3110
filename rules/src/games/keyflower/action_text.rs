//! The players' decisions in words (German and English), as the list of choices shows them.
//! An action names only what it carries (tiles by their printed names, places by number); the
//! board next to the list shows the rest.

use super::Action;
use super::contracts::From;
use super::data::boat_name;
use super::data::merchants::{EXTENSIONS, Item};
use super::text::{colour, contract, item, resource, site, skill, spot};
use crate::text::{Describe, Text, count};

/// A tile waiting to be built, by its printed name.
pub use super::text::name as building;

/// A village tile by its place ("Dorfplättchen 3" / "village tile 3").
fn village_tile(i: u8) -> Text {
    Text::new(format!("Dorfplättchen {}", i + 1), format!("village tile {}", i + 1))
}

impl Describe for Action {
    fn describe(&self) -> Text {
        match self {
            Action::Bid(s) => {
                let s = spot(*s);
                Text::new(format!("Auf {} bieten", s.de), format!("Bid on {}", s.en))
            }
            Action::Use(s) => {
                let s = site(*s);
                Text::new(format!("{} nutzen", s.de), format!("Use {}", s.en))
            }
            Action::Worker(c) => {
                let c = colour(*c);
                Text::new(format!("Einen {}n Arbeiter dazu", c.de), format!("Add a {} worker", c.en))
            }
            Action::Group(s) => {
                let s = spot(*s);
                Text::new(
                    format!("Die überbotene Gruppe von {} einbringen", s.de),
                    format!("Bring in the outbid group from {}", s.en),
                )
            }
            Action::Confirm => Text::new("Bestätigen", "Confirm"),
            Action::Take(r) => {
                let r = resource(*r);
                Text::new(format!("{} nehmen", r.de), format!("Take {}", r.en))
            }
            Action::Move { from, to, resource: r } => {
                let (r, a, b) = (resource(*r), village_tile(*from), village_tile(*to));
                Text::new(
                    format!("{} von {} nach {} bringen", r.de, a.de, b.de),
                    format!("Move {} from {} to {}", r.en, a.en, b.en),
                )
            }
            Action::Upgrade(i) => {
                let t = village_tile(*i);
                Text::new(format!("{} aufwerten", t.de), format!("Upgrade {}", t.en))
            }
            Action::PayWorker(c) => {
                let c = colour(*c);
                Text::new(format!("Mit einem {}n Arbeiter zahlen", c.de), format!("Pay a {} worker", c.en))
            }
            Action::PaySkill(s) => {
                let s = skill(*s);
                Text::new(format!("Mit {} zahlen", s.de), format!("Pay a {}", s.en))
            }
            Action::PayResource(r) => {
                let r = resource(*r);
                Text::new(format!("Mit {} zahlen", r.de), format!("Pay {}", r.en))
            }
            Action::Stop => Text::new("Transport beenden", "End the transport"),
            Action::Pass => Text::new("Passen", "Pass"),
            Action::Boat(i) => Text::new(format!("Boot {} wählen", i + 1), format!("Choose boat {}", i + 1)),
            Action::PutUp(t) => {
                let name = t.data().name;
                Text::new(format!("{name} zur Versteigerung geben"), format!("Put {name} up for auction"))
            }
            Action::Build(b) => {
                let b = building(*b);
                Text::new(format!("{} ins Dorf bauen", b.de), format!("Build {} into the village", b.en))
            }
            Action::At(h) => Text::new(format!("Auf Feld ({}, {})", h.q, h.r), format!("At place ({}, {})", h.q, h.r)),
            Action::Turn(n) => {
                let steps = count(usize::from(*n), ["Schritt", "Schritte"], ["step", "steps"]);
                Text::new(
                    format!("Plättchen {} im Uhrzeigersinn gedreht bauen", steps.de),
                    format!("Build it turned {} clockwise", steps.en),
                )
            }
            Action::Swap(b) => {
                let name = boat_name(*b);
                Text::new(format!("Sea Bastion II gegen {name} tauschen"), format!("Swap Sea Bastion II for {name}"))
            }
            Action::Extend(i) => {
                let t = village_tile(*i);
                Text::new(format!("Erweiterung auf {} bauen", t.de), format!("Build an extension on {}", t.en))
            }
            Action::Extension(e) => {
                let ext = &EXTENSIONS[usize::from(*e)];
                let c = colour(ext.colour);
                let (de, en): (Vec<String>, Vec<String>) =
                    ext.cost.iter().map(|&i| item(i)).map(|t| (t.de, t.en)).unzip();
                Text::new(
                    format!("Die {} Erweiterung (Kosten: {})", c.de, de.join(" + ")),
                    format!("The {} extension (cost: {})", c.en, en.join(" + ")),
                )
            }
            Action::Contract(From::Open(p)) => Text::new(
                format!("Den offenen Vertrag bei Stapel {} nehmen", p + 1),
                format!("Take the open contract beside pile {}", p + 1),
            ),
            Action::Contract(From::Pile(p)) => Text::new(
                format!("Einen Vertrag verdeckt von Stapel {} ziehen", p + 1),
                format!("Draw a contract face down from pile {}", p + 1),
            ),
            Action::SkillTile => Text::new("Ein Fertigkeitsplättchen ziehen", "Draw a skill tile"),
            Action::Trade { contract: c, item: i } => {
                // The contract with what it shows, then what it brings; a resource goes onto the
                // home tile, so that is said too.
                let (c, what) = (contract(*c), item(*i));
                let (de, en) = match i {
                    Item::Resource(_) => (" auf das eigene Heimatplättchen", " onto your home tile"),
                    _ => ("", ""),
                };
                Text::new(
                    format!("Vertrag {} eintauschen: 1 {}{de}", c.de, what.de),
                    format!("Trade in contract {}: 1 {}{en}", c.en, what.en),
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::keyflower::data::Colour;
    use crate::games::keyflower::state::Spot;

    #[test]
    fn a_bid_and_a_worker_read_in_both_languages() {
        let text = Action::Bid(Spot::Offer(2)).describe();
        assert_eq!(text.de, "Auf Jahreszeitenplättchen 3 bieten");
        assert_eq!(text.en, "Bid on season tile 3");
        let text = Action::Worker(Colour::Red).describe();
        assert_eq!(text.de, "Einen roten Arbeiter dazu");
        assert_eq!(text.en, "Add a red worker");
    }

    #[test]
    fn a_trade_says_what_the_contract_shows_and_what_it_brings() {
        use crate::games::keyflower::data::{Resource, Skill};
        // Contract 13 shows a saw and a wood (the Merchants' data).
        let wood = Action::Trade { contract: 13, item: Item::Resource(Some(Resource::Wood)) }.describe();
        assert_eq!(wood.en, "Trade in contract no. 14 (saw + wood): 1 wood onto your home tile");
        assert_eq!(wood.de, "Vertrag Nr. 14 (Säge + Holz) eintauschen: 1 Holz auf das eigene Heimatplättchen");
        let saw = Action::Trade { contract: 13, item: Item::Skill(Some(Skill::Saw)) }.describe();
        assert_eq!(saw.en, "Trade in contract no. 14 (saw + wood): 1 saw");
    }
}
