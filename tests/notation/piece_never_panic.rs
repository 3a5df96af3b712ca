//! Every text parser of the piece games that a player's file or typed text reaches returns `Ok`
//! or `Err` and never panics, whatever it is fed: FEN and SFEN, PGN, CSA, game files (JSON),
//! moves typed in either notation, and the page's ways to make a game (`PiecePage`), in every
//! built-in piece game. Inputs are arbitrary Unicode, arbitrary bytes read as UTF-8 (lossily),
//! text built from the formats' own characters, and valid texts with random edits; game files
//! also get edits of their JSON values. Where a parse succeeds, what it gives is written out and
//! must read back to the same: a position, a game's start and moves, a move.

use std::sync::{Arc, LazyLock};

use crate::common::{mangled, regressions_beside_the_test};
use dama::common::rng::Rng;
use dama::common::wording::{Refusal, Wording};
use dama::page_api::piece::PiecePage;
use dama::page_api::piece_layout::{HandCount, LaidPiece, PieceLayout};
use dama::piece::csa::{looks_like_csa, read_csa, unsupported, write_csa};
use dama::piece::file::Coordinates;
use dama::piece::game::PieceRecord;
use dama::piece::movegen::{has_legal_move, in_check, legal_moves};
use dama::piece::notation::{display_move, engine_move, parse_engine_move};
use dama::piece::pgn::{self, read_pgn, write_pgn};
use dama::piece::position::NONE;
use dama::piece::{fen, Move, PieceRules, Position, BUILT_IN};
use dama::piece::{name_of, FILE_PREFIX};
use proptest::prelude::*;
use serde_json::Value;

/// Cases per property (each runs the parsers of every game): a few seconds in all.
const CASES: u32 = 150;

/// The built-in piece games, compiled once.
static GAMES: LazyLock<Vec<Arc<PieceRules>>> = LazyLock::new(|| {
    BUILT_IN
        .iter()
        .map(|(name, text)| {
            let g = PieceRules::from_json(text).unwrap_or_else(|e| panic!("{name}: {e}"));
            Arc::new(g)
        })
        .collect()
});

/// A game of `g` from `start` with up to `plies` random legal moves drawn from `seed`.
fn walk(g: &Arc<PieceRules>, start: Position, seed: u64, plies: usize) -> PieceRecord {
    let mut rng = Rng::new(seed);
    let mut r = PieceRecord::from_position(g.clone(), start);
    for _ in 0..plies {
        let list = r.legal_moves();
        if list.is_empty() {
            break;
        }
        let mv = list[rng.below(list.len())];
        r.play(&mv).expect("a legal move plays");
    }
    r
}

/// Valid texts of every format in every game: positions, games, CSA records, moves and files.
static CORPUS: LazyLock<Vec<String>> = LazyLock::new(|| {
    let mut out = Vec::new();
    let tags = [("Event".to_string(), "Fuzz".to_string())];
    for (g, (_, file)) in GAMES.iter().zip(BUILT_IN) {
        let from_start = walk(g, g.start.clone(), 1, 14);
        let later = walk(g, from_start.position().clone(), 2, 12);
        for r in [&from_start, &later] {
            out.push(fen::write(g, r.start()));
            out.push(fen::write(g, r.position()));
            out.push(write_pgn(r, &tags, None));
            if let Ok(csa) = write_csa(r, ["Sente", "Gote"]) {
                out.push(csa);
            }
            let pos = r.position();
            for mv in r.legal_moves().iter().take(4) {
                out.push(engine_move(g, mv));
                out.push(display_move(g, pos, mv));
            }
        }
        out.push(file.to_string());
        out.push(g.file_json());
    }
    out
});

/// Characters the formats are made of (FEN, SFEN, SAN, UCI, USI, PGN, CSA, JSON), and a few
/// that they are not.
const ALPHABET: &str = "KQRBNPkqrbnpLSGlsg+*@/-=x0123456789abcdefghijklmwOFUIHAY{}[]\"' \n\t\\:,.;%()!?#$\u{0}\u{7f}é😀";

/// Any text a parser might be handed (see [`mangled::text`]).
fn text() -> impl Strategy<Value = String> {
    mangled::text(ALPHABET, CORPUS.clone(), 3)
}

