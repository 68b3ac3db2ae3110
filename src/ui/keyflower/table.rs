//! The table between the villages: the season's tiles up for auction with every player's bid
//! on its side (keyples in their colours, the location's colour shown) and the workers used on
//! them, the turn-order tiles, the boats with their cargo, The Merchants' contracts (piles,
//! open row, discards) and the supplies. Written as markup; a place the viewer may point at is
//! a button whose `data-spot` indexes `spots`. A phone's summed-up bids that were opened stay
//! open when the board is drawn anew ([`note_unfolded`]).

use super::detail::{Ask, Details};
use super::face::{face, side_b};
use super::last::Changed;
use super::symbols::{chip, hidden, keyple, keyples, resources, skills};
use super::targets::{Marks, Target};
use super::text::Words;
use crate::games::keyflower::contracts::From;
use crate::games::keyflower::data::{Colour, Effect, Season, Tile, boat_name};
use crate::games::keyflower::state::{Bids, Building, Resources, Used};
use crate::games::keyflower::text;
use crate::games::keyflower::{Config, View, offer_colours, place_key};
use crate::i18n::{Lang, t};
use crate::ui::kit::focus::key;
use crate::ui::kit::markup::{self, esc};
use std::cell::RefCell;
use std::collections::HashSet;
use std::fmt::Write;
use wasm_bindgen::JsCast;

thread_local! {
    /// The `data-focus` keys of the tiles whose summed-up bids (on a phone) are open.
    static UNFOLDED: RefCell<HashSet<String>> = RefCell::new(HashSet::new());
}

/// On a click (or Enter or Space) on the summary of a tile's summed-up bids, notes whether they
/// will be open, so that they stay so when the board is drawn anew after the next move. Called
/// before the browser opens or folds them.
pub fn note_unfolded(ev: &web_sys::MouseEvent) {
    let Some(el) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
    let Ok(Some(summary)) = el.closest(".kf-bids-phone > summary") else { return };
    let Some(details) = summary.parent_element() else { return };
    let Some(tile) = details.get_attribute("data-tile") else { return };
    let opening = !details.has_attribute("open");
    UNFOLDED.with_borrow_mut(|open| if opening { open.insert(tile) } else { open.remove(&tile) });
}

/// What the table is drawn with.
pub struct Look<'a> {
    pub lang: Lang,
    pub names: &'a [String],
    pub marks: &'a Marks,
    /// What changed since the viewer's own last move, marked `last`.
    pub changed: &'a Changed,
    /// The table's set-up: its players, options and data version.
    pub config: Config,
    /// The summer boats showing side b.
    pub sides_b: &'a [Tile],
    /// The tiles' details, collected.
    pub details: &'a Details,
}

/// `inner` as a button offering `target` when it is lit, else as it is.
pub fn pick(marks: &Marks, target: Target, inner: &str, spots: &mut Vec<Target>) -> String {
    markup::pick(marks, "kf", target, inner, spots)
}

/// What a place on the table asks now: its workers and the colour of its next use (if it may
/// be used), and its bids (if it is bid for).
pub type Now = (Option<(Used, Option<Colour>)>, Option<Bids>);

/// A piece's face (`b`) named `title` and described by its detail with what it asks `now`: a
/// button offering `target` when it is lit, else a picture one may focus, hover or tap for the
/// detail.
pub fn piece(look: &Look, target: Target, b: Building, now: Now, title: &str, spots: &mut Vec<Target>) -> String {
    let (used, bids) = now;
    let attrs = look.details.add(Ask { building: b, config: look.config.clone(), used, bids });
    let title = esc(title);
    let inner = format!("{}{}", hidden_markup(&title), face(b, false, side_b(b, look.sides_b)));
    markup::pick_described(look.marks, "kf", target, &inner, Some((&title, &attrs)), spots)
}

