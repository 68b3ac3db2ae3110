//! Where on the board a Nürnberg decision points: a guild's action card, its storage room,
//! a guest room, its roof, a workshop window, a player's tableau, one's own goods or the turn
//! order track. A click offers exactly the legal actions pointing there; the rules stay in
//! the engine.

use crate::engine::Seat;
use crate::games::nuernberg::data::Gilde;
use crate::games::nuernberg::{Aktion, Karten, Platz};

/// A place on the board a player can point at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A guild's action card in the viewer's hand (planning).
    Karte(Gilde),
    /// The called guild's storage room (buying from it, selling to it).
    Lager(Gilde),
    /// A guest room of the called guild, 0 = leftmost.
    Zimmer(Gilde, u8),
    /// A guild's roof (the Bürgermeister).
    Dach(Gilde),
    /// A craftsman's place in a workshop or guest room (the Wächter's swap).
    Platz(Platz),
    /// Another player (the Dieb's victim).
    Spieler(Seat),
    /// The viewer's own goods of one guild (loading the Hausierer).
    Ware(Gilde),
    /// The turn order track (moving to first after recruiting).
    Reihenfolge,
}

/// The places `action` at the guild `called` points at (`called` is the guild being called,
/// which selling, recruiting and buying leave implicit).
pub fn targets(action: &Aktion, called: Option<Gilde>) -> Vec<Target> {
    use Target::*;
    match action {
        Aktion::Planen(karten) => karten.gilden().into_iter().map(Karte).collect(),
        Aktion::Verkaufen(_) | Aktion::Kaufen(_) => called.map(Lager).into_iter().collect(),
        Aktion::Anwerben { zimmer, .. } => called.map(|g| Zimmer(g, *zimmer)).into_iter().collect(),
        Aktion::AufsDach(g) => vec![Dach(*g)],
        Aktion::Tauschen(a, b) => vec![Platz(*a), Platz(*b)],
        Aktion::Stehlen { opfer, .. } => vec![Spieler(*opfer)],
        Aktion::Beladen(g) => vec![Ware(*g)],
        Aktion::NachVorn(_) => vec![Reihenfolge],
        Aktion::Passen | Aktion::NichtsTun | Aktion::Verzichten => Vec::new(),
    }
}

/// The indices of the actions in `legal` that point at every one of `places` (none if
/// `places` is empty). Pointing at several action cards narrows planning to the plans that
/// hold them all, the smallest such plan first.
pub fn pointing_at(legal: &[Aktion], called: Option<Gilde>, places: &[Target]) -> Vec<usize> {
    if places.is_empty() {
        return Vec::new();
    }
    legal
        .iter()
        .enumerate()
        .filter(|(_, a)| {
            let at = targets(a, called);
            places.iter().all(|p| at.contains(p))
        })
        .map(|(i, _)| i)
        .collect()
}

/// The action cards chosen so far while planning, read back from the plans on `offer`: the
/// cards every offered plan holds (none when nothing, or something other than plans, is
/// offered). The board is drawn afresh after every click, so this is what keeps a choice of
/// several cards.
pub fn chosen_cards(legal: &[Aktion], offered: Option<&[usize]>) -> Vec<Gilde> {
    let Some(offered) = offered.filter(|o| !o.is_empty()) else { return Vec::new() };
    let plans: Option<Vec<Karten>> = offered
        .iter()
        .map(|&i| match legal.get(i) {
            Some(Aktion::Planen(karten)) => Some(*karten),
            _ => None,
        })
        .collect();
    let Some(plans) = plans else { return Vec::new() };
    Gilde::ALL.into_iter().filter(|&g| plans.iter().all(|k| k.has(g))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nuernberg::Waren;

    #[test]
    fn plans_point_at_their_cards_and_narrow_as_more_are_chosen() {
        let plan = |g: &[Gilde]| Aktion::Planen(Karten::from_gilden(g));
        let legal = vec![
            Aktion::Passen,
            plan(&[Gilde::Brauer]),
            plan(&[Gilde::Baecker]),
            plan(&[Gilde::Brauer, Gilde::Baecker]),
        ];
        assert_eq!(pointing_at(&legal, None, &[Target::Karte(Gilde::Brauer)]), vec![1, 3]);
        assert_eq!(pointing_at(&legal, None, &[Target::Karte(Gilde::Brauer), Target::Karte(Gilde::Baecker)]), vec![3]);
        assert!(pointing_at(&legal, None, &[]).is_empty());
        assert!(pointing_at(&legal, None, &[Target::Karte(Gilde::Drucker)]).is_empty());
        let both = pointing_at(&legal, None, &[Target::Karte(Gilde::Brauer), Target::Karte(Gilde::Baecker)]);
        assert_eq!(chosen_cards(&legal, Some(&both)), vec![Gilde::Brauer, Gilde::Baecker]);
        let brewers = pointing_at(&legal, None, &[Target::Karte(Gilde::Brauer)]);
        assert_eq!(chosen_cards(&legal, Some(&brewers)), vec![Gilde::Brauer]);
        assert!(chosen_cards(&legal, None).is_empty());
    }

    #[test]
    fn trading_and_recruiting_point_at_the_called_guild() {
        let legal = vec![
            Aktion::Verkaufen(1),
            Aktion::Anwerben { zimmer: 2, zahlung: Waren([2, 0, 0, 0, 0, 0]) },
            Aktion::Kaufen(Waren([0, 1, 0, 0, 0, 0])),
            Aktion::NichtsTun,
        ];
        let called = Some(Gilde::Brauer);
        assert_eq!(pointing_at(&legal, called, &[Target::Lager(Gilde::Brauer)]), vec![0, 2]);
        assert_eq!(pointing_at(&legal, called, &[Target::Zimmer(Gilde::Brauer, 2)]), vec![1]);
        assert!(pointing_at(&legal, called, &[Target::Zimmer(Gilde::Brauer, 0)]).is_empty());
        assert!(pointing_at(&legal, called, &[Target::Lager(Gilde::Baecker)]).is_empty());
    }

    #[test]
    fn citizen_steps_point_at_roofs_places_players_and_goods() {
        let a = Platz::Zimmer { gilde: Gilde::Drucker, zimmer: 1 };
        let b = Platz::Werkstatt { gilde: Gilde::Drucker, fenster: 2, lage: 0 };
        let legal = vec![
            Aktion::Verzichten,
            Aktion::Tauschen(a, b),
            Aktion::Stehlen { opfer: Seat(2), waren: Waren([1, 0, 0, 0, 0, 0]) },
            Aktion::AufsDach(Gilde::Schneider),
            Aktion::Beladen(Gilde::Hutmacher),
            Aktion::NachVorn(true),
            Aktion::NachVorn(false),
        ];
        assert_eq!(pointing_at(&legal, None, &[Target::Platz(b)]), vec![1]);
        assert_eq!(pointing_at(&legal, None, &[Target::Spieler(Seat(2))]), vec![2]);
        assert_eq!(pointing_at(&legal, None, &[Target::Dach(Gilde::Schneider)]), vec![3]);
        assert_eq!(pointing_at(&legal, None, &[Target::Ware(Gilde::Hutmacher)]), vec![4]);
        assert_eq!(pointing_at(&legal, None, &[Target::Reihenfolge]), vec![5, 6]);
    }
}
