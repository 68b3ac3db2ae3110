//! The README's first screen, the web app manifest and the page's description tell the truth
//! about what can be played: the README's table of games calls exactly the games this build
//! plays "playable", with their player counts, and the descriptions name the others only as
//! coming (and nothing as coming once every game is playable).

use keydom::games::{GAMES, PLAYABLE};

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).expect("the file is there")
}

#[test]
fn the_readme_calls_exactly_the_playable_games_playable() {
    let readme = read("README.md");
    let first_screen = &readme[..readme.find("\n## ").expect("the README has sections")];
    let rows: Vec<&str> = first_screen.lines().filter(|l| l.starts_with("| ") && !l.starts_with("| game ")).collect();
    assert_eq!(rows.len(), GAMES.len(), "one row per game: {rows:?}");
    for game in &GAMES {
        let row = rows
            .iter()
            .find(|r| r[2..].starts_with(game.name.0) || r[2..].starts_with(game.name.1))
            .unwrap_or_else(|| panic!("{} has a row", game.name.1));
        let playable = PLAYABLE.contains(&game.id);
        assert_eq!(game.playable, playable, "the game list agrees with the registry");
        assert_eq!(row.contains("**playable**"), playable, "{row}");
        if playable {
            let (min, max) = game.players;
            assert!(row.contains(&format!("{min}–{max} players")), "{row}");
        } else {
            assert!(row.contains("not playable yet"), "{row}");
        }
    }
}

/// Checks that `description` ("…; … coming", or "…" alone once every game is playable) offers
/// the playable games and names the others as coming.
fn names_only_playable_games_as_playable(description: &str) {
    let (offered, later) = description.split_once(';').unwrap_or((description, ""));
    let all = GAMES.iter().all(|g| g.playable);
    assert_eq!(later.contains("coming"), !all, "{description}");
    for game in &GAMES {
        // "Keyflower with The Merchants" is named by its first word.
        let short = |name: &'static str| name.split(" with ").next().unwrap();
        let named = |text: &str| text.contains(short(game.name.0)) || text.contains(short(game.name.1));
        assert_eq!(named(offered), game.playable, "{}: {description}", game.name.1);
        assert_eq!(named(later), !game.playable, "{}: {description}", game.name.1);
    }
}

#[test]
fn the_manifest_and_the_page_name_the_unplayable_games_only_as_coming() {
    let manifest: serde_json::Value = serde_json::from_str(&read("public/manifest.webmanifest")).unwrap();
    names_only_playable_games_as_playable(manifest["description"].as_str().expect("a description"));
    let page = read("index.html");
    let (_, after) = page.split_once(r#"<meta name="description" content=""#).expect("a description");
    names_only_playable_games_as_playable(&after[..after.find('"').unwrap()]);
}
