//! Turkish draughts (`docs/rules/turkish.md`): one test per rule of §6–§16, each from a
//! position in which that rule decides; the rules it shares with other games are rows of the
//! tables in `shared/`.

use crate::common::draughts::*;
use dama::draughts::game::{DrawReason, GameResult, WinReason};
use dama::draughts::notation::fen::{parse_fen, write_fen};
use dama::draughts::notation::movetext::{full_move, parse_move, write_move};
use dama::draughts::notation::square::parse_square;
use dama::{Color, Role, Variant};

const V: Variant = Variant::Turkish;

#[test]
fn turkish_white_moves_first_from_the_start() {
    // §4–5: sixteen men each on ranks 2–3 and 6–7, White to move; only the eight men of rank 3
    // can step (forward; sideways every square is taken).
    assert_eq!(Variant::from_name("turkish"), Some(V));
    let g = dama::Game::new(V);
    assert_eq!(g.position().side(), Color::White);
    let start = parse_fen(
        V,
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:\
         Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
    )
    .unwrap();
    assert_eq!(*g.position(), start);
    let mut texts: Vec<String> = g.legal_moves().iter().map(|m| full_move(V, m)).collect();
    texts.sort();
    assert_eq!(
        texts,
        sorted(&["a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4", "g3-g4", "h3-h4"])
    );
}

#[test]
fn turkish_men_step_forward_or_sideways_never_backward_or_diagonally() {
    // §6: one square straight forward or sideways; White forward is up, Black's down.
    assert_eq!(moves(V, "W:Wd4:Bh8"), sorted(&["d4-c4", "d4-d5", "d4-e4"]));
    assert_eq!(moves(V, "B:Wa1:Be5"), sorted(&["e5-d5", "e5-e4", "e5-f5"]));
}

#[test]
fn turkish_men_capture_forward_and_sideways_never_backward() {
    // §7: the man on d4 takes c4 or e4 beside it, never d3 behind it.
    assert_eq!(
        moves_with_captures(V, "W:Wd4:Bd3,c4,e4", Written::Full),
        sorted(&["d4xb4 c4", "d4xf4 e4"])
    );
    // Forward over d5; d3 behind stays.
    assert_eq!(
        moves_with_captures(V, "W:Wd4:Bd3,d5,h8", Written::Full),
        sorted(&["d4xd6 d5"])
    );
    // Black's forward is down the board: e5 takes e4, never e6 behind it.
    assert_eq!(
        moves_with_captures(V, "B:Wa1,e4,e6:Be5", Written::Full),
        sorted(&["e5xe3 e4"])
    );
}

#[test]
fn turkish_men_never_capture_diagonally() {
    // §2, §7: no diagonal lines; the four diagonal neighbours of d4 are out of reach.
    assert_eq!(
        moves(V, "W:Wd4:Bc3,c5,e3,e5,h8"),
        sorted(&["d4-c4", "d4-d5", "d4-e4"])
    );
}

#[test]
fn turkish_kings_fly_along_ranks_and_files_but_not_through_pieces() {
    // §8: like a rook; the own man on d6 stops the king at d5. No diagonal king moves.
    assert_eq!(
        moves(V, "W:WKd4,d6:Bh8"),
        sorted(&[
            "d4-a4", "d4-b4", "d4-c4", "d4-d1", "d4-d2", "d4-d3", "d4-d5", "d4-e4", "d4-f4",
            "d4-g4", "d4-h4", "d6-c6", "d6-d7", "d6-e6"
        ])
    );
}

#[test]
fn turkish_captured_pieces_leave_the_board_at_once() {
    // §10: b4 is taken first (b8 down to b2); its square is then empty, so c4 (which had b4
    // right behind it) can be taken from e4 later in the same move, the king landing on b4's
    // square or crossing it to a4. With pieces removed at the end, c4 could not be taken and
    // the move would stop after three pieces.
    assert_eq!(
        moves_with_captures(V, "W:WKb8:Bb4,c4,e3,d2", Written::Full),
        sorted(&["b8xb2xe2xe4xa4 b4,c4,e3,d2", "b8xb2xe2xe4xb4 b4,c4,e3,d2"])
    );
    let mut g = game(V, "W:WKb8:Bb4,c4,e3,d2,h5");
    play(&mut g, "b8xb2xe2xe4xb4");
    assert_eq!(g.position(), &parse_fen(V, "B:WKb4:Bh5").unwrap());
}

