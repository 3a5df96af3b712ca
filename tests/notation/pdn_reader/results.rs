//! The results the PDN reader finds: in the tags and after the moves, in either scoring, and
//! how a recorded result ends a game.

use super::*;
use dama::draughts::game::{DrawReason, WinReason};
use dama::draughts::notation::pdn::{read_game, read_pdn, PdnErrorKind, PdnResult};
use dama::{Color, GameResult};

/// The result after the moves, in either scoring, or else the Result tag's.
#[test]
fn reads_the_result_after_the_moves_or_in_the_tag() {
    use PdnResult::*;
    for (text, result) in [
        ("1. 32-28 1-0", FirstPlayerWins),
        ("1. 32-28 2-0", FirstPlayerWins),
        ("1. 32-28 0-1", SecondPlayerWins),
        ("1. 32-28 0-2", SecondPlayerWins),
        ("1. 32-28 1/2-1/2", Draw),
        ("1. 32-28 1-1", Draw),
        ("1. 32-28 *", Unknown),
        // The tag's result where the moves end in `*`; the one after the moves over the tag's.
        ("[Result \"2-0\"]\n1. 32-28 19-23 *\n", FirstPlayerWins),
        ("[Result \"1-0\"]\n1. 32-28 19-23 0-1\n", SecondPlayerWins),
        ("[Result \" 0-1\"] 1. 32-28", SecondPlayerWins),
    ] {
        assert_eq!(game(text).result, result, "{text}");
    }
}

#[test]
fn match_points_are_not_moves() {
    let g = game("[Result \"4-6\"]\n01. 34-29  18-22 4-6\n\n[Result \"1-9\"]\n1. 33-29 1-9");
    assert_eq!(g.game.ply(), 2);
    assert_eq!(g.result, PdnResult::Other("4-6".into()));
    let gs = all_ok("[Result \"4-6\"]\n01. 34-29  18-22 4-6\n\n[Result \"1-9\"]\n1. 33-29 1-9");
    assert_eq!(gs.len(), 2);
    assert_eq!(gs[1].game.ply(), 1);
}

#[test]
fn reads_a_bare_dash_as_no_result() {
    let gs = all_ok("[Result \"-\"] 1.33-29 19-23 -\n\n[Result \"-\"] 1.32-28 -\n");
    assert_eq!(gs.len(), 2);
    assert_eq!(gs[0].game.ply(), 2);
    assert_eq!(gs[0].result, PdnResult::Unknown);
}

#[test]
fn refuses_a_game_cut_after_its_header() {
    let r = read_pdn(
        "[Event \"A\"]\n1. 32-28 *\n\n[Event \"B\"]\n[Round \"5\"]\n",
        None,
    );
    assert_eq!(r.len(), 2);
    assert!(r[0].is_ok());
    let e = r[1].as_ref().unwrap_err();
    assert_eq!(e.kind, PdnErrorKind::NoMovetext);
    assert_eq!(
        e.to_string(),
        "game 2, line 4: the game ends after its tags: no moves and no result"
    );
}

#[test]
fn a_recorded_result_ends_the_game_at_its_last_move() {
    let mut g = game("[Result \"0-1\"]\n1. 32-28 19-23 2. 28x19 14x23 0-1\n").game;
    let lost = GameResult::Win {
        winner: Color::Black,
        reason: WinReason::Recorded,
    };
    assert_eq!(g.result(), lost);
    assert!(g.legal_moves().is_empty());
    assert_eq!(
        g.result().describe(),
        "Black wins: the game record ends here with Black's win"
    );
    // Before the last move the game goes on; back at the end it is over again.
    g.undo();
    assert_eq!(g.result(), GameResult::Ongoing);
    assert_eq!(g.final_result(), lost);
    g.redo();
    assert_eq!(g.result(), lost);
    // Another move from an earlier position makes a new game, which the record says nothing of.
    g.go_to(1);
    g.play_text("17-22").unwrap();
    assert_eq!(g.result(), GameResult::Ongoing);
    assert_eq!(g.final_result(), GameResult::Ongoing);
}

#[test]
fn a_recorded_draw_ends_the_game_and_an_unknown_result_does_not() {
    let g = game("1. 32-28 19-23 1/2-1/2").game;
    assert_eq!(
        g.result(),
        GameResult::Draw {
            reason: DrawReason::Recorded
        }
    );
    assert_eq!(game("1. 32-28 19-23 *").game.result(), GameResult::Ongoing);
    assert_eq!(
        game("[Result \"4-6\"]\n1. 32-28 19-23 *").game.result(),
        GameResult::Ongoing
    );
}

#[test]
fn the_rules_result_stands_over_the_record() {
    // White's capture ends the game on the board; the record's draw does not change that.
    let g = game("[FEN \"W:W32:B27,17\"]\n1. 32x12 1/2-1/2").game;
    assert!(matches!(
        g.result(),
        GameResult::Win {
            winner: Color::White,
            reason: WinReason::NoPiecesLeft
        }
    ));
}

#[test]
fn a_header_with_no_moves_position_or_result_holds_no_game() {
    assert!(!game("[Event \"E\"]\n[Foo \"bar\"]\n*\n").holds_a_game());
    assert!(game("[Event \"E\"]\n1. 32-28 *\n").holds_a_game());
    assert!(game("[Event \"Forfeit\"]\n1-0\n").holds_a_game());
    assert!(game("[FEN \"W:W32:B27,17\"]\n*\n").holds_a_game());
}

#[test]
fn refuses_text_that_is_no_game_and_says_what_it_found() {
    let e = read_game("hello world\nsecond line\n", None).unwrap_err();
    assert_eq!(
        e.kind,
        PdnErrorKind::NoGame {
            seen: Some("hello world".into())
        }
    );
    assert_eq!(
        e.to_string(),
        "line 1: no game found: `hello world` is neither a tag, a move nor a result \
         (expected tags such as [Event \"...\"] or moves such as 1. 32-28)"
    );
    let long = format!("\n\n{}", "word ".repeat(30));
    let e = read_game(&long, None).unwrap_err();
    assert_eq!(e.line, 3);
    assert!(e.to_string().contains("word word"), "{e}");
    assert!(e.to_string().contains("…`"), "{e}");
}

#[test]
fn skips_free_text_between_games() {
    let gs = all_ok("Games of the Dutch championship\n\n[Event \"A\"]\n1. 32-28 *\n");
    assert_eq!(gs.len(), 1);
    assert_eq!(gs[0].tag("Event"), Some("A"));
}

#[test]
fn refuses_binary_data() {
    let png = "\u{fffd}PNG\r\n\u{1a}\n\0\0\0\rIHDR\0\0\u{1}";
    let e = read_game(png, None).unwrap_err();
    assert_eq!(e.kind, PdnErrorKind::NotText);
    assert_eq!(e.line, 3);
    assert_eq!(
        e.to_string(),
        "line 3: this is not a game file but binary data (an image, an archive or the like)"
    );
    let undecodable: String = (0..200)
        .map(|i| if i % 3 == 0 { 'a' } else { '\u{fffd}' })
        .collect();
    assert_eq!(
        read_game(&undecodable, None).unwrap_err().kind,
        PdnErrorKind::NotText
    );
    // A game with a few undecodable letters in its names is text.
    let latin1 = "[White \"Caf\u{fffd} Cr\u{fffd}me\"]\n[Black \"Ren\u{fffd}\"]\n1. 32-28 *\n";
    assert_eq!(game(latin1).tag("Black"), Some("Ren\u{fffd}"));
}
