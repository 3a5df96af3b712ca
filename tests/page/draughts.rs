//! The engine as the page uses it (`dama::page_api`, bound to JavaScript by src/wasm.rs): what
//! may replace a game in progress and what is refused with a message naming the problem, the
//! tags and result of a loaded game, and games rebuilt from moves.

use dama::page_api::{pdn_entries, DraughtsPage};

/// The message a text is refused with.
fn refused(text: &str) -> String {
    match DraughtsPage::from_pdn(text, Some("international")) {
        Ok(g) => panic!("accepted {text:?}: {:?}", g.game().moves()),
        Err(e) => e.text,
    }
}

#[test]
fn a_text_that_is_no_game_is_refused_with_what_was_found() {
    assert_eq!(
        refused("hello world\n"),
        "line 1: no game found: `hello world` is neither a tag, a move nor a result \
         (expected tags such as [Event \"...\"] or moves such as 1. 32-28)"
    );
}

#[test]
fn an_empty_text_is_refused() {
    assert!(refused("").starts_with("line 1: no game found (expected"));
    assert!(refused(" \n\n\t").starts_with("line 1: no game found (expected"));
}

#[test]
fn binary_data_is_refused() {
    let mut bytes = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
    bytes.extend((0..=255u8).cycle().take(600));
    let text = String::from_utf8_lossy(&bytes);
    assert_eq!(
        refused(&text),
        "line 3: this is not a game file but binary data (an image, an archive or the like)"
    );
}

#[test]
fn a_truncated_game_is_refused_at_the_cut() {
    assert_eq!(
        refused("[Event \"E\"]\n1. 32-28 19-23 2. 28x1"),
        "game 1, line 2: move 2 `28x1` is not legal here"
    );
    assert_eq!(
        refused("[Event \"E\"]\n[White \"A\"]\n"),
        "game 1, line 1: the game ends after its tags: no moves and no result"
    );
}

#[test]
fn a_game_of_another_kind_is_refused() {
    assert_eq!(
        refused("[GameType \"31\"]\n1. 32-28 *"),
        "game 1, line 1: GameType 31 (Thai draughts) is not supported yet"
    );
    // An International game marked as English checkers: 32 is no square of its board.
    let e = refused("[GameType \"21\"]\n1. 32-28 19-23 *");
    assert!(e.starts_with("game 1, line 2: move 1 `32-28`"), "{e}");
}

#[test]
fn text_with_no_legal_move_is_refused_naming_the_move() {
    let e = refused("1. 32-23 *");
    assert!(e.starts_with("game 1, line 1: move 1 `32-23`"), "{e}");
}

#[test]
fn a_header_of_unknown_tags_holds_no_game() {
    assert_eq!(
        refused("[Foo \"bar\"]\n[Baz \"1\"]\n*\n"),
        "line 1: this record holds no game: no moves, no position (FEN tag) and no result"
    );
}

#[test]
fn a_loaded_game_keeps_its_tags_and_shows_its_result() {
    let text = "[Event \"Open\"]\n[Site \"Paris\"]\n[Date \"2021.04.02\"]\n[Round \"7\"]\n\
                [White \"Ana\"]\n[Black \"Bo\"]\n[Result \"1-0\"]\n[Opening \"Roozenburg\"]\n\n\
                1. 32-28 19-23 2. 28x19 14x23 1-0\n";
    let mut game = DraughtsPage::from_pdn(text, None).unwrap();
    let names: Vec<&str> = game.tags().iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        ["Event", "Site", "Date", "Round", "White", "Black", "Result", "Opening"]
    );
    let r = game.status().result;
    assert_eq!(
        (r.state, r.winner, r.reason, r.pdn),
        ("win", Some("white"), Some("recorded"), "1-0")
    );
    assert!(game.legal_moves().is_empty());
    // Looking at an earlier move, the game there goes on, and it ended as recorded.
    game.go_to(1);
    let status = game.status();
    assert_eq!(status.result.state, "ongoing");
    assert_eq!(status.final_result.pdn, "1-0");
    // Written out from there: the whole game, every tag, the result.
    let tags = game.tags().to_vec();
    let written = game.to_pdn(&tags);
    let back = DraughtsPage::from_pdn(&written, None).unwrap();
    for tag in game.tags() {
        assert!(back.tags().contains(tag), "{tag:?} lost:\n{written}");
    }
    assert_eq!(back.game().moves(), game.game().moves());
    assert_eq!(back.status().result.pdn, "1-0");
    // Another move from an earlier position starts a side line: the game and its result stay.
    game.go_to(1);
    game.play("17-22").unwrap();
    let written = game.to_pdn(&tags);
    assert!(written.contains("[Result \"1-0\"]"), "{written}");
    assert!(
        written.ends_with("1. 32-28 19-23 (1... 17-22) 2. 28x19 14x23 1-0\n"),
        "{written}"
    );
    // Made the main line, the side line is the game: the file's result no longer holds.
    let side = game.tree_view().current;
    assert!(game.promote(side));
    let written = game.to_pdn(&tags);
    assert!(written.contains("[Result \"*\"]"), "{written}");
    assert!(written.contains("[White \"Ana\"]"), "{written}");
    assert!(
        written.ends_with("1. 32-28 17-22 (1... 19-23 2. 28x19 14x23) *\n"),
        "{written}"
    );
}

