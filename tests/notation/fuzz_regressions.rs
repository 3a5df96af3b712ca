//! Inputs the fuzz targets (fuzz/README.md) found to break a check, each fed exactly as found
//! (minimised with `cargo fuzz tmin`) the way its target feeds it, with the result that is
//! right; and the cases around each bug.
//!
//! The first two bugs were in the PDN writer (`write_pdn`, behind the page's `to_pdn`): it wrote
//! tag names as given and kept control characters and U+FFFD in values, so a game written out
//! could fail to read back — its text taken for binary data (a NUL, or many U+FFFD), a name
//! with `]`, `"` or a line break broken in two, names that read the same taken for two headers.
//! The piece games' inputs come after them, from their targets and from the property tests of
//! `tests/notation/piece_never_panic.rs`.

use std::sync::Arc;

use dama::draughts::notation::pdn::{read_game, read_pdn, write_pdn, PdnGame};
use dama::page_api::DraughtsPage;
use dama::piece::game::PieceRecord;
use dama::piece::notation::{display_move, engine_move, parse_engine_move};
use dama::piece::pgn::{self, PgnRead};
use dama::piece::{built_in, fen, Move, PieceRules, Position, BUILT_IN};
use dama::Variant;

/// What the `pdn` target does with an input: the first byte picks the default game (none for
/// 9), the rest is the text; every game read must write back to one game with the same game,
/// start and moves. Returns the games read.
fn pdn_target(data: &[u8]) -> Vec<PdnGame> {
    let (&pick, rest) = data.split_first().expect("an input has a first byte");
    let default = Variant::ALL
        .get(pick as usize % (Variant::ALL.len() + 1))
        .copied();
    let text = String::from_utf8_lossy(rest);
    let games: Vec<PdnGame> = read_pdn(&text, default).into_iter().flatten().collect();
    for g in &games {
        let written = write_pdn(&g.game, &g.tags);
        let back = read_pdn(&written, None);
        let [Ok(b)] = back.as_slice() else {
            panic!("`{text}` wrote `{written}`, which reads as {back:?}");
        };
        assert_eq!(b.variant, g.variant, "{written}");
        assert_eq!(b.start, g.start, "{written}");
        assert!(b.game.moves() == g.game.moves(), "{written}");
    }
    games
}

/// Writes `game` with `tags` as the page does and reads it back as the page does.
fn page_round_trip(game: &DraughtsPage, tags: &[(String, String)]) -> DraughtsPage {
    let written = game.to_pdn(tags);
    let back = DraughtsPage::from_pdn(&written, Some(&game.variant()))
        .unwrap_or_else(|e| panic!("`{written}` does not read back: {e}"));
    assert_eq!(back.variant(), game.variant(), "{written}");
    assert_eq!(back.start_fen(), game.start_fen(), "{written}");
    assert!(back.game().moves() == game.game().moves(), "{written}");
    back
}

fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect()
}

/// `pdn` target, found in the first minute: a tag line never closed, whose name holds eight
/// undecodable bytes, before moves that make the file text. Written alone, the tag was more than
/// a tenth U+FFFD, and the writer's text was refused as binary data.
#[test]
fn pdn_tag_name_of_undecodable_bytes_reads_back() {
    let input: &[u8] = b"\x03[Event \xfe\xff\xff\xff\xff\xff\xff\xff. 1\n\n1-1\n\n-1 232\n\t1\n\n-1 28-31-1\n\n1-1-1\n\n\n\n8-32\n\t\t\t69\n\t\t\t66. 1-1\n\n";
    let games = pdn_target(input);
    assert_eq!(games.len(), 1);
    let name = "Event \u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}. 1";
    assert_eq!(games[0].tags, tags(&[(name, "")]));
    // The name is written with its undecodable bytes as entities, which read back to them.
    let written = write_pdn(&games[0].game, &games[0].tags);
    assert!(!written.contains('\u{fffd}'), "{written}");
    assert!(written.contains("[Event &#65533;&#65533;"), "{written}");
    let back = read_game(&written, None).unwrap();
    assert_eq!(back.tag(name), Some(""), "{written}");
}

