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
    );
    assert_eq!(gs.len(), 3);
    assert_eq!(gs[1].tag("Event"), Some("B"));
    assert_eq!(moves(&gs[2]), ["34-29"]);
}

#[test]
fn reads_double_opening_bracket() {
    let gs = all_ok("[Event \"A\"] 1. 32-28 *\n[\n[[Event \"B\"] [Round \"2\"] 1. 33-28 *\n");
    assert_eq!(gs.len(), 2);
    assert_eq!(gs[1].tag("Event"), Some("B"));
    assert_eq!(gs[1].tag("Round"), Some("2"));
}

/// Tags are read past the quirks around them: `(quirk, text, a tag's name, its value, the
/// result)`.
#[test]
fn reads_the_tags_past_the_quirks() {
    use PdnResult::*;
    for (quirk, text, name, value, result) in [
        (
            "a tag missing its opening bracket",
            "Event \"Veteranen\"]\n[Result \"2-0\"]\n1. 32-28 *\n",
            "Event",
            "Veteranen",
            FirstPlayerWins,
        ),
        (
            "a bracket alone before the tag's line",
            "[\nEvent \"TOURNOI\"]\n[Site \"PIKINE\"]\n1. 32-28 *\n",
            "Event",
            "TOURNOI",
            Unknown,
        ),
        (
            "translated and HTML-escaped tag names",
            "[&#x00c9;v&#x00e9;nement \"Finale\"]\n[R&#x00e9;sultat \"1-1\"]\n[Type de jeu \"20\"]\n1. 33-29 *\n",
            "Événement",
            "Finale",
            Draw,
        ),
    ] {
        let g = game(text);
        assert_eq!(g.tag(name), Some(value), "{quirk}");
        assert_eq!(g.result, result, "{quirk}");
    }
}

#[test]
fn reads_literal_backslash_r() {
    let text = "[Event \"E\"]\n[Site \"\"]\\r\n[Result \"0-2\"]\\r\n1. 32-28 19-23 *\n\n\\r\n\n[Event \"F\"]\\r\n1. 31-27 *\\r\n";
    let gs = all_ok(text);
    assert_eq!(gs.len(), 2);
    assert_eq!(moves(&gs[0]), ["32-28", "19-23"]);
    assert_eq!(gs[0].result, PdnResult::SecondPlayerWins);
    assert_eq!(moves(&gs[1]), ["31-27"]);
}

#[test]
fn reads_whole_games_on_one_line() {
    let text = "[Event \"P\"] [Result \"1-1\"] [GameType \"20\"]  1.33-29 19-23 2.35-30 14-19 1-1\n[Event \"Q\"] [Result \"0-2\"]  1.32-28 18-22 0-2\n";
    let gs = all_ok(text);
    assert_eq!(gs.len(), 2);
    assert_eq!(gs[0].game.ply(), 4);
    assert_eq!(gs[1].result, PdnResult::SecondPlayerWins);
}

#[test]
fn reads_games_without_terminators_or_blank_lines() {
    let gs =
        all_ok("[Event \"A\"]\n1. 32-28 19-23\n[Event \"B\"]\n1. 33-28\n[Event \"C\"]\n1. 34-29");
    assert_eq!(gs.len(), 3);
    assert_eq!(gs[0].result, PdnResult::Unknown);
    assert_eq!(moves(&gs[2]), ["34-29"]);
}

