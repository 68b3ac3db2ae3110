//! Pages addressed by the URL fragment (`#/saves`), so the app works as plain files under
//! any sub-path: no server ever has to rewrite a path to index.html.

use crate::games::{GameInfo, by_slug};
use leptos::prelude::*;

/// A page of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    /// The list of games.
    Home,
    /// The new-game dialog for a game.
    NewGame(&'static GameInfo),
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
    /// Anything else.
    NotFound,
}

impl Route {
    /// The page a fragment such as `#/new/keyper` names.
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        let mut parts = path.split('/');
        match (parts.next().unwrap_or(""), parts.next(), parts.next()) {
            ("", None, None) => Route::Home,
            ("saves", None, None) => Route::Saves,
            ("settings", None, None) => Route::Settings,
            ("about", None, None) => Route::About,
            ("new", Some(slug), None) => by_slug(slug).map_or(Route::NotFound, Route::NewGame),
            ("play", Some(id), None) if !id.is_empty() => Route::Play(id.to_string()),
            ("link", Some(payload), None) if !payload.is_empty() => Route::Link(payload.to_string()),
            _ => Route::NotFound,
        }
    }

    /// The fragment that leads to this page, for links.
    pub fn href(&self) -> String {
        match self {
            Route::Home | Route::NotFound => "#/".into(),
            Route::NewGame(game) => format!("#/new/{}", game.slug),
            Route::Saves => "#/saves".into(),
            Route::Settings => "#/settings".into(),
            Route::About => "#/about".into(),
            Route::Play(id) => format!("#/play/{id}"),
            Route::Link(payload) => format!("#/link/{payload}"),
        }
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
            Route::NewGame(&crate::games::GAMES[2]),
        ] {
            assert_eq!(Route::parse(&route.href()), route);
        }
        assert_eq!(Route::parse(""), Route::Home);
        assert_eq!(Route::parse("#/new/chess"), Route::NotFound);
        assert_eq!(Route::parse("#/saves/extra"), Route::NotFound);
        assert_eq!(Route::parse("#/play/"), Route::NotFound);
    }
}
