//! Where bots think: a Web Worker, so that the page stays responsive during a search.
//!
//! The worker runs this very wasm module. `public/bot-worker.js` is a small module worker; the
//! page sends it the compiled main `WebAssembly.Module` and the URL of its own JS glue, the
//! worker starts the module with them, and `main` (seeing no window) calls [`serve`]. So the
//! worker needs no second build, its code always matches the page's, and the hashed file names
//! and the service worker's precache list cover it with no extra step. (Trunk 0.21 can build a
//! second binary as a worker, but it leaves a worker's files unhashed, and a second wasm would
//! carry the engines and bots twice.)
//!
//! The main module carries no game: each game's bots are a split point of their own
//! (docs/code-splitting.md). The first request for a game makes the worker fetch that game's
//! bot module and the chunks it needs (the loader finds them next to the glue) and start them
//! there; it never fetches a board. So [`wire::answer`] is `async`, and the worker answers each
//! request in a task of its own (`wasm_bindgen_futures`, since the worker mounts no Leptos app).
//!
//! Requests and answers are the bytes of [`crate::bots::wire`]. If the worker can't start (no
//! module workers, a failed download, a timeout) or breaks, [`ask`] answers on the page's own
//! thread instead, with the same function and so the same move, and [`broken`] says why. A bot
//! module that fails to load, in either place, is the answer `NoMove::NotLoaded`, which the
//! table reports.

use crate::bots::wire::{self, Answer, Request};
use js_sys::{Object, Reflect, Uint8Array};
use leptos::prelude::set_timeout;
use std::cell::RefCell;
use std::collections::HashMap;
use std::time::Duration;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Worker, WorkerOptions, WorkerType};

/// How long the worker may take to start before bots think on the page instead.
const START_TIMEOUT: Duration = Duration::from_secs(15);

#[wasm_bindgen]
extern "C" {
    /// The URL of this module's JS glue (the hashed `keydom-….js`).
    #[wasm_bindgen(thread_local_v2, js_namespace = ["import", "meta"], js_name = url)]
    static GLUE_URL: String;
}

type Reply = Box<dyn FnOnce(Answer)>;

enum Link {
    NotStarted,
    Starting(Worker, Vec<Uint8Array>),
    Ready(Worker),
    Broken(String),
}

struct Thinker {
    link: Link,
    next_id: u32,
    pending: HashMap<u32, (Vec<u8>, Reply)>,
}

thread_local! {
    /// The bots' one worker and the questions waiting for it. App-wide on purpose, not a page's
    /// memory: starting a worker costs its module's download and compilation, and an answer
    /// for a page that has gone is dropped by the table that asked.
    static THINKER: RefCell<Thinker> =
        RefCell::new(Thinker { link: Link::NotStarted, next_id: 1, pending: HashMap::new() });
}

/// Asks a bot (`request`'s id is replaced by a fresh one); `done` gets its answer later, never
/// during this call.
pub fn ask(mut request: Request, done: impl FnOnce(Answer) + 'static) {
    let bytes = THINKER.with_borrow_mut(|t| {
        request.id = t.next_id;
        t.next_id = t.next_id.wrapping_add(1).max(1);
        let bytes = request.encode();
        t.pending.insert(request.id, (bytes.clone(), Box::new(done)));
        bytes
    });
    if THINKER.with_borrow(|t| matches!(t.link, Link::NotStarted)) {
        start();
    }
    let message = Uint8Array::from(&bytes[..]);
    let broken = THINKER.with_borrow_mut(|t| match &mut t.link {
        Link::Starting(_, queue) => {
            queue.push(message);
            false
        }
        Link::Ready(worker) => worker.post_message(&message).is_err(),
        Link::NotStarted | Link::Broken(_) => true,
    });
    if broken {
        think_here(request.id);
    }
}

/// Why bots think on the page's own thread, if they do.
pub fn broken() -> Option<String> {
    THINKER.with_borrow(|t| match &t.link {
        Link::Broken(why) => Some(why.clone()),
        _ => None,
    })
}