#[test]
fn reads_games_without_tags() {
    let gs = all_ok("1. 32-28 19-23 2-0\n\n1. 33-28 0-2\n\n32-28 1/2-1/2");
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
fn skips_percent_escape_lines() {
    let g =
        game("% Board game: International Draughts 10x10\n[Date \"2012.02.01\"]\n1. 32-28 19-23\n");
    assert_eq!(g.game.ply(), 2);
    assert_eq!(g.tags.len(), 1);
}

/// Every move and the result are read past the quirks around them: `(quirk, the game the reader
/// is told, text, the moves read, the result)`.
#[test]
fn reads_every_move_and_the_result_past_the_quirks() {
    use PdnResult::*;
    for (quirk, variant, text, plies, result) in [
        (
            "tabs and indentation",
            None,
            "\t[Event \"M\"]\n\t[Result \"2-0\"]\n\t1. 32-28\t19-23\n\t2. 28x19\t14x23\n\t2-0\n",
            4,
            FirstPlayerWins,
        ),
        ("NAGs", None, "1. 32-28 $1 19-23 $2 2. 28x19 $3 14x23 *", 4, Unknown),
        (
            "move numbers in every form",
            None,
            "1.33-29 19-23 02. 35-30 14-19 3.30-25 3... 20-24 4.29x20 15x24",
            8,
            Unknown,
        ),
        (
            "leading zeros",
            None,
            "01. 34-29  18-22 02. 32-28  16-21 03. 31-26  11-16 04. 37-32  21-27 05. 32x21  16x27 06. 42-37  06-11 *",
            12,
            Unknown,
        ),
        (
            "padded single-digit squares",
            Some(Variant::Italian),
            "1. 21-17 12-15 2. 23-19 11-14 3. 19x12  8x15 4. 28-23 14-18 5. 22x13  9x18\n",
            10,
            Unknown,
        ),
        (
            "stray text and brackets",
            None,
            "1. 32-28 ) } ] 19-23 hello \"world\" 2. 28x19 *",
            3,
            Unknown,
        ),
        // The players did not claim the draw: the moves after it stand.
        (
            "a repetition played past",
            Some(Variant::International),
            "[FEN \"W:WK49:BK2\"] 49-44 2-7 44-49 7-2 49-44 2-7 44-49 7-2 49-44 2-7 *",
            10,
            Unknown,
        ),
        (
            "a result and no moves",
            Some(Variant::English),
            "[Event \"Problem\"]\n[Setup \"1\"]\n[FEN \"W:W31,27,19:B17,12,5.\"]\n0-1\n",
            0,
            SecondPlayerWins,
        ),
    ] {
        let g = read_game(text, variant).unwrap_or_else(|e| panic!("{quirk}: {e}\n{text}"));
        assert_eq!(g.game.ply(), plies, "{quirk}");
        assert_eq!(g.result, result, "{quirk}");
    }
}

#[test]
fn reads_escaped_quotes_in_tags() {
    let g = game("[White \"a \\\"b\\\" c\"] [Site \"d\\\\\\'Occitanie\"] 32-28");
    assert_eq!(g.tag("White"), Some("a \"b\" c"));
    assert_eq!(g.tag("Site"), Some("d\\'Occitanie"));
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

/// The moves are read as the rules write them, whatever the file writes around or in them:
/// `(quirk, text, the moves read)`.
#[test]
fn reads_the_moves_as_written() {
    for (quirk, text, read) in [
        (
            "nested variations",
            "32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23",
            "32-28 19-23 28x19 14x23",
        ),
        (
            "a variation for Black written before its move",
            "1. 34-30 {clock} (1... 5-10) 1... 20-25 2. 40-34 *",
            "34-30 20-25 40-34",
        ),
        // `x` on a quiet move, `-` on a capture, `:` for captures.
        (
            "loose separators",
            "1. 32x28 19-23 2. 28-19 14:23 *",
            "32-28 19-23 28x19 14x23",
        ),
        // PlayStrategy writes checkers in algebraic squares seen from the other side.
        (
            "PlayStrategy's rotated algebraic checkers",
            "[Variant \"American/English\"]\n1. c3-d4 b6-c5 2. d4xb6 a7xc5 0-1\n",
            "11-15 24-19 15x24 28x19",
        ),
    ] {
        assert_eq!(moves(&game(text)).join(" "), read, "{quirk}");
    }
}

#[test]
fn reads_move_strength_marks() {
    let g = game("1.32-28!? 19-23(!?!!!) 2.28x19 *");
    assert_eq!(moves(&g), ["32-28", "19-23", "28x19"]);
    assert_eq!(g.result, PdnResult::Unknown);
}

#[test]
fn reads_spaces_inside_moves() {
    let g = game("1. 32-28 19-23 2. 28x19 14x23 3. 33-28 23x32 4. 37x28 9-14 5. 31-26 4- 9 6. 28-23 18x 29 7. 34x 23 *");
    assert_eq!(g.game.ply(), 13);
    assert_eq!(full_move(g.variant, &g.game.moves()[9]), "4-9");
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
