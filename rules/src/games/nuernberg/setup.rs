//! Set-up (rulebook "Spielvorbereitung", steps A–K) for 2–5 players.

use super::data::{
    ARMS_PER_GUILD, Citizen, Craftsman, GOODS_PER_GUILD, Guest, Guild, MERCHANTS_MAX, MERCHANTS_START, START_TALER,
    citizens_for,
};
use super::state::{Goods, GuildHouse, Phase, Player, State, Tableau};
use super::{Config, round_end};
use crate::engine::{GameRng, PerSeat, Seat, SetupError};

/// Windows of a workshop; the top one gets a second craftsman stacked on it.
const WINDOWS: usize = 4;

/// Builds the opening position for `config`, drawing all set-up randomness from `seed`.
pub fn deal(config: &Config, seed: u64) -> Result<State, SetupError> {
    let n = usize::from(config.players);
    let guilds = Guild::in_play(n);
    let mut rng = GameRng::from_seed(seed);

    let mut start_goods = Goods::default();
    for &g in guilds {
        start_goods.add(g, 1);
    }
    let players = PerSeat::filled(
        n,
        Player {
            taler: START_TALER,
            tableau: Tableau {
                goods: start_goods,
                merchants: MERCHANTS_START,
                supply: MERCHANTS_MAX - MERCHANTS_START,
                craftsmen: Vec::new(),
                citizens: Vec::new(),
                hausierer: Vec::new(),
                arms: [0; 6],
                prestige_arms: 0,
                passed: false,
            },
        },
    );

    let mut order: Vec<Seat> = Seat::all(n).collect();
    rng.shuffle(&mut order);

    let mut guests = Vec::new();
    let mut houses = Vec::new();
    for &guild in guilds {
        let mut stack: Vec<Craftsman> = Craftsman::of(guild).collect();
        rng.shuffle(&mut stack);
        let mut workshop: Vec<Vec<Craftsman>> = stack.drain(..WINDOWS).map(|h| vec![h]).collect();
        workshop[WINDOWS - 1].push(stack.remove(0));
        guests.extend(stack.into_iter().map(Guest::Craftsman));
        houses.push(GuildHouse {
            guild,
            workshop,
            rooms: [None; 4],
            storage: Goods::single(guild, GOODS_PER_GUILD - config.players),
            roof: PerSeat::filled(n, 0),
            buergermeister: Vec::new(),
            arms: ARMS_PER_GUILD,
        });
    }

    let mut citizens: Vec<Citizen> = Citizen::all().collect();
    rng.shuffle(&mut citizens);
    let unused = citizens.split_off(citizens_for(n));
    guests.extend(citizens.into_iter().map(Guest::Citizen));
    rng.shuffle(&mut guests);
    for house in &mut houses {
        for room in &mut house.rooms[1..] {
            *room = guests.pop();
        }
    }

    let mut state = State {
        data: config.data,
        rng,
        round: 1,
        pass: 1,
        houses,
        players,
        order,
        guests,
        in_box: Vec::new(),
        unused,
        prestige: Guild::Brauer,
        prestige_supply: super::data::PRESTIGE_ARMS - 1,
        prestige_lost: 0,
        bank_paid: 0,
        reveals: Vec::new(),
        phase: Phase::Planning { plans: PerSeat::filled(n, None) },
    };
    state.prestige = round_end::prestige_guild(&state, None);
    Ok(state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{DataVersion, Game};
    use crate::games::nuernberg::Nuernberg;
    use crate::games::nuernberg::data::CitizenKind;

    #[test]
    fn set_up_follows_the_player_count() {
        for players in 2..=5u8 {
            let state = Nuernberg::setup(&Config::new(players), 7).unwrap();
            let n = usize::from(players);
            assert_eq!(state.houses.len(), n + 1);
            let citizens = state
                .guests
                .iter()
                .chain(state.houses.iter().flat_map(|h| h.rooms.iter().flatten()))
                .filter(|g| matches!(g, Guest::Citizen(_)))
                .count();
            assert_eq!(citizens, 4 * n);
            assert_eq!(state.unused.len(), 26 - 4 * n);
            // 6 leftover craftsmen per guild plus the citizens; 3 of them in each house's rooms.
            assert_eq!(state.guests.len() + 3 * (n + 1), 6 * (n + 1) + 4 * n);
            for house in &state.houses {
                assert_eq!(house.rooms[0], None, "the leftmost room starts empty");
                assert!(house.rooms[1..].iter().all(Option::is_some));
                let windows: Vec<usize> = house.workshop.iter().map(Vec::len).collect();
                assert_eq!(windows, [1, 1, 1, 2]);
                assert_eq!(house.storage.of(house.guild), 12 - players);
            }
            for (_, p) in state.players.iter() {
                assert_eq!(
                    (p.taler, p.tableau.merchants, p.tableau.supply, p.tableau.goods.total()),
                    (25, 4, 4, n as u32 + 1)
                );
            }
            let mut order = state.order.clone();
            order.sort();
            assert_eq!(order, Seat::all(n).collect::<Vec<_>>());
        }
    }

    #[test]
    fn the_first_prestige_guild_has_the_highest_master_ties_to_the_lower_number() {
        for seed in 0..40 {
            let state = Nuernberg::setup(&Config::new(4), seed).unwrap();
            let best = state.houses.iter().map(|h| h.price()).max().unwrap();
            let first = state.houses.iter().find(|h| h.price() == best).unwrap().guild;
            assert_eq!(state.prestige, first, "seed {seed}");
        }
    }

    #[test]
    fn turn_order_and_guests_depend_on_the_seed() {
        let a = Nuernberg::setup(&Config::new(5), 1).unwrap();
        let b = Nuernberg::setup(&Config::new(5), 2).unwrap();
        assert_ne!((a.order, a.guests), (b.order, b.guests));
        assert!(Citizen::all().any(|b| b.kind() == CitizenKind::Graveur));
    }

    #[test]
    fn refuses_player_counts_outside_two_to_five() {
        for players in [0, 1, 6] {
            let refused = Nuernberg::setup(&Config::new(players), 1).unwrap_err();
            assert!(refused.0.de.contains("2 bis 5") && refused.0.en.contains("2 to 5"));
        }
    }

    #[test]
    fn replays_older_data_versions_and_refuses_newer_ones() {
        assert_eq!(Config::new(3).data, DataVersion(2));
        assert_eq!(
            Nuernberg::setup(&Config { data: DataVersion(1), ..Config::new(3) }, 1).unwrap().data,
            DataVersion(1)
        );
        let refused = Nuernberg::setup(&Config { data: DataVersion(3), ..Config::new(3) }, 1).unwrap_err();
        assert!(refused.0.en.contains("Nuremberg's component data version 3"), "{}", refused.0.en);
    }
}
