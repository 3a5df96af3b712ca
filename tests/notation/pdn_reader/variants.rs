//! The games the PDN reader plays: the game a file names or the reader is told, start
//! positions from FEN tags; moves that only the legal moves can read, and illegal moves named
//! where they stand.

use super::*;
use dama::draughts::notation::pdn::{read_game, read_pdn, PdnErrorKind};
use dama::Variant;

#[test]
fn finds_the_variant_from_game_type() {
    assert_eq!(
        game("[GameType \"20\"] 32-28").variant,
        Variant::International
    );
    assert_eq!(
        game("[GameType \"20,W,10,10,N1,0\"] 32-28").variant,
        Variant::International
    );
    assert_eq!(game("[GameType \"21\"] 11-15").variant, Variant::English);
    assert_eq!(game("[GameType \"22\"] 21-17").variant, Variant::Italian);
    assert_eq!(game("[GameType \"23\"] 11-15").variant, Variant::Pool);
    assert_eq!(game("[GameType \"25\"] c3-d4").variant, Variant::Russian);
    assert_eq!(game("[GameType \"26\"] c3-d4").variant, Variant::Brazilian);
    assert_eq!(game("[GameType \"29\"] c3-d4").variant, Variant::Czech);
    assert_eq!(
        game("[GameType \"96\"] 32-28").variant,
        Variant::Breakthrough
    );
    assert_eq!(
        game("[GameType \"98\"] 32-28").variant,
        Variant::Antidraughts
    );
    // GameType wins over the caller's default.
    assert_eq!(
        game_of(Variant::Russian, "[GameType \"20\"] 32-28").variant,
        Variant::International
    );
}

#[test]
fn refuses_games_dama_does_not_play_yet() {
    let e = read_game("[GameType \"31\"] c3-d4", None).unwrap_err();
    assert_eq!(
        e.to_string(),
        "game 1, line 1: GameType 31 (Thai draughts) is not supported yet"
    );
    let e = read_game("[Variant \"Spanish draughts\"] 9-13", None).unwrap_err();
    assert!(matches!(e.kind, PdnErrorKind::UnsupportedVariant(_)), "{e}");
}

#[test]
fn finds_turkish_frisian_and_frysk() {
    assert_eq!(
        game("[GameType \"30\"] 1. d3-d4 *").variant,
        Variant::Turkish
    );
    assert_eq!(
        game("[GameType \"40\"] 1. 32-28 *").variant,
        Variant::Frisian
    );
    assert_eq!(game("[GameType \"97\"] 1. 46-41 *").variant, Variant::Frysk);
    assert_eq!(
        game("[Variant \"Frysk!\"] 1. 46-41 *").variant,
        Variant::Frysk
    );
    assert_eq!(
        game("[Variant \"Frisian\"] 1. 32-28 *").variant,
        Variant::Frisian
    );
    // Frysk! as its rules file writes it: Frisian's number with the Frysk! start.
    let g = game("[GameType \"40\"] [FEN \"W:W46-50:B1-5\"] 1. 46-41 *");
    assert_eq!(g.variant, Variant::Frisian);
    assert_eq!(g.game.ply(), 1);
}

#[test]
fn finds_the_variant_from_the_variant_tag() {
    assert_eq!(
        game("[Variant \"Russian\"] c3-d4").variant,
        Variant::Russian
    );
    assert_eq!(
        game("[Variant \"American/English\"] 11-15").variant,
        Variant::English
    );
    assert_eq!(
        game("[Variant \"American pool checkers\"] 11-15").variant,
        Variant::Pool
    );
    assert_eq!(
        game("[Variant \"\"] [GameType] 32-28").variant,
        Variant::International
    );
}

#[test]
fn uses_the_default_variant_without_tags() {
    assert_eq!(
        game_of(Variant::Czech, "1. c3-d4 *").variant,
        Variant::Czech
    );
    assert_eq!(game("1. 32-28 *").variant, Variant::International);
}

#[test]
fn reads_fen_with_trailing_dot_and_unordered_squares() {
    let g = game("[SetUp \"1\"] [FEN \"W:W16,10,19:B8,7,12.\"] *");
    assert_eq!(g.game.fen(), "W:W10,16,19:B7,8,12");
}

