//! The frame every game's board is drawn in: a section named for the game and the phase (its
//! `data-` attributes are the tests' hooks), the heading, the phase's help, the last move told in
//! words for screen readers, the game's symbol sprite, and the board's pieces. All of it is
//! markup, redrawn only where it changed ([`redraw`]), held by one element whose handlers point at the board's places ([`Pointer`]) and show
//! the details of its pieces ([`show_detail`]). What the board draws, whole or only the part an
//! embed asks for ([`shows`]), is the game's.

use super::detail::show_detail;
use super::markup::{Markup, markup};
use super::memory::Memory;
use super::parts::redraw;
use super::pointing::Pointer;
use super::targets::Targets;
use crate::engine::Seat;
use crate::i18n::{Key, Lang, t};
use crate::ui::Ctx;
use crate::ui::table::Scene;
use leptos::prelude::*;

/// What a board's frame shows around the board.
pub struct Frame {
    /// The game's class prefix: the frame is a `{prefix}-board`, its help a `{prefix}-help`.
    pub prefix: &'static str,
    /// The heading: where in the game the position is and its phase.
    pub heading: String,
    /// The phase's name for tests (`data-phase`), also naming its help (`data-help`).
    pub phase: &'static str,
    /// The season (`data-season`), for games played in seasons.
    pub season: Option<String>,
    /// The round and pass (`data-round`, `data-pass`), for games played in rounds.
    pub round: Option<(u8, u8)>,
    /// A line below the heading (who acts), if any.
    pub status: Option<String>,
    /// The help's paragraphs (the first may be filled in later, by its `data-help`); none
    /// hides the help.
    pub help: Option<Vec<&'static str>>,
    /// Who made the last move and what it did, in words.
    pub told: Option<(Seat, String)>,
    /// The `<symbol>`s the board's drawings `<use>`.
    pub sprite: Markup,
    /// The part of the board drawn, if not all of it.
    pub part: Option<&'static str>,
}

impl Frame {
    /// The frame in `lang` around `pieces`, the board's own markup (in a `{prefix}-pieces`).
    pub fn markup(self, lang: Lang, pieces: Markup) -> Markup {
        let Frame { prefix, heading, phase, season, round, status, help, told, sprite, part } = self;
        let mut attributes = Markup::new();
        if let Some(part) = part {
            attributes += markup!(r#" data-part="{part}""#, part);
        }
        if let Some(season) = season {
            attributes += markup!(r#" data-season="{season}""#, season);
        }
        if let Some((round, pass)) = round {
            attributes += markup!(r#" data-round="{round}" data-pass="{pass}""#, round, pass);
        }
        let mut out = markup!(
            r#"<section class="{prefix}-board" data-phase="{phase}"{attributes}><h2>{heading}</h2>"#,
            prefix,
            phase,
            attributes,
            heading
        );
        if let Some(status) = status {
            out += markup!(r#"<p class="{prefix}-acting">{status}</p>"#, prefix, status);
        }
        if let Some(paragraphs) = help {
            let paragraphs: Markup = paragraphs
                .into_iter()
                .enumerate()
                .map(|(i, text)| match i {
                    0 => markup!(r#"<p data-help="{phase}">{text}</p>"#, phase, text),
                    _ => markup!("<p>{text}</p>", text),
                })
                .collect();
            out += markup!(
                r#"<details class="{prefix}-help"><summary>{summary}</summary>{paragraphs}</details>"#,
                prefix,
                paragraphs,
                summary = t(lang, Key::PhaseHelp)
            );
        }
        if let Some((seat, lines)) = told {
            out += markup!(
                r#"<p class="visually-hidden {prefix}-last-move" data-seat="{seat}">{last}: {lines}</p>"#,
                prefix,
                lines,
                seat = seat.0,
                last = t(lang, Key::LastMove)
            );
        }
        out + markup!(
            r#"<svg class="symbols" width="0" height="0" aria-hidden="true" style="position:absolute">{sprite}</svg><div class="{prefix}-pieces">{pieces}</div></section>"#,
            prefix,
            sprite,
            pieces
        )
    }

    /// The frame in `lang` around `pieces` on the page, redrawn where it changed since the page's
    /// last drawing (`memory`, see [`redraw`]): a click or key on a place points at it
    /// (`pointer`), and a piece focused, hovered or tapped shows its detail in the board's
    /// `{prefix}-detail` panel.
    pub fn draw(self, lang: Lang, pieces: Markup, memory: Memory, pointer: Pointer) -> AnyView {
        let (holder, panel) = (format!(".{}-pieces", self.prefix), format!(".{}-detail", self.prefix));
        let show = move |ev: &web_sys::Event| show_detail(ev, &holder, &panel);
        let (on_focus, on_hover, keys) = (show.clone(), show.clone(), pointer.clone());
        view! {
            <div class="board-frame" use:redraw=(memory, self.markup(lang, pieces))
                on:click=move |ev| { show(&ev); pointer.click(&ev) } on:keydown=move |ev| keys.key(&ev)
                on:focusin=move |ev| on_focus(&ev) on:mouseover=move |ev| on_hover(&ev)></div>
        }
        .into_any()
    }
}

/// The board of `scene`, drawn in the kit's frame: `board_markup` draws the board as markup in a
/// language (adding each place one may point at to the places it is given), `frame` says what
/// surrounds it.
pub fn board<G: Targets>(
    scene: Scene<G>,
    board_markup: fn(Lang, &Scene<G>, &mut Vec<G::Target>) -> Markup,
    frame: fn(Lang, &Scene<G>) -> Frame,
) -> AnyView {
    let lang = Ctx::get().lang.get();
    let mut spots = Vec::new();
    let markup = board_markup(lang, &scene, &mut spots);
    let (frame, memory) = (frame(lang, &scene), scene.memory);
    frame.draw(lang, markup, memory, Pointer::new(spots, scene))
}

/// Whether the board drawn for `part` (all of it for `None`, an embed's `part=` otherwise) has
/// `piece`: a part shows the piece of its name, and a part named in `groups` the pieces listed
/// with it.
pub fn shows(part: Option<&str>, piece: &str, groups: &[(&str, &[&str])]) -> bool {
    part.is_none_or(|part| {
        part == piece || groups.iter().any(|(group, pieces)| *group == part && pieces.contains(&piece))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_part_draws_its_piece_alone_a_group_its_pieces_and_no_part_draws_all() {
        let pieces = ["auction", "boats", "players"];
        let groups: &[(&str, &[&str])] = &[("water", &["boats"])];
        let drawn = |part| pieces.iter().copied().filter(|&piece| shows(part, piece, groups)).collect::<Vec<_>>();
        assert_eq!(drawn(None), pieces);
        for piece in pieces {
            assert_eq!(drawn(Some(piece)), [piece]);
        }
        assert_eq!(drawn(Some("water")), ["boats"]);
        assert!(drawn(Some("dice")).is_empty());
    }
}
