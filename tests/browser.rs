//! Components in a real headless Chromium (wasm-bindgen-test). Run with
//! `cargo test --target wasm32-unknown-unknown --test browser`.
#![cfg(target_arch = "wasm32")]

use keydom::engine::{PerSeat, ScoreSheet, Seat, TieBreak};
use keydom::i18n::Lang;
use keydom::i18n::Text;
use keydom::ui::kit::{FinalScores, GameLog, HandOff, LogLines};
use keydom::ui::{App, Ctx};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::{HtmlElement, HtmlInputElement};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn host() -> HtmlElement {
    let div = document().create_element("div").unwrap().unchecked_into::<HtmlElement>();
    document().body().unwrap().append_child(&div).unwrap();
    div
}

/// Provides the app's context, in English, for a component mounted alone.
fn english() {
    provide_context(Ctx { lang: RwSignal::new(Lang::En), new_version: RwSignal::new(false) });
}

fn text(el: &HtmlElement) -> String {
    el.text_content().unwrap_or_default()
}

fn button(root: &HtmlElement, selector: &str) -> HtmlElement {
    root.query_selector(selector).unwrap().expect(selector).unchecked_into()
}

#[wasm_bindgen_test]
async fn hand_off_keeps_the_secret_out_of_the_page_until_confirmed() {
    let root = host();
    let player = RwSignal::new("Ada".to_string());
    let _mounted = leptos::mount::mount_to(root.clone(), move || {
        english();
        view! { <HandOff player=player><p class="secret">"Ada holds 7 gold"</p></HandOff> }
    });
    leptos::task::tick().await;
    assert!(text(&root).contains("Pass the device to Ada"), "{}", text(&root));
    assert!(!text(&root).contains("7 gold"), "the secret must not be in the page yet");

    button(&root, ".handoff button").click();
    leptos::task::tick().await;
    assert!(text(&root).contains("Ada holds 7 gold"));
    assert!(root.query_selector(".handoff").unwrap().is_none());

    // The device passes on: the next player gets a fresh hand-off.
    player.set("Bo".into());
    leptos::task::tick().await;
    assert!(text(&root).contains("Pass the device to Bo"));
    assert!(!text(&root).contains("7 gold"));
}

