//! The endgame bitbases the levels build for themselves: each game's positions of up to
//! [`ENDGAME_PIECES`] pieces, solved once per process when a game first nears its end, then
//! the endings of one more piece against a lone king ([`with_lone_kings`]). Natively the first
//! are solved at once and the others in a background thread, used once complete. In the page's
//! worker both are solved a slice at a time, a few milliseconds before each search and while
//! the worker waits for the player ([`solved`] with a budget), so that no move waits long for
//! them; the first pieces answer as soon as they are complete.

use std::sync::{Arc, Mutex};

use super::bitbase::Bitbase;
use crate::common::clock::now_ms;
use crate::draughts::rules::Variant;

/// The most pieces in a position of the levels' own bitbases (and one more against a lone
/// king). Three solve in 0.1–1.0 s natively (English to International); with the lone kings'
/// four-piece endings 1–2 s and 13 MB on the 8x8 boards, 11 s and 53 MB on International's
/// (all of four: 5 s and 23 MB for Russian).
pub const ENDGAME_PIECES: u32 = 3;

/// A level wants its bitbase from this many pieces on the board down: a search from there
/// reaches positions it knows.
pub const NEAR_THE_END: u32 = ENDGAME_PIECES + 4;

/// From this many pieces on the board down, a bot that solves its bitbase in slices solves it
/// while it waits too ([`crate::search::Bot::solve_endgames_ahead`]): the lone kings' endings
/// of International take 14 s of the page's worker.
pub const AHEAD_OF_THE_END: u32 = NEAR_THE_END + 5;

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
/// `budget_ms` is `None`, else until `budget_ms` milliseconds have gone (a few thousand
/// positions at least), answering `None` until its first [`ENDGAME_PIECES`] pieces are solved.
/// `None` too for a game without bitbases. With a budget (the page), the lone kings' endings
/// are solved after the rest, in the same slices, and the bitbase answers for them once they
/// are complete. Natively and without a budget, the one with the lone kings' endings once it
/// is complete (its solving begins in the background at the first call).
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
            let base = if budget_ms.is_some() {
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
            let mut spent = || budget_ms.is_some_and(|b| now_ms() - start >= b);
            while !base.is_complete() {
                base.solve_until(&mut spent);
                if spent() {
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

/// Whether the bitbase [`solved`] builds for `variant` is solved to its end (with a budget,
/// the lone kings' endings included).
pub fn is_complete(variant: Variant) -> bool {
    entry_is(variant, |entry| matches!(entry, Entry::Solved(_)))
}

/// Whether the bitbase [`solved`] builds for `variant` has begun and has more to solve.
pub fn is_solving(variant: Variant) -> bool {
    entry_is(variant, |entry| matches!(entry, Entry::Solving(..)))
}

fn entry_is(variant: Variant, test: impl Fn(&Entry) -> bool) -> bool {
    let all = ENDGAMES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    all.iter().any(|(v, entry)| *v == variant && test(entry))
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
