//! A tile's face as SVG, the same in a village and on the table: its hex in its season's colour,
//! roads and water on its edges, its name, VP, and a compact symbolic line of what it does,
//! generated from the data: the shown side's use or scoring, and (while it can be upgraded)
//! "▲ cost: the upgraded side". Symbols: W S I G resources, ✱ any resource, ✂ ⚒ ⚙ saw, pick
//! axe and anvil, ▣ any skill tile, ♟ a worker (with its colour's letter), ▮ a contract,
//! ⇄ transport capacity, ▲ an upgrade, ★ VP. The words for all of it are the tile's detail
//! ([`super::detail`]).

use super::symbols::{colour_key, tool};
use crate::games::keyflower::data::{
    Ability, Cost, Edge, Effect, HOMES, Input, Output, Resource, Scoring, Set, Tile, ability, boat_name,
};
use crate::games::keyflower::state::Building;
use crate::games::keyflower::village::printed_edges;
use crate::ui::kit::markup::{Markup, markup};

/// The hexes' radius.
pub const S: f32 = 40.0;
pub const ROOT3: f32 = 1.732_050_8;

/// The cosine and sine of each multiple of 30°, the only angles a hex drawing needs. A table
/// rather than `cos` and `sin`, whose code would add about 7 KB to the game's wasm.
const TURNS: [(f32, f32); 12] = {
    const H: f32 = ROOT3 / 2.0;
    [
        (1.0, 0.0),
        (H, 0.5),
        (0.5, H),
        (0.0, 1.0),
        (-0.5, H),
        (-H, 0.5),
        (-1.0, 0.0),
        (-H, -0.5),
        (-0.5, -H),
        (0.0, -1.0),
        (0.5, -H),
        (H, -0.5),
    ]
};

/// The point `turns` × 30° round (0 right, clockwise on screen) and `dist` from `(x, y)`.
fn at(x: f32, y: f32, turns: usize, dist: f32) -> (f32, f32) {
    let (cos, sin) = TURNS[turns % 12];
    (x + dist * cos, y + dist * sin)
}

/// A tile's fill class.
pub fn kind(b: Building) -> &'static str {
    match b {
        Building::Home(_) => "home",
        Building::Boat(_) => "boat",
        Building::TurnOrder(_) => "turn",
        Building::Tile(t) => super::middle::season_class(t.data().season),
    }
}

