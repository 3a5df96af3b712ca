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

/// Walks random games of the built-in `game` from its start (`plies` moves at most each, picked
/// by `seed`) until more than `positions` positions are compared: at each, our legal moves
/// equal the oracle's. The oracle starts at `start`, lists its moves as engine text each with
/// its own move (`moves`) and plays one (`play`).
fn agrees_on_random_play<Oracle, OracleMove: Copy>(
    game: &str,
    seed: u64,
    plies: usize,
    start: impl Fn() -> Oracle,
    moves: impl Fn(&Oracle) -> Vec<(String, OracleMove)>,
    play: impl Fn(&mut Oracle, OracleMove),
) {
    let g = built_in(game).unwrap();
    let mut rng = Rng::new(seed);
    let mut positions = 0;
    while positions < 12_000 {
        let mut pos = g.start.clone();
        let mut oracle = start();
        for _ in 0..plies {
            let (list, mine) = ours(&g, &pos);
            let listed = moves(&oracle);
            let theirs: BTreeSet<String> = listed.iter().map(|(t, _)| t.clone()).collect();
            assert_eq!(mine, theirs, "{}", dama::piece::fen::write(&g, &pos));
            positions += 1;
            if list.is_empty() {
                break;
            }
            let mv = list[rng.below(list.len())];
            let text = engine_move(&g, &mv);
            let chosen = listed
                .iter()
                .find(|(t, _)| *t == text)
                .expect("the oracle has the move")
                .1;
            play(&mut oracle, chosen);
            pos = pos.after(&g, &mv);
        }
    }
}

#[test]
fn chess_moves_equal_cozy_chess_on_random_play() {
    agrees_on_random_play(
        "chess",
        7,
        160,
        cozy_chess::Board::default,
        cozy_moves,
        |board, mv| board.play(mv),
    );
}

fn usi(mv: &shogi_core::Move) -> String {
    use shogi_core::ToUsi;
    mv.to_usi_owned()
}

#[test]
fn shogi_moves_equal_shogi_legality_lite_on_random_play() {
    agrees_on_random_play(
        "shogi",
        11,
        200,
        shogi_core::PartialPosition::startpos,
        |pos| {
            shogi_legality_lite::all_legal_moves_partial(pos)
                .iter()
                .map(|mv| (usi(mv), *mv))
                .collect()
        },
        |pos, mv| {
            pos.make_move(mv).expect("a legal move plays");
        },
    );
}