/// A value put in place of a part of a game file: small and edge numbers, strings the files
/// use, empty containers.
fn json_value() -> impl Strategy<Value = Value> {
    let words = [
        "",
        "x",
        "king",
        "pawn",
        "queen",
        "rook",
        "K",
        "P",
        "+P",
        "a1",
        "l12",
        "shogi",
        "algebraic",
        "white",
        "black",
        "mirror",
        "none",
        "forward",
        "backward",
        "sideways",
        "both",
        "move",
        "capture",
        "replace",
        "enter",
        "enter-or-leave",
        "all",
        "checkmate",
        "royal-captured",
        "all-captured",
        "no-moves",
        "draw",
        "loss",
        "win",
        "8/8/8/8/8/8/8/8",
    ];
    let numbers = [
        -1i64,
        0,
        1,
        2,
        3,
        7,
        8,
        9,
        11,
        12,
        13,
        16,
        31,
        32,
        33,
        127,
        128,
        255,
        256,
        65535,
        1 << 32,
    ];
    prop_oneof![
        proptest::sample::select(words.to_vec()).prop_map(|w| Value::String(w.to_string())),
        proptest::sample::select(numbers.to_vec()).prop_map(Value::from),
        any::<bool>().prop_map(Value::Bool),
        Just(Value::Null),
        Just(Value::Array(Vec::new())),
        Just(Value::Object(Default::default())),
        Just(Value::from(0.5)),
    ]
}

/// An edit of a game file's JSON: which node (a fraction of the nodes, in document order) and
/// what to do there.
#[derive(Debug, Clone)]
enum JsonEdit {
    /// Puts this value there.
    Set(f64, Value),
    /// Removes the node from its object or array.
    Remove(f64),
    /// Puts a copy of another node there.
    Copy(f64, f64),
}

fn json_edit() -> impl Strategy<Value = JsonEdit> {
    let at = 0.0..1.0f64;
    prop_oneof![
        3 => (at.clone(), json_value()).prop_map(|(a, v)| JsonEdit::Set(a, v)),
        2 => at.clone().prop_map(JsonEdit::Remove),
        1 => (at.clone(), at).prop_map(|(a, b)| JsonEdit::Copy(a, b)),
    ]
}

/// The number of nodes of `v`, itself included.
fn nodes(v: &Value) -> usize {
    1 + match v {
        Value::Array(a) => a.iter().map(nodes).sum(),
        Value::Object(o) => o.values().map(nodes).sum(),
        _ => 0,
    }
}

/// The node `n` of `v` (0 is `v`), in document order.
fn node_mut(v: &mut Value, n: usize) -> Option<&mut Value> {
    if n == 0 {
        return Some(v);
    }
    let mut n = n - 1;
    let children: Vec<&mut Value> = match v {
        Value::Array(a) => a.iter_mut().collect(),
        Value::Object(o) => o.values_mut().collect(),
        _ => return None,
    };
    for c in children {
        let size = nodes(c);
        if n < size {
            return node_mut(c, n);
        }
        n -= size;
    }
    None
}

/// Removes node `n` (not the root) from its parent.
fn remove_node(v: &mut Value, n: usize) {
    let mut n = n;
    let keys: Vec<Option<String>> = match v {
        Value::Array(a) => a.iter().map(|_| None).collect(),
        Value::Object(o) => o.keys().map(|k| Some(k.clone())).collect(),
        _ => return,
    };
    for (i, key) in keys.into_iter().enumerate() {
        let child = match (&mut *v, &key) {
            (Value::Array(a), None) => &mut a[i],
            (Value::Object(o), Some(k)) => o.get_mut(k).expect("a key of the object"),
            _ => return,
        };
        let size = nodes(child);
        if n == 0 {
            match (v, key) {
                (Value::Array(a), None) => {
                    a.remove(i);
                }
                (Value::Object(o), Some(k)) => {
                    o.remove(&k);
                }
                _ => {}
            }
            return;
        }
        if n < size {
            return remove_node(child, n - 1);
        }
        n -= size;
    }
}

