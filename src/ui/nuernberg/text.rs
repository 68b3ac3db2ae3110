//! Nürnberg's own interface words, in German and English: phases and their help, the round
//! track, the guild houses and the players' tableaus. The shell's words are in
//! [`crate::i18n::Key`].

use crate::i18n::Wording;

/// A piece of Nürnberg's interface text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum NuernbergWords {
    Round,
    Pass,
    PhasePlanning,
    PhaseAction,
    PhaseStep,
    PhaseOver,
    HelpPlanning,
    HelpAction,
    HelpStep,
    HelpOver,
    TurnOrder,
    Prestige,
    PrestigeLeft,
    GuestPile,
    InBox,
    PileRevealed,
    LeftOut,
    MoneyShown,
    Called,
    BuyLimit,
    Storage,
    Master,
    Price,
    GuestRoom,
    Roof,
    Arms,
    Card,
    Merchants,
    Supply,
    Goods,
    Craftsmen,
    Citizens,
    Planning,
    Planned,
    Passed,
    Revealed,
    MyPlan,
    LastMove,
    Screen,
    MyScreen,
    PointAtCards,
    Legend,
}

impl Wording for NuernbergWords {
    fn wordings(self) -> (&'static str, &'static str) {
        use NuernbergWords::*;
        match self {
            Round => ("Runde", "Round"),
            Pass => ("Durchgang", "Pass"),
            PhasePlanning => ("Planungsphase (verdeckt)", "Planning (secret)"),
            PhaseAction => ("Aktionsphase", "Action phase"),
            PhaseStep => ("Aktionsphase: Fähigkeit oder Reihenfolge", "Action phase: an ability or turn order"),
            PhaseOver => ("Spielende", "Game end"),
            HelpPlanning => (
                "Wer noch Handelsleute hat, legt geheim Aktionskarten der Gilden aus, bei denen er diesmal handeln will – höchstens eine je Handelsmann – oder passt für den Rest der Runde. Karten antippen, um den Plan zusammenzustellen; niemand sieht die Karten der anderen, bis ihre Gilde aufgerufen wird.",
                "Whoever still has merchants secretly lays out action cards of the guilds to visit this pass – at most one per merchant – or passes for the rest of the round. Tap cards to put the plan together; nobody sees the others' cards until their guild is called.",
            ),
            HelpAction => (
                "Die Gilden kommen der Reihe nach dran; wer dort eine Karte hat, handelt in Spielerreihenfolge: eigene Waren dieser Gilde zum Meisterpreis verkaufen, einen Gast anwerben (Zimmerkosten zahlen, je Handelsmann auf dem Dach 1 Taler), aus dem Lager kaufen oder nichts tun. Danach geht ein Handelsmann aufs Dach.",
                "The guilds take their turn in number order; whoever has a card there acts in turn order: sell own goods of that guild at the master's price, recruit a guest (pay the room, 1 Taler per merchant on the roof), buy from the storage, or do nothing. Then one merchant goes up on the roof.",
            ),
            HelpStep => (
                "Ein angeworbener Gast verlangt noch eine Entscheidung: die Fähigkeit eines Bürgers nutzen (oder darauf verzichten) oder an die Spitze der Spielerreihenfolge rücken.",
                "A recruited guest needs one more decision: use a citizen's ability (or decline it), or move to the front of the turn order.",
            ),
            HelpOver => (
                "Gewertet werden Bürger, die Mehrheiten je Gilde, Gilden mit 30 oder mehr, Handwerker aller Gilden, der meiste Reichtum und die verschiedenen Wappen; die Wertung unten nennt jede Kategorie.",
                "Scored are citizens, the majorities per guild, guilds worth 30 or more, craftsmen of every guild, the greatest wealth and the variety of coats of arms; the score sheet lists every category.",
            ),
            TurnOrder => ("Spielerreihenfolge:", "Turn order:"),
            Prestige => ("Prestigezunft", "Prestige guild"),
            PrestigeLeft => ("Prestigewappen übrig:", "prestige arms left:"),
            GuestPile => ("Gästestapel:", "Guest pile:"),
            InBox => ("Zurück in der Schachtel", "Back in the box"),
            PileRevealed => ("Gästestapel, aufgedeckt", "Guest pile, turned face up"),
            LeftOut => ("Bürger, die nicht im Spiel waren", "Citizens left out of the game"),
            MoneyShown => ("Gezeigtes Geld (Gleichstand beim Günstling)", "Money shown (favourite ties)"),
            Called => ("Aufgerufen", "Called"),
            BuyLimit => ("höchstens kaufen:", "buy at most:"),
            Storage => ("Lager", "Storage"),
            Master => ("Meister", "Master"),
            Price => ("Preis", "Price"),
            GuestRoom => ("Gästezimmer", "Guest room"),
            Roof => ("Dach", "Roof"),
            Arms => ("Wappen", "Coats of arms"),
            Card => ("Aktionskarte", "action card"),
            Merchants => ("Handelsleute im Bestand", "Merchants in hand"),
            Supply => ("Vorrat", "supply"),
            Goods => ("Waren", "Goods"),
            Craftsmen => ("Handwerker", "Craftsmen"),
            Citizens => ("Bürger", "Citizens"),
            Planning => ("plant …", "planning …"),
            Planned => ("hat geplant", "has planned"),
            Passed => ("hat gepasst", "has passed"),
            Revealed => ("offene Karte:", "card revealed:"),
            MyPlan => ("Mein Plan:", "My plan:"),
            LastMove => ("Letzter Zug", "Last move"),
            Screen => ("Taler und Plan hinter dem Sichtschirm", "Taler and plan behind the screen"),
            MyScreen => ("Hinter meinem Sichtschirm:", "Behind my screen:"),
            PointAtCards => (
                "Zeige auf die Aktionskarten unter den Gildenhäusern; jede Karte grenzt die Pläne ein.",
                "Point at the action cards below the guild houses; each card narrows the plans.",
            ),
            Legend => (
                "Zeichen: ★ Bürger wirkt sofort beim Anwerben, ☾ am Ende jeder Runde, ☀ bei Spielende. H+ = Handwerker mit „Handelsmann +“ (ein Handelsmann aus dem Vorrat). ▢ = Ware beliebiger Art. Zimmerkosten: eigene Waren der Gilde, „/“ trennt die Alternativen. Die Zahl in einem Handwerker ist sein Wert; der Meister (unten) bestimmt den Preis.",
                "Signs: ★ a citizen acts at once when recruited, ☾ at the end of every round, ☀ at the game's end. H+ = craftsman with \"Handelsmann +\" (a merchant from the supply). ▢ = a good of any kind. Room costs: the guild's own goods, \"/\" separates the alternatives. The number on a craftsman is its value; the master (bottom) sets the price.",
            ),
        }
    }
}