#[wasm_bindgen_test]
async fn app_lists_the_four_games_and_switches_language() {
    leptos::web_sys::window().unwrap().local_storage().unwrap().unwrap().clear().unwrap();
    window().location().set_hash("#/").unwrap();
    let root = host();
    let _mounted = leptos::mount::mount_to(root.clone(), App);
    leptos::task::tick().await;
    assert_eq!(
        root.query_selector_all(".game-card").unwrap().length(),
        4,
        "{} / {:?}",
        text(&root),
        window().location().hash()
    );

    window().location().set_hash("#/settings").unwrap();
    // hashchange is dispatched as a task; wait for it.
    for _ in 0..50 {
        leptos::task::tick().await;
        if root.query_selector("input[value=de]").unwrap().is_some() {
            break;
        }
        sleep_a_moment().await;
    }
    let german: HtmlInputElement =
        root.query_selector("input[value=de]").unwrap().expect("settings page").unchecked_into();
    german.click();
    leptos::task::tick().await;
    assert!(text(&root).contains("Einstellungen"), "{}", text(&root));
    assert_eq!(document().document_element().unwrap().get_attribute("lang").as_deref(), Some("de"));
    let stored =
        leptos::web_sys::window().unwrap().local_storage().unwrap().unwrap().get_item("keydom.settings").unwrap();
    assert_eq!(stored.as_deref(), Some(r#"{"lang":"de"}"#));
    window().location().set_hash("").unwrap();
}

#[wasm_bindgen_test]
async fn score_sheet_shows_the_winner_categories_and_their_rules_totals_places_and_the_tie_break() {
    let root = host();
    let sheet = ScoreSheet {
        categories: vec![Text::new("Gold", "Gold"), Text::new("Gilden", "Guilds")],
        rules: vec![Text::new("1 je Gold", "1 per gold"), Text::new("Laut Gilde", "As the guild says")],
        points: PerSeat::from_fn(3, |s| [vec![5, 10], vec![12, 3], vec![1, 2]][s.index()].clone()),
        ranking: vec![vec![Seat(1)], vec![Seat(0)], vec![Seat(2)]],
        tie_breaks: vec![TieBreak {
            seats: vec![Seat(1), Seat(0)],
            explanation: Text::new("Gunstleiste", "Player 2 is higher on the favour track"),
            decided_by: Some(Text::new("die Gunstleiste", "the favour track")),
        }],
        details: None,
    };
    let names = vec!["Ada".to_string(), "Bo".to_string(), "Cy".to_string()];
    let _mounted = leptos::mount::mount_to(root.clone(), move || {
        english();
        view! { <FinalScores sheet=sheet.clone() names=names.clone()/> }
    });
    leptos::task::tick().await;
    let cells = |selector: &str| {
        let list = root.query_selector_all(selector).unwrap();
        (0..list.length()).map(|i| list.get(i).unwrap().text_content().unwrap_or_default()).collect::<Vec<_>>()
    };
    assert_eq!(cells("td.total"), ["15", "15", "3"]);
    assert_eq!(cells("td.place"), ["2", "1", "3"]);
    assert_eq!(cells("tbody th .row-name"), ["Gold", "Guilds"]);
    assert_eq!(cells("tbody th .row-rule"), ["1 per gold", "As the guild says"]);
    assert_eq!(cells(".verdict"), ["Bo wins with 15 points; tied with Ada, decided by the favour track."]);
    // The rules name seats by number; the sheet shows the players' names.
    assert!(text(&root).contains("Bo, Ada: Bo is higher on the favour track"), "{}", text(&root));
}

#[wasm_bindgen_test]
async fn game_log_shows_newest_first_with_names_as_text_and_reads_out_only_the_new_lines() {
    let root = host();
    let first = (Text::new("Spieler 1 passt.", "Player 1 passes."), String::new());
    let log = RwSignal::new(LogLines { lines: vec![first.clone()], kept: Some(0) });
    let names = vec!["<img src=x onerror=alert(1)>".to_string(), "Bo".to_string()];
    let _mounted = leptos::mount::mount_to(root.clone(), move || {
        english();
        let lines = Memo::new_owning(move |_| (log.get(), true));
        view! { <GameLog log=lines names=names.clone()/> }
    });
    leptos::task::tick().await;
    // A move adds two lines to the one drawn.
    log.update(|l| {
        // A line about places names them for the board to mark, escaped like the text.
        l.lines.push((Text::new("Spieler 2 nimmt 4 Gold.", "Player 2 takes 4 gold."), r#"t:1 "><b>"#.to_string()));
        l.lines.push((Text::new("Spieler 1 passt.", "Player 1 passes."), String::new()));
        l.kept = Some(1);
    });
    leptos::task::tick().await;
    let items = root.query_selector_all(".game-log li").unwrap();
    let lines: Vec<String> =
        (0..items.length()).map(|i| items.get(i).unwrap().text_content().unwrap_or_default()).collect();
    assert_eq!(
        lines,
        ["<img src=x onerror=alert(1)> passes.", "Bo takes 4 gold.", "<img src=x onerror=alert(1)> passes."]
    );
    assert!(root.query_selector(".game-log img").unwrap().is_none(), "a name is text, never markup");
    assert!(root.query_selector(".game-log b").unwrap().is_none(), "place keys are text, never markup");
    let pointed = root.query_selector(".game-log li[data-places]").unwrap().expect("the line about places");
    assert_eq!(pointed.get_attribute("data-places").as_deref(), Some(r#"t:1 "><b>"#));
    assert_eq!(pointed.text_content().unwrap_or_default(), "Bo takes 4 gold.");
    let news = root.query_selector(".game-log [aria-live]").unwrap().unwrap().text_content().unwrap_or_default();
    assert_eq!(news, "Bo takes 4 gold. <img src=x onerror=alert(1)> passes.", "only the two new lines are read out");
    // An undo writes the log anew.
    log.set(LogLines { lines: vec![first], kept: None });
    leptos::task::tick().await;
    assert_eq!(root.query_selector_all(".game-log li").unwrap().length(), 1, "the log written anew");
}

#[wasm_bindgen_test]
async fn nuernberg_marks_the_last_move_on_the_board_and_tells_it_in_words() {
    use keydom::engine::Game;
    use keydom::games::nuernberg::data::Guild;
    use keydom::games::nuernberg::{Config, Event, Goods, Nuernberg};
    use keydom::ui::kit::game_ui::GameUi;
    use keydom::ui::kit::memory::Memory;
    use keydom::ui::table::{LastMove, Scene};
    let root = host();
    let state = Nuernberg::setup(&Config::new(2), 7).unwrap();
    let bought = Event::Bought { seat: Seat(1), guild: Guild::Brauer, goods: Goods([2, 0, 0, 0, 0, 0]), cost: 8 };
    let _mounted = leptos::mount::mount_to(root.clone(), move || {
        english();
        let names = vec!["Ada".to_string(), "Bo".to_string()];
        let last = LastMove { seat: Seat(1), events: vec![bought.clone()] };
        let view = Nuernberg::view(&state, Some(Seat(0)));
        (Nuernberg::BOARD)(Scene::still(view, Some(Seat(0)), names, Memory::new()).after(Some(last)))
    });
    leptos::task::tick().await;
    let marked = root.query_selector_all(".nb-spot.last > title").unwrap();
    let titles: Vec<String> =
        (0..marked.length()).map(|i| marked.get(i).unwrap().text_content().unwrap_or_default()).collect();
    assert_eq!(titles, ["Roof Brewers — Last move", "Storage Brewers: 10 beer — Last move"]);
    let buyer = root.query_selector(".nb-player.last").unwrap().expect("the buyer is marked");
    assert_eq!(buyer.get_attribute("data-seat").as_deref(), Some("1"));
    let said = root.query_selector(".nb-last-move").unwrap().unwrap().text_content().unwrap_or_default();
    assert_eq!(said, "Last move: Bo buys 2× beer from the Brewers for 8 Taler.");
}

#[wasm_bindgen_test]
async fn action_list_folds_what_the_board_offers_until_asked() {
    use keydom::ui::kit::{ActionList, Folded};
    let root = host();
    let shown = Signal::stored(vec![(0, Text::new("Passen", "Pass"))]);
    let folded = Signal::stored(Some(Folded {
        prompt: Text::new("Zeige auf die Karten.", "Point at the cards."),
        actions: vec![(1, Text::new("Plan A", "Plan A")), (2, Text::new("Plan B", "Plan B"))],
    }));
    let chosen = RwSignal::new(None);
    let _mounted = leptos::mount::mount_to(root.clone(), move || {
        english();
        // Choosing "Pass" (index 0) hands the device on here: the list goes, so it keeps no focus.
        let choose = Callback::new(move |i| {
            chosen.set(Some(i));
            i != 0
        });
        view! { <ActionList actions=shown choose=choose folded=folded/> }
    });
    leptos::task::tick().await;
    assert!(text(&root).contains("Point at the cards."), "{}", text(&root));
    let fold = root.query_selector("details.as-list").unwrap().expect("the fold");
    assert!(!fold.has_attribute("open"), "folded until asked");
    assert_eq!(text(&button(&root, "details.as-list summary")), "Show as a list (2)");
    button(&root, "details.as-list button[data-index='2']").click();
    assert_eq!(chosen.get_untracked(), Some(2));
    let focused = || document().active_element().map(|e| e.id());
    assert_eq!(focused().as_deref(), Some("actions-title"), "a choice leaves the focus on the list's heading");
    let summary = button(&root, "details.as-list summary");
    summary.focus().unwrap();
    button(&root, "section.action-list > ul button[data-index='0']").click();
    assert_eq!(chosen.get_untracked(), Some(0));
    assert_eq!(focused(), Some(summary.id()), "a choice that hands the device on leaves the focus to the page");
}

/// Waits (a few seconds at most) until `selector` is in the page under `root`.
async fn shown(root: &HtmlElement, selector: &str) -> HtmlElement {
    for _ in 0..500 {
        leptos::task::tick().await;
        if let Some(found) = root.query_selector(selector).unwrap() {
            return found.unchecked_into();
        }
        sleep_a_moment().await;
    }
    panic!("{selector} never appeared: {}", text(root));
}

#[wasm_bindgen_test]
async fn an_embedded_key_market_position_marks_the_move_that_led_there_and_draws_only_the_part_asked_for() {
    leptos::web_sys::window().unwrap().local_storage().unwrap().unwrap().clear().unwrap();
    window().location().set_hash("#/embed/scenario/key-market/spring-weather").unwrap();
    let root = host();
    let mounted = leptos::mount::mount_to(root.clone(), App);
    let board = shown(&root, ".km-board").await;
    let said = shown(&root, ".km-board .km-last-move").await;
    let mover = said.get_attribute("data-seat").expect("the board names who moved");
    let said = text(&said);
    assert!(said.starts_with("Last move: ") && said.contains(" produces "), "{said}");
    let marked = board.query_selector(".km-player.last").unwrap().expect("the mover's area is marked");
    assert_eq!(marked.get_attribute("data-seat"), Some(mover));
    assert!(board.query_selector(".km-market").unwrap().is_some(), "the whole board");
    drop(mounted);

    window().location().set_hash("#/embed/scenario/key-market/spring-weather?part=land").unwrap();
    let root = host();
    let _mounted = leptos::mount::mount_to(root.clone(), App);
    let board = shown(&root, ".km-board[data-part=land]").await;
    assert!(board.query_selector(".km-land").unwrap().is_some());
    assert!(
        board.query_selector(".km-market, .km-players, .km-seasons, .km-guilds").unwrap().is_none(),
        "only the land"
    );
    window().location().set_hash("").unwrap();
}

async fn sleep_a_moment() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        leptos::web_sys::window().unwrap().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 10).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}