/// A built-in game file with random edits of its values.
fn edited_game_file() -> impl Strategy<Value = String> {
    (
        0..BUILT_IN.len(),
        proptest::collection::vec(json_edit(), 1..5),
    )
        .prop_map(|(i, edits)| {
            let mut v: Value = serde_json::from_str(BUILT_IN[i].1).expect("a built-in file");
            for e in edits {
                let pick = |v: &Value, at: f64| ((nodes(v) as f64) * at) as usize;
                match e {
                    JsonEdit::Set(at, value) => {
                        let n = pick(&v, at);
                        if let Some(node) = node_mut(&mut v, n) {
                            *node = value;
                        }
                    }
                    JsonEdit::Remove(at) => {
                        let n = pick(&v, at);
                        if n > 0 {
                            remove_node(&mut v, n - 1);
                        }
                    }
                    JsonEdit::Copy(from, to) => {
                        let n = pick(&v, from);
                        let copy = node_mut(&mut v, n).map(|c| c.clone());
                        let n = pick(&v, to);
                        if let (Some(copy), Some(node)) = (copy, node_mut(&mut v, n)) {
                            *node = copy;
                        }
                    }
                }
            }
            v.to_string()
        })
}

/// A game file read: the game it compiles to writes out (`file_json`) to a file that compiles
/// to the same, and its start position writes and reads back, has legal moves that write and
/// read back, and plays.
fn check_game_file(text: &str) -> Result<(), TestCaseError> {
    let Ok(g) = PieceRules::from_json(text) else {
        return Ok(());
    };
    let json = g.file_json();
    let again = PieceRules::from_json(&json);
    prop_assert!(again.is_ok(), "`{json}` does not read back");
    prop_assert_eq!(again.map(|a| a.file_json()).ok(), Some(json.clone()));
    let g = Arc::new(g);
    let start = fen::write(&g, &g.start);
    let back = fen::parse(&g, &start);
    prop_assert!(back.is_ok(), "the start `{start}` does not read back");
    let r = walk(&g, g.start.clone(), 3, 6);
    r.status();
    for (i, mv) in r.moves_played().iter().enumerate() {
        check_move_reads_back(&g, &r.history()[i], mv)?;
    }
    check_position(&g, r.position(), false)?;
    Ok(())
}

/// A position read writes to a text that reads to the same position, writing is stable, and
/// the rules can play it. A position reached by play (`strict` false) reads back to one with the
/// same pieces, hands, side, en passant, move number and legal moves, but an FEN does not say
/// which castling pieces are unmoved when they have no right left, nor an SFEN the plies
/// without progress.
fn check_position(g: &Arc<PieceRules>, pos: &Position, strict: bool) -> Result<(), TestCaseError> {
    let written = fen::write(g, pos);
    let back = match fen::parse(g, &written) {
        Ok(b) => b,
        Err(e) => {
            return Err(TestCaseError::fail(format!(
                "`{written}` does not read: {e}"
            )))
        }
    };
    prop_assert_eq!(fen::write(g, &back), written.clone());
    let mut list = Vec::new();
    legal_moves(g, pos, &mut list);
    if strict {
        prop_assert!(&back == pos, "`{}` reads back to another position", written);
    } else {
        let same = (
            &back.board,
            &back.hand,
            back.side,
            back.en_passant,
            back.fullmove,
        );
        let was = (
            &pos.board,
            &pos.hand,
            pos.side,
            pos.en_passant,
            pos.fullmove,
        );
        prop_assert!(same == was, "`{}` reads back to another position", written);
        if g.coordinates == Coordinates::Algebraic {
            prop_assert_eq!(back.quiet, pos.quiet, "{}", written);
        }
        let mut again = Vec::new();
        legal_moves(g, &back, &mut again);
        prop_assert_eq!(
            &again,
            &list,
            "`{}` reads back to other legal moves",
            written
        );
    }
    PieceRecord::from_position(g.clone(), pos.clone()).status();
    Ok(())
}

