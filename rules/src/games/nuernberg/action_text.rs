//! The players' decisions in words (German and English), as the list of choices shows them.
//! An action's [`Describe`] names only what it carries; [`seen`] adds the Taler it costs or
//! brings at the called guild, by the figures the rules pay with.

use super::text::{good, goods, guild, place, player};
use super::{Action, View};
use crate::text::{Describe, Money, Text, plural};

/// Nürnberg's money.
pub const TALER: Money = Money { de: "Taler", en: "Taler" };

/// `action` as the list shows it to the viewer of `view`: its words, a dash and the Taler it
/// costs or brings at the called guild ("Buy 2 beer — costs 6 Taler"; a recruit brings a
/// Taler per merchant on the roof).
pub fn seen(view: &View, action: &Action) -> Text {
    let words = action.describe();
    let Some(house) = view.called.and_then(|(g, _)| view.houses.iter().find(|h| h.guild == g)) else {
        return words;
    };
    let figure = match action {
        Action::Sell(n) => TALER.brings(house.goods_worth(u32::from(*n))),
        Action::Buy(w) => TALER.costs(house.goods_worth(w.total())),
        Action::Recruit { .. } if house.roof_total() > 0 => TALER.brings(house.roof_total()),
        _ => return words,
    };
    words.dash(&figure)
}

impl Describe for Action {
    fn describe(&self) -> Text {
        match self {
            Action::Plan(cards) => {
                let names: Vec<Text> = cards.guilds().into_iter().map(guild).collect();
                let de: Vec<&str> = names.iter().map(|n| n.de.as_str()).collect();
                let en: Vec<&str> = names.iter().map(|n| n.en.as_str()).collect();
                Text::new(format!("Verdeckt planen: {}", de.join(", ")), format!("Plan face down: {}", en.join(", ")))
            }
            Action::Pass => Text::new("Für diese Runde passen", "Pass for this round"),
            Action::Sell(n) => {
                let ware = plural(usize::from(*n), ["Ware", "Waren"]);
                Text::new(format!("{n} {ware} dieser Gilde verkaufen"), format!("Sell {n} of this guild's goods"))
            }
            Action::Recruit { room, payment } => {
                let w = goods(payment);
                Text::new(
                    format!("Gast aus Zimmer {} anwerben, zahlen: {}", room + 1, w.de),
                    format!("Recruit the guest in room {}, paying {}", room + 1, w.en),
                )
            }
            Action::Buy(w) => {
                let w = goods(w);
                Text::new(format!("Kaufen: {}", w.de), format!("Buy {}", w.en))
            }
            Action::DoNothing => Text::new("Nichts tun", "Do nothing"),
            Action::Steal { victim, goods: w } => {
                let (s, w) = (player(*victim), goods(w));
                Text::new(format!("Dieb: {} von {} nehmen", w.de, s.de), format!("Thief: take {} from {}", w.en, s.en))
            }
            Action::Swap(a, b) => {
                let (a, b) = (place(*a), place(*b));
                Text::new(
                    format!("Wächter: {} und {} tauschen", a.de, b.de),
                    format!("Guard: swap {} and {}", a.en, b.en),
                )
            }
            Action::Decline => Text::new("Auf die Fähigkeit verzichten", "Do not use the ability"),
            Action::Load(g) => {
                let w = good(*g);
                Text::new(format!("Hausierer mit {} beladen", w.de), format!("Load the Peddler with {}", w.en))
            }
            Action::ToRoof(g) => {
                let g = guild(*g);
                Text::new(
                    format!("Bürgermeister aufs Dach der {}", g.de),
                    format!("Put the Mayor on the {}' roof", g.en),
                )
            }
            Action::MoveFirst(true) => {
                Text::new("An die erste Stelle der Spielerreihenfolge", "Move to first in turn order")
            }
            Action::MoveFirst(false) => Text::new("In der Spielerreihenfolge bleiben", "Keep my place in turn order"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nuernberg::Cards;
    use crate::games::nuernberg::data::Guild;

    #[test]
    fn a_plan_names_its_guilds_in_both_languages() {
        let text = Action::Plan(Cards::from_guilds(&[Guild::Brauer, Guild::Drucker])).describe();
        assert_eq!(text.de, "Verdeckt planen: Brauer, Drucker");
        assert_eq!(text.en, "Plan face down: Brewers, Printers");
    }

    #[test]
    fn a_sale_names_one_good_or_several() {
        assert_eq!(Action::Sell(1).describe().de, "1 Ware dieser Gilde verkaufen");
        assert_eq!(Action::Sell(2).describe().de, "2 Waren dieser Gilde verkaufen");
        assert_eq!(Action::Sell(2).describe().en, "Sell 2 of this guild's goods");
    }
}