/// The same in a value: undecodable bytes are written `?`, and the text reads back.
#[test]
fn pdn_tag_values_of_undecodable_bytes_read_back() {
    let text = format!(
        "[White \"{}\"]\n1. 32-28 {{{}}} *",
        "\u{fffd}".repeat(12),
        "a comment, left out when written, long enough to keep this file text. ".repeat(3)
    );
    let g = read_game(&text, None).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let written = write_pdn(&g.game, &g.tags);
    let back = read_game(&written, None).unwrap_or_else(|e| panic!("{e}\n{written}"));
    assert_eq!(back.tag("White"), Some("????????????"));
    assert!(back.game.moves() == g.game.moves());
}

/// `page_api` target: an English game read from the PDN `11-15`, written with a tag named NUL
/// (the page passes any tag the file or the player gave). The NUL went into the file, which
/// then read as binary data.
#[test]
fn page_to_pdn_with_a_nul_tag_name_reads_back() {
    // Byte 0 `p` picks English (112 mod 9 = 4), byte 1 the ply; fields at 0x1E: game name,
    // FEN, setup and PDN empty but the PDN `11-15`, tags `\0`.
    let input: &[u8] = b"po\x1e\x1e\x1e11-15\x1e\x00";
    let fields: Vec<String> = input[2..]
        .split(|&b| b == 0x1e)
        .map(|f| String::from_utf8_lossy(f).into_owned())
        .collect();
    assert_eq!(fields, ["", "", "", "11-15", "\0"]);
    let game = DraughtsPage::from_pdn(&fields[3], Some("english")).unwrap();
    assert_eq!(game.move_texts(), ["11-15"]);
    let back = page_round_trip(&game, &tags(&[("\0", "")]));
    assert_eq!(
        back.tags().iter().find(|(n, _)| n == "\0"),
        Some(&tags(&[("\0", "")])[0])
    );
}