/// A legal move of `pos` written in either notation reads back to itself, as the engine and as
/// the page read it.
fn check_move_reads_back(
    g: &PieceRules,
    pos: &Position,
    mv: &dama::piece::Move,
) -> Result<(), TestCaseError> {
    let mut legal = Vec::new();
    legal_moves(g, pos, &mut legal);
    let engine = engine_move(g, mv);
    prop_assert_eq!(
        parse_engine_move(g, pos, &engine).ok(),
        Some(*mv),
        "{}",
        engine
    );
    let shown = display_move(g, pos, mv);
    for written in [&engine, &shown] {
        let read = pgn::parse_move(g, pos, &legal, written).ok();
        prop_assert_eq!(read, Some(*mv), "`{}` ({})", written, fen::write(g, pos));
    }
    Ok(())
}

/// A game's record read: it writes out as PGN that reads to one game of the same rules, start
/// and moves.
fn check_pgn_game(game: &pgn::PgnGame) -> Result<(), TestCaseError> {
    let written = write_pgn(&game.record, &game.tags, Some(&game.result));
    let back = read_pgn(&written, None);
    prop_assert_eq!(back.len(), 1, "`{}`", written);
    let b = match &back[0].game {
        Ok(b) => b,
        Err(e) => return Err(TestCaseError::fail(format!("`{written}`: {e}"))),
    };
    prop_assert_eq!(b.record.game().file_json(), game.record.game().file_json());
    prop_assert_eq!(&b.record.start(), &game.record.start(), "{}", written);
    prop_assert_eq!(
        &b.record.moves_played(),
        &game.record.moves_played(),
        "{}",
        written
    );
    Ok(())
}

/// Positions moves are typed in: the start and a game in progress of every game, with the
/// page's game there (built once: making one compiles the game).
static POSITIONS: LazyLock<Vec<(Arc<PieceRules>, PieceRecord, PiecePage)>> = LazyLock::new(|| {
    GAMES
        .iter()
        .flat_map(|g| {
            [
                PieceRecord::new(g.clone()),
                walk(g, g.start.clone(), 11, 20),
            ]
        })
        .map(|r| {
            let g = r.game().rules().clone();
            let page = PiecePage::from_fen(&name_of(&g), &fen::write(&g, r.position()))
                .expect("a position written reads");
            (g, r, page)
        })
        .collect()
});

/// A game's name as the page gives it: a built-in one, one of a file, or anything.
fn game_name() -> impl Strategy<Value = String> {
    let names: Vec<String> = BUILT_IN.iter().map(|(n, _)| n.to_string()).collect();
    prop_oneof![
        4 => proptest::sample::select(names),
        1 => proptest::sample::select(BUILT_IN.to_vec())
            .prop_map(|(_, file)| format!("{FILE_PREFIX}{file}")),
        1 => text(),
    ]
}

/// A position as the page's editor may give it: squares, pieces and sides the games have, and
/// others.
fn layout() -> impl Strategy<Value = PieceLayout> {
    let side = || {
        prop_oneof![
            4 => proptest::sample::select(vec!["white", "black"]).prop_map(String::from),
            1 => text(),
        ]
    };
    let kind = || {
        prop_oneof![
            4 => proptest::sample::select(vec![
                "king", "queen", "rook", "bishop", "knight", "pawn", "gold", "silver", "lance",
                "promoted-pawn", "dragon", "horse", "chancellor", "archbishop", "man",
            ])
            .prop_map(String::from),
            1 => text(),
        ]
    };
    let square = prop_oneof![
        4 => (0u8..13, 1u8..14).prop_map(|(f, r)| format!("{}{r}", (b'a' + f) as char)),
        2 => (1u8..10, 0u8..10).prop_map(|(f, r)| format!("{f}{}", (b'a' + r) as char)),
        1 => text(),
    ];
    let piece = (square, side(), kind()).prop_map(|(square, side, kind)| LaidPiece {
        square,
        piece: format!("{side}-{kind}"),
    });
    let hand = (side(), kind(), any::<u8>()).prop_map(|(side, kind, count)| HandCount {
        side,
        kind,
        count,
    });
    (
        side(),
        proptest::collection::vec(piece, 0..40),
        proptest::collection::vec(hand, 0..4),
        proptest::option::of(prop_oneof![
            Just("KQkq".to_string()),
            Just("-".to_string()),
            text()
        ]),
    )
        .prop_map(|(to_move, pieces, hands, castling)| PieceLayout {
            to_move,
            pieces,
            hands,
            castling,
        })
}

