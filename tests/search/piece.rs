//! The bot in piece games: it finds mates and wins material, keeps its node budget, and every
//! level, the MCTS and the classic bots play legal moves to the end of a game; and the search's
//! node-count signature.

use std::sync::Arc;

use crate::common::piece::record;
use crate::common::search::depth;
use dama::piece::game::{PieceRecord, Status};
use dama::piece::PieceGame;
use dama::piece::{built_in, notation::engine_move};
use dama::search::bot::Bot;
use dama::search::levels::Opponent;
use dama::search::Searcher;
use dama::search::{Limits, Resume};

fn best(r: &PieceRecord, limits: Limits) -> String {
    let mut bot = Bot::new(Opponent::MASTER, 1);
    let found = bot.think(r, Some(limits), &mut |_| {});
    engine_move(r.game(), &found.best.expect("a move"))
}

#[test]
fn chess_mate_in_one_and_in_two() {
    assert_eq!(
        best(
            &record("chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"),
            depth(2)
        ),
        "a1a8"
    );
    // Mate in two: 1. Qh6 (threat Qg7#) … the queen and rook mate.
    let r = record("chess", "6k1/5p1p/6p1/8/8/8/5Q2/4R1K1 w - - 0 1");
    let mut bot = Bot::new(Opponent::MASTER, 1);
    let found = bot.think(&r, Some(depth(5)), &mut |_| {});
    assert!(
        found.info.score > 29_000,
        "mate found: {}",
        found.info.score
    );
}

#[test]
fn chess_wins_a_hanging_queen_and_shogi_a_hanging_rook() {
    assert_eq!(
        best(
            &record("chess", "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1"),
            depth(3)
        ),
        "d2d5"
    );
    assert_eq!(
        best(
            &record("shogi", "4k4/9/9/9/4r4/9/9/4R4/4K4 b - 1"),
            depth(3)
        ),
        "5h5e"
    );
}

