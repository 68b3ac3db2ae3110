//! German and English: the [`Lang`] setting, bilingual [`Text`] from the rules, and the UI catalogue.

mod catalogue;

pub use catalogue::{Key, both, t};
pub use keydom_rules::text::{Describe, Lang, Text, with_names};
