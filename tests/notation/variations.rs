//! Variations, comments, marks (NAGs) and evaluations in PDN and PGN: files written elsewhere
//! (in the style of lidraughts' and lichess' exports) read into the game's tree, written back,
//! and read again to the same tree and the same text; a variation that cannot be played is left
//! out with a warning while the game reads.

use dama::draughts::notation::pdn::{read_game, write_pdn_tree};
use dama::piece::pgn::{read_pgn, write_pgn_tree};

/// A lidraughts-style export: an evaluation and a comment on the first move, a mark, a
/// variation holding a nested one, and a comment before a variation's first move.
const LIDRAUGHTS: &str = r#"[Event "Casual game"]
[Site "https://lidraughts.org/AbCd1234"]
[Result "*"]
[GameType "20"]

1. 32-28 { [%eval 0.1] A classical start. } 1... 18-23 $1 ( { Or } 1... 19-23 2. 28x19
14x23 { [%eval -0.2] } ( 2... 13x24?! ) 3. 37-32 ) 2. 37-32 12-18 *
"#;

/// The same game as Dama writes it.
const LIDRAUGHTS_WRITTEN: &str =
    "1. 32-28 {[%eval 0.1] A classical start.} 1... 18-23 $1 ({Or} 1... 19-23
2. 28x19 14x23 {[%eval -0.2]} (2... 13x24 $6) 3. 37-32) 2. 37-32 12-18 *
";

fn movetext(text: &str) -> &str {
    text.split("\n\n").nth(1).unwrap_or("")
}

#[test]
fn pdn_variations_comments_and_marks_read_and_write_back() {
    let g = read_game(LIDRAUGHTS, None).expect("reads");
    assert!(g.warnings.is_empty(), "{:?}", g.warnings);
    let main = g.tree.main_line();
    assert_eq!(main.len(), 4, "the main line is the game");
    assert_eq!(g.game.moves().len(), 4);
    let first = g.tree.node(main[0]).unwrap();
    assert_eq!(first.notes.eval.as_deref(), Some("0.1"));
    assert_eq!(first.notes.comment, "A classical start.");
    let second = g.tree.node(main[1]).unwrap();
    assert_eq!(second.notes.nags, vec![1]);
    let alternatives = g.tree.children(main[0]);
    assert_eq!(alternatives.len(), 2, "18-23 and its variation 19-23");
    let side = g.tree.node(alternatives[1]).unwrap();
    assert_eq!(side.notes.before, "Or");
    let side_line = g.tree.continuation(alternatives[1]);
    assert_eq!(side_line.len(), 3, "28x19 14x23 37-32");
    let nested = g.tree.children(side_line[0]);
    assert_eq!(nested.len(), 2, "14x23 and 13x24");
    assert_eq!(g.tree.node(nested[1]).unwrap().notes.nags, vec![6]);

    let written = write_pdn_tree(&g.game, &g.tree, &g.tags);
    assert_eq!(movetext(&written), LIDRAUGHTS_WRITTEN);
    let back = read_game(&written, None).expect("reads back");
    let again = write_pdn_tree(&back.game, &back.tree, &back.tags);
    assert_eq!(again, written, "read, written and read again: the same");
}

#[test]
fn pdn_variation_not_legal_is_left_out_with_a_warning() {
    // 31-26 is not legal: 27x18 must capture.
    let text =
        "[GameType \"20\"]\n\n1. 32-28 (1. 32-27 18-22 2. 27x18 (2. 31-26 17-21) 12x23) 18-23 *\n";
    let g = read_game(text, None).expect("the main line reads");
    assert_eq!(g.game.moves().len(), 2);
    assert_eq!(g.warnings.len(), 1, "{:?}", g.warnings);
    assert!(g.warnings[0].contains("31-26"), "{}", g.warnings[0]);
    let main = g.tree.main_line();
    let side = g.tree.children(Default::default())[1];
    assert_eq!(
        g.tree.continuation(side).len(),
        3,
        "the legal side line stays"
    );
    assert_eq!(main.len(), 2);
}

