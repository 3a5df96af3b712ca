//! Why a move a player tried is not allowed: which rule narrowed the choice.

use crate::draughts::board::{Square, SquareSet, Topology};
use crate::draughts::movegen;
use crate::draughts::moves::{Move, MoveList};

use crate::draughts::position::Position;
use crate::draughts::rules::{Precedence, Rules, Variant};

/// The rule that forbids a move a player tried.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "rule", rename_all = "kebab-case")]
pub enum Restriction {
    /// There is no piece of the side to move on the origin square.
    NoPieceToMove,
    /// A capture is available, so a quiet move is not allowed; these pieces can capture.
    CaptureCompulsory {
        /// Squares of the pieces that must capture.
        pieces: Vec<String>,
    },
    /// The capture stops where it must go on.
    CaptureMustContinue,
    /// The majority rule demands captures of `required` pieces; the move takes `taken`.
    Majority {
        /// Pieces the best capture takes.
        required: u32,
        /// Pieces the tried capture takes.
        taken: u32,
    },
    /// A king can capture, so a man may not (Czech), or Italian rule 2.
    KingMustCapture,
    /// Italian rule 3: the capture taking the most kings is compulsory.
    MostKings {
        /// Kings the best capture takes.
        required: u32,
    },
    /// Italian rule 4: the capture meeting a king first is compulsory.
    KingsFirst,
    /// Italian: a man may not capture a king.
    ManCannotTakeKing,
    /// Frisian: the capture of highest value is compulsory (a king counts more than a man and
    /// less than two).
    HighestValue,
    /// Frisian: this king made three simple moves in a row while its side still has men.
    KingMoveLimit,
    /// Not a move of this piece (wrong direction, distance or an occupied square).
    NotAMove,
}

impl Restriction {
    /// The rule in words, for the player.
    pub fn message(&self) -> String {
        match self {
            Restriction::NoPieceToMove => "None of your pieces stands on that square.".into(),
            Restriction::CaptureCompulsory { pieces } => format!(
                "Capturing is compulsory: you must capture (with the piece on {}).",
                pieces.join(", ")
            ),
            Restriction::CaptureMustContinue => {
                "A capture must be completed: the piece must keep jumping while it can.".into()
            }
            Restriction::Majority { required, taken } => format!(
                "The majority rule: you must take the most pieces possible ({required}), this capture takes {taken}."
            ),
            Restriction::KingMustCapture => {
                "A king can capture, so the capture must be made with a king.".into()
            }
            Restriction::MostKings { required } => format!(
                "You must take the capture with the most kings ({required})."
            ),
            Restriction::KingsFirst => {
                "You must take the capture that meets an opposing king first.".into()
            }
            Restriction::ManCannotTakeKing => "A man may not capture a king.".into(),
            Restriction::HighestValue => "You must take the capture of highest value (a king \
                 counts more than one man and less than two)."
                .into(),
            Restriction::KingMoveLimit => "This king has made three moves in a row without \
                 capturing: move another piece (while you still have men)."
                .into(),
            Restriction::NotAMove => "That is not a move of this piece.".into(),
        }
    }
}

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
