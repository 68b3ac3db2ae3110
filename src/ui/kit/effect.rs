//! The app's effects, compiled once. Leptos compiles each `Effect::new` anew for its closure's
//! type (the effect's loop, an `async` task, is generic over it): about 1 KB of wasm a call
//! before wasm-opt. Handing it a boxed closure instead makes every effect the same type, so the
//! loop is compiled once, in the first load, and each effect adds only its own body.

use leptos::prelude::*;

/// An effect that runs `run` after the current render and again whenever a signal it read
/// changes ([`Effect::new`]). A closure that needs the last run's result keeps it itself.
pub fn effect(run: impl FnMut() + 'static) {
    let run: Box<dyn FnMut()> = Box::new(run);
    Effect::new(run);
}