/// What the page does with a game it made: its views, PGN that reads back to the same start
/// and moves, its record that rebuilds it.
fn check_page(page: &PiecePage) -> Result<(), TestCaseError> {
    page.status();
    page.legal_moves();
    page.history();
    page.pieces();
    page.hands();
    let written = page.to_pgn(&[("Event".into(), "Fuzz".into())]);
    let back = PiecePage::from_pgn(&written, 0, None);
    prop_assert!(back.is_ok(), "`{}`: {:?}", written, back.err());
    if let Ok(back) = back {
        prop_assert_eq!(back.start_fen(), page.start_fen(), "{}", written);
        prop_assert_eq!(
            &back.game().moves_played(),
            &page.game().moves_played(),
            "{}",
            written
        );
    }
    let record = page.record().unwrap();
    let rebuilt = PiecePage::from_record(&record.variant, &record.start, &record.moves);
    prop_assert!(rebuilt.is_ok(), "{:?}", rebuilt.err());
    if let Ok(csa) = page.to_csa(["A", "B"]) {
        let back = PiecePage::from_csa(&csa, Some(&page.variant()));
        prop_assert!(back.is_ok(), "`{}`: {:?}", csa, back.err());
    }
    Ok(())
}

/// The reading of a typed move as it was before it was made fast, the oracle `pgn::parse_move`
/// must agree with: every legal move written in full (`shown`, by [`old_display_move`]), the
/// first whose text is `word`, then the first equal to it without check marks, `!`, `?` (and
/// with `0-0` as `O-O`), then without `x`, then the engine notation.
fn old_parse_move(
    g: &PieceRules,
    pos: &Position,
    legal: &[Move],
    shown: &[String],
    word: &str,
) -> Result<Move, Refusal> {
    let bare = |s: &str| -> String {
        s.trim_end_matches(['+', '#', '!', '?'])
            .replace("0-0-0", "O-O-O")
            .replace("0-0", "O-O")
    };
    let moves = || legal.iter().zip(shown);
    if let Some((m, _)) = moves().find(|(_, s)| *s == word) {
        return Ok(*m);
    }
    let wanted = bare(word);
    if let Some((m, _)) = moves().find(|(_, s)| bare(s) == wanted) {
        return Ok(*m);
    }
    let plain = |s: &str| bare(s).replace('x', "");
    if let Some((m, _)) = moves().find(|(_, s)| plain(s) == plain(word)) {
        return Ok(*m);
    }
    parse_engine_move(g, pos, word)
        .ok()
        .filter(|m| legal.contains(m))
        .ok_or_else(|| {
            Refusal::worded(
                format!("`{word}` is not a legal move here"),
                Wording::new("engine.piece.pgn.illegal-move").with("text", word),
            )
        })
}

