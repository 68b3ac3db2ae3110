//! Why a decision is refused, in the rules' terms. Legality itself is decided by the legal
//! lists (`placing`, `produce`); this only names the reason.

use super::Action;
use super::data::{Colour, Effect, Input, Skill};
use super::placing::{Placer, at_its_tile, fixed_colour, gathered, palette, sources, usable, use_room, ways};
use super::produce::effect_at;
use super::state::{Build, Pending, Phase, Site, State, Target, Workers};
use super::text::{colour, colour_name, skill};
use crate::engine::Seat;
use crate::text::{Describe, Text};

/// Why a decision is not allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// This kind of decision is not asked for at this moment.
    NotNow,
    /// A placement is under way: finish it first.
    Unfinished,
    /// There is no such tile.
    NoSuchPlace,
    /// The tile has no use (or one this engine does not play yet).
    CannotUse,
    /// The tile takes a worker of this colour from behind the screen, and there is none.
    NeedsWorker(Colour),
    /// The tile takes a skill tile from behind the screen (of this kind, or any), and there is none.
    NeedsSkill(Option<Skill>),
    /// Workers of this colour are there already (from data version 2 the bids around a season
    /// tile and the workers on it share one colour), or the placement is of this colour: only
    /// that colour may join.
    ColourRule(Colour),
    /// Workers of several colours stand together only where summer boat 4b allows it: on a
    /// tile use where workers already are (in data version 1 also 4a's mixed counter-bids and
    /// 4b's bids).
    Unmixed,
    /// No free worker of this colour behind the screen.
    NoWorker(Colour),
    /// That is no outbid group of the player's (winning bids never move).
    NotOutbid,
    /// An outbid group moves elsewhere: not back to its own bid, nor (from data version 2) to a
    /// use of the tile it was outbid on.
    OwnTile,
    /// The tile cannot be used again this season: a further use would need more workers than
    /// the last one and would bring the tile above 6.
    TileFull,
    /// A bid must beat the highest bid there.
    BidTooLow {
        /// The highest other bid.
        top: u8,
    },
    /// A use takes more workers than the last use of the tile this season, and the tile holds
    /// at most 6 a season.
    UseSize {
        /// The last use's workers.
        last: u8,
        /// The most workers the use may take: what the tile still holds this season (in data
        /// version 1 at most 3).
        room: u8,
    },
    /// The workers at hand cannot make a valid placement there.
    CannotComplete,
    /// The tile's upgrade cost is not on it (resources) or behind the screen (skills).
    CannotUpgrade,
    /// No such resource there, no road from there to there, or no capacity left (moving ends
    /// once upgrading begins).
    CannotMove,
    /// That is not at hand to pay with (behind the screen, or on the tile being upgraded), or
    /// not what is asked for now.
    NotAtHand,
    /// Another player has taken that boat's cargo already.
    BoatTaken,
    /// The player has not won such a tile this season.
    NotWon,
    /// An extension needs an upgraded tile of one's village without one, an extension left in
    /// the supply in the colour of the workers on the tile, and its cost at hand.
    CannotExtend,
    /// That winter tile is not in the player's hand.
    NotDealt,
    /// At least one winter tile must be put up.
    NothingPutUp,
    /// The tile does not fit there: it must touch the village, and every shared edge must match
    /// (road to road, no road to no road, water to water; next to a boat, from data version 2,
    /// water and no road too).
    EdgesDoNotMatch,
}

