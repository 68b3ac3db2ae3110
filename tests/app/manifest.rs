//! Keydom installs properly: the web app manifest has an id, PNG icons of 192 and 512 px and a
//! maskable one, each file there with the size it claims, and `index.html` links an
//! apple-touch-icon (Safari ignores the manifest's icons).

use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The width and height in a PNG file's header.
fn png_size(path: &Path) -> (u32, u32) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{} is a PNG", path.display());
    let word = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (word(16), word(20))
}

#[test]
fn the_manifest_names_an_id_and_png_icons_of_the_sizes_installers_want() {
    let text = std::fs::read_to_string(root().join("public/manifest.webmanifest")).unwrap();
    let manifest: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert!(manifest["id"].is_string(), "an id");
    let icons = manifest["icons"].as_array().expect("icons");
    let mut found = Vec::new();
    for icon in icons.iter().filter(|i| i["type"] == "image/png") {
        let (src, sizes, purpose) = (icon["src"].as_str().unwrap(), icon["sizes"].as_str().unwrap(), &icon["purpose"]);
        let (w, h) = png_size(&root().join("public").join(src));
        assert_eq!(format!("{w}x{h}"), sizes, "{src}");
        found.push((w, purpose.as_str().unwrap_or("any").to_string()));
    }
    for wanted in [(192, "any"), (512, "any"), (512, "maskable")] {
        assert!(found.iter().any(|(w, p)| *w == wanted.0 && p == wanted.1), "a {wanted:?} icon: {found:?}");
    }
}

#[test]
fn the_page_links_an_apple_touch_icon_of_180_px() {
    let page = std::fs::read_to_string(root().join("index.html")).unwrap();
    let (_, after) = page.split_once(r#"<link rel="apple-touch-icon" href=""#).expect("an apple-touch-icon link");
    let src = &after[..after.find('"').unwrap()];
    assert_eq!(png_size(&root().join("public").join(src)), (180, 180));
}