/// `display_move` as it was: each move's text worked out alone, generating the legal moves to
/// find the others reaching its square, playing it for the check mark.
fn old_display_move(g: &PieceRules, pos: &Position, mv: &Move) -> String {
    let others = || -> Vec<Move> {
        let mut list = Vec::new();
        legal_moves(g, pos, &mut list);
        list.into_iter()
            .filter(|m| !m.is_drop() && m.kind == mv.kind && m.to == mv.to && m.from != mv.from)
            .collect()
    };
    let kind = &g.kinds[mv.kind as usize];
    if g.coordinates == Coordinates::Shogi {
        if mv.is_drop() {
            return format!("{}*{}", kind.letter, g.square_name(mv.to));
        }
        let mut s = kind.letter.clone();
        if !others().is_empty() {
            s += &g.square_name(mv.from);
        }
        s.push(if mv.is_capture() { 'x' } else { '-' });
        s += &g.square_name(mv.to);
        if mv.promote != NONE {
            s.push('+');
        } else if !kind.promotes.is_empty() {
            let zone = g.zones[pos.side as usize];
            if zone.has(mv.to) || (g.promote_on_leave && zone.has(mv.from)) {
                s.push('=');
            }
        }
        return s;
    }
    let after = pos.after(g, mv);
    let them = after.side;
    let check = if !g.sides[them as usize].checks() || !in_check(g, &after, them) {
        ""
    } else if has_legal_move(g, &after) {
        "+"
    } else {
        "#"
    };
    if mv.is_drop() {
        return format!("{}@{}{check}", kind.letter, g.square_name(mv.to));
    }
    if mv.partner.0 != NONE {
        let side = if g.file_of(mv.partner.0) > g.file_of(mv.from) {
            "O-O"
        } else {
            "O-O-O"
        };
        return format!("{side}{check}");
    }
    let mut s = String::new();
    let others = others();
    let name = g.square_name(mv.from);
    if kind.resets_progress {
        if others
            .iter()
            .any(|m| g.file_of(m.from) == g.file_of(mv.from))
        {
            s += &name;
        } else if mv.is_capture() || !others.is_empty() {
            s += &name[..1];
        }
    } else {
        s += &kind.letter;
        if !others.is_empty() {
            let (file, rank) = name.split_at(1);
            if others
                .iter()
                .all(|m| g.file_of(m.from) != g.file_of(mv.from))
            {
                s += file;
            } else if others
                .iter()
                .all(|m| g.rank_of(m.from) != g.rank_of(mv.from))
            {
                s += rank;
            } else {
                s += &name;
            }
        }
    }
    if mv.jumps > 0 {
        for &sq in &mv.path[..mv.jumps as usize] {
            s.push('x');
            s += &g.square_name(sq);
        }
    } else {
        if mv.is_capture() {
            s.push('x');
        }
        s += &g.square_name(mv.to);
    }
    if mv.promote != NONE {
        s.push('=');
        s += g.kinds[mv.promote as usize].letter.trim_start_matches('+');
    }
    s + check
}

/// Words a player might type for the legal moves of a position: each one's text for people,
/// with and without its marks, `x` and `-`, castling with zeros, with marks it does not have,
/// and its engine notation in either case and padded.
fn typed_words(g: &PieceRules, legal: &[Move], shown: &[String]) -> Vec<String> {
    let mut words = Vec::new();
    for (mv, s) in legal.iter().zip(shown) {
        let bare = s.trim_end_matches(['+', '#', '!', '?']);
        let engine = engine_move(g, mv);
        words.extend([
            s.clone(),
            bare.to_string(),
            s.replace('x', ""),
            s.replace('-', ""),
            s.replace("O-O", "0-0"),
            format!("{bare}+"),
            format!("{bare}#"),
            format!("{s}!?"),
            format!("{bare}=Q"),
            s.to_lowercase(),
            engine.to_uppercase(),
            format!(" {engine} "),
            engine,
        ]);
    }
    words.extend(["", " ", "O-O", "0-0-0", "O-O+", "x", "e4", "P*5e", "+", "#"].map(String::from));
    words
}

