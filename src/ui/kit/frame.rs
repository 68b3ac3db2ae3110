//! The frame every game's board is drawn in: a section named for the game and the phase (its
//! `data-` attributes are the tests' hooks), the heading, the phase's help, the last move told in
//! words for screen readers, the game's symbol sprite, and one handler for clicks and one for
//! keys that point at the board's places ([`Pointer`]). What the board draws inside, whole or
//! only the part an embed asks for ([`shows`]), is the game's.

use super::markup::Markup;
use super::pointing::Pointer;
use crate::engine::Seat;
use crate::i18n::{Key, Lang, t};
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
    /// The frame in `lang` around `body`, whose places `pointer` (if the frame handles
    /// pointing) points at.
    pub fn draw(self, lang: Lang, body: impl IntoView + 'static, pointer: Option<Pointer>) -> AnyView {
        let Frame { prefix, heading, phase, season, round, status, help, told, sprite, part } = self;
        let status = status.map(|line| view! { <p class=format!("{prefix}-acting")>{line}</p> });
        let help = help.map(|paragraphs| {
            let paragraphs = paragraphs
                .into_iter()
                .enumerate()
                .map(|(i, text)| view! { <p data-help=(i == 0).then_some(phase)>{text}</p> })
                .collect_view();
            view! { <details class=format!("{prefix}-help")><summary>{t(lang, Key::PhaseHelp)}</summary>{paragraphs}</details> }
        });
        let told = told.map(|(seat, lines)| {
            let said = format!("{}: {lines}", t(lang, Key::LastMove));
            view! { <p class=format!("visually-hidden {prefix}-last-move") data-seat=seat.0>{said}</p> }
        });
        let keys = pointer.clone();
        view! {
            <section class=format!("{prefix}-board") data-phase=phase data-part=part data-season=season
                data-round=round.map(|r| r.0) data-pass=round.map(|r| r.1)
                on:click=move |ev| if let Some(p) = &pointer { p.click(&ev) }
                on:keydown=move |ev| if let Some(p) = &keys { p.key(&ev) }>
                <h2>{heading}</h2>
                {status}
                {help}
                {told}
                <svg class="symbols" width="0" height="0" aria-hidden="true" style="position:absolute"
                    inner_html=sprite.into_html()></svg>
                {body}
            </section>
        }
        .into_any()
    }
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
