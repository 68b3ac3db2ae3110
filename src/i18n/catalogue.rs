//! Every string of the app's own interface, in German and English. One enum, one match:
//! a key without both wordings does not compile.

use super::{Lang, Text};

/// A piece of interface text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Key {
    Tagline,
    NavHome,
    NavSaves,
    NavSettings,
    NavAbout,
    Players,
    NotYetPlayable,
    NewGame,
    NewGameTitle,
    PlayerCount,
    SeatName,
    SeatDefaultName,
    PlayedBy,
    Human,
    Bot,
    Start,
    Back,
    SavesTitle,
    NoSaves,
    Game,
    LastMove,
    Moves,
    Resume,
    Delete,
    ConfirmDelete,
    Export,
    ExportFailed,
    Import,
    ImportHint,
    Imported,
    Damaged,
    SettingsTitle,
    Language,
    Saved,
    AboutTitle,
    AboutText,
    ReconstructedTitle,
    ReconstructedIntro,
    OfflineReady,
    HandOffTitle,
    HandOffHint,
    HandOffReady,
    NotFound,
    Dismiss,
    OtherTab,
}

/// The wording of `key` in `lang`.
pub fn t(lang: Lang, key: Key) -> &'static str {
    let (de, en) = wordings(key);
    match lang {
        Lang::De => de,
        Lang::En => en,
    }
}

/// Both wordings of `key`, for messages that must follow a later change of language.
pub fn both(key: Key) -> Text {
    let (de, en) = wordings(key);
    Text::new(de, en)
}

fn wordings(key: Key) -> (&'static str, &'static str) {
    use Key::*;
    match key {
        Tagline => (
            "Vier Brettspiele aus Keydom, mit allen Regeln, im Browser und offline.",
            "Four board games from Keydom, every rule enforced, in your browser and offline.",
        ),
        NavHome => ("Spiele", "Games"),
        NavSaves => ("Gespeichert", "Saved games"),
        NavSettings => ("Einstellungen", "Settings"),
        NavAbout => ("Über Keydom", "About"),
        Players => ("Spieler", "players"),
        NotYetPlayable => ("noch nicht spielbar", "not playable yet"),
        NewGame => ("Neues Spiel", "New game"),
        NewGameTitle => ("Neues Spiel:", "New game:"),
        PlayerCount => ("Anzahl Spieler", "Number of players"),
        SeatName => ("Name", "Name"),
        SeatDefaultName => ("Spieler", "Player"),
        PlayedBy => ("Gespielt von", "Played by"),
        Human => ("Mensch", "Human"),
        Bot => ("Bot", "Bot"),
        Start => ("Spiel beginnen", "Start game"),
        Back => ("Zurück", "Back"),
        SavesTitle => ("Gespeicherte Spiele", "Saved games"),
        NoSaves => ("Noch keine gespeicherten Spiele.", "No saved games yet."),
        Game => ("Spiel", "Game"),
        LastMove => ("Letzter Zug", "Last move"),
        Moves => ("Züge", "Moves"),
        Resume => ("Weiterspielen", "Resume"),
        Delete => ("Löschen", "Delete"),
        ConfirmDelete => {
            ("Wirklich löschen? Das lässt sich nicht rückgängig machen.", "Delete for good? This cannot be undone.")
        }
        Export => ("Als Datei sichern", "Export to file"),
        ExportFailed => ("Die Datei ließ sich nicht erzeugen.", "The file could not be created."),
        Import => ("Aus Datei laden", "Import from file"),
        ImportHint => (
            "Eine mit Keydom gesicherte Datei (.json). Vorhandene Spielstände bleiben unberührt.",
            "A file exported from Keydom (.json). Existing saves are never overwritten.",
        ),
        Imported => ("Spielstand geladen.", "Game imported."),
        Damaged => ("Beschädigter Spielstand", "Damaged save"),
        SettingsTitle => ("Einstellungen", "Settings"),
        Language => ("Sprache", "Language"),
        Saved => ("Gespeichert.", "Saved."),
        AboutTitle => ("Über Keydom", "About Keydom"),
        AboutText => (
            "Keydom ist ein Fanprojekt: Es läuft vollständig in deinem Browser, braucht nach dem ersten Besuch kein Netz und speichert nur auf diesem Gerät. Die Regeln stammen aus den Spielregeln der Verlage; Hilfetexte sind in eigenen Worten geschrieben.",
            "Keydom is a fan project: it runs entirely in your browser, needs no network after the first visit and stores games only on this device. The rules follow the publishers' rulebooks; help texts are written in our own words.",
        ),
        ReconstructedTitle => ("Nachgebildete Spieldaten", "Reconstructed component data"),
        ReconstructedIntro => (
            "Die Spielregeln haben ihre Bilder verloren. Wo ein gedruckter Wert darum unbekannt ist, haben wir ihn gewählt; hier steht jeder solche Wert mit Begründung. Wer das Spiel besitzt, kann ihn an einer Stelle berichtigen.",
            "The rulebooks lost their pictures. Where a printed value is unknown because of that, we chose one; every such value is listed here with the reason. Anyone who owns the game can correct it in one place.",
        ),
        OfflineReady => ("Offline bereit", "Ready offline"),
        HandOffTitle => ("Gerät weitergeben an", "Pass the device to"),
        HandOffHint => (
            "Nur diese Person sollte jetzt hinschauen. Weiter geht es mit dem Knopf.",
            "Only this player should look now. Press the button to continue.",
        ),
        HandOffReady => ("Ich bin bereit", "I am ready"),
        NotFound => ("Diese Seite gibt es nicht.", "There is no such page."),
        Dismiss => ("Schließen", "Dismiss"),
        OtherTab => (
            "Die gespeicherten Spiele wurden in einem anderen Tab geändert; die Liste ist aktualisiert.",
            "Saved games were changed in another tab; the list has been refreshed.",
        ),
    }
}
