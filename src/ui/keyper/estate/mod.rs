//! Each player's area, drawn from the seat's view only: the name, the start player, the keyper
//! at home or out on a board, the farm and village plots ([`plots`]), the stores of raw
//! materials, finished goods, wheat, animals and gems (symbols, names and counts, so colour is
//! never the only cue; during a payment each piece that may pay is a button), the keyples in
//! the keyp area and on the keyp tile (buttons when one may rest there, or be laid down there
//! for a good; the control declining an invitation to one's building stands below the
//! plots), the tiles held unbuilt (buttons when one may be built),
//! the winter fairs beside the board, the three dealt fairs (the viewer's own by their goods,
//! the others' face down: the view never holds them), the fairs held with their side, and the
//! shipping points. The viewer's area comes first. Buildings, tiles held and fairs shown are
//! described by their details in words (a fair face down has none).

mod plots;
mod words;

use super::country::{Look, decline};
use super::detail::Piece;
use super::middle::{fair_side, pick};
use super::symbols::{good, hidden, keyple};
use super::targets::{Marks, Target, invited};
use super::text::KeyperWords;
use crate::engine::Seat;
use crate::engine::sort;
use crate::games::keyper::data::{Animal, Colour, FAIRS, Finished, Gem, Good, Raw, Season};
use crate::games::keyper::view::{FairCard, PlayerView, View};
use crate::games::keyper::{Action, Keyples, Plot, Spot, text};
use crate::i18n::{capitalised, t};
use crate::ui::kit::markup::{self, Markup, described_span, markup};
use plots::{Owner, plots, tile_name};
use words::EstateWords;