/// Escaped words inside markup for screen readers only.
fn hidden_markup(escaped: &str) -> String {
    format!(r#"<span class="visually-hidden">{escaped}</span>"#)
}

/// The bids around a tile in full (`kf-bids`), and for a phone (`kf-bids-phone`, which the
/// style shows instead on a narrow screen) summed up in a line, each bidder's count and colour,
/// that opens the full bids on a tap, or by Enter or Space.
fn bids(look: &Look, bids: &Bids, tile: Target) -> String {
    if bids.by.is_empty() {
        return String::new();
    }
    let lang = look.lang;
    let winner = bids.winner();
    let mut summary = String::new();
    for (seat, w) in &bids.by {
        let colours: Vec<String> = w.colours().map(|c| text::colour(c).get(lang).to_string()).collect();
        let drawn: String = w.colours().map(keyple).collect();
        let lead =
            if winner == Some(*seat) { format!("★{}", hidden(t(lang, Words::Winning))) } else { String::new() };
        let _ = write!(
            summary,
            r#"<span class="kf-bid">{}<span class="kf-n">{drawn}{}</span>{}{lead}</span>"#,
            chip(*seat, &look.names[seat.index()]),
            w.count(),
            hidden(&colours.join(", "))
        );
    }
    let full = all_bids(look, bids);
    let tile = key(&tile);
    let open = if UNFOLDED.with_borrow(|open| open.contains(&tile)) { " open" } else { "" };
    format!(
        r#"{full}<details class="kf-bids-phone" data-tile="{tile}"{open}><summary>{}{summary}</summary>{full}</details>"#,
        hidden(t(lang, Words::AllBids))
    )
}

/// The bids around a tile in full: the location's colour, then each bidder's keyples (the
/// leader starred).
fn all_bids(look: &Look, bids: &Bids) -> String {
    let lang = look.lang;
    let mut out = String::from(r#"<div class="kf-bids">"#);
    if let Some(c) = bids.colour {
        let _ = write!(
            out,
            r#"<span class="kf-rule">{}: {}{}</span>"#,
            t(lang, Words::BidColour),
            keyple(c),
            hidden(text::colour(c).get(lang))
        );
    }
    let winner = bids.winner();
    for (seat, w) in &bids.by {
        let lead = if winner == Some(*seat) {
            format!(r#" <b class="kf-lead">★ {}</b>"#, t(lang, Words::Winning))
        } else {
            String::new()
        };
        let _ = write!(
            out,
            r#"<span class="kf-bid">{}{} = {}{lead}</span>"#,
            chip(*seat, &look.names[seat.index()]),
            keyples(lang, w),
            w.count()
        );
    }
    out + "</div>"
}

/// The class of a place the moves since the viewer's own touched.
pub fn last(changed: bool) -> &'static str {
    if changed { " last" } else { "" }
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
pub fn auction(look: &Look, view: &View, spots: &mut Vec<Target>) -> String {
    let lang = look.lang;
    let mut out = String::new();
    if !view.offer.is_empty() {
        let _ = write!(out, r#"<h3>{}</h3><ul class="kf-row">"#, t(lang, Words::Auction));
    }
    for (i, o) in view.offer.iter().enumerate() {
        let data = o.tile.data();
        let title = format!("{} ({} {}/{})", data.name, t(lang, Words::Vp), data.vp[0], data.vp[1]);
        let usable = data.effect[0] != Effect::None;
        // One colour per tile (from data version 2): the rules say which the bids and the use ask.
        let (bid_colour, use_colour) = offer_colours(&look.config, o.bids.colour, o.used.colour);
        let now = (usable.then_some((o.used, use_colour)), Some(Bids { colour: bid_colour, ..o.bids.clone() }));
        let used = if o.used.count() > 0 {
            format!(r#"<div class="kf-used">{}: {}</div>"#, t(lang, Words::Used), keyples(lang, &o.used.workers))
        } else {
            String::new()
        };
        let _ = write!(
            out,
            r#"<li class="kf-card kf-{}{}" data-place="{}">{}{}{used}</li>"#,
            season_class(data.season),
            last(look.changed.offer.contains(&(i as u8))),
            place_key(Building::Tile(o.tile)),
            piece(look, Target::Offer(i as u8), Building::Tile(o.tile), now, &title, spots),
            bids(look, &o.bids, Target::Offer(i as u8))
        );
    }
    if !view.offer.is_empty() {
        out += "</ul>";
    }
    if view.turn_order.is_empty() {
        return out;
    }
    let _ = write!(out, r#"<h3>{}</h3><ul class="kf-row">"#, t(lang, Words::TurnOrder));
    for (i, spot) in view.turn_order.iter().enumerate() {
        let start = if spot.start {
            format!(r#"<div class="kf-rule">● {}</div>"#, t(lang, Words::StartPlayer))
        } else {
            String::new()
        };
        let title = format!("{} {}", t(lang, Words::TurnOrderTile), spot.number);
        let _ = write!(
            out,
            r#"<li class="kf-card kf-turn{}" data-place="{}">{}{start}{}</li>"#,
            last(look.changed.turn_order.contains(&(i as u8))),
            place_key(Building::TurnOrder(spot.tile)),
            piece(
                look,
                Target::TurnOrder(i as u8),
                Building::TurnOrder(spot.tile),
                (None, Some(spot.bids.clone())),
                &title,
                spots
            ),
            bids(look, &spot.bids, Target::TurnOrder(i as u8))
        );
    }
    out + "</ul>"
}

/// The boats with their cargo.
pub fn boats(look: &Look, view: &View, spots: &mut Vec<Target>) -> String {
    let lang = look.lang;
    if view.boats.is_empty() {
        return String::new();
    }
    let mut out = format!(r#"<h3>{}</h3><ul class="kf-row">"#, t(lang, Words::Boats));
    for (i, b) in view.boats.iter().enumerate() {
        let side = if b.side == 0 { "A" } else { "B" };
        let title = format!("{} ({} {side})", boat_name(b.boat), t(lang, Words::Side));
        let mut cargo = format!(r#"<span class="kf-rule">{} {side}</span>"#, t(lang, Words::Side));
        if b.workers.total() > 0 {
            cargo += &keyples(lang, &b.workers);
        }
        if b.skills.total() > 0 {
            cargo += &skills(lang, &b.skills);
        }
        if b.gold > 0 {
            let mut gold = Resources::default();
            gold.add(crate::games::keyflower::data::Resource::Gold, b.gold);
            cargo += &resources(lang, &gold);
        }
        if b.cabins > 0 {
            let _ = write!(cargo, " ⌂{} {}", b.cabins, t(lang, Words::Cabins));
        }
        let hidden_contracts = view.boat_contracts.get(i).copied().unwrap_or(0);
        if hidden_contracts > 0 {
            let _ = write!(cargo, " ▮{hidden_contracts} {}", t(lang, Words::Contracts));
        }
        let _ = write!(
            out,
            r#"<li class="kf-card kf-boat" data-place="{}">{}<div class="kf-cargo">{cargo}</div></li>"#,
            place_key(Building::Boat(b.boat)),
            piece(look, Target::Boat(i as u8), Building::Boat(b.boat), (None, None), &title, spots)
        );
    }
    out + "</ul>"
}

/// The Merchants' contracts and extensions, if they are in play.
pub fn merchants(look: &Look, view: &View, spots: &mut Vec<Target>) -> String {
    let lang = look.lang;
    let in_play = view.contract_piles.iter().any(|&n| n > 0)
        || view.open_contracts.iter().any(Option::is_some)
        || !view.extensions.is_empty();
    if !in_play {
        return String::new();
    }
    let mut out = format!(r#"<h3>{}</h3><ul class="kf-row">"#, t(lang, Words::Contracts));
    for p in 0..3u8 {
        let n = view.contract_piles[usize::from(p)];
        let pile = format!("{} {}: ▮{n}", t(lang, Words::Pile), p + 1);
        let open = match view.open_contracts[usize::from(p)] {
            Some(c) => pick(look.marks, Target::Contract(From::Open(p)), &esc(text::contract(c).get(lang)), spots),
            None => "—".to_string(),
        };
        let _ = write!(
            out,
            r#"<li class="kf-card kf-contract">{}<div>{}: {open}</div></li>"#,
            pick(look.marks, Target::Contract(From::Pile(p)), &pile, spots),
            t(lang, Words::OpenContract)
        );
    }
    let _ = write!(
        out,
        r#"</ul><p class="kf-supply">{}: {} · {}: {} · ⌂{} {}</p>"#,
        t(lang, Words::Discard),
        view.contract_discard.len(),
        t(lang, Words::ExtensionsLeft),
        view.extensions.len(),
        view.cabins,
        t(lang, Words::Cabins)
    );
    out
}

/// The supplies: the bag, the green workers apart, the skill tiles and the resources.
pub fn supply(look: &Look, view: &View) -> String {
    let lang = look.lang;
    format!(
        r#"<p class="kf-supply">{}: {} {} · {} {} · {} {} · {}</p>"#,
        t(lang, Words::Supply),
        view.bag,
        t(lang, Words::Bag),
        view.green_supply,
        t(lang, Words::GreenApart),
        view.skill_supply,
        t(lang, Words::SkillSupply),
        resources(lang, &view.resources)
    )
}
