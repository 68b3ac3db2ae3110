//! Keyper's pieces in words, German and English, for the page's details: every building on
//! both sides (what it does, what it costs to build and to upgrade, how it scores), every kind
//! of field (what working it gives, per keyple alone, on its colour frame and with a follower)
//! and every fair (the goods it asks, its points, the seasons each side may be held in). The
//! words are generated from the data and from the rules' own functions (the buildings'
//! `conversions`, the score sheet's [`building_rule`], the keyples' [`output`], the ships' and
//! the upgrades' prices), never from a copy of them; a value the data marks as reconstructed
//! says so.

use super::Config;
use super::actions::output;
use super::build::{area_upgrade_cost, pays};
use super::data::{
    Animal, Area, CostItem, FAIRS, FairSide, Field, Finished, Gem, Good, HOUSING, Origin, Provenance, Raw,
    SHIPPING_POINTS, Tile, points_source,
};
use super::score::building_rule;
use super::season::houses;
use super::text::{colour, cost, field as field_name, good, season};
use super::work::{agent_points, seafarer_points};
use super::workshop::conversions;
use crate::text::{Lang, Text};

/// A text's words in `l`.
fn say(l: Lang, t: Text) -> String {
    t.get(l).to_string()
}

/// The words marking values the data reconstructs, in brackets, naming `what` if given.
fn mark(l: Lang, what: String) -> String {
    let ours = l.pick("nachgebildet: nicht aus dem gedruckten Spiel", "reconstructed: not from the printed game");
    if what.is_empty() { format!(" ({ours})") } else { format!(" ({ours} — {what})") }
}

/// The mark on a value of `source`: [`mark`] if the data reconstructs it, else nothing.
fn mark_if(l: Lang, source: Provenance) -> String {
    match source {
        Provenance::Reconstructed(_) => mark(l, String::new()),
        Provenance::Rulebook | Provenance::PublicSource(_) => String::new(),
    }
}

/// Items joined with "oder" / "or", the last one only.
fn or(l: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {} {last}", rest.join(", "), l.pick("oder", "or")),
    }
}

/// One symbol of a cost, with wheat where it may pay it: "any finished good or wheat".
fn cost_words(l: Lang, item: CostItem) -> String {
    let named = say(l, cost(item));
    if item != CostItem::Wheat && pays(item).contains(&Good::Wheat) {
        format!("{named} {} {}", l.pick("oder", "or"), say(l, good(Good::Wheat)))
    } else {
        named
    }
}

/// A set of goods by its classes where it holds a whole class ("any raw material or finished
/// good" / "Rohstoff oder Endprodukt nach Wahl"), else by name ("chicken, deer, goat or boar").
fn goods_of(l: Lang, set: &[Good]) -> String {
    let classes: [(&[Good], &str, &str); 4] = [
        (&Raw::ALL.map(Good::Raw), "Rohstoff", "raw material"),
        (&Finished::ALL.map(Good::Finished), "Endprodukt", "finished good"),
        (&Gem::ALL.map(Good::Gem), "Edelstein", "gem"),
        (&Animal::ALL.map(Good::Animal), "Tier", "animal"),
    ];
    let mut left: Vec<Good> = Vec::new();
    for &g in set {
        if !left.contains(&g) {
            left.push(g);
        }
    }
    let mut names = Vec::new();
    for (class, de, en) in classes {
        if class.iter().all(|g| left.contains(g)) {
            left.retain(|g| !class.contains(g));
            names.push(l.pick(de, en).to_string());
        }
    }
    let any = !names.is_empty();
    names.extend(left.into_iter().map(|g| say(l, good(g))));
    match (any, l) {
        (false, _) => or(l, &names),
        (true, Lang::De) => format!("{} nach Wahl", or(l, &names)),
        (true, Lang::En) => format!("any {}", or(l, &names)),
    }
}

