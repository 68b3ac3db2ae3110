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
//! container, another count, text between elements). The markup is read once per drawing and
//! kept once, its pieces as places in it: cutting a board by copying each level's markup cost
//! a click more than drawing the board (a five-player Nürnberg board, natively: 0.55 ms to cut
//! that way, 0.1 ms now, against 0.2 ms to write its markup).

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

/// An element of a board's markup, cut: where it starts, where its opening tag ends, where its
/// closing tag starts and where it ends (a void or self-closed element ends with its opening
/// tag), and its child elements cut the same way (none when its children are not all elements,
/// or at the deepest level). The markup itself is kept once, beside its pieces.
#[derive(Debug, Default, PartialEq)]
struct Piece {
    at: [usize; 4],
    children: Vec<Piece>,
}

/// The element of `new` (in `now`) and the one of `old` (in `was`), alike: whole, or only their
/// tags (without their children).
fn alike((new, now): (&Piece, &str), (old, was): (&Piece, &str), tags_only: bool) -> bool {
    let [a, open, close, end] = new.at;
    let [b, opened, closed, ended] = old.at;
    if tags_only {
        now[a..open] == was[b..opened] && now[close..end] == was[closed..ended]
    } else {
        now[a..end] == was[b..ended]
    }
}

/// What the board drew last: its container, its markup and that markup's pieces.
#[derive(Default)]
struct Drawn(Option<Element>, String, Vec<Piece>);

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

/// The elements of `markup` from `i` at one level, until a closing tag or the end, cut `depth`
/// levels deep (none kept at depth 0), and where they end; the elements are `None` if there is
/// text between them. One pass: each element is read once, its children while looking for its
/// end.
fn cut(markup: &str, mut i: usize, depth: u8) -> (Option<Vec<Piece>>, usize) {
    let s = markup.as_bytes();
    let mut out = (depth > 0).then(Vec::new);
    while i < s.len() && !s[i..].starts_with(b"</") {
        if s[i] != b'<' {
            out = None;
            i = markup[i..].find('<').map_or(s.len(), |n| i + n);
            continue;
        }
        let open = tag_end(s, i);
        let name = markup[i + 1..open].split([' ', '>', '/']).next().unwrap_or_default();
        let (close, end, children) = if s[open - 2] == b'/' || VOID.contains(&name) {
            (open, open, None)
        } else {
            let (children, close) = cut(markup, open, depth.saturating_sub(1));
            (close, tag_end(s, close), children)
        };
        if let Some(out) = &mut out {
            out.push(Piece { at: [i, open, close, end], children: children.unwrap_or_default() });
        }
        i = end;
    }
    (out, i)
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

/// Writes what changed from `old` (in `was`) to `new` (in `now`) into `el`, which shows `old`:
/// its attributes, and the children that changed, each the same way; the whole element when its
/// children do not line up.
fn patch(el: &Element, (new, now): (&Piece, &str), (old, was): (&Piece, &str)) {
    let kids = el.children();
    let lines_up = !new.children.is_empty()
        && new.children.len() == old.children.len()
        && kids.length() as usize == new.children.len();
    let [a, open, close, end] = new.at;
    if !lines_up || (!alike((new, now), (old, was), true) && !retag(el, &[&now[a..open], &now[close..end]].concat())) {
        el.set_outer_html(&now[a..end]);
        return;
    }
    for (j, (kid, was_kid)) in new.children.iter().zip(&old.children).enumerate() {
        if let (false, Some(el)) = (alike((kid, now), (was_kid, was), false), kids.item(j as u32)) {
            patch(&el, (kid, now), (was_kid, was));
        }
    }
}

/// Shows `markup` in `container`, writing only the elements that differ from what the board of
/// this page drew last. A directive, run as the container is drawn: `use:redraw=(memory, markup)`.
pub fn redraw(container: Element, (memory, markup): (Memory, Markup)) {
    let markup = markup.into_html();
    let new = cut(&markup, 0, DEPTH).0.unwrap_or_default();
    let Drawn(was_in, was, old) = memory.game(std::mem::take::<Drawn>);
    let list = container.children();
    let lines_up = !new.is_empty() && was_in.as_ref() == Some(&container) && old.len() == new.len();
    if lines_up && list.length() as usize == new.len() {
        for (k, (now, then)) in new.iter().zip(&old).enumerate() {
            if let (false, Some(el)) = (alike((now, &markup), (then, &was), false), list.item(k as u32)) {
                patch(&el, (now, &markup), (then, &was));
            }
        }
    } else {
        container.set_inner_html(&markup);
    }
    memory.game(|drawn: &mut Drawn| *drawn = Drawn(Some(container), markup, new));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_cut_at_its_elements_and_their_child_elements() {
        let markup = r#"<svg hidden><symbol id="a"><path d="M0"/></symbol></svg><ul class="x"><li title="a > b">1<br>2</li><li><img src=x></li></ul><p>text</p>"#;
        let whole = |p: &Piece| &markup[p.at[0]..p.at[3]];
        let tags = |p: &Piece| [&markup[p.at[0]..p.at[1]], &markup[p.at[2]..p.at[3]]].concat();
        let (pieces, end) = cut(markup, 0, 2);
        let pieces = pieces.expect("elements only");
        assert_eq!((pieces.iter().map(whole).collect::<String>(), end), (markup.to_string(), markup.len()));
        assert_eq!(whole(&pieces[0].children[0]), r#"<symbol id="a"><path d="M0"/></symbol>"#);
        assert!(pieces[0].children[0].children.is_empty(), "cut two levels deep");
        assert_eq!((tags(&pieces[1]).as_str(), pieces[1].children.len()), (r#"<ul class="x"></ul>"#, 2));
        assert_eq!(whole(&pieces[1].children[0]), r#"<li title="a > b">1<br>2</li>"#);
        let deeper = cut(markup, 0, 3).0.expect("elements only");
        assert_eq!(whole(&deeper[0].children[0].children[0]), r#"<path d="M0"/>"#);
        assert_eq!(deeper[1].children[1].children.len(), 1, "a void element has no closing tag");
        assert!(pieces[2].children.is_empty(), "text inside: no child elements to write alone");
        assert_eq!(cut("<p>a</p> text", 0, 2).0, None, "text between elements: drawn whole");
        let (a, b) = (cut(markup, 0, 2).0.unwrap(), cut(&markup.replace("x\"", "y\""), 0, 2).0.unwrap());
        let changed = markup.replace("x\"", "y\"");
        assert!(alike((&a[0], markup), (&b[0], &changed), false), "the same element in both");
        assert!(!alike((&a[1], markup), (&b[1], &changed), false), "the list's class changed");
        assert!(alike((&a[1].children[0], markup), (&b[1].children[0], &changed), false), "its items did not");
        assert!(!alike((&a[1], markup), (&b[1], &changed), true), "nor did its tags");
    }
}
