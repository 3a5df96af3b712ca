//! Starting-position JSON: the files in www/positions, round trips, and one test per refusal.

use std::path::Path;

use dama::draughts::notation::fen::write_fen;
use dama::draughts::notation::setup::{parse_setup, write_setup, SetupError};
use dama::{start_position, Color, Variant};

/// Checks every www/positions/<variant>.json against the start position; with DAMA_BLESS=1 it
/// writes them instead.
#[test]
fn position_files_hold_each_start_position() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("www/positions");
    for v in Variant::ALL {
        let path = dir.join(format!("{}.json", v.name()));
        let expected = write_setup(v, &start_position(v));
        if std::env::var_os("DAMA_BLESS").is_some() {
            std::fs::create_dir_all(&dir).expect("create www/positions");
            std::fs::write(&path, &expected).expect("write position file");
        }
        let actual = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (DAMA_BLESS=1 writes it)", path.display()));
        assert_eq!(actual, expected, "{} is stale", path.display());
        let (variant, pos) = parse_setup(&actual).expect("a written file reads back");
        assert_eq!(variant, v);
        assert_eq!(pos, start_position(v));
    }
}

fn err(json: &str) -> SetupError {
    parse_setup(json).expect_err("this file must be refused")
}

fn message(json: &str) -> String {
    err(json).to_string()
}

const SIDES: &str = r#""white":{"men":["31"],"kings":[]},"black":{"men":["1"],"kings":[]}"#;

#[test]
fn reads_numbers_and_algebraic_names() {
    let (v, pos) = parse_setup(
        r#"{"variant":"standard","toMove":"black",
            "white":{"men":[31,"32"],"kings":["28"]},"black":{"men":["1"],"kings":[]}}"#,
    )
    .unwrap();
    assert_eq!(v, Variant::International);
    assert_eq!(write_fen(v, &pos), "B:WK28,31,32:B1");
    let (v, pos) = parse_setup(
        r#"{"variant":"russian","toMove":"white",
            "white":{"men":["c3"],"kings":["H8"]},"black":{"men":["d6"],"kings":[]}}"#,
    )
    .unwrap();
    assert_eq!(v, Variant::Russian);
    assert_eq!(write_fen(v, &pos), "W:WKh8,c3:Bd6");
}

#[test]
fn refuses_text_that_is_not_json() {
    assert!(matches!(
        err("{variant: international"),
        SetupError::Json(_)
    ));
    assert!(message("").contains("not a valid position file"));
}

#[test]
fn refuses_a_list_of_the_wrong_type() {
    let m = message(
        r#"{"variant":"international","toMove":"white","white":{"men":"31","kings":[]},"black":{"men":[],"kings":[]}}"#,
    );
    assert!(m.contains("line 1"), "{m}");
}

#[test]
fn refuses_a_missing_variant() {
    let m = message(&format!(r#"{{"toMove":"white",{SIDES}}}"#));
    assert!(m.contains("missing field `variant`"), "{m}");
}

#[test]
fn refuses_a_missing_side_to_move() {
    let m = message(&format!(r#"{{"variant":"international",{SIDES}}}"#));
    assert!(m.contains("missing field `toMove`"), "{m}");
}

#[test]
fn refuses_a_missing_side() {
    let m = message(
        r#"{"variant":"international","toMove":"white","white":{"men":["31"],"kings":[]}}"#,
    );
    assert!(m.contains("missing field `black`"), "{m}");
}

#[test]
fn refuses_a_missing_list() {
    let m = message(
        r#"{"variant":"international","toMove":"white","white":{"men":["31"],"kings":[]},"black":{"men":["1"]}}"#,
    );
    assert!(m.contains("black: missing field `kings`"), "{m}");
}

#[test]
fn refuses_an_unknown_variant() {
    let m = message(&format!(
        r#"{{"variant":"chess","toMove":"white",{SIDES}}}"#
    ));
    assert!(m.contains("unknown variant `chess`"), "{m}");
    assert!(
        m.contains("international"),
        "the message lists the known ones: {m}"
    );
}

#[test]
fn refuses_a_bad_side_to_move() {
    let m = message(&format!(
        r#"{{"variant":"international","toMove":"red",{SIDES}}}"#
    ));
    assert!(m.contains("toMove is `red`"), "{m}");
}

#[test]
fn refuses_a_square_off_the_board() {
    let m = message(
        r#"{"variant":"international","toMove":"white","white":{"men":["51"],"kings":[]},"black":{"men":[],"kings":[]}}"#,
    );
    assert_eq!(m, "white.men: square `51` does not exist on this board");
    let m = message(
        r#"{"variant":"russian","toMove":"white","white":{"men":[],"kings":[]},"black":{"men":["i9"],"kings":[]}}"#,
    );
    assert!(m.contains("black.men: square `i9` does not exist"), "{m}");
    let m = message(
        r#"{"variant":"international","toMove":"white","white":{"men":[-3],"kings":[]},"black":{"men":[],"kings":[]}}"#,
    );
    assert!(m.contains("square `-3` does not exist"), "{m}");
}

#[test]
fn refuses_an_unplayable_square() {
    let m = message(
        r#"{"variant":"russian","toMove":"white","white":{"men":["a2"],"kings":[]},"black":{"men":[],"kings":[]}}"#,
    );
    assert!(
        m.contains("white.men: square `a2` is a light square"),
        "{m}"
    );
    // On the Italian board a1 is light.
    let m = message(
        r#"{"variant":"italian","toMove":"white","white":{"men":["a1"],"kings":[]},"black":{"men":[],"kings":[]}}"#,
    );
    assert!(m.contains("`a1` is a light square"), "{m}");
}

#[test]
fn refuses_a_duplicate_square() {
    let m = message(
        r#"{"variant":"international","toMove":"white","white":{"men":["31"],"kings":[]},"black":{"men":[],"kings":["31"]}}"#,
    );
    assert_eq!(m, "square 31 is listed twice");
}

#[test]
fn refuses_a_man_on_its_promotion_row() {
    let e = err(
        r#"{"variant":"international","toMove":"white","white":{"men":["3"],"kings":[]},"black":{"men":[],"kings":[]}}"#,
    );
    assert_eq!(
        e,
        SetupError::ManOnPromotionRow {
            color: Color::White,
            square: "3".into()
        }
    );
    assert!(e
        .to_string()
        .contains("white man on square 3, its own promotion row"));
    // A king may stand there.
    assert!(parse_setup(
        r#"{"variant":"international","toMove":"white","white":{"men":[],"kings":["3"]},"black":{"men":["48"],"kings":[]}}"#
    )
    .is_err());
    assert!(parse_setup(
        r#"{"variant":"international","toMove":"white","white":{"men":[],"kings":["3"]},"black":{"men":["45"],"kings":[]}}"#
    )
    .is_ok());
}

#[test]
fn written_positions_read_back() {
    for v in Variant::ALL {
        let mut game = dama::Game::new(v);
        for _ in 0..6 {
            let Some(mv) = game.legal_moves().iter().next().copied() else {
                break;
            };
            game.play(&mv).unwrap();
        }
        let (back_v, back) = parse_setup(&write_setup(v, game.position())).unwrap();
        assert_eq!(back_v, v);
        assert_eq!(&back, game.position(), "{v}");
    }
}
