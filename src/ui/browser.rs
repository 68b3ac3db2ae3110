//! Small bridges to browser features the pages need: time, random ids, files.

use crate::store::{MAX_SAVE_BYTES, SaveError};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// A date and time in the reader's locale.
pub fn local_time(millis: f64, lang_tag: &str) -> String {
    js_sys::Date::new(&JsValue::from_f64(millis)).to_locale_string(lang_tag, &JsValue::UNDEFINED).into()
}

/// A fresh random id for a save slot.
pub fn random_id() -> String {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("the browser's crypto.getRandomValues");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let link: web_sys::HtmlAnchorElement = document().create_element("a")?.unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    web_sys::Url::revoke_object_url(&url)
}

/// Reads the first file chosen in a file input as text, refusing files too large to be a save.
pub async fn read_chosen_file(input: &web_sys::HtmlInputElement) -> Option<Result<String, SaveError>> {
    let file = input.files()?.get(0)?;
    let size = file.size() as usize;
    if size > MAX_SAVE_BYTES {
        return Some(Err(SaveError::TooLarge(size)));
    }
    let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
    Some(text.map(|t| t.as_string().unwrap_or_default()).map_err(|e| SaveError::Corrupt(format!("{e:?}"))))
}

/// A fresh random seed for a new game.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("the browser's crypto.getRandomValues");
    u64::from_le_bytes(bytes)
}
