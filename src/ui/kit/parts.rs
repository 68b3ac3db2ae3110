//! A board written as markup, redrawn only where its markup changed. Setting a whole table's
//! `innerHTML` after every click makes the browser parse and lay out thousands of elements
//! (Keyper's table has about 1,400), although a move changes a few places. [`draw`] cuts the
//! markup into its top-level nodes and each top-level HTML element's children, compares each
//! piece with the one drawn before (kept in the page's [`Memory`]), and parses only pieces that
//! changed; the others stay on the page as they are (with what the viewer did to them: an open
//! disclosure, a scrolled list). The page's DOM is the same as if the whole markup were set.

use super::markup::Markup;
use super::memory::Memory;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlTemplateElement, Node};

/// The elements that never have a closing tag.
const VOID: [&str; 13] =
    ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"];

/// One top-level node of a board's markup as drawn: its markup, its node, and for an HTML
/// element, its opening and closing tags with each child's markup and node.
struct Kept {
    markup: String,
    node: Node,
    children: Option<(String, Vec<(String, Node)>)>,
}

/// What a board's container shows, kept across redraws.
#[derive(Default)]
struct Drawn(Vec<Kept>);

/// Where a piece of markup lies: its start and end.
type Span = (usize, usize);

/// A top-level piece of markup: where it lies, and for an HTML element, what is inside it.
struct Piece {
    at: Span,
    inside: Option<Inside>,
}

/// Inside an HTML element: its opening tag's end, its closing tag's start, and where each child
/// lies.
struct Inside {
    open: usize,
    close: usize,
    children: Vec<Span>,
}

impl Inside {
    /// The element's tags without its children, in `markup` (of the piece at `at`).
    fn tags(&self, markup: &str, at: Span) -> String {
        format!("{}{}", &markup[at.0..self.open], &markup[self.close..at.1])
    }
}

/// The end of the tag that starts at `i` (past its `>`), skipping quoted attribute values.
fn tag_end(s: &[u8], mut i: usize) -> usize {
    let mut quote = None;
    while i < s.len() {
        match (quote, s[i]) {
            (None, b'"' | b'\'') => quote = Some(s[i]),
            (Some(q), c) if c == q => quote = None,
            (None, b'>') => return i + 1,
            _ => {}
        }
        i += 1;
    }
    s.len()
}

/// The nodes of `markup` from `i` at this depth, until a closing tag or the end: where each
/// lies, and (if `children`) the children of each HTML element among them.
fn nodes(markup: &str, mut i: usize, children: bool) -> (Vec<Piece>, usize) {
    let s = markup.as_bytes();
    let mut out = Vec::new();
    while i < s.len() {
        if s[i] != b'<' {
            let end = markup[i..].find('<').map_or(s.len(), |n| i + n);
            out.push(Piece { at: (i, end), inside: None });
            i = end;
            continue;
        }
        if s[i..].starts_with(b"</") {
            break;
        }
        let open = tag_end(s, i);
        let name_end = markup[i + 1..open].find([' ', '>', '/', '\n']).map_or(open, |n| i + 1 + n);
        let name = &markup[i + 1..name_end];
        if s[open - 2] == b'/' || VOID.contains(&name) || name.starts_with('!') {
            out.push(Piece { at: (i, open), inside: None });
            i = open;
            continue;
        }
        // Foreign content (SVG) is cut no further: its children would parse as HTML alone.
        let cut = children && name != "svg" && name != "math";
        let (inner, close) = nodes(markup, open, false);
        let end = tag_end(s, close);
        let inside = cut.then(|| Inside { open, close, children: inner.into_iter().map(|p| p.at).collect() });
        out.push(Piece { at: (i, end), inside });
        i = end;
    }
    (out, i)
}

/// The nodes `markup` parses to.
fn parse(template: &HtmlTemplateElement, markup: &str) -> Vec<Node> {
    template.set_inner_html(markup);
    let list = template.content().child_nodes();
    (0..list.length()).filter_map(|i| list.item(i)).collect()
}

/// Makes `parent`'s children exactly `want`, in order, moving or inserting only what is not
/// in place yet (the nodes no longer wanted were taken out before).
fn arrange(parent: &Node, want: &[Node]) {
    let mut at = parent.first_child();
    for node in want {
        if at.as_ref() == Some(node) {
            at = node.next_sibling();
        } else {
            let _ = parent.insert_before(node, at.as_ref());
        }
    }
    while let Some(extra) = at {
        at = extra.next_sibling();
        let _ = parent.remove_child(&extra);
    }
}

