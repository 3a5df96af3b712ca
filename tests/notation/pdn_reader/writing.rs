//! The PDN writer: tags, move numbers, results (English scores naming Black first) and setups
//! written so that they read back.

use super::*;
use dama::draughts::notation::pdn::{write_pdn, PdnResult};
use dama::{Game, Variant};

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
