//! Each player's place at the table: name and chip, the start player's purple worker, the
//! screen (one's own: the workers by colour as buttons that add them to a placement, skill
//! tiles, contracts, winter tiles in hand; others': counts only, and what lies in front of it in
//! variant B), the placement being gathered, the tiles won and waiting to be built, and the
//! village. Written as markup; buttons named by their `data-focus` keys.

use super::middle::{Look, pick, piece};
use super::symbols::{chip, keyple, keyples, skills};
use super::targets::Target;
use super::text::KeyflowerWords;
use super::village::{Drawn, Ghost, in_focus, transport, upgrade_on_offer, village_box};
use crate::engine::Seat;
use crate::engine::sort;
use crate::games::keyflower::action_text::building;
use crate::games::keyflower::data::Colour;
use crate::games::keyflower::state::{Build, Building, Hex, Pending, Phase};
use crate::games::keyflower::text;
use crate::games::keyflower::{Action, PlayerView, View};
use crate::i18n::{Text, t};
use crate::ui::kit::markup::{Markup, markup};

/// One's own screen: keyples by colour (buttons when they may be added), skills, contracts and
/// winter tiles.
fn own_screen(look: &Look, p: &PlayerView, spots: &mut Vec<Target>) -> Markup {
    let lang = look.lang;
    let mut out = markup!(
        r#"<div class="kf-screen open"><span class="kf-label">{screen}:</span>"#,
        screen = t(lang, KeyflowerWords::Screen)
    );
    let screen = p.screen.unwrap_or_default();
    for c in Colour::ALL {
        let n = screen.of(c);
        if n == 0 && !look.marks.lit(Target::Keyple(c)) {
            continue;
        }
        // "2 workers (yellow)", as the log says them; with none, the colour still named.
        let (count, colour) = (text::worker_count(n, false), text::colour(c));
        let words = Text::new(
            format!("{} ({})", count.de, colour.de.trim_end_matches('e')),
            format!("{} ({})", count.en, colour.en),
        );
        let inner = markup!(
            r#"<span aria-hidden="true">{keyple}{n}</span>{hidden}"#,
            n,
            keyple = keyple(c),
            hidden = super::symbols::hidden(words.get(lang))
        );
        out += &pick(look.marks, Target::Keyple(c), inner, spots);
    }
    if let Some(s) = p.skills.as_ref().filter(|s| s.total() > 0) {
        out += markup!(
            r#"<span>{skills}: {skill_counts}</span>"#,
            skills = t(lang, KeyflowerWords::Skills),
            skill_counts = skills(lang, s)
        );
    }
    // A held contract is a button while it may be traded in.
    for &c in p.contracts.iter().flatten() {
        let inner = markup!(r#"<span aria-hidden="true">▮</span> {contract}"#, contract = text::contract(c).get(lang));
        out += markup!(
            r#"<span class="kf-contract-held">{pick}</span>"#,
            pick = pick(look.marks, Target::Held(c), inner, spots)
        );
    }
    out += markup!("</div>");
    let hand = p.winter.as_deref().unwrap_or_default();
    let offered = p.offered.as_deref().unwrap_or_default();
    if !hand.is_empty() || !offered.is_empty() {
        out += markup!(
            r#"<div class="kf-hand"><span class="kf-label">{winter_hand}:</span>"#,
            winter_hand = t(lang, KeyflowerWords::WinterHand)
        );
        for &tile in hand {
            out += &piece(look, Target::Winter(tile), Building::Tile(tile), (None, None), tile.data().name, spots);
        }
        if !offered.is_empty() {
            out += markup!(r#"<span class="kf-label">{put_up}:</span>"#, put_up = t(lang, KeyflowerWords::PutUp));
            for &tile in offered {
                out += &piece(look, Target::Winter(tile), Building::Tile(tile), (None, None), tile.data().name, spots);
            }
        }
        out += markup!("</div>");
    }
    out
}

/// Another player's screen: how many of each thing lie behind it, and what lies in front.
fn other_screen(look: &Look, p: &PlayerView) -> Markup {
    let lang = look.lang;
    // At most 120 workers: a count that fits.
    let workers = text::worker_count(u8::try_from(p.screen_count).unwrap_or(u8::MAX), false);
    let skill_word = if p.skill_count == 1 { KeyflowerWords::Skill } else { KeyflowerWords::Skills };
    let mut counts = vec![workers.get(lang).to_string(), format!("{} {}", p.skill_count, t(lang, skill_word))];
    if p.contract_count > 0 {
        counts.push(format!("{} {}", p.contract_count, t(lang, KeyflowerWords::Contracts)));
    }
    if p.winter_count > 0 {
        counts.push(format!("{} {}", p.winter_count, t(lang, KeyflowerWords::WinterHand)));
    }
    if p.offered_count > 0 {
        counts.push(format!("{} {}", p.offered_count, t(lang, KeyflowerWords::PutUp)));
    }
    let mut out = markup!(
        r#"<div class="kf-screen closed">{counts} {screen_others}</div>"#,
        counts = &counts.join(" · "),
        screen_others = t(lang, KeyflowerWords::ScreenOthers)
    );
    if p.front.total() > 0 || p.front_skills.total() > 0 {
        out += markup!(
            r#"<div class="kf-front">{front}: {keyples}{skills}</div>"#,
            front = t(lang, KeyflowerWords::Front),
            keyples = keyples(lang, &p.front),
            skills = skills(lang, &p.front_skills)
        );
    }
    out
}

/// The placement `seat` is gathering, as its player sees it.
fn gathering(look: &Look, view: &View) -> Markup {
    let Phase::Turns { pending: Some(Pending::Place { target, screen, groups }), .. } = &view.phase else {
        return Markup::new();
    };
    let lang = look.lang;
    let place = match target {
        crate::games::keyflower::state::Target::Bid(s) => text::spot(*s),
        crate::games::keyflower::state::Target::Use(s) => text::site(*s),
    };
    let groups: Vec<String> = groups.iter().map(|&s| text::spot(s).get(lang).to_string()).collect();
    let groups = if groups.is_empty() { Markup::new() } else { markup!(" + {also}", also = &groups.join(", ")) };
    markup!(
        r#"<div class="kf-gathering">{gathering} → {place}: {keyples}{groups}</div>"#,
        groups,
        gathering = t(lang, KeyflowerWords::Gathering),
        place = place.get(lang),
        keyples = keyples(lang, screen)
    )
}

/// Every player's place, the viewer's first and larger.
pub fn players(
    look: &Look,
    view: &View,
    legal: &[Action],
    offered: Option<&[usize]>,
    spots: &mut Vec<Target>,
) -> Markup {
    let lang = look.lang;
    let mut seats: Vec<Seat> = view.players.iter().map(|(s, _)| s).collect();
    let order = seats.clone();
    if let Some(me) = view.viewer {
        sort::sort_by_key(&mut seats, |&s| s != me);
    }
    let mut out = markup!(r#"<ul class="kf-players">"#);
    for seat in seats {
        let p = &view.players[seat];
        let own = view.viewer == Some(seat);
        let name = &look.names[seat.index()];
        let start = if view.start_player == seat {
            markup!(
                r#" <span class="kf-start">● {start_player}</span>"#,
                start_player = t(lang, KeyflowerWords::StartPlayer)
            )
        } else {
            Markup::new()
        };
        out += markup!(
            r#"<li class="kf-player{own}{last}" data-seat="{seat}"><div class="kf-head">{chip} <b>{name}</b>{start}</div>"#,
            start,
            own = if own { " own" } else { "" },
            last = look.touched.class(&Target::Player(seat)),
            seat = seat.0,
            chip = chip(seat, name),
            name
        );
        if own {
            out += &own_screen(look, p, spots);
            out += &gathering(look, view);
        } else if p.screen.is_some() {
            // The game is over: every screen is open.
            out += &own_screen(look, p, spots);
        } else {
            out += &other_screen(look, p);
        }
        if !p.won.is_empty() {
            out += markup!(
                r#"<div class="kf-won"><span class="kf-label">{won}:</span>"#,
                won = t(lang, KeyflowerWords::Won)
            );
            for &b in &p.won {
                out += &piece(look, Target::Won(b), b, (None, None), building(b).get(lang), spots);
            }
            out += markup!("</div>");
        }
        let (free, ghost) = if own { building_marks(view, legal, offered) } else { (Vec::new(), None) };
        let drawn = Drawn {
            lang,
            seat,
            name,
            village: &p.village,
            cabins: p.cabins,
            marks: look.marks,
            free,
            ghost,
            upgrade: if own { upgrade_on_offer(legal, offered) } else { None },
            transport: if own { transport(view) } else { None },
            focus: in_focus(look.memory, view.viewer, &order) == Some(seat),
            sides_b: look.sides_b,
            config: &look.config,
            details: look.details,
        };
        out += markup!("{village_box}</li>", village_box = village_box(&drawn, spots));
    }
    out + markup!("</ul>")
}

/// The free places the viewer may build on and the tile being built, turned as offered.
fn building_marks(view: &View, legal: &[Action], offered: Option<&[usize]>) -> (Vec<Hex>, Option<Ghost>) {
    let free = legal.iter().filter_map(|a| if let Action::At(h) = a { Some(*h) } else { None }).collect();
    let Phase::Building { pending: Some(Build { tile, at: Some(at) }), .. } = &view.phase else { return (free, None) };
    let rotation = match offered {
        Some([i]) => match legal.get(*i) {
            Some(Action::Turn(r)) => Some(*r),
            _ => None,
        },
        _ => None,
    };
    (free, Some(Ghost { tile: *tile, at: *at, rotation }))
}
