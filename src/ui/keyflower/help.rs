//! Each phase's help in German and English. It is long, and needed only once a board is on
//! the page, so it comes with the tiles' words (the `keyflower_words` split module, see
//! [`super::detail`]) rather than with the game's code.

use crate::i18n::Lang;

/// How the phase named `phase` (the board's `data-phase`) works, in `lang`.
pub fn help(phase: &str, lang: Lang) -> &'static str {
    let (de, en) = match phase {
        "turns" => (
            "Wer am Zug ist, setzt Arbeiter an einen Ort: als Gebot an ein Jahreszeiten- oder Reihenfolgeplättchen (höher als das höchste Gebot) oder auf ein Plättchen, um es zu nutzen (mehr Arbeiter als bei seiner letzten Nutzung, höchstens 6 je Plättchen und Jahreszeit), oder passt. Jedes Plättchen hat eine Farbe: Gebote daneben und Arbeiter darauf haben die Farbe der Arbeiter, die schon dort sind (Ausnahmen mit Sommerboot 4a beim Gegengebot und 4b beim Nutzen). Überbotene Arbeiter ziehen zusammen an ein anderes Plättchen weiter oder gehen zusammen in den Beutel, wo ein Plättchen einen Arbeiter dafür verlangt. Mit The Merchants lassen sich Verträge jederzeit im eigenen Zug eintauschen. Ein Plättchen antippen, dann die Arbeiter hinter dem eigenen Sichtschirm antippen und bestätigen. Passen alle nacheinander, endet die Jahreszeit.",
            "Whoever's turn it is places workers at one location: as a bid beside a season or turn-order tile (above the highest bid) or on a tile to use it (more workers than its last use, at most 6 on a tile a season), or passes. Each tile has one colour: bids beside it and workers on it take the colour of the workers already there (summer boat 4a makes an exception for counter-bids, 4b for uses). Outbid workers move on together to another tile, or go into the bag together where a tile asks a worker for it. With The Merchants, contracts can be traded at any point of your turn. Tap a tile, then the workers behind your screen, and confirm. When all pass in succession, the season ends.",
        ),
        "boats" => (
            "Erst nehmen die Besitzer der Reihenfolgeplättchen nach deren Nummer je die Ladung eines Boots (im Winter das Boot selbst), dann die übrigen im Uhrzeigersinn ab dem neuen Startspieler: ein Boot antippen. Wer das Startspielerplättchen gewonnen hat, wird sofort Startspieler (im Winter am Ende); hat niemand darauf geboten, wählen die übrigen ab dem bisherigen Startspieler, und danach wird dessen linker Nachbar Startspieler.",
            "First the holders of turn-order tiles, by number, each take a boat's cargo (in winter the boat itself), then the others clockwise from the new start player: tap a boat. Whoever won the start-player tile becomes start player at once (in winter at the end); if nobody bid on it, the others choose from the current start player, whose left neighbour then becomes start player.",
        ),
        "building" => (
            "Gewonnene Plättchen kommen ins Dorf: ein gewonnenes Plättchen antippen, dann ein markiertes Feld; jedes weitere Antippen des Felds dreht das Plättchen in die nächste erlaubte Lage, bis es passt. Angrenzende Kanten müssen passen (Straße an Straße, Wiese an Wiese, Wasser an Wasser); an einem Boot passen auch Wasser und Wiese zusammen, denn ein Boot muss nicht am Wasser liegen.",
            "Won tiles go into the village: tap a won tile, then a marked place; each further tap on the place turns the tile to its next allowed rotation. Touching edges must match (road to road, no road to no road, water to water); next to a boat water and no road match too, as a boat need not join the water.",
        ),
        "choosing" => (
            "Jeder wählt geheim, welche seiner Winterplättchen er zur Versteigerung gibt (mindestens eines), und bestätigt. Dann werden alle gewählten Plättchen gemischt (bei zwei Spielern nicht) und ausgelegt.",
            "Everyone secretly chooses which of their winter tiles to put up for auction (at least one), and confirms. Then all the chosen tiles are shuffled (not with two players) and laid out.",
        ),
        "swap" => (
            "Wer Sea Bastion II im Herbst nahm, tauscht es vor dem Winter gegen ein Boot, das nicht im Spiel ist.",
            "Whoever took Sea Bastion II in autumn swaps it before winter for a boat not in play.",
        ),
        "flipper" => (
            "Wer Flipper hat, darf ein Plättchen seines Dorfes umsonst aufwerten (Flipper II: eine Erweiterung bauen).",
            "Flipper's holder may upgrade one tile of their village for free (Flipper II: build an extension).",
        ),
        "over" => (
            "Gewertet werden feste Siegpunkte, Winterplättchen und Boote mit den zugeteilten Arbeitern, Fertigkeiten und Rohstoffen (der lila Startspielermarker zählt für seinen Besitzer als eines davon), jedes Reihenfolgeplättchen mit 1 Punkt je angrenzendem Plättchen und übriges Gold; die Wertung unten nennt jede Zeile.",
            "Scored are fixed VP, winter tiles and boats with the workers, skills and resources allocated to them (the purple start-player marker counts as one of them for its holder), each turn-order tile with 1 VP per tile next to it, and gold left; the score sheet lists every row.",
        ),
        _ => ("", ""),
    };
    match lang {
        Lang::De => de,
        Lang::En => en,
    }
}
