//! Why a move a player tried is not allowed: which rule narrowed the choice.

use crate::board::{bit, Squares};
use crate::movegen;
use crate::moves::{Move, MoveList};
use crate::notation::square::{at_display, square_name};
use crate::position::Position;
use crate::rules::{Precedence, Rules, Variant};

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
    /// Not a move of this piece (wrong direction, distance or an occupied square).
    NotAMove,
}

impl Restriction {
    /// The rule in words, for the player.
    pub fn message(&self) -> String {
        match self {
            Restriction::NoPieceToMove => "There is none of your pieces on that square.".into(),
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
            Restriction::NotAMove => "That is not a move of this piece.".into(),
        }
    }
}

/// Why moving from `from` to `to` (bits) is not legal in `pos`, or `None` if some legal move goes
/// from `from` to `to`.
pub fn explain(variant: Variant, pos: &Position, from: u8, to: u8) -> Option<Restriction> {
    let mut legal = MoveList::new();
    let mut raw = MoveList::new();
    let rules =
        crate::with_rules!(variant, R => generate::<R>(pos, from, to, &mut legal, &mut raw));
    explain_among(variant, pos, from, to, &legal, &raw, rules)
}

/// Why the piece on `from` cannot move at all in `pos`, choosing the most telling rule among
/// every square it might have tried to reach; `None` when it has a legal move.
pub fn explain_piece(variant: Variant, pos: &Position, from: u8) -> Option<Restriction> {
    let info = variant.info();
    let mut best: Option<Restriction> = None;
    let rank = |r: &Restriction| match r {
        Restriction::NotAMove => 0,
        Restriction::NoPieceToMove => 1,
        Restriction::CaptureCompulsory { .. } => 2,
        _ => 3,
    };
    for row in 0..info.rows {
        for col in 0..info.cols {
            let Some(to) = at_display(variant, row, col) else {
                continue;
            };
            if to == from {
                continue;
            }
            match explain(variant, pos, from, to) {
                None => return None,
                Some(r) if best.as_ref().is_none_or(|b| rank(&r) > rank(b)) => best = Some(r),
                Some(_) => {}
            }
        }
    }
    best
}

/// What [`explain_among`] needs from a game's rules about one attempted move.
struct RulesFacts {
    precedence: Precedence,
    /// A man tried to jump a king where men may not capture kings.
    man_meets_king: bool,
}

/// The legal moves and every capture sequence (precedence ignored, each once) of `pos`: the only
/// part of [`explain`] that depends on the rules' type, so the rest exists once in the wasm.
fn generate<R: Rules>(
    pos: &Position,
    from: u8,
    to: u8,
    legal: &mut MoveList,
    raw: &mut MoveList,
) -> RulesFacts {
    movegen::legal_moves::<R>(pos, legal);
    movegen::capture_sequences::<R>(pos, raw);
    raw.dedup();
    RulesFacts {
        precedence: R::PRECEDENCE,
        man_meets_king: italian_man_meets_king::<R>(pos, from, to),
    }
}

fn explain_among(
    variant: Variant,
    pos: &Position,
    from: u8,
    to: u8,
    legal: &MoveList,
    raw: &MoveList,
    rules: RulesFacts,
) -> Option<Restriction> {
    if legal.iter().any(|m| m.from == from && m.to == to) {
        return None;
    }
    if from >= 64 || pos.pieces(pos.side()) & bit(from) == 0 {
        return Some(Restriction::NoPieceToMove);
    }
    if raw.is_empty() {
        if rules.man_meets_king {
            return Some(Restriction::ManCannotTakeKing);
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
        // The pieces that can capture, ascending by bit: a bitboard sorts and dedups them.
        let pieces = legal.iter().fold(0, |bb, m| bb | bit(m.from));
        return Some(Restriction::CaptureCompulsory {
            pieces: Squares(pieces).map(|s| square_name(variant, s)).collect(),
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
        Precedence::Italian => {
            if taken < best {
                Restriction::Majority {
                    required: best,
                    taken,
                }
            } else if kings & bit(from) == 0 && legal.iter().any(|m| kings & bit(m.from) != 0) {
                Restriction::KingMustCapture
            } else {
                let most = legal
                    .iter()
                    .map(|m| (m.captured & kings).count_ones())
                    .max()
                    .unwrap_or(0);
                let mine = tried
                    .iter()
                    .map(|m| (m.captured & kings).count_ones())
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

/// Italian: a man tried to jump a king.
fn italian_man_meets_king<R: Rules>(pos: &Position, from: u8, to: u8) -> bool {
    if R::MEN_CAPTURE_KINGS || pos.kings() & bit(from) != 0 {
        return false;
    }
    let them = pos.side().opponent();
    crate::board::Dir::DIAGONALS.iter().any(|&d| {
        let next = <R::Board as crate::board::Geometry>::NEXT[d as usize];
        let over = next[from as usize];
        over != crate::board::NO_SQUARE
            && next[over as usize] == to
            && pos.kings_of(them) & bit(over) != 0
    })
}
