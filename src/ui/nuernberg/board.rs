//! The Nürnberg table drawn from one seat's [`View`]: the track, the guild houses and every
//! player's tableau, with what the last move touched marked ([`Touched`]) and told in words for
//! screen readers, in the kit's [`Frame`]. Hidden Taler and other players' plans never reach the
//! page: the view leaves them out, so there is nothing to render. The table is markup; the
//! frame's [`Pointer`] finds the place pointed at by its `data-focus` key.

use super::house::{HouseCtx, house};
use super::symbols::symbols;
use super::tableau::{Look, tableau};
use super::targets::{Target, chosen_cards};
use super::text::NuernbergWords;
use super::track::{phase, track};
use crate::games::nuernberg::data::{Guild, ROUNDS};
use crate::games::nuernberg::{Nuernberg, View};
use crate::i18n::{Lang, t};
use crate::ui::kit::markup::{Markup, markup};
use crate::ui::kit::targets::{Touched, marks};
use crate::ui::kit::{self, Frame, shows};
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
pub fn board(scene: Scene<Nuernberg>) -> AnyView {
    kit::board(scene, board_markup, frame)
}

/// The frame of `scene` in `lang`: heading, help and the last move in words.
fn frame(lang: Lang, scene: &Scene<Nuernberg>) -> Frame {
    let view = &scene.view;
    let (phase_name, title, help) = phase(view);
    Frame {
        prefix: "nb",
        game: &<Nuernberg as crate::engine::Game>::INFO,
        heading: format!(
            "{} {}/{ROUNDS} · {} {} — {}",
            t(lang, NuernbergWords::Round),
            view.round,
            t(lang, NuernbergWords::Pass),
            view.pass,
            t(lang, title)
        ),
        phase: phase_name,
        season: None,
        round: Some((view.round, view.pass)),
        status: None,
        help: scene.part.is_none().then(|| vec![t(lang, help), t(lang, NuernbergWords::Legend)]),
        told: scene.told(lang),
        sprite: symbols(),
        part: scene.part,
    }
}

/// The board of `scene` as markup in `lang` (all of it, or the part the scene asks for), its
/// places lit for what the viewer may do and marked for what the last move touched; each place
/// is appended to `spots`. Action cards are chosen one by one while planning: the cards chosen
/// so far are read back from the offered plans.
pub fn board_markup(lang: Lang, scene: &Scene<Nuernberg>, spots: &mut Vec<Target>) -> Markup {
    let Scene { view, viewer, legal, names, offered, part, .. } = scene;
    let drawn = |piece: &str| shows(*part, piece, &[]);
    let (marks, touched) = (marks(scene), Touched::of(scene));
    let planning = phase(view).0 == "planning";
    let mut out = Markup::new();
    if drawn("track") {
        out += track(lang, view, names, (&marks, &touched), spots);
    }
    let chosen = chosen_cards(legal, offered.as_deref());
    let ctx = HouseCtx { lang, marks: &marks, chosen: &chosen, touched: &touched };
    let card = planning && viewer.is_some_and(|s| view.acting.contains(s));
    let houses: Markup = view
        .houses
        .iter()
        .filter(|h| part.is_none_or(|part| part == "houses" || part == part_of(h.guild)))
        .map(|h| {
            house(&ctx, h, (h.guild == view.prestige, view.called.map(|c| c.0) == Some(h.guild), card), names, spots)
        })
        .collect();
    let hidden = |empty: bool| if empty { markup!(" hidden") } else { Markup::new() };
    out += markup!(r#"<div class="nb-houses"{hide}>{houses}</div>"#, hide = hidden(houses.is_empty()), houses);
    let look = Look { lang, planning, over: view.over, marks: &marks, touched: &touched };
    let players = players(&look, view, names, spots);
    out + markup!(r#"<ul class="nb-players"{hide}>{players}</ul>"#, hide = hidden(!drawn("players")), players)
}

/// Every player as the view shows them, as markup; buttons get their place appended to `spots`.
fn players(look: &Look, view: &View, names: &[String], spots: &mut Vec<Target>) -> Markup {
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
        use crate::ui::kit::hostile_names::draw_every_scenario;
        let found = draw_every_scenario(&ALL, |scene| {
            frame(Lang::En, scene).markup(Lang::En, board_markup(Lang::En, scene, &mut Vec::new()))
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
