//! Typed moves of the piece games read as the old, slow algorithm read them, in positions of
//! every built-in game: the moves' own texts and their variants, the engine notation, those
//! texts edited, and random text; `display_move` writes as it did.

use super::piece_never_panic::{text, walk, ALPHABET, CASES, GAMES};
use crate::common::{mangled, regressions_beside_the_test};
use dama::common::wording::{Refusal, Wording};
use dama::piece::file::{Coordinates, MoveNotation};
use dama::piece::movegen::{has_legal_move, in_check, legal_moves};
use dama::piece::notation::{display_move, engine_move, parse_engine_move};
use dama::piece::pgn;
use dama::piece::position::NONE;
use dama::piece::{fen, Move, PieceRules, Position, BUILT_IN};
use proptest::prelude::*;

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

    /// `pgn::parse_move` reads every word as the old algorithm did ([`old_parse_move`]), in
    /// positions of every built-in game written in SAN or the Western shogi notation (the
    /// xiangqi notation came after it: `tests/piece/properties.rs` reads it back): the moves'
    /// own texts and their variants, the engine notation, those texts edited and random text;
    /// `display_move` writes as it did.
    #[test]
    fn parse_move_reads_as_before(
        game in 0..BUILT_IN.len(),
        seed in any::<u64>(),
        plies in 0..80usize,
        edited in proptest::collection::vec((any::<usize>(), proptest::collection::vec(mangled::edit(ALPHABET), 1..4)), 0..40),
        random in proptest::collection::vec(text(), 0..4),
    ) {
        let g = &GAMES[game];
        prop_assume!(g.file.notation == MoveNotation::Standard);
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
