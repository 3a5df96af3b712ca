//! The end of the game (§13 of the rules texts) and the draws (§14), in every game that shares
//! a rule.

use crate::common::draughts::*;
use dama::draughts::game::{DrawReason, WinReason};
use dama::Color::{Black, White};
use dama::Variant::{
    Antidraughts, Brazilian, Breakthrough, Czech, English, Frisian, International, Italian, Pool,
    Russian, SixteenSoldiers, SixteenSoldiers49, Turkish,
};

#[test]
fn side_without_pieces_loses() {
    for (rule, v, fen, capture) in [
        ("international.md §13", International, "W:W28:B23", "28x19"),
        ("english.md §13", English, "W:W23:B18", "23x14"),
        ("frisian.md §13", Frisian, "W:W28:B23", "28x19"),
        ("turkish.md §13", Turkish, "W:Wd4,a2:Bd5", "d4xd6"),
        (
            "sixteen-soldiers.md §13",
            SixteenSoldiers,
            "W:Wd4:Bd5",
            "d4xd6",
        ),
        (
            "sixteen-soldiers.md §13",
            SixteenSoldiers49,
            "W:Wd4:Bd5",
            "d4xd6",
        ),
    ] {
        let mut g = game(v, fen);
        play(&mut g, capture);
        assert_eq!(
            g.result(),
            win(White, WinReason::NoPiecesLeft),
            "{rule}: {v} {fen} {capture}"
        );
    }
}

#[test]
fn side_without_a_move_loses() {
    for (rule, v, fen, winner) in [
        ("international.md §13", International, "B:W41,47:B36", White),
        // No legal move still loses.
        ("breakthrough.md §13", Breakthrough, "B:W41,47:B36", White),
        ("czech.md §13", Czech, "W:Wa1:Bb2,c3", Black),
        ("english.md §13", English, "W:W29:B25,22", Black),
        // The man on 32 (h1) is blocked by 28 and 23.
        ("italian.md §13", Italian, "W:W32:B28,23", Black),
        ("pool.md §13", Pool, "W:W29:B25,22", Black),
        // The man on a1 can neither step nor jump b2 (c3 is occupied).
        ("russian.md §13", Russian, "W:Wa1:Bb2,c3", Black),
        ("brazilian.md §13", Brazilian, "W:Wa1:Bb2,c3", Black),
        // Black's man on 45 can neither step (50 taken) nor jump (44 has 43 behind it).
        ("frisian.md §13", Frisian, "B:W43,44,50:B45", White),
        // Black's man on a2 can go neither down (a1 taken) nor sideways (b2 taken), and b2 has c2
        // behind it.
        ("turkish.md §13", Turkish, "B:Wa1,b2,c2:Ba2", White),
        // Project choice: Black's soldier on c9 has two neighbours, both taken, with the points
        // beyond them (g9, e7) taken too.
        (
            "sixteen-soldiers.md §13",
            SixteenSoldiers,
            "B:Wd8,e7,e9,g9:Bc9",
            White,
        ),
        (
            "sixteen-soldiers.md §13",
            SixteenSoldiers49,
            "B:Wd8,e7,e9,g9:Bc9",
            White,
        ),
    ] {
        assert_eq!(blocked_winner(v, fen), winner, "{rule}: {v} {fen}");
    }
}

#[test]
fn threefold_repetition_draws() {
    // Declared automatically where the text leaves it to the players (project choice).
    for (rule, v, fen, cycle) in [
        (
            "international.md §14.1",
            International,
            "W:WK45,31:BK6,20",
            "45-50 6-1 50-45 1-6",
        ),
        (
            "antidraughts.md §14",
            Antidraughts,
            "W:WK45,31:BK6,20",
            "45-50 6-1 50-45 1-6",
        ),
        (
            "czech.md §14.2",
            Czech,
            "W:WKc1,h2:BKf8,a7",
            "c1-d2 f8-e7 d2-c1 e7-f8",
        ),
        (
            "english.md §14",
            English,
            "W:WK30,28:BK3,5",
            "30-26 3-7 26-30 7-3",
        ),
        (
            "pool.md §14",
            Pool,
            "W:WK30,28:BK3,5",
            "30-26 3-7 26-30 7-3",
        ),
        (
            "russian.md §14.1 (7.2.3)",
            Russian,
            "W:WKc1,h2:BKf8,a7",
            "c1-d2 f8-e7 d2-c1 e7-f8",
        ),
        (
            "brazilian.md §14 (FMJD rule 1)",
            Brazilian,
            "W:WKc1,h2:BKf8,a7",
            "c1-d2 f8-e7 d2-c1 e7-f8",
        ),
        // The same position with the same side to move for the third time.
        (
            "turkish.md §14",
            Turkish,
            "W:WKa1,c3:BKh8,f6",
            "a1-a2 h8-h7 a2-a1 h7-h8",
        ),
        (
            "sixteen-soldiers.md §14",
            SixteenSoldiers,
            "W:Wc1,g1:Bc9,g9",
            "c1-e1 c9-e9 e1-c1 e9-c9",
        ),
        (
            "sixteen-soldiers.md §14",
            SixteenSoldiers49,
            "W:Wc1,g1:Bc9,g9",
            "c1-e1 c9-e9 e1-c1 e9-c9",
        ),
    ] {
        assert_threefold_repetition_draws(rule, v, fen, cycle);
    }
}