/// Takes `node` off the page, if it is on it.
fn take_out(node: &Node) {
    if let Some(parent) = node.parent_node() {
        let _ = parent.remove_child(node);
    }
}

/// One top-level piece drawn: the node kept for it when its markup is unchanged, its changed
/// children redrawn when only they changed, else parsed anew (`None` if it does not parse to
/// one node).
fn piece(template: &HtmlTemplateElement, markup: &str, p: &Piece, old: Option<Kept>) -> Option<Kept> {
    let text = &markup[p.at.0..p.at.1];
    if let Some(old) = old {
        if old.markup == text {
            return Some(old);
        }
        if let (Some(inside), Some((tags, kept))) = (&p.inside, old.children)
            && tags == inside.tags(markup, p.at)
        {
            let mut kept = kept.into_iter();
            let mut children = Vec::with_capacity(inside.children.len());
            for &(a, b) in &inside.children {
                let kid = &markup[a..b];
                match kept.next() {
                    Some((was, node)) if was == kid => children.push((was, node)),
                    other => {
                        if let Some((_, gone)) = other {
                            take_out(&gone);
                        }
                        let [node] = &parse(template, kid)[..] else { return None };
                        children.push((kid.to_string(), node.clone()));
                    }
                }
            }
            kept.for_each(|(_, gone)| take_out(&gone));
            arrange(&old.node, &children.iter().map(|(_, n)| n.clone()).collect::<Vec<_>>());
            return Some(Kept { markup: text.to_string(), node: old.node, children: Some((tags, children)) });
        }
        take_out(&old.node);
    }
    let [node] = &parse(template, text)[..] else { return None };
    let children = p.inside.as_ref().and_then(|inside| {
        let list = node.child_nodes();
        (list.length() as usize == inside.children.len()).then(|| {
            let spans = inside.children.iter().enumerate();
            let nodes = spans.filter_map(|(i, &(a, b))| Some((markup[a..b].to_string(), list.item(i as u32)?)));
            (inside.tags(markup, p.at), nodes.collect())
        })
    });
    Some(Kept { markup: text.to_string(), node: node.clone(), children })
}

/// Shows `markup` in `container`, redrawing only the pieces that differ from what the board of
/// this page drew last (whatever its container then: a board drawn anew takes the unchanged
/// pieces over). A directive, run as the container is drawn: `use:redraw=(memory, markup)`.
pub fn redraw(container: Element, (memory, markup): (Memory, Markup)) {
    let container = &container;
    let markup = markup.into_html();
    let (pieces, _) = nodes(&markup, 0, true);
    let Ok(template) = leptos::prelude::document().create_element("template") else { return };
    let template: HtmlTemplateElement = template.unchecked_into();
    let old = memory.game(|Drawn(kept): &mut Drawn| std::mem::take(kept));
    let mut old = old.into_iter();
    let mut drawn = Vec::with_capacity(pieces.len());
    for p in &pieces {
        match piece(&template, &markup, p, old.next()) {
            Some(kept) => drawn.push(kept),
            None => {
                // Markup the pieces do not describe: drawn whole, and nothing kept.
                container.set_inner_html(&markup);
                return;
            }
        }
    }
    old.for_each(|gone| take_out(&gone.node));
    arrange(container, &drawn.iter().map(|k| k.node.clone()).collect::<Vec<_>>());
    memory.game(|kept: &mut Drawn| kept.0 = drawn);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cut(markup: &str) -> Vec<(&str, Vec<&str>)> {
        nodes(markup, 0, true)
            .0
            .iter()
            .map(|p| {
                let kids = p.inside.as_ref().map(|i| i.children.iter().map(|&(a, b)| &markup[a..b]).collect());
                (&markup[p.at.0..p.at.1], kids.unwrap_or_default())
            })
            .collect()
    }

    #[test]
    fn markup_is_cut_at_its_top_level_nodes_and_their_children_but_not_inside_svg() {
        let markup = r#"<svg hidden><symbol id="a"><path d="M0"/></symbol></svg><ul class="x"><li title="a > b">1<br>2</li><li><img src=x>3</li></ul>text<p/>"#;
        assert_eq!(
            cut(markup),
            vec![
                (r#"<svg hidden><symbol id="a"><path d="M0"/></symbol></svg>"#, vec![]),
                (
                    r#"<ul class="x"><li title="a > b">1<br>2</li><li><img src=x>3</li></ul>"#,
                    vec![r#"<li title="a > b">1<br>2</li>"#, "<li><img src=x>3</li>"]
                ),
                ("text", vec![]),
                ("<p/>", vec![]),
            ]
        );
        assert_eq!(cut("<div></div>"), vec![("<div></div>", vec![])]);
    }
}
