//! The PDN reader on one quirk at a time (each seen in tests/data/games, see its README), the
//! writer, and the guarantee that no input makes it panic.

use crate::common::regressions_beside_the_test;
use dama::draughts::game::{DrawReason, WinReason};
use dama::draughts::notation::movetext::full_move;
use dama::draughts::notation::pdn::{
    read_game, read_pdn, write_pdn, PdnErrorKind, PdnGame, PdnResult,
};
use dama::{Color, Game, GameResult, Variant};
use proptest::prelude::*;

fn game(text: &str) -> PdnGame {
    read_game(text, None).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn game_of(variant: Variant, text: &str) -> PdnGame {
    read_game(text, Some(variant)).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The moves played, in full notation.
fn moves(g: &PdnGame) -> Vec<String> {
    g.game
        .moves()
        .iter()
        .map(|m| full_move(g.variant, m))
        .collect()
}

fn all_ok(text: &str, variant: Option<Variant>) -> Vec<PdnGame> {
    read_pdn(text, variant)
        .into_iter()
        .map(|g| g.unwrap_or_else(|e| panic!("{e}\n{text}")))
        .collect()
}

// Structure -----------------------------------------------------------------------------------

#[test]
fn reads_standard_game() {
    let g = game(
        "[Event \"E\"]\n[White \"W\"]\n[Result \"1-0\"]\n\n1. 32-28 19-23 2. 28x19 14x23 1-0\n",
    );
    assert_eq!(moves(&g), ["32-28", "19-23", "28x19", "14x23"]);
    assert_eq!(g.result, PdnResult::FirstPlayerWins);
    assert_eq!(g.tag("event"), Some("E"));
    assert_eq!(g.variant, Variant::International);
}

#[test]
fn reads_empty_pseudo_tag() {
    let gs = all_ok(
        "1. 32-28 2-0\n\n[Empty]\n[Event \"B\"]\n1. 33-28 *\n\n[Empty] 1. 34-29 *\n\n[Empty]\n",
        None,
    );
    assert_eq!(gs.len(), 3);
    assert_eq!(gs[1].tag("Event"), Some("B"));
    assert_eq!(moves(&gs[2]), ["34-29"]);
}

#[test]
fn reads_double_opening_bracket() {
    let gs = all_ok(
        "[Event \"A\"] 1. 32-28 *\n[\n[[Event \"B\"] [Round \"2\"] 1. 33-28 *\n",
        None,
    );
    assert_eq!(gs.len(), 2);
    assert_eq!(gs[1].tag("Event"), Some("B"));
    assert_eq!(gs[1].tag("Round"), Some("2"));
}

#[test]
fn reads_tag_missing_its_opening_bracket() {
    let g = game("Event \"Veteranen\"]\n[Result \"2-0\"]\n1. 32-28 *\n");
    assert_eq!(g.tag("Event"), Some("Veteranen"));
    assert_eq!(g.result, PdnResult::FirstPlayerWins);
}

#[test]
fn reads_bracket_alone_before_tag_line() {
    let g = game("[\nEvent \"TOURNOI\"]\n[Site \"PIKINE\"]\n1. 32-28 *\n");
    assert_eq!(g.tag("Event"), Some("TOURNOI"));
}

#[test]
fn reads_literal_backslash_r() {
    let text = "[Event \"E\"]\n[Site \"\"]\\r\n[Result \"0-2\"]\\r\n1. 32-28 19-23 *\n\n\\r\n\n[Event \"F\"]\\r\n1. 31-27 *\\r\n";
    let gs = all_ok(text, None);
    assert_eq!(gs.len(), 2);
    assert_eq!(moves(&gs[0]), ["32-28", "19-23"]);
    assert_eq!(gs[0].result, PdnResult::SecondPlayerWins);
    assert_eq!(moves(&gs[1]), ["31-27"]);
}

#[test]
fn reads_whole_games_on_one_line() {
    let text = "[Event \"P\"] [Result \"1-1\"] [GameType \"20\"]  1.33-29 19-23 2.35-30 14-19 1-1\n[Event \"Q\"] [Result \"0-2\"]  1.32-28 18-22 0-2\n";
    let gs = all_ok(text, None);
    assert_eq!(gs.len(), 2);
    assert_eq!(gs[0].game.ply(), 4);
    assert_eq!(gs[1].result, PdnResult::SecondPlayerWins);
}

#[test]
fn reads_games_without_terminators_or_blank_lines() {
    let gs = all_ok(
        "[Event \"A\"]\n1. 32-28 19-23\n[Event \"B\"]\n1. 33-28\n[Event \"C\"]\n1. 34-29",
        None,
    );
    assert_eq!(gs.len(), 3);
    assert_eq!(gs[0].result, PdnResult::Unknown);
    assert_eq!(moves(&gs[2]), ["34-29"]);
}

#[test]
fn reads_games_without_tags() {
    let gs = all_ok("1. 32-28 19-23 2-0\n\n1. 33-28 0-2\n\n32-28 1/2-1/2", None);
    assert_eq!(gs.len(), 3);
    assert_eq!(
        gs.iter().map(|g| g.result.clone()).collect::<Vec<_>>(),
        [
            PdnResult::FirstPlayerWins,
            PdnResult::SecondPlayerWins,
            PdnResult::Draw
        ]
    );
}

#[test]
fn reads_tabs_and_indentation() {
    let g =
        game("\t[Event \"M\"]\n\t[Result \"2-0\"]\n\t1. 32-28\t19-23\n\t2. 28x19\t14x23\n\t2-0\n");
    assert_eq!(g.game.ply(), 4);
}

#[test]
fn skips_percent_escape_lines() {
    let g =
        game("% Board game: International Draughts 10x10\n[Date \"2012.02.01\"]\n1. 32-28 19-23\n");
    assert_eq!(g.game.ply(), 2);
    assert_eq!(g.tags.len(), 1);
}

#[test]
fn reads_escaped_quotes_in_tags() {
    let g = game("[White \"a \\\"b\\\" c\"] [Site \"d\\\\\\'Occitanie\"] 32-28");
    assert_eq!(g.tag("White"), Some("a \"b\" c"));
    assert_eq!(g.tag("Site"), Some("d\\'Occitanie"));
}

#[test]
fn reads_translated_and_html_escaped_tag_names() {
    let g = game("[&#x00c9;v&#x00e9;nement \"Finale\"]\n[R&#x00e9;sultat \"1-1\"]\n[Type de jeu \"20\"]\n1. 33-29 *\n");
    assert_eq!(g.tag("Événement"), Some("Finale"));
    assert_eq!(g.result, PdnResult::Draw);
}

#[test]
fn reads_italian_tag_names() {
    let g = game_of(
        Variant::Italian,
        "[Bianco \"B\"]\n[Nero \"N\"]\n[Risultato \"1-0\"]\n1. 21-17 12-15 2. 23-19 11-14 {Bianco Vince}\n",
    );
    assert_eq!(g.result, PdnResult::FirstPlayerWins);
    assert_eq!(
        g.comments.last().map(|c| c.text.as_str()),
        Some("Bianco Vince")
    );
}

#[test]
fn reads_comments_between_tags_and_moves() {
    let g = game("[Event \"E\"]\n{Dutch comment} 1. 32-28 {after white} 19-23 *");
    assert_eq!(g.comments[0].ply, 0);
    assert_eq!(g.comments[1].ply, 1);
    assert_eq!(g.comments[1].text, "after white");
}

#[test]
fn skips_nested_comments() {
    let g = game("1. 33-29 19-23 2. 35-30 { nested { comment } } 1-0");
    assert_eq!(g.game.ply(), 3);
    assert_eq!(g.comments[0].text, "nested { comment }");
}

#[test]
fn skips_nested_variations() {
    let g = game("32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23");
    assert_eq!(moves(&g), ["32-28", "19-23", "28x19", "14x23"]);
}

#[test]
fn skips_variation_for_black_written_before_its_move() {
    let g = game("1. 34-30 {clock} (1... 5-10) 1... 20-25 2. 40-34 *");
    assert_eq!(moves(&g), ["34-30", "20-25", "40-34"]);
}

#[test]
fn skips_nags() {
    let g = game("1. 32-28 $1 19-23 $2 2. 28x19 $3 14x23 *");
    assert_eq!(g.game.ply(), 4);
}

#[test]
fn reads_move_strength_marks() {
    let g = game("1.32-28!? 19-23(!?!!!) 2.28x19 *");
    assert_eq!(moves(&g), ["32-28", "19-23", "28x19"]);
    assert_eq!(g.result, PdnResult::Unknown);
}

#[test]
fn reads_move_numbers_in_every_form() {
    let g = game("1.33-29 19-23 02. 35-30 14-19 3.30-25 3... 20-24 4.29x20 15x24");
    assert_eq!(g.game.ply(), 8);
}

#[test]
fn reads_spaces_inside_moves() {
    let g = game("1. 32-28 19-23 2. 28x19 14x23 3. 33-28 23x32 4. 37x28 9-14 5. 31-26 4- 9 6. 28-23 18x 29 7. 34x 23 *");
    assert_eq!(g.game.ply(), 13);
    assert_eq!(full_move(g.variant, &g.game.moves()[9]), "4-9");
}

#[test]
fn reads_padded_single_digit_squares() {
    let g = game_of(
        Variant::Italian,
        "1. 21-17 12-15 2. 23-19 11-14 3. 19x12  8x15 4. 28-23 14-18 5. 22x13  9x18\n",
    );
    assert_eq!(g.game.ply(), 10);
}

#[test]
fn reads_leading_zeros() {
    let g = game("01. 34-29  18-22 02. 32-28  16-21 03. 31-26  11-16 04. 37-32  21-27 05. 32x21  16x27 06. 42-37  06-11 *");
    assert_eq!(g.game.ply(), 12);
}

#[test]
fn reads_loose_separators() {
    // `x` on a quiet move, `-` on a capture, `:` for captures.
    let g = game("1. 32x28 19-23 2. 28-19 14:23 *");
    assert_eq!(moves(&g), ["32-28", "19-23", "28x19", "14x23"]);
}

#[test]
fn reads_full_and_partial_capture_paths() {
    let fen = "[FEN \"W:WK46:B41,22,12.\"]";
    let full = game(&format!("{fen} 46x37x17x8"));
    let partial = game(&format!("{fen} 46x17x8"));
    let short = game(&format!("{fen} 46x8"));
    assert_eq!(full.game.moves()[0].capture_count(), 3);
    assert_eq!(moves(&partial), moves(&full));
    assert_eq!(moves(&short), moves(&full));
}

#[test]
fn refuses_placeholder_moves() {
    let e = read_game(
        "[Event \"XXXIII\"]\n\n1. - - 2. - - 3. - -\n\n                1/2-1/2\n",
        Some(Variant::Russian),
    )
    .unwrap_err();
    assert!(matches!(e.kind, PdnErrorKind::Placeholder { .. }), "{e}");
    assert_eq!(
        e.to_string(),
        "game 1, line 3: move 1 is a placeholder `-`: the moves of this game were never entered"
    );
}

#[test]
fn reads_free_text_glued_to_a_move() {
    let g = game_of(
        Variant::English,
        "1. 11-15 23-19 2. 8-11Redoversteppedthetimecontrolonthismove. 0-1",
    );
    assert_eq!(g.game.ply(), 3);
    assert!(g
        .comments
        .iter()
        .any(|c| c.text.starts_with("Redo") && c.ply == 3));
}

#[test]
fn ignores_stray_text_and_brackets() {
    let g = game("1. 32-28 ) } ] 19-23 hello \"world\" 2. 28x19 *");
    assert_eq!(g.game.ply(), 3);
}

// Results -------------------------------------------------------------------------------------

#[test]
fn takes_the_result_tag_when_the_movetext_says_star() {
    let g = game("[Result \"2-0\"]\n1. 32-28 19-23 *\n");
    assert_eq!(g.result, PdnResult::FirstPlayerWins);
}

#[test]
fn takes_the_movetext_result_over_the_tag() {
    let g = game("[Result \"1-0\"]\n1. 32-28 19-23 0-1\n");
    assert_eq!(g.result, PdnResult::SecondPlayerWins);
}

#[test]
fn reads_both_scoring_systems() {
    for (text, result) in [
        ("1-0", PdnResult::FirstPlayerWins),
        ("2-0", PdnResult::FirstPlayerWins),
        ("0-1", PdnResult::SecondPlayerWins),
        ("0-2", PdnResult::SecondPlayerWins),
        ("1/2-1/2", PdnResult::Draw),
        ("1-1", PdnResult::Draw),
        ("*", PdnResult::Unknown),
    ] {
        assert_eq!(game(&format!("1. 32-28 {text}")).result, result, "{text}");
    }
}

#[test]
fn match_points_are_not_moves() {
    let g = game("[Result \"4-6\"]\n01. 34-29  18-22 4-6\n\n[Result \"1-9\"]\n1. 33-29 1-9");
    assert_eq!(g.game.ply(), 2);
    assert_eq!(g.result, PdnResult::Other("4-6".into()));
    let gs = all_ok(
        "[Result \"4-6\"]\n01. 34-29  18-22 4-6\n\n[Result \"1-9\"]\n1. 33-29 1-9",
        None,
    );
    assert_eq!(gs.len(), 2);
    assert_eq!(gs[1].game.ply(), 1);
}

#[test]
fn reads_a_bare_dash_as_no_result() {
    let gs = all_ok(
        "[Result \"-\"] 1.33-29 19-23 -\n\n[Result \"-\"] 1.32-28 -\n",
        None,
    );
    assert_eq!(gs.len(), 2);
    assert_eq!(gs[0].game.ply(), 2);
    assert_eq!(gs[0].result, PdnResult::Unknown);
}

#[test]
fn reads_a_result_tag_with_a_leading_space() {
    assert_eq!(
        game("[Result \" 0-1\"] 1. 32-28").result,
        PdnResult::SecondPlayerWins
    );
}

#[test]
fn reads_a_game_with_a_result_and_no_moves() {
    let g = game_of(
        Variant::English,
        "[Event \"Problem\"]\n[Setup \"1\"]\n[FEN \"W:W31,27,19:B17,12,5.\"]\n0-1\n",
    );
    assert_eq!(g.game.ply(), 0);
    assert_eq!(g.result, PdnResult::SecondPlayerWins);
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
    let gs = all_ok(
        "Games of the Dutch championship\n\n[Event \"A\"]\n1. 32-28 *\n",
        None,
    );
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

// Variants and start positions ----------------------------------------------------------------

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
fn reads_playstrategy_rotated_algebraic_checkers() {
    let g = game("[Variant \"American/English\"]\n1. c3-d4 b6-c5 2. d4xb6 a7xc5 0-1\n");
    assert_eq!(moves(&g), ["11-15", "24-19", "15x24", "28x19"]);
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

#[test]
fn replays_past_a_repetition_the_players_did_not_claim() {
    let g = game_of(
        Variant::International,
        "[FEN \"W:WK49:BK2\"] 49-44 2-7 44-49 7-2 49-44 2-7 44-49 7-2 49-44 2-7 *",
    );
    assert_eq!(g.game.ply(), 10);
}

// Writing -------------------------------------------------------------------------------------

#[test]
fn writes_tags_numbers_and_result() {
    let mut g = Game::new(Variant::International);
    for m in ["32-28", "19-23", "28x19"] {
        g.play_text(m).unwrap();
    }
    let tags = vec![
        ("White".to_string(), "W".to_string()),
        ("Event".to_string(), "E".to_string()),
        ("Annotator".to_string(), "A \"q\"".to_string()),
    ];
    assert_eq!(
        write_pdn(&g, &tags),
        "[Event \"E\"]\n[White \"W\"]\n[Result \"*\"]\n[Annotator \"A \\\"q\\\"\"]\n[GameType \"20\"]\n\n1. 32-28 19-23 2. 28x19 *\n"
    );
}

#[test]
fn writes_fen_and_black_first_move() {
    let mut g = Game::from_fen(Variant::International, "B:W28,K36:B19").unwrap();
    g.play_text("19-23").unwrap();
    g.play_text("28x19").unwrap();
    let text = write_pdn(&g, &[]);
    assert_eq!(
        text,
        "[Result \"1-0\"]\n[GameType \"20\"]\n[FEN \"B:W28,K36:B19\"]\n[SetUp \"1\"]\n\n1... 19-23 2. 28x19 1-0\n"
    );
    let back = game(&text);
    assert_eq!(back.game.moves(), g.moves());
    assert_eq!(back.result, PdnResult::FirstPlayerWins);
}

#[test]
fn writes_english_with_black_moving_first_as_move_one() {
    let mut g = Game::new(Variant::English);
    g.play_text("11-15").unwrap();
    g.play_text("23-19").unwrap();
    let text = write_pdn(&g, &[]);
    assert!(
        text.ends_with("[GameType \"21\"]\n\n1. 11-15 23-19 *\n"),
        "{text}"
    );
}

#[test]
fn writes_the_whole_game_wherever_its_cursor_stands() {
    let mut g = game("1. 32-28 19-23 2. 28x19 14x23 *").game;
    g.go_to(1);
    assert!(write_pdn(&g, &[]).ends_with("1. 32-28 19-23 2. 28x19 14x23 *\n"));
}

#[test]
fn writes_how_the_game_ended_and_reads_it_back() {
    let tags = [
        ("Event", "E"),
        ("Date", "2024.05.01"),
        ("Round", "3"),
        ("White", "A"),
        ("Black", "B"),
    ]
    .map(|(n, v)| (n.to_string(), v.to_string()));
    let text = format!(
        "{}\n1. 32-28 19-23 0-1\n",
        tags.iter()
            .map(|(n, v)| format!("[{n} \"{v}\"]"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    let mut g = game(&text);
    g.game.go_to(0);
    let written = write_pdn(&g.game, &g.tags);
    assert!(written.contains("[Result \"0-1\"]"), "{written}");
    assert!(written.ends_with("1. 32-28 19-23 0-1\n"), "{written}");
    let back = game(&written);
    for (name, value) in &tags {
        assert_eq!(back.tag(name), Some(value.as_str()), "{written}");
    }
    assert_eq!(back.game.moves(), g.game.moves());
    assert_eq!(back.game.final_result(), g.game.final_result());
}

#[test]
fn writes_long_games_on_short_lines() {
    let g = game_of(
        Variant::International,
        "1. 32-28 17-22 2. 28x17 12x21 3. 34-29 7-12 4. 40-34 19-23 5. 45-40 14-19 6. 33-28 23x32 7. 37x28 10-14 8. 41-37 5-10 9. 39-33 1-7 10. 37-32 11-17 *",
    );
    let text = write_pdn(&g.game, &g.tags);
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    assert_eq!(game(&text).game.moves(), g.game.moves());
}

// Robustness ----------------------------------------------------------------------------------

#[test]
fn survives_empty_and_blank_input() {
    for blank in ["", "  \n\t\n"] {
        let read = read_pdn(blank, None);
        assert_eq!(read.len(), 1);
        assert_eq!(
            read[0].as_ref().unwrap_err().kind,
            PdnErrorKind::NoGame { seen: None }
        );
    }
    assert_eq!(
        read_game("", None).unwrap_err().kind,
        PdnErrorKind::NoGame { seen: None }
    );
}

#[test]
fn survives_unterminated_constructs() {
    for text in [
        "[Event \"no closing quote\n1. 32-28 *",
        "[Event \"x\"\n1. 32-28 *",
        "[Event",
        "[",
        "{ never closed\n1. 32-28 *",
        "1. 32-28 ( 19-23 never closed\n2. 28x19",
        "1. 32-28 {",
        "1. 32-28 (",
        "\"",
        "32-",
        "-",
        "x",
        "1...",
        "99999999999999999999999-1",
        "1.",
        "$",
        "%",
        "\\",
        "\\r",
        "&#xFFFFFFFF; &#;",
        "[&#x110000; \"v\"] 32-28",
    ] {
        let _ = read_pdn(text, None);
        let _ = read_pdn(text, Some(Variant::Russian));
    }
    // An unclosed comment or variation ends with its line: the next line still counts.
    assert_eq!(game("{ never closed\n1. 32-28 *").game.ply(), 1);
    assert_eq!(
        game("1. 32-28 ( 19-23 never closed\n 19-23 *").game.ply(),
        2
    );
}

#[test]
fn survives_binary_garbage() {
    let bytes: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
        .collect();
    let text = String::from_utf8_lossy(&bytes);
    let _ = read_pdn(&text, None);
}

#[test]
fn reads_texts_full_of_unclosed_brackets_in_linear_time() {
    // Each of these once took a scan to the end of the text per bracket.
    for unit in ["{\n", "(\n", "{ (\n", "((", "{{", "[a", "[T \"v\"]"] {
        let text = unit.repeat(50_000);
        let _ = read_pdn(&text, None);
    }
    let mut long = String::from("[FEN \"W:WK49,46,47,48:BK2,3,4,5\"]");
    long.push_str(&" {c} 49-44 {d} 2-7 44-49 7-2".repeat(5_000));
    assert_eq!(game(&long).game.ply(), 20_000);
}

proptest! {
    #![proptest_config(regressions_beside_the_test(ProptestConfig::default()))]

    #[test]
    fn never_panics_on_any_text(text in "\\PC{0,200}") {
        let _ = read_pdn(&text, None);
    }

    #[test]
    fn never_panics_on_pdn_like_text(
        text in "([\\[\\]{}()\"%$!?*.:x\\- \\n\\t\\\\r]|[0-9]{1,2}|[a-k][0-9]|Event|FEN|W:W|:B|K|1-0|2-0|1/2-1/2){0,60}"
    ) {
        for v in [None, Some(Variant::English), Some(Variant::Russian)] {
            let _ = read_pdn(&text, v);
        }
    }
}

/// A score names the players in the order they move: in English checkers Black starts, so `1-0`
/// is Black's win, read and written alike.
#[test]
fn english_scores_name_black_first() {
    let mut g = Game::from_fen(Variant::English, "B:W22:B18,K26").unwrap();
    g.play_text("18x25").unwrap();
    assert!(matches!(
        g.result(),
        dama::GameResult::Win {
            winner: dama::Color::Black,
            ..
        }
    ));
    let text = write_pdn(&g, &[]);
    assert!(text.contains("[Result \"1-0\"]"), "{text}");
    let back = game_of(Variant::English, &text);
    assert_eq!(back.result, PdnResult::FirstPlayerWins);
    assert_eq!(
        back.result.winner(Variant::English),
        Some(dama::Color::Black)
    );
    assert_eq!(
        PdnResult::parse("1-0").winner(Variant::International),
        Some(dama::Color::White)
    );
}