impl Describe for Refusal {
    fn describe(&self) -> Text {
        match self {
            Refusal::NotNow => Text::new("Diese Entscheidung steht gerade nicht an.", "That decision is not due now."),
            Refusal::Unfinished => {
                Text::new("Erst die angefangene Platzierung abschließen.", "Finish the placement under way first.")
            }
            Refusal::NoSuchPlace => Text::new("Dieses Plättchen gibt es nicht.", "There is no such tile."),
            Refusal::CannotUse => Text::new("Dieses Plättchen kann man nicht nutzen.", "That tile cannot be used."),
            Refusal::NeedsWorker(c) => {
                let c = colour(*c);
                Text::new(
                    format!("Dafür muss ein {}r Arbeiter hinter dem Sichtschirm sein.", c.de.trim_end_matches('e')),
                    format!("That needs a {} worker behind the screen.", c.en),
                )
            }
            Refusal::NeedsSkill(kind) => {
                let (de, en) =
                    kind.map_or(("ein Fertigkeitsplättchen".to_string(), "a skill tile".to_string()), |k| {
                        let k = skill(k);
                        (format!("eine {}", k.de), format!("a {}", k.en))
                    });
                Text::new(
                    format!("Dafür muss {de} hinter dem Sichtschirm sein."),
                    format!("That needs {en} behind the screen."),
                )
            }
            Refusal::ColourRule(c) => {
                let c = colour_name(*c);
                Text::new(
                    format!(
                        "Hier gilt die Farbe {}: Gebote um ein Plättchen und Arbeiter darauf haben eine Farbe, und nur diese Farbe darf dazu.",
                        c.de
                    ),
                    format!(
                        "This place's colour is {}: the bids around a tile and the workers on it share one colour, and only that colour may join.",
                        c.en
                    ),
                )
            }
            Refusal::Unmixed => Text::new(
                "Arbeiter verschiedener Farben stehen nur mit Sommerboot 4b zusammen: beim Nutzen eines Plättchens, um das schon geboten oder das schon genutzt wurde. Ein Gegengebot mit Sommerboot 4a ist ganz in einer Farbe.",
                "Workers of different colours stand together only with summer boat 4b: when using a tile already bid for or used. A counter-bid with summer boat 4a is all of one colour.",
            ),
            Refusal::NoWorker(c) => {
                let c = colour(*c);
                Text::new(
                    format!("Hinter dem Sichtschirm sind keine freien {}n Arbeiter.", c.de),
                    format!("No free {} worker behind the screen.", c.en),
                )
            }
            Refusal::NotOutbid => Text::new(
                "Nur eigene überbotene Gebote lassen sich als Ganzes versetzen; siegreiche nie.",
                "Only one's own outbid bids move, whole; winning bids never do.",
            ),
            Refusal::OwnTile => Text::new(
                "Überbotene Arbeiter ziehen als Gruppe woanders hin: zu einem anderen Gebot oder zum Nutzen eines anderen Plättchens.",
                "Outbid workers move on as a group, elsewhere: to another bid or to use another tile.",
            ),
            Refusal::TileFull => Text::new(
                "Eine weitere Nutzung bräuchte mehr Arbeiter als die letzte und mehr als 6 auf dem Plättchen: In dieser Jahreszeit geht keine mehr.",
                "A further use would need more workers than the last and more than 6 on the tile: none this season.",
            ),
            Refusal::BidTooLow { top } => Text::new(
                format!("Das Gebot muss das höchste ({top}) übertreffen."),
                format!("The bid must beat the highest ({top})."),
            ),
            Refusal::UseSize { last, room } => Text::new(
                format!("Eine Nutzung braucht mehr Arbeiter als die letzte ({last}), höchstens {room}."),
                format!("A use takes more workers than the last one ({last}), and at most {room}."),
            ),
            Refusal::CannotComplete => Text::new(
                "Mit diesen Arbeitern ist dort keine gültige Platzierung möglich.",
                "These workers cannot make a valid placement there.",
            ),
            Refusal::CannotUpgrade => {
                Text::new("Die Kosten der Aufwertung liegen nicht bereit.", "The upgrade's cost is not at hand.")
            }
            Refusal::CannotMove => Text::new(
                "So lässt sich nichts transportieren: Der Rohstoff muss dort liegen, eine Straße muss zum Nachbarplättchen führen, und Kapazität muss übrig sein (vor dem Aufwerten).",
                "Nothing can be moved so: the resource must be there, a road must lead to the next tile, and capacity must be left (before upgrading).",
            ),
            Refusal::NotAtHand => Text::new(
                "Damit lässt sich jetzt nicht bezahlen: Es ist nicht vorhanden oder nicht gefragt.",
                "That cannot pay now: it is not at hand or not what is asked for.",
            ),
            Refusal::BoatTaken => {
                Text::new("Die Fracht dieses Schiffs ist schon vergeben.", "That boat's cargo has been taken already.")
            }
            Refusal::NotWon => Text::new(
                "Ein solches Plättchen hast du in dieser Jahreszeit nicht ersteigert.",
                "You did not win such a tile this season.",
            ),
            Refusal::CannotExtend => Text::new(
                "Kein Ausbau möglich: Er braucht ein aufgewertetes Plättchen des eigenen Dorfs ohne Ausbau, einen Ausbau im Vorrat in der Farbe der Arbeiter darauf und seine Kosten (Rohstoffe auf dem Plättchen).",
                "No extension there: it needs an upgraded tile of your village without one, an extension in the supply in the colour of the workers on it, and its cost at hand (resources on the tile).",
            ),
            Refusal::NotDealt => {
                Text::new("Dieses Winterplättchen hast du nicht auf der Hand.", "That winter tile is not in your hand.")
            }
            Refusal::NothingPutUp => Text::new(
                "Lege mindestens ein Winterplättchen zur Versteigerung bereit.",
                "Put at least one winter tile up for auction.",
            ),
            Refusal::EdgesDoNotMatch => Text::new(
                "Dort passt das Plättchen nicht: Es muss am Dorf anliegen, und jede gemeinsame Kante muss passen (Straße an Straße, Wiese an Wiese, Wasser an Wasser; an einem Boot auch Wasser an Wiese).",
                "The tile does not fit there: it must touch the village, and every shared edge must match (road to road, no road to no road, water to water; next to a boat also water to no road).",
            ),
        }
    }
}

