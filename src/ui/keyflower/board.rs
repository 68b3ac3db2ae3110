//! The Keyflower table drawn from one seat's [`View`]: the season and phase, the tiles up for
//! auction with their bids, the turn-order tiles, the boats, The Merchants' contracts, the
//! supplies and every player's screen and village, with the last move told in words for screen
//! readers, or only the part an embed asks for ([`PARTS`]). Hidden workers, skill tiles, winter
//! tiles and contracts never reach the page: the view leaves them out. The board is markup in
//! the kit's [`Frame`], pointed at as every board is; the kit's [`Handling`] adds the camera of
//! the village in focus and the click that opens a thumbnail village (see [`super::village`]).

use super::detail::{self, Details, fill};
use super::middle::{Look, auction, boats, merchants, supply};
use super::players::players;
use super::symbols::symbols;
use super::targets::Target;
use super::text::KeyflowerWords;
use super::village::{self, FOCUSED};
use crate::games::keyflower::state::Phase;
use crate::games::keyflower::text::season;
use crate::games::keyflower::{Config, Keyflower, View};
use crate::i18n::{Lang, capitalised, t};
use crate::ui::kit::camera;
use crate::ui::kit::focus::slug;
use crate::ui::kit::markup::{Markup, markup};
use crate::ui::kit::targets::{Touched, marks};
use crate::ui::kit::{self, Frame, Handling, shows};
use crate::ui::table::Scene;
use leptos::prelude::*;

/// The board of a scene; what the viewer may act on is a button offering those actions.
pub fn board(scene: Scene<Keyflower>) -> AnyView {
    kit::board_with(scene, board_markup, frame, HANDLING)
}

/// Besides pointing: the village in focus has a camera, a click on a thumbnail opens it (see
/// [`village::clicked`]), and once drawn the tiles get their details and the help its words.
const HANDLING: Handling =
    Handling { camera: Some((FOCUSED, camera::works)), clicked: Some(village::clicked), drawn: Some(fill) };

/// The frame of `scene` in `lang`: heading, help and the last move in words.
fn frame(lang: Lang, scene: &Scene<Keyflower>) -> Frame {
    let (phase_name, title) = phase(&scene.view);
    Frame {
        prefix: "kf",
        game: &<Keyflower as crate::engine::Game>::INFO,
        heading: format!("{} — {}", capitalised(season(scene.view.season).get(lang)), t(lang, title)),
        phase: phase_name,
        season: Some(slug(&season(scene.view.season).en)),
        round: None,
        status: None,
        // Filled in with the tiles' words (see `super::help`).
        help: Some(vec![""]),
        told: scene.told(lang),
        sprite: symbols(),
        part: scene.part,
    }
}

/// The board of `scene` as markup in `lang` (all of it, or the part the scene asks for), its
/// places lit for what the viewer may do and marked for what changed; each place one may point
/// at is appended to `spots`.
pub fn board_markup(lang: Lang, scene: &Scene<Keyflower>, spots: &mut Vec<Target>) -> Markup {
    let Scene { view, legal, names, offered, part, memory, .. } = scene;
    let shows = |piece: &str| shows(*part, piece, &[]);
    let marks = marks(scene);
    let touched = Touched::of(scene);
    let details = Details::new("kf");
    let seats = view.players.len() as u8;
    let look = Look {
        lang,
        names,
        marks: &marks,
        touched: &touched,
        config: Config { players: seats, options: view.options.clone(), data: view.data },
        sides_b: &view.sides_b,
        details: &details,
        memory: *memory,
    };
    let mut markup = Markup::new();
    if shows("auction") {
        markup += auction(&look, view, spots);
    }
    if shows("boats") {
        markup += boats(&look, view, spots);
    }
    if shows("contracts") {
        markup += merchants(&look, view, spots);
    }
    if shows("supply") {
        markup += supply(&look, view);
    }
    if shows("players") {
        markup += players(&look, view, legal, offered.as_deref(), spots);
    }
    markup += detail::markup(*memory, &details, lang, names);
    markup + markup!(r#"<p class="kf-detail">{hint}</p>"#, hint = t(lang, KeyflowerWords::DetailHint))
}

/// The parts an embed may show alone: the tiles up for auction with the turn-order tiles, the
/// boats, The Merchants' contracts, the supplies, and the players (their screens and villages).
pub const PARTS: &[&str] = &["auction", "boats", "contracts", "supply", "players"];

/// The phase's name (for tests and its help, [`super::help`]) and its title.
fn phase(view: &View) -> (&'static str, KeyflowerWords) {
    match view.phase {
        Phase::Turns { .. } => ("turns", KeyflowerWords::PhaseTurns),
        Phase::Boats { .. } => ("boats", KeyflowerWords::PhaseBoats),
        Phase::Building { .. } => ("building", KeyflowerWords::PhaseBuilding),
        Phase::Choosing { .. } => ("choosing", KeyflowerWords::PhaseChoosing),
        Phase::Swap { .. } => ("swap", KeyflowerWords::PhaseSwap),
        Phase::Flipper { .. } => ("flipper", KeyflowerWords::PhaseFlipper),
        Phase::Over => ("over", KeyflowerWords::PhaseOver),
    }
}

/// The phase's title, for the round's name.
pub fn phase_title(view: &View) -> KeyflowerWords {
    phase(view).1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::keyflower::scenarios::ALL;
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
