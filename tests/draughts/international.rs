//! International draughts (`docs/rules/international.md`), Antidraughts and Breakthrough: one
//! test per rule, each from a position in which that rule decides; the rules they share with
//! other games are rows of the tables in `shared/`.

use crate::common::draughts::*;
use dama::draughts::game::{DrawReason, GameResult, WinReason};
use dama::draughts::notation::square::parse_square;
use dama::draughts::restriction::Restriction;
use dama::{Color, Variant};

const V: Variant = Variant::International;

#[test]
fn white_moves_first_from_the_standard_start() {
    let g = dama::Game::new(V);
    assert_eq!(g.position().side(), Color::White);
    assert_eq!(g.fen(), "W:W31-50:B1-20");
    assert_eq!(g.legal_moves().len(), 9);
}

#[test]
fn capture_is_compulsory() {
    assert_eq!(moves(V, "W:W28,40:B33"), sorted(&["28x39"]));
    assert_eq!(
        why(V, "W:W28,40:B33", "40", "34"),
        Some(Restriction::CaptureCompulsory {
            pieces: vec!["28".into()]
        })
    );
}

#[test]
fn majority_rule_forbids_the_smaller_capture() {
    // 28x19 takes one piece; two other captures take two.
    let fen = "W:W28,47:B23,42,32";
    assert_eq!(moves(V, fen), sorted(&["28x37x48", "47x38x27"]));
    let restriction = why(V, fen, "28", "19").unwrap();
    assert_eq!(
        restriction,
        Restriction::Majority {
            required: 2,
            taken: 1
        }
    );
    assert!(restriction.message().contains("most pieces"));
}

#[test]
fn a_man_may_change_direction_between_jumps() {
    assert_eq!(
        moves_with_captures(V, "W:W7:B12,13,22", Written::Full),
        sorted(&["7x18x27 12,22", "7x18x9 12,13"])
    );
}

#[test]
fn a_jumped_piece_stays_on_the_board_and_blocks_until_the_move_ends() {
    // The king takes 37 and 28 on the long diagonal; with 37 removed at once it could turn back
    // through 37's square to take 42 as well. Dead pieces block, so the move ends on 23/19/14.
    let caps = moves_with_captures(V, "W:WK46:B37,28,42,33", Written::Full);
    assert!(caps.iter().all(|m| !m.ends_with("28,33,37,42")), "{caps:?}");
    for m in &caps {
        let captured = m.split(' ').nth(1).unwrap().split(',').count();
        let jumps = m.split(' ').next().unwrap().matches('x').count();
        assert_eq!(captured, jumps, "a piece jumped twice in {m}");
    }
}

#[test]
fn capture_with_different_pieces_between_the_same_squares_is_two_moves_in_long_notation() {
    let fen = "B:W6,K17,27,32,37-39,41,49:B7,12,13,15,K50";
    let ms = moves(V, fen);
    assert!(ms.contains(&"50x33x42x31x22x11".to_string()), "{ms:?}");
    assert!(ms.contains(&"50x33x47x36x22x11".to_string()), "{ms:?}");
    let pos = dama::draughts::notation::fen::parse_fen(V, fen).unwrap();
    assert!(dama::draughts::notation::movetext::parse_move(V, &pos, "50x11").is_err());
}

#[test]
fn a_capture_into_the_five_move_configuration_restarts_the_count() {
    // 3 v 1: after White loses a piece the 5-move count starts afresh from that capture.
    let mut g = game(V, "B:WK47,K49,28:BK17");
    play(&mut g, "17x39");
    assert_eq!(first_end(&shuffle(&mut g, 12, 0)), Some(10));
}

#[test]
fn antidraughts_side_without_moves_wins() {
    let mut g = game(Variant::Antidraughts, "W:W28:B23");
    play(&mut g, "28x19");
    assert_eq!(g.result(), win(Color::Black, WinReason::NoMovesLeft));
}

