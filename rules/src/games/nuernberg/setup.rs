//! Set-up (rulebook "Spielvorbereitung", steps A–K) for 2–5 players.

use super::data::{
    Buerger, Gast, Gilde, HANDELSLEUTE_MAX, HANDELSLEUTE_START, Handwerker, START_TALER, WAPPEN_JE_GILDE,
    WAREN_JE_GILDE, buerger_im_spiel,
};
use super::state::{Auslage, Phase, Spieler, State, Waren, Zunfthaus};
use super::{Config, round_end};
use crate::engine::{GameRng, PerSeat, Seat, SetupError};
use crate::text::Text;

/// Windows of a workshop; the top one gets a second craftsman stacked on it.
const FENSTER: usize = 4;

/// Builds the opening position for `config`, drawing all set-up randomness from `seed`.
pub fn setup(config: &Config, seed: u64) -> Result<State, SetupError> {
    if !(2..=5).contains(&config.players) {
        return Err(SetupError(Text::new(
            format!("Nürnberg ist für 2 bis 5 Spieler, nicht für {}.", config.players),
            format!("Nürnberg is for 2 to 5 players, not {}.", config.players),
        )));
    }
    let n = usize::from(config.players);
    let gilden = Gilde::in_play(n);
    let mut rng = GameRng::from_seed(seed);

    let mut start_waren = Waren::default();
    for &g in gilden {
        start_waren.add(g, 1);
    }
    let spieler = PerSeat::filled(
        n,
        Spieler {
            taler: START_TALER,
            auslage: Auslage {
                waren: start_waren,
                handelsleute: HANDELSLEUTE_START,
                vorrat: HANDELSLEUTE_MAX - HANDELSLEUTE_START,
                handwerker: Vec::new(),
                buerger: Vec::new(),
                hausierer: Vec::new(),
                wappen: [0; 6],
                prestigewappen: 0,
                gepasst: false,
            },
        },
    );

    let mut reihenfolge: Vec<Seat> = Seat::all(n).collect();
    rng.shuffle(&mut reihenfolge);

    let mut gaeste = Vec::new();
    let mut haeuser = Vec::new();
    for &gilde in gilden {
        let mut stapel: Vec<Handwerker> = Handwerker::of(gilde).collect();
        rng.shuffle(&mut stapel);
        let mut werkstatt: Vec<Vec<Handwerker>> = stapel.drain(..FENSTER).map(|h| vec![h]).collect();
        werkstatt[FENSTER - 1].push(stapel.remove(0));
        gaeste.extend(stapel.into_iter().map(Gast::Handwerker));
        haeuser.push(Zunfthaus {
            gilde,
            werkstatt,
            zimmer: [None; 4],
            lager: Waren::single(gilde, WAREN_JE_GILDE - config.players),
            dach: PerSeat::filled(n, 0),
            buergermeister: Vec::new(),
            wappen: WAPPEN_JE_GILDE,
        });
    }

    let mut buerger: Vec<Buerger> = Buerger::all().collect();
    rng.shuffle(&mut buerger);
    let unbenutzt = buerger.split_off(buerger_im_spiel(n));
    gaeste.extend(buerger.into_iter().map(Gast::Buerger));
    rng.shuffle(&mut gaeste);
    for haus in &mut haeuser {
        for zimmer in &mut haus.zimmer[1..] {
            *zimmer = gaeste.pop();
        }
    }

    let mut state = State {
        rng,
        runde: 1,
        durchgang: 1,
        haeuser,
        spieler,
        reihenfolge,
        gaeste,
        schachtel: Vec::new(),
        unbenutzt,
        prestige: Gilde::Brauer,
        prestige_vorrat: super::data::PRESTIGEWAPPEN - 1,
        prestige_verfallen: 0,
        bank_ausgezahlt: 0,
        enthuellungen: Vec::new(),
        phase: Phase::Planung { plaene: PerSeat::filled(n, None) },
    };
    state.prestige = round_end::prestigezunft(&state, None);
    Ok(state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nuernberg::data::Stadtbewohner;

    #[test]
    fn set_up_follows_the_player_count() {
        for players in 2..=5u8 {
            let state = setup(&Config { players }, 7).unwrap();
            let n = usize::from(players);
            assert_eq!(state.haeuser.len(), n + 1);
            let citizens = state
                .gaeste
                .iter()
                .chain(state.haeuser.iter().flat_map(|h| h.zimmer.iter().flatten()))
                .filter(|g| matches!(g, Gast::Buerger(_)))
                .count();
            assert_eq!(citizens, 4 * n);
            assert_eq!(state.unbenutzt.len(), 26 - 4 * n);
            // 6 leftover craftsmen per guild plus the citizens; 3 of them in each house's rooms.
            assert_eq!(state.gaeste.len() + 3 * (n + 1), 6 * (n + 1) + 4 * n);
            for haus in &state.haeuser {
                assert_eq!(haus.zimmer[0], None, "the leftmost room starts empty");
                assert!(haus.zimmer[1..].iter().all(Option::is_some));
                let windows: Vec<usize> = haus.werkstatt.iter().map(Vec::len).collect();
                assert_eq!(windows, [1, 1, 1, 2]);
                assert_eq!(haus.lager.of(haus.gilde), 12 - players);
            }
            for (_, p) in state.spieler.iter() {
                assert_eq!(
                    (p.taler, p.auslage.handelsleute, p.auslage.vorrat, p.auslage.waren.total()),
                    (25, 4, 4, n as u32 + 1)
                );
            }
            let mut order = state.reihenfolge.clone();
            order.sort();
            assert_eq!(order, Seat::all(n).collect::<Vec<_>>());
        }
    }

    #[test]
    fn the_first_prestige_guild_has_the_highest_master_ties_to_the_lower_number() {
        for seed in 0..40 {
            let state = setup(&Config { players: 4 }, seed).unwrap();
            let best = state.haeuser.iter().map(|h| h.preis()).max().unwrap();
            let first = state.haeuser.iter().find(|h| h.preis() == best).unwrap().gilde;
            assert_eq!(state.prestige, first, "seed {seed}");
        }
    }

    #[test]
    fn turn_order_and_guests_depend_on_the_seed() {
        let a = setup(&Config { players: 5 }, 1).unwrap();
        let b = setup(&Config { players: 5 }, 2).unwrap();
        assert_ne!((a.reihenfolge, a.gaeste), (b.reihenfolge, b.gaeste));
        assert!(Buerger::all().any(|b| b.art() == Stadtbewohner::Graveur));
    }

    #[test]
    fn refuses_player_counts_outside_two_to_five() {
        for players in [0, 1, 6] {
            let refused = setup(&Config { players }, 1).unwrap_err();
            assert!(refused.0.de.contains("2 bis 5") && refused.0.en.contains("2 to 5"));
        }
    }
}
