//! A drawing in focus that zooms and pans: an SVG whose whole extent is its `data-box`
//! (`x y width height`) shows part of it through its `viewBox`. The buttons zoom in, out and
//! back to the whole drawing ([`toolbar`]); so do the wheel, a pinch, and the keys `+`, `-` and
//! `0`, while dragging and the arrow keys pan. The camera outlives the board's redraws (it is
//! kept in the page's [`Memory`]: the drawing in focus changes only by the viewer's choice), and
//! is applied to the drawing again once it is drawn anew ([`apply`]). A board with a camera
//! names [`works`] in its frame's [`Handling`](super::Handling), which hands it the frame's
//! events; reached only that way, this code is only in the code of games with a camera.

use super::markup::{Markup, markup};
use super::memory::Memory;
use crate::i18n::{Key, Lang, t};
use std::collections::HashMap;
use wasm_bindgen::JsCast;

/// How far one can zoom in.
pub const MAX_ZOOM: f64 = 4.0;
/// One step of the buttons and keys.
const STEP: f64 = 1.25;

/// What part of the drawing is shown: the zoom (1 = all of it) and the centre, as fractions of
/// the drawing's width and height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// 1 shows the whole drawing; 2 half its width and height.
    pub zoom: f64,
    /// The centre's distance from the left edge, as a fraction of the width.
    pub x: f64,
    /// The centre's distance from the top edge, as a fraction of the height.
    pub y: f64,
}

impl Default for Camera {
    fn default() -> Self {
        Camera { zoom: 1.0, x: 0.5, y: 0.5 }
    }
}

impl Camera {
    /// The camera zoomed by `factor` (kept between the whole drawing and [`MAX_ZOOM`]).
    pub fn zoomed(self, factor: f64) -> Self {
        Camera { zoom: (self.zoom * factor).clamp(1.0, MAX_ZOOM), ..self }.kept()
    }

    /// The camera moved by `(dx, dy)`, fractions of the part shown.
    pub fn panned(self, dx: f64, dy: f64) -> Self {
        Camera { x: self.x + dx / self.zoom, y: self.y + dy / self.zoom, ..self }.kept()
    }

    /// The centre kept where the part shown lies within the drawing.
    fn kept(self) -> Self {
        let half = 0.5 / self.zoom;
        Camera { x: self.x.clamp(half, 1.0 - half), y: self.y.clamp(half, 1.0 - half), ..self }
    }

    /// The `viewBox` showing this camera's part of the drawing at `(x, y, w, h)`.
    pub fn view_box(self, (x, y, w, h): (f64, f64, f64, f64)) -> String {
        let (vw, vh) = (w / self.zoom, h / self.zoom);
        format!("{:.1} {:.1} {vw:.1} {vh:.1}", x + self.x * w - vw / 2.0, y + self.y * h - vh / 2.0)
    }
}

/// The page's camera and the pointers working it, kept in its [`Memory`].
#[derive(Default)]
pub struct Held {
    /// What part of the drawing is shown.
    camera: Camera,
    /// The pointers down on the drawing (for dragging and pinching), by id: where they are.
    pointers: HashMap<i32, (f64, f64)>,
    /// Whether the pointers moved the drawing since they went down (the click that ends a drag
    /// chooses nothing).
    dragged: bool,
}

impl Memory {
    /// Runs `f` on the camera held.
    fn camera<R: Default>(self, f: impl FnOnce(&mut Held) -> R) -> R {
        self.with(|kept| f(&mut kept.camera))
    }
}

/// The buttons that zoom the drawing in focus, named for screen readers.
pub fn toolbar(lang: Lang) -> Markup {
    let [bar, zoom_in, zoom_out, whole] = [Key::Camera, Key::ZoomIn, Key::ZoomOut, Key::ZoomWhole].map(|k| t(lang, k));
    markup!(
        r#"<div class="camera" role="toolbar" aria-label="{bar}"><button type="button" class="quiet" data-camera="in" aria-label="{zoom_in}">+</button><button type="button" class="quiet" data-camera="out" aria-label="{zoom_out}">−</button><button type="button" class="quiet" data-camera="whole" aria-label="{whole}">⤢</button></div>"#,
        bar,
        zoom_in,
        zoom_out,
        whole
    )
}

/// Forgets the camera: the next drawing in focus is shown whole.
pub fn reset(memory: Memory) {
    memory.camera(|held| held.camera = Camera::default());
}