#[test]
fn moves_without_progress_draw() {
    // (rule, game, position, plies walked, a man move every so many plies, the ply that draws,
    // the draw): the walk moves kings only (soldiers too in Sixteen Soldiers) and captures
    // nothing.
    for (rule, v, fen, plies, men_every, end, reason) in [
        (
            "international.md §14.2",
            International,
            "W:WK47,K49,36:BK4,K2,15",
            50,
            0,
            50,
            DrawReason::KingMoves(25),
        ),
        (
            "czech.md §14.3",
            Czech,
            "W:WKc1,h2:BKf8,a7",
            40,
            0,
            30,
            DrawReason::KingMoves(15),
        ),
        (
            "english.md §14",
            English,
            "W:WK22,5:BK11,28",
            90,
            0,
            80,
            DrawReason::KingMoves(40),
        ),
        (
            "italian.md §14",
            Italian,
            "W:WK22,5:BK11,28",
            90,
            0,
            80,
            DrawReason::KingMoves(40),
        ),
        // Project choice.
        (
            "pool.md §14",
            Pool,
            "W:WK30,28:BK3,5",
            90,
            0,
            80,
            DrawReason::KingMoves(40),
        ),
        (
            "russian.md §14.3 (7.2.5)",
            Russian,
            "W:WKc1,h2:BKf8,a7",
            40,
            0,
            30,
            DrawReason::KingMoves(15),
        ),
        // Applied with four pieces and kings on both sides, as the federation text and the
        // project do.
        (
            "brazilian.md §14 (FMJD rule 2)",
            Brazilian,
            "W:WKc1,h2:BKf8,a7",
            40,
            0,
            30,
            DrawReason::KingMoves(15),
        ),
        // Project choice; the men stand in corners, where no king can take them.
        (
            "turkish.md §14",
            Turkish,
            "W:WKd1,h1:BKe8,a8",
            90,
            0,
            80,
            DrawReason::KingMoves(40),
        ),
        // Project choice: 80 plies without a capture, soldiers moving all the while.
        (
            "sixteen-soldiers.md §14",
            SixteenSoldiers,
            "W:Wc1,g1,e3:Bc9,g9,e7",
            90,
            1,
            80,
            DrawReason::NoCapture(40),
        ),
        (
            "sixteen-soldiers.md §14",
            SixteenSoldiers49,
            "W:Wc1,g1,e3:Bc9,g9,e7",
            90,
            1,
            80,
            DrawReason::NoCapture(40),
        ),
    ] {
        let mut g = game(v, fen);
        assert_eq!(
            draw_reason_after_shuffle(&mut g, plies, men_every, end),
            reason,
            "{rule}: {v} {fen}"
        );
    }
}

#[test]
fn endgame_move_limits_draw() {
    // (rule, game, position, plies walked, the ply that draws, the moves of the limit): the
    // stronger side fails to win within its limit; where it moves first its last move is an
    // odd ply.
    for (rule, v, fen, plies, end, limit) in [
        (
            "international.md §14.3",
            International,
            "W:WK47,K49,36:BK4",
            40,
            32,
            16,
        ),
        (
            "international.md §14.4",
            International,
            "W:WK47,36:BK4",
            20,
            10,
            5,
        ),
        ("pool.md §14", Pool, "W:WK29,K30,K31:BK14", 40, 25, 13),
        (
            "russian.md §14.2 (7.2.4)",
            Russian,
            "W:WKc1,Ke1,Kg1:BKh2",
            40,
            29,
            15,
        ),
        // The Russian draw rules.
        (
            "brazilian.md §14 (FMJD rule 3)",
            Brazilian,
            "W:WKc1,Ke1,Kg1:BKh2",
            40,
            29,
            15,
        ),
        (
            "russian.md §14.6 (7.2.8)",
            Russian,
            "B:WKc1,Ke1:BKh2",
            20,
            10,
            5,
        ),
        (
            "brazilian.md §14 (FMJD rule 6)",
            Brazilian,
            "B:WKc1,Ke1:BKh2",
            20,
            10,
            5,
        ),
        // Article 18: seven moves by each player from the position where the material arises.
        ("frisian.md §14", Frisian, "W:WK46,K50:BK1", 20, 14, 7),
    ] {
        let mut g = game(v, fen);
        let reason = draw_reason_after_shuffle(&mut g, plies, 0, end);
        assert!(
            matches!(reason, DrawReason::EndgameLimit(_, moves) if moves == limit),
            "{rule}: {v} {fen}: {reason:?}"
        );
    }
}

#[test]
fn no_draw_where_a_game_counts_no_moves() {
    // (rule, game, position, plies walked without the game ending).
    for (rule, v, fen, plies) in [
        ("antidraughts.md §14", Antidraughts, "W:WK47,36:BK4", 30),
        // 60 plies of king moves, where International draws at 50.
        (
            "antidraughts.md §14",
            Antidraughts,
            "W:WK47,K49,36:BK4,K2,15",
            60,
        ),
        // No endgame limit: two kings against one play on past Russian's 5 moves.
        ("czech.md §14", Czech, "W:WKc1,Ke1:BKh2", 28),
        // The limit is for two kings against one only; there is no quiet-move rule either.
        ("frisian.md §14", Frisian, "W:WK46,K50,K45:BK1", 40),
    ] {
        let mut g = game(v, fen);
        let results = shuffle(&mut g, plies, 0);
        assert_eq!(results.len(), plies, "{rule}: {v} {fen}");
        assert_eq!(first_end(&results), None, "{rule}: {v} {fen}");
    }
}
