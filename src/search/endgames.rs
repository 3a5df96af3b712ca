//! The endgame bitbases the levels build for themselves: each game's positions of up to
//! [`ENDGAME_PIECES`] pieces, solved once per process when a game first nears its end — at once
//! natively, or a few milliseconds before each search in the page's worker, so that no move
//! waits long for it. The endings of one more piece against a lone king follow
//! ([`with_lone_kings`]): natively solved in the background and used once complete, in the page
//! on the boards of 32 squares, where they are small, in the same slices as the rest.

use std::sync::{Arc, Mutex};

use super::bitbase::Bitbase;
use crate::clock::now_ms;
use crate::rules::Variant;

/// The most pieces in a position of the levels' own bitbases (one more against a lone king
/// natively, and in the page on the boards of 32 squares). Three solve in 0.1–1.0 s natively
/// (English to International); with the lone kings' four-piece endings 1–2 s and 17 MB on the
/// 8x8 boards, 11 s and 80 MB on International's (all of four: 5 s and 37 MB for Russian).
pub const ENDGAME_PIECES: u32 = 3;

/// A level wants its bitbase from this many pieces on the board down: a search from there
/// reaches positions it knows.
pub const NEAR_THE_END: u32 = ENDGAME_PIECES + 4;

/// The most squares of a board whose lone kings' endings the page solves in slices too: the
/// 8x8 boards' take 2–4 s in the worker, International's 14 s (81 MB), one material 2.8 s of it:
/// too long a pause before a move.
const SLICED_LONE_KINGS_SQUARES: u32 = 32;

enum Entry {
    /// Being solved; what it answers for meanwhile, once its first [`ENDGAME_PIECES`] pieces
    /// are solved and more (the lone kings' endings) are left.
    Solving(Box<Bitbase>, Option<Arc<Bitbase>>),
    Solved(Arc<Bitbase>),
    /// A game a bitbase cannot describe (Frisian's king-move counts).
    Unavailable,
}

static ENDGAMES: Mutex<Vec<(Variant, Entry)>> = Mutex::new(Vec::new());

/// The solved bitbase of `variant`, solving what is left of it first: all of it when
/// `budget_ms` is `None`, else materials until `budget_ms` milliseconds have gone (one at
/// least), answering `None` until its first [`ENDGAME_PIECES`] pieces are solved. `None` too
/// for a game without bitbases. With a budget (the page), on a board of 32 squares, the lone
/// kings' endings are solved after the rest, in the same slices, and the bitbase answers for
/// them once they are complete. Natively and without a budget, the one with the lone kings'
/// endings once it is complete (its solving begins in the background at the first call).
pub fn solved(variant: Variant, budget_ms: Option<f64>) -> Option<Arc<Bitbase>> {
    #[cfg(not(target_arch = "wasm32"))]
    if budget_ms.is_none() {
        if let Some(base) = with_lone_kings(variant, false) {
            return Some(base);
        }
    }
    let mut all = ENDGAMES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let i = match all.iter().position(|(v, _)| *v == variant) {
        Some(i) => i,
        None => {
            let sliced =
                budget_ms.is_some() && variant.board().all.count() <= SLICED_LONE_KINGS_SQUARES;
            let base = if sliced {
                Bitbase::with_lone_kings(variant, ENDGAME_PIECES)
            } else {
                Bitbase::new(variant, ENDGAME_PIECES)
            };
            let entry = match base {
                Ok(base) => Entry::Solving(Box::new(base), None),
                Err(_) => Entry::Unavailable,
            };
            all.push((variant, entry));
            all.len() - 1
        }
    };
    let (entry, answer) = match std::mem::replace(&mut all[i].1, Entry::Unavailable) {
        Entry::Solving(mut base, usable) => {
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
                // The first pieces are small: a copy of them serves while the rest is solved.
                let usable = usable.or_else(|| base.complete_to(ENDGAME_PIECES).map(Arc::new));
                (Entry::Solving(base, usable.clone()), usable)
            }
        }
        Entry::Solved(base) => (Entry::Solved(base.clone()), Some(base)),
        Entry::Unavailable => (Entry::Unavailable, None),
    };
    all[i].1 = entry;
    answer
}

/// Whether the bitbase [`solved`] builds for `variant` is solved to its end (with a budget on
/// a board of 32 squares, the lone kings' endings included).
pub fn is_complete(variant: Variant) -> bool {
    let all = ENDGAMES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    all.iter()
        .any(|(v, entry)| *v == variant && matches!(entry, Entry::Solved(_)))
}

#[cfg(not(target_arch = "wasm32"))]
enum LoneKings {
    Solving,
    Solved(Arc<Bitbase>),
    Unavailable,
}

#[cfg(not(target_arch = "wasm32"))]
static LONE_KINGS: Mutex<Vec<(Variant, LoneKings)>> = Mutex::new(Vec::new());

/// The bitbase of `variant` with the endings of [`ENDGAME_PIECES`] + 1 pieces against a lone
/// king ([`Bitbase::with_lone_kings`]), once per process: solved in a background thread from the
/// first call, `None` until it is complete, or (`wait`) solved or waited for in this one, as a
/// match does before its games. `None` for a game without bitbases.
#[cfg(not(target_arch = "wasm32"))]
pub fn with_lone_kings(variant: Variant, wait: bool) -> Option<Arc<Bitbase>> {
    fn solve(variant: Variant) {
        let entry = match Bitbase::with_lone_kings(variant, ENDGAME_PIECES) {
            Ok(mut base) => {
                while base.solve_next().is_some() {}
                LoneKings::Solved(Arc::new(base))
            }
            Err(_) => LoneKings::Unavailable,
        };
        let mut all = LONE_KINGS.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(slot) = all.iter_mut().find(|(v, _)| *v == variant) {
            slot.1 = entry;
        }
    }
    loop {
        {
            let mut all = LONE_KINGS.lock().unwrap_or_else(|p| p.into_inner());
            match all.iter().find(|(v, _)| *v == variant) {
                Some((_, LoneKings::Solved(base))) => return Some(base.clone()),
                Some((_, LoneKings::Unavailable)) => return None,
                Some((_, LoneKings::Solving)) if !wait => return None,
                Some((_, LoneKings::Solving)) => {}
                None => {
                    all.push((variant, LoneKings::Solving));
                    drop(all);
                    if !wait {
                        std::thread::spawn(move || solve(variant));
                        return None;
                    }
                    solve(variant);
                    continue;
                }
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}
