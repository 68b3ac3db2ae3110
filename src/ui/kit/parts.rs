//! A board written as markup, redrawn only where its markup changed. Setting a whole table's
//! `innerHTML` after every click makes the browser parse and lay out thousands of elements
//! (Keyper's table has about 1,400), although a move changes a few places. [`redraw`] cuts the
//! markup into its top-level elements and each one's child elements, compares each with what
//! the board drew last (kept in the page's [`Memory`]), and writes only those that changed
//! (`outerHTML`, parsed where they stand); the others stay as they are, with what the viewer
//! did to them (an open disclosure, a camera's part of a village). The page's DOM is the same
//! as if the whole markup were set, which is what happens when the pieces do not line up with
//! the last drawing (another container, another count, text between elements).

use super::markup::Markup;
use super::memory::Memory;
use web_sys::Element;

/// The elements that never have a closing tag.
const VOID: [&str; 13] =
    ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"];

/// An element's markup, cut: all of it, its tags without its children, and each child
/// element's markup (empty when its children are not all elements).
#[derive(Debug, Default, PartialEq)]
struct Piece {
    whole: String,
    tags: String,
    children: Vec<String>,
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

/// `markup` cut into its top-level elements, and theirs children; `None` if there is text
/// between them.
fn cut(markup: &str) -> Option<Vec<Piece>> {
    let pieces = elements(markup, 0).0?.into_iter().map(|[a, open, close, end]| {
        let children = elements(&markup[..close], open).0.unwrap_or_default();
        Piece {
            whole: markup[a..end].to_string(),
            tags: [&markup[a..open], &markup[close..end]].concat(),
            children: children.iter().map(|[a, .., end]| markup[*a..*end].to_string()).collect(),
        }
    });
    Some(pieces.collect())
}

/// Writes what changed from `old` to `new` into `el`, which shows `old`.
fn patch(el: &Element, new: &Piece, old: &Piece) {
    let kids = el.children();
    let same_shape = new.tags == old.tags && new.children.len() == old.children.len();
    if !same_shape || new.children.is_empty() || kids.length() as usize != new.children.len() {
        el.set_outer_html(&new.whole);
        return;
    }
    for (j, (now, was)) in new.children.iter().zip(&old.children).enumerate() {
        if let (true, Some(kid)) = (now != was, kids.item(j as u32)) {
            kid.set_outer_html(now);
        }
    }
}

/// Shows `markup` in `container`, writing only the elements that differ from what the board of
/// this page drew last. A directive, run as the container is drawn: `use:redraw=(memory, markup)`.
pub fn redraw(container: Element, (memory, markup): (Memory, Markup)) {
    let markup = markup.into_html();
    let new = cut(&markup).unwrap_or_default();
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
        let pieces = cut(markup).expect("elements only");
        let whole: Vec<&str> = pieces.iter().map(|p| p.whole.as_str()).collect();
        assert_eq!(whole.concat(), markup);
        assert_eq!(pieces[0].children, [r#"<symbol id="a"><path d="M0"/></symbol>"#]);
        assert_eq!((pieces[1].tags.as_str(), pieces[1].children.len()), (r#"<ul class="x"></ul>"#, 2));
        assert_eq!(pieces[1].children[0], r#"<li title="a > b">1<br>2</li>"#);
        assert!(pieces[2].children.is_empty(), "text inside: no child elements to write alone");
        assert_eq!(cut("<p>a</p> text"), None, "text between elements: drawn whole");
    }
}
