//! The browser's localStorage as a save backend.

use super::slots::{Backend, StoreError};
use wasm_bindgen::JsValue;

/// localStorage of the page's origin.
#[derive(Clone, Copy, Default)]
pub struct LocalStorage;

fn storage() -> Result<web_sys::Storage, StoreError> {
    let window = web_sys::window().ok_or_else(|| StoreError::Unavailable("no window".into()))?;
    match window.local_storage() {
        Ok(Some(storage)) => Ok(storage),
        Ok(None) => Err(StoreError::Unavailable("localStorage is switched off".into())),
        Err(e) => Err(StoreError::Unavailable(describe(&e))),
    }
}

fn describe(e: &JsValue) -> String {
    e.as_string()
        .or_else(|| js_sys::Reflect::get(e, &"message".into()).ok().and_then(|m| m.as_string()))
        .unwrap_or_else(|| "unknown error".into())
}

fn is_quota(e: &JsValue) -> bool {
    let name = js_sys::Reflect::get(e, &"name".into()).ok().and_then(|n| n.as_string()).unwrap_or_default();
    name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED"
}

impl Backend for LocalStorage {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        storage()?.get_item(key).map_err(|e| StoreError::Unavailable(describe(&e)))
    }

    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        storage()?
            .set_item(key, value)
            .map_err(|e| if is_quota(&e) { StoreError::Full } else { StoreError::Unavailable(describe(&e)) })
    }

    fn remove(&self, key: &str) -> Result<(), StoreError> {
        storage()?.remove_item(key).map_err(|e| StoreError::Unavailable(describe(&e)))
    }

    fn keys(&self) -> Result<Vec<String>, StoreError> {
        let storage = storage()?;
        let len = storage.length().map_err(|e| StoreError::Unavailable(describe(&e)))?;
        Ok((0..len).filter_map(|i| storage.key(i).ok().flatten()).collect())
    }
}
