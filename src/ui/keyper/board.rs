//! The Keyper table drawn from one seat's [`View`]: the season, the phase and who acts, the
//! country boards, the display, the ships, the supply and every player's area, with the last
//! move told in words for screen readers, or only the part an embed asks for ([`PARTS`]). Every
//! building, field and fair shown is described by its detail in words (`describe` in the rules),
//! shown in a panel when it is focused, pointed at or tapped.
//! Other seats' dealt fairs and the refold choices not yet shown never reach the page: the view
//! leaves them out. The board is markup in the kit's [`Frame`], whose handlers for clicks and
//! keys, a [`Pointer`]'s, find the place pointed at from its `data-focus` key (a click that
//! can mean one thing only does it at once).

use super::country::{self, boards, refold};
use super::detail;
use super::estate;
use super::middle::{display, ships, supply};
use super::symbols::symbols;
use super::targets::Target;
use super::text::KeyperWords;
use crate::games::keyper::text::season;
use crate::games::keyper::view::{PhaseView, View};
use crate::games::keyper::{Config, Keyper, Phase};
use crate::i18n::{Lang, capitalised, t};
use crate::ui::kit::focus::slug;
use crate::ui::kit::markup::{Markup, markup};
use crate::ui::kit::targets::marks;
use crate::ui::kit::{self, Frame, shows};
use crate::ui::table::Scene;
use leptos::prelude::*;

/// The parts an embed may show alone: the country boards, the display with the ships, the
/// supply, and the players' areas.
pub const PARTS: &[&str] = &["boards", "display", "supply", "players"];

/// The board of a scene; what the viewer may act on is a button offering those actions.
pub fn board(scene: Scene<Keyper>) -> AnyView {
    kit::board(scene, board_markup, frame)
}

/// The frame of `scene` in `lang`: heading, help and the last move in words.
fn frame(lang: Lang, scene: &Scene<Keyper>) -> Frame {
    let view = &scene.view;
    let (phase_name, title, help) = phase(view);
    let acting: Vec<&str> = view.acting.iter().map(|s| scene.names.get(s.index()).map_or("", String::as_str)).collect();
    let last_round = view.final_round.is_some().then(|| format!(" · {}", t(lang, KeyperWords::LastRound)));
    Frame {
        prefix: "kp",
        game: &<Keyper as crate::engine::Game>::INFO,
        heading: format!("{} — {}", capitalised(season(view.season).get(lang)), t(lang, title)),
        phase: phase_name,
        season: Some(slug(&season(view.season).en)),
        round: None,
        status: Some(format!(
            "{} {}{}",
            t(lang, KeyperWords::ToAct),
            acting.join(", "),
            last_round.unwrap_or_default()
        )),
        help: Some(vec![t(lang, help), t(lang, KeyperWords::Legend)]),
        told: scene.told(lang),
        sprite: symbols(),
        part: scene.part,
    }
}

/// The board of `scene` as markup in `lang` (all of it, or the part the scene asks for), its
/// places lit for what the viewer may do; each place one may point at is appended to `spots`.
pub fn board_markup(lang: Lang, scene: &Scene<Keyper>, spots: &mut Vec<Target>) -> Markup {
    let Scene { view, legal, names, part, memory, .. } = scene;
    let shows = |piece: &str| shows(*part, piece, &[]);
    let marks = marks(scene);
    let config = Config { players: view.players.len() as u8, data: view.data };
    let details = detail::Details::new("kp");
    let look = country::Look { lang, names, marks: &marks, details: &details };
    let mut markup = Markup::new();
    if shows("boards") {
        markup += refold(&look, view, spots);
        markup += boards(&look, view, spots);
    }
    if shows("display") {
        markup += display(&look, view, spots);
        markup += ships(lang, &marks, view, spots);
    }
    if shows("supply") {
        markup += supply(lang, view);
    }
    if shows("players") {
        markup += estate::players(&look, view, legal, spots);
    }
    markup += detail::markup(*memory, &details, lang, &config);
    markup + markup!(r#"<p class="kp-detail">{hint}</p>"#, hint = t(lang, KeyperWords::DetailHint))
}

/// The phase's name for tests, its title and its help text.
fn phase(view: &View) -> (&'static str, KeyperWords, KeyperWords) {
    let PhaseView::Open(phase) = &view.phase else {
        return ("refold", KeyperWords::PhaseRefold, KeyperWords::HelpRefold);
    };
    match phase {
        Phase::Turn => ("turn", KeyperWords::PhaseTurn, KeyperWords::HelpTurn),
        Phase::Invite { .. } => ("invite", KeyperWords::PhaseInvite, KeyperWords::HelpInvite),
        Phase::ChooseShip(_) => ("ship", KeyperWords::PhaseShip, KeyperWords::HelpShip),
        Phase::Work(_) => ("work", KeyperWords::PhaseWork, work_help(view)),
        Phase::Pay(_) => ("pay", KeyperWords::PhasePay, KeyperWords::HelpPay),
        Phase::BuildHere(_) => ("build-here", KeyperWords::PhaseBuildHere, KeyperWords::HelpBuildHere),
        Phase::Picks(_) => ("picks", KeyperWords::PhasePicks, KeyperWords::HelpPicks),
        Phase::KeypTile(_) => ("keyp-tile", KeyperWords::PhaseKeypTile, KeyperWords::HelpKeypTile),
        Phase::Refold(_) => ("refold", KeyperWords::PhaseRefold, KeyperWords::HelpRefold),
        Phase::Rest(_) => ("rest", KeyperWords::PhaseRest, KeyperWords::HelpRest),
        Phase::Fairs(_) => ("fairs", KeyperWords::PhaseFairs, KeyperWords::HelpFairs),
        Phase::Over => ("over", KeyperWords::PhaseOver, KeyperWords::HelpOver),
    }
}

/// The help of a worked field or building: from data version 2 the active player and a
/// follower take turns, and a finished good stands in for its raw material there too.
fn work_help(view: &View) -> KeyperWords {
    let rules = Config { players: view.players.len() as u8, data: view.data };
    if rules.shortages_shared_alternately() { KeyperWords::HelpWorkInTurns } else { KeyperWords::HelpWork }
}

/// The phase's title, for the round's name.
pub fn phase_title(view: &View) -> KeyperWords {
    phase(view).1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::keyper::scenarios::ALL;
    use crate::ui::kit::hostile_names::draw_every_scenario;

    /// Names typed to break out of text stay text on the whole board (the frame's words of the
    /// last move and who acts, and the table), in every scenario.
    #[test]
    fn hostile_names_stay_text_in_every_scenario() {
        let found = draw_every_scenario(&ALL, |scene| {
            frame(Lang::En, scene).markup(Lang::En, board_markup(Lang::En, scene, &mut Vec::new()))
        });
        assert!(found > 100, "the names are drawn: {found} found");
    }
}
