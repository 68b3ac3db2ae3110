//! Pages addressed by the URL fragment (`#/saves`), so the app works as plain files under
//! any sub-path: no server ever has to rewrite a path to index.html.

use crate::engine::Seat;
use crate::games::{GameInfo, by_slug};
use leptos::prelude::*;

/// A page of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    /// The list of games.
    Home,
    /// The new-game dialog for a game, with a game number already filled in (`#/new/<slug>/<n>`:
    /// "play this set-up again").
    NewGame(&'static GameInfo, Option<u64>),
    /// A guided first game of a game (`#/learn/<slug>`): starts one and opens its table.
    Learn(&'static GameInfo),
    /// Saved games.
    Saves,
    /// Settings.
    Settings,
    /// About Keydom.
    About,
    /// A saved game, by its slot id.
    Play(String),
    /// A shared game: a whole record in the fragment.
    Link(String),
    /// A game watched move by move (`#/replay/<source>?step=N&seat=S`).
    Replay(Source, Result<Shot, String>),
    /// A position for an iframe, without the app's chrome (`#/embed/<source>?…`).
    Embed(Source, Result<Shot, String>),
    /// Anything else.
    NotFound,
}

impl Route {
    /// The page a fragment such as `#/new/keyper` names.
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        let (path, query) = path.split_once('?').map_or((path, None), |(p, q)| (p, Some(q)));
        let parts: Vec<&str> = path.split('/').collect();
        match (parts[0], Source::parse(&parts[1..])) {
            ("replay", Some(source)) => return Route::Replay(source, Shot::parse(query.unwrap_or(""))),
            ("embed", Some(source)) => return Route::Embed(source, Shot::parse(query.unwrap_or(""))),
            _ if query.is_some() => return Route::NotFound,
            _ => {}
        }
        let mut parts = parts.into_iter();
        match (parts.next().unwrap_or(""), parts.next(), parts.next()) {
            ("", None, None) => Route::Home,
            ("saves", None, None) => Route::Saves,
            ("settings", None, None) => Route::Settings,
            ("about", None, None) => Route::About,
            ("new", Some(slug), number) if parts.as_slice().is_empty() => {
                match (by_slug(slug), number.map(str::parse::<u64>)) {
                    (Some(game), None) => Route::NewGame(game, None),
                    (Some(game), Some(Ok(n))) => Route::NewGame(game, Some(n)),
                    _ => Route::NotFound,
                }
            }
            ("learn", Some(slug), None) => by_slug(slug).map_or(Route::NotFound, Route::Learn),
            ("play", Some(id), None) if !id.is_empty() => Route::Play(id.to_string()),
            ("link", Some(payload), None) if !payload.is_empty() => Route::Link(payload.to_string()),
            _ => Route::NotFound,
        }
    }

    /// The fragment that leads to this page, for links.
    pub fn href(&self) -> String {
        match self {
            Route::Home | Route::NotFound => "#/".into(),
            Route::NewGame(game, None) => format!("#/new/{}", game.slug),
            Route::NewGame(game, Some(n)) => format!("#/new/{}/{n}", game.slug),
            Route::Learn(game) => format!("#/learn/{}", game.slug),
            Route::Saves => "#/saves".into(),
            Route::Settings => "#/settings".into(),
            Route::About => "#/about".into(),
            Route::Play(id) => format!("#/play/{id}"),
            Route::Link(payload) => format!("#/link/{payload}"),
            Route::Replay(source, shot) => format!("#/replay/{}{}", source.path(), query(shot)),
            Route::Embed(source, shot) => format!("#/embed/{}{}", source.path(), query(shot)),
        }
    }
}

fn query(shot: &Result<Shot, String>) -> String {
    shot.as_ref().map(Shot::query).unwrap_or_default()
}

/// Where a replay or an embed takes its game from.
#[derive(Clone, Debug, PartialEq)]
pub enum Source {
    /// A share link's payload: `link/<payload>`.
    Link(String),
    /// A saved game on this device: `save/<id>`.
    Save(String),
    /// A rulebook example: `scenario/<game slug>/<name>`.
    Scenario(String, String),
}

impl Source {
    fn parse(parts: &[&str]) -> Option<Source> {
        match parts {
            ["link", payload] if !payload.is_empty() => Some(Source::Link(payload.to_string())),
            ["save", id] if !id.is_empty() => Some(Source::Save(id.to_string())),
            ["scenario", game, name] if !game.is_empty() && !name.is_empty() => {
                Some(Source::Scenario(game.to_string(), name.to_string()))
            }
            _ => None,
        }
    }

    fn path(&self) -> String {
        match self {
            Source::Link(payload) => format!("link/{payload}"),
            Source::Save(id) => format!("save/{id}"),
            Source::Scenario(game, name) => format!("scenario/{game}/{name}"),
        }
    }
}

/// Which step to show, through whose eyes, whether the viewer may try moves, and which part of
/// the board: `?step=N&seat=S&interactive=1&part=P`. `step` counts moves (0 is the start);
/// `seat` counts players from 1, or is `table` for what everyone sees; `part` names a part of
/// the game's board (its `GameUi::PARTS`); each is left to the page when absent.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shot {
    /// The step to show.
    pub step: Option<usize>,
    /// Whose view: `Some(None)` is the table, `Some(Some(seat))` a player's.
    pub seat: Option<Option<Seat>>,
    /// Whether the viewer may try the legal actions (embeds only).
    pub interactive: bool,
    /// The one part of the board to show (embeds only): a name of lower-case letters, digits
    /// and dashes.
    pub part: Option<String>,
}