/// What one action of a converting building does, from its conversions under `config`:
/// "1× clay → 2× brick".
fn converts(l: Lang, tile: Tile, upgraded: bool, config: &Config) -> Option<String> {
    let groups = conversions(tile, upgraded, config);
    let (gives, gets) = groups.first()?;
    let (n_in, n_out) = (gives.first()?.len(), gets.first()?.len());
    if tile == Tile::TradingPost {
        let other = if config.trading_post_gives_other_kinds() { l.pick(" andere", " other") } else { "" };
        let trade = |de: &'static str, en: &'static str| {
            format!("{n_in}× {} → {n_out}×{other} {}", l.pick(de, en), l.pick(de, en))
        };
        let join =
            if upgraded { l.pick("und in derselben Aktion", "and in the same action") } else { l.pick("oder", "or") };
        return Some(format!(
            "{} {join} {} ({})",
            trade("Rohstoff", "raw material"),
            trade("Endprodukt", "finished good"),
            l.pick("kein Weizen", "no wheat")
        ));
    }
    let flat = |sets: &[Vec<Good>]| sets.iter().flatten().copied().collect::<Vec<Good>>();
    Some(format!("{n_in}× {} → {n_out}× {}", goods_of(l, &flat(gives)), goods_of(l, &flat(gets))))
}

/// What a building does besides converting and housing, on one side; `None` if nothing.
fn ability(l: Lang, tile: Tile, upgraded: bool) -> Option<String> {
    let one_finished = cost_words(l, CostItem::AnyFinished);
    Some(match (tile, upgraded) {
        (Tile::Builder, false) => format!(
            "{} 1× {one_finished} {}",
            l.pick("baut ein beliebiges Gebäude für", "builds any building for"),
            l.pick("statt seiner Kosten", "instead of its cost")
        ),
        (Tile::Builder, true) => format!(
            "{} 1× {one_finished} {}",
            l.pick("baut oder verbessert ein beliebiges Gebäude für", "builds or upgrades any building for"),
            l.pick("statt seiner Kosten", "instead of its cost")
        ),
        (Tile::FarmLabourer, false) => l.pick("baut ein Farmgebäude kostenlos", "builds a farm building free").into(),
        (Tile::FarmLabourer, true) => {
            l.pick("baut oder verbessert ein Farmgebäude kostenlos", "builds or upgrades a farm building free").into()
        }
        (Tile::BuildingPlot, false) => l
            .pick(
                "auf dem Grundstück rechts daneben wird kostenlos gebaut (mit einer Bauaktion)",
                "the plot to its right is built on free (with a build action)",
            )
            .into(),
        (Tile::BuildingPlot, true) => l
            .pick(
                "auf den Grundstücken rechts daneben, darüber und darunter wird kostenlos gebaut (mit einer Bauaktion)",
                "the plots to its right, above and below are built on free (with a build action)",
            )
            .into(),
        (Tile::Seafarer, _) => format!(
            "+{} {}",
            seafarer_points(upgraded),
            l.pick(
                "Schiffspunkte, wenn sein Besitzer ein Schiff nutzt",
                "shipping points whenever its owner uses a ship"
            )
        ),
        (Tile::ShippingAgent, false) => format!(
            "+{} {}",
            agent_points(false, 2),
            l.pick(
                "Schiffspunkt für die zweite verschiffte Ware eines Zuges",
                "shipping point for the second good shipped in a turn"
            )
        ),
        (Tile::ShippingAgent, true) => format!(
            "+{} {}",
            agent_points(true, 1),
            l.pick("Schiffspunkt für jede verschiffte Ware", "shipping point for every good shipped")
        ),
        (Tile::Merchant, true) => l
            .pick(
                "eine Schiffsaktion mehr bei jeder Nutzung eines Schiffs",
                "one more ship action whenever its owner uses a ship",
            )
            .into(),
        _ => return None,
    })
}

/// What one side of a building does; `None` for a building that only scores.
fn does(l: Lang, tile: Tile, upgraded: bool, config: &Config) -> Option<String> {
    let mut parts: Vec<String> = Vec::new();
    if let Some(c) = converts(l, tile, upgraded, config) {
        parts.push(format!("{}: {c}", l.pick("je Aktion", "each action")));
    }
    parts.extend(ability(l, tile, upgraded));
    let housed: Vec<Good> = houses(tile).iter().map(|&a| Good::Animal(a)).collect();
    if !housed.is_empty() {
        parts.push(format!("{} {HOUSING} {}", l.pick("bringt bis zu", "houses up to"), goods_of(l, &housed)));
    }
    (!parts.is_empty()).then(|| parts.join("; "))
}

