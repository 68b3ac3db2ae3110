//! The README's first screen, the web app manifest and the page's description tell the truth
//! about what can be played: every game of the app is in the registry of playable games, the
//! README's table of games calls each one "playable" with its player counts, and the
//! descriptions name every game and none as coming.

use keydom::games::{GAMES, PLAYABLE};

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).expect("the file is there")
}

#[test]
fn the_readme_calls_every_game_playable_with_its_player_counts() {
    let readme = read("README.md");
    let first_screen = &readme[..readme.find("\n## ").expect("the README has sections")];
    let rows: Vec<&str> = first_screen.lines().filter(|l| l.starts_with("| ") && !l.starts_with("| game ")).collect();
    assert_eq!(rows.len(), GAMES.len(), "one row per game: {rows:?}");
    for game in &GAMES {
        assert!(PLAYABLE.contains(&game.id), "{} is in the registry of playable games", game.name.1);
        let row = rows
            .iter()
            .find(|r| r[2..].starts_with(game.name.0) || r[2..].starts_with(game.name.1))
            .unwrap_or_else(|| panic!("{} has a row", game.name.1));
        assert!(row.contains("**playable**"), "{row}");
        let (min, max) = game.players;
        assert!(row.contains(&format!("{min}–{max} players")), "{row}");
    }
}

/// Checks that `description` names every game and nothing as coming.
fn names_every_game_and_nothing_as_coming(description: &str) {
    assert!(!description.contains("coming"), "{description}");
    for game in &GAMES {
        // "Keyflower with The Merchants" is named by its first word.
        let short = |name: &'static str| name.split(" with ").next().unwrap();
        let named = description.contains(short(game.name.0)) || description.contains(short(game.name.1));
        assert!(named, "{}: {description}", game.name.1);
    }
}

#[test]
fn the_manifest_and_the_page_name_every_game() {
    let manifest: serde_json::Value = serde_json::from_str(&read("public/manifest.webmanifest")).unwrap();
    names_every_game_and_nothing_as_coming(manifest["description"].as_str().expect("a description"));
    let page = read("index.html");
    let (_, after) = page.split_once(r#"<meta name="description" content=""#).expect("a description");
    names_every_game_and_nothing_as_coming(&after[..after.find('"').unwrap()]);
}
