//! German and English: the [`Lang`] setting, bilingual [`Text`] from the rules, and the UI catalogue.

mod catalogue;
mod text;

pub use catalogue::{Key, both, t};
pub use text::{Describe, Lang, Text, with_names};
