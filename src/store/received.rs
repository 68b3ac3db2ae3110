//! Play by link: a game that comes in by link is measured against the saves of the same game on
//! this device (the same game, set-up, seed and players), so that a turn received updates that
//! save rather than starting a copy. A link behind the save opens nothing over it; a link that
//! went another way than the save is kept beside it only when the player asks, marked with the
//! move where the two parted.

use super::save::SaveFile;
use super::slots::{Backend, Listed, Saves, StoreError};
use crate::i18n::{Describe, Text};

/// How a game received by link stands to a save of the same game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The same moves.
    Same,
    /// The link carries `new` moves past the save: it continues it.
    Ahead {
        /// Moves in the link past the save's last.
        new: usize,
    },
    /// The save is `missing` moves past the link: the link is stale.
    Behind {
        /// Moves in the save past the link's last.
        missing: usize,
    },
    /// The two went different ways from move `at` (counted from 1).
    Parted {
        /// The first move that differs, counted from 1.
        at: usize,
    },
}

/// Whether `a` and `b` are the same game: the same rules, set-up, seed and players.
pub fn same_game(a: &SaveFile, b: &SaveFile) -> bool {
    let players = |s: &SaveFile| s.seats.iter().map(|p| (p.name.clone(), p.kind)).collect::<Vec<_>>();
    a.game == b.game && a.config == b.config && a.seed.value == b.seed.value && players(a) == players(b)
}

/// How many first moves `a` and `b` have in common.
fn shared(a: &SaveFile, b: &SaveFile) -> usize {
    a.actions.iter().zip(&b.actions).take_while(|(x, y)| x == y).count()
}

/// How the game `link` stands to `save` (of the same game).
pub fn standing(save: &SaveFile, link: &SaveFile) -> Standing {
    let shared = shared(save, link);
    match (save.actions.len() - shared, link.actions.len() - shared) {
        (0, 0) => Standing::Same,
        (0, new) => Standing::Ahead { new },
        (missing, 0) => Standing::Behind { missing },
        _ => Standing::Parted { at: shared + 1 },
    }
}

/// The save of the same game that `link` is measured against, with its standing: of the saves
/// of that game, the one sharing the most moves with the link (the most recently played among
/// equals, as `listed` comes); none if this device has no save of it.
pub fn counterpart<'a>(listed: &'a [Listed], link: &SaveFile) -> Option<(&'a SaveFile, Standing)> {
    listed
        .iter()
        .filter_map(|l| match l {
            Listed::Ok(s) if same_game(s, link) => Some(s),
            _ => None,
        })
        .rev()
        .max_by_key(|s| shared(s, link))
        .map(|s| (s, standing(s, link)))
}

impl<B: Backend> Saves<B> {
    /// Brings `save` up to the moves of `link`, which continues it (the turn received); the
    /// save's own players, hints and slot stay.
    pub fn receive(&self, save: &SaveFile, link: &SaveFile, now: f64) -> Result<SaveFile, StoreError> {
        self.write(&SaveFile {
            actions: link.actions.clone(),
            updated: now,
            received: Some(link.actions.len()),
            analysis: None,
            ..save.clone()
        })
    }

    /// Stores the game received by `link` as a new save in slot `id`, marked as received (and,
    /// if it went another way than a save of the same game, with the move where they parted).
    pub fn keep_received(&self, link: &SaveFile, id: String, parted_at: Option<usize>) -> Result<SaveFile, StoreError> {
        let received = Some(link.actions.len());
        self.write(&SaveFile { id, revision: 0, received, parted_at, ..link.clone() })
    }
}

impl Describe for Standing {
    /// What the link is to the save of this game on this device.
    fn describe(&self) -> Text {
        match *self {
            Standing::Same => Text::new(
                "Diese Partie ist auf diesem Gerät schon genau so gespeichert.",
                "This game is saved on this device already, at this very move.",
            ),
            Standing::Ahead { new } => {
                let n = moves(new);
                Text::new(
                    format!("Dieser Link setzt deinen Spielstand dieser Partie fort: {} neu.", n.de),
                    format!("This link continues your save of this game: {} new.", n.en),
                )
            }
            Standing::Behind { missing } => {
                let n = moves(missing);
                Text::new(
                    format!(
                        "Dieser Link ist älter als dein Spielstand dieser Partie ({} zurück). Er wurde nicht geöffnet; dein Spielstand bleibt, wie er ist.",
                        n.de
                    ),
                    format!(
                        "This link is older than your save of this game ({} behind). It was not opened; your save stays as it is.",
                        n.en
                    ),
                )
            }
            Standing::Parted { at } => Text::new(
                format!("Dieser Link und dein Spielstand dieser Partie gehen ab Zug {at} verschiedene Wege."),
                format!("This link and your save of this game went different ways from move {at}."),
            ),
        }
    }
}

