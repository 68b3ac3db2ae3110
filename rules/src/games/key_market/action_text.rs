//! What each action does, in words, for the list of legal actions a player chooses from.
//! The wording is imperative ("Sell 2 fish"); [`Describe`] says only what the action carries,
//! [`seen`] adds what it costs or brings in the viewer's position, from the rules' own prices.

use super::board::Land;
use super::data::Good;
use super::deeds::BANKERS_RETIRE;
use super::farming::upgrade_goods;
use super::prices::Yield;
use super::state::{Action, Deed, Phase};
use super::text::{good_name, goods_text, guild_name, list_text, turned, worker_text};
use super::view::{PhaseView, View};
use crate::text::{Describe, Money, Text};

/// Key Market's money.
pub const GOLD: Money = Money { de: "Gold", en: "gold" };

/// `action` as the list shows it to the viewer of `view`, who is choosing: its words, a dash
/// and what it costs or brings now ("Sell 2 fish — brings 8 gold"), by the figures the rules
/// charge and pay ([`Prices`](super::prices::Prices)).
pub fn seen(view: &View, action: &Action) -> Text {
    let words = action.describe();
    let Some(seat) = view.viewer else { return words };
    let (prices, phase) = (view.prices(), &view.phase);
    let first_sale = match phase {
        PhaseView::Open(Phase::Market(day)) => !day.sold[seat],
        _ => false,
    };
    let deed = |deed| prices.deed_price(seat, deed).map(|(count, any_mix)| resources(count, any_mix));
    let farm = view.players[seat].farm;
    let figure = match action {
        &Action::Move { from, to } => {
            let free = if let PhaseView::Open(Phase::Farming(turn)) = phase { turn.free_moves } else { 0 };
            prices.move_cost(seat, free, from, to).map(|(gold, _)| GOLD.costs(gold))
        }
        Action::Hire { .. } => Some(GOLD.costs(prices.hire_cost(seat))),
        Action::Produce => Some(brings_yield(&prices.production(seat))),
        &Action::Promote { guild, column } => deed(Deed::Promote { guild, column }),
        &Action::Sponsor { guild, column, worker } => deed(Deed::Sponsor { guild, column, worker }),
        &Action::Retire(worker) => deed(Deed::Retire { worker }),
        &Action::Upgrade(other) => Some(costs_goods(&upgrade_goods(farm, other))),
        &Action::PayFarmHouse(other) => Some(costs_goods(&[farm, other])),
        Action::Sell { good, count } => Some(GOLD.brings(prices.sale(seat, first_sale, &vec![*good; (*count).into()]))),
        Action::SellMixed(goods) => Some(GOLD.brings(prices.sale(seat, first_sale, goods))),
        Action::Buy { good, count } => Some(GOLD.costs(prices.purchase(seat, &vec![*good; (*count).into()]))),
        Action::BuyMixed(goods) => Some(GOLD.costs(prices.purchase(seat, goods))),
        Action::TakeGold => Some(GOLD.brings(prices.gold_taken(seat))),
        Action::PayWages => Some(GOLD.costs(prices.wages(seat))),
        _ => None,
    };
    match figure {
        Some(figure) => words.dash(&figure),
        None => words,
    }
}

/// "brings 2 wheat, 1 luxury, 3 gold", "brings nothing".
fn brings_yield(made: &Yield) -> Text {
    let mut goods = made.goods;
    if let Some(good) = made.stolen {
        goods[good.index()] += 1;
    }
    let (de, en) = goods_text(&goods);
    match (goods.iter().any(|&n| n > 0), made.gold) {
        (_, 0) => Text::new(format!("bringt {de}"), format!("brings {en}")),
        (false, gold) => GOLD.brings(gold),
        (true, gold) => {
            Text::new(format!("bringt {de}, {gold} {}", GOLD.de), format!("brings {en}, {gold} {}", GOLD.en))
        }
    }
}

/// "costs 1 wheat, 1 fish, 1 luxury".
fn costs_goods(goods: &[Good]) -> Text {
    let (de, en) = list_text(goods);
    Text::new(format!("kostet {de}"), format!("costs {en}"))
}

/// What a guild deed costs: `count` different resources (a luxury may stand for two once), or
/// (`any_mix`, the Specialists) goods worth `count`, each luxury worth two.
fn resources(count: u8, any_mix: bool) -> Text {
    match (any_mix, count) {
        (true, _) => Text::new(format!("kostet Waren im Wert von {count}"), format!("costs goods worth {count}")),
        (false, 1) => Text::new("kostet 1 Ressource", "costs 1 resource"),
        (false, _) => {
            Text::new(format!("kostet {count} verschiedene Ressourcen"), format!("costs {count} different resources"))
        }
    }
}

