//! Piece games: chess, shogi and games defined in a game file. One engine reads a game's
//! description ([`file::GameFile`], JSON) into tables ([`PieceRules`]) and generates the moves of
//! any board up to 12x12 with holes: leapers, riders with a range, hoppers, draughts-style jump
//! captures with chains, first-move steps, en passant, castling, promotion with a choice,
//! drops, and per side its royal pieces and how it loses. Chess and shogi are game files
//! themselves (`src/piece/games/chess.json`, `src/piece/games/shogi.json`).

pub mod bits;
pub mod compile;
pub mod csa;
pub mod eval;
pub mod fen;
pub mod file;
pub mod game;
pub mod movegen;
pub mod notation;
pub mod pgn;
mod pgn_lines;
mod play;
pub mod position;
pub mod restriction;
pub mod rules;
pub mod search;

pub use compile::GameFileError;
pub use position::{Move, Position};
pub use rules::PieceRules;

use crate::common::wording::{Refusal, Wording};
pub use game::PieceGame;

/// The text of the built-in game files: chess, shogi, xiangqi, makruk and the example games of `src/piece/games/`.
pub const BUILT_IN: [(&str, &str); 10] = [
    ("chess", include_str!("games/chess.json")),
    ("shogi", include_str!("games/shogi.json")),
    ("minishogi", include_str!("games/minishogi.json")),
    ("los-alamos", include_str!("games/los-alamos.json")),
    ("capablanca", include_str!("games/capablanca.json")),
    (
        "chess-vs-draughts",
        include_str!("games/chess-vs-draughts.json"),
    ),
    ("catapult-chess", include_str!("games/catapult-chess.json")),
    ("xiangqi", include_str!("games/xiangqi.json")),
    ("minixiangqi", include_str!("games/minixiangqi.json")),
    ("makruk", include_str!("games/makruk.json")),
];

/// Each built-in game, compiled with its evaluation the first time it is asked for.
static COMPILED: [std::sync::OnceLock<PieceGame>; BUILT_IN.len()] =
    [const { std::sync::OnceLock::new() }; BUILT_IN.len()];

/// The built-in game at `index` of [`BUILT_IN`] (modulo its length), compiled once.
pub fn built_in_at(index: usize) -> &'static PieceGame {
    let i = index % BUILT_IN.len();
    COMPILED[i].get_or_init(|| {
        let rules =
            PieceRules::from_json(BUILT_IN[i].1).expect("the built-in game files are valid");
        PieceGame::built_in(std::sync::Arc::new(rules))
    })
}

/// The index in [`BUILT_IN`] of the built-in game named `name` (any case).
fn built_in_index(name: &str) -> Option<usize> {
    BUILT_IN
        .iter()
        .position(|(n, _)| n.eq_ignore_ascii_case(name.trim()))
}

/// The built-in piece game named `name` (`chess`, `shogi`, `minishogi`…).
pub fn built_in(name: &str) -> Option<PieceRules> {
    let (_, text) = BUILT_IN
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name.trim()))?;
    Some(PieceRules::from_json(text).expect("the built-in game files are valid"))
}

/// The prefix of a game named by its game file: `file:` and the file's JSON.
pub const FILE_PREFIX: &str = "file:";

/// The piece game named `name`, as [`rules_named`] reads it, ready to play: a built-in one is
/// compiled once and shared.
pub fn game_named(name: &str) -> Result<PieceGame, Refusal> {
    match built_in_index(name) {
        Some(i) if !name.starts_with(FILE_PREFIX) => Ok(built_in_at(i).clone()),
        _ => rules_named(name).map(PieceGame::new),
    }
}

/// Whether `name` names a piece game: a built-in one or `file:` and a game file.
pub fn is_piece_game(name: &str) -> bool {
    name.starts_with(FILE_PREFIX) || BUILT_IN.iter().any(|(n, _)| *n == name.trim())
}

/// The piece game named `name`: a built-in one (`chess`, `shogi`, `minishogi`…) or `file:` and
/// a game file's JSON.
pub fn rules_named(name: &str) -> Result<std::sync::Arc<PieceRules>, Refusal> {
    if let Some(json) = name.strip_prefix(FILE_PREFIX) {
        return PieceRules::from_json(json)
            .map(std::sync::Arc::new)
            .map_err(|e| {
                Refusal::from(e).within(
                    "the game file",
                    Wording::new("engine.piece.file.game-file"),
                    "error",
                )
            });
    }
    let built = built_in_index(name).map(|i| built_in_at(i).rules().clone());
    built.ok_or_else(|| {
        Refusal::worded(
            format!("`{name}` is not a piece game Dama knows"),
            Wording::new("engine.piece.unknown-game").with("name", name),
        )
    })
}

/// The name that rebuilds `g`: its own for a built-in game, else `file:` and its file.
pub fn name_of(g: &PieceRules) -> String {
    let json = g.file_json();
    match built_in_index(g.name()) {
        Some(i) if built_in_at(i).file_json() == json => g.name().to_string(),
        _ => format!("{FILE_PREFIX}{json}"),
    }
}
