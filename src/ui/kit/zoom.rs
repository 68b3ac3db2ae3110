//! A board on a narrow screen (a phone): drawn at a scale where its text is at least 11 px and
//! panned sideways, with the part in play kept in view, or fitted whole at the press of a
//! button. The scales are the stylesheet's (`.zoom` in `style/main.css`); a wider screen shows
//! the whole board at a readable scale and no button.

use super::effect;
use crate::i18n::Key;
use crate::ui::Ctx;
use leptos::prelude::*;

/// What is in play on a board: the places the viewer may choose, else the called guild house.
const IN_PLAY: &str = ".lit, .km-spot, .nb-house.called";

/// `children` (a board) with the button that fits it whole on a narrow screen; whenever
/// `position` (a count of moves or steps) changes, the part in play is panned into view.
#[component]
pub fn Zoom(#[prop(into)] position: Signal<usize>, children: Children) -> impl IntoView {
    let ctx = Ctx::get();
    let fit = RwSignal::new(false);
    let area = NodeRef::<leptos::html::Div>::new();
    effect(move || {
        position.track();
        if !fit.get()
            && let Some(area) = area.get()
        {
            // In the frame that lays the new position out anyway, not before.
            request_animation_frame(move || pan(&area));
        }
    });
    view! {
        <div class="zoom" class:fit=move || fit.get() node_ref=area>
            <button class="quiet zoom-fit" aria-pressed=move || fit.get().to_string()
                on:click=move |_| fit.update(|f| *f = !*f)>{ctx.t(Key::FitBoard)}</button>
            {children()}
        </div>
    }
}

/// Scrolls whatever scrolls sideways around the part in play so that it stands in the middle.
fn pan(area: &web_sys::HtmlElement) {
    let Some(spot) = area.query_selector(IN_PLAY).ok().flatten() else { return };
    let mut el = spot.parent_element();
    while let Some(e) = el {
        if e.scroll_width() > e.client_width() {
            let (outer, inner) = (e.get_bounding_client_rect(), spot.get_bounding_client_rect());
            let off = inner.left() + inner.width() / 2.0 - outer.left() - outer.width() / 2.0;
            e.set_scroll_left(e.scroll_left() + off.round() as i32);
        }
        if e.is_same_node(Some(area)) {
            break;
        }
        el = e.parent_element();
    }
}
