//! How the PDN reader takes a file apart, one quirk at a time (each seen in `tests/data/games`):
//! tags, comments, variations, move numbers and the ways moves are written.

use super::*;
use dama::draughts::notation::pdn::{read_game, PdnErrorKind, PdnResult};
use dama::Variant;

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
