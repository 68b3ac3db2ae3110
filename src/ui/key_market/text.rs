//! Key Market's own interface words, in German and English: phases and their help, the market,
//! the players' areas, the guilds and the season track. The shell's words are in
//! [`crate::i18n::Key`].

use crate::i18n::Wording;

/// A piece of Key Market's interface text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum KeyMarketWords {
    FirstGame,
    Market,
    Price,
    OnRow,
    Supply,
    FarmHouse,
    ManorHouse,
    Idle,
    Retired,
    AtMarket,
    BehindScreen,
    Hidden,
    PhaseSetup,
    PhaseFarmHouse,
    PhaseFarming,
    PhaseBring,
    PhaseMarket,
    PhaseWages,
    PhaseOver,
    Guilds,
    TurnOrder,
    Favour,
    Markers,
    Basic,
    CircleMarker,
    SquareMarker,
    MarkerHidden,
    NoEndInYear2,
    HelpSetup,
    HelpFarmHouse,
    HelpFarming,
    HelpBring,
    HelpMarket,
    HelpWages,
    HelpOver,
    Points,
    Skills,
    Apprentice,
    Craftsman,
    Master,
}

impl Wording for KeyMarketWords {
    fn wordings(self) -> (&'static str, &'static str) {
        use KeyMarketWords::*;
        match self {
            FirstGame => ("Erste Partie (die einfachsten Gilden)", "First game (the simplest guilds)"),
            Market => ("Markt", "Market"),
            Price => ("Preis", "price"),
            OnRow => ("Waren auf der Reihe:", "goods on the row:"),
            Supply => ("Vorrat:", "Supply:"),
            FarmHouse => ("Farmhaus", "farm house"),
            ManorHouse => ("Gutshaus", "manor house"),
            Idle => ("frei:", "unemployed:"),
            Retired => ("im Ruhestand:", "retired:"),
            AtMarket => ("am Markt:", "at market:"),
            BehindScreen => ("hinter dem Sichtschirm:", "behind the screen:"),
            Hidden => ("verdeckt", "hidden"),
            PhaseSetup => ("Aufbau", "Set-up"),
            PhaseFarmHouse => ("Farmhaus bezahlen (verdeckt)", "Paying for the farm house (secret)"),
            PhaseFarming => ("Landwirtschaft", "Farming"),
            PhaseBring => ("Markttag: Waren verdeckt wählen", "Market Day: choosing goods in secret"),
            PhaseMarket => ("Markttag", "Market Day"),
            PhaseWages => ("Saisonende: Lohn", "End of Season: wages"),
            PhaseOver => ("Spielende", "Game end"),
            Guilds => ("Gilden", "Guilds"),
            TurnOrder => ("Spielerreihenfolge:", "Turn order:"),
            Favour => ("Gunstleiste:", "Favour track:"),
            Markers => ("Jahreszeitenmarker", "Season markers"),
            Basic => ("Grundproduktion", "Basic production"),
            CircleMarker => ("Runde Felder dieser Sorte bringen 3:", "Circular fields of this kind produce 3:"),
            SquareMarker => {
                ("Quadratische Felder dieser Sorte bringen nichts:", "Square fields of this kind produce nothing:")
            }
            MarkerHidden => {
                ("Darunter liegen verdeckt die Marker für Jahr 2.", "Year 2's markers lie face down beneath.")
            }
            NoEndInYear2 => (
                "Nach dem Herbst im Jahr 2 gibt es kein Saisonende: das Spiel endet.",
                "After autumn of year 2 there is no End of Season: the game ends.",
            ),
            HelpSetup => (
                "Reihum legt jeder sein Gebietstableau an (drehen erlaubt, eine ganze Kante an frühere Felder) und setzt einen ersten Arbeiter auf ein Rohstofffeld; dafür gibt es diesen Rohstoff.",
                "In turn, each player lays their country board (turning allowed, one whole edge against earlier fields) and puts a first worker on a resource field, taking that resource.",
            ),
            HelpFarmHouse => (
                "Jeder bezahlt verdeckt sein Farmhaus: den Rohstoff des Hauses und einen weiteren. Alle Zahlungen werden zugleich aufgedeckt und setzen die ersten Marktpreise.",
                "Everyone pays for their farm house in secret: the house's resource and one more. All payments are revealed together and set the opening market prices.",
            ),
            HelpFarming => (
                "Reihum, in dieser Reihenfolge: Arbeiter bewegen (1 Gold je Feld, 5 mehr, um sich in einem leeren Dorf niederzulassen), einen Arbeiter einstellen, produzieren, ein Gildenmitglied befördern, zum Gutshaus aufwerten, einen Arbeiter zur Ruhe setzen. Zwei eigene Arbeiter stehen nie nebeneinander, und ein Gebiet hält nur einen Arbeiter.",
                "In turn order, in this order: move workers (1 gold per field, 5 more to settle in an empty village), hire one worker, produce, promote one guild member, upgrade to a manor house, retire one worker. Two of your workers never stand side by side, and an area holds one worker only.",
            ),
            HelpBring => (
                "Jeder legt verdeckt die Waren aufs Farmhaus, die er heute verkaufen will. Erst wenn alle fertig sind, wird aufgedeckt.",
                "Everyone secretly puts on their farm house the goods they want to sell today. Nothing is revealed until all are done.",
            ),
            HelpMarket => (
                "Reihum: eine Partie einer Ware verkaufen (Preis der Zeile), oder die eine Gildenaktion: Lehrling einsetzen, befördern, zur Ruhe setzen, kaufen oder Gold nehmen. Wer nichts mehr tun kann, passt.",
                "In turn: sell a batch of one good at its row's price, or take your one guild action: sponsor, promote, retire, buy, or take gold. Whoever has nothing left to do passes.",
            ),
            HelpWages => (
                "Jeder zahlt 2 Gold je Arbeiter auf den Tableaus oder nimmt Arbeiter weg. Die neue Reihenfolge: wer die wenigsten Arbeiter hat, beginnt.",
                "Each player pays 2 gold per worker on the boards or removes workers. New turn order: whoever has the fewest workers goes first.",
            ),
            HelpOver => (
                "Gezählt werden Gutshaus, Ruheständler, Gold, Warenpaare, Gildenmitglieder und die Meisterfähigkeiten; die Wertung unten nennt jede Kategorie.",
                "Scored are the manor house, retired workers, gold, pairs of goods, guild members and the masters' skills; the score sheet lists every category.",
            ),
            Points => ("Punkte", "points"),
            Skills => ("Was die Gilde kann", "What the guild gives"),
            Apprentice => ("Lehrling", "Apprentice"),
            Craftsman => ("Geselle", "Craftsman"),
            Master => ("Meister", "Master"),
        }
    }
}
