//! The Key Market table: season, phase, players' areas, the seasons board, the land, the market
//! and the guilds as the viewer's [`View`] shows them, with the last move marked ([`Trace`]), or
//! only the part an embed asks for ([`PARTS`]). Hidden gold and goods never reach the page: the
//! view leaves them out, so there is nothing to render.

use super::guilds::guild_tiles;
use super::land::land_svg;
use super::last::Trace;
use super::market::market_board;
use super::players::{goods_row, pick, player};
use super::seasons::seasons_board;
use super::symbols::GoodSymbols;
use super::targets::{Target, marks, narrow};
use super::text::Words;
use crate::engine::Seat;
use crate::games::key_market::text::season_name;
use crate::games::key_market::{Action, KeyMarket, Land, Phase, PhaseView, View, placement_text, with_board};
use crate::i18n::t;
use crate::ui::Ctx;
use crate::ui::table::Scene;
use leptos::prelude::*;

/// The board of a scene; what the viewer may act on is highlighted and offers those actions.
pub fn board(scene: Scene<KeyMarket>) -> AnyView {
    let lang = Ctx::get().lang.get();
    let Scene { view, viewer, legal, names, offered, offer, last, part, .. } = scene;
    let shows = |piece: &str| shows(part, piece);
    let trace = Trace::new(last.as_ref(), &view.land);
    let said = trace.said(lang, &names);
    let marks = marks(&legal, offered.as_deref());
    let placed = placement(&view, offered.as_deref().unwrap_or_default(), &legal);
    let (land, ghost) = placed.as_ref().map_or((&view.land, None), |(land, ghost)| (land, Some(*ghost)));
    let point = Callback::new(move |target: Target| offer.run(narrow(&legal, offered.as_deref(), target)));
    let (phase, phase_key, help) = phase(&view);
    let players = shows("players").then(|| {
        let players = view
            .players
            .iter()
            .map(|(seat, p)| {
                player(
                    lang,
                    &names[seat.index()],
                    seat,
                    p,
                    viewer == Some(seat),
                    lifted(&view, seat),
                    trace.seat == Some(seat),
                )
            })
            .collect_view();
        view! { <ul class="km-players">{players}</ul> }
    });
    // Shown for Farming alone, the seasons board stands beside the land, where the market would.
    let beside = part == Some("farming");
    // The land and the seasons board pan on their own on a phone (see `ui::kit::Zoom`).
    let seasons = shows("seasons").then(|| view! { <div class="pan">{seasons_board(lang, &view, &names)}</div> });
    let (seasons, seasons_beside) = if beside { (None, seasons) } else { (seasons, None) };
    let spots = marks
        .lit
        .iter()
        .filter_map(|t| if let Target::Spot(x, y) = *t { Some((x, y)) } else { None })
        .map(|(x, y)| (x, y, placement_text(&view.land, x, y).get(lang).to_string()))
        .collect();
    let land = shows("land").then(|| {
        view! { <div class="pan">{land_svg(lang, land, ghost, &view.workers, &marks, &trace, spots, point)}</div> }
    });
    let market = shows("market").then(|| {
        view! {
            <div class="km-side">
                <h3>{t(lang, Words::Market)}</h3>
                {market_board(lang, &view.market, &marks, &trace.rows, point)}
                <p class="km-supply">{t(lang, Words::Supply)} " " {goods_row(lang, &view.supply)}</p>
            </div>
        }
    });
    let guilds = shows("guilds").then(|| {
        view! {
            <h3>{t(lang, Words::Guilds)}</h3>
            <ul class="km-guilds">{guild_tiles(lang, &view.guilds, &marks, &trace.guilds, point)}</ul>
        }
    });
    view! {
        <section class="km-board" data-season=view.season data-phase=phase data-part=part data-last-seat=trace.seat.map(|s| s.0)>
            <h2>{pick(lang, season_name(view.season))} " — " {t(lang, phase_key)}</h2>
            {(!said.is_empty()).then(|| view! { <p class="visually-hidden km-last-said">{t(lang, Words::LastMove)} ": " {said}</p> })}
            <details class="km-help"><summary>{t(lang, Words::Help)}</summary><p>{t(lang, help)}</p></details>
            <GoodSymbols/>
            {players}
            {seasons}
            <div class="km-main" class:alone=part.is_some() && !beside class:beside=beside>{land}{seasons_beside}{market}</div>
            {guilds}
        </section>
    }
    .into_any()
}

/// The parts an embed may show alone: "farming" (the country boards with the seasons board
/// beside them), and each piece by itself: "market" (with the supply), "land" (the country
/// boards), "seasons", "guilds" and "players" (their areas).
pub const PARTS: &[&str] = &["farming", "market", "land", "seasons", "guilds", "players"];

/// Whether the board drawn for `part` (all of it for `None`) has `piece`.
fn shows(part: Option<&str>, piece: &str) -> bool {
    match part {
        None => true,
        Some("farming") => matches!(piece, "seasons" | "land"),
        Some(part) => part == piece,
    }
}

/// The phase's name for tests, its title and its help text.
fn phase(view: &View) -> (&'static str, Words, Words) {
    match &view.phase {
        PhaseView::FarmHouse { .. } => ("farm-house", Words::PhaseFarmHouse, Words::HelpFarmHouse),
        PhaseView::Open(Phase::PlaceBoard { .. } | Phase::PlaceWorker { .. } | Phase::FarmHouse { .. }) => {
            ("setup", Words::PhaseSetup, Words::HelpSetup)
        }
        PhaseView::Open(Phase::Farming(_)) => ("farming", Words::PhaseFarming, Words::HelpFarming),
        PhaseView::Open(Phase::Bring { .. }) => ("bring", Words::PhaseBring, Words::HelpBring),
        PhaseView::Open(Phase::Market(_)) => ("market", Words::PhaseMarket, Words::HelpMarket),
        PhaseView::Open(Phase::Wages { .. }) => ("wages", Words::PhaseWages, Words::HelpWages),
        PhaseView::Open(Phase::Over) => ("over", Words::PhaseOver, Words::HelpOver),
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

    #[test]
    fn each_part_draws_its_pieces_and_no_part_draws_all() {
        let pieces = ["players", "seasons", "land", "market", "guilds"];
        let drawn = |part| pieces.iter().copied().filter(|&piece| shows(part, piece)).collect::<Vec<_>>();
        assert_eq!(drawn(None), pieces);
        assert_eq!(drawn(Some("farming")), ["seasons", "land"]);
        for piece in pieces {
            assert!(PARTS.contains(&piece), "{piece} can be shown alone");
            assert_eq!(drawn(Some(piece)), [piece]);
        }
    }
}
