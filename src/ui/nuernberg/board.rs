//! The Nürnberg table drawn from one seat's [`View`]: the track, the guild houses and every
//! player's tableau, with what the last move touched marked (and told in words for screen
//! readers). Hidden Taler and other players' plans never reach the page: the view leaves them
//! out, so there is nothing to render.

use super::house::{HouseCtx, house};
use super::last::{Marks, words};
use super::symbols::GoodsSymbols;
use super::tableau::{Look, tableau};
use super::targets::{Target, chosen_cards, lit, pointing_at};
use super::text::Words;
use super::track::{phase, track};
use crate::games::nuernberg::Nuernberg;
use crate::games::nuernberg::data::{Guild, ROUNDS};
use crate::i18n::t;
use crate::ui::Ctx;
use crate::ui::kit::markup::{Markup, spot_of};
use crate::ui::table::Scene;
use leptos::prelude::*;

/// The parts of the board an embed may show alone: the track, all guild houses, one guild's
/// house (by the guild's name as [`part_of`] writes it) and the players' tableaus.
pub const PARTS: &[&str] =
    &["track", "houses", "brauer", "baecker", "schuhmacher", "drucker", "schneider", "hutmacher", "players"];

/// The part that shows only the house of `g`.
pub fn part_of(g: Guild) -> &'static str {
    PARTS[2 + g.index()]
}

/// The board of a scene (or only its `part`); what the viewer may act on is highlighted and
/// offers those actions.
/// Action cards are chosen one by one while planning: each click narrows the offered plans to
/// those holding every chosen card (read back from the offered plans when the board redraws).
pub fn board(scene: Scene<Nuernberg>) -> AnyView {
    let lang = Ctx::get().lang.get();
    let Scene { view, viewer, legal, names, offered, offer, last, part, .. } = scene;
    let drawn = |p: &str| part.is_none_or(|part| part == p);
    let marks = Marks::of(last.as_ref());
    let called = view.called.map(|(g, _)| g);
    let lit = lit(&legal, called);
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
    let ctx = HouseCtx { lang, lit: lit.clone(), point, chosen, marks: marks.clone() };
    let houses = view
        .houses
        .iter()
        .filter(|h| drawn("houses") || part == Some(part_of(h.guild)))
        .map(|h| {
            let card = planning && viewer.is_some_and(|s| view.acting.contains(s));
            house(&ctx, h, h.guild == view.prestige, called == Some(h.guild), card, &names)
        })
        .collect::<Vec<_>>();
    let no_houses = houses.is_empty();
    let mut spots = Vec::new();
    let look = Look { lang, planning, over: view.over, lit: &lit, marks: &marks };
    let players = players(&look, &view, &names, &mut spots);
    let moved = last.as_ref().map(|l| {
        let said = format!("{}: {}", t(lang, Words::LastMove), words(Some(l), lang, &names));
        view! { <p class="visually-hidden nb-last-move" data-seat=l.seat.0>{said}</p> }
    });
    view! {
        <section class="nb-board" data-part=part data-phase=phase_name data-runde=view.round data-durchgang=view.pass>
            <h2>{format!("{} {}/{ROUNDS} · {} {} — {}", t(lang, Words::Round), view.round, t(lang, Words::Pass), view.pass, t(lang, title))}</h2>
            {part.is_none().then(|| view! {
                <details class="nb-help"><summary>{t(lang, Words::Help)}</summary><p>{t(lang, help)}</p><p>{t(lang, Words::Legend)}</p></details>
            })}
            {moved}
            <GoodsSymbols/>
            {drawn("track").then(|| track(lang, &view, &names, &lit, &marks, point))}
            <div class="nb-houses" hidden=no_houses>{houses.collect_view()}</div>
            <ul class="nb-players" hidden=!drawn("players") inner_html=players.into_html()
                on:click=move |ev| if let Some(t) = spot_of(&ev, &spots) { point.run(t) }></ul>
        </section>
    }
    .into_any()
}

/// Every player as the view shows them, as markup; buttons get their place appended to `spots`.
fn players(look: &Look, view: &crate::games::nuernberg::View, names: &[String], spots: &mut Vec<Target>) -> Markup {
    view.players.iter().map(|(seat, p)| tableau(look, seat, &names[seat.index()], p, spots)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Names typed to break out of text stay text in the players' tableaus and in every house
    /// (whose roofs name the players there), in every scenario.
    #[test]
    fn hostile_names_stay_text_in_every_scenario() {
        use crate::games::nuernberg::scenarios::ALL;
        use crate::i18n::Lang;
        use crate::ui::kit::hostile_names::draw_every_scenario;
        let found = draw_every_scenario(&ALL, |scene| {
            let (view, names) = (&scene.view, &scene.names);
            let marks = Marks::of(scene.last.as_ref());
            let lit = lit(&scene.legal, view.called.map(|(g, _)| g));
            let look = Look {
                lang: Lang::En,
                planning: phase(view).0 == "planning",
                over: view.over,
                lit: &lit,
                marks: &marks,
            };
            let mut out = players(&look, view, names, &mut Vec::new());
            let ctx = HouseCtx {
                lang: Lang::En,
                lit: lit.clone(),
                point: Callback::new(|_| {}),
                chosen: RwSignal::new(Vec::new()),
                marks: marks.clone(),
            };
            for h in &view.houses {
                out += super::super::house::drawing(&ctx, h, h.guild == view.prestige, names).0;
            }
            out
        });
        assert!(found > 20, "the names are drawn: {found} found");
    }

    #[test]
    fn every_guild_has_its_house_as_a_part() {
        let houses: Vec<&str> = Guild::ALL.into_iter().map(part_of).collect();
        assert_eq!(houses, ["brauer", "baecker", "schuhmacher", "drucker", "schneider", "hutmacher"]);
        assert!(houses.iter().all(|h| PARTS.contains(h)));
    }
}