fn start() {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = match Worker::new_with_options("./bot-worker.js", &options) {
        Ok(worker) => worker,
        Err(e) => return fail(format!("the worker could not be created: {e:?}")),
    };
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|ev: MessageEvent| heard(ev.data()));
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|ev: web_sys::Event| {
        let what = ev.dyn_ref::<web_sys::ErrorEvent>().map_or_else(|| "an error".to_string(), |e| e.message());
        fail(format!("the worker stopped: {what}"));
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_message.forget();
    on_error.forget();
    let hello = Object::new();
    let glue = GLUE_URL.with(String::clone);
    let posted = Reflect::set(&hello, &"glue".into(), &glue.into())
        .and_then(|_| Reflect::set(&hello, &"module".into(), &wasm_bindgen::module()))
        .and_then(|_| worker.post_message(&hello));
    if let Err(e) = posted {
        return fail(format!("the worker could not be given the app: {e:?}"));
    }
    THINKER.with_borrow_mut(|t| t.link = Link::Starting(worker, Vec::new()));
    set_timeout(
        || {
            if THINKER.with_borrow(|t| matches!(t.link, Link::Starting(..))) {
                fail("the worker did not start in time".into());
            }
        },
        START_TIMEOUT,
    );
}

/// A message from the worker: "ready", a failure, or an answer.
fn heard(data: JsValue) {
    if let Some(text) = data.as_string() {
        if text != "ready" {
            return fail(text);
        }
        let link = THINKER.with_borrow_mut(|t| std::mem::replace(&mut t.link, Link::NotStarted));
        let Link::Starting(worker, queue) = link else {
            THINKER.with_borrow_mut(|t| t.link = link);
            return;
        };
        for message in queue {
            if worker.post_message(&message).is_err() {
                THINKER.with_borrow_mut(|t| t.link = Link::Ready(worker));
                return fail("the worker refused a request".into());
            }
        }
        THINKER.with_borrow_mut(|t| t.link = Link::Ready(worker));
        return;
    }
    let bytes = Uint8Array::new(&data).to_vec();
    match Answer::decode(&bytes) {
        Ok(answer) => deliver(answer),
        Err(why) => fail(why),
    }
}

fn deliver(answer: Answer) {
    if let Some((_, done)) = THINKER.with_borrow_mut(|t| t.pending.remove(&answer.id)) {
        done(answer);
    }
}

/// Gives up on the worker: every open request is answered on this thread.
fn fail(why: String) {
    web_sys::console::warn_1(&format!("Keydom: bots think on the page: {why}").into());
    let ids: Vec<u32> = THINKER.with_borrow_mut(|t| {
        if let Link::Starting(worker, _) | Link::Ready(worker) = &t.link {
            worker.terminate();
        }
        t.link = Link::Broken(why);
        t.pending.keys().copied().collect()
    });
    for id in ids {
        think_here(id);
    }
}

/// Answers request `id` on this thread, after the current task (so the page can paint first).
fn think_here(id: u32) {
    set_timeout(
        move || {
            let request = THINKER.with_borrow(|t| t.pending.get(&id).map(|(bytes, _)| bytes.clone()));
            if let Some(bytes) = request {
                wasm_bindgen_futures::spawn_local(async move {
                    if let Ok(answer) = Answer::decode(&wire::answer(&bytes).await) {
                        deliver(answer);
                    }
                });
            }
        },
        Duration::ZERO,
    );
}

/// Whether this module runs in a worker (no window).
pub fn in_worker() -> bool {
    web_sys::window().is_none()
}

/// The worker's side: answers every request it is sent, then tells the page it is ready.
pub fn serve() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let request = Uint8Array::new(&ev.data()).to_vec();
        let reply_to = reply_to.clone();
        // Leptos's executor is not set up here (the worker mounts no app).
        wasm_bindgen_futures::spawn_local(async move {
            let answer = wire::answer(&request).await;
            // The page is gone if this fails; nothing to do then.
            let _ = reply_to.post_message(&Uint8Array::from(&answer[..]));
        });
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&"ready".into());
}
