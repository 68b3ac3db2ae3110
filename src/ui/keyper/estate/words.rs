//! The words of the player areas, in German and English (the rest of Keyper's interface words
//! are in [`super::super::text`]).

use crate::i18n::Wording;

/// A piece of the player areas' text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum EstateWords {
    FarmPlot,
    VillagePlot,
    FreePlot,
    Upgraded,
    Over,
    KeyperHome,
    KeyperOut,
    Raw,
    Finished,
    Wheat,
    Animals,
    Gems,
    Nothing,
    WinterFairs,
    DealtFairs,
    HeldFairs,
    GemSide,
    HeldIn,
    BuildHere,
    Overbuild,
    Store,
    Rest,
    ForAGood,
}

impl Wording for EstateWords {
    fn wordings(self) -> (&'static str, &'static str) {
        use EstateWords::*;
        match self {
            FarmPlot => ("Farmgrundstück", "farm plot"),
            VillagePlot => ("Dorfgrundstück", "village plot"),
            FreePlot => ("frei", "free"),
            Upgraded => ("verbessert", "upgraded"),
            Over => ("über", "over"),
            KeyperHome => ("Keyper im Keypbereich", "keyper at home"),
            KeyperOut => ("Keyper auf Landschaftstafel", "keyper on country board"),
            Raw => ("Rohstoffe", "Raw materials"),
            Finished => ("Endprodukte", "Finished goods"),
            Wheat => ("Weizen", "Wheat"),
            Animals => ("Tiere", "Animals"),
            Gems => ("Edelsteine", "Gems"),
            Nothing => ("nichts", "none"),
            WinterFairs => ("Winter-Jahrmärkte neben der Tafel", "Winter fairs beside the board"),
            DealtFairs => ("Ausgeteilte Jahrmärkte", "Dealt fairs"),
            HeldFairs => ("Abgehaltene Jahrmärkte", "Fairs held"),
            GemSide => ("Edelsteinseite", "gem side"),
            HeldIn => ("abgehalten im", "held in"),
            BuildHere => ("hier bauen", "build here"),
            Overbuild => ("überbauen", "build over"),
            Store => ("Vorrat", "Stores"),
            Rest => ("auf das Keypplättchen stellen", "rest on the keyp tile"),
            ForAGood => ("für eine Ware hinlegen", "lay down for a good"),
        }
    }
}
