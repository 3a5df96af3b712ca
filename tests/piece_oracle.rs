//! Differential tests: on positions from random play, the legal moves of chess and shogi equal
//! those of independent libraries (cozy-chess, MIT; shogi_legality_lite on shogi_core, MIT),
//! compared as UCI/USI text. Each test walks more than 10,000 positions.

use std::collections::BTreeSet;

use dama::piece::{
    built_in, movegen::legal_moves, notation::engine_move, Move, PieceGame, Position,
};
use dama::rng::Rng;

fn ours(g: &PieceGame, pos: &Position) -> (Vec<Move>, BTreeSet<String>) {
    let mut list = Vec::new();
    legal_moves(g, pos, &mut list);
    let text = list.iter().map(|m| engine_move(g, m)).collect();
    (list, text)
}

/// cozy-chess writes castling as the king taking its rook (`e1h1`); chess writes `e1g1`.
fn cozy_moves(board: &cozy_chess::Board) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    board.generate_moves(|moves| {
        for mv in moves {
            let castles = board.piece_on(mv.from) == Some(cozy_chess::Piece::King)
                && board.color_on(mv.to) == board.color_on(mv.from);
            let text = if castles {
                let file = if (mv.to.file() as usize) > (mv.from.file() as usize) {
                    'g'
                } else {
                    'c'
                };
                format!("{}{}{}", mv.from, file, mv.from.rank())
            } else {
                mv.to_string()
            };
            out.insert(text);
        }
        false
    });
    out
}

fn cozy_play(board: &mut cozy_chess::Board, text: &str) {
    let mut chosen = None;
    board.generate_moves(|moves| {
        for mv in moves {
            let castles = board.piece_on(mv.from) == Some(cozy_chess::Piece::King)
                && board.color_on(mv.to) == board.color_on(mv.from);
            let t = if castles {
                let file = if (mv.to.file() as usize) > (mv.from.file() as usize) {
                    'g'
                } else {
                    'c'
                };
                format!("{}{}{}", mv.from, file, mv.from.rank())
            } else {
                mv.to_string()
            };
            if t == text {
                chosen = Some(mv);
            }
        }
        false
    });
    board.play(chosen.expect("the oracle has the move"));
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
            let theirs = cozy_moves(&board);
            assert_eq!(mine, theirs, "{}", dama::piece::fen::write(&g, &pos));
            positions += 1;
            if list.is_empty() {
                break;
            }
            let mv = list[rng.below(list.len())];
            let text = engine_move(&g, &mv);
            cozy_play(&mut board, &text);
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