#[test]
fn turkish_no_180_degree_turn_between_two_jumps() {
    // §9–10: after taking c4 the king may not turn straight back over d4's (empty) square to
    // take e4, nor the other way round, so each capture takes one piece.
    assert_eq!(
        moves_with_captures(V, "W:WKd4:Bc4,e4", Written::Full),
        sorted(&["d4xa4 c4", "d4xb4 c4", "d4xf4 e4", "d4xg4 e4", "d4xh4 e4"])
    );
}

#[test]
fn turkish_majority_rule_counts_kings_and_men_alike_without_king_priority() {
    // §11: the man's capture of two men beats the king's capture of a king (one piece).
    assert_eq!(
        moves_with_captures(V, "W:WKa1,a5,e5:BKa3,e6,f7", Written::Full),
        sorted(&["e5xe7xg7 f7,e6"])
    );
    // A king taken by a king and a man taken by a man are one piece each: free choice.
    assert_eq!(
        moves_with_captures(V, "W:WKa1,a5,e5:BKa3,e6", Written::Full),
        sorted(&["a1xa4 a3", "e5xe7 e6"])
    );
}

#[test]
fn turkish_capture_is_compulsory_and_must_be_completed() {
    // §11: the man must take d5 and then e6; stopping on d6 is not a move, nor is a quiet move.
    assert_eq!(moves(V, "W:Wd4,a2:Bd5,e6,h8"), sorted(&["d4xd6xf6"]));
    let mut g = game(V, "W:Wd4,a2:Bd5,e6,h8");
    assert!(g.play_text("d4xd6").is_err());
    assert!(g.play_text("a2-a3").is_err());
    play(&mut g, "d4xd6xf6");
    assert_eq!(g.position(), &parse_fen(V, "B:Wa2,f6:Bh8").unwrap());
}

#[test]
fn turkish_man_reaching_the_far_rank_mid_capture_goes_on_as_a_man() {
    // §12 (project reading): on c8 the man can still take d8 sideways, as a man (one square
    // beyond), and is crowned on e8 where the move ends. A king would have gone on down the e
    // file over e5.
    assert_eq!(
        moves_with_captures(V, "W:Wc6:Bc7,d8,e5", Written::Full),
        sorted(&["c6xc8xe8 d8,c7"])
    );
    let mut g = game(V, "W:Wc6:Bc7,d8,e5");
    let mv = play(&mut g, "c6xc8xe8");
    assert!(mv.crowned);
    assert_eq!(g.position(), &parse_fen(V, "B:WKe8:Be5").unwrap());
}

#[test]
fn turkish_man_ending_its_move_on_the_far_rank_is_crowned() {
    // §12: a simple move and a capture that end on rank 8 crown the man; Black is crowned on
    // rank 1.
    let king_on = |g: &dama::Game, s: &str| {
        g.position()
            .piece_at(parse_square(V, s).unwrap())
            .map(|p| p.role)
            == Some(Role::King)
    };
    let mut g = game(V, "W:Wc7,a2:Bh2,h3");
    assert!(play(&mut g, "c7-c8").crowned);
    assert!(king_on(&g, "c8"));
    let mut g = game(V, "W:Wc6,a2:Bc7,h2");
    assert!(play(&mut g, "c6xc8").crowned);
    assert!(king_on(&g, "c8"));
    let mut g = game(V, "B:Wh7,a7:Bd2,h3");
    assert!(play(&mut g, "d2-d1").crowned);
    assert!(king_on(&g, "d1"));
    // A man that ends elsewhere stays a man.
    let mut g = game(V, "W:Wc6,a2:Bh2,h3");
    assert!(!play(&mut g, "c6-c7").crowned);
    assert!(!king_on(&g, "c7"));
}

