//! Bringing marked places on the board into view, for every game: the place a hint marks (the
//! player asked for it), the list of choices once the board offered some (on a phone it lies
//! far above the place tapped) and, right after a hand-off, the places the last moves marked (the next
//! person has read nothing on the page yet, so nothing moves under a reader). A place already
//! wholly in the viewport stays where it is; otherwise the first is scrolled to by the least
//! movement (to the nearest edge), smoothly unless the user prefers reduced motion.
//!
//! The scrolling is a few lines of the page's own script (`keydomReveal` in `index.html`), run
//! in the next frame, once the page has drawn the marks: written in Rust, its browser calls cost
//! 0.6 to 1.5 KB of each game's code (gzip) and 0.8 KB of the first load.

use wasm_bindgen::prelude::wasm_bindgen;

/// The place a hint marks: the board's picked place (see `pointing::Marks`).
pub const HINTED: &str = ".board-area .picked";
/// The places the last moves marked on the board.
pub const LAST_MOVES: &str = ".board-area .last";
/// The list of choices, after a place on the board offered its actions there.
pub const OFFERED: &str = ".choices .action-list";

#[wasm_bindgen]
extern "C" {
    /// Once the page has drawn what is pending, brings the places matching `selector` into view
    /// (see the module's doc).
    #[wasm_bindgen(js_name = keydomReveal)]
    pub fn reveal_soon(selector: &str);
}
