//! The Nürnberg table drawn from one seat's [`View`]: the track, the guild houses and every
//! player's tableau. Hidden Taler and other players' plans never reach the page: the view
//! leaves them out, so there is nothing to render.

use super::house::{HouseCtx, house};
use super::symbols::GoodsSymbols;
use super::tableau::tableau;
use super::targets::{Target, chosen_cards, pointing_at, targets};
use super::text::Words;
use super::track::{phase, track};
use crate::games::nuernberg::Nuernberg;
use crate::games::nuernberg::data::ROUNDS;
use crate::i18n::t;
use crate::ui::Ctx;
use crate::ui::kit::markup::spot_of;
use crate::ui::table::Scene;
use leptos::prelude::*;

/// The board of a scene; what the viewer may act on is highlighted and offers those actions.
/// Action cards are chosen one by one while planning: each click narrows the offered plans to
/// those holding every chosen card (read back from the offered plans when the board redraws).
pub fn board(scene: Scene<Nuernberg>) -> AnyView {
    let lang = Ctx::get().lang.get();
    let Scene { view, viewer, legal, names, offered, offer, .. } = scene;
    let called = view.called.map(|(g, _)| g);
    let lit: Vec<Target> = legal.iter().flat_map(|a| targets(a, called)).collect();
    let chosen = RwSignal::new(chosen_cards(&legal, offered.as_deref()));
    let point = Callback::new(move |target: Target| {
        let places = match target {
            Target::Card(g) => {
                chosen.update(|c| {
                    if let Some(i) = c.iter().position(|&x| x == g) {
                        c.remove(i);
                    } else {
                        c.push(g);
                    }
                });
                let cards: Vec<Target> = chosen.with(|c| c.iter().map(|&g| Target::Card(g)).collect());
                if cards.is_empty() { vec![target] } else { cards }
            }
            _ => vec![target],
        };
        offer.run(pointing_at(&legal, called, &places));
    });
    let (phase_name, title, help) = phase(&view);
    let planning = phase_name == "planning";
    let ctx = HouseCtx { lang, lit: lit.clone(), point, chosen };
    let houses = view
        .houses
        .iter()
        .map(|h| {
            let card = planning && viewer.is_some_and(|s| !view.players[s].tableau.passed && !view.players[s].planned);
            house(&ctx, h, h.guild == view.prestige, called == Some(h.guild), card, &names)
        })
        .collect_view();
    let mut spots = Vec::new();
    let players: String = view
        .players
        .iter()
        .map(|(seat, p)| tableau(lang, seat, &names[seat.index()], p, planning, &lit, &mut spots))
        .collect();
    view! {
        <section class="nb-board" data-phase=phase_name data-runde=view.round data-durchgang=view.pass>
            <h2>{format!("{} {}/{ROUNDS} · {} {} — {}", t(lang, Words::Round), view.round, t(lang, Words::Pass), view.pass, t(lang, title))}</h2>
            <details class="nb-help"><summary>{t(lang, Words::Help)}</summary><p>{t(lang, help)}</p><p>{t(lang, Words::Legend)}</p></details>
            <GoodsSymbols/>
            {track(lang, &view, &names, &lit, point)}
            <div class="nb-houses">{houses}</div>
            <ul class="nb-players" inner_html=players
                on:click=move |ev| if let Some(t) = spot_of(&ev, &spots) { point.run(t) }></ul>
        </section>
    }
    .into_any()
}