#[test]
fn turkish_one_piece_each_is_drawn_at_once() {
    // §14 (project choice): one piece each, and the side to move cannot take the other.
    for fen in ["W:WKa1:Bh8", "W:Wd4:Bd6", "B:WKa1:Bd5"] {
        let g = game(V, fen);
        assert!(
            matches!(
                g.result(),
                GameResult::Draw {
                    reason: DrawReason::Material(_)
                }
            ),
            "{fen}: {:?}",
            g.result()
        );
        assert!(g.legal_moves().is_empty(), "{fen}");
    }
}

#[test]
fn turkish_one_piece_each_plays_on_when_the_side_to_move_takes_the_last() {
    // §14 (project choice): the capture is compulsory and wins.
    let mut g = game(V, "W:WKa1:Ba5");
    assert_eq!(g.result(), GameResult::Ongoing);
    assert_eq!(moves(V, "W:WKa1:Ba5"), sorted(&["a1xa6", "a1xa7", "a1xa8"]));
    play(&mut g, "a1xa8");
    assert_eq!(g.result(), win(Color::White, WinReason::NoPiecesLeft));
}

#[test]
fn turkish_one_piece_each_after_a_capture_is_drawn() {
    // §14: White takes a5 and is left with its king against the man on h8, which cannot take it.
    let mut g = game(V, "W:WKa1:Ba5,h8");
    play(&mut g, "a1xa7");
    assert!(matches!(
        g.result(),
        GameResult::Draw {
            reason: DrawReason::Material(_)
        }
    ));
}

#[test]
fn turkish_a_man_move_starts_the_forty_moves_again() {
    // §14: 79 king plies, then a man move: the count starts again, and the draw comes 80 king
    // plies later.
    assert_eq!(
        draw_reason_after_a_man_move(V, "W:WKd1,h1:BKe8,a8", 79, 90, 80),
        DrawReason::KingMoves(40)
    );
}

#[test]
fn turkish_fen_of_section_16_reads_kings_and_men_and_writes_back() {
    // §16: `W:WKd1,c3:Bc5,e6`.
    let fen = "W:WKd1,c3:Bc5,e6";
    let pos = parse_fen(V, fen).unwrap();
    let sq = |s: &str| parse_square(V, s).unwrap();
    assert_eq!(pos.side(), Color::White);
    let piece = |s: &str| pos.piece_at(sq(s)).map(|p| (p.color, p.role));
    assert_eq!(piece("d1"), Some((Color::White, Role::King)));
    assert_eq!(piece("c3"), Some((Color::White, Role::Man)));
    assert_eq!(piece("c5"), Some((Color::Black, Role::Man)));
    assert_eq!(piece("e6"), Some((Color::Black, Role::Man)));
    assert_eq!(pos.occupied().count(), 4);
    // Written back (squares in the project's order), it reads as the same position.
    let written = write_fen(V, &pos);
    assert_eq!(parse_fen(V, &written).unwrap(), pos);
    // §3: every one of the 64 squares is a square.
    assert_eq!(V.board().all.count(), 64);
}

#[test]
fn turkish_multi_capture_notation_of_section_16() {
    // §16: `d3xd5xf5` lists the landing square where the direction changes; the short form
    // `d3xf5` reads the same move (RULES.md §4).
    let pos = parse_fen(V, "W:Wd3:Bd4,e5,h8").unwrap();
    let legal = dama::legal_moves(V, &pos);
    assert_eq!(legal.len(), 1);
    let mv = legal.as_slice()[0];
    assert_eq!(full_move(V, &mv), "d3xd5xf5");
    assert_eq!(parse_move(V, &pos, "d3xd5xf5").unwrap(), mv);
    assert_eq!(parse_move(V, &pos, "d3xf5").unwrap(), mv);
    assert_eq!(write_move(V, &pos, &mv), "d3xf5");
    // Simple moves `e3-e4` and `d3-c3`; capture `a5xa1` (a black king down the a file).
    let pos = parse_fen(V, "W:We3,d3:Bh8").unwrap();
    assert!(parse_move(V, &pos, "e3-e4").is_ok());
    assert!(parse_move(V, &pos, "d3-c3").is_ok());
    let pos = parse_fen(V, "B:Wa3,h1:BKa5").unwrap();
    let mv = parse_move(V, &pos, "a5xa1").unwrap();
    assert_eq!(full_move(V, &mv), "a5xa1");
}
