//! Helpers of the piece-game tests: a game from a position, its legal moves as engine text,
//! moves played from text, positions written out, refused positions with the words of their
//! reason, positions laid out as the page's editor gives them, and perft against published
//! figures.

use std::collections::BTreeSet;
use std::sync::Arc;

use dama::page_api::piece_layout::{HandCount, LaidPiece, PieceLayout};
use dama::piece::game::{PieceRecord, Reason, Status};
use dama::piece::{built_in, fen, movegen::perft, notation::engine_move, PieceRules};

/// A game of the built-in `game` from `position` (FEN or SFEN).
pub fn record(game: &str, position: &str) -> PieceRecord {
    let g = Arc::new(built_in(game).unwrap());
    let pos = fen::parse(&g, position).unwrap_or_else(|e| panic!("{position}: {e}"));
    PieceRecord::from_position(g, pos)
}

/// The legal moves of `position`, as UCI or USI.
pub fn moves(game: &str, position: &str) -> BTreeSet<String> {
    legal(&record(game, position))
}

/// The legal moves of `position` from `square` (drops left out), as UCI or USI.
pub fn moves_from(game: &str, position: &str, square: &str) -> BTreeSet<String> {
    let r = record(game, position);
    r.legal_moves()
        .iter()
        .filter(|m| !m.is_drop() && r.game().square_name(m.from) == square)
        .map(|m| engine_move(r.game(), m))
        .collect()
}

/// The moves of `list`, as a set to compare legal moves with.
pub fn set(list: &[&str]) -> BTreeSet<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// The legal moves of `r`, as UCI or USI.
pub fn legal(r: &PieceRecord) -> BTreeSet<String> {
    r.legal_moves()
        .iter()
        .map(|m| engine_move(r.game(), m))
        .collect()
}

/// Plays the moves of `line` (engine notation, separated by spaces).
pub fn play(r: &mut PieceRecord, line: &str) {
    for m in line.split_whitespace() {
        r.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

/// A win of side `winner` (0 starts) for `reason`.
pub fn win(winner: u8, reason: Reason) -> Status {
    Status::Win { winner, reason }
}

/// A game of the built-in `game` from `position` after the moves of `line`.
pub fn played(game: &str, position: &str, line: &str) -> PieceRecord {
    let mut r = record(game, position);
    play(&mut r, line);
    r
}

/// The position of `r` as FEN or SFEN.
pub fn written(r: &PieceRecord) -> String {
    fen::write(r.game(), r.position())
}

/// The start position `start` of `game` has `moves` legal moves and is written back the same.
pub fn assert_start(game: &str, start: &str, moves: usize) {
    assert_eq!(self::moves(game, start).len(), moves, "{game}");
    round_trips(game, &[start]);
}

/// Each position reads and is written back the same.
pub fn round_trips(game: &str, positions: &[&str]) {
    let g = built_in(game).unwrap();
    for position in positions {
        let pos = fen::parse(&g, position).unwrap_or_else(|e| panic!("{position}: {e}"));
        assert_eq!(&fen::write(&g, &pos), position);
    }
}

/// Each position is refused with a message containing its words.
pub fn refused(game: &str, cases: &[(&str, &str)]) {
    let g = built_in(game).unwrap();
    for (position, says) in cases {
        let e = fen::parse(&g, position).unwrap_err();
        assert!(e.text.contains(says), "{position}: {e}");
    }
}

/// Perft of each case, written `name; position; figures`: the position as FEN or SFEN, or
/// `start` for the game's start; the figures from depth 1 on, `_` between thousands allowed.
pub fn assert_perft(g: &PieceRules, cases: &[&str]) {
    for case in cases {
        let [name, position, figures] = case.split("; ").collect::<Vec<_>>()[..] else {
            panic!("`{case}` is not `name; position; figures`");
        };
        let text = if position == "start" {
            &g.file.start
        } else {
            position
        };
        let pos = fen::parse(g, text).unwrap_or_else(|e| panic!("{name} {text}: {e}"));
        for (d, n) in figures.split_whitespace().enumerate() {
            let n: u64 = n.replace('_', "").parse().unwrap();
            let depth = d as u32 + 1;
            assert_eq!(
                perft(g, &pos, depth),
                n,
                "{} {name} ({text}) depth {depth}",
                g.name()
            );
        }
    }
}

/// A position as the page's editor gives it: the side to move, `(square, piece)` on the board,
/// `(side, kind, count)` in hand, and the castling rights.
pub fn layout(
    to_move: &str,
    pieces: &[(&str, &str)],
    hands: &[(&str, &str, u8)],
    castling: Option<&str>,
) -> PieceLayout {
    PieceLayout {
        to_move: to_move.into(),
        pieces: pieces
            .iter()
            .map(|(square, piece)| LaidPiece {
                square: square.to_string(),
                piece: piece.to_string(),
            })
            .collect(),
        hands: hands
            .iter()
            .map(|&(side, kind, count)| HandCount {
                side: side.to_string(),
                kind: kind.to_string(),
                count,
            })
            .collect(),
        castling: castling.map(str::to_string),
    }
}