fn column_text(column: &Option<Good>) -> (String, String) {
    match column {
        Some(g) => (format!(" (Spalte {})", good_name(*g).0), format!(" ({} column)", good_name(*g).1)),
        None => (String::new(), String::new()),
    }
}

/// Where a large country board at grid column `x`, row `y` would lie, in words a player sees on
/// the board: the numbered fields its edge touches and on which side of them ("left of fields
/// 0, 3 and 6"); the first board lies in the middle of the prices.
pub fn placement_text(land: &Land, x: i8, y: i8) -> Text {
    // A large board is 3×3 whichever way it is turned: the cells just outside each edge.
    let sides = [
        ("links von", "left of", [(x + 3, y), (x + 3, y + 1), (x + 3, y + 2)]),
        ("rechts von", "right of", [(x - 1, y), (x - 1, y + 1), (x - 1, y + 2)]),
        ("über", "above", [(x, y + 3), (x + 1, y + 3), (x + 2, y + 3)]),
        ("unter", "below", [(x, y - 1), (x + 1, y - 1), (x + 2, y - 1)]),
    ];
    let touched = sides
        .map(|(de, en, cells)| (de, en, cells.iter().filter_map(|&(cx, cy)| land.at(cx, cy)).collect::<Vec<u8>>()));
    let Some((de, en, fields)) =
        touched.iter().filter(|(_, _, fields)| !fields.is_empty()).max_by_key(|(_, _, fields)| fields.len())
    else {
        return Text::new("in der Tischmitte", "in the middle of the table");
    };
    let list = |and: &str| match &fields[..] {
        [rest @ .., last] if !rest.is_empty() => {
            format!("{} {and} {last}", rest.iter().map(u8::to_string).collect::<Vec<_>>().join(", "))
        }
        _ => fields[0].to_string(),
    };
    let (fields_de, fields_en) = if fields.len() == 1 { ("Feld", "field") } else { ("Feldern", "fields") };
    Text::new(format!("{de} {fields_de} {}", list("und")), format!("{en} {fields_en} {}", list("and")))
}

impl Describe for Action {
    fn describe(&self) -> Text {
        let good = |g: &Good| good_name(*g);
        match self {
            Action::PlaceBoard { x, y, rotation } => Text::new(
                format!("Gebietstableau an ({x}, {y}) legen, {}", turned(*rotation).0),
                format!("Place the country board at ({x}, {y}), {}", turned(*rotation).1),
            ),
            Action::PlaceFirstWorker(f) => {
                Text::new(format!("Ersten Arbeiter auf Feld {f} setzen"), format!("Put the first worker on field {f}"))
            }
            Action::PayFarmHouse(g) => Text::new(
                format!("Farmhaus bezahlen, dazu 1 {}", good(g).0),
                format!("Pay for the farm house, with 1 {} besides", good(g).1),
            ),
            Action::Move { from, to } => Text::new(
                format!("Arbeiter von Feld {from} auf Feld {to} bewegen"),
                format!("Move the worker from field {from} to field {to}"),
            ),
            Action::Hire { worker, to } => {
                let (de, en) = worker_text(worker);
                Text::new(format!("Arbeiter einstellen: {de} auf Feld {to}"), format!("Hire {en} onto field {to}"))
            }
            Action::Produce => Text::new("Produzieren", "Produce"),
            Action::FieldBonus { guild, field } => Text::new(
                format!("+1 auf Feld {field} durch die {}", guild_name(*guild).0),
                format!("+1 on field {field} from the {}", guild_name(*guild).1),
            ),
            Action::ExtraResource(g) => Text::new(
                format!("1 {} aus dem Vorrat nehmen", good(g).0),
                format!("Take 1 {} from the supply", good(g).1),
            ),
            Action::Exchange(g) => Text::new(
                format!("1 {} gegen 1 Luxusgut tauschen", good(g).0),
                format!("Exchange 1 {} for 1 luxury", good(g).1),
            ),
            Action::Steal(g) => Text::new(
                format!("1 {} vom Markttableau nehmen", good(g).0),
                format!("Take 1 {} from the market board", good(g).1),
            ),
            Action::Promote { guild, column } => {
                let (cde, cen) = column_text(column);
                Text::new(
                    format!("Mitglied der {} befördern{cde}", guild_name(*guild).0),
                    format!("Promote the member of the {}{cen}", guild_name(*guild).1),
                )
            }
            Action::Upgrade(g) => Text::new(
                format!("Zum Gutshaus aufwerten, dazu 1 {}", good(g).0),
                format!("Upgrade to a manor house, with 1 {} besides", good(g).1),
            ),
            Action::Retire(worker) => {
                let (de, en) = worker_text(worker);
                Text::new(format!("Zur Ruhe setzen: {de}"), format!("Retire {en}"))
            }
            Action::Pay(goods) => {
                let (de, en) = goods_text(goods);
                Text::new(format!("Bezahlen mit {de}"), format!("Pay with {en}"))
            }
            Action::PayGold => {
                Text::new(format!("Mit {BANKERS_RETIRE} Gold bezahlen"), format!("Pay with {BANKERS_RETIRE} gold"))
            }
            Action::EndFarming => Text::new("Landwirtschaft beenden", "End Farming"),
            Action::Bring(g) => Text::new(
                format!("1 {} mehr zum Markt bringen", good(g).0),
                format!("Bring 1 more {} to market", good(g).1),
            ),
            Action::Ready => Text::new("Fertig gewählt", "Done choosing"),
            Action::Sell { good: g, count } => {
                let (de, en) = goods_text(&count_of(*g, *count));
                Text::new(format!("{de} verkaufen"), format!("Sell {en}"))
            }
            Action::SellMixed(goods) => {
                let (de, en) = list_text(goods);
                Text::new(format!("Gemischt verkaufen: {de}"), format!("Sell a mixed batch: {en}"))
            }
            Action::Sponsor { guild, column, worker } => {
                let (wde, wen) = worker_text(worker);
                let (cde, cen) = column_text(column);
                Text::new(
                    format!("Als Lehrling in die {}{cde}: {wde}", guild_name(*guild).0),
                    format!("Sponsor {wen} as an apprentice in the {}{cen}", guild_name(*guild).1),
                )
            }
            Action::Buy { good: g, count } => {
                let (de, en) = goods_text(&count_of(*g, *count));
                Text::new(format!("{de} kaufen"), format!("Buy {en}"))
            }
            Action::BuyMixed(goods) => {
                let (de, en) = list_text(goods);
                Text::new(format!("Gemischt kaufen: {de}"), format!("Buy a mixed batch: {en}"))
            }
            Action::TakeGold => Text::new("Gold nehmen", "Take gold"),
            Action::Decline => Text::new("Verzichten", "Decline"),
            Action::Pass => Text::new("Passen", "Pass"),
            Action::Dismiss(f) => Text::new(
                format!("Arbeiter von Feld {f} entfernen statt bezahlen"),
                format!("Remove the worker on field {f} instead of paying"),
            ),
            Action::PayWages => Text::new("Lohn für die Arbeiter zahlen", "Pay the workers' wages"),
        }
    }
}

