//! Markup safe by construction, for board pieces written as markup (`inner_html`) rather than
//! one reactive node per element, a fraction of the code size. A [`Markup`] is built only from
//! text escaped on the way in ([`Markup::text`]) and from the kit's builders: the [`markup!`]
//! macro, whose template is a literal in the code and whose every hole is escaped unless it
//! holds a [`Markup`] (a number is written as it is), and the pieces below. So a player's name,
//! typed in by someone, can never become an element or an attribute, and `inner_html` is only
//! ever given a [`Markup`] ([`Markup::into_html`]). Also here: a place one may point at as a
//! button, and finding the place a click or an activating key press inside such markup landed
//! on.

use super::pointing::Marks;
use super::targets::Place;
use std::fmt::{self, Debug, Display, Write};
use std::ops::{Add, AddAssign};
use wasm_bindgen::JsCast;

/// HTML or SVG markup: escaped text and the kit's own elements, nothing else.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Markup(String);

impl Markup {
    /// No markup.
    pub const fn new() -> Self {
        Markup(String::new())
    }

    /// `text` as markup: it stands as text, whatever it holds.
    pub fn text(text: &str) -> Self {
        let mut out = Markup::new();
        let _ = escape(&mut out.0, text);
        out
    }

    /// The markup, for `inner_html`: the one way out of the type.
    pub fn into_html(self) -> String {
        self.0
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The parts with `between` between each two.
    pub fn join(parts: impl IntoIterator<Item = Markup>, between: &Markup) -> Markup {
        let mut out = Markup::new();
        for (i, part) in parts.into_iter().enumerate() {
            if i > 0 {
                out += between;
            }
            out += part;
        }
        out
    }

    /// A filled-in template of [`markup!`]: its literal was checked when compiled and its holes
    /// escaped. Not for use elsewhere.
    #[doc(hidden)]
    pub fn from_template(filled: String) -> Self {
        Markup(filled)
    }
}

/// In tests, markup reads as the text it is written in; the app has no way back to a string
/// but [`Markup::into_html`].
#[cfg(test)]
impl std::ops::Deref for Markup {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl AddAssign<Markup> for Markup {
    fn add_assign(&mut self, more: Markup) {
        self.0 += &more.0;
    }
}

impl AddAssign<&Markup> for Markup {
    fn add_assign(&mut self, more: &Markup) {
        self.0 += &more.0;
    }
}

impl Add<Markup> for Markup {
    type Output = Markup;
    fn add(mut self, more: Markup) -> Markup {
        self += more;
        self
    }
}

impl FromIterator<Markup> for Markup {
    fn from_iter<I: IntoIterator<Item = Markup>>(parts: I) -> Self {
        let mut out = Markup::new();
        out.extend(parts);
        out
    }
}

impl Extend<Markup> for Markup {
    fn extend<I: IntoIterator<Item = Markup>>(&mut self, parts: I) {
        for part in parts {
            *self += part;
        }
    }
}

/// Writes `text` escaped for markup, as text or inside a quoted attribute.
fn escape(out: &mut impl Write, text: &str) -> fmt::Result {
    let mut rest = text;
    while let Some(i) = rest.find(['&', '<', '>', '"', '\'']) {
        out.write_str(&rest[..i])?;
        out.write_str(match rest.as_bytes()[i] {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            _ => "&#39;",
        })?;
        rest = &rest[i + 1..];
    }
    out.write_str(rest)
}

/// What may fill a hole of [`markup!`]: markup as it is, text escaped, numbers as written.
pub trait Fill {
    /// Writes it into the template.
    fn fill(&self, f: &mut fmt::Formatter) -> fmt::Result;
}

impl Fill for Markup {
    fn fill(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl Fill for str {
    fn fill(&self, f: &mut fmt::Formatter) -> fmt::Result {
        escape(f, self)
    }
}

impl Fill for String {
    fn fill(&self, f: &mut fmt::Formatter) -> fmt::Result {
        escape(f, self)
    }
}

impl Fill for char {
    fn fill(&self, f: &mut fmt::Formatter) -> fmt::Result {
        escape(f, self.encode_utf8(&mut [0; 4]))
    }
}

impl<T: Fill + ?Sized> Fill for &T {
    fn fill(&self, f: &mut fmt::Formatter) -> fmt::Result {
        (**self).fill(f)
    }
}

/// Numbers hold no markup; written with the hole's format (`{x:.1}`).
macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl Fill for $t {
            fn fill(&self, f: &mut fmt::Formatter) -> fmt::Result {
                Display::fmt(self, f)
            }
        }
    )*};
}
numbers!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f64);