#[test]
fn a_game_is_rebuilt_from_its_moves_and_a_bad_one_is_named() {
    let moves = ["32-28", "19-23", "28x19", "14x23"].map(String::from);
    let g = DraughtsPage::from_moves("international", None, &moves).unwrap();
    assert_eq!(g.status().ply, 4);
    let g = DraughtsPage::from_moves("russian", Some("W:Wc3:Bf6"), &["c3-d4".into()]).unwrap();
    assert_eq!(g.fen(), "B:Wd4:Bf6");
    let bad = ["32-28", "19-23", "37-32"].map(String::from);
    let e = DraughtsPage::from_moves("international", None, &bad)
        .unwrap_err()
        .text;
    assert!(e.starts_with("move 3 `37-32`: "), "{e}");
    assert_eq!(
        DraughtsPage::from_moves("chess", None, &[])
            .unwrap_err()
            .text,
        format!(
            "unknown game `chess`; known: {}, or house:<switches> for house rules",
            dama::Variant::names()
        )
    );
    assert!(DraughtsPage::from_moves("english", Some("W:W99:B1"), &[])
        .unwrap_err()
        .text
        .contains("99"));
}

#[test]
fn a_pdn_of_many_games_is_listed_and_any_one_opened() {
    let text =
        "[Event \"A\"]\n[White \"Ana\"]\n[Black \"Bo\"]\n[Result \"1-0\"]\n1. 32-28 19-23 1-0\n\n\
                [Event \"B\"]\n1. 32-23 *\n\n\
                [Event \"C\"]\n[GameType \"25\"]\n1. c3-d4 f6-g5 *\n";
    let list = pdn_entries(text, None).unwrap();
    assert_eq!(list.len(), 3);
    assert_eq!(list[0].variant.as_deref(), Some("international"));
    assert_eq!(list[0].plies, 2);
    assert_eq!(list[0].result, "1-0");
    assert!(list[0].tags.contains(&("White".into(), "Ana".into())));
    assert!(list[0].error.is_none());
    let broken = list[1].error.as_deref().unwrap();
    assert!(
        broken.starts_with("game 2, line 8: move 1 `32-23`"),
        "{broken}"
    );
    assert_eq!(list[2].variant.as_deref(), Some("russian"));
    assert_eq!(list[2].line, 10);
    let third = DraughtsPage::from_pdn_game(text, 2, None).unwrap();
    assert_eq!(third.variant(), "russian");
    assert_eq!(third.status().ply, 2);
    assert!(DraughtsPage::from_pdn_game(text, 1, None).is_err());
    let beyond = DraughtsPage::from_pdn_game(text, 3, None)
        .err()
        .unwrap()
        .text;
    assert_eq!(beyond, "there is no game 4 in this text: it holds 3");
    assert!(pdn_entries("hello world", None)
        .unwrap_err()
        .text
        .starts_with("line 1: no game found"));
}

#[test]
fn truncating_drops_the_later_moves_and_the_recorded_result() {
    let text = "[Result \"1-0\"]\n1. 32-28 19-23 2. 28x19 14x23 1-0\n";
    let mut game = DraughtsPage::from_pdn(text, None).unwrap();
    assert_eq!(game.truncate(), 0);
    game.go_to(2);
    assert_eq!(game.truncate(), 2);
    let status = game.status();
    assert_eq!((status.ply, status.length), (2, 2));
    assert_eq!(status.result.state, "ongoing");
    assert!(game.to_pdn(&[]).ends_with("1. 32-28 19-23 *\n"));
}

/// Asserts that `game` is over, won by `winner` for `reason` and told as `text`, with no move
/// left; that its PDN, given the Termination `given`, writes `written` instead and ends with
/// `movetext`; and that the PDN read back (a reload of the page) is the same win.
fn assert_won_and_written(
    game: &DraughtsPage,
    (winner, reason, text): (&str, &str, &str),
    (given, written): (&str, &str),
    movetext: &str,
) {
    let r = game.status().result;
    assert_eq!(
        (r.state, r.winner, r.reason, r.text.as_str()),
        ("win", Some(winner), Some(reason), text)
    );
    assert!(game.legal_moves().is_empty());
    let pdn = game.to_pdn(&[("Termination".into(), given.into())]);
    assert!(pdn.ends_with(movetext), "{pdn}");
    assert!(
        pdn.contains(&format!("[Termination \"{written}\"]\n")),
        "{pdn}"
    );
    assert!(!pdn.contains(given), "{pdn}");
    let back = DraughtsPage::from_pdn(&pdn, None).unwrap().status().result;
    assert_eq!((back.winner, back.reason), (Some(winner), Some(reason)));
}

