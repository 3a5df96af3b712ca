//! The PDN reader on one quirk at a time (each seen in tests/data/games, see its README), the
//! writer, and the guarantee that no input makes it panic: one module per part, sharing the
//! helpers here.

use dama::draughts::notation::movetext::full_move;
use dama::draughts::notation::pdn::{read_game, read_pdn, PdnGame};
use dama::Variant;

pub(super) fn game(text: &str) -> PdnGame {
    read_game(text, None).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

pub(super) fn game_of(variant: Variant, text: &str) -> PdnGame {
    read_game(text, Some(variant)).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The moves played, in full notation.
pub(super) fn moves(g: &PdnGame) -> Vec<String> {
    g.game
        .moves()
        .iter()
        .map(|m| full_move(g.variant, m))
        .collect()
}

/// Every game of `text`, each read without error.
pub(super) fn all_ok(text: &str) -> Vec<PdnGame> {
    read_pdn(text, None)
        .into_iter()
        .map(|g| g.unwrap_or_else(|e| panic!("{e}\n{text}")))
        .collect()
}

mod results;
mod robustness;
mod structure;
mod variants;
mod writing;