/// The drawing's whole extent, from its `data-box` (whole numbers: parsing decimals would add
/// about 4 KB of wasm).
fn extent(svg: &web_sys::Element) -> Option<(f64, f64, f64, f64)> {
    let b: Vec<f64> =
        svg.get_attribute("data-box")?.split(' ').filter_map(|n| n.parse::<i32>().ok()).map(f64::from).collect();
    match b[..] {
        [x, y, w, h] => Some((x, y, w, h)),
        _ => None,
    }
}

/// Shows the camera's part of `svg` (and says its zoom in `data-zoom`, for tests).
pub fn apply(memory: Memory, svg: &web_sys::Element) {
    let Some(extent) = extent(svg) else { return };
    let camera = memory.camera(|held| held.camera);
    let _ = svg.set_attribute("viewBox", &camera.view_box(extent));
    let _ = svg.set_attribute("data-zoom", &format!("{:.2}", camera.zoom));
}

/// Moves the camera as `change` says and shows the result on `svg`.
fn change(memory: Memory, svg: &web_sys::Element, change: impl FnOnce(Camera) -> Camera) {
    memory.camera(|held| held.camera = change(held.camera));
    apply(memory, svg);
}

/// Works the camera of the drawing `selector` names in a board's `frame`: on `ev`, an event on
/// the frame (a click, key, wheel or pointer event, told by its type), or, for `None`, once the
/// board is drawn anew (the drawing shows the camera's part again). Whether the event was the
/// camera's alone: a click that ends a drag or presses a toolbar button, or a camera key, then
/// points at nothing.
pub fn works(selector: &str, memory: Memory, ev: Option<&web_sys::Event>, frame: &web_sys::Element) -> bool {
    let focused = || frame.query_selector(selector).ok().flatten();
    let Some(ev) = ev else {
        if let Some(svg) = focused() {
            apply(memory, &svg);
        }
        return false;
    };
    let near = || closest(ev, selector);
    // Each kind of event is the type its name says.
    match ev.type_().as_str() {
        "click" => was_drag(memory) || focused().is_some_and(|svg| clicked(memory, ev, &svg)),
        "keydown" => near().is_some_and(|svg| key(memory, ev.unchecked_ref(), &svg)),
        "wheel" => {
            if let Some(svg) = near() {
                wheel(memory, ev.unchecked_ref(), &svg);
            }
            false
        }
        "pointerdown" => {
            if near().is_some() {
                down(memory, ev.unchecked_ref());
            }
            false
        }
        "pointermove" => {
            if let Some(svg) = focused() {
                moved(memory, ev.unchecked_ref(), &svg);
            }
            false
        }
        "pointerup" | "pointercancel" => {
            up(memory, ev.unchecked_ref());
            false
        }
        _ => false,
    }
}

/// A click on a toolbar button for the drawing `svg`; whether it was one.
fn clicked(memory: Memory, ev: &web_sys::Event, svg: &web_sys::Element) -> bool {
    let Some(button) = closest(ev, "[data-camera]") else { return false };
    match button.get_attribute("data-camera").as_deref() {
        Some("in") => change(memory, svg, |c| c.zoomed(STEP)),
        Some("out") => change(memory, svg, |c| c.zoomed(1.0 / STEP)),
        _ => change(memory, svg, |_| Camera::default()),
    }
    true
}

/// A key pressed on the drawing: `+` and `-` zoom, `0` shows it whole, the arrows pan; whether
/// it was one of those (its own effect, scrolling say, is then prevented).
fn key(memory: Memory, ev: &web_sys::KeyboardEvent, svg: &web_sys::Element) -> bool {
    let step = 0.2;
    let f: Box<dyn FnOnce(Camera) -> Camera> = match ev.key().as_str() {
        "+" | "=" => Box::new(|c| c.zoomed(STEP)),
        "-" => Box::new(|c| c.zoomed(1.0 / STEP)),
        "0" => Box::new(|_| Camera::default()),
        "ArrowLeft" => Box::new(move |c| c.panned(-step, 0.0)),
        "ArrowRight" => Box::new(move |c| c.panned(step, 0.0)),
        "ArrowUp" => Box::new(move |c| c.panned(0.0, -step)),
        "ArrowDown" => Box::new(move |c| c.panned(0.0, step)),
        _ => return false,
    };
    ev.prevent_default();
    change(memory, svg, f);
    true
}

