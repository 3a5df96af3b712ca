//! Every text parser of the piece games that a player's file or typed text reaches returns `Ok`
//! or `Err` and never panics, whatever it is fed: FEN and SFEN, PGN, CSA, moves typed in either
//! notation, and the page's ways to make a game (`PiecePage`), in every built-in piece game
//! (game files are in `game_file_never_panic.rs`, typed moves read as before in
//! `typed_moves.rs`). Inputs are arbitrary Unicode, arbitrary bytes read as UTF-8 (lossily),
//! text built from the formats' own characters, and valid texts with random edits. Where a parse
//! succeeds, what it gives is written out and must read back to the same: a position, a game's
//! start and moves, a move.

use std::sync::{Arc, LazyLock};

use crate::common::{mangled, regressions_beside_the_test};
use dama::common::rng::Rng;
use dama::page_api::piece::PiecePage;
use dama::page_api::piece_layout::{HandCount, LaidPiece, PieceLayout};
use dama::piece::csa::{looks_like_csa, read_csa, unsupported, write_csa};
use dama::piece::file::Coordinates;
use dama::piece::game::PieceRecord;
use dama::piece::movegen::legal_moves;
use dama::piece::notation::{display_move, engine_move, parse_engine_move};
use dama::piece::pgn::{self, read_pgn, write_pgn, write_pgn_tree};
use dama::piece::{fen, PieceRules, Position, BUILT_IN};
use dama::piece::{name_of, FILE_PREFIX};
use proptest::prelude::*;

/// Cases per property (each runs the parsers of every game): a few seconds in all.
pub(crate) const CASES: u32 = 150;

/// The built-in piece games, compiled once.
pub(crate) static GAMES: LazyLock<Vec<Arc<PieceRules>>> = LazyLock::new(|| {
    BUILT_IN
        .iter()
        .map(|(name, text)| {
            let g = PieceRules::from_json(text).unwrap_or_else(|e| panic!("{name}: {e}"));
            Arc::new(g)
        })
        .collect()
});

/// A game of `g` from `start` with up to `plies` random legal moves drawn from `seed`.
pub(crate) fn walk(g: &Arc<PieceRules>, start: Position, seed: u64, plies: usize) -> PieceRecord {
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
    out.push(
        "[Variant \"chess\"]\n\n{start} 1. e4 {[%eval 0.2]} e5 $1 (1... c5 2. Nf3 (2. c3 d5) d6) \
         ({before} 1... e6?!) 2. Nf3 *\n"
            .into(),
    );
    out
});

/// Characters the formats are made of (FEN, SFEN, SAN, UCI, USI, PGN, CSA, JSON), and a few
/// that they are not.
pub(crate) const ALPHABET: &str = "KQRBNPkqrbnpLSGlsg+*@/-=x0123456789abcdefghijklmwOFUIHAY{}[]\"' \n\t\\:,.;%()!?#$\u{0}\u{7f}é😀";

/// Any text a parser might be handed (see [`mangled::text`]).
pub(crate) fn text() -> impl Strategy<Value = String> {
    mangled::text(ALPHABET, CORPUS.clone(), 3)
}

/// A position read writes to a text that reads to the same position, writing is stable, and
/// the rules can play it. A position reached by play (`strict` false) reads back to one with the
/// same pieces, hands, side, en passant, move number and legal moves, but an FEN does not say
/// which castling pieces are unmoved when they have no right left, nor an SFEN the plies
/// without progress.
pub(crate) fn check_position(
    g: &Arc<PieceRules>,
    pos: &Position,
    strict: bool,
) -> Result<(), TestCaseError> {
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
pub(crate) fn check_move_reads_back(
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
    // With its tree, variations and notes included: read back, it writes the same.
    let written = write_pgn_tree(&game.record, &game.tree, &game.tags, Some(&game.result));
    let back = read_pgn(&written, None);
    prop_assert_eq!(back.len(), 1, "`{}`", written);
    let b = match &back[0].game {
        Ok(b) => b,
        Err(e) => return Err(TestCaseError::fail(format!("`{written}`: {e}"))),
    };
    let again = write_pgn_tree(&b.record, &b.tree, &b.tags, Some(&b.result));
    prop_assert_eq!(again, written);
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
}
