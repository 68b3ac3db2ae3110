//! What each guild level lets its member do, in short and in the project's own words, for the
//! rules help on the guild tiles. The rules themselves live in `guilds.rs`, `farming.rs`,
//! `production.rs`, `market.rs` and `score.rs`; this file only explains them.

use super::data::Level;

/// The skill of `level` in guild `number` (1..=16), in German and English.
pub fn skill(number: u8, level: Level) -> (&'static str, &'static str) {
    SKILLS[usize::from(number) - 1][level.index()]
}

type Pair = (&'static str, &'static str);

/// Per guild: apprentice, craftsman, master.
const SKILLS: [[Pair; 3]; 16] = [
    [
        (
            "Ein produzierendes Feld der gewählten Sorte (Schafe oder Fische) bringt 1 Rohstoff mehr.",
            "One producing field of the chosen kind (sheep or fish) yields 1 more resource.",
        ),
        (
            "Jedes runde Feld der gewählten Sorte bringt 1 Rohstoff mehr, auch im Winter.",
            "Every circular field of the chosen kind yields 1 more resource, winter included.",
        ),
        (
            "Spielende: jedes Schaf bzw. jeder Fisch der gewählten Sorte zählt 5 Punkte statt im Paar.",
            "Game end: each sheep or fish of the chosen kind scores 5 points instead of counting in pairs.",
        ),
    ],
    [
        (
            "Ein eckiges Feld, das in dieser Jahreszeit 2 bringt, bringt 1 mehr.",
            "One square field producing 2 this season yields 1 more.",
        ),
        (
            "Zwei eckige Felder, die in dieser Jahreszeit 2 bringen, bringen je 1 mehr.",
            "Two square fields producing 2 this season yield 1 more each.",
        ),
        (
            "Drei beliebige eckige Felder bringen je 1 mehr, auch im Winter.",
            "Any three square fields yield 1 more each, winter included.",
        ),
    ],
    [
        (
            "Einmalig beim Fördern am Markttag: 1 Rohstoff, der nicht am Markt ist, gegen 1 Luxusgut tauschen.",
            "Once, when sponsored on Market Day: swap 1 resource not at market for 1 luxury.",
        ),
        ("Beim Produzieren: 1 Rohstoff gegen 1 Luxusgut tauschen.", "When producing: swap 1 resource for 1 luxury."),
        (
            "Beim Produzieren: bis zu 2 gleiche Rohstoffe gegen je 1 Luxusgut tauschen.",
            "When producing: swap up to 2 identical resources for 1 luxury each.",
        ),
    ],
    [
        (
            "Der Keyarbeiter kostet am Jahreszeitende keinen Lohn.",
            "The Key worker costs no wages at the end of the season.",
        ),
        (
            "Der Keyarbeiter darf in ein Gebiet mit fremden Arbeitern, nie neben eigene.",
            "The Key worker may enter an area held by others, never next to your own workers.",
        ),
        (
            "Das Feld des Keyarbeiters bringt 2 mehr (im Dorf 2 Luxusgüter), auch im Winter.",
            "The Key worker's field yields 2 more (2 luxuries in the village), winter included.",
        ),
    ],
    [
        ("Einstellen kostet höchstens 2 Gold.", "Hiring costs at most 2 gold."),
        ("In der Feldarbeit einen zweiten Arbeiter einstellen.", "Hire a second worker during Farming."),
        (
            "Spielende: jeder Satz aus 5 verschiedenen Rohstoffen zählt 25 Punkte.",
            "Game end: every set of 5 different resources scores 25 points.",
        ),
    ],
    [
        (
            "Ins Dorf ziehen kostet 2 statt 5 Gold (plus Weg).",
            "Settling in the village costs 2 instead of 5 gold (plus the way).",
        ),
        (
            "Insgesamt 6 Felder Bewegung pro Feldarbeit kostenlos.",
            "Six fields of movement per Farming are free, shared among your workers.",
        ),
        ("Spielende: jedes Paar zählt 3 Punkte mehr.", "Game end: every pair scores 3 more points."),
    ],
    [
        ("Ein Lehrling am Markttag kostet 1 Rohstoff weniger.", "Sponsoring on Market Day costs 1 resource less."),
        ("Befördern kostet 1 Rohstoff weniger.", "Promoting costs 1 resource less."),
        (
            "Spielende: je Lehrling +2, je Geselle +4, je Meister +6 Punkte.",
            "Game end: +2 per apprentice, +4 per craftsman, +6 per master.",
        ),
    ],
    [
        (
            "Ein produzierendes Feld der gewählten Sorte (Obst, Weizen oder Gemüse) bringt 1 mehr.",
            "One producing field of the chosen kind (fruit, wheat or vegetables) yields 1 more.",
        ),
        (
            "Beim Produzieren 1 beliebigen Rohstoff aus dem Vorrat nehmen, auch im Winter.",
            "When producing, take any 1 resource from the supply, winter included.",
        ),
        (
            "Jedes Feld der gewählten Sorte bringt 1 mehr, auch im Winter.",
            "Every field of the chosen kind yields 1 more, winter included.",
        ),
    ],
    [
        (
            "Ein rundes Feld, das in dieser Jahreszeit 1 bringt, bringt 1 mehr (auch das Dorf).",
            "One circular field producing 1 this season yields 1 more (the village too).",
        ),
        (
            "Zwei runde Felder, die in dieser Jahreszeit 1 bringen, bringen je 1 mehr.",
            "Two circular fields producing 1 this season yield 1 more each.",
        ),
        (
            "Drei beliebige runde Felder (auch das Dorf) bringen je 1 mehr, auch im Winter.",
            "Any three circular fields (the village too) yield 1 more each, winter included.",
        ),
    ],
    [
        (
            "Der erste Verkauf am Markttag bringt 1 Gold mehr je Stück.",
            "Your first sale on Market Day fetches 1 more gold each.",
        ),
        (
            "Als Gildenaktion vor allen anderen einen Posten kaufen.",
            "As your guild action, buy a batch before anyone else trades.",
        ),
        (
            "Vor allen anderen einen Posten verkaufen (bei Gleichstand entscheidet die Gunstleiste).",
            "Sell a batch before anyone else (the favour track settles clashes).",
        ),
    ],
    [
        (
            "Beim Kaufen kostet jedes Stück 1 Gold weniger (mindestens 1).",
            "When buying, each item costs 1 gold less (at least 1).",
        ),
        ("Bei jedem Verkauf 1 Stück mehr verkaufen.", "Sell 1 more item in each sale."),
        ("Jeder Verkauf bringt 1 Gold mehr je Stück.", "Every sale fetches 1 more gold each."),
    ],
    [
        (
            "Gold nehmen bringt 4 Gold mehr (mit 3–4 Spielern: an die Spitze der Gunstleiste).",
            "Taking gold brings 4 more (with 3–4 players: to the top of the favour track).",
        ),
        ("Lohn nur 1 Gold je Arbeiter.", "Wages are only 1 gold per worker."),
        (
            "Lohn nur 1 Gold je großem Gebietstableau mit eigenen Arbeitern.",
            "Wages are only 1 gold per large country board with your workers.",
        ),
    ],
    [
        ("Beim Produzieren 1 Gold aus der Bank.", "When producing, take 1 gold from the bank."),
        (
            "Beim Produzieren den billigsten Rohstoff vom Markt nehmen (Gleichstand: oberste Reihe).",
            "When producing, take the cheapest resource from the market (ties: the top row).",
        ),
        (
            "Beim Produzieren einen beliebigen Rohstoff vom Markt nehmen.",
            "When producing, take any resource from the market.",
        ),
    ],
    [
        ("Einmalig beim Fördern: 5 Gold.", "Once, when sponsored: 5 gold."),
        ("Beim Produzieren 3 Gold aus der Bank.", "When producing, take 3 gold from the bank."),
        (
            "Ruhestand für 9 Gold statt 4 Rohstoffen, auch direkt aus den freien Arbeitern.",
            "Retire for 9 gold instead of 4 resources, even straight from the unemployed.",
        ),
    ],
    [
        (
            "Zusätzlich einen Posten aus 2 verschiedenen Rohstoffen zum Preis des einen verkaufen, den du auf den Markt legst.",
            "Also sell a batch of 2 different resources at the price of the one you put on the market.",
        ),
        ("Wie Lehrling, aber bis zu 3 verschiedene Rohstoffe.", "As the apprentice, but up to 3 different resources."),
        (
            "Beim Kaufen bis zu 3 verschiedene Rohstoffe zu ihren Preisen.",
            "When buying, take up to 3 different resources at their prices.",
        ),
    ],
    [
        (
            "Zum Gesellen befördern mit beliebigen 3 Rohstoffen (Luxusgut zählt 2).",
            "Promote to craftsman with any 3 resources (a luxury counts 2).",
        ),
        (
            "Zum Meister befördern mit beliebigen 4 Rohstoffen (Luxusgut zählt 2).",
            "Promote to master with any 4 resources (a luxury counts 2).",
        ),
        (
            "In den Ruhestand mit beliebigen 4 Rohstoffen (Luxusgut zählt 2).",
            "Retire with any 4 resources (a luxury counts 2).",
        ),
    ],
];
