//! The endgame bitbases the levels build for themselves: each game's positions of up to
//! [`ENDGAME_PIECES`] pieces, solved once per process when a game first nears its end — at once
//! natively, or a few milliseconds before each search in the page's worker, so that no move
//! waits long for it.

use std::sync::{Arc, Mutex};

use super::bitbase::Bitbase;
use crate::clock::now_ms;
use crate::rules::Variant;

/// The most pieces in a position of the levels' own bitbases. Three solve in 0.1–1.0 s
/// natively (English to International); four take 5–8 s and 120 MB on the 8x8 boards, a
/// minute and 1 GB on International's.
pub const ENDGAME_PIECES: u32 = 3;

/// A level wants its bitbase from this many pieces on the board down: a search from there
/// reaches positions it knows.
pub const NEAR_THE_END: u32 = ENDGAME_PIECES + 4;

enum Entry {
    Solving(Box<Bitbase>),
    Solved(Arc<Bitbase>),
    /// A game a bitbase cannot describe (Frisian's king-move counts).
    Unavailable,
}

static ENDGAMES: Mutex<Vec<(Variant, Entry)>> = Mutex::new(Vec::new());

/// The solved bitbase of `variant`, solving what is left of it first: all of it when
/// `budget_ms` is `None`, else materials until `budget_ms` milliseconds have gone (one at
/// least), answering `None` while some are left. `None` too for a game without bitbases.
pub fn solved(variant: Variant, budget_ms: Option<f64>) -> Option<Arc<Bitbase>> {
    let mut all = ENDGAMES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let i = match all.iter().position(|(v, _)| *v == variant) {
        Some(i) => i,
        None => {
            let entry = match Bitbase::new(variant, ENDGAME_PIECES) {
                Ok(base) => Entry::Solving(Box::new(base)),
                Err(_) => Entry::Unavailable,
            };
            all.push((variant, entry));
            all.len() - 1
        }
    };
    let (entry, answer) = match std::mem::replace(&mut all[i].1, Entry::Unavailable) {
        Entry::Solving(mut base) => {
            let start = now_ms();
            while base.solve_next().is_some() {
                if budget_ms.is_some_and(|b| now_ms() - start >= b) {
                    break;
                }
            }
            if base.is_complete() {
                let base = Arc::new(*base);
                (Entry::Solved(base.clone()), Some(base))
            } else {
                (Entry::Solving(base), None)
            }
        }
        Entry::Solved(base) => (Entry::Solved(base.clone()), Some(base)),
        Entry::Unavailable => (Entry::Unavailable, None),
    };
    all[i].1 = entry;
    answer
}
