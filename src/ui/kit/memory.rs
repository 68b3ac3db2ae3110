//! What a board remembers across its redraws while its page is shown: the camera of the
//! drawing in focus (with the pointers down on it and whether they dragged), the place a key
//! press chose (to focus it again once drawn anew), and each game's own memory (the village
//! opened, the bids unfolded, the words written). A page that shows a board (the table, the
//! replay, an embed) makes one [`Memory`] and hands it to every scene it draws
//! (`Scene::memory`). It belongs to that page's reactive owner, so leaving the page forgets it
//! and coming back starts afresh; nothing of it outlives the page, as a thread-local would.

use super::camera::Held;
use leptos::prelude::*;
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

/// A page's board memory (a handle: copies share it).
#[derive(Clone, Copy)]
pub struct Memory(StoredValue<Rc<RefCell<Kept>>, LocalStorage>);

/// What the memory holds.
#[derive(Default)]
pub(super) struct Kept {
    /// The camera of the drawing in focus.
    pub camera: Held,
    /// The `data-focus` key of the place last chosen by key, to take the focus again once
    /// drawn anew.
    pub focus: Option<String>,
    /// Each game's own memory, one value per type.
    games: Vec<Box<dyn Any>>,
}

impl Memory {
    /// A memory with nothing in it, owned by the reactive owner it is made under (the page).
    #[allow(clippy::new_without_default)]
    pub fn new() -> Self {
        Memory(StoredValue::new_local(Rc::default()))
    }

    /// What is kept, while the page is there. (One function for every reader: each of them
    /// reading the reactive store directly would add its own copy of the store's code.)
    #[inline(never)]
    fn kept(self) -> Option<Rc<RefCell<Kept>>> {
        self.0.try_get_value()
    }

    /// Runs `f` on what is kept; once the page is gone, `f` does not run and the answer is
    /// the default (nothing is there to remember).
    pub(super) fn with<R: Default>(self, f: impl FnOnce(&mut Kept) -> R) -> R {
        self.kept().map(|kept| f(&mut kept.borrow_mut())).unwrap_or_default()
    }

    /// Runs `f` on the game's memory of type `T` (a fresh `T` the first time).
    pub fn game<T: Default + 'static, R: Default>(self, f: impl FnOnce(&mut T) -> R) -> R {
        self.with(|kept| {
            slot(kept, |g| g.is::<T>(), || Box::new(T::default())).downcast_mut::<T>().map(f).unwrap_or_default()
        })
    }
}

/// The game's memory in `kept` that `is` recognises, made by `make` the first time (one copy of
/// this search for every type of memory).
#[inline(never)]
fn slot(kept: &mut Kept, is: fn(&dyn Any) -> bool, make: fn() -> Box<dyn Any>) -> &mut dyn Any {
    let at = kept.games.iter().position(|g| is(g.as_ref())).unwrap_or_else(|| {
        kept.games.push(make());
        kept.games.len() - 1
    });
    kept.games[at].as_mut()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_type_is_kept_on_its_own_and_a_new_memory_starts_empty() {
        let memory = Memory::new();
        memory.game(|n: &mut u8| *n += 2);
        memory.game(|s: &mut String| s.push('x'));
        memory.game(|n: &mut u8| *n += 1);
        assert_eq!(memory.game(|n: &mut u8| *n), 3);
        assert_eq!(memory.game(|s: &mut String| s.clone()), "x");
        assert_eq!(Memory::new().game(|n: &mut u8| *n), 0, "another page remembers nothing of it");
    }
}
