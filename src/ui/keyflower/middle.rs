//! The middle of the table, between the villages: the season's tiles up for auction with every player's bid
//! on its side (keyples in their colours, the location's colour shown) and the workers used on
//! them, the turn-order tiles, the boats with their cargo, The Merchants' contracts (piles,
//! open row, discards) and the supplies. Written as markup; a place the viewer may point at is
//! a button named by its `data-focus` key. A phone's summed-up bids that were opened stay
//! open when the board is drawn anew ([`note_unfolded`], in the page's [`Memory`]).

use super::detail::{Ask, Details};
use super::face::{face, side_b};
use super::symbols::{chip, hidden, keyple, keyples, resources, skills};
use super::targets::{Marks, Target};
use super::text::KeyflowerWords;
use crate::games::keyflower::contracts::From;
use crate::games::keyflower::data::{Colour, Effect, Season, Tile, boat_name};
use crate::games::keyflower::state::{Bids, Building, Resources, Used};
use crate::games::keyflower::text;
use crate::games::keyflower::{Config, View, offer_colours, place_key};
use crate::i18n::{Lang, t};
use crate::ui::kit::markup::{self, Markup, markup};
use crate::ui::kit::memory::Memory;
use crate::ui::kit::targets::Place;
use crate::ui::kit::targets::Touched;
use std::collections::HashSet;
use wasm_bindgen::JsCast;

/// The `data-focus` keys of the tiles whose summed-up bids (on a phone) are open, in the page's
/// memory.
#[derive(Default)]
struct Unfolded(HashSet<String>);

/// On a click (or Enter or Space) on the summary of a tile's summed-up bids, notes whether they
/// will be open, so that they stay so when the board is drawn anew after the next move. Called
/// before the browser opens or folds them.
pub fn note_unfolded(memory: Memory, ev: &web_sys::MouseEvent) {
    let Some(el) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
    let Ok(Some(summary)) = el.closest(".kf-bids-phone > summary") else { return };
    let Some(details) = summary.parent_element() else { return };
    let Some(tile) = details.get_attribute("data-tile") else { return };
    let opening = !details.has_attribute("open");
    memory.game(|Unfolded(open): &mut Unfolded| if opening { open.insert(tile) } else { open.remove(&tile) });
}

/// What the table is drawn with.
pub struct Look<'a> {
    pub lang: Lang,
    pub names: &'a [String],
    pub marks: &'a Marks,
    /// What changed since the viewer's own last move, marked `last`.
    pub touched: &'a Touched<Target>,
    /// The table's set-up: its players, options and data version.
    pub config: Config,
    /// The summer boats showing side b.
    pub sides_b: &'a [Tile],
    /// The tiles' details, collected.
    pub details: &'a Details,
    /// The page's memory (the village opened, the bids unfolded).
    pub memory: Memory,
}

/// `inner` as a button offering `target` when it is lit, else as it is.
pub fn pick(marks: &Marks, target: Target, inner: Markup, spots: &mut Vec<Target>) -> Markup {
    markup::pick(marks, "kf", target, inner, spots)
}

/// What a place on the table asks now: its workers and the colour of its next use (if it may
/// be used), and its bids (if it is bid for).
pub type Now = (Option<(Used, Option<Colour>)>, Option<Bids>);

/// A piece's face (`b`) named `title` and described by its detail with what it asks `now`: a
/// button offering `target` when it is lit, else a picture one may focus, hover or tap for the
/// detail.
pub fn piece(look: &Look, target: Target, b: Building, now: Now, title: &str, spots: &mut Vec<Target>) -> Markup {
    let (used, bids) = now;
    let attrs = look.details.add(place_key(b), Ask { building: b, config: look.config.clone(), used, bids });
    let inner = hidden(title) + face(b, false, side_b(b, look.sides_b));
    markup::pick_described(look.marks, "kf", target, inner, Some((title, attrs)), spots)
}

/// The bids around a tile in full (`kf-bids`), and for a phone (`kf-bids-phone`, which the
/// style shows instead on a narrow screen) summed up in a line, each bidder's count and colour,
/// that opens the full bids on a tap, or by Enter or Space.
fn bids(look: &Look, bids: &Bids, tile: Target) -> Markup {
    if bids.by.is_empty() {
        return Markup::new();
    }
    let lang = look.lang;
    let winner = bids.winner();
    let mut summary = Markup::new();
    for (seat, w) in &bids.by {
        let colours: Vec<String> = w.colours().map(|c| text::colour(c).get(lang).to_string()).collect();
        let drawn: Markup = w.colours().map(keyple).collect();
        let lead = if winner == Some(*seat) {
            markup!("★{won}", won = hidden(t(lang, KeyflowerWords::Winning)))
        } else {
            Markup::new()
        };
        summary += markup!(
            r#"<span class="kf-bid">{chip}<span class="kf-n">{drawn}{count}</span>{hidden}{lead}</span>"#,
            drawn,
            lead,
            chip = chip(*seat, &look.names[seat.index()]),
            count = w.count(),
            hidden = hidden(&colours.join(", "))
        );
    }
    let full = all_bids(look, bids);
    let tile = tile.key();
    let open = if look.memory.game(|Unfolded(open): &mut Unfolded| open.contains(&tile)) { " open" } else { "" };
    markup!(
        r#"{full}<details class="kf-bids-phone" data-tile="{tile}"{open}><summary>{hidden}{summary}</summary>{full}</details>"#,
        full,
        tile,
        open,
        summary,
        hidden = hidden(t(lang, KeyflowerWords::AllBids))
    )
}