impl Shot {
    /// Reads a query such as `step=3&seat=2`; anything unknown or out of range is refused with
    /// a message naming it.
    pub fn parse(query: &str) -> Result<Shot, String> {
        let mut shot = Shot::default();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let bad = || format!("{key}={value}");
            match key {
                "step" => shot.step = Some(value.parse().map_err(|_| bad())?),
                "seat" if value == "table" => shot.seat = Some(None),
                "seat" => match value.parse::<u8>() {
                    Ok(n @ 1..=u8::MAX) => shot.seat = Some(Some(Seat(n - 1))),
                    _ => return Err(bad()),
                },
                "interactive" => {
                    shot.interactive = match value {
                        "1" | "true" => true,
                        "0" | "false" => false,
                        _ => return Err(bad()),
                    }
                }
                "part"
                    if !value.is_empty()
                        && value.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-') =>
                {
                    shot.part = Some(value.to_string())
                }
                _ => return Err(bad()),
            }
        }
        Ok(shot)
    }

    /// The query that [`Shot::parse`] reads back as this shot (empty for the defaults).
    pub fn query(&self) -> String {
        let mut parts = Vec::new();
        if let Some(step) = self.step {
            parts.push(format!("step={step}"));
        }
        match self.seat {
            Some(None) => parts.push("seat=table".into()),
            Some(Some(seat)) => parts.push(format!("seat={}", seat.0 + 1)),
            None => {}
        }
        if self.interactive {
            parts.push("interactive=1".into());
        }
        if let Some(part) = &self.part {
            parts.push(format!("part={part}"));
        }
        if parts.is_empty() { String::new() } else { format!("?{}", parts.join("&")) }
    }
}

fn current_hash() -> String {
    window().location().hash().unwrap_or_default()
}

/// The current page, updated whenever the fragment changes.
pub fn use_route() -> ReadSignal<Route> {
    let (route, set_route) = signal(Route::parse(&current_hash()));
    let handle = window_event_listener(leptos::ev::hashchange, move |_| set_route.set(Route::parse(&current_hash())));
    on_cleanup(move || handle.remove());
    route
}

/// Goes to a page.
pub fn navigate(route: &Route) {
    let _ = window().location().set_hash(&route.href());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fragments_name_pages_and_links_lead_back_to_them() {
        for route in [
            Route::Home,
            Route::Saves,
            Route::Settings,
            Route::About,
            Route::Play("a1".into()),
            Route::NewGame(&crate::games::GAMES[2], None),
            Route::NewGame(&crate::games::GAMES[0], Some(u64::MAX)),
            Route::Learn(&crate::games::GAMES[3]),
        ] {
            assert_eq!(Route::parse(&route.href()), route);
        }
        assert_eq!(Route::parse(""), Route::Home);
        assert_eq!(Route::parse("#/new/chess"), Route::NotFound);
        assert_eq!(Route::parse("#/new/nuernberg/12x"), Route::NotFound);
        assert_eq!(Route::parse("#/new/nuernberg/1/2"), Route::NotFound);
        assert_eq!(Route::parse("#/saves/extra"), Route::NotFound);
        assert_eq!(Route::parse("#/learn/chess"), Route::NotFound);
        assert_eq!(Route::parse("#/learn/keyper/1"), Route::NotFound);
        assert_eq!(Route::parse("#/play/"), Route::NotFound);
    }

    #[test]
    fn replays_and_embeds_name_their_source_and_shot() {
        let shot = Shot { step: Some(3), seat: Some(Some(Seat(1))), interactive: true, part: Some("market".into()) };
        for route in [
            Route::Replay(Source::Link("eJz".into()), Ok(Shot::default())),
            Route::Replay(Source::Save("a1".into()), Ok(Shot { step: Some(0), ..Shot::default() })),
            Route::Embed(Source::Scenario("key-market".into(), "selling-fruit".into()), Ok(shot.clone())),
            Route::Embed(Source::Link("eJz".into()), Ok(Shot { seat: Some(None), ..Shot::default() })),
        ] {
            assert_eq!(Route::parse(&route.href()), route);
        }
        assert_eq!(
            Route::parse("#/embed/link/eJz?step=3&seat=2&interactive=1&part=market"),
            Route::Embed(Source::Link("eJz".into()), Ok(shot))
        );
        assert_eq!(Route::parse("#/embed/scenario/key-market"), Route::NotFound);
        assert_eq!(Route::parse("#/replay/link/"), Route::NotFound);
        assert_eq!(Route::parse("#/replay/tape/x"), Route::NotFound);
        assert_eq!(Route::parse("#/saves?step=1"), Route::NotFound);
    }

    #[test]
    fn bad_steps_and_seats_are_named() {
        assert_eq!(Shot::parse(""), Ok(Shot::default()));
        assert_eq!(Shot::parse("interactive=0"), Ok(Shot::default()));
        assert_eq!(Shot::parse("step=-1"), Err("step=-1".into()));
        assert_eq!(Shot::parse("step=99999999999999999999999"), Err("step=99999999999999999999999".into()));
        assert_eq!(Shot::parse("seat=0"), Err("seat=0".into()));
        assert_eq!(Shot::parse("seat=300"), Err("seat=300".into()));
        assert_eq!(Shot::parse("seat=x"), Err("seat=x".into()));
        assert_eq!(Shot::parse("interactive=yes"), Err("interactive=yes".into()));
        assert_eq!(Shot::parse("colour=red"), Err("colour=red".into()));
        assert_eq!(Shot::parse("part="), Err("part=".into()));
        assert_eq!(Shot::parse("part=Market"), Err("part=Market".into()));
        assert_eq!(Shot::parse("part=<b>"), Err("part=<b>".into()));
        assert_eq!(Shot::parse("step=2&seat=table").map(|s| (s.step, s.seat)), Ok((Some(2), Some(None))));
    }
}