/// Why `seat`, which must decide now, may not take `action`.
pub fn explain(state: &State, seat: Seat, action: &Action) -> Refusal {
    match (&state.phase, action) {
        (Phase::Boats { .. }, Action::Boat(b)) if usize::from(*b) >= state.boats.len() => return Refusal::NoSuchPlace,
        (Phase::Boats { .. }, Action::Boat(_)) => return Refusal::BoatTaken,
        (Phase::Building { pending: None, .. }, Action::Build(_)) => return Refusal::NotWon,
        (Phase::Building { pending: Some(Build { at: None, .. }), .. }, Action::At(_))
        | (Phase::Building { pending: Some(Build { at: Some(_), .. }), .. }, Action::Turn(_)) => {
            return Refusal::EdgesDoNotMatch;
        }
        (Phase::Choosing { .. }, Action::PutUp(_)) => return Refusal::NotDealt,
        (Phase::Choosing { .. }, Action::Confirm) => return Refusal::NothingPutUp,
        (Phase::Flipper { .. }, Action::Upgrade(_)) => return Refusal::CannotUpgrade,
        (Phase::Flipper { .. }, Action::Extend(_) | Action::Extension(_)) => return Refusal::CannotExtend,
        (Phase::Turns { .. }, _) => {}
        _ => return Refusal::NotNow,
    }
    match (state.pending(), action) {
        (Some(Pending::Place { .. }), Action::Pass | Action::Bid(_) | Action::Use(_)) => Refusal::Unfinished,
        (Some(_), Action::Pass | Action::Bid(_) | Action::Use(_)) => Refusal::NotNow,
        (None, Action::Bid(spot)) => match state.bids(*spot) {
            None => Refusal::NoSuchPlace,
            Some(bids) => match fixed_colour(state, Target::Bid(*spot)) {
                Some(c) if !has(state, seat, Target::Bid(*spot)) => Refusal::ColourRule(c),
                None if !has(state, seat, Target::Bid(*spot)) => Refusal::CannotComplete,
                _ => Refusal::BidTooLow { top: bids.top_besides(seat) },
            },
        },
        (None, Action::Use(site)) => explain_use(state, seat, *site),
        (None, _) => Refusal::NotNow,
        (Some(Pending::Place { target, screen, groups }), step) => {
            let all = gathered(state, seat, screen, groups);
            match step {
                Action::Worker(c) => {
                    let mut one = Workers::default();
                    one.add(*c, 1);
                    let placer = Placer::new(state, seat);
                    let set = ways(&palette(state, &placer, *target), &all).into_iter().find(|set| set.contains(c));
                    match (mixing(state, seat, *target, &all, &one), set) {
                        (Some(refusal), _) => refusal,
                        (None, Some(set))
                            if sources(state, &placer, *target, &set, screen, groups).free.of(*c) == 0 =>
                        {
                            Refusal::NoWorker(*c)
                        }
                        _ => Refusal::CannotComplete,
                    }
                }
                Action::Group(spot) => {
                    let group = state.outbid_groups(seat).into_iter().find(|&(s, _)| s == *spot);
                    match group {
                        None => Refusal::NotOutbid,
                        Some(_) if groups.contains(spot) => Refusal::NotOutbid,
                        Some(_) if at_its_tile(state, *spot, *target) => Refusal::OwnTile,
                        Some((_, w)) => mixing(state, seat, *target, &all, &w).unwrap_or(Refusal::CannotComplete),
                    }
                }
                Action::Confirm => match *target {
                    Target::Bid(spot) => {
                        Refusal::BidTooLow { top: state.bids(spot).map_or(0, |b| b.top_besides(seat)) }
                    }
                    Target::Use(site) => {
                        let (last, count) = state.used(site).map_or((0, 0), |u| (u.last, u.count()));
                        Refusal::UseSize { last, room: use_room(&state.config, count) }
                    }
                },
                _ => Refusal::NotNow,
            }
        }
        (Some(Pending::Transport { .. }), Action::Upgrade(_)) => Refusal::CannotUpgrade,
        (Some(Pending::Transport { .. }), Action::Extend(_))
        | (Some(Pending::ChooseExtension { .. }), Action::Extension(_)) => Refusal::CannotExtend,
        (Some(Pending::Extending { .. }), Action::PayWorker(_) | Action::PayResource(_)) => Refusal::NotAtHand,
        (Some(Pending::Pay { .. } | Pending::Paying { .. }), Action::PayWorker(_) | Action::PaySkill(_))
        | (Some(Pending::Paying { .. }), Action::PayResource(_)) => Refusal::NotAtHand,
        (Some(Pending::Pay { .. }), Action::Group(_)) => Refusal::NotOutbid,
        (Some(Pending::Transport { .. }), Action::Move { .. }) => Refusal::CannotMove,
        (Some(_), _) => Refusal::NotNow,
    }
}

