//! The frame every game's board is drawn in: a section named for the game and the phase (its
//! `data-` attributes are the tests' hooks), the heading, the phase's help (ending with a link to
//! the game's guided first game), the last move told in words for screen readers, the game's
//! symbol sprite, and the board's pieces. All of it is
//! markup, redrawn only where it changed ([`redraw`]), held by one element whose handlers point
//! at the board's places ([`Pointer`]) and show the details of its pieces ([`show_detail`]). A
//! board may ask for more ([`Handling`]): a drawing with a camera (see [`super::camera`]), something a
//! click does before it points, something done once the board is drawn. What the board draws,
//! whole or only the part an embed asks for ([`shows`]), is the game's.

use super::detail::show_detail;
use super::effect;
use super::markup::{Markup, markup};
use super::memory::Memory;
use super::parts::redraw;
use super::pointing::Pointer;
use super::targets::Targets;
use crate::engine::{GameInfo, Seat};
use crate::i18n::{Key, Lang, t};
use crate::ui::Ctx;
use crate::ui::route::Route;
use crate::ui::table::Scene;
use leptos::prelude::*;

/// What works a camera on the frame's events (`None` once the board is drawn anew): given the
/// drawing's selector, the page's memory, the event and the frame's element, whether the event
/// was the camera's alone.
pub type Works = fn(&str, Memory, Option<&web_sys::Event>, &web_sys::Element) -> bool;

/// A board's own work on a click: given the page's memory, the viewer, the click and the frame's
/// element, whether it did what the click asks.
pub type Clicked = fn(Memory, Option<Seat>, &web_sys::MouseEvent, &web_sys::Element) -> bool;

/// What a board's frame does besides pointing at places and showing details, for a board that
/// needs more (none of it by default).
#[derive(Clone, Copy, Default)]
pub struct Handling {
    /// The drawing in focus that has a camera, as a selector inside the frame, and what works
    /// its camera (`kit::camera::works`, named here so that only boards with a camera carry
    /// its code): the wheel, a drag or pinch, its keys and its toolbar's buttons work the
    /// camera (a click that ends a drag points at nothing), and each drawing of the board
    /// shows the camera's part of it again.
    pub camera: Option<(&'static str, Works)>,
    /// Run on a click once the camera has not taken it, before it points, with the page's
    /// memory, the viewer and the frame's element: whether it did what the click asks (then the
    /// click points at nothing).
    pub clicked: Option<Clicked>,
    /// Run once the board is drawn (and after each redraw), with the page's memory.
    pub drawn: Option<fn(Memory)>,
}

/// What a board's frame shows around the board.
pub struct Frame {
    /// The game's class prefix: the frame is a `{prefix}-board`, its help a `{prefix}-help`.
    pub prefix: &'static str,
    /// The game, whose guided first game the help offers.
    pub game: &'static GameInfo,
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
        let Frame { prefix, game, heading, phase, season, round, status, help, told, sprite, part } = self;
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
                r#"<details class="{prefix}-help"><summary>{summary}</summary>{paragraphs}<p class="learn"><a href="{learn}">{learn_text}</a></p></details>"#,
                prefix,
                paragraphs,
                summary = t(lang, Key::PhaseHelp),
                learn = Route::Learn(game).href(),
                learn_text = t(lang, Key::LearnToPlay)
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
    /// (`pointer`), a piece focused, hovered or tapped shows its detail in the board's
    /// `{prefix}-detail` panel, and the camera and hooks of `handling` work as it says (for
    /// `viewer`).
    pub fn draw(
        self,
        lang: Lang,
        pieces: Markup,
        (memory, viewer): (Memory, Option<Seat>),
        pointer: Pointer,
        handling: Handling,
    ) -> AnyView {
        let Handling { camera, clicked, drawn } = handling;
        let (holder, panel) = (format!(".{}-pieces", self.prefix), format!(".{}-detail", self.prefix));
        let show = move |ev: &web_sys::Event| show_detail(ev, &holder, &panel);
        // The detail follows the pointer as it moves (not `mouseover`, which a redraw under a
        // resting pointer fires too, changing the panel by itself).
        let (on_focus, on_hover, keys) = (show.clone(), show.clone(), pointer.clone());
        let frame = NodeRef::<leptos::html::Div>::new();
        // The camera's work on an event (or, for `None`, on a drawing anew); whether it was the
        // camera's alone.
        let camera = move |ev: Option<&web_sys::Event>| {
            camera
                .zip(frame.get_untracked())
                .is_some_and(|((drawing, works), frame)| works(drawing, memory, ev, &frame))
        };
        if handling.camera.is_some() || drawn.is_some() {
            effect(move || {
                if frame.get().is_some() {
                    if let Some(drawn) = drawn {
                        drawn(memory);
                    }
                    camera(None);
                }
            });
        }
        let click = move |ev: web_sys::MouseEvent| {
            show(&ev);
            let took = camera(Some(&ev))
                || clicked
                    .zip(frame.get_untracked())
                    .is_some_and(|(clicked, frame)| clicked(memory, viewer, &ev, &frame));
            if !took {
                pointer.click(&ev)
            }
        };
        let key = move |ev: web_sys::KeyboardEvent| {
            if !camera(Some(&ev)) {
                keys.key(&ev)
            }
        };
        let moved = move |ev: web_sys::PointerEvent| {
            on_hover(&ev);
            camera(Some(&ev));
        };
        let other = move |ev: web_sys::Event| {
            camera(Some(&ev));
        };
        view! {
            <div class="board-frame" node_ref=frame use:redraw=(memory, self.markup(lang, pieces))
                on:click=click on:keydown=key on:focusin=move |ev| on_focus(&ev)
                on:wheel=move |ev| other(ev.into()) on:pointerdown=move |ev| other(ev.into()) on:pointermove=moved
                on:pointerup=move |ev| other(ev.into()) on:pointercancel=move |ev| other(ev.into())></div>
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
    board_with(scene, board_markup, frame, Handling::default())
}

/// The board of `scene` as [`board`] draws it, with what `handling` adds (a camera, hooks).
pub fn board_with<G: Targets>(
    scene: Scene<G>,
    board_markup: fn(Lang, &Scene<G>, &mut Vec<G::Target>) -> Markup,
    frame: fn(Lang, &Scene<G>) -> Frame,
    handling: Handling,
) -> AnyView {
    let lang = Ctx::get().lang.get();
    let mut spots = Vec::new();
    let markup = board_markup(lang, &scene, &mut spots);
    let (frame, page) = (frame(lang, &scene), (scene.memory, scene.viewer));
    frame.draw(lang, markup, page, Pointer::new(spots, scene), handling)
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
