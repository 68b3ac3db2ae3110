//! The part of a table's page that belongs to the person holding the device (the board, the
//! choices, the log, or the hand-off screen asking for the next person), mounted by hand at the
//! end of the page rather than by a reactive closure, so that a move which hands the device on
//! does not take the leaving view apart inside its click.
//!
//! Removing a view is in proportion to its elements (Keyper's, about 2,200: 1.2–1.7 ms), and it
//! was most of a hand-off click. Now such a move ([`Held::hand_on`], called by the click's own
//! handler, before the page redraws) hides the leaving view at once (`hidden`: not drawn, not in
//! the accessibility tree; and `inert`) and stops its reactive parts, so nothing of it is drawn
//! anew; its elements leave the page in the task after the next paint, and at the latest when
//! the next person confirms the hand-off. The hidden view is the leaving person's own, who still
//! holds the device: nothing of the next person's is built before their confirmation, as before.
//! Any other change of viewer (a bot's move, an undo) drops the shown view at once.

use crate::engine::Seat;
use crate::ui::kit::{after_paint, effect};
use leptos::prelude::*;
use leptos::tachys::view::any_view::AnyViewState;

/// A view mounted in its own element (`div.held`, `display: contents`), with its reactive owner.
struct Mounted {
    owner: Owner,
    state: AnyViewState,
    wrapper: web_sys::Element,
}

impl Mounted {
    /// Stops the view's reactive parts and takes its elements out of the page.
    fn drop_now(mut self) {
        self.owner.cleanup();
        self.wrapper.remove();
        self.state.unmount();
    }
}

/// The view shown for the person holding the device, and a leaving one not yet removed.
#[derive(Clone, Copy)]
pub struct Held {
    shown: StoredValue<Option<Mounted>, LocalStorage>,
    leaving: StoredValue<Option<Mounted>, LocalStorage>,
    /// Notified after each view is mounted.
    mounted: Trigger,
}

impl Held {
    /// Nothing shown yet ([`Held::show`] mounts the views).
    pub fn new() -> Self {
        Held { shown: StoredValue::new_local(None), leaving: StoredValue::new_local(None), mounted: Trigger::new() }
    }

    /// Mounts `draw(viewer)` at the end of `parent` once it is on the page, and again whenever
    /// the viewer changes. A `draw` that builds a person's view (not a hand-off screen) calls
    /// [`Held::forget_leaving`] first, so no two views' elements (and ids) are ever drawn at once.
    pub fn show(
        self,
        parent: NodeRef<leptos::html::Div>,
        viewer: Memo<Option<Seat>>,
        draw: impl Fn(Option<Seat>) -> AnyView + 'static,
    ) {
        let held = self;
        // The views' owners are the page's children, not the effect's: the effect does not
        // take a view down by running again, `hand_on` and `forget_leaving` do.
        let page = Owner::current().unwrap_or_default();
        effect(move || {
            let seat = viewer.get();
            let Some(parent) = parent.get() else { return };
            if let Some(old) = held.shown.try_update_value(Option::take).flatten() {
                old.drop_now();
            }
            let Ok(wrapper) = document().create_element("div") else { return };
            let _ = wrapper.set_attribute("class", "held");
            let _ = parent.append_child(&wrapper);
            let owner = page.child();
            let state = owner.with(|| {
                untrack(|| {
                    let mut state = draw(seat).build();
                    state.mount(&wrapper, None);
                    state
                })
            });
            held.shown.set_value(Some(Mounted { owner, state, wrapper }));
            held.mounted.notify();
        });
    }

    /// Makes the running effect run again after each view is mounted.
    pub fn track(&self) {
        self.mounted.track();
    }

    /// For a move that hands the device on, in its click's handler: hides the shown view and
    /// stops it now, and takes it out of the page after the next paint.
    pub fn hand_on(&self) {
        let Some(view) = self.shown.try_update_value(Option::take).flatten() else { return };
        let _ = view.wrapper.set_attribute("hidden", "");
        let _ = view.wrapper.set_attribute("inert", "");
        view.owner.cleanup();
        self.forget_leaving();
        self.leaving.set_value(Some(view));
        let held = *self;
        after_paint(move || held.forget_leaving());
    }

    /// Takes a hidden leaving view out of the page now, if one is left.
    pub fn forget_leaving(&self) {
        if let Some(view) = self.leaving.try_update_value(Option::take).flatten() {
            view.drop_now();
        }
    }
}