#[test]
fn reads_fen_with_unknown_side_and_ranges() {
    assert_eq!(
        game("[FEN \"?:W29,13,11:B22,4,2\"] *").start.side(),
        dama::Color::White
    );
    assert_eq!(game("[FEN \"W:W31-50:B1-20\"] 32-28").game.ply(), 1);
}

#[test]
fn reads_fen_with_algebraic_squares() {
    let g = game(
        "[GameType \"26\"] [FEN \"W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8\"] 1. c3-d4 f6-g5 *",
    );
    assert_eq!(g.start, dama::start_position(Variant::Brazilian));
    assert_eq!(g.game.ply(), 2);
}

#[test]
fn reads_numeric_fen_of_the_russian_start() {
    let g = game_of(
        Variant::Russian,
        "[FEN \"W:W29,30,31,32,25,26,27,28,21,22,23,24:B9,10,11,12,5,6,7,8,1,2,3,4.\"]\n1. c3-d4 d6-e5 2. b2-c3 e7-d6 3. e3-f4 b6-a5 4. f2-e3 c7-b6 5. c1-b2 b6-c5\n6. d4:b6 a5:c7 *",
    );
    assert_eq!(g.start, dama::start_position(Variant::Russian));
    assert_eq!(moves(&g)[10], "d4xb6");
}

#[test]
fn reads_problem_fen_with_a_man_on_its_promotion_row_as_a_king() {
    let g = game_of(Variant::English, "[FEN \"W:W18,K15,1:BK30,K26,2.\"] 0-1");
    assert_eq!(g.start.kings_of(dama::Color::White).count(), 2);
}

#[test]
fn reads_fen_of_an_empty_board() {
    let g = game_of(Variant::English, "[FEN \"W::.\"] 1/2-1/2");
    assert!(g.start.occupied().is_empty());
}

#[test]
fn refuses_a_bad_fen() {
    let e = read_game("[Event \"E\"]\n[FEN \"W:W51:B1\"]\n32-28", None).unwrap_err();
    assert_eq!(
        e.to_string(),
        "game 1, line 1: FEN tag `W:W51:B1`: FEN square `51` does not exist on this board"
    );
}

// Moves that need the legal moves to be read --------------------------------------------------

#[test]
fn picks_the_ambiguous_capture_the_next_move_needs() {
    // From schildpad_engine_games.pdn: 4x24 fits two captures; only one leaves 28-32 legal.
    let fen = "[FEN \"W:WK4,20,39,44:B12,18,28,29,37\"]";
    let g = game(&format!("{fen} 56. 4x24 28-32 *"));
    assert_eq!(moves(&g), ["4x31x42x24", "28-32"]);
    // As a last move either is a legal reading; the first is taken.
    let last = game(&format!("{fen} 56. 4x24 *"));
    assert_eq!(moves(&last), ["4x22x33x24"]);
}

#[test]
fn joins_jumps_written_as_separate_half_moves() {
    let g = game(
        "[Variant \"American/English\"]\n1. c3-d4 d6-e5 2. b2-c3 c7-d6 3. a1-b2 b6-a5 4. e3-f4 a5-b4 5. a3xc5 d6xb4 6. c3xa5 e5xc3 7. c3xa1 c1-b2 *",
    );
    assert_eq!(g.game.ply(), 13);
    assert_eq!(moves(&g)[11], "18x11x4");
}

#[test]
fn names_the_line_move_and_text_of_an_illegal_move() {
    let text = "[Event \"E\"]\n[Result \"*\"]\n\n1. 32-28 19-23\n2. 28x19 14x23\n3. 32x21 *\n";
    let e = read_game(text, None).unwrap_err();
    assert_eq!(
        e.to_string(),
        "game 1, line 6: move 3 `32x21` is not legal here"
    );
    assert_eq!(e.line, 6);
}

#[test]
fn names_a_square_that_does_not_exist() {
    let e = read_game("1. 32-28 19-23 2. 28-55 *", None).unwrap_err();
    assert_eq!(
        e.to_string(),
        "game 1, line 1: move 2 square `55` does not exist on this board"
    );
}

#[test]
fn one_bad_game_does_not_lose_the_others() {
    let r = read_pdn("1. 32-28 *\n\n1. 31-28 *\n\n1. 33-28 *\n", None);
    assert_eq!(r.len(), 3);
    assert!(r[0].is_ok() && r[1].is_err() && r[2].is_ok());
    assert_eq!(r[1].as_ref().unwrap_err().game, 2);
}
