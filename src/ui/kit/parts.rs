//! A board written as markup, redrawn only where its markup changed. Setting a whole table's
//! `innerHTML` after every click makes the browser parse and lay out thousands of elements
//! (Keyper's table has about 1,400), although a move changes a few places. [`redraw`] cuts the
//! markup into its elements, and theirs, a few levels deep ([`DEPTH`]), compares each with what
//! the board drew last (kept in the page's [`Memory`]), and writes only those that changed: an
//! element whose children line up with the last drawing gets its new attributes and its
//! changed children written the same way; any other is written whole (`outerHTML`, parsed where
//! it stands). The rest stays as it is, with what the viewer did to it (an open disclosure, a
//! camera's part of a village). The page's DOM is the same as if the whole markup were set,
//! which is what happens when the pieces do not line up with the last drawing (another
//! container, another count, text between elements).

use super::markup::Markup;
use super::memory::Memory;
use leptos::prelude::document;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlTemplateElement};

/// The elements that never have a closing tag.
const VOID: [&str; 13] =
    ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"];

/// How deep [`redraw`] cuts: the frame's holder, the frame, its table, the table's pieces (a
/// village, the auction) and their children (a tile, a bid): a move rewrites only the
/// children that changed.
const DEPTH: u8 = 5;

/// An element's markup, cut: all of it, its tags without its children, and its child elements
/// cut the same way (none when its children are not all elements, or at the deepest level).
#[derive(Debug, Default, PartialEq)]
struct Piece {
    whole: String,
    tags: String,
    children: Vec<Piece>,
}

/// What the board drew last: its container and its pieces.
#[derive(Default)]
struct Drawn(Option<Element>, Vec<Piece>);