/// Keyples by colour, drawn with counts and told in words ("—" if none); the keyples of a
/// colour at a lit `place` are a button, named with what pointing there does (`does`).
fn keyples(
    look: &Look,
    k: &Keyples,
    place: fn(Colour) -> Target,
    does: EstateWords,
    spots: &mut Vec<Target>,
) -> Markup {
    let lang = look.lang;
    if k.total() == 0 {
        return markup!("—{nothing}", nothing = hidden(t(lang, EstateWords::Nothing)));
    }
    k.colours()
        .map(|c| {
            let words = format!(" {}", text::colour(c).get(lang));
            let drawn = keyple(c) + markup!("{n}", n = k.count(c));
            if look.marks.lit(place(c)) {
                let inner = markup!(
                    r#"<span class="kp-n">{drawn}{hidden}</span>"#,
                    drawn,
                    hidden = hidden(&format!("{words}: {}", t(lang, does)))
                );
                pick(look.marks, place(c), inner, spots)
            } else {
                markup!(r#"<span class="kp-n">{drawn}{hidden}</span>"#, drawn, hidden = hidden(&words))
            }
        })
        .collect()
}

/// A labelled line of the area.
fn line(label: &str, value: Markup) -> Markup {
    markup!(r#"<div class="kp-line"><span class="kp-label">{label}:</span> {value}</div>"#, value, label)
}

/// The stores, a line per class; each piece that may pay now is a button.
fn stores(look: &Look, p: &PlayerView, spots: &mut Vec<Target>) -> Markup {
    let lang = look.lang;
    let classes: [(EstateWords, Vec<Good>); 5] = [
        (EstateWords::Raw, Raw::ALL.map(Good::Raw).to_vec()),
        (EstateWords::Finished, Finished::ALL.map(Good::Finished).to_vec()),
        (EstateWords::Wheat, vec![Good::Wheat]),
        (EstateWords::Animals, Animal::ALL.map(Good::Animal).to_vec()),
        (EstateWords::Gems, Gem::ALL.map(Good::Gem).to_vec()),
    ];
    let mut out =
        markup!(r#"<div class="kp-stores" role="group" aria-label="{store}">"#, store = t(lang, EstateWords::Store));
    for (class, goods) in classes {
        let items: Vec<Markup> = goods
            .into_iter()
            .filter(|&g| p.goods.count(g) > 0 || look.marks.lit(Target::Store(g)))
            .map(|g| {
                let inner = markup!(
                    r#"<span class="kp-good">{good}&#8239;×{count}</span>"#,
                    good = good(lang, g),
                    count = p.goods.count(g)
                );
                if look.marks.lit(Target::Store(g)) { pick(look.marks, Target::Store(g), inner, spots) } else { inner }
            })
            .collect();
        let value = if items.is_empty() { markup!("—") } else { Markup::join(items, &markup!(" ")) };
        out += line(t(lang, class), value);
    }
    out + markup!("</div>")
}

/// The winter fairs beside the board, the dealt fairs (the viewer's own only: the view holds no
/// other) and the fairs held, each described by its detail; a fair the viewer may hold now is a
/// button.
fn fairs(look: &Look, p: &PlayerView, spots: &mut Vec<Target>) -> Markup {
    let lang = look.lang;
    let card = |f: u8, class: &str, words: String, spots: &mut Vec<Target>| {
        let (class, detail) = (format!("kp-fair-card{class}"), look.describe(Piece::Fair(f)));
        if look.marks.lit(Target::Fair(f)) {
            let card = markup!(r#"<span class="{class}">{words}</span>"#, class, words);
            markup::pick_described(look.marks, "kp", Target::Fair(f), card, Some((&words, detail)), spots)
        } else {
            described_span(&class, &words, detail, Markup::text(&words))
        }
    };
    let mut out = Markup::new();
    if !p.winter_fairs.is_empty() {
        let each: Vec<Markup> = p
            .winter_fairs
            .iter()
            .map(|&f| {
                let fair = &FAIRS[usize::from(f)];
                let back = fair.back.as_ref().map(|b| format!(" / ◆ {}", fair_side(lang, b))).unwrap_or_default();
                let inner =
                    format!("{} {}: {}{back}", t(lang, KeyperWords::WinterFair), f + 1, fair_side(lang, &fair.front));
                card(f, "", inner, spots)
            })
            .collect();
        out += line(t(lang, EstateWords::WinterFairs), Markup::join(each, &markup!(" ")));
    }
    let dealt: Vec<Markup> = [Season::Spring, Season::Summer, Season::Autumn]
        .iter()
        .zip(&p.fairs)
        .filter_map(|(&season, fair)| {
            let name = text::season(season);
            match fair {
                FairCard::Known(f) => {
                    let inner = format!("{}: {}", name.get(lang), fair_side(lang, &FAIRS[usize::from(*f)].front));
                    Some(card(*f, " kp-fair-known", inner, spots))
                }
                FairCard::Hidden => Some(markup!(
                    r#"<span class="kp-fair-card face-down">{name}: ▒ {fairs_hidden}</span>"#,
                    name = name.get(lang),
                    fairs_hidden = t(lang, KeyperWords::FairsHidden)
                )),
                FairCard::Gone => None,
            }
        })
        .collect();
    if !dealt.is_empty() {
        out += line(t(lang, EstateWords::DealtFairs), Markup::join(dealt, &markup!(" ")));
    }
    if !p.held.is_empty() {
        let held: Vec<Markup> = p
            .held
            .iter()
            .map(|&(f, season, gem_side)| {
                let fair = &FAIRS[usize::from(f)];
                let side = if gem_side { fair.back.as_ref().unwrap_or(&fair.front) } else { &fair.front };
                let gem = if gem_side { format!(", ◆ {}", t(lang, EstateWords::GemSide)) } else { String::new() };
                let words = format!(
                    "✓ {} ({}){gem}: {} {} · {} {}",
                    text::season(fair.stack).get(lang),
                    f + 1,
                    side.vp,
                    t(lang, KeyperWords::Points),
                    t(lang, EstateWords::HeldIn),
                    text::season(season).get(lang)
                );
                card(f, " held", words, spots)
            })
            .collect();
        out += line(t(lang, EstateWords::HeldFairs), Markup::join(held, &markup!(" ")));
    }
    out
}

/// The tiles held unbuilt; one that may be built now is a button.
fn unbuilt(look: &Look, p: &PlayerView, spots: &mut Vec<Target>) -> Markup {
    let lang = look.lang;
    let mut seen = Vec::new();
    let items: Vec<Markup> = p
        .unbuilt
        .iter()
        .filter(|&&tile| {
            let first = !seen.contains(&tile);
            seen.push(tile);
            first
        })
        .map(|&tile| {
            let n = p.unbuilt.iter().filter(|&&u| u == tile).count();
            let count = if n > 1 { format!(" ×{n}") } else { String::new() };
            let name = format!("{}{count}", tile_name(lang, tile));
            let detail = look.describe(Piece::Building(tile));
            markup::pick_described(
                look.marks,
                "kp",
                Target::Unbuilt(tile),
                Markup::text(&name),
                Some((&name, detail)),
                spots,
            )
        })
        .collect();
    let value = if items.is_empty() { markup!("—") } else { Markup::join(items, &markup!(" · ")) };
    line(t(lang, KeyperWords::Unbuilt), value)
}

/// One player's area.
fn area(look: &Look, view: &View, seat: Seat, builds: &[Plot], spots: &mut Vec<Target>) -> Markup {
    let lang = look.lang;
    let p = &view.players[seat];
    let name = look.names.get(seat.index()).map(String::as_str).unwrap_or_default();
    let own = view.viewer == Some(seat);
    let mut head = markup!(r#"<span class="kp-title">{name}</span>"#, name);
    if view.start == seat {
        head += markup!(
            r#" <span class="kp-start">● {start_player}</span>"#,
            start_player = t(lang, KeyperWords::StartPlayer)
        );
    }
    let keyper = if p.keyper_home {
        markup!(
            r##"<svg class="kp-keyper-icon" viewBox="0 0 24 30" aria-hidden="true"><use href="#kp-keyper"/></svg> {keyper_home}"##,
            keyper_home = t(lang, EstateWords::KeyperHome)
        )
    } else {
        let board =
            view.boards.iter().position(|b| b.keyper == Some(seat)).map(|b| format!(" {}", b + 1)).unwrap_or_default();
        markup!("↗ {out}{board}", out = t(lang, EstateWords::KeyperOut), board)
    };
    head += markup!(r#" <span class="kp-keyper-where">{keyper}</span>"#, keyper);
    let mut out = markup!(
        r#"<li class="kp-player{own}" data-seat="{seat}" aria-label="{name}"><div class="kp-head">{head}</div>"#,
        head,
        own = if own { " own" } else { "" },
        seat = seat.0,
        name
    );
    // The plots pan sideways on a phone (see `ui::kit::zoom`).
    out += markup!(r#"<div class="pan">"#);
    out += &plots(look, &Owner { seat, builds: if own { builds } else { &[] } }, &p.farm, &p.village, spots);
    out += markup!("</div>");
    if matches!(invited(view), Some(Spot::Plot { seat: host, .. }) if host == seat) {
        out += &decline(look, spots);
    }
    // Pieces pay and held tiles are built from the viewer's own area only.
    let none = Marks::default();
    let mine = Look { marks: if own { look.marks } else { &none }, ..*look };
    out += &stores(&mine, p, spots);
    out +=
        line(t(lang, KeyperWords::KeypArea), keyples(&mine, &p.keyp_area, Target::KeypArea, EstateWords::Rest, spots));
    out += line(
        t(lang, KeyperWords::KeypTile),
        keyples(&mine, &p.keyp_tile, Target::KeypTile, EstateWords::ForAGood, spots),
    );
    if own || !p.unbuilt.is_empty() {
        out += &unbuilt(&mine, p, spots);
    }
    out += &fairs(&mine, p, spots);
    out += line(&capitalised(t(lang, KeyperWords::Shipping)), markup!("{n}", n = p.shipping));
    out + markup!("</li>")
}

/// Every player's area, the viewer's first; `legal` gives the plots where a tile may be built.
pub fn players(look: &Look, view: &View, legal: &[Action], spots: &mut Vec<Target>) -> Markup {
    let builds: Vec<Plot> =
        legal.iter().filter_map(|a| if let Action::Build { plot, .. } = a { Some(*plot) } else { None }).collect();
    let mut seats: Vec<Seat> = view.players.iter().map(|(s, _)| s).collect();
    if let Some(me) = view.viewer {
        sort::sort_by_key(&mut seats, |&s| s != me);
    }
    let mut out = markup!(r#"<h3>{players}</h3><ul class="kp-players">"#, players = t(look.lang, KeyperWords::Players));
    for seat in seats {
        out += &area(look, view, seat, &builds, spots);
    }
    out + markup!("</ul>")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::keyper::arrange::{build, give, table};
    use crate::games::keyper::data::Tile;
    use crate::games::keyper::{Keyper, Placed};
    use crate::i18n::Lang;
    use crate::ui::keyper::targets::Context;

    use crate::ui::kit::targets::marks_in;

    /// The marks of `legal`.
    fn marks(legal: &[Action], cx: Context, offered: Option<&[usize]>) -> Marks {
        marks_in::<Keyper>(legal, cx, offered)
    }

    fn config(players: u8) -> crate::games::keyper::Config {
        crate::games::keyper::Config { players, data: crate::games::keyper::data::DATA_VERSION }
    }

    /// The players' areas as Anna (seat 1) sees them, with the details of what they show.
    fn drawn(state: &crate::games::keyper::State, legal: &[Action], marks: &Marks) -> (String, Vec<Target>) {
        let view = Keyper::view(state, Some(Seat(0)));
        let names: Vec<String> = ["Anna", "Ben", "Cara"].map(String::from).to_vec();
        let config = config(3);
        let details = crate::ui::keyper::detail::Details::new("kp");
        let look = Look { lang: Lang::En, names: &names, marks, details: &details };
        let mut spots = Vec::new();
        let html = players(&look, &view, legal, &mut spots);
        let memory = crate::ui::kit::memory::Memory::new();
        ((html + crate::ui::keyper::detail::markup(memory, &details, Lang::En, &config)).into_html(), spots)
    }

    #[test]
    fn every_plot_is_drawn_and_only_the_viewers_dealt_fairs_show() {
        let mut state = table(3, 4, &[]);
        build(&mut state, Seat(1), Tile::CowShed, Plot::Farm(0), true);
        let b = state.players[Seat(1)].farm[0].as_mut().unwrap();
        b.covered = Some(Tile::Barn);
        b.keyples.push(Placed { colour: crate::games::keyper::data::Colour::Orange, down: true });
        let (html, spots) = drawn(&state, &[], &Marks::default());
        assert_eq!(html.matches(r#"class="kp-plot "#).count(), 3 * 20, "8 farm and 12 village plots each");
        assert_eq!(html.matches("kp-fair-card kp-fair-known").count(), 3, "the viewer's three dealt fairs");
        assert_eq!(html.matches("kp-fair-card face-down").count(), 6, "the others' face down");
        assert!(
            html.contains(
                r#"aria-label="Cow shed ▲ over Barn K: farm plot 1: Cow shed, upgraded, over Barn; lying orange (K)""#
            ),
            "{html:?}"
        );
        assert!(html.contains("kp-keyple kp-orange down"));
        assert!(spots.is_empty(), "nothing to point at without legal actions");
        // Only the view reaches the page: no other seat's dealt fair is in it (unless Anna's
        // own shows the same goods), nor in the details.
        let side = |f: u8| fair_side(Lang::En, &FAIRS[usize::from(f)].front);
        let anna: Vec<String> = state.players[Seat(0)].fairs.iter().flatten().map(|&f| side(f)).collect();
        let detail = |f: u8| Markup::text(&crate::games::keyper::describe::fair(f).en).into_html();
        for &f in state.players[Seat(0)].fairs.iter().flatten() {
            assert!(html.contains(&detail(f)), "Anna's own fair {f} is described");
        }
        for seat in [Seat(1), Seat(2)] {
            for &f in state.players[seat].fairs.iter().flatten() {
                assert!(anna.contains(&side(f)) || !html.contains(&side(f)), "{seat:?}'s fair {f} shows to Anna");
                assert!(!html.contains(&detail(f)), "{seat:?}'s fair {f} is described to Anna");
            }
        }
        // Every building shown is described, the other seats' too.
        let shed = Markup::text(&crate::games::keyper::describe::building(Tile::CowShed, &config(3)).en).into_html();
        assert_eq!(html.matches(&shed).count(), 1, "the Cow shed held by all and built by Ben, described once");
    }

    #[test]
    fn plots_to_build_on_or_over_and_pieces_to_pay_with_are_buttons() {
        let mut state = table(3, 4, &[]);
        build(&mut state, Seat(0), Tile::Barn, Plot::Farm(1), false);
        give(&mut state, Seat(1), Good::Wheat, 2);
        let legal = vec![
            Action::Build { tile: Tile::CowShed, plot: Plot::Farm(0) },
            Action::Build { tile: Tile::CowShed, plot: Plot::Farm(1) },
            Action::Pay { good: Good::Wheat },
        ];
        let cx = Context { invite: None, me: Some(Seat(0)) };
        let lit = marks(&legal, cx, None);
        let (html, spots) = drawn(&state, &legal, &lit);
        assert!(html.contains(r#"aria-label="free ⤓ build here: farm plot 1: free (build here)""#), "{html:?}");
        assert!(html.contains(r#"aria-label="Barn ⤓ build over: farm plot 2: Barn (build over)""#));
        assert!(html.contains("⤓ build over") && html.contains("⤓ build here"));
        assert!(html.contains(r#"class="kp-plot kp-plot-farm empty build""#), "the free plot to build on is marked");
        assert!(html.contains(r#"class="kp-plot kp-plot-farm over""#), "the building to build over is marked");
        assert!(
            spots.contains(&Target::Plot(Seat(0), Plot::Farm(0)))
                && spots.contains(&Target::Plot(Seat(0), Plot::Farm(1)))
        );
        assert!(
            spots.contains(&Target::Unbuilt(Tile::CowShed)) == state.players[Seat(0)].unbuilt.contains(&Tile::CowShed)
        );
        let wheat = spots.iter().filter(|&&s| s == Target::Store(Good::Wheat)).count();
        assert_eq!(wheat, 1, "wheat pays, from the viewer's stores only");
        assert_eq!(html.matches(r#"role="button""#).count(), 2, "the two plots; the stores and tiles are HTML buttons");
    }

    #[test]
    fn keyples_on_the_keyp_tile_and_in_the_keyp_area_are_buttons_when_they_may_be_pointed_at() {
        use crate::games::keyper::data::Colour;
        let mut state = table(3, 4, &[]);
        state.players[Seat(0)].keyp_tile.add(Colour::Grey);
        state.players[Seat(1)].keyp_tile.add(Colour::Grey);
        let legal = vec![
            Action::KeypGood { colour: Colour::Grey, good: Some(Good::Wheat) },
            Action::KeypGood { colour: Colour::Grey, good: None },
        ];
        let cx = Context { invite: None, me: Some(Seat(0)) };
        let (html, spots) = drawn(&state, &legal, &marks(&legal, cx, None));
        assert_eq!(spots, vec![Target::Store(Good::Wheat), Target::KeypTile(Colour::Grey)], "the viewer's only");
        assert!(html.contains("grey: lay down for a good"), "named with what it does");
        let white = Colour::White;
        state.players[Seat(0)].keyp_area.add(white);
        let rest = [Action::Rest { colour: white }];
        let (html, spots) = drawn(&state, &rest, &marks(&rest, cx, None));
        assert_eq!(spots, vec![Target::KeypArea(white)]);
        assert!(html.contains(": rest on the keyp tile"));
    }

    #[test]
    fn the_fairs_the_viewer_may_hold_are_buttons_beside_their_board() {
        let mut state = table(3, 4, &[]);
        state.players[Seat(0)].winter_fairs.push(25);
        state.players[Seat(1)].winter_fairs.push(24);
        let summer = state.players[Seat(0)].fairs[1].unwrap();
        let legal = vec![Action::HoldFair { fair: summer }, Action::HoldFair { fair: 25 }, Action::HoldNoMoreFairs];
        let cx = Context { invite: None, me: Some(Seat(0)) };
        let (html, spots) = drawn(&state, &legal, &marks(&legal, cx, None));
        assert_eq!(spots, vec![Target::Fair(25), Target::Fair(summer)], "the viewer's winter fair, then the dealt one");
        assert_eq!(html.matches(r#"<button"#).count(), 2, "{html:?}");
        assert!(html.contains("Winter fair 25"));
    }
}