/// The outline of a hex at `(x, y)`.
pub fn outline(x: f32, y: f32) -> String {
    (0..6)
        .map(|k| at(x, y, 2 * k, S - 1.0))
        .map(|(a, b)| format!("{:.1},{:.1}", f64::from(a), f64::from(b)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The roads and water edges of a tile whose edge in direction `d` is `edge(d)`.
pub fn edges(x: f32, y: f32, edge: impl Fn(usize) -> Edge) -> Markup {
    let mut out = Markup::new();
    for d in 0..6 {
        let turns = 3 + 2 * d;
        match edge(d) {
            Edge::Road => {
                let (a, b) = at(x, y, turns, S * ROOT3 / 2.0);
                let (c, e) = at(x, y, turns, S * 0.35);
                out +=
                    markup!(r#"<line class="kf-road" x1="{c:.1}" y1="{e:.1}" x2="{a:.1}" y2="{b:.1}"/>"#, c, e, a, b);
            }
            Edge::Water => {
                let (a, b) = at(x, y, turns - 1, S - 3.0);
                let (c, e) = at(x, y, turns + 1, S - 3.0);
                out +=
                    markup!(r#"<line class="kf-water" x1="{a:.1}" y1="{b:.1}" x2="{c:.1}" y2="{e:.1}"/>"#, a, b, c, e);
            }
            Edge::Field => {}
        }
    }
    out
}

/// A name in one or two lines centred at `(x, y)`, above the symbolic lines.
pub fn name_lines(x: f32, y: f32, name: &str) -> Markup {
    let (a, b) = match name.find(' ') {
        Some(i) if name.chars().count() > 10 => (&name[..i], Some(&name[i + 1..])),
        _ => (name, None),
    };
    match b {
        None => name_line(x, y - 2.0, a),
        Some(b) => name_line(x, y - 7.0, a) + name_line(x, y + 1.0, b),
    }
}

/// The widest a line of a tile's name may be: the hex's width less a margin.
const NAME_WIDTH: f32 = S * ROOT3 - 12.0;

/// One line of a name at `(x, y)`, squeezed to [`NAME_WIDTH`] when its letters (about 5.6 px
/// each in the name's bold 9-px type) would be wider (a German "Heimatplättchen").
fn name_line(x: f32, y: f32, line: &str) -> Markup {
    let wide = line.chars().count() as f32 * 5.6 > NAME_WIDTH;
    let fit = if wide {
        markup!(r#" textLength="{NAME_WIDTH:.0}" lengthAdjust="spacingAndGlyphs""#, NAME_WIDTH)
    } else {
        Markup::new()
    };
    markup!(r#"<text class="kf-name" x="{x:.1}" y="{y:.1}"{fit}>{line}</text>"#, x, y, fit, line)
}

/// Resources as letters with counts: "1W", "1S1I".
fn goods(amounts: [u8; 4]) -> String {
    Resource::ALL
        .iter()
        .filter(|&&r| amounts[r as usize] > 0)
        .map(|&r| format!("{}{}", amounts[r as usize], letter(r)))
        .collect()
}

fn letter(r: Resource) -> &'static str {
    ["W", "S", "I", "G"][r as usize]
}

/// What a use gives, in symbols.
fn output(o: Output) -> String {
    match o {
        Output::Resources(r) => goods(r),
        Output::OneBasic => "1W/S/I".into(),
        Output::BagWorkers(n) => format!("{n}♟"),
        Output::Green(n) => format!("{n}♟G"),
        Output::Skills(n) => format!("{n}▣"),
        Output::Deal { contracts, skills, resources, one } => {
            let mut items = vec![format!("{contracts}▮")];
            if skills > 0 {
                items.push(format!("{skills}▣"));
            }
            items.extend(Resource::ALL.iter().filter(|&&r| resources[r as usize] > 0).map(|&r| {
                let mut one = [0; 4];
                one[r as usize] = resources[r as usize];
                goods(one)
            }));
            items.join(if one { "/" } else { "+" })
        }
    }
}

/// A side's use in symbols: "⚒→3S", "→1W", "⇄2▲1".
fn effect(e: Effect) -> String {
    match e {
        Effect::None => String::new(),
        Effect::Gain(input, o) => {
            let paid = match input {
                Input::Nothing => String::new(),
                Input::Worker(c) => format!("♟{}", c.map_or("", |c| colour_key(c).1)),
                Input::Skill(k) => k.map_or("▣", tool).to_string(),
            };
            format!("{paid}→{}", output(o))
        }
        Effect::Transport { carts, upgrades } => format!("⇄{carts}▲{upgrades}"),
    }
}

/// An upgrade cost in symbols.
fn cost(cost: &[Cost]) -> String {
    cost.iter()
        .map(|&c| match c {
            Cost::Resource(r) => letter(r),
            Cost::AnyResource => "✱",
            Cost::Skill(s) => tool(s),
            Cost::AnySkill => "▣",
        })
        .collect()
}

/// A side's end scoring in symbols: "2★/W", "3★/BRY", "12★".
fn scoring(s: Scoring, side: usize) -> String {
    let (vp, what) = match s {
        Scoring::Fixed => return String::new(),
        Scoring::Flat(vp) => return format!("{vp}★"),
        Scoring::PerResource(r, vp) => (vp[side], r.map_or("✱", letter)),
        Scoring::Set(set, vp) => (
            vp,
            match set {
                Set::Gold => "G",
                Set::ThreeColours => "♟BRY",
                Set::ResourceOfOneKind => "✱=",
                Set::ThreeResources => "WSI",
                Set::FiveResources => "5✱",
                Set::ThreeSkills => "✂⚒⚙",
                Set::SkillOfOneKind => "▣=",
                Set::WorkerOfOneColour => "♟=",
                Set::Green => "♟G",
                Set::FiveSkills => "5▣",
                Set::FiveWorkers => "5♟",
            },
        ),
        Scoring::PerUpgraded(vp) => (vp, "▲"),
        Scoring::PerExtension(vp) => (vp, "▤"),
        Scoring::PerUnfulfilled(vp) => (vp, "▮✗"),
    };
    format!("{vp}★/{what}")
}

/// A summer boat's ability in symbols.
fn ability_line(a: Ability) -> &'static str {
    match a {
        Ability::ExtraWorkers => "+2♟",
        Ability::ExtraGreen => "+1♟G",
        Ability::CrossCountry => "⇄≈",
        Ability::DoubleTransport => "⇄▲×2",
        Ability::WildUpgrade => "▲✱",
        Ability::WildScoring => "★✱",
        Ability::MixedBid => "♟≠",
        Ability::MixedAdd => "+♟≠",
    }
}

/// A boat's end bonus in symbols, by boat number.
fn bonus(id: u8) -> &'static str {
    ["★/⇄", "★/◯", "★/≈", "▲0 2★", "5★", "★/♟", "+3G", "⇆", "2★/❄", "▤0", "2★/▲", "▮10★"][usize::from(id.min(11))]
}

/// The symbolic lines of a building showing its upgraded side (`upgraded`) or not; a summer
/// boat shows side b if `side_b`.
pub fn lines(b: Building, upgraded: bool, side_b: bool) -> Vec<String> {
    let side = usize::from(upgraded);
    let (effects, vp, score, upgrade): ([Effect; 2], [u8; 2], Scoring, Option<String>) = match b {
        Building::Home(n) => {
            let h = &HOMES[usize::from(n - 1)];
            (h.effect, h.vp, Scoring::Fixed, Some(h.upgrade.iter().map(|&r| letter(r)).collect()))
        }
        Building::Tile(t) => match ability(t, side_b) {
            Some(a) => {
                return vec![format!("{}{}", summer_boat(t), ["a", "b"][usize::from(side_b)]), ability_line(a).into()];
            }
            None => {
                let d = t.data();
                (d.effect, d.vp, d.scoring, d.upgrade.map(cost))
            }
        },
        Building::Boat(id) => return vec![bonus(id).into()],
        Building::TurnOrder(_) => return vec!["★/⬡".into()],
    };
    let shown = |s: usize| {
        [effect(effects[s]), scoring(score, s)].into_iter().filter(|x| !x.is_empty()).collect::<Vec<_>>().join(" ")
    };
    let mut out = vec![shown(side)];
    if let (false, Some(cost)) = (upgraded, upgrade) {
        out.push(format!("▲{cost}:{} {}★", shown(1), vp[1]));
    }
    out.retain(|l| !l.is_empty());
    out
}

/// A summer boat's number ("Summer boat 2": "2").
fn summer_boat(t: Tile) -> &'static str {
    t.data().name.rsplit(' ').next().unwrap_or_default()
}

/// The symbolic lines at `(x, y)`, under the name.
pub fn line_marks(x: f32, y: f32, lines: &[String]) -> Markup {
    let mut out = Markup::new();
    for (i, l) in lines.iter().enumerate() {
        out += markup!(r#"<text class="kf-sym" x="{x:.1}" y="{y:.1}">{l}</text>"#, x, y = y + 10.0 + 7.5 * i as f32, l);
    }
    out
}

/// A building's face alone, as it is printed (upgraded or not), for the table and the hands:
/// an SVG hex with its edges, name, VP and symbolic lines, hidden from screen readers (the
/// place holding it names it and carries its detail).
pub fn face(b: Building, upgraded: bool, side_b: bool) -> Markup {
    let printed = printed_edges(b);
    let mut out = markup!(
        r#"<svg class="kf-face" viewBox="-41 -36 82 72" aria-hidden="true"><polygon class="kf-fill kf-{kind}" points="{outline}"/>{edges}"#,
        kind = kind(b),
        outline = outline(0.0, 0.0),
        edges = edges(0.0, 0.0, |d| printed[d])
    );
    if upgraded {
        out += markup!(r#"<polygon class="kf-up" points="{outline}"/>"#, outline = outline(0.0, 0.0));
    }
    out += name_lines(0.0, 0.0, &short_name(b));
    let vp = match b {
        Building::Home(n) => HOMES[usize::from(n - 1)].vp[usize::from(upgraded)],
        Building::Tile(t) => t.data().vp[usize::from(upgraded)],
        _ => 0,
    };
    if vp > 0 {
        out += markup!(r#"<text class="kf-vp" x="{x:.1}" y="{y:.1}">{vp}★</text>"#, vp, x = S * 0.5, y = -S * 0.5);
    }
    if matches!(b, Building::Tile(t) if t.data().merchants) {
        out += markup!(r#"<text class="kf-vp" x="{x:.1}" y="{y:.1}">M</text>"#, x = -S * 0.5, y = -S * 0.5);
    }
    out += &line_marks(0.0, 0.0, &lines(b, upgraded, side_b));
    out + markup!("</svg>")
}

/// The name on a face: the printed one; a home tile's and a turn-order tile's number.
pub fn short_name(b: Building) -> String {
    match b {
        Building::Home(n) => format!("⌂ {n}"),
        Building::Tile(t) => t.data().name.to_string(),
        Building::Boat(id) => boat_name(id).to_string(),
        Building::TurnOrder(i) => format!("# {}", i + 1),
    }
}

/// Whether `b` is a summer boat showing side b in `view`.
pub fn side_b(b: Building, sides_b: &[Tile]) -> bool {
    matches!(b, Building::Tile(t) if sides_b.contains(&t))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::keyflower::arrange::tile;
    use crate::games::keyflower::data::{BOAT_IDS, HOMES, TURN_ORDER};

    #[test]
    fn every_piece_has_a_symbolic_line_from_its_data() {
        let mut all: Vec<Building> = Tile::all().map(Building::Tile).collect();
        all.extend(HOMES.iter().map(|h| Building::Home(h.number)));
        all.extend((0..BOAT_IDS).map(Building::Boat));
        all.extend((0..TURN_ORDER.len() as u8).map(Building::TurnOrder));
        for b in all {
            assert!(!lines(b, false, false).is_empty(), "{b:?}");
        }
        let keywood = Building::Tile(tile("Keywood"));
        assert_eq!(lines(keywood, false, false), ["→1W", "▲✂:→3W 3★"]);
        assert_eq!(lines(keywood, true, false), ["→3W"], "the upgraded side alone");
        assert_eq!(lines(Building::Tile(tile("Mason")), false, false), ["⚒→3S", "▲SSS:⚒→3G 7★"]);
        assert_eq!(lines(Building::Tile(tile("Stable")), false, false), ["⇄2▲1", "▲WI:⇄4▲2 5★"]);
        assert_eq!(lines(Building::Tile(tile("Timber Yard")), false, false), ["2★/W", "▲✂:3★/W 0★"]);
        assert_eq!(lines(Building::Tile(tile("Craftsmen's Guild")), false, false), ["3★/♟BRY"]);
        assert_eq!(lines(Building::Tile(tile("Summer boat 3")), true, true), ["3b", "★✱"]);
        assert_eq!(lines(Building::Home(2), false, false), ["⇄1▲1", "▲SI:⇄2▲1 5★"]);
    }
}
