//! Differential tests: on positions from random play, the legal moves of chess and shogi equal
//! those of independent libraries (cozy-chess, MIT; shogi_legality_lite on shogi_core, MIT),
//! compared as UCI/USI text. Each test walks more than 10,000 positions.

use std::collections::BTreeSet;

use dama::common::rng::Rng;
use dama::piece::{
    built_in, movegen::legal_moves, notation::engine_move, Move, PieceRules, Position,
};

fn ours(g: &PieceRules, pos: &Position) -> (Vec<Move>, BTreeSet<String>) {
    let mut list = Vec::new();
    legal_moves(g, pos, &mut list);
    let text = list.iter().map(|m| engine_move(g, m)).collect();
    (list, text)
}

/// A cozy-chess move as UCI: cozy-chess writes castling as the king taking its rook (`e1h1`),
/// chess as the king's two steps (`e1g1`).
fn cozy_text(board: &cozy_chess::Board, mv: cozy_chess::Move) -> String {
    let castles = board.piece_on(mv.from) == Some(cozy_chess::Piece::King)
        && board.color_on(mv.to) == board.color_on(mv.from);
    if castles {
        let file = if (mv.to.file() as usize) > (mv.from.file() as usize) {
            'g'
        } else {
            'c'
        };
        format!("{}{}{}", mv.from, file, mv.from.rank())
    } else {
        mv.to_string()
    }
}

/// Every legal move of cozy-chess, as UCI, each with the move itself.
fn cozy_moves(board: &cozy_chess::Board) -> Vec<(String, cozy_chess::Move)> {
    let mut out = Vec::new();
    board.generate_moves(|moves| {
        out.extend(moves.into_iter().map(|mv| (cozy_text(board, mv), mv)));
        false
    });
    out
}

#[test]
fn chess_moves_equal_cozy_chess_on_random_play() {
    let g = built_in("chess").unwrap();
    let mut rng = Rng::new(7);
    let mut positions = 0;
    while positions < 12_000 {
        let mut pos = g.start.clone();
        let mut board = cozy_chess::Board::default();
        for _ in 0..160 {
            let (list, mine) = ours(&g, &pos);
            let oracle = cozy_moves(&board);
            let theirs: BTreeSet<String> = oracle.iter().map(|(t, _)| t.clone()).collect();
            assert_eq!(mine, theirs, "{}", dama::piece::fen::write(&g, &pos));
            positions += 1;
            if list.is_empty() {
                break;
            }
            let mv = list[rng.below(list.len())];
            let text = engine_move(&g, &mv);
            let chosen = oracle
                .iter()
                .find(|(t, _)| *t == text)
                .expect("the oracle has the move")
                .1;
            board.play(chosen);
            pos = pos.after(&g, &mv);
        }
    }
}

fn usi(mv: &shogi_core::Move) -> String {
    use shogi_core::ToUsi;
    mv.to_usi_owned()
}

#[test]
fn shogi_moves_equal_shogi_legality_lite_on_random_play() {
    let g = built_in("shogi").unwrap();
    let mut rng = Rng::new(11);
    let mut positions = 0;
    while positions < 12_000 {
        let mut pos = g.start.clone();
        let mut theirs_pos = shogi_core::PartialPosition::startpos();
        for _ in 0..200 {
            let (list, mine) = ours(&g, &pos);
            let oracle = shogi_legality_lite::all_legal_moves_partial(&theirs_pos);
            let theirs: BTreeSet<String> = oracle.iter().map(usi).collect();
            assert_eq!(mine, theirs, "{}", dama::piece::fen::write(&g, &pos));
            positions += 1;
            if list.is_empty() {
                break;
            }
            let mv = list[rng.below(list.len())];
            let text = engine_move(&g, &mv);
            let theirs_mv = *oracle
                .iter()
                .find(|m| usi(m) == text)
                .expect("the oracle has the move");
            theirs_pos.make_move(theirs_mv).expect("a legal move plays");
            pos = pos.after(&g, &mv);
        }
    }
}