/// An `f32` is written as the `f64` of the same value: with the hole's precision (every `f32`
/// hole has one) the digits are the same, and the page carries one copy of float formatting,
/// the first load's, rather than a second for `f32`.
impl Fill for f32 {
    fn fill(&self, f: &mut fmt::Formatter) -> fmt::Result {
        Display::fmt(&f64::from(*self), f)
    }
}

/// A hole's value in [`markup!`]'s template.
#[doc(hidden)]
pub struct Hole<'a, T: ?Sized>(pub &'a T);

impl<T: Fill + ?Sized> Display for Hole<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        self.0.fill(f)
    }
}

/// Refuses, when compiled, a template of [`markup!`] with a hole not named among `names` (a
/// positional `{}` or a variable captured by name would not be escaped).
#[doc(hidden)]
pub const fn check(template: &str, names: &[&str]) {
    let t = template.as_bytes();
    let mut i = 0;
    while i < t.len() {
        if t[i] == b'{' && i + 1 < t.len() && t[i + 1] == b'{' {
            i += 2;
            continue;
        }
        if t[i] == b'{' {
            let start = i + 1;
            let mut end = start;
            while end < t.len() && t[end] != b'}' && t[end] != b':' {
                end += 1;
            }
            assert!(named(t, start, end, names), "markup!: every hole names a value given after the template");
            i = end;
        }
        i += 1;
    }
}

/// Whether `t[start..end]` is one of `names`.
const fn named(t: &[u8], start: usize, end: usize, names: &[&str]) -> bool {
    let mut n = 0;
    while n < names.len() {
        let name = names[n].as_bytes();
        if name.len() == end - start {
            let mut k = 0;
            while k < name.len() && name[k] == t[start + k] {
                k += 1;
            }
            if k == name.len() {
                return true;
            }
        }
        n += 1;
    }
    false
}

/// Markup from a template (a string literal, as for `format!`) whose every hole names a value
/// given after it, `name` or `name = expression`: text is escaped, a [`Markup`] goes in as it
/// is, a number as written (`{x:.1}`). A hole not named after the template does not compile.
macro_rules! markup {
    (@value $name:ident) => { $name };
    (@value $name:ident $value:expr) => { $value };
    ($template:literal $(, $name:ident $(= $value:expr)?)* $(,)?) => {{
        const _: () = $crate::ui::kit::markup::check($template, &[$(stringify!($name)),*]);
        $crate::ui::kit::markup::Markup::from_template(format!(
            $template $(, $name = $crate::ui::kit::markup::Hole(&$crate::ui::kit::markup::markup!(@value $name $($value)?)))*
        ))
    }};
}
pub(crate) use markup;

/// The `data-focus` key of the place an event inside markup landed on (the nearest element
/// that has one): one handler serves a whole board, and a place's markup does not depend on the
/// places drawn before it.
pub fn spot_of(ev: &web_sys::Event) -> Option<String> {
    let el = ev.target()?.dyn_into::<web_sys::Element>().ok()?.closest("[data-focus]").ok()??;
    el.get_attribute("data-focus")
}

/// The place an Enter or Space key press inside markup landed on (see [`spot_of`]); the key's
/// own effect (scrolling, say) is prevented when it lands on a place.
pub fn spot_pressed(ev: &web_sys::KeyboardEvent) -> Option<String> {
    if ev.key() != "Enter" && ev.key() != " " {
        return None;
    }
    let spot = spot_of(ev)?;
    ev.prevent_default();
    Some(spot)
}

