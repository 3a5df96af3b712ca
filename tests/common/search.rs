//! Helpers of the bot's tests.

use dama::search::Limits;

/// Limits of a search to `d` plies and nothing else.
pub fn depth(d: u32) -> Limits {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}
