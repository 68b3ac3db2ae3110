//! The Key Market table: season, phase, players' areas, the seasons board, the land, the market
//! and the guilds as the viewer's [`View`] shows them, with the last move marked ([`Touched`]),
//! or only the part an embed asks for ([`PARTS`]), in the kit's [`Frame`]. Hidden gold and goods
//! never reach the page: the view leaves them out, so there is nothing to render. The table is
//! markup; the frame's [`Pointer`] finds the place pointed at by its `data-focus` key.

use super::guilds::guild_tiles;
use super::land::land_svg;
use super::market::market_board;
use super::players::{goods_row, pick, player};
use super::seasons::seasons_board;
use super::symbols::symbols;
use super::targets::Target;
use super::text::KeyMarketWords;
use crate::engine::Seat;
use crate::games::key_market::text::season_name;
use crate::games::key_market::{Action, KeyMarket, Land, Phase, PhaseView, View, placement_text, with_board};
use crate::i18n::{Lang, t};
use crate::ui::kit::markup::{Markup, markup};
use crate::ui::kit::targets::{Touched, marks};
use crate::ui::kit::{self, Frame, shows};
use crate::ui::table::Scene;
use leptos::prelude::*;

/// The board of a scene; what the viewer may act on is highlighted and offers those actions.
pub fn board(scene: Scene<KeyMarket>) -> AnyView {
    kit::board(scene, board_markup, frame)
}

/// The frame of `scene` in `lang`: heading, help and the last move in words.
fn frame(lang: Lang, scene: &Scene<KeyMarket>) -> Frame {
    let (phase_name, title, help) = phase(&scene.view);
    Frame {
        prefix: "km",
        game: &<KeyMarket as crate::engine::Game>::INFO,
        heading: format!("{} — {}", pick(lang, season_name(scene.view.season)), t(lang, title)),
        phase: phase_name,
        season: Some(scene.view.season.to_string()),
        round: None,
        status: None,
        help: Some(vec![t(lang, help)]),
        told: scene.told(lang),
        sprite: symbols(),
        part: scene.part,
    }
}