/// The attribute that makes an element a place one may point at: its name (`data-focus`, see
/// [`crate::ui::kit::focus`]); `target` is added to `spots`, the places the board's pointer
/// looks the name up in.
pub fn spot<T: Place>(target: T, spots: &mut Vec<T>) -> Markup {
    spots.push(target);
    markup!(r#" data-focus="{focus}""#, focus = target.key())
}

/// `inner` as a button offering `target` when it is lit (class `{prefix}-pick`, with the
/// marks' classes and its focus key; `target` is added to `spots`), else as a title
/// (`{prefix}-title`).
pub fn pick<T: Place>(marks: &Marks<T>, prefix: &str, target: T, inner: Markup, spots: &mut Vec<T>) -> Markup {
    pick_described(marks, prefix, target, inner, None, spots)
}

/// As [`pick`], with a description: `attrs` (an `aria-describedby`, say) on the button, or on
/// the title, which is then reached by keyboard too and named `label`, so the description of a
/// place is there whether one may point at it or not.
pub fn pick_described<T: Place>(
    marks: &Marks<T>,
    prefix: &str,
    target: T,
    inner: Markup,
    described: Option<(&str, Markup)>,
    spots: &mut Vec<T>,
) -> Markup {
    if !marks.lit(target) {
        return match described {
            None => markup!(r#"<span class="{prefix}-title">{inner}</span>"#, prefix, inner),
            Some((label, attrs)) => described_span(&format!("{prefix}-title"), label, attrs, inner),
        };
    }
    markup!(
        r#"<button type="button" class="{prefix}-pick{class}"{spot}{attrs}>{inner}</button>"#,
        prefix,
        class = marks.class(target),
        spot = spot(target, spots),
        attrs = described.map(|d| d.1).unwrap_or_default(),
        inner
    )
}

/// `inner` in a span of class `class`, a picture named `label` and described by `attrs` (an
/// `aria-describedby`, say), reached by keyboard for its description.
#[inline(always)]
pub fn described_span(class: &str, label: &str, attrs: Markup, inner: Markup) -> Markup {
    markup!(
        r#"<span class="{class}" role="img" tabindex="0" aria-label="{label}"{attrs}>{inner}</span>"#,
        class,
        label,
        attrs,
        inner
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_holes_are_escaped_and_markup_holes_are_not() {
        let name = r#"<b a='1'>"Tom" & Jerry</b>"#;
        let inner = markup!("<i>{name}</i>", name);
        assert_eq!(&*inner, "<i>&lt;b a=&#39;1&#39;&gt;&quot;Tom&quot; &amp; Jerry&lt;/b&gt;</i>");
        let x = 1.25_f32;
        let outer = markup!(r#"<g x="{x:.1}">{inner}</g>"#, x, inner);
        assert_eq!(&*outer, r#"<g x="1.2"><i>&lt;b a=&#39;1&#39;&gt;&quot;Tom&quot; &amp; Jerry&lt;/b&gt;</i></g>"#);
        assert_eq!(&*Markup::join([markup!("a"), Markup::text("<")], &markup!(", ")), "a, &lt;");
    }

    #[test]
    fn a_template_names_every_hole() {
        check("{a} {b:.1} {{literal}}", &["a", "b"]);
        let refused = |template: &'static str| std::panic::catch_unwind(|| check(template, &["a"])).is_err();
        assert!(refused("{}"), "a positional hole");
        assert!(refused("{a}{other}"), "a captured variable");
    }

    /// Every `inner_html` of the app is given a [`Markup`], by [`Markup::into_html`], and raw
    /// markup becomes a [`Markup`] only through [`markup!`] (no other file calls its
    /// `from_template`). (Boards drawn in parts, `use:redraw`, take a [`Markup`] by type.)
    #[test]
    fn inner_html_is_only_given_markup() {
        let mut dirs = vec![std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src"))];
        let mut sites = 0;
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).unwrap().map(Result::unwrap) {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap();
                let own = path.ends_with("ui/kit/markup.rs");
                assert!(own || !text.contains("from_template("), "{} makes markup of a string", path.display());
                // (This test's own lines name it in quotes.)
                for line in text.lines().filter(|l| l.contains("inner_html=") && !l.contains("\"inner_html=")) {
                    sites += 1;
                    let given = line.split("inner_html=").nth(1).unwrap();
                    assert!(given.contains(".into_html()"), "{}: {line}", path.display());
                }
            }
        }
        // The kit's frame, which holds every board, and the game log, at least.
        assert!(sites >= 2, "{sites} sites");
    }
}
