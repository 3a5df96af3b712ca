//! The tree of moves as the page plays it, for a draughts game and a piece game alike: a move
//! played at an earlier position starts a side line and drops nothing, the line played is what
//! undo, redo and the bot see, a side line is promoted or deleted, comments and marks are set,
//! and the whole tree is written to the game's file and read back as it was.

use dama::page_api::{open, open_file, NodeView, PageApi, TreeView};

fn play(game: &mut dyn PageApi, moves: &[&str]) {
    for m in moves {
        game.play(m).unwrap_or_else(|e| panic!("{m}: {}", e.text));
    }
}

fn texts(line: &[NodeView]) -> Vec<&str> {
    line.iter().map(|n| n.notation.as_str()).collect()
}

/// The side lines at move `ply` of the main line.
fn side_lines(view: &TreeView, ply: usize) -> Vec<Vec<&str>> {
    view.main[ply - 1]
        .variations
        .iter()
        .map(|l| texts(l))
        .collect()
}

/// Each game: a name, a main line and a side line to its second move.
const GAMES: [(&str, [&str; 3], [&str; 2]); 3] = [
    (
        "international",
        ["32-28", "18-23", "37-32"],
        ["19-23", "28x19"],
    ),
    ("chess", ["e4", "e5", "Nf3"], ["c5", "Nf3"]),
    ("shogi", ["P-7f", "P-3d", "P-2f"], ["P-8d", "P-2f"]),
];

#[test]
fn a_move_at_an_earlier_position_starts_a_side_line_in_every_family() {
    for (name, main, side) in GAMES {
        let mut game = open(name, None).expect("opens");
        play(&mut *game, &main);
        game.go_to(1);
        play(&mut *game, &side);
        let view = game.tree_view();
        assert_eq!(texts(&view.main), main, "{name}: nothing dropped");
        assert_eq!(side_lines(&view, 2), vec![side.to_vec()], "{name}");
        assert!(view.in_side_line, "{name}");
        assert_eq!(view.places, vec![0, 1, 0], "{name}");
        assert_eq!(
            game.status().length,
            3,
            "{name}: the line played is the side line"
        );
        assert_eq!(game.move_texts()[1], side[0], "{name}");
        // Undo and redo walk the line played.
        assert!(game.undo());
        assert!(game.redo());
        assert_eq!(game.tree_view().current, view.current, "{name}");

        // Written and read back: the same tree, and written the same again.
        let file = game.to_file(&[]);
        let mut back = open_file(&file, 0, Some(name)).expect("reads back");
        assert_eq!(back.tree_view().main.len(), 3, "{name}: {file}");
        assert_eq!(
            side_lines(&back.tree_view(), 2),
            vec![side.to_vec()],
            "{name}"
        );
        assert_eq!(back.to_file(&[]), file, "{name}");
        assert!(back.go_to_places(&view.places), "{name}");
        assert_eq!(back.move_texts()[1], side[0], "{name}");

        // Promoted: the side line is the main line, and the file says so.
        assert!(game.promote(view.current));
        let view = game.tree_view();
        assert_eq!(texts(&view.main)[1], side[0], "{name}");
        assert_eq!(side_lines(&view, 2), vec![main[1..].to_vec()], "{name}");
        let promoted = game.to_file(&[]);
        let back = open_file(&promoted, 0, Some(name)).expect("reads back");
        assert_eq!(
            texts(&back.tree_view().main)[1],
            side[0],
            "{name}: {promoted}"
        );
    }
}

#[test]
fn deleting_a_side_line_shows_the_move_before_it() {
    let mut game = open("international", None).expect("opens");
    play(&mut *game, &["32-28", "18-23", "37-32"]);
    game.go_to(1);
    play(&mut *game, &["19-23", "28x19"]);
    let side = game.tree_view().current;
    let main_first = game.tree_view().main[0].id;
    assert!(game.delete_line(main_first).is_err(), "the main line stays");
    game.delete_line(side).expect("deletes");
    let view = game.tree_view();
    assert_eq!(view.current, main_first);
    assert!(view.main.iter().all(|n| n.variations.is_empty()));
    assert_eq!(game.status().length, 3, "the main line is played again");
    assert!(!game.go_to_node(side), "a deleted move is no more");
}

#[test]
fn comments_marks_and_evaluations_are_written_and_read_back() {
    let mut game = open("chess", None).expect("opens");
    play(&mut *game, &["e4", "e5", "Nf3"]);
    let ids: Vec<usize> = game.tree_view().main.iter().map(|n| n.id).collect();
    assert!(game.set_comment(ids[0], "The {king's} pawn\nfirst"));
    assert!(game.set_comment(0, "Before the game"));
    assert!(game.annotate(2, &[2], Some("0.35")));
    assert!(game.annotate(3, &[6], Some("#-3")));
    assert!(!game.annotate(4, &[1], None), "no fourth move");
    let view = game.tree_view();
    assert_eq!(view.main[0].comment, "The (king's) pawn first");
    assert_eq!(view.main[1].nags, vec![2]);
    assert_eq!(view.main[2].eval.as_deref(), Some("#-3"));
    let file = game.to_file(&[]);
    assert!(
        file.replace('\n', " ").contains("{Before the game} 1. e4 {The (king's) pawn first} 1... e5 $2 {[%eval 0.35]} 2. Nf3 $6 {[%eval #-3]}"),
        "{file}"
    );
    let back = open_file(&file, 0, None).expect("reads back");
    assert_eq!(back.tree_view().main, game.tree_view().main);
    assert_eq!(back.tree_view().comment, "Before the game");
}

#[test]
fn playing_on_from_a_move_drops_the_side_lines_after_it() {
    let mut game = open("international", None).expect("opens");
    play(&mut *game, &["32-28", "18-23", "37-32"]);
    game.go_to(1);
    play(&mut *game, &["19-23"]);
    let first = game.tree_view().main[0].id;
    assert!(game.go_to_node(first));
    assert_eq!(game.truncate(), 1);
    let view = game.tree_view();
    assert_eq!(texts(&view.main), ["32-28"]);
    assert!(view.main[0].variations.is_empty());
}