/// A building in words, both sides: its area and origin, build cost, whether a keyple works it,
/// then each side's action and scoring, the upgraded side with its price (under `config`'s
/// rules).
pub fn building(tile: Tile, config: &Config) -> Text {
    Text::by_lang(|l| {
        let d = tile.data();
        let name = match l {
            Lang::De => d.name.0,
            Lang::En => d.name.1,
        };
        let area = match d.area {
            Area::Farm => l.pick("Farmgebäude", "farm building"),
            Area::Village => l.pick("Dorfgebäude", "village building"),
        };
        let origin = match d.origin {
            Origin::Estate => l.pick("Gutshof", "estate"),
            Origin::Spring => l.pick("Landschaftsplättchen, Frühjahr", "landscape tile, spring"),
            Origin::Later => l.pick("Landschaftsplättchen, ab Sommer", "landscape tile, from summer"),
        };
        let price: Vec<String> = d.cost.iter().map(|&c| cost_words(l, c)).collect();
        // What of it is ours, said once at the end.
        let ours =
            |source: Provenance, what: &'static str| matches!(source, Provenance::Reconstructed(_)).then_some(what);
        let mut reconstructed: Vec<&str> = [
            ours(d.area_source(), l.pick("Farm oder Dorf", "farm or village")),
            ours(d.cost_source(), l.pick("Baukosten", "build cost")),
            ours(d.worked_source(), l.pick("Keyple nötig", "keyple needed")).filter(|_| d.worked),
        ]
        .into_iter()
        .flatten()
        .collect();
        let mut out =
            format!("{name}: {area} ({origin}). {}: {}.", l.pick("Baukosten", "Build cost"), price.join(" + "));
        if d.worked {
            out += &format!(" {}.", l.pick("Wirkt nur mit einem Keyple darauf", "Works only with a keyple on it"));
        }
        for upgraded in [false, true] {
            let head = if upgraded {
                format!(
                    "{} ({}: {})",
                    l.pick("Verbesserte Seite", "Upgraded side"),
                    l.pick("Verbesserung", "upgrade"),
                    cost_words(l, area_upgrade_cost(d.area))
                )
            } else {
                l.pick("Grundseite", "Base side").to_string()
            };
            let action = does(l, tile, upgraded, config).unwrap_or_else(|| l.pick("keine Aktion", "no action").into());
            let vp = u32::from(d.vp[usize::from(upgraded)]);
            let rule = say(l, building_rule(tile, upgraded, vp));
            out += &format!(" {head}: {action}; {}: {rule}.", l.pick("Wertung", "scores"));
            let points = [
                l.pick("Punkte der Grundseite", "base side's points"),
                l.pick("Punkte der verbesserten Seite", "upgraded side's points"),
            ];
            reconstructed.extend(ours(points_source(tile, upgraded), points[usize::from(upgraded)]));
        }
        if !reconstructed.is_empty() {
            out += &format!("{}.", mark(l, reconstructed.join(", ")));
        }
        out
    })
}

/// What one earned good or action of a field does.
fn field_gives(l: Lang, f: Field) -> String {
    let one = |g: Good| format!("1× {}", say(l, good(g)));
    match f {
        Field::Raw(r) => one(Good::Raw(r)),
        Field::Animal(a) => one(Good::Animal(a)),
        Field::Wheat => one(Good::Wheat),
        Field::Gem(g) => one(Good::Gem(g)),
        Field::CountryTile => l.pick(
            "1 Landschaftsplättchen aus der Auslage (mit Mitarbeiter: 1. und 4. der aktive Spieler, 2. und 3. der Mitarbeiter)",
            "1 landscape tile from the display (with a follower: the active player 1st and 4th, the follower 2nd and 3rd)",
        )
        .into(),
        Field::Process(r) => {
            format!("1× {} → 1× {}", say(l, good(Good::Raw(r))), say(l, good(Good::Finished(r.finished()))))
        }
        Field::TradeRaw | Field::TradeFinished => {
            let class = if f == Field::TradeRaw { Raw::ALL.map(Good::Raw) } else { Finished::ALL.map(Good::Finished) };
            format!("1× {} → 2× {}", goods_of(l, &class), goods_of(l, &class))
        }
        Field::Build => {
            l.pick("ein Gebäude aus dem Vorrat zu seinen Baukosten bauen", "build a building held at its build cost").into()
        }
        Field::DiscountBuild => format!(
            "{} 1× {} {}",
            l.pick("ein Gebäude aus dem Vorrat für", "build a building held for"),
            cost_words(l, CostItem::AnyFinished),
            l.pick("statt seiner Kosten bauen", "instead of its cost")
        ),
        Field::Upgrade => format!(
            "{}: {} 1× {}, {} 1× {}",
            l.pick("ein Gebäude verbessern", "upgrade a building"),
            l.pick("Farm", "farm"),
            cost_words(l, area_upgrade_cost(Area::Farm)),
            l.pick("Dorf", "village"),
            cost_words(l, area_upgrade_cost(Area::Village))
        ),
        Field::River => format!(
            "{} {SHIPPING_POINTS} {}",
            l.pick(
                "eine Ware des Schiffs hier nehmen, oder eine davon verschiffen für",
                "take one of the goods of the ship here, or ship one of them for"
            ),
            l.pick("Schiffspunkte", "shipping points")
        ),
    }
}