/// The board of `scene` as markup in `lang` (all of it, or the part the scene asks for), its
/// places lit for what the viewer may do and marked for what the last move touched; each place
/// one may point at is appended to `spots`.
pub fn board_markup(lang: Lang, scene: &Scene<KeyMarket>, spots: &mut Vec<Target>) -> Markup {
    let Scene { view, viewer, legal, names, offered, part, .. } = scene;
    let shows = |piece: &str| shows(*part, piece, GROUPS);
    let touched = Touched::of(scene);
    let marks = marks(scene);
    let placed = placement(view, offered.as_deref().unwrap_or_default(), legal);
    let (land, ghost) = placed.as_ref().map_or((&view.land, None), |(land, ghost)| (land, Some(*ghost)));
    let mut out = Markup::new();
    if shows("players") {
        let players: Markup = view
            .players
            .iter()
            .map(|(seat, p)| {
                let (own, last) = (*viewer == Some(seat), touched.seat == Some(seat));
                player(lang, &names[seat.index()], seat, p, own, lifted(view, seat), last)
            })
            .collect();
        out += markup!(r#"<ul class="km-players">{players}</ul>"#, players);
    }
    // GameUi for Farming alone, the seasons board stands beside the land, where the market would.
    let beside = *part == Some("farming");
    // The land and the seasons board pan on their own on a phone (see `ui::kit::Zoom`).
    let seasons = if shows("seasons") {
        markup!(r#"<div class="pan">{board}</div>"#, board = seasons_board(lang, view, names))
    } else {
        Markup::new()
    };
    let (seasons, seasons_beside) = if beside { (Markup::new(), seasons) } else { (seasons, Markup::new()) };
    out += seasons;
    let mut main = Markup::new();
    if shows("land") {
        let places = marks
            .lit
            .iter()
            .filter_map(|t| if let Target::Spot(x, y) = *t { Some((x, y)) } else { None })
            .map(|(x, y)| (x, y, placement_text(&view.land, x, y).get(lang).to_string()))
            .collect();
        let land = land_svg(lang, land, ghost, &view.workers, &marks, &touched, places, spots);
        main += markup!(r#"<div class="pan">{land}</div>"#, land);
    }
    main += seasons_beside;
    if shows("market") {
        main += markup!(
            r#"<div class="km-side"><h3>{title}</h3>{board}<p class="km-supply">{supply} {goods}</p></div>"#,
            title = t(lang, KeyMarketWords::Market),
            board = market_board(lang, &view.market, &marks, &touched, spots),
            supply = t(lang, KeyMarketWords::Supply),
            goods = goods_row(lang, &view.supply)
        );
    }
    let class = match (part.is_some(), beside) {
        (_, true) => " beside",
        (true, false) => " alone",
        (false, false) => "",
    };
    out += markup!(r#"<div class="km-main{class}">{main}</div>"#, class, main);
    if shows("guilds") {
        out += markup!(
            r#"<h3>{title}</h3><ul class="km-guilds">{tiles}</ul>"#,
            title = t(lang, KeyMarketWords::Guilds),
            tiles = guild_tiles(lang, &view.guilds, &marks, &touched, spots)
        );
    }
    out
}

/// The parts an embed may show alone: "farming" (the country boards with the seasons board
/// beside them), and each piece by itself: "market" (with the supply), "land" (the country
/// boards), "seasons", "guilds" and "players" (their areas).
pub const PARTS: &[&str] = &["farming", "market", "land", "seasons", "guilds", "players"];

/// The parts that show more than the piece of their name: "farming" shows the seasons board
/// and the land.
const GROUPS: &[(&str, &[&str])] = &[("farming", &["seasons", "land"])];

/// The phase's name for tests, its title and its help text.
fn phase(view: &View) -> (&'static str, KeyMarketWords, KeyMarketWords) {
    match &view.phase {
        PhaseView::FarmHouse { .. } => ("farm-house", KeyMarketWords::PhaseFarmHouse, KeyMarketWords::HelpFarmHouse),
        PhaseView::Open(Phase::PlaceBoard { .. } | Phase::PlaceWorker { .. } | Phase::FarmHouse { .. }) => {
            ("setup", KeyMarketWords::PhaseSetup, KeyMarketWords::HelpSetup)
        }
        PhaseView::Open(Phase::Farming(_)) => ("farming", KeyMarketWords::PhaseFarming, KeyMarketWords::HelpFarming),
        PhaseView::Open(Phase::Bring { .. }) => ("bring", KeyMarketWords::PhaseBring, KeyMarketWords::HelpBring),
        PhaseView::Open(Phase::Market(_)) => ("market", KeyMarketWords::PhaseMarket, KeyMarketWords::HelpMarket),
        PhaseView::Open(Phase::Wages { .. }) => ("wages", KeyMarketWords::PhaseWages, KeyMarketWords::HelpWages),
        PhaseView::Open(Phase::Over) => ("over", KeyMarketWords::PhaseOver, KeyMarketWords::HelpOver),
    }
}

/// The land with the handed country board in place and that board's number, when one
/// placement is on offer (drawn faded).
fn placement(view: &View, offered: &[usize], legal: &[Action]) -> Option<(Land, u8)> {
    let [i] = offered else { return None };
    match (&view.phase, legal.get(*i)?) {
        (PhaseView::Open(Phase::PlaceBoard { board, side, .. }), &Action::PlaceBoard { x, y, rotation }) => {
            let land = with_board(&view.land, (*board, *side), x, y, rotation);
            let ghost = land.boards.len() as u8 - 1;
            Some((land, ghost))
        }
        _ => None,
    }
}

/// Whether the seat's screen is lifted (nothing to bring, so the rules make it public; and
/// every screen once the game is over).
fn lifted(view: &View, seat: Seat) -> bool {
    match &view.phase {
        PhaseView::Open(Phase::Market(day)) => day.screen_lifted[seat],
        PhaseView::Open(Phase::Over) => true,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Names typed to break out of text stay text on the whole board (the frame's words of the
    /// last move and who acts, and the table), in every scenario.
    #[test]
    fn hostile_names_stay_text_in_every_scenario() {
        use crate::games::key_market::scenarios::ALL;
        use crate::ui::kit::hostile_names::draw_every_scenario;
        let found = draw_every_scenario(&ALL, |scene| {
            frame(Lang::En, scene).markup(Lang::En, board_markup(Lang::En, scene, &mut Vec::new()))
        });
        assert!(found > 100, "the names are drawn: {found} found");
    }

    #[test]
    fn each_part_draws_its_pieces_and_no_part_draws_all() {
        let pieces = ["players", "seasons", "land", "market", "guilds"];
        let drawn = |part| pieces.iter().copied().filter(|&piece| shows(part, piece, GROUPS)).collect::<Vec<_>>();
        assert_eq!(drawn(None), pieces);
        assert_eq!(drawn(Some("farming")), ["seasons", "land"]);
        for piece in pieces {
            assert!(PARTS.contains(&piece), "{piece} can be shown alone");
            assert_eq!(drawn(Some(piece)), [piece]);
        }
    }
}
