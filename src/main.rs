//! Entry point: install the panic hook, then mount the app in place of the loading line that
//! `index.html` shows until now, or, when this module was started in the bots' Web Worker (no
//! window), answer bot requests. Everything else lives in the library.

fn main() {
    console_error_panic_hook::set_once();
    if keydom::ui::table::thinker::in_worker() {
        keydom::ui::table::thinker::serve();
    } else {
        if let Some(boot) = leptos::prelude::document().get_element_by_id("boot") {
            boot.remove();
        }
        leptos::mount::mount_to_body(keydom::ui::App);
    }
}