#[test]
fn pdn_unclosed_or_stray_brackets_never_lose_the_main_line() {
    for text in [
        "1. 32-28 ( 18-23 *\n",
        "1. 32-28 ) 18-23 *\n",
        "1. 32-28 (((18-23))) 18-22 *\n",
        "1. 32-28 () 18-23 *\n",
        "( 1. 32-28 ) 1. 33-28 *\n",
    ] {
        let g = read_game(text, None).unwrap_or_else(|e| panic!("{text}: {e}"));
        let written = write_pdn_tree(&g.game, &g.tree, &g.tags);
        let back = read_game(&written, None).expect("reads back");
        assert_eq!(back.game.moves(), g.game.moves(), "{text}");
        assert_eq!(write_pdn_tree(&back.game, &back.tree, &back.tags), written);
    }
}

/// A lichess-style export: clocks and evaluations in comments, NAGs written `$n`, nested
/// variations, a comment before the first move and one before a variation's first move.
const LICHESS: &str = r#"[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdEFGH"]
[Variant "chess"]
[Result "*"]

{ A quiet opening. } 1. e4 { [%eval 0.3] [%clk 0:03:00] } 1... e5 $1 ( 1... c5 { [%eval 0.35] Sicilian. }
2. Nf3 ( 2. c3 d5 ( 2... Nf6 3. e5 ) ) 2... d6 ) ( { French: } 1... e6 $6 ) 2. Nf3 Nc6!? 3. Bb5?? *
"#;

#[test]
fn pgn_nested_variations_and_comments_read_and_write_back() {
    let reads = read_pgn(LICHESS, None);
    let g = reads[0].game.as_ref().expect("reads");
    assert!(g.warnings.is_empty(), "{:?}", g.warnings);
    assert_eq!(
        g.record.moves_played().len(),
        5,
        "the main line is the game"
    );
    let root = g.tree.node(0).unwrap();
    assert_eq!(root.notes.comment, "A quiet opening.");
    let main = g.tree.main_line();
    let e4 = g.tree.node(main[0]).unwrap();
    assert_eq!(e4.notes.eval.as_deref(), Some("0.3"));
    assert_eq!(
        e4.notes.comment, "[%clk 0:03:00]",
        "other commands stay in the comment"
    );
    assert_eq!(g.tree.node(main[1]).unwrap().notes.nags, vec![1]);
    assert_eq!(g.tree.node(main[3]).unwrap().notes.nags, vec![5], "Nc6!?");
    assert_eq!(g.tree.node(main[4]).unwrap().notes.nags, vec![4], "Bb5??");
    let alternatives = g.tree.children(main[0]);
    assert_eq!(alternatives.len(), 3, "e5, c5 and e6");
    assert_eq!(
        g.tree.node(alternatives[2]).unwrap().notes.before,
        "French:"
    );
    let sicilian = g.tree.children(alternatives[1]);
    assert_eq!(sicilian.len(), 2, "2. Nf3 and 2. c3");
    assert_eq!(
        g.tree.children(sicilian[1]).len(),
        2,
        "2... d5 and 2... Nf6"
    );

    let written = write_pgn_tree(&g.record, &g.tree, &g.tags, Some(&g.result));
    assert!(
        written.contains("1. e4 {[%eval 0.3] [%clk 0:03:00]} 1... e5 $1 (1... c5"),
        "{written}"
    );
    assert!(written.contains("(2. c3 d5 (2... Nf6 3. e5))"), "{written}");
    let back = read_pgn(&written, None);
    let b = back[0].game.as_ref().expect("reads back");
    let again = write_pgn_tree(&b.record, &b.tree, &b.tags, Some(&b.result));
    assert_eq!(again, written, "read, written and read again: the same");
}

#[test]
fn pgn_variation_not_legal_is_left_out_with_a_warning() {
    let text = "[Variant \"chess\"]\n\n1. e4 (1. d4 Ke7) (1. c4 e5) e5 *\n";
    let reads = read_pgn(text, None);
    let g = reads[0].game.as_ref().expect("the main line reads");
    assert_eq!(g.record.moves_played().len(), 2);
    assert_eq!(g.warnings.len(), 1, "{:?}", g.warnings);
    assert!(g.warnings[0].contains("Ke7"), "{}", g.warnings[0]);
    assert_eq!(g.tree.children(0).len(), 3, "e4, d4 (up to Ke7) and c4");
}