fn explain_use(state: &State, seat: Seat, site: Site) -> Refusal {
    let Some(used) = state.used(site) else { return Refusal::NoSuchPlace };
    if !usable(state, &Placer::new(state, seat), site) {
        return match effect_at(state, site) {
            Effect::Gain(Input::Worker(Some(c)), _) => Refusal::NeedsWorker(c),
            Effect::Gain(Input::Skill(kind), _) => Refusal::NeedsSkill(kind),
            _ => Refusal::CannotUse,
        };
    }
    if used.last + 1 > use_room(&state.config, used.count()) {
        return Refusal::TileFull;
    }
    match fixed_colour(state, Target::Use(site)) {
        Some(c) if !has(state, seat, Target::Use(site)) => Refusal::ColourRule(c),
        _ => Refusal::CannotComplete,
    }
}

/// Whether `seat` has any worker it could bring to `target`: behind the screen or in an outbid
/// group, of a colour the target admits.
fn has(state: &State, seat: Seat, target: Target) -> bool {
    let none = Workers::default();
    let placer = Placer::new(state, seat);
    ways(&palette(state, &placer, target), &none).iter().any(|set| {
        let more = sources(state, &placer, target, set, &none, &[]);
        more.screen > 0 || !more.groups.is_empty()
    })
}

/// Why `adding` may not join the `gathered` workers at `target` by colour, if it may not: the
/// colour rule, or colours mixed where no summer boat allows it.
fn mixing(state: &State, seat: Seat, target: Target, gathered: &Workers, adding: &Workers) -> Option<Refusal> {
    let palette = palette(state, &Placer::new(state, seat), target);
    let mut all = *gathered;
    all.add_all(adding);
    if palette.admits(&all) {
        return None;
    }
    let colour = match palette.colours.as_slice() {
        [only] => Some(*only),
        _ => gathered.colours().next().or(fixed_colour(state, target)),
    };
    match colour {
        Some(c) if !palette.mixed => Some(Refusal::ColourRule(c)),
        _ => Some(Refusal::Unmixed),
    }
}
