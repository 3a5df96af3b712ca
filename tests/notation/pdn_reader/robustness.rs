//! Input that is no PDN or broken PDN: refused with a reason or read as far as it goes, in
//! linear time, never panicking.

use super::*;
use crate::common::regressions_beside_the_test;
use dama::draughts::notation::pdn::{read_game, read_pdn, PdnErrorKind};
use dama::Variant;
use proptest::prelude::*;

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