/// The bids around a tile in full: the location's colour, then each bidder's keyples (the
/// leader starred).
fn all_bids(look: &Look, bids: &Bids) -> Markup {
    let lang = look.lang;
    let mut out = markup!(r#"<div class="kf-bids">"#);
    if let Some(c) = bids.colour {
        out += markup!(
            r#"<span class="kf-rule">{bid_colour}: {keyple}{hidden}</span>"#,
            bid_colour = t(lang, KeyflowerWords::BidColour),
            keyple = keyple(c),
            hidden = hidden(text::colour(c).get(lang))
        );
    }
    let winner = bids.winner();
    for (seat, w) in &bids.by {
        let lead = if winner == Some(*seat) {
            markup!(r#" <b class="kf-lead">★ {winning}</b>"#, winning = t(lang, KeyflowerWords::Winning))
        } else {
            Markup::new()
        };
        out += markup!(
            r#"<span class="kf-bid">{chip}{keyples} = {count}{lead}</span>"#,
            lead,
            chip = chip(*seat, &look.names[seat.index()]),
            keyples = keyples(lang, w),
            count = w.count()
        );
    }
    out + markup!("</div>")
}

/// A season's class for colouring its tiles.
pub fn season_class(s: Season) -> &'static str {
    match s {
        Season::Spring => "spring",
        Season::Summer => "summer",
        Season::Autumn => "autumn",
        Season::Winter => "winter",
    }
}

/// The tiles up for auction and the turn-order tiles.
pub fn auction(look: &Look, view: &View, spots: &mut Vec<Target>) -> Markup {
    let lang = look.lang;
    let mut out = Markup::new();
    if !view.offer.is_empty() {
        out += markup!(r#"<h3>{auction}</h3><ul class="kf-row">"#, auction = t(lang, KeyflowerWords::Auction));
    }
    for (i, o) in view.offer.iter().enumerate() {
        let data = o.tile.data();
        let title = format!("{} ({} {}/{})", data.name, t(lang, KeyflowerWords::Vp), data.vp[0], data.vp[1]);
        let usable = data.effect[0] != Effect::None;
        // One colour per tile (from data version 2): the rules say which the bids and the use ask.
        let (bid_colour, use_colour) = offer_colours(&look.config, o.bids.colour, o.used.colour);
        let now = (usable.then_some((o.used, use_colour)), Some(Bids { colour: bid_colour, ..o.bids.clone() }));
        let used = if o.used.count() > 0 {
            markup!(
                r#"<div class="kf-used">{used}: {keyples}</div>"#,
                used = t(lang, KeyflowerWords::Used),
                keyples = keyples(lang, &o.used.workers)
            )
        } else {
            Markup::new()
        };
        out += markup!(
            r#"<li class="kf-card kf-{season_class}{last}" data-place="{place_key}">{piece}{bids}{used}</li>"#,
            used,
            season_class = season_class(data.season),
            last = look.touched.class(&Target::Offer(i as u8)),
            place_key = place_key(Building::Tile(o.tile)),
            piece = piece(look, Target::Offer(i as u8), Building::Tile(o.tile), now, &title, spots),
            bids = bids(look, &o.bids, Target::Offer(i as u8))
        );
    }
    if !view.offer.is_empty() {
        out += markup!("</ul>");
    }
    if view.turn_order.is_empty() {
        return out;
    }
    out += markup!(r#"<h3>{turn_order}</h3><ul class="kf-row">"#, turn_order = t(lang, KeyflowerWords::TurnOrder));
    for (i, spot) in view.turn_order.iter().enumerate() {
        let start = if spot.start {
            markup!(
                r#"<div class="kf-rule">● {start_player}</div>"#,
                start_player = t(lang, KeyflowerWords::StartPlayer)
            )
        } else {
            Markup::new()
        };
        let title = format!("{} {}", t(lang, KeyflowerWords::TurnOrderTile), spot.number);
        out += markup!(
            r#"<li class="kf-card kf-turn{last}" data-place="{place_key}">{piece}{start}{bids}</li>"#,
            start,
            last = look.touched.class(&Target::TurnOrder(i as u8)),
            place_key = place_key(Building::TurnOrder(spot.tile)),
            piece = piece(
                look,
                Target::TurnOrder(i as u8),
                Building::TurnOrder(spot.tile),
                (None, Some(spot.bids.clone())),
                &title,
                spots
            ),
            bids = bids(look, &spot.bids, Target::TurnOrder(i as u8))
        );
    }
    out + markup!("</ul>")
}

/// The boats with their cargo.
pub fn boats(look: &Look, view: &View, spots: &mut Vec<Target>) -> Markup {
    let lang = look.lang;
    if view.boats.is_empty() {
        return Markup::new();
    }
    let mut out = markup!(r#"<h3>{boats}</h3><ul class="kf-row">"#, boats = t(lang, KeyflowerWords::Boats));
    for (i, b) in view.boats.iter().enumerate() {
        let side = if b.side == 0 { "A" } else { "B" };
        let title = format!("{} ({} {side})", boat_name(b.boat), t(lang, KeyflowerWords::Side));
        let mut cargo = markup!(
            r#"<span class="kf-rule">{side_word} {side}</span>"#,
            side,
            side_word = t(lang, KeyflowerWords::Side)
        );
        if b.workers.total() > 0 {
            cargo += keyples(lang, &b.workers);
        }
        if b.skills.total() > 0 {
            cargo += skills(lang, &b.skills);
        }
        if b.gold > 0 {
            let mut gold = Resources::default();
            gold.add(crate::games::keyflower::data::Resource::Gold, b.gold);
            cargo += resources(lang, &gold);
        }
        if b.cabins > 0 {
            cargo += markup!(" ⌂{cabins} {words}", cabins = b.cabins, words = t(lang, KeyflowerWords::Cabins));
        }
        let hidden_contracts = view.boat_contracts.get(i).copied().unwrap_or(0);
        if hidden_contracts > 0 {
            cargo +=
                markup!(" ▮{hidden_contracts} {words}", hidden_contracts, words = t(lang, KeyflowerWords::Contracts));
        }
        out += markup!(
            r#"<li class="kf-card kf-boat" data-place="{place_key}">{piece}<div class="kf-cargo">{cargo}</div></li>"#,
            cargo,
            place_key = place_key(Building::Boat(b.boat)),
            piece = piece(look, Target::Boat(i as u8), Building::Boat(b.boat), (None, None), &title, spots)
        );
    }
    out + markup!("</ul>")
}

/// The Merchants' contracts and extensions, if they are in play.
pub fn merchants(look: &Look, view: &View, spots: &mut Vec<Target>) -> Markup {
    let lang = look.lang;
    let in_play = view.contract_piles.iter().any(|&n| n > 0)
        || view.open_contracts.iter().any(Option::is_some)
        || !view.extensions.is_empty();
    if !in_play {
        return Markup::new();
    }
    let mut out = markup!(r#"<h3>{contracts}</h3><ul class="kf-row">"#, contracts = t(lang, KeyflowerWords::Contracts));
    for p in 0..3u8 {
        let n = view.contract_piles[usize::from(p)];
        let pile = format!("{} {}: ▮{n}", t(lang, KeyflowerWords::Pile), p + 1);
        let open = match view.open_contracts[usize::from(p)] {
            Some(c) => {
                pick(look.marks, Target::Contract(From::Open(p)), Markup::text(text::contract(c).get(lang)), spots)
            }
            None => markup!("—"),
        };
        out += markup!(
            r#"<li class="kf-card kf-contract">{pick}<div>{open_contract}: {open}</div></li>"#,
            open,
            pick = pick(look.marks, Target::Contract(From::Pile(p)), Markup::text(&pile), spots),
            open_contract = t(lang, KeyflowerWords::OpenContract)
        );
    }
    out += markup!(
        r#"</ul><p class="kf-supply">{discard}: {count} · {extensions_left}: {extensions} · ⌂{cabins} {cabins_word}</p>"#,
        discard = t(lang, KeyflowerWords::Discard),
        count = view.contract_discard.len(),
        extensions_left = t(lang, KeyflowerWords::ExtensionsLeft),
        extensions = view.extensions.len(),
        cabins = view.cabins,
        cabins_word = t(lang, KeyflowerWords::Cabins)
    );
    out
}

/// The supplies: the bag, the green workers apart, the skill tiles and the resources.
pub fn supply(look: &Look, view: &View) -> Markup {
    let lang = look.lang;
    markup!(
        r#"<p class="kf-supply">{supply}: {bag} {bag_word} · {green_supply} {green_apart} · {skill_supply} {skill_supply_word} · {resources}</p>"#,
        supply = t(lang, KeyflowerWords::Supply),
        bag = view.bag,
        bag_word = t(lang, KeyflowerWords::Bag),
        green_supply = view.green_supply,
        green_apart = t(lang, KeyflowerWords::GreenApart),
        skill_supply = view.skill_supply,
        skill_supply_word = t(lang, KeyflowerWords::SkillSupply),
        resources = resources(lang, &view.resources)
    )
}