proptest! {
    #![proptest_config(regressions_beside_the_test(ProptestConfig::with_cases(CASES)))]

    #[test]
    fn piece_fen_parsing_never_panics(s in text()) {
        for g in GAMES.iter() {
            if let Ok(pos) = fen::parse(g, &s) {
                check_position(g, &pos, true)?;
            }
        }
    }

    #[test]
    fn pgn_reading_never_panics(s in text()) {
        for default in [None].into_iter().chain(GAMES.iter().cloned().map(Some)) {
            for read in read_pgn(&s, default) {
                if let Ok(game) = read.game {
                    check_pgn_game(&game)?;
                }
            }
        }
        pgn::first_tags(&s);
        PiecePage::names_piece_game(&s, None);
    }

    #[test]
    fn csa_reading_never_panics(s in text()) {
        looks_like_csa(&s);
        for g in GAMES.iter().filter(|g| unsupported(g).is_none()) {
            if let Ok(r) = read_csa(g.clone(), &s) {
                r.status();
                let written = write_csa(&r, ["A", "B"]);
                prop_assert!(written.is_ok());
                let written = written.unwrap_or_default();
                let back = read_csa(g.clone(), &written);
                prop_assert!(back.is_ok(), "`{}` wrote `{}`: {:?}", s, written, back.err());
                if let Ok(back) = back {
                    prop_assert_eq!(back.start(), r.start(), "{}", written);
                    prop_assert_eq!(back.moves_played(), r.moves_played(), "{}", written);
                }
            }
        }
    }

    #[test]
    fn game_file_reading_never_panics(s in text()) {
        check_game_file(&s)?;
    }

    #[test]
    fn edited_game_files_never_panic(s in edited_game_file()) {
        check_game_file(&s)?;
    }

    #[test]
    fn piece_move_parsing_never_panics(s in text()) {
        for (g, r, page) in POSITIONS.iter() {
            let pos = r.position();
            let legal = r.legal_moves();
            if let Ok(mv) = parse_engine_move(g, pos, &s) {
                prop_assert!(legal.contains(&mv), "`{}` read as an illegal move", s);
            }
            if let Ok(mv) = pgn::parse_move(g, pos, &legal, &s) {
                prop_assert!(legal.contains(&mv), "`{}` read as an illegal move", s);
            }
            let mut page = page.clone();
            if page.play(&s).is_ok() {
                prop_assert_eq!(page.ply(), 1);
                let played = page.game().moves_played()[0];
                prop_assert!(legal.contains(&played), "`{}` played an illegal move", s);
            }
        }
    }

    #[test]
    fn legal_moves_written_read_back(game in 0..BUILT_IN.len(), seed in any::<u64>(), plies in 0..60usize) {
        let g = &GAMES[game];
        let r = walk(g, g.start.clone(), seed, plies);
        let pos = r.position();
        for mv in r.legal_moves() {
            check_move_reads_back(g, pos, &mv)?;
        }
        check_position(g, pos, false)?;
    }

    #[test]
    fn page_piece_games_never_panic(
        name in game_name(),
        s in text(),
        moves in proptest::collection::vec(text(), 0..4),
        indices in proptest::collection::vec(0..40usize, 0..6),
        index in 0..3usize,
        layout in layout(),
    ) {
        let start = s.clone();
        let games = [
            PiecePage::new(&name),
            PiecePage::from_fen(&name, &s),
            PiecePage::from_moves(&name, None, &moves),
            PiecePage::from_moves(&name, Some(&start), &moves),
            PiecePage::from_record(&name, &start, &indices),
            PiecePage::from_pgn(&s, index, Some(&name)),
            PiecePage::from_pgn(&s, index, None),
            PiecePage::from_csa(&s, Some(&name)),
            PiecePage::from_layout(&name, &layout),
        ];
        for page in games.iter().flatten() {
            check_page(page)?;
        }
    }

    /// `pgn::parse_move` reads every word as the old algorithm did ([`old_parse_move`]), in
    /// positions of every built-in game: the moves' own texts and their variants, the engine
    /// notation, those texts edited and random text; `display_move` writes as it did.
    #[test]
    fn parse_move_reads_as_before(
        game in 0..BUILT_IN.len(),
        seed in any::<u64>(),
        plies in 0..80usize,
        edited in proptest::collection::vec((any::<usize>(), proptest::collection::vec(mangled::edit(ALPHABET), 1..4)), 0..40),
        random in proptest::collection::vec(text(), 0..4),
    ) {
        let g = &GAMES[game];
        let r = walk(g, g.start.clone(), seed, plies);
        let pos = r.position();
        let mut legal = Vec::new();
        legal_moves(g, pos, &mut legal);
        let shown: Vec<String> = legal.iter().map(|m| old_display_move(g, pos, m)).collect();
        for (mv, s) in legal.iter().zip(&shown) {
            prop_assert_eq!(&display_move(g, pos, mv), s);
        }
        let mut words = typed_words(g, &legal, &shown);
        let edits: Vec<String> = edited
            .iter()
            .map(|(i, e)| mangled::apply(&words[i % words.len()], e))
            .collect();
        words.extend(edits);
        words.extend(random);
        for word in &words {
            prop_assert_eq!(
                pgn::parse_move(g, pos, &legal, word),
                old_parse_move(g, pos, &legal, &shown, word),
                "`{}` in `{}`",
                word,
                fen::write(g, pos)
            );
        }
    }
}
