//! Each tile's detail in words: both sides, who may use it, what it asks now (colour, bids,
//! the next use's sizes). The words come from the rules' describer
//! ([`describe`](crate::games::keyflower::describe)), which is loaded with its own wasm module
//! (`keyflower_words`, docs/code-splitting.md) the first time a board shows tiles, so the
//! game's code stays under its ceiling. While the board is written, each tile asks for its
//! detail (the kit's [`Details`](crate::ui::kit::detail::Details)) and is described by an empty
//! hidden element ([`markup`], which keeps what was asked in the page's memory); once the board
//! is on the page and the words are there, [`fill`] writes them in. The page shows the focused, hovered or tapped tile's detail in a panel
//! (the kit's `show_detail`). The phase's help ([`super::help`]) comes with the words and is
//! written in the same way.

use crate::games::keyflower::data::Colour;
use crate::games::keyflower::state::{Bids, Building, Used};
use crate::games::keyflower::{Config, describe};
use crate::i18n::{Lang, Text, with_names};
use crate::ui::kit::markup::Markup;
use crate::ui::kit::memory::Memory;
use wasm_bindgen::JsCast;
use wasm_split_helpers::SplitLoaderError;

/// What one tile's detail tells: the building, and what its place asks now.
#[derive(Clone, Debug)]
pub struct Ask {
    pub building: Building,
    /// The table's set-up (a turn-order tile's face depends on its players, the next use's
    /// sizes on its data version).
    pub config: Config,
    /// The tile's workers and the colour its next use asks, if it may be used.
    pub used: Option<(Used, Option<Colour>)>,
    /// The bids on it, if it is bid for.
    pub bids: Option<Bids>,
}

/// The code behind the split point: a tile's detail in both languages, a phase's help.
pub struct WordsCode {
    pub detail: fn(&Ask) -> Text,
    pub help: fn(&str, Lang) -> &'static str,
}

split_point! { keyflower_words:
    /// The words of Keyflower's pieces, loaded with their own wasm module on first use.
    fn keyflower_words() -> Result<&'static WordsCode, SplitLoaderError> {
        static CODE: WordsCode = WordsCode { detail: words, help: super::help::help };
        Ok(&CODE)
    }
}

/// A tile's detail: its words, then what it asks now.
fn words(ask: &Ask) -> Text {
    let text = describe::building(ask.building, Some(ask.config.players));
    if ask.used.is_none() && ask.bids.is_none() {
        return text;
    }
    let now = describe::now(&ask.config, ask.used.as_ref().map(|(u, c)| (u, *c)), ask.bids.as_ref());
    Text::new(format!("{} {}.", text.de, now.de), format!("{} {}.", text.en, now.en))
}

/// The details asked by the board drawn last, with its language and the players' names.
#[derive(Default)]
struct Asked(Option<(Keyed, Lang, Vec<String>)>);

/// Details by their keys.
type Keyed = Vec<(String, Ask)>;

/// The details of the tiles drawn, collected while the board is written.
pub type Details = crate::ui::kit::detail::Details<Ask>;

/// The hidden elements the details of `details` go into, empty; the details are kept in
/// `memory` for [`fill`].
pub fn markup(memory: Memory, details: &Details, lang: Lang, names: &[String]) -> Markup {
    let (out, asked) = details.markup(|_| Markup::new());
    memory.game(|kept: &mut Asked| kept.0 = Some((asked, lang, names.to_vec())));
    out
}

/// Writes the details of the board drawn last into it, and the help of its phase (into the
/// element that names it in `data-help`), once their code is loaded.
pub fn fill(memory: Memory) {
    leptos::task::spawn_local(async move {
        let Ok(code) = keyflower_words().await else { return };
        let document = leptos::prelude::document();
        // Nothing is kept once the page is gone.
        memory.game(|Asked(kept): &mut Asked| {
            let Some((asked, lang, names)) = kept else { return };
            for (key, ask) in asked.iter() {
                if let Some(el) = document.get_element_by_id(&format!("kf-d-{key}")) {
                    let text = with_names((code.detail)(ask).get(*lang), *lang, names);
                    // A detail kept on the page from the board before may say this already.
                    if el.text_content().as_deref() != Some(text.as_str()) {
                        el.set_text_content(Some(&text));
                    }
                }
            }
            let Ok(helps) = document.query_selector_all(".kf-help [data-help]") else { return };
            for el in (0..helps.length()).filter_map(|i| helps.item(i)?.dyn_into::<web_sys::Element>().ok()) {
                let phase = el.get_attribute("data-help").unwrap_or_default();
                el.set_text_content(Some((code.help)(&phase, *lang)));
            }
        });
    });
}