/// Any tag name and value the page passes: the game reads back, each name once, each name as
/// given (trimmed), values with control characters as spaces.
#[test]
fn page_to_pdn_with_any_tags_reads_back() {
    let mut game = DraughtsPage::new("international").unwrap();
    game.play("32-28").unwrap();
    let given = tags(&[
        ("[Event \"Rated game\"]", ""),
        ("a]b", "x"),
        ("quote\"d", "v\"al\\ue"),
        ("two\nlines", "one\ntwo\0three"),
        ("{comment}", "c"),
        ("back\\nslash", "b"),
        ("&#65;", "entity"),
        ("\u{feff}Bom", "bom"),
        ("  Spaced Name  ", "s"),
        ("Type de jeu", "20"),
        ("Dup", "first"),
        ("DUP", "second"),
        ("Event", "E"),
        ("event", "e"),
        (" FEN", "not a FEN"),
        ("", "blank"),
        ("\u{fffd}", "\u{fffd}"),
    ]);
    let back = page_round_trip(&game, &given);
    let read = |name: &str| {
        back.tags()
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    assert_eq!(read("[Event \"Rated game\"]"), Some(""));
    assert_eq!(read("a]b"), Some("x"));
    assert_eq!(read("quote\"d"), Some("v\"al\\ue"));
    assert_eq!(read("two\nlines"), Some("one two three"));
    assert_eq!(read("{comment}"), Some("c"));
    assert_eq!(read("back\\nslash"), Some("b"));
    assert_eq!(read("&#65;"), Some("entity"));
    assert_eq!(read("\u{feff}Bom"), Some("bom"));
    assert_eq!(read("Spaced Name"), Some("s"));
    assert_eq!(read("Type de jeu"), Some("20"));
    assert_eq!(read("Dup"), Some("first"));
    assert_eq!(read("DUP"), None);
    assert_eq!(read("Event"), Some("E"));
    assert_eq!(read("\u{fffd}"), Some("?"));
    assert_eq!(
        back.game().start(),
        game.game().start(),
        "` FEN` is no FEN tag"
    );
}

/// Found by `legal_moves_written_read_back` (tests/notation/piece_never_panic.rs): in chess
/// against draughts, two draughts men (a6 and c6) can both step to b5, and SAN wrote both moves
/// `b5` as for a chess pawn, whose step has one origin; `b5` read as the first, so a game
/// written as PGN could read back to other moves. A pawn-like piece's origin file is now written
/// when another of its kind reaches the same square (the whole square when they share a file).
#[test]
fn two_draughts_men_stepping_to_one_square_are_told_apart() {
    let g = Arc::new(built_in("chess-vs-draughts").unwrap());
    let start = "mmmmmmmm/m1m1mm1m/m1m2m2/8/2N3P1/4P3/PPPP1P1P/R1BQKBNR b KQ - 1 4";
    let pos = fen::parse(&g, start).unwrap();
    let r = PieceRecord::from_position(g.clone(), pos.clone());
    let legal = r.legal_moves();
    let to_b5: Vec<String> = legal
        .iter()
        .filter(|m| g.square_name(m.to) == "b5")
        .map(|m| display_move(&g, &pos, m))
        .collect();
    assert_eq!(to_b5, ["ab5", "cb5"]);
    for mv in &legal {
        let written = display_move(&g, &pos, mv);
        assert_eq!(
            pgn::parse_move(&g, &pos, &legal, &written).ok(),
            Some(*mv),
            "{written}"
        );
    }
    for first in ["a6b5", "c6b5"] {
        let mut game = r.clone();
        game.play_text(first).unwrap();
        let written = pgn::write_pgn(&game, &[], None);
        let back = pgn::read_pgn(&written, None);
        let [PgnRead { game: Ok(b), .. }] = back.as_slice() else {
            panic!("`{written}` does not read as one game");
        };
        assert_eq!(b.record.moves_played(), game.moves_played(), "{written}");
    }
}

/// What the `piece_fen` target does with an input: the first byte picks the built-in piece game,
/// the rest is the text; a position read must write back to itself.
fn piece_fen_target(data: &[u8]) -> Result<dama::piece::Position, String> {
    let (&pick, rest) = data.split_first().expect("an input has a first byte");
    let (_, file) = BUILT_IN[pick as usize % BUILT_IN.len()];
    let g = dama::piece::PieceRules::from_json(file).unwrap();
    let pos = fen::parse(&g, &String::from_utf8_lossy(rest)).map_err(|e| e.text)?;
    let written = fen::write(&g, &pos);
    assert_eq!(fen::parse(&g, &written).as_ref(), Ok(&pos), "{written}");
    Ok(pos)
}

/// `piece_fen` target, in its first second: an SFEN whose hand begins with undecodable bytes
/// (U+FFFD, three bytes in UTF-8). The hand was read byte by byte and the message about the
/// unexpected character cut its first byte out of the text, which panicked; it now names the
/// whole character.
#[test]
fn sfen_hand_with_a_character_of_many_bytes_is_refused() {
    let input: &[u8] = b"\x01lnsgkgsnl/1r5b1/pppp1pppp/9/9/9/PPPPPPPPP/1+B5R1/LNSGKGSNL w \xe9\xe9\xe9\xe9\xe9\xe9\xe9\xe92Pp 6";
    let e = piece_fen_target(input).unwrap_err();
    assert_eq!(e, "unexpected `\u{fffd}` in the hand");
    // In a chess hand (in brackets) too, and a count past u32 after a piece of the same kind.
    let g = built_in("shogi").unwrap();
    let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b";
    let e = fen::parse(&g, &format!("{start} P4294967295P 1")).unwrap_err();
    assert!(e.text.contains("more than 60"), "{e}");
    let g = built_in("chess-vs-draughts").unwrap();
    assert!(fen::parse(&g, "8/8/8/8/8/8/8/K7[é] w - - 0 1").is_err());
}

/// `piece_file` target: Catapult chess whose pawn's double step became a ride of stride 3 and
/// range 2 (e7 to e4 to e1, leaping what stands between). A black pawn went from e7 to e1,
/// marking every square it crossed en passant, e2 (a white pawn's) first; the FEN written gave
/// `e2` as the en passant square, which the reader refuses (it is not empty). Only the empty
/// squares crossed are open to en passant now, and the FEN gives them all, then the pawn's
/// square (`e6e5e4e3e1`).
#[test]
fn a_game_file_pawn_leaping_far_writes_a_fen_that_reads() {
    let text = PIECE_FILE_CRASH;
    let g = Arc::new(dama::piece::PieceRules::from_json(text).unwrap());
    let mut r = PieceRecord::new(g.clone());
    let mut written = Vec::new();
    for &choice in text.as_bytes().iter().take(8) {
        let fen = fen::write(&g, r.position());
        fen::parse(&g, &fen).unwrap_or_else(|e| panic!("`{fen}`: {e}"));
        written.push(fen);
        let legal = r.legal_moves();
        r.play(&legal[choice as usize % legal.len()]).unwrap();
    }
    // After the pawn's move e7-e1 (promoting to a bishop).
    let after = "rcbqkbcr/1Cpp2pp/5p2/3P4/p7/8/PPPKPPPP/R1BQbBCR w kq e6e5e4e3e1 0 4";
    assert!(written.iter().any(|f| f == after), "{written:?}");
}

/// The input of `a_game_file_pawn_leaping_far_writes_a_fen_that_reads`, exactly as found.
const PIECE_FILE_CRASH: &str = r#"{ "format": "dama-game", "version": 1, "name": "catapult-chess", "title": "Catapult chess", "description": "Chess with a piece invented for Dama in place of the knights: the catapult (C). It moves without capturing on/e square orthogonally or by a knight's leap, and captures only as a xiangqi cannon does: along a rank or file, over exactly one piece of either side (the screen), taking the first piece beyond it. Everything else is the FIDE rules: castling, en passant, a pawn promotes to a queen, rook, bishop or catapult.", "board": { "files": 8, "ranks": 8 }, "pieces": [ { "name": "king", "letter": "K", "picture": "king", "moves": [ { "leap": [1, 0] }, { "leap": [1, 1] }, { "castle": { "with": "rook", "steps": 2 } } ] }, { "name": "queen", "letter": "Q", "value": 950, "picture": "queen", "moves": [{ "ride": [1, 0] }, { "ride": [1, 1] }] }, { "name": "rook", "letter": "R", "value": 500, "picture": "rook", "moves": [{ "ride": [1, 0] }] }, { "name": "bishop", "letter": "B", "value": 330, "picture": "bishop", "moves": [{ "ride": [1, 1] }] }, { "name": "catapult", "letter": "C", "moves": [ { "leap": [1, 0], "mode": "move" }, { "leap": [1, 2], "mode": "move" }, { "ride": [1, 0], "hop": true, "mode": "capture" } ] }, { "name": "pawn", "letter": "P", "value": 100, "picture": "pawn", "moves": [ { "leap": [0, 1], "symmetry": "none", "mode": "move" }, { "ride": [0, 3], "range": 2, "symmetry": "none", "mode": "move", "unmoved": true, "en_passant": true }, { "leap": [1, 1], "symmetry": "mirror", "mode": "capture", "en_passant": true } ], "promotes_to": ["queen", "rook", "bishop", "catapult"], "promotion_forced": true, "resets_progress": true } ], "promotion": { "ranks": 1 }, "sides": { "white": { "royal": ["king"], "loses": "checkmate", "stalemate": "draw" }, "black": { "royal": ["king"], "loses": "checkmate", "stalemate": "draw" } }, "start": "rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR w KQkq - 0 1", "draws": { "repetition": 3, "no_progress_moves": 50 }}"#;

/// Found profiling `piece_fen`, whose inputs with a large count of empty squares were slow: a
/// count was checked square by square up to itself (4,294,967,295 steps for the largest), and
/// added to the squares before it in 32 bits, which overflowed (a panic) after a piece. Only
/// the squares of the board are checked now, and the count is added in 64 bits.
#[test]
fn a_fen_count_of_empty_squares_past_u32_after_a_piece_is_refused() {
    let e = piece_fen_target(b"\x00P4294967295/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    assert_eq!(e, "rank 1 from the top has 4294967296 squares, the board 8");
    let e = piece_fen_target(b"\x00P4294967295K/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    assert_eq!(e, "rank 1 from the top has more than 8 squares");
    let e = piece_fen_target(b"\x00P4294967296/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    assert_eq!(e, "rank 1 from the top: bad number");
}

/// Found reading `src/piece/fen/` for the above: an SFEN's move number is a ply, read in 16
/// bits; ply 65535 with the second side to move is move 32768, which wrote back as ply 65536
/// and did not read. Plies are read in 32 bits, up to those of move 65535 (the last a position
/// holds).
#[test]
fn an_sfen_at_the_last_ply_of_16_bits_reads_back() {
    let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
    let pos = piece_fen_target(format!("\x01{start} w - 65535").as_bytes()).unwrap();
    assert_eq!(pos.fullmove, 32768);
    let g = built_in("shogi").unwrap();
    let pos = fen::parse(&g, &format!("{start} w - 131070")).unwrap();
    assert_eq!(pos.fullmove, u16::MAX);
    assert_eq!(fen::write(&g, &pos), format!("{start} w - 131070"));
    let e = fen::parse(&g, &format!("{start} w - 131071")).unwrap_err();
    assert_eq!(e.text, "the move number `131071` is not a number");
}

/// Every legal move of `pos` reads back to itself from its engine notation and from its text
/// for people.
fn every_move_reads_back(g: &PieceRules, pos: &Position, legal: &[Move]) {
    for mv in legal {
        let engine = engine_move(g, mv);
        assert_eq!(parse_engine_move(g, pos, &engine), Ok(*mv), "{engine}");
        let shown = display_move(g, pos, mv);
        assert_eq!(
            pgn::parse_move(g, pos, legal, &shown).ok(),
            Some(*mv),
            "{shown}"
        );
    }
}

/// Chess against draughts whose pawn, besides its double step (a ride `[0, 1]` of two steps
/// that opens en passant), leaps `[0, 2]` (a part added to its file, as `piece_file` edits one).
fn pawn_leaping_two_too() -> String {
    let mut file: serde_json::Value =
        serde_json::from_str(include_str!("../../src/piece/games/chess-vs-draughts.json")).unwrap();
    let moves = file["pieces"][5]["moves"].as_array_mut().unwrap();
    moves.insert(
        1,
        serde_json::json!({ "leap": [0, 2], "symmetry": "none", "mode": "move" }),
    );
    file.to_string()
}

/// `piece_file` target: a pawn that both leaps `[0, 2]` and rides `[0, 1]` two squares with
/// en passant had two moves c2-c4, differing only in whether they open en passant; both wrote
/// `c2c4` (and `c4`), which read as the first. A piece's movement is the union of its parts
/// (docs/rules/custom-games.md, docs/game-files.md), so it has one move c2-c4, and as a double
/// step of the part with en passant, the move opens en passant.
#[test]
fn a_pawn_leaping_and_riding_two_squares_has_one_double_step() {
    let g = Arc::new(dama::piece::PieceRules::from_json(&pawn_leaping_two_too()).unwrap());
    let r = PieceRecord::new(g.clone());
    let pos = r.position().clone();
    let legal = r.legal_moves();
    let c2c4: Vec<_> = legal
        .iter()
        .filter(|m| engine_move(&g, m) == "c2c4")
        .collect();
    assert_eq!(c2c4.len(), 1, "{c2c4:?}");
    assert!(c2c4[0].opens_en_passant);
    assert_eq!(legal.len(), 20);
    every_move_reads_back(&g, &pos, &legal);
    let after = pos.after(&g, c2c4[0]);
    assert_eq!(
        fen::write(&g, &after),
        "mmmmmmmm/mmmmmmmm/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQ c3 0 1"
    );
    // Past a piece on c3 only the leap reaches c4: a move that opens nothing.
    let blocked = fen::parse(
        &g,
        "mmmmmmmm/mmmmmmm1/8/8/8/2N5/PPPPPPPP/R1BQKBNR w KQ - 0 1",
    )
    .unwrap();
    let mut list = Vec::new();
    dama::piece::movegen::legal_moves(&g, &blocked, &mut list);
    let c2c4: Vec<_> = list
        .iter()
        .filter(|m| engine_move(&g, m) == "c2c4")
        .collect();
    assert_eq!(c2c4.len(), 1, "{c2c4:?}");
    assert!(!c2c4[0].opens_en_passant);
}

/// What the `piece_file` target does with an input: the whole input is the game file; from its
/// start, up to 8 moves chosen by its first bytes are played, each written in both notations
/// and read back to itself, each position before one written and read. Returns the moves
/// played.
fn piece_file_target(data: &[u8]) -> Vec<dama::piece::Move> {
    let text = String::from_utf8_lossy(data);
    let g = Arc::new(dama::piece::PieceRules::from_json(&text).unwrap());
    let mut r = PieceRecord::new(g.clone());
    for &choice in data.iter().take(8) {
        let pos = r.position().clone();
        let legal = r.legal_moves();
        if legal.is_empty() {
            break;
        }
        let written = fen::write(&g, &pos);
        fen::parse(&g, &written).unwrap_or_else(|e| panic!("`{written}` does not read: {e}"));
        let mv = legal[choice as usize % legal.len()];
        let engine = engine_move(&g, &mv);
        assert_eq!(parse_engine_move(&g, &pos, &engine), Ok(mv), "{engine}");
        let shown = display_move(&g, &pos, &mv);
        let read = pgn::parse_move(&g, &pos, &legal, &shown).ok();
        assert_eq!(read, Some(mv), "{shown}");
        r.play(&mv).unwrap();
    }
    r.moves_played().to_vec()
}

/// `piece_file` target, at 6 s of its campaign (minimised): Catapult chess whose king leaps
/// `[2, 0]` (and its bishop rides `[2, 1]`, its catapult leaps `[2, 0]`). Black's king could go
/// e8-g8 by its leap or by castling, two moves both written `e8g8`, which read as the first. The
/// engine notation writes castling as the king taking its rook (`e8h8`, as UCI does in
/// Chess960) where the king could also step to its landing square without castling; SAN writes
/// `Kg8` and `O-O`.
#[test]
fn a_king_that_leaps_where_it_castles_has_two_moves_written_apart() {
    let played = piece_file_target(PIECE_FILE_KING_LEAP);
    assert_eq!(played.len(), 8);
    let g = Arc::new(
        dama::piece::PieceRules::from_json(&String::from_utf8_lossy(PIECE_FILE_KING_LEAP)).unwrap(),
    );
    let pos = fen::parse(
        &g,
        "rcbqk2r/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR b KQkq - 0 1",
    )
    .unwrap();
    let r = PieceRecord::from_position(g.clone(), pos.clone());
    let legal = r.legal_moves();
    let mut e8: Vec<(String, String)> = legal
        .iter()
        .filter(|m| g.square_name(m.from) == "e8")
        .map(|m| (engine_move(&g, m), display_move(&g, &pos, m)))
        .collect();
    e8.sort();
    let e8: Vec<(&str, &str)> = e8.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    assert_eq!(e8, [("e8e6", "Ke6"), ("e8g8", "Kg8"), ("e8h8", "O-O")]);
    every_move_reads_back(&g, &pos, &legal);
    // The king of chess cannot step to g8 itself: its castling stays `e8g8`.
    let chess = built_in("chess").unwrap();
    let pos = fen::parse(
        &chess,
        "rnbqk2r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
    )
    .unwrap();
    let mut list = Vec::new();
    dama::piece::movegen::legal_moves(&chess, &pos, &mut list);
    let castling = list
        .iter()
        .find(|m| m.partner.0 != dama::piece::position::NONE)
        .unwrap();
    assert_eq!(engine_move(&chess, castling), "e8g8");
}

/// The input of `a_king_that_leaps_where_it_castles_has_two_moves_written_apart`, exactly as
/// found and minimised (its name holds 49 bytes 0xAB, which read as U+FFFD).
const PIECE_FILE_KING_LEAP: &[u8] =
    b"{ \"format\": \"dama-game\", \"version\": 1, \"name\": \"catapult-\xab\xab\xab\xab\xab\xab\
\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\
\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xab\xabchess\"\
, \"title\": \"Catapult chess\", \"description\": \"Chess with a(piece invented for ce oro\
ok, bishop or catapult.\", \"board\": { \"files\": 8, \"ranks\": 8 }, \"pieces\": [ { \"na\
me\": \"king\", \"letter\": \"K\", \"picture\": \"king\", \"moves\": [ { \"leap\": [2, 0] \
}, { \"leap\": [1, 1] }, { \"castle\": { \"with\": \"rook\", \"steps\": 2 } } ] }, { \"nam\
e\": \"queen\", \"letter\": \"Q\", \"value\": 950, \"picture\": \"queen\", \"moves\": [{ \"\
ride\": [1, 0] }, { \"ride\": [1, 1] }] }, { \"name\": \"rook\", \"letter\": \"R\", \"valu\
e\": 500, \"picture\": \"rook\", \"moves\": [{ \"ride\": [1, 0] }] }, { \"name\": \"bishop\
\", \"letter\": \"B\", \"value\": 330, \"picture\": \"bishop\", \"moves\": [{ \"ride\": [2\
, 1] }] }, { \"name\": \"catapult\", \"letter\": \"C\", \"moves\": [ { \"leap\": [2, 0], \"\
mode\": \"move\" }, { \"leap\": [1, 2], \"mode\": \"move\" }, { \"ride\": [1, 0], \"hop\":\
 true, \"mode\": \"capture\" } ] }, { \"name\": \"pawn\", \"letter\": \"P\", \"value\": 10\
0, \"picture\": \"pawn\", \"moves\": [ { \"leap\": [0, 1], \"symmetry\": \"none\", \"mode\"\
: \"move\" }, { \"ride\": [0, 1], \"range\": 2, \"symmetry\": \"none\", \"mode\": \"move\"\
, \"unmoved\": true, \"en_passant\": true }, { \"leap\": [1, 1], \"symmetry\": \"mirror\",\
 \"mode\": \"capture\", \"en_passant\": true } ], \"promotes_to\": [\"queen\", \"rook\", \"\
bishop\", \"catapult\"], \"promotion_forced\": true, \"resets_progress\": true } ], \"prom\
otion\": { \"ranks\": 1 }, \"sides\": { \"white\": { \"royal\": [\"king\"], \"loses\": \"c\
heckmate\", \"stalemate\": \"draw\" }, \"black\": { \"royal\": [\"king\"], \"loses\": \"ch\
eckmate\", \"stalemate\": \"draw\" } }, \"start\": \"rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RC\
BQKBCR w KQkq - 0 1\", \"draws\": { \"repetition\": 3, \"no_progress_moves\": 50 }}";

/// `piece_file` target, at 80 s of its campaign (minimised): chess against draughts whose man
/// leaps `[1, 4]` (forward, both ways) went e7-f3, from where it could never move again (it is
/// three ranks from the edge, outside its promotion zone); the FEN of the position, which play
/// reached, was refused for it. A piece stands where it could never move again only where it
/// would have had to promote to get there (the chess pawn on its last rank, the shogi knight
/// on its last two): those positions alone are refused.
#[test]
fn a_man_left_where_it_could_never_move_again_is_a_position_that_reads() {
    let played = piece_file_target(PIECE_FILE_STUCK_MAN.as_bytes());
    assert_eq!(played.len(), 8);
    let g = dama::piece::PieceRules::from_json(PIECE_FILE_STUCK_MAN).unwrap();
    let stuck = "mmmmmmmm/mmmm1mmm/8/8/8/1P3m2/P1PPPPPP/RNBQKBNR w KQ - 0 2";
    assert_eq!(fen::write(&g, &fen::parse(&g, stuck).unwrap()), stuck);
    // Where the man would have had to promote, it is still refused.
    let e = fen::parse(&g, "8/8/8/8/8/8/8/4K2m w - - 0 1").unwrap_err();
    assert_eq!(e.text, "the black man on h1 could never move from there");
}

/// The input of `a_man_left_where_it_could_never_move_again_is_a_position_that_reads`, exactly
/// as found and minimised.
const PIECE_FILE_STUCK_MAN: &str =
    "{ \"format\": \"dama-game\", \"version\": 1, \"name\": \"chess-vs-draughts\", \"title\": \"C\
hess against draughts\", \"description\": \"White pl passant neveg may notnnot be jumped.\",\
 \"board\": { \"files\": 8, \"ranks\": 8 }, \"pieces\": [ { \"name\": \"king\", \"letter\": \
\"K\", \"picture\": \"king\", \"moves\": [ { \"leap\": [1, 0] }, { \"leap\": [1, 1] }, { \"c\
astle\": { \"with\": \"rook\", \"steps\": 2 } } ] }, { \"name\": \"queen\", \"letter\": \"Q\"\
, \"value\": 950, \"picture\": \"queen\", \"moves\": [{ \"ride\": [1, 0] }, { \"ride\": [2, \
1] }] }, { \"name\": \"rook\", \"letter\": \"R\", \"value\": 500, \"picture\": \"rook\", \"m\
oves\": [{ \"ride\": [1, 0] }] }, { \"name\": \"bishop\", \"letter\": \"B\", \"value\": 330,\
 \"picture\": \"bishop\", \"moves\": [{ \"ride\": [2, 1] }] }, { \"name\": \"knight\", \"let\
ter\": \"N\", \"value\": 160, \"picture\": \"knight\", \"moves\": [{ \"leap\": [0, 2] }] }, \
{ \"name\": \"pawn\", \"letter\": \"P\", \"value\": 100, \"picture\": \"pawn\", \"moves\": [\
 { \"leap\": [0, 1], \"symmetry\": \"none\", \"mode\": \"move\" }, { \"ride\": [0, 1], \"ran\
ge\": 1, \"symmetry\": \"none\", \"mode\": \"move\", \"unmoved\": true, \"en_passant\": true\
 }, { \"leap\": [1, 1], \"symmetry\": \"mirror\", \"mode\": \"capture\", \"en_passant\": tru\
e } ], \"promotes_to\": [\"queen\", \"rook\", \"bishop\", \"knight\"], \"promotion_forced\":\
 true, \"resets_progress\": true }, { \"name\": \"man\", \"letter\": \"M\", \"moves\": [{ \"\
leap\": [1, 4], \"symmetry\": \"mirror\", \"capture\": \"jump\" }], \"promotes_to\": [\"drau\
ghts king\"], \"promotion_forced\": true, \"resets_progress\": true }, { \"name\": \"draught\
s king\", \"letter\": \"D\", \"moves\": [{ \"ride\": [1, 1], \"capture\": \"jump\" }] } ], \"\
promotion\": { \"ranks\": 1 }, \"sides\": { \"white\": { \"royal\": [\"king\"], \"loses\": \"\
checkmate\", \"stalemate\": \"draw\" }, \"black\": { \"loses\": \"no-moves\", \"capture_comp\
ulsory\": true } }, \"start\": \"mmmmmmmm/mmmmmmmm/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1\", \"\
draws\": { \"repetition\": 3, \"no_progress_moves\": 50 }}";

/// The input of `a_pawn_changing_files_may_stand_on_a_file_with_another` as found: shogi whose
/// pawn leaps `[5, 1]` instead of `[0, 1]`.
fn shogi_pawn_leaping_aside() -> String {
    let shogi = include_str!("../../src/piece/games/shogi.json");
    let step = r#""moves": [{ "leap": [0, 1], "symmetry": "none" }],"#;
    assert_eq!(shogi.matches(step).count(), 1);
    shogi.replace(
        step,
        r#""moves": [{ "leap": [5, 1], "symmetry": "none" }],"#,
    )
}

/// `piece_file` target, at 3 s of its campaign: shogi whose pawn leaps `[5, 1]` went from 7g
/// to 2f, before the pawn of 2g; the SFEN of that position was refused (two pawns of a side on a
/// file, which only a drop the rules forbid makes in shogi). Two such pieces on a file are
/// refused only where play cannot bring them there: the piece keeps its file, does not castle,
/// and no piece promotes to it.
#[test]
fn a_pawn_changing_files_may_stand_on_a_file_with_another() {
    let input = shogi_pawn_leaping_aside();
    assert_eq!(input.len(), 3226);
    let played = piece_file_target(input.as_bytes());
    assert_eq!(played.len(), 8);
    let g = dama::piece::PieceRules::from_json(&input).unwrap();
    let two = "lnsgkgsnl/1r5b1/ppppppppp/9/9/7P1/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";
    assert_eq!(fen::write(&g, &fen::parse(&g, two).unwrap()), two);
    let e = fen::parse(&built_in("shogi").unwrap(), two).unwrap_err();
    assert_eq!(e.text, "black has two pawns on the file of 2f");
}

/// Property test `edited_game_files_never_panic`: Capablanca chess whose pawn's double step
/// became a ride without limit. A black pawn went d7-d3, opening d6, d5 and d4 to en passant;
/// the FEN gave only d4, so the position read back had fewer en passant captures. The FEN now
/// gives every square crossed and then the pawn's (`d6d5d4d3`), and a white pawn on c5 may take
/// on d6.
#[test]
fn a_pawn_riding_far_keeps_every_en_passant_square_in_its_fen() {
    let text = dama::piece::BUILT_IN
        .iter()
        .find(|(name, _)| *name == "capablanca")
        .unwrap()
        .1
        .replace(r#""ride": [0, 1], "range": 2,"#, r#""ride": [0, 1],"#);
    let g = Arc::new(dama::piece::PieceRules::from_json(&text).unwrap());
    let before = "rnabqkbcnr/pppppppppp/10/2P7/10/10/PP1PPPPPPP/RNABQKBCNR b KQkq - 0 3";
    let mut r = PieceRecord::from_position(g.clone(), fen::parse(&g, before).unwrap());
    r.play_text("d7d3").unwrap();
    let written = fen::write(&g, r.position());
    assert!(written.ends_with(" w KQkq d6d5d4d3 0 4"), "{written}");
    let back = fen::parse(&g, &written).unwrap();
    assert_eq!(back, *r.position());
    let takes = PieceRecord::from_position(g.clone(), back).play_text("c5d6");
    assert!(takes.is_ok_and(|mv| mv.is_capture()), "c5xd6 en passant");
    // The one-square form of chess still reads: the pawn just past the square on its file.
    let chess = Arc::new(dama::piece::built_in("chess").unwrap());
    let fen = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
    assert_eq!(fen::write(&chess, &fen::parse(&chess, fen).unwrap()), fen);
    assert!(fen::parse(
        &chess,
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6d4 0 3"
    )
    .is_err());
}
