//! Crowning (§12 of the rules texts): where a man's move ends on the last row, and where it
//! only passes it, in every game that shares a rule.

use crate::common::draughts::*;
use dama::Variant::{
    self, Brazilian, Czech, English, Frisian, International, Italian, Pool, Russian,
};

/// A man's move that may end on the last row: whether it is crowned and the position after it.
struct Crowning<'a> {
    rule: &'a str,
    game: Variant,
    fen: &'a str,
    /// The legal moves there, where they matter.
    legal: Option<&'a [&'a str]>,
    play: &'a str,
    crowned: bool,
    after: &'a str,
}

#[test]
fn a_man_is_crowned_where_its_move_ends_on_the_last_row() {
    let rows = [
        Crowning {
            rule: "international.md §12: crowned",
            game: International,
            fen: "W:W13:B8,30",
            legal: None,
            play: "13x2",
            crowned: true,
            after: "B:WK2:B30",
        },
        // 13x2 ends on the back row; as a king it could take 11 from 2, but it is crowned only
        // when the move ends and moves as a king from the next turn.
        Crowning {
            rule: "international.md §12: no king's capture after the crowning",
            game: International,
            fen: "W:W13:B8,11",
            legal: Some(&["13x2"]),
            play: "13x2",
            crowned: true,
            after: "B:WK2:B11",
        },
        Crowning {
            rule: "international.md §12: passing the last row mid-capture",
            game: International,
            fen: "W:W13:B7,8",
            legal: None,
            play: "13x2x11",
            crowned: false,
            after: "B:W11:B",
        },
        Crowning {
            rule: "czech.md §12: crowned",
            game: Czech,
            fen: "W:Wc7:Bh2",
            legal: None,
            play: "c7-b8",
            crowned: true,
            after: "B:WKb8:Bh2",
        },
        // From f8 a king could take g7, but the move ends on the last row.
        Crowning {
            rule: "czech.md §12: the capture stops",
            game: Czech,
            fen: "W:Wd6:Be7,g7",
            legal: Some(&["d6xf8"]),
            play: "d6xf8",
            crowned: true,
            after: "B:WKf8:Bg7",
        },
        Crowning {
            rule: "english.md §12: crowning ends the move",
            game: English,
            fen: "W:W11:B6,7",
            legal: Some(&["11x2"]),
            play: "11x2",
            crowned: true,
            after: "B:WK2:B6",
        },
        // From 3 a king could take 7, but the move ends on the last row.
        Crowning {
            rule: "italian.md §12: crowning ends the move",
            game: Italian,
            fen: "W:W10:B6,7",
            legal: Some(&["10x3"]),
            play: "10x3",
            crowned: true,
            after: "B:WK3:B7",
        },
        Crowning {
            rule: "pool.md §12: passing the last row mid-capture",
            game: Pool,
            fen: "B:W26,27:B22",
            legal: None,
            play: "22x31x24",
            crowned: false,
            after: "W:W:B24",
        },
        // On 2 the man cannot jump again as a man (the king's jump over 9 is not a man's jump),
        // so the move ends there and it is crowned.
        Crowning {
            rule: "pool.md §12: crowned even if a king could go on",
            game: Pool,
            fen: "W:W11:B7,9",
            legal: Some(&["11x2"]),
            play: "11x2",
            crowned: true,
            after: "B:WK2:B9",
        },
        Crowning {
            rule: "russian.md §12: crowned mid-capture, on as a king",
            game: Russian,
            fen: "W:Wf6:Be7,b6,h2",
            legal: Some(&["f6xd8xa5"]),
            play: "f6xa5",
            crowned: true,
            after: "B:WKa5:Bh2",
        },
        // As in International: it continues as a man when it can; here it cannot, so it is
        // crowned.
        Crowning {
            rule: "brazilian.md §12: crowned where the capture cannot go on",
            game: Brazilian,
            fen: "W:Wf6:Be7,b6,h2",
            legal: Some(&["f6xd8"]),
            play: "f6xd8",
            crowned: true,
            after: "B:WKd8:Bb6,h2",
        },
        // With a piece to take backward from d8 it must go on, and stays a man.
        Crowning {
            rule: "brazilian.md §12: passing the last row mid-capture",
            game: Brazilian,
            fen: "W:Wf6:Be7,c7,h2",
            legal: None,
            play: "f6xd8xb6",
            crowned: false,
            after: "B:Wb6:Bh2",
        },
        // Over 8 to 3 on the far row, then on over 9 to 14: a man.
        Crowning {
            rule: "frisian.md §12: passing the far row mid-capture",
            game: Frisian,
            fen: "W:W12,45:B8,9,26",
            legal: Some(&["12x3x14"]),
            play: "12x3x14",
            crowned: false,
            after: "B:W14,45:B26",
        },
        Crowning {
            rule: "frisian.md §12: crowned by a capture",
            game: Frisian,
            fen: "W:W12,45:B8,26",
            legal: None,
            play: "12x3",
            crowned: true,
            after: "B:WK3,45:B26",
        },
        Crowning {
            rule: "frisian.md §12: crowned by a step",
            game: Frisian,
            fen: "W:W7,45:B26",
            legal: None,
            play: "7-1",
            crowned: true,
            after: "B:WK1,45:B26",
        },
    ];
    for row in rows {
        let (rule, v, fen) = (row.rule, row.game, row.fen);
        if let Some(legal) = row.legal {
            assert_eq!(moves(v, fen), sorted(legal), "{rule}: {v} {fen}");
        }
        let mut g = game(v, fen);
        let mv = play(&mut g, row.play);
        assert_eq!(mv.crowned, row.crowned, "{rule}: {v} {fen} {}", row.play);
        assert_eq!(g.fen(), row.after, "{rule}: {v} {fen} {}", row.play);
    }
}
