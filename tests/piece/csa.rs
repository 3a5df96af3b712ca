//! CSA records of shogi (`src/piece/csa.rs`): written and read back, from the start and from a
//! position with pieces in hand, promotions and drops; errors name the line; games CSA cannot
//! record are refused.

use std::sync::Arc;

use dama::piece::csa::{looks_like_csa, read_csa, write_csa};
use dama::piece::fen;
use dama::piece::game::PieceRecord;
use dama::piece::{built_in, PieceRules};

fn shogi() -> Arc<PieceRules> {
    Arc::new(built_in("shogi").unwrap())
}

fn played(moves: &[&str]) -> PieceRecord {
    let mut r = PieceRecord::new(shogi());
    for m in moves {
        r.play_text(m).unwrap();
    }
    r
}

#[test]
fn a_game_is_written_as_csa_and_read_back() {
    let r = played(&["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]);
    let text = write_csa(&r, ["Sente", "Gote"]).unwrap();
    assert!(
        text.starts_with("V2.2\nN+Sente\nN-Gote\nP1-KY-KE-GI-KI-OU-KI-GI-KE-KY\n"),
        "{text}"
    );
    let moves: Vec<&str> = text
        .lines()
        .filter(|l| l.len() == 7 && l[1..].starts_with(|c: char| c.is_ascii_digit()))
        .collect();
    assert_eq!(
        moves,
        ["+7776FU", "-3334FU", "+8822UM", "-3122GI", "+0045KA"]
    );
    assert!(looks_like_csa(&text));
    let back = read_csa(shogi(), &text).unwrap();
    assert_eq!(back.moves_played(), r.moves_played());
    assert_eq!(back.position(), r.position());
}

#[test]
fn a_position_with_hands_and_the_second_player_to_move() {
    let g = shogi();
    let start = fen::parse(&g, "4k4/9/9/9/9/9/9/9/4K4 w 2Pr 1").unwrap();
    let mut r = PieceRecord::from_position(g.clone(), start);
    r.play_text("R*5h").unwrap();
    let text = write_csa(&r, ["a", "b"]).unwrap();
    assert!(text.contains("P+00FU00FU\nP-00HI\n-\n-0058HI\n"), "{text}");
    let back = read_csa(g, &text).unwrap();
    assert_eq!(
        fen::write(back.game(), back.position()),
        fen::write(r.game(), r.position())
    );
}

#[test]
fn the_standard_start_is_read_from_pi_and_moves_on_one_line() {
    let r = read_csa(shogi(), "V2.2\nPI\n+\n+2726FU,T3\n-8384FU\n%TORYO\n").unwrap();
    assert_eq!(r.moves_played().len(), 2);
}

#[test]
fn errors_name_the_line_and_the_move() {
    let err = read_csa(shogi(), "PI\n+\n+7776FU\n+3334FU\n").unwrap_err();
    assert!(
        err.text.contains("line 4") && err.text.contains("move 2"),
        "{err}"
    );
    let err = read_csa(shogi(), "P1-KY-KE\n").unwrap_err();
    assert!(
        err.text.contains("line 1") && err.text.contains("nine squares"),
        "{err}"
    );
    let err = read_csa(shogi(), "+7776XX\n").unwrap_err();
    assert!(err.text.contains("not a legal move"), "{err}");
}

#[test]
fn games_csa_cannot_record_are_refused() {
    let chess = Arc::new(built_in("chess").unwrap());
    assert!(write_csa(&PieceRecord::new(chess), ["a", "b"]).is_err());
    let mini = Arc::new(built_in("minishogi").unwrap());
    let err = write_csa(&PieceRecord::new(mini), ["a", "b"]).unwrap_err();
    assert!(err.text.contains("9x9"), "{err}");
}