/// "1 Zug" / "2 moves": a number of moves in words.
pub fn moves(n: usize) -> Text {
    match n {
        1 => Text::new("1 Zug", "1 move"),
        n => Text::new(format!("{n} Züge"), format!("{n} moves")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameId, Seat};
    use crate::store::{FORMAT, MemoryBackend, SeatInfo};
    use serde_json::json;

    fn game(id: &str, actions: &[&str]) -> SaveFile {
        SaveFile {
            app: "keydom".into(),
            format: FORMAT,
            id: id.into(),
            game: GameId::KeyMarket,
            config: json!({"players": 2}),
            seed: 7.into(),
            actions: actions.iter().enumerate().map(|(i, a)| (Seat((i % 2) as u8), json!(a))).collect(),
            seats: vec![SeatInfo::human("Ann"), SeatInfo::human("Bo")],
            created: 1.0,
            updated: 1.0,
            revision: 0,
            analysis: None,
            received: None,
            parted_at: None,
        }
    }

    #[test]
    fn a_link_stands_ahead_behind_level_or_apart() {
        let save = game("a", &["x", "y"]);
        assert_eq!(standing(&save, &game("", &["x", "y"])), Standing::Same);
        assert_eq!(standing(&save, &game("", &["x", "y", "z"])), Standing::Ahead { new: 1 });
        assert_eq!(standing(&save, &game("", &["x"])), Standing::Behind { missing: 1 });
        assert_eq!(standing(&save, &game("", &["x", "z", "z"])), Standing::Parted { at: 2 });
    }

    #[test]
    fn only_the_same_game_with_the_same_players_is_matched() {
        let saves = Saves::new(MemoryBackend::default());
        saves.write(&game("a", &["x"])).unwrap();
        let mut other_seed = game("b", &["x"]);
        other_seed.seed = 8.into();
        saves.write(&other_seed).unwrap();
        let mut other_names = game("c", &["x"]);
        other_names.seats[1].name = "Cy".into();
        saves.write(&other_names).unwrap();
        let listed = saves.list().unwrap();
        let link = game("", &["x", "y"]);
        let (save, standing) = counterpart(&listed, &link).unwrap();
        assert_eq!((save.id.as_str(), standing), ("a", Standing::Ahead { new: 1 }));
        let mut unknown = link;
        unknown.seed = 9.into();
        assert!(counterpart(&listed, &unknown).is_none());
    }

    #[test]
    fn a_turn_received_updates_the_save_and_a_parted_one_is_kept_beside_it() {
        let saves = Saves::new(MemoryBackend::default());
        let mine = saves.write(&game("a", &["x"])).unwrap();
        let turn = game("", &["x", "y"]);
        let updated = saves.receive(&mine, &turn, 5.0).unwrap();
        assert_eq!((updated.actions.len(), updated.received, updated.updated), (2, Some(2), 5.0));
        assert_eq!(saves.list().unwrap().len(), 1, "no second copy");

        let other = game("", &["x", "z"]);
        let listed = saves.list().unwrap();
        assert_eq!(counterpart(&listed, &other).unwrap().1, Standing::Parted { at: 2 });
        let kept = saves.keep_received(&other, "b".into(), Some(2)).unwrap();
        assert_eq!((kept.parted_at, kept.received), (Some(2), Some(2)));
        let listed = saves.list().unwrap();
        assert_eq!(listed.len(), 2);
        assert_eq!(counterpart(&listed, &other).unwrap().1, Standing::Same, "the kept copy is found next time");
    }

    #[test]
    fn a_stale_turn_cannot_overwrite_a_save_played_on_meanwhile() {
        let saves = Saves::new(MemoryBackend::default());
        let mine = saves.write(&game("a", &["x"])).unwrap();
        saves.write(&SaveFile { actions: game("", &["x", "y"]).actions, ..mine.clone() }).unwrap();
        assert_eq!(saves.receive(&mine, &game("", &["x", "y", "z"]), 2.0), Err(StoreError::Conflict));
    }
}