#[test]
fn a_game_lost_on_time_ends_there_and_is_written_so() {
    let mut game = DraughtsPage::from_moves("international", None, &["32-28".into()]).unwrap();
    game.lose_on_time("black").unwrap();
    let won = ("white", "time", "White wins: Black ran out of time");
    assert_won_and_written(
        &game,
        won,
        ("adjudication", "time forfeit"),
        "1. 32-28 1-0\n",
    );
    assert_eq!(
        game.lose_on_time("white").unwrap_err(),
        "the game has already ended"
    );
    // Going back and playing on undoes it.
    game.go_to(0);
    game.play("31-27").unwrap();
    assert_eq!(game.status().result.state, "ongoing");
    assert!(game
        .lose_on_time("purple")
        .unwrap_err()
        .contains("not a side"));
    game.go_to(0);
    assert!(game.lose_on_time("white").is_err());
}

#[test]
fn a_resignation_and_an_agreed_draw_end_the_game_and_are_written_so() {
    let mut game = DraughtsPage::from_moves("russian", None, &["c3-d4".into()]).unwrap();
    game.resign("white").unwrap();
    let won = ("black", "resignation", "Black wins: White resigned");
    assert_won_and_written(&game, won, ("normal", "resignation"), "1. c3-d4 0-1\n");
    assert_eq!(game.agree_draw().unwrap_err(), "the game has already ended");

    let mut game =
        DraughtsPage::from_moves("international", None, &["32-28".into(), "19-23".into()]).unwrap();
    game.go_to(1);
    assert_eq!(
        game.agree_draw().unwrap_err(),
        "only the last position of a game can be drawn by agreement"
    );
    game.go_to(2);
    game.agree_draw().unwrap();
    let result = game.status().result;
    assert_eq!((result.state, result.reason), ("draw", Some("agreement")));
    let pdn = game.to_pdn(&[]);
    assert!(pdn.contains("[Termination \"draw agreed\"]\n"), "{pdn}");
    let back = DraughtsPage::from_pdn(&pdn, None).unwrap().status().result;
    assert_eq!((back.state, back.reason), ("draw", Some("agreement")));
    // Taking the last move back and playing on undoes it.
    game.go_to(1);
    game.play("18-22").unwrap();
    assert_eq!(game.status().result.state, "ongoing");
}

#[test]
fn a_time_forfeit_is_read_only_with_a_decisive_result_and_other_terminations_pass_through() {
    let read = |tags: &str| {
        let text = format!("{tags}\n1. 32-28 *\n");
        let r = DraughtsPage::from_pdn(&text, None).unwrap().status().result;
        (r.state, r.reason)
    };
    let forfeit = "[Termination \"Time forfeit\"]";
    assert_eq!(
        read(&format!("[Result \"0-2\"]{forfeit}")),
        ("win", Some("time"))
    );
    assert_eq!(read(&format!("[Result \"1-1\"]{forfeit}")).0, "draw");
    assert_eq!(read(&format!("[Result \"*\"]{forfeit}")).0, "ongoing");
    assert_eq!(
        read("[Result \"2-0\"][Termination \"normal\"]"),
        ("win", Some("recorded"))
    );
    let game = DraughtsPage::from_moves("international", None, &["32-28".into()]).unwrap();
    let tags = [("Termination".to_string(), "abandoned".to_string())];
    assert!(game.to_pdn(&tags).contains("[Termination \"abandoned\"]"));
}

#[test]
fn a_refused_move_and_a_result_come_as_codes_and_values_for_the_page_to_word() {
    use dama::draughts::restriction::Restriction;
    let game = DraughtsPage::from_fen("international", "W:W31,32:B28").unwrap();
    assert_eq!(
        game.restriction("31", Some("27")).unwrap(),
        Some(Restriction::CaptureCompulsory {
            pieces: vec!["32".into()]
        })
    );
    assert_eq!(game.restriction("32", Some("23")).unwrap(), None);
    let over = DraughtsPage::from_fen("international", "B:W28:B").unwrap();
    assert_eq!(over.restriction("28", None).unwrap(), None);
    let result = over.status().result;
    assert_eq!(
        (result.reason, result.count, result.rule),
        (Some("no-pieces-left"), None, None)
    );
}

#[test]
fn a_typed_move_names_its_place_among_the_legal_moves_without_playing_it() {
    let game = DraughtsPage::from_moves("international", None, &[]).unwrap();
    let legal = game.legal_moves();
    let index = game.move_index(" 32-28 ").unwrap();
    assert_eq!(legal[index].notation, "32-28");
    assert_eq!(game.status().ply, 0, "nothing played");
    let refusal = game.move_index("32-23").unwrap_err();
    assert!(refusal.text.contains("32-23"), "{}", refusal.text);
}