/// A kind of field in words: what each good or action earned there gives, how many a keyple
/// earns alone, on its colour frame and with a follower, and whether it needs 3 players.
pub fn field(f: Field) -> Text {
    Text::by_lang(|l| {
        let earned = l.pick("Je Ware oder Aktion", "Each good or action");
        let mut out = format!("{}: {earned}: {}.", say(l, field_name(f)), field_gives(l, f));
        match f.frame() {
            Some(c) => {
                let c = say(l, colour(c));
                let shade = match l {
                    Lang::De => c.trim_end_matches("er").to_string(),
                    Lang::En => c.clone(),
                };
                let white = say(l, colour(super::data::Colour::White));
                let article = match l {
                    Lang::De => "ein",
                    Lang::En if c.starts_with(['a', 'e', 'i', 'o', 'u']) => "an",
                    Lang::En => "a",
                };
                out += &format!(
                    " {} {shade}{}: {} {}, {article} {c} {} {white} {} {}; {} {}, {} {}.",
                    l.pick("Farbrahmen", "Colour frame"),
                    mark_if(l, f.frame_source()),
                    l.pick("ein Keyple allein erhält", "a keyple alone earns"),
                    output(false, false),
                    l.pick("oder", "or"),
                    l.pick("Keyple", "keyple"),
                    output(false, true),
                    l.pick("mit Mitarbeiter je", "with a follower each"),
                    output(true, false),
                    l.pick("auf seiner Farbe", "on its colour"),
                    output(true, true)
                );
            }
            None => {
                out += &format!(
                    " {}{}: {} {}; {} {}.",
                    l.pick("Ohne Farbrahmen", "No colour frame"),
                    mark_if(l, f.frame_source()),
                    l.pick("ein Keyple allein erhält", "a keyple alone earns"),
                    output(false, false),
                    l.pick("mit Mitarbeiter je", "with a follower each"),
                    output(true, false)
                );
            }
        }
        if !f.in_play(2) {
            out += &format!(" {}", l.pick("Nur mit 3 oder 4 Spielern.", "Only with 3 or 4 players."));
        }
        out
    })
}

/// One side of a fair: the goods, the points, the seasons at whose end it may be held.
fn fair_side(l: Lang, side: &FairSide) -> String {
    let goods: Vec<String> = side.needs.iter().map(|&g| say(l, good(g))).collect();
    let seasons: Vec<String> = side.seasons.iter().map(|&s| say(l, season(s))).collect();
    format!(
        "{} {} {} {} {}",
        l.pick("am Ende von", "at the end of"),
        or(l, &seasons),
        l.pick("vorzeigen:", "show"),
        goods.join(" + "),
        format_args!("→ {} {}", side.vp, l.pick("Punkte", "points"))
    )
}

/// A fair (by its index in [`FAIRS`]) in words: its stack, each side's goods, points and
/// seasons, and that the goods shown are kept.
pub fn fair(index: u8) -> Text {
    Text::by_lang(|l| {
        let fair = &FAIRS[usize::from(index)];
        let kept = l.pick("Die vorgezeigten Waren bleiben beim Spieler", "The goods shown are kept");
        let body = match &fair.back {
            None => format!(
                "{} ({}): {} ({}). {kept}.",
                l.pick("Jahrmarkt", "Fair"),
                say(l, season(fair.stack)),
                fair_side(l, &fair.front),
                l.pick("verdeckt ausgeteilt, abgehalten einmal", "dealt face down, held once")
            ),
            Some(back) => format!(
                "{} {}: {}; {} {}. {}. {kept}.",
                l.pick("Winter-Jahrmarkt", "Winter fair"),
                index + 1,
                fair_side(l, &fair.front),
                l.pick("Edelsteinseite", "gem side"),
                fair_side(l, back),
                l.pick("Einmal abgehalten, auf einer Seite", "Held once, on one side")
            ),
        };
        format!("{body}{}", mark_if(l, fair.source))
    })
}

#[cfg(test)]
mod tests;