#[test]
fn antidraughts_moves_as_international() {
    assert_eq!(
        moves(Variant::Antidraughts, "W:W28,47:B23,42,32"),
        moves(V, "W:W28,47:B23,42,32")
    );
}

#[test]
fn breakthrough_first_king_wins() {
    let mut g = game(Variant::Breakthrough, "W:W6,40:B45");
    play(&mut g, "6-1");
    assert_eq!(g.result(), win(Color::White, WinReason::FirstKing));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn breakthrough_man_passing_the_last_row_mid_capture_does_not_win() {
    let mut g = game(Variant::Breakthrough, "W:W13:B7,8,40");
    play(&mut g, "13x2x11");
    assert_eq!(g.result(), GameResult::Ongoing);
}

#[test]
fn breakthrough_set_up_position_with_a_king_is_won() {
    let g = game(Variant::Breakthrough, "B:WK3,40:B45");
    assert!(matches!(
        g.result(),
        GameResult::Win {
            winner: Color::White,
            ..
        }
    ));
}

// --- Rules added by the rules audit: each from a position in which the rule decides. ---

#[test]
fn numbering_runs_from_blacks_back_row_with_46_on_a1() {
    // §2–3: 1 is b10, 5 is j10, 46 is a1 (dark, at White's left), 50 is i1.
    assert_eq!(algebraic_names(V, "1 5 6 46 50"), "b10 j10 a9 a1 i1");
    assert!(parse_square(V, "51").is_none());
}

#[test]
fn a_king_may_capture_again_along_the_same_diagonal() {
    // §9: after 37 the king goes on along the long diagonal over 23. Landing on 32 or 28 between
    // them gives the same move (RULES.md §5), so there are four moves, one per final square.
    assert_eq!(
        moves_with_captures(V, "W:WK46:B37,23", Written::Short),
        sorted(&["46x10 23,37", "46x14 23,37", "46x19 23,37", "46x5 23,37"])
    );
}

#[test]
fn a_king_may_cross_an_empty_square_twice_in_one_capture() {
    // §10: the king passes 32 on its first jump (38 over 27) and again on its last (23 over 28),
    // where it may also stop.
    assert_eq!(
        moves_with_captures(V, "W:WK38:B27,17,18,28", Written::Short),
        sorted(&[
            "38x32 17,18,27,28",
            "38x37 17,18,27,28",
            "38x41 17,18,27,28",
            "38x46 17,18,27,28"
        ])
    );
}

#[test]
fn no_preference_for_capturing_with_a_king_or_capturing_a_king() {
    // §11: the man's capture of a man and the king's capture of a king both take one piece, so
    // both are legal (unlike Czech king priority or Italian quality).
    assert_eq!(
        moves(V, "W:W31,K50:BK39,27"),
        sorted(&["31x22", "50x11", "50x17", "50x22", "50x28", "50x33", "50x6"])
    );
}

#[test]
fn a_mans_two_piece_capture_beats_a_kings_one_piece_capture() {
    // §11, §17: the majority rule compares the captures of all pieces. Without the men's
    // two-piece captures, the king (5x14, 5x19) and the man on 28 (28x19) could take one each.
    assert_eq!(
        moves(V, "W:W28,K5:B23,10"),
        sorted(&["28x19", "5x14", "5x19"])
    );
    assert_eq!(
        moves(V, "W:W28,47,K5:B23,42,32,10"),
        sorted(&["28x37x48", "47x38x27"])
    );
}

#[test]
fn repetition_needs_the_same_side_to_move() {
    // §14.1: the kings lose tempi along one diagonal (46-37-41-46, 6-17-11-6), so the start
    // placement comes back with Black to move (plies 5, 15) and with White to move (plies 10,
    // 20). Only the third occurrence with the same side to move (ply 20) draws.
    let start = "W:WK46,31:BK6,20";
    let mut g = game(V, start);
    let half = [
        "46-37", "6-1", "37-41", "1-6", "41-46", // placement back, Black to move
        "6-17", "46-41", "17-11", "41-46", "11-6", // placement back, White to move
    ];
    let line: Vec<&str> = half.iter().chain(half.iter()).copied().collect();
    for (i, m) in line.iter().enumerate() {
        assert_eq!(g.result(), GameResult::Ongoing, "before ply {}", i + 1);
        play(&mut g, m);
        let ply = i + 1;
        if ply % 5 == 0 {
            let side = if ply % 10 == 0 { "W" } else { "B" };
            assert_eq!(g.fen(), format!("{side}{}", &game(V, start).fen()[1..]));
        }
    }
    assert_eq!(
        g.result(),
        GameResult::Draw {
            reason: DrawReason::Repetition(3)
        }
    );
}

#[test]
fn a_man_move_resets_the_twenty_five_move_count() {
    // §14.2: 40 plies of king moves, then a man move: the count restarts, so the draw comes 50
    // plies after the man move, not 10.
    assert_eq!(
        draw_reason_after_a_man_move(V, "W:WK47,K49,36:BK4,K2,15", 40, 60, 50),
        DrawReason::KingMoves(25)
    );
}

#[test]
fn a_win_on_the_last_counted_move_is_a_win_not_a_draw() {
    // §14 counting details: king and man against a lone king, Black to move. White's 5th move
    // (ply 10, when each side has made 5 moves) takes the king: the game is won, not drawn.
    let mut g = game(V, "B:WK50,46:BK4");
    for m in [
        "4-9", "50-45", "9-13", "45-50", "13-9", "50-45", "9-4", "45-50", "4-22",
    ] {
        play(&mut g, m);
        assert_eq!(g.result(), GameResult::Ongoing, "after {m}");
    }
    play(&mut g, "50x17");
    assert_eq!(g.result(), win(Color::White, WinReason::NoPiecesLeft));
}

#[test]
fn moves_are_written_in_short_form_unless_ambiguous() {
    // §16: `32-28`, `28x48` for the two-piece capture 28x37x48; the long form is only for
    // ambiguous captures (tested above).
    let mut g = game(V, "W:W28,47:B23,42,32");
    play(&mut g, "28x37x48");
    let mut start = dama::Game::new(V);
    play(&mut start, "32-28");
    assert_eq!(g.move_texts(), vec!["28x48".to_string()]);
    assert_eq!(start.move_texts(), vec!["32-28".to_string()]);
}

#[test]
fn antidraughts_blocked_side_wins() {
    // antidraughts.md §13: Black's only man is blocked, so Black, to move, wins.
    let g = game(Variant::Antidraughts, "B:W41,47:B36");
    assert_eq!(g.result(), win(Color::Black, WinReason::NoMovesLeft));
}

#[test]
fn breakthrough_a_compulsory_capture_comes_before_a_crowning_move() {
    // breakthrough.md §11: 6-1 would crown and win, but 33x22 is compulsory.
    assert_eq!(
        moves(Variant::Breakthrough, "W:W6,33:B28"),
        sorted(&["33x22"])
    );
}

#[test]
fn breakthrough_has_no_draw_rules() {
    // breakthrough.md §14: no repetition and no move-count rule. No position can decide this
    // (men only move forward, and a king ends the game), so the rules in force are checked.
    let g = dama::Game::new(Variant::Breakthrough);
    assert_eq!(
        g.draw_rules(),
        dama::draughts::rules::DrawRules {
            repetitions: 0,
            quiet_plies: 0,
            man_moves_count: true,
            endgame: dama::draughts::rules::EndgameRule::None
        }
    );
}

#[test]
fn a_promotion_inside_the_five_move_configuration_does_not_restart_the_count() {
    // §14.4 counting details: king and man against a lone king is already a 5-move
    // configuration; crowning the man (two kings against one) keeps it, so the count that began
    // at the start goes on and the draw comes after 5 moves each (ply 10), as on the main online
    // server. Only a capture changing the configuration starts a new count.
    assert_eq!(endgame_limit_after(V, "W:WK50,6:BK5", "6-1", 20, 9), 5);
}