fn count_of(good: Good, count: u8) -> [u8; 6] {
    let mut goods = [0; 6];
    goods[good.index()] = count;
    goods
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::key_market::{Config, KeyMarket};

    #[test]
    fn every_opening_action_has_distinct_words_in_both_languages() {
        let state = KeyMarket::setup(&Config::new(2, true), 3).unwrap();
        let seat = KeyMarket::to_act(&state).seats().nth(0);
        let texts: Vec<Text> = KeyMarket::legal_actions(&state, seat).iter().map(Describe::describe).collect();
        assert!(!texts.is_empty());
        for t in &texts {
            assert!(!t.de.is_empty() && !t.en.is_empty() && t.de != t.en, "{t:?}");
        }
        let mut distinct = texts.clone();
        distinct.dedup();
        assert_eq!(distinct.len(), texts.len());
    }

    #[test]
    fn a_placement_says_how_often_the_board_is_turned_in_words() {
        let place = |rotation| Action::PlaceBoard { x: 3, y: 0, rotation }.describe();
        assert_eq!(place(0).en, "Place the country board at (3, 0), not turned");
        assert_eq!(place(1).en, "Place the country board at (3, 0), turned once");
        assert_eq!(place(3).de, "Gebietstableau an (3, 0) legen, dreimal gedreht");
    }

    #[test]
    fn a_placement_names_the_fields_its_edge_touches_and_the_side() {
        let state = KeyMarket::setup(&Config::new(2, true), 3).unwrap();
        let land = &state.land;
        let (w, h) = land.boards[0].size();
        let (x0, y0) = (land.boards[0].x, land.boards[0].y);
        let right = placement_text(land, x0 + w, y0);
        let fields: Vec<u8> = (0..h).filter_map(|dy| land.at(x0 + w - 1, y0 + dy)).collect();
        assert!(right.en.starts_with("right of fields "), "{}", right.en);
        assert!(fields.iter().all(|f| right.en.contains(&f.to_string())), "{} names {fields:?}", right.en);
        assert!(right.de.starts_with("rechts von Feldern "), "{}", right.de);
        assert!(placement_text(land, x0, y0 + h).en.starts_with("below fields "));
        assert_eq!(placement_text(&Land::default(), 0, 0).en, "in the middle of the table");
    }

    #[test]
    fn sales_say_the_good_and_the_batch() {
        let text = Action::Sell { good: Good::Fish, count: 2 }.describe();
        assert_eq!(text.en, "Sell 2 fish");
        assert_eq!(text.de, "2 Fische verkaufen");
    }
}