#[test]
fn the_node_budget_is_kept_to_the_node() {
    let r = record(
        "chess",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    for n in [60, 1000, 5000] {
        let mut bot = Bot::new(Opponent::MASTER, 1);
        let found = bot.think(
            &r,
            Some(Limits {
                nodes: Some(n),
                ..Limits::default()
            }),
            &mut |_| {},
        );
        assert!(found.info.nodes <= n, "{} > {n}", found.info.nodes);
        assert!(found.best.is_some());
    }
}

#[test]
fn every_opponent_plays_legal_moves_to_the_end() {
    for game in ["chess", "shogi"] {
        let g = Arc::new(built_in(game).unwrap());
        for (a, b) in [
            ("level:1", "level:2"),
            ("mcts:1", "greedy"),
            ("alphabeta:2", "minimax:1"),
        ] {
            let mut bots = [
                Bot::new(Opponent::parse(a).unwrap(), 3),
                Bot::new(Opponent::parse(b).unwrap(), 4),
            ];
            let mut r = PieceRecord::new(g.clone());
            while r.status() == Status::Ongoing && r.moves_played().len() < 60 {
                let side = r.position().side as usize;
                let mv = bots[side]
                    .think(&r, None, &mut |_| {})
                    .best
                    .expect("a move while the game goes on");
                r.play(&mv).expect("the bot's move is legal");
            }
            assert!(r.moves_played().len() >= 10, "{game} {a} {b}");
        }
    }
}

/// A target time ends the deepening between iterations, long before the hard time would.
#[test]
fn no_piece_iteration_begins_after_half_the_target() {
    let r = record(
        "chess",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    let mut bot = Bot::new(Opponent::MASTER, 1);
    let limits = Limits {
        time_ms: Some(600_000.0),
        target_ms: Some(1e-6),
        ..Limits::default()
    };
    let found = bot.think(&r, Some(limits), &mut |_| {});
    assert_eq!(found.info.depth, 1);
    assert!(found.best.is_some());
}

/// As in draughts, a search resumed after an earlier one's deepest iteration reports only deeper
/// ones, and cut before it completes one it answers with the earlier result.
#[test]
fn a_resumed_search_begins_after_the_iteration_it_resumes() {
    let r = record(
        "chess",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    let mut bot = Bot::new(Opponent::MASTER, 1);
    let earlier = bot.think(&r, Some(depth(4)), &mut |_| {});
    let resume = Some(Resume {
        depth: 4,
        score: earlier.info.score,
    });
    let mut depths = Vec::new();
    let next = bot.think(&r, Some(Limits { resume, ..depth(6) }), &mut |i| {
        depths.push(i.depth)
    });
    assert_eq!(depths, [5, 6]);
    assert_eq!(next.info.depth, 6);
    let cut = bot.think(
        &r,
        Some(Limits {
            nodes: Some(1),
            resume,
            ..Limits::default()
        }),
        &mut |_| panic!("no iteration completes"),
    );
    assert_eq!((cut.info.depth, cut.info.score), (4, earlier.info.score));
    assert_eq!(cut.info.pv.first(), cut.best.as_ref());
}

/// The positions of the node-count signature: each game's start, then positions reached by
/// moves from it (engine notation), then FENs (chess: the perft positions of
/// `tests/data/piece-perft.md`).
const SIGNATURE_POSITIONS: [(&str, &[&str], &[&str]); 2] = [
    (
        "chess",
        &["", "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6"],
        &[
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        ],
    ),
    (
        "shogi",
        &[
            "",
            "7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d",
            "7g7f 3c3d 8h2b+ 3a2b B*4e",
            "2g2f 8c8d 2f2e 8d8e 7g7f 8e8f 8g8f 8b8f P*8g 8f8d",
        ],
        &[],
    ),
];

/// The search's depth in the signature.
const SIGNATURE_DEPTH: u32 = 5;

/// Nodes of a fixed-depth search (depth [`SIGNATURE_DEPTH`], one thread, a fresh searcher with
/// a table of 2^16 entries, no noise) from each position of [`SIGNATURE_POSITIONS`], summed per
/// game. It records the search's behaviour as it is: a change in a count is a change in what
/// the search does (its pruning, ordering, extensions, evaluation or move generation), which the
/// commit that makes it must explain, and then update the figures deliberately.
#[test]
fn piece_node_count_signature() {
    let mut got = Vec::new();
    let mut per_position = Vec::new();
    for (name, lines, fens) in SIGNATURE_POSITIONS {
        let g = PieceGame::new(Arc::new(built_in(name).unwrap()));
        let mut records = Vec::new();
        for line in lines {
            let mut r = PieceRecord::new(g.clone());
            for m in line.split_whitespace() {
                r.play_text(m).unwrap_or_else(|e| panic!("{name} {m}: {e}"));
            }
            records.push(r);
        }
        for text in fens {
            records.push(record(name, text));
        }
        let mut each = Vec::new();
        for r in &records {
            let mut searcher = Searcher::new(16);
            let found = searcher.search(r, &depth(SIGNATURE_DEPTH), &mut |_| {});
            assert_eq!(found.info.depth, SIGNATURE_DEPTH, "{name}");
            each.push(found.info.nodes);
        }
        got.push((name, each.iter().sum::<u64>()));
        per_position.push((name, each));
    }
    assert_eq!(
        got, PIECE_SIGNATURE,
        "piece search signature changed; per position: {per_position:?}"
    );
}

/// Nodes per game; per position, in order: chess 6,833, 41,868, 81,186, 5,623, 105,400, 14,751;
/// shogi 8,606, 39,523, 76,512, 21,495. Before the piece games moved onto the one search (its
/// own searcher, which also counted each node at the horizon twice) they were chess 283,316
/// (11,939, 74,858, 121,477, 7,703, 35,888, 31,451) and shogi 300,962 (19,730, 91,862, 143,268,
/// 46,102); the one search adds aspiration windows, the evaluation cache and the late move
/// reductions of draughts (a ply from the second quiet move away from the principal variation,
/// two from the seventh).
const PIECE_SIGNATURE: [(&str, u64); 2] = [("chess", 255_661), ("shogi", 146_136)];

#[test]
fn several_lines_each_a_different_root_move_the_winning_one_first() {
    let r = record("chess", "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
    let mut bot = Bot::new(Opponent::MASTER, 1);
    let limits = Limits {
        lines: Some(3),
        ..depth(5)
    };
    let found = bot.think(&r, Some(limits), &mut |_| {});
    let lines = &found.info.lines;
    assert_eq!(lines.len(), 3);
    let firsts: Vec<String> = lines
        .iter()
        .map(|l| engine_move(r.game(), &l.pv[0]))
        .collect();
    assert_eq!(firsts[0], "d2d5");
    assert_ne!(firsts[1], firsts[2]);
    assert!(!firsts[1..].contains(&firsts[0]));
    assert_eq!(lines[0].score, found.info.score);
    assert!(
        lines[1].score < lines[0].score - 500,
        "only taking the queen wins: {:?}",
        lines.iter().map(|l| l.score).collect::<Vec<_>>()
    );
    // More lines asked for than there are moves: one line per move (here the king's only one).
    let r = record("chess", "7k/8/8/8/8/8/6R1/K7 b - - 0 1");
    let found = bot.think(
        &r,
        Some(Limits {
            lines: Some(5),
            ..depth(3)
        }),
        &mut |_| {},
    );
    assert_eq!(found.info.lines.len(), 1);
    assert_eq!(engine_move(r.game(), &found.info.lines[0].pv[0]), "h8h7");
}
