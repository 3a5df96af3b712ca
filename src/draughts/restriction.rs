//! Why a move a player tried in a draughts game is not allowed: which rule narrowed the choice.

pub use crate::common::restriction::Restriction;
use crate::draughts::board::{Square, SquareSet, Topology};
use crate::draughts::movegen;
use crate::draughts::moves::{Move, MoveList};

use crate::draughts::position::Position;
use crate::draughts::rules::{Precedence, Rules, Variant};

/// Why moving from `from` to `to` is not legal in `pos`, or `None` if some legal move goes from
/// `from` to `to`.
pub fn explain(variant: Variant, pos: &Position, from: Square, to: Square) -> Option<Restriction> {
    let mut legal = MoveList::new();
    let mut raw = MoveList::new();
    let rules = crate::with_rules!(variant, r => generate(r, pos, from, to, &mut legal, &mut raw));
    explain_among(variant, pos, from, to, &legal, &raw, rules)
}

/// Why the piece on `from` cannot move at all in `pos`, choosing the most telling rule among
/// every square it might have tried to reach; `None` when it has a legal move.
pub fn explain_piece(variant: Variant, pos: &Position, from: Square) -> Option<Restriction> {
    let mut best: Option<Restriction> = None;
    let rank = |r: &Restriction| match r {
        Restriction::NotAMove => 0,
        Restriction::NoPieceToMove => 1,
        Restriction::CaptureCompulsory { .. } => 2,
        _ => 3,
    };
    for to in variant.board().all {
        if to == from {
            continue;
        }
        match explain(variant, pos, from, to) {
            None => return None,
            Some(r) if best.as_ref().is_none_or(|b| rank(&r) > rank(b)) => best = Some(r),
            Some(_) => {}
        }
    }
    best
}

/// What [`explain_among`] needs from a game's rules about one attempted move.
struct RulesFacts {
    precedence: Precedence,
    /// A man tried to jump a king where men may not capture kings.
    man_meets_king: bool,
    /// The Frisian king limit forbids this king's simple moves now.
    king_at_limit: bool,
    /// The move would be a simple move of this piece if nothing else forbade it.
    simple_move: bool,
}

/// The legal moves and every capture sequence (precedence ignored, each once) of `pos`: the only
/// part of [`explain`] that depends on the rules' type, so the rest exists once in the wasm.
fn generate<R: Rules>(
    rules: R,
    pos: &Position,
    from: Square,
    to: Square,
    legal: &mut MoveList,
    raw: &mut MoveList,
) -> RulesFacts {
    movegen::legal_moves(rules, pos, legal);
    movegen::capture_sequences(rules, pos, raw);
    raw.dedup();
    let (streak_king, count) = pos.king_streak(pos.side());
    let at_limit =
        rules.king_move_limit() && pos.men(pos.side()).any() && count >= 3 && streak_king == from;
    // The king's simple moves, as if the limit did not hold.
    let simple_move = at_limit && {
        let free = pos.with_king_streak(pos.side(), from, 0);
        let mut quiet = MoveList::new();
        movegen::quiet_moves(rules, &free, &mut quiet);
        quiet.iter().any(|m| m.from == from && m.to == to)
    };
    RulesFacts {
        precedence: rules.precedence(),
        man_meets_king: man_meets_king(rules, pos, from, to),
        king_at_limit: at_limit,
        simple_move,
    }
}

fn explain_among(
    variant: Variant,
    pos: &Position,
    from: Square,
    to: Square,
    legal: &MoveList,
    raw: &MoveList,
    rules: RulesFacts,
) -> Option<Restriction> {
    if legal.iter().any(|m| m.from == from && m.to == to) {
        return None;
    }
    if !pos.pieces(pos.side()).contains(from) {
        return Some(Restriction::NoPieceToMove);
    }
    if raw.is_empty() {
        if rules.man_meets_king {
            return Some(Restriction::ManCannotTakeKing);
        }
        if rules.king_at_limit && rules.simple_move {
            return Some(Restriction::KingMoveLimit);
        }
        return Some(Restriction::NotAMove);
    }
    let tried: Vec<Move> = raw
        .iter()
        .filter(|m| m.from == from && m.to == to)
        .copied()
        .collect();
    if tried.is_empty() {
        let passes = raw
            .iter()
            .any(|m| m.from == from && m.landings().contains(&to));
        if passes {
            return Some(Restriction::CaptureMustContinue);
        }
        // The pieces that can capture, in the game's order: a set sorts and dedups them.
        let pieces: SquareSet = legal
            .iter()
            .filter(|m| m.is_capture())
            .map(|m| m.from)
            .collect();
        return Some(Restriction::CaptureCompulsory {
            pieces: crate::draughts::notation::square::square_names(variant, pieces),
        });
    }
    let kings = pos.kings();
    let best = legal.iter().map(Move::capture_count).max().unwrap_or(0);
    let taken = tried.iter().map(Move::capture_count).max().unwrap_or(0);
    Some(match rules.precedence {
        Precedence::Majority => Restriction::Majority {
            required: best,
            taken,
        },
        Precedence::KingFirst => Restriction::KingMustCapture,
        Precedence::Value => {
            let value = |m: &Move| m.capture_count() + (m.captured & kings).count();
            let best = legal.iter().map(value).max().unwrap_or(0);
            let king_captures = legal.iter().any(|m| kings.contains(m.from));
            if tried.iter().map(value).max().unwrap_or(0) < best {
                Restriction::HighestValue
            } else if !kings.contains(from) && king_captures {
                Restriction::KingMustCapture
            } else {
                Restriction::HighestValue
            }
        }
        Precedence::Italian => {
            if taken < best {
                Restriction::Majority {
                    required: best,
                    taken,
                }
            } else if !kings.contains(from) && legal.iter().any(|m| kings.contains(m.from)) {
                Restriction::KingMustCapture
            } else {
                let most = legal
                    .iter()
                    .map(|m| (m.captured & kings).count())
                    .max()
                    .unwrap_or(0);
                let mine = tried
                    .iter()
                    .map(|m| (m.captured & kings).count())
                    .max()
                    .unwrap_or(0);
                if mine < most {
                    Restriction::MostKings { required: most }
                } else {
                    Restriction::KingsFirst
                }
            }
        }
        Precedence::Free => Restriction::NotAMove,
    })
}

/// Whether a man tried to jump a king where men may not take kings (Italian).
fn man_meets_king<R: Rules>(rules: R, pos: &Position, from: Square, to: Square) -> bool {
    if rules.men_capture_kings() || pos.kings().contains(from) {
        return false;
    }
    let them = pos.side().opponent();
    rules.man_captures(pos.side()).iter().any(|&d| {
        let over = <R::Board as Topology>::next(from, d);
        over.is_some_and(|o| {
            pos.kings_of(them).contains(o) && <R::Board as Topology>::next(o, d) == Some(to)
        })
    })
}