/// The wheel turned over the drawing zooms it (and scrolls the page only where it cannot zoom
/// further that way).
fn wheel(memory: Memory, ev: &web_sys::WheelEvent, svg: &web_sys::Element) {
    let factor = if ev.delta_y() < 0.0 { STEP } else { 1.0 / STEP };
    let now = memory.camera(|held| held.camera);
    let then = now.zoomed(factor);
    if then != now {
        ev.prevent_default();
        change(memory, svg, |_| then);
    }
}

/// A pointer down on the drawing: dragging or pinching starts.
fn down(memory: Memory, ev: &web_sys::PointerEvent) {
    memory.camera(|held| {
        held.pointers.insert(ev.pointer_id(), (f64::from(ev.client_x()), f64::from(ev.client_y())));
        if held.pointers.len() == 1 {
            held.dragged = false;
        }
    });
}

/// A pointer moved over the drawing: one pointer down drags it, two pinch it.
fn moved(memory: Memory, ev: &web_sys::PointerEvent, svg: &web_sys::Element) {
    if ev.buttons() == 0 {
        // Released where the drawing did not hear it.
        memory.camera(|held| held.pointers.remove(&ev.pointer_id()));
        return;
    }
    let now = (f64::from(ev.client_x()), f64::from(ev.client_y()));
    let (before, others, dragged) = memory.camera(|held| {
        let p = &mut held.pointers;
        let before = p.get(&ev.pointer_id()).copied();
        if before.is_some() {
            p.insert(ev.pointer_id(), now);
        }
        let others: Vec<(f64, f64)> = p.iter().filter(|(id, _)| **id != ev.pointer_id()).map(|(_, at)| *at).collect();
        (before, others, held.dragged)
    });
    let Some(before) = before else { return };
    let rect = svg.get_bounding_client_rect();
    if rect.width() < 1.0 || rect.height() < 1.0 {
        return;
    }
    match others[..] {
        [] => {
            let (dx, dy) = (now.0 - before.0, now.1 - before.1);
            if dx.abs() + dy.abs() > 0.0 && (dragged || dx.abs() + dy.abs() > 4.0) {
                memory.camera(|held| held.dragged = true);
                change(memory, svg, |c| c.panned(-dx / rect.width(), -dy / rect.height()));
            }
        }
        [other, ..] => {
            let apart = |a: (f64, f64)| ((a.0 - other.0).powi(2) + (a.1 - other.1).powi(2)).sqrt();
            let (was, is) = (apart(before), apart(now));
            if was > 8.0 {
                memory.camera(|held| held.dragged = true);
                change(memory, svg, |c| c.zoomed(is / was));
            }
        }
    }
}

/// A pointer up (or lost): whether it ended a drag or a pinch (then its click chooses nothing).
fn up(memory: Memory, ev: &web_sys::PointerEvent) -> bool {
    memory.camera(|held| {
        held.pointers.remove(&ev.pointer_id());
        held.dragged
    })
}

/// Whether the click now ending ended a drag (and is to choose nothing); forgets the drag.
fn was_drag(memory: Memory) -> bool {
    memory.camera(|held| std::mem::take(&mut held.dragged))
}

/// The nearest element matching `selector` from the event's target up.
pub fn closest(ev: &web_sys::Event, selector: &str) -> Option<web_sys::Element> {
    ev.target()?.dyn_into::<web_sys::Element>().ok()?.closest(selector).ok().flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zooming_shows_a_smaller_part_and_panning_stays_within_the_drawing() {
        let whole = (-100.0, -50.0, 200.0, 100.0);
        assert_eq!(Camera::default().view_box(whole), "-100.0 -50.0 200.0 100.0");
        let near = Camera::default().zoomed(2.0);
        assert_eq!(near.view_box(whole), "-50.0 -25.0 100.0 50.0");
        // Panning far to the left stops at the drawing's left edge.
        assert_eq!(near.panned(-5.0, 0.0).view_box(whole), "-100.0 -25.0 100.0 50.0");
        assert_eq!(near.zoomed(10.0).zoom, MAX_ZOOM);
        assert_eq!(near.zoomed(0.01), Camera::default(), "zoomed out, the whole drawing again, centred");
        assert_eq!(Camera::default().panned(1.0, 1.0), Camera::default(), "the whole drawing does not pan");
    }
}