/// The end of the tag that starts at `i` (past its `>`), skipping quoted attribute values.
fn tag_end(s: &[u8], mut i: usize) -> usize {
    let mut quote = 0;
    while i < s.len() {
        match s[i] {
            b'"' | b'\'' if quote == 0 => quote = s[i],
            c if c == quote => quote = 0,
            b'>' if quote == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    s.len()
}

/// The elements of `markup` from `i` at one depth, until a closing tag or the end, each as its
/// start, the end of its opening tag, the start of its closing tag and its end; `None` if
/// there is text between them.
fn elements(markup: &str, mut i: usize) -> (Option<Vec<[usize; 4]>>, usize) {
    let s = markup.as_bytes();
    let mut out = Some(Vec::new());
    while i < s.len() && !s[i..].starts_with(b"</") {
        if s[i] != b'<' {
            out = None;
            i = markup[i..].find('<').map_or(s.len(), |n| i + n);
            continue;
        }
        let open = tag_end(s, i);
        let name = markup[i + 1..open].split([' ', '>', '/']).next().unwrap_or_default();
        let (close, end) = if s[open - 2] == b'/' || VOID.contains(&name) {
            (open, open)
        } else {
            let close = elements(markup, open).1;
            (close, tag_end(s, close))
        };
        if let Some(out) = &mut out {
            out.push([i, open, close, end]);
        }
        i = end;
    }
    (out, i)
}

/// The elements of `markup` between `from` and `to`, cut `depth` levels deep; `None` if there
/// is text between them.
fn cut(markup: &str, from: usize, to: usize, depth: u8) -> Option<Vec<Piece>> {
    let pieces = elements(&markup[..to], from).0?.into_iter().map(|[a, open, close, end]| Piece {
        whole: markup[a..end].to_string(),
        tags: [&markup[a..open], &markup[close..end]].concat(),
        children: match depth {
            0 | 1 => Vec::new(),
            _ => cut(markup, open, close, depth - 1).unwrap_or_default(),
        },
    });
    Some(pieces.collect())
}

/// Gives `el` the attributes of the element `tags` opens (its tags without children), if it is
/// an element of the same name.
fn retag(el: &Element, tags: &str) -> bool {
    let Ok(template) = document().create_element("template") else { return false };
    template.set_inner_html(tags);
    let template: HtmlTemplateElement = template.unchecked_into();
    let Some(new) = template.content().first_element_child() else { return false };
    if !new.tag_name().eq_ignore_ascii_case(&el.tag_name()) {
        return false;
    }
    for name in el.get_attribute_names().iter().filter_map(|n| n.as_string()) {
        if !new.has_attribute(&name) {
            let _ = el.remove_attribute(&name);
        }
    }
    for name in new.get_attribute_names().iter().filter_map(|n| n.as_string()) {
        if let Some(value) = new.get_attribute(&name)
            && el.get_attribute(&name).as_ref() != Some(&value)
        {
            let _ = el.set_attribute(&name, &value);
        }
    }
    true
}

/// Writes what changed from `old` to `new` into `el`, which shows `old`: its attributes, and
/// the children that changed, each the same way; the whole element when its children do not
/// line up.
fn patch(el: &Element, new: &Piece, old: &Piece) {
    let kids = el.children();
    let lines_up = !new.children.is_empty()
        && new.children.len() == old.children.len()
        && kids.length() as usize == new.children.len();
    if !lines_up || (new.tags != old.tags && !retag(el, &new.tags)) {
        el.set_outer_html(&new.whole);
        return;
    }
    for (j, (now, was)) in new.children.iter().zip(&old.children).enumerate() {
        if let (true, Some(kid)) = (now.whole != was.whole, kids.item(j as u32)) {
            patch(&kid, now, was);
        }
    }
}

/// Shows `markup` in `container`, writing only the elements that differ from what the board of
/// this page drew last. A directive, run as the container is drawn: `use:redraw=(memory, markup)`.
pub fn redraw(container: Element, (memory, markup): (Memory, Markup)) {
    let markup = markup.into_html();
    let new = cut(&markup, 0, markup.len(), DEPTH).unwrap_or_default();
    let Drawn(was_in, old) = memory.game(std::mem::take::<Drawn>);
    let list = container.children();
    let lines_up = !new.is_empty() && was_in.as_ref() == Some(&container) && old.len() == new.len();
    if lines_up && list.length() as usize == new.len() {
        for (k, (now, was)) in new.iter().zip(&old).enumerate() {
            if let (true, Some(el)) = (now != was, list.item(k as u32)) {
                patch(&el, now, was);
            }
        }
    } else {
        container.set_inner_html(&markup);
    }
    memory.game(|drawn: &mut Drawn| *drawn = Drawn(Some(container), new));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_cut_at_its_elements_and_their_child_elements() {
        let markup = r#"<svg hidden><symbol id="a"><path d="M0"/></symbol></svg><ul class="x"><li title="a > b">1<br>2</li><li><img src=x></li></ul><p>text</p>"#;
        let pieces = cut(markup, 0, markup.len(), 2).expect("elements only");
        let whole: Vec<&str> = pieces.iter().map(|p| p.whole.as_str()).collect();
        assert_eq!(whole.concat(), markup);
        assert_eq!(pieces[0].children[0].whole, r#"<symbol id="a"><path d="M0"/></symbol>"#);
        assert!(pieces[0].children[0].children.is_empty(), "cut two levels deep");
        assert_eq!((pieces[1].tags.as_str(), pieces[1].children.len()), (r#"<ul class="x"></ul>"#, 2));
        assert_eq!(pieces[1].children[0].whole, r#"<li title="a > b">1<br>2</li>"#);
        let deeper = cut(markup, 0, markup.len(), 3).expect("elements only");
        assert_eq!(deeper[0].children[0].children[0].whole, r#"<path d="M0"/>"#);
        assert!(pieces[2].children.is_empty(), "text inside: no child elements to write alone");
        assert_eq!(cut("<p>a</p> text", 0, 13, 2), None, "text between elements: drawn whole");
    }
}
