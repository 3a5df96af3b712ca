//! The registry: every built-in game Dama plays, in menu order, and the one place a game is
//! opened from its name or from a game file. What comes in as text (the command line, the page,
//! a protocol) becomes an [`AnyGame`] here, the runtime switch over the families; everything
//! after it works through [`crate::game::GameRules`] and the traits built on it.

use std::sync::Arc;

use crate::common::wording::{Refusal, Wording};
use crate::draughts::{Draughts, Variant};
use crate::piece::{built_in_at, game_named, is_piece_game, PieceGame, PieceRules, BUILT_IN};

/// A game of either family.
#[derive(Clone, Debug)]
pub enum AnyGame {
    /// Draughts in one of its rule sets, Sixteen Soldiers, or house rules.
    Draughts(Draughts),
    /// Chess, shogi, or a game from a game file.
    Piece(PieceGame),
}

impl AnyGame {
    /// The game `name` names: a draughts game's name or alias, `house:<switches>`, a built-in
    /// piece game (`chess`, `shogi`…), or `file:` and a game file's JSON.
    pub fn named(name: &str) -> Result<AnyGame, Refusal> {
        if is_piece_game(name) {
            return Ok(AnyGame::Piece(game_named(name)?));
        }
        match Variant::parse(name) {
            Ok(v) => Ok(AnyGame::Draughts(Draughts::new(v))),
            Err(crate::draughts::rules::GameNameError::Unknown(n)) => Err(unknown(&n)),
            Err(e) => Err(e.into()),
        }
    }

    /// The piece game `name` names: none where it names a game of another family or no game
    /// at all, a refusal where it names a game file that does not read.
    pub fn piece_named(name: &str) -> Result<Option<PieceGame>, Refusal> {
        if !is_piece_game(name) {
            return Ok(None);
        }
        game_named(name).map(Some)
    }

    /// The game of a game file (its JSON text).
    pub fn from_game_file(json: &str) -> Result<AnyGame, Refusal> {
        let rules = PieceRules::from_json(json)?;
        Ok(AnyGame::Piece(PieceGame::new(Arc::new(rules))))
    }

    /// Every built-in game, in menu order: the draughts games, then the piece games.
    pub fn built_in() -> Vec<AnyGame> {
        let draughts = Variant::ALL
            .iter()
            .map(|&v| AnyGame::Draughts(Draughts::new(v)));
        let pieces = (0..BUILT_IN.len()).map(|i| AnyGame::Piece(built_in_at(i).clone()));
        draughts.chain(pieces).collect()
    }
}

/// The refusal of a name no game has, listing the names there are.
fn unknown(name: &str) -> Refusal {
    let pieces: Vec<&str> = BUILT_IN.iter().map(|(n, _)| *n).collect();
    let known = format!("{}, {}", Variant::names(), pieces.join(", "));
    Refusal::worded(
        format!(
            "unknown game `{name}`; known: {known}, house:<switches> for house rules, or a game file"
        ),
        Wording::new("engine.game.unknown")
            .with("name", name)
            .with("known", known),
    )
}
